// A fresh process for the disk-cache tests: runs KERNELS (a count of distinctSource kernels,
// from FIRST) through the sync API or launchAsync (MODE), compares each with its plain run, and
// prints one line `@@TACK_RESULT {json}` with what ran: front-half compiles on this thread and
// on the pool, LLVM compiles (sync, async, background), kernels' object loads (and the device's
// load rehearsals apart), and the cache's counters.
// The plain references are made before counting (a kernel given as text runs plain as the
// compiler's JavaScript of it, which this thread's compiler makes).
import * as tack from "../../runtime/index.js";
import { loadCpuShim, type CpuShim } from "../../runtime/backends/cpu-shim.js";
import { Compiler } from "../../wasm/host.js";
import { distinctArgs, distinctSource } from "../workers/kernels.js";

const count = Number(process.env.KERNELS ?? 1);
const first = Number(process.env.FIRST ?? 0);
const mode = process.env.MODE ?? "sync";
const tier = (process.env.TIER ?? "optimized") as "optimized";

const kernels = Array.from({ length: count }, (_, j) => tack.kernel(distinctSource(first + j), { tier }));
const refs = kernels.map((k, j) => {
  const args = distinctArgs(first + j);
  k.plain(...args);
  return args[2];
});

const counts = { front: 0, llvm: 0, loads: 0, rehearsals: 0 };
const frontCompile = Compiler.prototype.compile;
Compiler.prototype.compile = function (text: string) {
  counts.front++;
  return frontCompile.call(this, text);
};
const shim = loadCpuShim() as CpuShim & Record<string, (...a: unknown[]) => unknown>;
for (const name of ["compile", "compileAsync", "compileBackground"]) {
  const f = shim[name];
  shim[name] = (...a: unknown[]) => {
    counts.llvm++;
    return f(...a);
  };
}
const load = shim.loadObject;
shim.loadObject = (...a: Parameters<typeof load>) => {
  // the device's load rehearsal (runtime/backends/cpu.ts) loads the shim's own object, no kernel's
  if (a[1][0] === shim.rehearsalObject()?.symbols[0]) counts.rehearsals++;
  else counts.loads++;
  return load(...a);
};

let wrong = 0;
await Promise.all(kernels.map(async (k, j) => {
  const args = distinctArgs(first + j);
  if (mode === "async") await k.launchAsync(...args);
  else k(...args);
  // f32 arithmetic against the plain run's f64 (rounded once at the store): harness.ts's f32 tolerance
  if (args[2].some((v, i) => !(Math.abs(v - refs[j][i]) <= 1e-5 * Math.max(1, Math.abs(refs[j][i]))))) wrong++;
}));
await Promise.all(kernels.map((k) => k.whenOptimized()));
const pool = tack.compilePool.stats().completed;
console.log(`@@TACK_RESULT ${JSON.stringify({ ...counts, pool, wrong, cache: tack.cache.stats() })}`);
