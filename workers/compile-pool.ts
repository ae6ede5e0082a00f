/**
 * The compile pool (DESIGN.md §6): worker threads, each with its own compiler instance
 * (workers/compile-worker.ts, driven through comlink), serving the async API's compiles so the
 * event loop never parses, runs passes or generates code.
 *
 * - Size: `os.availableParallelism() - 1`, at least 1, unless configured. Workers start when
 *   requests arrive, not before, and each serves one request at a time; queued requests go to
 *   the first worker free, so the load balances by itself.
 * - Time limit per request (default 20 s), counted from when a worker takes it: past it the
 *   worker is terminated and replaced, and the request rejects with a KernelTimeoutError that
 *   names the kernel.
 * - A worker that dies (an exit, an uncaught error, a terminate() from outside) rejects only
 *   the request it held, with a KernelError; the others, and the main thread, go on. A trap
 *   inside the compiler is an internal compiler error of that request alone.
 * - Workers are unref'd while the pool is idle, so a process with nothing else to do exits
 *   without process.exit(); `close()` stops them and rejects what is queued.
 */
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import * as Comlink from "comlink/dist/esm/comlink.mjs";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { compilerModuleAsync } from "../wasm/host.js";
import type { CompileWorkerApi, CompileWorkerData, WorkerAnswer } from "./compile-worker.js";

export interface CompilePoolOptions {
  /** Worker threads (default: cores − 1, at least 1). */
  size?: number;
  /** Milliseconds a worker may spend on one request before it is terminated (default 20,000). */
  timeoutMs?: number;
  /** Added to the process's nice value for each worker thread (default 10, capped at 19; 0 keeps the process's priority). */
  niceness?: number;
}

export const DEFAULT_COMPILE_TIMEOUT_MS = 20_000;
const DEFAULT_NICENESS = 10;
const MAX_POOL_SIZE = 256;
const POOL_OPTIONS = ["size", "timeoutMs", "niceness"];

export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** Why a request did not get an answer; the compile service turns it into the kernel's error. */
export class PoolFailure extends Error {
  constructor(readonly reason: "timeout" | "worker-exit" | "closed" | "trap", message: string) {
    super(message);
    this.name = "PoolFailure";
  }
}

export interface CompilePoolStats {
  size: number;
  workers: number;
  busy: number;
  queued: number;
  completed: number;
  timeouts: number;
  workerExits: number;
  workersStarted: number;
}

interface Job {
  readonly text: string;
  resolve(out: string): void;
  reject(e: PoolFailure): void;
}

interface Slot {
  readonly worker: Worker;
  readonly api: Comlink.Remote<CompileWorkerApi>;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  dead: boolean;
}

let sourceEntry: Promise<URL> | null = null;

/**
 * The worker's entry: the built .js beside this file, or, in a source checkout (tests, tsx),
 * the .ts entry bundled to one ES module by esbuild (a devDependency there) and started from
 * a data: URL. A worker does not inherit its parent's loader, and registering tsx in each
 * worker cost about 3 s per start on a loaded machine; the bundle starts in about 0.2 s.
 */
function workerEntry(): Promise<URL> {
  if (!import.meta.url.endsWith(".ts")) return Promise.resolve(new URL("./compile-worker.js", import.meta.url));
  sourceEntry ??= (async () => {
    const { build } = await import("esbuild");
    const r = await build({
      entryPoints: [fileURLToPath(new URL("./compile-worker.ts", import.meta.url))],
      bundle: true, format: "esm", platform: "node", write: false, logLevel: "silent",
    });
    return new URL(`data:text/javascript;base64,${Buffer.from(r.outputFiles[0].text).toString("base64")}`);
  })();
  return sourceEntry;
}

export class CompilePool {
  readonly size: number;
  readonly timeoutMs: number;
  private readonly niceness: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private closed = false;
  private draining = false;
  private drained: (() => void) | null = null;
  private loadingModule = false;
  private counts = { completed: 0, timeouts: 0, workerExits: 0, workersStarted: 0 };

