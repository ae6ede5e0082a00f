import * as tack from "tack";

export function intdiv(a: Int32Array, b: Int32Array, q: Int32Array, f: Int32Array, t: Int32Array, r: Int32Array, real: Float32Array) {
  for (const i of tack.range(a.length)) {
    q[i] = Math.trunc(a[i] / b[i]);
    f[i] = Math.floor(a[i] / b[i]);
    t[i] = (a[i] / b[i]) | 0;
    r[i] = a[i] % b[i];
    real[i] = a[i] / (b[i] == 0 ? 1 : b[i]);
  }
}
