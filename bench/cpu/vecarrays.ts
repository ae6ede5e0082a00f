/**
 * Arrays of vectors cost nothing: an n-body step over an interleaved array of vec3 (`pos[j]`,
 * `acc[i] = [...]`, tack.vec3 helpers) against the same step hand-scalarized over the same
 * interleaved Float32Arrays (`p[3 * j + 1]`), on the CPU, in one run: medians over rounds,
 * alternating, with the machine's load. A third kernel is the hand-scalarized one in the
 * statements the tack.vec3 helpers make (`t = d * s; a = a + t`), which separates what the
 * element access costs from what the helpers' statement order costs (no FMA contraction across
 * statements, DESIGN.md §3).
 *
 *   node --import tsx bench/cpu/vecarrays.ts [--quick]
 *
 * Prints a Markdown table; results go to bench/cpu/VECARRAYS.md by hand.
 */
import { loadavg } from "node:os";
import * as tack from "../../runtime/index.js";

const quick = process.argv.includes("--quick");
const N = quick ? 1024 : 4096;
const ROUNDS = quick ? 7 : 21;

function vecArrayStepFn(pos: tack.vec3f[], mass: Float32Array, acc: tack.vec3f[], eps: number) {
  for (const i of tack.range(pos.length)) {
    const pi = pos[i];
    let a = [0, 0, 0];
    for (let j = 0; j < pos.length; j++) {
      const d = tack.vec3.sub(pos[j], pi);
      const r2 = tack.vec3.dot(d, d) + eps;
      const inv = 1 / Math.sqrt(r2);
      a = tack.vec3.add(a, tack.vec3.scale(d, mass[j] * inv * inv * inv));
    }
    acc[i] = a as never;
  }
}
const vecArrayStep = tack.kernel(vecArrayStepFn, { tier: "optimized" });

function flatStepFn(p: Float32Array, mass: Float32Array, acc: Float32Array, eps: number) {
  for (const i of tack.range(mass.length)) {
    const xi = p[3 * i], yi = p[3 * i + 1], zi = p[3 * i + 2];
    let sx = 0, sy = 0, sz = 0;
    for (let j = 0; j < mass.length; j++) {
      const dx = p[3 * j] - xi, dy = p[3 * j + 1] - yi, dz = p[3 * j + 2] - zi;
      const r2 = dx * dx + dy * dy + dz * dz + eps;
      const inv = 1 / Math.sqrt(r2);
      const s = mass[j] * inv * inv * inv;
      sx = sx + dx * s;
      sy = sy + dy * s;
      sz = sz + dz * s;
    }
    acc[3 * i] = sx;
    acc[3 * i + 1] = sy;
    acc[3 * i + 2] = sz;
  }
}
const flatStep = tack.kernel(flatStepFn, { tier: "optimized" });

/** The hand-scalarized step with the helpers' statements (vec3.scale, then vec3.add: no a + d * s contraction across them). */
function flatHelperOrderFn(p: Float32Array, mass: Float32Array, acc: Float32Array, eps: number) {
  for (const i of tack.range(mass.length)) {
    const xi = p[3 * i], yi = p[3 * i + 1], zi = p[3 * i + 2];
    let sx = 0, sy = 0, sz = 0;
    for (let j = 0; j < mass.length; j++) {
      const dx = p[3 * j] - xi, dy = p[3 * j + 1] - yi, dz = p[3 * j + 2] - zi;
      const r2 = dx * dx + dy * dy + dz * dz + eps;
      const inv = 1 / Math.sqrt(r2);
      const s = mass[j] * inv * inv * inv;
      const tx = dx * s, ty = dy * s, tz = dz * s;
      sx = sx + tx;
      sy = sy + ty;
      sz = sz + tz;
    }
    acc[3 * i] = sx;
    acc[3 * i + 1] = sy;
    acc[3 * i + 2] = sz;
  }
}
const flatHelperOrder = tack.kernel(flatHelperOrderFn, { tier: "optimized" });

const now = () => Number(process.hrtime.bigint()) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const p = Float32Array.from({ length: 3 * N }, () => Math.random() * 2 - 1);
const m = Float32Array.from({ length: N }, () => Math.random());
const pos = tack.fromTypedArray(p, { vec: 3 });
const accV = tack.zeros(N, tack.vec3f);
const accF = new Float32Array(3 * N);
const accH = new Float32Array(3 * N);

const loadBefore = loadavg()[0];
vecArrayStep(pos, m, accV, 0.01);
flatStep(p, m, accF, 0.01);
flatHelperOrder(p, m, accH, 0.01);
const times = { vec: [] as number[], flat: [] as number[], order: [] as number[] };
for (let r = 0; r < ROUNDS; r++) {
  let t = now();
  vecArrayStep(pos, m, accV, 0.01);
  times.vec.push(now() - t);
  t = now();
  flatStep(p, m, accF, 0.01);
  times.flat.push(now() - t);
  t = now();
  flatHelperOrder(p, m, accH, 0.01);
  times.order.push(now() - t);
}
const av = accV.toTypedArray();
let maxDiff = 0;
for (let i = 0; i < 3 * N; i++) maxDiff = Math.max(maxDiff, Math.abs(av[i] - accF[i]));

console.log(`load ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)}; ${N} bodies, ${ROUNDS} rounds, default CPU device, tier optimized\n`);
console.log("| kernel | median (ms) | min (ms) |");
console.log("|---|---:|---:|");
console.log(`| n-body step, array of vec3 (pos[j], acc[i] = a) | ${median(times.vec).toFixed(2)} | ${Math.min(...times.vec).toFixed(2)} |`);
console.log(`| n-body step, hand-scalarized p[3 * j + k] | ${median(times.flat).toFixed(2)} | ${Math.min(...times.flat).toFixed(2)} |`);
console.log(`| n-body step, hand-scalarized p[3 * j + k], the helpers' statements (t = d * s; a = a + t) | ${median(times.order).toFixed(2)} | ${Math.min(...times.order).toFixed(2)} |`);
console.log(`\narray of vec3 / hand-scalarized (medians): ${(median(times.vec) / median(times.flat)).toFixed(3)}; ` +
  `array of vec3 / hand-scalarized in the helpers' statements: ${(median(times.vec) / median(times.order)).toFixed(3)}; max |difference| ${maxDiff.toExponential(1)}`);
