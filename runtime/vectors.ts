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

// ---- arrays of vectors ------------------------------------------------------------------------

/**
 * A vector element type: `tack.vec3f` (three f32 lanes), `tack.vec2i` (two i32), `tack.vec4d`
 * (four f64). An array of them (`tack.zeros(n, tack.vec3f)`, `tack.fromTypedArray(f32, { vec: 3 })`)
 * is a tack.Array of shape [n, width] over interleaved storage (x0 y0 z0 x1 y1 z1 ...), whose
 * element `pos[i]` in a kernel is a vector.
 */
export interface VecType {
  readonly kind: "vector";
  readonly name: string;
  readonly dtype: "f32" | "i32" | "f64";
  readonly width: 2 | 3 | 4;
}

function vecType(dtype: VecType["dtype"], width: VecType["width"]): VecType {
  const suffix = dtype === "f32" ? "f" : dtype === "i32" ? "i" : "d";
  return Object.freeze({ kind: "vector", name: `vec${width}${suffix}`, dtype, width });
}

export const vec2f = vecType("f32", 2);
export const vec3f = vecType("f32", 3);
export const vec4f = vecType("f32", 4);
export const vec2i = vecType("i32", 2);
export const vec3i = vecType("i32", 3);
export const vec4i = vecType("i32", 4);
export const vec2d = vecType("f64", 2);
export const vec3d = vecType("f64", 3);
export const vec4d = vecType("f64", 4);

/**
 * The element of an array of vectors as a kernel reads it (and the plain run's view of it):
 * `p[0]`, `p.x` ... `p.w` (the width's first), `p.length`, iterable. For TypeScript annotations
 * of kernel parameters, `pos: tack.vec3f[]` (the compiler reads that spelling as an array of
 * vec3f); a whole store `pos[i] = tack.vec3.add(a, b)` may need a cast in TypeScript.
 */
export interface VecElement extends Iterable<number> {
  [k: number]: number;
  x: number;
  y: number;
  z: number;
  w: number;
  readonly length: number;
}
export type vec2f = VecElement;
export type vec3f = VecElement;
export type vec4f = VecElement;
export type vec2i = VecElement;
export type vec3i = VecElement;
export type vec4i = VecElement;
export type vec2d = VecElement;
export type vec3d = VecElement;
export type vec4d = VecElement;

const VEC_TYPES: readonly VecType[] = [vec2f, vec3f, vec4f, vec2i, vec3i, vec4i, vec2d, vec3d, vec4d];

export function isVecType(v: unknown): v is VecType {
  return VEC_TYPES.includes(v as VecType);
}

/** A vector width option (`{ vec: 3 }`): 2, 3 or 4, else a RangeError naming `what`. */
export function checkVecWidth(what: string, w: unknown): 2 | 3 | 4 {
  if (w === 2 || w === 3 || w === 4) return w;
  throw new RangeError(`${what}: vec is the vector width, 2, 3 or 4, not ${String(w)}`);
}

type Lanes = { [k: number]: number };

/**
 * The plain run's `pos[i]`: a live view of element i (components k at `W * i + k` of the
 * storage), read and written by index (`p[0]`), by name (`p.x p.y p.z p.w`), iterated
 * (`const [x, y, z] = p`), with `length` W. A kernel compiles it the same way: a name bound to
 * `pos[i]` reads and writes the array (compiler/lower/aggregates.ts).
 */
class VecView {
  constructor(readonly data: Lanes, readonly offset: number, readonly length: number) {}
  *[Symbol.iterator](): IterableIterator<number> {
    for (let k = 0; k < this.length; k++) yield this.data[this.offset + k];
  }
}

const NAMES = ["x", "y", "z", "w"];
for (let k = 0; k < 4; k++) {
  const lane = {
    get(this: VecView): number | undefined {
      return k < this.length ? this.data[this.offset + k] : undefined;
    },
    set(this: VecView, v: number): void {
      if (k < this.length) this.data[this.offset + k] = v;
    },
  };
  Object.defineProperty(VecView.prototype, k, lane);
  Object.defineProperty(VecView.prototype, NAMES[k], lane);
}

/**
 * The plain run's array of vectors: `pos[i]` a VecView, `pos[i] = v` stores v's components,
 * `pos.length` the number of vectors, `pos.shape` [n, W]. A Proxy over the interleaved storage.
 */
export function vectorArrayView(data: Lanes & { length: number }, width: number, shape: readonly number[]): unknown {
  const n = Math.floor(data.length / width);
  const index = (p: string | symbol): number => {
    if (typeof p !== "string") return -1;
    const i = Number(p);
    return Number.isInteger(i) && String(i) === p && i >= 0 ? i : -1;
  };
  return new Proxy(data, {
    get(target, p) {
      const i = index(p);
      if (i >= 0) return i < n ? new VecView(target, i * width, width) : undefined;
      if (p === "length") return n;
      if (p === "shape") return shape;
      return Reflect.get(target, p);
    },
    set(target, p, v) {
      const i = index(p);
      if (i < 0) return Reflect.set(target, p, v);
      if (i >= n) return true; // JS drops a TypedArray store past the end
      const src = v as ArrayLike<number>;
      if (src === null || typeof src !== "object" || src.length !== width) {
        throw new TypeError(`an array of vectors of ${width} stores vectors of ${width} components, not ${String(v)}`);
      }
      const vals = Array.from({ length: width }, (_, k) => src[k]); // read all first: v may view this element
      for (let k = 0; k < width; k++) target[i * width + k] = vals[k];
      return true;
    },
  });
}
