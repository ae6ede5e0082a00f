/**
 * The runtime's public API on the default device (DESIGN.md §2): devices and their options,
 * arrays, dtypes as scalar wrappers, dispatch (variants per signature, no recompile for a new
 * length), the seeds' checks with their wording, inspect, prepare and launchAsync. The default
 * is the cpu device where its shim loads, else wasm (npm test runs this file both ways: the
 * second time with TACK_DISABLE_NATIVE=1); what only the CPU has is skipped without it.
 */
import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { countBuilds, countCompiles } from "./observe.js";

const cpuAvailable = tack.devices().find((d) => d.type === "cpu")!.available;
const defaultLabel = cpuAvailable ? "CPU" : "Wasm";

// named unlike its variable: esbuild (vitest, tsx) would rename `function scale` to scale2
const scale = tack.kernel(function scaleBy(x: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(x.length)) out[i] = a * x[i];
}, { name: "scale" });

describe("devices", () => {
  it("says of each available device what it is and how it runs (details): its threads, code generator and vectors", () => {
    const list = tack.devices();
    const wasm = list.find((d) => d.type === "wasm")!;
    const n = availableParallelism();
    expect(wasm.details).toMatch(new RegExp(`^Wasm: ${n} threads?, 128-bit SIMD, (a \\* b \\+ c fused \\(relaxed SIMD\\)|no fused multiply-add \\(this V8 has no relaxed SIMD\\)), binaryen \\d`));
    expect(tack.device("wasm", { numThreads: 1, fma: false }).details).toMatch(/^Wasm: 1 thread, 128-bit SIMD, no fused multiply-add \((fma: false|this V8 has no relaxed SIMD)\), /);
    const cpu = list.find((d) => d.type === "cpu")!;
    if (cpuAvailable) {
      expect(cpu.details).toMatch(new RegExp(`^CPU: ${n} threads?, LLVM \\d+\\.\\d+\\.\\d+ JIT for \\S+ \\(x86_64-\\S+\\), parallel loops in \\d+ vector lanes$`));
      expect(tack.device("cpu", { numThreads: 3, spmd: false }).details).toMatch(/^CPU: 3 threads, LLVM .*, scalar parallel loops \(spmd: false\)$/);
    }
    for (const d of list.filter((x) => !x.available)) expect(d.details).toBeUndefined();
  });

  it("lists cpu (where its shim loads) or else wasm as the default, wasm as available, and the rest with a reason", () => {
    const list = tack.devices();
    const cpu = list.find((d) => d.type === "cpu")!;
    const wasm = list.find((d) => d.type === "wasm")!;
    if (cpuAvailable) expect(cpu).toMatchObject({ available: true, isDefault: true, label: "CPU" });
    else expect(cpu).toMatchObject({ available: false, isDefault: false, reason: expect.stringMatching(/CPU shim/) });
    expect(wasm).toMatchObject({ available: true, isDefault: !cpuAvailable, label: "Wasm" });
    for (const d of list.filter((d) => d.type !== "cpu" && d.type !== "wasm")) {
      expect(d.isDefault).toBe(false);
      if (d.type === "cuda" || d.type === "opencl") {
        // a GPU backend: available where its driver is, else the reason names what is missing
        if (d.available) expect(d.label).toMatch(d.type === "cuda" ? /^CUDA \(/ : /^OpenCL \(/);
        else expect(d.reason).toMatch(d.type === "cuda" ? /libcuda\.so\.1|NVIDIA|shim/ : /libOpenCL\.so\.1|OpenCL|shim/);
        continue;
      }
      expect(d.available).toBe(false);
      expect(d.reason).toMatch(/not implemented/);
    }
  });

  it("refuses unknown devices and options with the accepted ones named", () => {
    expect(() => tack.device("tpu")).toThrow(RangeError);
    expect(() => tack.device("cpu", { threads: 2 } as never)).toThrow(
      "The 'cpu' device does not accept the option(s) threads. Accepted: numThreads, spmd.",
    );
    expect(() => tack.device("cpu", { spmd: 1 } as never)).toThrow(`The 'cpu' device's spmd option is a boolean or "always", not number 1`);
    expect(() => tack.device("cpu", { spmd: "often" } as never)).toThrow(`The 'cpu' device's spmd option is a boolean or "always", not the string "often"`);
    expect(() => tack.device("hip")).toThrow(/The 'hip' device is not available/);
    expect(() => tack.device("wasm", { numThreads: 0 })).toThrow(RangeError);
    if (cpuAvailable) expect(() => tack.device("cpu", { numThreads: 0 })).toThrow(RangeError);
  });

  it.skipIf(!cpuAvailable)("a cpu device with numThreads runs kernels on the same memory", () => {
    const one = tack.device("cpu", { numThreads: 1 });
    const x = tack.array(new Float32Array([1, 2, 3]), { device: one });
    const out = tack.empty(3, tack.f32, { device: one });
    scale(x, out, 2);
    expect(Array.from(out.toTypedArray())).toEqual([2, 4, 6]);
    expect(one.backend.memoryDomain).toBe(tack.device("cpu").backend.memoryDomain);
    expect(String(one)).toContain("numThreads");
  });

  it("a wasm device with numThreads runs kernels on the same memory", () => {
    const one = tack.device("wasm", { numThreads: 1 });
    const x = tack.array(new Float32Array([1, 2, 3]), { device: one });
    const out = tack.empty(3, tack.f32, { device: one });
    scale(x, out, 2);
    expect(Array.from(out.toTypedArray())).toEqual([2, 4, 6]);
    expect(one.backend.memoryDomain).toBe(tack.device("wasm").backend.memoryDomain);
    expect(String(one)).toContain("numThreads");
  });

  it("declares capabilities and derives the rest", () => {
    const b = tack.getDefaultDevice().backend;
    expect(b.supportsF64).toBe(true);
    expect(b.supportsWorkgroups).toBe(false);
    expect([...b.supportedAtomicDtypes].sort()).toEqual([...tack.DTYPE_NAMES].sort());
    expect(b.label).toBe(defaultLabel);
  });
});

describe("arrays", () => {
  it("factories, shapes, fill, get/set, reshape views and host reductions", () => {
    const a = tack.full([2, 3], 4, tack.i32);
    expect(a.shape).toEqual([2, 3]);
    expect(a.size).toBe(6);
    expect(a.sum()).toBe(24);
    a.set([1, 2], -5);
    expect(a.get(5)).toBe(-5);
    expect(a.min()).toBe(-5);
    expect(a.max()).toBe(4);
    expect(a.mean()).toBeCloseTo(15 / 6);
    const v = a.reshape(6);
    v.set(0, 9);
    expect(a.get([0, 0])).toBe(9);
    expect(() => a.reshape(5)).toThrow(RangeError);
    expect(() => a.get([2, 0])).toThrow(RangeError);
    const big = tack.array(new BigInt64Array([1n, 2n, 3n]));
    expect(big.sum()).toBe(6n);
    expect(tack.zeros(4).dtype).toBe("f32");
  });

  it("reshape keeps an array of vectors one for its own shape ([n] or [n, width]), and views lanes as numbers otherwise", () => {
    const p = tack.fromTypedArray(new Float32Array(12), { vec: 3 });
    for (const shape of [4, [4], [4, 3]]) {
      const r = p.reshape(shape);
      expect([r.vec, r.shape]).toEqual([3, [4, 3]]);
    }
    const flat = p.reshape(12);
    expect([flat.vec, flat.shape]).toEqual([0, [12]]);
    const rows = p.reshape([6, 2]);
    expect([rows.vec, rows.shape]).toEqual([0, [6, 2]]);
    p.reshape([4, 3]).set(5, 7);
    expect(p.get(5)).toBe(7);
  });

  it.skipIf(!cpuAvailable)("fromTypedArray is zero-copy on the CPU and stores convert as TypedArrays do", () => {
    const ta = new Uint8Array(4);
    const a = tack.fromTypedArray(ta);
    a.fill(300);
    expect(ta[0]).toBe(300 & 255);
    expect(a.toTypedArray()).toBe(ta);
    expect(() => a.copyFrom([1, 2])).toThrow(RangeError);
  });

  it("dtypes are casts and scalar wrappers", () => {
    expect(Number(tack.i32(2.7))).toBe(2);
    expect(Number(tack.u8(-1))).toBe(255);
    expect((tack.i64(5) as unknown as tack.Scalar).value).toBe(5n);
    expect((tack.f32(0.1) as unknown as tack.Scalar).value).toBe(Math.fround(0.1));
    expect(String(tack.f64)).toBe("tack.f64");
  });
});

describe("dispatch", () => {
  it("a new length reuses the compiled variant; a new dtype or scalar class compiles another (counted)", () => {
    const k = tack.kernel(function scaleRe(x: Float32Array, out: Float32Array, a: number) {
      for (const i of tack.range(x.length)) out[i] = a * x[i];
    });
    const compiles = countCompiles();
    const builds = countBuilds(tack.getDefaultDevice().backend);
    try {
      const out8 = new Float32Array(8);
      k(new Float32Array(8).fill(1), out8, 3);
      const out5 = new Float32Array(5);
      k(new Float32Array(5).fill(2), out5, 3);
      expect(Array.from(out5)).toEqual([6, 6, 6, 6, 6]);
      k(tack.array(new Float32Array(4)), tack.empty(4, tack.f32), 7); // a rank-1 tack.Array: the same class
      expect(compiles.sync("scaleRe")).toBe(1);
      expect(builds.builds("scaleRe")).toBe(1);
      const outF = new Float32Array(3);
      k(new Float32Array(3).fill(2), outF, 0.5); // a float scalar: another variant
      expect(Array.from(outF)).toEqual([1, 1, 1]);
      const outD = new Float32Array(3);
      k(new Float32Array(3).fill(2), outD, tack.f64(0.25)); // an f64 scalar: another
      expect(Array.from(outD)).toEqual([0.5, 0.5, 0.5]);
      expect(compiles.sync("scaleRe")).toBe(3);
      expect(builds.builds("scaleRe")).toBe(3);
      k(new Float32Array(9), new Float32Array(9), 1.5); // seen before
      expect(compiles.sync("scaleRe")).toBe(3);
      expect(builds.builds("scaleRe")).toBe(3);
    } finally {
      compiles.restore();
      builds.restore();
    }
  });

  it.skipIf(!cpuAvailable)("an in-place call (output aliases an input) takes the variant without noalias", () => {
    const x = new Float32Array([1, 2, 3]);
    scale(x, x, 2);
    expect(Array.from(x)).toEqual([2, 4, 6]);
    expect(scale.inspect([x, x, 2])).not.toContain("noalias");
    expect(scale.inspect([x, new Float32Array(3), 2])).toContain("noalias");
  });

  it("refuses a read-only array bound to a written parameter", () => {
    const ro = tack.fromTypedArray(new Float32Array(3), { writable: false });
    expect(() => scale(new Float32Array(3), ro, 1)).toThrow(
      "Kernel 'scale': parameter 'out' may be written, but its array is read-only",
    );
    scale(ro, new Float32Array(3), 1); // reading it is fine
  });

  it("refuses arguments that are not kernel values, naming the kernel", () => {
    expect(() => (scale as (...a: unknown[]) => void)(new Float32Array(3), new Float32Array(3), "2")).toThrow(
      /Kernel 'scale': argument 3 is a string/,
    );
    expect(() => (scale as (...a: unknown[]) => void)(new Float32Array(3), {}, 2)).toThrow(TypeError);
  });

  it("refuses an unsupported dtype combination with the compiler's located error", () => {
    const k = tack.kernel(function bad(x: Float32Array) {
      for (const i of tack.range(x.length)) x[i] = x;
    });
    expect(() => k(new Float32Array(2))).toThrow(tack.KernelSyntaxError);
  });

  it("refuses workgroup primitives on the CPU and Wasm with the localArray hint", () => {
    const k = tack.kernel(function wg(x: Float32Array) {
      const s = tack.shared(tack.f32, 256);
      for (const i of tack.range(x.length)) {
        s[0] = x[i];
        tack.barrier();
      }
    });
    let err: unknown;
    try {
      k(new Float32Array(4));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(tack.KernelError);
    expect(String(err)).toMatch(/Kernel 'wg': workgroup primitives \(shared\(\), barrier\(\)\) are not supported on the (CPU|Wasm) backend.*localArray/);
    expect(String(err)).toContain(`on the ${defaultLabel} backend`);
  });

  it("prepare compiles through the async service without launching; the launch then compiles nothing", async () => {
    const k = tack.kernel(function inc(x: Int32Array) {
      for (const i of tack.range(x.length)) x[i] += 1;
    });
    const compiles = countCompiles();
    const builds = countBuilds(tack.getDefaultDevice().backend);
    try {
      const x = new Int32Array([1, 2]);
      await k.prepare(x);
      expect(Array.from(x)).toEqual([1, 2]);
      expect(compiles.async("inc")).toBe(1);
      expect(builds.builds("inc")).toBe(1);
      if (cpuAvailable) {
        // the CPU's counters say no launch ran yet
        const [program] = builds.programs("inc") as { info(): { serialLaunches: number; parallelLaunches: number } }[];
        const info = program.info();
        expect(info.serialLaunches + info.parallelLaunches).toBe(0);
      }
      k(x);
      expect(Array.from(x)).toEqual([2, 3]);
      expect(compiles.sync("inc") + compiles.async("inc")).toBe(1);
      expect(builds.builds("inc")).toBe(1);
    } finally {
      compiles.restore();
      builds.restore();
    }
  });

  it("launchAsync compiles through the async service, off the event loop", async () => {
    const k = tack.kernel(function inc2(x: Int32Array) {
      for (const i of tack.range(x.length)) x[i] += 2;
    });
    const compiles = countCompiles();
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 1);
      const y = new Int32Array([5, 6]);
      await k.launchAsync(y);
      clearInterval(timer);
      expect(Array.from(y)).toEqual([7, 8]);
      expect(ticks).toBeGreaterThan(0);
      expect(compiles.async("inc2")).toBe(1);
      expect(compiles.sync("inc2")).toBe(0);
    } finally {
      compiles.restore();
    }
  });

  it("inspect returns the code a launch compiles (LLVM IR on the CPU, WAT on Wasm)", () => {
    const code = tack.inspect(scale as never, [new Float32Array(2), new Float32Array(2), 2]);
    expect(code).toContain(cpuAvailable ? "define void @tack_chunk_scale" : '(export "tack_chunk")');
    expect(() => tack.inspect(scale as never, [], { target: "cuda" as never })).toThrow(RangeError);
  });
});

describe("TACK_DEVICE", () => {
  it("names the default device, and an unavailable one is a clear error", async () => {
    const { spawnSync } = await import("node:child_process");
    const script = `import * as tack from "./runtime/index.ts";
try { console.log(tack.getDefaultDevice().type); } catch (e) { console.log("error: " + e.message); }`;
    const run = (env: string) =>
      spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        encoding: "utf8",
        env: { ...process.env, TACK_DEVICE: env },
      }).stdout.trim();
    if (cpuAvailable) expect(run("cpu")).toBe("cpu");
    else expect(run("cpu")).toMatch(/^error: The 'cpu' device is not available/);
    expect(run("wasm")).toBe("wasm");
    expect(run("hip")).toMatch(/^error: The 'hip' device is not available: the hip backend is not implemented/);
    const cuda = tack.devices().find((d) => d.type === "cuda")!;
    expect(run("cuda")).toMatch(cuda.available ? /^cuda$/ : /^error: The 'cuda' device is not available: (libcuda\.so\.1|native shims are disabled)/);
  });
});
