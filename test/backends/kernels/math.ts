/** Math functions in f64 and f32, and Math.* on integers (DESIGN.md §3, libm tolerances in harness.ts). */
import * as tack from "../../../runtime/index.js";
import { EXACT, FLOAT_SPECIALS, isFloat, out, random, type Case, type Rng, type Topic } from "../harness.js";
import type { DtypeName } from "../../../runtime/index.js";
import { inputs } from "./inputs.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

const SPECIAL_MATH = [...FLOAT_SPECIALS, -0.4, 0.4, 0.49999999999999994, -0.49999999999999994, 3.5, -3.5, 1e-310, -1e-310, 1e300, -1e300, 4503599627370497, -4503599627370497];
/** Halves exactly: Math.round rounds them up, with the sign of zero kept. */
const HALVES = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -0.4, 0.4, -0, 0, -3.5, 3.5, 8388607.5, -8388607.5];

const expLog = tack.kernel(function expLog(x: any, p: any, e1: any, e2: any, l1: any, l2: any, l3: any, l4: any, sq: any, cb: any, k: any) {
  for (const i of tack.range(x.length)) {
    e1[i] = Math.exp(x[i]);
    e2[i] = Math.expm1(x[i]);
    l1[i] = Math.log(p[i]);
    l2[i] = Math.log2(p[i]);
    l3[i] = Math.log10(p[i]);
    l4[i] = Math.log1p(p[i]);
    sq[i] = Math.sqrt(p[i]);
    cb[i] = Math.cbrt(x[i]);
    k[i] = Math.E * Math.LN2 + Math.LOG10E * Math.SQRT2 - Math.LN10 * Math.LOG2E + Math.SQRT1_2;
  }
});
const logInputs = (rng: Rng, d: DtypeName, n: number) => {
  const p = random(rng, d, n, { specials: [...FLOAT_SPECIALS, -2, -1, 1e-30, 1e30], specialRate: 0.1 }) as Float64Array;
  for (let i = 0; i < n; i++) if (Math.abs(p[i]) < 1 && Math.abs(p[i]) > 0) p[i] = Math.pow(10, rng.uniform(-6, 6)) * (rng.chance(0.1) ? -1 : 1);
  return p;
};

const trig = tack.kernel(function trig(x: any, u: any, y: any, s: any, c: any, t: any, as: any, ac: any, at: any, a2: any) {
  for (const i of tack.range(x.length)) {
    s[i] = Math.sin(x[i]);
    c[i] = Math.cos(x[i]);
    t[i] = Math.tan(x[i]);
    as[i] = Math.asin(u[i]);
    ac[i] = Math.acos(u[i]);
    at[i] = Math.atan(x[i]);
    a2[i] = Math.atan2(y[i], x[i]);
  }
});

const hyper = tack.kernel(function hyper(x: any, u: any, v: any, sh: any, ch: any, th: any, ash: any, ach: any, ath: any) {
  for (const i of tack.range(x.length)) {
    sh[i] = Math.sinh(x[i]);
    ch[i] = Math.cosh(x[i]);
    th[i] = Math.tanh(x[i]);
    ash[i] = Math.asinh(x[i]);
    ach[i] = Math.acosh(u[i]);
    ath[i] = Math.atanh(v[i]);
  }
});

const rounding = tack.kernel(function rounding(x: any, fl: any, ce: any, ro: any, tr: any, sg: any, ab: any, fo: any, neg: any) {
  for (const i of tack.range(x.length)) {
    fl[i] = Math.floor(x[i]);
    ce[i] = Math.ceil(x[i]);
    ro[i] = Math.round(x[i]);
    tr[i] = Math.trunc(x[i]);
    sg[i] = Math.sign(x[i]);
    ab[i] = Math.abs(x[i]);
    fo[i] = Math.fround(x[i]);
    neg[i] = -x[i];
  }
});

const minmax = tack.kernel(function minmax(x: any, y: any, z: any, a: any, b: any, c: any, d: any, e: any) {
  for (const i of tack.range(x.length)) {
    a[i] = Math.min(x[i], y[i]);
    b[i] = Math.max(x[i], y[i]);
    c[i] = Math.min(x[i], y[i], z[i]);
    d[i] = Math.max(x[i], y[i], z[i]);
    e[i] = Math.max(Math.min(x[i], 1), -1) + Math.min(y[i], 0);
  }
});

const powHypot = tack.kernel(function powHypot(x: any, y: any, z: any, p: any, q: any, h: any, h3: any, h1: any, sq: any) {
  for (const i of tack.range(x.length)) {
    p[i] = Math.pow(x[i], y[i]);
    q[i] = x[i] ** z[i];
    h[i] = Math.hypot(x[i], y[i]);
    h3[i] = Math.hypot(x[i], y[i], z[i]);
    h1[i] = Math.hypot(y[i]);
    sq[i] = x[i] ** 2 + Math.pow(y[i], 0.5);
  }
});

