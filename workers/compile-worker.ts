/**
 * One compile worker of the pool (workers/compile-pool.ts): a worker thread with its own
 * compiler instance (wasm/host.ts), exposed through comlink. It takes request text and answers
 * the compiler's output text, so the thread that asked only builds the text and reads the
 * answer; parsing, the passes and code generation run here.
 *
 * A trap inside the compiler is an answer (`trap`), not a thrown error: the instance that
 * trapped is replaced (wasm/host.ts) and the worker goes on serving.
 */
import { getPriority, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import * as Comlink from "comlink/dist/esm/comlink.mjs";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { Compiler, CompilerTrap } from "../wasm/host.js";

export interface CompileWorkerData {
  /** The compiled compiler module, shared by every worker (compiled once per process). */
  module: WebAssembly.Module;
  /** Added to this thread's nice value, so compiles yield the cores to the event loop. */
  niceness: number;
}

export type WorkerAnswer = { ok: true; out: string } | { ok: false; trap: string };

export interface CompileWorkerApi {
  compile(requestText: string): WorkerAnswer;
  version(): string;
}

const data = workerData as CompileWorkerData;
if (data.niceness > 0) {
  try {
    // pid 0 on Linux is the calling thread: only this worker yields. Relative to the nice value
    // the thread inherited (the process's), so a process started with `nice` keeps the margin.
    setPriority(0, Math.min(19, getPriority(0) + data.niceness));
  } catch {
    // not allowed here (a container's policy): compiles run at the process's priority
  }
}

const compiler = new Compiler(data.module);

const api: CompileWorkerApi = {
  compile(requestText: string): WorkerAnswer {
    try {
      return { ok: true, out: compiler.compile(requestText) };
    } catch (e) {
      if (e instanceof CompilerTrap) return { ok: false, trap: e.message };
      throw e;
    }
  },
  version(): string {
    return compiler.version();
  },
};

Comlink.expose(api, nodeEndpoint(parentPort!));
