/**
 * The wasm device's host side on hand-written modules of the chunk ABI (test/wasm/modules.ts):
 * launches over the pool and the calling thread, staging of plain TypedArrays (aliasing kept),
 * per-thread stacks, Math imports, bounds faults, deadlines and cancels that stop a runaway
 * kernel (synchronously, and asynchronously without blocking the event loop).
 */
import { afterAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { LaunchFault } from "../../runtime/faults.js";
import { LaunchPlan } from "../../runtime/launch.js";
import type { WasmBackend } from "../../runtime/backends/wasm.js";
import { Rng } from "../util/rng.js";
import { saxpy, spin, stacked, trap } from "./modules.js";

const backend = tack.device("wasm", { numThreads: 3 }).backend as WasmBackend;
afterAll(() => backend.dispose());

function randomF32(rng: Rng, n: number): Float32Array {
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) a[i] = rng.uniform(-10, 10);
  return a;
}

function saxpyRef(x: Float32Array, y: Float32Array, a: number): Float32Array {
  const out = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) out[i] = Math.fround(Math.fround(Math.fround(a) * x[i]) + y[i]);
  return out;
}

describe("wasm device host", () => {
  const program = backend.buildVariant("saxpy", saxpy());

  it("runs a launch over the pool and the calling thread on wasm arrays", () => {
    for (const n of [1, 7, 1000, 100_003]) {
      const rng = new Rng(n);
      const xs = randomF32(rng, n);
      const ys = randomF32(rng, n);
      const x = tack.array(xs, { device: backend.device });
      const y = tack.array(ys, { device: backend.device });
      const out = tack.full(n, NaN, "f32", { device: backend.device });
      program.launch([x, y, out, 1.5], 0, n);
      expect(Array.from(out.toTypedArray())).toEqual(Array.from(saxpyRef(xs, ys, 1.5)));
    }
  });

  it("stages plain TypedArrays: copies in, copies written ones back, keeps views of one buffer aliased", () => {
    const rng = new Rng(7);
    const n = 5000;
    const xs = randomF32(rng, n);
    const buf = new ArrayBuffer(4 * (n + 3));
    const y = new Float32Array(buf, 4, n); // y and out overlap: out = y shifted by one element
    y.set(randomF32(rng, n));
    const out = new Float32Array(buf, 8, n - 1);
    const yBefore = Float32Array.from(y);
    program.launch([xs, y, out, -0.5], 0, 1); // one iteration: out[0] = a*x[0] + y[0], which is y[1]
    expect(y[1]).toBe(Math.fround(Math.fround(-0.5 * xs[0]) + yBefore[0]));
    expect(y[0]).toBe(yBefore[0]);
    expect(Array.from(y.subarray(2))).toEqual(Array.from(yBefore.subarray(2)));
  });

  it("reports an out-of-bounds access as a range fault with index and length", () => {
    const x = new Float32Array(16).fill(1);
    const out = new Float32Array(10).fill(NaN);
    let fault: unknown;
    try {
      program.launch([x, x, out, 2], 0, 16);
    } catch (e) {
      fault = e;
    }
    expect(fault).toBeInstanceOf(LaunchFault);
    expect((fault as LaunchFault).kind).toBe("range");
    expect((fault as LaunchFault).length).toBe(10n);
    expect((fault as LaunchFault).index).toBeGreaterThanOrEqual(10n);
    // the next launch starts from a clean status block
    program.launch([x, x, out, 2], 0, 10);
    expect(Array.from(out)).toEqual(new Array(10).fill(3));
  });

  it("gives each thread its own stack and imports JavaScript's Math", () => {
    const p = backend.buildVariant("stacked", stacked());
    const n = 4000;
    const out = tack.full(n, -1, "i32", { device: backend.device });
    const out2 = tack.zeros(n, "f64", { device: backend.device });
    p.launch([out, out2], 0, n); // first launch: parallel
    p.launch([out, out2], 0, n);
    const got = out.toTypedArray();
    const sines = out2.toTypedArray();
    for (let i = 0; i < n; i++) {
      if (got[i] !== i) throw new Error(`out[${i}] = ${got[i]}: a stack was shared`);
      if (sines[i] !== Math.sin(i)) throw new Error(`out2[${i}] = ${sines[i]}, Math.sin(${i}) = ${Math.sin(i)}`);
    }
  });

  it("stops a runaway synchronous launch at its deadline (the watchdog writes the state)", () => {
    const p = backend.buildVariant("spin", spin());
    const out = new Float32Array(64);
    const t0 = performance.now();
    let fault: unknown;
    try {
      p.launch([out], 0, 64, process.hrtime.bigint() + 100_000_000n);
    } catch (e) {
      fault = e;
    }
    const ms = performance.now() - t0;
    expect((fault as LaunchFault).kind).toBe("timeout");
    expect(ms).toBeGreaterThanOrEqual(90);
    expect(ms).toBeLessThan(5000);
  });

  it("turns a timeout into KernelTimeoutError and an out-of-bounds access into KernelRangeError through the launch plan", () => {
    const plan = new LaunchPlan("spin", spin(), backend.buildVariant("spin", spin()), ["out[i] = 1"]);
    expect(() => plan.launch([new Float32Array(8)], process.hrtime.bigint() + 50_000_000n)).toThrow(tack.KernelTimeoutError);
    const r = saxpy();
    r.loop.extents = [["l0"]]; // iterate over x, which is longer than out
    const sp = new LaunchPlan("saxpy", r, backend.buildVariant("saxpy", r), ["out[i] = a * x[i] + y[i]"]);
    const x = new Float32Array(20);
    expect(() => sp.launch([x, x, new Float32Array(5), 1])).toThrow(/index \d+ is out of bounds for 'out' \(length 5\)/);
  });

  it("launchAsync leaves the event loop free, stops at the deadline and on abort", async () => {
    const p = backend.buildVariant("spin", spin());
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      const t0 = performance.now();
      await expect(p.launchAsync([new Float32Array(8)], 0, 8, process.hrtime.bigint() + 150_000_000n)).rejects.toMatchObject({ kind: "timeout" });
      expect(performance.now() - t0).toBeGreaterThanOrEqual(140);
      expect(ticks).toBeGreaterThanOrEqual(2); // the timer ran while the kernel did (a blocked loop runs it at most once)
      const ac = new AbortController();
      setTimeout(() => ac.abort(), 50);
      await expect(p.launchAsync([new Float32Array(8)], 0, 8, 0n, ac.signal)).rejects.toMatchObject({ kind: "cancelled" });
    } finally {
      clearInterval(timer);
    }
    // the pool is free again: an ordinary async launch completes
    const x = new Float32Array(3000).fill(2);
    const out = new Float32Array(3000);
    await program.launchAsync([x, x, out, 3], 0, 3000, 0n);
    expect(out.every((v) => v === 8)).toBe(true);
  });

  it("runs a synchronous launch on the calling thread while an async one holds the pool", async () => {
    const p = backend.buildVariant("spin", spin());
    const ac = new AbortController();
    const pending = p.launchAsync([new Float32Array(8)], 0, 8, 0n, ac.signal);
    await new Promise((r) => setTimeout(r, 20));
    const x = new Float32Array(50_000).fill(1);
    const out = new Float32Array(50_000);
    program.launch([x, x, out, 1], 0, 50_000);
    expect(out.every((v) => v === 2)).toBe(true);
    ac.abort();
    await expect(pending).rejects.toMatchObject({ kind: "cancelled" });
  });

  it("turns a trap (on the calling thread or a worker, sync or async) into a KernelError naming the kernel", async () => {
    const p = backend.buildVariant("trapper", trap());
    const out = new Float32Array(100_000);
    expect(() => p.launch([out], 0, 100_000)).toThrow(/Kernel 'trapper': the kernel trapped in WebAssembly \(.*unreachable/);
    await expect(p.launchAsync([out], 0, 100_000, 0n)).rejects.toThrow(/Kernel 'trapper': the kernel trapped in WebAssembly/);
    // the pool still works afterwards
    const x = new Float32Array(20_000).fill(1);
    const o = new Float32Array(20_000);
    program.launch([x, x, o, 1], 0, 20_000);
    expect(o.every((v) => v === 2)).toBe(true);
  });

  it("loads a program from another's artifact (the variant cache)", () => {
    const r = saxpy();
    const again = backend.loadVariant("saxpy", program.artifact, r);
    const x = new Float32Array([1, 2, 3]);
    const out = new Float32Array(3);
    again.launch([x, x, out, 2], 0, 3);
    expect(Array.from(out)).toEqual([3, 6, 9]);
  });

  it("loads a program from the bytes the disk cache keeps, and throws (a cache miss) on bytes V8 refuses", () => {
    const stored = new Uint8Array(backend.artifactBytes(program)); // as read back: a copy
    const loaded = backend.loadArtifactBytes("saxpy", stored, saxpy());
    const rng = new Rng(167);
    const x = randomF32(rng, 1001);
    const y = randomF32(rng, 1001);
    const out = new Float32Array(1001).fill(NaN);
    loaded.launch([x, y, out, 1.75], 0, 1001);
    expect(Array.from(out)).toEqual(Array.from(saxpyRef(x, y, 1.75)));
    const damaged = stored.slice(0, stored.length >> 1);
    expect(() => backend.loadArtifactBytes("saxpy", damaged, saxpy())).toThrow(WebAssembly.CompileError);
  });

  it("refuses code of another ABI, naming the kernel", () => {
    const r = saxpy();
    (r.abi as unknown as { kind: string }).kind = "cpu-chunk";
    expect(() => backend.buildVariant("saxpy", r)).toThrow(/saxpy.*cpu-chunk/);
  });
});
