/**
 * The WAT generator's output is a valid module for every kernel case of the device-neutral
 * suite (test/backends/kernels/): each case's kernel, specialized on the arguments its factory
 * makes (as the harness makes them), is generated for the wasm device (`tack.inspect`) and
 * parsed and validated by binaryen with the features the wasm device enables (threads, SIMD,
 * bulk memory, ...). Running the cases and comparing with the plain run is
 * test/backends/kernels.test.ts's job on the wasm device; this file pins what the generator
 * alone promises, and checks the module's shape against compiler/codegen/wat/ABI.md.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { hashSeed, Out, poisoned, Rng, type KernelCase } from "../backends/harness.js";
import { TOPICS } from "../backends/kernels/index.js";
import { validateWat } from "./binaryen.js";
import { phaseCodes } from "../../runtime/phases.js";

/** A case's arguments as one run gets them: outputs poisoned arrays of their dtype and shape. */
function argumentsOf(c: KernelCase, n: number): unknown[] {
  const args = c.args(new Rng(hashSeed(`${c.label ?? c.kernel.kernelName}/${n}`)), n);
  return args.map((a) => (a instanceof Out ? poisoned(a) : a));
}

const wasm = tack.devices().find((d) => d.type === "wasm");

describe.runIf(wasm?.available)("generated WAT validates", () => {
  // arrays the factories make (tack.fromTypedArray) live on the default device
  let before: tack.Device | undefined;
  beforeAll(() => {
    before = tack.getDefaultDevice();
    tack.setDefaultDevice("wasm");
  });
  afterAll(() => {
    if (before) tack.setDefaultDevice(before);
  });
  for (const topic of TOPICS.filter((t) => t.cases.some((c) => !("run" in c)))) {
    it(`every kernel case of ${topic.name}`, () => {
      const device = tack.device("wasm");
      const problems: string[] = [];
      let checked = 0;
      for (const c of topic.cases) {
        if ("run" in c) continue; // contract cases build their own kernels
        // one size: a case's signature does not depend on n
        for (const n of [(c.sizes ?? [1])[0]]) {
          let code: string;
          try {
            code = tack.inspect(c.kernel as never, argumentsOf(c, n), { device });
          } catch (e) {
            problems.push(`${c.name}: ${(e as Error).message}`);
            continue;
          }
          // a kernel of several phases: one module per phase
          for (const one of phaseCodes(code)) {
            const why = validateWat(one);
            if (why) problems.push(`${c.name}: ${why}`);
            expect(one).toMatch(/\(import "env" "memory" \(memory 1 65536 shared\)\)/);
            expect(one).toMatch(/\(func \$tack_chunk \(export "tack_chunk"\)\n\s+\(param \$slots i32\) \(param \$start f64\) \(param \$end f64\) \(param \$stackbase i32\)/);
          }
          checked++;
        }
      }
      expect(problems).toEqual([]);
      expect(checked, "cases checked").toBeGreaterThan(0);
    });
  }
});
