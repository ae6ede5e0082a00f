/**
 * CPU backend against the plain-JavaScript definition (DESIGN.md §7): every kernel here runs on
 * the `cpu` device (LLVM JIT, the shim's thread pool) and as `kernel.plain(...)` on the same
 * fresh random inputs (seeded per test and size, see harness.ts), with outputs poisoned before
 * each run, and the results are compared with the tolerances of harness.ts (TOLERANCE).
 *
 * Inputs stay clear of the documented differences of DESIGN.md §3: float values beyond ±2^63
 * stored to integers, i32 products beyond 2^53, bigint mixed with number, and integer overflow
 * that a float output would expose (the device wraps; plain JS does not).
 *
 * Known Tack bugs are kept as `it.fails(...)` with a comment naming the bug; when one is fixed,
 * vitest reports the test as failing and the marker should be removed.
 */
import { describe, expect, it, vi } from "vitest";
import * as tack from "../../runtime/index.js";
import { CpuBackend } from "../../runtime/backends/cpu.js";
import {
  BIG_DTYPES, check, compareRun, CTOR, DTYPES, expectArray, FLOAT_SPECIALS, hashSeed, INT_RANGE, isBig, isFloat,
  LARGE, NUMBER_DTYPES, out, POISON, random, Rng, SIZES,
} from "./harness.js";
import type { DtypeName, TypedArray } from "../../runtime/index.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

const fr = Math.fround;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** Float specials that a store to an integer dtype handles as TypedArrays do (all below 2^63). */
const FLOAT_TO_INT_SPECIALS = [
  ...FLOAT_SPECIALS, -0.9, 0.9, 127.5, 128, -129, 255.7, 256, 257.3, -1, -255.5, 32767.9, 32768, 65535.9, 65536, -32769,
  2147483647.5, 2147483648, -2147483648.7, -2147483649, 4294967295.2, 4294967296.5, -4294967297, 3e9, -3e9, 1e15 + 0.5,
  1e18, -1e18, 9e18, -9e18, 1.5e-300,
];
/** More specials for float outputs: overflow to ±Infinity in f32, subnormals, underflow. */
const FLOAT_TO_FLOAT_SPECIALS = [...FLOAT_TO_INT_SPECIALS, 1e39, -1e39, 3.4028235677973366e38, 1e-40, -1e-45, 1e-46, 1e300];

const BIG_SPECIALS = [0n, 1n, -1n, 2n ** 63n - 1n, -(2n ** 63n), 2n ** 64n - 1n, 2n ** 32n, 2n ** 53n + 1n, -(2n ** 31n)];

/** Inputs of a dtype with its specials: full range for integers, [-1000, 1000] plus specials for floats. */
function inputs(rng: Rng, d: DtypeName, n: number, toInt: boolean): TypedArray {
  if (isBig(d)) {
    return random(rng, d, n, { specials: BIG_SPECIALS.map((v) => (d === "u64" ? BigInt.asUintN(64, v) : BigInt.asIntN(64, v))) });
  }
  if (isFloat(d)) return random(rng, d, n, { min: -1000, max: 1000, specials: toInt ? FLOAT_TO_INT_SPECIALS : FLOAT_TO_FLOAT_SPECIALS, specialRate: 0.3 });
  const [lo, hi] = INT_RANGE[d];
  return random(rng, d, n, { specials: [lo, hi, 0, -1, 1, lo + 1, hi - 1].filter((v) => v >= lo && v <= hi), specialRate: 0.1 });
}

// ============================================================================================
// 1. Every dtype as input and output: stores wrap, truncate, round as TypedArrays do
// ============================================================================================

const copyKernel = tack.kernel(function copy(x: any, o: any) {
  for (const i of tack.range(o.length)) o[i] = x[i];
});

describe("dtypes in and out", () => {
  it.each(NUMBER_DTYPES)("%s input stored to every number dtype (wrap-around, truncation, NaN/±Infinity, rounding)", (din) => {
    for (const dout of NUMBER_DTYPES) {
      check(copyKernel, (rng, n) => [inputs(rng, din, n, !isFloat(dout)), out(dout, n)], { label: `copy ${din}->${dout}` });
    }
  });

  it("i64 and u64 stored to i64 and u64 (two's complement reinterpretation)", () => {
    for (const din of BIG_DTYPES) {
      for (const dout of BIG_DTYPES) {
        check(copyKernel, (rng, n) => [inputs(rng, din, n, true), out(dout, n)], { label: `copy ${din}->${dout}` });
      }
    }
  });

  const toI64 = tack.kernel(function toI64(x: any, a: BigInt64Array, b: BigUint64Array, c: BigInt64Array) {
    for (const i of tack.range(x.length)) {
      a[i] = tack.i64(x[i]);
      b[i] = tack.u64(x[i]);
      c[i] = tack.i64(x[i]) * 3n + 5n;
    }
  });
  it("number dtypes cast to i64/u64 with tack.i64()/tack.u64() (truncation, NaN/±Infinity to 0, negative to u64)", () => {
    for (const din of NUMBER_DTYPES) {
      check(toI64, (rng, n) => [inputs(rng, din, n, true), out("i64", n), out("u64", n), out("i64", n)], { label: `toI64 ${din}` });
    }
  });

  const fromBig = tack.kernel(function fromBig(
    x: any, a: Int8Array, b: Uint8Array, c: Int16Array, d: Uint16Array, e: Int32Array, f: Uint32Array, g: Float32Array, h: Float64Array,
  ) {
    for (const i of tack.range(x.length)) {
      a[i] = tack.i8(x[i]);
      b[i] = tack.u8(x[i]);
      c[i] = tack.i16(x[i]);
      d[i] = tack.u16(x[i]);
      e[i] = tack.i32(x[i]);
      f[i] = tack.u32(x[i]);
      g[i] = tack.f32(x[i]);
      h[i] = tack.f64(x[i]);
    }
  });
  const fromBigArgs = (d: DtypeName, lo: bigint, hi: bigint) => (rng: Rng, n: number) => [
    random(rng, d, n, { bigMin: lo, bigMax: hi, specials: [0n, 1n, 255n, 256n, 65535n, 2n ** 32n - 1n, 2n ** 31n].map((v) => (d === "i64" && v > 0n ? -v : v)) }),
    out("i8", n), out("u8", n), out("i16", n), out("u16", n), out("i32", n), out("u32", n), out("f32", n), out("f64", n),
  ];
  it("i64/u64 cast to every number dtype with tack.i8() ... tack.f64() (values within ±2^53)", () => {
    check(fromBig, fromBigArgs("i64", -(2n ** 53n), 2n ** 53n), { label: "fromBig i64" });
    check(fromBig, fromBigArgs("u64", 0n, 2n ** 53n), { label: "fromBig u64" });
  });

  it("i64/u64 over their full range cast to f64 and f32 (rounded to nearest)", () => {
    const k = tack.kernel(function bigToFloat(x: any, g: Float32Array, h: Float64Array) {
      for (const i of tack.range(x.length)) {
        g[i] = tack.f32(x[i]);
        h[i] = tack.f64(x[i]);
      }
    });
    for (const d of BIG_DTYPES) {
      // f32: the plain run rounds twice (bigint → f64 → f32), the device once: within 1e-5
      check(k, (rng, n) => [inputs(rng, d, n, true), out("f32", n), out("f64", n)], { label: `bigToFloat ${d}`, perArg: { 2: { tol: { rtol: 0, atol: 0 } } } });
    }
  });

  // BUG (runtime/dtypes.ts convert, used by the plain run's casts): tack.i32(x) of a bigint goes
  // through Number(x), which rounds to 53 bits before wrapping, so the low bits are lost
  // (tack.i32((1n << 60n) + 5n) is 0 in the plain run, 5 compiled). The compiled cast wraps
  // modulo 2^32 (DESIGN.md §3: integer-to-narrower-integer wraps); the definition should too
  // (BigInt.asIntN/asUintN for integer targets).
  it("i64/u64 beyond ±2^53 cast to narrower integers wraps like the compiled cast", () => {
    check(fromBig, fromBigArgs("i64", -(2n ** 63n), 2n ** 63n - 1n), { label: "fromBig i64 full", sizes: [1000] });
  });

  const mixedWidth = tack.kernel(function mixedWidth(
    a: Int8Array, b: Uint8Array, c: Int16Array, d: Uint16Array, e: Int32Array, f: Uint32Array,
    s: Int32Array, t: Uint32Array, u: Int16Array, v: Uint8Array, w: Int8Array, z: Float32Array,
  ) {
    for (const i of tack.range(a.length)) {
      // 8/16-bit operands promote to i32 (no overflow here: |result| < 2^31)
      s[i] = a[i] * b[i] + c[i] * d[i] - b[i] * d[i];
      // u32 arithmetic wraps modulo 2^32, as the u32 store of the exact JS value does
      t[i] = f[i] + a[i] * 1000 - d[i];
      // i32 sums wrap when stored (exact in JS, wrapping on the device: the same bits)
      u[i] = e[i] + f[i];
      v[i] = e[i] * 3 - c[i];
      w[i] = -e[i] + b[i];
      // integers meet a float: f32 (the float context)
      z[i] = a[i] * 0.5 + d[i] / 4 + c[i];
    }
  });
  it("mixed-width integer arithmetic: 8/16-bit promotion, u32 and i32 wrap-around on narrow stores", () => {
    check(mixedWidth, (rng, n) => [
      inputs(rng, "i8", n, true), inputs(rng, "u8", n, true), inputs(rng, "i16", n, true), inputs(rng, "u16", n, true),
      random(rng, "i32", n, { min: -(2 ** 28), max: 2 ** 28 }), inputs(rng, "u32", n, true),
      out("i32", n), out("u32", n), out("i16", n), out("u8", n), out("i8", n), out("f32", n),
    ], { scale: 1e4 });
  });
});

// ============================================================================================
// 2. The float context
// ============================================================================================

describe("float context", () => {
  // (x + c) - c with c near 2^24 keeps x's bits in f64 but rounds x away in f32.
  const ctx = tack.kernel(function ctx(x: Float32Array, o: Float32Array, c: number) {
    for (const i of tack.range(o.length)) o[i] = x[i] + c - c;
  });
  const ctxWithF64 = tack.kernel(function ctxWithF64(x: Float32Array, o: Float32Array, c: number, unused: Float64Array) {
    for (const i of tack.range(o.length)) o[i] = x[i] + c - c + unused.length * 0;
  });
  const C = 16777216.5;

  it("f32 arrays and a non-integer number scalar compute in f32", () => {
    for (const n of [7, 1000, LARGE]) {
      const rng = new Rng(hashSeed(`ctx/${n}`));
      const x = random(rng, "f32", n, { min: 0, max: 4 }) as Float32Array;
      const o = new Float32Array(n).fill(NaN);
      ctx(x, o, C);
      const want = new Float32Array(n);
      for (let i = 0; i < n; i++) want[i] = fr(fr(x[i] + fr(C)) - fr(C));
      expectArray(o, want, { tol: { rtol: 0, atol: 0 } }, `ctx n=${n}`);
      // and f32 math really differs from the f64 plain run here
      expect(Array.from(o).some((v, i) => v !== x[i])).toBe(true);
    }
  });

  it("an f64 array among the arguments makes the float context f64", () => {
    check(ctxWithF64, (rng, n) => [random(rng, "f32", n, { min: 0, max: 4 }), out("f32", n), C, random(rng, "f64", 3)], {
      tol: { rtol: 0, atol: 0 }, sizes: [1, 7, 1000, LARGE],
    });
  });

  it("a tack.f64() scalar makes the float context f64; tack.f32() keeps f32", () => {
    check(ctx, (rng, n) => [random(rng, "f32", n, { min: 0, max: 4 }), out("f32", n), tack.f64(C)], { tol: { rtol: 0, atol: 0 } });
    const x = random(new Rng(5), "f32", 1000, { min: 0, max: 4 }) as Float32Array;
    const o = new Float32Array(1000);
    ctx(x, o, tack.f32(C));
    expectArray(o, Float32Array.from(x, (v) => fr(fr(v + fr(C)) - fr(C))), { tol: { rtol: 0, atol: 0 } });
  });

  const ctxLiteral = tack.kernel(function ctxLiteral(a: Int32Array, o: any) {
    for (const i of tack.range(a.length)) o[i] = a[i] * 0.1 + Math.PI;
  });
  it("float literals follow the context: f32 with only integer/f32 arrays, f64 with an f64 output", () => {
    const a = random(new Rng(11), "i32", 1000, { min: -(2 ** 30), max: 2 ** 30 }) as Int32Array;
    const o32 = new Float32Array(1000);
    ctxLiteral(a, o32);
    const want = Float32Array.from(a, (v) => fr(fr(fr(v) * fr(0.1)) + fr(Math.PI)));
    // FMA contraction inside one expression may fuse the f32 multiply-add: allow one f32 rounding
    expectArray(o32, want, { tol: { rtol: 1.2e-7, atol: 0 } }, "f32 context");
    check(ctxLiteral, (rng, n) => [random(rng, "i32", n, { min: -(2 ** 30), max: 2 ** 30 }), out("f64", n)], { scale: 1e9 });
    check(ctxLiteral, (rng, n) => [random(rng, "i32", n, { min: -(2 ** 30), max: 2 ** 30 }), out("f32", n)], { scale: 1e9, label: "ctxLiteral f32" });
  });

  const scalars = tack.kernel(function scalars(x: Float32Array, o: Float32Array, o2: Int32Array, a: number, b: number) {
    for (const i of tack.range(o.length)) {
      o[i] = x[i] * a + b;
      o2[i] = a * 2 + b;
    }
  });
  it("number scalars: integer-valued → i32, beyond i32 → i64, non-integer → float; dtype wrappers", () => {
    for (const [a, b] of [[3, -7], [2.5, 0.25], [5_000_000_000, 1], [-3, 1e-3], [tack.u32(4000000000), tack.i16(-5)], [tack.i8(-3), tack.f32(0.5)]] as const) {
      check(scalars, (rng, n) => [random(rng, "f32", n, { min: -10, max: 10 }), out("f32", n), out("i32", n), a, b], {
        label: `scalars ${String(a)} ${String(b)}`, scale: 10, sizes: [7, 1000],
      });
    }
  });
});

