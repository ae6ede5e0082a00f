/**
 * Math.random() in kernels (issue 8, item 8): a counter-based generator (Philox4x32-10) seeded
 * per launch, whose numbers are a function of (seed, iteration index, call number). The plain
 * run uses JavaScript's own Math.random, so these cases compare each device's output with the
 * plain-JS reference of the generator (./philox.ts), element for element and bit for bit: the
 * call number counts the iteration's calls in execution order, through branches, inner loops,
 * device functions and arrows.
 */
import * as tack from "../../../runtime/index.js";
import { expectArray, type Case, type Topic } from "../harness.js";
import { kernelRandom, rangeRandom } from "./philox.js";

const SEED = 0x1234_5678_9abc_def0n;

const draws = tack.kernel(function draws(o: Float64Array, f: Float32Array, per: number) {
  for (const i of tack.range(f.length)) {
    for (let j = 0; j < per; j++) o[i * per + j] = Math.random();
    f[i] = Math.random() * 2 - 1; // the float context is f32: the double rounds on the store
  }
});

/** Calls in a branch, an inner loop, a device function and an arrow: the counter follows execution. */
const paths = tack.kernel(function paths(x: Float64Array, o: Float64Array) {
  function jitter(s: number) {
    return (Math.random() - 0.5) * s;
  }
  for (const i of tack.range(x.length)) {
    let v = 0;
    if (x[i] > 0) v += Math.random();
    let k = 0;
    while (Math.random() < 0.7 && k < 5) k++;
    const pick = (a: number) => a + Math.random();
    v += jitter(2) + pick(k);
    o[i] = v;
  }
});

/** A seed given to tack.kernel: every launch draws with it. */
const grid = tack.kernel(function gridDraws(o: Float64Array, h: number, w: number) {
  for (const [y, x] of tack.grid(h, w)) o[y * w + x] = Math.random() + Math.random();
}, { seed: 2n ** 64n - 1n });

function drawsCase(): void {
  const n = 1003, per = 3;
  const o = new Float64Array(n * per).fill(NaN), f = new Float32Array(n).fill(NaN);
  draws.withLimits({ seed: SEED })(o, f, per);
  tack.sync();
  expectArray(o, Float64Array.from(o, (_, k) => rangeRandom(SEED, Math.floor(k / per), k % per)), {}, "draws");
  expectArray(f, Float32Array.from(f, (_, i) => rangeRandom(SEED, i, per) * 2 - 1), {}, "f32 draws");
}

function pathsCase(): void {
  const n = 777;
  const x = Float64Array.from({ length: n }, (_, i) => (i % 3) - 1);
  const o = new Float64Array(n).fill(NaN);
  paths.withLimits({ seed: 7 })(x, o);
  tack.sync();
  const want = Float64Array.from(x, (xi, i) => {
    let call = 0;
    const r = () => rangeRandom(7n, i, call++);
    let v = 0;
    if (xi > 0) v += r();
    let k = 0;
    while (r() < 0.7 && k < 5) k++;
    v += (r() - 0.5) * 2;
    v += k + r();
    return v;
  });
  expectArray(o, want, {}, "paths");
}

function gridCase(): void {
  const h = 9, w = 37;
  const o = new Float64Array(h * w).fill(NaN);
  grid(o, h, w);
  tack.sync();
  const s = 2n ** 64n - 1n;
  expectArray(o, Float64Array.from(o, (_, p) => kernelRandom(s, p % w, Math.floor(p / w), 0, 0) + kernelRandom(s, p % w, Math.floor(p / w), 0, 1)), {}, "grid");
}

const cases: Case[] = [
  { name: "Math.random() draws Philox4x32-10 of (seed, index, call) with 53 bits: the plain-JS reference, bit for bit (f64 and f32 outputs)", run: drawsCase },
  { name: "Math.random()'s call number follows execution through branches, while tests, device functions and arrows", run: pathsCase },
  { name: "Math.random() in a grid: the counter holds the innermost and the outer index", run: gridCase },
];

export const randomTopic: Topic = { name: "Math.random", cases };
