/**
 * Dispatch on any device: variants reused across lengths and scalars (counted, not inferred),
 * prepare and launchAsync, empty launches, aliasing, bool scalars, and runtime errors.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { compareRun, expectArray, hashSeed, LARGE, out, random, Rng, type Case, type Topic } from "../harness.js";
import { observe } from "../observe.js";
import { fr } from "./inputs.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

const backend = (): tack.Backend => tack.getDefaultDevice().backend;

function reuse(): void {
  const k = tack.kernel(function saxpyRep(x: Float32Array, y: Float32Array, o: Float32Array, a: number) {
    for (const i of tack.range(o.length)) o[i] = a * x[i] + y[i];
  });
  const seen = observe(backend());
  try {
    const lengths = [1000, 7, 1, 100_003, 0, LARGE, 3, 1000];
    lengths.forEach((n, j) => {
      const a = 0.5 + j; // non-integer each time: one signature
      compareRun(k, [random(new Rng(j), "f32", n), random(new Rng(j + 100), "f32", n), out("f32", n), a], {}, `n=${n} a=${a}`);
    });
    expect(seen.builds("saxpyRep")).toBe(1);
    expect(seen.launches("saxpyRep")).toBe(lengths.filter((n) => n > 0).length);
    // an integer-valued scalar is another signature (i32): one more variant, then reused
    compareRun(k, [random(new Rng(1), "f32", 50), random(new Rng(2), "f32", 50), out("f32", 50), 3]);
    compareRun(k, [random(new Rng(1), "f32", 500), random(new Rng(2), "f32", 500), out("f32", 500), -4]);
    expect(seen.builds("saxpyRep")).toBe(2);
    // tack.Array arguments (at most one more variant: the key tells them from TypedArrays)
    compareRun(k, [tack.array(random(new Rng(1), "f32", 99)), random(new Rng(2), "f32", 99), out("f32", 99, true), 1.5]);
    compareRun(k, [tack.array(random(new Rng(1), "f32", 999)), random(new Rng(2), "f32", 999), out("f32", 999, true), 2.5]);
    expect(seen.builds("saxpyRep")).toBeLessThanOrEqual(3);
  } finally {
    seen.restore();
  }
}

function factories(): void {
  const k = tack.kernel(function fill2d(a: any, b: any, o: any) {
    for (const [r, c] of tack.grid(o.shape[0], o.shape[1])) o[r * o.shape[1] + c] = a[r * a.shape[1] + c] * 10 + b[c] + r;
  });
  const o = tack.full([6, 7], NaN, tack.f64);
  const a = tack.full([6, 7], 2.5, tack.f64);
  const b = tack.ones(7, tack.f64);
  k(a, b, o);
  expect(Array.from(o.toTypedArray())).toEqual(Array.from({ length: 42 }, (_, i) => 26 + Math.floor(i / 7)));
  // a reshaped view shares the storage: the kernel sees the new shape
  const flat = tack.zeros(42, tack.f64);
  const o2 = flat.reshape([7, 6]);
  k(a.reshape([7, 6]), tack.ones(6, tack.f64), o2);
  expect(Array.from(flat.toTypedArray())).toEqual(Array.from({ length: 42 }, (_, i) => 26 + Math.floor(i / 6)));
  compareRun(k, [a, b, out("f64", [6, 7])]);
}

async function launchAsync(): Promise<void> {
  const k = tack.kernel(function asyncK(x: Float64Array, o: Float64Array, a: number) {
    for (const i of tack.range(o.length)) o[i] = Math.sqrt(Math.abs(x[i])) * a + i;
  });
  const seen = observe(backend());
  try {
    for (const n of [7, 100_003]) {
      const x = random(new Rng(n), "f64", n) as Float64Array;
      const o = new Float64Array(n).fill(NaN);
      await k.launchAsync(x, o, 1.5);
      await tack.syncAsync();
      const want = new Float64Array(n).fill(NaN);
      k.plain(x, want, 1.5);
      expectArray(o, want, { scale: n }, `launchAsync n=${n}`);
    }
    expect(seen.builds("asyncK")).toBe(1);
    expect(seen.launches("asyncK")).toBe(2);
  } finally {
    seen.restore();
  }
}

async function prepare(): Promise<void> {
  const k = tack.kernel(function prepK(x: Float64Array, o: Float64Array, a: number) {
    for (const i of tack.range(o.length)) o[i] = Math.sqrt(Math.abs(x[i])) * a + i;
  });
  const seen = observe(backend());
  try {
    const x = random(new Rng(1), "f64", 1000) as Float64Array;
    const untouched = new Float64Array(1000).fill(NaN);
    await k.prepare(x, untouched, 2.5); // a non-integer scalar: the signature of both launches below
    tack.sync();
    expect(seen.builds("prepK")).toBe(1); // prepare compiled the variant ...
    expect(seen.launches("prepK")).toBe(0); // ... and ran nothing
    expect(untouched.every(Number.isNaN)).toBe(true);
    compareRun(k, [x, out("f64", 1000), 2.5]);
    compareRun(k, [random(new Rng(2), "f64", 77), out("f64", 77), -0.5], { scale: 100 });
    expect(seen.builds("prepK")).toBe(1); // the launches used the prepared variant
    expect(seen.launches("prepK")).toBe(2);
  } finally {
    seen.restore();
  }
}

function emptyLaunch(): void {
  const k = tack.kernel(function emptyK(x: Float64Array, o: Float64Array) {
    for (const i of tack.range(o.length)) o[i] = x[i] + 1;
  });
  const seen = observe(backend());
  try {
    const o = new Float64Array(0);
    k(new Float64Array(0), o);
    tack.sync();
    expect(o.length).toBe(0);
    expect(seen.launches("emptyK")).toBe(0);
    // the same kernel with elements does launch (so the count above could have seen one)
    compareRun(k, [random(new Rng(4), "f64", 5), out("f64", 5)]);
    expect(seen.launches("emptyK")).toBe(1);
  } finally {
    seen.restore();
  }
}

const aliasKernel = tack.kernel(function aliasK(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(o.length)) {
    o[i] = x[i] + 1;
    o[i] = o[i] * x[i]; // x[i] must be reloaded when o is x
  }
});
const inplace = tack.kernel(function inplace(x: Float32Array, y: Float32Array, o: Float32Array, a: number) {
  for (const i of tack.range(o.length)) o[i] = a * x[i] + y[i] * o[i];
});

function aliasing(): void {
  for (const n of [1, 7, 1000, 100_003]) {
    const rng = new Rng(hashSeed(`alias/${n}`));
    const x = random(rng, "f32", n, { min: -2, max: 2 }) as Float32Array;
    // disjoint first, then the same array twice
    compareRun(aliasKernel, [x, out("f32", n)], { scale: 4 }, `disjoint n=${n}`);
    compareRun(aliasKernel, [x, x], { scale: 4 }, `same array n=${n}`);
    compareRun(aliasKernel, [x, new Float32Array(x.buffer)], { scale: 4 }, `two views n=${n}`);
    const want = Float32Array.from(x, (v) => fr(fr(v + 1) * fr(v + 1)));
    const copy = x.slice();
    aliasKernel(copy, copy);
    tack.sync();
    expectArray(copy, want, { tol: { f32: { rtol: 1.2e-7, atol: 0 } } }, `(x+1)^2 n=${n}`);
    const y = random(rng, "f32", n) as Float32Array;
    compareRun(inplace, [x, y, x, 1.5], { scale: 4 }, `inplace o=x n=${n}`);
    compareRun(inplace, [x, y, y, 1.5], { scale: 4 }, `inplace o=y n=${n}`);
    const t = tack.array(x);
    compareRun(inplace, [t, y, t, -0.5], { scale: 4 }, `inplace tack.Array n=${n}`);
  }
}

const boolK = tack.kernel(function boolK(x: Float64Array, o: Float64Array, flag: boolean, neg: boolean, ob: any, oi: any) {
  for (const i of tack.range(o.length)) {
    let v = flag ? x[i] * 2 : x[i] - 1;
    if (neg && v > 0) v = -v;
    o[i] = v;
    ob[i] = flag != x[i] > 0;
    oi[i] = flag;
  }
});

const cases: Case[] = [
  { name: "repeated calls with different lengths and scalars reuse one compiled variant (counted) and stay right", run: reuse },
  { name: "full/ones/zeros and reshape views: the kernel sees their shapes and values", run: factories },
  { name: "launchAsync compiles once, launches each call, and computes what the plain run does", run: launchAsync },
  { name: "prepare compiles without launching; later launches use the prepared variant", run: prepare },
  { name: "empty arrays launch nothing and do not crash", run: emptyLaunch },
  { name: "aliasing: the output is one of the inputs (in-place), via the same array or another view of its buffer", run: aliasing },
  ...[true, false].flatMap((flag) =>
    [true, false].map((neg) => ({
      name: `bool scalar arguments (flag = ${flag}, neg = ${neg}), bool stored to numbers`,
      kernel: boolK,
      args: (rng: Rng, n: number) => [random(rng, "f64", n), out("f64", n), flag, neg, out("u8", n), out("i32", n)],
      label: `boolK ${flag} ${neg}`,
    })),
  ),
];

export const dispatchTopic: Topic = { name: "dispatch", cases };

// ---- runtime errors ------------------------------------------------------------------------

const scale = tack.kernel(function scaleK(x: Float32Array, o: Float32Array, a: number) {
  for (const i of tack.range(o.length)) o[i] = x[i] * a;
});

function readOnly(): void {
  const ro = tack.fromTypedArray(new Float32Array([1, 2, 3, 4]), { writable: false }) as tack.Array<"f32">;
  expect(ro.writable).toBe(false);
  const o = new Float32Array(4).fill(NaN);
  expect(() => scale(new Float32Array(4), ro, 2)).toThrow(RangeError);
  expect(() => scale(new Float32Array(4), ro, 2)).toThrow(/Kernel 'scaleK'.*read-only/);
  expect(Array.from(ro.toTypedArray())).toEqual([1, 2, 3, 4]);
  scale(ro, o, 2);
  tack.sync();
  expect(Array.from(o)).toEqual([2, 4, 6, 8]);
}

function wrongTypes(): void {
  const x = new Float32Array(4);
  const o = new Float32Array(4);
  const bad: unknown[][] = [
    ["str", o, 2], [x, o, "2"], [x, {}, 2], [x, o, null], [x, o, undefined], [x, o, Symbol("s")], [x, o, [1, 2]], [new DataView(x.buffer), o, 2],
  ];
  for (const args of bad) {
    expect(() => (scale as any)(...args)).toThrow(TypeError);
    expect(() => (scale as any)(...args)).toThrow(/Kernel 'scaleK'/);
  }
}

function mismatched(): void {
  const x = new Float32Array([1, 2, 3, 4]);
  const o = new Float32Array(4);
  expect(() => (scale as any)(x, o)).toThrow(/Kernel 'scaleK'/);
  expect(() => (scale as any)(x, o, 2, 3)).toThrow(/Kernel 'scaleK'/);
  expect(() => (scale as any)(3, o, 2)).toThrow(TypeError);
  expect(() => (scale as any)(x, o, x)).toThrow(/Kernel 'scaleK'/);
  // another dtype is another variant, computed right
  compareRun(scale as any, [new Float64Array([1.5, 2, 3]), out("f64", 3), 2]);
  compareRun(scale as any, [new Int16Array([1, -2, 3]), out("i8", 3), 100]);
  // a longer input than the output: the kernel bounds on o.length
  compareRun(scale, [random(new Rng(9), "f32", 100), out("f32", 10), 3]);
  // the process is still fine afterwards
  compareRun(scale, [random(new Rng(9), "f32", 1000), out("f32", 1000), 0.5]);
}

export const errorsTopic: Topic = {
  name: "runtime errors",
  cases: [
    { name: "a read-only array that the kernel writes is refused (RangeError naming the kernel); as an input it is fine", run: readOnly },
    { name: "arguments of a wrong type (string, object, null, undefined, symbol, plain Array) are TypeErrors naming the kernel", run: wrongTypes },
    { name: "mismatched arguments: wrong arity, a scalar for an array, an array for a scalar, another dtype, different lengths", run: mismatched },
  ],
};
