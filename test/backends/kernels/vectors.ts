/**
 * Small vectors and structs as values (README "Vectors and structs"): array and object
 * literals, destructuring, component reads and writes, whole reassignment, device functions
 * that take and return them (inlined, with early returns from inside loops), `?:` between
 * vectors, values shared by `const q = p` and by parameters as JS shares arrays, and the
 * tack.vec2/vec3/vec4 helpers. All are scalarized before code generation, so each case runs
 * on every device against its plain run.
 */
import * as tack from "../../../runtime/index.js";
import { out, random, type Case, type Topic } from "../harness.js";

/* eslint-disable @typescript-eslint/no-explicit-any */

type V = number[];

/** A ray against a sphere, shaded: the vec3 helpers, a function returning a struct, early returns. */
// f64: the hit test is a threshold, which f32 rounding would move against the plain run's doubles
const shade = tack.kernel(function shade(ox: Float64Array, oy: Float64Array, oz: Float64Array, r: Float64Array, o: Float64Array, hitOut: Int32Array) {
  const center = [0.25, -0.5, 2];
  const light = tack.vec3.normalize([1, 1, -1]);
  function hit(orig: V, dir: V, radius: number) {
    const oc = tack.vec3.sub(orig, center);
    const b = tack.vec3.dot(oc, dir);
    const c = tack.vec3.dot(oc, oc) - radius * radius;
    const disc = b * b - c;
    if (disc < 0) return { t: -1, ok: 0 };
    return { t: -b - Math.sqrt(disc), ok: 1 };
  }
  for (const i of tack.range(o.length)) {
    const orig = [ox[i], oy[i], oz[i] - 3];
    const dir = tack.vec3.normalize(tack.vec3.sub(center, orig));
    const { t, ok } = hit(orig, dir, r[i] + 0.5);
    hitOut[i] = ok;
    if (ok == 0) {
      o[i] = 0;
      continue;
    }
    const p = tack.vec3.add(orig, tack.vec3.scale(dir, t));
    const n = tack.vec3.normalize(tack.vec3.sub(p, center));
    const diffuse = Math.max(tack.vec3.dot(n, light), 0);
    const h = tack.vec3.normalize(tack.vec3.add(light, tack.vec3.neg(dir)));
    const spec = tack.vec3.dot(n, h) ** 8;
    const tint = tack.vec3.clamp(tack.vec3.mix(n, [1, 0.5, 0.25], 0.3), 0, 1);
    o[i] = diffuse * tint[0] + spec + tack.vec3.length(tack.vec3.cross(n, dir)) * 0.1 + tack.vec3.distance(p, orig) * 0.01 +
      tack.vec3.mul(tint, n)[2];
  }
});

/** Functions returning vectors from inside loops, component writes, whole reassignment, ?: between vectors. */
const walk = tack.kernel(function walk(x: Float32Array, y: Float32Array, steps: Int32Array, o: Float32Array, oi: Int32Array) {
  function firstAbove(v: V, limit: number) {
    for (let k = 0; k < 4; k++) {
      for (const j of tack.range(2)) {
        if (v[0] * (k + j) > limit) return [k, j];
      }
    }
    return [-1, -1];
  }
  function rotate(v: V, c: number, s: number): V {
    return [v[0] * c - v[1] * s, v[0] * s + v[1] * c];
  }
  function bump(v: V) {
    v[0] += 1; // JS passes the array: the caller's vector changes too
  }
  for (const i of tack.range(o.length)) {
    const base = [x[i], y[i]];
    const q = base; // shares base's components, as JS shares the array
    let p = [base[0], base[1]];
    for (let s = 0; s < steps[i]; s++) {
      p = rotate(p, 0.8, 0.6);
      p[1] = p[1] * 0.5 + 0.25;
    }
    bump(q);
    const m = x[i] > y[i] ? p : [y[i], x[i]];
    const [k, j] = firstAbove(tack.vec2.scale(m, 3), 1.5);
    let acc = { sum: 0, n: 0 };
    acc.sum += m[0];
    acc.n++;
    acc = { sum: acc.sum + m[1], n: acc.n + 1 };
    o[i] = base[0] + q[1] + p[0] + p[1] * 2 + acc.sum / acc.n + tack.vec2.dot(m, [0.5, 0.25]);
    oi[i] = k * 10 + j + p.length;
  }
});

/** Integer vectors, vec4, a preamble struct read by a device function that is not inlined. */
const ints = tack.kernel(function ints(a: Int32Array, b: Int32Array, o: Int32Array, scale: number) {
  const box = { lo: -100, hi: 100 };
  function clampOne(v: number) {
    return Math.min(Math.max(v, box.lo), box.hi);
  }
  function sumAbs(n: number) {
    const parts = [n & 7, (n >> 3) & 7, (n >> 6) & 7]; // a vector local of a device function called normally
    return parts[0] + parts[1] * 2 + parts[2] * 3;
  }
  for (const i of tack.range(o.length)) {
    const v = [a[i], b[i], a[i] - b[i], a[i] ^ b[i]];
    const w = tack.vec4.add(v, tack.vec4.scale([1, 2, 3, 4], scale));
    const { lo, hi } = box;
    o[i] = clampOne(tack.vec4.dot(w, [1, -1, 1, -1])) + sumAbs(v[0] & 511) + (lo + hi) + w[3];
  }
});

const cases: Case[] = [
  {
    name: "a ray-sphere shader with the vec3 helpers and a device function returning a struct",
    kernel: shade,
    args: (rng, n) => [random(rng, "f64", n), random(rng, "f64", n), random(rng, "f64", n), random(rng, "f64", n), out("f64", n), out("i32", n)],
    scale: 10,
  },
  {
    name: "functions returning vectors from inside loops, component writes, reassignment, shared values, ?: between vectors",
    kernel: walk,
    args: (rng, n) => [random(rng, "f32", n), random(rng, "f32", n), random(rng, "i32", n, { min: 0, max: 6 }), out("f32", n), out("i32", n)],
    scale: 10,
  },
  {
    name: "integer vectors, tack.vec4, a preamble struct read by a device function",
    kernel: ints,
    args: (rng, n) => [random(rng, "i32", n, { min: -1000, max: 1000 }), random(rng, "i32", n, { min: -1000, max: 1000 }), out("i32", n), 3],
  },
];

export const vectorsTopic: Topic = { name: "vectors and structs as values", cases };
