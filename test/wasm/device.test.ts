/**
 * The wasm device as users see it: the allocator (frees, coalesces, grows; old views stay
 * valid), zero-copy wrapping of views of its memory and copies of anything else, explicit and
 * collected frees, a process with native shims disabled (TACK_DISABLE_NATIVE=1) where
 * wasm is the default device, kernels run on it and the process exits with idle workers, and
 * the pool's start with a compile (its workers boot while binaryen runs) or a cached binary's load.
 */
import { describe, expect, it, vi } from "vitest";
import * as tack from "../../runtime/index.js";
import { WasmBackend } from "../../runtime/backends/wasm.js";
import { FreeList, WasmHeap } from "../../runtime/backends/wasm-memory.js";
import { imports, resultOf, runChild } from "../safety/child.js";

const wasm = () => tack.device("wasm");

describe("the wasm allocator", () => {
  it("reuses freed blocks, merges neighbours and keeps 16-byte alignment", () => {
    const f = new FreeList();
    f.addFree(16, 1024);
    const a = f.allocate(10);
    const b = f.allocate(100);
    const c = f.allocate(16);
    expect([a, b, c]).toEqual([16, 32, 144]);
    expect(f.allocate(2000)).toBe(-1);
    f.free(b);
    expect(f.allocate(50)).toBe(32); // best fit: b's hole
    f.free(32);
    f.free(a);
    f.free(c);
    expect(f.stats()).toMatchObject({ usedBytes: 0, blocks: 0, freeRanges: 1, largestFree: 1024 });
    expect(f.free(c)).toBe(false); // twice
  });

  it("grows the memory when no block fits, and views made before the growth stay valid", () => {
    const heap = new WasmHeap(1);
    const first = heap.allocateView("f64", 1000) as Float64Array;
    first.fill(2.5);
    const before = heap.byteLength;
    const big = heap.allocateView("u8", 3 * 65536) as Uint8Array;
    expect(heap.byteLength).toBeGreaterThan(before);
    big.fill(7);
    expect(first.every((v) => v === 2.5)).toBe(true);
    expect(heap.viewAddress(first)).toBeGreaterThan(0);
    expect(heap.viewAddress(big)).toBeGreaterThan(0);
    expect(heap.viewAddress(new Float64Array(4))).toBe(-1);
    // the old buffer and the new one both address the memory
    expect(new Float64Array(first.buffer, first.byteOffset, 1)[0]).toBe(2.5);
  });

  it("staggers large blocks, so equal large arrays are not a power of two apart, and frees them whole", () => {
    const heap = new WasmHeap(1);
    const n = 2 ** 20; // 4 MiB of f32: large
    const views = [0, 1, 2].map(() => heap.allocateView("f32", n) as Float32Array);
    const addrs = views.map((v) => heap.viewAddress(v));
    for (const a of addrs) expect(a % 16).toBe(0);
    expect((addrs[1] - addrs[0]) % 4096).not.toBe(0);
    expect((addrs[2] - addrs[1]) % 4096).not.toBe(0);
    expect(addrs[1] - addrs[0]).toBeGreaterThanOrEqual(4 * n);
    const small = [heap.allocate(64), heap.allocate(64)];
    expect(small[1] - small[0]).toBe(64); // small blocks stay back to back
    for (const v of views) expect(heap.release(v)).toBe(true);
    for (const s of small) heap.free(s);
    expect(heap.stats()).toMatchObject({ usedBytes: 0, blocks: 0, freeRanges: 1 });
  });

  it("zeroes a reused block", () => {
    const heap = new WasmHeap(1);
    const a = heap.allocateView("i32", 64) as Int32Array;
    a.fill(-1);
    heap.release(a);
    const b = heap.allocateView("i32", 64) as Int32Array;
    expect(heap.viewAddress(b)).toBe(heap.viewAddress(a));
    expect(b.every((v) => v === 0)).toBe(true);
  });
});

