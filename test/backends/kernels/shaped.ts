/**
 * 2-D and 3-D indexing (README "Shaped arrays"): `a[i][j]` and `a[i][j][k]` on shaped
 * tack.Arrays read and write the row-major element; the plain run gets the same arrays as rows.
 * `tack.array(nested arrays)` builds a shaped array.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { expectArray, out, random, Rng, type Case, type Topic } from "../harness.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

const H = 13, W = 7, D = 3;

const matmul = tack.kernel(function matmul(a: any, b: any, c: any) {
  for (const [i, j] of tack.grid(c.shape[0], c.shape[1])) {
    let s = 0;
    for (let k = 0; k < a.shape[1]; k++) s += a[i][k] * b[k][j];
    c[i][j] = s;
  }
});

const volume = tack.kernel(function volume(v: any, o: any, scale: number) {
  for (const [z, y, x] of tack.grid(v.shape[0], v.shape[1], v.shape[2])) {
    const zn = Math.min(z + 1, v.shape[0] - 1);
    o[z][y][x] = v[z][y][x] * scale + v[zn][y][x];
    o[z][y][x] += 1;
  }
});

/** rows from nested arrays, written through a[i][j] in a device function */
const transpose = tack.kernel(function transpose(src: any, dst: any) {
  function put(i: number, j: number, v: number) {
    dst[j][i] = v;
  }
  for (const [i, j] of tack.grid(src.shape[0], src.shape[1])) put(i, j, src[i][j]);
});

const shaped = (rng: Rng, d: "f32" | "f64", shape: number[]) => {
  let n = 1;
  for (const s of shape) n *= s;
  return tack.fromTypedArray(random(rng, d, n) as Float32Array, { shape });
};

function nestedArrays(): void {
  const rows = [[1, 2, 3], [4, 5, 6]];
  const src = tack.array(rows, { dtype: tack.f64 });
  expect(src.shape).toEqual([2, 3]);
  const dst = tack.zeros([3, 2], tack.f64);
  transpose(src, dst);
  tack.sync();
  expectArray(dst.toTypedArray(), new Float64Array([1, 4, 2, 5, 3, 6]));
  expect(() => transpose(rows as never, dst)).toThrow(/plain Array of arrays \(pass tack.array\(rows\)/);
  expect(() => transpose(tack.array([1, 2, 3]), dst)).toThrow(/'src' is indexed with 2 indices, but the call passes an array of rank 1/);
}

const cases: Case[] = [
  {
    name: "a[i][k] * b[k][j]: matrix product on 2-D arrays",
    kernel: matmul,
    args: (rng) => [shaped(rng, "f32", [H, W]), shaped(rng, "f32", [W, 5]), out("f32", [H, 5])],
    sizes: [1],
  },
  {
    name: "a[z][y][x] read and compound-assigned on 3-D arrays",
    kernel: volume,
    args: (rng) => [shaped(rng, "f64", [D, H, W]), out("f64", [D, H, W]), 0.5],
    sizes: [1],
  },
  {
    name: "a[i][j] written in a device function",
    kernel: transpose,
    args: (rng) => [shaped(rng, "f32", [H, W]), out("f32", [W, H])],
    sizes: [1],
  },
  { name: "tack.array(nested arrays) is a shaped array; a plain number[][] or an array of another rank is refused", run: nestedArrays },
];

export const shapedTopic: Topic = { name: "2-D and 3-D indexing", cases };
