/**
 * Port of bilinear resampling as OpenCV's `resize` with `INTER_LINEAR` computes it (source
 * coordinates from pixel centers, clamped at the edges; `modules/imgproc/src/resize.cpp`),
 * one channel, the sample position a 2-vector.
 */
import * as tack from "../../runtime/index.js";

export function bilinear(src: Float32Array, sw: tack.i32, sh: tack.i32, dst: Float32Array, dw: tack.i32, dh: tack.i32) {
  for (const [y, x] of tack.grid(dh, dw)) {
    const pos = [(x + 0.5) * (sw / dw) - 0.5, (y + 0.5) * (sh / dh) - 0.5];
    const [fx0, fy0] = [Math.floor(pos[0]), Math.floor(pos[1])];
    const [ax, ay] = [pos[0] - fx0, pos[1] - fy0];
    const x0 = Math.min(Math.max(fx0, 0), sw - 1), x1 = Math.min(Math.max(fx0 + 1, 0), sw - 1);
    const y0 = Math.min(Math.max(fy0, 0), sh - 1), y1 = Math.min(Math.max(fy0 + 1, 0), sh - 1);
    const top = src[y0 * sw + x0] * (1 - ax) + src[y0 * sw + x1] * ax;
    const bottom = src[y1 * sw + x0] * (1 - ax) + src[y1 * sw + x1] * ax;
    dst[y * dw + x] = top * (1 - ay) + bottom * ay;
  }
}
