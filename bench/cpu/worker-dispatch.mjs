// Host cost of a small synchronous launch on the main thread and in a worker thread (issue 7:
// a worker's launch with no time limit runs detached so that worker.terminate() can stop it).
// Run after `npm run build`:  node bench/cpu/worker-dispatch.mjs [limit]
// With "limit" the kernel gets a timeoutMs and launches inline in the worker too.
// Measured 2026-11-30 on this 2-core VM at load 0.1: main 1.4-2.7 us; worker 20 us detached, 2.2 us with a limit.
import { Worker, isMainThread, parentPort } from "node:worker_threads";
const tack = await import("../../dist/runtime/index.js");
const k = tack.kernel(function add1(x, out) { for (const i of tack.range(out.length)) out[i] = x[i] + 1; });
const x = new Float32Array(64), out = new Float32Array(64);
function bench() {
  const kk = process.argv[2] ? k.withLimits({ timeoutMs: 60000 }) : k; for (let i = 0; i < 2000; i++) kk(x, out);
  const r = [];
  for (let rep = 0; rep < 5; rep++) { const t0 = performance.now(); for (let i = 0; i < 5000; i++) kk(x, out); r.push((performance.now() - t0) / 5000 * 1000); }
  r.sort((a, b) => a - b); return r[2].toFixed(2) + " us";
}
if (isMainThread) {
  console.log("main  ", bench());
  const w = new Worker(new URL(import.meta.url), { argv: process.argv.slice(2) });
  w.on("message", (m) => { console.log("worker", m); w.terminate(); });
} else parentPort.postMessage(bench());
