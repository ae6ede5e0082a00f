/**
 * Where a many-thread launch of the memory-bound stencil loses against the cpu device (issue 11:
 * 4096² at 16 threads, wasm 1.41 ms against 0.94, with the wasm threads idle part of each
 * launch). One run answers, on the host:
 *
 *  1. **The pool, launch by launch** (`--variants`): the stencil on the wasm device with its
 *     pool tracing each job (runtime/backends/wasm-pool.ts, PoolOptions.trace), interleaved
 *     with the cpu device the way run.ts does (rounds of 5 launches, the devices taking turns),
 *     once per pool variant (a TACK_WASM_POOL string: spin, fanout, caller, chunks, callerSpin;
 *     a new device and pool each, on the same arrays). Per variant: wall ms per launch (the
 *     first of a round, after the cpu device's turn, apart), CPU time, and from the traces when
 *     each thread saw the job (wake latency), whether it slept, its first chunk's start, its
 *     last chunk's end, its own and stolen chunks, the caller's end and the join.
 *  2. **The floor with ideal threads** (`--floor`): T threads already spinning (no wake-up,
 *     no claims) each run a contiguous share of rows with the hand-written Wasm stencil loop
 *     (stencil-floor-wat.ts) on the device's arrays; then copies of the same bytes (Wasm
 *     `memory.copy`, TypedArray.set on the wasm memory, TypedArray.set on a plain
 *     SharedArrayBuffer: the wasm memory's pages against ordinary ones), per thread.
 *     Also the transparent-huge-page setting and the large mappings' AnonHugePages
 *     (/proc/self/smaps): the cpu device's arrays against the wasm memory.
 *  3. **Is the calling thread the slow one** (`--mandelbrot`; RESULTS.md "Session 8 (lead)",
 *     after-stencil): Mandelbrot 2048² on a one-thread wasm device in fresh processes, (a) no
 *     cpu device made, (b) after one cpu-device launch, (c) launched with launchAsync, which
 *     runs it on the pool's one worker thread: ms per launch, 5 launches each, twice, alternated.
 *
 *   node --import tsx bench/wasm/launch-trace.ts [--threads 16] [--variants "spin=1;fanout=16"] [--no-floor] [--no-mandelbrot]
 *
 * The default variants are listed below (VARIANTS); "" is the pool's defaults.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import * as tack from "../../runtime/index.js";
import { compileModule, compileWat, stopCompileWorker } from "../../runtime/backends/wasm-compile.js";
import { newProgramId, POOL_DEFAULTS, WasmPool, type JobTrace } from "../../runtime/backends/wasm-pool.js";
import { hashed, stencil5 } from "../cpu/kernels.js";
import { mandelbrot } from "../../test/corpus/mandelbrot.js";
import { FLOOR_WAT } from "./stencil-floor-wat.js";

// the defaults first and again last (drift), then the worker's spin, the launcher's spin, the
// flat wake, the chunk count and the caller's share, each beside a longer spin
const VARIANTS = [
  "",
  "spin=1",
  "spin=5",
  "callerSpin=1",
  "spin=1,callerSpin=1",
  "fanout=64",
  "spin=1,callerSpin=1,fanout=64",
  "spin=1,callerSpin=1,chunks=4",
  "spin=1,callerSpin=1,chunks=32",
  "spin=1,callerSpin=1,chunks=1",
  "spin=1,callerSpin=1,caller=0",
  "spin=1,callerSpin=1,caller=0.5",
  "",
].join(";");

const { values } = parseArgs({
  options: {
    threads: { type: "string", default: String(Math.min(16, availableParallelism())) },
    variants: { type: "string", default: VARIANTS },
    rounds: { type: "string", default: "12" },
    n: { type: "string", default: "4096" },
    "no-floor": { type: "boolean", default: false },
    "no-mandelbrot": { type: "boolean", default: false },
    child: { type: "string" },
    interleave: { type: "string" },
    "settle-uptime": { type: "string", default: "0" },
  },
});
const T = Number(values.threads);
const N = Number(values.n);
const ROUNDS = Number(values.rounds);
const PER_ROUND = 5;

/** Thread `me`'s rows of the floor's work in mode m (the same text in the workers). */
const FLOOR_SHARE = `
const inst = new WebAssembly.Instance(wd.floorModule, { env: { memory: wd.memory } }).exports;
const rowBytes = 4 * wd.N;
const y0 = 1 + Math.floor(((wd.N - 2) * wd.me) / wd.T), y1 = 1 + Math.floor(((wd.N - 2) * (wd.me + 1)) / wd.T);
const wasmU8 = () => new Uint8Array(wd.memory.buffer);
const pS = new Uint8Array(wd.plainSrc), pD = new Uint8Array(wd.plainDst);
const a = y0 * rowBytes, b = y1 * rowBytes;
function share(mode) {
  if (mode === 0) inst.stencil(wd.sAddr + (y0 - 1) * rowBytes, wd.dAddr + (y0 - 1) * rowBytes, y1 - y0 + 2, wd.N);
  else if (mode === 1) inst.copy(wd.dAddr + a, wd.sAddr + a, b - a);
  else if (mode === 2) { const u = wasmU8(); u.set(u.subarray(wd.sAddr + a, wd.sAddr + b), wd.dAddr + a); }
  else pD.set(pS.subarray(a, b), a);
}
`;

