import * as tack from "tack";

export function histogram(values: Float32Array, bins: Int32Array, lo: number, hi: number) {
  const nb = bins.length;
  const scale = nb / (hi - lo);
  for (const i of tack.range(values.length)) {
    let b = Math.floor((values[i] - lo) * scale);
    if (b < 0) b = 0;
    if (b >= nb) b = nb - 1;
    Atomics.add(bins, b, 1);
  }
}
