/**
 * Port of `apply_forces` and `contact_force` from NVIDIA Warp's DEM example (NVIDIA/warp,
 * `warp/examples/core/example_dem.py`): ground and particle contact forces with damping,
 * friction and cohesion on arrays of vec3 (`wp.array(dtype=wp.vec3)`). The hash-grid query is
 * replaced by a loop over every particle (the distance test keeps the same neighbours), and
 * the threads are not reordered by cell (`hash_grid_point_id`), which changes no result.
 */
import * as tack from "../../runtime/index.js";

export function demforces(
  particle_x: tack.vec3f[], particle_v: tack.vec3f[], particle_f: tack.vec3f[],
  radius: tack.f32, k_contact: tack.f32, k_damp: tack.f32, k_friction: tack.f32, k_mu: tack.f32,
) {
  function contact_force(n: number[], v: number[], c: number, k_n: number, k_d: number, k_f: number, k_mu: number) {
    const vn = tack.vec3.dot(n, v);
    const jn = c * k_n;
    const jd = Math.min(vn, 0.0) * k_d;
    // contact force
    const fn = jn + jd;
    // friction force
    let vt = tack.vec3.sub(v, tack.vec3.scale(n, vn));
    const vs = tack.vec3.length(vt);
    if (vs > 0.0) vt = tack.vec3.scale(vt, 1.0 / vs);
    // Coulomb condition
    const ft = Math.min(vs * k_f, k_mu * Math.abs(fn));
    // total force
    return tack.vec3.sub(tack.vec3.scale(n, -fn), tack.vec3.scale(vt, ft));
  }
  for (const i of tack.range(particle_x.length)) {
    const x = particle_x[i];
    const v = particle_v[i];
    let f = [0.0, 0.0, 0.0];
    // ground contact
    const ground = [0.0, 1.0, 0.0];
    const c = tack.vec3.dot(ground, x);
    const cohesion_ground = 0.02;
    const cohesion_particle = 0.0075;
    if (c < cohesion_ground) f = tack.vec3.add(f, contact_force(ground, v, c, k_contact, k_damp, 100.0, 0.5));
    // particle contact
    for (let index = 0; index < particle_x.length; index++) {
      if (index != i) {
        // compute distance to point
        const d3 = tack.vec3.sub(x, particle_x[index]);
        const d = tack.vec3.length(d3);
        const err = d - radius * 2.0;
        if (err <= cohesion_particle) {
          const n = tack.vec3.scale(d3, 1.0 / d);
          const vrel = tack.vec3.sub(v, particle_v[index]);
          f = tack.vec3.add(f, contact_force(n, vrel, err, k_contact, k_damp, k_friction, k_mu));
        }
      }
    }
    particle_f[i] = f;
  }
}
