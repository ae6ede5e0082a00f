/**
 * The kernels `tack bench` runs: a memory-bound one (saxpy), a compute-bound one (Mandelbrot)
 * and a 2-D neighbourhood (a 5-point stencil), each with its inputs at a full and a quick size
 * and how a device's output is compared with the plain-JS run's.
 */
import * as tack from "../runtime/index.js";
import type { TypedArray } from "../runtime/dtypes.js";

/** How a device's output is compared with the plain-JS run's. */
export type Check =
  /** |a - b| <= rtol * max(1, |b|) for every element. */
  | { kind: "close"; rtol: number }
  /** Integer outputs of an iteration that is chaotic near the set's edge (f32 on the device, f64 in JS). */
  | { kind: "mismatch"; maxFraction: number };

/** A kernel as the bench calls it: launched on any device's arrays, or run as plain JS. */
export interface BenchKernel {
  (...args: unknown[]): void;
  plain(...args: unknown[]): void;
}

export interface BenchCase {
  name: string;
  /** The size, as the table shows it. */
  size: string;
  kernel: BenchKernel;
  /** Host arguments; arrays are TypedArrays (copied to each device). */
  args: unknown[];
  /** The index of the output array among the arguments. */
  out: number;
  check: Check;
}

/** Deterministic inputs in [-0.5, 0.5) (a 32-bit integer hash), so every run reads the same data. */
function hashed(n: number, seed: number): Float32Array {
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    let h = Math.imul((i + Math.imul(seed, 0x9e3779b9)) | 0, 2654435761 | 0) >>> 0;
    h = Math.imul(h ^ (h >>> 15), 2246822519 | 0) >>> 0;
    a[i] = ((h ^ (h >>> 13)) >>> 8) / 16777216 - 0.5;
  }
  return a;
}

const saxpy = tack.kernel(
  function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
    for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
  },
  { name: "saxpy" },
);

const mandelbrot = tack.kernel(
  function mandelbrot(out: Uint32Array, width: number, height: number, maxIter: number) {
    const sx = 3.0 / width;
    const sy = 2.4 / height;
    for (const [py, px] of tack.grid(height, width)) {
      const cx = -2.2 + px * sx;
      const cy = -1.2 + py * sy;
      let x = 0.0;
      let y = 0.0;
      let n = 0;
      while (n < maxIter) {
        const xx = x * x;
        const yy = y * y;
        if (xx + yy > 4.0) break;
        y = 2.0 * x * y + cy;
        x = xx - yy + cx;
        n++;
      }
      out[py * width + px] = n;
    }
  },
  { name: "mandelbrot" },
);

const stencil = tack.kernel(
  function stencil(src: Float32Array, dst: Float32Array, h: number, w: number) {
    for (const [yi, xi] of tack.grid(h - 2, w - 2)) {
      const i = (yi + 1) * w + xi + 1;
      dst[i] = 0.2 * (src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
    }
  },
  { name: "stencil" },
);

export function benchCases(quick: boolean): BenchCase[] {
  const n = quick ? 1 << 16 : 1 << 22;
  const [mw, mh] = quick ? [128, 96] : [800, 600];
  const side = quick ? 256 : 2048;
  return [
    {
      name: "saxpy", size: `2^${Math.log2(n)} f32`, kernel: saxpy as unknown as BenchKernel,
      args: [hashed(n, 1), hashed(n, 2), new Float32Array(n), 1.5], out: 2, check: { kind: "close", rtol: 1e-6 },
    },
    {
      name: "mandelbrot", size: `${mw}x${mh}, 256 it`, kernel: mandelbrot as unknown as BenchKernel,
      args: [new Uint32Array(mw * mh), mw, mh, 256], out: 0, check: { kind: "mismatch", maxFraction: 0.01 },
    },
    {
      name: "stencil", size: `${side}^2 f32`, kernel: stencil as unknown as BenchKernel,
      args: [hashed(side * side, 3), new Float32Array(side * side), side, side], out: 1, check: { kind: "close", rtol: 1e-5 },
    },
  ];
}

/** "ok", or what differs, comparing a device's output with the plain run's. */
export function compare(got: TypedArray, want: TypedArray, check: Check): string {
  if (got.length !== want.length) return `length ${got.length}, expected ${want.length}`;
  let bad = 0;
  let first = -1;
  for (let i = 0; i < got.length; i++) {
    const a = Number(got[i]);
    const b = Number(want[i]);
    const ok = check.kind === "close" ? Math.abs(a - b) <= check.rtol * Math.max(1, Math.abs(b)) : a === b;
    if (!ok) {
      bad++;
      if (first < 0) first = i;
    }
  }
  if (check.kind === "mismatch" ? bad <= check.maxFraction * got.length : bad === 0) return "ok";
  return `DIFFERS at ${bad} of ${got.length} (first [${first}]: ${String(got[first])} vs ${String(want[first])})`;
}
