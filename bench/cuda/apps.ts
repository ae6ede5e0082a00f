/**
 * bench/cuda/apps.ts (issue 10): three whole kernels on the GPU machine, Tack's CUDA backend
 * against Tack's CPU backend (tier "optimized", every core: 16 there) and, as the raw anchor,
 * the same algorithms hand-written in CUDA C (apps.cu, built and run by scripts/gpu-run.sh):
 *   - matmul 2048x2048 f32 (test/corpus/matmul.ts: one thread per output, naive k-loop);
 *   - 2-D 5-point stencil over the interior of 8192x8192 f32 (bench/cpu/kernels.ts stencil5);
 *   - n-body all pairs, 16384 bodies f32 (test/util/nbody.ts).
 * Each time is host clock around one call and the device's synchronize (the CPU's call
 * returns when done), median over repeats after warm-ups; the outputs of both devices are
 * compared (they read the same hashed inputs). Prints one JSON line per kernel.
 *
 * Run on the GPU machine by scripts/gpu-run.sh; here: TACK_BENCH_GPU=opencl TACK_BENCH_SMALL=1
 * TACK_BENCH_THREADS=2 node --import tsx bench/cuda/apps.ts (PoCL, small sizes) checks the script.
 */
import * as tack from "../../runtime/index.js";
import { nbody } from "../../test/util/nbody.js";

// The kernels of test/corpus/matmul.ts and bench/cpu/kernels.ts (stencil5), here because those
// import "tack", which resolves to dist/, and the GPU machine runs the sources (n-body is the
// shared test/util/nbody.ts, which imports the runtime by path).

function matmul(a: Float32Array, b: Float32Array, c: Float32Array, n: tack.i32, k: tack.i32, m: tack.i32) {
  for (const [i, j] of tack.grid(n, m)) {
    let acc = 0;
    for (const p of tack.range(k)) {
      acc += a[i * k + p] * b[p * m + j];
    }
    c[i * m + j] = acc;
  }
}

function stencil5(src: Float32Array, dst: Float32Array, h: tack.i32, w: tack.i32) {
  for (const [yi, xi] of tack.grid(h - 2, w - 2)) {
    const i = (yi + 1) * w + xi + 1;
    dst[i] = 0.2 * (src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
  }
}

/** bench/cpu/kernels.ts hashValue (c/common.h): 24-bit values in [-0.5, 0.5), exact in f32. */
function hashed(n: number, seed: number): Float32Array {
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    let h = Math.imul((i + Math.imul(seed, 0x9e3779b9)) | 0, 2654435761 | 0) >>> 0;
    h = (h ^ (h >>> 15)) >>> 0;
    h = Math.imul(h, 2246822519 | 0) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
    a[i] = (h >>> 8) / 16777216 - 0.5;
  }
  return a;
}

// TACK_BENCH_GPU=opencl and TACK_BENCH_SMALL=1 try the script on a machine without CUDA
const cuda = tack.device(process.env.TACK_BENCH_GPU ?? "cuda");
const small = process.env.TACK_BENCH_SMALL === "1";
const THREADS = Number(process.env.TACK_BENCH_THREADS ?? 16);
const cpu = tack.device("cpu", { numThreads: THREADS });

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

/** max |a - b| / max |b|: errors relative to the output's scale (sums in another order). */
function normwise(a: Float32Array, b: Float32Array): number {
  let err = 0;
  let scale = 0;
  for (let i = 0; i < a.length; i++) {
    err = Math.max(err, Math.abs(a[i] - b[i]));
    scale = Math.max(scale, Math.abs(b[i]));
  }
  return scale === 0 ? err : err / scale;
}

interface App {
  label: string;
  fn: (...args: never[]) => void;
  /** Host inputs (fresh each call); `out` names the output compared. */
  args(): unknown[];
  out: number;
  /** Floating-point operations or bytes of one run, for the rate column. */
  work: number;
  unit: "GFLOP/s" | "GB/s";
  warm: number;
  reps: number;
  cpuReps: number;
}

const MM = small ? 128 : 2048;
const ST = small ? 512 : 8192;
const NB = small ? 512 : 16384;

const apps: App[] = [
  {
    label: `matmul ${MM}x${MM} f32`,
    fn: matmul,
    args: () => [hashed(MM * MM, 1), hashed(MM * MM, 2), new Float32Array(MM * MM), MM, MM, MM],
    out: 2,
    work: 2 * MM ** 3,
    unit: "GFLOP/s",
    warm: 2,
    reps: 10,
    cpuReps: 3,
  },
  {
    label: `stencil 5-point ${ST}x${ST} f32, interior`,
    fn: stencil5,
    args: () => [hashed(ST * ST, 4), new Float32Array(ST * ST), ST, ST],
    out: 1,
    work: 2 * 4 * (ST - 2) ** 2, // one read and one write of each point, at best
    unit: "GB/s",
    warm: 3,
    reps: 20,
    cpuReps: 5,
  },
  {
    label: `nbody ${NB} bodies f32 (all pairs)`,
    fn: nbody,
    args: () => [hashed(3 * NB, 3), new Float32Array(3 * NB), new Float32Array(3 * NB), NB, 0.001],
    out: 2,
    work: 20 * NB * NB, // the customary 20 flops per interaction
    unit: "GFLOP/s",
    warm: 2,
    reps: 10,
    cpuReps: 3,
  },
];

/** Median ms of `reps` calls (after `warm`), each followed by the device's synchronize. */
function time(device: tack.Device, call: () => void, warm: number, reps: number): number {
  const ms: number[] = [];
  for (let r = 0; r < warm + reps; r++) {
    device.synchronize();
    const t0 = performance.now();
    call();
    device.synchronize();
    if (r >= warm) ms.push(performance.now() - t0);
  }
  return median(ms);
}

for (const app of apps) {
  const k = tack.kernel(app.fn, { tier: "optimized" });
  // CUDA: device arrays, so the time is the kernel's and the launch's, not PCIe copies
  const host = app.args();
  const dev = host.map((a) => (a instanceof Float32Array ? tack.fromTypedArray(a, { device: cuda }) : a));
  const gpuMs = time(cuda, () => (k as unknown as (...a: unknown[]) => void)(...dev), app.warm, app.reps);
  const gpuOut = (dev[app.out] as tack.Array).toTypedArray() as Float32Array;
  // CPU: host TypedArrays on the CPU device (the default device for the call)
  tack.setDefaultDevice(cpu);
  const cpuArgs = app.args();
  const cpuMs = time(cpu, () => (k as unknown as (...a: unknown[]) => void)(...cpuArgs), 1, app.cpuReps);
  tack.setDefaultDevice(cuda);
  const rate = (ms: number) => app.work / (ms * 1e-3) / 1e9;
  console.log(JSON.stringify({
    app: app.label,
    cudaMs: +gpuMs.toFixed(4),
    cpuMs: +cpuMs.toFixed(3),
    cpuThreads: THREADS,
    speedup: +(cpuMs / gpuMs).toFixed(2),
    unit: app.unit,
    cudaRate: +rate(gpuMs).toFixed(1),
    cpuRate: +rate(cpuMs).toFixed(1),
    // the two devices round sums the same way (f32, no contraction): differences are tiny
    cudaVsCpu: normwise(gpuOut, cpuArgs[app.out] as Float32Array),
  }));
}
