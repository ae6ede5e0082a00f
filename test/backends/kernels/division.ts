/** Integer division and remainder with JS's rules (DESIGN.md §3), and fmod on floats. */
import * as tack from "../../../runtime/index.js";
import { BIG_DTYPES, EXACT, FLOAT_SPECIALS, INT_RANGE, LARGE, out, random, SIZES, type Case, type Rng, type Topic } from "../harness.js";
import { INT32_MAX, INT32_MIN, inputs } from "./inputs.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

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

const ifloor = tack.kernel(function ifloor(a: Int32Array, b: Int32Array, f: Int32Array, g: Int32Array) {
  for (const i of tack.range(a.length)) {
    f[i] = Math.floor(a[i] / b[i]);
    g[i] = Math.floor(a[i] / 4) + Math.floor(-a[i] / 3);
  }
});

const idivAny = tack.kernel(function idivAny(a: any, b: any, q: any, t: any, r: any, f: any) {
  for (const i of tack.range(a.length)) {
    q[i] = Math.trunc(a[i] / b[i]);
    t[i] = (a[i] / b[i]) | 0;
    r[i] = a[i] % b[i];
    f[i] = b[i] != 0 ? Math.floor(a[i] / b[i]) : 7;
  }
});
const NARROW = ["i8", "u8", "i16", "u16", "u32"] as const;

const bigDiv = tack.kernel(function bigDiv(a: any, b: any, q: any, r: any, c: any, p: any) {
  for (const i of tack.range(a.length)) {
    p[i] = a[i] ** 3n + b[i] ** 2n; // BigInt powers wrap on the store
    q[i] = a[i] / b[i]; // BigInt division truncates
    r[i] = a[i] % b[i];
    c[i] = (a[i] / 3n) * 3n + a[i] % 3n - a[i];
  }
});

const fmod = tack.kernel(function fmod(x: any, y: any, r: any, s: any) {
  for (const i of tack.range(x.length)) {
    r[i] = x[i] % y[i];
    s[i] = x[i] % 2.5;
  }
});

const mixedDiv = tack.kernel(function mixedDiv(a: Int32Array, b: Uint32Array, q: Int32Array, r: Int32Array, real: Float64Array) {
  for (const i of tack.range(a.length)) {
    q[i] = Math.trunc(a[i] / b[i]);
    r[i] = a[i] % b[i];
    real[i] = a[i] / b[i];
  }
});

const cases: Case[] = [
  {
    name: "i32: Math.trunc(a/b), (a/b)|0, % (truncated), / (float) with negative operands and zero divisors",
    kernel: idiv,
    args: (rng, n) => [dividends(rng, n), divisors(rng, n), out("i32", n), out("i32", n), out("i32", n), out("f64", n), out("i32", n)],
    sizes: [...SIZES, LARGE],
  },
  {
    name: "i32: Math.floor(a/b) with negative operands (nonzero divisors)",
    kernel: ifloor,
    args: (rng, n) => {
      const b = divisors(rng, n);
      for (let i = 0; i < n; i++) if (b[i] === 0) b[i] = -3;
      return [random(rng, "i32", n, { min: -(2 ** 30), max: 2 ** 30, specials: [INT32_MIN + 1, INT32_MAX, 0, -1, 1, 7, -7] }), b, out("i32", n), out("i32", n)];
    },
  },
  {
    // Regression (emitIntDiv, IntDiv.Floor): the floor adjustment once ran after the b == 0
    // select, so Math.floor(-5 / 0) gave -1; JS gives -Infinity, stored to an Int32Array as 0.
    // The divisors are all zero on purpose.
    name: "i32: Math.floor(a/0) with a < 0 stores 0",
    kernel: ifloor,
    args: (rng, n) => [random(rng, "i32", n, { min: -1000, max: 1000 }), new Int32Array(n), out("i32", n), out("i32", n)],
    sizes: [7],
  },
  ...NARROW.map((d) => {
    const [lo, hi] = INT_RANGE[d];
    return {
      name: `${d}: trunc, |0, % and floor division, zero divisors included`,
      kernel: idivAny,
      args: (rng: Rng, n: number) => [
        random(rng, d, n, { specials: [lo, hi, 0, 1], specialRate: 0.1 }),
        random(rng, d, n, { min: Math.max(lo, -9), max: Math.min(hi, 9), specials: [0, lo, hi, 1], specialRate: 0.2 }),
        out(d, n), out(d, n), out(d, n), out(d, n),
      ],
      label: `idivAny ${d}`,
    };
  }),
  ...BIG_DTYPES.map((d) => ({
    name: `${d} (bigint): / truncates, % truncated remainder, negative operands (nonzero divisors: BigInt throws on 0n)`,
    kernel: bigDiv,
    args: (rng: Rng, n: number) => {
      const b = random(rng, d, n, {
        bigMin: d === "i64" ? -50n : 1n, bigMax: 50n, specialRate: 0.1,
        specials: d === "i64" ? [-1n, 1n, 2n ** 62n, -(2n ** 63n)] : [1n, 2n ** 63n, 2n ** 64n - 1n],
      }) as BigInt64Array;
      for (let i = 0; i < n; i++) if (b[i] === 0n) b[i] = 3n;
      return [inputs(rng, d, n, true), b, out(d, n), out(d, n), out(d, n), out(d, n)];
    },
    label: `bigDiv ${d}`,
  })),
  ...(["f64", "f32"] as const).map((d) => ({
    name: `% on ${d} is fmod (sign of the dividend, NaN for zero divisors and infinite dividends)`,
    kernel: fmod,
    args: (rng: Rng, n: number) => [
      random(rng, d, n, { min: -100, max: 100, specials: FLOAT_SPECIALS, specialRate: 0.15 }),
      random(rng, d, n, { min: -10, max: 10, specials: FLOAT_SPECIALS, specialRate: 0.15 }),
      out(d, n), out(d, n),
    ],
    label: `fmod ${d}`,
    tol: EXACT, // fmod is exact in both
  })),
  {
    // Regression (infer.ts markIntDiv, emitIntDiv/emitIntRem): an i32 by a u32 once took C's
    // conversions (udiv/urem), so Math.trunc(-7 / 2) gave 2147483644; JS divides the
    // mathematical values: -3 and -1.
    name: "i32 by u32: Math.trunc(a/b) and % use the mathematical values",
    kernel: mixedDiv,
    args: (rng, n) => [
      random(rng, "i32", n, { min: -1000, max: 1000 }), random(rng, "u32", n, { min: 1, max: 50 }),
      out("i32", n), out("i32", n), out("f64", n),
    ],
    sizes: [1000],
  },
];

export const divisionTopic: Topic = { name: "integer division", cases };
