/**
 * Port of Inigo Quilez's cosine color palette (iquilezles.org "palettes",
 * `pal(t, a, b, c, d) = a + b * cos(6.28318 * (c * t + d))`), one color per value.
 */
import * as tack from "../../runtime/index.js";

export function palette(t: Float32Array, rgb: Float32Array) {
  function pal(x: number, a: number[], b: number[], c: number[], d: number[]) {
    return [
      a[0] + b[0] * Math.cos(6.28318 * (c[0] * x + d[0])),
      a[1] + b[1] * Math.cos(6.28318 * (c[1] * x + d[1])),
      a[2] + b[2] * Math.cos(6.28318 * (c[2] * x + d[2])),
    ];
  }
  for (const i of tack.range(t.length)) {
    const col = pal(t[i], [0.5, 0.5, 0.5], [0.5, 0.5, 0.5], [1, 1, 1], [0, 0.33, 0.67]);
    rgb[3 * i] = col[0];
    rgb[3 * i + 1] = col[1];
    rgb[3 * i + 2] = col[2];
  }
}
