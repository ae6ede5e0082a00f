/**
 * More of the language: assignments, the preamble, loop bounds, indices, casts, comparisons,
 * device functions that write, and kernels given as source text.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { check, out, random, type AnyKernel, type Case, type Rng, type Topic } from "../harness.js";
import { inputs } from "./inputs.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

const compound = tack.kernel(function compound(a: Int32Array, o: Int32Array, f: Float64Array, u8: Uint8Array, g: Float64Array) {
  for (const i of tack.range(a.length)) {
    let k = a[i];
    let s = 0;
    s += k++;
    s += ++k;
    s -= k--;
    s *= 3;
    s <<= 2;
    s >>= 1;
    s ^= 5;
    s |= 64;
    s &= 0xfff;
    s %= 1000;
    s >>>= 1;
    o[i] = s;
    o[i] += 10;
    o[i]++;
    ++o[i];
    o[i] -= k;
    o[i] *= 2;
    let t = 1.5;
    t **= 2;
    t /= 3;
    t -= a[i] % 7;
    // the value of an assignment is its right-hand side, not the converted stored value
    f[i] = t + (u8[i] = a[i] * 100);
    g[i] = o[i]-- + --o[i];
  }
});

const preamble = tack.kernel(function preamble(x: Float64Array, o: Float64Array, n: number, w: Int32Array) {
  var first = x[0],
    last = x[x.length - 1];
  const nn = n * n;
  const half = o.length / 2; // integer / integer: a float
  let wsum = w[0] + w[1] * 2;
  const scaleF = Math.sqrt(nn) + wsum;
  for (const i of tack.range(o.length)) {
    o[i] = x[i] * first + last + nn + half - scaleF * 0.5;
  }
});

const bounds = tack.kernel(function bounds(x: Float64Array, o: Float64Array, n: number, m: number) {
  for (const i of tack.range(Math.min(n, o.length) - (m >> 1), ((x.length / 2) | 0) + (m % 3) + Math.max(0, Math.trunc(x.length / 4) - n))) {
    o[i] = x[i] + i;
  }
});
const bounds2 = tack.kernel(function bounds2(x: Float64Array, o: Float64Array, n: number) {
  for (const i of tack.range(Math.floor(n / 3), x.length - 2)) o[i] = x[i] * 2;
});
const gridExpr = tack.kernel(function gridExpr(o: Int32Array, h: number, w: number) {
  for (const [y, x] of tack.grid(h - 1, w * 2)) o[y * w * 2 + x] = y * 1000 + x;
});
const bigBound = tack.kernel(function bigBound(o: Int32Array, n: bigint) {
  for (const i of tack.range(n)) o[i] = i * 3;
});

function boundCases(n: number): Case[] {
  return [
    ...[[n, 2], [Math.floor(n / 2), 5], [3, 0]].map(([a, b]) => ({
      name: `loop bounds from min, max, |0, trunc, %, >> of scalars and lengths (n = ${n}, ${a}, ${b})`,
      kernel: bounds,
      args: (rng: Rng) => [random(rng, "f64", n), out("f64", n), a, b],
      sizes: [n],
      label: `bounds ${n} ${a} ${b}`,
      scale: n,
    })),
    {
      name: `loop bounds from Math.floor of a scalar and a length (n = ${n})`,
      kernel: bounds2,
      args: (rng: Rng) => [random(rng, "f64", n), out("f64", n), 7],
      sizes: [n],
      label: `bounds2 ${n}`,
    },
    {
      name: `a bigint loop bound (n = ${n})`,
      kernel: bigBound,
      args: () => [out("i32", n), BigInt(n - 3 > 0 ? n - 3 : n)],
      sizes: [n],
      label: `bigBound ${n}`,
    },
  ];
}

const ushrBound = tack.kernel(function ushrBound(x: Float64Array, o: Float64Array) {
  for (const i of tack.range(x.length >>> 1)) o[i] = x[i] * 2;
});

const indices = tack.kernel(function indices(x: Float32Array, idx: Uint32Array, j8: Uint8Array, o: Float32Array, p: Float32Array) {
  for (const i of tack.range(o.length)) {
    o[i] = x[idx[i]] + x[idx[i] >>> 1] + x[j8[i]];
    p[i] = x[Math.floor(i * 0.5)] + x[Math.trunc(i / 3)]; // integer-valued float indices
  }
});

const castArith = tack.kernel(function castArith(x: Float64Array, a: Int32Array, b: Float64Array) {
  for (const i of tack.range(x.length)) {
    a[i] = tack.i32(x[i] * 1000) + tack.u8(x[i] * 300) * 2 + (tack.i16(x[i] * 1e5) == 0 ? 7 : 0);
    b[i] = tack.f32(x[i]) * 2 + tack.f64(tack.i8(x[i] * 200));
  }
});

const castUse = tack.kernel(function castUse(x: Float64Array, a: Float64Array, b: Int32Array, c: Int32Array, d: Int32Array, e: Int32Array) {
  for (const i of tack.range(x.length)) {
    a[i] = x[tack.i32(i / 2)]; // a cast as an index
    b[i] = tack.i32(x[i]) ? 1 : 0; // truthiness of a cast
    c[i] = tack.i32(x[i]) === 0 ? 1 : 0;
    d[i] = Number.isNaN(tack.f32(x[i])) ? 1 : 0;
    e[i] = tack.i32(x[i]) == 0 ? 1 : 0;
  }
});
const CAST_USE_X = [0.5, NaN, 3, 0, -0.25, 7];

const cmpMixed = tack.kernel(function cmpMixed(a: Int32Array, u: Uint32Array, b: BigInt64Array, c: BigUint64Array, x: Float64Array, s8: Int8Array, o: Int32Array) {
  for (const i of tack.range(a.length)) {
    o[i] = (a[i] < u[i] ? 1 : 0) + (b[i] < c[i] ? 2 : 0) + (u[i] > x[i] ? 4 : 0) + (a[i] == u[i] ? 8 : 0) + (b[i] <= c[i] ? 16 : 0) +
      (s8[i] >= u[i] ? 32 : 0) + (c[i] != b[i] ? 64 : 0) + (a[i] >= x[i] ? 128 : 0) + (s8[i] < a[i] ? 256 : 0);
  }
});

const bigVsFloat = tack.kernel(function bigVsFloat(b: any, x: Float64Array, o: Int32Array) {
  for (const i of tack.range(b.length)) o[i] = (b[i] > x[i] ? 1 : 0) + (b[i] == x[i] ? 2 : 0);
});

// a variable named unlike the function: esbuild (vitest, tsx) renames a function expression that
// shares its variable's name (writesInFns → writesInFns2), and these tests read the kernel name
export const writesInFnsK = tack.kernel(function writesInFns(x: Float32Array, o: Float32Array, h: Int32Array) {
  function put(arr: Float32Array, i: number, v: number) {
    arr[i] = v;
  }
  function bump(i: number) {
    Atomics.add(h, i, 1); // an atomic on a captured array parameter
  }
  for (const i of tack.range(x.length)) {
    put(o, i, x[i] * 2);
    if (x[i] > 0) bump(i % 4);
  }
});

/** An array a device function writes counts as written: a read-only array there is refused. */
function writesInFnsReadOnly(): void {
  const backing = new Float32Array(8).fill(-3);
  const ro = tack.fromTypedArray(backing, { writable: false }) as tack.Array<"f32">;
  expect(() => writesInFnsK(new Float32Array(8).fill(1), ro, new Int32Array(4))).toThrow(/Kernel 'writesInFns'.*read-only/);
  expect(Array.from(ro.toTypedArray())).toEqual(new Array(8).fill(-3));
}

