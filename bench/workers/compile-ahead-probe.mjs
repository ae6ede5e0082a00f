// Whether a worker could compile the compiler's module ahead of an at-once script's first
// request (wasm/compile-ahead.ts, TACK_COMPILE_AHEAD=worker), on this machine:
//
//   node bench/workers/compile-ahead-probe.mjs [runs=9]      # plain Node, this checkout's dist/ (built)
//
// 1. A bare worker's start: from `new Worker` to its script's first line, with the main thread
//    idle (Atomics.wait) and busy (a spin), fresh processes (400 ms each).
// 2. Fresh processes importing the package entry (TACK_WARMUP=on, a disk cache holding only the
//    code cache an earlier process made: the kernel is new) and making a request at once, TACK_COMPILE_AHEAD=worker against the
//    default: import, device, what the worker had done by the first request (the entry's compile
//    ahead, read off its shared state), the first call (a small kernel, tier fast: the compiler's
//    module and one request), medians.
import { execSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const runs = Number(process.argv[2] ?? 9);
const entry = pathToFileURL(fileURLToPath(new URL("../../dist/tack.js", import.meta.url))).href;
const work = mkdtempSync(join(tmpdir(), "tack-ahead-probe-"));
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
writeFileSync(join(work, "atonce.mjs"), `
const t0 = performance.now();
const tack = await import(${JSON.stringify(entry)});
const t1 = performance.now();
tack.getDefaultDevice();
const t2 = performance.now();
const ahead = globalThis[Symbol.for("tack.compileAheadEarly")];
const states = ["not-started", "compiling", "compiled", "failed"];
const atRequest = ahead ? states[Atomics.load(ahead.shared, 1)] : "none";
const k = tack.kernel(function probe(x, y, out, a) { for (const i of tack.range(out.length)) out[i] = (x[i] + y[i]) * a; }, { tier: "fast" });
const n = 4096, x = new Float32Array(n).map(() => Math.random()), y = new Float32Array(n).map(() => Math.random()), out = new Float32Array(n).fill(NaN);
const t3 = performance.now();
k(x, y, out, 1.5);
const t4 = performance.now();
if (!out.every((v, i) => Math.abs(v - (x[i] + y[i]) * 1.5) < 1e-5)) throw new Error("wrong result");
console.log("@@" + JSON.stringify({ importMs: t1 - t0, deviceMs: t2 - t1, atRequest, firstMs: t4 - t3, code: tack.cache.stats().code?.status }));
`);
writeFileSync(join(work, "prime.mjs"), `
const tack = await import(${JSON.stringify(entry)});
const k = tack.kernel(function saxpy(x, y, out, a) { for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i]; }, { tier: "auto" });
const x = new Float32Array(4096).fill(1.5), y = new Float32Array(4096).fill(0.25), out = new Float32Array(4096);
k(x, y, out, 2); await k.whenOptimized(); k(x, y, out, 2);
console.log("@@" + JSON.stringify({ code: tack.cache.stats().code?.status }));
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

const sides = { default: {}, worker: { TACK_COMPILE_AHEAD: "worker" } };
const cacheDirs = {};
for (const [name, env] of Object.entries(sides)) {
  cacheDirs[name] = join(work, `cache-${name}`);
  run("prime.mjs", { ...env, TACK_WARMUP: "on", TACK_CACHE_DIR: cacheDirs[name] });
}
const rs = { default: [], worker: [] };
for (let i = 0; i < runs; i++) {
  for (const [name, env] of Object.entries(sides)) {
    // a disk cache that holds the code cache only: the kernel is new to it
    const dir = join(work, `run-${name}-${i}`);
    cpSync(join(cacheDirs[name], "code"), join(dir, "code"), { recursive: true });
    rs[name].push(run("atonce.mjs", { ...env, TACK_WARMUP: "on", TACK_CACHE: "on", TACK_CACHE_DIR: dir }));
  }
}
console.log(`at once from the package entry (code cache used), median of ${runs} fresh processes, ms`);
console.log("| side | import | device | first call (module + request + build + launch) | the worker at the first request | code cache |");
console.log("|---|---|---|---|---|---|");
for (const [name, r] of Object.entries(rs)) {
  const counts = {};
  for (const x of r) counts[x.atRequest] = (counts[x.atRequest] ?? 0) + 1;
  console.log(`| ${name} | ${median(r.map((x) => x.importMs)).toFixed(1)} | ${median(r.map((x) => x.deviceMs)).toFixed(1)} | ${median(r.map((x) => x.firstMs)).toFixed(1)} | ${Object.entries(counts).map(([k, v]) => `${k} ${v}x`).join(", ")} | ${[...new Set(r.map((x) => x.code))].join(", ")} |`);
}
console.log(`load after: ${execSync("uptime").toString().trim()}`);
rmSync(work, { recursive: true, force: true });
