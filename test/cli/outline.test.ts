/**
 * What the CLI reads from the compiler: `query outline` (a module's functions, their
 * parameters' annotations, which are kernel-shaped) and the compile result's `accesses` (each
 * array access and its bounds decision), in-process.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as tack from "../../runtime/index.js";
import { getCompileService, outlineSource } from "../../runtime/compile-service.js";
import { LLVM_TARGET } from "../../runtime/targets.js";
import { jsdocParamTypes } from "../../cli/kernels.js";
import { fixtures, root } from "./harness.js";

const outline = (source: string) => outlineSource({ source, target: LLVM_TARGET }).functions;

describe("query outline", () => {
  it("lists a module's functions in source order, with their annotations and which are kernels", () => {
    const src = readFileSync(join(fixtures, "kernels.ts"), "utf8");
    const fns = outline(src);
    expect(fns.map((f) => [f.name, f.kernel])).toEqual([["twice", false], ["saxpy", true], ["scale", true], ["gather", true]]);
    for (const f of fns) expect(src.slice(f.nameStart, f.nameStart + f.name.length)).toBe(f.name);
    expect(fns[1].params.map((p) => [p.name, p.annotation])).toEqual([["x", "Float32Array"], ["y", "Float32Array"], ["out", "Float32Array"], ["a", "number"]]);
    expect(fns[3].params.map((p) => p.annotation)).toEqual(["Int32Array", "Int32Array", "Int32Array", "tack.i32"]);
    for (const p of fns[3].params) expect(src.slice(p.start, p.end)).toBe(p.name);
  });

  it("tells a device function with a sequential range loop from a kernel, and reads only the parse", () => {
    const fns = outline(`
function sumTo(a: Float32Array, n: number) { let s = 0; for (const j of range(n)) s += a[j]; return s; }
function k(a: Float32Array, out: Float32Array) { for (const i of grid(2, 2)) out[i] = "no strings"; }
const g = function (x) { for (const i of t.range(x.length)) x[i] = 0; };`);
    expect(fns.map((f) => [f.name, f.kernel])).toEqual([["sumTo", false], ["k", true], ["g", true]]);
    expect(fns[2].params).toEqual([{ name: "x", annotation: "", start: expect.any(Number), end: expect.any(Number) }]);
  });

  it("lists a function that does not parse as foreign (a kernel when it has a kernel's loop); compiling it gives its located error", () => {
    const src = "function f(x) {\n  for (const i of range(3)) { x[i] = ; }\n}\nclass C { m() { return new C(); } }\nfunction g() { return `t`; }";
    expect(outline(src).map((f) => [f.name, f.kernel, f.foreign])).toEqual([["f", true, true], ["g", false, true]]);
    expect(() => tack.compile(src, { name: "f" })).toThrow(expect.objectContaining({ name: "KernelSyntaxError", kernelName: "f", line: 2, column: 38 }));
  });

  it("a lexer error outside every item is the file's located error", () => {
    expect(() => outline("function f(x) { for (const i of range(3)) x[i] = 0; }\n/* never closed")).toThrow(
      expect.objectContaining({ name: "KernelSyntaxError", line: 2, column: 1 }),
    );
  });
});

describe("compile results' accesses", () => {
  it("list each access with its bounds decision, in source order", () => {
    const src = readFileSync(join(root, "test", "corpus", "devicefns.ts"), "utf8");
    const r = tack.compile(src);
    expect(r.accesses.map((a) => [a.array, src.slice(a.start, a.end), a.check])).toEqual([
      ["a", "a[(i + j) % a.length]", "checked"],
      ["out", "out[clampIndex(i)] = square(x[i]) + sumTo(x, i, k)", "checked"],
      ["x", "x[i]", "hoisted"],
    ]);
  });

  it("say 'off' for every access of a variant compiled without checks", () => {
    const src = readFileSync(join(fixtures, "kernels.ts"), "utf8");
    const r = getCompileService().compileSync({ source: src, name: "gather", target: LLVM_TARGET, checks: false });
    expect(r.accesses.map((a) => a.check)).toEqual(["off", "off", "off"]);
  });
});

describe("JSDoc types", () => {
  it("come from the block right above the function, through its declaration, and from no other", () => {
    const text = `/** @param {Float32Array} x the input\n * @param {tack.i32} [n] */\nexport const k = tack.kernel(function k(x, n) {});\n/** @param {f64} y */ let z = 1;\nfunction h(y) {}`;
    expect([...jsdocParamTypes(text, text.indexOf("function k"))]).toEqual([["x", "Float32Array"], ["n", "tack.i32"]]);
    expect([...jsdocParamTypes(text, text.indexOf("function h"))]).toEqual([]);
  });
});
