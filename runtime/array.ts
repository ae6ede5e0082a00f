/**
 * `tack.Array`: a typed, shaped buffer that belongs to a device (DESIGN.md §2). On the CPU
 * its storage is a TypedArray in the process's heap, so `fromTypedArray` wraps without a copy
 * and `toTypedArray` hands the storage back; other backends keep device memory behind the
 * same methods. i64/u64 elements surface as bigint.
 */
import { Backend, type DeviceBuffer } from "./backend.js";
import type { ArgClass } from "./classify.js";
import type { Device } from "./devices.js";
import {
  convert, convertClamped, describeValue, DTYPE_NAMES, DtypeLike, dtypeName, dtypeOfTypedArrayName, isDtypeName,
  taLength, typedArrayName, unusableReason, type DtypeName, type ElementOf, type TypedArray, type TypedArrayOf,
} from "./dtypes.js";

/**
 * @internal runtime/classify.ts's cache of each array's dispatch class: a private field, so no
 * program can set it (a class is what the compiled code assumes of the memory).
 */
export let arrayClassCache: { get(a: TackArray): ArgClass | undefined; set(a: TackArray, c: ArgClass): void };

export type Shape = readonly number[];

export function normalizeShape(shape: number | Shape): number[] {
  let s: number[];
  if (typeof shape === "number") s = [shape];
  else if (Array.isArray(shape) || typedArrayName(shape) !== undefined) s = Array.from(shape as ArrayLike<number>);
  else throw new TypeError(`an array shape is a number or an array of numbers, not ${describeValue(shape)}`);
  if (s.length === 0) throw new RangeError("an array shape needs at least one dimension");
  for (const d of s) {
    if (!Number.isSafeInteger(d) || d < 0) {
      throw new RangeError(`shape [${s.map((x) => describeValue(x)).join(", ")}] has a dimension that is not a nonnegative integer: ${describeValue(d)}`);
    }
  }
  return s;
}

export function shapeSize(shape: Shape): number {
  let n = 1;
  for (const d of shape) n *= d;
  return n;
}

export class TackArray<D extends DtypeName = DtypeName> {
  readonly dtype!: D;
  readonly shape!: readonly number[];
  readonly size!: number;
  /** The backend that owns the storage. */
  readonly backend!: Backend;
  /** Backend storage; on the CPU, `buffer.data` is the TypedArray itself. */
  readonly buffer!: DeviceBuffer;
  /** False for wrapped memory the program asked not to write. */
  readonly writable!: boolean;
  /**
   * An array of vectors (`tack.vec3f`, `fromTypedArray(ta, { vec: 3 })`): the vector width, and
   * the shape is [n, vec] over interleaved storage; in a kernel `a[i]` is a vector and
   * `a.length` is n. 0 for an array of numbers.
   */
  readonly vec!: number;
  /** The brand `instanceof TackArray` checks: only the constructor gives it, and it cannot be faked. */
  readonly #brand = true;
  /** Its dispatch class (dtype, rank, clamped), set by runtime/classify.ts through arrayClassCache. */
  #argClass: ArgClass | undefined = undefined;

  static {
    arrayClassCache = {
      get: (a) => a.#argClass,
      set: (a, c) => {
        a.#argClass = c;
      },
    };
  }

  /**
   * A tack.Array over backend storage. The data is checked against the shape and the dtype
   * (host storage: a TypedArray of exactly `shape`'s elements whose type is the dtype's), and
   * the array is frozen, so what a kernel launch reads of it cannot change afterwards.
   */
  constructor(backend: Backend, buffer: DeviceBuffer, dtype: D, shape: Shape, writable = true, vec = 0) {
    if (!(backend instanceof Backend)) {
      throw new TypeError(`new tack.Array(): the first argument is a device's backend (tack.device("cpu").backend), not ${describeValue(backend)}`);
    }
    if (typeof buffer !== "object" || buffer === null) {
      throw new TypeError(`new tack.Array(): the storage is an object such as { data: new Float32Array(n) }, not ${describeValue(buffer)}`);
    }
    if (!isDtypeName(dtype)) {
      throw new TypeError(`new tack.Array(): ${describeValue(dtype)} is not a dtype; dtypes: ${DTYPE_NAMES.join(", ")}`);
    }
    const s = normalizeShape(shape);
    const size = shapeSize(s);
    if (typeof writable !== "boolean") throw new TypeError(`new tack.Array(): writable is a boolean, not ${describeValue(writable)}`);
    if (vec !== 0) {
      if (vec !== 2 && vec !== 3 && vec !== 4) throw new RangeError(`new tack.Array(): vec is a vector width, 2, 3 or 4, not ${describeValue(vec)}`);
      if (s.length !== 2 || s[1] !== vec) throw new RangeError(`new tack.Array(): an array of vectors of ${vec} has shape [n, ${vec}], not [${s.join(", ")}]`);
      if (dtype !== "f32" && dtype !== "i32" && dtype !== "f64") throw new TypeError(`new tack.Array(): vectors have f32, i32 or f64 lanes, not ${dtype}`);
    }
    const data: unknown = buffer.data;
    let clamped: boolean;
    if (data !== undefined) {
      const name = typedArrayName(data);
      if (name === undefined) {
        throw new TypeError(`new tack.Array(): the storage's data is a TypedArray, not ${describeValue(data)}`);
      }
      const d = dtypeOfTypedArrayName(name);
      if (d !== dtype) throw new TypeError(`new tack.Array(): the data is a ${name} (${d}), but the dtype is ${dtype}`);
      clamped = name === "Uint8ClampedArray";
      if (buffer.clamped === true && !clamped) {
        throw new TypeError(`new tack.Array(): clamped storage holds a Uint8ClampedArray, not a ${name}`);
      }
      const n = taLength(data);
      if (n !== size) {
        const why = n === 0 ? unusableReason(data) : null;
        throw new RangeError(
          `new tack.Array(): shape [${s.join(", ")}] holds ${size} elements but the ${name} has ${n}${why ? ` (${why})` : ""}`,
        );
      }
    } else {
      if (backend.name === "cpu") throw new TypeError("new tack.Array(): arrays of the cpu device hold their elements in buffer.data (a TypedArray)");
      clamped = buffer.clamped === true && dtype === "u8";
    }
    this.backend = backend;
    this.buffer = Object.isFrozen(buffer) && buffer.data === data && (buffer.clamped ?? false) === clamped
      ? buffer
      : Object.freeze({ ...buffer, data: data as TypedArray | undefined, clamped });
    this.dtype = dtype;
    this.shape = Object.freeze(s);
    this.size = size;
    this.writable = writable;
    this.vec = vec;
    Object.freeze(this);
  }

