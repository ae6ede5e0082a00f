/**
 * The argument classifier (issue 6, item 4): one frozen, interned class per distinct thing a
 * variant depends on, carrying its key fragment and ParamSpec; a Uint8ClampedArray (or a
 * tack.Array over one) is a class of its own, sent as `param array u8 <rank> clamped`.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { arrayClass, classify, classifyAll, signatureKey } from "../../runtime/classify.js";
import { requestText } from "../../runtime/request.js";
import { LLVM_TARGET } from "../../runtime/targets.js";
import { countCompiles } from "./observe.js";

describe("argument classes", () => {
  it("are interned: equal classes are the same frozen object", () => {
    const f32 = classify(new Float32Array(3))!;
    expect(classify(new Float32Array(7))).toBe(f32);
    expect(classify(tack.array(new Float32Array(2)))).toBe(f32);
    expect(classify(tack.zeros([2, 2], tack.f32))).toBe(arrayClass("f32", 2, false));
    expect(Object.isFrozen(f32)).toBe(true);
    expect(Object.isFrozen(f32.spec)).toBe(true);
    expect(f32.spec).toEqual({ kind: "array", dtype: "f32", rank: 1 });
    expect(classify(3)).toBe(classify(-7));
    expect(classify(3)).toBe(classify(tack.i32(9)));
    expect(classify(2 ** 40)).toBe(classify(5n));
    expect(classify(0.5)!.spec).toEqual({ kind: "number" });
    expect(classify(true)!.spec).toEqual({ kind: "scalar", dtype: "bool" });
    expect(classify(tack.f64(1))!.spec).toEqual({ kind: "scalar", dtype: "f64" });
    const tex = tack.texture3d(tack.zeros(8, tack.f32), [2, 2, 2]);
    expect(classify(tex)).toBe(classify(tack.texture3d(tack.ones(8, tack.f32), [2, 2, 2])));
    expect(classify(tex)!.description).toBe("texture 2x2x2");
    expect(classify(Buffer.from([1, 2]))).toBe(classify(new Uint8Array(1)));
  });

  it("give the signature key and refuse what kernels don't take, naming the kernel", () => {
    const classes = classifyAll("k", [new Int32Array(1), 2, 2.5, 3n, false]);
    expect(signatureKey(classes)).toBe(classes.map((c) => c.key).join(""));
    expect(new Set(classes.map((c) => c.key)).size).toBe(5);
    expect(classify(3n)).not.toBe(classify(2));
    for (const bad of ["2", {}, null, undefined, [1, 2], new DataView(new ArrayBuffer(4)), Symbol("s")]) {
      expect(() => classifyAll("k", [bad])).toThrow(/Kernel 'k': argument 1 is/);
    }
  });

  it("a Uint8ClampedArray, or a tack.Array over one, is its own class: param array u8 <rank> clamped", () => {
    const clamped = classify(new Uint8ClampedArray(4))!;
    expect(clamped).not.toBe(classify(new Uint8Array(4)));
    expect(clamped.spec).toEqual({ kind: "array", dtype: "u8", rank: 1, clamped: true });
    expect(clamped.description).toBe("u8 clamped array rank 1");
    const wrapped = tack.fromTypedArray(new Uint8ClampedArray(6), { shape: [2, 3] });
    expect(classify(wrapped)!.spec).toEqual({ kind: "array", dtype: "u8", rank: 2, clamped: true });
    expect(classify(wrapped.reshape(6))).toBe(clamped);
    const copied = tack.array(new Uint8ClampedArray([1, 2]));
    expect(classify(copied)).toBe(clamped);
    expect(copied.toTypedArray()).toBeInstanceOf(Uint8ClampedArray);
    copied.set(0, 300); // host stores clamp too
    copied.set(1, 2.5); // ... and round half to even
    expect(Array.from(copied.toTypedArray() as unknown as Uint8ClampedArray)).toEqual([255, 2]);
    expect(classify(tack.array(new Uint8ClampedArray(2), { dtype: tack.u8 }))).toBe(classify(new Uint8Array(1)));
    const text = requestText({ source: "function k(a) {}", target: LLVM_TARGET, params: [clamped.spec, classify(new Uint8Array(1))!.spec] });
    expect(text).toContain("param array u8 1 clamped\nparam array u8 1\n");
    // offline: a signature may name the clamped type
    const compiles = countCompiles();
    try {
      const src = "function offClamp(a) { for (const i of range(a.length)) a[i] = 1.5 * i; }";
      expect(tack.compile(src, { name: "offClamp", signature: "Uint8ClampedArray" }).params[0]).toMatchObject({ dtype: "u8" });
      expect(compiles.of("offClamp")[0].params).toEqual([clamped.spec]);
    } finally {
      compiles.restore();
    }
  });

  it("a kernel sends the clamped class in its request, and stores into it clamp as the plain run does", () => {
    const k = tack.kernel(function twiceClamped(x: Float32Array, o: Uint8ClampedArray) {
      for (const i of tack.range(o.length)) o[i] = x[i] * 2;
    });
    const compiles = countCompiles();
    try {
      const x = new Float32Array([100, 200, -3, 1.25, 0.75, 127.75, NaN]);
      const got = new Uint8ClampedArray(x.length);
      k(x, got);
      expect(compiles.of("twiceClamped")[0].params?.[1]).toEqual({ kind: "array", dtype: "u8", rank: 1, clamped: true });
      const want = new Uint8ClampedArray(x.length);
      k.plain(x, want);
      expect(Array.from(want)).toEqual([200, 255, 0, 2, 2, 255, 0]);
      expect(Array.from(got)).toEqual(Array.from(want));
    } finally {
      compiles.restore();
    }
  });
});
