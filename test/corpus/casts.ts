import * as tack from "tack";

export function casts(x: Float32Array, i8: Int8Array, u8: Uint8Array, i16: Int16Array, u16: Uint16Array, f: Float64Array) {
  for (const i of tack.range(x.length)) {
    const v = x[i] * 300;
    i8[i] = v;
    u8[i] = tack.u8(v);
    i16[i] = tack.i32(v) * 7;
    u16[i] = tack.i16(v);
    f[i] = tack.f64(x[i]) / 3;
  }
}