// ============================================================================================
// 3. Integer division rules
// ============================================================================================

describe("integer division", () => {
  const idiv = tack.kernel(function idiv(a: Int32Array, b: Int32Array, q: Int32Array, t: Int32Array, r: Int32Array, real: Float64Array, realq: Int32Array) {
    for (const i of tack.range(a.length)) {
      q[i] = Math.trunc(a[i] / b[i]);
      t[i] = (a[i] / b[i]) | 0;
      r[i] = a[i] % b[i];
      real[i] = a[i] / b[i];
      realq[i] = a[i] / b[i]; // float division, truncated (NaN/±Infinity to 0) by the store
    }
  });
  const divisors = (rng: Rng, n: number) =>
    random(rng, "i32", n, { min: -20, max: 20, specials: [0, 0, -1, 1, INT32_MIN, INT32_MAX, 7, -7], specialRate: 0.2 });
  const dividends = (rng: Rng, n: number) =>
    random(rng, "i32", n, { specials: [INT32_MIN, INT32_MAX, 0, -1, 1, 7, -7, 20, -20], specialRate: 0.1 });

  it("i32: Math.trunc(a/b), (a/b)|0, % (truncated), / (float) with negative operands and zero divisors", () => {
    check(idiv, (rng, n) => [dividends(rng, n), divisors(rng, n), out("i32", n), out("i32", n), out("i32", n), out("f64", n), out("i32", n)], {
      sizes: [...SIZES, LARGE],
    });
  });

  const ifloor = tack.kernel(function ifloor(a: Int32Array, b: Int32Array, f: Int32Array, g: Int32Array) {
    for (const i of tack.range(a.length)) {
      f[i] = Math.floor(a[i] / b[i]);
      g[i] = Math.floor(a[i] / 4) + Math.floor(-a[i] / 3);
    }
  });
  it("i32: Math.floor(a/b) with negative operands (nonzero divisors)", () => {
    check(ifloor, (rng, n) => {
      const b = divisors(rng, n);
      for (let i = 0; i < n; i++) if (b[i] === 0) b[i] = -3;
      return [random(rng, "i32", n, { min: -(2 ** 30), max: 2 ** 30, specials: [INT32_MIN + 1, INT32_MAX, 0, -1, 1, 7, -7] }), b, out("i32", n), out("i32", n)];
    });
  });

  // BUG (compiler/codegen/llvm.ts emitIntDiv, IntDiv.Floor): the floor adjustment runs after the
  // b == 0 select, so Math.floor(a / 0) with a < 0 gives -1: q = 0, rem = a - 0*0 = a != 0 and
  // (rem ^ b) = a < 0, so q -= 1. JS: Math.floor(-5 / 0) = -Infinity, stored to an Int32Array as 0.
  // Fix: also require b != 0 for the adjustment (or select 0 after it).
  it("i32: Math.floor(a/0) with a < 0 stores 0", () => {
    check(ifloor, (rng, n) => [random(rng, "i32", n, { min: -1000, max: 1000 }), new Int32Array(n), out("i32", n), out("i32", n)], { sizes: [7] });
  });

  const idivAny = tack.kernel(function idivAny(a: any, b: any, q: any, t: any, r: any, f: any) {
    for (const i of tack.range(a.length)) {
      q[i] = Math.trunc(a[i] / b[i]);
      t[i] = (a[i] / b[i]) | 0;
      r[i] = a[i] % b[i];
      f[i] = b[i] != 0 ? Math.floor(a[i] / b[i]) : 7;
    }
  });
  it.each(["i8", "u8", "i16", "u16", "u32"] as const)("%s: trunc, |0, % and floor division, zero divisors included", (d) => {
    const [lo, hi] = INT_RANGE[d];
    check(idivAny, (rng, n) => [
      random(rng, d, n, { specials: [lo, hi, 0, 1], specialRate: 0.1 }),
      random(rng, d, n, { min: Math.max(lo, -9), max: Math.min(hi, 9), specials: [0, lo, hi, 1], specialRate: 0.2 }),
      out(d, n), out(d, n), out(d, n), out(d, n),
    ], { label: `idivAny ${d}` });
  });

  const bigDiv = tack.kernel(function bigDiv(a: any, b: any, q: any, r: any, c: any, p: any) {
    for (const i of tack.range(a.length)) {
      p[i] = a[i] ** 3n + b[i] ** 2n; // BigInt powers wrap on the store
      q[i] = a[i] / b[i]; // BigInt division truncates
      r[i] = a[i] % b[i];
      c[i] = (a[i] / 3n) * 3n + a[i] % 3n - a[i];
    }
  });
  it("i64/u64 (bigint): / truncates, % truncated remainder, negative operands (nonzero divisors: BigInt throws on 0n)", () => {
    for (const d of BIG_DTYPES) {
      check(bigDiv, (rng, n) => {
        const b = random(rng, d, n, { bigMin: d === "i64" ? -50n : 1n, bigMax: 50n, specials: d === "i64" ? [-1n, 1n, 2n ** 62n, -(2n ** 63n)] : [1n, 2n ** 63n, 2n ** 64n - 1n], specialRate: 0.1 }) as BigInt64Array;
        for (let i = 0; i < n; i++) if (b[i] === 0n) b[i] = 3n;
        return [inputs(rng, d, n, true), b, out(d, n), out(d, n), out(d, n), out(d, n)];
      }, { label: `bigDiv ${d}` });
    }
  });

  const fmod = tack.kernel(function fmod(x: any, y: any, r: any, s: any) {
    for (const i of tack.range(x.length)) {
      r[i] = x[i] % y[i];
      s[i] = x[i] % 2.5;
    }
  });
  it("% on floats is fmod (sign of the dividend, NaN for zero divisors and infinite dividends), f64 and f32", () => {
    for (const d of ["f64", "f32"] as const) {
      check(fmod, (rng, n) => [
        random(rng, d, n, { min: -100, max: 100, specials: FLOAT_SPECIALS, specialRate: 0.15 }),
        random(rng, d, n, { min: -10, max: 10, specials: FLOAT_SPECIALS, specialRate: 0.15 }),
        out(d, n), out(d, n),
      ], { label: `fmod ${d}`, tol: { rtol: 0, atol: 0 } }); // fmod is exact in both
    }
  });

  const mixedDiv = tack.kernel(function mixedDiv(a: Int32Array, b: Uint32Array, q: Int32Array, r: Int32Array, real: Float64Array) {
    for (const i of tack.range(a.length)) {
      q[i] = Math.trunc(a[i] / b[i]);
      r[i] = a[i] % b[i];
      real[i] = a[i] / b[i];
    }
  });
  // BUG (compiler/passes/infer.ts markIntDiv + llvm.ts emitIntDiv/emitIntRem): integer division
  // and remainder of an i32 by a u32 take C's usual arithmetic conversions (u32) and use
  // udiv/urem, so Math.trunc(-7 / 2) gives 2147483644 and -7 % 2 gives 1; JS (the definition)
  // divides the mathematical values: -3 and -1. Comparisons already handle mixed signedness
  // (emitMixedCompare); division/remainder need the same care (e.g. do them in i64 when one
  // operand is i32 and the other u32).
  it("i32 by u32: Math.trunc(a/b) and % use the mathematical values", () => {
    check(mixedDiv, (rng, n) => [
      random(rng, "i32", n, { min: -1000, max: 1000 }), random(rng, "u32", n, { min: 1, max: 50 }),
      out("i32", n), out("i32", n), out("f64", n),
    ], { sizes: [1000] });
  });
});

// ============================================================================================
// 4. Bit operators, Math.imul, Math.clz32
// ============================================================================================

