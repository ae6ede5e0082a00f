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
 * native module alive until it is read. The flags that make the compile eager are process-wide
 * (set by the main thread before the worker starts): the first of the two threads done with them
 * puts them back, once (a shared word, so that a late thread does not undo a later setting).
 * The worker compiles with `WebAssembly.compile` on its own event loop, so that a process that
 * ends meanwhile can cancel the compile. It runs no Tack module (it starts the same from the
 * sources and from dist/), is unref'd (a process exits without waiting for its event loop),
 * and inherits no execArgv (tsx's loader, a profiler) or stdio pipes. Any failure in it only
 * leaves the main thread to compile the module itself, as without it.
 */
import { MessageChannel, receiveMessageOnPort, SHARE_ENV, Worker } from "node:worker_threads";

/** Indices into the shared state. */
export const FLAGS_SET = 0;
export const WORKER_STATE = 1;
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
  Atomics.store(shared, ${WORKER_STATE}, ${COMPILING});
  if (workerData.sync) done(new WebAssembly.Module(bytes));
  else WebAssembly.compile(bytes).then(done, () => done(null));
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
 * Starts the worker compiling the module at `path`. `shared` (an Int32Array on a
 * SharedArrayBuffer) holds FLAGS_SET (1 while the eager flags are set) and WORKER_STATE;
 * `restore` the flags that put V8's back. Null if no worker could be started.
 */
export function compileAhead(path: string, shared: Int32Array, restore: readonly string[]): CompileAhead | null {
  let w: Worker;
  const { port1, port2 } = new MessageChannel();
  try {
    w = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { shared, path, restore, port: port2, sync: process.env.TACK_COMPILE_AHEAD_SYNC === "1" },
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
    if (m === null) Atomics.compareExchange(shared, WORKER_STATE, NOT_STARTED, FAILED);
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