  /** @internal The brand check behind `instanceof TackArray` (a prototype or a Symbol.toStringTag cannot fake it). */
  static isTackArray(v: unknown): v is TackArray {
    return typeof v === "object" && v !== null && #brand in v;
  }

  /** The device this array lives on. */
  get device(): Device {
    return this.backend.device;
  }

  get rank(): number {
    return this.shape.length;
  }

  /** The elements as a TypedArray (waits for queued work; on the CPU, the storage itself). */
  toTypedArray(): TypedArrayOf[D] {
    return this.backend.readArray(this) as TypedArrayOf[D];
  }

  /** Like toTypedArray, without blocking the event loop on devices that queue work. */
  async read(): Promise<TypedArrayOf[D]> {
    return (await this.backend.readArrayAsync(this)) as TypedArrayOf[D];
  }

  private checkWritable(what: string): void {
    if (!this.writable) throw new RangeError(`${what}: this array is read-only (wrapped with writable: false)`);
  }

  /** A value as a store into this array converts it. */
  private stored(value: number | bigint | boolean): number | bigint {
    return this.buffer.clamped ? convertClamped(value) : convert(this.dtype, value);
  }

  fill(value: number | bigint | boolean): this {
    this.checkWritable("fill()");
    this.backend.fillArray(this, this.stored(value));
    return this;
  }

  /** Copies a TypedArray (or numbers) of the same length into this array. */
  copyFrom(src: ArrayLike<number | bigint> | TypedArray): this {
    this.checkWritable("copyFrom()");
    const n: unknown = typedArrayName(src) !== undefined ? taLength(src) : typeof src === "object" && src !== null ? src.length : undefined;
    if (typeof n !== "number") throw new TypeError(`copyFrom(): the source is a TypedArray or an array of numbers, not ${describeValue(src)}`);
    if (n !== this.size) {
      throw new RangeError(`copyFrom(): the source has ${n} elements but the array has ${this.size}`);
    }
    this.backend.writeArray(this, src);
    return this;
  }

  /** The same storage as an array of vectors of `width` (shape [size / width, width]), or of numbers again for 0. */
  asVectors(width: number): TackArray<D> {
    if (width === 0) return new TackArray(this.backend, this.buffer, this.dtype, [this.size], this.writable);
    if (width !== 2 && width !== 3 && width !== 4) throw new RangeError(`asVectors(): the vector width is 2, 3 or 4, not ${describeValue(width)}`);
    if (this.size % width !== 0) {
      throw new RangeError(`asVectors(): ${this.size} elements are not a whole number of vectors of ${width} (${this.size} % ${width} = ${this.size % width})`);
    }
    return new TackArray(this.backend, this.buffer, this.dtype, [this.size / width, width], this.writable, width);
  }

  /**
   * A view of the same storage with another shape of the same size (an array of numbers). An
   * array of vectors keeps its width when the shape is its own counted in vectors (`[n]`) or in
   * lanes (`[n, width]`); any other shape views the lanes as numbers (`asVectors(0)` does too).
   */
  reshape(shape: number | Shape): TackArray<D> {
    const s = normalizeShape(shape);
    if (this.vec > 0) {
      const n = this.size / this.vec;
      if (s[0] === n && (s.length === 1 || (s.length === 2 && s[1] === this.vec))) {
        return new TackArray(this.backend, this.buffer, this.dtype, [n, this.vec], this.writable, this.vec);
      }
    }
    if (shapeSize(s) !== this.size) {
      throw new RangeError(`reshape(): [${s.join(", ")}] holds ${shapeSize(s)} elements but the array has ${this.size}`);
    }
    return new TackArray(this.backend, this.buffer, this.dtype, s, this.writable);
  }

