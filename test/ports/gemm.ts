/**
 * Port of PolyBench/C 4.2's `gemm` (MatthiasJReisinger/PolyBenchC-4.2,
 * `linear-algebra/blas/gemm/gemm.c`): C = alpha * A * B + beta * C, one row-column per iteration.
 */
import * as tack from "../../runtime/index.js";

export function gemm(A: Float64Array, B: Float64Array, C: Float64Array, ni: tack.i32, nj: tack.i32, nk: tack.i32, alpha: tack.f64, beta: tack.f64) {
  for (const [i, j] of tack.grid(ni, nj)) {
    let acc = C[i * nj + j] * beta;
    for (let k = 0; k < nk; k++) acc += alpha * A[i * nk + k] * B[k * nj + j];
    C[i * nj + j] = acc;
  }
}
