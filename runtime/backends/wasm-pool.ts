/**
 * The wasm device's threads: a pool of worker threads that run chunks of a launch on the shared
 * memory (compiler/codegen/wat/ABI.md), and a watchdog that stops late launches.
 *
 * Each worker instantiates every program's compiled `WebAssembly.Module` on the one shared
 * memory, with its own scratch stack. A launch is one job in a control block (a
 * SharedArrayBuffer of its own, out of the kernels' reach): the program, the slot area, the
 * range, the chunk size and the counters. The chunks are dealt in one contiguous share per
 * thread (the calling thread's first), like OpenMP's static schedule and the cpu device's pool
 * (shims/cpu/pool.cc): a launch after launch over the same arrays finds each share in the cache
 * of the thread that touched it last, where one shared counter handed chunk k to a different
 * thread each launch. A thread claims the chunks of its share with `Atomics.add` on the share's
 * counter, then steals from the next shares, so a slow or late thread just does less. Each
 * finished chunk adds to the done counter, and the launcher waits (a short spin, then
 * Atomics.wait, or Atomics.waitAsync off the event loop) until it is complete. Counters that
 * different threads write sit on cache lines of their own.
 *
 * Publishing a job is a seqlock: the sequence word goes odd while the job's words are written
 * (after every worker of the previous job has left), even when they are ready; a worker enters
 * (the active counter) and checks the sequence did not move before it reads them.
 *
 * Waking: a worker that finished a job spins on the sequence word for workerSpinMs before it
 * sleeps in Atomics.wait, so a stream of launches finds it awake. Sleepers are woken in a tree:
 * the launcher wakes wakeFanout of them and each woken worker wakes wakeFanout more, so the
 * launcher does not pay a futex wake per worker before it starts its own share. These and the
 * chunking are PoolOptions; with `trace` the pool records each job's per-thread times (traceOf).
 *
 * Modules reach workers as messages on a port of their own, read synchronously
 * (`receiveMessageOnPort`) when a job names a program the worker does not have yet, so an idle
 * worker can sleep in Atomics.wait instead of its event loop. Workers are unref'd: an idle
 * pool never keeps the process alive, and `terminate()` (or the process's exit) ends them even
 * in the middle of a kernel.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";

/**
 * Control block words (Int32). Line 0 (bytes 0-63): what the launcher writes per job, read by
 * the workers; line 1: the counters every thread writes; line 2 + k: share k's claim counter.
 */
const SEQ = 0;
const NCHUNKS = 1;
const PROGRAM = 2;
const SLOTS = 3;
const SHUTDOWN = 4;
/** Shares the chunks are dealt in (the threads of the job). */
const PARTS = 5;
/** 1 when the launching thread takes share 0 (synchronous launches), 0 when only workers run. */
const CALLER_JOINS = 6;
/** Float64 words at byte 32 (line 0): start, end, iterations per chunk, the caller's share's weight. */
const F_BYTE = 32;
const F_START = 0;
const F_END = 1;
const F_CHUNK = 2;
const F_W0 = 3;
const DONE = 16;
const ACTIVE = 17;
/** A chunk threw (a trap): its message is posted, and the launch fails. */
const TRAPPED = 18;
/** Share k's counter: chunks of the share claimed so far. */
const SHARE0 = 32;
const LINE_WORDS = 16;
const ctrlBytes = (parts: number): number => (SHARE0 + parts * LINE_WORDS) * 4;

/**
 * How a pool schedules and wakes (bench/wasm/RESULTS.md, sessions 7-9). The defaults are what the
 * benches measured best; the others exist so a bench can A/B them in one process
 * (bench/wasm/launch-trace.ts) and a host can be tuned with TACK_WASM_POOL (poolOptionsFromEnv).
 */
export interface PoolOptions {
  /** How long an idle worker polls for the next job before it sleeps (a stream of launches finds it awake). */
  workerSpinMs: number;
  /** How long the launcher polls for the workers' last chunks before it sleeps. */
  callerSpinMs: number;
  /** Sleepers each waker wakes: the launcher, then every woken worker (a tree); the pool's size or more: the launcher wakes all. */
  wakeFanout: number;
  /** The calling thread's share of a synchronous launch, relative to a worker's (1: equal; 0: none, it only steals). */
  callerShare: number;
  /** Chunks per thread a launch is cut into (wasm-program.ts): enough for fast threads to take up slow ones' share. */
  chunksPerThread: number;
  /** Record each job's per-thread times and chunk counts (traceOf): for bench probes. */
  trace: boolean;
}

