/**
 * Issue 11, 16 threads: how much the 4K offset between an output and the inputs it streams with
 * weighs, for the wasm device and the cpu device on the SAME bytes.
 *
 * A load whose address matches an in-flight older store's in its low 12 bits (the page offset)
 * but not in full is held until that store resolves ("4K aliasing"). A loop that streams `dst[i]`
 * stores beside `src[i + c]` loads meets it wherever the two arrays' page offsets put a load just
 * behind a recent store; a separate TypedArray (the cpu device's arrays) starts at the same page
 * offset as every other large one, and the wasm device staggers its large blocks (wasm-memory.ts
 * colours). Asked because bench/wasm/c/store-width.c's plain stencils, which load `src[x - 1]`
 * just behind the store to `dst[x - 1]`, once ran 2-4x slower than its carried one (session 11,
 * host; RESULTS.md says why that turned out not to be this).
 *
 * Here the output is a view of the wasm memory placed at each `delta` = (dst − src) mod 4096
 * bytes, wrapped for both devices without a copy (the cpu device's launch then runs over the
 * wasm memory's pages), and the two devices take turns: per delta and device, the median wall ms
 * per launch over rounds of 5 launches, its output checked against plain JS once.
 *
 *   node --import tsx bench/wasm/alias.ts [--threads 16] [--rounds 7] [--kernel stencil|saxpy|both] [--json PATH]
 */
import { writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import * as tack from "../../runtime/index.js";
import { hashed, stencil5 } from "../cpu/kernels.js";
import { saxpy } from "../../test/corpus/saxpy.js";
import { median } from "./cpu-time-rounds.js";

const { values } = parseArgs({
  options: {
    threads: { type: "string", default: String(availableParallelism()) },
    rounds: { type: "string", default: "7" },
    kernel: { type: "string", default: "both" },
    deltas: { type: "string", default: "0,16,64,256,512,1024,1344,2048,2752,3072,3584,3968,4032,4080" },
    json: { type: "string" },
  },
});
const THREADS = Number(values.threads);
const ROUNDS = Number(values.rounds);
const DELTAS = values.deltas!.split(",").map(Number);
for (const d of DELTAS) if (!(d >= 0 && d < 4096 && d % 16 === 0)) throw new Error(`alias.ts: a delta is a multiple of 16 in [0, 4096), got ${d}`);
const PER_ROUND = 5;

const wasm = tack.device("wasm", { numThreads: THREADS });
const cpuReason = tack.devices().find((d) => d.type === "cpu")?.reason;
if (cpuReason) throw new Error(`alias.ts needs the cpu device: ${cpuReason}`);
const cpu = tack.device("cpu", { numThreads: THREADS });
tack.setDefaultDevice(cpu);

const addrOf = (a: tack.Array): number => (a.toTypedArray() as Float32Array).byteOffset;

/** A view of `n` f32 inside `block` whose address is `delta` past `ref`'s, mod 4096. */
function placed(block: tack.Array, ref: number, delta: number, n: number): Float32Array {
  const base = addrOf(block);
  const at = base + ((((ref + delta - base) % 4096) + 4096) % 4096);
  return new Float32Array(tack.wasmMemory().buffer, at, n);
}

interface Setup {
  name: string;
  /** The launch's arguments with the output at `out`, for one device. */
  args(out: tack.Array, device: tack.Device): unknown[];
  /** Plain JS into `expect`. */
  js(expect: Float32Array): void;
  /** Address the deltas are taken from, and the output's length. */
  ref: number;
  n: number;
  call: (...a: unknown[]) => void;
}

function stencilSetup(): Setup {
  const H = 4096, W = 4096, n = H * W;
  const srcHost = hashed(n, 4);
  const src = tack.array(srcHost, { device: wasm });
  return {
    name: `stencil ${H}x${W} f32`,
    ref: addrOf(src),
    n,
    call: tack.kernel(stencil5, { tier: "optimized" }) as unknown as (...a: unknown[]) => void,
    args: (out, d) => [d === wasm ? src : tack.fromTypedArray(src.toTypedArray(), { device: d }), out, H, W],
    js(e) {
      for (let y = 1; y < H - 1; y++)
        for (let x = 1; x < W - 1; x++) {
          const i = y * W + x;
          e[i] = 0.2 * (srcHost[i] + srcHost[i - 1] + srcHost[i + 1] + srcHost[i - W] + srcHost[i + W]);
        }
    },
  };
}

function saxpySetup(): Setup {
  const n = 1 << 24, A = 1.5;
  const xh = hashed(n, 1), yh = hashed(n, 2);
  const x = tack.array(xh, { device: wasm }), y = tack.array(yh, { device: wasm });
  const wrap = (a: tack.Array, d: tack.Device) => (d === wasm ? a : tack.fromTypedArray(a.toTypedArray(), { device: d }));
  return {
    name: `saxpy 2^24 f32 (y at +${(((addrOf(y) - addrOf(x)) % 4096) + 4096) % 4096} from x)`,
    ref: addrOf(x),
    n,
    call: tack.kernel(saxpy as (...a: never[]) => void, { tier: "optimized" }) as unknown as (...a: unknown[]) => void,
    args: (out, d) => [wrap(x, d), wrap(y, d), out, A],
    js(e) {
      for (let i = 0; i < n; i++) e[i] = A * xh[i] + yh[i];
    },
  };
}

interface Cell { delta: number; wasm: number; cpu: number; speed: number }
const results: Record<string, Cell[]> = {};
console.log(`alias.ts: ${THREADS} threads of ${availableParallelism()}, ${ROUNDS} rounds of ${PER_ROUND}, load ${loadavg()[0].toFixed(2)}`);
for (const setup of [values.kernel !== "saxpy" ? stencilSetup() : null, values.kernel !== "stencil" ? saxpySetup() : null]) {
  if (!setup) continue;
  const block = tack.zeros(setup.n + 1024, "f32", { device: wasm });
  const expect = new Float32Array(setup.n);
  setup.js(expect);
  // per delta: the output view, wrapped once per device
  const outs = DELTAS.map((delta) => {
    const view = placed(block, setup.ref, delta, setup.n);
    return { delta, view, w: setup.args(tack.fromTypedArray(view, { device: wasm }), wasm), c: setup.args(tack.fromTypedArray(view, { device: cpu }), cpu) };
  });
  // checks: each device's output over a poisoned view equals plain JS's (the border is not written: compared as poisoned)
  for (const o of outs)
    for (const [label, args] of [["wasm", o.w], ["cpu", o.c]] as const) {
      o.view.fill(Number.NaN);
      setup.call(...args);
      for (let i = 0; i < setup.n; i++) {
        const got = o.view[i], want = expect[i];
        if (!(Object.is(got, want) || (Number.isNaN(got) && want === 0) || Math.abs(got - want) <= 1e-6 * Math.abs(want) + 1e-7))
          throw new Error(`alias.ts: ${setup.name}, ${label} device, delta ${o.delta}: element ${i} is ${got}, plain JS ${want}`);
      }
    }
  for (const o of outs) for (let i = 0; i < 10; i++) { setup.call(...o.w); setup.call(...o.c); } // warm both pools
  const times = outs.map(() => ({ w: [] as number[], c: [] as number[] }));
  for (let r = 0; r < ROUNDS; r++) {
    // deltas and devices rotate, so neither always follows the same neighbour
    for (let k = 0; k < outs.length; k++) {
      const i = (k + r) % outs.length;
      const pair = r % 2 ? (["c", "w"] as const) : (["w", "c"] as const);
      for (const dev of pair) {
        const args = outs[i][dev];
        const t0 = performance.now();
        for (let l = 0; l < PER_ROUND; l++) setup.call(...args);
        times[i][dev].push((performance.now() - t0) / PER_ROUND);
      }
    }
  }
  const cells = outs.map((o, i) => {
    const w = median(times[i].w), c = median(times[i].c);
    return { delta: o.delta, wasm: w, cpu: c, speed: c / w };
  });
  results[setup.name] = cells;
  console.log(`\n${setup.name}, output at delta = (out − ref) mod 4096 bytes; median wall ms per launch`);
  console.log("| delta | wasm ms | cpu ms | wasm / cpu speed |\n|---:|---:|---:|---:|");
  for (const c of cells) console.log(`| ${c.delta} | ${c.wasm.toFixed(3)} | ${c.cpu.toFixed(3)} | ${c.speed.toFixed(2)} |`);
}
if (values.json) writeFileSync(values.json, JSON.stringify({ threads: THREADS, rounds: ROUNDS, results }, null, 1));
process.exit(0);
