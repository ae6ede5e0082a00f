import * as tack from "tack";

export function softmax(x: Float32Array, out: Float32Array, rows: tack.i32, cols: tack.i32) {
  for (const r of tack.range(rows)) {
    const base = r * cols;
    let m = x[base];
    for (const j of tack.range(1, cols)) m = Math.max(m, x[base + j]);
    let s = 0;
    for (const j of tack.range(cols)) {
      const e = Math.exp(x[base + j] - m);
      out[base + j] = e;
      s += e;
    }
    const inv = 1 / s;
    for (const j of tack.range(cols)) out[base + j] *= inv;
  }
}
