/**
 * bench/cuda (issue 10, item 6), one run on the GPU machine (scripts/gpu-run.sh runs it after
 * building the references there): Tack's CUDA backend against
 *   - saxpy over 2^28 f32: hand-written CUDA C (saxpy.cu, nvcc -O3 -arch=sm_90);
 *   - host cost per warm launch (small n): a raw cuLaunchKernel loop with the same entry
 *     parameters (raw_launch.cu);
 *   - cold NVRTC compile + load + first launch (cold.ts, a fresh process);
 *   - f32 sum over 2^28: CuPy (cupy_sum.py).
 * Tack's side runs the runtime's LaunchPlan on CudaBackend with the hand-written kernels of
 * test/gpu/handwritten.ts (the generated kernels' ABI). Prints one JSON object.
 */
import * as tack from "../../runtime/index.js";
import type { CudaBackend } from "../../runtime/backends/cuda.js";
import { LaunchPlan } from "../../runtime/launch.js";
import { resultOf, SAXPY, sourceOf } from "../../test/gpu/handwritten.js";

const device = tack.device("cuda");
const backend = device.backend as CudaBackend;
const result = resultOf(SAXPY, "cuda");
const plan = new LaunchPlan("saxpy", result, backend.buildVariant("saxpy", result), [sourceOf(SAXPY, "cuda")]);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

// saxpy over 2^28: host clock around launch + synchronize (LaunchPlan queues 2^26-item slices)
const N = 2 ** 28;
const x = tack.empty(N, "f32", { device }).fill(1);
const y = tack.empty(N, "f32", { device }).fill(2);
const out = tack.empty(N, "f32", { device });
const saxpyMs: number[] = [];
for (let r = 0; r < 23; r++) {
  device.synchronize();
  const t0 = performance.now();
  plan.launch([x, y, out, 2.0]);
  device.synchronize();
  if (r >= 3) saxpyMs.push(performance.now() - t0);
}
const check = out.get(N - 1);

// host cost per warm launch: n = 1000, 20000 launches per repetition, median of 5
const n = 1000;
const xs = tack.empty(n, "f32", { device }).fill(1);
const ys = tack.empty(n, "f32", { device }).fill(2);
const os = tack.empty(n, "f32", { device });
const args = [xs, ys, os, 2.0];
const launchUs: number[] = [];
for (let r = 0; r < 7; r++) {
  device.synchronize();
  const t0 = performance.now();
  for (let i = 0; i < 20000; i++) plan.launch(args);
  const t1 = performance.now();
  device.synchronize();
  if (r >= 2) launchUs.push(((t1 - t0) * 1000) / 20000);
}

// f32 sum over 2^28 on the device (two launches and an 8-byte read)
const s = tack.empty(N, "f32", { device }).fill(0.5);
const sumMs: number[] = [];
let total = 0;
for (let r = 0; r < 23; r++) {
  device.synchronize();
  const t0 = performance.now();
  total = s.sum();
  if (r >= 3) sumMs.push(performance.now() - t0);
}

console.log(JSON.stringify({
  device: backend.info.name,
  nvrtc: backend.shim.nvrtcInfo(),
  saxpyMs: median(saxpyMs),
  saxpyTBs: (3 * 4 * N) / (median(saxpyMs) * 1e-3) / 1e12,
  saxpyCheck: check,
  launchUs: median(launchUs),
  sumMs: median(sumMs),
  sum: total,
  sumExpected: N / 2,
}));