  constructor(options: CompilePoolOptions = {}) {
    if (typeof options !== "object" || options === null || Array.isArray(options)) {
      throw new TypeError(`The compile pool's options are an object ({ ${POOL_OPTIONS.join(", ")} }), not ${options === null ? "null" : typeof options}`);
    }
    for (const key of Object.keys(options)) {
      // a misspelt option would silently keep its default
      if (!POOL_OPTIONS.includes(key)) throw new RangeError(`The compile pool has no option '${key}'; its options are ${POOL_OPTIONS.join(", ")}`);
    }
    const size = options.size ?? defaultPoolSize();
    if (!Number.isInteger(size) || size < 1 || size > MAX_POOL_SIZE) {
      throw new RangeError(`The compile pool's size is an integer from 1 to ${MAX_POOL_SIZE}, not ${String(size)}`);
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_COMPILE_TIMEOUT_MS;
    if (typeof timeoutMs !== "number" || !(timeoutMs > 0) || !Number.isFinite(timeoutMs)) {
      throw new RangeError(`The compile pool's timeoutMs is a positive number of milliseconds, not ${String(timeoutMs)}`);
    }
    const niceness = options.niceness ?? DEFAULT_NICENESS;
    if (!Number.isInteger(niceness) || niceness < 0 || niceness > 19) {
      throw new RangeError(`The compile pool's niceness is an integer from 0 to 19, not ${String(niceness)}`);
    }
    this.size = size;
    this.timeoutMs = timeoutMs;
    this.niceness = niceness;
  }

  /** Runs one request's text on a worker; resolves with the compiler's output text. */
  run(text: string): Promise<string> {
    if (this.closed || this.draining) return Promise.reject(new PoolFailure("closed", "the compile pool was closed"));
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ text, resolve, reject });
      this.pump();
    });
  }

  /** The worker threads alive now (for diagnostics and tests that kill one). */
  get workers(): readonly Worker[] {
    return this.slots.map((s) => s.worker);
  }

  stats(): CompilePoolStats {
    return {
      size: this.size,
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.job !== null).length,
      queued: this.queue.length,
      ...this.counts,
    };
  }

  /**
   * Takes no new requests, finishes those it holds, then stops its workers (a pool replaced
   * by tack.compilePool.configure()); resolves when it has.
   */
  drain(): Promise<void> {
    this.draining = true;
    if (this.queue.length === 0 && this.slots.every((s) => s.job === null)) return this.close();
    return new Promise((resolve) => {
      this.drained = () => void this.close().then(resolve);
    });
  }

  /** Stops every worker; queued and running requests reject. */
  async close(): Promise<void> {
    this.closed = true;
    const failure = new PoolFailure("closed", "the compile pool was closed");
    for (const job of this.queue.splice(0)) job.reject(failure);
    await Promise.all(this.slots.splice(0).map((slot) => {
      slot.dead = true;
      if (slot.timer) clearTimeout(slot.timer);
      slot.job?.reject(failure);
      slot.job = null;
      return slot.worker.terminate();
    }));
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) break;
      if (slot.ready && slot.job === null && !slot.dead) this.start(slot, this.queue.shift()!);
    }
    // start workers for what is left, up to the size (a starting one takes a job when ready)
    const starting = this.slots.filter((s) => !s.ready).length;
    let wanted = Math.min(this.queue.length - starting, this.size - this.slots.length);
    while (wanted-- > 0) this.spawn();
    this.updateRefs();
  }

  /** The compiled compiler, shared with every worker (compiled off the event loop), and the workers' entry. */
  private module: WebAssembly.Module | null = null;
  private entry: URL | null = null;
  private moduleError: Error | null = null;

  private spawn(): void {
    if (this.module === null) {
      if (this.moduleError !== null) {
        const failure = new PoolFailure("worker-exit", `the compiler could not be loaded: ${this.moduleError.message}`);
        for (const job of this.queue.splice(0)) job.reject(failure);
        return;
      }
      if (this.loadingModule) return;
      this.loadingModule = true;
      Promise.all([compilerModuleAsync(), workerEntry()]).then(
        ([m, entry]) => {
          this.module = m;
          this.entry = entry;
        },
        (e: unknown) => {
          this.moduleError = e instanceof Error ? e : new Error(String(e));
        },
      ).finally(() => {
        this.loadingModule = false;
        if (!this.closed) this.pump();
      });
      return;
    }
    const workerData: CompileWorkerData = { module: this.module, niceness: this.niceness };
    const worker = new Worker(this.entry!, { workerData, stdout: false, stderr: false });
    const slot: Slot = { worker, api: Comlink.wrap<CompileWorkerApi>(nodeEndpoint(worker)), ready: false, job: null, timer: null, dead: false };
    this.slots.push(slot);
    this.counts.workersStarted++;
    worker.on("error", (e) => this.lost(slot, `the compile worker failed: ${e.message}`));
    worker.on("exit", (code) => this.lost(slot, `the compile worker exited (code ${code})`));
    // ready once it answers: the time limit never counts a worker's start-up
    slot.api.version().then(
      () => {
        slot.ready = true;
        if (!slot.dead) this.pump();
      },
      (e: unknown) => this.lost(slot, `the compile worker could not start: ${e instanceof Error ? e.message : String(e)}`),
    );
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.timer = setTimeout(() => {
      this.counts.timeouts++;
      this.fail(slot, new PoolFailure("timeout", `compiling took longer than ${this.timeoutMs} ms, the compile pool's time limit; the worker was stopped and replaced`));
      void slot.worker.terminate();
    }, this.timeoutMs);
    slot.timer.unref();
    slot.api.compile(job.text).then(
      (answer: WorkerAnswer) => {
        if (slot.job !== job) return; // timed out or lost meanwhile: already rejected
        this.finish(slot);
        this.counts.completed++;
        if (answer.ok) job.resolve(answer.out);
        else job.reject(new PoolFailure("trap", answer.trap));
        this.pump();
      },
      (e: unknown) => {
        if (slot.job !== job) return;
        this.fail(slot, new PoolFailure("worker-exit", `the compile worker failed: ${e instanceof Error ? e.message : String(e)}`));
      },
    );
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  /** Rejects the slot's request and retires the slot; a replacement starts if work waits. */
  private fail(slot: Slot, failure: PoolFailure): void {
    const job = slot.job;
    this.finish(slot);
    this.retire(slot);
    job?.reject(failure);
    this.pump();
  }

  private lost(slot: Slot, why: string): void {
    if (slot.dead) return;
    this.counts.workerExits++;
    this.fail(slot, new PoolFailure("worker-exit", why));
  }

  private retire(slot: Slot): void {
    if (slot.dead) return;
    slot.dead = true;
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
  }

  /** Workers keep the process alive only while there is work. */
  private updateRefs(): void {
    const busy = this.queue.length > 0 || this.slots.some((s) => s.job !== null);
    if (!busy && this.drained !== null) {
      const done = this.drained;
      this.drained = null;
      done();
    }
    for (const s of this.slots) {
      if (busy) s.worker.ref();
      else s.worker.unref();
    }
  }
}
