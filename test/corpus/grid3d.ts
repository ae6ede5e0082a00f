import * as tack from "tack";

export function grid3d(out: Int32Array, d: tack.i32, h: tack.i32, w: tack.i32) {
  for (const [z, y, x] of tack.grid(d, h, w)) {
    out[(z * h + y) * w + x] = z * 10000 + y * 100 + x;
  }
}