const TEXT = `function fromText(x: Float32Array, o: Float32Array, a: number): void {
  const k: number = 3;
  for (const i of tack.range(o.length)) {
    const t: number = x[i] * a + k;
    o[i] = t as number;
  }
}`;
const fromTextFn = tack.kernel(function fromText(x: Float32Array, o: Float32Array, a: number) {
  const k = 3;
  for (const i of tack.range(o.length)) {
    const t = x[i] * a + k;
    o[i] = t;
  }
});

/** The text kernel on the device against the same function's plain run. */
function fromTextSource(): void {
  const textK = tack.kernel(TEXT);
  expect(textK.kernelName).toBe("fromText");
  const asKernel = Object.assign((...args: unknown[]) => (textK as any)(...args), { plain: fromTextFn.plain, kernelName: "fromText(text)" });
  check(asKernel as unknown as AnyKernel, (rng, n) => [random(rng, "f32", n), out("f32", n), 1.5], { scale: 4 });
}

const cases: Case[] = [
  {
    name: "compound assignments (+= ... >>>= **=), prefix/postfix ++/-- values, on locals and elements; chained stores",
    kernel: compound,
    args: (rng, n) => [random(rng, "i32", n, { min: -1e6, max: 1e6 }), out("i32", n), out("f64", n), out("u8", n), out("f64", n)],
  },
  {
    name: "the preamble reads arrays and lengths, var and comma-joined declarations",
    kernel: preamble,
    args: (rng, n) => [random(rng, "f64", n), out("f64", n), 3, random(rng, "i32", 2, { min: -9, max: 9 })],
    scale: 10,
  },
  ...[7, 1000, 100_003].flatMap(boundCases),
  ...[[4, 3], [18, 31], [2, 1]].map(([h, w]) => ({
    name: `grid extents are expressions of scalars (grid(h - 1, w * 2), h = ${h}, w = ${w})`,
    kernel: gridExpr,
    args: () => [out("i32", (h - 1) * w * 2), h, w],
    sizes: [0],
    label: `gridExpr ${h} ${w}`,
  })),
  {
    // Regression (analyze.ts, the bound program): `>>>` was once refused in a loop bound.
    name: "a loop bound using >>> (x.length >>> 1)",
    kernel: ushrBound,
    args: (rng, n) => [random(rng, "f64", n), out("f64", n)],
    sizes: [7, 1000],
  },
  {
    name: "indices of any integer dtype (u32, u8) and integer-valued float indices",
    kernel: indices,
    args: (rng, n) => [random(rng, "f32", n + 256), random(rng, "u32", n, { max: n - 1 }), random(rng, "u8", n), out("f32", n), out("f32", n)],
    scale: 3,
  },
  {
    name: "casts in arithmetic and loose comparisons agree with the plain run",
    kernel: castArith,
    args: (rng, n) => [random(rng, "f64", n, { min: -10, max: 10, specials: [NaN, Infinity, -Infinity, 0, -0, 1e-6] }), out("i32", n), out("f64", n)],
  },
  {
    // Regression (runtime/dtypes.ts, the plain run's casts): tack.i32(x) etc. once returned a
    // Scalar object in the plain run, which as an index became the key "i32(1)", was always
    // truthy, never === a number, and not NaN to Number.isNaN.
    name: "a cast used as an index, a condition, with === and in Number.isNaN agrees with the plain run",
    kernel: castUse,
    args: () => [Float64Array.from(CAST_USE_X), out("f64", 6), out("i32", 6), out("i32", 6), out("i32", 6), out("i32", 6)],
    sizes: [CAST_USE_X.length],
  },
  {
    name: "comparisons compare mathematical values across signedness (i32/u32, i64/u64, i8/u32, integers/f64)",
    kernel: cmpMixed,
    args: (rng, n) => {
      const a = inputs(rng, "i32", n, true) as Int32Array;
      const u = inputs(rng, "u32", n, true) as Uint32Array;
      const b = inputs(rng, "i64", n, true) as BigInt64Array;
      const c = inputs(rng, "u64", n, true) as BigUint64Array;
      for (let i = 0; i < n; i += 3) {
        u[i] = a[i] >>> 0; // equal bits, different values when negative
        c[i] = BigInt.asUintN(64, b[i]);
      }
      return [a, u, b, c, random(rng, "f64", n, { min: -3e9, max: 5e9, specials: [NaN, 0, -1] }), inputs(rng, "i8", n, true), out("i32", n)];
    },
  },
  {
    // emitCompare converts an i64 compared with an f64 to f64 first (usual arithmetic
    // conversions), so 2^53 + 1 > 2^53 is false; JS compares a BigInt and a Number exactly.
    name: "an i64 (bigint) compared with an f64 beyond 2^53 compares exactly, as JS does",
    bug: "emitCompare converts i64 to f64",
    kernel: bigVsFloat,
    args: () => [new BigInt64Array([2n ** 53n + 1n, -(2n ** 53n) - 1n, 5n]), new Float64Array([2 ** 53, -(2 ** 53), 5.5]), out("i32", 3)],
    sizes: [3],
  },
  {
    name: "device functions that write an array (as a parameter, atomically through a capture)",
    kernel: writesInFnsK,
    args: (rng, n) => [random(rng, "f32", n), out("f32", n), random(rng, "i32", 4, { min: 0, max: 9 })],
    atomics: ["i32"],
  },
  {
    name: "device functions that write an array: a read-only array there is refused, and left as it was",
    run: writesInFnsReadOnly,
    atomics: ["i32"],
  },
  {
    name: "device functions that write an array: the output is the input (one array passed twice)",
    kernel: writesInFnsK,
    args: (rng, n) => {
      const x = random(rng, "f32", n);
      return [x, x, random(rng, "i32", 4, { min: 0, max: 9 })];
    },
    label: "writesInFns aliased",
    sizes: [8, 1000],
    atomics: ["i32"],
  },
  { name: "a kernel given as TypeScript source text (annotations, `as`) computes what the function does", run: fromTextSource },
];

export const statementsTopic: Topic = { name: "statements and expressions", cases };
