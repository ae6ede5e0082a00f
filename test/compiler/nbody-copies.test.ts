/**
 * The n-body kernel has one shared definition, test/util/nbody.ts; two files cannot import it and
 * keep a copy: test/corpus/nbody.ts (corpus text, imports "tack" like user code) and
 * bench/cpu/scaling.mjs (plain JS). Each copy must compile to the same code as the shared one.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { nbody } from "../util/nbody.js";

const root = new URL("../../", import.meta.url);
const signature = "f32[], f32[], f32[], i32, f64";

/** The text of `function nbody(...) { ... }` in a file (up to its closing brace at column 0). */
function nbodySource(path: string): string {
  const text = readFileSync(new URL(path, root), "utf8");
  const start = text.search(/^(export )?function nbody\(/m);
  expect(start, `${path} defines nbody`).toBeGreaterThanOrEqual(0);
  const end = text.indexOf("\n}\n", start);
  return text.slice(start, end + 2).replace(/^export /, "");
}

describe("the n-body copies", () => {
  const shared = tack.compile(nbody, { target: "llvm", signature }).code;
  for (const path of ["test/corpus/nbody.ts", "bench/cpu/scaling.mjs"]) {
    it(`${path} compiles to the same code as test/util/nbody.ts`, () => {
      expect(tack.compile(nbodySource(path), { target: "llvm", signature }).code).toBe(shared);
    });
  }
  it("a changed copy is told apart (the comparison sees the kernel)", () => {
    const changed = nbodySource("bench/cpu/scaling.mjs").replace("const eps = 0.01", "const eps = 0.02");
    expect(tack.compile(changed, { target: "llvm", signature }).code).not.toBe(shared);
  });
});
