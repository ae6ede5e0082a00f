/**
 * Port of `compute_density` from NVIDIA Warp's SPH example (NVIDIA/warp,
 * `warp/examples/core/example_sph.py`): the poly6 kernel summed over all particles (the hash
 * grid query replaced by a loop over every particle), positions as vec3 values.
 */
import * as tack from "../../runtime/index.js";

export function sphdensity(px: Float32Array, py: Float32Array, pz: Float32Array, rho: Float32Array, smoothing: tack.f32, mass: tack.f32) {
  function densityKernel(xyz: number[], h: number) {
    const distance = tack.vec3.dot(xyz, xyz);
    return Math.max(h * h - distance, 0) ** 3;
  }
  const poly6 = 315 / (64 * Math.PI * smoothing ** 9);
  for (const i of tack.range(rho.length)) {
    const x = [px[i], py[i], pz[i]];
    let rhoSum = 0;
    for (let j = 0; j < px.length; j++) {
      const distance = tack.vec3.sub([px[j], py[j], pz[j]], x);
      rhoSum += densityKernel(distance, smoothing);
    }
    rho[i] = poly6 * mass * rhoSum;
  }
}
