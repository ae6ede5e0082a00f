/**
 * Math.random() in kernels across devices and seeds (issue 8, item 8): the same seed draws the
 * same bits on every available device (cpu, wasm, opencl), seeds give their own streams and a
 * launch without a seed a fresh one, the draws are uniform on [0, 1), and misuse is refused.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { KernelRangeError, KernelSyntaxError } from "../../runtime/errors.js";

const devices = tack.devices().filter((d) => d.available).map((d) => d.type);

const fill = tack.kernel(function fill(o: Float64Array) {
  for (const i of tack.range(o.length)) o[i] = Math.random();
});

function draw(seed: number | bigint | undefined, n = 4096, device?: string): Float64Array {
  const before = tack.getDefaultDevice();
  if (device) tack.setDefaultDevice(device as Parameters<typeof tack.setDefaultDevice>[0]);
  try {
    const o = new Float64Array(n).fill(NaN);
    (seed === undefined ? fill : fill.withLimits({ seed }))(o);
    tack.sync();
    return o;
  } finally {
    tack.setDefaultDevice(before);
  }
}

const bits = (a: Float64Array) => Array.from(new BigUint64Array(a.buffer));

describe("Math.random in kernels", () => {
  it(`draws bit-identical numbers for one seed on every available device (${devices.join(", ")})`, () => {
    expect(devices.length).toBeGreaterThan(1);
    const want = bits(draw(99n, 4096, devices[0]));
    for (const d of devices.slice(1)) expect(bits(draw(99n, 4096, d)), d).toEqual(want);
  });

  it("repeats a stream for the same seed and gives another for another seed, or for no seed", () => {
    const a = draw(5), b = draw(5), c = draw(6), fresh1 = draw(undefined), fresh2 = draw(undefined);
    expect(bits(b)).toEqual(bits(a));
    const same = (x: Float64Array, y: Float64Array) => x.filter((v, i) => v === y[i]).length;
    expect(same(a, c)).toBeLessThan(5);
    expect(same(fresh1, fresh2)).toBeLessThan(5);
    expect(same(a, fresh1)).toBeLessThan(5);
  });

  it("gives uniform doubles on [0, 1): mean, 16 buckets and the low bits within loose bounds over 2^20 draws", () => {
    const n = 2 ** 20;
    const o = draw(2024n, n);
    let sum = 0;
    const buckets = new Array<number>(16).fill(0);
    let odd = 0, outside = 0;
    for (const v of o) {
      if (!(v >= 0 && v < 1)) outside++;
      sum += v;
      buckets[Math.floor(v * 16)]++;
      if (Math.floor(v * 2 ** 53) % 2 === 1) odd++; // the 53rd bit is random too
    }
    expect(outside).toBe(0);
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(0.002); // about 7 standard deviations
    for (const b of buckets) expect(Math.abs(b - n / 16)).toBeLessThan(1500);
    expect(Math.abs(odd - n / 2)).toBeLessThan(3000);
  });

  it("refuses a seed that is not an integer in [0, 2^64)", () => {
    expect(() => fill.withLimits({ seed: -1 })).toThrow(KernelRangeError);
    expect(() => tack.kernel(function f(o: Float64Array) {
      for (const i of tack.range(o.length)) o[i] = Math.random();
    }, { seed: 2n ** 64n })).toThrow(/the seed option is an integer from 0 to 2\^64 - 1/);
  });

  it("refuses Math.random() before the parallel loop, located", () => {
    const src = "function pre(o: Float64Array) {\n  const r = Math.random();\n  for (const i of range(o.length)) o[i] = r;\n}";
    let caught: unknown;
    try {
      tack.compile(src, { target: "llvm" });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(KernelSyntaxError);
    expect((caught as Error).message).toMatch(/Kernel 'pre': Math.random\(\) before the parallel loop is not supported in kernels; call it inside the loop.* at 2:13/);
  });

  it("refuses a preamble call of a device function that calls Math.random(), located at the call", () => {
    const src = "function pre2(o: Float64Array) {\n  function r() { return Math.random(); }\n  const a = r();\n  for (const i of range(o.length)) o[i] = a + r();\n}";
    expect(() => tack.compile(src, { target: "llvm" })).toThrow(
      /Kernel 'pre2': calling 'r', which calls Math.random\(\), before the parallel loop is not supported in kernels; call it inside the loop.* at 3:13/,
    );
  });

  it("compiles offline with the seed as a hidden last parameter", () => {
    const r = tack.compile("function mc(o: Float64Array) {\n  for (const i of range(o.length)) o[i] = Math.random();\n}", { target: "opencl" });
    expect(r.code).toMatch(/__kernel .*tack_kernel_mc\(__global double\* p0, long v\d+,/);
  });
});