describe("bit operators", () => {
  const bits32 = tack.kernel(function bits32(
    a: Int32Array, b: Int32Array, s: Int32Array,
    shl: Int32Array, shr: Int32Array, ushr: Float64Array, and: Int32Array, or: Int32Array, xor: Int32Array, not: Int32Array, mix: Float64Array,
  ) {
    for (const i of tack.range(a.length)) {
      shl[i] = a[i] << s[i];
      shr[i] = a[i] >> s[i];
      ushr[i] = a[i] >>> s[i];
      and[i] = a[i] & b[i];
      or[i] = a[i] | b[i];
      xor[i] = a[i] ^ b[i];
      not[i] = ~a[i];
      // (nonnegative terms only: `(b >>> 28) - x` is u32 arithmetic on the device, C's conversions)
      mix[i] = ((a[i] & 0xff00) >> 8) + (b[i] >>> 28) * 3 + ((~b[i] ^ a[i]) & 0xffff) + (a[i] & 0xff);
    }
  });
  it("i32: << >> >>> & | ^ ~ with JS semantics (shift counts taken mod 32, negative and > 31)", () => {
    check(bits32, (rng, n) => [
      inputs(rng, "i32", n, true), inputs(rng, "i32", n, true), random(rng, "i32", n, { min: -40, max: 80 }),
      out("i32", n), out("i32", n), out("f64", n), out("i32", n), out("i32", n), out("i32", n), out("i32", n), out("f64", n),
    ], { sizes: [...SIZES, LARGE] });
  });

  const bitsU32 = tack.kernel(function bitsU32(
    a: Uint32Array, b: Uint32Array, s: Uint32Array,
    f1: Float64Array, f2: Float64Array, f3: Float64Array, f4: Float64Array, f5: Float64Array, f6: Float64Array, f7: Float64Array, u: Uint32Array,
  ) {
    for (const i of tack.range(a.length)) {
      f1[i] = a[i] & b[i]; // JS: a signed 32-bit result
      f2[i] = a[i] | 0;
      f3[i] = a[i] >>> s[i]; // unsigned
      f4[i] = a[i] << s[i];
      f5[i] = ~a[i];
      f6[i] = a[i] >> s[i]; // arithmetic shift of ToInt32(a)
      f7[i] = (a[i] ^ b[i]) >>> 0;
      u[i] = (a[i] << 4) | (b[i] >>> 28);
    }
  });
  it("u32: bitwise results are signed 32-bit as in JS (seen through f64 outputs), >>> unsigned", () => {
    check(bitsU32, (rng, n) => [
      inputs(rng, "u32", n, true), inputs(rng, "u32", n, true), random(rng, "u32", n, { max: 100 }),
      out("f64", n), out("f64", n), out("f64", n), out("f64", n), out("f64", n), out("f64", n), out("f64", n), out("u32", n),
    ]);
  });

  const bitsFloat = tack.kernel(function bitsFloat(x: Float64Array, y: Float64Array, a: Int32Array, b: Int32Array, c: Int32Array, d: Float64Array, e: Int32Array, f: Uint8Array) {
    for (const i of tack.range(x.length)) {
      a[i] = x[i] | 0;
      b[i] = x[i] >> 1;
      c[i] = ~~x[i];
      d[i] = x[i] >>> 0;
      e[i] = x[i] & y[i];
      f[i] = x[i] ^ 0x1ff;
    }
  });
  it("float operands of bitwise operators truncate to i32 as ToInt32 does (NaN/±Infinity → 0, modulo 2^32)", () => {
    check(bitsFloat, (rng, n) => [
      random(rng, "f64", n, { min: -1e10, max: 1e10, specials: FLOAT_TO_INT_SPECIALS, specialRate: 0.3 }),
      random(rng, "f64", n, { min: -1e6, max: 1e6, specials: FLOAT_TO_INT_SPECIALS, specialRate: 0.3 }),
      out("i32", n), out("i32", n), out("i32", n), out("f64", n), out("i32", n), out("u8", n),
    ]);
  });

  const bits64 = tack.kernel(function bits64(a: any, b: any, s: any, k: bigint, shl: any, shr: any, and: any, or: any, xor: any, not: any, mix: any) {
    for (const i of tack.range(a.length)) {
      shl[i] = a[i] << s[i];
      shr[i] = a[i] >> s[i];
      and[i] = a[i] & b[i];
      or[i] = a[i] | k;
      xor[i] = a[i] ^ b[i];
      not[i] = ~a[i];
      mix[i] = (((a[i] & 0xffffn) << 3n) ^ (b[i] >> 7n)) + (k >> 2n);
    }
  });
  it("i64/u64 (bigint): << >> & | ^ ~ with a bigint scalar, shift counts 0..63 (>> on u64 is logical)", () => {
    for (const d of BIG_DTYPES) {
      for (const k of [0x123456789abcdefn, -5n]) {
        check(bits64, (rng, n) => [
          inputs(rng, d, n, true), inputs(rng, d, n, true), random(rng, d, n, { bigMin: 0n, bigMax: 63n }), k,
          out(d, n), out(d, n), out(d, n), out(d, n), out(d, n), out(d, n), out(d, n),
        ], { label: `bits64 ${d} ${k}` });
      }
    }
  });

  const bigShift = tack.kernel(function bigShift(a: BigInt64Array, s: BigInt64Array, l: BigInt64Array, r: BigInt64Array) {
    for (const i of tack.range(a.length)) {
      l[i] = a[i] << s[i];
      r[i] = a[i] >> s[i];
    }
  });
  // BUG (compiler/codegen/llvm.ts emitShift): BigInt shifts do not take the count modulo 64 —
  // JS: 5n << 64n is 2^64·5 (stored as 0), 5n >> 64n is 0, -5n >> 64n is -1, 5n << -1n is 2n.
  // The generated code masks the count with 63 (as for 32-bit Number shifts), giving 5, 5, -5
  // and 5 << 63. Counts >= 64 should give 0 (<<, and >> of nonnegatives) or -1 (>> of
  // negatives); negative counts shift the other way.
  it("i64 (bigint): shift counts >= 64 and negative follow BigInt semantics", () => {
    check(bigShift, (rng, n) => [random(rng, "i64", n, { bigMin: -1000n, bigMax: 1000n }), random(rng, "i64", n, { bigMin: -70n, bigMax: 130n }), out("i64", n), out("i64", n)], { sizes: [1000] });
  });

  const imulClz = tack.kernel(function imulClz(a: Int32Array, b: Int32Array, u: Uint32Array, x: Float64Array, m: Int32Array, m2: Int32Array, c1: Int32Array, c2: Int32Array, c3: Int32Array, c4: Int32Array) {
    for (const i of tack.range(a.length)) {
      m[i] = Math.imul(a[i], b[i]);
      m2[i] = Math.imul(u[i], x[i]);
      c1[i] = Math.clz32(a[i]);
      c2[i] = Math.clz32(u[i]);
      c3[i] = Math.clz32(x[i]);
      c4[i] = Math.clz32(a[i] >>> (u[i] & 31)) + Math.imul(a[i], 3);
    }
  });
  it("Math.imul (exact, full-range i32 products) and Math.clz32 on i32, u32 and f64 (ToUint32)", () => {
    check(imulClz, (rng, n) => [
      inputs(rng, "i32", n, true), inputs(rng, "i32", n, true), inputs(rng, "u32", n, true),
      random(rng, "f64", n, { min: -1e10, max: 1e10, specials: FLOAT_TO_INT_SPECIALS, specialRate: 0.3 }),
      out("i32", n), out("i32", n), out("i32", n), out("i32", n), out("i32", n), out("i32", n),
    ]);
  });
});

// ============================================================================================
// 5. Math functions, f64 and f32
// ============================================================================================

const SPECIAL_MATH = [...FLOAT_SPECIALS, -0.4, 0.4, 0.49999999999999994, -0.49999999999999994, 3.5, -3.5, 1e-310, -1e-310, 1e300, -1e300, 4503599627370497, -4503599627370497];

describe("Math functions", () => {
  const expLog = tack.kernel(function expLog(x: any, p: any, e1: any, e2: any, l1: any, l2: any, l3: any, l4: any, sq: any, cb: any, k: any) {
    for (const i of tack.range(x.length)) {
      e1[i] = Math.exp(x[i]);
      e2[i] = Math.expm1(x[i]);
      l1[i] = Math.log(p[i]);
      l2[i] = Math.log2(p[i]);
      l3[i] = Math.log10(p[i]);
      l4[i] = Math.log1p(p[i]);
      sq[i] = Math.sqrt(p[i]);
      cb[i] = Math.cbrt(x[i]);
      k[i] = Math.E * Math.LN2 + Math.LOG10E * Math.SQRT2 - Math.LN10 * Math.LOG2E + Math.SQRT1_2;
    }
  });
  const logInputs = (rng: Rng, d: DtypeName, n: number) => {
    const p = random(rng, d, n, { specials: [...FLOAT_SPECIALS, -2, -1, 1e-30, 1e30], specialRate: 0.1 }) as Float64Array;
    for (let i = 0; i < n; i++) if (Math.abs(p[i]) < 1 && Math.abs(p[i]) > 0) p[i] = Math.pow(10, rng.uniform(-6, 6)) * (rng.chance(0.1) ? -1 : 1);
    return p;
  };

  const trig = tack.kernel(function trig(x: any, u: any, y: any, s: any, c: any, t: any, as: any, ac: any, at: any, a2: any) {
    for (const i of tack.range(x.length)) {
      s[i] = Math.sin(x[i]);
      c[i] = Math.cos(x[i]);
      t[i] = Math.tan(x[i]);
      as[i] = Math.asin(u[i]);
      ac[i] = Math.acos(u[i]);
      at[i] = Math.atan(x[i]);
      a2[i] = Math.atan2(y[i], x[i]);
    }
  });

  const hyper = tack.kernel(function hyper(x: any, u: any, v: any, sh: any, ch: any, th: any, ash: any, ach: any, ath: any) {
    for (const i of tack.range(x.length)) {
      sh[i] = Math.sinh(x[i]);
      ch[i] = Math.cosh(x[i]);
      th[i] = Math.tanh(x[i]);
      ash[i] = Math.asinh(x[i]);
      ach[i] = Math.acosh(u[i]);
      ath[i] = Math.atanh(v[i]);
    }
  });

  const rounding = tack.kernel(function rounding(x: any, fl: any, ce: any, ro: any, tr: any, sg: any, ab: any, fo: any, neg: any) {
    for (const i of tack.range(x.length)) {
      fl[i] = Math.floor(x[i]);
      ce[i] = Math.ceil(x[i]);
      ro[i] = Math.round(x[i]);
      tr[i] = Math.trunc(x[i]);
      sg[i] = Math.sign(x[i]);
      ab[i] = Math.abs(x[i]);
      fo[i] = Math.fround(x[i]);
      neg[i] = -x[i];
    }
  });

  const minmax = tack.kernel(function minmax(x: any, y: any, z: any, a: any, b: any, c: any, d: any, e: any) {
    for (const i of tack.range(x.length)) {
      a[i] = Math.min(x[i], y[i]);
      b[i] = Math.max(x[i], y[i]);
      c[i] = Math.min(x[i], y[i], z[i]);
      d[i] = Math.max(x[i], y[i], z[i]);
      e[i] = Math.max(Math.min(x[i], 1), -1) + Math.min(y[i], 0);
    }
  });

  const powHypot = tack.kernel(function powHypot(x: any, y: any, z: any, p: any, q: any, h: any, h3: any, h1: any, sq: any) {
    for (const i of tack.range(x.length)) {
      p[i] = Math.pow(x[i], y[i]);
      q[i] = x[i] ** z[i];
      h[i] = Math.hypot(x[i], y[i]);
      h3[i] = Math.hypot(x[i], y[i], z[i]);
      h1[i] = Math.hypot(y[i]);
      sq[i] = x[i] ** 2 + Math.pow(y[i], 0.5);
    }
  });

  /** ±1 to a NaN or infinite power: see the pow bug below. Replaced by 2 in the main tests. */
  function noPowOneInf(x: Float64Array | Float32Array, y: Float64Array | Float32Array): void {
    for (let i = 0; i < x.length; i++) if (Math.abs(x[i]) === 1 && !Number.isFinite(y[i])) x[i] = 2;
  }

  for (const d of ["f64", "f32"] as const) {
    const lim = d === "f64" ? 700 : 80; // exp stays finite
    const o = (n: number, k: number) => Array.from({ length: k }, () => out(d, n));

    it(`${d}: exp expm1 log log2 log10 log1p sqrt cbrt and the Math constants`, () => {
      check(expLog, (rng, n) => [
        random(rng, d, n, { min: -lim, max: lim, specials: [...FLOAT_SPECIALS, -1e-20, 1e-20, lim, -lim - 50], specialRate: 0.1 }),
        logInputs(rng, d, n), ...o(n, 9),
      ], { libm: true, label: `expLog ${d}` });
    });

    it(`${d}: sin cos tan asin acos atan atan2`, () => {
      check(trig, (rng, n) => [
        random(rng, d, n, { min: -10, max: 10, specials: [...FLOAT_SPECIALS, Math.PI, -Math.PI / 2, 1e-20], specialRate: 0.1 }),
        random(rng, d, n, { min: -1.1, max: 1.1, specials: [...FLOAT_SPECIALS, 1, -1], specialRate: 0.1 }),
        random(rng, d, n, { min: -10, max: 10, specials: FLOAT_SPECIALS, specialRate: 0.2 }),
        ...o(n, 7),
      ], { libm: true, label: `trig ${d}` });
    });

    it(`${d}: sinh cosh tanh asinh acosh atanh`, () => {
      check(hyper, (rng, n) => [
        random(rng, d, n, { min: -8, max: 8, specials: [...FLOAT_SPECIALS, 6, -6, 1e-20, 30, -30], specialRate: 0.1 }),
        random(rng, d, n, { min: 0.5, max: 50, specials: [...FLOAT_SPECIALS, 1, 1e10], specialRate: 0.1 }),
        random(rng, d, n, { min: -1.05, max: 1.05, specials: [...FLOAT_SPECIALS, 1, -1], specialRate: 0.1 }),
        ...o(n, 6),
      ], { libm: true, label: `hyper ${d}` });
    });

    it(`${d}: floor ceil round trunc sign abs fround and negation with NaN, ±0, ±Infinity and halves`, () => {
      check(rounding, (rng, n) => [random(rng, d, n, { min: -100, max: 100, specials: SPECIAL_MATH, specialRate: 0.4 }), ...o(n, 8)], {
        label: `rounding ${d}`, tol: { rtol: 0, atol: 0 },
      });
      // halves exactly: Math.round rounds them up, with the sign of zero kept
      const halves = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -0.4, 0.4, -0, 0, -3.5, 3.5, 8388607.5, -8388607.5];
      compareRun(rounding, [(d === "f64" ? Float64Array : Float32Array).from(halves), ...o(halves.length, 8)], { tol: { rtol: 0, atol: 0 } });
    });

    it(`${d}: Math.min / Math.max of two and three arguments with NaN, ±0 and ±Infinity`, () => {
      const sp = [NaN, 0, -0, Infinity, -Infinity, 1, -1];
      check(minmax, (rng, n) => [
        random(rng, d, n, { min: -5, max: 5, specials: sp, specialRate: 0.5 }),
        random(rng, d, n, { min: -5, max: 5, specials: sp, specialRate: 0.5 }),
        random(rng, d, n, { min: -5, max: 5, specials: sp, specialRate: 0.5 }),
        ...o(n, 5),
      ], { label: `minmax ${d}`, tol: { rtol: 0, atol: 0 } });
    });

    it(`${d}: pow, **, hypot (1, 2 and 3 arguments)`, () => {
      check(powHypot, (rng, n) => {
        const x = random(rng, d, n, { min: -4, max: 4, specials: [...FLOAT_SPECIALS, -8, 0.25], specialRate: 0.15 }) as Float64Array;
        const y = random(rng, d, n, { min: -4, max: 4, specials: [...FLOAT_SPECIALS, 3, -3, 1 / 3], specialRate: 0.15 }) as Float64Array;
        const z = random(rng, d, n, { min: -4, max: 4, specials: FLOAT_SPECIALS, specialRate: 0.15 }) as Float64Array;
        noPowOneInf(x, y);
        noPowOneInf(x, z);
        return [x, y, z, ...o(n, 6)];
      }, { libm: true, label: `powHypot ${d}`, scale: 10 });
    });
  }

  // BUG (compiler/codegen/llvm.ts: Math.pow and ** call libm pow): C's pow(1, y) is 1 for every
  // y (NaN too) and pow(-1, ±Infinity) is 1, but in JS Math.pow(1, NaN), Math.pow(1, ±Infinity)
  // and Math.pow(-1, ±Infinity) are NaN (ECMA-262 Number::exponentiate). The device returns 1.
  // Fix: select NaN when |x| == 1 and y is not finite (NaN already propagates from pow(1, NaN) only in JS).
  it("pow(±1, NaN/±Infinity) is NaN as in JS", () => {
    const x = new Float64Array([1, 1, 1, -1, -1, 2]);
    const y = new Float64Array([NaN, Infinity, -Infinity, Infinity, -Infinity, NaN]);
    compareRun(powHypot, [x, y, y, ...Array.from({ length: 6 }, () => out("f64", 6))], { libm: true });
  });

  const intMath = tack.kernel(function intMath(a: Int32Array, b: Int32Array, u: Uint32Array, v: Uint32Array, x: Float64Array, o1: Int32Array, o2: Int32Array, o3: Uint32Array, o4: Float64Array, o5: Int32Array, o6: Int32Array) {
    for (const i of tack.range(a.length)) {
      o1[i] = Math.min(a[i], b[i]) + Math.max(a[i] >> 8, b[i] >> 8);
      o2[i] = Math.abs(a[i] >> 1) + Math.sign(b[i]) + Math.round(a[i]) - Math.floor(b[i]) + Math.ceil(a[i]) - Math.trunc(b[i]);
      o3[i] = Math.max(u[i], v[i]) - Math.min(u[i], v[i], 7);
      o4[i] = Math.min(a[i], x[i]) + Math.max(u[i], x[i]); // integer with float: float min/max
      o5[i] = Math.abs(a[i] >> 4) * Math.sign(a[i]);
      o6[i] = Math.sign(u[i]) + Math.sign(-b[i] >> 2);
    }
  });
  it("Math.min/max/abs/sign/round/floor/ceil/trunc on i32 and u32 (and integers mixed with f64)", () => {
    check(intMath, (rng, n) => [
      inputs(rng, "i32", n, true), inputs(rng, "i32", n, true), inputs(rng, "u32", n, true), inputs(rng, "u32", n, true),
      random(rng, "f64", n, { min: -1e9, max: 1e9, specials: [NaN, 0, -0, Infinity, -Infinity], specialRate: 0.1 }),
      out("i32", n), out("i32", n), out("u32", n), out("f64", n), out("i32", n), out("i32", n),
    ], { scale: 1e9 });
  });

  const mixedMinMax = tack.kernel(function mixedMinMax(a: Int32Array, u: Uint32Array, lo: Float64Array, hi: Float64Array) {
    for (const i of tack.range(a.length)) {
      lo[i] = Math.min(a[i], u[i]);
      hi[i] = Math.max(a[i], u[i]);
    }
  });
  // BUG (compiler/passes/infer.ts IntrKind.SameType → usualArithmetic, llvm.ts minMax): Math.min
  // of an i32 and a u32 is typed u32 (C's conversions) and compared unsigned, so
  // Math.min(-1, 5) is 5 and Math.max(-1, 5) is 4294967295; JS gives -1 and 5. Mixed-signedness
  // min/max should compare mathematical values (as emitCompare does) in a type holding both (i64).
  it("Math.min/max of an i32 and a u32 compare mathematical values", () => {
    check(mixedMinMax, (rng, n) => [random(rng, "i32", n, { min: -100, max: 100 }), random(rng, "u32", n, { max: 100 }), out("f64", n), out("f64", n)], { sizes: [1000] });
  });

  const nanFinite = tack.kernel(function nanFinite(x: any, a: Uint8Array, b: Int32Array, c: Float64Array, d: Int8Array) {
    for (const i of tack.range(x.length)) {
      a[i] = Number.isNaN(x[i]);
      b[i] = Number.isFinite(x[i]) ? 1 : 0;
      c[i] = Number.isNaN(x[i]) || !Number.isFinite(x[i]) ? -1 : x[i];
      d[i] = Number.isFinite(x[i] * 0.5) && !Number.isNaN(x[i] - x[i]) ? 3 : -3;
    }
  });
  it("Number.isNaN / Number.isFinite on f64, f32 and integer arrays", () => {
    for (const d of ["f64", "f32", "i32", "u8"] as const) {
      check(nanFinite, (rng, n) => [
        isFloat(d) ? random(rng, d, n, { min: -1e3, max: 1e3, specials: [NaN, Infinity, -Infinity, 0, -0, 1e308, 3e38], specialRate: 0.3 }) : inputs(rng, d, n, true),
        out("u8", n), out("i32", n), out("f64", n), out("i8", n),
      ], { label: `nanFinite ${d}` });
    }
  });
});

