/**
 * The ten dtypes (DESIGN.md §2) and their TypedArray counterparts. Each dtype is also a
 * function: called on a value it returns a `Scalar` of that dtype, which is both an argument
 * wrapper (`saxpy(x, y, out, tack.f64(0.5))` forces an f64 scalar) and, inside a kernel run as
 * plain JavaScript, a cast that converts as a TypedArray store does (`i32(2.7)` is 2). A
 * Scalar behaves as its converted value in arithmetic through `valueOf`. i64/u64 values are
 * bigints, as BigInt64Array elements are.
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

/** The TypedArray type of each dtype. */
export interface TypedArrayOf {
  i8: Int8Array;
  u8: Uint8Array;
  i16: Int16Array;
  u16: Uint16Array;
  i32: Int32Array;
  u32: Uint32Array;
  i64: BigInt64Array;
  u64: BigUint64Array;
  f32: Float32Array;
  f64: Float64Array;
}

/** The element type of each dtype as JS sees it. */
export type ElementOf<D extends DtypeName> = D extends "i64" | "u64" ? bigint : number;

type TypedArrayConstructor = {
  new (length: number): TypedArray;
  new (buffer: ArrayBufferLike, byteOffset?: number, length?: number): TypedArray;
  readonly BYTES_PER_ELEMENT: number;
};

export const TYPED_ARRAY_OF: Record<DtypeName, TypedArrayConstructor> = {
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

// ---- internal-slot readers, captured once ------------------------------------------------

const TYPED_ARRAY_PROTO = Object.getPrototypeOf(Int8Array.prototype) as object;

function protoGetter(key: string | symbol): (this: unknown) => unknown {
  const d = Object.getOwnPropertyDescriptor(TYPED_ARRAY_PROTO, key);
  if (d?.get === undefined) throw new Error(`%TypedArray%.prototype has no ${String(key)} getter`);
  return d.get;
}

export const TA_LENGTH = protoGetter("length") as (this: unknown) => number;
const TA_BYTE_LENGTH = protoGetter("byteLength") as (this: unknown) => number;
const TA_BYTE_OFFSET = protoGetter("byteOffset") as (this: unknown) => number;
const TA_BUFFER = protoGetter("buffer") as (this: unknown) => ArrayBufferLike;
const TA_TAG = protoGetter(Symbol.toStringTag) as (this: unknown) => string | undefined;
/** `%TypedArray%.prototype.at` validates its receiver: it throws on a detached or out-of-bounds view. */
const TA_AT = (TYPED_ARRAY_PROTO as { at: (this: unknown, i: number) => unknown }).at;
const AB_SLICE = ArrayBuffer.prototype.slice;
/** `ArrayBuffer.prototype.resizable`'s getter (absent where resizable buffers don't exist). */
const AB_RESIZABLE = Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "resizable")?.get as ((this: unknown) => boolean) | undefined;

/**
 * Whether a TypedArray's memory may shrink under a kernel running on another thread: its
 * buffer is a resizable (non-shared) ArrayBuffer. Shrinking one decommits the pages cut off,
 * so a kernel still writing them would crash the process. A growable SharedArrayBuffer only
 * grows. Read from internal slots, never from own properties.
 */
export function mayShrink(a: unknown): boolean {
  if (AB_RESIZABLE === undefined) return false;
  const buffer = TA_BUFFER.call(a);
  return !(buffer instanceof SharedArrayBuffer) && AB_RESIZABLE.call(buffer);
}

/**
 * The TypedArray type of `v` from its internal slot ("Float32Array", "Uint8ClampedArray"; a
 * Buffer is a "Uint8Array"), or undefined when `v` is not a TypedArray (DataViews, proxies,
 * objects that only look like one).
 */
export function typedArrayName(v: unknown): string | undefined {
  return TA_TAG.call(v);
}

/** Elements of a TypedArray, from its internal slot: 0 when detached or out of bounds. */
export function taLength(a: unknown): number {
  return TA_LENGTH.call(a);
}

export function taByteLength(a: unknown): number {
  return TA_BYTE_LENGTH.call(a);
}

export function taByteOffset(a: unknown): number {
  return TA_BYTE_OFFSET.call(a);
}

export function taBuffer(a: unknown): ArrayBufferLike {
  return TA_BUFFER.call(a);
}

