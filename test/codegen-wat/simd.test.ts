/**
 * The WAT generator's 128-bit SIMD (compiler/codegen/wat/simd.ts): which parallel loops it
 * vectorizes (observed in the generated text: `v128.store` in the chunk), and that the vector
 * code gives the plain run's results on the wasm device — sizes that leave remainders of every
 * length, specials (NaN, ±0, ±Infinity) through min/max/sqrt/floor, wrapping integer ops,
 * and arguments that share memory (the run-time overlap check must fall back to scalar code).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { check, FLOAT_SPECIALS, out, random } from "../backends/harness.js";

const SIZES = [1, 3, 4, 5, 7, 8, 9, 1000, 4099];

const mapF32 = tack.kernel(function mapF32(x: Float32Array, y: Float32Array, o: Float32Array, a: number) {
  for (const i of tack.range(o.length)) {
    const t = x[i] * a - y[i];
    o[i] = Math.max(Math.sqrt(Math.abs(t)), Math.floor(y[i])) / (t * t + 1) + Math.min(x[i], -t);
  }
});

const mapF64 = tack.kernel(function mapF64(x: Float64Array, o: Float64Array, b: number) {
  for (const i of tack.range(1, o.length)) o[i] = (x[i] - x[i - 1]) * b + Math.ceil(x[i]) - Math.trunc(-x[i]);
});

const mapI32 = tack.kernel(function mapI32(x: Int32Array, y: Int32Array, o: Int32Array, u: Uint32Array, k: number) {
  for (const i of tack.range(o.length)) {
    // Math.imul: a plain `*` of two int32s is a float product in JS, inexact past 2^53
    o[i] = ((Math.imul(x[i], y[i]) + k) ^ (x[i] << 3)) - (y[i] >> 2) + Math.abs(x[i]) + Math.min(x[i], y[i]);
    u[i] = (u[i] >>> 5) | (u[i] & 7);
  }
});

/** A grid row's index through a const: `(y + 1) * w + x + 1` steps by one element along a row. */
const stencil = tack.kernel(function stencil(src: Float32Array, dst: Float32Array, h: tack.i32, w: tack.i32) {
  for (const [yi, xi] of tack.grid(h - 2, w - 2)) {
    const i = (yi + 1) * w + xi + 1;
    dst[i] = 0.2 * (src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
  }
});

/** Reads one element ahead of where it writes: with `o` a view one element into `x`, iterations depend on each other. */
const shiftAdd = tack.kernel(function shiftAdd(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(o.length)) o[i] = x[i] + 1;
});

/** Selects computed in every lane and picked by a mask, with NaN-sensitive comparisons. */
const selects = tack.kernel(function selects(x: Float32Array, y: Float32Array, o: Float32Array) {
  for (const i of tack.range(o.length)) {
    o[i] = x[i] > y[i] && !(x[i] == 0.5) ? x[i] - y[i] : x[i] != x[i] || y[i] <= -1 ? 1 : y[i] * 0.5;
  }
});

/** One lane type per loop: an i32 loop of its own. */
const selectsI = tack.kernel(function selectsI(k: Int32Array, m: Int32Array) {
  for (const i of tack.range(m.length)) m[i] = k[i] < 0 ? -k[i] : k[i] >= 100 ? k[i] - 100 : k[i];
});

const ifStatement = tack.kernel(function ifStatement(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(o.length)) {
    if (x[i] > 0) o[i] = x[i];
  }
});

