/**
 * Dispatch, observed rather than inferred (issue 6, items 3 and 7): launches counted by the
 * CPU shim and a spy on the program, compiles counted through the compile service, native
 * builds through the Backend contract; variant caches keyed by target and cacheTarget(), so
 * CPU devices that differ only in their thread count share compiled code; work in flight
 * shared by concurrent launchAsync calls.
 */
import { describe, expect, it, vi } from "vitest";
import * as tack from "../../runtime/index.js";
import type { Program } from "../../runtime/backend.js";
import { generalLaunchCount } from "../../runtime/kernel.js";
import { Rng } from "../util/rng.js";
import { countBuilds, countCompiles } from "./observe.js";

type CpuProgram = Program & { info(): { serialLaunches: number; parallelLaunches: number } };

const launches = (p: CpuProgram) => p.info().serialLaunches + p.info().parallelLaunches;

describe("dispatch, observed", () => {
  it("empty arrays launch nothing (the shim's counters and the program's launch say so)", () => {
    const k = tack.kernel(function emptyK(x: Float64Array, o: Float64Array) {
      for (const i of tack.range(o.length)) o[i] = x[i] + 1;
    });
    const builds = countBuilds(tack.getDefaultDevice().backend);
    try {
      k(new Float64Array(0), new Float64Array(0));
      expect(builds.builds("emptyK")).toBe(1);
      const program = builds.programs("emptyK")[0] as CpuProgram;
      const launch = vi.spyOn(program, "launch");
      k(new Float64Array(0), new Float64Array(0)); // through the resolving path
      const e = new Float64Array(0);
      k(e, e); // aliased: the other variant, still nothing to run
      expect(launch).not.toHaveBeenCalled();
      expect(launches(program)).toBe(0);
      // the counters do see a launch with elements, so their zero above means something
      const o = new Float64Array(3);
      k(new Float64Array([1, 2, 3]), o);
      expect(Array.from(o)).toEqual([2, 3, 4]);
      expect(launch).toHaveBeenCalledTimes(1);
      expect(launches(program)).toBe(1);
    } finally {
      builds.restore();
    }
  });

  it("200 concurrent launchAsync calls of one signature compile once and build once", async () => {
    const k = tack.kernel(function manyAsync(x: Float32Array, o: Float32Array, a: number) {
      for (const i of tack.range(o.length)) o[i] = x[i] * a;
    });
    const compiles = countCompiles();
    const builds = countBuilds(tack.getDefaultDevice().backend);
    try {
      const x = new Float32Array([1, 2, 3, 4]);
      const outs = Array.from({ length: 200 }, () => new Float32Array(4));
      await Promise.all(outs.map((o, j) => k.launchAsync(x, o, j + 0.5)));
      outs.forEach((o, j) => expect(Array.from(o)).toEqual(Array.from(x, (v) => Math.fround(v * (j + 0.5)))));
      expect(compiles.async("manyAsync")).toBe(1);
      expect(compiles.sync("manyAsync")).toBe(0);
      expect(builds.builds("manyAsync")).toBe(1);
      // a sync launch afterwards finds everything compiled
      k(x, outs[0], 2.5);
      expect(compiles.of("manyAsync")).toHaveLength(1);
    } finally {
      compiles.restore();
      builds.restore();
    }
  });

  it("a failed compile in flight is not cached: every waiter gets the error, and a later call compiles again", async () => {
    const k = tack.kernel(function badAsync(x: Float32Array) {
      for (const i of tack.range(x.length)) x[i] = x as never; // refused: an array stored as an element
    });
    const compiles = countCompiles();
    try {
      const calls = Array.from({ length: 5 }, () => k.launchAsync(new Float32Array(2)));
      for (const c of calls) await expect(c).rejects.toThrow(/Kernel 'badAsync'/);
      expect(compiles.async("badAsync")).toBe(1);
      await expect(k.launchAsync(new Float32Array(2))).rejects.toThrow(tack.KernelSyntaxError);
      expect(compiles.async("badAsync")).toBe(2);
    } finally {
      compiles.restore();
    }
  });

  it("CPU devices with different thread counts share compiled code; each gets its own plan", () => {
    const k = tack.kernel(function sharedCode(x: Float64Array, o: Float64Array) {
      for (const i of tack.range(o.length)) o[i] = 2 * x[i];
    });
    const one = tack.device("cpu", { numThreads: 1 });
    const two = tack.device("cpu", { numThreads: 2 });
    expect(one.backend.variantCacheKey).toBe(two.backend.variantCacheKey);
    const compiles = countCompiles();
    const b1 = countBuilds(one.backend);
    const b2 = countBuilds(two.backend);
    const before = tack.getDefaultDevice();
    try {
      const x = new Float64Array([1, 2, 3]);
      for (const d of [one, two, one]) {
        tack.setDefaultDevice(d);
        const o = new Float64Array(3);
        k(x, o);
        expect(Array.from(o)).toEqual([2, 4, 6]);
      }
      expect(compiles.of("sharedCode")).toHaveLength(1);
      expect(b1.builds("sharedCode") + b2.builds("sharedCode")).toBe(1);
      expect(b1.loads("sharedCode") + b2.loads("sharedCode")).toBe(1);
    } finally {
      tack.setDefaultDevice(before);
      compiles.restore();
      b1.restore();
      b2.restore();
    }
  });

  it("the last-launch cache is not fooled by a refused call in between", () => {
    const k = tack.kernel(function lastK(x: Float32Array, o: Float32Array, a: number) {
      for (const i of tack.range(o.length)) o[i] = x[i] + a;
    });
    const x = new Float32Array([1, 2]);
    const o = new Float32Array(2);
    k(x, o, 2); // an i32 scalar
    const ro = tack.fromTypedArray(new Float32Array(2), { writable: false });
    expect(() => k(x, ro as tack.Array<"f32">, 0.5)).toThrow(/read-only/); // resolves the float variant, then refuses
    k(x, o, 0.5); // the same objects as the first launch, but a float scalar now
    expect(Array.from(o)).toEqual([1.5, 2.5]);
    k(x, o, 3); // back to i32
    expect(Array.from(o)).toEqual([4, 5]);
  });

  it("the last-launch cache compares each scalar's class: a changed number, bigint or boolean takes its own variant, a bad one is refused", () => {
    const k = tack.kernel(function scalarK(x: Float64Array, o: Float64Array, a: number, s: number) {
      for (const i of tack.range(o.length)) o[i] = (x[i] + a) * s;
    });
    const rng = new Rng(61);
    const x = Float64Array.from({ length: 37 }, () => rng.uniform(-4, 4));
    const o = new Float64Array(37);
    const want = new Float64Array(37);
    // the same objects every call; only the scalars change, class by class
    const calls: [unknown, unknown][] = [[3, 2], [3, 2], [0.75, 2], [0.75, 2], [2 ** 40, 2], [-7, 1.5], [true, 2], [3, 2], [NaN, 2], [3, -0.5]];
    for (const [a, s] of calls) {
      o.fill(NaN);
      k(x, o, a as number, s as number);
      k.plain(x, want, a as number, s as number);
      expect(Array.from(o), `a=${String(a)} s=${String(s)}`).toEqual(Array.from(want));
    }
    // warm on (x, o, 3, 2), then a string and a symbol in the scalar's place: refused, naming the argument
    k(x, o, 3, 2);
    expect(() => k(x, o, "3" as unknown as number, 2)).toThrow(/Kernel 'scalarK': argument 3 is a string/);
    k(x, o, 3, 2);
    expect(() => k(x, o, 3, Symbol("s") as unknown as number)).toThrow(/Kernel 'scalarK': argument 4 is a symbol/);
    // an array's dtype changed in the same position after warm launches: its own variant, computed as in JS
    const x32 = Float32Array.from(x);
    const o32 = new Float32Array(37).fill(NaN);
    const want32 = new Float32Array(37);
    k(x32 as unknown as Float64Array, o32 as unknown as Float64Array, 0.5, 2);
    k.plain(x32 as unknown as Float64Array, want32 as unknown as Float64Array, 0.5, 2);
    expect(Array.from(o32)).toEqual(Array.from(want32));
  });

  it("the warm launch takes only the last launch's arguments again; every other call goes through the general path's checks", () => {
    const k = tack.kernel(function warmK(x: Float64Array, o: Float64Array, a: number, s: number) {
      for (const i of tack.range(o.length)) o[i] = (x[i] + a) * s;
    });
    const rng = new Rng(62);
    const x = Float64Array.from({ length: 41 }, () => rng.uniform(-4, 4));
    const x2 = Float64Array.from({ length: 41 }, () => rng.uniform(-4, 4));
    const o = new Float64Array(41);
    const want = new Float64Array(41);
    /** Runs k(...args), checks its result against the plain run, returns whether it took the general path. */
    const general = (xs: Float64Array, a: unknown, s: unknown): boolean => {
      const before = generalLaunchCount();
      o.fill(NaN);
      k(xs, o, a as number, s as number);
      k.plain(xs, want, a as number, s as number);
      expect(Array.from(o), `a=${String(a)} s=${String(s)}`).toEqual(Array.from(want));
      return generalLaunchCount() !== before;
    };
    expect(general(x, 3, 2)).toBe(true); // the first launch
    expect(general(x, 3, 2)).toBe(true); // the same again: the general path's last-launch check, which makes the warm launch
    expect(general(x, 3, 2)).toBe(false); // warm
    expect(general(x, -5, 2)).toBe(false); // another i32: same class, warm
    expect(general(x, 0.75, 2)).toBe(true); // a float now: another class
    expect(general(x, 0.75, 2)).toBe(true);
    expect(general(x, 0.75, 2)).toBe(false);
    expect(general(x, 0.75, 2 ** 40)).toBe(true); // an i64-sized number in the other scalar
    expect(general(x, 0.75, 2.5)).toBe(true);
    expect(general(x2, 0.75, 2.5)).toBe(true); // another array of the same class
    expect(general(x2, true, 2.5)).toBe(true); // a boolean in a number's place
    expect(general(x2, 1.25, 2.5)).toBe(true);
    expect(general(x2, 1.25, 2.5)).toBe(true);
    expect(general(x2, 1.25, 2.5)).toBe(false);
    // an object in a primitive's place, and one argument too few: refused by the general path
    let before = generalLaunchCount();
    expect(() => k(x2, o, {} as unknown as number, 2.5)).toThrow(/Kernel 'warmK': argument 3/);
    expect(generalLaunchCount()).toBe(before + 1);
    expect(general(x2, 1.25, 2.5)).toBe(false); // the refused call left the last launch as it was
    before = generalLaunchCount();
    expect(() => (k as unknown as (...a: unknown[]) => void)(x2, o, 1.25)).toThrow(/warmK/);
    expect(generalLaunchCount()).toBe(before + 1);
    // the same array object with its buffer detached: the general path refuses it
    expect(general(x2, 1.25, 2.5)).toBe(false);
    structuredClone(x2.buffer, { transfer: [x2.buffer] });
    before = generalLaunchCount();
    expect(() => k(x2, o, 1.25, 2.5)).toThrow(/warmK/);
    expect(generalLaunchCount()).toBe(before + 1);
    // the same array object, its (resizable) buffer shrunk: the general path runs, and its bounds checks stop the launch
    const grow = new ArrayBuffer(41 * 8, { maxByteLength: 41 * 8 });
    const x3 = new Float64Array(grow);
    x3.set(x);
    expect(general(x3, 1.25, 2.5)).toBe(true);
    expect(general(x3, 1.25, 2.5)).toBe(true);
    expect(general(x3, 1.25, 2.5)).toBe(false);
    grow.resize(20 * 8);
    before = generalLaunchCount();
    expect(() => k(x3, o, 1.25, 2.5)).toThrow(/out of bounds/);
    expect(generalLaunchCount()).toBe(before + 1);
  });

  it("calls whose arguments the launch rewrites (an object flattened, a Math.random seed added) take the general path every time", () => {
    const objK = tack.kernel(function objK(p: { x: Float64Array; k: number }, o: Float64Array) {
      for (const i of tack.range(o.length)) o[i] = p.x[i] * p.k;
    });
    const rng = new Rng(63);
    const p = { x: Float64Array.from({ length: 29 }, () => rng.uniform(-4, 4)), k: 1.75 };
    const o = new Float64Array(29);
    const want = new Float64Array(29);
    objK.plain(p, want);
    for (let r = 0; r < 4; r++) {
      const before = generalLaunchCount();
      o.fill(NaN);
      objK(p, o); // the same object and array every call
      expect(generalLaunchCount(), `call ${r}`).toBe(before + 1);
      expect(Array.from(o), `call ${r}`).toEqual(Array.from(want));
    }
    const randK = tack.kernel(function randK(o: Float64Array) {
      for (const i of tack.range(o.length)) o[i] = Math.random();
    });
    const r = new Float64Array(64);
    const draws: number[][] = [];
    for (let c = 0; c < 4; c++) {
      const before = generalLaunchCount();
      r.fill(NaN);
      randK(r); // the same array every call, and each call a fresh seed
      expect(generalLaunchCount(), `call ${c}`).toBe(before + 1);
      draws.push(Array.from(r));
    }
    for (let c = 1; c < 4; c++) expect(draws[c], `call ${c}`).not.toEqual(draws[c - 1]);
  });

  it("a TypedArray and a rank-1 tack.Array of its dtype take one variant; a reshaped one another", () => {
    const k = tack.kernel(function classK(x: Float32Array, o: Float32Array) {
      for (const i of tack.range(o.length)) o[i] = x[i] * 3;
    });
    const compiles = countCompiles();
    try {
      const o = new Float32Array(4);
      k(new Float32Array([1, 2, 3, 4]), o);
      k(tack.array<"f32">(new Float32Array([1, 2, 3, 4])), o);
      expect(compiles.of("classK")).toHaveLength(1);
      k(tack.array<"f32">(new Float32Array([1, 2, 3, 4])).reshape([2, 2]), o);
      expect(compiles.of("classK").map((r) => r.params?.[0])).toEqual([
        { kind: "array", dtype: "f32", rank: 1 },
        { kind: "array", dtype: "f32", rank: 2 },
      ]);
      expect(Array.from(o)).toEqual([3, 6, 9, 12]);
    } finally {
      compiles.restore();
    }
  });
});
