/**
 * The kernels bench/cpu/run.ts measures, with their inputs, their hand-written plain-JS loops
 * and the arguments of their C references (bench/cpu/c/*.c). Inputs come from the same hash
 * as the C programs (c/common.h hash_value), so Tack, C and JS read bit-identical data.
 */
import * as tack from "../../runtime/index.js";
import { saxpy } from "../../test/corpus/saxpy.js";
import { mandelbrot } from "../../test/corpus/mandelbrot.js";
import { nbody } from "../../test/util/nbody.js";

/** c/common.h hash_value, bit for bit: 24-bit values in [-0.5, 0.5), exact in f32. */
export function hashValue(i: number, seed: number): number {
  let h = Math.imul((i + Math.imul(seed, 0x9e3779b9)) | 0, 2654435761 | 0) >>> 0;
  h = (h ^ (h >>> 15)) >>> 0;
  h = Math.imul(h, 2246822519 | 0) >>> 0;
  h = (h ^ (h >>> 13)) >>> 0;
  return (h >>> 8) / 16777216 - 0.5;
}

export function hashed(n: number, seed: number): Float32Array {
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) a[i] = hashValue(i, seed);
  return a;
}

/** 2-D 5-point stencil over the interior (the corpus stencil also copies the border). */
export function stencil5(src: Float32Array, dst: Float32Array, h: tack.i32, w: tack.i32) {
  for (const [yi, xi] of tack.grid(h - 2, w - 2)) {
    const i = (yi + 1) * w + xi + 1;
    dst[i] = 0.2 * (src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
  }
}

/** How two outputs are compared. */
export type Check =
  /** |a - b| <= atol + rtol * |b| for every element. */
  | { kind: "elementwise"; atol: number; rtol: number }
  /** max |a - b| / max |b| (errors relative to the output's scale: sums that cancel). */
  | { kind: "normwise"; tol: number }
  /** Integer outputs: the fraction of elements that differ (chaotic iterations in f32 vs f64). */
  | { kind: "mismatch"; maxFraction: number };

export interface Case {
  /** Row label. */
  label: string;
  /** The kernel as Tack compiles it. */
  fn: (...args: never[]) => void;
  /** Fresh arguments; `out` is the index of the output compared (nbody: acc). */
  args(): unknown[];
  out: number;
  /** The hand-written plain JS loop over the same arguments. */
  js(args: unknown[]): void;
  /** The C reference binary (c/<bin>.c) and its size arguments (threads, reps, dump follow). */
  cBin: string;
  cArgs: string[];
  /** Tack vs C (both f32) and Tack vs plain JS (f64 arithmetic, stored to the output dtype). */
  checkC: Check;
  checkJs: Check;
  /** Timed launches per round, rounds (memory-bound kernels take more: bandwidth on the shared VM swings
   * by ±20% over seconds, so many short interleaved rounds); plain-JS runs. */
  perRound: number;
  rounds: number;
  plainRuns: number;
  /** What a run does, for the table. */
  work: string;
}

const SAXPY_A = 1.5;

function saxpyCase(log2n: number): Case {
  const n = 2 ** log2n;
  return {
    label: `saxpy 2^${log2n} f32`,
    fn: saxpy,
    args: () => [hashed(n, 1), hashed(n, 2), new Float32Array(n), SAXPY_A],
    out: 2,
    js(args) {
      const [x, y, out] = args as Float32Array[];
      const a = SAXPY_A;
      for (let i = 0; i < out.length; i++) out[i] = a * x[i] + y[i];
    },
    cBin: "saxpy",
    cArgs: [String(n)],
    checkC: { kind: "elementwise", atol: 1e-6, rtol: 1e-6 },
    checkJs: { kind: "elementwise", atol: 1e-6, rtol: 1e-6 },
    perRound: 5,
    rounds: 12,
    plainRuns: 3,
    work: `${((3 * 4 * n) / 2 ** 20).toFixed(0)} MiB moved`,
  };
}

const MB_W = 2048;
const MB_H = 2048;
const MB_ITER = 256;

const NB_N = 4096;
const NB_DT = 0.001;

const ST_H = 4096;
const ST_W = 4096;

export const cases: Case[] = [
  saxpyCase(24),
  saxpyCase(26),
  {
    label: `mandelbrot ${MB_W}x${MB_H} f32, maxIter ${MB_ITER}`,
    fn: mandelbrot,
    args: () => [new Uint32Array(MB_W * MB_H), MB_W, MB_H, MB_ITER],
    out: 0,
    js(args) {
      const [out, width, height, maxIter] = args as [Uint32Array, number, number, number];
      const sx = 3.0 / width;
      const sy = 2.4 / height;
      for (let py = 0; py < height; py++) {
        const cy = -1.2 + py * sy;
        for (let px = 0; px < width; px++) {
          const cx = -2.2 + px * sx;
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
      }
    },
    cBin: "mandelbrot",
    cArgs: [String(MB_W), String(MB_H), String(MB_ITER)],
    // Escape counts of points near the set's boundary are chaotic: f32 with and without FMA
    // contraction (gcc's default) and f64 (JS) differ on a small fraction of pixels.
    checkC: { kind: "mismatch", maxFraction: 0.01 },
    checkJs: { kind: "mismatch", maxFraction: 0.05 },
    perRound: 3,
    rounds: 5,
    plainRuns: 1,
    work: `${MB_W * MB_H} pixels`,
  },
  {
    label: `nbody ${NB_N} bodies f32 (all pairs)`,
    fn: nbody,
    args: () => [hashed(3 * NB_N, 3), new Float32Array(3 * NB_N), new Float32Array(3 * NB_N), NB_N, NB_DT],
    out: 2,
    js(args) {
      const [pos, vel, acc, n, dt] = args as [Float32Array, Float32Array, Float32Array, number, number];
      const eps = 0.01;
      for (let i = 0; i < n; i++) {
        const xi = pos[3 * i], yi = pos[3 * i + 1], zi = pos[3 * i + 2];
        let ax = 0, ay = 0, az = 0;
        for (let j = 0; j < n; j++) {
          const dx = pos[3 * j] - xi;
          const dy = pos[3 * j + 1] - yi;
          const dz = pos[3 * j + 2] - zi;
          const inv = 1 / Math.sqrt(dx * dx + dy * dy + dz * dz + eps);
          const s = inv * inv * inv;
          ax += dx * s;
          ay += dy * s;
          az += dz * s;
        }
        acc[3 * i] = ax;
        acc[3 * i + 1] = ay;
        acc[3 * i + 2] = az;
        vel[3 * i] += ax * dt;
        vel[3 * i + 1] += ay * dt;
        vel[3 * i + 2] += az * dt;
      }
    },
    cBin: "nbody",
    cArgs: [String(NB_N)],
    checkC: { kind: "normwise", tol: 1e-4 },
    checkJs: { kind: "normwise", tol: 1e-3 },
    perRound: 5,
    rounds: 5,
    plainRuns: 3,
    work: `${NB_N * NB_N} interactions`,
  },
  {
    label: `stencil 5-point ${ST_H}x${ST_W} f32, interior`,
    fn: stencil5,
    args: () => [hashed(ST_H * ST_W, 4), new Float32Array(ST_H * ST_W), ST_H, ST_W],
    out: 1,
    js(args) {
      const [src, dst, h, w] = args as [Float32Array, Float32Array, number, number];
      for (let y = 1; y < h - 1; y++) {
        for (let x = 1; x < w - 1; x++) {
          const i = y * w + x;
          dst[i] = 0.2 * (src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
        }
      }
    },
    cBin: "stencil",
    cArgs: [String(ST_H), String(ST_W)],
    checkC: { kind: "elementwise", atol: 1e-6, rtol: 1e-6 },
    checkJs: { kind: "elementwise", atol: 1e-6, rtol: 1e-6 },
    perRound: 5,
    rounds: 12,
    plainRuns: 3,
    work: `${(ST_H - 2) * (ST_W - 2)} points`,
  },
];
