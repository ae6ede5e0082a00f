/**
 * Textures on the CPU: software trilinear sampling over the texture's private copy, compared
 * with the same kernel run as plain JS; a texture is a snapshot refreshed by update().
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";

const sampler = tack.kernel(function sampleGrid(tex: tack.Texture3D, out: Float32Array, n: tack.i32) {
  for (const [k, j, i] of tack.grid(n, n, n)) {
    out[(k * n + j) * n + i] = tex.sample(i / (n - 1), j / (n - 1), k / (n - 1));
  }
}, { name: "sampleGrid" });

function field(w: number, h: number, d: number): Float32Array {
  const a = new Float32Array(w * h * d);
  for (let z = 0; z < d; z++) for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) a[(z * h + y) * w + x] = Math.sin(x * 0.7) + y * 0.25 - z * z * 0.1;
  return a;
}

describe("textures", () => {
  it("sample trilinearly like the plain-JS run, at texel centers and between them", () => {
    const src = tack.array(field(5, 4, 3));
    const tex = tack.texture3d(src, [5, 4, 3]);
    const n = 9;
    const out = new Float32Array(n * n * n).fill(NaN);
    const want = new Float32Array(n * n * n).fill(NaN);
    sampler(tex, out, n);
    sampler.plain(tex, want, n);
    for (let i = 0; i < out.length; i++) expect(Math.abs(out[i] - want[i])).toBeLessThan(1e-5);
    // the corners are texel centers: exact values of the field
    expect(out[0]).toBeCloseTo(field(5, 4, 3)[0], 6);
    expect(out[n * n * n - 1]).toBeCloseTo(field(5, 4, 3)[5 * 4 * 3 - 1], 5);
  });

  it("is a snapshot: writes to the array reach kernels only after update()", () => {
    const src = tack.full(8, 1, tack.f32);
    const tex = tack.texture3d(src, [2, 2, 2]);
    src.fill(5);
    const out = new Float32Array(8);
    sampler(tex, out, 2);
    expect(Array.from(out)).toEqual(new Array(8).fill(1));
    tex.update();
    sampler(tex, out, 2);
    expect(Array.from(out)).toEqual(new Array(8).fill(5));
  });

  it("refuses non-f32 arrays and extents that don't match the size", () => {
    expect(() => tack.texture3d(tack.zeros(8, tack.i32), [2, 2, 2])).toThrow(TypeError);
    expect(() => tack.texture3d(tack.zeros(8, tack.f32), [2, 2, 3])).toThrow(RangeError);
    expect(() => tack.compile(sampler.source, { signature: "Texture3D, f32[], i32" })).toThrow(/texture\(w,h,d\)/);
    const annotated = `function s(tex: tack.Texture3D, out: Float32Array) {
  for (const i of tack.range(out.length)) out[i] = tex.sample(0, 0, 0);
}`;
    expect(() => tack.compile(annotated)).toThrow(/texture parameter 'tex' needs its extents: pass a signature entry texture\(w, h, d\)/);
    expect(tack.compile(sampler.source, { signature: "texture(4, 4, 4), f32[], i32" }).code).toContain("@tack.tex3d");
  });
});
