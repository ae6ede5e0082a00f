import * as tack from "tack";

/** Software texture sampling (Sem.TexSoftware): trilinear, clamped to the edges. */
export function sampler(tex: tack.Texture3D, out: Float32Array, n: tack.i32) {
  for (const i of tack.range(out.length)) {
    const u = i / n;
    out[i] = tex.sample(u, u * 0.5, 1 - u);
  }
}
