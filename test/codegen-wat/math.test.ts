/**
 * Math on the wasm device is bit-identical to the plain run (compiler/codegen/wat/ABI.md: the
 * functions Wasm has no instruction for are JavaScript's own Math, imported; the rest are
 * IEEE instructions or SEMANTICS.md's exact spellings). Every float Math function, rounding,
 * min/max, sign and the Number predicates on f64 special values, compared with Object.is
 * (NaN matches NaN; the sign of zero counts) — no tolerance at all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";

const SPECIALS = [0, -0, 0.4, -0.4, 0.5, -0.5, 1.5, 2.5, -2.5, 1, -1, 3, -7, 1e-310, 5e-324, 1e308, -1e308, 0.1, Math.PI, NaN, Infinity, -Infinity];

const UNARY = ["sqrt", "cbrt", "exp", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan", "asin", "acos", "atan",
  "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fround", "abs", "floor", "ceil", "round", "trunc", "sign", "hypot"];
const BINARY = ["atan2", "pow", "hypot", "min", "max"];
const PREDICATES = ["isNaN", "isFinite"];

function kernelFor(call: string, predicate: boolean): tack.Kernel<[Float64Array, Float64Array, Float64Array]> {
  const body = predicate ? `out[i] = ${call} ? 1 : 0;` : `out[i] = ${call};`;
  const fn = new Function("range", `return function special(a, b, out) { for (const i of range(out.length)) { ${body} } }`)(tack.range);
  return tack.kernel(fn, { name: "special" }) as never;
}

function compare(call: string, arity: number, predicate = false): void {
  const pairs: [number, number][] = [];
  for (const a of SPECIALS) for (const b of arity === 2 ? SPECIALS : [0]) pairs.push([a, b]);
  const a = new Float64Array(pairs.map((p) => p[0]));
  const b = new Float64Array(pairs.map((p) => p[1]));
  const k = kernelFor(call, predicate);
  const got = new Float64Array(pairs.length).fill(12345.678);
  const want = new Float64Array(pairs.length).fill(-98765.4);
  k(a, b, got);
  k.plain(a, b, want);
  const bad: string[] = [];
  for (let i = 0; i < pairs.length; i++) {
    if (!Object.is(got[i], want[i])) bad.push(`${call} with a=${pairs[i][0]}, b=${pairs[i][1]}: got ${got[i]}, plain ${want[i]}`);
  }
  expect(bad.slice(0, 8), `${bad.length} differ`).toEqual([]);
}

const wasm = tack.devices().find((d) => d.type === "wasm");

describe.runIf(wasm?.available)("math on the wasm device is bit-identical to the plain run on special values", () => {
  let before: tack.Device | undefined;
  beforeAll(() => {
    before = tack.getDefaultDevice();
    tack.setDefaultDevice("wasm");
  });
  afterAll(() => {
    if (before) tack.setDefaultDevice(before);
  });

  it.each(UNARY)("Math.%s", (name) => compare(`Math.${name}(a[i])`, 1));
  it.each(BINARY)("Math.%s of two", (name) => compare(`Math.${name}(a[i], b[i])`, 2));
  it.each(PREDICATES)("Number.%s", (name) => compare(`Number.${name}(a[i])`, 1, true));
  it("a ** b and a % b", () => {
    compare("a[i] ** b[i]", 2);
    compare("a[i] % b[i]", 2);
  });
});
