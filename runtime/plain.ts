/**
 * Runs a kernel as plain JavaScript, sequentially: the reference every backend is compared
 * against (DESIGN.md §3, §7). Arrays are passed as TypedArray views of their storage with a
 * `shape` property, as kernels read it (arrays in device memory: a host copy, written back). JS's own `Atomics` works only on integer arrays and
 * has no min/max, so during the run it is extended: add, sub, min, max, exchange,
 * compareExchange (on the element's bits), load and store on every dtype (sequential, so plain
 * read-modify-write is exact), each returning the element it found (store: the element stored).
 * and/or/xor stay JS's own (integer arrays). Casts return plain values during the run.
 *
 * One difference from the compiled kernels is inherent: `return;` inside the parallel loop
 * ends only that iteration on a device, but ends the whole function here. Use `continue` to
 * skip the rest of an iteration in kernels that must also run as plain JS.
 */
import { TackArray } from "./array.js";
import { Texture3D } from "./texture.js";
import { convert, dtypeOfTypedArray, enterPlain, leavePlain, Scalar, type TypedArray } from "./dtypes.js";
import { vectorArrayView } from "./vectors.js";

/** The operand as the array's element type, as JS's Atomics converts it (integers truncate). */
function element(a: TypedArray, v: unknown): number | bigint {
  const x = v instanceof Scalar ? v.value : (v as number | bigint);
  return convert(dtypeOfTypedArray(a)!, x);
}

/** Do two elements of `a` have the same bits (compareExchange compares bits, as JS does on integers)? */
function sameBits(a: TypedArray, x: number | bigint, y: number | bigint): boolean {
  if (!(a instanceof Float32Array || a instanceof Float64Array)) return x === y;
  const f = a instanceof Float32Array ? new Float32Array([x as number, y as number]) : new Float64Array([x as number, y as number]);
  const bits = f instanceof Float32Array ? new Uint32Array(f.buffer) : new BigUint64Array(f.buffer);
  return bits[0] === bits[1];
}

type Elements = { [i: number]: number | bigint };

/** Every atomic returns the element it found there (store: the element it stored), as JS's own do on integers. */
const extended = {
  add(a: TypedArray, i: number, v: unknown) {
    const old = (a as Float64Array)[i];
    (a as Float64Array)[i] = (old + (element(a, v) as number)) as number;
    return old;
  },
  sub(a: TypedArray, i: number, v: unknown) {
    const old = (a as Float64Array)[i];
    (a as Float64Array)[i] = (old - (element(a, v) as number)) as number;
    return old;
  },
  min(a: TypedArray, i: number, v: unknown) {
    const x = element(a, v);
    const old = (a as Float64Array)[i];
    if (typeof x === "bigint") (a as unknown as BigInt64Array)[i] = x < (old as unknown as bigint) ? x : (old as unknown as bigint);
    else a[i] = Math.min(old, x);
    return old;
  },
  max(a: TypedArray, i: number, v: unknown) {
    const x = element(a, v);
    const old = (a as Float64Array)[i];
    if (typeof x === "bigint") (a as unknown as BigInt64Array)[i] = x > (old as unknown as bigint) ? x : (old as unknown as bigint);
    else a[i] = Math.max(old, x);
    return old;
  },
  exchange(a: TypedArray, i: number, v: unknown) {
    const e = a as unknown as Elements;
    const old = e[i];
    e[i] = element(a, v);
    return old;
  },
  compareExchange(a: TypedArray, i: number, expected: unknown, replacement: unknown) {
    const e = a as unknown as Elements;
    const old = e[i];
    if (sameBits(a, old, element(a, expected))) e[i] = element(a, replacement);
    return old;
  },
  load(a: TypedArray, i: number) {
    return (a as unknown as Elements)[i];
  },
  store(a: TypedArray, i: number, v: unknown) {
    const e = a as unknown as Elements;
    e[i] = element(a, v);
    return e[i];
  },
};

