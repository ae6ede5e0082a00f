/**
 * Port of gl-matrix's `vec3.transformMat4` (toji/gl-matrix, `src/vec3.js`): points through a
 * 4x4 column-major matrix with the perspective divide. The matrix is a constant table here.
 */
import * as tack from "../../runtime/index.js";

export const M = [1, 0, 0, 0, 0, 0.8, 0.6, 0, 0, -0.6, 0.8, 0, 2, -1, 0.5, 1];

export function transformmat4(pts: Float32Array, out: Float32Array) {
  for (const i of tack.range(Math.floor(pts.length / 3))) {
    const x = pts[3 * i], y = pts[3 * i + 1], z = pts[3 * i + 2];
    let w = M[3] * x + M[7] * y + M[11] * z + M[15];
    w = w != 0 ? w : 1.0; // gl-matrix: `w = w || 1.0` (|| takes booleans in kernels)
    out[3 * i] = (M[0] * x + M[4] * y + M[8] * z + M[12]) / w;
    out[3 * i + 1] = (M[1] * x + M[5] * y + M[9] * z + M[13]) / w;
    out[3 * i + 2] = (M[2] * x + M[6] * y + M[10] * z + M[14]) / w;
  }
}
