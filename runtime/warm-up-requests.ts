/**
 * What the compiler's warm-up (workers/compiler-warm-up.ts) runs for a device: two kernels
 * shaped like real ones (nested functions, inner loops with early exits, Math calls, a 2-D grid
 * and a 1-D range, integer and float arrays), compiled for the device's own target descriptor,
 * so the compiler functions a first real compile calls are the ones V8 has compiled by then.
 * Their results are not used.
 */
import type { Backend } from "./backend.js";
import { requestText, type ParamSpec } from "./request.js";

const SHADE = `function tackWarmUpShade(img: Float32Array, w: tack.i32, h: tack.i32, t: number) {
  function field(x: number, y: number) {
    const a = Math.sqrt(x * x + y * y) - 0.5;
    const b = Math.abs(x - Math.sin(t)) + Math.abs(y) - 0.3;
    return Math.min(a, Math.max(b, -1));
  }
  function trace(ox: number, oy: number, dx: number, dy: number) {
    let s = 0;
    for (let k = 0; k < 16; k++) {
      const d = field(ox + dx * s, oy + dy * s);
      if (d < 0.001) return s;
      s += d;
      if (s > 8) break;
    }
    return -1;
  }
  for (const [py, px] of tack.grid(h, w)) {
    const u = (2 * px - w) / h, v = (h - 2 * py) / h;
    const len = Math.sqrt(u * u + v * v + 1);
    const s = trace(u, v, u / len, v / len);
    const c = s > 0 ? Math.exp(-0.2 * s) * Math.pow(Math.max(Math.cos(s), 0), 2) : 0.1 + Math.log(1 + v * v);
    img[py * w + px] = Math.min(Math.max(c, 0), 1);
  }
}`;

const STEP = `function tackWarmUpStep(pos: Float32Array, vel: Float32Array, near: Int32Array, n: tack.i32, dt: number) {
  const g = 9.8, damp = 0.99;
  function pull(d: number) {
    const r = Math.max(Math.abs(d), 0.001);
    return d / (r * r * r + 0.01);
  }
  for (const i of tack.range(n)) {
    let ax = 0;
    let count = 0;
    for (let j = 0; j < n; j += 7) {
      if (j === i) continue;
      const d = pos[j] - pos[i];
      ax += pull(d);
      if (Math.abs(d) < 0.1) count++;
    }
    const v = (vel[i] + (ax - g) * dt) * damp;
    vel[i] = v;
    pos[i] = pos[i] + v * dt;
    near[i] = count + Math.floor(Math.abs(v));
  }
}`;

const f32Array: ParamSpec = { kind: "array", dtype: "f32", rank: 1 };
const i32Array: ParamSpec = { kind: "array", dtype: "i32", rank: 1 };
const i32: ParamSpec = { kind: "scalar", dtype: "i32" };
const float: ParamSpec = { kind: "number" };

/** The warm-up's request texts for `backend`'s target, as its most common variant takes them. */
export function warmUpRequests(backend: Backend): string[] {
  const target = backend.targetDescriptor(backend.likelyVariantOptions);
  return [
    { source: SHADE, params: [f32Array, i32, i32, float] },
    { source: STEP, params: [f32Array, f32Array, i32Array, i32, float] },
  ].map((k) => requestText({ ...k, target, scope: [] }));
}