describe("wasm SIMD", () => {
  let before: tack.Device | undefined;
  beforeAll(() => {
    before = tack.getDefaultDevice();
    tack.setDefaultDevice("wasm");
  });
  afterAll(() => {
    if (before) tack.setDefaultDevice(before);
  });

  it("vectorizes straight-line f32, f64 and i32 maps, masked selects; an `if` statement only through masked.ts", () => {
    const f32 = new Float32Array(8);
    expect(tack.inspect(mapF32 as never, [f32, f32, f32, 2])).toMatch(/f32x4\.max[\s\S]*v128\.store/);
    expect(tack.inspect(mapF64 as never, [new Float64Array(8), new Float64Array(8), 2])).toMatch(/f64x2\.sub[\s\S]*v128\.store/);
    const i32 = new Int32Array(8);
    expect(tack.inspect(mapI32 as never, [i32, i32, i32, new Uint32Array(8), 3])).toMatch(/i32x4\.shl[\s\S]*i32x4\.min_s[\s\S]*v128\.store/);
    expect(tack.inspect(selects as never, [f32, f32, f32])).toMatch(/f32x4\.ne[\s\S]*v128\.bitselect[\s\S]*v128\.store/);
    expect(tack.inspect(selectsI as never, [i32, i32])).toMatch(/i32x4\.ge_s[\s\S]*v128\.bitselect[\s\S]*v128\.store/);
    expect(tack.inspect(stencil as never, [f32, f32, 2, 4])).toMatch(/f32x4\.add[\s\S]*v128\.store/);
    // not a straight-line map: the masked path (masked.ts) runs it, its store per active lane
    const ifText = tack.inspect(ifStatement as never, [f32, f32]);
    expect(ifText.split("\n")[1]).toBe(";; spmd: yes (4 lanes, masked control flow)");
    expect(ifText).toMatch(/v128\.any_true[\s\S]*i32x4\.extract_lane 3[\s\S]*f32\.store/);
  });

  it("runs the vector loop out of line on row pointers where every access's check is hoisted, inline with checks off (vecfn.ts)", () => {
    const f32 = new Float32Array(8);
    const text = tack.inspect(stencil as never, [f32, f32, 2, 4]);
    // src[i - 1], src[i], src[i + 1] share a pointer (offsets 0, 4, 8); src[i - w], src[i + w], dst[i] one each
    expect(text).toMatch(/\(func \$tack_vec\d+ \(export "tack_vec\d+"\)\n\s+\(param \$p0 i32\) \(param \$p1 i32\) \(param \$p2 i32\) \(param \$p3 i32\) \(param \$n i32\)\n/);
    // that group's vectors carried: the next vector's first load, the centre and right neighbours
    // by shuffles; the block's last vector loads its elements directly (no read past the block)
    // four vectors a trip (the fourth's next load at offset=64), a byte offset counting up to 0, then one a trip
    expect(text).toMatch(/\(loop \$group[\s\S]*v128\.load offset=16 [\s\S]*i8x16\.shuffle 4 5 6 7 [\s\S]*i8x16\.shuffle 8 9 10 11 [\s\S]*v128\.load offset=64 [\s\S]*\(i32\.const 64\)[\s\S]*\(br_if \$group \(local\.get \$o\)\)[\s\S]*\(loop \$head[\s\S]*i8x16\.shuffle 4 5 6 7 [\s\S]*\(br_if \$head /);
    expect(text.slice(text.lastIndexOf("(br_if $head"))).toMatch(/v128\.load offset=4 [\s\S]*v128\.load \(i32\.add [\s\S]*v128\.load offset=8 /);
    expect(text.slice(text.lastIndexOf("(br_if $head"))).not.toMatch(/shuffle/);
    // a group of an array the block also stores is not carried (a store could change what a carried vector holds)
    const stored = tack.kernel(function storedNeighbours(x: Float32Array, o: Float32Array) {
      for (const i of tack.range(1, o.length - 1)) {
        const t = x[i - 1] + x[i + 1];
        x[i] = t;
        o[i] = t;
      }
    });
    const storedText = tack.inspect(stored as never, [new Float32Array(64), new Float32Array(64)]);
    expect(storedText).toMatch(/\(call \$tack_vec\d+ /);
    expect(storedText).not.toMatch(/i8x16\.shuffle|\(local \$a\d/);
    expect(text).toMatch(/\(call \$tack_vec\d+ /);
    // with no carried group: four vectors a trip (offset= immediates, one bump), then the rest one a trip
    const mapText = tack.inspect(mapF32 as never, [f32, f32, f32, 2]);
    expect(mapText).toMatch(/\(loop \$group[\s\S]*v128\.store offset=16 [\s\S]*v128\.store offset=32 [\s\S]*v128\.store offset=48 [\s\S]*\(i32\.const 64\)[\s\S]*\(br_if \$group [\s\S]*\(loop \$head[\s\S]*\(i32\.const 16\)[\s\S]*\(br_if \$head /);
    // an invariant scalar (b = 2: the i32 variant) is a parameter, converted and splatted in the loop
    expect(tack.inspect(mapF64 as never, [new Float64Array(8), new Float64Array(8), 2])).toMatch(/\(param \$n i32\) \(param \$v\d+ i32\)[\s\S]*v128\.load offset=8 /);
    const unchecked = tack.kernel(function stencilUnchecked(src: Float32Array, dst: Float32Array, h: tack.i32, w: tack.i32) {
      for (const [yi, xi] of tack.grid(h - 2, w - 2)) {
        const i = (yi + 1) * w + xi + 1;
        dst[i] = 0.2 * (src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
      }
    }, { checks: "off" });
    const inline = tack.inspect(unchecked as never, [f32, f32, 2, 4]);
    expect(inline).toMatch(/f32x4\.add[\s\S]*v128\.store/);
    expect(inline).not.toMatch(/tack_vec/);
  });

  it("f32 map with specials, every remainder", () => {
    check(mapF32, (rng, n) => [
      random(rng, "f32", n, { specials: FLOAT_SPECIALS, min: -4, max: 4 }),
      random(rng, "f32", n, { specials: FLOAT_SPECIALS, min: -4, max: 4 }),
      out("f32", n),
      rng.uniform(-2, 2),
    ], { sizes: SIZES, scale: 10 });
  });

  it("f32 map over blocks of 3-9 vectors: the four-vector loop, its rest, both, and a scalar tail", () => {
    check(mapF32, (rng, n) => [
      random(rng, "f32", n, { min: -4, max: 4 }),
      random(rng, "f32", n, { min: -4, max: 4 }),
      out("f32", n),
      rng.uniform(-2, 2),
    ], { sizes: [12, 15, 16, 19, 20, 28, 32, 36, 37], scale: 10 });
  });

  it("f64 map with a shifted load, every remainder", () => {
    check(mapF64, (rng, n) => [random(rng, "f64", n, { specials: FLOAT_SPECIALS, min: -100, max: 100 }), out("f64", n), rng.uniform(-3, 3)],
      { sizes: SIZES, scale: 100 });
  });

  it("i32 and u32 maps wrap like the scalar code", () => {
    check(mapI32, (rng, n) => [random(rng, "i32", n), random(rng, "i32", n), out("i32", n), random(rng, "u32", n), rng.int(-1000, 1000)],
      { sizes: SIZES });
  });

  it("a grid stencil whose index goes through a const, rows of every remainder and of 1-10 vectors", () => {
    // rows of 1-10 vectors (w 6, 10, 14, 18, 22, 26, 30, 37, 41, 45) and more: the carried loop's
    // four-vector trips (from 5 vectors), its one-vector trips (0-3 of them) and its direct last one
    for (const w of [3, 4, 5, 6, 7, 9, 10, 11, 14, 18, 21, 22, 26, 30, 37, 41, 45, 67]) {
      check(stencil, (rng, h) => {
        // the border is not written: the output starts as a copy of the input's border
        return [random(rng, "f32", h * w), out("f32", h * w), h, w];
      }, { sizes: [3, 5, 20], label: `stencil w=${w}`, scale: 5 });
    }
  });

  it("masked selects agree with the branches of the plain run, NaN included", () => {
    check(selects, (rng, n) => [
      random(rng, "f32", n, { specials: FLOAT_SPECIALS }),
      random(rng, "f32", n, { specials: FLOAT_SPECIALS }),
      out("f32", n),
    ], { sizes: SIZES });
    check(selectsI, (rng, n) => [random(rng, "i32", n, { min: -300, max: 300 }), out("i32", n)], { sizes: SIZES });
  });

  it("arguments that share memory run the scalar order (the overlap check)", () => {
    for (const n of [5, 9, 64]) {
      const buf = new Float32Array(n + 1).map((_, i) => i * 0.5 + 1);
      const want = buf.slice();
      shiftAdd.plain(want.subarray(0, n), want.subarray(1, n + 1));
      shiftAdd(buf.subarray(0, n), buf.subarray(1, n + 1));
      expect(Array.from(buf)).toEqual(Array.from(want));
    }
  });
});
