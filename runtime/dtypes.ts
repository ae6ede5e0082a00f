/**
 * The ten dtypes (DESIGN.md §2) and their TypedArray counterparts. i64/u64 elements surface
 * as bigint, as BigInt64Array does.
 */

export const DTYPE_NAMES = ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64"] as const;
export type DtypeName = (typeof DTYPE_NAMES)[number];

export type TypedArray =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | BigInt64Array
  | BigUint64Array
  | Float32Array
  | Float64Array;

export const TYPED_ARRAY_OF: Record<DtypeName, { new (n: number | ArrayBufferLike, offset?: number, length?: number): TypedArray; BYTES_PER_ELEMENT: number }> = {
  i8: Int8Array,
  u8: Uint8Array,
  i16: Int16Array,
  u16: Uint16Array,
  i32: Int32Array,
  u32: Uint32Array,
  i64: BigInt64Array,
  u64: BigUint64Array,
  f32: Float32Array,
  f64: Float64Array,
};

const BY_NAME: Record<string, DtypeName> = {
  Int8Array: "i8",
  Uint8Array: "u8",
  Uint8ClampedArray: "u8",
  Int16Array: "i16",
  Uint16Array: "u16",
  Int32Array: "i32",
  Uint32Array: "u32",
  BigInt64Array: "i64",
  BigUint64Array: "u64",
  Float32Array: "f32",
  Float64Array: "f64",
};

export function dtypeOfTypedArrayName(name: string): DtypeName | undefined {
  return BY_NAME[name];
}

/** The dtype of a TypedArray instance (by its constructor), or undefined for anything else. */
export function dtypeOfTypedArray(a: unknown): DtypeName | undefined {
  if (!ArrayBuffer.isView(a) || a instanceof DataView) return undefined;
  return BY_NAME[(a as TypedArray)[Symbol.toStringTag]];
}
