/** Bit operators, shifts, Math.imul and Math.clz32 with JS semantics (DESIGN.md §3). */
import * as tack from "../../../runtime/index.js";
import { BIG_DTYPES, LARGE, out, random, SIZES, type Case, type Rng, type Topic } from "../harness.js";
import { FLOAT_TO_INT_SPECIALS, inputs } from "./inputs.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

const bits32 = tack.kernel(function bits32(
  a: Int32Array, b: Int32Array, s: Int32Array,
  shl: Int32Array, shr: Int32Array, ushr: Float64Array, and: Int32Array, or: Int32Array, xor: Int32Array, not: Int32Array, mix: Float64Array,
) {
  for (const i of tack.range(a.length)) {
    shl[i] = a[i] << s[i];
    shr[i] = a[i] >> s[i];
    ushr[i] = a[i] >>> s[i];
    and[i] = a[i] & b[i];
    or[i] = a[i] | b[i];
    xor[i] = a[i] ^ b[i];
    not[i] = ~a[i];
    mix[i] = ((a[i] & 0xff00) >> 8) + (b[i] >>> 28) * 3 + ((~b[i] ^ a[i]) & 0xffff) + (a[i] & 0xff);
  }
});

const bitsU32 = tack.kernel(function bitsU32(
  a: Uint32Array, b: Uint32Array, s: Uint32Array,
  f1: Float64Array, f2: Float64Array, f3: Float64Array, f4: Float64Array, f5: Float64Array, f6: Float64Array, f7: Float64Array, u: Uint32Array,
) {
  for (const i of tack.range(a.length)) {
    f1[i] = a[i] & b[i]; // JS: a signed 32-bit result
    f2[i] = a[i] | 0;
    f3[i] = a[i] >>> s[i]; // unsigned
    f4[i] = a[i] << s[i];
    f5[i] = ~a[i];
    f6[i] = a[i] >> s[i]; // arithmetic shift of ToInt32(a)
    f7[i] = (a[i] ^ b[i]) >>> 0;
    u[i] = (a[i] << 4) | (b[i] >>> 28);
  }
});

const bitsFloat = tack.kernel(function bitsFloat(x: Float64Array, y: Float64Array, a: Int32Array, b: Int32Array, c: Int32Array, d: Float64Array, e: Int32Array, f: Uint8Array) {
  for (const i of tack.range(x.length)) {
    a[i] = x[i] | 0;
    b[i] = x[i] >> 1;
    c[i] = ~~x[i];
    d[i] = x[i] >>> 0;
    e[i] = x[i] & y[i];
    f[i] = x[i] ^ 0x1ff;
  }
});

const bits64 = tack.kernel(function bits64(a: any, b: any, s: any, k: bigint, shl: any, shr: any, and: any, or: any, xor: any, not: any, mix: any) {
  for (const i of tack.range(a.length)) {
    shl[i] = a[i] << s[i];
    shr[i] = a[i] >> s[i];
    and[i] = a[i] & b[i];
    or[i] = a[i] | k;
    xor[i] = a[i] ^ b[i];
    not[i] = ~a[i];
    mix[i] = (((a[i] & 0xffffn) << 3n) ^ (b[i] >> 7n)) + (k >> 2n);
  }
});

const bigShift = tack.kernel(function bigShift(a: BigInt64Array, s: BigInt64Array, l: BigInt64Array, r: BigInt64Array) {
  for (const i of tack.range(a.length)) {
    l[i] = a[i] << s[i];
    r[i] = a[i] >> s[i];
  }
});

const imulClz = tack.kernel(function imulClz(a: Int32Array, b: Int32Array, u: Uint32Array, x: Float64Array, m: Int32Array, m2: Int32Array, c1: Int32Array, c2: Int32Array, c3: Int32Array, c4: Int32Array) {
  for (const i of tack.range(a.length)) {
    m[i] = Math.imul(a[i], b[i]);
    m2[i] = Math.imul(u[i], x[i]);
    c1[i] = Math.clz32(a[i]);
    c2[i] = Math.clz32(u[i]);
    c3[i] = Math.clz32(x[i]);
    c4[i] = Math.clz32(a[i] >>> (u[i] & 31)) + Math.imul(a[i], 3);
  }
});

