// The child of `first-call.ts --dist`: the same first call as first-call.ts's child, in plain
// Node from the package entry (dist/tack.js, with its V8 code cache), which is how a user's
// process runs Tack. The kernels come from BENCH_KERNELS, bench/workers/kernels.ts compiled to
// one ES module whose Tack import is the package entry, BENCH_ENTRY (first-call.ts makes it;
// one URL, so one copy of Tack). Prints one `@@RESULT {json}` line.
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const { realSized } = await import(pathToFileURL(process.env.BENCH_KERNELS).href);
const tack = await import(process.env.BENCH_ENTRY);
const spec = realSized().find((k) => k.name === process.env.KERNEL);
tack.getDefaultDevice();
const k = tack.kernel(spec.fn, { tier: process.env.TIER });
const args = spec.args();
const t0 = performance.now();
k(...args);
const firstMs = performance.now() - t0;
await k.whenOptimized();
const times = [];
for (let i = 0; i < 7; i++) {
  const t = performance.now();
  k(...args);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log("@@RESULT " + JSON.stringify({ firstMs, steadyMs: times[3], code: tack.cache.stats().code?.status ?? "none" }));