const FLOOR_WORKER = `
const { workerData: wd } = require("node:worker_threads");
${FLOOR_SHARE}
const ctl = new Int32Array(wd.ctl);
const times = new Float64Array(wd.times);
let seen = 0;
for (;;) {
  // spin 2 ms after a launch (launch after launch finds every thread running), then sleep
  let g, k = 0;
  const until = performance.now() + 2;
  while ((g = Atomics.load(ctl, 0)) === seen && ((++k & 63) !== 0 || performance.now() < until));
  if (g === seen) { Atomics.wait(ctl, 0, seen); continue; }
  if (g < 0) break;
  seen = g;
  const t0 = Number(process.hrtime.bigint());
  share(Atomics.load(ctl, 1));
  times[2 * wd.me] = t0;
  times[2 * wd.me + 1] = Number(process.hrtime.bigint());
  Atomics.add(ctl, 2, 1);
}
`;

const median = (xs: number[]): number => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f = (x: number, d = 1): string => (Number.isNaN(x) ? "-" : x.toFixed(d));
const out = (line = ""): void => void process.stdout.write(line + "\n");
const load = (): string => loadavg().map((l) => l.toFixed(2)).join(" ");

if (values.child !== undefined) {
  await mandelbrotChild(values.child);
  process.exit(0);
}

out(`# launch-trace: ${cpus()[0]?.model ?? "?"}, ${availableParallelism()} CPUs, Node ${process.version}, ${T} threads, stencil ${N}², load ${load()}`);
out(`THP enabled: ${readText("/sys/kernel/mm/transparent_hugepage/enabled")}; defrag: ${readText("/sys/kernel/mm/transparent_hugepage/defrag")}`);
out();

const cpuReason = tack.devices().find((d) => d.type === "cpu")?.reason;
const cpu = cpuReason ? null : tack.device("cpu", { numThreads: T });
if (cpuReason) out(`cpu device unavailable: ${cpuReason}`);
const k = tack.kernel(stencil5, { tier: "optimized" }) as unknown as (...a: unknown[]) => void;
const src = hashed(N * N, 4);
const cArgs = cpu ? [tack.array(src, { device: cpu }), tack.zeros(N * N, "f32", { device: cpu }), N, N] : null;
let wArgs: unknown[] | null = null;
const view = (a: unknown): Float32Array => (a as tack.Array).toTypedArray() as Float32Array;

interface Launch {
  ms: number;
  firstOfRound: boolean;
  trace: JobTrace | null;
}

