/** Control flow: inner loops, early return, locals, ternaries, logic, outer scalars (DESIGN.md §3-4). */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { EXACT, expectArray, hashSeed, out, POISON, random, Rng, SIZES, type Case, type Topic } from "../harness.js";
import { fr } from "./inputs.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

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

/**
 * Step-1 ranges longer than the C family's poll chunk (1024 iterations): a break and a
 * continue past a chunk's end, a start that is not 0, and a data-dependent length.
 */
const longRanges = tack.kernel(function longRanges(x: Int32Array, o: Int32Array, o2: Int32Array, o3: Int32Array) {
  for (const i of tack.range(o.length)) {
    let s = 0;
    for (const j of tack.range(3000)) {
      if (j % 7 == 3) continue;
      if (j > 1500 + (x[i] & 1023)) break;
      s = (s + j * (x[i] & 15)) | 0;
    }
    o[i] = s;
    let c = 0;
    for (const j of tack.range(1000 + (x[i] & 255), 1000 + (x[i] & 4095))) c = (c + (j ^ x[i])) | 0;
    o2[i] = c;
    let last = -1;
    for (const j of tack.range(2100)) {
      last = j;
      if (j == 1024 + (x[i] & 3)) break;
    }
    o3[i] = last;
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

/** DESIGN.md §3: `return;` ends this iteration. Checked against that contract, by hand. */
function earlyReturnContract(): void {
  for (const n of SIZES) {
    const [x, k] = earlyArgs(new Rng(hashSeed(`earlyReturn/${n}`)), n) as [Float32Array, Int32Array];
    const o = new Float32Array(n).fill(NaN);
    const o2 = new Int32Array(n).fill(POISON.i32 as number);
    earlyReturn(x, k, o, o2);
    tack.sync();
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
    expectArray(o, want, { tol: EXACT }, `o n=${n}`);
    expectArray(o2, want2, {}, `o2 n=${n}`);
  }
}

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

const logic = tack.kernel(function logic(x: Float64Array, y: Float64Array, n: Int32Array, o1: Int32Array, o2: Float64Array, o3: any, o4: Int32Array) {
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

/**
 * Iterations run in parallel, in any order (DESIGN.md §3-4), so an outer scalar read before
 * the iteration assigns it would carry a value across iterations: the compiler refuses it with
 * a located error, and nothing runs.
 */
function outerCarriedRefused(): void {
  const x = random(new Rng(hashSeed("outerLocalized")), "f64", 1000) as Float64Array;
  const o = new Float64Array(1000).fill(NaN);
  const o2 = new Int32Array(1000).fill(-123);
  expect(() => outerLocalized(x, o, o2, 1.25)).toThrow(tack.KernelSyntaxError);
  expect(() => outerLocalized(x, o, o2, 1.25)).toThrow(/'acc' is read here before this iteration assigns it.*run in parallel/s);
  expect(() => outerLocalized(x, o, o2, 1.25)).toThrow(/at 5:5/);
  expect(o.every(Number.isNaN)).toBe(true);
  expect(o2.every((v) => v === -123)).toBe(true);
}

const INNER_RANGES = [[10, 3], [1, 7], [0, 1], [5, 0], [4, -2]] as const;

const cases: Case[] = [
  ...INNER_RANGES.map(([k, st]) => ({
    name: `inner sequential range() loops: start, positive/negative/runtime step ${st}, empty ranges (k = ${k})`,
    kernel: innerRange,
    args: (rng: Rng, n: number) => [random(rng, "f64", Math.max(n, 1)), out("f64", n), out("i32", n), k, st],
    label: `innerRange ${k} ${st}`,
    scale: 100,
  })),
  {
    name: "step-1 ranges longer than a poll chunk: break and continue past 1024 iterations, a start not 0",
    kernel: longRanges,
    args: (rng, n) => [random(rng, "i32", n, { min: -1e9, max: 1e9 }), out("i32", n), out("i32", n), out("i32", n)],
    sizes: [7, 1000],
  },
  {
    name: "for(;;), while, do/while, classic for, break and continue",
    kernel: loops,
    args: (rng, n) => [random(rng, "i32", n, { min: -1e9, max: 1e9 }), out("i32", n), out("i32", n), out("i32", n), out("i32", n), out("i32", n)],
  },
  { name: "early return in the parallel loop (also from an inner loop) ends only that iteration", run: earlyReturnContract },
  {
    name: "early return: the plain run agrees with the device",
    // runtime/plain.ts runPlain calls the kernel function as is, so `return;` inside the
    // parallel loop returns from the whole plain run and skips every later iteration; DESIGN.md
    // §3 says it ends this iteration only, as the device does.
    bug: "plain.ts: return ends the whole plain run",
    kernel: earlyReturn,
    args: earlyArgs,
    sizes: [7, 1000],
  },
  {
    name: "locals take the join of their assignments (let s = 0; s += x[i] is f32)",
    kernel: joins,
    args: (rng, n) => [random(rng, "f32", n), random(rng, "i32", n, { min: -1e6, max: 1e6 }), out("f32", n), out("f32", n), out("i32", n), out("f32", n)],
    scale: 10,
  },
  {
    name: "ternaries, &&, || (short-circuit side effects), ! and truthiness of floats and integers",
    kernel: logic,
    args: (rng, n) => [
      random(rng, "f64", n, { specials: [NaN, 0, -0, 0.75, -0.75], specialRate: 0.3 }),
      random(rng, "f64", n, { specials: [NaN, 0, -0, Infinity], specialRate: 0.2 }),
      random(rng, "i32", n, { min: -1, max: 5 }),
      out("i32", n), out("f64", n), out("u8", n), out("i32", n),
    ],
  },
  {
    name: "outer scalars assigned before use in every iteration (compared with plain)",
    kernel: outerAssigned,
    args: (rng, n) => [random(rng, "f64", n), out("f64", n), out("i32", n), 2.5],
  },
  { name: "an outer scalar read before the iteration assigns it (a value carried across iterations) is refused, located", run: outerCarriedRefused },
];

export const controlTopic: Topic = { name: "control flow", cases };
