/**
 * How far the wasm device's 5-point stencil (bench/cpu/kernels.ts stencil5, 4096² f32) is from
 * a hand-written Wasm SIMD loop over the same arrays, and from the cpu device, on one thread
 * (issue 11, the memory-bound per-thread gap). The hand-written loop keeps one i32 byte offset
 * per row that steps by 16 and three row pointers (above, this, below), so each output vector
 * costs five `v128.load`, four `f32x4.add`, one `f32x4.mul`, one `v128.store` and a few i32
 * adds; the generated loop recomputes each access's index in i64 from the grid coordinates
 * per vector (`(y + 1) * w + x + 1`, then a wrap and a shift per access). Same operation order
 * as the kernel, so the outputs must be the same bits (checked). The hand-written loop runs
 * twice: over arrays of its own and over the wasm device's, to tell the code from the arrays'
 * placement.
 *
 * Figures: process CPU time per launch (one thread), medians over interleaved rounds.
 *
 *   node --import tsx bench/wasm/stencil-floor.ts [--n 4096] [--rounds 15]
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import * as tack from "../../runtime/index.js";
import { compileModule, compileWat, stopCompileWorker } from "../../runtime/backends/wasm-compile.js";
import { hashValue, stencil5 } from "../cpu/kernels.js";
import { cpuTimeRounds, cpuTimeTable } from "./cpu-time-rounds.js";

const { values } = parseArgs({ options: { n: { type: "string", default: "4096" }, rounds: { type: "string", default: "15" } } });
const N = Number(values.n);
const ROUNDS = Number(values.rounds);
const PER_ROUND = 3;

/** stencil(src, dst, h, w): the interior, 4 outputs a step, the last (w - 2) % 4 of a row scalar. */
const FLOOR_WAT = `(module (import "env" "memory" (memory 1 65536 shared))
  (func (export "stencil") (param $src i32) (param $dst i32) (param $h i32) (param $w i32)
    (local $y i32) (local $row i32) (local $p i32) (local $up i32) (local $dn i32) (local $q i32)
    (local $o i32) (local $vend i32) (local $end i32) (local $k v128)
    (local.set $k (f32x4.splat (f32.const 0.2)))
    (local.set $row (i32.shl (local.get $w) (i32.const 2)))
    (local.set $end (i32.shl (i32.sub (local.get $w) (i32.const 2)) (i32.const 2)))
    (local.set $vend (i32.and (local.get $end) (i32.const -16)))
    (local.set $y (i32.const 1))
    (block $ydone (loop $yl
      (br_if $ydone (i32.ge_u (local.get $y) (i32.sub (local.get $h) (i32.const 1))))
      ;; p: src + 4 * (y * w), the row's element 0 (element x + 1 is at offset 4 + 4x)
      (local.set $p (i32.add (local.get $src) (i32.mul (local.get $y) (local.get $row))))
      (local.set $up (i32.sub (local.get $p) (local.get $row)))
      (local.set $dn (i32.add (local.get $p) (local.get $row)))
      (local.set $q (i32.add (local.get $dst) (i32.mul (local.get $y) (local.get $row))))
      (local.set $o (i32.const 0))
      (block $vdone (loop $vl
        (br_if $vdone (i32.ge_u (local.get $o) (local.get $vend)))
        (v128.store offset=4 (i32.add (local.get $q) (local.get $o))
          (f32x4.mul (local.get $k)
            (f32x4.add
              (f32x4.add
                (f32x4.add
                  (f32x4.add
                    (v128.load offset=4 (i32.add (local.get $p) (local.get $o)))
                    (v128.load (i32.add (local.get $p) (local.get $o))))
                  (v128.load offset=8 (i32.add (local.get $p) (local.get $o))))
                (v128.load offset=4 (i32.add (local.get $up) (local.get $o))))
              (v128.load offset=4 (i32.add (local.get $dn) (local.get $o))))))
        (local.set $o (i32.add (local.get $o) (i32.const 16)))
        (br $vl)))
      (block $sdone (loop $sl
        (br_if $sdone (i32.ge_u (local.get $o) (local.get $end)))
        (f32.store offset=4 (i32.add (local.get $q) (local.get $o))
          (f32.mul (f32.const 0.2)
            (f32.add
              (f32.add
                (f32.add
                  (f32.add
                    (f32.load offset=4 (i32.add (local.get $p) (local.get $o)))
                    (f32.load (i32.add (local.get $p) (local.get $o))))
                  (f32.load offset=8 (i32.add (local.get $p) (local.get $o))))
                (f32.load offset=4 (i32.add (local.get $up) (local.get $o))))
              (f32.load offset=4 (i32.add (local.get $dn) (local.get $o))))))
        (local.set $o (i32.add (local.get $o) (i32.const 4)))
        (br $sl)))
      (local.set $y (i32.add (local.get $y) (i32.const 1)))
      (br $yl)))))`;

