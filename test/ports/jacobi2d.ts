/**
 * Port of PolyBench/C 4.2's `jacobi-2d` (MatthiasJReisinger/PolyBenchC-4.2,
 * `stencils/jacobi-2d/jacobi-2d.c`), one half-step: the 5-point average of the interior.
 */
import * as tack from "../../runtime/index.js";

export function jacobi2d(A: Float64Array, B: Float64Array, n: tack.i32) {
  for (const [i, j] of tack.grid(n - 2, n - 2)) {
    const c = (i + 1) * n + j + 1;
    B[c] = 0.2 * (A[c] + A[c - 1] + A[c + 1] + A[c + n] + A[c - n]);
  }
}