export const POOL_DEFAULTS: Readonly<PoolOptions> = Object.freeze({
  workerSpinMs: 0.1,
  callerSpinMs: 0.05,
  wakeFanout: 2,
  callerShare: 1,
  chunksPerThread: 16,
  trace: false,
});

const ENV_KEYS: Record<string, keyof PoolOptions> = {
  spin: "workerSpinMs",
  callerSpin: "callerSpinMs",
  fanout: "wakeFanout",
  caller: "callerShare",
  chunks: "chunksPerThread",
  trace: "trace",
};

/**
 * Options from a `TACK_WASM_POOL` string, `key=value` pairs separated by commas: spin (ms),
 * callerSpin (ms), fanout, caller (share), chunks (per thread), trace (0/1). Empty: none.
 */
export function poolOptionsFromEnv(text = process.env.TACK_WASM_POOL ?? ""): Partial<PoolOptions> {
  const out: Partial<Record<keyof PoolOptions, number | boolean>> = {};
  for (const part of text.split(",").map((p) => p.trim()).filter((p) => p !== "")) {
    const [key, value] = part.split("=");
    const name = ENV_KEYS[key];
    const v = Number(value);
    if (name === undefined || value === undefined || !Number.isFinite(v) || v < 0) {
      throw new RangeError(
        `TACK_WASM_POOL: '${part}' is not an option; write key=value pairs (non-negative numbers) with keys ${Object.keys(ENV_KEYS).join(", ")}`,
      );
    }
    out[name] = name === "trace" ? v !== 0 : v;
  }
  return out as Partial<PoolOptions>;
}

/** Trace record of a job: per thread (0: the caller, k: worker k) these fields, then the launcher's. */
const T_SEEN = 0; // when the thread saw the job (hrtime ns)
const T_SLEPT = 1; // 1: it saw it on waking from Atomics.wait, 0: polling
const T_FIRST = 2; // its first chunk's start
const T_LAST = 3; // its last chunk's end
const T_OWN = 4; // chunks of its own share
const T_STOLEN = 5; // chunks of other shares
const T_ITERS = 6; // iterations it ran
const T_FIELDS = 7;
const L_PUBLISH = 0; // the launcher started publishing
const L_PUBLISHED = 1; // the job was published (the previous job's workers had left)
const L_CALLER_DONE = 2; // the calling thread found no chunk left to claim
const L_JOINED = 3; // every chunk was done
const L_FIELDS = 4;
const TRACE_JOBS = 256;

/** One job's trace (times in µs from the publish's start). */
export interface JobTrace {
  /** Until the job was published: the wait for the previous job's workers to leave. */
  publishUs: number;
  callerDoneUs: number;
  joinedUs: number;
  threads: { seenUs: number; slept: boolean; firstUs: number; lastUs: number; own: number; stolen: number; iterations: number }[];
}

/**
 * The claim loop, the same text in the workers and (through `new Function`) on the launching
 * thread: takes the chunks of share `me`, then of the next shares, and runs each with
 * `run(c)`; returns the chunks this thread ran. A share's counter is read before it is added
 * to, so a thread that finished does not bounce the lines of shares already done.
 */
const CLAIM_SOURCE = `(I, me, parts, n, w0, run) => {
  let ran = 0;
  // share s is [at(s), at(s + 1)): share 0 weighs w0 (the caller's, when it joins), the others 1
  const total = w0 + parts - 1;
  const at = (s) => (s === 0 ? 0 : s === parts ? n : Math.floor((n * (w0 + s - 1)) / total));
  for (let t = 0; t < parts; t++) {
    const s = me + t < parts ? me + t : me + t - parts;
    const lo = at(s), size = at(s + 1) - lo;
    const w = ${SHARE0} + s * ${LINE_WORDS};
    if (Atomics.load(I, w) >= size) continue;
    for (let c = Atomics.add(I, w, 1); c < size; c = Atomics.add(I, w, 1)) {
      run(lo + c, t === 0);
      ran++;
    }
  }
  return ran;
}`;

