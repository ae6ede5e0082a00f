/**
 * Cold compile + load + first launch on CUDA, in a fresh process (bench/cuda/run.ts's third
 * row): the device is made and the arrays are on it first (context creation is not the
 * compile's), then the clock runs from the first call of a kernel (Tack's front end, NVRTC to
 * a CUBIN, cuModuleLoadData, the launch) to its first result on the host. Prints one JSON line.
 */
import * as tack from "../../runtime/index.js";
import { compilerWarmUpStats } from "../../workers/compiler-warm-up.js";
import { compilerPreparesStarted } from "../../wasm/host.js";

const device = tack.setDefaultDevice("cuda");
const x = tack.empty(1000, "f32", { device }).fill(1);
const y = tack.empty(1000, "f32", { device }).fill(2);
const out = tack.empty(1000, "f32", { device });
device.synchronize();
const t0 = performance.now();
const saxpy = tack.kernel(function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
});
saxpy(x, y, out, 2.5);
const v = out.get(999);
const t1 = performance.now();
// warmUp: whether the compiler was warmed, by the eager compile at import (wasm/host.ts
// prepareCompilerModule) or the warm-up worker (workers/compiler-warm-up.ts); TACK_WARMUP, on by default with >= 4 cores
console.log(JSON.stringify({ coldMs: t1 - t0, value: v, warmUp: compilerPreparesStarted() > 0 || compilerWarmUpStats().started > 0 }));
