import * as tack from "tack";

export function stencil(src: Float32Array, dst: Float32Array, h: tack.i32, w: tack.i32) {
  for (const [y, x] of tack.grid(h, w)) {
    const i = y * w + x;
    if (y == 0 || x == 0 || y == h - 1 || x == w - 1) {
      dst[i] = src[i];
      return;
    }
    dst[i] = 0.25 * (src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
  }
}
