/**
 * The n-body kernel (all pairs, one step: acc and vel of every body from every position): the one
 * definition the tests and benches share (test/backends/kernels/functions.ts, bench/cpu/kernels.ts,
 * bench/cuda/apps.ts). It imports the runtime by path, not as "tack", so it loads where dist/ is
 * not built (the GPU machine runs the sources).
 *
 * Copies that cannot import it, kept identical and checked by test/compiler/nbody-copies.test.ts:
 * test/corpus/nbody.ts (corpus text, imports "tack" like user code) and bench/cpu/scaling.mjs
 * (plain JS). Written again on purpose: bench/cpu/c/nbody.c and bench/cuda/apps.cu (the C and
 * CUDA anchors), test/codegen-wat/spmd.test.ts (over a sub-range [lo, hi)), and the vector forms
 * of bench/cpu/vectors.ts and bench/cpu/vecarrays.ts.
 */
import * as tack from "../../runtime/index.js";

export function nbody(pos: Float32Array, vel: Float32Array, acc: Float32Array, n: tack.i32, dt: number) {
  const eps = 0.01;
  function inverseCube(d2: number) {
    const inv = 1 / Math.sqrt(d2 + eps);
    return inv * inv * inv;
  }
  for (const i of tack.range(n)) {
    let ax = 0;
    let ay = 0;
    let az = 0;
    for (const j of tack.range(n)) {
      const dx = pos[3 * j] - pos[3 * i];
      const dy = pos[3 * j + 1] - pos[3 * i + 1];
      const dz = pos[3 * j + 2] - pos[3 * i + 2];
      const s = inverseCube(dx * dx + dy * dy + dz * dz);
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    acc[3 * i] = ax;
    acc[3 * i + 1] = ay;
    acc[3 * i + 2] = az;
    vel[3 * i] += ax * dt;
    vel[3 * i + 1] += ay * dt;
    vel[3 * i + 2] += az * dt;
  }
}