// ============================================================================================
// 6. Control flow: inner loops, early return, locals, ternaries, logic
// ============================================================================================

describe("control flow", () => {
  const innerRange = tack.kernel(function innerRange(x: Float64Array, o: Float64Array, o2: Int32Array, k: number, st: number) {
    for (const i of tack.range(o.length)) {
      let s = 0;
      for (const j of tack.range(1, k, 3)) s += x[(i + j) % x.length] * j;
      let c = 0;
      for (const j of tack.range(k, 0, -2)) c += j; // negative constant step
      for (const j of tack.range(i % 5)) c += 100;
      for (const j of tack.range(0, 20, st)) c += j * 1000; // runtime step
      for (const j of tack.range(5, 5)) c -= 1; // empty
      o[i] = s;
      o2[i] = c;
    }
  });
  it("inner sequential range() loops: start, positive/negative/runtime step, empty ranges", () => {
    for (const [k, st] of [[10, 3], [1, 7], [0, 1], [5, 0], [4, -2]]) {
      check(innerRange, (rng, n) => [random(rng, "f64", Math.max(n, 1)), out("f64", n), out("i32", n), k, st], { label: `innerRange ${k} ${st}`, scale: 100 });
    }
  });

  const loops = tack.kernel(function loops(x: Int32Array, o1: Int32Array, o2: Int32Array, o3: Int32Array, o4: Int32Array, o5: Int32Array) {
    for (const i of tack.range(x.length)) {
      // for (;;) with break: Collatz steps from a 16-bit start, capped
      let v = (x[i] & 0xffff) + 1;
      let steps = 0;
      for (;;) {
        if (v == 1) break;
        if (steps >= 300) break;
        v = (v & 1) == 0 ? v >> 1 : 3 * v + 1;
        steps++;
      }
      o1[i] = steps;
      // do/while with continue: sum of the odd decimal digits
      let d = x[i] < 0 ? -x[i] : x[i];
      let s = 0;
      do {
        const dig = d % 10;
        d = Math.trunc(d / 10);
        if (dig % 2 == 0) continue;
        s += dig;
      } while (d > 0);
      o2[i] = s;
      // while (true) with break and continue
      let k = 0;
      let acc = 0;
      while (true) {
        k++;
        if (k > 20) break;
        if (k % 3 == 0) continue;
        acc += k * (x[i] & 7);
      }
      o3[i] = acc;
      // classic for with init/test/update, break and continue
      let p = 1;
      for (let j = 0; j < (x[i] & 15); j++) {
        if (j == 11) break;
        if (j == 2) continue;
        p = (p * 3) % 1000003;
      }
      o4[i] = p;
      // while with a compound condition
      let w = x[i] & 1023;
      let c = 0;
      while (w > 0 && c < 7) {
        w = w >> 1;
        c += 1;
      }
      o5[i] = c * 10000 + w;
    }
  });
  it("for(;;), while, do/while, classic for, break and continue", () => {
    check(loops, (rng, n) => [random(rng, "i32", n, { min: -1e9, max: 1e9 }), out("i32", n), out("i32", n), out("i32", n), out("i32", n), out("i32", n)]);
  });

  const earlyReturn = tack.kernel(function earlyReturn(x: Float32Array, k: Int32Array, o: Float32Array, o2: Int32Array) {
    for (const i of tack.range(x.length)) {
      if (x[i] < -0.5) return;
      o[i] = x[i] * 2;
      for (const j of tack.range(10)) {
        if (j > k[i]) return; // return from inside an inner loop ends the iteration
        o2[i] = j;
      }
      if (x[i] > 0.5) return;
      o[i] = o[i] + 1;
    }
  });
  const earlyArgs = (rng: Rng, n: number) => [random(rng, "f32", n), random(rng, "i32", n, { min: -2, max: 12 }), out("f32", n), out("i32", n)];
  it("early return in the parallel loop (also from an inner loop) ends only that iteration", () => {
    // DESIGN.md §3: `return;` ends this iteration. Checked against that contract: the plain run
    // cannot be the reference here (see the next test).
    for (const n of SIZES) {
      const [x, k] = earlyArgs(new Rng(hashSeed(`earlyReturn/${n}`)), n) as [Float32Array, Int32Array];
      const o = new Float32Array(n).fill(NaN);
      const o2 = new Int32Array(n).fill(POISON.i32 as number);
      earlyReturn(x, k, o, o2);
      const want = new Float32Array(n).fill(NaN);
      const want2 = new Int32Array(n).fill(POISON.i32 as number);
      for (let i = 0; i < n; i++) {
        if (x[i] < -0.5) continue;
        want[i] = fr(x[i] * 2);
        let done = false;
        for (let j = 0; j < 10 && !done; j++) {
          if (j > k[i]) done = true;
          else want2[i] = j;
        }
        if (done || x[i] > 0.5) continue;
        want[i] = fr(want[i] + 1);
      }
      expectArray(o, want, { tol: { rtol: 0, atol: 0 } }, `o n=${n}`);
      expectArray(o2, want2, {}, `o2 n=${n}`);
    }
  });
  // BUG (runtime/plain.ts runPlain, the reference): the plain run calls the kernel function as
  // is, so `return;` inside the parallel loop returns from the whole function and skips every
  // later iteration; DESIGN.md §3 says it ends this iteration only, as the device does. The plain
  // runner needs to treat a `return` in the parallel loop as `continue` (e.g. run the loop body
  // per index, or rewrite the source).
  it.fails("early return: the plain run agrees with the device [plain.ts: return ends the whole plain run]", () => {
    check(earlyReturn, earlyArgs, { sizes: [7, 1000] });
  });

  const joins = tack.kernel(function joins(x: Float32Array, a: Int32Array, o1: Float32Array, o2: Float32Array, o3: Int32Array, o4: Float32Array) {
    for (const i of tack.range(x.length)) {
      let s = 0; // joins with f32: an f32 accumulator
      for (const j of tack.range(4)) s += x[(i + j) % x.length];
      o1[i] = s;
      let m = a[i]; // i32, later a float: the local is f32
      if (m % 3 == 0) m = m * 0.5;
      o2[i] = m;
      let c = 0; // stays i32
      c += a[i] & 1;
      c = c * 2 + (x[i] > 0 ? 1 : 0);
      o3[i] = c;
      let t = i; // i64 index joined with a float
      if (x[i] > 0) t = x[i];
      o4[i] = t;
    }
  });
  it("locals take the join of their assignments (let s = 0; s += x[i] is f32)", () => {
    check(joins, (rng, n) => [random(rng, "f32", n), random(rng, "i32", n, { min: -1e6, max: 1e6 }), out("f32", n), out("f32", n), out("i32", n), out("f32", n)], { scale: 10 });
  });

  const logic = tack.kernel(function logic(x: Float64Array, y: Float64Array, n: Int32Array, o1: Int32Array, o2: Float64Array, o3: Uint8Array, o4: Int32Array) {
    for (const i of tack.range(x.length)) {
      const pos = x[i] > 0 && y[i] > 0;
      const any = x[i] > 0.5 || y[i] < -0.5 || n[i] == 3;
      o1[i] = pos ? (any ? 3 : 2) : !any ? 1 : 0;
      o2[i] = x[i] ? y[i] : n[i]; // float truthiness: NaN and ±0 are false
      o3[i] = ((n[i] & 1) == 0 && !(x[i] < y[i])) || Number.isNaN(x[i]);
      let cnt = 0;
      if (x[i] > 0 && (cnt = cnt + 1) > 0) cnt += 10; // the right side runs only when the left is true
      if (y[i] > 0 || (cnt = cnt + 100) > 0) cnt += 1000;
      if (!(n[i] > 2) && n[i] != 0) cnt = -cnt;
      o4[i] = n[i] ? cnt : -1; // integer truthiness
    }
  });
  it("ternaries, &&, || (short-circuit side effects), ! and truthiness of floats and integers", () => {
    check(logic, (rng, n) => [
      random(rng, "f64", n, { specials: [NaN, 0, -0, 0.75, -0.75], specialRate: 0.3 }),
      random(rng, "f64", n, { specials: [NaN, 0, -0, Infinity], specialRate: 0.2 }),
      random(rng, "i32", n, { min: -1, max: 5 }),
      out("i32", n), out("f64", n), out("u8", n), out("i32", n),
    ]);
  });

  const outerAssigned = tack.kernel(function outerAssigned(x: Float64Array, o: Float64Array, o2: Int32Array, base: number) {
    let t = 0;
    let flag = false;
    const fixed = base + 1;
    for (const i of tack.range(o.length)) {
      t = x[i] * 2; // assigned before every use: plain JS and the device agree
      if (t > 1) t = 1;
      flag = x[i] > 0.25;
      o[i] = t + fixed;
      o2[i] = flag ? 1 : 0;
    }
  });
  it("outer scalars assigned before use in every iteration (compared with plain)", () => {
    check(outerAssigned, (rng, n) => [random(rng, "f64", n), out("f64", n), out("i32", n), 2.5]);
  });

  const outerLocalized = tack.kernel(function outerLocalized(x: Float64Array, o: Float64Array, o2: Int32Array, base: number) {
    let acc = base * 2;
    let count = 0;
    for (const i of tack.range(o.length)) {
      acc += x[i];
      count++;
      if (x[i] > 0) count += 10;
      o[i] = acc;
      o2[i] = count;
    }
  });
  it("outer scalars modified inside the loop start from the preamble value in every iteration", () => {
    // Iterations are independent (DESIGN.md §3-4: outer scalars are localized per iteration),
    // so each starts from acc = 2 * base, count = 0. The plain run is sequential and would
    // carry the values across iterations, so this one is checked against its contract.
    for (const n of [1, 7, 1000, 100_003]) {
      const x = random(new Rng(hashSeed(`outerLocalized/${n}`)), "f64", n) as Float64Array;
      const o = new Float64Array(n).fill(NaN);
      const o2 = new Int32Array(n).fill(-123);
      outerLocalized(x, o, o2, 1.25);
      expectArray(o, Float64Array.from(x, (v) => 2.5 + v), {}, `n=${n}`);
      expectArray(o2, Int32Array.from(x, (v) => (v > 0 ? 11 : 1)), {}, `n=${n}`);
    }
  });
});

