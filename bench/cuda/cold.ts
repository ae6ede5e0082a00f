/**
 * Cold compile + load + first launch on CUDA, in a fresh process (bench/cuda/run.ts's third
 * row): the device is made first (context creation is not the compile's), then the clock
 * runs from the NVRTC compile of saxpy to its first result on the host. Prints one JSON line.
 */
import * as tack from "../../runtime/index.js";
import type { CudaBackend } from "../../runtime/backends/cuda.js";
import { LaunchPlan } from "../../runtime/launch.js";
import { resultOf, SAXPY, sourceOf } from "../../test/gpu/handwritten.js";

const device = tack.device("cuda");
const backend = device.backend as CudaBackend;
const x = tack.empty(1000, "f32", { device }).fill(1);
const y = tack.empty(1000, "f32", { device }).fill(2);
const out = tack.empty(1000, "f32", { device });
device.synchronize();
const result = resultOf(SAXPY, "cuda");
const t0 = performance.now();
const program = backend.buildVariant("saxpy", result);
const t1 = performance.now();
const plan = new LaunchPlan("saxpy", result, program, [sourceOf(SAXPY, "cuda")]);
plan.launch([x, y, out, 2.0]);
const v = out.get(999);
const t2 = performance.now();
const image = program.artifact as { kind: string; ms: number };
console.log(JSON.stringify({ coldMs: t2 - t0, compileAndLoadMs: t1 - t0, nvrtcMs: image.ms, imageKind: image.kind, value: v }));
