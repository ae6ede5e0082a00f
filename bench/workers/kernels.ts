/**
 * Real-sized kernels for the first-call benchmark (issue 9, item 7): a sphere-tracing ray
 * marcher, an SPH density-and-force step and Black-Scholes, written as a user would, with
 * nested functions, Math calls and inner loops. Their O3 builds take tens to hundreds of
 * milliseconds, which is what tiering hides. Each comes with arguments of a typical size.
 */
import * as tack from "../../runtime/index.js";

export function raymarch(img: Float32Array, w: tack.i32, h: tack.i32, time: number) {
  function sdf(x: number, y: number, z: number) {
    const d1 = Math.sqrt((x - Math.sin(time)) * (x - Math.sin(time)) + y * y + (z - 4) * (z - 4)) - 1;
    const d2 = Math.sqrt((x + 1.5) * (x + 1.5) + (y - 0.5) * (y - 0.5) + (z - 5) * (z - 5)) - 0.7;
    const qx = Math.abs(x - 1.8) - 0.5, qy = Math.abs(y + 0.2) - 0.5, qz = Math.abs(z - 4.5) - 0.5;
    const box = Math.sqrt(Math.max(qx, 0) * Math.max(qx, 0) + Math.max(qy, 0) * Math.max(qy, 0) + Math.max(qz, 0) * Math.max(qz, 0)) + Math.min(Math.max(qx, Math.max(qy, qz)), 0);
    const plane = y + 1;
    const k = 0.3;
    const hh = Math.max(k - Math.abs(d1 - d2), 0) / k;
    const blend = Math.min(d1, d2) - hh * hh * k * 0.25;
    return Math.min(Math.min(blend, box), plane);
  }
  function march(ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, maxT: number) {
    let t = 0;
    for (let s = 0; s < 96; s++) {
      const d = sdf(ox + dx * t, oy + dy * t, oz + dz * t);
      if (d < 0.0005 * t) return t;
      t += d;
      if (t > maxT) return -1;
    }
    return -1;
  }
  function shadow(ox: number, oy: number, oz: number, lx: number, ly: number, lz: number) {
    let res = 1;
    let t = 0.02;
    for (let s = 0; s < 48; s++) {
      const d = sdf(ox + lx * t, oy + ly * t, oz + lz * t);
      res = Math.min(res, 8 * d / t);
      t += Math.min(Math.max(d, 0.01), 0.3);
      if (res < 0.001 || t > 10) break;
    }
    return Math.max(res, 0);
  }
  for (const [py, px] of tack.grid(h, w)) {
    const u = (2 * px - w) / h, v = (h - 2 * py) / h;
    const len = Math.sqrt(u * u + v * v + 2.25);
    const dx = u / len, dy = v / len, dz = 1.5 / len;
    const t = march(0, 0.3, 0, dx, dy, dz, 30);
    let c = 0.1 + 0.2 * v;
    if (t > 0) {
      const x = dx * t, y = 0.3 + dy * t, z = dz * t;
      const e = 0.0005;
      let nx = sdf(x + e, y, z) - sdf(x - e, y, z);
      let ny = sdf(x, y + e, z) - sdf(x, y - e, z);
      let nz = sdf(x, y, z + e) - sdf(x, y, z - e);
      const nl = Math.sqrt(nx * nx + ny * ny + nz * nz);
      nx /= nl; ny /= nl; nz /= nl;
      const lx = 0.577, ly = 0.577, lz = -0.577;
      const diff = Math.max(nx * lx + ny * ly + nz * lz, 0);
      const sh = shadow(x + nx * 0.01, y + ny * 0.01, z + nz * 0.01, lx, ly, lz);
      const rx = dx - 2 * (dx * nx + dy * ny + dz * nz) * nx;
      const ry = dy - 2 * (dx * nx + dy * ny + dz * nz) * ny;
      const rz = dz - 2 * (dx * nx + dy * ny + dz * nz) * nz;
      const spec = Math.pow(Math.max(rx * lx + ry * ly + rz * lz, 0), 32);
      c = 0.05 + 0.8 * diff * sh + 0.3 * spec * sh + 0.1 * Math.exp(-0.1 * t);
    }
    img[py * w + px] = Math.sqrt(Math.min(Math.max(c, 0), 1));
  }
}

