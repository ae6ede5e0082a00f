/**
 * The wasm device's fused multiply-add (relaxed SIMD's `relaxed_madd`, where SEMANTICS.md lets
 * the CPU contract `a * b + c`): spelled in the vector loop and the scalar code alike, so both
 * give this machine's one answer (fused where it has FMA, else a multiply and an add); none with
 * the device's `fma: false`, whose results are the unfused ones. Observed in the generated text
 * and on operands where the two roundings differ: (1 + 2^-12)^2 - (1 + 2^-11) is 2^-24 fused, 0
 * unfused.
 */
import binaryen from "binaryen";
import { afterAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { compileModule, relaxedSimd } from "../../runtime/backends/wasm-compile.js";
import { check, out, random, Rng } from "../backends/harness.js";

const madd = tack.kernel(function madd(a: Float32Array, b: Float32Array, c: Float32Array, d: Float32Array, o: Float32Array, p: Float32Array) {
  for (const i of tack.range(o.length)) {
    o[i] = a[i] * b[i] + c[i];
    p[i] = d[i] - a[i] * b[i];
  }
});

/** What this machine's relaxed_madd answers for (1 + 2^-12)^2 - (1 + 2^-11): one module, compiled as kernels are. */
function relaxedAnswer(): number {
  const mod = binaryen.parseText(`(module (memory (export "m") 1)
    (func (export "f") (result f32)
      (f32x4.extract_lane 0 (f32x4.relaxed_madd (v128.load (i32.const 0)) (v128.load (i32.const 0)) (v128.load (i32.const 16))))))`);
  try {
    mod.setFeatures(binaryen.Features.SIMD128 | binaryen.Features.RelaxedSIMD);
    const inst = new WebAssembly.Instance(compileModule(mod.emitBinary() as Uint8Array<ArrayBuffer>));
    const f = new Float32Array((inst.exports.m as WebAssembly.Memory).buffer);
    f.fill(1 + 2 ** -12, 0, 4);
    f.fill(-(1 + 2 ** -11), 4, 8);
    return (inst.exports.f as () => number)();
  } finally {
    mod.dispose();
  }
}

/** o and p over n elements of the operands where fusing shows (a vector's lanes and the scalar remainder). */
function run(n: number): { o: Float32Array; p: Float32Array } {
  const a = new Float32Array(n).fill(1 + 2 ** -12);
  const c = new Float32Array(n).fill(-(1 + 2 ** -11));
  const o = new Float32Array(n).fill(NaN);
  const p = new Float32Array(n).fill(NaN);
  (madd as unknown as (...x: unknown[]) => void)(a, a, c, c.map((x) => -x), o, p);
  return { o, p };
}

describe("wasm fused multiply-add", () => {
  const before = tack.getDefaultDevice();
  afterAll(() => tack.setDefaultDevice(before));
  const f32 = new Float32Array(8);
  const args = [f32, f32, f32, f32, f32, f32];

  it.skipIf(relaxedSimd() === "none")("where V8 has relaxed SIMD: relaxed_madd in the vector loop and the scalar code, one answer in every lane", () => {
    tack.setDefaultDevice("wasm", { numThreads: 1 });
    const text = tack.inspect(madd as never, args);
    expect(text).toMatch(/f32x4\.relaxed_madd \(local\.get [^\n]*\n[\s\S]*f32x4\.relaxed_nmadd \(local\.get/);
    expect(text).toMatch(/f32x4\.extract_lane 0 \(f32x4\.relaxed_madd \(f32x4\.splat/);
    const fused = relaxedAnswer();
    expect([2 ** -24, 0]).toContain(fused);
    for (const n of [3, 4, 7, 9]) {
      const { o, p } = run(n);
      expect([...o], `o n=${n}`).toEqual(new Array(n).fill(fused));
      expect([...p], `p n=${n}`).toEqual(new Array(n).fill(fused === 0 ? 0 : -fused)); // unfused: +0
    }
    const rng = new Rng(0xf3a);
    for (const n of [5, 33]) {
      const [a, b, c, d] = [0, 1, 2, 3].map(() => random(rng, "f32", n, { min: -2, max: 2 }));
      check(madd, () => [a, b, c, d, out("f32", n), out("f32", n)], { sizes: [n], label: `madd ${n}` });
    }
  });

  it("with fma: false, no relaxed SIMD and the unfused results", () => {
    tack.setDefaultDevice("wasm", { numThreads: 1, fma: false });
    expect(tack.inspect(madd as never, args)).not.toMatch(/relaxed/);
    for (const n of [3, 7]) {
      const { o, p } = run(n);
      expect([...o], `o n=${n}`).toEqual(new Array(n).fill(0));
      expect([...p], `p n=${n}`).toEqual(new Array(n).fill(0));
    }
  });
});
