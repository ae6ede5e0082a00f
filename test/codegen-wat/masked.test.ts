/**
 * The WAT generator's masked SPMD (compiler/codegen/wat/masked.ts): parallel loops with
 * divergent `while`/`if`/`break` run 4 iterations per v128 with lane masks. Observed in the
 * generated text (the module's `;; spmd:` line, mask instructions), and in results: the vector
 * build's bits equal the scalar build's lane for lane (the same launch over single iterations
 * [i, i + 1), which a block shorter than a vector runs in the scalar loop), on a one-thread
 * device so the whole range is one block; integer kernels also against the plain run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { mandelbrot as mandelbrotFn } from "../corpus/mandelbrot.js";
import { check, out, random, Rng } from "../backends/harness.js";
import { vectorMatchesScalar } from "./vector-vs-scalar.js";

const mandelbrot = tack.kernel(mandelbrotFn);

/** Mandelbrot over a flat range [lo, hi): f32 values, an i64 counter, a while with a break. */
const escape = tack.kernel(function escape(cx: Float32Array, cy: Float32Array, o: Uint32Array, lo: tack.i32, hi: tack.i32, maxIter: tack.i32) {
  for (const i of tack.range(lo, hi)) {
    let x = 0.0;
    let y = 0.0;
    let n = 0;
    while (n < maxIter) {
      const xx = x * x;
      const yy = y * y;
      if (xx + yy > 4.0) break;
      y = 2.0 * x * y + cy[i];
      x = xx - yy + cx[i];
      n++;
    }
    o[i] = n;
  }
});

/** The same with a counter that starts differently per lane (set in an `if`): its test stays per lane. */
const escapeSkewed = tack.kernel(function escapeSkewed(cx: Float32Array, cy: Float32Array, o: Uint32Array, lo: tack.i32, hi: tack.i32, maxIter: tack.i32) {
  for (const i of tack.range(lo, hi)) {
    let x = 0.0;
    let y = 0.0;
    let n = 0;
    if (cx[i] > 0) n = 100;
    while (n < maxIter) {
      const xx = x * x;
      const yy = y * y;
      if (xx + yy > 4.0) break;
      y = 2.0 * x * y + cy[i];
      x = xx - yy + cx[i];
      n++;
    }
    o[i] = n;
  }
});

/** Collatz steps with continue and break; a masked checked read near the array's end. */
const steps = tack.kernel(function steps(x: Int32Array, o: Int32Array, lo: tack.i32, hi: tack.i32) {
  for (const i of tack.range(lo, hi)) {
    let v = (x[i] & 0xffff) + 1;
    let k = 0;
    let t = 0;
    while (v != 1) {
      k++;
      if (k > 200) break;
      if ((v & 1) == 0) {
        v = v >> 1;
        continue;
      }
      v = 3 * v + 1;
      t = (t + x[(i + k) & 1023]) | 0;
    }
    o[i] = k ^ t;
  }
});

/** A device-function call the masked path does not inline: the module says why it stays scalar. */
const callsHalf = tack.kernel(function callsHalf(x: Float32Array, o: Float32Array) {
  function half(v: number) {
    return v * 0.5;
  }
  for (const i of tack.range(x.length)) {
    let s = x[i];
    while (s > 1) s = half(s);
    o[i] = s;
  }
});

/** The index's f32 value near 2^31: vector blocks up to the end of the i32 range, the scalar loop past it. */
const farIndex = tack.kernel(function farIndex(o: Float32Array, base: number, lo: tack.i32, hi: tack.i32) {
  for (const i of tack.range(base + lo, base + hi)) {
    let x = i * 0.75;
    let n = 0;
    while (n < 60) {
      if (x < 3) break;
      x = x * 0.5 + 1;
      n++;
    }
    o[i - base] = x + n;
  }
});

