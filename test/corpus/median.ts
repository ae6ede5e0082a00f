import * as tack from "tack";

export function median(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) {
    const win = tack.localArray(tack.f32, 5);
    for (const k of tack.range(5)) {
      let j = i + k - 2;
      if (j < 0) j = 0;
      if (j >= x.length) j = x.length - 1;
      win[k] = x[j];
    }
    for (const a of tack.range(1, 5)) {
      const v = win[a];
      let b = a - 1;
      while (b >= 0 && win[b] > v) {
        win[b + 1] = win[b];
        b--;
      }
      win[b + 1] = v;
    }
    out[i] = win[2];
  }
}
