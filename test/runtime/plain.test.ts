/**
 * Plain runs see what the compiled kernel sees (issue 6, item 8): `scope` names (functions
 * and constants) are bound, intrinsics are found bare or behind any namespace, and a kernel
 * given as source text (TypeScript) runs as the JavaScript the compiler answers to
 * `query plain`. Each is compared with the compiled run.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { requestText } from "../../runtime/request.js";
import { LLVM_TARGET } from "../../runtime/targets.js";
import { countCompiles } from "./observe.js";

// names the kernels below take from `scope` or use bare, as the compiler allows
declare const helper: (v: number) => number, OFFSET: number, SCALE: number, K: number;
declare const outer: (v: number) => number, range: typeof tack.range;

function both(k: tack.Kernel<never[]>, make: () => unknown[], outIndex: number): [number[], number[]] {
  const a = make();
  const b = make();
  (k as unknown as (...x: unknown[]) => void)(...a);
  (k.plain as unknown as (...x: unknown[]) => void)(...b);
  return [Array.from(a[outIndex] as Float32Array), Array.from(b[outIndex] as Float32Array)];
}

/**
 * MODULE's kernels `scale` (x * GAIN / 2, GAIN = 3) and `shift` (x - GAIN): each run plain as its
 * module and compiled, on fresh inputs into poisoned outputs, against the formula and each other.
 */
function expectScaleAndShift(MODULE: string): void {
  const x = Float64Array.from({ length: 64 }, (_, i) => Math.sin(i + 1) * 10);
  for (const [name, want] of [["scale", (v: number) => (v * 3) / 2], ["shift", (v: number) => v - 3]] as const) {
    const k = tack.kernel(MODULE, { name }) as unknown as { (...a: unknown[]): void; plain(...a: unknown[]): void };
    const plain = new Float64Array(64).fill(NaN);
    const compiled = new Float64Array(64).fill(NaN);
    k.plain(x, plain);
    k(x, compiled);
    expect(Array.from(plain), name).toEqual(Array.from(x, want));
    expect(Array.from(compiled), name).toEqual(Array.from(plain));
  }
}

describe("plain runs", () => {
  it("bind scope functions and constants, as the compiler does", () => {
    const k = tack.kernel(
      function scoped(x: Float32Array, o: Float32Array) {
        for (const i of tack.range(o.length)) o[i] = helper(x[i]) + OFFSET * SCALE;
      },
      { scope: { helper: (v: number) => v * v, OFFSET: 3, SCALE: 0.5 } },
    );
    const make = () => [new Float32Array([1, 2, 3]), new Float32Array(3)];
    const [compiled, plain] = both(k as never, make, 1);
    expect(plain).toEqual([2.5, 5.5, 10.5]);
    expect(compiled).toEqual(plain);
  });

  it("bind scope functions given as source text, which may call each other", () => {
    const k = tack.kernel(
      function scopedText(x: Float32Array, o: Float32Array) {
        for (const i of range(o.length)) o[i] = outer(x[i]);
      },
      { scope: { outer: "function outer(v) { return inner(v) + 1; }", inner: "(v) => v * 10" } },
    );
    const [compiled, plain] = both(k as never, () => [new Float32Array([1, -2]), new Float32Array(2)], 1);
    expect(plain).toEqual([11, -19]);
    expect(compiled).toEqual(plain);
  });

  it("build the rebuilt function once per kernel", () => {
    let made = 0;
    const k = tack.kernel(
      function once(o: Float32Array) {
        for (const i of tack.range(o.length)) o[i] = K;
      },
      { scope: { K: 4 } },
    );
    const original = Function;
    const counting = new Proxy(original, {
      construct(target, args) {
        made++;
        return Reflect.construct(target, args);
      },
    });
    globalThis.Function = counting;
    try {
      for (let j = 0; j < 3; j++) k.plain(new Float32Array(2));
    } finally {
      globalThis.Function = original;
    }
    expect(made).toBe(1);
  });

  it("a kernel given as TypeScript source text runs as the compiler's JavaScript of it (query plain)", () => {
    const TEXT = `function fromText(x: Float32Array, o: Float32Array, a: number): void {
  for (const i of range(o.length)) {
    const v: number = (x[i] as number) * a;
    o[i] = v + f32(OFFSET);
  }
}`;
    const compiles = countCompiles();
    try {
      const k = tack.kernel(TEXT, { scope: { OFFSET: 0.25 } });
      const make = () => [new Float32Array([1, 2, 3]), new Float32Array(3), 2];
      const [compiled, plain] = both(k as never, make, 1);
      expect(plain).toEqual([2.25, 4.25, 6.25]);
      expect(compiled).toEqual(plain);
      (k.plain as (...a: unknown[]) => void)(new Float32Array(1), new Float32Array(1), 1);
      const queries = compiles.of("fromText").filter((r) => r.query === "plain");
      expect(queries).toHaveLength(1); // asked once, then cached
    } finally {
      compiles.restore();
    }
  });

  it("a kernel picked out of a module's text runs plain as that module: its device functions, constants and ordinary code", () => {
    const MODULE = `import * as tack from "tack";
const GAIN = 3;
const scratch = new Float32Array(4); // ordinary code: not kernel language, read past
export class Timer { t0 = 0; }
function gained(v: number): number { return v * GAIN; }
export function first(x: Float64Array, o: Float64Array) {
  for (const i of tack.range(o.length)) o[i] = x[i];
}
export const scale = tack.kernel(function scale(x: Float64Array, o: Float64Array) {
  for (const i of tack.range(o.length)) o[i] = gained(x[i]) / 2;
});
export const shift = (x: Float64Array, o: Float64Array) => {
  for (const i of tack.range(o.length)) o[i] = x[i] - GAIN;
};`;
    expectScaleAndShift(MODULE);
  });

  it("a kernel of a CommonJS module (exports.k = function ..., module.exports.k = (...) => ...) runs plain as that module", () => {
    const MODULE = `const tack = require("tack");
const { join } = require("node:path"); // ordinary code: the plain run loads nothing else
const GAIN = 3;
function gained(v) { return v * GAIN; }
exports.scale = function scale(x, o) {
  for (const i of tack.range(o.length)) o[i] = gained(x[i]) / 2;
};
module.exports.shift = (x, o) => {
  for (const i of tack.range(o.length)) o[i] = x[i] - GAIN;
};`;
    expectScaleAndShift(MODULE);
    // assigned to some other object's member: nothing to return it from, said with the way out
    const lib = tack.kernel(`const tack = require("tack");\nconst lib = {};\nlib.fill = function fill(o) {\n  for (const i of tack.range(o.length)) o[i] = 1;\n};`, { name: "fill" });
    expect(() => (lib.plain as (...a: unknown[]) => void)(new Float32Array(4))).toThrow(
      /Kernel 'fill': its plain run cannot find it: the module assigns it to 'lib\.fill'.*assign it to exports\.fill or module\.exports\.fill, or declare it as function fill/,
    );
  });

  it("the query is a request line after `tack 1`, and a refusal names the kernel", () => {
    const text = requestText({ source: "f", target: LLVM_TARGET, query: "plain" });
    expect(text.split("\n").slice(0, 3)).toEqual(["tack 1", "query plain", "target llvm"]);
    const k = tack.kernel("function broken(x: Float32Array { for (const i of range(x.length)) x[i] = 1; }");
    expect(() => (k.plain as (...a: unknown[]) => void)(new Float32Array(1))).toThrow(/Kernel 'broken'/);
  });
});
