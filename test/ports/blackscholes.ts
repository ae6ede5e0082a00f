/**
 * Port of the CUDA samples' Black-Scholes (NVIDIA/cuda-samples, `Samples/5_Domain_Specific/
 * BlackScholes/BlackScholes_kernel.cuh`): `cndGPU` (the polynomial cumulative normal) and
 * `BlackScholesBodyGPU`, which returns the call and put prices: a struct value here.
 */
import * as tack from "../../runtime/index.js";

export function blackscholes(S: Float32Array, X: Float32Array, T: Float32Array, call: Float32Array, put: Float32Array, R: tack.f32, V: tack.f32) {
  function cnd(d: number) {
    const A1 = 0.31938153, A2 = -0.356563782, A3 = 1.781477937, A4 = -1.821255978, A5 = 1.330274429;
    const RSQRT2PI = 0.39894228040143267793994605993438;
    const K = 1.0 / (1.0 + 0.2316419 * Math.abs(d));
    let cnd = RSQRT2PI * Math.exp(-0.5 * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
    if (d > 0) cnd = 1.0 - cnd;
    return cnd;
  }
  function body(s: number, x: number, t: number) {
    const sqrtT = Math.sqrt(t);
    const d1 = (Math.log(s / x) + (R + 0.5 * V * V) * t) / (V * sqrtT);
    const d2 = d1 - V * sqrtT;
    const cndD1 = cnd(d1), cndD2 = cnd(d2);
    const expRT = Math.exp(-R * t);
    return { call: s * cndD1 - x * expRT * cndD2, put: x * expRT * (1.0 - cndD2) - s * (1.0 - cndD1) };
  }
  for (const i of tack.range(S.length)) {
    const r = body(S[i], X[i], T[i]);
    call[i] = r.call;
    put[i] = r.put;
  }
}