/** Math functions the generated code imports (ABI.md): JavaScript's own, so results match the plain run. */
const MATH_IMPORTS = `{
  sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin, acos: Math.acos, atan: Math.atan,
  atan2: Math.atan2, sinh: Math.sinh, cosh: Math.cosh, tanh: Math.tanh, asinh: Math.asinh,
  acosh: Math.acosh, atanh: Math.atanh, exp: Math.exp, expm1: Math.expm1, log: Math.log,
  log2: Math.log2, log10: Math.log10, log1p: Math.log1p, cbrt: Math.cbrt, pow: Math.pow,
  hypot: Math.hypot, fmod: (a, b) => a % b,
}`;

/** The generated code's imports for one instance. */
export function wasmImports(memory: WebAssembly.Memory, names: readonly string[]): WebAssembly.Imports {
  const math = MATH as Record<string, (...a: number[]) => number>;
  const env: Record<string, unknown> = { memory };
  for (const n of names) {
    const f = math[n];
    if (f === undefined) throw new Error(`the generated code imports Math_${n}, which the wasm device does not provide`);
    env[`Math_${n}`] = f;
  }
  return { env } as WebAssembly.Imports;
}

// eslint-disable-next-line no-new-func
const MATH: Record<string, (...a: number[]) => number> = new Function(`return ${MATH_IMPORTS}`)();

const WORKER_SOURCE = `
const { workerData, receiveMessageOnPort } = require("node:worker_threads");
const { memory, ctrl, port, index, spinMs, fanout } = workerData;
const I = new Int32Array(ctrl);
const F = new Float64Array(ctrl, ${F_BYTE}, 4);
// the job trace (PoolOptions.trace): this thread's fields of the job's record
const T = workerData.trace ? new Float64Array(workerData.trace) : null;
const now = () => Number(process.hrtime.bigint());
let rec = 0;
let slept = 0;
const MATH = ${MATH_IMPORTS};
const claim = ${CLAIM_SOURCE};
const programs = new Map();
function drain() {
  for (let m = receiveMessageOnPort(port); m !== undefined; m = receiveMessageOnPort(port)) {
    const msg = m.message;
    if (msg.drop !== undefined) { programs.delete(msg.drop); continue; }
    const env = { memory };
    for (const n of msg.imports) env["Math_" + n] = MATH[n];
    const inst = new WebAssembly.Instance(msg.module, { env });
    programs.set(msg.id, { run: inst.exports[msg.chunk], stack: msg.stackBase + index * msg.stackSize });
  }
}
let seen = 0;
let p, id, slots, start, end, chunk;
function runChunk(c, own) {
  const a = start + c * chunk, b = Math.min(end, a + chunk);
  if (T !== null && T[rec + ${T_FIRST}] < 0) T[rec + ${T_FIRST}] = now();
  try {
    if (p === undefined) throw new Error("program " + id + " was never sent to this worker");
    p.run(slots, a, b, p.stack);
  } catch (e) {
    if (Atomics.compareExchange(I, ${TRAPPED}, 0, 1) === 0) port.postMessage({ trap: String(e && e.message || e) });
  }
  if (T !== null) {
    T[rec + ${T_LAST}] = now();
    T[rec + (own ? ${T_OWN} : ${T_STOLEN})]++;
    T[rec + ${T_ITERS}] += b - a;
  }
  if (Atomics.add(I, ${DONE}, 1) === I[${NCHUNKS}] - 1) Atomics.notify(I, ${DONE});
}
for (;;) {
  const s = Atomics.load(I, ${SEQ});
  if (Atomics.load(I, ${SHUTDOWN}) !== 0) break;
  if (s === seen || (s & 1) !== 0) {
    // poll a while (a stream of launches finds this worker awake), then sleep; a worker woken
    // for a new job wakes more sleepers (the tree: the launcher wakes only \`fanout\`)
    const until = performance.now() + spinMs;
    let k = 0;
    while (Atomics.load(I, ${SEQ}) === s && ((++k & 63) !== 0 || performance.now() < until));
    slept = 0;
    if (Atomics.load(I, ${SEQ}) === s && Atomics.wait(I, ${SEQ}, s) === "ok" && Atomics.load(I, ${SEQ}) !== s) {
      slept = 1;
      Atomics.notify(I, ${SEQ}, fanout);
    }
    continue;
  }
  Atomics.add(I, ${ACTIVE}, 1);
  if (Atomics.load(I, ${SEQ}) === s) {
    seen = s;
    if (T !== null) {
      rec = ((s >> 1) % ${TRACE_JOBS}) * workerData.traceStride + index * ${T_FIELDS};
      T[rec + ${T_SEEN}] = now();
      T[rec + ${T_SLEPT}] = slept;
    }
    id = I[${PROGRAM}];
    p = programs.get(id);
    if (p === undefined) { drain(); p = programs.get(id); }
    slots = I[${SLOTS}];
    start = F[${F_START}]; end = F[${F_END}]; chunk = F[${F_CHUNK}];
    claim(I, index - 1 + I[${CALLER_JOINS}], I[${PARTS}], I[${NCHUNKS}], I[${CALLER_JOINS}] === 1 ? F[${F_W0}] : 1, runChunk);
  }
  if (Atomics.sub(I, ${ACTIVE}, 1) === 1) Atomics.notify(I, ${ACTIVE});
}
`;

