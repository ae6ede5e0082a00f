/**
 * A class's static constants (README "Static class constants"): `scope: { Params }` makes
 * `Params.G`, `Params.N`, `Params.W[k]` and `Params.Inner.K` compile-time constants of the kernel
 * (numbers, bigints, booleans, tables), part of its cache key; the plain run reads the class itself.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { compareRun, out, random, Rng, type Case, type Topic } from "../harness.js";
import { observe } from "../observe.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

class Params {
  static readonly G = 6.674e-11;
  static readonly N = 4;
  static readonly SOFT = 0.05;
  static readonly SHIFT = 3n;
  static readonly CLAMP = true;
  static readonly W = [0.5, 0.25, 0.125, 0.125];
  static readonly Inner = class {
    static readonly K = 7;
  };
  /** A static method: code, not a constant (a kernel reading it is refused). */
  static scale(): number {
    return 2;
  }
}

const physics = tack.kernel(function physics(x: Float64Array, o: Float64Array) {
  for (const i of tack.range(o.length)) {
    const t = tack.localArray(tack.f64, Params.N * 2);
    for (let k = 0; k < Params.N; k++) t[k] = x[i] * Params.W[k];
    let s = 0;
    for (let k = 0; k < Params.N; k++) s += t[k] + Params.W.length;
    const r = s * Params.G * 1e11 / (x[i] * x[i] + Params.SOFT) + Params.Inner.K;
    o[i] = Params.CLAMP ? Math.min(Math.max(r, -100), 100) : r;
  }
}, { scope: { Params } });

const shifts = tack.kernel(function shifts(a: BigInt64Array, o: BigInt64Array) {
  for (const i of tack.range(o.length)) o[i] = a[i] >> Params.SHIFT;
}, { scope: { Params } });

/** Constants are compiled in: two classes with other statics are two kernels with their own values, and a call never reads a changed static. */
function compiledIn(): void {
  class A {
    static readonly K = 2;
  }
  class B {
    static readonly K = 5;
  }
  const src = "function scaleBy(x: Float32Array, o: Float32Array) { for (const i of tack.range(o.length)) o[i] = x[i] * C.K; }";
  const ka = tack.kernel(src, { scope: { C: A } });
  const kb = tack.kernel(src, { scope: { C: B } });
  const x = new Float32Array([1, 2, 3]);
  const oa = new Float32Array(3), ob = new Float32Array(3);
  const seen = observe(tack.getDefaultDevice().backend);
  try {
    ka(x, oa);
    kb(x, ob);
    tack.sync();
    expect(Array.from(oa)).toEqual([2, 4, 6]);
    expect(Array.from(ob)).toEqual([5, 10, 15]);
    expect(seen.builds("scaleBy")).toBe(2);
  } finally {
    seen.restore();
  }
}

function refusals(): void {
  const k = tack.kernel(function noSuch(o: Float32Array) {
    for (const i of tack.range(o.length)) o[i] = Params.Missing;
  }, { scope: { Params } });
  expect(() => k(new Float32Array(4))).toThrow(/^Kernel 'noSuch': unknown property 'Missing' of 'Params', a class in scope \(its static numbers, bigints, booleans and arrays are the kernel's constants; static methods and getters are not\) at \d+:\d+/);
  const m = tack.kernel(function method(o: Float32Array) {
    for (const i of tack.range(o.length)) o[i] = Params.scale();
  }, { scope: { Params } });
  expect(() => m(new Float32Array(4))).toThrow(/^Kernel 'method': .* at \d+:\d+/);
}

const cases: Case[] = [
  {
    name: "Params.G, Params.N (a localArray size), Params.W[k] (a table), Params.Inner.K, a boolean static",
    kernel: physics,
    args: (rng, n) => [random(rng, "f64", n), out("f64", n)],
  },
  {
    name: "a bigint static: a >> Params.SHIFT on i64",
    kernel: shifts,
    args: (rng, n) => [random(rng, "i64", n), out("i64", n)],
  },
  { name: "statics are compiled in: two classes are two variants with their own values (counted)", run: compiledIn },
  { name: "a missing static and a static method are refused, located", run: refusals },
];

export const staticsTopic: Topic = { name: "static class constants", cases };
