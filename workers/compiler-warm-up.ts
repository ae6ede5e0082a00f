/**
 * The compiler's warm-up (issue 9's first call, issue 10's cold compile): a low-priority worker
 * thread, started when a device is made, that compiles the compiler's Wasm module and runs a
 * few representative kernels through it for the device's target, so the process's first real
 * compile does not pay for V8's first use of the compiler.
 *
 * Why it works: Node 20's V8 compiles Wasm lazily (each function by Liftoff at its first call,
 * then TurboFan when hot), and a compiled module's code lives in one native module shared by
 * every WebAssembly.Module made from the same bytes in the process, in any thread, while one
 * of them is alive (V8's native module cache). The main thread's own `new WebAssembly.Module`
 * (wasm/host.ts) therefore finds the functions the warm-up compiled, and a first compile that
 * took 50–100 ms here took 1–5 ms after a warm-up (tmp measurements in bench/workers/RESULTS.md).
 * The worker keeps its module alive until the main thread holds one: it posts the module when
 * its requests are done, the main thread adopts it (wasm/host.ts) and stops the worker.
 *
 * The worker is a plain script (no imports of Tack's modules, so it starts the same from the
 * sources and from dist/) and unref'd (a process exits without waiting for it). A trap or any
 * failure in it only ends the warm-up.
 *
 * It only pays where a core is free for it: on a machine of two busy cores the worker's start
 * (6–15 ms of the main thread's time there) and its compiles competed with the main thread,
 * and a first compile waited for the worker's module compile (V8 shares one compile of the
 * same bytes), which made cold compiles and cache hits slower, not faster (bench/cuda with the
 * stand-in driver, bench/workers/RESULTS.md). So it runs by default only with at least
 * MIN_CORES cores. It runs at the process's priority for the same reason: a niced worker
 * holding the module compile the main thread waits for would invert the priorities.
 * `TACK_WARMUP=off` disables it, `TACK_WARMUP=on` runs it on any machine.
 *
 * Nor does it run where Tack's import started an eager compile of the module instead (the
 * same condition and setting; wasm/host.ts prepareCompilerModule, the usual case in Node): that
 * compiles every compiler function with Liftoff on V8's background threads, which is what the
 * warm-up's requests were for, without a worker's start. The worker remains for a process that
 * keeps the module lazy (given a lazy-compilation or Liftoff flag of its own).
 */
import { availableParallelism } from "node:os";
import { isMainThread, Worker } from "node:worker_threads";
import { adoptCompilerModule, compilerPreparesStarted, compilerWasmPath, currentCompilerModule } from "../wasm/host.js";

/** Cores below which the warm-up is off unless TACK_WARMUP=on (see above). */
const MIN_CORES = 4;

/**
 * The worker: compiles the module from its bytes, then runs each batch of request texts it is
 * sent on one instance (a trap replaces the instance) and answers the batch with the module.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const module = workerData.module ?? new WebAssembly.Module(require("node:fs").readFileSync(workerData.path));
let ex = null;
const instance = () => (ex ??= new WebAssembly.Instance(module, { env: { abort() { throw new Error("trap"); } } }).exports);
parentPort.on("message", (texts) => {
  let ran = 0;
  for (const text of texts) {
    try {
      const e = instance();
      const ptr = e.alloc(text.length);
      const bytes = Buffer.from(text, "utf16le");
      new Uint8Array(e.memory.buffer, ptr, bytes.length).set(bytes);
      e.compile(ptr, text.length);
      e.release();
      ran++;
    } catch {
      ex = null;
    }
  }
  parentPort.postMessage({ ran, module });
});
`;

export interface CompilerWarmUpStats {
  /** Warm-up workers started in this process (at most one at a time). */
  started: number;
  /** Requests sent to the warm-up and requests it ran without a trap. */
  sent: number;
  ran: number;
  /** Whether the main thread took the warm-up's module as its compiler module. */
  adopted: boolean;
}

const counts: CompilerWarmUpStats = { started: 0, sent: 0, ran: 0, adopted: false };
let worker: Worker | null = null;
let batchesOut = 0;
/** Targets warmed so far (each device type's target once per process). */
const warmed = new Set<string>();

/**
 * Whether this process warms the compiler before its first request: TACK_WARMUP, else at least
 * MIN_CORES cores. Where it does, Tack's import compiles the module eagerly in the background
 * (runtime/prepare-compiler.ts), or, where that does not apply, the warm-up worker runs.
 */
export function compilerWarmUpWanted(): boolean {
  const setting = process.env.TACK_WARMUP ?? "";
  if (/^(off|0|false|no)$/i.test(setting)) return false;
  if (/^(on|1|true|yes)$/i.test(setting)) return true;
  return availableParallelism() >= MIN_CORES;
}

function disabled(): boolean {
  return !compilerWarmUpWanted() || compilerPreparesStarted() > 0;
}

/**
 * Starts the worker and its module compile ahead of the process's first device's own start-up
 * (loading a native shim takes tens of ms, during which the worker runs on another core); the
 * worker then waits for requests (warmCompiler). Later devices start one in warmCompiler if
 * their target is new. Never in a worker thread.
 */
export function startCompilerWarmUp(): void {
  if (counts.started === 0 && warmed.size === 0) spawn();
}

function spawn(): void {
  if (worker !== null || !isMainThread || disabled()) return;
  let w: Worker;
  try {
    const module = currentCompilerModule(); // the main thread's, if it has one: no second compile
    w = new Worker(WORKER_SOURCE, { eval: true, workerData: { path: compilerWasmPath(), module } });
  } catch {
    return; // no worker here: compiles pay for the first use, as without the warm-up
  }
  counts.started++;
  worker = w;
  w.unref();
  w.on("message", (answer: { ran: number; module: WebAssembly.Module }) => {
    counts.ran += answer.ran;
    if (adoptCompilerModule(answer.module)) counts.adopted = true;
    if (--batchesOut === 0 && worker === w) stop();
  });
  w.on("error", () => {
    if (worker === w) worker = null;
  });
  w.on("exit", () => {
    if (worker === w) worker = null;
  });
}

/** Stops a warm-up that was given nothing to run (its device failed to start, or its target was warmed before). */
export function cancelIdleCompilerWarmUp(): void {
  if (batchesOut === 0) stop();
}

function stop(): void {
  const w = worker;
  worker = null;
  batchesOut = 0;
  void w?.terminate();
}

/**
 * Runs `texts` (compile requests for one target) on the warm-up, once per target: starts the
 * worker if the device did not (a device made in a later turn, after the first warm-up ended).
 */
export function warmCompiler(target: string, texts: readonly string[]): void {
  if (warmed.has(target) || !isMainThread || disabled()) return;
  warmed.add(target);
  spawn();
  if (worker === null) return;
  worker.postMessage(texts);
  batchesOut++;
  counts.sent += texts.length;
}

/** The warm-up's counters (tests observe that it ran, and that a cache hit did not need it). */
export function compilerWarmUpStats(): CompilerWarmUpStats {
  return { ...counts };
}