/**
 * Why a TypedArray's memory cannot be used, or null: its ArrayBuffer was detached
 * (transferred), or it is a fixed-length view that a shrunk resizable ArrayBuffer no longer
 * holds. Only a view whose length reads 0 can be either, so the common case costs one read.
 */
export function unusableReason(a: unknown): string | null {
  if (taLength(a) !== 0) return null;
  try {
    TA_AT.call(a, 0);
    return null;
  } catch {
    const buffer = taBuffer(a);
    if (buffer instanceof SharedArrayBuffer) return null;
    try {
      AB_SLICE.call(buffer, 0, 0);
    } catch {
      return "its ArrayBuffer was detached (transferred)";
    }
    return "it lies outside its resizable ArrayBuffer, which was shrunk";
  }
}

/** A value as messages show it: `5`, `"x"`, `null`, `a Float32Array`, `an object (Foo)`; never long. */
export function describeValue(v: unknown): string {
  if (v === null) return "null";
  switch (typeof v) {
    case "undefined": return "undefined";
    case "string": return v.length > 40 ? `a string of ${v.length} characters` : JSON.stringify(v);
    case "number": case "boolean": return String(v);
    case "bigint": return `${v}n`;
    case "symbol": return "a symbol";
    case "function": return "a function";
  }
  if (Array.isArray(v)) return "an Array";
  const tag = typedArrayName(v);
  if (tag !== undefined) return `a ${tag}`;
  let ctor: string | undefined;
  try {
    const c = (v as { constructor?: { name?: unknown } }).constructor;
    ctor = typeof c?.name === "string" && /^[\w$]{1,40}$/.test(c.name) ? c.name : undefined;
  } catch {
    ctor = undefined;
  }
  return ctor && ctor !== "Object" ? `an object (${ctor})` : "an object";
}

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
  return Object.hasOwn(BY_NAME, name) ? BY_NAME[name] : undefined;
}

/** The dtype of a TypedArray instance (from its internal slot), or undefined for anything else. */
export function dtypeOfTypedArray(a: unknown): DtypeName | undefined {
  const name = TA_TAG.call(a);
  return name === undefined ? undefined : BY_NAME[name];
}

export function isDtypeName(s: unknown): s is DtypeName {
  return typeof s === "string" && (DTYPE_NAMES as readonly string[]).includes(s);
}

// ---- conversions, as TypedArray stores do -------------------------------------------------

const scratch: Record<DtypeName, TypedArray> = {
  i8: new Int8Array(1),
  u8: new Uint8Array(1),
  i16: new Int16Array(1),
  u16: new Uint16Array(1),
  i32: new Int32Array(1),
  u32: new Uint32Array(1),
  i64: new BigInt64Array(1),
  u64: new BigUint64Array(1),
  f32: new Float32Array(1),
  f64: new Float64Array(1),
};

const INT_BITS: Partial<Record<DtypeName, number>> = { i8: 8, u8: 8, i16: 16, u16: 16, i32: 32, u32: 32 };

/** Converts a value the way storing it into a TypedArray of `dtype` does. */
export function convert(dtype: DtypeName, value: number | bigint | boolean): number | bigint {
  const v = typeof value === "boolean" ? Number(value) : value;
  const bits = INT_BITS[dtype];
  if (typeof v === "bigint" && bits !== undefined) {
    // integer to narrower integer wraps, exactly (Number(v) would round past 2^53 first)
    return Number(dtype[0] === "u" ? BigInt.asUintN(bits, v) : BigInt.asIntN(bits, v));
  }
  if (dtype === "i64" || dtype === "u64") {
    let b: bigint;
    if (typeof v === "bigint") b = v;
    else if (!Number.isFinite(v)) b = 0n;
    else b = BigInt(Math.trunc(v));
    return dtype === "i64" ? BigInt.asIntN(64, b) : BigInt.asUintN(64, b);
  }
  const s = scratch[dtype] as Float64Array;
  s[0] = typeof v === "bigint" ? Number(v) : v;
  return s[0];
}

const clampedScratch = new Uint8ClampedArray(1);

/** Converts a value as storing it into a Uint8ClampedArray does: clamp to 0..255, round half to even. */
export function convertClamped(value: number | bigint | boolean): number {
  clampedScratch[0] = typeof value === "number" ? value : Number(value);
  return clampedScratch[0];
}

// ---- Dtype objects and scalars ---------------------------------------------------------------

