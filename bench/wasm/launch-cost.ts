/**
 * What a launch on the wasm device's pool costs beyond its work (issue 11): the fan-out to the
 * workers and the join, measured on the pool itself (runtime/backends/wasm-pool.ts) with a
 * chunk function that does a fixed amount of spinning per iteration, so the work is known.
 *
 * For each thread count T (the calling thread and T-1 workers) and each work size W (total
 * microseconds of work over the launch; 0: empty chunks), two ways of launching:
 *  - stream: launch after launch, the way a bench or a time-step loop runs;
 *  - cold: 3 ms of sleep between launches, so the workers went back to sleep.
 * It prints the median wall time per launch, and the overhead: that minus W / T (what the
 * launch would take if the threads started at once and shared the work perfectly).
 *
 *   node --import tsx bench/wasm/launch-cost.ts [--threads 2,4,8,16] [--work 0,100,1000] [--rounds 200]
 *   node --import tsx bench/wasm/launch-cost.ts --base /work/main   (another checkout's pool, A/B)
 *
 * With --base, rounds alternate between this checkout's pool and the base's, in one process.
 */
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { compileModule, compileWat, stopCompileWorker } from "../../runtime/backends/wasm-compile.js";

const { values } = parseArgs({
  options: {
    threads: { type: "string", default: [2, 4, 8, 16].filter((t) => t <= availableParallelism()).join(",") || "2" },
    work: { type: "string", default: "0,100,1000" },
    rounds: { type: "string", default: "200" },
    base: { type: "string" },
  },
});
const THREADS = values.threads.split(",").map(Number);
const WORKS = values.work.split(",").map(Number);
const ROUNDS = Number(values.rounds);

type PoolModule = typeof import("../../runtime/backends/wasm-pool.js");
const pools: [string, PoolModule][] = [["this", await import("../../runtime/backends/wasm-pool.js")]];
if (values.base) pools.push(["base", await import(`${values.base}/runtime/backends/wasm-pool.ts`)]);

/** tack_chunk(slots, start, end, stack): spins `slots` rounds of a dependent add per iteration. */
const WAT = `(module (import "env" "memory" (memory 1 65536 shared))
  (func (export "tack_chunk") (param $slots i32) (param $start f64) (param $end f64) (param $stack i32)
    (local $k i32) (local $x i32)
    (local.set $k (i32.mul (local.get $slots) (i32.trunc_f64_u (f64.sub (local.get $end) (local.get $start)))))
    (block $b (loop $l
      (br_if $b (i32.eqz (local.get $k)))
      (local.set $x (i32.add (i32.mul (local.get $x) (i32.const 3)) (i32.const 1)))
      (local.set $k (i32.sub (local.get $k) (i32.const 1)))
      (br $l)))
    (if (i32.eq (local.get $x) (i32.const 7)) (then (i32.store (i32.const 64) (local.get $x))))))`;

const memory = new WebAssembly.Memory({ initial: 1, maximum: 65536, shared: true });
const module = compileModule(compileWat(WAT, { optimize: false }));
const chunk = (new WebAssembly.Instance(module, { env: { memory } }).exports as { tack_chunk: (s: number, a: number, b: number, k: number) => void })
  .tack_chunk;

/** Spin rounds per microsecond on this thread (the chunk's `slots` argument scales the work). */
function roundsPerUs(): number {
  const n = 1 << 18;
  let best = Infinity;
  for (let r = 0; r < 30; r++) {
    const t0 = performance.now();
    chunk(1, 0, n, 0);
    best = Math.min(best, performance.now() - t0);
  }
  return n / (best * 1000);
}
const perUs = roundsPerUs();

const sleep = new Int32Array(new SharedArrayBuffer(4));
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1];

console.log(`launch cost on the wasm pool: Node ${process.version}, ${availableParallelism()} CPUs, ${perUs.toFixed(0)} spin rounds per µs, load ${loadavg().map((l) => l.toFixed(2)).join(" ")}, ${ROUNDS} launches each`);
console.log("");
console.log("| pool | threads | work µs | stream µs/launch | overhead µs | cold µs/launch | overhead µs |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const T of THREADS) {
  const made = pools.map(([name, m]) => {
    const pool = new m.WasmPool(memory, T - 1);
    const program = { id: m.newProgramId(), module, chunk: "tack_chunk", imports: [], stackBase: 0, stackSize: 0 };
    return { name, pool, program };
  });
  // a new pool's workers boot isolates of their own (a few hundred ms on a loaded 2-core VM):
  // launches before that run on the calling thread alone
  await new Promise((r) => setTimeout(r, 1500));
  for (const W of WORKS) {
    // 16 iterations per thread, as the device's chunking gives; `slots` spin rounds each
    const n = 16 * T;
    const slots = Math.max(0, Math.round((W * perUs) / n));
    const job = { slots, start: 0, end: n, chunk: 1, chunks: n };
    const launch = (p: (typeof made)[number]) => p.pool.runSync(p.program, job, (s, a, b) => chunk(s, a, b, 0));
    for (const p of made) for (let i = 0; i < 20; i++) launch(p); // workers started, programs loaded
    const res = made.map(() => ({ stream: [] as number[], cold: [] as number[] }));
    for (let r = 0; r < ROUNDS; r++) {
      made.forEach((p, i) => {
        launch(p);
        let t0 = performance.now();
        launch(p);
        res[i].stream.push(performance.now() - t0);
        Atomics.wait(sleep, 0, 0, 3);
        t0 = performance.now();
        launch(p);
        res[i].cold.push(performance.now() - t0);
      });
    }
    made.forEach((p, i) => {
      const s = median(res[i].stream) * 1000;
      const c = median(res[i].cold) * 1000;
      const ideal = W / T;
      console.log(`| ${p.name} | ${T} | ${W} | ${s.toFixed(1)} | ${(s - ideal).toFixed(1)} | ${c.toFixed(1)} | ${(c - ideal).toFixed(1)} |`);
    });
  }
  await Promise.all(made.map((p) => p.pool.terminate()));
}
await stopCompileWorker();
