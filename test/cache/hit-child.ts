// A fresh process for the warm-hit tests: one kernel given as a function (its plain run needs
// no compiler), run once against its plain run. With WAIT=1 the kernel is made, then the
// process waits (until the cache counts a hit and the launch path's rehearsal ran, at most
// 30 s) before the launch: tack.kernel's prefetch has loaded the variant by then. Prints
// `@@TACK_RESULT {json}`: compiler instances this thread made (wasm/host.ts counts them), the
// disk reads the launch itself made, the cache's hits, the rehearsals (runtime/kernel.ts) and
// the shim's launches before the kernel's own (`empty`: over an empty range, which never calls
// the kernel; `ran`: over a non-empty one; launch and launchAsync), the stored codes (IR text)
// decoded (runtime/variant-entry.ts: a hit needs none), and the compare. DEVICE=wasm:
// the same on the wasm device, its ranges counted where WasmProgram runs them, and `poolLoads`:
// programs handed to the pool's workers before the launch.
import * as tack from "../../runtime/index.js";
import { loadCpuShim, type CpuShim } from "../../runtime/backends/cpu-shim.js";
import { WasmPool } from "../../runtime/backends/wasm-pool.js";
import { WasmProgram } from "../../runtime/backends/wasm-program.js";
import { diskCache } from "../../runtime/disk-cache.js";
import { launchRehearsals } from "../../runtime/kernel.js";
import { storedCodeDecodes } from "../../runtime/variant-entry.js";
import { compilerInstancesMade } from "../../wasm/host.js";
import { distinctArgs } from "../workers/kernels.js";

const early = { empty: 0, ran: 0 };
const count = (start: number, end: number) => {
  if (start < end) early.ran++;
  else early.empty++;
};
let wasmPoolLoads = 0;
if (process.env.DEVICE === "wasm") {
  // the wasm device (DEVICE=wasm): a launch runs its range through WasmProgram's runSync (the
  // calling thread, or the pool with it) or the pool's runAsync, the only callers of the chunk
  tack.setDefaultDevice("wasm", { numThreads: 2 });
  const proto = WasmProgram.prototype as unknown as { runSync(slots: number, start: number, end: number): void };
  const runSync = proto.runSync;
  proto.runSync = function (this: unknown, slots: number, start: number, end: number) {
    count(start, end);
    return runSync.call(this, slots, start, end);
  };
  // the pool's workers handed a program before the launch (its rehearsal starts the pool)
  const load = WasmPool.prototype.load;
  WasmPool.prototype.load = function (this: WasmPool, ...a: Parameters<WasmPool["load"]>) {
    wasmPoolLoads++;
    return load.apply(this, a);
  };
  const runAsync = WasmPool.prototype.runAsync;
  WasmPool.prototype.runAsync = function (this: WasmPool, ...a: Parameters<WasmPool["runAsync"]>) {
    count(a[1].start, a[1].end);
    return runAsync.apply(this, a);
  };
} else {
  tack.getDefaultDevice();
  // every shim launch before the kernel's own (programs take shim.launch when they are made)
  const shim = loadCpuShim() as CpuShim;
  const launch = shim.launch;
  shim.launch = (...a: Parameters<CpuShim["launch"]>) => {
    count(a[2], a[3]);
    return launch(...a);
  };
  const launchAsync = shim.launchAsync;
  shim.launchAsync = (...a: Parameters<CpuShim["launchAsync"]>) => {
    count(a[2], a[3]);
    return launchAsync(...a);
  };
}
const k = tack.kernel(function hitRef(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = (x[i] - 1.5 * y[i]) * a + 0.25;
}, { tier: "optimized" });
const args = distinctArgs(5);
const ref = distinctArgs(5);
k.plain(...ref);
if (process.env.WAIT === "1") {
  const deadline = Date.now() + 30_000;
  while ((tack.cache.stats().hits === 0 || launchRehearsals() === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}
const before_ = { ...early };
const poolLoads = process.env.DEVICE === "wasm" ? { poolLoads: wasmPoolLoads } : {};
const cache = diskCache();
let reads = 0;
const readSync = cache.readSync.bind(cache);
cache.readSync = (...a: Parameters<typeof readSync>) => {
  reads++;
  return readSync(...a);
};
const before = compilerInstancesMade();
k(...args);
const wrong = args[2].filter((v, i) => !(Math.abs(v - ref[2][i]) <= 1e-5 * Math.max(1, Math.abs(ref[2][i])))).length;
console.log(`@@TACK_RESULT ${JSON.stringify({ before, instances: compilerInstancesMade() - before, reads, hits: tack.cache.stats().hits, rehearsals: launchRehearsals(), early: before_, ...poolLoads, decodes: storedCodeDecodes(), wrong })}`);
