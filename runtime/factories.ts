/**
 * Array factories (DESIGN.md §2): `empty zeros ones full array fromTypedArray`, each on the
 * default device unless `{ device }` says otherwise.
 */
import { normalizeShape, TackArray, type Shape } from "./array.js";
import { checkVecWidth, isVecType, type VecType } from "./vectors.js";
import { device as deviceOf, getDefaultDevice, type Device } from "./devices.js";
import { quote } from "./request.js";
import {
  describeValue, dtypeName, dtypeOfTypedArray, taLength, typedArrayName, unusableReason, type DtypeLike, type DtypeName, type TypedArray, TYPED_ARRAY_OF 
} from "./dtypes.js";

export interface ArrayOptions {
  device?: Device | string;
}

function target(options?: ArrayOptions): Device {
  if (options !== undefined && (typeof options !== "object" || options === null)) {
    throw new TypeError(`array options are an object ({ device, ... }), not ${describeValue(options)}`);
  }
  return options?.device === undefined ? getDefaultDevice() : deviceOf(options.device);
}

/** The options each factory takes: a misspelt one (`{ dtyp: "f64" }`) is refused, not left to the defaults. */
const DEVICE_ONLY = ["device"] as const;
const ARRAY_OPTIONS = ["device", "dtype", "shape"] as const;
const WRAP_OPTIONS = ["device", "shape", "writable", "vec"] as const;
const POINTER_OPTIONS = ["device", "writable"] as const;

/** `options` holds only keys of `known` (an object that is not a record is left to the factory's own check). */
function checkOptionNames(fn: string, options: unknown, known: readonly string[]): void {
  if (typeof options !== "object" || options === null) return;
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) throw new RangeError(`${fn}() has no option ${quote(key)}; its options are ${known.join(", ")}`);
  }
}

/** An element type: a dtype, or a vector type (`tack.vec3f`: `n` vectors, shape [n, 3]). */
export type ElementLike<D extends DtypeName> = (DtypeLike & { dtypeName?: D }) | VecType;

/**
 * A new array whose contents are unspecified (on the CPU, zeros). With a vector type,
 * `empty(n, tack.vec3f)`, it holds n vectors (shape [n, 3], interleaved).
 */
export function empty<D extends DtypeName = "f32">(shape: number | Shape, dtype?: ElementLike<D>, options?: ArrayOptions): TackArray<D> {
  checkOptionNames("empty", options, DEVICE_ONLY);
  return allocate(shape, dtype, options);
}

function allocate<D extends DtypeName>(shape: number | Shape, dtype?: ElementLike<D>, options?: ArrayOptions): TackArray<D> {
  if (isVecType(dtype)) {
    const s = normalizeShape(shape);
    if (s.length !== 1) throw new RangeError(`an array of ${dtype.name} takes its number of vectors as the shape (n or [n]), not [${s.join(", ")}]`);
    return target(options).backend.allocate(dtype.dtype, [s[0], dtype.width]).asVectors(dtype.width) as TackArray<D>;
  }
  return target(options).backend.allocate(dtypeName(dtype as DtypeLike | undefined) as D, normalizeShape(shape));
}

export function zeros<D extends DtypeName = "f32">(shape: number | Shape, dtype?: ElementLike<D>, options?: ArrayOptions): TackArray<D> {
  checkOptionNames("zeros", options, DEVICE_ONLY);
  return allocate(shape, dtype, options).fill(0);
}

export function ones<D extends DtypeName = "f32">(shape: number | Shape, dtype?: ElementLike<D>, options?: ArrayOptions): TackArray<D> {
  checkOptionNames("ones", options, DEVICE_ONLY);
  return allocate(shape, dtype, options).fill(1);
}

export function full<D extends DtypeName = "f32">(
  shape: number | Shape,
  value: number | bigint | boolean,
  dtype?: ElementLike<D>,
  options?: ArrayOptions,
): TackArray<D> {
  checkOptionNames("full", options, DEVICE_ONLY);
  return allocate(shape, dtype, options).fill(value);
}

/**
 * A new array holding a copy of `values` (a TypedArray or numbers). The dtype defaults to the
 * TypedArray's, or f32 for plain numbers; `shape` defaults to one dimension. A copy of a
 * Uint8ClampedArray keeps clamping its stores.
 */
