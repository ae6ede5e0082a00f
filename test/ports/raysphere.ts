/**
 * Port of `hit_sphere` and `ray_color` from Peter Shirley's "Ray Tracing in One Weekend"
 * (RayTracing/raytracing.github.io, `src/InOneWeekend/sphere.h`, `main.cc` of chapter 6):
 * normals of a sphere hit, shaded as a color; vec3 values throughout.
 */
import * as tack from "../../runtime/index.js";

export function raysphere(rgb: Float32Array, w: tack.i32, h: tack.i32) {
  function hitSphere(center: number[], radius: number, origin: number[], dir: number[]) {
    const oc = tack.vec3.sub(origin, center);
    const a = tack.vec3.dot(dir, dir);
    const halfB = tack.vec3.dot(oc, dir);
    const c = tack.vec3.dot(oc, oc) - radius * radius;
    const discriminant = halfB * halfB - a * c;
    if (discriminant < 0) return -1.0;
    return (-halfB - Math.sqrt(discriminant)) / a;
  }
  for (const [j, i] of tack.grid(h, w)) {
    const origin = [0, 0, 0];
    const u = i / (w - 1), v = j / (h - 1);
    const dir = [-2 + 4 * u, -1 + 2 * v, -1];
    const t = hitSphere([0, 0, -1], 0.5, origin, dir);
    let color = [0, 0, 0];
    if (t > 0) {
      const n = tack.vec3.normalize(tack.vec3.sub(tack.vec3.add(origin, tack.vec3.scale(dir, t)), [0, 0, -1]));
      color = tack.vec3.scale([n[0] + 1, n[1] + 1, n[2] + 1], 0.5);
    } else {
      const unit = tack.vec3.normalize(dir);
      const a = 0.5 * (unit[1] + 1);
      color = tack.vec3.mix([1, 1, 1], [0.5, 0.7, 1], a);
    }
    const p = (j * w + i) * 3;
    rgb[p] = color[0];
    rgb[p + 1] = color[1];
    rgb[p + 2] = color[2];
  }
}
