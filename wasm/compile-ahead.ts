/**
 * The compiler's Wasm module compiled ahead on a worker thread (wasm/host.ts
 * prepareCompilerModule), so that a script that imports Tack and requests a kernel at once finds
 * it compiled.
 *
 * Why a thread: `WebAssembly.compile` on the main thread needs a turn of that thread's event
 * loop before V8 compiles anything (its job's module is created by a task on the thread's
 * queue), and such a script gives it none: its first request made the module synchronously,
 * every function eagerly (25-32 ms of CPU over V8's threads, ~7 ms of the request on the 16-core
 * host; bench/workers/RESULTS.md, session 8 bsfirst). A worker has its own thread and event
 * loop and compiles at once, while the main thread goes on evaluating Tack and making the
 * device. A module's compiled code is one native module, which every thread's WebAssembly.Module
 * of it shares (posted between threads, or made from the same bytes: V8's native module cache,
 * which workers/compiler-warm-up.ts relies on too).
 *
 * The worker posts its module on a port of its own when it is made, says so in a shared word,
 * and ends. The main thread takes it from the port synchronously (receiveMessageOnPort: no decode
 * of the bytes, no compile, 0.1-0.2 ms) or, at a turn of its event loop, from the message; a
 * request that comes while the worker compiles waits for it (Atomics.wait on the word); one that
 * comes before the worker has begun compiles the module itself, as without it, and the worker's
 * compile, if it still comes, shares that code (V8's native module cache). The message holds the
 * native module alive until it is read. The flags that make the compile eager are process-wide,
 * set by the main thread (the worker waits for them: GO); the first of the two threads done with
 * them puts them back, once (a shared word, so that a late thread does not undo a later setting).
 * The worker compiles with `WebAssembly.compile` on its own event loop, so that a process that
 * ends meanwhile can cancel the compile. It runs no Tack module (it starts the same from the
 * sources and from dist/), is unref'd (a process exits without waiting for its event loop),
 * and inherits no execArgv (tsx's loader, a profiler) or stdio pipes. Any failure in it only
 * leaves the main thread to compile the module itself, as without it.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { MessageChannel, receiveMessageOnPort, SHARE_ENV, Worker } from "node:worker_threads";

/** Indices into the shared state. */
export const FLAGS_SET = 0;
export const WORKER_STATE = 1;
/** 1 once the flags are set and the worker may compile (an early start waits for its runtime). */
export const GO = 2;
/** WORKER_STATE's values: the worker has not begun compiling; compiling; compiled (and posted); failed. */
export const NOT_STARTED = 0;
export const COMPILING = 1;
export const COMPILED = 2;
export const FAILED = 3;
export const STATE_NAMES = ["not-started", "compiling", "compiled", "failed"] as const;
export type WorkerState = (typeof STATE_NAMES)[number];

/** How long a synchronous request waits for a compile under way before it compiles the module itself. */
const WAIT_MS = 2000;

// posts the module, then says so: a thread that sees COMPILED finds the message on its port
const WORKER_SOURCE = `
const { workerData } = require("node:worker_threads");
const { shared, path, restore, port } = workerData;
const done = (module) => {
  try {
    port.postMessage(module);
  } finally {
    Atomics.store(shared, ${WORKER_STATE}, module === null ? ${FAILED} : ${COMPILED});
    Atomics.notify(shared, ${WORKER_STATE});
    if (Atomics.compareExchange(shared, ${FLAGS_SET}, 1, 0) === 1) {
      const v8 = require("node:v8");
      for (const flags of restore) v8.setFlagsFromString(flags);
    }
    port.close();
  }
};
try {
  const bytes = require("node:fs").readFileSync(path);
  // started early (by the package entry): the flags are set once the runtime takes this over
  for (let waited = 0; Atomics.load(shared, ${GO}) === 0 && waited < 10000; waited += 50) Atomics.wait(shared, ${GO}, 0, 50);
  if (Atomics.load(shared, ${GO}) === 0) throw new Error("never taken over");
  Atomics.store(shared, ${WORKER_STATE}, ${COMPILING});
  WebAssembly.compile(bytes).then(done, () => done(null));
} catch {
  done(null);
}
`;

export interface CompileAhead {
  /** Settles with the worker's module at a turn of this thread's event loop, or null if it failed or ended without one. */
  module: Promise<WebAssembly.Module | null>;
  /**
   * The worker's module for a synchronous request: taken from its message if it is compiled,
   * waited for if its compile is under way; null (the caller compiles) if the worker has not
   * begun, failed, or took longer than WAIT_MS. `found`: the worker's state as this began.
   */
  take(): { module: WebAssembly.Module | null; found: WorkerState };
}

