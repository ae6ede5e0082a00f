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
import { FLOOR_WAT, variantWat } from "./stencil-floor-wat.js";

const { values } = parseArgs({ options: { n: { type: "string", default: "4096" }, rounds: { type: "string", default: "15" }, variants: { type: "string", default: "" } } });
/** `--variants 2,4,s1,s4`: loop shapes of stencil-floor-wat.ts's variantWat beside the rest (a number: vectors per iteration; s: from aligned loads and shuffles). */
const VARIANTS = values.variants ? values.variants.split(",") : [];
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

let placement = "";
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
    // the loop shapes tried (--variants), over the same arrays
    if (VARIANTS.length) placement = `; the device's src/dst at byte offsets ${s.byteOffset % 4096}/${o.byteOffset % 4096} mod 4096`;
    for (const v of VARIANTS) {
      const shuffle = v.startsWith("s");
      const unroll = Number(shuffle ? v.slice(1) : v);
      const f = (new WebAssembly.Instance(compileModule(compileWat(variantWat(unroll, shuffle), { optimize: false })), { env: { memory: tack.wasmMemory() } }).exports as {
        stencil: (s: number, d: number, h: number, w: number) => void;
      }).stencil;
      runs.push([`hand-written, ${unroll} vector${unroll > 1 ? "s" : ""} per iteration${shuffle ? ", aligned loads + shuffles" : ""}`, () => f(s.byteOffset, o.byteOffset, N, N), () => o]);
    }
  }
}
for (const [, run] of runs) for (let i = 0; i < 3; i++) run(); // compile, first launches

// the interior's bits (the border is not written)
const bytes = (a: Float32Array) => {
  const u = new Uint32Array(a.buffer, a.byteOffset, N * N);
  const r = new Uint32Array((N - 2) * (N - 2));
  for (let y = 1; y < N - 1; y++) r.set(u.subarray(y * N + 1, y * N + N - 1), (y - 1) * (N - 2));
  return Buffer.from(r.buffer);
};
const ref = bytes(runs.find(([name]) => name === "wasm device")![2]());
// each hand-written loop again after its output is poisoned, its interior against the device's
const differ: string[] = [];
for (const [name, run, out] of runs) {
  if (!name.startsWith("hand-written")) continue;
  out().fill(NaN);
  run();
  if (Buffer.compare(bytes(out()), ref) !== 0) differ.push(name);
}
const same = differ.length === 0;

const times = cpuTimeRounds(runs, ROUNDS, PER_ROUND, VARIANTS.length > 0);
const lines = [
  `stencil 5-point ${N}² f32, one thread, ${ROUNDS} rounds of ${PER_ROUND}${VARIANTS.length ? " (order rotating)" : ""}; Node ${process.version}; load ${loadavg().map((l) => l.toFixed(2)).join(" ")}` +
    (cpuReason ? `; cpu unavailable: ${cpuReason}` : "") + placement + `; hand-written outputs ${same ? "the wasm device's bits" : "**differ** from the wasm device's: " + differ.join(", ")}`,
  "",
  ...cpuTimeTable(runs, times),
];
process.stdout.write(lines.join("\n") + "\n");
await (wasm.backend as unknown as { dispose(): Promise<void> }).dispose();
await stopCompileWorker();
