/**
 * Event-loop delay while 100 distinct kernels compile through launchAsync (a server's compile
 * storm), with monitorEventLoopDelay at 1 ms resolution; the disk cache off.
 *
 *   node --import tsx bench/workers/event-loop.ts [kernels=100] [tier=optimized]
 *
 * TACK_BENCH_DIST=1 runs Tack from the built dist/ (`npx tsc -p tsconfig.build.json` first):
 * the compile workers then start from dist/workers/compile-worker.js, as in a user's process,
 * instead of an esbuild bundle of the sources made on the event loop (a 20-30 ms stall of its
 * own under tsx).
 */
import { execSync } from "node:child_process";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type * as Tack from "../../runtime/index.js";
import { distinctArgs, distinctSource } from "../../test/workers/kernels.js";

process.env.TACK_CACHE = "off";
const tack = (await import(process.env.TACK_BENCH_DIST === "1" ? "../../dist/runtime/index.js" : "../../runtime/index.js")) as typeof Tack;
console.log(`tack from ${process.env.TACK_BENCH_DIST === "1" ? "dist/ (plain JS)" : "the sources (tsx)"}`);
const count = Number(process.argv[2] ?? 100);
const tier = (process.argv[3] ?? "optimized") as "optimized";
console.log(`load before: ${execSync("uptime").toString().trim()}`);
tack.getDefaultDevice();
const kernels = Array.from({ length: count }, (_, j) => tack.kernel(distinctSource(5000 + j), { tier }));
// the baseline: the same histogram over an idle loop, so the machine's own load can be told apart
const idle = monitorEventLoopDelay({ resolution: 1 });
idle.enable();
await new Promise((r) => setTimeout(r, 3000));
idle.disable();
const h = monitorEventLoopDelay({ resolution: 1 });
h.enable();
const t0 = performance.now();
await Promise.all(kernels.map((k, j) => k.launchAsync(...distinctArgs(j))));
const ms = performance.now() - t0;
h.disable();
const p = (q: number) => (h.percentile(q) / 1e6).toFixed(2);
console.log(`${count} kernels (tier ${tier}) in ${ms.toFixed(0)} ms on ${tack.compilePool.stats().workersStarted} compile workers`);
console.log(`event-loop delay: p50 ${p(50)} ms, p99 ${p(99)} ms, max ${(h.max / 1e6).toFixed(2)} ms`);
console.log(`idle baseline (3 s before): p50 ${(idle.percentile(50) / 1e6).toFixed(2)} ms, p99 ${(idle.percentile(99) / 1e6).toFixed(2)} ms, max ${(idle.max / 1e6).toFixed(2)} ms`);
console.log(`load after: ${execSync("uptime").toString().trim()}`);
