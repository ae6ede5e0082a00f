/**
 * Vectors cost nothing: the same n-body step written with `tack.vec3` helpers and a device
 * function returning a vector, and written by hand in scalars, on the CPU. Also the compiler's
 * time for the vector kernel (the whole Wasm compiler: parse, lower with its scalarization,
 * passes, LLVM IR text), the "front half" that issue 8 bounds at 2 ms.
 *
 *   node --import tsx bench/cpu/vectors.ts [--quick]
 *
 * Prints a Markdown table with the machine's load; results go to bench/cpu/VECTORS.md by hand.
 */
import { loadavg } from "node:os";
import * as tack from "../../runtime/index.js";

const quick = process.argv.includes("--quick");
const N = quick ? 1024 : 4096;
const ROUNDS = quick ? 5 : 15;

type V = number[];

function vecStepFn(px: Float32Array, py: Float32Array, pz: Float32Array, m: Float32Array,
  ax: Float32Array, ay: Float32Array, az: Float32Array, eps: number) {
  function pull(pi: V, pj: V, mj: number): V {
    const d = tack.vec3.sub(pj, pi);
    const r2 = tack.vec3.dot(d, d) + eps;
    const inv = 1 / Math.sqrt(r2);
    return tack.vec3.scale(d, mj * inv * inv * inv);
  }
  for (const i of tack.range(px.length)) {
    const pi = [px[i], py[i], pz[i]];
    let acc = [0, 0, 0];
    for (let j = 0; j < px.length; j++) {
      acc = tack.vec3.add(acc, pull(pi, [px[j], py[j], pz[j]], m[j]));
    }
    const [x, y, z] = acc;
    ax[i] = x;
    ay[i] = y;
    az[i] = z;
  }
}
const vecStep = tack.kernel(vecStepFn);

function scalarStepFn(px: Float32Array, py: Float32Array, pz: Float32Array, m: Float32Array,
  ax: Float32Array, ay: Float32Array, az: Float32Array, eps: number) {
  for (const i of tack.range(px.length)) {
    const xi = px[i], yi = py[i], zi = pz[i];
    let sx = 0, sy = 0, sz = 0;
    for (let j = 0; j < px.length; j++) {
      const dx = px[j] - xi, dy = py[j] - yi, dz = pz[j] - zi;
      const r2 = dx * dx + dy * dy + dz * dz + eps;
      const inv = 1 / Math.sqrt(r2);
      const s = m[j] * inv * inv * inv;
      sx = sx + dx * s;
      sy = sy + dy * s;
      sz = sz + dz * s;
    }
    ax[i] = sx;
    ay[i] = sy;
    az[i] = sz;
  }
}
const scalarStep = tack.kernel(scalarStepFn);

const now = () => Number(process.hrtime.bigint()) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const rand = () => Float32Array.from({ length: N }, () => Math.random() * 2 - 1);
const [px, py, pz, m] = [rand(), rand(), rand(), rand().map(Math.abs)];
const outs = () => [new Float32Array(N), new Float32Array(N), new Float32Array(N)];
const vo = outs(), so = outs();

const loadBefore = loadavg()[0];
const times = { vec: [] as number[], scalar: [] as number[] };
vecStep(px, py, pz, m, vo[0], vo[1], vo[2], 0.01);
scalarStep(px, py, pz, m, so[0], so[1], so[2], 0.01);
for (let r = 0; r < ROUNDS; r++) {
  let t = now();
  vecStep(px, py, pz, m, vo[0], vo[1], vo[2], 0.01);
  times.vec.push(now() - t);
  t = now();
  scalarStep(px, py, pz, m, so[0], so[1], so[2], 0.01);
  times.scalar.push(now() - t);
}
let maxDiff = 0;
for (let k = 0; k < 3; k++) for (let i = 0; i < N; i++) maxDiff = Math.max(maxDiff, Math.abs(vo[k][i] - so[k][i]));

// the compiler alone: the vector kernel's source to LLVM IR text, in this thread
const vecSource = Function.prototype.toString.call(vecStepFn);
const signature = "f32[], f32[], f32[], f32[], f32[], f32[], f32[], f32";
const scalarSource = Function.prototype.toString.call(scalarStepFn);
const compileMs: number[] = [];
const compileScalarMs: number[] = [];
for (let r = 0; r < (quick ? 5 : 30); r++) {
  let t = now();
  tack.compile(vecSource, { target: "llvm", signature });
  compileMs.push(now() - t);
  t = now();
  tack.compile(scalarSource, { target: "llvm", signature });
  compileScalarMs.push(now() - t);
}

console.log(`load ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}; ${N} bodies, ${ROUNDS} rounds, default CPU device\n`);
console.log("| kernel | median (ms) | min (ms) |");
console.log("|---|---:|---:|");
console.log(`| n-body step, vec3 helpers + a vector device function | ${median(times.vec).toFixed(2)} | ${Math.min(...times.vec).toFixed(2)} |`);
console.log(`| n-body step, hand-scalarized | ${median(times.scalar).toFixed(2)} | ${Math.min(...times.scalar).toFixed(2)} |`);
console.log(`\nvector / scalar (medians): ${(median(times.vec) / median(times.scalar)).toFixed(3)}; max |difference| ${maxDiff.toExponential(1)}`);
console.log(`compiler (source → LLVM IR text): vector kernel median ${median(compileMs).toFixed(2)} ms (min ${Math.min(...compileMs).toFixed(2)}), ` +
  `hand-scalarized median ${median(compileScalarMs).toFixed(2)} ms (min ${Math.min(...compileScalarMs).toFixed(2)})`);
