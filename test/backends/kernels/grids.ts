/** 2-D and 3-D grids, range(start, end), and arrays of rank 2 and 3 (x.shape[k]). */
import * as tack from "../../../runtime/index.js";
import { out, random, type Case, type Rng, type Topic } from "../harness.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

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

const grid3 = tack.kernel(function grid3(a: Int32Array, o: Int32Array, o2: Float64Array, d: number, h: number, w: number) {
  for (const [z, y, x] of tack.grid(d, h, w)) {
    const k = (z * h + y) * w + x;
    o[k] = a[k] * 3 + z * 1000000 + y * 1000 + x;
    o2[k] = z - y * 0.5 + x * 0.25;
  }
});

const offset = tack.kernel(function offset(x: Float64Array, o: Float64Array, start: number, end: number) {
  for (const i of tack.range(start, end)) o[i] = x[i] * 2 + i;
});
const offsetLen = tack.kernel(function offsetLen(x: Float64Array, o: Float64Array) {
  for (const i of tack.range(3, x.length - 1)) o[i] = x[i - 3] + x[i + 1];
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

const BLUR_SHAPES = [[17, 31], [1, 1], [1, 1000], [1000, 1], [31, 17], [1031, 1024]] as const;
const GRID3_SHAPES = [[5, 7, 9], [33, 17, 31], [1, 1, 1], [2, 3, 1], [1, 1, 1000], [64, 64, 65]] as const;
const OFFSET_SIZES = [1, 7, 1000, 100_003];
const MATMUL_SHAPES = [[17, 31, 13], [1, 1, 1], [64, 3, 100], [5, 257, 9]] as const;
const ROW_SHAPES = [[17, 31], [1, 5], [300, 7]] as const;

/** range(start, end) cases for one length: nonzero starts, the whole range, empty ranges. */
function offsetCases(n: number): Case[] {
  const ranges = [[3, n], [n - 1, n], [0, n], [5, 5], [10, 5], [Math.floor(n / 3), Math.floor((2 * n) / 3)]].filter(([, e]) => e <= n);
  return [
    ...ranges.map(([s, e]) => ({
      name: `range(${s}, ${e}) over ${n} elements: elements outside the range stay untouched`,
      kernel: offset,
      args: (rng: Rng) => [random(rng, "f64", n), out("f64", n), s, e],
      sizes: [n],
      label: `offset ${s} ${e}`,
      scale: n,
    })),
    {
      name: `range(3, x.length - 1) over ${n} elements`,
      kernel: offsetLen,
      args: (rng: Rng) => [random(rng, "f64", n), out("f64", n)],
      sizes: [n],
    },
  ];
}

function matmulCases([m, k, n]: readonly [number, number, number]): Case[] {
  return (["f64", "f32"] as const).map((d) => ({
    name: `rank-2 arrays: ${d} matmul [${m}, ${k}] × [${k}, ${n}] through x.shape[0], x.shape[1]`,
    kernel: matmul,
    args: (rng: Rng) => [
      tack.array(random(rng, d, m * k), { shape: [m, k] }), tack.array(random(rng, d, k * n), { shape: [k, n] }), out(d, [m, n]),
    ],
    sizes: [0],
    label: `${d === "f64" ? "matmul" : "matmul32"} ${m} ${k} ${n}`,
    scale: k,
  }));
}

const cases: Case[] = [
  ...BLUR_SHAPES.map(([h, w]) => ({
    name: `2-D grid ${h}×${w}: a 3×3 box blur with edges`,
    kernel: blur,
    args: (rng: Rng) => [random(rng, "f32", h * w), out("f32", h * w), h, w],
    sizes: [0],
    label: `blur ${h}x${w}`,
  })),
  ...GRID3_SHAPES.map(([d, h, w]) => ({
    name: `3-D grid ${d}×${h}×${w}: every cell written once, row-major`,
    kernel: grid3,
    args: (rng: Rng) => [random(rng, "i32", d * h * w, { min: -1e6, max: 1e6 }), out("i32", d * h * w), out("f64", d * h * w), d, h, w],
    sizes: [0],
    label: `grid3 ${d}x${h}x${w}`,
  })),
  ...OFFSET_SIZES.flatMap(offsetCases),
  ...MATMUL_SHAPES.flatMap(matmulCases),
  ...ROW_SHAPES.map(([h, w]) => ({
    name: `rank-2 and rank-3 arrays: row sums and a transpose of [${h}, ${w}], x.shape[2] of a cube`,
    kernel: rowStats,
    args: (rng: Rng) => [
      tack.array(random(rng, "f64", h * w), { shape: [h, w] }), out("f64", h), out("f64", [w, h]),
      tack.array(random(rng, "u8", 60), { shape: [3, 4, 5] }), out("i32", h),
    ],
    sizes: [0],
    label: `rowStats ${h} ${w}`,
    scale: w,
  })),
];

export const gridsTopic: Topic = { name: "grids and shapes", cases };
