/**
 * bench/cuda (issue 10, item 6), one run on the GPU machine (scripts/gpu-run.sh, which builds
 * the references there and runs this): Tack's CUDA backend running the generated kernels
 * through tack.kernel, against
 *   - saxpy over 2^28 f32: hand-written CUDA C (saxpy.cu, nvcc -O3 -arch=sm_90);
 *   - host cost per warm launch, 5 arguments, small n: raw_launch.cu, a cuLaunchKernel loop
 *     over the same generated code (its PTX, written here) with the same entry parameters;
 *   - cold NVRTC compile + load + first launch: cold.ts, a fresh process;
 *   - f32 sum over 2^28: CuPy (cupy_sum.py).
 * saxpy is timed twice: one call per synchronize (as saxpy.cu times the reference), and ten
 * calls per synchronize (the kernel's rate, with the wait and the status read amortized).
 * Prints one JSON object; writes /tmp/tack_saxpy5.cu and /tmp/tack_saxpy5.args for raw_launch.
 */
import { writeFileSync } from "node:fs";
import * as tack from "../../runtime/index.js";
import type { CudaBackend } from "../../runtime/backends/cuda.js";
import type { GpuKernelAbi } from "../../runtime/backends/gpu-abi.js";

const device = tack.setDefaultDevice("cuda");
const backend = device.backend as CudaBackend;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

const saxpy = tack.kernel(function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
});
function saxpy5Source(x: Float32Array, y: Float32Array, out: Float32Array, a: number, n: number) {
  for (const i of tack.range(n)) out[i] = a * x[i] + y[i];
}
const saxpy5 = tack.kernel(saxpy5Source, { name: "saxpy5" });

// saxpy over 2^28: host clock around the call + synchronize (one launch of the noalias variant)
const N = 2 ** 28;
const x = tack.empty(N, "f32", { device }).fill(1);
const y = tack.empty(N, "f32", { device }).fill(2);
const out = tack.empty(N, "f32", { device });
const saxpyMs: number[] = [];
for (let r = 0; r < 23; r++) {
  device.synchronize();
  const t0 = performance.now();
  saxpy(x, y, out, 2.5);
  device.synchronize();
  if (r >= 3) saxpyMs.push(performance.now() - t0);
}
// the same, 10 calls per synchronize: the kernel's own rate, the wait and status read amortized
const batchMs: number[] = [];
for (let r = 0; r < 7; r++) {
  device.synchronize();
  const t0 = performance.now();
  for (let c = 0; c < 10; c++) saxpy(x, y, out, 2.5);
  device.synchronize();
  if (r >= 2) batchMs.push((performance.now() - t0) / 10);
}
const check = out.get(N - 1);

// host cost per warm launch: 5 arguments, n = 1000, 20000 calls per repetition, median of 5
const n = 1000;
const xs = tack.empty(16384, "f32", { device }).fill(1);
const ys = tack.empty(16384, "f32", { device }).fill(2);
const os = tack.empty(16384, "f32", { device });
const launchUs: number[] = [];
for (let r = 0; r < 7; r++) {
  device.synchronize();
  const t0 = performance.now();
  for (let i = 0; i < 20000; i++) saxpy5(xs, ys, os, 2.5, n);
  const t1 = performance.now();
  device.synchronize();
  if (r >= 2) launchUs.push(((t1 - t0) * 1000) / 20000);
}
// the same generated code and entry parameters for raw_launch.cu
const compiled = tack.compile(saxpy5Source, { name: "saxpy5", target: "cuda", signature: "f32[], f32[], f32[], f32, i32", noalias: true });
const abi = compiled.abi as unknown as GpuKernelAbi;
const spec = abi.params.map((p) => {
  switch (p.role) {
    case "array":
    case "status":
      return "buf";
    case "scalar":
      return p.param === 3 ? "4f:2.5" : p.dtype === "i32" ? `4i:${n}` : p.dtype === "f64" ? `8f:${n}` : `8i:${n}`;
    case "length":
      return "8i:16384";
    case "range-start":
      return "8i:0";
    case "range-end":
      return `8i:${n}`;
    default:
      return "buf";
  }
});
writeFileSync("/tmp/tack_saxpy5.cu", compiled.code);
writeFileSync("/tmp/tack_saxpy5.args", `${abi.entry} ${Math.ceil(n / (256 * (abi.perThread ?? 1)))} ${spec.join(" ")}\n`);

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
  saxpyBatchMs: median(batchMs),
  saxpyBatchTBs: (3 * 4 * N) / (median(batchMs) * 1e-3) / 1e12,
  launchUs: median(launchUs),
  sumMs: median(sumMs),
  sum: total,
  sumExpected: N / 2,
}));