describe("wasm masked SPMD", () => {
  let before: tack.Device | undefined;
  beforeAll(() => {
    before = tack.getDefaultDevice();
    tack.setDefaultDevice("wasm", { numThreads: 1 });
  });
  afterAll(() => {
    if (before) tack.setDefaultDevice(before);
  });

  it("runs Mandelbrot-shaped kernels in masked vector lanes and says so in the module", () => {
    const text = tack.inspect(mandelbrot as never, [new Uint32Array(16), 4, 4, 10]);
    expect(text.split("\n")[1]).toBe(";; spmd: yes (4 lanes, masked control flow)");
    // the while loop runs while any lane is in it; the break takes lanes out of its mask
    expect(text).toMatch(/\(loop \$mwhile_head[\s\S]*f32x4\.gt[\s\S]*v128\.andnot[\s\S]*br_if \$mwhile_head\d+ \(v128\.any_true/);
    // `2.0 * x` doubles by an add (no constant for V8 to re-materialize in the loop)
    expect(text).toMatch(/\(loop \$mwhile_head[\s\S]*\(f32x4\.add \(local\.get (\$t\d+)\) \(local\.get \1\)\)/);
    expect(text).not.toMatch(/f32x4\.splat \(f32\.const 0x1\.000000p\+1\)/);
    const f32 = new Float32Array(8);
    expect(tack.inspect(escape as never, [f32, f32, new Uint32Array(8), 0, 8, 10]).split("\n")[1]).toBe(";; spmd: yes (4 lanes, masked control flow)");
  });

  it("keeps kernels it cannot mask scalar, naming the construct and where", () => {
    const text = tack.inspect(callsHalf as never, [new Float32Array(4), new Float32Array(4)]);
    expect(text.split("\n")[1]).toMatch(/^;; spmd: no, kernel 'callsHalf\d*' stays scalar: a call of a device function .* \(line \d+:\d+\)$/);
    expect(text).not.toMatch(/v128/);
  });

  it("tests a counter that all lanes in the loop share with one scalar trip count, and one that differs per lane in vector lanes (the scalar build's bits; f32 escape counts may differ from the plain run's f64 ones)", () => {
    const f32 = new Float32Array(8);
    const loopOf = (text: string) => text.slice(text.indexOf("(loop $mwhile_head"), text.indexOf("(loop $mwhile_head") + 4000);
    const uniform = loopOf(tack.inspect(escape as never, [f32, f32, new Uint32Array(8), 0, 8, 10]));
    expect(uniform).toMatch(/^\(loop \$mwhile_head\d+\s+\(local\.set \$t\d+ \(local\.get \$v\d+\)\)\s+\(local\.set \$t\d+ \(i64\.extend_i32_s[^\n]*\n\s+\(br_if \$mwhile_exit\d+ \(i64\.ge_s/);
    expect(uniform).not.toMatch(/i32x4\.lt_s/);
    expect(loopOf(tack.inspect(escapeSkewed as never, [f32, f32, new Uint32Array(8), 0, 8, 10]))).toMatch(/i32x4\.lt_s/);
    for (const n of [5, 64, 203]) {
      const rng = new Rng(0x5ce3 + n);
      const cx = random(rng, "f32", n, { min: -2.2, max: 0.8 });
      const cy = random(rng, "f32", n, { min: -1.2, max: 1.2 });
      vectorMatchesScalar(escapeSkewed, () => [cx, cy, new Uint32Array(n).fill(0xdeadbeef), 0, n, 300], n, 3);
    }
  });

  it("escape-time f32 lanes: the vector build's bits equal the scalar build's lane for lane", () => {
    for (const n of [1, 4, 5, 13, 64, 203]) {
      const rng = new Rng(0xe5ca9e + n);
      const cx = random(rng, "f32", n, { min: -2.2, max: 0.8 });
      const cy = random(rng, "f32", n, { min: -1.2, max: 1.2 });
      vectorMatchesScalar(escape, () => [cx, cy, new Uint32Array(n).fill(0xdeadbeef), 0, n, 300], n, 3);
    }
  });

  it("integer lanes with continue, break and a masked checked read: the plain run's results and the scalar build's bits", () => {
    for (const n of [3, 8, 37, 1000]) {
      const rng = new Rng(0xc0ffee + n);
      const x = random(rng, "i32", Math.max(n, 1024), { min: -1e9, max: 1e9 });
      check(steps, () => [x, out("i32", n), 0, n], { sizes: [n], label: `steps ${n}` });
      vectorMatchesScalar(steps, () => [x, new Int32Array(n).fill(-7), 0, n], n, 2);
    }
  });

  it("converts the index to f32 as i32 lanes only inside the i32 range: the plain run's results and the scalar build's bits on both sides of 2^31", () => {
    const f32 = new Float32Array(8);
    expect(tack.inspect(farIndex as never, [f32, 0, 0, 8]).split("\n")[1]).toBe(";; spmd: yes (4 lanes, masked control flow)");
    expect(tack.inspect(farIndex as never, [f32, 0, 0, 8])).toMatch(/i8x16\.shuffle 0 1 2 3 8 9 10 11[^\n]*\n[^\n]*f32x4\.convert_i32x4_s/);
    for (const [base, n] of [[2 ** 31 - 24, 24], [2 ** 31 - 40, 64], [2 ** 31 + 3, 29], [2 ** 33, 16]]) {
      vectorMatchesScalar(farIndex, () => [new Float32Array(n).fill(NaN), base, 0, n], n, 2);
      check(farIndex, () => [out("f32", n), base, 0, n], { sizes: [n], label: `farIndex ${base}` });
    }
  });

  it("a masked read that fails its bounds check reports the access, as the scalar build does", () => {
    const x = new Int32Array(100).fill(26); // 27: 111 Collatz steps, odd values reach x[i + k] past 99
    expect(() => (steps as unknown as (...a: unknown[]) => void)(x, new Int32Array(8), 0, 8)).toThrow(/x\[/);
  });
});
