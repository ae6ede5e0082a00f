/**
 * Constant tables (README "Constant tables"): a local `const T = [...]` of constants indexed by
 * a variable, and numbers arrays and TypedArrays passed in `scope`, become constant data of the
 * kernel. Each is compared with its plain run; a table is part of the kernel, so another table
 * computes with its own values; an index past the end is a KernelRangeError, as for arrays.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { expectArray, out, random, Rng, type Case, type Topic } from "../harness.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

const LUT_F32 = new Float32Array([0.5, 1.5, -2.25, 3, 1e-3, -7.5]);
const LUT_I64 = new BigInt64Array([1n, -(2n ** 40n), 3n]);
const PRIMES = [2, 3, 5, 7, 11, 13, 17];
const WEIGHTS = [0.0625, 0.25, 0.375, 0.25, 0.0625];

/** Local tables (i32 and f64), a table read in a device function and a scope table with a constant index. */
const stencil = tack.kernel(function stencil(x: Float32Array, o: Float32Array, oi: Int32Array) {
  const W = [0.0625, 0.25, 0.375, 0.25, 0.0625];
  const SHIFT = [-2, -1, 0, 1, 2];
  function prime(i: number) {
    return PRIMES[i % PRIMES.length];
  }
  for (const i of tack.range(o.length)) {
    let s = 0;
    for (let k = 0; k < W.length; k++) {
      const j = Math.min(Math.max(i + SHIFT[k], 0), x.length - 1);
      s += W[k] * x[j];
    }
    o[i] = s + W[2] * LUT_F32[i % LUT_F32.length] + WEIGHTS[4];
    oi[i] = prime(i) * PRIMES[i % 7] + PRIMES[0];
  }
}, { scope: { PRIMES, LUT_F32, WEIGHTS } });

const bigTable = tack.kernel(function bigTable(k: Int32Array, o: BigInt64Array) {
  for (const i of tack.range(o.length)) o[i] = LUT_I64[k[i]] * 3n;
}, { scope: { LUT_I64 } });

/** The same source with another table computes with that table. */
function otherTable(): void {
  const src = function scaled(x: Float64Array, o: Float64Array) {
    for (const i of tack.range(o.length)) o[i] = x[i] * TABLE_K[i % TABLE_K.length];
  };
  const x = random(new Rng(5), "f64", 50) as Float64Array;
  for (const t of [[1, 2], [0.5, -3, 4.25], new Float64Array([9, 8, 7, 6])]) {
    const k = tack.kernel(src, { scope: { TABLE_K: t } });
    const o = new Float64Array(50).fill(NaN);
    k(x, o);
    tack.sync();
    expectArray(o, Float64Array.from(x, (v, i) => v * Number(t[i % t.length])), {}, `table ${Array.from(t)}`);
  }
}
declare const TABLE_K: number[];

/** An index past the end of a table stops the launch, as one past an array does. */
function tableOutOfBounds(): void {
  const k = tack.kernel(function tableOob(idx: Int32Array, o: Float32Array) {
    const T = [1.5, 2.5, 3.5];
    for (const i of tack.range(o.length)) o[i] = T[idx[i]];
  });
  const idx = new Int32Array([0, 1, 2, 3]);
  expect(() => {
    k(idx, new Float32Array(4));
    tack.sync();
  }).toThrow(tack.KernelRangeError);
  expect(() => {
    k(idx, new Float32Array(4));
    tack.sync();
  }).toThrow(/index 3 is out of bounds for 'T' \(length 3\)/);
}

/** `for (const v of ...)` over tables, array literals, vectors and arrays (issue 8, item 8). */
const forOf = tack.kernel(function forOf(x: Float32Array, y: Float32Array, taps: Float32Array, o: Float32Array, o2: Float32Array, oi: Int32Array) {
  const KERNEL = [1, 4, 6, 4, 1]; // a local table
  for (const i of tack.range(o.length)) {
    let s = 0;
    let j = i - 2;
    for (const w of KERNEL) {
      s += w * x[Math.min(Math.max(j, 0), x.length - 1)];
      j++;
    }
    for (const w of WEIGHTS) s += w * y[i]; // a scope table
    o[i] = s / 16;
    const p = [x[i], y[i], x[i] * y[i]]; // a vector value: read live, break and continue
    let t = 0;
    for (let v of p) {
      if (v < -0.5) continue;
      v *= 2;
      t = t * 0.5 + v;
      if (t > 1.5) break;
      p[2] = t; // the iterator reads the component as it is now
    }
    for (const c of [t, 2 * t, i]) t += c; // an array literal, evaluated once
    for (const a of taps) t += a * y[i]; // an array argument
    o2[i] = t;
    let m = 0;
    for (const q of PRIMES) if (i % q == 0) m += q;
    oi[i] = m;
  }
}, { scope: { WEIGHTS, PRIMES } });

const cases: Case[] = [
  {
    name: "for...of over a local table, a scope table, a vector value (live components, break, continue), an array literal and an array",
    kernel: forOf,
    args: (rng, n) => [random(rng, "f32", n), random(rng, "f32", n), random(rng, "f32", 3), out("f32", n), out("f32", n), out("i32", n)],
    scale: 10,
  },
  {
    name: "local constant tables (i32 and f64), scope tables (number[] and Float32Array) and a table read by a device function",
    kernel: stencil,
    args: (rng, n) => [random(rng, "f32", n), out("f32", n), out("i32", n)],
  },
  {
    name: "a BigInt64Array table in scope",
    kernel: bigTable,
    args: (rng, n) => [random(rng, "i32", n, { min: 0, max: 2 }), out("i64", n)],
  },
  { name: "a table is part of the kernel: another table computes with its own values", run: otherTable },
  { name: "an index past the end of a table is a KernelRangeError naming the table", run: tableOutOfBounds },
];

export const tablesTopic: Topic = { name: "constant tables", cases };