/** The force phase of an SPH step (pressure and viscosity), from densities the density phase wrote. */
export function sph(px: Float32Array, py: Float32Array, vx: Float32Array, vy: Float32Array, rho: Float32Array, fx: Float32Array, fy: Float32Array, n: tack.i32, hsm: number, dt: number) {
  const mass = 0.02, restRho = 1000, stiffness = 3, viscosity = 0.25, pi = 3.141592653589793;
  function spikyGrad(r: number) {
    if (r >= hsm || r <= 1e-6) return 0;
    const d = hsm - r;
    return -10 / (pi * Math.pow(hsm, 5)) * d * d;
  }
  function viscLap(r: number) {
    if (r >= hsm) return 0;
    return 40 / (pi * Math.pow(hsm, 5)) * (hsm - r);
  }
  function pressure(d: number) {
    return stiffness * (Math.pow(d / restRho, 7) - 1);
  }
  for (const i of tack.range(n)) {
    let ax = 0, ay = -9.8;
    const pi_ = pressure(rho[i]);
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const dx = px[i] - px[j], dy = py[i] - py[j];
      const r = Math.sqrt(dx * dx + dy * dy);
      if (r < hsm) {
        const pj = pressure(rho[j]);
        const g = spikyGrad(r);
        const shared = -mass * (pi_ + pj) / (2 * rho[j]) * g;
        ax += shared * dx / Math.max(r, 1e-6);
        ay += shared * dy / Math.max(r, 1e-6);
        const l = viscLap(r) * viscosity * mass / rho[j];
        ax += l * (vx[j] - vx[i]);
        ay += l * (vy[j] - vy[i]);
      }
    }
    fx[i] = ax + 0 * dt;
    fy[i] = ay;
  }
}

export function blackScholes(price: Float64Array, strike: Float64Array, years: Float64Array, call: Float64Array, put: Float64Array, rate: number, vol: number) {
  function cnd(d: number) {
    const a1 = 0.31938153, a2 = -0.356563782, a3 = 1.781477937, a4 = -1.821255978, a5 = 1.330274429;
    const k = 1 / (1 + 0.2316419 * Math.abs(d));
    const w = 1 - 0.3989422804014327 * Math.exp(-0.5 * d * d) * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
    return d < 0 ? 1 - w : w;
  }
  function greeksTerm(s: number, x: number, t: number, sign: number) {
    const sq = vol * Math.sqrt(t);
    const d1 = (Math.log(s / x) + (rate + 0.5 * vol * vol) * t) / sq;
    const d2 = d1 - sq;
    const disc = Math.exp(-rate * t);
    return sign > 0 ? s * cnd(d1) - x * disc * cnd(d2) : x * disc * cnd(-d2) - s * cnd(-d1);
  }
  for (const i of tack.range(call.length)) {
    const s = price[i], x = strike[i], t = years[i];
    let c = greeksTerm(s, x, t, 1);
    let p = greeksTerm(s, x, t, -1);
    // a few Newton steps of implied volatility back from the call price, as pricing code does
    let sigma = 0.3;
    for (let it = 0; it < 8; it++) {
      const sq = sigma * Math.sqrt(t);
      const d1 = (Math.log(s / x) + (rate + 0.5 * sigma * sigma) * t) / sq;
      const model = s * cnd(d1) - x * Math.exp(-rate * t) * cnd(d1 - sq);
      const vega = s * Math.sqrt(t) * 0.3989422804014327 * Math.exp(-0.5 * d1 * d1);
      if (vega < 1e-9) break;
      sigma = Math.min(Math.max(sigma - (model - c) / vega, 0.01), 3);
    }
    call[i] = c + 0 * sigma;
    put[i] = p + 1e-12 * sigma;
  }
}

/** Each kernel with arguments of a typical size (fresh, deterministic, never zeros). */
export function realSized(): { name: string; fn: (...a: never[]) => void; args: () => unknown[] }[] {
  const r = (n: number, lo: number, hi: number, seed: number) => {
    let s = seed >>> 0;
    return Float64Array.from({ length: n }, () => {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      return lo + ((hi - lo) * s) / 2 ** 32;
    });
  };
  return [
    { name: "raymarch", fn: raymarch as never, args: () => [new Float32Array(160 * 120), 160, 120, 0.7] },
    {
      name: "sph", fn: sph as never, args: () => {
        const n = 600;
        const f = (lo: number, hi: number, seed: number) => Float32Array.from(r(n, lo, hi, seed));
        return [f(0, 1, 1), f(0, 1, 2), f(-0.1, 0.1, 3), f(-0.1, 0.1, 4), f(900, 1100, 8), new Float32Array(n), new Float32Array(n), n, 0.045, 0.001];
      },
    },
    {
      name: "blackScholes", fn: blackScholes as never, args: () => {
        const n = 1 << 14;
        return [r(n, 10, 100, 5), r(n, 10, 100, 6), r(n, 0.1, 3, 7), new Float64Array(n), new Float64Array(n), 0.02, 0.3];
      },
    },
  ];
}
