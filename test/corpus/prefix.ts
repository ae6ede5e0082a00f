import * as tack from "tack";

export function prefix(x: Int32Array, out: Int32Array, chunk: tack.i32) {
  const chunks = Math.floor((x.length + chunk - 1) / chunk);
  for (const c of tack.range(chunks)) {
    let s = 0;
    const end = Math.min(x.length, (c + 1) * chunk);
    for (let j = c * chunk; j < end; j++) {
      s += x[j];
      out[j] = s;
    }
  }
}
