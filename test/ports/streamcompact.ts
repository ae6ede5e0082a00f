/**
 * Port of the atomic-counter stream compaction ("filter") of the CUDA programming guide's
 * warp-aggregated atomics example (NVIDIA developer blog "CUDA Pro Tip: Optimized Filtering
 * with Warp-Aggregated Atomics", `filter_k`), without the warp aggregation: the old value of
 * Atomics.add is each kept element's slot.
 */
import * as tack from "../../runtime/index.js";

export function streamcompact(src: Float32Array, dst: Float32Array, count: Int32Array) {
  for (const i of tack.range(src.length)) {
    if (src[i] > 0) {
      const slot = Atomics.add(count, 0, 1);
      dst[slot] = src[i];
    }
  }
}
