/**
 * The wasm device's pool (runtime/backends/wasm-pool.ts) on a hand-written chunk function:
 * every chunk of a job runs exactly once however the shares and steals fall (chunk counts
 * below, at and above the thread count; synchronous jobs with the calling thread, asynchronous
 * ones on the workers only), and a job whose first chunks can only finish when every thread
 * is in one at the same time completes after the workers fell asleep: each sleeper was woken
 * (the launcher wakes two, each woken worker wakes two more).
 */
import { afterAll, describe, expect, it } from "vitest";
import { compileModule, compileWat, stopCompileWorker } from "../../runtime/backends/wasm-compile.js";
import { newProgramId, WasmPool, type Job } from "../../runtime/backends/wasm-pool.js";

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