// ============================================================================================
// 7. Device functions, scope
// ============================================================================================

const C_GAIN = 2.5;
const C_STEPS = 5;
const C_BIG = 1234567890123n;
const C_FLAG = true;
const C_OFF = false;
function scopedPoly(v: number) {
  return (v * C_GAIN + 1) * v;
}
function scopedInner(i: number) {
  return (i * 7) % 13;
}
function scopedInt(i: number) {
  return scopedInner(i) + scopedInner(i + 1) * 100;
}

describe("device functions and scope", () => {
  const devfns = tack.kernel(function devfns(x: Float32Array, w: Float32Array, o: Float32Array, k: number, scale: number) {
    const square = (v: number) => v * v;
    const affine = (v: number) => v * scale + 1; // reads a kernel parameter
    function window(a: Float32Array, i: number, count: number) {
      let s = 0;
      for (const j of tack.range(count)) s += a[(i + j) % a.length];
      return s;
    }
    function weight(i: number) {
      return w[i % w.length]; // reads an array parameter
    }
    function clampIndex(i: number) {
      return i < 0 ? 0 : i >= o.length ? o.length - 1 : i;
    }
    function combined(v: number, i: number) {
      if (v > 0.5) return square(v);
      return affine(v) + weight(i);
    }
    for (const i of tack.range(o.length)) {
      o[clampIndex(i)] = combined(x[i], i) + window(x, i, k) - square(weight(i + 1));
    }
  });
  it("nested function declarations and arrow functions that call each other, read parameters and take arrays", () => {
    for (const k of [0, 3, 9]) {
      check(devfns, (rng, n) => [random(rng, "f32", n), random(rng, "f32", 17), out("f32", n), k, 0.75], { label: `devfns ${k}`, scale: 10 });
    }
  });

  const poly = tack.kernel(function poly(a: Int32Array, x: Float64Array, b: BigInt64Array, oi: Int32Array, of: Float64Array, ob: BigInt64Array, od: Float64Array) {
    function twice(v: any) {
      return v + v;
    }
    const pick = (c: boolean, p: any, q: any) => (c ? p : q);
    for (const i of tack.range(a.length)) {
      oi[i] = twice(a[i]);
      of[i] = twice(x[i]) + pick(x[i] > 0, 1, 2);
      ob[i] = twice(b[i]) + twice(3n);
      od[i] = twice(a[i]) / 3; // integer / integer: float division
    }
  });
  it("a device function specialized per argument types (i32, f64, bigint)", () => {
    check(poly, (rng, n) => [
      random(rng, "i32", n, { min: -(2 ** 29), max: 2 ** 29 }), random(rng, "f64", n), inputs(rng, "i64", n, true),
      out("i32", n), out("f64", n), out("i64", n), out("f64", n),
    ]);
  });

  function scopeKernel(x: Float32Array, b: BigInt64Array, o: Float32Array, ob: BigInt64Array, oi: Int32Array) {
    for (const i of tack.range(o.length)) {
      let v = scopedPoly(x[i]);
      if (C_FLAG) v += 1;
      if (C_OFF) v = -v;
      o[i] = v;
      ob[i] = b[i] * 3n + C_BIG;
      let s = 0;
      for (const j of tack.range(C_STEPS)) s += j;
      oi[i] = s + scopedInt(i);
    }
  }
  const scoped = tack.kernel(scopeKernel, { scope: { scopedPoly, scopedInt, scopedInner, C_GAIN, C_STEPS, C_BIG, C_FLAG, C_OFF } });
  it("functions and constants (number, bigint, boolean) passed in scope", () => {
    check(scoped, (rng, n) => [random(rng, "f32", n), inputs(rng, "i64", n, true), out("f32", n), out("i64", n), out("i32", n)], { scale: 10 });
  });

  it("scope constants are part of the kernel: the same source with another constant computes with it", () => {
    const src = function gain(x: Float64Array, o: Float64Array) {
      for (const i of tack.range(o.length)) o[i] = x[i] * GAIN_K;
    };
    const x = random(new Rng(3), "f64", 100) as Float64Array;
    for (const g of [2, 3.5, -1]) {
      const k = tack.kernel(src, { scope: { GAIN_K: g } });
      const o = new Float64Array(100).fill(NaN);
      k(x, o);
      expectArray(o, Float64Array.from(x, (v) => v * g), {}, `GAIN_K=${g}`);
    }
  });
});
declare const GAIN_K: number;

// ============================================================================================
// 8. Local arrays
// ============================================================================================

describe("local arrays", () => {
  const scratch = tack.kernel(function scratch(x: Float32Array, o: Float32Array, o2: Int32Array) {
    for (const i of tack.range(o.length)) {
      const t = tack.localArray(tack.f32, 16);
      const n = i % 16;
      for (const j of tack.range(n)) t[j] = x[(i + j) % x.length];
      let s = 0;
      for (const j of tack.range(16)) s += t[j] * (j + 1); // entries not written this iteration are zero
      o[i] = s;
      let c = 0;
      for (const r of tack.range(3)) {
        const h = tack.localArray(tack.i32, 8); // declared in an inner loop: zero at each declaration
        h[(i + r) % 8] += r + 1;
        h[(i * 3) % 8] += 1;
        for (const j of tack.range(8)) c = c * 2 + h[j];
      }
      o2[i] = c;
    }
  });
  it("localArray is zero at each declaration, across parallel iterations and inner-loop iterations", () => {
    check(scratch, (rng, n) => [random(rng, "f32", n), out("f32", n), out("i32", n)], { scale: 100 });
  });

  const median5 = tack.kernel(function median5(x: Float64Array, o: Float64Array, u: Uint8Array) {
    for (const i of tack.range(o.length)) {
      const w = tack.localArray(tack.f64, 5);
      for (const j of tack.range(5)) {
        let k = i + j - 2;
        if (k < 0) k = 0;
        if (k >= x.length) k = x.length - 1;
        w[j] = x[k];
      }
      for (const a of tack.range(1, 5)) {
        const v = w[a];
        let b = a - 1;
        while (b >= 0 && w[b] > v) {
          w[b + 1] = w[b];
          b--;
        }
        w[b + 1] = v;
      }
      o[i] = w[2];
      const bytes = tack.localArray(tack.u8, 4);
      bytes[0] = 250;
      bytes[1] = bytes[0] + 10; // wraps to 4 in a u8
      bytes[2] = -1;
      u[i] = bytes[1] + bytes[2] + bytes[3];
    }
  });
  it("localArray of f64 sorted in place (median of 5) and u8 scratch that wraps on store", () => {
    check(median5, (rng, n) => [random(rng, "f64", n), out("f64", n), out("u8", n)]);
  });
});

// ============================================================================================
// 9. Atomics
// ============================================================================================

function atomicValues(rng: Rng, d: DtypeName, n: number): TypedArray {
  if (d === "f32") return random(rng, d, n, { min: -100, max: 100, integral: true });
  if (d === "f64") return random(rng, d, n, { min: -1e6, max: 1e6, integral: true });
  return inputs(rng, d, n, true);
}
const BINS = 64;