/** A shaped array as the rows a kernel indexing it `a[i][j]` (or `a[i][j][k]`) reads: views of its storage, with `shape`. */
function rows(data: TypedArray, shape: readonly number[], d: number, offset: number): unknown {
  if (d === shape.length - 1) return data.subarray(offset, offset + shape[d]);
  let stride = 1;
  for (let k = d + 1; k < shape.length; k++) stride *= shape[k];
  const out = new Array<unknown>(shape[d]);
  for (let i = 0; i < shape[d]; i++) out[i] = rows(data, shape, d + 1, offset + i * stride);
  return out;
}

/** An object argument (`{ pos, vel, mass: 2 }`, a class instance): not an array, TypedArray, scalar or texture. */
export function isPlainObject(v: unknown): boolean {
  if (typeof v !== "object" || v === null || Array.isArray(v) || ArrayBuffer.isView(v)) return false;
  return !(v instanceof TackArray) && !(v instanceof Scalar) && !(v instanceof Texture3D) && !(v instanceof ArrayBuffer);
}

/** Whether a call's arguments hold an object argument (which a variant takes flattened). */
export function hasPlainObject(args: readonly unknown[]): boolean {
  for (let i = 0; i < args.length; i++) if (isPlainObject(args[i])) return true;
  return false;
}

/** Host storage of a tack.Array: its own, or (device memory) one host copy per storage, written back after the run. */
type HostData = (a: TackArray) => TypedArray;

function plainArg(a: unknown, nested: number, host: HostData): unknown {
  if (isPlainObject(a)) {
    // an object argument: its fields as the kernel reads them (arrays as views), in an object of the same shape
    const o = a as Record<string, unknown>;
    const copy: Record<string, unknown> = Object.create(Object.getPrototypeOf(o));
    for (const k of Object.keys(o)) copy[k] = plainArg(o[k], 0, host);
    return copy;
  }
  let data: TypedArray;
  let shape: readonly number[];
  if (a instanceof TackArray) {
    data = host(a);
    shape = a.shape;
    // an array of vectors: pos[i] is a view of vector i
    if (a.vec > 0) return vectorArrayView(data as Float64Array, a.vec, shape);
    if (nested > 1 && shape.length === nested) {
      const r = rows(data, shape, 0, 0) as object;
      Object.defineProperty(r, "shape", { value: shape });
      return r;
    }
  } else if (dtypeOfTypedArray(a) !== undefined) {
    data = a as TypedArray;
    shape = [data.length];
  } else {
    return a;
  }
  return shaped(data, shape);
}

/** `nested[i]`: 2 or 3 when the kernel indexes argument i as `a[i][j]`/`a[i][j][k]` (it then gets rows). */
export function runPlain(fn: (...args: unknown[]) => void, args: readonly unknown[], nested?: readonly number[]): void {
  const saved = globalThis.Atomics;
  const patched = Object.create(saved) as typeof Atomics;
  Object.assign(patched, extended);
  globalThis.Atomics = patched;
  enterPlain();
  // arrays in device memory (object fields too) run on a host copy, written back after (each storage once)
  const copies = new Map<unknown, { array: TackArray; view: TypedArray }>();
  const host: HostData = (a) => {
    if (a.buffer.data !== undefined) return a.toTypedArray();
    let copy = copies.get(a.buffer);
    if (!copy) {
      copy = { array: a, view: a.toTypedArray() };
      copies.set(a.buffer, copy);
    }
    return copy.view;
  };
  const plainArgs = args.map((a, i) => plainArg(a, nested?.[i] ?? 0, host));
  try {
    fn(...plainArgs);
  } finally {
    leavePlain();
    globalThis.Atomics = saved;
    for (const { array, view } of copies.values()) if (array.writable) array.copyFrom(view);
  }
}

function shaped(data: TypedArray, shape: readonly number[]): TypedArray {
  const view = data.subarray(0) as TypedArray;
  Object.defineProperty(view, "shape", { value: shape });
  return view;
}
