/**
 * Port of Taichi's `python/taichi/examples/simulation/fractal.py` (taichi-dev/taichi): the Julia
 * set, with its `complex_sqr` returning a 2-vector (`tm.vec2` there, an array value here).
 */
import * as tack from "../../runtime/index.js";

export function julia(pixels: Float32Array, w: tack.i32, h: tack.i32, t: tack.f32) {
  function complexSqr(z: number[]) {
    return [z[0] * z[0] - z[1] * z[1], z[1] * z[0] * 2];
  }
  for (const [y, x] of tack.grid(h, w)) {
    const c = [-0.8, Math.cos(t) * 0.2];
    let z = [x / h - 1, y / h - 0.5];
    z = tack.vec2.scale(z, 2);
    let iterations = 0;
    while (tack.vec2.length(z) < 20 && iterations < 50) {
      z = tack.vec2.add(complexSqr(z), c);
      iterations += 1;
    }
    pixels[y * w + x] = 1 - iterations * 0.02;
  }
}