const src = new Float32Array(N * N);
for (let i = 0; i < src.length; i++) src[i] = hashValue(i, 4);

const k = tack.kernel(stencil5, { tier: "optimized" }) as unknown as (...a: unknown[]) => void;
const wasm = tack.device("wasm", { numThreads: 1 });
const cpuReason = tack.devices().find((d) => d.type === "cpu")?.reason;
const cpu1 = cpuReason ? null : tack.device("cpu", { numThreads: 1 });
// launches run on the default device when it can address their arrays: the one-thread cpu device must be it
if (cpu1) tack.setDefaultDevice(cpu1);

const floor = (new WebAssembly.Instance(compileModule(compileWat(FLOOR_WAT, { optimize: false })), { env: { memory: tack.wasmMemory() } }).exports as {
  stencil: (s: number, d: number, h: number, w: number) => void;
}).stencil;
const fSrc = tack.array(src, { device: wasm });
const fDst = tack.zeros(N * N, "f32", { device: wasm });
const fView = fDst.toTypedArray() as Float32Array;
const fSrcAddr = (fSrc.toTypedArray() as Float32Array).byteOffset;

const runs: [string, () => void, () => Float32Array][] = [
  ["hand-written Wasm loop (row pointers, i32 offset)", () => floor(fSrcAddr, fView.byteOffset, N, N), () => fView],
];
for (const [name, d] of [["wasm device", wasm], ["cpu device", cpu1]] as const) {
  if (!d) continue;
  const args = [tack.array(src, { device: d }), tack.zeros(N * N, "f32", { device: d }), N, N];
  runs.push([name, () => k(...args), () => (args[1] as tack.Array).toTypedArray() as Float32Array]);
  if (d === wasm) {
    // the same hand-written loop over the device's arrays: tells the code from the arrays' placement
    const [s, o] = [args[0], args[1]].map((a) => (a as tack.Array).toTypedArray() as Float32Array);
    runs.push(["hand-written Wasm loop, the wasm device's arrays", () => floor(s.byteOffset, o.byteOffset, N, N), () => o]);
  }
}
for (const [, run] of runs) for (let i = 0; i < 3; i++) run(); // compile, first launches

const ref = runs.find(([name]) => name === "wasm device")![2]();
const same = Buffer.compare(Buffer.from(runs[0][2]().buffer, runs[0][2]().byteOffset, 4 * N * N), Buffer.from(ref.buffer, ref.byteOffset, 4 * N * N)) === 0;

const times = cpuTimeRounds(runs, ROUNDS, PER_ROUND);
const lines = [
  `stencil 5-point ${N}² f32, one thread, ${ROUNDS} rounds of ${PER_ROUND}; Node ${process.version}; load ${loadavg().map((l) => l.toFixed(2)).join(" ")}` +
    (cpuReason ? `; cpu unavailable: ${cpuReason}` : "") + `; hand-written output ${same ? "the wasm device's bits" : "**differs** from the wasm device's"}`,
  "",
  ...cpuTimeTable(runs, times),
];
process.stdout.write(lines.join("\n") + "\n");
await (wasm.backend as unknown as { dispose(): Promise<void> }).dispose();
await stopCompileWorker();
