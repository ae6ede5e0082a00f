import * as tack from "tack";

export function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: tack.f32) {
  for (const i of tack.range(out.length)) {
    out[i] = a * x[i] + y[i];
  }
}
