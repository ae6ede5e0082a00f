/** Atomics (add, sub, min, max) on every dtype, contended and spread over bins. */
import * as tack from "../../../runtime/index.js";
import { DTYPES, EXACT, expectArray, isFloat, LARGE, random, Rng, SIZES, type Case, type Topic } from "../harness.js";
import type { DtypeName, TypedArray } from "../../../runtime/index.js";
import { inputs } from "./inputs.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

declare global {
  /** Kernels extend Atomics with min and max (DESIGN.md §3); the plain run provides them too. */
  interface Atomics {
    min(array: any, index: number, value: any): any;
    max(array: any, index: number, value: any): any;
  }
}

/** Integer-valued floats, so any order of the atomic additions gives the same exact sum. */
function atomicValues(rng: Rng, d: DtypeName, n: number): TypedArray {
  if (d === "f32") return random(rng, d, n, { min: -100, max: 100, integral: true });
  if (d === "f64") return random(rng, d, n, { min: -1e6, max: 1e6, integral: true });
  return inputs(rng, d, n, true);
}
const BINS = 64;
const bins = (rng: Rng, n: number, count = BINS) => random(rng, "i32", n, { min: 0, max: count - 1 });

const histAdd = tack.kernel(function histAdd(bins: Int32Array, v: any, h: any) {
  for (const i of tack.range(bins.length)) Atomics.add(h, bins[i], v[i]);
});

const histSub = tack.kernel(function histSub(bins: Int32Array, v: any, h: any) {
  for (const i of tack.range(bins.length)) {
    Atomics.sub(h, bins[i], v[i]);
    Atomics.add(h, (bins[i] + 1) % h.length, 1);
  }
});

const minMaxAtomic = tack.kernel(function minMaxAtomic(bins: Int32Array, v: any, lo: any, hi: any) {
  for (const i of tack.range(bins.length)) {
    Atomics.min(lo, bins[i], v[i]);
    Atomics.max(hi, bins[i], v[i]);
  }
});

function minMaxCases(d: DtypeName): Case[] {
  const sp = [0, -0, Infinity, -Infinity, NaN];
  const vals = (rng: Rng, n: number) => (isFloat(d) ? random(rng, d, n, { min: -1e3, max: 1e3, specials: sp, specialRate: 0.02 }) : inputs(rng, d, n, true));
  const cases: Case[] = [
    {
      name: `Atomics.min and Atomics.max on ${d}${isFloat(d) ? " (with ±0, ±Infinity and NaN)" : ""}`,
      kernel: minMaxAtomic,
      args: (rng, n) => [bins(rng, n), vals(rng, n), vals(rng, BINS), vals(rng, BINS)],
      label: `minMaxAtomic ${d}`,
      tol: EXACT,
      atomics: [d],
    },
  ];
  if (isFloat(d)) {
    const extremes = (rng: Rng, n: number) => random(rng, d, n, { specials: [0, -0, Infinity, -Infinity], specialRate: 0.3 });
    cases.push({
      // without NaN: the extreme values themselves (±0 order-independent: min(+0, -0) is -0)
      name: `Atomics.min and Atomics.max on ${d} without NaN: ±0 and ±Infinity in a few contended bins`,
      kernel: minMaxAtomic,
      args: (rng, n) => [bins(rng, n, 4), extremes(rng, n), extremes(rng, 4), extremes(rng, 4)],
      label: `minMaxAtomic0 ${d}`,
      tol: EXACT,
      atomics: [d],
    });
  }
  return cases;
}

const counter = tack.kernel(function counter(x: Float32Array, lo: Float32Array, hi: Float32Array, count: Uint32Array, sum: BigInt64Array) {
  for (const i of tack.range(x.length)) {
    Atomics.min(lo, 0, x[i]);
    Atomics.max(hi, 0, x[i]);
    if (x[i] > 0) Atomics.add(count, 0, 1);
    Atomics.add(sum, i % 2, 3n);
  }
});

const atomicFrac = tack.kernel(function atomicFrac(x: Float64Array, h: Int32Array) {
  for (const i of tack.range(x.length)) Atomics.add(h, i % 4, x[i]);
});
const fracStart = (rng: Rng) => random(rng, "i32", 4, { min: -1000, max: 1000 });

/**
 * Regression (runtime/plain.ts `extended.add/sub`): the plain run once added the value as a
 * double and truncated the sum. JS's own Atomics.add on an integer array converts the value
 * first (ToIntegerOrInfinity, then modulo 2^32), which is what the device does; compared here
 * with the real thing, not the plain run's extension.
 */
function atomicFracAgainstJs(): void {
  const rng = new Rng(77);
  const x = random(rng, "f64", 1000, { min: -10, max: 10 }) as Float64Array;
  const h = fracStart(rng) as Int32Array;
  const want = h.slice();
  atomicFrac(x, h);
  tack.sync();
  for (let i = 0; i < x.length; i++) Atomics.add(want, i % 4, x[i]);
  expectArray(h, want);
}

const cases: Case[] = [
  ...DTYPES.map((d) => ({
    name: `Atomics.add on ${d} (histogram; integer-valued floats so any order is exact)`,
    kernel: histAdd,
    args: (rng: Rng, n: number) => [bins(rng, n), atomicValues(rng, d, n), atomicValues(rng, d, BINS)],
    label: `histAdd ${d}`,
    sizes: [...SIZES, LARGE],
    tol: EXACT,
    atomics: [d],
  })),
  ...DTYPES.map((d) => ({
    name: `Atomics.sub on ${d}`,
    kernel: histSub,
    args: (rng: Rng, n: number) => [bins(rng, n), atomicValues(rng, d, n), atomicValues(rng, d, BINS)],
    label: `histSub ${d}`,
    tol: EXACT,
    atomics: [d],
  })),
  ...DTYPES.flatMap(minMaxCases),
  {
    name: "contended atomics on one element (min, max, count, bigint sum)",
    kernel: counter,
    args: (rng, n) => [
      random(rng, "f32", n), new Float32Array([Infinity]), new Float32Array([-Infinity]),
      random(rng, "u32", 1, { min: 1, max: 1000 }), random(rng, "i64", 2, { bigMin: -(2n ** 40n), bigMax: 2n ** 40n }),
    ],
    sizes: [...SIZES, LARGE],
    tol: EXACT,
    atomics: ["f32", "u32", "i64"],
  },
  {
    name: "Atomics.add of a fractional value into an integer array: the device matches JS's own Atomics.add",
    run: atomicFracAgainstJs,
    atomics: ["i32"],
  },
  {
    name: "Atomics.add of a fractional value into an integer array converts the value first, as JS does",
    kernel: atomicFrac,
    args: (rng, n) => [random(rng, "f64", n, { min: -10, max: 10 }), fracStart(rng)],
    sizes: [1000],
    atomics: ["i32"],
  },
];

export const atomicsTopic: Topic = { name: "atomics", cases };
