import * as tack from "tack";

export function u64bits(a: BigUint64Array, out: BigUint64Array) {
  for (const i of tack.range(a.length)) {
    let h = a[i] ^ 0xcbf29ce484222325n;
    h = h * 0x100000001b3n;
    h = h ^ (h >> 29n);
    out[i] = (h << 7n) | (h >> 57n);
  }
}
