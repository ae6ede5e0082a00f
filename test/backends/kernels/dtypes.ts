/**
 * Every dtype as input and output (stores wrap, truncate and round as TypedArrays do), casts,
 * mixed widths, and the float context (DESIGN.md §3).
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import {
  BIG_DTYPES, check, EXACT, expectArray, hashSeed, isFloat, LARGE, NUMBER_DTYPES, out, random, Rng,
  type Case, type Topic,
} from "../harness.js";
import type { DtypeName } from "../../../runtime/index.js";
import { fr, inputs } from "./inputs.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

// ---- dtypes in and out ------------------------------------------------------------------------

const copyKernel = tack.kernel(function copy(x: any, o: any) {
  for (const i of tack.range(o.length)) o[i] = x[i];
});

const copies: Case[] = NUMBER_DTYPES.flatMap((din) =>
  NUMBER_DTYPES.map((dout) => ({
    name: `${din} stored to ${dout} (wrap-around, truncation, NaN/±Infinity, rounding)`,
    kernel: copyKernel,
    args: (rng: Rng, n: number) => [inputs(rng, din, n, !isFloat(dout)), out(dout, n)],
    label: `copy ${din}->${dout}`,
  })),
);

const bigCopies: Case[] = BIG_DTYPES.flatMap((din) =>
  BIG_DTYPES.map((dout) => ({
    name: `${din} stored to ${dout} (two's complement reinterpretation)`,
    kernel: copyKernel,
    args: (rng: Rng, n: number) => [inputs(rng, din, n, true), out(dout, n)],
    label: `copy ${din}->${dout}`,
  })),
);

const toI64 = tack.kernel(function toI64(x: any, a: BigInt64Array, b: BigUint64Array, c: BigInt64Array) {
  for (const i of tack.range(x.length)) {
    a[i] = tack.i64(x[i]);
    b[i] = tack.u64(x[i]);
    c[i] = tack.i64(x[i]) * 3n + 5n;
  }
});

const toBig: Case[] = NUMBER_DTYPES.map((din) => ({
  name: `${din} cast to i64/u64 with tack.i64()/tack.u64() (truncation, NaN/±Infinity to 0, negative to u64)`,
  kernel: toI64,
  args: (rng, n) => [inputs(rng, din, n, true), out("i64", n), out("u64", n), out("i64", n)],
  label: `toI64 ${din}`,
}));

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

const bigToFloat = tack.kernel(function bigToFloat(x: any, g: Float32Array, h: Float64Array) {
  for (const i of tack.range(x.length)) {
    g[i] = tack.f32(x[i]);
    h[i] = tack.f64(x[i]);
  }
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

export const dtypesTopic: Topic = {
  name: "dtypes in and out",
  cases: [
    ...copies,
    ...bigCopies,
    ...toBig,
    {
      name: "i64/u64 cast to every number dtype with tack.i8() ... tack.f64() (i64 within ±2^53)",
      kernel: fromBig,
      args: fromBigArgs("i64", -(2n ** 53n), 2n ** 53n),
      label: "fromBig i64",
    },
    {
      name: "u64 cast to every number dtype with tack.i8() ... tack.f64() (u64 below 2^53)",
      kernel: fromBig,
      args: fromBigArgs("u64", 0n, 2n ** 53n),
      label: "fromBig u64",
    },
    ...BIG_DTYPES.map((d) => ({
      name: `${d} over its full range cast to f64 and f32 (rounded to nearest)`,
      kernel: bigToFloat,
      args: (rng: Rng, n: number) => [inputs(rng, d, n, true), out("f32", n), out("f64", n)],
      label: `bigToFloat ${d}`,
      // f32: the plain run rounds twice (bigint → f64 → f32), the device once: within 1e-5
      perArg: { 2: { tol: EXACT } },
    })),
    {
      // Regression (runtime/dtypes.ts convert, the plain run's casts): tack.i32(x) of a bigint
      // once went through Number(x), which rounds to 53 bits before wrapping. The compiled cast
      // wraps modulo 2^32 (DESIGN.md §3: integer-to-narrower-integer wraps), and so must the plain run.
      name: "i64/u64 beyond ±2^53 cast to narrower integers wraps like the compiled cast",
      kernel: fromBig,
      args: fromBigArgs("i64", -(2n ** 63n), 2n ** 63n - 1n),
      label: "fromBig i64 full",
      sizes: [1000],
    },
    {
      name: "mixed-width integer arithmetic: 8/16-bit promotion, u32 and i32 wrap-around on narrow stores",
      kernel: mixedWidth,
      args: (rng, n) => [
        inputs(rng, "i8", n, true), inputs(rng, "u8", n, true), inputs(rng, "i16", n, true), inputs(rng, "u16", n, true),
        random(rng, "i32", n, { min: -(2 ** 28), max: 2 ** 28 }), inputs(rng, "u32", n, true),
        out("i32", n), out("u32", n), out("i16", n), out("u8", n), out("i8", n), out("f32", n),
      ],
      scale: 1e4,
    },
  ],
};

// ---- the float context ---------------------------------------------------------------------

// (x + c) - c with c near 2^24 keeps x's bits in f64 but rounds x away in f32.
const ctx = tack.kernel(function ctx(x: Float32Array, o: Float32Array, c: number) {
  for (const i of tack.range(o.length)) o[i] = x[i] + c - c;
});
const ctxWithF64 = tack.kernel(function ctxWithF64(x: Float32Array, o: Float32Array, c: number, unused: Float64Array) {
  for (const i of tack.range(o.length)) o[i] = x[i] + c - c + unused.length * 0;
});
const C = 16777216.5;

const ctxLiteral = tack.kernel(function ctxLiteral(a: Int32Array, o: any) {
  for (const i of tack.range(a.length)) o[i] = a[i] * 0.1 + Math.PI;
});

const scalars = tack.kernel(function scalars(x: Float32Array, o: Float32Array, o2: Int32Array, a: number, b: number) {
  for (const i of tack.range(o.length)) {
    o[i] = x[i] * a + b;
    o2[i] = a * 2 + b;
  }
});
const SCALAR_PAIRS = [[3, -7], [2.5, 0.25], [5_000_000_000, 1], [-3, 1e-3], [tack.u32(4000000000), tack.i16(-5)], [tack.i8(-3), tack.f32(0.5)]] as const;

export const floatContextTopic: Topic = {
  name: "float context",
  cases: [
    {
      name: "f32 arrays and a non-integer number scalar compute in f32",
      run: () => {
        for (const n of [7, 1000, LARGE]) {
          const rng = new Rng(hashSeed(`ctx/${n}`));
          const x = random(rng, "f32", n, { min: 0, max: 4 }) as Float32Array;
          const o = new Float32Array(n).fill(NaN);
          ctx(x, o, C);
          tack.sync();
          const want = new Float32Array(n);
          for (let i = 0; i < n; i++) want[i] = fr(fr(x[i] + fr(C)) - fr(C));
          expectArray(o, want, { tol: EXACT }, `ctx n=${n}`);
          // and f32 math really differs from the f64 plain run here
          expect(Array.from(o).some((v, i) => v !== x[i])).toBe(true);
        }
      },
    },
    {
      name: "an f64 array among the arguments makes the float context f64",
      kernel: ctxWithF64,
      args: (rng, n) => [random(rng, "f32", n, { min: 0, max: 4 }), out("f32", n), C, random(rng, "f64", 3)],
      tol: EXACT,
      sizes: [1, 7, 1000, LARGE],
    },
    {
      name: "a tack.f64() scalar makes the float context f64",
      kernel: ctx,
      args: (rng, n) => [random(rng, "f32", n, { min: 0, max: 4 }), out("f32", n), tack.f64(C)],
      tol: EXACT,
    },
    {
      name: "a tack.f32() scalar keeps the float context f32",
      run: () => {
        const x = random(new Rng(5), "f32", 1000, { min: 0, max: 4 }) as Float32Array;
        const o = new Float32Array(1000).fill(NaN);
        ctx(x, o, tack.f32(C));
        tack.sync();
        expectArray(o, Float32Array.from(x, (v) => fr(fr(v + fr(C)) - fr(C))), { tol: EXACT });
      },
    },
    {
      name: "float literals are f32 with only integer/f32 arrays (computed in f32 by hand)",
      run: () => {
        const a = random(new Rng(11), "i32", 1000, { min: -(2 ** 30), max: 2 ** 30 }) as Int32Array;
        const o32 = new Float32Array(1000).fill(NaN);
        ctxLiteral(a, o32);
        tack.sync();
        const want = Float32Array.from(a, (v) => fr(fr(fr(v) * fr(0.1)) + fr(Math.PI)));
        // FMA contraction inside one expression may fuse the f32 multiply-add: allow one f32 rounding
        expectArray(o32, want, { tol: { f32: { rtol: 1.2e-7, atol: 0 } } }, "f32 context");
      },
    },
    {
      name: "float literals are f64 with an f64 output",
      kernel: ctxLiteral,
      args: (rng, n) => [random(rng, "i32", n, { min: -(2 ** 30), max: 2 ** 30 }), out("f64", n)],
      scale: 1e9,
    },
    {
      name: "float literals with an f32 output, against the plain run",
      kernel: ctxLiteral,
      args: (rng, n) => [random(rng, "i32", n, { min: -(2 ** 30), max: 2 ** 30 }), out("f32", n)],
      scale: 1e9,
      label: "ctxLiteral f32",
    },
    ...SCALAR_PAIRS.map(([a, b]) => ({
      name: `number scalars ${String(a)}, ${String(b)}: integer-valued → i32, beyond i32 → i64, non-integer → float; dtype wrappers`,
      kernel: scalars,
      args: (rng: Rng, n: number) => [random(rng, "f32", n, { min: -10, max: 10 }), out("f32", n), out("i32", n), a, b],
      label: `scalars ${String(a)} ${String(b)}`,
      scale: 10,
      sizes: [7, 1000],
    })),
  ],
};
