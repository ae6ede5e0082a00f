/**
 * Port of gl-matrix's `vec3.transformQuat` (toji/gl-matrix, `src/vec3.js`): rotate points by a
 * unit quaternion with the cross-product form `v + 2w(q×v) + 2q×(q×v)`.
 */
import * as tack from "../../runtime/index.js";

export function transformquat(pts: Float32Array, out: Float32Array, qx: tack.f32, qy: tack.f32, qz: tack.f32, qw: tack.f32) {
  for (const i of tack.range(Math.floor(pts.length / 3))) {
    const a = [pts[3 * i], pts[3 * i + 1], pts[3 * i + 2]];
    const q = [qx, qy, qz];
    let uv = tack.vec3.cross(q, a);
    let uuv = tack.vec3.cross(q, uv);
    uv = tack.vec3.scale(uv, qw * 2);
    uuv = tack.vec3.scale(uuv, 2);
    const r = tack.vec3.add(tack.vec3.add(a, uv), uuv);
    out[3 * i] = r[0];
    out[3 * i + 1] = r[1];
    out[3 * i + 2] = r[2];
  }
}
