/**
 * Port of Ken Perlin's "Improved Noise" reference implementation (mrl.cs.nyu.edu/~perlin/noise/,
 * `ImprovedNoise.java`), in 2-D at z = 0: `fade`, `lerp`, `grad` and the permutation table
 * (here its first 16 entries, repeated with `& 15`, a module-level constant table).
 */
import * as tack from "../../runtime/index.js";

/** The first 16 entries of Perlin's permutation. */
export const P = [151, 160, 137, 91, 90, 15, 131, 13, 201, 95, 96, 53, 194, 233, 7, 225];

export function perlin(xs: Float32Array, ys: Float32Array, out: Float32Array) {
  function fade(t: number) {
    return t * t * t * (t * (t * 6 - 15) + 10);
  }
  function lerp(t: number, a: number, b: number) {
    return a + t * (b - a);
  }
  function grad(hash: number, x: number, y: number, z: number) {
    const h = hash & 15;
    const u = h < 8 ? x : y;
    const v = h < 4 ? y : h == 12 || h == 14 ? x : z;
    return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v);
  }
  for (const i of tack.range(out.length)) {
    const X = Math.floor(xs[i]) & 15, Y = Math.floor(ys[i]) & 15;
    const x = xs[i] - Math.floor(xs[i]), y = ys[i] - Math.floor(ys[i]);
    const u = fade(x), v = fade(y);
    const A = P[X] + Y, B = P[(X + 1) & 15] + Y;
    const AA = P[A & 15], AB = P[(A + 1) & 15], BA = P[B & 15], BB = P[(B + 1) & 15];
    out[i] = lerp(v, lerp(u, grad(P[AA & 15], x, y, 0), grad(P[BA & 15], x - 1, y, 0)),
      lerp(u, grad(P[AB & 15], x, y - 1, 0), grad(P[BB & 15], x - 1, y - 1, 0)));
  }
}
