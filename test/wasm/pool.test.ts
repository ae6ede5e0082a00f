/**
 * The wasm device's pool (runtime/backends/wasm-pool.ts) on a hand-written chunk function:
 * every chunk of a job runs exactly once however the shares and steals fall (chunk counts
 * below, at and above the thread count; synchronous jobs with the calling thread, asynchronous
 * ones on the workers only), and a job whose first chunks can only finish when every thread
 * is in one at the same time completes after the workers fell asleep: each sleeper was woken
 * (the launcher wakes two, each woken worker wakes two more). The same for the schedule's
 * options (PoolOptions: the caller's share, the wake fan-out, the spins), whose trace counts
 * each thread's chunks; a process whose pool's workers spin for long still exits.
 */
import { afterAll, describe, expect, it } from "vitest";
import { compileModule, compileWat, stopCompileWorker } from "../../runtime/backends/wasm-compile.js";
import { newProgramId, poolOptionsFromEnv, WasmPool, type Job, type PoolOptions } from "../../runtime/backends/wasm-pool.js";
import { imports, resultOf, runChild } from "../safety/child.js";

afterAll(() => stopCompileWorker());

/**
 * tack_chunk(slots, start, end, stack) over a block at `slots`: +0 arrived, +4 needed, +8 gave
 * up, +64 + 4c: how many times chunk c ran. Each call first counts itself in `arrived` and waits
 * (1 ms sleeps, at most 20 s) until `needed` calls have arrived, then adds 1 to each of its
 * chunks' counters. A thread is in one call at a time, so `needed` calls at once are `needed`
 * threads.
 */
const WAT = `(module (import "env" "memory" (memory 1 65536 shared))
  (func (export "tack_chunk") (param $slots i32) (param $start f64) (param $end f64) (param $stack i32)
    (local $i i32) (local $e i32) (local $k i32)
    (drop (i32.atomic.rmw.add (local.get $slots) (i32.const 1)))
    (block $met (loop $wait
      (br_if $met (i32.ge_s (i32.atomic.load (local.get $slots)) (i32.atomic.load offset=4 (local.get $slots))))
      (if (i32.ge_u (local.get $k) (i32.const 20000))
        (then (drop (i32.atomic.rmw.add offset=8 (local.get $slots) (i32.const 1))) (br $met)))
      (drop (memory.atomic.wait32 offset=12 (local.get $slots) (i32.const 0) (i64.const 1000000)))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br $wait)))
    (local.set $i (i32.trunc_f64_u (local.get $start)))
    (local.set $e (i32.trunc_f64_u (local.get $end)))
    (block $b (loop $l
      (br_if $b (i32.ge_u (local.get $i) (local.get $e)))
      (drop (i32.atomic.rmw.add offset=64 (i32.add (local.get $slots) (i32.shl (local.get $i) (i32.const 2))) (i32.const 1)))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l)))))`;

const memory = new WebAssembly.Memory({ initial: 4, maximum: 65536, shared: true });
const module = compileModule(compileWat(WAT));
const chunk = (new WebAssembly.Instance(module, { env: { memory } }).exports as {
  tack_chunk: (slots: number, start: number, end: number, stack: number) => void;
}).tack_chunk;
const program = { id: newProgramId(), module, chunk: "tack_chunk", imports: [], stackBase: 0, stackSize: 0 };
const SLOTS = 1024;
const words = new Int32Array(memory.buffer);

/** Clears the block; returns the job for `n` iterations in `chunks` chunks. */
function reset(n: number, chunks: number, needed: number): Job {
  words.fill(0, SLOTS / 4, SLOTS / 4 + 16 + n);
  words[SLOTS / 4 + 1] = needed;
  const chunk = Math.ceil(n / chunks);
  return { slots: SLOTS, start: 0, end: n, chunk, chunks: Math.ceil(n / chunk) };
}

/** How many times each iteration ran, and how many calls gave up waiting. */
function counts(n: number): { runs: number[]; gaveUp: number } {
  return { runs: Array.from(words.subarray(SLOTS / 4 + 16, SLOTS / 4 + 16 + n)), gaveUp: words[SLOTS / 4 + 2] };
}

describe("wasm pool", () => {
  const pool = new WasmPool(memory, 3); // 3 workers: 4 threads with the caller
  afterAll(() => pool.terminate());
  const run = (s: number, a: number, b: number) => chunk(s, a, b, 0);

  it("runs every chunk of a job once, with the calling thread and on the workers alone", async () => {
    for (const [n, chunks] of [[1, 1], [3, 3], [4, 4], [10, 10], [1000, 64], [1001, 7]]) {
      let job = reset(n, chunks, 0);
      pool.runSync(program, job, run);
      expect(counts(n)).toEqual({ runs: new Array(n).fill(1), gaveUp: 0 });
      job = reset(n, chunks, 0);
      await pool.runAsync(program, job, Infinity, () => {});
      expect(counts(n)).toEqual({ runs: new Array(n).fill(1), gaveUp: 0 });
    }
  });

  it("wakes every sleeping worker for a job: its first chunks finish only with all four threads in one", async () => {
    for (let round = 0; round < 3; round++) {
      await new Promise((r) => setTimeout(r, 20)); // past the workers' spin: they sleep
      const job = reset(64, 64, 4);
      pool.runSync(program, job, run);
      expect(counts(64)).toEqual({ runs: new Array(64).fill(1), gaveUp: 0 });
      await new Promise((r) => setTimeout(r, 20));
      const asyncJob = reset(64, 64, 3); // the workers alone
      await pool.runAsync(program, asyncJob, Infinity, () => {});
      expect(counts(64)).toEqual({ runs: new Array(64).fill(1), gaveUp: 0 });
    }
  });
});

