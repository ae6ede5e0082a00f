/**
 * Benchmarks the front half of Tack's compiler (wasm/tack-compiler.wasm): request text in,
 * result JSON out. Run with `npm run bench:compiler` (node --import tsx bench/compiler/run.ts).
 *
 * Measures, and writes to bench/compiler/RESULTS.md:
 *   1. module compile: `new WebAssembly.Module(bytes)`, once per process, so it is timed in
 *      fresh child processes (a second compile in the same process may hit V8's module cache);
 *   2. instantiate: `new CompilerInstance(module)` from an already compiled module;
 *   3. per corpus kernel: `CompilerInstance.compile(requestText)` + JSON.parse on a warm
 *      instance (median, p90), and the public `compile(source, { name })` for comparison;
 *   4. linear memory of an instance per kernel: after its first request, and after many more
 *      (each request takes back the previous one's memory, compiler/index.ts reuseMemory, so
 *      it must not grow: a growth would be state outliving a request);
 *   5. what first-touch page faults still cost a fresh instance.
 *
 * Timing is by hand with process.hrtime.bigint, one sample per call: tinybench has no p90,
 * and the instance must be recycled outside the timed region, as the host does. Kernels are
 * interleaved in rounds so that machine noise spreads over all of them rather than one.
 *
 * Flags: --quick (fewer samples), --no-write (print only), --out PATH, --no-wait (skip
 * waiting for a quiet machine), --child (internal: one cold module compile, printed as JSON).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { relative } from "node:path";
import { CompilerInstance, compilerModule, compilerWasmPath, RECYCLE_BYTES } from "../../wasm/host.js";
import { requestText, type CompileRequest } from "../../runtime/request.js";
import { compile, LLVM_TARGET } from "../../runtime/compile.js";
import { corpus, type CorpusKernel } from "../../test/compiler/corpus.js";

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};

const thisFile = fileURLToPath(import.meta.url);
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const now = () => process.hrtime.bigint();
const ms = (ns: bigint | number) => Number(ns) / 1e6;

// ---- child mode: one cold module compile per process -----------------------------------------

if (flag("--child")) {
  const t0 = now();
  const bytes = readFileSync(compilerWasmPath());
  const t1 = now();
  const module = new WebAssembly.Module(bytes);
  const t2 = now();
  const inst = new CompilerInstance(module);
  const t3 = now();
  const saxpy = corpus().find((k) => k.name === "saxpy")!;
  const text = requestText(requestOf(saxpy));
  const t4 = now();
  JSON.parse(inst.compile(text));
  const t5 = now();
  JSON.parse(inst.compile(text));
  const t6 = now();
  process.stdout.write(
    JSON.stringify({
      readMs: ms(t1 - t0),
      moduleMs: ms(t2 - t1),
      firstInstantiateMs: ms(t3 - t2),
      firstRequestMs: ms(t5 - t4),
      secondRequestMs: ms(t6 - t5),
    }) + "\n",
  );
  process.exit(0);
}

// ---- helpers --------------------------------------------------------------------------------

/** The request `compile(source, { name })` builds for a corpus kernel (runtime/compile.ts). */
function requestOf(k: CorpusKernel): CompileRequest {
  return {
    source: k.source,
    name: k.name,
    params: undefined,
    target: { ...LLVM_TARGET, triple: LLVM_TARGET.triple, noalias: false },
    scope: [],
  };
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

interface Stats {
  n: number;
  median: number;
  p90: number;
  min: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  return { n: s.length, median: quantile(s, 0.5), p90: quantile(s, 0.9), min: s[0], max: s[s.length - 1] };
}

const f3 = (x: number) => x.toFixed(3);
const f2 = (x: number) => x.toFixed(2);
const mib = (b: number) => (b / (1024 * 1024)).toFixed(1) + " MiB";
const kib = (b: number) => (b / 1024).toFixed(1) + " KiB";

function sleep(msecs: number) {
  return new Promise((r) => setTimeout(r, msecs));
}

function tryExec(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

function log(line: string) {
  process.stderr.write(line + "\n");
}

// ---- settings -------------------------------------------------------------------------------

const quick = flag("--quick");
const CHILDREN = quick ? 3 : 15;
const INSTANTIATE_WARMUP = 20;
const INSTANTIATE_SAMPLES = quick ? 100 : 400;
const KERNEL_WARMUP = quick ? 20 : 60;
const ROUNDS = quick ? 5 : 25;
const PER_ROUND = 20;
const LOAD_LIMIT = 1.5;
const outPath = option("--out") ?? fileURLToPath(new URL("./RESULTS.md", import.meta.url));

// ---- machine --------------------------------------------------------------------------------

if (!flag("--no-wait")) {
  const deadline = Date.now() + 10 * 60_000;
  while (loadavg()[0] > LOAD_LIMIT && Date.now() < deadline) {
    log(`load ${loadavg()[0].toFixed(2)} > ${LOAD_LIMIT}: waiting for a quieter machine...`);
    await sleep(15_000);
  }
}
const loadBefore = loadavg();

const cpuModel =
  /^model name\s*:\s*(.*)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? cpus()[0]?.model ?? "unknown";
const nproc = tryExec("nproc", []) || String(availableParallelism());
const wasmPath = compilerWasmPath();
const wasmBytes = readFileSync(wasmPath);
const wasmHash = createHash("sha256").update(wasmBytes).digest("hex").slice(0, 16);
const wasmMtime = statSync(wasmPath).mtime.toISOString();
const gitHead = tryExec("git", ["rev-parse", "--short", "HEAD"]);
const compilerDirty = tryExec("git", ["status", "--porcelain", "--", "compiler"]) !== "";
const started = new Date();

log(`machine: ${nproc} cores, ${cpuModel}, node ${process.version}, load ${loadBefore.map(f2).join(" ")}`);
log(`compiler: ${relative(repoRoot, wasmPath)} ${wasmBytes.length} bytes, sha256 ${wasmHash}`);

// ---- 1. module compile (fresh processes) ----------------------------------------------------

interface ChildResult {
  readMs: number;
  moduleMs: number;
  firstInstantiateMs: number;
  firstRequestMs: number;
  secondRequestMs: number;
}

/** Runs CHILDREN fresh processes (with extra V8 flags) that each compile the module once. */
function coldRuns(v8flags: string[]): ChildResult[] {
  const out: ChildResult[] = [];
  for (let i = 0; i < CHILDREN; i++) {
    const r = spawnSync(process.execPath, [...v8flags, "--import", "tsx", thisFile, "--child"], {
      cwd: repoRoot,
      encoding: "utf8",
    });
    if (r.status !== 0) throw new Error(`child failed: ${r.stderr}`);
    out.push(JSON.parse(r.stdout.trim().split("\n").pop()!));
  }
  return out;
}

interface ColdStats {
  module: Stats;
  firstInstantiate: Stats;
  firstRequest: Stats;
  secondRequest: Stats;
  /** module + first instantiate + first request, per process. */
  total: Stats;
}

function coldStats(runs: ChildResult[]): ColdStats {
  return {
    module: stats(runs.map((c) => c.moduleMs)),
    firstInstantiate: stats(runs.map((c) => c.firstInstantiateMs)),
    firstRequest: stats(runs.map((c) => c.firstRequestMs)),
    secondRequest: stats(runs.map((c) => c.secondRequestMs)),
    total: stats(runs.map((c) => c.moduleMs + c.firstInstantiateMs + c.firstRequestMs)),
  };
}

// Node's default: V8 compiles wasm functions lazily (Liftoff on first call), so part of the
// module's compile lands in the first request. Eager compile shows the whole cost up front.
const coldLazy = coldStats(coldRuns([]));
const coldEager = coldStats(coldRuns(["--no-wasm-lazy-compilation"]));
log(`module compile: median ${f2(coldLazy.module.median)} ms lazy, ${f2(coldEager.module.median)} ms eager, over ${CHILDREN} processes each`);

// ---- 2. instantiate -------------------------------------------------------------------------

const module = compilerModule();
const fresh = new CompilerInstance(module);
const initialMemory = fresh.memoryBytes();
for (let i = 0; i < INSTANTIATE_WARMUP; i++) new CompilerInstance(module);
const instSamples: number[] = [];
for (let i = 0; i < INSTANTIATE_SAMPLES; i++) {
  const t0 = now();
  const inst = new CompilerInstance(module);
  const t1 = now();
  instSamples.push(ms(t1 - t0));
  if (inst.memoryBytes() < 0) throw new Error("unreachable");
}
const instantiate = stats(instSamples);
log(`instantiate: median ${f3(instantiate.median)} ms, p90 ${f3(instantiate.p90)} ms`);

// ---- 3. per-kernel compile time -------------------------------------------------------------

const kernels = corpus();
const texts = kernels.map((k) => requestText(requestOf(k)));

// the request built here is the one compile() sends: same result
{
  const inst = new CompilerInstance(module);
  for (let i = 0; i < kernels.length; i++) {
    const direct = JSON.parse(inst.compile(texts[i]));
    const viaPublic = compile(kernels[i].source, { name: kernels[i].name });
    if (!direct.ok) throw new Error(`${kernels[i].name}: compile failed: ${JSON.stringify(direct)}`);
    if (JSON.stringify(direct) !== JSON.stringify({ ok: true, ...viaPublic })) {
      throw new Error(`${kernels[i].name}: the bench's request differs from compile()'s`);
    }
  }
}

let inst = new CompilerInstance(module);
let recycles = 0;
function front(i: number): number {
  const t0 = now();
  JSON.parse(inst.compile(texts[i]));
  const t1 = now();
  // the host replaces an instance past RECYCLE_BYTES after its request: outside the sample
  if (inst.memoryBytes() > RECYCLE_BYTES) {
    inst = new CompilerInstance(module);
    recycles++;
  }
  return ms(t1 - t0);
}
function whole(i: number): number {
  const t0 = now();
  compile(kernels[i].source, { name: kernels[i].name });
  const t1 = now();
  return ms(t1 - t0);
}

for (let i = 0; i < kernels.length; i++) {
  for (let j = 0; j < KERNEL_WARMUP; j++) {
    front(i);
    whole(i);
  }
}
const frontSamples: number[][] = kernels.map(() => []);
const wholeSamples: number[][] = kernels.map(() => []);
for (let r = 0; r < ROUNDS; r++) {
  for (let i = 0; i < kernels.length; i++) {
    for (let j = 0; j < PER_ROUND; j++) frontSamples[i].push(front(i));
    for (let j = 0; j < PER_ROUND; j++) wholeSamples[i].push(whole(i));
  }
  log(`round ${r + 1}/${ROUNDS}`);
}
const frontStats = frontSamples.map(stats);
const wholeStats = wholeSamples.map(stats);

// ---- 4. memory per kernel ------------------------------------------------------------------
// Each request takes back the previous one's memory (compiler/index.ts reuseMemory: zeroed, the
// bump pointer moved back to the mark taken after start), so an instance's memory is its
// largest request's, and repeating a request must leave it where it was.

const REPEATS = quick ? 50 : 200;

interface MemoryRow {
  /** Linear memory of a fresh instance after one request of this kernel (whole pages, grown as the runtime grows it). */
  first: number;
  /** The same instance's memory after REPEATS more requests of it. */
  after: number;
}

function memoryOf(text: string): MemoryRow {
  const m = new CompilerInstance(module);
  m.compile(text);
  const first = m.memoryBytes();
  for (let i = 0; i < REPEATS; i++) m.compile(text);
  return { first, after: m.memoryBytes() };
}

/** One instance through REPEATS rounds of the whole corpus: its memory at the end (the largest request's). */
function corpusMemory(): number {
  const m = new CompilerInstance(module);
  for (let r = 0; r < REPEATS; r++) for (const t of texts) m.compile(t);
  return m.memoryBytes();
}

const memory = texts.map(memoryOf);
const roundRobinMemory = corpusMemory();
log("memory: done");

// ---- 5. what fresh memory costs ---------------------------------------------------------------
// Requests reuse the pages of the ones before, so only a fresh instance's first requests fault
// pages in (and the OS zeroes them), until its memory reaches its largest request's. Compare 300
// requests of the corpus on a fresh instance with the same on an instance whose memory was grown
// and touched beforehand (from JS, outside the timing): the difference is that start, spread
// over the 300.

interface PeriodRow {
  median: number;
  mean: number;
  userMs: number;
  sysMs: number;
  faults: number;
}

function period(prefault: boolean): PeriodRow {
  const p = new CompilerInstance(module);
  if (prefault) {
    const memory = p["exports"].memory;
    const old = memory.buffer.byteLength;
    memory.grow((RECYCLE_BYTES - old) >> 16);
    new Uint8Array(memory.buffer, old).fill(0);
  }
  const requests = 300;
  const samples: number[] = [];
  const c0 = process.cpuUsage();
  const f0 = process.resourceUsage().minorPageFault;
  for (let i = 0; i < requests; i++) {
    const t0 = now();
    JSON.parse(p.compile(texts[i % texts.length]));
    samples.push(ms(now() - t0));
  }
  const c = process.cpuUsage(c0);
  const faults = process.resourceUsage().minorPageFault - f0;
  const s = stats(samples);
  return {
    median: s.median,
    mean: samples.reduce((a, b) => a + b, 0) / requests,
    userMs: c.user / 1000 / requests,
    sysMs: c.system / 1000 / requests,
    faults: faults / requests,
  };
}

const PERIODS = quick ? 3 : 10;
for (let i = 0; i < 2; i++) {
  period(false);
  period(true);
}
const freshRuns: PeriodRow[] = [];
const touchedRuns: PeriodRow[] = [];
for (let i = 0; i < PERIODS; i++) {
  freshRuns.push(period(false));
  touchedRuns.push(period(true));
}
function medianRow(rows: PeriodRow[]): PeriodRow {
  const m = (f: (r: PeriodRow) => number) => stats(rows.map(f)).median;
  return { median: m((r) => r.median), mean: m((r) => r.mean), userMs: m((r) => r.userMs), sysMs: m((r) => r.sysMs), faults: m((r) => r.faults) };
}
const freshRow = medianRow(freshRuns);
const touchedRow = medianRow(touchedRuns);
log(`fresh memory: ${f3(freshRow.median)} ms/request, touched beforehand: ${f3(touchedRow.median)} ms/request`);

const loadAfter = loadavg();
const elapsed = (Date.now() - started.getTime()) / 1000;

// ---- report ---------------------------------------------------------------------------------

const typicalFront = stats(frontStats.map((s) => s.median)).median;
const typicalWhole = stats(wholeStats.map((s) => s.median)).median;
const overFront = kernels.filter((_, i) => frontStats[i].median > 1).map((k) => k.name);
const overFrontP90 = kernels.filter((_, i) => frontStats[i].p90 > 1).map((k) => k.name);
const overWhole = kernels.filter((_, i) => wholeStats[i].median > 1).map((k) => k.name);
const slowest = frontStats.reduce((b, s, i) => (s.median > frontStats[b].median ? i : b), 0);
const grew = kernels.filter((_, i) => memory[i].after !== memory[i].first).map((k) => k.name);
const largestFirst = Math.max(...memory.map((m) => m.first));
const instantiateMet = instantiate.median <= 10;
const typicalMet = typicalFront <= 1;
const command = "npm run bench:compiler" + (argv.length ? " -- " + argv.join(" ") : "") +
  "   (= node --import tsx bench/compiler/run.ts" + (argv.length ? " " + argv.join(" ") : "") + ")";

const rows = kernels.map((k, i) => {
  const fs = frontStats[i];
  const ws = wholeStats[i];
  const m = memory[i];
  return `| ${k.name} | ${k.source.length} | ${f3(fs.median)} | ${f3(fs.p90)} | ${f3(ws.median)} | ${f3(ws.p90)} | ${kib(m.first)} | ${m.after === m.first ? "same" : kib(m.after)} |`;
});

const md = `# Compiler front-half benchmark

Produced by \`${command}\` on ${started.toISOString()} (${elapsed.toFixed(0)} s).

- Machine: ${nproc} cores (\`nproc\`), ${cpuModel}; Node ${process.version}; load average ${loadBefore.map(f2).join(" ")} before, ${loadAfter.map(f2).join(" ")} after.
- Compiler: \`${relative(repoRoot, wasmPath)}\`, ${wasmBytes.length} bytes, sha256 ${wasmHash}…, built ${wasmMtime}; git HEAD ${gitHead || "?"}${compilerDirty ? " (compiler/ has uncommitted changes)" : ""}.
- Samples: ${ROUNDS} rounds × ${PER_ROUND} per kernel (${ROUNDS * PER_ROUND} each, kernels interleaved), after ${KERNEL_WARMUP} warm-up calls; instantiate ${INSTANTIATE_SAMPLES}; module compile in ${CHILDREN} fresh processes per V8 setting. Timed by hand with \`process.hrtime.bigint\`, one call per sample.

## Targets

| target | measured | met? |
|---|---|---|
| instantiate ≤ 10 ms | median ${f3(instantiate.median)} ms (p90 ${f3(instantiate.p90)} ms) | ${instantiateMet ? "**yes**" : "**no**"} |
| typical kernel ≤ 1 ms | median over the corpus of each kernel's median: ${f3(typicalFront)} ms (front half), ${f3(typicalWhole)} ms (public \`compile()\`) | ${typicalMet ? "**yes**" : "**no**"} |

${overFront.length === 0
    ? `Every corpus kernel's median front-half time is ≤ 1 ms (slowest: ${kernels[slowest].name}, ${f3(frontStats[slowest].median)} ms).`
    : `Kernels over 1 ms (median, front half): ${overFront.join(", ")}.`}
${overFrontP90.length ? `Kernels whose p90 is over 1 ms: ${overFrontP90.join(", ")}.` : "No kernel's p90 is over 1 ms."}
${overWhole.length ? `Over 1 ms through the public \`compile()\` (median): ${overWhole.join(", ")}.` : "No kernel is over 1 ms through the public `compile()` either."}

## Process start-up costs

| | median | min | max |
|---|---|---|---|
| module compile, \`new WebAssembly.Module(bytes)\` (once per process; Node default, lazy) | ${f2(coldLazy.module.median)} ms | ${f2(coldLazy.module.min)} ms | ${f2(coldLazy.module.max)} ms |
| first instantiate in a process | ${f3(coldLazy.firstInstantiate.median)} ms | ${f3(coldLazy.firstInstantiate.min)} ms | ${f3(coldLazy.firstInstantiate.max)} ms |
| first request in a process (saxpy; pays lazy wasm compilation) | ${f2(coldLazy.firstRequest.median)} ms | ${f2(coldLazy.firstRequest.min)} ms | ${f2(coldLazy.firstRequest.max)} ms |
| second request in a process (saxpy) | ${f2(coldLazy.secondRequest.median)} ms | ${f2(coldLazy.secondRequest.min)} ms | ${f2(coldLazy.secondRequest.max)} ms |
| **cold start: module + first instantiate + first request** | **${f2(coldLazy.total.median)} ms** | ${f2(coldLazy.total.min)} ms | ${f2(coldLazy.total.max)} ms |
| module compile with \`--no-wasm-lazy-compilation\` (whole module up front) | ${f2(coldEager.module.median)} ms | ${f2(coldEager.module.min)} ms | ${f2(coldEager.module.max)} ms |
| first request in a process, eager | ${f2(coldEager.firstRequest.median)} ms | ${f2(coldEager.firstRequest.min)} ms | ${f2(coldEager.firstRequest.max)} ms |
| cold start, eager | ${f2(coldEager.total.median)} ms | ${f2(coldEager.total.min)} ms | ${f2(coldEager.total.max)} ms |
| instantiate, \`new CompilerInstance(module)\`, warm | ${f3(instantiate.median)} ms (p90 ${f3(instantiate.p90)}) | ${f3(instantiate.min)} ms | ${f3(instantiate.max)} ms |

Under Node's default V8 flags wasm functions are compiled lazily (Liftoff, on first call), so
\`new WebAssembly.Module\` is cheap and most of the compile is paid inside the first request; the
eager rows show the module's whole baseline compile up front. What a process pays once either way
is the cold-start total; TurboFan tier-up of hot functions then runs in the background during
warm-up. A fresh instance starts with ${mib(initialMemory)} of linear memory.

## Per kernel

Front half: \`CompilerInstance.compile(requestText)\` + \`JSON.parse\` on a warm instance (recycled past
RECYCLE_BYTES outside the sample, as the host does). Public: the whole \`compile(source, { name })\`
(request building, the in-thread \`Compiler\` with its own recycling, result reading). Memory: linear
memory of a fresh instance after one request of the kernel, and after ${REPEATS} more on that instance.

| kernel | source chars | median ms | p90 ms | public median ms | public p90 ms | memory after 1 request | after ${REPEATS} more |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}

## Memory

Each request takes back the previous one's memory (compiler/index.ts \`reuseMemory\`: what it used
above the mark taken after start is zeroed and the bump pointer moved back), so an instance's
memory is its largest request's and no request's objects outlive it. ${grew.length === 0
    ? `No kernel's instance grew over ${REPEATS} repeats of its request.`
    : `**Instances grew over ${REPEATS} repeats of their request** (state outliving a request?): ${grew.join(", ")}.`}