/** What a pool needs to run a program: its compiled module and where each thread's stack is. */
export interface PoolProgram {
  readonly id: number;
  readonly module: WebAssembly.Module;
  readonly chunk: string;
  readonly imports: readonly string[];
  /** Stacks: thread k (0: the calling thread, 1..: workers) uses [stackBase + k*stackSize, +stackSize). */
  readonly stackBase: number;
  readonly stackSize: number;
}

/** A range of a launch: `chunks` chunks of `chunk` iterations from `start` (the last may be short). */
export interface Job {
  slots: number;
  start: number;
  end: number;
  chunk: number;
  chunks: number;
}

/** Atomics.waitAsync (Node 16+; not in TypeScript's ES2022 lib). */
const waitAsync = (Atomics as unknown as {
  waitAsync(a: Int32Array, i: number, v: number, timeout?: number): { async: boolean; value: Promise<string> | string };
}).waitAsync;

// eslint-disable-next-line no-new-func
const claim = new Function(`return ${CLAIM_SOURCE}`)() as (
  I: Int32Array, me: number, parts: number, n: number, w0: number, run: (c: number, own: boolean) => void,
) => number;

/** The monotonic clock the workers' trace uses too (hrtime, one origin for every thread). */
const now = (): number => Number(process.hrtime.bigint());

let nextProgramId = 1;
export const newProgramId = (): number => nextProgramId++;

/**
 * The calling thread's part of a synchronous job: the iterations of the chunks it ran and the
 * ms it spent in them (not in its claims, which on 16 threads cost as much as a small range's
 * chunks: its span from first chunk to last claim priced saxpy 2^16 near twice its serial cost).
 */
export interface CallerShare {
  iterations: number;
  ms: number;
}

export class WasmPool {
  /** Workers (the calling thread is thread 0 of synchronous launches). */
  readonly size: number;
  private readonly workers: Worker[] = [];
  private readonly ports: MessagePort[] = [];
  private readonly I: Int32Array;
  private readonly F: Float64Array;
  private seq = 0;
  private readonly loaded = new Set<number>();
  /** A job is in flight (an async launch): synchronous launches run on the calling thread meanwhile. */
  busy = false;
  /** Async launches wait here for the pool, one job at a time. */
  private queue: Promise<void> = Promise.resolve();
  private trapMessage: string | null = null;
  private stopped = false;

  readonly options: Readonly<PoolOptions>;
  /** The job trace (options.trace): TRACE_JOBS records of traceStride words. */
  private readonly T: Float64Array | null;
  private readonly traceStride: number;

