/**
 * Element writes into storage that is a TypedArray the host addresses: the CPU's arrays in the
 * process heap and the wasm device's views of its shared memory.
 */
import type { TypedArray } from "../dtypes.js";

/** Copies `src` (numbers or bigints, same length) into `data`. */
export function writeStorage(data: TypedArray, src: ArrayLike<number | bigint>): void {
  if (data instanceof BigInt64Array || data instanceof BigUint64Array) {
    for (let i = 0; i < src.length; i++) {
      const v = src[i];
      data[i] = typeof v === "bigint" ? v : BigInt(Math.trunc(v));
    }
  } else {
    (data as Float64Array).set(src as ArrayLike<number>);
  }
}

/** `value` is already converted to the dtype (a bigint for i64/u64). */
export function fillStorage(data: TypedArray, value: number | bigint): void {
  (data as Float64Array).fill(value as number);
}

export function setStorageElement(data: TypedArray, index: number, value: number | bigint): void {
  (data as Float64Array)[index] = value as number;
}
