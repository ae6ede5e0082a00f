/**
 * Port of the Sobel edge filter (OpenCV's 3x3 `Sobel` kernels, as in its tutorial
 * "Sobel Derivatives"): gradient magnitude of the interior, the two 3x3 kernels as constant
 * tables indexed by the tap.
 */
import * as tack from "../../runtime/index.js";

export function sobel(img: Float32Array, out: Float32Array, w: tack.i32, h: tack.i32) {
  const GX = [-1, 0, 1, -2, 0, 2, -1, 0, 1];
  const GY = [-1, -2, -1, 0, 0, 0, 1, 2, 1];
  for (const [y, x] of tack.grid(h - 2, w - 2)) {
    let gx = 0, gy = 0;
    for (let k = 0; k < 9; k++) {
      const v = img[(y + Math.trunc(k / 3)) * w + x + (k % 3)];
      gx += GX[k] * v;
      gy += GY[k] * v;
    }
    out[(y + 1) * w + x + 1] = Math.sqrt(gx * gx + gy * gy);
  }
}
