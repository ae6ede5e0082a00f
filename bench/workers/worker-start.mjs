// How long a worker thread takes to start on this machine: from `new Worker` (on the main thread,
// itself timed) to the first line of its script, with the main thread idle (Atomics.wait) and
// busy (a spin), fresh processes, 400 ms each. Session 9 (compilerprep) measured it to decide
// whether a worker started at Tack's import could compile the compiler's Wasm module before an
// at-once script's first request (it could not: ~40 ms on the 16-core host, bench/workers/RESULTS.md).
//
//   node bench/workers/worker-start.mjs [runs=9]
import { execSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const runs = Number(process.argv[2] ?? 9);
const work = mkdtempSync(join(tmpdir(), "tack-worker-start-"));
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const run = (file, env) => {
  const r = spawnSync(process.execPath, [join(work, file)], { env: { ...process.env, ...env }, encoding: "utf8" });
  const line = (r.stdout ?? "").split("\n").find((l) => l.startsWith("@@"));
  if (r.status !== 0 || !line) throw new Error(`${file}: exit ${r.status}\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(line.slice(2));
};

writeFileSync(join(work, "bare.mjs"), `
import { Worker } from "node:worker_threads";
const state = new Float64Array(new SharedArrayBuffer(8));
const t = performance.timeOrigin + performance.now();
const w = new Worker('const { workerData } = require("node:worker_threads"); workerData.state[0] = performance.timeOrigin + performance.now() - workerData.t;',
  { eval: true, workerData: { state, t }, execArgv: [], stdout: true, stderr: true, trackUnmanagedFds: false });
w.unref();
const newMs = performance.timeOrigin + performance.now() - t;
const t1 = performance.now();
if (process.env.BUSY) { let x = 0; while (performance.now() - t1 < 400) x++; }
else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
console.log("@@" + JSON.stringify({ newMs, startMs: state[0] || null }));
`);
console.log(`load: ${execSync("uptime").toString().trim()}`);
const bare = { idle: [], busy: [] };
for (let i = 0; i < runs; i++) for (const k of ["idle", "busy"]) bare[k].push(run("bare.mjs", k === "busy" ? { BUSY: "1" } : {}));
console.log(`a bare worker, median of ${runs} fresh processes: new Worker on the main thread / its script's first line after (ms)`);
for (const k of ["idle", "busy"]) {
  const started = bare[k].filter((r) => r.startMs !== null).map((r) => r.startMs);
  const late = bare[k].length - started.length;
  console.log(`| main ${k} | ${median(bare[k].map((r) => r.newMs)).toFixed(2)} | ${started.length ? `${median(started).toFixed(1)} (min ${Math.min(...started).toFixed(1)}, max ${Math.max(...started).toFixed(1)})` : "-"}${late ? `; ${late} not within 400 ms` : ""} |`);
}

console.log(`load after: ${execSync("uptime").toString().trim()}`);
rmSync(work, { recursive: true, force: true });