  private flatIndex(i: number | readonly number[]): number {
    let k: number;
    if (typeof i === "number") {
      k = i;
    } else {
      if (i.length !== this.shape.length) {
        throw new RangeError(`index [${i.join(", ")}] has ${i.length} dimensions but the array has ${this.shape.length}`);
      }
      k = 0;
      for (let d = 0; d < i.length; d++) {
        if (i[d] < 0 || i[d] >= this.shape[d]) throw new RangeError(`index ${i[d]} is out of bounds for dimension ${d} (size ${this.shape[d]})`);
        k = k * this.shape[d] + i[d];
      }
    }
    if (!Number.isInteger(k) || k < 0 || k >= this.size) {
      throw new RangeError(`index ${k} is out of bounds for an array of ${this.size} elements`);
    }
    return k;
  }

  /** One element (a flat index, or one index per dimension). */
  get(i: number | readonly number[]): ElementOf<D> {
    return this.toTypedArray()[this.flatIndex(i)] as ElementOf<D>;
  }

  set(i: number | readonly number[], value: number | bigint | boolean): void {
    this.checkWritable("set()");
    const k = this.flatIndex(i);
    this.backend.setElement(this, k, this.stored(value));
  }

  /** A copy on another device (the same array when it already lives there). */
  toDevice(device: Device): TackArray<D> {
    if (device.backend.memoryDomain === this.backend.memoryDomain) {
      return new TackArray(device.backend, this.buffer, this.dtype, this.shape, this.writable, this.vec);
    }
    const out = device.backend.allocate(this.dtype, this.shape, { clamped: this.buffer.clamped });
    out.copyFrom(this.toTypedArray());
    return (this.vec > 0 ? out.asVectors(this.vec) : out) as TackArray<D>;
  }

  sum(): ElementOf<D> {
    return reduce(this, "sum") as ElementOf<D>;
  }
  min(): ElementOf<D> {
    return reduce(this, "min") as ElementOf<D>;
  }
  max(): ElementOf<D> {
    return reduce(this, "max") as ElementOf<D>;
  }
  /** The mean, as a number (f64 arithmetic). */
  mean(): number {
    if (this.size === 0) return NaN;
    return Number(reduce(this, "sum", true)) / this.size;
  }

  toString(): string {
    const t = this.vec > 0 ? `vec${this.vec}${this.dtype === "f32" ? "f" : this.dtype === "i32" ? "i" : "d"}` : this.dtype;
    return `tack.Array(${t}, [${this.shape.join(", ")}], ${this.backend.label})`;
  }
}

/**
 * Reductions: on the device for f32 where the backend declares device reductions (DESIGN.md
 * §5), else on the host. Host sums of integer arrays are exact in bigint for i64/u64 and in
 * f64 otherwise (exact up to 2^53); float sums use pairwise summation so the error grows with
 * log n, not n.
 */
function reduce(a: TackArray, op: "sum" | "min" | "max", asF64 = false): number | bigint {
  if (a.backend.supportsDeviceReductions && a.dtype === "f32" && !asF64 && a.size > 0) return a.backend.reduceArray(a, op);
  const data = a.toTypedArray();
  const n = data.length;
  if (op !== "sum" && n === 0) throw new RangeError(`${op}() of an empty array`);
  if (data instanceof BigInt64Array || data instanceof BigUint64Array) {
    let acc = op === "sum" ? 0n : data[0];
    for (let i = 0; i < n; i++) {
      const v = data[i];
      if (op === "sum") acc += v;
      else if (op === "min" ? v < acc : v > acc) acc = v;
    }
    if (op === "sum" && !asF64) return a.dtype === "i64" ? BigInt.asIntN(64, acc) : BigInt.asUintN(64, acc);
    return acc;
  }
  const nums = data as Float64Array;
  if (op === "sum") {
    const s = pairwiseSum(nums, 0, n);
    return a.dtype === "f32" && !asF64 ? Math.fround(s) : s;
  }
  let acc = nums[0];
  for (let i = 1; i < n; i++) {
    const v = nums[i];
    if (v !== v) return NaN; // NaN propagates, as Math.min/max
    if (op === "min" ? v < acc : v > acc) acc = v;
  }
  return acc;
}

function pairwiseSum(d: Float64Array, lo: number, hi: number): number {
  if (hi - lo <= 256) {
    let s = 0;
    for (let i = lo; i < hi; i++) s += d[i];
    return s;
  }
  const mid = lo + ((hi - lo) >> 1);
  return pairwiseSum(d, lo, mid) + pairwiseSum(d, mid, hi);
}

export const isTackArray: (v: unknown) => v is TackArray = TackArray.isTackArray;

// `x instanceof TackArray` is the brand check everywhere (dispatch, backends, factories).
Object.defineProperty(TackArray, Symbol.hasInstance, { value: isTackArray, writable: false, enumerable: false, configurable: false });

export { dtypeName };
export type { DtypeLike };
