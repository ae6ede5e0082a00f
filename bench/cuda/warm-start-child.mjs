// The child of `bench/cuda/warm-start.ts`: with --dist, in plain Node from the package entry that
// the tree's package.json names (as `import "tack"` loads it; with the code cache where the tree
// has one); without, the sources (BENCH_SOURCES=1, run through tsx). Prints one `@@RESULT {json}` line.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";

// BENCH_DIST_ROOT: another checkout's build (warm-start.ts --root=DIR), for an A/B in one run
const root = process.env.BENCH_DIST_ROOT || fileURLToPath(new URL("../../", import.meta.url));
const entry = process.env.BENCH_SOURCES === "1"
  ? new URL("../../runtime/index.ts", import.meta.url).href
  : pathToFileURL(join(root, JSON.parse(readFileSync(join(root, "package.json"), "utf8")).exports["."].default)).href;
const t0 = performance.now();
const tack = await import(entry);
const importMs = performance.now() - t0;
const device = tack.setDefaultDevice(process.env.BENCH_DEVICE ?? "cuda");
const n = 1000;
const x = tack.empty(n, "f32", { device }).fill(1);
const y = tack.empty(n, "f32", { device }).fill(2);
const out = tack.empty(n, "f32", { device });
device.synchronize();
const saxpy = tack.kernel(function saxpy(x, y, out, a) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
});
if (process.env.BENCH_IDLE_MS) await new Promise((r) => setTimeout(r, Number(process.env.BENCH_IDLE_MS)));
const t1 = performance.now();
saxpy(x, y, out, 2.5);
const v = out.get(n - 1);
const firstMs = performance.now() - t1;
// the stand-in driver of stub/ runs no kernel: its results are not checked
if (v !== 4.5 && !device.label.includes("Stub GPU")) throw new Error(`wrong result ${v}`);
const times = [];
for (let i = 0; i < 9; i++) {
  const t = performance.now();
  saxpy(x, y, out, 2.5);
  out.get(n - 1);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const stats = tack.cache.stats();
console.log("@@RESULT " + JSON.stringify({ firstMs, steadyMs: times[4], importMs, hits: stats.hits, code: stats.code?.status ?? "none" }));
