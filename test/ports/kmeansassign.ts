/**
 * Port of the membership step of Rodinia's k-means (yuhc/gpu-rodinia, `openmp/kmeans/
 * kmeans_openmp/kmeans_clustering.c`, `find_nearest_point` with `euclid_dist_2`): each point
 * takes its nearest center; the number of changed memberships is counted with an atomic.
 */
import * as tack from "../../runtime/index.js";

export function kmeansassign(features: Float32Array, clusters: Float32Array, membership: Int32Array, delta: Int32Array, nfeatures: tack.i32, nclusters: tack.i32) {
  function euclidDist2(p: number, c: number) {
    let ans = 0;
    for (let f = 0; f < nfeatures; f++) {
      const d = features[p * nfeatures + f] - clusters[c * nfeatures + f];
      ans += d * d;
    }
    return ans;
  }
  for (const p of tack.range(membership.length)) {
    let index = 0;
    let minDist = Infinity;
    for (let c = 0; c < nclusters; c++) {
      const dist = euclidDist2(p, c);
      if (dist < minDist) {
        minDist = dist;
        index = c;
      }
    }
    if (membership[p] != index) Atomics.add(delta, 0, 1);
    membership[p] = index;
  }
}
