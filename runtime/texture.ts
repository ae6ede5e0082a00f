/**
 * `tack.texture3d(array, [w, h, d])`: a 3-D f32 texture sampled in kernels with
 * `tex.sample(u, v, w)` (DESIGN.md §3). Sampling is trilinear at normalized coordinates,
 * where 0 and 1 are the centers of the first and last texels, clamped to the edges.
 *
 * A texture is a snapshot (seeds: "Textures"): it copies its array when it is made and on
 * `update()`, and kernels read the copy, so writes to the array in between don't reach it.
 * The CPU samples in software over that private copy.
 */
import { TackArray } from "./array.js";

export class Texture3D {
  /** Width, height, depth: the array is indexed (z * h + y) * w + x. */
  readonly extents: readonly [number, number, number];
  readonly source: TackArray<"f32">;
  /** The private copy kernels sample. */
  readonly storage: TackArray<"f32">;
  /** The brand `instanceof Texture3D` checks; textures are frozen, so a launch reads fixed facts. */
  readonly #brand = true;

  constructor(source: TackArray<"f32">, extents: readonly [number, number, number]) {
    if (!(source instanceof TackArray) || source.dtype !== "f32") throw new TypeError("a texture samples an f32 tack.Array");
    const e = Object.freeze([extents[0], extents[1], extents[2]]) as readonly [number, number, number];
    if (e.some((x) => !Number.isInteger(x) || x < 1) || e[0] * e[1] * e[2] !== source.size) {
      throw new RangeError(`texture extents [${e.join(", ")}] do not hold the array's ${source.size} elements`);
    }
    this.source = source;
    this.extents = e;
    this.storage = source.backend.allocate("f32", [source.size]);
    Object.freeze(this);
    this.update();
  }

  /** @internal The brand check behind `instanceof Texture3D`. */
  static isTexture3D(v: unknown): v is Texture3D {
    return typeof v === "object" && v !== null && #brand in v;
  }

  /** Copies the array into the texture again. */
  update(): this {
    this.storage.copyFrom(this.source.toTypedArray());
    return this;
  }

  /** Trilinear sample at normalized (u, v, w), as the kernels compute it (plain-JS runs). */
  sample(u: number, v: number, w: number): number {
    const [W, H, D] = this.extents;
    const d = this.storage.toTypedArray();
    const axis = (c: number, n: number): [number, number, number] => {
      const x = Math.fround(Math.min(Math.max(Math.fround(c * (n - 1)), 0), n - 1));
      const i0 = Math.floor(x);
      return [i0, Math.min(i0 + 1, n - 1), Math.fround(x - i0)];
    };
    const [x0, x1, tx] = axis(u, W);
    const [y0, y1, ty] = axis(v, H);
    const [z0, z1, tz] = axis(w, D);
    const at = (x: number, y: number, z: number) => d[(z * H + y) * W + x];
    const lerp = (a: number, b: number, t: number) => Math.fround(a + Math.fround(Math.fround(b - a) * t));
    const c00 = lerp(at(x0, y0, z0), at(x1, y0, z0), tx);
    const c10 = lerp(at(x0, y1, z0), at(x1, y1, z0), tx);
    const c01 = lerp(at(x0, y0, z1), at(x1, y0, z1), tx);
    const c11 = lerp(at(x0, y1, z1), at(x1, y1, z1), tx);
    return lerp(lerp(c00, c10, ty), lerp(c01, c11, ty), tz);
  }
}

export const isTexture3D: (v: unknown) => v is Texture3D = Texture3D.isTexture3D;
Object.defineProperty(Texture3D, Symbol.hasInstance, { value: isTexture3D, writable: false, enumerable: false, configurable: false });

/** A texture over an f32 array whose size is w * h * d. */
export function texture3d(array: TackArray, extents: readonly [number, number, number]): Texture3D {
  if (!(array instanceof TackArray)) throw new TypeError("texture3d() takes a tack.Array (make one with tack.array(float32Array))");
  if (array.dtype !== "f32") {
    throw new TypeError(`texture3d() needs an f32 array (textures are single-channel 32-bit float images), not ${array.dtype}`);
  }
  if (!Array.isArray(extents) || extents.length !== 3 || extents.some((e) => !Number.isInteger(e) || e < 1)) {
    throw new RangeError(`texture3d() extents must be three positive integers [w, h, d], not [${extents.join(", ")}]`);
  }
  const n = extents[0] * extents[1] * extents[2];
  if (n !== array.size) throw new RangeError(`texture3d(): [${extents.join(", ")}] holds ${n} texels but the array has ${array.size} elements`);
  return new Texture3D(array as TackArray<"f32">, extents);
}
