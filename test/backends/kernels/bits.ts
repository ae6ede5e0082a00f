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
    // (nonnegative terms only: `(b >>> 28) - x` is u32 arithmetic on the device, C's conversions)
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

const cases: Case[] = [
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
];

export const bitsTopic: Topic = { name: "bit operators", cases };
