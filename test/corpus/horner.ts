import * as tack from "tack";

const C0 = 1.5;
const C1 = -0.25;
const C2 = 0.125;

export function horner(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(x.length)) {
    const v = x[i];
    out[i] = C0 + v * (C1 + v * C2);
  }
}
