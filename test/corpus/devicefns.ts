import * as tack from "tack";

export function devicefns(x: Float32Array, out: Float32Array, k: tack.i32) {
  const square = (v: number) => v * v;
  function sumTo(a: Float32Array, i: number, count: number) {
    let s = 0;
    for (const j of tack.range(count)) s += a[(i + j) % a.length];
    return s;
  }
  function clampIndex(i: number) {
    return i < 0 ? 0 : i >= out.length ? out.length - 1 : i;
  }
  for (const i of tack.range(out.length)) {
    out[clampIndex(i)] = square(x[i]) + sumTo(x, i, k);
  }
}
