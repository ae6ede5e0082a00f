import * as tack from "tack";

export function bitops(a: Int32Array, b: Uint32Array, out: Int32Array, uout: Uint32Array) {
  for (const i of tack.range(a.length)) {
    const x = a[i];
    const y = b[i];
    out[i] = (x << 3) ^ (x >> 2) ^ ~x ^ Math.clz32(y) ^ Math.imul(x, 0x9e3779b1);
    uout[i] = (y >>> 5) | (x & 0xff00) | (y << (x & 31));
  }
}
