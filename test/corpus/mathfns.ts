import * as tack from "tack";

export function mathfns(x: Float64Array, out: Float64Array) {
  for (const i of tack.range(x.length)) {
    const v = x[i];
    const a = Math.abs(v);
    out[i] = Math.sin(v) + Math.cos(v) * Math.tan(v / 4) + Math.exp(-a) + Math.log1p(a) +
      Math.sqrt(a) + Math.cbrt(v) + Math.atan2(v, 2) + Math.hypot(v, 3) + Math.pow(a, 0.3) +
      Math.tanh(v) + Math.asinh(v) + Math.log2(a + 1) + Math.log10(a + 1) + Math.expm1(v / 8) +
      Math.floor(v) + Math.ceil(v) + Math.round(v) + Math.trunc(v) + Math.sign(v) + Math.PI;
  }
}