/** ±1 to a NaN or infinite power has its own case below; replaced by 2 in the random ones. */
function noPowOneInf(x: Float64Array | Float32Array, y: Float64Array | Float32Array): void {
  for (let i = 0; i < x.length; i++) if (Math.abs(x[i]) === 1 && !Number.isFinite(y[i])) x[i] = 2;
}

const outs = (d: DtypeName, n: number, k: number) => Array.from({ length: k }, () => out(d, n));

function floatCases(d: "f64" | "f32"): Case[] {
  const lim = d === "f64" ? 700 : 80; // exp stays finite
  const sp = [NaN, 0, -0, Infinity, -Infinity, 1, -1];
  return [
    {
      name: `${d}: exp expm1 log log2 log10 log1p sqrt cbrt and the Math constants`,
      kernel: expLog,
      args: (rng, n) => [
        random(rng, d, n, { min: -lim, max: lim, specials: [...FLOAT_SPECIALS, -1e-20, 1e-20, lim, -lim - 50], specialRate: 0.1 }),
        logInputs(rng, d, n), ...outs(d, n, 9),
      ],
      libm: true,
      label: `expLog ${d}`,
    },
    {
      name: `${d}: sin cos tan asin acos atan atan2`,
      kernel: trig,
      args: (rng, n) => [
        random(rng, d, n, { min: -10, max: 10, specials: [...FLOAT_SPECIALS, Math.PI, -Math.PI / 2, 1e-20], specialRate: 0.1 }),
        random(rng, d, n, { min: -1.1, max: 1.1, specials: [...FLOAT_SPECIALS, 1, -1], specialRate: 0.1 }),
        random(rng, d, n, { min: -10, max: 10, specials: FLOAT_SPECIALS, specialRate: 0.2 }),
        ...outs(d, n, 7),
      ],
      libm: true,
      label: `trig ${d}`,
    },
    {
      name: `${d}: sinh cosh tanh asinh acosh atanh`,
      kernel: hyper,
      args: (rng, n) => [
        random(rng, d, n, { min: -8, max: 8, specials: [...FLOAT_SPECIALS, 6, -6, 1e-20, 30, -30], specialRate: 0.1 }),
        random(rng, d, n, { min: 0.5, max: 50, specials: [...FLOAT_SPECIALS, 1, 1e10], specialRate: 0.1 }),
        random(rng, d, n, { min: -1.05, max: 1.05, specials: [...FLOAT_SPECIALS, 1, -1], specialRate: 0.1 }),
        ...outs(d, n, 6),
      ],
      libm: true,
      label: `hyper ${d}`,
    },
    {
      name: `${d}: floor ceil round trunc sign abs fround and negation with NaN, ±0, ±Infinity and halves`,
      kernel: rounding,
      args: (rng, n) => [random(rng, d, n, { min: -100, max: 100, specials: SPECIAL_MATH, specialRate: 0.4 }), ...outs(d, n, 8)],
      label: `rounding ${d}`,
      tol: EXACT,
    },
    {
      name: `${d}: Math.round of exact halves rounds up and keeps the sign of zero`,
      kernel: rounding,
      args: () => [(d === "f64" ? Float64Array : Float32Array).from(HALVES), ...outs(d, HALVES.length, 8)],
      sizes: [HALVES.length],
      tol: EXACT,
    },
    {
      name: `${d}: Math.min / Math.max of two and three arguments with NaN, ±0 and ±Infinity`,
      kernel: minmax,
      args: (rng, n) => [
        random(rng, d, n, { min: -5, max: 5, specials: sp, specialRate: 0.5 }),
        random(rng, d, n, { min: -5, max: 5, specials: sp, specialRate: 0.5 }),
        random(rng, d, n, { min: -5, max: 5, specials: sp, specialRate: 0.5 }),
        ...outs(d, n, 5),
      ],
      label: `minmax ${d}`,
      tol: EXACT,
    },
    {
      name: `${d}: pow, **, hypot (1, 2 and 3 arguments)`,
      kernel: powHypot,
      args: (rng, n) => {
        const x = random(rng, d, n, { min: -4, max: 4, specials: [...FLOAT_SPECIALS, -8, 0.25], specialRate: 0.15 }) as Float64Array;
        const y = random(rng, d, n, { min: -4, max: 4, specials: [...FLOAT_SPECIALS, 3, -3, 1 / 3], specialRate: 0.15 }) as Float64Array;
        const z = random(rng, d, n, { min: -4, max: 4, specials: FLOAT_SPECIALS, specialRate: 0.15 }) as Float64Array;
        noPowOneInf(x, y);
        noPowOneInf(x, z);
        return [x, y, z, ...outs(d, n, 6)];
      },
      libm: true,
      label: `powHypot ${d}`,
      scale: 10,
    },
  ];
}

