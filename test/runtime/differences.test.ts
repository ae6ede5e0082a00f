/**
 * The documented differences from the plain-JS run (README "Differences from plain JavaScript"):
 * each is pinned here, so a change in either direction — the compiled result moving, or the
 * plain run no longer differing — fails and the README gets updated with it. Every other
 * difference found is either matched (test/backends) or refused with a located error
 * (test/compiler/errors.test.ts).
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";

const cpu = tack.devices().some((d) => d.type === "cpu" && d.available);

describe.skipIf(!cpu)("documented differences from the plain run", () => {
  it("i32 products wrap (C's rule); plain JS multiplies in doubles", () => {
    const k = tack.kernel("function mul(a: i32, b: i32, out: Float64Array) { for (const i of range(out.length)) { out[i] = a * b; } }");
    const got = new Float64Array(1);
    const want = new Float64Array(1);
    k(65536, 65536, got);
    k.plain(65536, 65536, want);
    expect(got[0]).toBe(0);
    expect(want[0]).toBe(4294967296);
  });

  it("a u32 difference below zero wraps (one signedness, C's rule); plain JS gives the negative Number", () => {
    const k = tack.kernel("function sub(a: Uint32Array, b: Uint32Array, out: Float64Array) { for (const i of range(out.length)) { out[i] = a[i] - b[i]; } }");
    const a = Uint32Array.of(3);
    const b = Uint32Array.of(5);
    const got = new Float64Array(1);
    const want = new Float64Array(1);
    k(a, b, got);
    k.plain(a, b, want);
    expect(got[0]).toBe(4294967294);
    expect(want[0]).toBe(-2);
  });

  it("Math.trunc(INT_MIN / -1) on i32 wraps to INT_MIN; plain JS gives 2^31", () => {
    const k = tack.kernel("function q(a: i32, b: i32, out: Float64Array) { for (const i of range(out.length)) { out[i] = Math.trunc(a / b); } }");
    const got = new Float64Array(1);
    const want = new Float64Array(1);
    k(-2147483648, -1, got);
    k.plain(-2147483648, -1, want);
    expect(got[0]).toBe(-2147483648);
    expect(want[0]).toBe(2147483648);
  });

  it("BigInt elements mixed with Number literals compute; plain JS throws a TypeError", () => {
    const k = tack.kernel("function inc(a: BigInt64Array, out: BigInt64Array) { for (const i of range(out.length)) { out[i] = a[i] + 1; } }");
    const a = BigInt64Array.from([5n, -7n]);
    const got = new BigInt64Array(2);
    k(a, got);
    expect(Array.from(got)).toEqual([6n, -6n]);
    expect(() => k.plain(a, new BigInt64Array(2))).toThrow(TypeError);
  });

  it("a fractional index truncates (x[1.5] reads x[1]); plain JS reads undefined", () => {
    const k = tack.kernel("function frac(x: Float32Array, out: Float32Array) { for (const i of range(out.length)) { out[i] = x[i + 0.5]; } }");
    const x = Float32Array.from([10, 20, 30]);
    const got = new Float32Array(2);
    const want = new Float32Array(2);
    k(x, got);
    k.plain(x, want);
    expect(Array.from(got)).toEqual([10, 20]);
    expect(Number.isNaN(want[0]) && Number.isNaN(want[1])).toBe(true);
  });

  it("a NaN index fails the bounds check (KernelRangeError); plain JS reads undefined", () => {
    const k = tack.kernel("function nanIndex(x: Float32Array, out: Float32Array) { for (const i of range(out.length)) { out[i] = x[x[i] * 0 + NaN]; } }");
    expect(() => k(Float32Array.from([1, 2]), new Float32Array(2))).toThrow(tack.KernelRangeError);
    const want = new Float32Array(2);
    k.plain(Float32Array.from([1, 2]), want);
    expect(Number.isNaN(want[0])).toBe(true);
  });

  it("`return;` in the parallel loop ends one iteration compiled, the whole plain run", () => {
    const k = tack.kernel("function early(out: Float32Array) { for (const i of range(out.length)) { if (i == 1) return; out[i] = 7; } }");
    const got = new Float32Array(3);
    const want = new Float32Array(3);
    k(got);
    k.plain(want);
    expect(Array.from(got)).toEqual([7, 0, 7]);
    expect(Array.from(want)).toEqual([7, 0, 0]);
  });
});
