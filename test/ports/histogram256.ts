/**
 * Port of the CUDA samples' `histogram256` (NVIDIA/cuda-samples, `Samples/2_Concepts_and_Techniques/
 * histogram/histogram256.cu`), global-memory variant: one atomic add per byte into 256 bins.
 */
import * as tack from "../../runtime/index.js";

export function histogram256(data: Uint8Array, bins: Uint32Array) {
  for (const i of tack.range(data.length)) {
    Atomics.add(bins, data[i], 1);
  }
}
