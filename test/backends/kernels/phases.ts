/**
 * Kernels of several phases (README "Several phases"): top-level parallel loops run in program
 * order with a barrier between them, preamble locals in every phase, statements that write
 * array elements as single-thread phases, host loops around phases, grids. Each reads what an
 * earlier phase wrote at other iterations' indices, so a missing barrier (or phases run out of
 * order, or a host loop run the wrong number of times) shows in the outputs.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { expectArray, out, random, Rng, type Case, type Topic } from "../harness.js";

/** Taichi's usual two-phase kernel: the second loop reads neighbours the first one wrote. */
const twoPhase = tack.kernel(function twoPhase(x: Float64Array, y: Float64Array, out: Float64Array) {
  const n = x.length;
  for (const i of tack.range(n)) y[i] = x[i] * 2 + 1;
  for (const i of tack.range(n)) out[i] = y[i] + y[(i + 1) % n] - y[(i + n - 1) % n] * 0.5;
});

/**
 * Preamble locals used in every phase, serial statements before, between and after the
 * parallel loops, and a host loop whose trip count is a parameter.
 */
const stepped = tack.kernel(function stepped(a: Float64Array, b: Float64Array, stats: Float64Array, steps: number, damp: number) {
  const n = a.length;
  const half = n >> 1;
  const k = damp * 0.5;
  stats[0] = n + half;
  for (let t = 0; t < steps; t++) {
    for (const i of tack.range(n)) b[i] = a[i] * k + a[(i + half) % n] * (1 - k);
    stats[1] = b[0] + b[n - 1];
    for (const i of tack.range(1, n)) a[i] = b[i] - b[i - 1] * k + stats[1] * 0.001;
    a[0] = b[0] * damp;
  }
  for (const i of tack.range(n)) b[i] = a[i] + stats[0] + stats[1];
  stats[2] = a[half] + b[n - 1];
});

/** A Jacobi sweep on a 2-D grid, two phases per step (a → b, b → a), under a host loop. */
const jacobi = tack.kernel(function jacobi(a: Float32Array, b: Float32Array, h: number, w: number, steps: number) {
  const last = w - 1;
  for (let s = 0; s < steps; s++) {
    for (const [y, x] of tack.grid(h, w)) {
      const up = y > 0 ? a[(y - 1) * w + x] : 0;
      const down = y < h - 1 ? a[(y + 1) * w + x] : 0;
      const left = x > 0 ? a[y * w + x - 1] : 0;
      const right = x < last ? a[y * w + x + 1] : 0;
      b[y * w + x] = (up + down + left + right + a[y * w + x]) * 0.2;
    }
    for (const [y, x] of tack.grid(h, w)) {
      a[y * w + x] = b[y * w + x] * 0.5 + b[y * w + (x + 1) % w] * 0.25 + b[((y + 1) % h) * w + x] * 0.25;
    }
  }
  for (const i of tack.range(h * w)) b[i] = a[i] - b[i];
});

/** A counter cleared by a serial statement, filled atomically by one phase, read by the next. */
const histogramShare = tack.kernel(function histogramShare(v: Int32Array, count: Int32Array, share: Float64Array, bins: number) {
  for (let b = 0; b < 1; b++) {
    for (const j of tack.range(bins)) count[j] = 0;
  }
  count[bins] = 7;
  for (const i of tack.range(v.length)) Atomics.add(count, ((v[i] % bins) + bins) % bins, 1);
  for (const i of tack.range(v.length)) share[i] = count[((v[i] % bins) + bins) % bins] / v.length + count[bins];
});

/**
 * A host loop's counter read in its phases (a hidden scalar parameter each launch sets): in
 * arithmetic, as an index offset, in a serial statement's index and in a parallel loop's extent.
 */
const counted = tack.kernel(function counted(x: Float64Array, y: Float64Array, steps: number, dt: number) {
  const n = x.length;
  for (let t = 0; t < steps; t++) {
    for (const i of tack.range(n)) y[i] = x[i] + dt * t + x[(i + t) % n] * 0.5;
    for (const i of tack.range(n)) x[i] = y[i] - y[(i + n - t % n) % n] * 0.25;
    x[t % n] += t * 0.125;
    for (const i of tack.range(n - t % n)) y[i] -= t;
  }
});

