import * as tack from "tack";

export function matmul(a: Float32Array, b: Float32Array, c: Float32Array, n: tack.i32, k: tack.i32, m: tack.i32) {
  for (const [i, j] of tack.grid(n, m)) {
    let acc = 0;
    for (const p of tack.range(k)) {
      acc += a[i * k + p] * b[p * m + j];
    }
    c[i * m + j] = acc;
  }
}
