/**
 * The CPU's quick tier (LLVM O0) and optimized tier (O3) compute the same bits (runtime/kernel.ts
 * `tier`). O3 rewrites libm calls it recognizes (pow(x, 0.5) into sqrt, pow(x, 2) into x * x,
 * pow(2, x) into exp2, ...) where O0 calls libm as written, and libm's pow is not exactly those
 * (glibc's pow(x, 0.5) misses sqrt by an ulp about once in 1200): the generators spell the
 * exponents JavaScript's pow answers exactly as it does, and mark every other libm call
 * `nobuiltin`. On a device without tiers both kernels run the same build.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { EXACT, FLOAT_SPECIALS, hashSeed, materialize, out, random, Rng, storage, type Case, type Topic } from "../harness.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Exponents JS's pow (fdlibm) answers exactly: sqrt for 0.5 (x's sign clear), x * x, 1 / x. */
function powExactFn(x: any, h: any, s: any, r: any, g: any) {
  for (const i of tack.range(x.length)) {
    h[i] = x[i] ** 0.5;
    s[i] = Math.pow(x[i], 2);
    r[i] = x[i] ** -1;
    g[i] = Math.pow(2, x[i]) + Math.pow(x[i], -0.5);
  }
}

/** libm calls O3 likes to rewrite: constant bases and exponents, negated arguments. */
function libmFn(x: any, a: any, b: any, c: any, d: any, e: any) {
  for (const i of tack.range(x.length)) {
    a[i] = Math.pow(2, x[i]) + Math.pow(10, x[i] * 0.25);
    b[i] = Math.pow(x[i], 3) + Math.pow(x[i], 0.25) + Math.pow(x[i], 1.5);
    c[i] = Math.sin(-x[i]) + Math.cos(-x[i]) + Math.exp(Math.log(Math.abs(x[i])));
    d[i] = Math.atan2(x[i], 1) + Math.hypot(x[i], 0) + Math.log2(Math.pow(2, x[i]));
    e[i] = Math.pow(x[i], 0.5) * Math.pow(x[i] * 3, 0.5) + Math.pow(4, 0.5 * x[i]);
  }
}

const TIERS = ["fast", "optimized"] as const;
const powExact = Object.fromEntries(TIERS.map((t) => [t, tack.kernel(powExactFn, { tier: t, name: `powExact_${t}` })]));
const libm = Object.fromEntries(TIERS.map((t) => [t, tack.kernel(libmFn, { tier: t, name: `libm_${t}` })]));

/** Specials the rewrites treat apart: ±0, ±Infinity, NaN, subnormals, and negative numbers. */
function specials(d: "f32" | "f64"): number[] {
  const sub = d === "f64" ? [5e-324, -5e-324, 1e-310, -1e-310] : [1.4e-45, -1.4e-45, 1e-40, -1e-40];
  return [...FLOAT_SPECIALS, ...sub, 4, 0.25, -8, 1e30, -1e30];
}

/** Magnitudes from 1e-30 to 1e30 (and the specials), half of them negative. */
function inputs(rng: Rng, d: "f32" | "f64", n: number): Float32Array | Float64Array {
  const x = random(rng, d, n, { specials: specials(d), specialRate: 0.2 }) as Float64Array;
  for (let i = 0; i < n; i++) if (x[i] !== 0 && Number.isFinite(x[i]) && Math.abs(x[i]) < 1) x[i] = Math.sign(x[i]) * Math.pow(10, rng.uniform(-30, 30));
  return x;
}

/** The first element whose bits differ between two outputs (-1: none; NaN matches NaN). */
function firstDifference(a: Float32Array | Float64Array, b: Float32Array | Float64Array): number {
  for (let i = 0; i < a.length; i++) {
    if (Number.isNaN(a[i]) && Number.isNaN(b[i])) continue;
    if (!Object.is(a[i], b[i])) return i;
  }
  return -1;
}

const cases: Case[] = [];
for (const d of ["f64", "f32"] as const) {
  for (const t of TIERS) {
    cases.push({
      name: `${d}, tier ${t}: x ** 0.5, x ** 2 and x ** -1 are JS's sqrt, x * x and 1 / x bit for bit (±0, ±Infinity, NaN, subnormals)`,
      kernel: powExact[t],
      args: (rng, n) => [inputs(rng, d, n), out(d, n), out(d, n), out(d, n), out(d, n)],
      tol: EXACT,
      perArg: { 4: { libm: true, tol: {}, scale: 1e30 } },
      label: `powExact ${d}`,
    });
  }
  cases.push({
    name: `${d}: the quick and optimized tiers give the same bits for libm calls O3 rewrites`,
    run: () => {
      for (const n of [7, 4099]) {
        // moderate arguments (pow(2, x) and pow(10, x) stay finite), with the specials
        const x = random(new Rng(hashSeed(`libm tiers ${d}/${n}`)), d, n, { min: -60, max: 60, specials: specials(d), specialRate: 0.05 });
        const args = [x, ...Array.from({ length: 5 }, () => out(d, n))];
        const runs = TIERS.map((t) => {
          const a = materialize(args);
          (libm[t] as unknown as (...v: unknown[]) => void)(...a);
          tack.sync();
          return a.map((v) => storage(v) as Float64Array);
        });
        for (let i = 1; i < args.length; i++) {
          const at = firstDifference(runs[0][i], runs[1][i]);
          expect(at, `${d} n=${n} output ${i}: fast ${runs[0][i][at]}, optimized ${runs[1][i][at]} for x = ${runs[0][0][at]}`).toBe(-1);
        }
      }
    },
  });
}

export const tiersTopic: Topic = { name: "Tiers compute the same", cases };
