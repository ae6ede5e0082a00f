/**
 * The backend-neutral contract (issue 6, item 3): one table of backends that tack.devices()
 * and tack.device() read; the target descriptor built by the base class from the declared
 * capabilities (so a backend that declares fewer dtypes or atomics is checked against them);
 * the compile service behind tack.compile and tack.compileAsync.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { BACKENDS } from "../../runtime/backends/index.js";
import { CpuBackend } from "../../runtime/backends/cpu.js";
import { countCompiles } from "./observe.js";

/** A CPU that declares less: the generic parts must read the declaration, not assume the CPU's. */
class NarrowCpu extends CpuBackend {
  override readonly supportedDtypes = new Set(["i32", "u32", "f32"] as const);
  override readonly displayName = "Narrow CPU";
}

describe("the table of backends", () => {
  it("is what tack.devices() lists, in its order, each row's reason for the unavailable ones", () => {
    const list = tack.devices();
    expect(list.map((d) => d.type)).toEqual(BACKENDS.map((b) => b.type));
    expect([...tack.DEVICE_TYPES]).toEqual(BACKENDS.map((b) => b.type));
    for (const row of BACKENDS) {
      const info = list.find((d) => d.type === row.type)!;
      expect(info.available).toBe(row.unavailableReason() === null);
      if (!info.available) {
        expect(info.reason).toBe(row.unavailableReason());
        expect(() => tack.device(row.type)).toThrow(`The '${row.type}' device is not available: ${row.unavailableReason()}`);
      }
    }
  });

  it("says which options each device type accepts", () => {
    for (const row of BACKENDS) {
      const accepted = row.options.length ? row.options.join(", ") : "none";
      expect(() => tack.device(row.type, { bogus: 1 } as never)).toThrow(`Accepted: ${accepted}.`);
    }
    expect(() => tack.device("cpu:1")).toThrow(RangeError);
  });
});

describe("declared capabilities", () => {
  it("build the target descriptor: dtypes, atomics (target table ∩ dtypes), workgroups, label, and the CPU's own fields", () => {
    const b = new NarrowCpu();
    const d = b.targetDescriptor(b.likelyVariantOptions);
    expect(d).toMatchObject({ target: "llvm", label: "Narrow CPU", workgroups: false, noalias: true });
    expect([...d.dtypes].sort()).toEqual(["f32", "i32", "u32"]);
    expect([...d.atomics].sort()).toEqual(["f32", "i32", "u32"]);
    expect(typeof d.triple).toBe("string");
    expect(b.supportsF64).toBe(false);
    expect(b.variantCacheKey.startsWith("llvm ")).toBe(true);
  });

  it("refuse arrays of undeclared dtypes, and the compiler refuses kernels on them", () => {
    const b = new NarrowCpu();
    expect(() => b.allocate("f64", [2])).toThrow(/The Narrow CPU device has no f64 arrays: it has no 64-bit floats/);
    expect(() => b.allocate("i8", [2])).toThrow(TypeError);
    expect(b.allocate("f32", [2]).size).toBe(2);
    const dev = new tack.Device("cpu", 0, b, {});
    const k = tack.kernel(function narrow(x: Float64Array) {
      for (const i of tack.range(x.length)) x[i] = 1;
    });
    expect(() => k.inspect([new Float64Array(2)], { device: dev })).toThrow(/Kernel 'narrow'/);
    expect(k.inspect([new Float64Array(2)])).toContain("define");
  });
});

describe("offline compiles through the compile service", () => {
  const src = "function off(x) { for (const i of range(x.length)) x[i] = 2 * x[i]; }";

  it("tack.compileAsync gives what tack.compile gives, through the service's async path", async () => {
    const compiles = countCompiles();
    try {
      const sync = tack.compile(src, { name: "off", signature: "f32[]" });
      const async = await tack.compileAsync(src, { name: "off", signature: "f32[]" });
      expect(async.code).toBe(sync.code);
      expect(compiles.sync("off")).toBe(1);
      expect(compiles.async("off")).toBe(1);
    } finally {
      compiles.restore();
    }
  });

  it("targets come from the one list; the compiler refuses those it can't generate yet", async () => {
    expect(tack.TARGET_NAMES).toEqual(["llvm", "wat", "cuda", "hip", "opencl", "msl"]);
    expect(() => tack.compile(src, { target: "tpu" as never })).toThrow(/unknown target 'tpu'; targets: llvm, wat, cuda, hip, opencl, msl/);
    await expect(tack.compileAsync(src, { target: "tpu" as never })).rejects.toThrow(tack.KernelRangeError);
    expect(() => tack.inspect(tack.kernel(src) as never, [new Float32Array(1)], { target: "cuda" })).toThrow(/generates llvm, not cuda/);
  });
});
