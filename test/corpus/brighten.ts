import * as tack from "tack";

export function brighten(img: Uint8Array, out: Uint8Array, gain: number, bias: tack.i32) {
  for (const i of tack.range(img.length)) {
    const v = Math.round(img[i] * gain) + bias;
    out[i] = Math.min(255, Math.max(0, v));
  }
}
