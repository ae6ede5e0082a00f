import * as tack from "tack";

export function atomicminmax(x: Float32Array, lo: Float32Array, hi: Float32Array, count: Uint32Array) {
  for (const i of tack.range(x.length)) {
    Atomics.min(lo, 0, x[i]);
    Atomics.max(hi, 0, x[i]);
    if (x[i] > 0) Atomics.add(count, 0, 1);
  }
}
