/**
 * How far the wasm device's saxpy is from what Wasm SIMD can do at all (issue 11): on one
 * thread, the kernel on the wasm device, the kernel on the cpu device (LLVM, AVX2), and the
 * smallest hand-written Wasm loop (two `v128.load`, `f32x4.mul`/`add`, one `v128.store`, one
 * counter; compiled the wasm device's way, TurboFan) over the same sizes, interleaved in
 * rounds. The hand-written loop runs twice: over arrays back to back (exactly 4n bytes apart,
 * how the wasm heap placed them before it staggered large blocks) and over arrays staggered
 * as the heap now does (wasm-memory.ts COLOUR_STEP). Figures are process CPU time per launch (one thread: the launch's work, not the
 * time a preempted thread waits), medians over rounds, and the ratios to the cpu device.
 *
 * `node --import tsx bench/wasm/saxpy-floor.ts [--log2n 24] [--rounds 25]`; prints a table.
 */
import { loadavg } from "node:os";
import * as tack from "../../runtime/index.js";
import { compileModule, compileWat, stopCompileWorker } from "../../runtime/backends/wasm-compile.js";
import { saxpy } from "../../test/corpus/saxpy.js";
import { cpuTimeRounds, cpuTimeTable } from "./cpu-time-rounds.js";

const argv = process.argv.slice(2);
const option = (name: string, d: number): number => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : d;
};
const LOG2N = option("--log2n", 24);
const ROUNDS = option("--rounds", 25);
const PER_ROUND = 3;
const n = 2 ** LOG2N;
const STEP = 3 * 4096 + 21 * 64; // wasm-memory.ts COLOUR_STEP

/** The floor: out[i] = a * x[i] + y[i], 4 lanes a step, byte offsets in one i32 counter. */
const FLOOR_WAT = `(module (import "env" "memory" (memory 1 65536 shared))
  (func (export "saxpy") (param $x i32) (param $y i32) (param $o i32) (param $n i32) (param $a f32)
    (local $p i32) (local $av v128) (local $end i32)
    (local.set $av (f32x4.splat (local.get $a)))
    (local.set $end (i32.shl (local.get $n) (i32.const 2)))
    (block $b (loop $l
      (br_if $b (i32.ge_u (local.get $p) (local.get $end)))
      (v128.store (i32.add (local.get $o) (local.get $p))
        (f32x4.add (f32x4.mul (local.get $av) (v128.load (i32.add (local.get $x) (local.get $p))))
                   (v128.load (i32.add (local.get $y) (local.get $p)))))
      (local.set $p (i32.add (local.get $p) (i32.const 16)))
      (br $l)))))`;

const random = (): Float32Array => {
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) a[i] = Math.random();
  return a;
};

const memory = new WebAssembly.Memory({ initial: Math.ceil((12 * n + 2 * STEP) / 65536) + 1, maximum: 65536, shared: true });
const floor = (new WebAssembly.Instance(compileModule(compileWat(FLOOR_WAT)), { env: { memory } }).exports as {
  saxpy: (x: number, y: number, o: number, n: number, a: number) => void;
}).saxpy;
new Float32Array(memory.buffer, 0, n).set(random());
new Float32Array(memory.buffer, 4 * n, n).set(random());

const k = tack.kernel(saxpy, { tier: "optimized" }) as unknown as (...a: unknown[]) => void;
const wasm = tack.device("wasm", { numThreads: 1 });
const cpuReason = tack.devices().find((d) => d.type === "cpu")?.reason;
const runs: [string, () => void][] = [
  ["hand-written Wasm loop, arrays back to back", () => floor(0, 4 * n, 8 * n, n, 2)],
  ["hand-written Wasm loop, arrays staggered", () => floor(0, 4 * n + STEP, 8 * n + 2 * STEP, n, 2)],
];
const cpu1 = cpuReason ? null : tack.device("cpu", { numThreads: 1 });
// a launch runs on the default device when that can address its arrays, and cpu devices share
// host memory: the one-thread cpu device must be the default, or its launches use every thread
if (cpu1) tack.setDefaultDevice(cpu1);
for (const [name, d] of [["wasm device", wasm], ["cpu device", cpu1]] as const) {
  if (!d) continue;
  const args = [...[random(), random(), new Float32Array(n)].map((t) => tack.array(t, { device: d })), 2];
  runs.push([name, () => k(...args)]);
}
for (const [, run] of runs) for (let i = 0; i < 3; i++) run(); // compile, first launches

const times = cpuTimeRounds(runs, ROUNDS, PER_ROUND);
const lines = [
  `saxpy 2^${LOG2N} f32, one thread, ${ROUNDS} rounds of ${PER_ROUND}; Node ${process.version}; load ${loadavg().map((l) => l.toFixed(2)).join(" ")}` +
    (cpuReason ? `; cpu unavailable: ${cpuReason}` : ""),
  "",
  ...cpuTimeTable(runs, times),
];
process.stdout.write(lines.join("\n") + "\n");
await (wasm.backend as unknown as { dispose(): Promise<void> }).dispose();
await stopCompileWorker();