const intMath = tack.kernel(function intMath(a: Int32Array, b: Int32Array, u: Uint32Array, v: Uint32Array, x: Float64Array, o1: Int32Array, o2: Int32Array, o3: Uint32Array, o4: Float64Array, o5: Int32Array, o6: Int32Array) {
  for (const i of tack.range(a.length)) {
    o1[i] = Math.min(a[i], b[i]) + Math.max(a[i] >> 8, b[i] >> 8);
    o2[i] = Math.abs(a[i] >> 1) + Math.sign(b[i]) + Math.round(a[i]) - Math.floor(b[i]) + Math.ceil(a[i]) - Math.trunc(b[i]);
    o3[i] = Math.max(u[i], v[i]) - Math.min(u[i], v[i], 7);
    o4[i] = Math.min(a[i], x[i]) + Math.max(u[i], x[i]); // integer with float: float min/max
    o5[i] = Math.abs(a[i] >> 4) * Math.sign(a[i]);
    o6[i] = Math.sign(u[i]) + Math.sign(-b[i] >> 2);
  }
});

const mixedMinMax = tack.kernel(function mixedMinMax(a: Int32Array, u: Uint32Array, lo: Float64Array, hi: Float64Array) {
  for (const i of tack.range(a.length)) {
    lo[i] = Math.min(a[i], u[i]);
    hi[i] = Math.max(a[i], u[i]);
  }
});

const nanFinite = tack.kernel(function nanFinite(x: any, a: any, b: Int32Array, c: Float64Array, d: Int8Array) {
  for (const i of tack.range(x.length)) {
    a[i] = Number.isNaN(x[i]);
    b[i] = Number.isFinite(x[i]) ? 1 : 0;
    c[i] = Number.isNaN(x[i]) || !Number.isFinite(x[i]) ? -1 : x[i];
    d[i] = Number.isFinite(x[i] * 0.5) && !Number.isNaN(x[i] - x[i]) ? 3 : -3;
  }
});

const POW_ONE_X = [1, 1, 1, -1, -1, 2];
const POW_ONE_Y = [NaN, Infinity, -Infinity, Infinity, -Infinity, NaN];

const cases: Case[] = [
  ...floatCases("f64"),
  ...floatCases("f32"),
  {
    // Regression (Math.pow and ** once called libm pow as is): C's pow(1, y) is 1 for every y
    // and pow(-1, ±Infinity) is 1; in JS (ECMA-262 Number::exponentiate) these are NaN.
    name: "pow(±1, NaN/±Infinity) is NaN as in JS",
    kernel: powHypot,
    args: () => [Float64Array.from(POW_ONE_X), Float64Array.from(POW_ONE_Y), Float64Array.from(POW_ONE_Y), ...outs("f64", 6, 6)],
    sizes: [6],
    libm: true,
  },
  {
    name: "Math.min/max/abs/sign/round/floor/ceil/trunc on i32 and u32 (and integers mixed with f64)",
    kernel: intMath,
    args: (rng, n) => [
      inputs(rng, "i32", n, true), inputs(rng, "i32", n, true), inputs(rng, "u32", n, true), inputs(rng, "u32", n, true),
      random(rng, "f64", n, { min: -1e9, max: 1e9, specials: [NaN, 0, -0, Infinity, -Infinity], specialRate: 0.1 }),
      out("i32", n), out("i32", n), out("u32", n), out("f64", n), out("i32", n), out("i32", n),
    ],
    scale: 1e9,
  },
  {
    // Regression (infer.ts usualArithmetic, llvm.ts minMax): Math.min of an i32 and a u32 was
    // once typed u32 and compared unsigned (Math.min(-1, 5) gave 5); JS gives -1.
    name: "Math.min/max of an i32 and a u32 compare mathematical values",
    kernel: mixedMinMax,
    args: (rng, n) => [random(rng, "i32", n, { min: -100, max: 100 }), random(rng, "u32", n, { max: 100 }), out("f64", n), out("f64", n)],
    sizes: [1000],
  },
  ...(["f64", "f32", "i32", "u8"] as const).map((d) => ({
    name: `Number.isNaN / Number.isFinite on ${d}`,
    kernel: nanFinite,
    args: (rng: Rng, n: number) => [
      isFloat(d) ? random(rng, d, n, { min: -1e3, max: 1e3, specials: [NaN, Infinity, -Infinity, 0, -0, 1e308, 3e38], specialRate: 0.3 }) : inputs(rng, d, n, true),
      out("u8", n), out("i32", n), out("f64", n), out("i8", n),
    ],
    label: `nanFinite ${d}`,
  })),
];

export const mathTopic: Topic = { name: "Math functions", cases };
