import * as tack from "tack";

/** Work-group primitives: a shared tile, a barrier, the lane id and a block reduction. */
export function blocktotals(x: Float32Array, totals: Float32Array, peaks: Int32Array) {
  for (const i of tack.range(x.length)) {
    const tile = tack.shared(tack.f32, 256);
    const t = tack.threadId();
    tile[t] = x[i] * 2;
    tack.barrier();
    const s = tack.blockSum(tile[(t + 1) % 256]);
    const m = tack.blockMax(peaks[i]);
    if (t == 0) {
      totals[Math.floor(i / 256)] = s;
      peaks[i] = m;
    }
  }
}
