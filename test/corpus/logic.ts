import * as tack from "tack";

export function logic(a: Int32Array, u: Uint32Array, out: Int32Array) {
  for (const i of tack.range(out.length)) {
    const x = a[i];
    const y = u[i];
    const inRange = x > -100 && x < 100;
    const big = y > 1000 || x < y;
    out[i] = inRange ? (big ? 1 : 2) : !big ? 3 : 4;
    if (!inRange && x === -5) out[i] = 5;
  }
}
