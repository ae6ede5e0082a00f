/**
 * Issue 11, 16 threads: each device ALONE on arrays of its own, one after the other in one
 * process, so that neither device's turn evicts the other's arrays from the caches.
 *
 * run.ts interleaves the devices in turns of 5 launches over two sets of arrays; on the 16-core
 * host (300 MB L3) the two sets of saxpy 2^24 (2 x 192 MB) do not both fit, so every turn starts
 * by fetching from DRAM what the other device's turn evicted (session 11: both devices ~1.3-1.9x
 * slower than over one shared set). Here a phase makes one device's arrays, warms up, times
 * `--rounds` rounds of 5 launches and frees them (wasm: tack.wasmFree) before the other device's
 * phase; `--cpu-first` swaps the order (processes.ts-style runs alternate it). Output: one JSON
 * line per kernel (the median wall ms per launch of each device and cpu/wasm), the output checked
 * against the cpu device's.
 *
 *   node --import tsx bench/wasm/alone.ts [--threads 16] [--rounds 12] [--only saxpy,stencil] [--cpu-first] [--json PATH]
 *
 * `--cpu-on-wasm-memory`: the wasm phase runs the CPU DEVICE on arrays in the wasm memory (views
 * wrapped by tack.fromTypedArray, no copy), so that a row compares the cpu device's code on its own
 * arrays (cpuMs) with the same code on the wasm memory's (wasmMs): whether the memory, not the
 * code, is what a wasm/cpu ratio is made of.
 *
 * `--json PATH` also writes the rows in processes.ts's form, so that
 * `processes.ts --script alone --runs 20 --alternate=--cpu-first -- --threads 16` gives their
 * distribution over fresh processes, the order alternating.
 */
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import * as tack from "../../runtime/index.js";
import { cases } from "../cpu/kernels.js";
import { median } from "./cpu-time-rounds.js";

const { values } = parseArgs({
  options: {
    threads: { type: "string", default: String(availableParallelism()) },
    rounds: { type: "string", default: "12" },
    only: { type: "string", default: "saxpy,stencil" },
    "cpu-first": { type: "boolean", default: false },
    "cpu-on-wasm-memory": { type: "boolean", default: false },
    json: { type: "string" },
    "no-write": { type: "boolean", default: false }, // processes.ts passes it to every script: nothing here writes RESULTS.md
  },
});
const THREADS = Number(values.threads);
const onWasmMemory = values["cpu-on-wasm-memory"];
const ROUNDS = Number(values.rounds);
const only = values.only!.split(",");
const PER_ROUND = 5;
const WARM_MS = 300;

const cpuReason = tack.devices().find((d) => d.type === "cpu")?.reason;
if (cpuReason) throw new Error(`alone.ts needs the cpu device: ${cpuReason}`);
const cpu = tack.device("cpu", { numThreads: THREADS });
const wasm = tack.device("wasm", { numThreads: THREADS });
tack.setDefaultDevice(cpu);


const rows: object[] = [];
for (const c of cases.filter((k) => only.some((o) => k.label.includes(o)))) {
  const call = tack.kernel(c.fn as (...a: never[]) => void, { tier: "optimized" }) as unknown as (...a: unknown[]) => void;
  const order = values["cpu-first"] ? [cpu, wasm] : [wasm, cpu];
  const ms = new Map<tack.Device, number>();
  const outputs = new Map<tack.Device, Float32Array>();
  for (const d of order) {
    const owned: tack.Array[] = []; // the wasm arrays this phase frees at its end
    const onDevice = () => {
      const a = c.args().map((x) => (ArrayBuffer.isView(x) ? tack.array(x as Float32Array, { device: d }) : x));
      if (d === wasm) for (const x of a) if (x instanceof tack.Array) owned.push(x);
      return d === wasm && onWasmMemory ? a.map((x) => (x instanceof tack.Array ? tack.fromTypedArray(x.toTypedArray(), { device: cpu }) : x)) : a;
    };
    const args = onDevice();
    const t0 = performance.now();
    for (let i = 0; i < 10 || performance.now() - t0 < WARM_MS; i++) call(...args);
    const times: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const s = performance.now();
      for (let l = 0; l < PER_ROUND; l++) call(...args);
      times.push((performance.now() - s) / PER_ROUND);
    }
    ms.set(d, median(times));
    // a fresh launch's output, for the check below (every case's output is f32 here)
    const fresh = onDevice();
    call(...fresh);
    outputs.set(d, Float32Array.from((fresh[c.out] as tack.Array).toTypedArray() as Float32Array));
    for (const a of owned) tack.wasmFree(a);
  }
  const w = outputs.get(wasm)!, k = outputs.get(cpu)!;
  let worst = 0;
  for (let i = 0; i < w.length; i++) worst = Math.max(worst, Math.abs(w[i] - k[i]) / (1e-6 + Math.abs(k[i])));
  if (!(worst <= 1e-5)) throw new Error(`alone.ts: ${c.label}: wasm and cpu outputs differ (worst relative ${worst})`);
  const line = { kernel: c.label, threads: THREADS, first: order[0] === wasm ? "wasm" : "cpu", wasmMs: ms.get(wasm), cpuMs: ms.get(cpu), speed: ms.get(cpu)! / ms.get(wasm)! };
  console.log(JSON.stringify(line));
  rows.push({ label: onWasmMemory ? `${c.label}, cpu device: own arrays / on the wasm memory` : c.label, bound: "memory", target: 0.9, threads: THREADS, wasmMs: line.wasmMs, cpuMs: line.cpuMs, speed: line.speed });
}
if (values.json !== undefined) writeFileSync(values.json, JSON.stringify(rows) + "\n");
process.exit(0);