/**
 * Starts the worker compiling the module at `path` once GO is set. `shared` (an Int32Array on a
 * SharedArrayBuffer) holds FLAGS_SET (1 while the eager flags are set), WORKER_STATE and GO;
 * `restore` the flags that put V8's back. Null if no worker could be started.
 */
export function compileAhead(path: string, shared: Int32Array, restore: readonly string[]): CompileAhead | null {
  let w: Worker;
  const { port1, port2 } = new MessageChannel();
  try {
    w = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { shared, path, restore, port: port2 },
      transferList: [port2],
      env: SHARE_ENV,
      execArgv: [],
      stdout: true,
      stderr: true,
      trackUnmanagedFds: false,
    });
  } catch {
    port1.close();
    port2.close();
    return null;
  }
  w.unref();
  let settle: (m: WebAssembly.Module | null) => void = () => {};
  const module = new Promise<WebAssembly.Module | null>((resolve) => {
    settle = (m) => {
      closed = true;
      port1.close();
      resolve(m);
    };
  });
  const asModule = (m: unknown) => (m instanceof WebAssembly.Module ? m : null);
  let closed = false;
  /** The module in a message on the port not dispatched yet, if any. */
  const received = (): WebAssembly.Module | null => {
    try {
      return closed ? null : asModule(receiveMessageOnPort(port1)?.message);
    } catch {
      return null;
    }
  };
  port1.on("message", (m: unknown) => settle(asModule(m)));
  port1.unref();
  // its end, or a failure: the module if it posted one (a message not dispatched yet), else null
  const ended = () => {
    const m = received();
    if (m === null && Atomics.load(shared, WORKER_STATE) !== COMPILED) Atomics.store(shared, WORKER_STATE, FAILED);
    settle(m);
  };
  w.once("error", ended);
  w.once("exit", ended);
  const take = (): { module: WebAssembly.Module | null; found: WorkerState } => {
    const found = Atomics.load(shared, WORKER_STATE);
    if (found === COMPILING) Atomics.wait(shared, WORKER_STATE, COMPILING, WAIT_MS);
    if (found === NOT_STARTED || Atomics.load(shared, WORKER_STATE) !== COMPILED) return { module: null, found: STATE_NAMES[found] };
    const m = received();
    if (m !== null) settle(m);
    return { module: m, found: STATE_NAMES[found] };
  };
  return { module, take };
}

/** A compile ahead as started: the flags set, the shared state, and the worker (null: none could be made). */
export interface StartedAhead {
  path: string;
  shared: Int32Array;
  /** The flags that put V8's back, and the ones that make the compile eager. */
  restore: string[];
  set: string[];
  ahead: CompileAhead | null;
  /** Started by the package entry, before the bundled runtime was compiled and run (startCompileAheadEarly). */
  early: boolean;
  /** Taken over by a runtime (takeEarlyCompileAhead). */
  taken: boolean;
}

/**
 * Starts the worker (with `onWorker`; else, or where none could be made, `ahead` is null) and,
 * unless `early`, sets the eager flags (and the compiler's tier-up budget where it applies) for
 * its compile. An early start sets them when its runtime takes it over (takeEarlyCompileAhead):
 * set before the package entry compiles the bundled runtime, they would make V8 reject the code
 * cache of Tack's JavaScript (V8 keys it by its flags; runtime/code-cache.ts). The caller
 * checked eagerCompileApplies().
 */
export function startCompileAhead(path: string, onWorker: boolean, early = false): StartedAhead {
  const budget = laterTierUpApplies();
  const restore = ["--wasm-lazy-compilation", ...(budget ? [`--wasm-tiering-budget=${V8_11_TIERING_BUDGET}`] : [])];
  const set = ["--no-wasm-lazy-compilation", ...(budget ? [`--wasm-tiering-budget=${COMPILER_TIERING_BUDGET}`] : [])];
  const shared = new Int32Array(new SharedArrayBuffer(12));
  const started: StartedAhead = { path, shared, restore, set, ahead: null, early, taken: false };
  if (!early) setEagerFlags(started);
  if (onWorker) started.ahead = compileAhead(path, shared, restore);
  return started;
}

function setEagerFlags(started: StartedAhead): void {
  for (const f of started.set) setFlagsFromString(f);
  Atomics.store(started.shared, FLAGS_SET, 1);
  Atomics.store(started.shared, GO, 1);
  Atomics.notify(started.shared, GO);
}

const EARLY = Symbol.for("tack.compileAheadEarly");

/**
 * Where the compiler's module is compiled ahead (TACK_COMPILE_AHEAD): "main", the default, a
 * background job on the main thread's event loop (wasm/host.ts prepareCompilerModule); "worker",
 * this file's worker, started by the package entry before it loads the bundled runtime (from
 * the sources: where the runtime evaluates); "worker-late", the worker started where the runtime
 * evaluates. Not the default: on the 16-core host, started where the runtime evaluates, the
 * worker had not begun compiling by an at-once script's first request in any of 14 processes
 * (its own start took longer than the import and the device's), and it cost that script's
 * import 2-4 ms and its warm launch 0.2-0.4 ms (bench/workers/RESULTS.md, session 9).
 */
