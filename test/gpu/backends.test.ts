/**
 * The GPU backends' runtime half (issue 10, item 4) on every GPU device here, with
 * hand-written kernels (test/gpu/handwritten.ts): arrays in device memory, queued launches
 * in program order, waits at reads and sync(), a launch's fault surfacing at the next wait
 * with the kernel's error, arrays dropped while a queued launch uses them, staging of host
 * TypedArrays, and build errors with the driver's log. OpenCL runs on PoCL in CI; CUDA where
 * a GPU is present. A device that is not available here is skipped with its reason.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import * as tack from "../../runtime/index.js";
import type { CudaBackend } from "../../runtime/backends/cuda.js";
import { GpuBackend } from "../../runtime/backends/gpu.js";
import { GpuProgram } from "../../runtime/backends/gpu-program.js";
import { generalLaunchCount } from "../../runtime/kernel.js";
import { LaunchPlan } from "../../runtime/launch.js";
import { Rng } from "../util/rng.js";
import { AFFINE, GATHER, GATHER_F32, resultOf, SAXPY, sourceOf, type Dialect, type HandKernel } from "./handwritten.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const TYPES: Dialect[] = ["opencl", "cuda"];

function planOf(backend: GpuBackend, k: HandKernel, dialect: Dialect): LaunchPlan {
  const result = resultOf(k, dialect);
  return new LaunchPlan(k.name, result, backend.buildVariant(k.name, result), [sourceOf(k, dialect)]);
}

function randomF32(rng: Rng, n: number): Float32Array {
  return Float32Array.from({ length: n }, () => rng.uniform(-1, 1));
}

/** Elements further than 1e-6 relative from `want` (an FMA may round once instead of twice); NaN never matches. */
function mismatches(got: Float32Array, want: Float32Array): string[] {
  const bad: string[] = [];
  for (let i = 0; i < want.length && bad.length < 5; i++) {
    if (!(Math.abs(got[i] - want[i]) <= 1e-6 * (1 + Math.abs(want[i])))) bad.push(`[${i}] got ${got[i]}, want ${want[i]}`);
  }
  return bad;
}