describe("wasm pool options", () => {
  const run = (s: number, a: number, b: number) => chunk(s, a, b, 0);

  it.each<[string, Partial<PoolOptions>]>([
    ["no share for the caller", { callerShare: 0 }],
    ["half a share for the caller", { callerShare: 0.5 }],
    ["a flat wake, long spins", { wakeFanout: 64, workerSpinMs: 5, callerSpinMs: 5 }],
  ])("%s: every chunk runs once, and the trace counts them by thread", async (_, options) => {
    const pool = new WasmPool(memory, 3, { ...options, trace: true });
    try {
      for (const [n, chunks] of [[1, 1], [4, 4], [10, 10], [1001, 64]]) {
        let job = reset(n, chunks, 0);
        pool.runSync(program, job, run);
        expect(counts(n)).toEqual({ runs: new Array(n).fill(1), gaveUp: 0 });
        const syncJob = pool.jobs;
        job = reset(n, chunks, 0);
        await pool.runAsync(program, job, Infinity, () => {});
        expect(counts(n)).toEqual({ runs: new Array(n).fill(1), gaveUp: 0 });
        pool.runSync(program, reset(1, 1, 0), run); // the traced jobs' workers have left
        for (const [j, caller] of [[syncJob, true], [syncJob + 1, false]] as const) {
          const t = pool.traceOf(j);
          expect(t.threads.reduce((a, w) => a + w.own + w.stolen, 0)).toBe(job.chunks);
          expect(t.threads.reduce((a, w) => a + w.iterations, 0)).toBe(n);
          if (!caller) expect(t.threads[0].own + t.threads[0].stolen).toBe(0); // async: the workers alone
        }
      }
      // all four threads in one chunk at once: every sleeper is woken, whatever the caller's share
      await new Promise((r) => setTimeout(r, 20 + (options.workerSpinMs ?? 0)));
      pool.runSync(program, reset(64, 64, 4), run);
      expect(counts(64)).toEqual({ runs: new Array(64).fill(1), gaveUp: 0 });
    } finally {
      await pool.terminate();
    }
  });

  it("the caller with no share of its own starts on the next share (it only steals)", () => {
    const pool = new WasmPool(memory, 3, { callerShare: 0, trace: true });
    try {
      // one call at a time needs all four threads in it: the caller holds a chunk until the workers do
      pool.runSync(program, reset(64, 64, 4), run);
      pool.runSync(program, reset(1, 1, 0), run);
      const caller = pool.traceOf(pool.jobs - 1).threads[0];
      expect(caller.own).toBe(0);
      expect(caller.stolen).toBeGreaterThan(0);
    } finally {
      void pool.terminate();
    }
  });

  it("reads TACK_WASM_POOL's key=value pairs and refuses an unknown key or a bad value, naming them", () => {
    expect(poolOptionsFromEnv("")).toEqual({});
    expect(poolOptionsFromEnv("spin=1, fanout=16,caller=0.5,chunks=4,callerSpin=0.2,trace=1")).toEqual({
      workerSpinMs: 1, wakeFanout: 16, callerShare: 0.5, chunksPerThread: 4, callerSpinMs: 0.2, trace: true,
    });
    expect(() => poolOptionsFromEnv("spinn=1")).toThrow(/TACK_WASM_POOL: 'spinn=1' is not an option.*keys spin, callerSpin/);
    expect(() => poolOptionsFromEnv("spin=-1")).toThrow(/'spin=-1'/);
    expect(() => poolOptionsFromEnv("spin")).toThrow(/'spin'/);
  });

  it("a process whose workers spin for long still exits after its launches", async () => {
    const r = await runChild({
      text: `${imports()}
const k = tack.kernel(function twice(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) out[i] = 2 * x[i];
});
const d = tack.device("wasm", { numThreads: 3 });
tack.setDefaultDevice(d);
const x = tack.array(new Float32Array(1 << 20).map((_, i) => Math.sin(i)), { device: d });
const out = tack.full(1 << 20, NaN, "f32", { device: d });
for (let i = 0; i < 5; i++) k(x, out);
const o = out.toTypedArray() as Float32Array, xs = x.toTypedArray() as Float32Array;
report({ same: o.every((v, i) => v === Math.fround(2 * xs[i])) });
`,
      env: { TACK_WASM_POOL: "spin=60000,callerSpin=60000", TACK_DEVICE: "wasm" },
      timeoutMs: 30_000,
    });
    expect(r.timedOut).toBe(false);
    expect(resultOf(r)).toEqual({ same: true });
  });
});
