import * as tack from "tack";

export function bigints(a: BigInt64Array, b: BigInt64Array, out: BigInt64Array) {
  for (const i of tack.range(out.length)) {
    const x = a[i];
    const y = b[i] == 0n ? 1n : b[i];
    out[i] = x * 3n + y / 7n - (x % 5n) + (x ** 2n) - (x >> 3n);
  }
}