describe("wasm arrays", () => {
  it("fromTypedArray wraps a view of the wasm memory without a copy and copies any other TypedArray", () => {
    const owner = tack.zeros(256, "f32", { device: wasm() });
    const view = owner.toTypedArray();
    const wrapped = tack.fromTypedArray(view, { device: wasm() });
    expect(wrapped.toTypedArray()).toBe(view);
    view[3] = 42;
    expect(wrapped.get(3)).toBe(42);
    // a view of the memory the user made from tack.wasmMemory()
    const raw = new Int32Array(tack.wasmMemory().buffer, view.byteOffset, 4);
    expect(tack.fromTypedArray(raw, { device: wasm() }).toTypedArray()).toBe(raw);
    // a view of memory no array owns (the first 16 bytes are never allocated): refused, saying how to get one
    expect(() => tack.fromTypedArray(new Float32Array(tack.wasmMemory().buffer, 0, 4), { device: wasm() })).toThrow(
      /is a view of the wasm memory that no live wasm array owns \(bytes 0 to 16\).*tack\.empty\(n, dtype, \{ device: "wasm" \}\)/,
    );
    // a plain TypedArray: copied in
    const plain = Float64Array.from([1, 2, 3]);
    const copy = tack.fromTypedArray(plain, { device: wasm() });
    plain[0] = 99;
    expect(Array.from(copy.toTypedArray())).toEqual([1, 2, 3]);
    expect(copy.toTypedArray().buffer).not.toBe(plain.buffer);
  });

  it("a wrapped sub-view keeps its array's block: collecting the array's own view does not free it under the wrap", async () => {
    const r = await runChild({
      text: `${imports()}
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");
const d = tack.device("wasm");
const wrap = (() => {
  const owner = tack.empty(1 << 16, "f32", { device: d }); // dropped when this returns
  return tack.fromTypedArray(owner.toTypedArray().subarray(256, 512), { device: d });
})();
const want = Float32Array.from({ length: 256 }, (_, i) => Math.sin(i + 1));
wrap.copyFrom(want);
for (let k = 0; k < 8; k++) {
  gc();
  await new Promise((r) => setTimeout(r, 10));
  for (let j = 0; j < 4; j++) tack.empty(1 << 16, "f32", { device: d }); // a freed block is taken again, zeroed
}
const got = wrap.toTypedArray();
report({ same: want.every((v, i) => got[i] === v) });
`,
      timeoutMs: 60_000,
    });
    expect(resultOf(r)).toEqual({ same: true });
  });

  it("a launch on a TypedArray made over the memory: run in place inside a live array's storage, refused elsewhere", () => {
    const k = tack.kernel(function inc(x: Float32Array) {
      for (const i of tack.range(x.length)) x[i] = x[i] + 1;
    });
    const prev = tack.getDefaultDevice();
    tack.setDefaultDevice(wasm());
    try {
      const a = tack.empty(64, "f32", { device: wasm() });
      const start = Float32Array.from({ length: 64 }, (_, i) => Math.cos(i));
      a.copyFrom(start);
      const inside = new Float32Array(tack.wasmMemory().buffer, a.toTypedArray().byteOffset + 16, 8); // elements 4..11 of a
      k(inside);
      const got = a.toTypedArray();
      expect(Array.from(got)).toEqual(Array.from(start, (v, i) => (i >= 4 && i < 12 ? Math.fround(v + 1) : v)));
      // the first 16 bytes are never any array's: a kernel writing there would corrupt what the allocator gives out
      const outside = new Float32Array(tack.wasmMemory().buffer, 0, 4);
      expect(() => k(outside)).toThrow(/argument 1 is a view of the wasm memory that no live wasm array owns \(bytes 0 to 16\)/);
    } finally {
      tack.setDefaultDevice(prev);
    }
  });

  it("wasmFree frees at once, and the array is refused afterwards, by launches with the kernel's name", async () => {
    const a = tack.ones(1000, "f64", { device: wasm() });
    expect(tack.wasmFree(a)).toBe(true);
    expect(tack.wasmFree(a)).toBe(false);
    expect(() => a.toTypedArray()).toThrow(/freed/);
    expect(() => a.fill(1)).toThrow(/freed/);
    const k = tack.kernel(function double(x: Float64Array) {
      for (const i of tack.range(x.length)) x[i] = 2 * x[i];
    });
    expect(() => k(a)).toThrow(tack.KernelRangeError);
    expect(() => k(a)).toThrow(/^Kernel 'double': argument 1 is a wasm array that was freed \(tack\.wasmFree\)/);
    await expect(k.launchAsync(a)).rejects.toThrow(/^Kernel 'double': argument 1 is a wasm array that was freed/);
    await expect(a.read()).rejects.toThrow(/freed/);
    expect(() => tack.wasmFree(new Float32Array(2))).not.toThrow();
    expect(() => tack.wasmFree(3 as never)).toThrow(TypeError);
  });

  it("frees an array's block when its view is collected", async () => {
    const r = await runChild({
      text: `${imports()}
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");
const d = tack.device("wasm");
for (let k = 0; k < 64; k++) {
  tack.ones(4 << 20, "f32", { device: d }); // 16 MiB each, dropped at once
  if (k % 8 === 7) { gc(); await new Promise((r) => setTimeout(r, 10)); }
}
report({ bytes: tack.wasmMemory().buffer.byteLength });
`,
      timeoutMs: 60_000,
    });
    const { bytes } = resultOf(r) as { bytes: number };
    expect(bytes).toBeLessThan(512 * 1024 * 1024); // 64 × 16 MiB = 1 GiB were allocated in all
  });
});

