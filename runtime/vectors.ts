/**
 * `tack.vec2`, `tack.vec3`, `tack.vec4`: small-vector helpers on plain arrays `[x, y, z]`.
 * These are the definitions the plain run uses; inside a kernel the compiler scalarizes each
 * call (compiler/lower/aggregates.ts) into the same arithmetic in the same order, so the
 * compiled result matches up to the float context and FMA contraction.
 */

/** A vector value: a plain array of numbers (a TypedArray works too). */
export type Vec = ArrayLike<number>;

function helpers(w: number) {
  const out = (f: (k: number) => number): number[] => {
    const r = new Array<number>(w);
    for (let k = 0; k < w; k++) r[k] = f(k);
    return r;
  };
  const dot = (a: Vec, b: Vec): number => {
    let s = a[0] * b[0];
    for (let k = 1; k < w; k++) s = s + a[k] * b[k];
    return s;
  };
  return {
    add: (a: Vec, b: Vec) => out((k) => a[k] + b[k]),
    sub: (a: Vec, b: Vec) => out((k) => a[k] - b[k]),
    mul: (a: Vec, b: Vec) => out((k) => a[k] * b[k]),
    scale: (a: Vec, s: number) => out((k) => a[k] * s),
    neg: (a: Vec) => out((k) => -a[k]),
    dot,
    length: (a: Vec) => Math.sqrt(dot(a, a)),
    distance: (a: Vec, b: Vec) => {
      let s = (a[0] - b[0]) * (a[0] - b[0]);
      for (let k = 1; k < w; k++) s = s + (a[k] - b[k]) * (a[k] - b[k]);
      return Math.sqrt(s);
    },
    normalize: (a: Vec) => {
      const len = Math.sqrt(dot(a, a));
      return out((k) => a[k] / len);
    },
    /** a + (b - a) * t */
    mix: (a: Vec, b: Vec, t: number) => out((k) => a[k] + (b[k] - a[k]) * t),
    /** Math.min(Math.max(a[k], lo), hi) */
    clamp: (a: Vec, lo: number, hi: number) => out((k) => Math.min(Math.max(a[k], lo), hi)),
  };
}

export const vec2 = Object.freeze(helpers(2));
export const vec4 = Object.freeze(helpers(4));
export const vec3 = Object.freeze({
  ...helpers(3),
  /** [a1 b2 - a2 b1, a2 b0 - a0 b2, a0 b1 - a1 b0] */
  cross: (a: Vec, b: Vec) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]],
});
