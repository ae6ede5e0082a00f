/**
 * Port of a sphere-tracing ray marcher built from Inigo Quilez's distance functions
 * (iquilezles.org "distfunctions": `sdSphere`, `sdBox`, `opUnion`; the central-differences
 * normal of "normalsSDF"): vec3 values, device functions taking and returning them.
 */
import * as tack from "../../runtime/index.js";

export function sdfmarch(shade: Float32Array, w: tack.i32, h: tack.i32, time: tack.f32) {
  function sdSphere(p: number[], s: number) {
    return tack.vec3.length(p) - s;
  }
  function sdBox(p: number[], b: number[]) {
    const q = [Math.abs(p[0]) - b[0], Math.abs(p[1]) - b[1], Math.abs(p[2]) - b[2]];
    const outside = tack.vec3.length([Math.max(q[0], 0), Math.max(q[1], 0), Math.max(q[2], 0)]);
    return outside + Math.min(Math.max(q[0], Math.max(q[1], q[2])), 0);
  }
  function map(p: number[]) {
    const a = sdSphere(tack.vec3.sub(p, [Math.sin(time), 0, 0]), 0.6);
    const b = sdBox(tack.vec3.sub(p, [-0.8, -0.2, 0.3]), [0.4, 0.4, 0.4]);
    return Math.min(a, b);
  }
  function normal(p: number[]) {
    const e = 0.001;
    return tack.vec3.normalize([
      map([p[0] + e, p[1], p[2]]) - map([p[0] - e, p[1], p[2]]),
      map([p[0], p[1] + e, p[2]]) - map([p[0], p[1] - e, p[2]]),
      map([p[0], p[1], p[2] + e]) - map([p[0], p[1], p[2] - e]),
    ]);
  }
  for (const [y, x] of tack.grid(h, w)) {
    const ro = [0, 0, -3];
    const rd = tack.vec3.normalize([(2 * x - w) / h, (2 * y - h) / h, 1.5]);
    let t = 0;
    let hit = 0;
    for (let i = 0; i < 64; i++) {
      const d = map(tack.vec3.add(ro, tack.vec3.scale(rd, t)));
      if (d < 0.001) {
        hit = 1;
        break;
      }
      t += d;
      if (t > 10) break;
    }
    let c = 0;
    if (hit == 1) {
      const n = normal(tack.vec3.add(ro, tack.vec3.scale(rd, t)));
      c = Math.max(tack.vec3.dot(n, tack.vec3.normalize([1, 1, -1])), 0);
    }
    shade[y * w + x] = c;
  }
}
