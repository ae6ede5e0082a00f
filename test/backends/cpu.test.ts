/**
 * What only the cpu device promises, beyond the device-neutral cases of kernels.test.ts: the
 * thread pool (large launches fan out, a 1-thread device runs serially), zero-copy
 * fromTypedArray, and the noalias variants (DESIGN.md §4: whether the written arrays overlap
 * another argument is part of the CPU's key).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as tack from "../../runtime/index.js";
import { CpuBackend } from "../../runtime/backends/cpu.js";
import { compareRun, LARGE, out, random, Rng } from "./harness.js";
import { observe } from "./observe.js";
import { writesInFnsK } from "./kernels/statements.js";

const cpu = tack.devices().find((d) => d.type === "cpu");

/** Tests that count one program's launches build only the optimized tier (with "auto", later launches move to the optimized program). */
const TIER = { tier: "optimized" } as const;

interface PoolInfo {
  parallelLaunches: number;
  serialLaunches: number;
}

/** Spies CpuBackend builds to read the shim's own launch counters of each variant. */
function poolCounters() {
  const spy = vi.spyOn(CpuBackend.prototype, "buildVariant");
  const infos = (name: string): PoolInfo[] =>
    spy.mock.calls.flatMap((c, i) => (c[0] === name ? [spy.mock.results[i].value.info() as PoolInfo] : []));
  return { infos, restore: () => spy.mockRestore() };
}

describe.skipIf(!cpu?.available)("cpu device", () => {
  let before: tack.Device;
  beforeAll(() => {
    before = tack.getDefaultDevice();
    tack.setDefaultDevice("cpu");
  });
  afterAll(() => {
    tack.setDefaultDevice(before);
  });

  it("large launches run on the thread pool, each launch counted by the shim", () => {
    const k = tack.kernel(function saxpyPool(x: Float32Array, y: Float32Array, o: Float32Array, a: number) {
      for (const i of tack.range(o.length)) o[i] = a * x[i] + y[i];
    }, TIER);
    const pool = poolCounters();
    try {
      const lengths = [1000, 7, 1, 100_003, LARGE, 3];
      lengths.forEach((n, j) => compareRun(k, [random(new Rng(j), "f32", n), random(new Rng(j + 100), "f32", n), out("f32", n), 0.5 + j]));
      const [info] = pool.infos("saxpyPool");
      expect(pool.infos("saxpyPool")).toHaveLength(1);
      expect(info.parallelLaunches + info.serialLaunches).toBe(lengths.length);
      if ((tack.getDefaultDevice().backend as CpuBackend).numThreads > 1) expect(info.parallelLaunches).toBeGreaterThan(0);
    } finally {
      pool.restore();
    }
  });

  it("a 1-thread cpu device runs every launch serially and computes what the plain run does", () => {
    const k = tack.kernel(function oneThread(x: Float64Array, o: Float64Array, a: number) {
      for (const i of tack.range(o.length)) o[i] = Math.sqrt(Math.abs(x[i])) * a + i;
    }, TIER);
    const pool = poolCounters();
    const previous = tack.getDefaultDevice();
    try {
      const one = tack.setDefaultDevice(tack.device("cpu", { numThreads: 1 }));
      expect((one.backend as CpuBackend).numThreads).toBe(1);
      compareRun(k, [random(new Rng(2), "f64", 100_003), out("f64", 100_003), -0.5], { scale: 1e5 });
      compareRun(k, [random(new Rng(3), "f64", LARGE), out("f64", LARGE), 2.5], { scale: 1e6 });
      const [info] = pool.infos("oneThread");
      expect(info).toMatchObject({ serialLaunches: 2, parallelLaunches: 0 });
    } finally {
      tack.setDefaultDevice(previous);
      pool.restore();
    }
  });

  it("fromTypedArray wraps without a copy: the kernel writes the caller's TypedArray", () => {
    const k = tack.kernel(function fill2dCpu(a: any, b: any, o: any) {
      for (const [r, c] of tack.grid(o.shape[0], o.shape[1])) o[r * o.shape[1] + c] = a[r * a.shape[1] + c] * 10 + b[c] + r;
    });
    const backing = new Float64Array(6 * 7).fill(NaN);
    const o = tack.fromTypedArray(backing, { shape: [6, 7] });
    k(tack.full([6, 7], 2.5, tack.f64), tack.ones(7, tack.f64), o);
    expect(Array.from(backing)).toEqual(Array.from({ length: 42 }, (_, i) => 26 + Math.floor(i / 7)));
    expect(o.toTypedArray()).toBe(backing);
  });

  it("disjoint arguments get a noalias variant and aliased ones another, whatever the length", () => {
    const k = tack.kernel(function aliasCpu(x: Float32Array, o: Float32Array) {
      for (const i of tack.range(o.length)) {
        o[i] = x[i] + 1;
        o[i] = o[i] * x[i];
      }
    }, TIER);
    const seen = observe(tack.getDefaultDevice().backend);
    try {
      for (const n of [1, 7, 1000, 100_003]) {
        const x = random(new Rng(n), "f32", n, { min: -2, max: 2 });
        compareRun(k, [x, out("f32", n)], { scale: 4 });
        compareRun(k, [x, x], { scale: 4 });
        compareRun(k, [x, new Float32Array(x.buffer)], { scale: 4 });
      }
      expect(seen.builds("aliasCpu")).toBe(2);
      expect(seen.launches("aliasCpu")).toBe(12);
    } finally {
      seen.restore();
    }
    expect(k.inspect([new Float32Array(4), new Float32Array(4)])).toContain("noalias");
    const same = new Float32Array(4);
    expect(k.inspect([same, same])).not.toContain("noalias");
  });

  it("an array a device function writes counts as written for the alias check", () => {
    const x = new Float32Array(8);
    expect(writesInFnsK.inspect([x, x, new Int32Array(4)])).not.toContain("noalias");
    expect(writesInFnsK.inspect([x, new Float32Array(8), new Int32Array(4)])).toContain("noalias");
  });
});
