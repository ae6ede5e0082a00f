/**
 * The WAT SPMD tests' check that a kernel's vector lanes give the scalar build's bits: the same
 * launch over [0, n) at once (vector steps) and over each [i, i + 1) alone (the scalar rest).
 */
import { expect } from "vitest";

type Launch = (...a: unknown[]) => void;

/**
 * Runs `k` over [0, n) in one launch and over each [i, i + 1) alone, with `make()`'s arguments
 * (the range's bounds are arguments `loArg` and `loArg + 1`); every array argument must be the same bits.
 */
export function vectorMatchesScalar(k: unknown, make: () => unknown[], n: number, loArg: number): void {
  const vec = make();
  const sca = make();
  (k as Launch)(...vec.map((a, i) => (i === loArg ? 0 : i === loArg + 1 ? n : a)));
  for (let i = 0; i < n; i++) (k as Launch)(...sca.map((a, p) => (p === loArg ? i : p === loArg + 1 ? i + 1 : a)));
  for (let p = 0; p < vec.length; p++) {
    const a = vec[p];
    if (!ArrayBuffer.isView(a)) continue;
    const bits = (v: ArrayBufferView) => new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
    expect(Buffer.compare(bits(a), bits(sca[p] as ArrayBufferView)), `argument ${p + 1}, n=${n}`).toBe(0);
  }
}
