/**
 * Atomics (add, sub, min, max, exchange, compareExchange, and, or, xor, load, store) on every
 * dtype, contended and spread over bins, with the old values they return used.
 */
import * as tack from "../../../runtime/index.js";
import { DTYPES, EXACT, expectArray, isFloat, LARGE, out, random, Rng, SIZES, type Case, type Topic } from "../harness.js";
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

/** exchange, compareExchange, load and store (and and/or/xor on integers), each on its own element, with the old values kept. */
const swapOps = tack.kernel(function swapOps(a: any, v: any, old: any, got: any) {
  for (const i of tack.range(v.length)) {
    old[i] = Atomics.exchange(a, i, v[i]);
    const seen = Atomics.compareExchange(a, i, i % 2 == 0 ? v[i] : old[i], old[i]); // even i: swaps back
    got[i] = Atomics.load(a, i) + Atomics.store(a, i, Atomics.load(a, i)) - seen;
  }
});

const bitOps = tack.kernel(function bitOps(a: any, v: any, old: any) {
  for (const i of tack.range(v.length)) {
    const k = i % 3;
    if (k == 0) old[i] = Atomics.and(a, i, v[i]);
    else if (k == 1) old[i] = Atomics.or(a, i, v[i]);
    else old[i] = Atomics.xor(a, i, v[i]);
  }
});

/** The value Atomics.add returns makes a slot per iteration: every slot exactly once, in some order. */
const claim = tack.kernel(function claim(count: Int32Array, slots: Int32Array) {
  for (const i of tack.range(slots.length)) {
    const s = Atomics.add(count, 0, 1);
    Atomics.store(slots, s, i);
  }
});

function claimSlots(): void {
  for (const n of [1, 1000, LARGE]) {
    const count = new Int32Array([0]);
    const slots = new Int32Array(n).fill(-1);
    claim(count, slots);
    tack.sync();
    expectArray(count, new Int32Array([n]));
    const seen = slots.slice().sort();
    expectArray(seen, Int32Array.from({ length: n }, (_, i) => i), {}, `slots n=${n}`);
  }
}

const INT_ONLY = DTYPES.filter((d) => !isFloat(d));

const cases: Case[] = [
  ...DTYPES.map((d) => ({
    name: `Atomics.exchange, compareExchange, load and store on ${d}, their old values used`,
    kernel: swapOps,
    args: (rng: Rng, n: number) => [atomicValues(rng, d, n), atomicValues(rng, d, n), out(d, n), out(d, n)],
    label: `swapOps ${d}`,
    tol: EXACT,
    atomics: [d],
  })),
  ...INT_ONLY.map((d) => ({
    name: `Atomics.and, or and xor on ${d}, their old values used`,
    kernel: bitOps,
    args: (rng: Rng, n: number) => [inputs(rng, d, n, true), inputs(rng, d, n, true), out(d, n)],
    label: `bitOps ${d}`,
    tol: EXACT,
    atomics: [d],
  })),
  {
    name: "the old value of a contended Atomics.add claims a distinct slot per iteration",
    run: claimSlots,
    atomics: ["i32"],
  },
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
