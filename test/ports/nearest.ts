/**
 * Port of Rodinia's `nn` (yuhc/gpu-rodinia, `cuda/nn/nn_cuda.cu`, `euclid`): the distance of
 * every (lat, lng) record to a target, each record a 2-vector value.
 */
import * as tack from "../../runtime/index.js";

export function nearest(lat: Float32Array, lng: Float32Array, dist: Float32Array, tlat: tack.f32, tlng: tack.f32) {
  for (const i of tack.range(dist.length)) {
    const rec = [lat[i], lng[i]];
    dist[i] = tack.vec2.distance(rec, [tlat, tlng]);
  }
}