/** Per-variant rows of the summary table, and the launches of the default variant for the detail table. */
const summary: string[] = [];
const details: [string, Launch[]][] = [];
const variantList = values.interleave !== undefined ? [] : values.variants.split(";");
for (const v of variantList) {
  process.env.TACK_WASM_POOL = v === "" ? "trace=1" : `${v},trace=1`;
  const wasm = tack.device("wasm", { numThreads: T });
  tack.setDefaultDevice(wasm); // the arrays of the first variant's device run on this one (one memory)
  wArgs ??= [tack.array(src, { device: wasm }), tack.zeros(N * N, "f32", { device: wasm }), N, N];
  const pool = (wasm.backend as unknown as { pool(): WasmPool }).pool();
  const wasmLaunches: Launch[] = [];
  const jobOf: number[] = [];
  const cpuMs: number[] = [];
  const cpuTime = { wasm: [] as number[], cpu: [] as number[] };
  const launchWasm = (firstOfRound: boolean, keep: boolean): void => {
    const j = pool.jobs;
    const t0 = performance.now();
    k(...wArgs!);
    const ms = performance.now() - t0;
    if (!keep) return;
    wasmLaunches.push({ ms, firstOfRound, trace: null });
    jobOf.push(pool.jobs === j + 1 ? pool.jobs : -1);
  };
  // warm-up as run.ts: 3 launches and 500 ms per device, interleaved; the pool's workers boot meanwhile
  for (const d of ["wasm", "cpu"]) {
    const t0 = performance.now();
    for (let i = 0; i < 3 || performance.now() - t0 < 500; i++) d === "wasm" ? launchWasm(false, false) : cArgs && k(...cArgs);
  }
  for (let r = 0; r < ROUNDS; r++) {
    for (const d of r % 2 === 0 ? ["wasm", "cpu"] : ["cpu", "wasm"]) {
      if (d === "cpu" && !cArgs) continue;
      const u0 = process.cpuUsage();
      for (let i = 0; i < PER_ROUND; i++) {
        if (d === "wasm") launchWasm(i === 0, true);
        else {
          const t0 = performance.now();
          k(...cArgs!);
          cpuMs.push(performance.now() - t0);
        }
      }
      const u = process.cpuUsage(u0);
      (d === "wasm" ? cpuTime.wasm : cpuTime.cpu).push((u.user + u.system) / 1000 / PER_ROUND);
    }
  }
  launchWasm(false, false); // the last traced job's stragglers have left once this one is published
  wasmLaunches.forEach((l, i) => (l.trace = jobOf[i] > 0 && jobOf[i] > pool.jobs - 256 ? pool.traceOf(jobOf[i]) : null));
  const same = cArgs ? Buffer.compare(Buffer.from(view(wArgs[1]).buffer, view(wArgs[1]).byteOffset, 4 * N * N), Buffer.from(view(cArgs[1]).buffer, view(cArgs[1]).byteOffset, 4 * N * N)) === 0 : true;
  summary.push(summaryRow(v === "" ? "(defaults)" : v, wasmLaunches, cpuMs, cpuTime, same));
  details.push([v === "" ? "(defaults)" : v, wasmLaunches]);
  await (wasm.backend as unknown as { dispose(): Promise<void> }).dispose();
}

