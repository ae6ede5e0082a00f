/**
 * Reading kernel arguments the same way on every backend: an array argument's length and
 * dimensions (for loop bounds and hidden length parameters) and a scalar's value. Storage is
 * the backend's business (a host backend reads it in its own module).
 *
 * Argument facts come from internal slots, never from JS-visible properties (DESIGN.md §8,
 * "Safe by default"): a TypedArray's length, byte offset, byte length, buffer and element
 * type are read through the `%TypedArray%.prototype` getters captured at module load
 * (runtime/dtypes.ts), called on the object. An own `length` getter, a replaced prototype or a `Symbol.toStringTag`
 * that says `Float64Array` on a Uint8Array change nothing here. tack.Array, Scalar and
 * Texture3D objects are frozen, and `instanceof` on their classes is a private-brand check
 * (runtime/array.ts), so their facts are fixed when they are made and cannot be faked.
 *
 * Between the checks of a launch and the native call no user code runs: nothing read on the
 * way is a getter or a proxy the program supplied. So a length checked is the length used.
 */
import { isTackArray, TackArray } from "./array.js";
import { isScalar, mayShrink, TA_LENGTH, typedArrayName, unusableReason, type TypedArray } from "./dtypes.js";
import { KernelRangeError } from "./errors.js";
import { isTexture3D, Texture3D } from "./texture.js";

export { taBuffer, taByteLength, taByteOffset, taLength, typedArrayName, unusableReason } from "./dtypes.js";

const IS_VIEW = ArrayBuffer.isView;

// The hot paths below test TypedArrays first (ArrayBuffer.isView is inlined), then the brands
// through the captured brand checks, not `instanceof` (a call through Symbol.hasInstance).

// ---- what the launch path reads ---------------------------------------------------------

/** Elements of an array argument (a tack.Array, a TypedArray, or a texture's texels). */
export function lengthOf(a: unknown): number {
  if (IS_VIEW(a)) return TA_LENGTH.call(a);
  if (isTackArray(a)) return a.size;
  if (isTexture3D(a)) return a.storage.size;
  return 0;
}

/** `shape[d]` of an array argument; 1 past its rank (a TypedArray has rank 1). */
export function dimOf(a: unknown, d: number): number {
  if (IS_VIEW(a)) return d === 0 ? TA_LENGTH.call(a) : 1;
  if (isTackArray(a)) return d < a.shape.length ? a.shape[d] : 1;
  if (isTexture3D(a)) return d === 0 ? a.storage.size : 1;
  return 1;
}

/** A scalar argument's value: a dtype scalar's, or a boolean as 0/1. */
export function scalarValue(v: unknown): number | bigint {
  if (isScalar(v)) return v.value as number | bigint;
  if (typeof v === "boolean") return v ? 1 : 0;
  return v as number | bigint;
}

/** The TypedArray that holds an argument's elements in host memory, or undefined (device memory, scalars). */
export function storageOf(a: unknown): TypedArray | undefined {
  if (IS_VIEW(a)) return a as TypedArray;
  if (isTackArray(a)) return a.buffer.data;
  if (isTexture3D(a)) return a.storage.buffer.data;
  return undefined;
}

/**
 * What the last-launch check compares for an object argument (checkStorage records the same
 * for a launch it let through): a TypedArray's length as its internal slot says now (a
 * detached buffer reads 0, a shrunk one less); a tack.Array's (or texture's) element count
 * while its storage still holds that many, else -2, which no launch recorded; 0 for a dtype
 * scalar. Element `size - 1` of a TypedArray reads undefined exactly when the view no longer
 * holds it (detached, shrunk): an integer-indexed read is never a getter or a prototype's
 * property, and it is cheaper than a getter call.
 */
export function storageLength(a: unknown): number {
  if (IS_VIEW(a)) return TA_LENGTH.call(a);
  const arr = isTackArray(a) ? a : isTexture3D(a) ? a.storage : undefined;
  if (arr === undefined) return 0;
  const n = arr.size;
  const d = arr.buffer.data;
  if (d === undefined) return n;
  return n > 0 && d[n - 1] !== undefined ? n : -2;
}

/**
 * Checks every array argument's memory right before a launch: a TypedArray whose buffer was
 * detached or shrunk out from under it, and a tack.Array (or texture) whose storage is now
 * shorter than its elements, are refused with a KernelRangeError naming the argument. Returns
 * each argument's storageLength() for the last-launch check; a zero-length storage records -1,
 * so that check always falls back here for it (a detached buffer also reads 0).
 */
export function checkStorage(kernelName: string, args: readonly unknown[], params?: readonly { name: string }[]): number[] {
  const lengths = new Array<number>(args.length);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (typeof a !== "object" || a === null) {
      lengths[i] = 0;
      continue;
    }
    let n: number;
    if (IS_VIEW(a)) {
      n = TA_LENGTH.call(a);
      if (n === 0) {
        const why = unusableReason(a);
        if (why !== null) throw storageError(kernelName, i, params, `is a ${typedArrayName(a)} whose memory is gone: ${why}`);
      }
    } else if (isTackArray(a) || isTexture3D(a)) {
      const arr = isTackArray(a) ? a : (a as Texture3D).storage;
      const data = arr.buffer.data;
      n = arr.size;
      if (data !== undefined) {
        const held = TA_LENGTH.call(data);
        if (held < n) {
          const why = unusableReason(data) ?? "its resizable ArrayBuffer was shrunk";
          const what = isTackArray(a) ? "a tack.Array" : "a texture";
          throw storageError(kernelName, i, params, `is ${what} of ${n} elements whose storage now holds ${held}: ${why}`);
        }
      }
    } else {
      lengths[i] = 0; // a dtype scalar: storageLength() reads 0 for it too
      continue;
    }
    lengths[i] = n === 0 ? -1 : n;
  }
  return lengths;
}

/**
 * launchAsync's extra check: the kernel runs on another thread while this one goes on, so an
 * argument whose memory could shrink meanwhile (a view of a resizable ArrayBuffer) is
 * refused. (A transfer is safe: the shim holds the memory until the kernel is done.)
 */
export function checkFixedStorage(kernelName: string, args: readonly unknown[], params?: readonly { name: string }[]): void {
  for (let i = 0; i < args.length; i++) {
    const data = storageOf(args[i]);
    if (data !== undefined && mayShrink(data)) {
      throw storageError(
        kernelName, i, params,
        `is a view of a resizable ArrayBuffer, which could shrink while the kernel runs off the event loop; ` +
          `pass a fixed-length buffer to launchAsync, or call the kernel synchronously`,
      );
    }
  }
}

function storageError(kernelName: string, i: number, params: readonly { name: string }[] | undefined, what: string): KernelRangeError {
  return new KernelRangeError(`${argumentName(i, params)} ${what}; the launch was refused`, { kernelName });
}

/** "argument 2 ('x')", or "argument 2" when the parameter's name is not known. */
export function argumentName(i: number, params?: readonly { name: string }[]): string {
  const p = params?.[i]?.name;
  return p ? `argument ${i + 1} ('${p}')` : `argument ${i + 1}`;
}
