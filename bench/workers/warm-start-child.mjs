// The child of `warm-start.ts --dist`: the same first launch as warm-start.ts's child, from the
// built dist/ in plain Node (no TypeScript loader compiling modules on the way), which is how
// a user's process runs Tack. Prints one `@@RESULT {json}` line.
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const t0 = performance.now();
// BENCH_DIST_ROOT: another checkout's build (warm-start.ts --root=DIR), for an A/B in one run
const root = process.env.BENCH_DIST_ROOT;
const tack = await import(root ? pathToFileURL(join(root, "dist/runtime/index.js")).href : "../../dist/runtime/index.js");
const importMs = performance.now() - t0;
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
const t1 = performance.now();
await launch();
const firstMs = performance.now() - t1;
const times = [];
for (let i = 0; i < 9; i++) {
  const t = performance.now();
  await launch();
  times.push(performance.now() - t);
}
if (out[7] !== 3 * 3.5 + 1.25) throw new Error(`wrong result ${out[7]}`);
times.sort((a, b) => a - b);
console.log("@@RESULT " + JSON.stringify({ firstMs, steadyMs: times[4], importMs, deviceMs, hits: tack.cache.stats().hits }));
