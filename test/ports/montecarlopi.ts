/**
 * Port of the Monte Carlo estimate of pi of Numba's CUDA documentation ("Random Number
 * Generation", the `compute_pi` kernel drawing with `xoroshiro128p_uniform_float32`): each
 * thread counts its draws inside the unit quarter circle. Here `Math.random()` is the draw:
 * Tack's counter-based generator, seeded per launch.
 */
import * as tack from "../../runtime/index.js";

export function montecarlopi(out: Float32Array, iterations: tack.i32) {
  for (const tid of tack.range(out.length)) {
    let inside = 0;
    for (let i = 0; i < iterations; i++) {
      const x = Math.random();
      const y = Math.random();
      if (x ** 2 + y ** 2 <= 1.0) inside += 1;
    }
    out[tid] = (4.0 * inside) / iterations;
  }
}
