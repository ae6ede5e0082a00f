/**
 * Port of the 1-D wave-equation step of NVIDIA Warp's `example_wave.py` (NVIDIA/warp,
 * `warp/examples/core/example_wave.py`, `wave_solve` reduced to one dimension): leapfrog
 * update with a Laplacian, damping, clamped ends.
 */
import * as tack from "../../runtime/index.js";

export function wave1d(prev: Float32Array, cur: Float32Array, next: Float32Array, k: tack.f32, damp: tack.f32) {
  for (const i of tack.range(cur.length)) {
    const l = cur[Math.max(i - 1, 0)], r = cur[Math.min(i + 1, cur.length - 1)];
    const lap = l + r - 2 * cur[i];
    next[i] = (2 * cur[i] - prev[i] + k * lap) * damp;
  }
}
