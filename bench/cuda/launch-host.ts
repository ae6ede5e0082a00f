/**
 * The host side of a warm launch (issue 10: ≤ 1.15× a raw cuLaunchKernel loop), measurable
 * without a GPU: with the stand-in driver of bench/cuda/stub (every driver call answers at
 * once, a launch does nothing) the time per call is exactly what Tack adds above
 * cuLaunchKernel: dispatch in JS, the N-API call and the shim's argument reading. On the GPU
 * machine the same script measures the real thing (bench/cuda/run.ts's launchUs row).
 *
 *   eval "$(bash bench/cuda/stub/build.sh)"; node --import tsx bench/cuda/launch-host.ts
 *
 * Rows, each a layer of the same launch: `kernel` is saxpy5(x, y, out, 2.5, n) as run.ts calls
 * it (3 device arrays, 2 scalars); `plan` its LaunchPlan.launch (no dispatch); `program` its
 * GpuProgram.launch (no range evaluation); `bound` the plan's own launch function, which the
 * runtime calls (the N-API floor of its path: no argument, no handle to check); `packed` the
 * shim's launchPacked(handle); `shim` the older launch(ctx, plan, grid, block, ...buffers)
 * with the same buffers. Median µs per call of 7 repetitions of 20000 calls.
 *
 * Then the anchor in the same process (`interleaved`): the shim's rawLaunchLoop (bare
 * cuLaunchKernel calls on the same plan, context, stream, kernel and parameters) and the kernel
 * call, alternating in ABBA rounds; each round's ratio kernel / raw, the median ratio reported.
 * Two ways each: `saturated`, 20000 launches back to back (as raw_launch.cu: on the H200 a tiny
 * launch takes ~3.9 µs of GPU time, so the queue fills and both loops may wait for the GPU, not
 * the host), and `chunked`, 200 launches timed then an untimed synchronize, 100 times (the queue
 * never fills: host cost alone).
 */
import * as tack from "../../runtime/index.js";
import type { CudaBackend } from "../../runtime/backends/cuda.js";
import { LaunchPlan } from "../../runtime/launch.js";

const device = tack.setDefaultDevice("cuda");
const backend = device.backend as CudaBackend;
const CALLS = 20000;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

/** Median µs per call; on a loaded machine (TACK_BENCH_CPU_TIME=1) the process's CPU time, steadier than the clock. */
function perCallUs(body: () => void): number {
  const cpuTime = process.env.TACK_BENCH_CPU_TIME === "1";
  const now = (): number => {
    if (!cpuTime) return performance.now() * 1000;
    const u = process.cpuUsage();
    return u.user + u.system;
  };
  const us: number[] = [];
  for (let r = 0; r < 7; r++) {
    device.synchronize();
    const t0 = now();
    for (let i = 0; i < CALLS; i++) body();
    const t1 = now();
    device.synchronize();
    if (r >= 2) us.push((t1 - t0) / CALLS);
  }
  return median(us);
}

function saxpy5Source(x: Float32Array, y: Float32Array, out: Float32Array, a: number, n: tack.i32) {
  for (const i of tack.range(n)) out[i] = a * x[i] + y[i];
}
const saxpy5 = tack.kernel(saxpy5Source, { name: "saxpy5" });
const xs = tack.empty(16384, "f32", { device }).fill(1);
const ys = tack.empty(16384, "f32", { device }).fill(2);
const os = tack.empty(16384, "f32", { device });
saxpy5(xs, ys, os, 2.5, 1000);
const kernelUs = perCallUs(() => saxpy5(xs, ys, os, 2.5, 1000));

// the layers below tack.kernel's dispatch: the variant's LaunchPlan, then its GpuProgram
const result = tack.compile(saxpy5Source, { name: "saxpy5", target: "cuda", signature: "f32[], f32[], f32[], f32, i32", noalias: true });
const plan = new LaunchPlan("saxpy5", result, backend.buildVariant("saxpy5", result));
const args = [xs, ys, os, 2.5, 1000];
const planUs = perCallUs(() => plan.launch(args));
const programUs = perCallUs(() => plan.program.launch(args, 0, 1000));

// the shim alone, on the same plan (its kernel, its pack as the runtime leaves it)
const shim = backend.shim;
const program = plan.program as unknown as { plan: { handle: never; launch: () => void }; status: { handle: never } };
const handle = program.plan.handle;
const handles = [xs, ys, os].map((a) => (a.buffer as unknown as { handle: never }).handle);
const shimUs = perCallUs(() => shim.launch(backend.ctx, handle, 4, 256, handles[0], handles[1], handles[2], program.status.handle));
// launchPacked: grid, block and addresses are what the last runtime launch wrote
plan.launch(args);
const packedUs = shim.launchPacked ? perCallUs(() => shim.launchPacked!(handle)) : null;
const bound = program.plan.launch;
const boundUs = perCallUs(() => bound());

/** µs per launch of `body` run `count` times: `chunk` launches timed, then an untimed wait, until `count`. */
function chunkedUs(body: () => void, count: number, chunk: number): number {
  let us = 0;
  for (let done = 0; done < count; done += chunk) {
    device.synchronize();
    const t0 = process.hrtime.bigint();
    body();
    us += Number(process.hrtime.bigint() - t0) / 1000;
  }
  device.synchronize();
  return us / count;
}

/**
 * ABBA rounds of Tack's kernel call and the raw loop; medians of each and of the per-round
 * ratio. `rawBindUs`: the raw loop with the context bound before each launch as the shim's
 * launch does (cuCtxGetCurrent; a shim that ignores the flag measures the plain loop again),
 * in the same rounds: `rawBindUs - rawUs` is what that check costs per launch.
 */
function interleaved(chunk: number, rounds: number): { tackUs: number; rawUs: number; rawBindUs: number; ratio: number; ratios: number[] } {
  const raw = shim.rawLaunchLoop!;
  plan.launch(args); // the raw loop launches the pack this leaves
  const tack = () => {
    for (let i = 0; i < chunk; i++) saxpy5(xs, ys, os, 2.5, 1000);
  };
  const rawChunk = (bindEach: boolean) => () => {
    const e = raw(handle, chunk, bindEach);
    if (e !== 0) throw new Error(`rawLaunchLoop: CUresult ${e}`);
  };
  const rawPlain = rawChunk(false);
  const rawBind = rawChunk(true);
  const tackUs: number[] = [];
  const rawUs: number[] = [];
  const rawBindUs: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < rounds + 1; r++) {
    let t = 0;
    let w = 0;
    let b = 0;
    if (r % 2 === 0) {
      w = chunkedUs(rawPlain, 20000, chunk);
      t = chunkedUs(tack, 20000, chunk);
      b = chunkedUs(rawBind, 20000, chunk);
    } else {
      b = chunkedUs(rawBind, 20000, chunk);
      t = chunkedUs(tack, 20000, chunk);
      w = chunkedUs(rawPlain, 20000, chunk);
    }
    if (r === 0) continue; // warm-up
    tackUs.push(t);
    rawUs.push(w);
    rawBindUs.push(b);
    ratios.push(t / w);
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    tackUs: round(median(tackUs)), rawUs: round(median(rawUs)), rawBindUs: round(median(rawBindUs)),
    ratio: round(median(ratios)), ratios: ratios.map(round),
  };
}

const both = shim.rawLaunchLoop
  ? { saturated: interleaved(20000, 8), chunked: interleaved(200, 8) }
  : "the shim has no rawLaunchLoop (built before it)";

console.log(JSON.stringify({ device: backend.info.name, kernelUs, planUs, programUs, boundUs, packedUs, shimUs, interleaved: both }));
