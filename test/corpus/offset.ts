import * as tack from "tack";

export function offset(x: Float32Array, out: Float32Array, first: tack.i32) {
  for (const i of tack.range(first, x.length - 1)) {
    out[i] = x[i + 1] - x[i - 1];
  }
}