export function compileAheadSetting(): "main" | "worker" | "worker-late" {
  const setting = process.env.TACK_COMPILE_AHEAD ?? "";
  return setting === "worker" || setting === "worker-late" ? setting : "main";
}

/**
 * For the package entry (runtime/code-cache.ts loadRuntime): starts the worker before the
 * bundled runtime is read, compiled and run, which is most of Tack's import (~20 ms of it came
 * before prepareCompilerModule ran), so that the worker's own start is under way meanwhile. The
 * runtime's prepareCompilerModule takes it over (takeEarlyCompileAhead). Only where that would
 * start one: TACK_COMPILE_AHEAD=worker, the warm-up wanted, eager compilation applies, the
 * compiler built.
 */
export function startCompileAheadEarly(): void {
  if (compileAheadSetting() !== "worker" || EARLY in globalThis || !compilerWarmUpWanted() || !eagerCompileApplies()) return;
  let path: string;
  try {
    path = compilerWasmPath();
  } catch {
    return; // not built: the first request says so
  }
  const started = startCompileAhead(path, true, true);
  // (no worker here: the runtime's prepareCompilerModule decides again)
  if (started.ahead !== null) (globalThis as Record<symbol, unknown>)[EARLY] = started;
}

/**
 * The compile ahead the package entry started, once: the first runtime to ask takes it (it stays
 * on the global, marked taken, which tests of the package entry observe).
 */
export function takeEarlyCompileAhead(): StartedAhead | null {
  const started = (globalThis as Record<symbol, unknown>)[EARLY] as StartedAhead | undefined;
  if (started === undefined || started.taken) return null;
  started.taken = true;
  setEagerFlags(started);
  return started;
}

/** Finds the built compiler beside this file (source checkout) or at the package root (dist/). */
export function compilerWasmPath(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "tack-compiler.wasm"), join(here, "..", "..", "wasm", "tack-compiler.wasm")];
  for (const c of candidates) if (existsSync(c)) return c;
  throw new Error(
    `Tack's compiler is not built: none of ${candidates.join(", ")} exists. Run \`npm run build:compiler\`.`,
  );
}

/** Cores below which the warm-up is off unless TACK_WARMUP=on (workers/compiler-warm-up.ts says why). */
export const MIN_CORES = 4;

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

/** Whether prepareCompilerModule may set V8's lazy-compilation flag in this process (see there). */
export function eagerCompileApplies(): boolean {
  if (process.release.name !== "node" || "electron" in process.versions) return false;
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  return !given.some((a) => /^--(no-)?(wasm[-_]lazy[-_]compilation|liftoff)/.test(a));
}

/**
 * V8's tier-up budget for the compiler's module: about 28 times V8 11's default, and the
 * default that is put back as soon as the module is made.
 *
 * Why: V8 11 (Node 20) runs the compiler's functions on Liftoff and recompiles a function
 * with TurboFan, on background threads, once it has executed about 1.8 MB of its code. The
 * first real-sized kernel's request crosses that for 7-15 functions, so the first call of a
 * fresh process shares the cores with tens of ms of TurboFan compiles of code that runs only a
 * few milliseconds (on two cores: the first front half 1.5-2x slower, and with the CPU
 * backend's quick tier the launch that follows too). With this budget the first requests
 * stay on Liftoff, which runs this compiler nearly as fast; later ones still tier up (the
 * budget a function gets back after its first tier-up check is V8's own). Measured in
 * bench/workers/RESULTS.md (session 6): 100 requests in a fresh process also took less
 * time and CPU than with V8's default.
 *
 * V8 reads the flag when it makes a module's code (its budgets are per module), so other
 * modules of the process keep V8's default. Only in Node, where that default is known (V8 11)
 * and the process was not given a budget of its own (--wasm-tiering-budget in execArgv or
 * NODE_OPTIONS); newer V8 starts with a larger default (13 MB) and needs none of this.
 */
export const COMPILER_TIERING_BUDGET = 50_000_000;
export const V8_11_TIERING_BUDGET = 1_800_000;

/** Whether the compiler's module is made with COMPILER_TIERING_BUDGET in this process (see above; wasm/host.ts compileWithLaterTierUp). */
export function laterTierUpApplies(): boolean {
  // Node itself (it turns V8's flag freezing off, so setFlagsFromString works after start; an
  // embedder that keeps it on would abort), on V8 11
  if (process.release.name !== "node" || "electron" in process.versions || !process.versions.v8.startsWith("11.")) return false;
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  return !given.some((a) => /^--wasm[-_]tiering[-_]budget(=|$)/.test(a));
}

