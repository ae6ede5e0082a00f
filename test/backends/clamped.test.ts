/**
 * Uint8ClampedArray outputs (Canvas ImageData's type) clamp to 0..255 and round half to even,
 * as the TypedArray does: the kernel's stores against the same kernel run as plain JS, on
 * seeded random values plus the specials that tell clamping from wrapping and half-to-even
 * from half-up, on every available device. Outputs are poisoned (0x5A) before each run.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { Rng } from "../util/rng.js";

const devices = tack.devices().filter((d) => d.available).map((d) => d.type);

const SPECIALS = [NaN, -Infinity, Infinity, -3, -0.5, -0, 0, 0.5, 1.5, 2.5, 3.5, 127.5, 128.5, 254.5, 255, 255.5, 256, 300, 1e10];

const fromFloat = tack.kernel(function clampF(x: Float64Array, out: Uint8ClampedArray) {
  for (const i of tack.range(out.length)) out[i] = x[i] * 2 - 1;
}, { name: "clampF" });
const fromF32 = tack.kernel(function clampF32(x: Float32Array, out: Uint8ClampedArray) {
  for (const i of tack.range(out.length)) out[i] = x[i];
}, { name: "clampF32" });
const fromInt = tack.kernel(function clampI(x: Int32Array, u: Uint32Array, out: Uint8ClampedArray, out2: Uint8ClampedArray) {
  for (const i of tack.range(out.length)) {
    out[i] = x[i] * 3;
    out2[i] = u[i];
  }
}, { name: "clampI" });
/** Through a device function's array parameter: the clamped store happens inside it. */
const viaFunction = tack.kernel(function clampFn(x: Float32Array, out: Uint8ClampedArray) {
  function put(a: Uint8ClampedArray, k: number, v: number) {
    a[k] = v;
  }
  for (const i of tack.range(out.length)) put(out, i, x[i] * 100);
}, { name: "clampFn" });

function poisoned(n: number): Uint8ClampedArray {
  return new Uint8ClampedArray(n).fill(0x5a);
}

describe.each(devices)("Uint8ClampedArray stores on '%s'", (device) => {
  const run = (f: () => void) => {
    const prev = tack.getDefaultDevice();
    tack.setDefaultDevice(device);
    try {
      f();
    } finally {
      tack.setDefaultDevice(prev);
    }
  };

  it("from f64 and f32: NaN to 0, clamped, halves to even", () => {
    const rng = new Rng(1234);
    const vals = [...SPECIALS, ...Array.from({ length: 1000 }, () => rng.float() * 400 - 70)];
    const x = Float64Array.from(vals);
    const got = poisoned(x.length);
    const want = poisoned(x.length);
    run(() => fromFloat(x, got));
    fromFloat.plain(x, want);
    expect(Array.from(got)).toEqual(Array.from(want));
    const x32 = Float32Array.from(vals);
    const got32 = poisoned(x.length);
    const want32 = poisoned(x.length);
    run(() => fromF32(x32, got32));
    fromF32.plain(x32, want32);
    expect(Array.from(got32)).toEqual(Array.from(want32));
    // the specials really distinguish clamping from wrapping and half-even from half-up
    expect(Array.from(want32.slice(0, 8))).toEqual([0, 0, 255, 0, 0, 0, 0, 0]);
    expect(want32[8]).toBe(2); // 1.5 → 2
    expect(want32[9]).toBe(2); // 2.5 → 2 (half to even)
    expect(want32[10]).toBe(4); // 3.5 → 4
  });

  it("from i32 and u32: clamped, never wrapped", () => {
    const rng = new Rng(99);
    const n = 2000;
    const x = Int32Array.from({ length: n }, (_, i) => (i < 4 ? [-2147483648, 2147483647, -1, 86][i] : rng.int(-1000, 1000)));
    const u = Uint32Array.from({ length: n }, (_, i) => (i < 2 ? [4294967295, 256][i] : rng.int(0, 600)));
    const got = [poisoned(n), poisoned(n)];
    const want = [poisoned(n), poisoned(n)];
    run(() => fromInt(x, u, got[0], got[1]));
    fromInt.plain(x, u, want[0], want[1]);
    expect(Array.from(got[0])).toEqual(Array.from(want[0]));
    expect(Array.from(got[1])).toEqual(Array.from(want[1]));
    expect(want[1][0]).toBe(255);
  });

  it("through a device function's parameter", () => {
    const rng = new Rng(7);
    const x = Float32Array.from({ length: 500 }, () => rng.float() * 4 - 1);
    const got = poisoned(x.length);
    const want = poisoned(x.length);
    run(() => viaFunction(x, got));
    viaFunction.plain(x, want);
    expect(Array.from(got)).toEqual(Array.from(want));
  });
});