  constructor(memory: WebAssembly.Memory, size: number, options: Partial<PoolOptions> = {}) {
    this.size = size;
    this.options = Object.freeze({ ...POOL_DEFAULTS, ...options });
    const { workerSpinMs: spinMs, wakeFanout: fanout } = this.options;
    // a share per thread: the workers and the calling thread
    const ctrl = new SharedArrayBuffer(ctrlBytes(size + 1));
    this.I = new Int32Array(ctrl);
    this.F = new Float64Array(ctrl, F_BYTE, 4);
    this.traceStride = (size + 1) * T_FIELDS + L_FIELDS;
    const trace = this.options.trace ? new SharedArrayBuffer(TRACE_JOBS * this.traceStride * 8) : null;
    this.T = trace === null ? null : new Float64Array(trace);
    for (let k = 0; k < size; k++) {
      const { port1, port2 } = new MessageChannel();
      const workerData = { memory, ctrl, port: port2, index: k + 1, spinMs, fanout, trace, traceStride: this.traceStride };
      const w = new Worker(WORKER_SOURCE, { eval: true, workerData, transferList: [port2] });
      w.unref();
      port1.on("message", (m: { trap?: string }) => {
        if (m.trap !== undefined) this.trapMessage ??= m.trap;
      });
      port1.unref();
      this.workers.push(w);
      this.ports.push(port1);
    }
  }

  /** Sends a program's module to every worker (before its first job). */
  load(p: PoolProgram): void {
    if (this.loaded.has(p.id)) return;
    for (const port of this.ports) {
      port.postMessage({ id: p.id, module: p.module, chunk: p.chunk, imports: p.imports, stackBase: p.stackBase, stackSize: p.stackSize });
    }
    this.loaded.add(p.id);
  }

  /** Lets the workers drop a program's instance (it was collected). */
  drop(id: number): void {
    if (!this.loaded.delete(id) || this.stopped) return;
    for (const port of this.ports) port.postMessage({ drop: id });
  }

  /** Publishes a job in `parts` shares (share 0 the caller's when it joins); the workers start taking its chunks. */
  private publish(programId: number, job: Job, callerJoins: boolean): void {
    const I = this.I;
    const parts = this.size + (callerJoins ? 1 : 0);
    const T = this.T;
    const t0 = T === null ? 0 : now();
    Atomics.store(I, SEQ, ++this.seq); // odd: the job's words are being written
    for (let a = Atomics.load(I, ACTIVE); a !== 0; a = Atomics.load(I, ACTIVE)) Atomics.wait(I, ACTIVE, a);
    if (T !== null) {
      const r = this.traceRecord(this.seq + 1);
      for (let t = 0; t <= this.size; t++) T.fill(-1, r + t * T_FIELDS, r + t * T_FIELDS + T_OWN).fill(0, r + t * T_FIELDS + T_OWN, r + (t + 1) * T_FIELDS);
      const l = r + (this.size + 1) * T_FIELDS;
      T[l + L_PUBLISH] = t0;
      T[l + L_PUBLISHED] = now();
      T[l + L_CALLER_DONE] = -1;
      T[l + L_JOINED] = -1;
      if (callerJoins) {
        T[r + T_SEEN] = T[l + L_PUBLISHED];
        T[r + T_SLEPT] = 0;
      }
    }
    I[PROGRAM] = programId;
    I[SLOTS] = job.slots;
    I[NCHUNKS] = job.chunks;
    I[PARTS] = parts;
    I[CALLER_JOINS] = callerJoins ? 1 : 0;
    I[TRAPPED] = 0;
    this.trapMessage = null;
    this.F[F_START] = job.start;
    this.F[F_END] = job.end;
    this.F[F_CHUNK] = job.chunk;
    this.F[F_W0] = this.options.callerShare;
    for (let k = 0; k < parts; k++) Atomics.store(I, SHARE0 + k * LINE_WORDS, 0);
    Atomics.store(I, DONE, 0);
    Atomics.store(I, SEQ, ++this.seq);
    Atomics.notify(I, SEQ, this.options.wakeFanout);
  }