describe("without native shims (TACK_DISABLE_NATIVE=1)", () => {
  it("lists cpu as unavailable with the reason, makes wasm the default, runs kernels there and exits with idle workers", async () => {
    const r = await runChild({
      text: `${imports()}
const info = tack.devices();
const saxpy = tack.kernel(function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
});
const n = 100_003;
const x = new Float32Array(n).map((_, i) => Math.sin(i));
const y = new Float32Array(n).map((_, i) => Math.cos(i));
const out = new Float32Array(n).fill(NaN);
const ref = new Float32Array(n).fill(NaN);
saxpy(x, y, out, 1.5);
saxpy.plain(x, y, ref, 1.5);
await saxpy.launchAsync(x, y, out, 1.5);
report({
  cpu: info.find((d) => d.type === "cpu"),
  wasm: info.find((d) => d.type === "wasm"),
  def: tack.getDefaultDevice().type,
  same: out.every((v, i) => Math.abs(v - ref[i]) <= 1e-5 * (Math.abs(ref[i]) + 1)),
});
`,
      env: { TACK_DISABLE_NATIVE: "1" },
      timeoutMs: 120_000,
    });
    const v = resultOf(r) as { cpu: tack.DeviceInfo; wasm: tack.DeviceInfo; def: string; same: boolean };
    expect(v.cpu.available).toBe(false);
    expect(v.cpu.reason).toMatch(/TACK_DISABLE_NATIVE=1/);
    expect(v.wasm).toMatchObject({ available: true, isDefault: true });
    expect(v.def).toBe("wasm");
    expect(v.same).toBe(true);
  });
});

describe("the wasm device's pool", () => {
  const source = `import * as tack from "tack";
export function twice(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) out[i] = 2 * x[i];
}`;

  it("starts when a device of several threads compiles (before binaryen runs) or loads a cached binary; a one-thread device starts none", async () => {
    const result = tack.compile(source, { name: "twice", target: "wat" });
    const two = new WasmBackend({ numThreads: 2 });
    const one = new WasmBackend({ numThreads: 1 });
    const cached = new WasmBackend({ numThreads: 2 });
    const started = [vi.spyOn(two, "pool"), vi.spyOn(one, "pool"), vi.spyOn(cached, "pool")];
    try {
      const built = two.buildVariant("twice", result);
      one.buildVariant("twice", result);
      cached.loadArtifactBytes("twice", two.artifactBytes(built), result);
      expect(started.map((s) => s.mock.calls.length)).toEqual([1, 0, 1]); // no launch yet
      // WAT binaryen refuses: the pool was started before the compile failed
      const three = new WasmBackend({ numThreads: 3 });
      const pool3 = vi.spyOn(three, "pool");
      await expect(three.buildVariantAsync("twice", { ...result, code: "(module (func $broken" })).rejects.toThrow(/binaryen could not compile/);
      expect(pool3).toHaveBeenCalledTimes(1);
      await three.dispose();
    } finally {
      await Promise.all([two, one, cached].map((b) => b.dispose()));
    }
  });

  it("runs a launch too small for the pool on the calling thread at any thread count, and a large one on the pool (pool.jobs counts them)", () => {
    const twice = tack.kernel(source, { name: "twice", tier: "optimized" });
    const d = tack.device("wasm", { numThreads: 8 });
    const pool = (d.backend as WasmBackend).pool();
    const launches = (n: number, times: number): number => {
      const xs = Float32Array.from({ length: n }, () => Math.random() - 0.5);
      const x = tack.array(xs, { device: d });
      const out = tack.array(new Float32Array(n).fill(NaN), { device: d });
      for (let i = 0; i < 5; i++) twice(x, out); // the first launches learn the range's cost
      const before = pool.jobs;
      for (let i = 0; i < times; i++) twice(x, out);
      const want = new Float32Array(n).fill(NaN);
      twice.plain(xs, want);
      expect(Array.from(out.toTypedArray() as Float32Array)).toEqual(Array.from(want));
      tack.wasmFree(x);
      tack.wasmFree(out);
      return pool.jobs - before;
    };
    // A launch runs on the default device when it can address the arrays. With native shims off
    // the default is a wasm device too (every wasm device addresses the one memory): make it d.
    const previous = tack.getDefaultDevice();
    tack.setDefaultDevice(d);
    try {
      // 4096 elements take a few µs on one thread; the pool's wake-up and join cost more. The
      // old estimate sent 20 of 20 through the pool; on a loaded machine a preempted launch may
      // price the range high once, and the next goes through the pool and measures it again.
      expect(launches(4096, 20)).toBeLessThanOrEqual(2);
      expect(launches(1 << 22, 3)).toBe(3);
    } finally {
      tack.setDefaultDevice(previous);
    }
  });
});
