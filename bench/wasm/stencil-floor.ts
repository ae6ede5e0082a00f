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
import { FLOOR_WAT } from "./stencil-floor-wat.js";

const { values } = parseArgs({ options: { n: { type: "string", default: "4096" }, rounds: { type: "string", default: "15" } } });
const N = Number(values.n);
const ROUNDS = Number(values.rounds);
const PER_ROUND = 3;


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