if (variantList.length > 0) {
out(`## 1. The stencil on the wasm pool, per variant (${ROUNDS} rounds of ${PER_ROUND}, interleaved with the cpu device as run.ts does)`);
out();
out("Times in µs from the start of the launcher's publish (rest launches' medians); \"rest\": launches 2-5 of a round (a stream), \"1st\": the first after the cpu device's turn. Publish: the job's words written (after the previous job's workers left). Wake: when a worker saw the job (median over workers and launches; max: the latest worker, median over launches). Slept: workers that saw it on waking from Atomics.wait. End: the last chunk's end on any thread; join: the launcher saw every chunk done; outside the pool: the launch's wall time less the join (the slots, the arguments' checks, the kernel call's own path).");
out();
out("| variant | wasm ms rest | 1st | cpu ms | speed (rest) | CPU ms wasm / cpu | slept % rest / 1st | wake µs med / max rest | 1st | publish µs | caller done µs | end µs | join µs | outside the pool µs | stolen % | output |");
out("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
for (const row of summary) out(row);
out();
for (const [name, launches] of details) {
  out(`### per thread, ${name} (medians over launches)`);
  out();
  out(threadTable(launches));
  out();
}
}
if (values.interleave !== undefined) await interleaved(values.interleave.split(";"));

/**
 * Section 1, interleaved (--interleave "v1;v2"): the wasm device with each pool variant, the
 * hand-written loop as chunks on a pool of the defaults, and the hand-written loop on ideal
 * threads take turns of 5 launches, each turn after a turn of the cpu device (as in run.ts,
 * where each wasm round follows the cpu device's), the order rotating round by round; so a
 * machine that drifts (the host's first minute after boot) moves all of them alike.
 */
async function interleaved(names: string[]): Promise<void> {
  interface Entry { name: string; launch: () => void; pool: WasmPool | null; before?: () => void; ls: Launch[]; jobs: number[]; cpuTime: number[]; roundMeans: number[] }
  const entries: Entry[] = [];
  const entry = (name: string, launch: () => void, pool: WasmPool | null, before?: () => void): Entry => ({ name, launch, pool, before, ls: [], jobs: [], cpuTime: [], roundMeans: [] });
  const devices: tack.Device[] = [];
  for (const v of names) {
    process.env.TACK_WASM_POOL = v === "" ? "trace=1" : `${v},trace=1`;
    const wasm = tack.device("wasm", { numThreads: T });
    devices.push(wasm);
    tack.setDefaultDevice(wasm);
    wArgs ??= [tack.array(src, { device: wasm }), tack.zeros(N * N, "f32", { device: wasm }), N, N];
    k(...wArgs); // the program, and its pool
    entries.push(entry(`wasm device, ${v === "" ? "(defaults)" : v}`, () => k(...wArgs!), (wasm.backend as unknown as { pool(): WasmPool }).pool(), () => tack.setDefaultDevice(wasm)));
  }
  const args = wArgs!;
  // the hand-written loop as the pool's chunks (16 per thread over the interior rows), defaults
  const memory = tack.wasmMemory();
  const floorModule = compileModule(compileWat(FLOOR_WAT, { optimize: false }));
  const hwChunk = (new WebAssembly.Instance(floorModule, { env: { memory } }).exports as { tack_chunk: (s: number, a: number, b: number, k: number) => void }).tack_chunk;
  const slotArray = tack.zeros(4, "i32", { device: devices[0] });
  const slotView = slotArray.toTypedArray() as Int32Array;
  slotView.set([view(args[0]).byteOffset, view(args[1]).byteOffset, N]);
  const hwPool = new WasmPool(memory, T - 1, { trace: true });
  const hwProgram = { id: newProgramId(), module: floorModule, chunk: "tack_chunk", imports: [], stackBase: 0, stackSize: 0 };
  const rows = N - 2;
  const chunks = Math.min(rows, T * POOL_DEFAULTS.chunksPerThread);
  const rowsPerChunk = Math.ceil(rows / chunks);
  const hwJob = { slots: slotView.byteOffset, start: 0, end: rows, chunk: rowsPerChunk, chunks: Math.ceil(rows / rowsPerChunk) };
  entries.push(entry("pool (defaults) + hand-written loop", () => hwPool.runSync(hwProgram, hwJob, (sl, a, b) => hwChunk(sl, a, b, 0)), hwPool));
  const ideal = await idealThreads(args);
  entries.push(entry("ideal threads + hand-written loop (static shares)", () => void ideal.launch(0), null));
  const cpuEntry = cArgs ? entry("cpu device", () => k(...cArgs!), null) : null;
  const turn = (e: Entry, keep: boolean): void => {
    e.before?.();
    const u0 = process.cpuUsage();
    let sum = 0;
    for (let i = 0; i < PER_ROUND; i++) {
      const j = e.pool?.jobs ?? 0;
      const t0 = performance.now();
      e.launch();
      const ms = performance.now() - t0;
      sum += ms;
      if (!keep) continue;
      e.ls.push({ ms, firstOfRound: i === 0, trace: null });
      e.jobs.push(e.pool && e.pool.jobs === j + 1 ? e.pool.jobs : -1);
    }
    if (!keep) return;
    const u = process.cpuUsage(u0);
    e.cpuTime.push((u.user + u.system) / 1000 / PER_ROUND);
    e.roundMeans.push(sum / PER_ROUND);
  };
  for (let w = 0; w < 3; w++) for (const e of entries) { turn(e, false); if (cpuEntry) turn(cpuEntry, false); }
  const settle = Number(values["settle-uptime"]);
  const uptime = (): number => Number(readText("/proc/uptime").split(" ")[0]);
  if (settle > 0) {
    out(`(uptime ${uptime().toFixed(0)} s; waiting until ${settle} s)`);
    while (uptime() < settle) for (const e of entries) { turn(e, false); if (cpuEntry) turn(cpuEntry, false); }
  }
  for (let r = 0; r < ROUNDS; r++) {
    for (let q = 0; q < entries.length; q++) {
      turn(entries[(q + r) % entries.length], true);
      if (cpuEntry) turn(cpuEntry, true);
    }
  }
  for (const e of entries) {
    if (!e.pool) continue;
    e.before?.();
    e.launch(); // the last traced job's stragglers have left once this one is published
    const pool = e.pool;
    e.ls.forEach((l, i) => (l.trace = e.jobs[i] > 0 && e.jobs[i] > pool.jobs - 256 ? pool.traceOf(e.jobs[i]) : null));
  }
  await ideal.stop();
  await hwPool.terminate();
  const same = cArgs ? Buffer.compare(Buffer.from(view(args[1]).buffer, view(args[1]).byteOffset, 4 * N * N), Buffer.from(view(cArgs[1]).buffer, view(cArgs[1]).byteOffset, 4 * N * N)) === 0 : true;
  const cRest = cpuEntry ? median(cpuEntry.ls.filter((l) => !l.firstOfRound).map((l) => l.ms)) : NaN;
  const cFirst = cpuEntry ? median(cpuEntry.ls.filter((l) => l.firstOfRound).map((l) => l.ms)) : NaN;
  const cRound = cpuEntry ? median(cpuEntry.roundMeans) : NaN;
  out(`## 1. The stencil ${N}² at ${T} threads, interleaved: ${ROUNDS} rounds, each entry's turn of ${PER_ROUND} launches after a turn of the cpu device, the order rotating; uptime ${uptime().toFixed(0)} s at the end; load ${load()}; the last output ${same ? "is the cpu device's bits" : "**differs** from the cpu device's"}`);
  out();
  out("ms per launch (medians); round: the mean of a turn's 5 launches (what run.mjs takes), median over rounds; 1st: a turn's first launch (after the cpu device's turn); rest: its launches 2-5. Speed: the cpu device's figure / the entry's. Pool columns (µs from the publish, rest launches): slept %: workers that saw the job on waking; wake: when a worker saw it (median / the latest's median); end: the last chunk's end; join: the launcher saw all done; outside: wall less join.");
  out();
  out("| entry | round ms | speed | rest ms | speed | 1st ms | speed | CPU ms per launch | slept % rest / 1st | wake µs rest | wake µs 1st | end µs | join µs | outside µs | stolen % |");
  out("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const e of [...entries, ...(cpuEntry ? [cpuEntry] : [])]) {
    const rest = e.ls.filter((l) => !l.firstOfRound);
    const first = e.ls.filter((l) => l.firstOfRound);
    const rm = median(e.roundMeans), rr = median(rest.map((l) => l.ms)), fr = median(first.map((l) => l.ms));
    let pool = "| - | - | - | - | - | - | - |";
    if (e.pool) {
      const rt = rest.flatMap((l) => (l.trace ? [l.trace] : []));
      const ft = first.flatMap((l) => (l.trace ? [l.trace] : []));
      const workers = (t: JobTrace) => t.threads.slice(1);
      const slept = (xs: JobTrace[]): number => (100 * xs.flatMap(workers).filter((w) => w.slept).length) / Math.max(1, xs.flatMap(workers).length);
      const wake = (xs: JobTrace[]): string => `${f(median(xs.flatMap((t) => workers(t).map((w) => w.seenUs))))} / ${f(median(xs.map((t) => Math.max(...workers(t).map((w) => (Number.isNaN(w.seenUs) ? -1 : w.seenUs))))))}`;
      const end = (t: JobTrace): number => Math.max(...t.threads.map((w) => (Number.isNaN(w.lastUs) ? -1 : w.lastUs)));
      const stolen = rt.flatMap((t) => t.threads).reduce((a, w) => a + w.stolen, 0);
      const all = rt.flatMap((t) => t.threads).reduce((a, w) => a + w.stolen + w.own, 0);
      const outside = median(rest.flatMap((l) => (l.trace ? [l.ms * 1000 - l.trace.joinedUs] : [])));
      pool = `| ${f(slept(rt), 0)} / ${f(slept(ft), 0)} | ${wake(rt)} | ${wake(ft)} | ${f(median(rt.map(end)))} | ${f(median(rt.map((t) => t.joinedUs)))} | ${f(outside)} | ${f((100 * stolen) / Math.max(1, all), 1)} |`;
    }
    out(`| ${e.name} | ${f(rm, 3)} | ${f(cRound / rm, 2)} | ${f(rr, 3)} | ${f(cRest / rr, 2)} | ${f(fr, 3)} | ${f(cFirst / fr, 2)} | ${f(median(e.cpuTime), 2)} ${pool}`);
  }
  out();
  for (const e of entries.filter((x) => x.pool)) {
    out(`### per thread, ${e.name} (medians over launches)`);
    out();
    out(threadTable(e.ls));
    out();
  }
  for (const d of devices) await (d.backend as unknown as { dispose(): Promise<void> }).dispose();
}

function summaryRow(name: string, ls: Launch[], cpuMs: number[], cpuTime: { wasm: number[]; cpu: number[] }, same: boolean): string {
  const rest = ls.filter((l) => !l.firstOfRound);
  const first = ls.filter((l) => l.firstOfRound);
  const traced = (xs: Launch[]): JobTrace[] => xs.flatMap((l) => (l.trace ? [l.trace] : []));
  const workers = (t: JobTrace) => t.threads.slice(1);
  const slept = (xs: JobTrace[]): number => (100 * xs.flatMap(workers).filter((w) => w.slept).length) / Math.max(1, xs.flatMap(workers).length);
  const wake = (xs: JobTrace[]): [number, number] => [median(xs.flatMap((t) => workers(t).map((w) => w.seenUs))), median(xs.map((t) => Math.max(...workers(t).map((w) => (Number.isNaN(w.seenUs) ? -1 : w.seenUs)))))];
  const rt = traced(rest);
  const ft = traced(first);
  const end = (t: JobTrace): number => Math.max(...t.threads.map((w) => (Number.isNaN(w.lastUs) ? -1 : w.lastUs)));
  const stolen = rt.flatMap((t) => t.threads).reduce((a, w) => a + w.stolen, 0);
  const all = rt.flatMap((t) => t.threads).reduce((a, w) => a + w.stolen + w.own, 0);
  const wr = median(rest.map((l) => l.ms));
  const [wm, wx] = wake(rt);
  const [fm, fx] = wake(ft);
  const outside = median(rest.flatMap((l) => (l.trace ? [l.ms * 1000 - l.trace.joinedUs] : [])));
  return `| ${name} | ${f(wr, 3)} | ${f(median(first.map((l) => l.ms)), 3)} | ${f(median(cpuMs), 3)} | ${f(median(cpuMs) / wr, 2)} | ${f(median(cpuTime.wasm), 2)} / ${f(median(cpuTime.cpu), 2)} | ${f(slept(rt), 0)} / ${f(slept(ft), 0)} | ${f(wm)} / ${f(wx)} | ${f(fm)} / ${f(fx)} | ${f(median(rt.map((t) => t.publishUs)))} | ${f(median(rt.map((t) => t.callerDoneUs)))} | ${f(median(rt.map(end)))} | ${f(median(rt.map((t) => t.joinedUs)))} | ${f(outside)} | ${f((100 * stolen) / Math.max(1, all), 1)} | ${same ? "the cpu device's bits" : "**differs**"} |`;
}

function threadTable(ls: Launch[]): string {
  const rows = ["| thread | launches | seen µs rest / 1st | slept % rest / 1st | first chunk µs rest / 1st | last end µs rest / 1st | busy µs | own | stolen | MB | GB/s while busy |", "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"];
  const rest = ls.filter((l) => !l.firstOfRound && l.trace).map((l) => l.trace!);
  const first = ls.filter((l) => l.firstOfRound && l.trace).map((l) => l.trace!);
  if (rest.length === 0) return "(no traces)";
  const iters = rest[0].threads.reduce((a, w) => a + w.iterations, 0);
  // the stencil's traffic per iteration: a read and a write of each interior element
  const bytesPerIter = (8 * (N - 2) * (N - 2)) / Math.max(1, iters);
  for (let t = 0; t < rest[0].threads.length; t++) {
    const r = rest.map((x) => x.threads[t]);
    const q = first.map((x) => x.threads[t]);
    const busy = median(r.map((w) => w.lastUs - w.firstUs));
    const mb = (median(r.map((w) => w.iterations)) * bytesPerIter) / 1e6;
    const pct = (xs: typeof r): number => (100 * xs.filter((w) => w.slept).length) / Math.max(1, xs.length);
    rows.push(`| ${t === 0 ? "caller" : t} | ${r.length} | ${f(median(r.map((w) => w.seenUs)))} / ${f(median(q.map((w) => w.seenUs)))} | ${f(pct(r), 0)} / ${f(pct(q), 0)} | ${f(median(r.map((w) => w.firstUs)))} / ${f(median(q.map((w) => w.firstUs)))} | ${f(median(r.map((w) => w.lastUs)))} / ${f(median(q.map((w) => w.lastUs)))} | ${f(busy)} | ${f(median(r.map((w) => w.own)), 0)} | ${f(median(r.map((w) => w.stolen)), 0)} | ${f(mb, 2)} | ${f((mb * 1000) / busy, 1)} |`);
  }
  return rows.join("\n");
}

// ---- 2. the floor: threads already spinning, a contiguous share each ----------------------

if (!values["no-floor"] && wArgs) {
  out(`## 2. The floor at ${T} threads: already spinning, one contiguous share of rows each, no claims (medians over 40 launches)`);
  out();
  const ideal = await idealThreads(wArgs);
  const modes = ["stencil, hand-written Wasm loop, the device's arrays", "memory.copy (Wasm), the device's arrays", "TypedArray.set, the wasm memory", "TypedArray.set, a plain SharedArrayBuffer"];
  out(`| code | launch µs | thread busy µs median (min-max) | last start µs | GB/s (read + written) |`);
  out("|---|---:|---:|---:|---:|");
  for (let m = 0; m < modes.length; m++) {
    const launch: number[] = [];
    const busy: number[] = [];
    const lo: number[] = [];
    const hi: number[] = [];
    const lastStart: number[] = [];
    for (let i = 0; i < 45; i++) {
      const r = ideal.launch(m);
      if (i < 5) continue;
      launch.push(r.us);
      busy.push(median(r.busy));
      lo.push(Math.min(...r.busy));
      hi.push(Math.max(...r.busy));
      lastStart.push(r.lastStartUs);
    }
    const traffic = m === 0 ? 8 * (N - 2) * (N - 2) : 2 * 4 * N * N;
    out(`| ${modes[m]} | ${f(median(launch))} | ${f(median(busy))} (${f(median(lo))}-${f(median(hi))}) | ${f(median(lastStart))} | ${f(traffic / (median(launch) * 1000), 1)} |`);
  }
  await ideal.stop();
  out();
  out("Large mappings of this process (/proc/self/smaps, ≥ 32 MB resident): the cpu device's arrays, the wasm memory's reservation, the plain SharedArrayBuffers.");
  out();
  out("| size MB | resident MB | AnonHugePages MB | THPeligible | VmFlags |");
  out("|---:|---:|---:|---:|---|");
  for (const m of smaps().filter((m) => m.rss >= 32 << 10).sort((a, b) => b.rss - a.rss)) out(`| ${f(m.size / 1024, 0)} | ${f(m.rss / 1024, 0)} | ${f(m.huge / 1024, 0)} | ${m.eligible} | ${m.flags} |`);
  out();
}

/**
 * T threads (the calling one and T - 1 workers) that run a contiguous share each of the floor's
 * work (FLOOR_SHARE's modes), started by one store: the workers spin 2 ms after a launch, then
 * sleep (woken all at once). launch(mode) returns the wall µs and each thread's busy µs.
 */
async function idealThreads(args: unknown[]): Promise<{ launch(mode: number): { us: number; busy: number[]; lastStartUs: number }; stop(): Promise<void> }> {
  const memory = tack.wasmMemory();
  const floorModule = compileModule(compileWat(FLOOR_WAT, { optimize: false }));
  const bytes = 4 * N * N;
  const plainSrc = new SharedArrayBuffer(bytes);
  const plainDst = new SharedArrayBuffer(bytes);
  new Float32Array(plainSrc).set(src);
  new Uint8Array(plainDst).fill(1);
  // 0: go (a generation; -1: stop), 1: mode, 2: workers done; times: each thread's start and end (hrtime ns)
  const ctl = new Int32Array(new SharedArrayBuffer(64 * 4));
  const times = new Float64Array(new SharedArrayBuffer(T * 2 * 8));
  const workerData = { memory, floorModule, ctl: ctl.buffer, times: times.buffer, plainSrc, plainDst, sAddr: view(args[0]).byteOffset, dAddr: view(args[1]).byteOffset, N, T };
  const workers = Array.from({ length: T - 1 }, (_, i) => new Worker(FLOOR_WORKER, { eval: true, workerData: { ...workerData, me: i + 1 } }));
  await new Promise((r) => setTimeout(r, 300));
  // eslint-disable-next-line no-new-func
  const share = new Function("wd", `${FLOOR_SHARE}; return share;`)({ ...workerData, me: 0 }) as (mode: number) => void;
  let gen = 0;
  return {
    launch(mode) {
      Atomics.store(ctl, 1, mode);
      Atomics.store(ctl, 2, 0);
      times.fill(NaN);
      const t0 = Number(process.hrtime.bigint());
      Atomics.store(ctl, 0, ++gen);
      Atomics.notify(ctl, 0);
      times[0] = Number(process.hrtime.bigint());
      share(mode);
      times[1] = Number(process.hrtime.bigint());
      while (Atomics.load(ctl, 2) < T - 1);
      const t1 = Number(process.hrtime.bigint());
      const busy = Array.from({ length: T }, (_, t) => (times[2 * t + 1] - times[2 * t]) / 1000);
      return { us: (t1 - t0) / 1000, busy, lastStartUs: Math.max(...Array.from({ length: T }, (_, t) => (times[2 * t] - t0) / 1000)) };
    },
    async stop() {
      Atomics.store(ctl, 0, -1);
      Atomics.notify(ctl, 0);
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

// ---- 3. Mandelbrot on one thread: is the calling thread slow? -----------------------------

if (!values["no-mandelbrot"]) {
  out("## 3. Mandelbrot 2048² on a one-thread wasm device, fresh processes (ms per launch, 5 launches after 2 warm-up; two processes each, alternated)");
  out();
  out("| case | process 1 | process 2 |");
  out("|---|---|---|");
  const cases: [string, string][] = [
    ["a", "(a) main thread, no cpu device made (TACK_DEVICE=wasm)"],
    ["b", "(b) main thread, after one cpu-device launch"],
    ["c", "(c) launchAsync: the pool's one worker thread"],
  ];
  const res = new Map<string, string[]>();
  for (let rep = 0; rep < 2; rep++) {
    for (const [c] of cases) {
      const me = fileURLToPath(import.meta.url);
      const args = me.endsWith(".ts") ? ["--import", "tsx", me] : [me];
      let text: string;
      try {
        text = execFileSync(process.execPath, [...args, "--child", c], { env: { ...process.env, TACK_WASM_POOL: "", ...(c === "a" ? { TACK_DEVICE: "wasm" } : {}) }, encoding: "utf8", timeout: 60_000 }).trim();
      } catch (e) {
        text = `failed: ${String((e as Error).message).split("\n")[0]}`;
      }
      res.set(c, [...(res.get(c) ?? []), text]);
    }
  }
  for (const [c, label] of cases) out(`| ${label} | ${(res.get(c) ?? []).join(" | ")} |`);
  out();
}

out(`load at the end: ${load()}`);
await stopCompileWorker();

async function mandelbrotChild(which: string): Promise<void> {
  const W = 2048;
  const wasm = tack.device("wasm", { numThreads: 1 });
  tack.setDefaultDevice(wasm);
  const km = tack.kernel(mandelbrot, { tier: "optimized" }) as unknown as tack.Kernel<(...a: never[]) => void> & ((...a: unknown[]) => void);
  if (which === "b") {
    const cpu1 = tack.device("cpu", { numThreads: 1 });
    const o = tack.zeros(W * W, "u32", { device: cpu1 });
    km(o, W, W, 256); // cpu arrays: the cpu device runs it
  }
  const o = tack.zeros(W * W, "u32", { device: wasm });
  const ms: string[] = [];
  const cpuMs: string[] = [];
  for (let i = 0; i < 7; i++) {
    const u0 = process.cpuUsage();
    const t0 = performance.now();
    if (which === "c") await (km as unknown as { launchAsync(...a: unknown[]): Promise<void> }).launchAsync(o, W, W, 256);
    else km(o, W, W, 256);
    const t = performance.now() - t0;
    const u = process.cpuUsage(u0);
    if (i >= 2) {
      ms.push(t.toFixed(1));
      cpuMs.push(((u.user + u.system) / 1000).toFixed(0));
    }
  }
  process.stdout.write(`${ms.join(", ")} ms (CPU ${cpuMs.join(", ")})\n`);
  await (wasm.backend as unknown as { dispose(): Promise<void> }).dispose();
  await stopCompileWorker();
}

function readText(path: string): string {
  try {
    return existsSync(path) ? readFileSync(path, "utf8").trim() : "(absent)";
  } catch {
    return "(unreadable)";
  }
}

function smaps(): { size: number; rss: number; huge: number; eligible: string; flags: string }[] {
  const text = readText("/proc/self/smaps");
  const res: { size: number; rss: number; huge: number; eligible: string; flags: string }[] = [];
  let cur: { size: number; rss: number; huge: number; eligible: string; flags: string } | null = null;
  for (const line of text.split("\n")) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) {
      cur = { size: 0, rss: 0, huge: 0, eligible: "?", flags: "" };
      res.push(cur);
    } else if (cur) {
      const [key, rest] = [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()];
      if (key === "Size") cur.size = parseInt(rest);
      else if (key === "Rss") cur.rss = parseInt(rest);
      else if (key === "AnonHugePages") cur.huge = parseInt(rest);
      else if (key === "THPeligible") cur.eligible = rest;
      else if (key === "VmFlags") cur.flags = rest;
    }
  }
  return res;
}