describe("atomics", () => {
  const histAdd = tack.kernel(function histAdd(bins: Int32Array, v: any, h: any) {
    for (const i of tack.range(bins.length)) Atomics.add(h, bins[i], v[i]);
  });
  it.each(DTYPES)("Atomics.add on %s (histogram; integer-valued floats so any order is exact)", (d) => {
    check(histAdd, (rng, n) => [random(rng, "i32", n, { min: 0, max: BINS - 1 }), atomicValues(rng, d, n), atomicValues(rng, d, BINS)], {
      label: `histAdd ${d}`, sizes: [...SIZES, LARGE], tol: { rtol: 0, atol: 0 },
    });
  });

  const histSub = tack.kernel(function histSub(bins: Int32Array, v: any, h: any) {
    for (const i of tack.range(bins.length)) {
      Atomics.sub(h, bins[i], v[i]);
      Atomics.add(h, (bins[i] + 1) % h.length, 1);
    }
  });
  it.each(DTYPES)("Atomics.sub on %s", (d) => {
    check(histSub, (rng, n) => [random(rng, "i32", n, { min: 0, max: BINS - 1 }), atomicValues(rng, d, n), atomicValues(rng, d, BINS)], {
      label: `histSub ${d}`, tol: { rtol: 0, atol: 0 },
    });
  });

  const minMaxAtomic = tack.kernel(function minMaxAtomic(bins: Int32Array, v: any, lo: any, hi: any) {
    for (const i of tack.range(bins.length)) {
      Atomics.min(lo, bins[i], v[i]);
      Atomics.max(hi, bins[i], v[i]);
    }
  });
  it.each(DTYPES)("Atomics.min and Atomics.max on %s (floats with ±0, ±Infinity and NaN)", (d) => {
    const sp = [0, -0, Infinity, -Infinity, NaN];
    const vals = (rng: Rng, n: number) => (isFloat(d) ? random(rng, d, n, { min: -1e3, max: 1e3, specials: sp, specialRate: 0.02 }) : inputs(rng, d, n, true));
    check(minMaxAtomic, (rng, n) => [random(rng, "i32", n, { min: 0, max: BINS - 1 }), vals(rng, n), vals(rng, BINS), vals(rng, BINS)], {
      label: `minMaxAtomic ${d}`, tol: { rtol: 0, atol: 0 },
    });
    if (isFloat(d)) {
      // without NaN: the extreme values themselves (±0 order-independent: min(+0, -0) is -0)
      check(minMaxAtomic, (rng, n) => [random(rng, "i32", n, { min: 0, max: 3 }), random(rng, d, n, { specials: [0, -0, Infinity, -Infinity], specialRate: 0.3 }), new (CTOR[d])(4), new (CTOR[d])(4)], {
        label: `minMaxAtomic0 ${d}`, tol: { rtol: 0, atol: 0 },
      });
    }
  });

  const counter = tack.kernel(function counter(x: Float32Array, lo: Float32Array, hi: Float32Array, count: Uint32Array, sum: BigInt64Array) {
    for (const i of tack.range(x.length)) {
      Atomics.min(lo, 0, x[i]);
      Atomics.max(hi, 0, x[i]);
      if (x[i] > 0) Atomics.add(count, 0, 1);
      Atomics.add(sum, i % 2, 3n);
    }
  });
  it("contended atomics on one element (min, max, count, bigint sum)", () => {
    check(counter, (rng, n) => [random(rng, "f32", n), new Float32Array([Infinity]), new Float32Array([-Infinity]), new Uint32Array(1), new BigInt64Array(2)], {
      sizes: [...SIZES, LARGE], tol: { rtol: 0, atol: 0 },
    });
  });

  const atomicFrac = tack.kernel(function atomicFrac(x: Float64Array, h: Int32Array) {
    for (const i of tack.range(x.length)) Atomics.add(h, i % 4, x[i]);
  });
  // BUG (runtime/plain.ts `extended.add/sub`, the reference): the plain run adds the value
  // as a double and truncates the sum on the store, so Atomics.add(int32, 0, -0.5) on 1 gives 0
  // and adding 2.7 then gives 2. JS's own Atomics.add (on integer arrays) converts the value
  // first (ToIntegerOrInfinity, then modulo 2^32): 1 + 0 + 2 = 3, which is what the device does.
  // The extension should keep JS's semantics on integer arrays (convert the operand as the
  // array's element type before adding), and only extend float arrays.
  it("Atomics.add of a fractional value into an integer array: the device matches JS's own Atomics.add", () => {
    const x = random(new Rng(77), "f64", 1000, { min: -10, max: 10 }) as Float64Array;
    const h = new Int32Array(4);
    atomicFrac(x, h);
    const want = new Int32Array(4);
    for (let i = 0; i < x.length; i++) Atomics.add(want, i % 4, x[i]); // the real thing (not the plain run's extension)
    expectArray(h, want);
  });
  it("Atomics.add of a fractional value into an integer array converts the value first, as JS does", () => {
    check(atomicFrac, (rng, n) => [random(rng, "f64", n, { min: -10, max: 10 }), new Int32Array(4)], { sizes: [1000] });
  });
});

// ============================================================================================
// 10. Grids, range(start, end), rank > 1
// ============================================================================================

describe("grids and shapes", () => {
  const blur = tack.kernel(function blur(src: Float32Array, dst: Float32Array, h: number, w: number) {
    for (const [y, x] of tack.grid(h, w)) {
      let s = 0;
      let c = 0;
      for (const dy of tack.range(-1, 2)) {
        for (const dx of tack.range(-1, 2)) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
          s += src[yy * w + xx];
          c++;
        }
      }
      dst[y * w + x] = s / c + y * 0.001 - x * 0.0001;
    }
  });
  it("2-D grid (17×31, 1×1, 1×1000, 1000×1, 1031×1024): a 3×3 box blur with edges", () => {
    for (const [h, w] of [[17, 31], [1, 1], [1, 1000], [1000, 1], [31, 17], [1031, 1024]]) {
      check(blur, (rng) => [random(rng, "f32", h * w), out("f32", h * w), h, w], { sizes: [0], label: `blur ${h}x${w}` });
    }
  });

  const grid3 = tack.kernel(function grid3(a: Int32Array, o: Int32Array, o2: Float64Array, d: number, h: number, w: number) {
    for (const [z, y, x] of tack.grid(d, h, w)) {
      const k = (z * h + y) * w + x;
      o[k] = a[k] * 3 + z * 1000000 + y * 1000 + x;
      o2[k] = z - y * 0.5 + x * 0.25;
    }
  });
  it("3-D grid (5×7×9, 33×17×31, 1×1×1, 2×3×1, 64×64×65): every cell written once, row-major", () => {
    for (const [d, h, w] of [[5, 7, 9], [33, 17, 31], [1, 1, 1], [2, 3, 1], [1, 1, 1000], [64, 64, 65]]) {
      check(grid3, (rng) => [random(rng, "i32", d * h * w, { min: -1e6, max: 1e6 }), out("i32", d * h * w), out("f64", d * h * w), d, h, w], {
        sizes: [0], label: `grid3 ${d}x${h}x${w}`,
      });
    }
  });

  const offset = tack.kernel(function offset(x: Float64Array, o: Float64Array, start: number, end: number) {
    for (const i of tack.range(start, end)) o[i] = x[i] * 2 + i;
  });
  const offsetLen = tack.kernel(function offsetLen(x: Float64Array, o: Float64Array) {
    for (const i of tack.range(3, x.length - 1)) o[i] = x[i - 3] + x[i + 1];
  });
  it("range(start, end) with a nonzero start; elements outside the range stay untouched; empty ranges", () => {
    for (const n of [1, 7, 1000, 100_003]) {
      for (const [s, e] of [[3, n], [n - 1, n], [0, n], [5, 5], [10, 5], [Math.floor(n / 3), Math.floor((2 * n) / 3)]]) {
        if (e > n) continue;
        check(offset, (rng) => [random(rng, "f64", n), out("f64", n), s, e], { sizes: [n], label: `offset ${s} ${e}`, scale: n });
      }
      check(offsetLen, (rng) => [random(rng, "f64", n), out("f64", n)], { sizes: [n] });
    }
  });

  const matmul = tack.kernel(function matmul(a: any, b: any, o: any) {
    for (const [r, c] of tack.grid(o.shape[0], o.shape[1])) {
      let s = 0;
      for (const j of tack.range(a.shape[1])) s += a[r * a.shape[1] + j] * b[j * b.shape[1] + c];
      o[r * o.shape[1] + c] = s;
    }
  });
  const rowStats = tack.kernel(function rowStats(x: any, sums: Float64Array, t: any, cube: any, z: Int32Array) {
    for (const i of tack.range(x.shape[0])) {
      let s = 0;
      for (const j of tack.range(x.shape[1])) {
        s += x[i * x.shape[1] + j];
        t[j * t.shape[1] + i] = x[i * x.shape[1] + j]; // transpose into [w, h]
      }
      sums[i] = s + x.length * 0;
      z[i] = cube.shape[0] * 10000 + cube.shape[1] * 100 + cube.shape[2] + cube.length * 0;
    }
  });
  it("rank-2 and rank-3 arrays: x.shape[0], x.shape[1], x.shape[2] (matmul, transpose)", () => {
    for (const [m, k, n] of [[17, 31, 13], [1, 1, 1], [64, 3, 100], [5, 257, 9]]) {
      check(matmul, (rng) => [
        tack.array(random(rng, "f64", m * k), { shape: [m, k] }), tack.array(random(rng, "f64", k * n), { shape: [k, n] }), out("f64", [m, n]),
      ], { sizes: [0], label: `matmul ${m} ${k} ${n}`, scale: k });
      check(matmul, (rng) => [
        tack.array(random(rng, "f32", m * k), { shape: [m, k] }), tack.array(random(rng, "f32", k * n), { shape: [k, n] }), out("f32", [m, n]),
      ], { sizes: [0], label: `matmul32 ${m} ${k} ${n}`, scale: k });
    }
    for (const [h, w] of [[17, 31], [1, 5], [300, 7]]) {
      check(rowStats, (rng) => [
        tack.array(random(rng, "f64", h * w), { shape: [h, w] }), out("f64", h), out("f64", [w, h]),
        tack.zeros([3, 4, 5], tack.u8), out("i32", h),
      ], { sizes: [0], label: `rowStats ${h} ${w}`, scale: w });
    }
  });
});

// ============================================================================================
// 10b. More of the language: assignments, preamble, bounds, device functions that write
// ============================================================================================