/** Nested JS arrays `[[1, 2], [3, 4]]` (rank 2 or 3, rectangular): their row-major values and shape. */
function flattenNested(values: readonly unknown[]): { flat: (number | bigint)[]; shape: number[] } {
  const shape: number[] = [];
  for (let v: unknown = values; Array.isArray(v); v = v[0]) shape.push(v.length);
  if (shape.length > 3) throw new RangeError(`array(): nested arrays of rank ${shape.length}; kernels take arrays of rank 1 to 3`);
  const flat: (number | bigint)[] = [];
  const walk = (v: unknown, d: number, at: string): void => {
    if (d === shape.length) {
      if (typeof v !== "number" && typeof v !== "bigint") throw new TypeError(`array(): element ${at} is ${describeValue(v)}, not a number`);
      flat.push(v);
      return;
    }
    if (!Array.isArray(v) || v.length !== shape[d]) {
      throw new RangeError(`array(): nested arrays must be rectangular: ${at || "the value"} should hold ${shape[d]} elements (shape [${shape.join(", ")}])`);
    }
    for (let i = 0; i < v.length; i++) walk(v[i], d + 1, `${at}[${i}]`);
  };
  walk(values, 0, "");
  return { flat, shape };
}

export function array<D extends DtypeName = DtypeName>(
  values: TypedArray | ArrayLike<number | bigint> | readonly (readonly unknown[])[],
  options: ArrayOptions & { dtype?: DtypeLike | VecType; shape?: Shape } = {},
): TackArray<D> {
  checkOptionNames("array", options, ARRAY_OPTIONS);
  if (typeof options === "object" && options !== null && isVecType(options.dtype)) {
    // vectors: [[x, y, z], ...] or interleaved numbers, copied into an array of vectors
    const v = options.dtype;
    const flat = Array.isArray(values) && values.length > 0 && Array.isArray(values[0]) ? (values as unknown[][]).flat() : values;
    const a = array(flat as ArrayLike<number>, { device: options.device, dtype: v.dtype });
    return a.asVectors(v.width) as TackArray<D>;
  }
  if (Array.isArray(values) && values.length > 0 && Array.isArray(values[0])) {
    // nested JS arrays: a shaped array, indexed a[i][j] in kernels
    const { flat, shape } = flattenNested(values);
    return array(flat, { ...options, shape: options.shape ?? shape });
  }
  const isTyped = typedArrayName(values) !== undefined;
  const n: unknown = isTyped ? taLength(values) : typeof values === "object" && values !== null ? (values as ArrayLike<number>).length : undefined;
  if (!Number.isSafeInteger(n) || (n as number) < 0) {
    throw new TypeError(`array() takes a TypedArray or an array of numbers, not ${describeValue(values)}`);
  }
  if (typeof options !== "object" || options === null) throw new TypeError(`array() options are an object, not ${describeValue(options)}`);
  const d = options.dtype !== undefined ? dtypeName(options.dtype as DtypeLike) : (dtypeOfTypedArray(values) ?? "f32");
  const shape = normalizeShape(options.shape ?? [n as number]);
  const clamped = options.dtype === undefined && typedArrayName(values) === "Uint8ClampedArray";
  const a = target(options).backend.allocate(d, shape, { clamped });
  return a.copyFrom(values as TypedArray | ArrayLike<number | bigint>) as TackArray<D>;
}

/**
 * Wraps a TypedArray without copying (CPU); its dtype is the TypedArray's. With
 * `writable: false` kernels that may write the array refuse it.
 */
