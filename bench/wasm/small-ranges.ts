/**
 * Small and mid-size launches on the wasm device: whether a range runs on the calling thread
 * or through the pool, and what each costs. Per size (saxpy over 2^10 ... 2^20 f32), the wasm
 * device with T threads against one thread and against the cpu device with T threads: the
 * median µs per launch over rounds of `--launches` launches, after as many to learn the range's
 * cost, and the share of the T-thread device's launches that went through its pool (pool.jobs).
 *
 *   node --import tsx bench/wasm/small-ranges.ts [--threads T] [--rounds 15] [--launches 200]
 *
 * What it checks (session 12): a range of a few µs used to go through the pool at every launch
 * once a first parallel launch had priced it at its wall time times the threads.
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import * as tack from "../../runtime/index.js";
import type { WasmBackend } from "../../runtime/backends/wasm.js";
import { median } from "./cpu-time-rounds.js";

const { values } = parseArgs({
  options: {
    threads: { type: "string", default: String(availableParallelism()) },
    rounds: { type: "string", default: "15" },
    launches: { type: "string", default: "200" },
  },
});
const T = Number(values.threads);
const ROUNDS = Number(values.rounds);
const LAUNCHES = Number(values.launches);

const saxpy = tack.kernel(function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
}, { tier: "optimized" });

const wasmT = tack.device("wasm", { numThreads: T });
const wasm1 = tack.device("wasm", { numThreads: 1 });
const cpuAvailable = tack.devices().find((d) => d.type === "cpu")?.available === true;
const cpuT = cpuAvailable ? tack.device("cpu", { numThreads: T }) : null;
const pool = (wasmT.backend as WasmBackend).pool();

/** Median µs per launch on `d` over a range of n, and the pool jobs per launch when `counted`. */
function time(d: tack.Device, n: number, counted: boolean): { us: number; pooled: number } {
  const x = tack.array(Float32Array.from({ length: n }, () => Math.random()), { device: d });
  const y = tack.array(Float32Array.from({ length: n }, () => Math.random()), { device: d });
  const out = tack.empty(n, "f32", { device: d });
  for (let i = 0; i < LAUNCHES; i++) saxpy(x, y, out, 2);
  const jobs0 = pool.jobs;
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    for (let i = 0; i < LAUNCHES; i++) saxpy(x, y, out, 2);
    rounds.push(((performance.now() - t0) * 1000) / LAUNCHES);
  }
  const pooled = counted ? (pool.jobs - jobs0) / (ROUNDS * LAUNCHES) : NaN;
  for (const a of [x, y, out]) if (d.type === "wasm") tack.wasmFree(a);
  return { us: median(rounds), pooled };
}

const lines = [
  `| n | wasm ${T} threads µs | share through the pool | wasm 1 thread µs | ${cpuT ? `cpu ${T} threads µs` : "cpu (unavailable)"} |`,
  "|---:|---:|---:|---:|---:|",
];
for (const log2 of [10, 12, 14, 16, 18, 20]) {
  const n = 2 ** log2;
  const w = time(wasmT, n, true);
  const one = time(wasm1, n, false);
  const c = cpuT ? time(cpuT, n, false).us.toFixed(1) : "-";
  lines.push(`| 2^${log2} | ${w.us.toFixed(1)} | ${(100 * w.pooled).toFixed(0)}% | ${one.us.toFixed(1)} | ${c} |`);
}
process.stdout.write(`saxpy f32, ${ROUNDS} rounds of ${LAUNCHES} launches, medians\n\n${lines.join("\n")}\n`);
process.exit(0);