describe("statements and expressions", () => {
  const compound = tack.kernel(function compound(a: Int32Array, o: Int32Array, f: Float64Array, u8: Uint8Array, g: Float64Array) {
    for (const i of tack.range(a.length)) {
      let k = a[i];
      let s = 0;
      s += k++;
      s += ++k;
      s -= k--;
      s *= 3;
      s <<= 2;
      s >>= 1;
      s ^= 5;
      s |= 64;
      s &= 0xfff;
      s %= 1000;
      s >>>= 1;
      o[i] = s;
      o[i] += 10;
      o[i]++;
      ++o[i];
      o[i] -= k;
      o[i] *= 2;
      let t = 1.5;
      t **= 2;
      t /= 3;
      t -= a[i] % 7;
      // the value of an assignment is its right-hand side, not the converted stored value
      f[i] = t + (u8[i] = a[i] * 100);
      g[i] = o[i]-- + --o[i];
    }
  });
  it("compound assignments (+= ... >>>= **=), prefix/postfix ++/-- values, on locals and elements; chained stores", () => {
    check(compound, (rng, n) => [random(rng, "i32", n, { min: -1e6, max: 1e6 }), out("i32", n), out("f64", n), out("u8", n), out("f64", n)]);
  });

  const preamble = tack.kernel(function preamble(x: Float64Array, o: Float64Array, n: number, w: Int32Array) {
    var first = x[0],
      last = x[x.length - 1];
    const nn = n * n;
    const half = o.length / 2; // integer / integer: a float
    let wsum = w[0] + w[1] * 2;
    const scaleF = Math.sqrt(nn) + wsum;
    for (const i of tack.range(o.length)) {
      o[i] = x[i] * first + last + nn + half - scaleF * 0.5;
    }
  });
  it("the preamble reads arrays and lengths, var and comma-joined declarations", () => {
    check(preamble, (rng, n) => [random(rng, "f64", n), out("f64", n), 3, random(rng, "i32", 2, { min: -9, max: 9 })], { scale: 10 });
  });

  const bounds = tack.kernel(function bounds(x: Float64Array, o: Float64Array, n: number, m: number) {
    for (const i of tack.range(Math.min(n, o.length) - (m >> 1), ((x.length / 2) | 0) + (m % 3) + Math.max(0, Math.trunc(x.length / 4) - n))) {
      o[i] = x[i] + i;
    }
  });
  const bounds2 = tack.kernel(function bounds2(x: Float64Array, o: Float64Array, n: number) {
    for (const i of tack.range(Math.floor(n / 3), x.length - 2)) o[i] = x[i] * 2;
  });
  const gridExpr = tack.kernel(function gridExpr(o: Int32Array, h: number, w: number) {
    for (const [y, x] of tack.grid(h - 1, w * 2)) o[y * w * 2 + x] = y * 1000 + x;
  });
  const bigBound = tack.kernel(function bigBound(o: Int32Array, n: bigint) {
    for (const i of tack.range(n)) o[i] = i * 3;
  });
  it("loop bounds are expressions of scalars and lengths (min, max, |0, trunc, floor, %, >>), grid extents, a bigint bound", () => {
    for (const n of [7, 1000, 100_003]) {
      for (const [a, b] of [[n, 2], [Math.floor(n / 2), 5], [3, 0]]) {
        check(bounds, (rng) => [random(rng, "f64", n), out("f64", n), a, b], { sizes: [n], label: `bounds ${n} ${a} ${b}`, scale: n });
      }
      check(bounds2, (rng) => [random(rng, "f64", n), out("f64", n), 7], { sizes: [n], label: `bounds2 ${n}` });
      check(bigBound, () => [out("i32", n), BigInt(n - 3 > 0 ? n - 3 : n)], { sizes: [n], label: `bigBound ${n}` });
    }
    for (const [h, w] of [[4, 3], [18, 31], [2, 1]]) check(gridExpr, () => [out("i32", (h - 1) * w * 2), h, w], { sizes: [0], label: `gridExpr ${h} ${w}` });
  });

  const ushrBound = tack.kernel(function ushrBound(x: Float64Array, o: Float64Array) {
    for (const i of tack.range(x.length >>> 1)) o[i] = x[i] * 2;
  });
  // BUG (compiler/passes/analyze.ts, the bound program): `>>>` is refused in a loop bound
  // ("the parallel loop's bounds must be computable from scalar parameters, array lengths and
  // constants; this operation is not" — the message also ends mid-sentence), though
  // `x.length >>> 1` is an integer expression of a length (DESIGN.md §3); `>>` works. The bound
  // program (and runtime/launch.ts `binary`) lacks a ">>>" operator.
  it("a loop bound using >>> (x.length >>> 1)", () => {
    check(ushrBound, (rng, n) => [random(rng, "f64", n), out("f64", n)], { sizes: [7, 1000] });
  });

  const indices = tack.kernel(function indices(x: Float32Array, idx: Uint32Array, j8: Uint8Array, o: Float32Array, p: Float32Array) {
    for (const i of tack.range(o.length)) {
      o[i] = x[idx[i]] + x[idx[i] >>> 1] + x[j8[i]];
      p[i] = x[Math.floor(i * 0.5)] + x[Math.trunc(i / 3)]; // integer-valued float indices
    }
  });
  it("indices of any integer dtype (u32, u8) and integer-valued float indices", () => {
    check(indices, (rng, n) => [random(rng, "f32", n + 256), random(rng, "u32", n, { max: n - 1 }), random(rng, "u8", n), out("f32", n), out("f32", n)], { scale: 3 });
  });

  const castUse = tack.kernel(function castUse(x: Float64Array, a: Float64Array, b: Int32Array, c: Int32Array, d: Int32Array, e: Int32Array) {
    for (const i of tack.range(x.length)) {
      a[i] = x[tack.i32(i / 2)]; // a cast as an index
      b[i] = tack.i32(x[i]) ? 1 : 0; // truthiness of a cast
      c[i] = tack.i32(x[i]) === 0 ? 1 : 0;
      d[i] = Number.isNaN(tack.f32(x[i])) ? 1 : 0;
      e[i] = tack.i32(x[i]) == 0 ? 1 : 0;
    }
  });
  it("casts in arithmetic and loose comparisons agree with the plain run", () => {
    const k = tack.kernel(function castArith(x: Float64Array, a: Int32Array, b: Float64Array) {
      for (const i of tack.range(x.length)) {
        a[i] = tack.i32(x[i] * 1000) + tack.u8(x[i] * 300) * 2 + (tack.i16(x[i] * 1e5) == 0 ? 7 : 0);
        b[i] = tack.f32(x[i]) * 2 + tack.f64(tack.i8(x[i] * 200));
      }
    });
    check(k, (rng, n) => [random(rng, "f64", n, { min: -10, max: 10, specials: [NaN, Infinity, -Infinity, 0, -0, 1e-6] }), out("i32", n), out("f64", n)]);
  });
  // BUG (runtime/dtypes.ts, the plain run's casts): tack.i32(x) etc. return a Scalar object in
  // the plain run. It works in arithmetic (valueOf) and in ==, but as an array index it becomes
  // the property key "i32(1)" (Scalar.toString) and reads undefined; it is always truthy; `===`
  // against a number is always false; Number.isNaN(tack.f32(NaN)) is false. The device treats the
  // cast as a value (x[i32(1)] is x[1]; i32(0) is falsy). Inside a plain run the dtype functions
  // should return the converted primitive (e.g. runPlain sets a flag that makeDtype's function
  // checks, since module namespaces cannot be patched like Atomics).
  it("a cast used as an index, a condition, with === and in Number.isNaN agrees with the plain run", () => {
    compareRun(castUse, [new Float64Array([0.5, NaN, 3, 0, -0.25, 7]), out("f64", 6), out("i32", 6), out("i32", 6), out("i32", 6), out("i32", 6)]);
  });

  const cmpMixed = tack.kernel(function cmpMixed(a: Int32Array, u: Uint32Array, b: BigInt64Array, c: BigUint64Array, x: Float64Array, s8: Int8Array, o: Int32Array) {
    for (const i of tack.range(a.length)) {
      o[i] = (a[i] < u[i] ? 1 : 0) + (b[i] < c[i] ? 2 : 0) + (u[i] > x[i] ? 4 : 0) + (a[i] == u[i] ? 8 : 0) + (b[i] <= c[i] ? 16 : 0) +
        (s8[i] >= u[i] ? 32 : 0) + (c[i] != b[i] ? 64 : 0) + (a[i] >= x[i] ? 128 : 0) + (s8[i] < a[i] ? 256 : 0);
    }
  });
  it("comparisons compare mathematical values across signedness (i32/u32, i64/u64, i8/u32, integers/f64)", () => {
    check(cmpMixed, (rng, n) => {
      const a = inputs(rng, "i32", n, true) as Int32Array;
      const u = inputs(rng, "u32", n, true) as Uint32Array;
      const b = inputs(rng, "i64", n, true) as BigInt64Array;
      const c = inputs(rng, "u64", n, true) as BigUint64Array;
      for (let i = 0; i < n; i += 3) {
        u[i] = a[i] >>> 0; // equal bits, different values when negative
        c[i] = BigInt.asUintN(64, b[i]);
      }
      return [a, u, b, c, random(rng, "f64", n, { min: -3e9, max: 5e9, specials: [NaN, 0, -1] }), inputs(rng, "i8", n, true), out("i32", n)];
    });
  });

  const bigVsFloat = tack.kernel(function bigVsFloat(b: BigInt64Array, x: Float64Array, o: Int32Array) {
    for (const i of tack.range(b.length)) o[i] = (b[i] > x[i] ? 1 : 0) + (b[i] == x[i] ? 2 : 0);
  });
  // BUG (compiler/codegen/llvm.ts emitCompare): an i64 compared with an f64 converts the i64 to
  // f64 first (usual arithmetic conversions), so 2^53 + 1 > 2^53 is false and 2^53 + 1 == 2^53
  // is true; JS compares a BigInt and a Number exactly (1 and 0). Only values beyond ±2^53 are
  // affected; an exact compare would check the float against the i64 range and compare
  // trunc(x) as i64 plus the fraction.
  it.fails("an i64 (bigint) compared with an f64 beyond 2^53 compares exactly, as JS does [emitCompare converts i64 to f64]", () => {
    compareRun(bigVsFloat, [new BigInt64Array([2n ** 53n + 1n, -(2n ** 53n) - 1n, 5n]), new Float64Array([2 ** 53, -(2 ** 53), 5.5]), out("i32", 3)]);
  });

  // a variable named unlike the function: esbuild (vitest, tsx) renames a function expression that
  // shares its variable's name (writesInFns → writesInFns2), and these tests read the kernel name
  const writesInFnsK = tack.kernel(function writesInFns(x: Float32Array, o: Float32Array, h: Int32Array) {
    function put(arr: Float32Array, i: number, v: number) {
      arr[i] = v;
    }
    function bump(i: number) {
      Atomics.add(h, i, 1); // an atomic on a captured array parameter
    }
    for (const i of tack.range(x.length)) {
      put(o, i, x[i] * 2);
      if (x[i] > 0) bump(i % 4);
    }
  });
  it("device functions that write an array (as a parameter, atomically through a capture): results, read-only and alias checks see the writes", () => {
    check(writesInFnsK, (rng, n) => [random(rng, "f32", n), out("f32", n), random(rng, "i32", 4, { min: 0, max: 9 })]);
    const backing = tack.array(new Float32Array(8));
    const ro = new tack.Array(backing.backend, backing.buffer, backing.dtype, backing.shape, false);
    expect(() => writesInFnsK(new Float32Array(8).fill(1), ro, new Int32Array(4))).toThrow(/Kernel 'writesInFns'.*read-only/);
    expect(Array.from(backing.toTypedArray())).toEqual(new Array(8).fill(0));
    const x = new Float32Array(8);
    expect(writesInFnsK.inspect([x, x, new Int32Array(4)])).not.toContain("noalias");
    compareRun(writesInFnsK, [x.fill(0.5), x, new Int32Array(4)]);
  });

  const TEXT = `function fromText(x: Float32Array, o: Float32Array, a: number): void {
  const k: number = 3;
  for (const i of tack.range(o.length)) {
    const t: number = x[i] * a + k;
    o[i] = t as number;
  }
}`;
  const fromTextFn = tack.kernel(function fromText(x: Float32Array, o: Float32Array, a: number) {
    const k = 3;
    for (const i of tack.range(o.length)) {
      const t = x[i] * a + k;
      o[i] = t;
    }
  });
  it("a kernel given as TypeScript source text (annotations, `as`) computes what the function does", () => {
    const textK = tack.kernel(TEXT);
    expect(textK.kernelName).toBe("fromText");
    const asKernel = Object.assign((...args: unknown[]) => (textK as any)(...args), { plain: fromTextFn.plain, kernelName: "fromText(text)" });
    check(asKernel as any, (rng, n) => [random(rng, "f32", n), out("f32", n), 1.5], { scale: 4 });
    expect(() => (textK as any).plain(new Float32Array(1), new Float32Array(1), 1)).toThrow(/Kernel 'fromText'/);
  });
});

// ============================================================================================
// 11. Dispatch: repeated calls, changing lengths and scalars, aliasing, bool scalars
// ============================================================================================

/** How many native compiles a spied CpuBackend.buildVariant did for one kernel. */
function builds(spy: { mock: { calls: unknown[][] } }, name: string): number {
  return spy.mock.calls.filter((c) => c[0] === name).length;
}

