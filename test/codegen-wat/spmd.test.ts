/**
 * The WAT generator's SPMD vectors (compiler/codegen/wat/spmd.ts): parallel loops with a
 * uniform inner loop, strided loads and stores, and device-function calls run one iteration
 * per lane. Observed in the generated text (a `$tack_vfn_` variant, gathers, scatters), and in
 * results: each kernel against the plain run, and the vector build against the scalar one lane
 * for lane, bit for bit — the same launch over single iterations [i, i + 1) (a block shorter
 * than a vector runs the scalar loop), on a one-thread device so the whole range is one block.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { check, out, random, Rng } from "../backends/harness.js";
import { vectorMatchesScalar } from "./vector-vs-scalar.js";

/**
 * All-pairs forces (n-body): a uniform inner loop, stride-3 gathers and scatters, `+=` into an
 * array, a device function. The shared n-body (test/util/nbody.ts) over a sub-range [lo, hi), so
 * that the same launch can run single iterations.
 */
const forces = tack.kernel(function forces(pos: Float32Array, vel: Float32Array, acc: Float32Array, lo: tack.i32, hi: tack.i32, n: tack.i32, dt: number) {
  const eps = 0.01;
  function inverseCube(d2: number) {
    const inv = 1 / Math.sqrt(d2 + eps);
    return inv * inv * inv;
  }
  for (const i of tack.range(lo, hi)) {
    let ax = 0;
    let ay = 0;
    let az = 0;
    for (const j of tack.range(n)) {
      const dx = pos[3 * j] - pos[3 * i];
      const dy = pos[3 * j + 1] - pos[3 * i + 1];
      const dz = pos[3 * j + 2] - pos[3 * i + 2];
      const s = inverseCube(dx * dx + dy * dy + dz * dz);
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    acc[3 * i] = ax;
    acc[3 * i + 1] = ay;
    acc[3 * i + 2] = az;
    vel[3 * i] += ax * dt;
    vel[3 * i + 1] += ay * dt;
    vel[3 * i + 2] += az * dt;
  }
});

/** f64 lanes: a stride-2 gather the inner loop does not change, a uniform load, a contiguous store. */
const pairs = tack.kernel(function pairs(x: Float64Array, w: Float64Array, o: Float64Array, lo: tack.i32, hi: tack.i32) {
  for (const i of tack.range(lo, hi)) {
    let s = 0;
    for (const j of tack.range(w.length)) s = s + w[j] * x[2 * i] - x[2 * i + 1] / (w[j] + 3);
    o[i] = Math.max(s, -1e300);
  }
});

/** i32 lanes: wrapping integer arithmetic over an inner loop, a masked select. */
const mix = tack.kernel(function mix(seed: Int32Array, key: Int32Array, o: Int32Array, lo: tack.i32, hi: tack.i32) {
  for (const i of tack.range(lo, hi)) {
    let h = seed[i];
    for (const j of tack.range(key.length)) {
      h = ((h ^ (h << 5)) + Math.imul(key[j], 16777619)) | 0;
      h = h < 0 ? h ^ 0x5bd1e995 : (h + 1) | 0;
    }
    o[i] = h;
  }
});

/** Two stores two elements apart at stride 2: lanes would meet each other's elements, so it stays scalar. */
const overlapping = tack.kernel(function overlapping(x: Float32Array, o: Float32Array, lo: tack.i32, hi: tack.i32) {
  for (const i of tack.range(lo, hi)) {
    let s = 0;
    for (const j of tack.range(x.length)) s = s + x[j] * x[i];
    o[2 * i] = s;
    o[2 * i + 2] = s + 1;
  }
});

/**
 * Inner loads that step with the inner counter, through pointers: a contiguous row at a stride
 * the launch sets (`m[j * w + i]`, through a const of the inner body), a stride-2 gather
 * (`x[2 * i + j]`, `x[2 * i + j + 1]`: one pointer, the lanes and the +1 as offsets), a
 * constant below the group's first member (`x[2 * i + j - 1]`), and a uniform one at a stride
 * of 2 (`w[2 * j + 1]`).
 */
function rows(m: Float32Array, x: Float32Array, w: Float32Array, o: Float32Array, lo: tack.i32, hi: tack.i32, rowLen: tack.i32, steps: tack.i32) {
  for (const i of tack.range(lo, hi)) {
    let s = 0;
    for (const j of tack.range(1, steps)) {
      const t = j * rowLen + i;
      s = s + m[t] * w[2 * j + 1] - x[2 * i + j] / (x[2 * i + j + 1] + 3) + x[2 * i + j - 1];
    }
    o[i] = s;
  }
}
const rowsChecked = tack.kernel(rows);
const rowsUnchecked = tack.kernel(rows, { checks: "off" });

describe("wasm SPMD vectors", () => {
  let before: tack.Device | undefined;
  beforeAll(() => {
    before = tack.getDefaultDevice();
    // one thread: a launch is one block, so its vector loop runs (chunks on a pool could be shorter than a vector)
    tack.setDefaultDevice("wasm", { numThreads: 1 });
  });
  afterAll(() => {
    if (before) tack.setDefaultDevice(before);
  });

  it("vectorizes an inner loop with gathers, scatters and a device function's vector variant, and not lanes that meet", () => {
    const f32 = new Float32Array(12);
    const text = tack.inspect(forces as never, [f32, f32, f32, 0, 4, 4, 0.5]);
    expect(text).toMatch(/\(func \$tack_vfn_inverseCube\w*\s+\(param \$a0 v128\) \(param \$a1 v128\)[\s\S]*f32x4\.sqrt/);
    expect(text).toMatch(/v128\.load32_lane 3[\s\S]*call \$tack_vfn_inverseCube[\s\S]*f32x4\.extract_lane 3/);
    const f64 = new Float64Array(8);
    expect(tack.inspect(pairs as never, [f64, f64, f64, 0, 4])).toMatch(/v128\.load64_lane 1[\s\S]*f64x2\.div[\s\S]*v128\.store/);
    const i32 = new Int32Array(8);
    expect(tack.inspect(mix as never, [i32, i32, i32, 0, 4])).toMatch(/i32x4\.shl[\s\S]*v128\.bitselect[\s\S]*v128\.store/);
    expect(tack.inspect(overlapping as never, [f32, f32, 0, 4])).not.toMatch(/v128/);
  });

  it("an inner loop's loads that step with its counter go through one pointer per array and index less a constant", () => {
    const f32 = new Float32Array(12);
    // n-body's pos[3*j], pos[3*j + 1], pos[3*j + 2]: one pointer, the +1 and +2 as offsets
    const text = tack.inspect(forces as never, [f32, f32, f32, 0, 4, 4, 0.5]);
    const offsets = [...text.matchAll(/v128\.load32_splat offset=(\d+) \(local\.get (\$t\d+)\)\)/g)];
    expect(offsets.map((m) => m[1])).toEqual(["4", "8"]);
    const p = offsets[0][2];
    expect(offsets[1][2]).toBe(p);
    expect(text).toContain(`(v128.load32_splat (local.get ${p}))`);
    expect(text).toMatch(new RegExp(`\\(local\\.set \\${p} \\(i32\\.add \\(local\\.get \\${p}\\) `)); // stepped per iteration
    // rows: x's gather and its +1 and -1 on one pointer (the -1 at 0, lane l at 8 * l bytes further)
    const r = tack.inspect(rowsChecked as never, [f32, f32, f32, f32, 0, 4, 4, 3]);
    for (const lane of ["offset=12 1", "offset=20 2", "offset=28 3", "offset=16 1", "offset=32 3"]) expect(r).toMatch(new RegExp(`v128\\.load32_lane ${lane} \\(local\\.get \\$t\\d+\\)`));
    expect(r).toMatch(/v128\.load32_splat offset=4 \(local\.get \$t\d+\)\)/);
    expect(r).toMatch(/v128\.load \(local\.get \$t\d+\)\)/); // m's row, contiguous
    // checks off: nothing proved in bounds, the inline addresses
    expect(tack.inspect(rowsUnchecked as never, [f32, f32, f32, f32, 0, 4, 4, 3])).not.toMatch(/load32_(splat|lane) offset=/);
  });

  it("rows: the plain run's results and the scalar build's bits, at every stride and remainder", () => {
    for (const [n, steps, rowLen] of [[4, 1, 4], [5, 2, 7], [9, 6, 9], [13, 9, 16]]) {
      const rng = new Rng(0x9055 + n);
      const m = random(rng, "f32", steps * rowLen + n, { min: -2, max: 2 });
      const x = random(rng, "f32", 2 * n + steps + 1, { min: 0, max: 4 });
      const w = random(rng, "f32", 2 * steps + 2, { min: -1, max: 1 });
      for (const k of [rowsChecked, rowsUnchecked]) {
        check(k, () => [m, x, w, out("f32", n), 0, n, rowLen, steps], { sizes: [n], label: `rows ${n}x${steps}` });
        vectorMatchesScalar(k, () => [m, x, w, new Float32Array(n), 0, n, rowLen, steps], n, 4);
      }
    }
  });

  it("forces: the plain run's results, and the vector build's bits equal the scalar build's lane for lane", () => {
    for (const n of [1, 3, 4, 5, 9, 38]) {
      const rng = new Rng(0x5eed + n);
      const pos = random(rng, "f32", 3 * n, { min: -1, max: 1 });
      const vel = random(rng, "f32", 3 * n);
      check(forces, () => [pos, vel, out("f32", 3 * n), 0, n, n, 0.25], { sizes: [n], label: `forces ${n}` });
      vectorMatchesScalar(forces, () => [pos.slice(), vel.slice(), new Float32Array(3 * n), 0, n, n, 0.25], n, 3);
    }
  });

  it("f64 and i32 lanes: the plain run's results and the scalar build's bits", () => {
    for (const n of [2, 5, 7, 33]) {
      const rng = new Rng(0xf64 + n);
      const x = random(rng, "f64", 2 * n, { min: -3, max: 3 });
      const w = random(rng, "f64", 11, { min: 0, max: 2 });
      check(pairs, () => [x, w, out("f64", n), 0, n], { sizes: [n], label: `pairs ${n}` });
      vectorMatchesScalar(pairs, () => [x, w, new Float64Array(n), 0, n], n, 3);
      const seed = random(rng, "i32", n);
      const key = random(rng, "i32", 13);
      check(mix, () => [seed, key, out("i32", n), 0, n], { sizes: [n], label: `mix ${n}` });
      vectorMatchesScalar(mix, () => [seed, key, new Int32Array(n), 0, n], n, 3);
    }
  });

  it("lanes that would write each other's elements keep the scalar order", () => {
    for (const n of [4, 9]) {
      const x = random(new Rng(n), "f32", n);
      check(overlapping, () => [x, out("f32", 2 * n + 2), 0, n], { sizes: [n], label: `overlapping ${n}` });
    }
  });

  it("a stored array that overlaps another argument runs the scalar order (the arrays-apart check)", () => {
    for (const n of [4, 8, 13]) {
      const rng = new Rng(0xa11a5 + n);
      const buf = random(rng, "f32", 6 * n + 3, { min: -1, max: 1 }) as Float32Array;
      // acc two elements into pos: iteration i's stores feed later iterations' loads
      const views = () => {
        const b = buf.slice();
        return [b.subarray(0, 3 * n), b.subarray(3 * n + 3), b.subarray(2, 3 * n + 2), 0, n, n, 0.5];
      };
      vectorMatchesScalar(forces, views, n, 3);
    }
  });
});
