/**
 * The C family's iterations per thread (ABI.md "perThread"): 4 for a loop-free parallel body
 * (memory-bound: a thread's coalesced iterations let nvcc batch the loads), 1 for a body with
 * a loop, a device function with one, or group-wide features. The runtime sizes the grid
 * from the ABI's figure, so the code and the ABI must agree.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compile } from "../../runtime/compile.js";

const here = fileURLToPath(new URL("./", import.meta.url));
const corpusDir = fileURLToPath(new URL("../corpus/", import.meta.url));

const KERNELS = [
  { name: "saxpy", file: `${corpusDir}saxpy.ts`, perThread: 4, why: "loop-free" },
  { name: "stencil", file: `${corpusDir}stencil.ts`, perThread: 4, why: "loop-free grid with an early return" },
  { name: "mandelbrot", file: `${corpusDir}mandelbrot.ts`, perThread: 1, why: "an inner loop" },
  { name: "devicefns", file: `${corpusDir}devicefns.ts`, perThread: 1, why: "a device function with a loop" },
  { name: "blocktotals", file: `${here}kernels/blocktotals.ts`, perThread: 1, why: "barriers and a block reduction" },
];

for (const target of ["cuda", "opencl"] as const) {
  describe(`${target}: iterations per thread`, () => {
    for (const k of KERNELS) {
      it(`${k.name} (${k.why}) runs ${k.perThread} per thread, in its code and its ABI`, () => {
        const r = compile(readFileSync(k.file, "utf8"), { name: k.name, target });
        const abi = r.abi as unknown as { perThread: number };
        expect(abi.perThread).toBe(k.perThread);
        if (k.perThread > 1) {
          expect(r.code).toContain(`tack_k < ${k.perThread}`);
          expect(r.code).toContain("tack_base");
        } else {
          expect(r.code).not.toContain("tack_base");
        }
      });
    }
  });
}
