/**
 * Runs a kernel as plain JavaScript, sequentially: the reference every backend is compared
 * against (DESIGN.md §3, §7). Arrays are passed as TypedArray views of their storage with a
 * `shape` property, as kernels read it (arrays in device memory: a host copy, written back). JS's own `Atomics` works only on integer arrays and
 * has no min/max, so during the run it is extended: add, sub, min and max on every dtype
 * (sequential, so plain read-modify-write is exact). Casts return plain values during the run.
 *
 * One difference from the compiled kernels is inherent: `return;` inside the parallel loop
 * ends only that iteration on a device, but ends the whole function here. Use `continue` to
 * skip the rest of an iteration in kernels that must also run as plain JS.
 */
import { TackArray } from "./array.js";
import { convert, dtypeOfTypedArray, enterPlain, leavePlain, Scalar, type TypedArray } from "./dtypes.js";

/** The operand as the array's element type, as JS's Atomics converts it (integers truncate). */
function element(a: TypedArray, v: unknown): number | bigint {
  const x = v instanceof Scalar ? v.value : (v as number | bigint);
  return convert(dtypeOfTypedArray(a)!, x);
}

const extended = {
  add(a: TypedArray, i: number, v: unknown) {
    (a as Float64Array)[i] = ((a as Float64Array)[i] + (element(a, v) as number)) as number;
  },
  sub(a: TypedArray, i: number, v: unknown) {
    (a as Float64Array)[i] = ((a as Float64Array)[i] - (element(a, v) as number)) as number;
  },
  min(a: TypedArray, i: number, v: unknown) {
    const x = element(a, v);
    const old = (a as Float64Array)[i];
    if (typeof x === "bigint") (a as unknown as BigInt64Array)[i] = x < (old as unknown as bigint) ? x : (old as unknown as bigint);
    else a[i] = Math.min(old, x);
  },
  max(a: TypedArray, i: number, v: unknown) {
    const x = element(a, v);
    const old = (a as Float64Array)[i];
    if (typeof x === "bigint") (a as unknown as BigInt64Array)[i] = x > (old as unknown as bigint) ? x : (old as unknown as bigint);
    else a[i] = Math.max(old, x);
  },
};

function plainArg(a: unknown): unknown {
  let data: TypedArray;
  let shape: readonly number[];
  if (a instanceof TackArray) {
    data = a.toTypedArray();
    shape = a.shape;
  } else if (dtypeOfTypedArray(a) !== undefined) {
    data = a as TypedArray;
    shape = [data.length];
  } else {
    return a;
  }
  const view = data.subarray(0) as TypedArray;
  Object.defineProperty(view, "shape", { value: shape });
  return view;
}

export function runPlain(fn: (...args: unknown[]) => void, args: readonly unknown[]): void {
  const saved = globalThis.Atomics;
  const patched = Object.create(saved) as typeof Atomics;
  Object.assign(patched, extended);
  globalThis.Atomics = patched;
  enterPlain();
  // arrays in device memory run on a host copy, written back after (each storage once)
  const copies = new Map<unknown, { array: TackArray; view: TypedArray }>();
  const plainArgs = args.map((a) => {
    if (!(a instanceof TackArray) || a.buffer.data !== undefined) return plainArg(a);
    const hit = copies.get(a.buffer);
    if (hit) return shaped(hit.view, a.shape);
    const view = plainArg(a) as TypedArray;
    copies.set(a.buffer, { array: a, view });
    return view;
  });
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