export function fromTypedArray<T extends TypedArray>(data: T, options: ArrayOptions & { shape?: Shape; writable?: boolean; vec?: number } = {}): TackArray {
  const d = dtypeOfTypedArray(data);
  if (d === undefined) throw new TypeError(`fromTypedArray() takes a TypedArray (Float32Array, Int32Array, ...), not ${describeValue(data)}`);
  if (typeof options !== "object" || options === null) throw new TypeError(`fromTypedArray() options are an object, not ${describeValue(options)}`);
  checkOptionNames("fromTypedArray", options, WRAP_OPTIONS);
  if (options.vec !== undefined) {
    // interleaved vectors x0 y0 z0 x1 ...: the same storage, shape [n, vec]
    const w = checkVecWidth("fromTypedArray()", options.vec);
    if (d !== "f32" && d !== "i32" && d !== "f64") {
      throw new TypeError(`fromTypedArray(): vectors have f32, i32 or f64 lanes (Float32Array, Int32Array, Float64Array), not a ${typedArrayName(data)}`);
    }
    if (options.shape !== undefined) throw new TypeError("fromTypedArray(): give vec or shape, not both (an array of vectors has shape [n, vec])");
    const n = taLength(data);
    if (n % w !== 0) {
      throw new RangeError(`fromTypedArray(): the ${typedArrayName(data)} has ${n} elements, not a whole number of vectors of ${w} (${n} % ${w} = ${n % w})`);
    }
    return fromTypedArray(data, { device: options.device, writable: options.writable }).asVectors(w);
  }
  const why = unusableReason(data);
  if (why !== null) throw new RangeError(`fromTypedArray(): the ${typedArrayName(data)} cannot be wrapped: ${why}`);
  const length = taLength(data);
  const shape = normalizeShape(options.shape ?? [length]);
  let size = 1;
  for (const s of shape) size *= s;
  if (size !== length) throw new RangeError(`shape [${shape.join(", ")}] holds ${size} elements but the TypedArray has ${length}`);
  if (options.writable !== undefined && typeof options.writable !== "boolean") {
    throw new TypeError(`fromTypedArray(): writable is a boolean, not ${describeValue(options.writable)}`);
  }
  const backend = target(options).backend;
  backend.checkDtype(d);
  const a = backend.wrapTypedArray(data, d, shape);
  return options.writable === false ? new TackArray(backend, a.buffer, d, shape, false) : a;
}

/** Copies `src` into `dst` (same size; converted to dst's dtype). */
export function copyto(dst: TackArray, src: TackArray | TypedArray | ArrayLike<number | bigint>): void {
  const values = src instanceof TackArray ? src.toTypedArray() : src;
  if (src instanceof TackArray && dst.dtype !== src.dtype) {
    const tmp = new TYPED_ARRAY_OF[dst.dtype](values.length);
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      (tmp as Float64Array)[i] = (typeof v === "bigint" && !(tmp instanceof BigInt64Array || tmp instanceof BigUint64Array) ? Number(v) : v) as number;
    }
    dst.copyFrom(tmp);
    return;
  }
  dst.copyFrom(values);
}

/** A pointer argument as a 64-bit address, or a TypeError. */
function addressOf(fn: string, ptr: unknown): bigint {
  if (typeof ptr === "bigint" && ptr >= 0n && ptr < 1n << 64n) return ptr;
  if (typeof ptr === "number" && Number.isSafeInteger(ptr) && ptr >= 0) return BigInt(ptr);
  throw new TypeError(`${fn}(): the pointer is an address (a bigint or a nonnegative safe integer), not ${describeValue(ptr)}`);
}

/** Which memory `ptr` is in as the device's driver says: "cuda", "cuda_pinned", "cuda_managed", or "cpu". */
export function memorySpace(ptr: bigint | number, options?: ArrayOptions): string {
  checkOptionNames("memorySpace", options, DEVICE_ONLY);
  return target(options).backend.memorySpace(addressOf("memorySpace", ptr));
}

/**
 * An array over device memory another library owns (no copy; Tack never frees it). The
 * pointer must be in one of the device's memory spaces (CUDA: device, pinned or managed
 * memory), which the driver is asked. Read-only unless `writable: true`.
 */
export function arrayFromPtr(
  ptr: bigint | number,
  dtype: DtypeLike,
  shape: number | Shape,
  options: ArrayOptions & { writable?: boolean } = {},
): TackArray {
  const address = addressOf("arrayFromPtr", ptr);
  if (typeof options !== "object" || options === null) throw new TypeError(`arrayFromPtr() options are an object, not ${describeValue(options)}`);
  checkOptionNames("arrayFromPtr", options, POINTER_OPTIONS);
  if (options.writable !== undefined && typeof options.writable !== "boolean") {
    throw new TypeError(`arrayFromPtr(): writable is a boolean, not ${describeValue(options.writable)}`);
  }
  const d = dtypeName(dtype);
  const s = normalizeShape(shape);
  const backend = target(options).backend;
  backend.checkDtype(d);
  const spaces = backend.deviceMemorySpaces;
  if (spaces.size > 0) {
    const space = backend.memorySpace(address);
    if (!spaces.has(space)) {
      throw new RangeError(
        `arrayFromPtr(): the pointer is in '${space}' memory but the device is ${backend.label}; arrayFromPtr() requires memory of the device (${[...spaces].join(", ")}). ` +
          "Copy host memory with tack.array() instead",
      );
    }
  }
  return backend.wrapPointer(address, d, s, options.writable === true);
}
