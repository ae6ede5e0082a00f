/** The harness itself: poison and comparisons catch what they must (on the default device). */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { compareRun, dtypesOf, out, random, Rng, unsupported } from "./harness.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

describe("harness", () => {
  const real = tack.kernel(function twiceK(x: Float64Array, o: Float64Array) {
    for (const i of tack.range(o.length)) o[i] = x[i] * 2;
  });
  /** A stand-in "device" that runs the plain function but then damages one output element. */
  function damaged(damage: (o: Float64Array | Int32Array) => void) {
    const k = ((...args: any[]) => {
      real.plain(...(args as [Float64Array, Float64Array]));
      damage(args[1] instanceof tack.Array ? (args[1].toTypedArray() as Float64Array) : args[1]);
    }) as any;
    k.plain = real.plain;
    k.kernelName = "damaged";
    return k;
  }

  it("an element the device does not write is caught (poison), as is a wrong value, a NaN, a sign of zero", () => {
    const x = random(new Rng(1), "f64", 100);
    expect(() => compareRun(damaged((o) => (o[42] = NaN)), [x, out("f64", 100)])).toThrow(/\[42\] got NaN/);
    expect(() => compareRun(damaged((o) => (o[7] = o[7] * (1 + 1e-9))), [x, out("f64", 100)])).toThrow(/\[7\]/);
    // (x = 0 here on purpose: the plain result is +0, the damaged one -0)
    expect(() => compareRun(damaged((o) => (o[3] = -0)), [new Float64Array(5), out("f64", 5)])).toThrow(/\[3\] got -0, want 0/);
    compareRun(damaged((o) => (o[7] = o[7] * (1 + 1e-14))), [x, out("f64", 100)]); // within a few ulp
    const i = random(new Rng(2), "i32", 10, { min: -5, max: 5 });
    const k32 = tack.kernel(function copyI(x: Int32Array, o: Int32Array) {
      for (const j of tack.range(o.length)) if (j != 4) o[j] = x[j];
    });
    compareRun(k32, [i, out("i32", 10)]); // unwritten by both: the poison matches
    const skip = ((a: Int32Array, o: Int32Array) => k32.plain(a, o.subarray(0, 9) as Int32Array)) as any;
    skip.plain = k32.plain;
    skip.kernelName = "skip";
    expect(() => compareRun(skip, [i, out("i32", 10)])).toThrow(/\[9\] got 1515870810/);
    expect(i.some((v) => v !== 0)).toBe(true);
  });

  it("random inputs are never all zeros, even over a one-element range", () => {
    for (const d of ["i8", "u8", "i32", "u32", "f32", "f64"] as const) {
      for (let seed = 0; seed < 50; seed++) {
        const a = random(new Rng(seed), d, 1, { min: 0, max: 1, integral: true });
        expect(a[0], `${d} seed ${seed}`).not.toBe(0);
      }
    }
  });

  it("a case's dtypes and atomics decide whether a device can run it", () => {
    const args = [new Float64Array(2), out("i64", 2), tack.array(new Uint8Array(2)), 3];
    expect(dtypesOf(args).sort()).toEqual(["f64", "i64", "u8"]);
    const device = tack.getDefaultDevice();
    const all = [...device.backend.supportedDtypes];
    expect(unsupported(device, all, [...device.backend.supportedAtomicDtypes])).toBeNull();
    const lacking = { type: "metal", backend: { supportedDtypes: new Set(["f32"]), supportedAtomicDtypes: new Set(["i32"]) } } as unknown as tack.Device;
    expect(unsupported(lacking, ["f32", "f64"])).toBe("metal has no f64");
    expect(unsupported(lacking, ["f32"], ["f32"])).toBe("metal has no atomics on f32");
  });
});