describe("dispatch", () => {
  it("repeated calls with different lengths and scalars reuse one compiled variant and stay right", () => {
    const k = tack.kernel(function saxpyRep(x: Float32Array, y: Float32Array, o: Float32Array, a: number) {
      for (const i of tack.range(o.length)) o[i] = a * x[i] + y[i];
    });
    const spy = vi.spyOn(CpuBackend.prototype, "buildVariant");
    try {
      const lengths = [1000, 7, 1, 100_003, 0, LARGE, 3, 1000];
      lengths.forEach((n, j) => {
        const a = 0.5 + j; // non-integer each time: one signature
        compareRun(k, [random(new Rng(j), "f32", n), random(new Rng(j + 100), "f32", n), out("f32", n), a], {}, `n=${n} a=${a}`);
      });
      expect(builds(spy, "saxpyRep")).toBe(1);
      // the large launches ran on the thread pool (when there is more than one thread)
      const build = spy.mock.results[spy.mock.calls.findIndex((c) => c[0] === "saxpyRep")].value as { info(): { parallelLaunches: number; serialLaunches: number } };
      const info = build.info();
      expect(info.parallelLaunches + info.serialLaunches).toBeGreaterThanOrEqual(lengths.filter((n) => n > 0).length);
      if ((tack.getDefaultDevice().backend as CpuBackend).numThreads > 1) expect(info.parallelLaunches).toBeGreaterThan(0);
      // an integer-valued scalar is another signature (i32): one more variant, then reused
      compareRun(k, [random(new Rng(1), "f32", 50), random(new Rng(2), "f32", 50), out("f32", 50), 3]);
      compareRun(k, [random(new Rng(1), "f32", 500), random(new Rng(2), "f32", 500), out("f32", 500), -4]);
      expect(builds(spy, "saxpyRep")).toBe(2);
      // tack.Array arguments (at most one more variant: the key tells them from TypedArrays)
      compareRun(k, [tack.array(random(new Rng(1), "f32", 99)), random(new Rng(2), "f32", 99), out("f32", 99, true), 1.5]);
      compareRun(k, [tack.array(random(new Rng(1), "f32", 999)), random(new Rng(2), "f32", 999), out("f32", 999, true), 2.5]);
      expect(builds(spy, "saxpyRep")).toBeLessThanOrEqual(3);
    } finally {
      spy.mockRestore();
    }
  });

  it("fromTypedArray wraps without a copy (the kernel writes the caller's TypedArray); zeros/ones/full/reshape", () => {
    const k = tack.kernel(function fill2d(a: any, b: any, o: any) {
      for (const [r, c] of tack.grid(o.shape[0], o.shape[1])) o[r * o.shape[1] + c] = a[r * a.shape[1] + c] * 10 + b[c] + r;
    });
    const backing = new Float64Array(6 * 7).fill(NaN);
    const o = tack.fromTypedArray(backing, { shape: [6, 7] });
    const a = tack.full([6, 7], 2.5, tack.f64);
    const b = tack.ones(7, tack.f64);
    k(a, b, o);
    expect(Array.from(backing)).toEqual(Array.from({ length: 42 }, (_, i) => 26 + Math.floor(i / 7)));
    // a reshaped view shares the storage: the kernel sees the new shape
    const flat = tack.zeros(42, tack.f64);
    const o2 = flat.reshape([7, 6]);
    k(a.reshape([7, 6]), tack.ones(6, tack.f64), o2);
    expect(Array.from(flat.toTypedArray())).toEqual(Array.from({ length: 42 }, (_, i) => 26 + Math.floor(i / 6)));
    compareRun(k, [a, b, out("f64", [6, 7])]);
  });

  it("launchAsync, prepare, and a 1-thread cpu device compute what the plain run does", async () => {
    const k = tack.kernel(function asyncK(x: Float64Array, o: Float64Array, a: number) {
      for (const i of tack.range(o.length)) o[i] = Math.sqrt(Math.abs(x[i])) * a + i;
    });
    for (const n of [7, 100_003]) {
      const x = random(new Rng(n), "f64", n);
      const o = new Float64Array(n).fill(NaN);
      await k.launchAsync(x, o, 1.5);
      const want = new Float64Array(n).fill(NaN);
      k.plain(x, want, 1.5);
      expectArray(o, want, { scale: n }, `launchAsync n=${n}`);
    }
    const x = random(new Rng(1), "f64", 1000);
    k.prepare(x as any, new Float64Array(1000), 2);
    compareRun(k, [x, out("f64", 1000), 2]);
    const before = tack.getDefaultDevice();
    try {
      tack.setDefaultDevice(tack.device("cpu", { numThreads: 1 }));
      compareRun(k, [random(new Rng(2), "f64", 100_003), out("f64", 100_003), -0.5], { scale: 1e5 });
    } finally {
      tack.setDefaultDevice(before);
    }
  });

  it("empty arrays launch nothing and do not crash", () => {
    const k = tack.kernel(function emptyK(x: Float64Array, o: Float64Array) {
      for (const i of tack.range(o.length)) o[i] = x[i] + 1;
    });
    const o = new Float64Array(0);
    k(new Float64Array(0), o);
    expect(o.length).toBe(0);
  });

  const aliasKernel = tack.kernel(function aliasK(x: Float32Array, o: Float32Array) {
    for (const i of tack.range(o.length)) {
      o[i] = x[i] + 1;
      o[i] = o[i] * x[i]; // x[i] must be reloaded when o is x
    }
  });
  const inplace = tack.kernel(function inplace(x: Float32Array, y: Float32Array, o: Float32Array, a: number) {
    for (const i of tack.range(o.length)) o[i] = a * x[i] + y[i] * o[i];
  });
  it("aliasing: the output is one of the inputs (in-place), via the same array or another view of its buffer", () => {
    const spy = vi.spyOn(CpuBackend.prototype, "buildVariant");
    try {
      for (const n of [1, 7, 1000, 100_003]) {
        const rng = new Rng(hashSeed(`alias/${n}`));
        const x = random(rng, "f32", n, { min: -2, max: 2 }) as Float32Array;
        // disjoint first, then the same array twice
        compareRun(aliasKernel, [x, out("f32", n)], { scale: 4 }, `disjoint n=${n}`);
        compareRun(aliasKernel, [x, x], { scale: 4 }, `same array n=${n}`);
        compareRun(aliasKernel, [x, new Float32Array(x.buffer)], { scale: 4 }, `two views n=${n}`);
        const want = Float32Array.from(x, (v) => fr(fr(v + 1) * fr(v + 1)));
        const copy = x.slice();
        aliasKernel(copy, copy);
        expectArray(copy, want, { tol: { rtol: 1.2e-7, atol: 0 } }, `(x+1)^2 n=${n}`);
        const y = random(rng, "f32", n) as Float32Array;
        compareRun(inplace, [x, y, x, 1.5], { scale: 4 }, `inplace o=x n=${n}`);
        compareRun(inplace, [x, y, y, 1.5], { scale: 4 }, `inplace o=y n=${n}`);
        const t = tack.array(x);
        compareRun(inplace, [t, y, t, -0.5], { scale: 4 }, `inplace tack.Array n=${n}`);
      }
      expect(aliasKernel.inspect([new Float32Array(4), new Float32Array(4)])).toContain("noalias");
      const same = new Float32Array(4);
      expect(aliasKernel.inspect([same, same])).not.toContain("noalias");
      // one noalias and one aliasing variant, whatever the length
      expect(builds(spy, "aliasK")).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  const boolK = tack.kernel(function boolK(x: Float64Array, o: Float64Array, flag: boolean, neg: boolean, ob: Uint8Array, oi: Int32Array) {
    for (const i of tack.range(o.length)) {
      let v = flag ? x[i] * 2 : x[i] - 1;
      if (neg && v > 0) v = -v;
      o[i] = v;
      ob[i] = flag != x[i] > 0;
      oi[i] = flag;
    }
  });
  it("bool scalar arguments (all four combinations), bool stored to numbers", () => {
    for (const flag of [true, false]) {
      for (const neg of [true, false]) {
        check(boolK, (rng, n) => [random(rng, "f64", n), out("f64", n), flag, neg, out("u8", n), out("i32", n)], { label: `boolK ${flag} ${neg}` });
      }
    }
  });
});

// ============================================================================================
// 12. Runtime errors
// ============================================================================================

describe("runtime errors", () => {
  const scale = tack.kernel(function scaleK(x: Float32Array, o: Float32Array, a: number) {
    for (const i of tack.range(o.length)) o[i] = x[i] * a;
  });

  it("a read-only array that the kernel writes is refused (RangeError naming the kernel); as an input it is fine", () => {
    const backing = tack.array(new Float32Array([1, 2, 3, 4]));
    const ro = new tack.Array(backing.backend, backing.buffer, backing.dtype, backing.shape, false);
    expect(ro.writable).toBe(false);
    const o = new Float32Array(4).fill(NaN);
    expect(() => scale(new Float32Array(4), ro, 2)).toThrow(RangeError);
    expect(() => scale(new Float32Array(4), ro, 2)).toThrow(/Kernel 'scaleK'.*read-only/);
    expect(Array.from(backing.toTypedArray())).toEqual([1, 2, 3, 4]);
    scale(ro, o, 2);
    expect(Array.from(o)).toEqual([2, 4, 6, 8]);
  });

  it("arguments of a wrong type (string, object, null, undefined, symbol, plain Array) are TypeErrors naming the kernel", () => {
    const x = new Float32Array(4);
    const o = new Float32Array(4);
    const bad: unknown[][] = [
      ["str", o, 2], [x, o, "2"], [x, {}, 2], [x, o, null], [x, o, undefined], [x, o, Symbol("s")], [x, o, [1, 2]], [new DataView(x.buffer), o, 2],
    ];
    for (const args of bad) {
      expect(() => (scale as any)(...args)).toThrow(TypeError);
      expect(() => (scale as any)(...args)).toThrow(/Kernel 'scaleK'/);
    }
  });

  it("mismatched arguments: wrong arity, a scalar for an array, an array for a scalar, another dtype, different lengths", () => {
    const x = new Float32Array([1, 2, 3, 4]);
    const o = new Float32Array(4);
    expect(() => (scale as any)(x, o)).toThrow(/Kernel 'scaleK'/);
    expect(() => (scale as any)(x, o, 2, 3)).toThrow(/Kernel 'scaleK'/);
    expect(() => (scale as any)(3, o, 2)).toThrow(TypeError);
    expect(() => (scale as any)(x, o, x)).toThrow(/Kernel 'scaleK'/);
    // another dtype is another variant, computed right
    compareRun(scale as any, [new Float64Array([1.5, 2, 3]), out("f64", 3), 2]);
    compareRun(scale as any, [new Int16Array([1, -2, 3]), out("i8", 3), 100]);
    // a longer input than the output: the kernel bounds on o.length
    compareRun(scale, [random(new Rng(9), "f32", 100), out("f32", 10), 3]);
    // the process is still fine afterwards
    compareRun(scale, [random(new Rng(9), "f32", 1000), out("f32", 1000), 0.5]);
  });
});

// ============================================================================================
// 13. The harness itself: poison and comparisons catch what they must
// ============================================================================================

describe("harness", () => {
  const real = tack.kernel(function twiceK(x: Float64Array, o: Float64Array) {
    for (const i of tack.range(o.length)) o[i] = x[i] * 2;
  });
  /** A stand-in "device" that runs the plain function but then damages one output element. */
  function damaged(damage: (o: Float64Array | Int32Array) => void) {
    const k = ((...args: any[]) => {
      real.plain(...(args as [Float64Array, Float64Array]));
      damage(args[1] instanceof tack.Array ? (args[1].toTypedArray() as Float64Array) : args[1]);
    }) as any;
    k.plain = real.plain;
    k.kernelName = "damaged";
    return k;
  }
  it("an element the device does not write is caught (poison), as is a wrong value, a NaN, a sign of zero", () => {
    const x = random(new Rng(1), "f64", 100);
    expect(() => compareRun(damaged((o) => (o[42] = NaN)), [x, out("f64", 100)])).toThrow(/\[42\] got NaN/);
    expect(() => compareRun(damaged((o) => (o[7] = o[7] * (1 + 1e-9))), [x, out("f64", 100)])).toThrow(/\[7\]/);
    expect(() => compareRun(damaged((o) => (o[3] = -0)), [new Float64Array(5), out("f64", 5)])).toThrow(/\[3\] got -0, want 0/);
    compareRun(damaged((o) => (o[7] = o[7] * (1 + 1e-14))), [x, out("f64", 100)]); // within a few ulp
    const i = random(new Rng(2), "i32", 10, { min: -5, max: 5 });
    const k32 = tack.kernel(function copyI(x: Int32Array, o: Int32Array) {
      for (const j of tack.range(o.length)) if (j != 4) o[j] = x[j];
    });
    compareRun(k32, [i, out("i32", 10)]); // unwritten by both: the poison matches
    const skip = ((a: Int32Array, o: Int32Array) => k32.plain(a, o.subarray(0, 9) as Int32Array)) as any;
    skip.plain = k32.plain;
    skip.kernelName = "skip";
    expect(() => compareRun(skip, [i, out("i32", 10)])).toThrow(/\[9\] got 1515870810/);
    expect(i.some((v) => v !== 0)).toBe(true);
  });
});
