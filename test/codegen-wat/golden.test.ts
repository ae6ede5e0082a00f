/**
 * Golden WAT for representative corpus kernels (test/corpus/): a float map (saxpy), a loop
 * with data-dependent exits (mandelbrot), atomics (histogram), a 3-D grid (grid3d) and device
 * functions (devicefns). Each file is the exact output of `tack.compile(source, { target:
 * "wat" })` and must validate with binaryen. A missing golden fails; only
 *
 *   TACK_UPDATE_GOLDENS=1 npx vitest run test/codegen-wat/golden.test.ts
 *
 * writes files. Review the diff like code.
 */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile } from "../../runtime/compile.js";
import { corpus } from "../compiler/corpus.js";
import { validateWat } from "./binaryen.js";

const goldenDir = fileURLToPath(new URL("./", import.meta.url));
const update = process.env.TACK_UPDATE_GOLDENS === "1";
const UPDATE_COMMAND = "TACK_UPDATE_GOLDENS=1 npx vitest run test/codegen-wat/golden.test.ts";
const GOLDEN = ["saxpy", "mandelbrot", "histogram", "grid3d", "devicefns"];

describe("golden wat code", () => {
  const kernels = corpus();
  for (const name of GOLDEN) {
    it(`${name}.wat matches and validates`, () => {
      const k = kernels.find((c) => c.name === name);
      expect(k, `test/corpus/${name}.ts`).toBeDefined();
      const { code, abi } = compile(k!.source, { name, target: "wat" });
      expect(validateWat(code), `binaryen on ${name}`).toBe("");
      expect((abi as { kind: string }).kind).toBe("wasm-chunk");
      const path = `${goldenDir}${name}.wat`;
      if (update) writeFileSync(path, code);
      if (!existsSync(path)) expect.fail(`test/codegen-wat/${name}.wat is missing: create it with ${UPDATE_COMMAND}, then review it`);
      expect(code, `test/codegen-wat/${name}.wat differs; if the change is intended: ${UPDATE_COMMAND}`).toBe(readFileSync(path, "utf8"));
    });
  }

  it("every corpus kernel generates WAT that validates", () => {
    const problems: string[] = [];
    for (const k of kernels) {
      const why = validateWat(compile(k.source, { name: k.name, target: "wat" }).code);
      if (why) problems.push(`${k.name}: ${why}`);
    }
    expect(problems).toEqual([]);
  });
});
