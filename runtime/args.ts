/**
 * Reading kernel arguments the same way on every backend: an array argument's length and
 * dimensions (for loop bounds and hidden length parameters) and a scalar's value. Storage is
 * the backend's business (a host backend reads it in its own module).
 */
import { TackArray } from "./array.js";
import { Scalar, type TypedArray } from "./dtypes.js";
import { Texture3D } from "./texture.js";

/** Elements of an array argument (a tack.Array, a TypedArray, or a texture's texels). */
export function lengthOf(a: unknown): number {
  if (a instanceof TackArray) return a.size;
  if (a instanceof Texture3D) return a.storage.size;
  return (a as TypedArray).length;
}

/** `shape[d]` of an array argument; 1 past its rank (a TypedArray has rank 1). */
export function dimOf(a: unknown, d: number): number {
  if (a instanceof TackArray) return d < a.shape.length ? a.shape[d] : 1;
  return d === 0 ? (a as TypedArray).length : 1;
}

/** A scalar argument's value: a dtype scalar's, or a boolean as 0/1. */
export function scalarValue(v: unknown): number | bigint {
  if (v instanceof Scalar) return v.value as number | bigint;
  if (typeof v === "boolean") return v ? 1 : 0;
  return v as number | bigint;
}