/*
 * Numbers wider than 32 bits are i64 on the device, but JS's bitwise operators take a Number
 * modulo 2^32: `let crc = 0xffffffff; crc ^= x` is a 32-bit operation (passes/numbers.ts).
 * Regression: without a Number literal operand these once computed in 64 bits.
 */
const numberBits = tack.kernel(function numberBits(data: Uint8Array, w: Int32Array, big: number, crcs: Float64Array, o: Float64Array) {
  function mix(h: number, v: number) {
    return h ^ v; // h is a wide Number argument
  }
  function wide(v: number) {
    return v * 0x10000 + 3; // a Number wider than 32 bits (exact in a double: below 2^53)
  }
  for (const i of tack.range(crcs.length)) {
    let crc = 0xffffffff;
    for (let k = 0; k < 4; k++) {
      crc ^= data[i * 4 + k];
      for (let b = 0; b < 8; b++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
    }
    crcs[i] = ~crc; // a signed 32-bit result in JS, seen through f64
    let h = 0x9e3779b97f4a;
    h ^= w[i];
    const n = crcs.length * 0x100000000 + i * 0x10000001;
    // one term per element: integer sums wrap at their width on the device (README)
    const j = i * 13;
    o[j] = h << 3;
    o[j + 1] = h >> 2;
    o[j + 2] = h >>> 1;
    o[j + 3] = n | w[i];
    o[j + 4] = ~n;
    o[j + 5] = n >>> 1;
    o[j + 6] = n ^ i;
    o[j + 7] = (i * 0x10000001) & w[i];
    o[j + 8] = mix(0xfedcba987, w[i]);
    o[j + 9] = ~wide(w[i]);
    o[j + 10] = big ^ w[i];
    o[j + 11] = mix(wide(w[i]), crc);
    o[j + 12] = h;
  }
});

/**
 * A signed and an unsigned 32-bit integer in `+ - *` (issue: `(n | w) + (n >>> 1)` wrapped at
 * 32 bits): JS adds the Numbers exactly, so Tack computes in i64, and a local that holds both
 * kinds holds either exactly. Products stay below 2^53, where JS's doubles are exact too.
 */
const mixedSigns = tack.kernel(function mixedSigns(
  n: Int32Array, w: Int32Array, u: Uint32Array, s: Float64Array, d: Float64Array, p: Float64Array, t: Int32Array, c: Int32Array, j: Float64Array,
) {
  for (const i of tack.range(n.length)) {
    s[i] = (n[i] | w[i]) + (n[i] >>> 1);
    d[i] = (w[i] | 0) - u[i] + (u[i] - n[i]);
    p[i] = (n[i] >> 12) * u[i] + (n[i] >>> 12) * w[i];
    t[i] = (n[i] + u[i]) | 0;
    const m = n[i] + (u[i] >>> 1);
    c[i] = m > 0 ? 1 : m < 0 ? -1 : 0;
    let k = n[i];
    if ((u[i] & 1) == 1) k = u[i];
    j[i] = k;
  }
});

/** 32-bit integers near the edges: ±2^31, 2^32, 0, and small values, with random ones. */
function edges(rng: Rng, d: "i32" | "u32", n: number): Int32Array | Uint32Array {
  const near = d === "i32" ? [-2147483648, 2147483647, 0, -1, 1] : [4294967295, 2147483648, 2147483647, 0, 1];
  const a = random(rng, d, n) as Int32Array | Uint32Array;
  for (let i = 0; i < n; i++) if (rng.chance(0.5)) a[i] = rng.pick(near) + rng.int(-3, 3) * (d === "u32" && a[i] === 0 ? 0 : 1);
  return a;
}

const cases: Case[] = [
  {
    name: "Numbers wider than 32 bits (0xffffffff, a length product, wide device-function values) are ToInt32'd by bitwise operators",
    kernel: numberBits,
    args: (rng, n) => [
      inputs(rng, "u8", 4 * n, true), inputs(rng, "i32", n, true), 0x7654321fedc, out("f64", n), out("f64", 13 * n),
    ],
    sizes: [1, 7, 1000],
  },
  {
    name: "i32: << >> >>> & | ^ ~ with JS semantics (shift counts taken mod 32, negative and > 31)",
    kernel: bits32,
    args: (rng, n) => [
      inputs(rng, "i32", n, true), inputs(rng, "i32", n, true), random(rng, "i32", n, { min: -40, max: 80 }),
      out("i32", n), out("i32", n), out("f64", n), out("i32", n), out("i32", n), out("i32", n), out("i32", n), out("f64", n),
    ],
    sizes: [...SIZES, LARGE],
  },
  {
    name: "u32: bitwise results are signed 32-bit as in JS (seen through f64 outputs), >>> unsigned",
    kernel: bitsU32,
    args: (rng, n) => [
      inputs(rng, "u32", n, true), inputs(rng, "u32", n, true), random(rng, "u32", n, { max: 100 }),
      out("f64", n), out("f64", n), out("f64", n), out("f64", n), out("f64", n), out("f64", n), out("f64", n), out("u32", n),
    ],
  },
  {
    name: "float operands of bitwise operators truncate to i32 as ToInt32 does (NaN/±Infinity → 0, modulo 2^32)",
    kernel: bitsFloat,
    args: (rng, n) => [
      random(rng, "f64", n, { min: -1e10, max: 1e10, specials: FLOAT_TO_INT_SPECIALS, specialRate: 0.3 }),
      random(rng, "f64", n, { min: -1e6, max: 1e6, specials: FLOAT_TO_INT_SPECIALS, specialRate: 0.3 }),
      out("i32", n), out("i32", n), out("i32", n), out("f64", n), out("i32", n), out("u8", n),
    ],
  },
  ...BIG_DTYPES.flatMap((d) =>
    [0x123456789abcdefn, -5n].map((k) => ({
      name: `${d} (bigint): << >> & | ^ ~ with the bigint scalar ${k}n, shift counts 0..63 (>> on u64 is logical)`,
      kernel: bits64,
      args: (rng: Rng, n: number) => [
        inputs(rng, d, n, true), inputs(rng, d, n, true), random(rng, d, n, { bigMin: 0n, bigMax: 63n }), k,
        out(d, n), out(d, n), out(d, n), out(d, n), out(d, n), out(d, n), out(d, n),
      ],
      label: `bits64 ${d} ${k}`,
    })),
  ),
  {
    // Regression (emitShift): BigInt shift counts were once masked with 63 as for 32-bit
    // Number shifts. JS: 5n << 64n is 2^64·5 (stored as 0), 5n >> 64n is 0, -5n >> 64n is -1,
    // 5n << -1n is 2n.
    name: "i64 (bigint): shift counts >= 64 and negative follow BigInt semantics",
    kernel: bigShift,
    args: (rng, n) => [random(rng, "i64", n, { bigMin: -1000n, bigMax: 1000n }), random(rng, "i64", n, { bigMin: -70n, bigMax: 130n }), out("i64", n), out("i64", n)],
    sizes: [1000],
  },
  {
    name: "Math.imul (exact, full-range i32 products) and Math.clz32 on i32, u32 and f64 (ToUint32)",
    kernel: imulClz,
    args: (rng, n) => [
      inputs(rng, "i32", n, true), inputs(rng, "i32", n, true), inputs(rng, "u32", n, true),
      random(rng, "f64", n, { min: -1e10, max: 1e10, specials: FLOAT_TO_INT_SPECIALS, specialRate: 0.3 }),
      out("i32", n), out("i32", n), out("i32", n), out("i32", n), out("i32", n), out("i32", n),
    ],
  },
  {
    name: "i32 mixed with u32 in + - * and in one local is exact as in JS (no 32-bit wrap), near ±2^31 and 2^32",
    kernel: mixedSigns,
    args: (rng, n) => [
      edges(rng, "i32", n), edges(rng, "i32", n), edges(rng, "u32", n),
      out("f64", n), out("f64", n), out("f64", n), out("i32", n), out("i32", n), out("f64", n),
    ],
  },
];

export const bitsTopic: Topic = { name: "bit operators", cases };