/**
 * Nested host loops, each counter read in the inner loop's phases; the outer one starts at a
 * parameter (its bound an expression), the inner one's bound reads the outer counter.
 */
const nestedCounters = tack.kernel(function nestedCounters(a: Int32Array, b: Int32Array, log: Int32Array, outer: number, start: number) {
  const n = a.length;
  for (let s = start; s < start + outer; s++) {
    for (let t = 0; t < s - start + 1; t++) {
      for (const i of tack.range(n)) b[i] = a[(i + t) % n] * 3 + s * 7 - t;
      log[(s - start) * outer + t] = b[((s + t) % n + n) % n] + s - t;
      for (const i of tack.range(n)) a[i] = b[i] ^ s;
    }
  }
});

/** A counter beside Math.random's hidden seed (the counters come first, the seed last). */
const drawsPerStep = tack.kernel(function drawsPerStep(x: Float64Array, o: Float64Array, r: Float64Array, steps: number) {
  const n = x.length;
  for (let t = 0; t < steps; t++) {
    for (const i of tack.range(n)) r[t * n + i] = Math.random();
    for (const i of tack.range(n)) o[i] = x[i] * 2 + t;
  }
});

/** drawsPerStep's counter is the counter, not the seed: `o` matches the plain run and the draws lie in [0, 1). */
function counterBesideSeed(): void {
  const rng = new Rng(0xc0de);
  const n = 300, steps = 3;
  const x = random(rng, "f64", n);
  const poisoned = (m: number) => new Float64Array(m).fill(NaN);
  const dev = [x, poisoned(n), poisoned(n * steps), steps] as const;
  const ref = [x, poisoned(n), poisoned(n * steps), steps] as const;
  drawsPerStep(...dev);
  tack.sync();
  drawsPerStep.plain(...ref);
  expectArray(dev[1], ref[1], {}, "argument 2");
  expect(dev[2].every((v) => v >= 0 && v < 1)).toBe(true);
}

const SIZES = [1, 2, 7, 1000, 100_003];

function runJacobi(h: number, w: number, steps: number): Case {
  return {
    name: `a ${h}x${w} grid, ${steps} host-loop steps of two grid phases, then a range phase`,
    kernel: jacobi,
    args: (rng: Rng) => [random(rng, "f32", h * w), out("f32", h * w), h, w, steps],
    sizes: [h * w],
    label: `jacobi ${h} ${w} ${steps}`,
  };
}

/** A bounds fault in the second phase names that phase's line. */
function faultInLaterPhase(): void {
  const k = tack.kernel(function lateFault(x: Float32Array, o: Float32Array, n: number) {
    for (const i of tack.range(n)) o[i] = x[i];
    for (const i of tack.range(n)) o[i + 1] = x[i] * 2;
  });
  const line = k.source.split("\n").findIndex((l) => l.includes("o[i + 1]")) + 1;
  let caught: unknown;
  try {
    k(new Float32Array(8).fill(1), new Float32Array(8), 8);
    tack.sync();
  } catch (e) {
    caught = e;
  }
  expect(caught).toBeInstanceOf(tack.KernelRangeError);
  expect(String((caught as Error).message)).toMatch(/index 8 is out of bounds for 'o' \(length 8\)/);
  expect((caught as { line?: number }).line).toBe(line);
}

/** inspect() lists every phase's code under a header naming its place and the schedule. */
function inspectListsPhases(): void {
  const args = [new Float64Array(4), new Float64Array(4), new Float64Array(3), 2, 0.5];
  const text = stepped.inspect(args as never);
  const heads = text.split("\n").filter((l) => / phase \d+ \(\d+:\d+\)$/.test(l));
  expect(heads).toHaveLength(7);
  expect(text).toContain('7 phases, launched in the order [0,{"from":[0],"to":["p3"],"param":5,"body":[1,2,3,4]},5,6]');
}

