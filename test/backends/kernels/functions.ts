/** Device functions (nested, arrow, specialized per argument types) and `scope`. */
import * as tack from "../../../runtime/index.js";
import { expectArray, out, random, Rng, type Case, type Topic } from "../harness.js";
import { nbody } from "../../util/nbody.js";
import { inputs } from "./inputs.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

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

/** Arrows declared in the parallel loop's body, reading constants and the iteration's locals (issue 8, item 8). */
const loopArrows = tack.kernel(function loopArrows(x: Float32Array, y: Float32Array, o: Float32Array, o2: Float32Array, k: number) {
  const c = 0.25;
  for (const i of tack.range(o.length)) {
    const xi = x[i];
    const lerp = (t: number) => xi + (y[i] - xi) * t; // reads a loop local and an array
    const f = (t: number) => t * k + c; // a parameter and a preamble constant
    const p = [xi, y[i]];
    const dot2 = (a: number, b: number) => a * p[0] + b * p[1]; // a loop-local vector
    let s = 0;
    for (let j = 0; j < 3; j++) s += f(lerp(j / 2)); // called in an inner loop
    const g = (t: number) => f(t) * 2 + SCOPED_BIAS; // an arrow calling an arrow, and a scope constant
    o[i] = s + g(xi);
    o2[i] = xi > 0 ? dot2(f(1), g(y[i])) : lerp(0.5);
  }
}, { scope: { SCOPED_BIAS: 3 } });

declare const SCOPED_BIAS: number;
declare const GAIN_K: number;

/** The same source with another scope constant computes with it (hand-computed results). */
function scopeConstants(): void {
  const src = function gain(x: Float64Array, o: Float64Array) {
    for (const i of tack.range(o.length)) o[i] = x[i] * GAIN_K;
  };
  const x = random(new Rng(3), "f64", 100) as Float64Array;
  for (const g of [2, 3.5, -1]) {
    const k = tack.kernel(src, { scope: { GAIN_K: g } });
    const o = new Float64Array(100).fill(NaN);
    k(x, o);
    tack.sync();
    expectArray(o, Float64Array.from(x, (v) => v * g), {}, `GAIN_K=${g}`);
  }
}

/**
 * All-pairs forces (n-body's shape, issue 12): a device function called in a uniform inner loop
 * whose float sums run in source order, sqrt and division, stride-3 loads and stores, `+=` into
 * an array. The SPMD build widens the device function inline (one lane per body i). The kernel
 * is the shared n-body (test/util/nbody.ts).
 */
const forces = tack.kernel(nbody);

/**
 * Device functions with control flow of their own (a loop whose trip count differs per lane,
 * an `if`), an integer parameter, an f32 output, called under a varying `if` and in a
 * uniform inner loop, and an arrow that captures the iteration's local.
 */
const branchyCalls = tack.kernel(function branchyCalls(x: Float64Array, y: Float64Array, o: Float64Array, o2: Float32Array, k: tack.i32) {
  function halvings(v: number, limit: tack.i32) {
    let c = 0;
    let t = v;
    while (t > 1 && c < limit) {
      t = t / 2;
      c++;
    }
    if (c > 3) t = -t;
    return t + c;
  }
  function ratio(a: number, b: number) {
    return Math.sqrt(a * a + b * b) / (Math.abs(a - b) + 0.5);
  }
  for (const i of tack.range(o.length)) {
    const yi = y[i];
    const shifted = (t: number) => t * yi + 0.5;
    let s = 0;
    for (const j of tack.range(k)) s += ratio(x[i] + j, yi);
    if (x[i] > 0) o[i] = halvings(x[i] * 100, k + 2);
    else o[i] = s;
    o2[i] = shifted(y[(i + 1) % y.length]);
  }
});

const cases: Case[] = [
  ...[1, 7, 40, 203].map((n) => ({
    name: `all-pairs forces: a device function in a uniform inner loop, float sums in order, stride-3 stores (${n} bodies)`,
    kernel: forces,
    args: (rng: Rng) => [random(rng, "f32", 3 * n), random(rng, "f32", 3 * n), out("f32", 3 * n), n, 0.01],
    label: `forces ${n}`,
    sizes: [1],
    scale: 1e4,
  })),
  ...[0, 5].map((k) => ({
    name: `device functions with their own loop and if, called under a varying if and in an inner loop (k ${k})`,
    kernel: branchyCalls,
    args: (rng: Rng, n: number) => [random(rng, "f64", n), random(rng, "f64", n), out("f64", n), out("f32", n), k],
    label: `branchyCalls ${k}`,
    scale: 100,
  })),
  ...[0, 3, 9].map((k) => ({
    name: `nested function declarations and arrow functions that call each other, read parameters and take arrays (window ${k})`,
    kernel: devfns,
    args: (rng: Rng, n: number) => [random(rng, "f32", n), random(rng, "f32", 17), out("f32", n), k, 0.75],
    label: `devfns ${k}`,
    scale: 10,
  })),
  {
    name: "a device function specialized per argument types (i32, f64, bigint)",
    kernel: poly,
    args: (rng, n) => [
      random(rng, "i32", n, { min: -(2 ** 29), max: 2 ** 29 }), random(rng, "f64", n), inputs(rng, "i64", n, true),
      out("i32", n), out("f64", n), out("i64", n), out("f64", n),
    ],
  },
  {
    name: "functions and constants (number, bigint, boolean) passed in scope",
    kernel: scoped,
    args: (rng, n) => [random(rng, "f32", n), inputs(rng, "i64", n, true), out("f32", n), out("i64", n), out("i32", n)],
    scale: 10,
  },
  {
    name: "arrow functions in the parallel loop's body read loop locals (scalars, vectors), constants and parameters, and call each other",
    kernel: loopArrows,
    args: (rng, n) => [random(rng, "f32", n), random(rng, "f32", n), out("f32", n), out("f32", n), 1.5],
    scale: 10,
  },
  { name: "scope constants are part of the kernel: the same source with another constant computes with it", run: scopeConstants },
];

export const functionsTopic: Topic = { name: "device functions and scope", cases };
