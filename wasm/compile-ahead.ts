/**
 * The compiler's Wasm module compiled ahead on a worker thread (wasm/host.ts
 * prepareCompilerModule), so that a script that imports Tack and requests a kernel at once finds
 * it compiled.
 *
 * Why a thread: `WebAssembly.compile` on the main thread needs a turn of that thread's event
 * loop before V8 compiles anything (its job's module is created by a task on the thread's
 * queue), and such a script gives it none: its first request made the module synchronously,
 * every function eagerly (25-32 ms of CPU over V8's threads, ~7 ms of the request on the 16-core
 * host; bench/workers/RESULTS.md, session 8 bsfirst). A worker has its own thread and compiles
 * at once, while the main thread goes on evaluating Tack and making the device. V8 keeps one
 * native module per identical bytes for the whole process (its native module cache, the one
 * workers/compiler-warm-up.ts relies on): the main thread's own `new WebAssembly.Module(bytes)`
 * then takes the worker's code, or, while the worker's compile is under way, waits for it
 * instead of compiling again.
 *
 * The worker posts its module when it is made and ends: the message, unread until the main
 * thread's event loop turns, holds the native module alive for the main thread's own compile
 * meanwhile; a process that turns it adopts the module from the message. The flags that make
 * the compile eager are process-wide (set by the main thread before the worker starts): the
 * first of the two threads done with them puts them back, once (a shared word, so that a late
 * thread does not undo a later setting). The worker runs no Tack module (it starts the same from
 * the sources and from dist/), is unref'd (a process exits without waiting for it, past a
 * compile under way) and inherits no execArgv (tsx's loader, a profiler) or stdio pipes. Any
 * failure in it only leaves the main thread to compile the module itself, as without it.
 */
import { SHARE_ENV, Worker } from "node:worker_threads";

/** Indices into the shared state. */
export const FLAGS_SET = 0;
export const WORKER_STATE = 1;
/** WORKER_STATE's values: the worker has not begun compiling; compiling; compiled; failed. */
export const NOT_STARTED = 0;
export const COMPILING = 1;
export const COMPILED = 2;
export const FAILED = 3;

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { shared, path, restore } = workerData;
let module = null;
try {
  const bytes = require("node:fs").readFileSync(path);
  Atomics.store(shared, ${WORKER_STATE}, ${COMPILING});
  module = new WebAssembly.Module(bytes);
  Atomics.store(shared, ${WORKER_STATE}, ${COMPILED});
} catch {
  Atomics.store(shared, ${WORKER_STATE}, ${FAILED});
} finally {
  if (Atomics.compareExchange(shared, ${FLAGS_SET}, 1, 0) === 1) {
    const v8 = require("node:v8");
    for (const flags of restore) v8.setFlagsFromString(flags);
  }
}
parentPort.postMessage(module);
`;

export interface CompileAhead {
  /** Settles with the worker's module, or null if it failed or ended without one. */
  module: Promise<WebAssembly.Module | null>;
}

/**
 * Starts the worker compiling the module at `path`. `shared` (an Int32Array on a
 * SharedArrayBuffer) holds FLAGS_SET (1 while the eager flags are set) and WORKER_STATE;
 * `restore` the flags that put V8's back. Null if no worker could be started.
 */
export function compileAhead(path: string, shared: Int32Array, restore: readonly string[]): CompileAhead | null {
  let w: Worker;
  try {
    w = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { shared, path, restore },
      env: SHARE_ENV,
      execArgv: [],
      stdout: true,
      stderr: true,
      trackUnmanagedFds: false,
    });
  } catch {
    return null;
  }
  w.unref();
  const module = new Promise<WebAssembly.Module | null>((resolve) => {
    w.once("message", (m: unknown) => resolve(m instanceof WebAssembly.Module ? m : null));
    w.once("error", () => resolve(null));
    w.once("exit", () => resolve(null));
  });
  return { module };
}