  /**
   * Runs a job on the workers and the calling thread (`run`, its own instance's chunk with
   * stack 0), and returns when every chunk ran, with what the calling thread's chunks took:
   * a serial cost measured without the pool's wake-up and join in it (see CallerShare).
   */
  runSync(p: PoolProgram, job: Job, run: (slots: number, start: number, end: number) => void): CallerShare {
    this.load(p);
    this.busy = true;
    try {
      this.publish(p.id, job, true);
      const I = this.I;
      const T = this.T;
      const r = T === null ? 0 : this.traceRecord(this.seq);
      let error: unknown = null;
      let iterations = 0;
      let busy = 0;
      claim(I, 0, this.size + 1, job.chunks, this.options.callerShare, (c, own) => {
        const a = job.start + c * job.chunk;
        const b = Math.min(job.end, a + job.chunk);
        if (T !== null && T[r + T_FIRST] < 0) T[r + T_FIRST] = now();
        const t = performance.now();
        try {
          run(job.slots, a, b);
        } catch (e) {
          error ??= e;
        }
        busy += performance.now() - t;
        iterations += b - a;
        if (T !== null) {
          T[r + T_LAST] = now();
          T[r + (own ? T_OWN : T_STOLEN)]++;
          T[r + T_ITERS] += b - a;
        }
        Atomics.add(I, DONE, 1);
      });
      const share = { iterations, ms: busy };
      const l = r + (this.size + 1) * T_FIELDS;
      if (T !== null) T[l + L_CALLER_DONE] = now();
      // the workers' last chunks: poll a while (they are short when the launch is), then sleep
      const until = performance.now() + this.options.callerSpinMs;
      let k = 0;
      while (Atomics.load(I, DONE) < job.chunks && ((++k & 63) !== 0 || performance.now() < until));
      for (let d = Atomics.load(I, DONE); d < job.chunks; d = Atomics.load(I, DONE)) Atomics.wait(I, DONE, d);
      if (T !== null) T[l + L_JOINED] = now();
      if (error !== null) throw error;
      this.checkTrap();
      return share;
    } finally {
      this.busy = false;
    }
  }

  /**
   * Runs a job on the workers only, leaving the event loop free. `onTimeout` is called when
   * `timeoutAt` (performance.now() ms; Infinity for none) passes before the job is complete;
   * the job still runs to its end (the caller's cancel makes its chunks return at once).
   */
  runAsync(p: PoolProgram, job: Job, timeoutAt: number, onTimeout: () => void): Promise<void> {
    const ready = this.queue;
    let release!: () => void;
    this.queue = new Promise((r) => (release = r));
    return ready.then(async () => {
      this.load(p);
      this.busy = true;
      // a pending Atomics.waitAsync does not keep Node's event loop alive, and the workers are
      // unref'd: without this, a process whose only pending work is this launch (a warm disk
      // cache's hit: nothing compiles) exits with the launch's promise unsettled
      this.workers[0]?.ref();
      try {
        this.publish(p.id, job, false);
        const I = this.I;
        let timedOut = false;
        for (let d = Atomics.load(I, DONE); d < job.chunks; d = Atomics.load(I, DONE)) {
          const left = timedOut ? Infinity : timeoutAt - performance.now();
          if (left <= 0) {
            timedOut = true;
            onTimeout();
            continue;
          }
          const w = waitAsync(I, DONE, d, left === Infinity ? undefined : Math.max(1, left));
          if (w.async) await w.value;
        }
        if (this.T !== null) this.T[this.traceRecord(this.seq) + (this.size + 1) * T_FIELDS + L_JOINED] = now();
        this.checkTrap();
      } finally {
        this.workers[0]?.unref();
        this.busy = false;
        release();
      }
    });
  }

  /** Jobs published so far (the last one's trace is traceOf(jobs)). */
  get jobs(): number {
    return this.seq >> 1;
  }

