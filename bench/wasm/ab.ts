/**
 * A/B of this checkout's wasm device against another checkout's (e.g. main's build), in one
 * process, one thread each, interleaved: Mandelbrot 2048² (maxIter 256), n-body 4096, and the
 * memory-bound stencil 4096² (bench/cpu/kernels.ts stencil5) and saxpy 2^24 on device arrays
 * (each build's own wasm memory; the arrays made once, so a launch copies nothing).
 * Reports process CPU time per launch (a preempted thread's waiting does not count: the
 * 2-core VM is shared), medians and minima over the rounds, and whether the two builds' outputs
 * are the same bits (both exact to the scalar code, they must be; where one build's wasm device
 * fuses `a * b + c` through relaxed SIMD and the other's does not, they differ: --no-fma runs
 * this build's device with `fma: false`).
 *
 *   node --import tsx bench/wasm/ab.ts --base /work/main [--rounds 7] [--no-fma] [--only stencil,saxpy]
 *     [--saxpy-log2n 24] [--stencil-n 4096] [--threads 1] [--wall]   (smaller: cache-resident arrays;
 *     --wall: wall time per launch, for many threads on a quiet machine; --base-first: the base's turn
 *     first each round)
 *   node bench/wasm/ab.mjs --base /abs/path/dist/runtime/index.js ...   (bundled: bench/wasm/pack-stencil2.sh)
 */
import { parseArgs } from "node:util";
import { mandelbrot } from "../../test/corpus/mandelbrot.js";
import { nbody } from "../../test/corpus/nbody.js";
import { saxpy } from "../../test/corpus/saxpy.js";
import { hashValue, stencil5 } from "../cpu/kernels.js";

const { values } = parseArgs({ options: { base: { type: "string" }, rounds: { type: "string", default: "7" }, "no-fma": { type: "boolean", default: false }, only: { type: "string" }, "saxpy-log2n": { type: "string", default: "24" }, "stencil-n": { type: "string", default: "4096" }, threads: { type: "string", default: "1" }, wall: { type: "boolean", default: false }, "base-first": { type: "boolean", default: false } } });
if (!values.base) throw new Error("ab.ts: --base DIR (another checkout, built) is required");
const rounds = Number(values.rounds);

type Tack = typeof import("../../runtime/index.js");
const mine: Tack = await import("../../runtime/index.js");
// a checkout (its runtime/index.ts, under tsx), or a built runtime's entry (a pack's dist/runtime/index.js, on the host)
const base: Tack = await import(values.base.endsWith(".js") ? values.base : `${values.base}/runtime/index.ts`);
const threads = Number(values.threads);
mine.setDefaultDevice("wasm", { numThreads: threads, ...(values["no-fma"] ? { fma: false } : {}) });
base.setDefaultDevice("wasm", { numThreads: threads });

/* eslint-disable @typescript-eslint/no-explicit-any */
type Launch = (...a: unknown[]) => void;

function cpuMs(f: () => void): number {
  if (values.wall) {
    // a quiet machine's wall time per launch (--wall): at many threads, process CPU time also counts the pool's spinning
    const t0 = performance.now();
    f();
    return performance.now() - t0;
  }
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
}

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[s.length >> 1], min: s[0] };
};

/** The typed array of an argument: itself, or a device array's view. */
const view = (x: unknown): unknown => (x !== null && typeof x === "object" && "toTypedArray" in x ? (x as { toTypedArray(): unknown }).toTypedArray() : x);

function bench(name: string, fn: unknown, make: (t: Tack) => unknown[]): void {
  if (values.only && !values.only.split(",").some((w) => name.toLowerCase().includes(w.toLowerCase()))) return;
  const ka = mine.kernel(fn as any) as unknown as Launch;
  const kb = base.kernel(fn as any) as unknown as Launch;
  const a = make(mine);
  const b = make(base);
  ka(...a);
  kb(...b);
  let same = true;
  for (let i = 0; i < a.length; i++) {
    const x = view(a[i]);
    if (!ArrayBuffer.isView(x)) continue;
    const y = view(b[i]) as ArrayBufferView;
    same &&= Buffer.compare(new Uint8Array(x.buffer, x.byteOffset, x.byteLength), new Uint8Array(y.buffer, y.byteOffset, y.byteLength)) === 0;
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // --base-first: the base build's turn first each round (alternate it over processes, so neither build always follows the other)
    if (values["base-first"]) tb.push(cpuMs(() => kb(...b)));
    ta.push(cpuMs(() => ka(...a)));
    if (!values["base-first"]) tb.push(cpuMs(() => kb(...b)));
  }
  const sa = stats(ta);
  const sb = stats(tb);
  console.log(`| ${name} | ${sa.median.toFixed(3)} | ${sa.min.toFixed(3)} | ${sb.median.toFixed(3)} | ${sb.min.toFixed(3)} | ${(sb.median / sa.median).toFixed(2)}x | ${same ? "same bits" : "**differ**"} |`);
}

console.log(`| kernel (${threads} thread(s), ${values.wall ? "wall" : "CPU"} ms per launch, ${rounds} rounds) | this build median | min | base median | min | speedup | outputs |`);
console.log("|---|---:|---:|---:|---:|---:|---|");
bench("Mandelbrot 2048², maxIter 256", mandelbrot, () => [new Uint32Array(2048 * 2048), 2048, 2048, 256]);
const n = 4096;
const pos = new Float32Array(3 * n).map((_, i) => Math.sin(i * 12.9898) * 10);
bench("n-body 4096", nbody, () => [pos.slice(), new Float32Array(3 * n), new Float32Array(3 * n), n, 0.01]);
const N = Number(values["stencil-n"]);
const LOG2N = Number(values["saxpy-log2n"]);
const src = new Float32Array(Math.max(N * N, 1 << LOG2N));
for (let i = 0; i < src.length; i++) src[i] = hashValue(i, 4);
const onWasm = (t: Tack) => ({ device: t.getDefaultDevice() });
bench(`stencil ${N}², device arrays`, stencil5, (t) => [t.array(src.subarray(0, N * N), onWasm(t)), t.zeros(N * N, "f32", onWasm(t)), N, N]);
const sx = src.subarray(0, 1 << LOG2N);
const sy = new Float32Array(1 << LOG2N);
for (let i = 0; i < sy.length; i++) sy[i] = hashValue(i, 5);
bench(`saxpy 2^${LOG2N}, device arrays`, saxpy, (t) => [t.array(sx, onWasm(t)), t.array(sy, onWasm(t)), t.zeros(1 << LOG2N, "f32", onWasm(t)), 1.5]);