/** A value tagged with a dtype: an argument wrapper and, in plain JS, a converted value. */
export class Scalar<D extends DtypeName = DtypeName> {
  readonly dtype: D;
  readonly value: ElementOf<D>;
  /** The brand `instanceof Scalar` checks (a launch reads `value` and `dtype` of branded, frozen scalars only). */
  readonly #brand = true;
  constructor(dtype: D, value: number | bigint | boolean) {
    if (!isDtypeName(dtype)) throw new TypeError(`new tack.Scalar(): ${typeof dtype === "string" ? JSON.stringify(dtype) : typeof dtype} is not a dtype`);
    if (typeof value !== "number" && typeof value !== "bigint" && typeof value !== "boolean") {
      throw new TypeError(`a ${dtype} scalar takes a number, a bigint or a boolean, not ${value === null ? "null" : typeof value}`);
    }
    this.dtype = dtype;
    this.value = convert(dtype, value) as ElementOf<D>;
    Object.freeze(this);
  }

  /** @internal The brand check behind `instanceof Scalar`. */
  static isScalar(v: unknown): v is Scalar {
    return typeof v === "object" && v !== null && #brand in v;
  }
  valueOf(): ElementOf<D> {
    return this.value;
  }
  /** The value's own text, so a Scalar used as a property key indexes like its value. */
  toString(): string {
    return String(this.value);
  }
}

export const isScalar: (v: unknown) => v is Scalar = Scalar.isScalar;
Object.defineProperty(Scalar, Symbol.hasInstance, { value: isScalar, writable: false, enumerable: false, configurable: false });

/**
 * Nonzero while a kernel runs as plain JavaScript: casts then return the converted primitive
 * itself (so `tack.i32(0)` is falsy and `x[tack.i32(1)]` indexes), as the compiled kernel does.
 */
let plainDepth = 0;

export function enterPlain(): void {
  plainDepth++;
}

export function leavePlain(): void {
  plainDepth--;
}

export interface Dtype<D extends DtypeName = DtypeName> {
  /**
   * A cast inside kernels (`i32(x)`), and outside them a scalar argument of this dtype
   * (`tack.f64(0.5)`): a Scalar, which behaves as its value. Typed as the value, so kernel
   * code such as `out[i] = tack.i32(v)` type-checks.
   */
  (value: number | bigint | boolean | Scalar): ElementOf<D>;
  readonly dtypeName: D;
  /** Bytes per element. */
  readonly itemSize: number;
  readonly isFloat: boolean;
  readonly isSigned: boolean;
  readonly TypedArray: TypedArrayConstructor;
  toString(): string;
}

function makeDtype<D extends DtypeName>(name: D): Dtype<D> {
  const fn = (value: number | bigint | boolean | Scalar) => {
    const v = value instanceof Scalar ? value.value : value;
    return plainDepth > 0 ? convert(name, v) : new Scalar(name, v);
  };
  Object.defineProperty(fn, "name", { value: name });
  const ctor = TYPED_ARRAY_OF[name];
  return Object.assign(fn, {
    dtypeName: name,
    itemSize: ctor.BYTES_PER_ELEMENT,
    isFloat: name === "f32" || name === "f64",
    isSigned: name[0] !== "u",
    TypedArray: ctor,
    toString: () => `tack.${name}`,
  }) as unknown as Dtype<D>;
}

export const i8 = makeDtype("i8");
export const u8 = makeDtype("u8");
export const i16 = makeDtype("i16");
export const u16 = makeDtype("u16");
export const i32 = makeDtype("i32");
export const u32 = makeDtype("u32");
export const i64 = makeDtype("i64");
export const u64 = makeDtype("u64");
export const f32 = makeDtype("f32");
export const f64 = makeDtype("f64");

export const DTYPES: Record<DtypeName, Dtype> = { i8, u8, i16, u16, i32, u32, i64, u64, f32, f64 };

/** A dtype given as a Dtype object or its name. */
export type DtypeLike = Dtype | DtypeName;

export function dtypeName(d: DtypeLike | undefined, fallback: DtypeName = "f32"): DtypeName {
  if (d === undefined) return fallback;
  if (typeof d === "string") {
    if (isDtypeName(d)) return d;
  } else if (typeof d === "function" && isDtypeName((d as Dtype).dtypeName)) {
    return (d as Dtype).dtypeName;
  }
  throw new TypeError(`${String(d)} is not a dtype; use tack.i8 ... tack.f64 or their names ("f32")`);
}