  /**
   * Job `j`'s trace (1-based; one of the last TRACE_JOBS). Complete once the next job was
   * published: a worker that ran no chunk may note the job after the launch returned.
   */
  traceOf(j: number): JobTrace {
    const T = this.T;
    if (T === null) throw new Error("this pool records no trace: make it with the trace option");
    if (j < 1 || j > this.jobs || j <= this.jobs - TRACE_JOBS) throw new RangeError(`job ${j} is not among the last ${TRACE_JOBS} of ${this.jobs}`);
    const r = this.traceRecord(2 * j);
    const l = r + (this.size + 1) * T_FIELDS;
    const t0 = T[l + L_PUBLISH];
    const us = (t: number): number => (t < 0 ? NaN : (t - t0) / 1000);
    const threads = [];
    for (let t = 0; t <= this.size; t++) {
      const f = r + t * T_FIELDS;
      threads.push({
        seenUs: us(T[f + T_SEEN]),
        slept: T[f + T_SLEPT] === 1,
        firstUs: us(T[f + T_FIRST]),
        lastUs: us(T[f + T_LAST]),
        own: T[f + T_OWN],
        stolen: T[f + T_STOLEN],
        iterations: T[f + T_ITERS],
      });
    }
    return { publishUs: us(T[l + L_PUBLISHED]), callerDoneUs: us(T[l + L_CALLER_DONE]), joinedUs: us(T[l + L_JOINED]), threads };
  }

  /** The first word of the trace record of the job whose (even) sequence word is `seq`. */
  private traceRecord(seq: number): number {
    return ((seq >> 1) % TRACE_JOBS) * this.traceStride;
  }

  private checkTrap(): void {
    if (this.I[TRAPPED] === 0) return;
    // the worker posted its message before counting the chunk: it is on a port by now
    for (const port of this.ports) {
      for (let m = receiveMessageOnPort(port); m !== undefined; m = receiveMessageOnPort(port)) {
        const trap = (m.message as { trap?: string }).trap;
        if (trap !== undefined) this.trapMessage ??= trap;
      }
    }
    throw new WebAssembly.RuntimeError(this.trapMessage ?? "a chunk trapped on a worker");
  }

  /** Ends the workers (a kernel in flight is interrupted). */
  async terminate(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    Atomics.store(this.I, SHUTDOWN, 1);
    Atomics.store(this.I, SEQ, this.seq + 2);
    Atomics.notify(this.I, SEQ);
    for (const p of this.ports) p.close();
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

// ---- the watchdog: stops a synchronous launch whose deadline passed -----------------------

const WATCHDOG_SOURCE = `
const { workerData } = require("node:worker_threads");
const { memory, ctrl } = workerData;
const I = new Int32Array(ctrl);
const D = new BigInt64Array(ctrl, 8, 1);
for (;;) {
  const s = Atomics.load(I, 0);
  const addr = Atomics.load(I, 1);
  if (addr <= 0) { Atomics.wait(I, 0, s); continue; }
  const left = D[0] - process.hrtime.bigint();
  if (left > 0n) { Atomics.wait(I, 0, s, Number(left) / 1e6); continue; }
  // claim the arm (negated) so the launcher's disarm waits for this write to land
  if (Atomics.compareExchange(I, 1, addr, -addr) !== addr) continue;
  Atomics.compareExchange(new BigInt64Array(memory.buffer, addr, 1), 0, 0n, -1n);
  Atomics.store(I, 1, 0);
  Atomics.wait(I, 0, s);
}
`;

/**
 * Writes "past the deadline" into a status block when a synchronous launch runs late. The
 * launching thread runs chunks itself, so it cannot watch the clock: this thread does,
 * asleep in Atomics.wait until the deadline or the disarm.
 */
export class Watchdog {
  private readonly worker: Worker;
  private readonly I: Int32Array;
  private readonly D: BigInt64Array;

  constructor(memory: WebAssembly.Memory) {
    const ctrl = new SharedArrayBuffer(16);
    this.I = new Int32Array(ctrl);
    this.D = new BigInt64Array(ctrl, 8, 1);
    this.worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { memory, ctrl } });
    this.worker.unref();
  }

  /** Watches the status block at `addr` (8-aligned, > 0) until `disarm`; `deadline`: monotonic ns. */
  arm(addr: number, deadline: bigint): void {
    this.D[0] = deadline;
    Atomics.store(this.I, 1, addr);
    Atomics.add(this.I, 0, 1);
    Atomics.notify(this.I, 0);
  }

  disarm(addr: number): void {
    for (;;) {
      const v = Atomics.compareExchange(this.I, 1, addr, 0);
      if (v === addr || v === 0) break;
      // the watchdog is writing the timeout (a few nanoseconds): wait for it to land
    }
    Atomics.add(this.I, 0, 1);
    Atomics.notify(this.I, 0);
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}
