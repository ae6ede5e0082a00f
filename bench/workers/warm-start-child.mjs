// The child of `warm-start.ts --dist`: the same first launch as warm-start.ts's child, from the
// built dist/ in plain Node (no TypeScript loader compiling modules on the way), which is how
// a user's process runs Tack. Prints one `@@RESULT {json}` line.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";

// BENCH_DIST_ROOT: another checkout's build (warm-start.ts --root=DIR), for an A/B in one run;
// the package entry that checkout's package.json names (as `import "tack"` would load it)
const root = process.env.BENCH_DIST_ROOT || fileURLToPath(new URL("../../", import.meta.url));
const entry = pathToFileURL(join(root, JSON.parse(readFileSync(join(root, "package.json"), "utf8")).exports["."].default)).href;
// CPU time (the process's, all threads) beside wall time: the machine may be loaded
const cpuMs = (c) => { const u = process.cpuUsage(c); return (u.user + u.system) / 1000; };
const t0 = performance.now(), c0 = process.cpuUsage();
const tack = await import(entry);
const importMs = performance.now() - t0, importCpuMs = cpuMs(c0);
const t2 = performance.now();
// BENCH_DEVICE: a device type to make the default (warm-start.ts --device=TYPE)
if (process.env.BENCH_DEVICE) tack.setDefaultDevice(process.env.BENCH_DEVICE);
else tack.getDefaultDevice();
const deviceMs = performance.now() - t2;
const saxpy = tack.kernel(function saxpy(x, y, out, a) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
}, { tier: process.env.BENCH_TIER || "optimized" }); // BENCH_TIER: warm-start.ts --tier=TIER
const n = 4096;
const x = new Float32Array(n).map((_, i) => i * 0.5), y = new Float32Array(n).fill(1.25), out = new Float32Array(n);
// time between making the device and the first launch (a server's start), if asked
if (process.env.BENCH_IDLE_MS) await new Promise((r) => setTimeout(r, Number(process.env.BENCH_IDLE_MS)));
// BENCH_ASYNC=1: every launch through launchAsync (a server's), each awaited
const launch = process.env.BENCH_ASYNC === "1" ? () => saxpy.launchAsync(x, y, out, 3) : () => saxpy(x, y, out, 3);
const t1 = performance.now(), c1 = process.cpuUsage();
await launch();
const firstMs = performance.now() - t1, firstCpuMs = cpuMs(c1);
const times = [];
for (let i = 0; i < 9; i++) {
  const t = performance.now();
  await launch();
  times.push(performance.now() - t);
}
if (out[7] !== 3 * 3.5 + 1.25) throw new Error(`wrong result ${out[7]}`);
times.sort((a, b) => a - b);
const stats = tack.cache.stats();
console.log("@@RESULT " + JSON.stringify({ firstMs, firstCpuMs, steadyMs: times[4], importMs, importCpuMs, deviceMs, hits: stats.hits, code: stats.code?.status ?? "none" }));