The largest after one request is ${kib(largestFirst)}; one instance through ${REPEATS} rounds of the whole
corpus ends at ${kib(roundRobinMemory)} (a fresh one starts at ${kib(initialMemory)}). The host replaces an
instance only when one request takes it past RECYCLE_BYTES (${mib(RECYCLE_BYTES)}), at one instantiate
(${f3(instantiate.median)} ms); instances replaced during the timing runs: ${recycles}.

## What fresh memory costs

Requests reuse the pages of the ones before, so only a fresh instance's first requests write to
pages nothing has touched (the OS faults them in and zeroes them), until its memory reaches its
largest request's. 300 requests round-robin over the corpus on a fresh instance, against the same
on an instance whose ${mib(RECYCLE_BYTES)} was grown and touched from JS beforehand (not timed);
medians over ${PERIODS} periods each:

| instance | median ms / request | mean ms / request | user CPU ms / request | system CPU ms / request | minor page faults / request |
|---|---|---|---|---|---|
| fresh (as the host runs) | ${f3(freshRow.median)} | ${f3(freshRow.mean)} | ${f3(freshRow.userMs)} | ${f3(freshRow.sysMs)} | ${freshRow.faults.toFixed(1)} |
| memory touched beforehand | ${f3(touchedRow.median)} | ${f3(touchedRow.mean)} | ${f3(touchedRow.userMs)} | ${f3(touchedRow.sysMs)} | ${touchedRow.faults.toFixed(1)} |

A fresh instance's first-touch page faults, spread over the 300 requests, are ${f3(freshRow.mean - touchedRow.mean)} ms
of a ${f3(freshRow.mean)} ms request on average (${((1 - touchedRow.mean / freshRow.mean) * 100).toFixed(0)}%; medians ${f3(freshRow.median)} and ${f3(touchedRow.median)} ms). (CPU time includes V8's background threads, so it can exceed wall time.)

Where the rest of the time goes: \`node --import tsx bench/compiler/profile.ts\` (a CPU profile of
the corpus on a names-preserving copy of the compiler); findings in bench/compiler/PROFILE.md.
`;

process.stdout.write(md);
if (!flag("--no-write")) {
  // dated sections appended below the marker (bench/compiler/ports.ts results) are kept
  const marker = "<!-- appended sections: kept by run.ts -->";
  let kept = "";
  try {
    const old = readFileSync(outPath, "utf8");
    if (old.includes(marker)) kept = "\n" + old.slice(old.indexOf(marker));
  } catch {
    // no previous file
  }
  writeFileSync(outPath, md + kept);
  log(`wrote ${relative(repoRoot, outPath)}`);
}
