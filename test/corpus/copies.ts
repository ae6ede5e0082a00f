import * as tack from "tack";

export function copies(x: Float32Array, out: Float32Array, gain: number) {
  const g = gain;
  const scale = g;
  function apply(v: number) {
    return v * scale;
  }
  for (const i of tack.range(out.length)) {
    const j = i;
    const v = x[j];
    const w = v;
    out[j] = apply(w) + g;
  }
}