describe.each(TYPES)("%s", (type) => {
  const info = tack.devices().find((d) => d.type === type)!;
  if (!info.available) {
    it(`is skipped: ${type} is not available here`, (ctx) => ctx.skip(`${type}: ${info.reason}`));
    return;
  }
  const device = tack.device(type);
  const backend = device.backend as GpuBackend;

  it("declares itself a GPU backend with its target and dtypes", () => {
    expect(backend.target).toBe(type);
    expect(backend.name).toBe(type);
    expect(backend.supportsWorkgroups).toBe(true);
    expect(backend.supportsDeviceReductions).toBe(type === "cuda");
    expect(tack.device(`${type}:0`)).toBe(device);
    expect(() => tack.device(`${type}:99`)).toThrow(/no '.*:99'/);
  });

  it("keeps arrays in device memory: write, fill, set, read back", async () => {
    const rng = new Rng(1);
    const host = randomF32(rng, 1000);
    const a = tack.array(host, { device });
    expect(a.buffer.data).toBeUndefined();
    expect(a.toTypedArray()).toEqual(host);
    expect(await a.read()).toEqual(host);
    a.set(3, 42.5);
    expect(a.get(3)).toBe(42.5);
    a.fill(-2);
    expect(a.toTypedArray().every((v) => v === -2)).toBe(true);
    const z = tack.zeros([4, 5], "i64", { device });
    expect(z.toTypedArray()).toEqual(new BigInt64Array(20));
    z.fill(-7n);
    expect([...z.toTypedArray()].every((v) => v === -7n)).toBe(true);
    const u = tack.array(new Uint8ClampedArray([1, 2, 3]), { device });
    expect(u.toTypedArray()).toBeInstanceOf(Uint8ClampedArray);
    expect(u.toTypedArray()).toEqual(new Uint8ClampedArray([1, 2, 3]));
  });

  it("runs a launch on device arrays and on host TypedArrays (staged and copied back)", () => {
    const rng = new Rng(2);
    const plan = planOf(backend, SAXPY, type);
    for (const n of [1, 7, 1000, 100_003]) {
      const x = randomF32(rng, n), y = randomF32(rng, n);
      const want = x.map((v, i) => Math.fround(Math.fround(1.5 * v) + y[i]));
      const out = tack.full(n, NaN, "f32", { device });
      plan.launch([tack.array(x, { device }), tack.array(y, { device }), out, 1.5]);
      expect(mismatches(out.toTypedArray(), want)).toEqual([]);
      const hostOut = new Float32Array(n).fill(NaN);
      plan.launch([x, y, hostOut, 1.5]);
      expect(mismatches(hostOut, want)).toEqual([]);
    }
  });

  it("takes the restrict variant when no written array overlaps another argument, the aliased one otherwise", () => {
    const rng = new Rng(12);
    const k = tack.kernel(function saxpyRestrict(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
      for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
    });
    const restrict = type === "cuda" ? "__restrict__" : "restrict";
    const n = 1000;
    const hx = randomF32(rng, n), hy = randomF32(rng, n);
    const x = tack.array(hx, { device }) as tack.Array<"f32">, y = tack.array(hy, { device }) as tack.Array<"f32">;
    const out = tack.full(n, NaN, "f32", { device });
    expect(k.inspect([x, y, out, 1.5], { device })).toContain(`* ${restrict} p2`);
    // out is x (the same device array, or another tack.Array over its buffer): plain pointers
    expect(k.inspect([x, y, x, 1.5], { device })).not.toContain(restrict);
    expect(k.inspect([x, y, x.toDevice(device), 1.5], { device })).not.toContain(restrict);
    // host views of one ArrayBuffer that overlap: plain pointers; disjoint ones: restrict
    const buf = new Float32Array(3 * n);
    expect(k.inspect([buf.subarray(0, n), buf.subarray(n, 2 * n), buf.subarray(n - 1, 2 * n - 1), 1.5], { device })).not.toContain(restrict);
    expect(k.inspect([buf.subarray(0, n), buf.subarray(n, 2 * n), buf.subarray(2 * n), 1.5], { device })).toContain(restrict);
    // both variants compute what plain JS computes
    const want = new Float32Array(n);
    k.plain(hx, hy, want, 1.5);
    k(x, y, out, 1.5);
    expect(mismatches(out.toTypedArray(), want)).toEqual([]);
    k(x, y, x, 1.5);
    expect(mismatches(x.toTypedArray(), want)).toEqual([]);
  });

  it("reuses a launch's lengths and buffers for the same arrays, and rebinds new ones", () => {
    const rng = new Rng(13);
    const plan = planOf(backend, SAXPY, type);
    // a spy on the writer of the length slots: it runs when the arrays are (re)bound
    const lengths = vi.spyOn((plan.program as unknown as { lengthPacker: { write(a: unknown[]): void } }).lengthPacker, "write");
    const a = [randomF32(rng, 300), randomF32(rng, 300)], b = [randomF32(rng, 500), randomF32(rng, 500)];
    const want = (x: Float32Array, y: Float32Array) => x.map((v, i) => Math.fround(Math.fround(1.5 * v) + y[i]));
    const da = a.map((h) => tack.array(h, { device })), db = b.map((h) => tack.array(h, { device }));
    const outA = tack.full(300, NaN, "f32", { device }), outB = tack.full(500, NaN, "f32", { device });
    plan.launch([da[0], da[1], outA, 1.5]);
    plan.launch([da[0], da[1], outA, 1.5]); // the same objects: nothing rebound
    expect(lengths).toHaveBeenCalledTimes(1);
    plan.launch([db[0], db[1], outB, 1.5]); // other arrays, other lengths
    expect(lengths).toHaveBeenCalledTimes(2);
    expect(mismatches(outA.toTypedArray(), want(a[0], a[1]))).toEqual([]);
    expect(mismatches(outB.toTypedArray(), want(b[0], b[1]))).toEqual([]);
    outA.fill(NaN);
    plan.launch([da[0], da[1], outA, 1.5]); // back to the first arrays
    expect(lengths).toHaveBeenCalledTimes(3);
    expect(mismatches(outA.toTypedArray(), want(a[0], a[1]))).toEqual([]);
  });

  it("a kernel's warm launch of device arrays: the same arrays skip the general path and the program's rebinding; any other takes both", () => {
    const rng = new Rng(14);
    const k = tack.kernel(function warmSaxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number, n: number) {
      for (const i of tack.range(n)) out[i] = a * x[i] + y[i];
    });
    const hx = randomF32(rng, 300), hy = randomF32(rng, 300), hy2 = randomF32(rng, 300);
    const x = tack.array(hx, { device }), y = tack.array(hy, { device }), y2 = tack.array(hy2, { device });
    const out = tack.full(300, NaN, "f32", { device });
    // the program's full path (queue) and its warm one, spied on every GpuProgram
    const queue = vi.spyOn(GpuProgram.prototype as unknown as { queue(...a: unknown[]): void }, "queue");
    const warm = vi.spyOn(GpuProgram.prototype, "launchWarm");
    try {
      /** Runs k, checks out against the plain run; whether it took the general path and the program's full one. */
      const run = (ys: tack.Array<"f32">, hys: Float32Array, a: number): [boolean, boolean] => {
        const g = generalLaunchCount();
        const q = queue.mock.calls.length;
        out.fill(NaN);
        k(x, ys, out, a, 300);
        const want = new Float32Array(300).fill(NaN);
        k.plain(hx, hys, want, a, 300);
        expect(mismatches(out.toTypedArray(), want), `a=${a}`).toEqual([]);
        return [generalLaunchCount() !== g, queue.mock.calls.length !== q];
      };
      expect(run(y, hy, 1.5)).toEqual([true, true]); // the first launch
      expect(run(y, hy, 1.5)).toEqual([true, true]); // the general path's last-launch check, which makes the warm launch
      expect(run(y, hy, 2.25)).toEqual([false, false]); // the same arrays, a float again: warm throughout
      expect(run(y2, hy2, 2.25)).toEqual([true, true]); // another array: both full paths
      expect(run(y2, hy2, 2.25)).toEqual([true, true]);
      expect(run(y2, hy2, 2.25)).toEqual([false, false]);
      expect(run(y2, hy2, 3)).toEqual([true, true]); // an i32 now: another variant (a program of its own), resolved by the general path
      expect(run(y2, hy2, 3)).toEqual([true, true]);
      expect(run(y2, hy2, 3)).toEqual([false, false]);
      // the program's own last launch changed behind the kernel's back (a rehearsal empties it):
      // the kernel's check passes, the program's does not, and it rebinds
      const program = warm.mock.instances.at(-1) as unknown as GpuProgram;
      program.rehearse([x, y, out, 3, 300]);
      expect(run(y2, hy2, 3)).toEqual([false, true]);
      expect(run(y2, hy2, 3)).toEqual([false, false]);
    } finally {
      queue.mockRestore();
      warm.mockRestore();
    }
  });

  it("launches through one packed N-API call, which refuses an address no live buffer has (CUDA)", (ctx) => {
    if (type !== "cuda") ctx.skip("launchPacked is the CUDA shim's");
    const cuda = backend as CudaBackend;
    const plan = planOf(backend, SAXPY, type);
    const p = (plan.program as unknown as { plan: { handle: never; launch: () => void; words: Uint32Array; bufferWords: number[] } }).plan;
    const packed = vi.spyOn(p, "launch");
    const plain = vi.spyOn(cuda.shim, "launch");
    const x = tack.zeros(64, "f32", { device }), y = tack.zeros(64, "f32", { device }), out = tack.zeros(64, "f32", { device });
    plan.launch([x, y, out, 1.5]);
    plan.launch([x, y, out, 1.5]); // the same buffers: their addresses stay in the pack, checked again by the shim
    expect(packed).toHaveBeenCalledTimes(2);
    expect(plain).not.toHaveBeenCalled();
    packed.mockRestore();
    // the pack as the launches left it, with one buffer slot's address moved off its allocation
    p.words[p.bufferWords[0]] += 4;
    expect(() => p.launch()).toThrow(/parameter 0 is not the address of a live buffer of this context/);
    expect(() => cuda.shim.launchPacked!(p.handle)).toThrow(/parameter 0 is not the address of a live buffer of this context/);
    p.words[p.bufferWords[0]] -= 4;
    cuda.synchronize();
    plain.mockRestore();
  });

  it("refuses a packed launch of a buffer freed since the plan's last launch checked it (CUDA)", async (ctx) => {
    if (type !== "cuda") ctx.skip("launchPacked is the CUDA shim's");
    const plan = planOf(backend, SAXPY, type);
    const p = (plan.program as unknown as { plan: { launch: () => void; words: Uint32Array; bufferWords: number[] } }).plan;
    const y = tack.zeros(64, "f32", { device }), out = tack.zeros(64, "f32", { device });
    let x: tack.Array | null = tack.zeros(64, "f32", { device });
    let resolveDropped = () => {};
    const dropped = new Promise<void>((resolve) => (resolveDropped = resolve));
    const registry = new FinalizationRegistry<void>(() => resolveDropped());
    registry.register(x.buffer, undefined);
    plan.launch([x, y, out, 1.5]);
    backend.synchronize(); // the program keeps no launch's arguments past a wait
    const words = Array.from(p.words);
    plan.launch([tack.zeros(64, "f32", { device }), y, out, 1.5]); // the program lets go of x
    // x's address back in its slot, the plan's check cached for it: p.launch() passes
    p.words.set(words);
    p.launch();
    x = null;
    for (let i = 0; i < 50 && !(await Promise.race([dropped.then(() => true), new Promise((r) => setTimeout(() => r(false), 10))])); i++) gc();
    await new Promise((r) => setTimeout(r, 10)); // the shim's handle is released after the array's buffer object
    gc();
    await new Promise((r) => setTimeout(r, 10));
    expect(() => p.launch()).toThrow(/parameter 0 is not the address of a live buffer of this context/);
    backend.synchronize();
  });

  it("queues launches, fills and writes in program order; a scalar belongs to its own launch", async () => {
    const plan = planOf(backend, AFFINE, type);
    const n = 4099;
    const x = tack.zeros(n, "i32", { device });
    let want = 0;
    for (let k = 1; k <= 20; k++) {
      plan.launch([x, 3, k]);
      want = (Math.imul(want, 3) + k) | 0;
      if (k === 10) {
        x.fill(5); // queued between launches 10 and 11
        want = 5;
      }
    }
    x.set(0, 1);
    plan.launch([x, 2, 0]);
    const got = await x.read();
    expect(got[0]).toBe(2);
    expect(got[1]).toBe((want * 2) | 0);
    expect(got[n - 1]).toBe((want * 2) | 0);
  });

  it("reports an out-of-bounds access at the next wait, with the index, the array and line:col, then recovers", async () => {
    const k = backend.supportsF64 ? GATHER : GATHER_F32;
    const dtype = backend.supportsF64 ? "f64" : "f32";
    const plan = planOf(backend, k, type);
    const src = tack.array([10, 20, 30], { device, dtype });
    const idx = tack.array([0, 2, 1, 7, 2], { device, dtype: "i32" });
    const out = tack.zeros(5, dtype, { device });
    plan.launch([src, idx, out]); // queued: no error yet
    let err: unknown;
    try {
      out.toTypedArray();
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(tack.KernelRangeError);
    expect((err as Error).message).toMatch(/index 7 is out of bounds for 'src' \(length 3\)/);
    expect((err as tack.KernelRangeError).kernelName).toBe(k.name);
    expect((err as tack.KernelRangeError).line).toBe(1);
    // the error was reported once; the status is reset, so a good launch runs clean
    idx.copyFrom([2, 1, 0, 0, 1]);
    plan.launch([src, idx, out]);
    expect([...(await out.read())]).toEqual([30, 20, 10, 10, 20]);
    // sync() is a wait too
    idx.set(0, -1);
    plan.launch([src, idx, out]);
    expect(() => device.synchronize()).toThrow(/index -1 is out of bounds for 'src'/);
    idx.set(0, 0);
    plan.launch([src, idx, out]);
    await tack.syncAsync();
  });

  it("checks an inner range loop's affine accesses at its ends: results as in JS, and the exact index of a failing access", () => {
    const rng = new Rng(14);
    const rows = tack.kernel(function rowSums(a: Float32Array, out: Float32Array, w: tack.i32, s: tack.i32) {
      for (const i of tack.range(out.length)) {
        let acc = 0;
        for (const p of tack.range(w)) acc += a[i * s + p];
        out[i] = acc;
      }
    });
    const h = 37, w = 53;
    const host = randomF32(rng, h * w);
    const a = tack.array(host, { device }) as tack.Array<"f32">;
    const out = tack.full(h, NaN, "f32", { device });
    // the versioned loop's two copies: the fast one without checks, the checked one
    expect(rows.inspect([a, out, w, w], { device }).match(/ else \{/g)?.length).toBeGreaterThanOrEqual(1);
    rows(a, out, w, w);
    const want = new Float32Array(h);
    rows.plain(host, want, w, w);
    expect(mismatches(out.toTypedArray(), want)).toEqual([]);
    // the last row's last access is one past the end: the checked copy names it exactly
    rows(a, out, w + 1, w);
    // (vitest's transform renames the kernel's parameters: a becomes a2)
    expect(() => device.synchronize()).toThrow(new RegExp(`index ${h * w} is out of bounds for 'a\\d*' \\(length ${h * w}\\)`));
    // i32 products that wrap: in bounds at both ends (p * 2^30 is 0 and, wrapped, 0 again), not in between
    const wrap = tack.kernel(function wrapped(a: Float32Array, out: Float32Array, s: tack.i32) {
      for (const i of tack.range(out.length)) {
        let acc = 0;
        for (const p of tack.range(5)) acc += a[tack.i32(p) * s + i];
        out[i] = acc;
      }
    });
    const small = tack.array(randomF32(rng, 8), { device }) as tack.Array<"f32">;
    const one = tack.zeros(1, "f32", { device });
    wrap(small, one, 2 ** 30);
    expect(() => device.synchronize()).toThrow(/index \S+ is out of bounds for 'a\d*' \(length 8\)/);
  });

  it("checks the parallel body's affine accesses once per launch (a uniform guard, an unchecked copy): results as in JS, and the exact index and site of a failing access", () => {
    const rng = new Rng(15);
    // source text, so the error's line:col are positions in this string
    const src = `function shifted(x: Float32Array, out: Float32Array, d: tack.i32) {
  for (const i of tack.range(out.length)) {
    out[i] = x[i + d] * 2 + x[i];
  }
}`;
    const k = tack.kernel(src);
    const n = 1000, d = 3;
    const host = randomF32(rng, n + d);
    const x = tack.array(host, { device });
    const out = tack.full(n, NaN, "f32", { device });
    // the guard is computed from the launch's range and arguments only, then the unchecked copy
    const code = k.inspect([x, out, d], { device });
    const guard = /const bool (\w+_fast) = [^;]*\bp0_len\b[^;]*\bp1_len\b[^;]*;\n\s*if \(\1\) \{\n([\s\S]*?)\n\s*\} else \{\n([\s\S]*?)\n {2}\}\n\}/.exec(code);
    expect(guard, code).not.toBeNull();
    const [, , fast, checked] = guard!;
    expect(guard![0]).toMatch(/\w+_start\b/);
    expect(fast).not.toMatch(/_fail\(/);
    expect(checked.match(/_fail\(/g)?.length).toBe(3);
    k(x, out, d);
    const want = new Float32Array(n);
    k.plain(host, want, d);
    expect(mismatches(out.toTypedArray(), want)).toEqual([]);
    // d + 1: the last work-item's x[i + d] is one past the end; the checked copy names it and its place
    let error: (Error & { line?: number; column?: number }) | undefined;
    k(x, out, d + 1);
    try {
      device.synchronize();
    } catch (e) {
      error = e as Error;
    }
    expect(error?.message).toMatch(new RegExp(`^Kernel 'shifted': index ${n + d} is out of bounds for 'x' \\(length ${n + d}\\)`));
    expect({ line: error?.line, column: error?.column }).toEqual({ line: 3, column: 14 });
  });

  it("keeps an array dropped while a queued launch uses it until the launch ran", async () => {
    const plan = planOf(backend, AFFINE, type);
    const n = 1 << 16;
    const keep = tack.zeros(n, "i32", { device });
    for (let r = 0; r < 8; r++) {
      let tmp: tack.Array | null = tack.full(n, r, "i32", { device });
      for (let k = 0; k < 4; k++) plan.launch([tmp, 1, 1]);
      tmp = null;
      gc();
      plan.launch([keep, 1, 1]);
    }
    expect((await keep.read()).every((v) => v === 8)).toBe(true);
  });

  it("refuses code the driver cannot build, with its log and the kernel's name", () => {
    const bad = { ...SAXPY, body: SAXPY.body.replace("out[i] = a * x[i] + y[i];", "out[i] = a * nope[i];") };
    let err: unknown;
    try {
      planOf(backend, bad, type);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(tack.KernelError);
    expect((err as Error).message).toMatch(/nope/);
    expect((err as tack.KernelError).kernelName).toBe("saxpy");
  });

  it("refuses code generated for another ABI", () => {
    const result = { ...resultOf(SAXPY, type), abi: { kind: "cpu-chunk", chunk: "x", slots: [], sites: [] } } as never;
    expect(() => backend.buildVariant("saxpy", result)).toThrow(/cannot call code generated for the 'cpu-chunk' ABI/);
  });

  it("refuses a host pointer in arrayFromPtr", () => {
    if (backend.deviceMemorySpaces.size === 0) {
      expect(() => tack.arrayFromPtr(4096n, "f32", 4, { device })).toThrow(/cannot wrap a raw address/);
      return;
    }
    expect(tack.memorySpace(4096n, { device })).toBe("cpu");
    expect(() => tack.arrayFromPtr(4096n, "f32", 4, { device })).toThrow(/in 'cpu' memory but the device is CUDA/);
    expect(() => tack.arrayFromPtr("0x10" as never, "f32", 4, { device })).toThrow(TypeError);
  });

  it("wraps device memory another library owns with arrayFromPtr (CUDA), read-only unless asked", (ctx) => {
    if (backend.deviceMemorySpaces.size === 0) ctx.skip(`${type} wraps no raw device address (no deviceMemorySpaces)`);
    const owner = tack.array(Float32Array.from([1, 2, 3, 4]), { device });
    const ptr = (backend as CudaBackend).pointerOf(owner);
    expect(tack.memorySpace(ptr, { device })).toBe("cuda");
    const ro = tack.arrayFromPtr(ptr, "f32", [2, 2], { device });
    expect(ro.writable).toBe(false);
    expect([...ro.toTypedArray()]).toEqual([1, 2, 3, 4]);
    const rw = tack.arrayFromPtr(ptr, "f32", 4, { device, writable: true });
    rw.set(0, 9);
    expect(owner.get(0)).toBe(9); // the same memory
    // a wrapped address may alias any array: a launch writing it takes the plain-pointer variant
    const copy = tack.kernel(function copyWrapped(src: Float32Array, dst: Float32Array) {
      for (const i of tack.range(dst.length)) dst[i] = src[i];
    });
    expect(copy.inspect([owner, rw], { device })).not.toContain("__restrict__");
    expect(copy.inspect([owner, tack.zeros(4, "f32", { device })], { device })).toContain("__restrict__");
  });

  it("f32 sum, min, max and mean agree with the host's (on the device where declared)", () => {
    const rng = new Rng(7);
    for (const n of [1, 7, 1000, 100_003, 1 << 20]) {
      const host = randomF32(rng, n);
      const a = tack.array(host, { device });
      const sum = host.reduce((s, v) => s + v, 0);
      expect(Math.abs(a.sum() - sum)).toBeLessThanOrEqual(1e-5 * (1 + Math.sqrt(n)));
      expect(a.min()).toBe(host.reduce((m, v) => Math.min(m, v)));
      expect(a.max()).toBe(host.reduce((m, v) => Math.max(m, v)));
      expect(Math.abs(a.mean() - sum / n)).toBeLessThanOrEqual(1e-6);
    }
    const withNaN = tack.array(Float32Array.from([1, NaN, -3]), { device });
    expect(withNaN.min()).toBeNaN();
    expect(withNaN.max()).toBeNaN();
    expect(tack.array(Float32Array.from([2.5, -0.5]), { device }).sum()).toBe(2);
  });
});
