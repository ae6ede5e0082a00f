/**
 * Port of three.js's `Color.setHSL` with its `hue2rgb` helper (mrdoob/three.js,
 * `src/math/Color.js`): HSL to RGB, the color a struct value.
 */
import * as tack from "../../runtime/index.js";

export function hsl2rgb(hsl: Float32Array, rgb: Float32Array) {
  function hue2rgb(p: number, q: number, t: number) {
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * 6 * (2 / 3 - t);
    return p;
  }
  function setHSL(h: number, s: number, l: number) {
    if (s === 0) return { r: l, g: l, b: l };
    const p = l <= 0.5 ? l * (1 + s) : l + s - l * s;
    const q = 2 * l - p;
    return { r: hue2rgb(q, p, h + 1 / 3), g: hue2rgb(q, p, h), b: hue2rgb(q, p, h - 1 / 3) };
  }
  for (const i of tack.range(Math.floor(hsl.length / 3))) {
    const { r, g, b } = setHSL(hsl[3 * i], hsl[3 * i + 1], hsl[3 * i + 2]);
    rgb[3 * i] = r;
    rgb[3 * i + 1] = g;
    rgb[3 * i + 2] = b;
  }
}
