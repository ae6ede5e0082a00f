/**
 * Loop counters (issue 12, item 2): `for (let j = ...)` counters compared with an integer bound
 * are i64 where that changes no value (compiler/passes/counters.ts), and counted `for` loops run
 * as ranges, strip-mined and bounds-checked at their blocks' ends (compiler/passes/counted.ts).
 * Each case is compared with the plain run; the refusals of both passes (a width-sensitive
 * counter, a counter read after its loop, a bound the body changes) are cases of their own.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { hashSeed, out, random, Rng, type Case, type Topic } from "../harness.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

// PolyBench's syrk, row i of the lower triangle: C[i][j] = beta C[i][j] + alpha sum_k A[i][k] A[j][k], j <= i
const syrk = tack.kernel(function syrk(A: Float64Array, C: Float64Array, n: number, m: number, alpha: number, beta: number) {
  for (const i of tack.range(n)) {
    for (let j = 0; j <= i; j++) C[i * n + j] *= beta;
    for (let k = 0; k < m; k++) {
      for (let j = 0; j <= i; j++) C[i * n + j] += alpha * A[j * m + k] * A[i * m + k];
    }
  }
});

function syrkArgs(rng: Rng, size: number): unknown[] {
  const n = Math.max(1, Math.min(size, 61));
  const m = 37;
  return [random(rng, "f64", n * m), random(rng, "f64", n * n), n, m, 1.5, 1.2];
}

// counted loops with a start, `<=` and `<` bounds, empty and negative ranges, break and
// continue, nested counted loops and a bound from a const local and a length
const shapes = tack.kernel(function shapes(x: Float32Array, o1: Float32Array, o2: Int32Array, o3: Int32Array, k: number) {
  for (const i of tack.range(o1.length)) {
    const lo = i % 7;
    const hi = lo + (i % 13);
    let s = 0;
    for (let j = lo; j <= hi; j++) s += x[(i + j) % x.length];
    for (let j = hi; j < lo; j++) s -= 1000; // empty
    o1[i] = s;
    let c = 0;
    for (let j = -3; j < k; j++) {
      if (j == 5) continue;
      if (j > 9) break;
      c += j;
    }
    for (let a = 0; a < 3; a++) for (let b = a; b < x.length - (x.length - 4); b++) c += a * 10 + b;
    o2[i] = c;
    let last = 0;
    for (let j = 0; j < x.length; j++) if (x[j] > x[i]) last = j;
    o3[i] = last;
  }
});

// refusals: j / n is float division for Numbers (BigInt division for two i64s), so j stays
// 32-bit; a counter read after its loop holds the bound there; a bound the body changes is
// re-read every iteration; a counter shifted by a variable is JS's 32-bit shift
const refused = tack.kernel(function refused(x: Float64Array, o1: Float64Array, o2: Int32Array, o3: Int32Array, o4: Int32Array) {
  for (const i of tack.range(o1.length)) {
    let s = 0;
    for (let j = 0; j < x.length; j++) s += j / x.length;
    o1[i] = s + x[i];
    let j = 0;
    for (; j < i % 17; j++) s += 1;
    o2[i] = j;
    let end = 20;
    let c = 0;
    for (let t = 0; t < end; t++) {
      if (t == (i % 5)) end = t + 3;
      c++;
    }
    o3[i] = c * 100 + end;
    let sh = 0;
    const by = (i % 4) + 28;
    for (let t = 0; t < 4; t++) sh += (t + 3) << by;
    o4[i] = sh;
  }
});

// a counted loop that runs past its array: checked at the block's ends, then the checked
// version reports the exact access
const overrun = tack.kernel(function overrun(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(o.length)) {
    let s = 0;
    for (let j = 0; j <= x.length; j++) s += x[j];
    o[i] = s;
  }
});

function overrunReported(): void {
  const x = random(new Rng(hashSeed("overrun")), "f32", 5000) as Float32Array;
  const o = new Float32Array(8);
  let err: any;
  try {
    overrun(x, o);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(RangeError);
  expect(String(err.message)).toMatch(/index 5000 is out of bounds for 'x' \(length 5000\)/);
  expect(String(err.message)).toMatch(/at 4:46/);
}

const cases: Case[] = [
  {
    name: "syrk's triangular loops: a counter compared with the parallel index, another with an i32 scalar",
    kernel: syrk,
    args: syrkArgs,
    sizes: [1, 7, 61],
  },
  {
    name: "counted for loops: start, <= and <, empty, negative start, break/continue, nested, length bounds",
    kernel: shapes,
    args: (rng, n) => [random(rng, "f32", Math.max(n, 16)), out("f32", n), out("i32", n), out("i32", n), 12],
    sizes: [1, 7, 1000],
  },
  {
    name: "counters that must not change: float division by a length, read after the loop, a bound the body changes, a 32-bit shift",
    kernel: refused,
    args: (rng, n) => [random(rng, "f64", Math.max(n, 3)), out("f64", n), out("i32", n), out("i32", n), out("i32", n)],
    sizes: [1, 7, 300],
  },
  { name: "a counted for loop that runs past its array reports the exact index and place", run: overrunReported },
];

export const countersTopic: Topic = { name: "loop counters", cases };
