/**
 * Port of `substep` from Taichi's mass-spring example (taichi-dev/taichi,
 * `python/taichi/examples/simulation/mass_spring_game.py`): one kernel of two parallel loops,
 * the first computing each particle's spring and dashpot force from every other particle's
 * position and velocity, the second integrating (semi-implicit Euler, drag, the four walls)
 * from those forces. The example's Python loop that calls `substep()` `substeps` times is the
 * host loop around both phases here; 2-D vectors are interleaved (x, y) pairs.
 */
import * as tack from "../../runtime/index.js";

export function massspring(
  x: Float32Array, v: Float32Array, f: Float32Array, fixed: Int32Array, restLength: Float32Array,
  substeps: tack.i32, springY: tack.f32, dashpotDamping: tack.f32, dragDamping: tack.f32, dt: tack.f32,
) {
  const n = fixed.length;
  const particleMass = 1;
  const drag = Math.exp(-dt * dragDamping);
  for (let step = 0; step < substeps; step++) {
    // compute force
    for (const i of tack.range(n)) {
      let fx = 0;
      let fy = -9.8 * particleMass;
      for (let j = 0; j < n; j++) {
        const rest = restLength[i * n + j];
        if (rest === 0) continue;
        const dx = x[2 * i] - x[2 * j], dy = x[2 * i + 1] - x[2 * j + 1];
        const norm = Math.sqrt(dx * dx + dy * dy);
        if (norm === 0) continue;
        const nx = dx / norm, ny = dy / norm;
        const spring = -springY * (norm / rest - 1);
        fx += spring * nx;
        fy += spring * ny;
        const vRel = (v[2 * i] - v[2 * j]) * nx + (v[2 * i + 1] - v[2 * j + 1]) * ny;
        fx += -dashpotDamping * vRel * nx;
        fy += -dashpotDamping * vRel * ny;
      }
      f[2 * i] = fx;
      f[2 * i + 1] = fy;
    }
    // semi-implicit Euler, then the walls
    for (const i of tack.range(n)) {
      if (fixed[i] === 0) {
        for (let d = 0; d < 2; d++) {
          v[2 * i + d] = (v[2 * i + d] + (dt * f[2 * i + d]) / particleMass) * drag;
          x[2 * i + d] += v[2 * i + d] * dt;
        }
      } else {
        v[2 * i] = 0;
        v[2 * i + 1] = 0;
      }
      for (let d = 0; d < 2; d++) {
        if (x[2 * i + d] < 0) {
          x[2 * i + d] = 0;
          v[2 * i + d] = 0;
        }
        if (x[2 * i + d] > 1) {
          x[2 * i + d] = 1;
          v[2 * i + d] = 0;
        }
      }
    }
  }
}