/** launchAsync runs the same schedule (compiling the phases side by side on the pool). */
async function asyncMatchesPlain(): Promise<void> {
  const rng = new Rng(0x5eed);
  const a = random(rng, "f64", 513);
  const dev = [a.slice(), new Float64Array(513), new Float64Array(3), 3, 0.7] as const;
  const ref = [a.slice(), new Float64Array(513), new Float64Array(3), 3, 0.7] as const;
  await stepped.launchAsync(...dev);
  await tack.syncAsync();
  stepped.plain(...ref);
  for (let i = 0; i < 3; i++) expectArray(dev[i], ref[i], {}, `argument ${i + 1}`);
}

const cases: Case[] = [
  ...SIZES.map((n) => ({
    name: `two phases, the second reading neighbours the first wrote (n = ${n})`,
    kernel: twoPhase,
    args: (rng: Rng) => [random(rng, "f64", n), out("f64", n), out("f64", n)],
    sizes: [n],
    label: `twoPhase ${n}`,
  })),
  {
    name: "two phases on one array passed twice (input and output alias)",
    kernel: twoPhase,
    args: (rng: Rng, n: number) => {
      const x = random(rng, "f64", n);
      return [x, out("f64", n), x];
    },
    sizes: [7, 1000],
    label: "twoPhase aliased",
  },
  ...[0, 1, 3].flatMap((steps) => [2, 9, 4097].map((n) => ({
    name: `serial statements and ${steps} host-loop steps of four phases, preamble locals in each (n = ${n})`,
    kernel: stepped,
    args: (rng: Rng) => [random(rng, "f64", n), out("f64", n), out("f64", 3), steps, random(rng, "f64", 1)[0]],
    sizes: [n],
    label: `stepped ${steps} ${n}`,
  }))),
  {
    name: "a host loop with a negative trip count runs no phase of its body",
    kernel: stepped,
    args: (rng: Rng, n: number) => [random(rng, "f64", n), out("f64", n), out("f64", 3), -2, 0.5],
    sizes: [33],
    label: "stepped negative",
  },
  ...[0, 1, 4].flatMap((steps) => [1, 5, 1000].map((n) => ({
    name: `${steps} host-loop steps reading the counter in arithmetic, index offsets and an extent (n = ${n})`,
    kernel: counted,
    args: (rng: Rng) => [random(rng, "f64", n), out("f64", n), steps, random(rng, "f64", 1)[0]],
    sizes: [n],
    label: `counted ${steps} ${n}`,
  }))),
  ...[[3, 0], [4, -2], [2, 1_000_000]].map(([outer, start]) => ({
    name: `nested host loops (${outer} outer steps from ${start}), both counters read in the inner phases`,
    kernel: nestedCounters,
    args: (rng: Rng, n: number) => [random(rng, "i32", n, { min: -1000, max: 1000 }), out("i32", n), out("i32", outer * outer), outer, start],
    sizes: [1, 9, 4099],
    label: `nestedCounters ${outer} ${start}`,
  })),
  { name: "a host loop counter beside Math.random's hidden seed", run: counterBesideSeed },
  runJacobi(17, 31, 3),
  runJacobi(1, 1, 2),
  runJacobi(64, 65, 5),
  {
    name: "a serial statement clears a counter, one phase counts atomically, the next reads the counts",
    kernel: histogramShare,
    args: (rng: Rng, n: number) => [random(rng, "i32", n, { min: -50, max: 50 }), out("i32", 17), out("f64", n), 16],
    sizes: [1, 1000, 65_537],
    atomics: ["i32"],
  },
  { name: "a bounds fault in a later phase names that phase's line", run: faultInLaterPhase },
  { name: "inspect() lists every phase's code and the schedule", run: inspectListsPhases },
  { name: "launchAsync runs the phases and the host loop as a launch does", run: asyncMatchesPlain },
];

export const phasesTopic: Topic = { name: "several phases", cases };
