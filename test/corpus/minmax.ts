import * as tack from "tack";

export function minmax(a: Float32Array, b: Float32Array, lo: Float32Array, hi: Float32Array, flags: Int32Array) {
  for (const i of tack.range(a.length)) {
    lo[i] = Math.min(a[i], b[i]);
    hi[i] = Math.max(a[i], b[i], 0);
    flags[i] = (Number.isNaN(a[i]) ? 1 : 0) + (Number.isFinite(b[i]) ? 2 : 0);
  }
}
