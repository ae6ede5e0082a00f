/**
 * The SPMD pass's decisions (compiler/passes/spmd.ts) as the IR's header line and the code show
 * them through `inspect()` on the cpu device: what runs in vector lanes (varying loops with
 * masks, uniform loops as scalar loops, masked stores), what stays scalar and why (kernel,
 * reason, line:col), that straight-line contiguous bodies keep the scalar build's loop (LLVM's
 * loop vectorizer) unless the device says `spmd: "always"`, and that `spmd: false` plans nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import type { CpuBackend } from "../../runtime/backends/cpu.js";
import { mandelbrot as mandelbrotFn } from "../corpus/mandelbrot.js";
import { saxpy as saxpyFn } from "../corpus/saxpy.js";

const cpu = tack.devices().find((d) => d.type === "cpu" && d.available);

/* eslint-disable @typescript-eslint/no-explicit-any */

const saxpy = tack.kernel(saxpyFn);
const mandelbrot = tack.kernel(mandelbrotFn);

const masked = tack.kernel(function masked(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(x.length)) {
    if (x[i] > 0) o[i] = x[i] * 2;
  }
});

const uniformInner = tack.kernel(function uniformInner(x: Float32Array, o: Float32Array, k: tack.i32) {
  for (const i of tack.range(x.length)) {
    let s = 0;
    for (const j of tack.range(k)) s += x[i] * j;
    o[i] = s;
  }
});

const withCall = tack.kernel(function withCall(x: Float32Array, o: Float32Array) {
  function twice(v: number) {
    return v * 2;
  }
  for (const i of tack.range(x.length)) {
    o[i] = twice(x[i]);
  }
});

const callReadsArray = tack.kernel(function callReadsArray(x: Float32Array, o: Float32Array) {
  function at(k: number) {
    return x[k] * 2;
  }
  for (const i of tack.range(x.length)) {
    o[i] = at(i);
  }
});

const strided = tack.kernel(function strided(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(x.length)) {
    o[2 * i + 1] = x[i];
  }
});

const scatter = tack.kernel(function scatter(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(x.length)) {
    o[i * i] = x[i];
  }
});

const forces = tack.kernel(function forces(pos: Float32Array, acc: Float32Array, n: tack.i32) {
  for (const i of tack.range(n)) {
    let ax = 0;
    for (const j of tack.range(n)) ax += pos[j] - pos[3 * i];
    acc[3 * i] = ax;
  }
});

const sameElement = tack.kernel(function sameElement(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(x.length)) {
    o[0] = x[i];
  }
});

const indirect = tack.kernel(function indirect(x: Float32Array, idx: Int32Array, o: Float32Array) {
  for (const i of tack.range(o.length)) {
    o[i] = x[idx[i]];
  }
});

const gathered = tack.kernel(function gathered(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(o.length)) o[i] = x[2 * i] + 1;
});

const libm = tack.kernel(function libm(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(o.length)) o[i] = Math.sin(x[i]);
});

const atomic = tack.kernel(function atomic(x: Int32Array, o: Int32Array) {
  for (const i of tack.range(x.length)) {
    Atomics.add(o, 0, x[i]);
  }
});

const local = tack.kernel(function local(x: Float32Array, o: Float32Array) {
  for (const i of tack.range(x.length)) {
    const t = tack.localArray(tack.f32, 4);
    t[i & 3] = x[i];
    o[i] = t[0];
  }
});

function code(k: unknown, args: unknown[], device: tack.Device): string {
  return (k as { inspect(a: unknown[], o: object): string }).inspect(args, { device });
}

/** The W-lane groups' code: from the vector body's first block to the scalar remainder's. */
function vectorPart(ir: string): string {
  const from = /^spmd\.body\d+:/m.exec(ir)?.index ?? -1;
  const to = /^spmd\.done\d+:/m.exec(ir)?.index ?? -1;
  expect(from, "the IR has a vector body").toBeGreaterThan(0);
  expect(to).toBeGreaterThan(from);
  return ir.slice(from, to);
}

function header(text: string): string {
  return /^; (spmd: .*)$/m.exec(text)?.[1] ?? "(none)";
}

describe.runIf(cpu)("the SPMD pass's decisions", () => {
  let vector: tack.Device;
  let always: tack.Device;
  let scalar: tack.Device;
  let lanes: number;
  /** A loop-free body runs 4 groups of lanes per step as one vector 4 times as wide. */
  let wide: number;
  beforeAll(() => {
    vector = tack.device("cpu", { spmd: true });
    always = tack.device("cpu", { spmd: "always" });
    scalar = tack.device("cpu", { spmd: false });
    lanes = (vector.backend as CpuBackend).spmd;
    wide = 4 * lanes;
  });
  const f32 = (n: number) => new Float32Array(n).fill(1);

  it("picks 8 lanes on AVX2 hosts and 4 otherwise, from the shim's host features", () => {
    const features = (vector.backend as CpuBackend).shim.hostInfo().features;
    expect(lanes).toBe(/(^|,)\+avx2(,|$)/.test(features) ? 8 : 4);
  });

  it("leaves saxpy to LLVM's loop vectorizer: the scalar build's code, and the header says why", () => {
    const args = [f32(64), f32(64), f32(64), 2];
    const ir = code(saxpy, args, vector);
    expect(header(ir)).toMatch(/^spmd: no, kernel 'saxpy\d*' stays scalar: its loop body is straight-line arithmetic on contiguous elements, which LLVM's loop vectorizer vectorizes as well/);
    const body = (text: string) => text.split("\n").filter((l) => !l.startsWith("; spmd:")).join("\n");
    expect(body(ir)).toBe(body(code(saxpy, args, scalar)));
  });

  it("keeps lanes for a straight-line body that reads a gathered element or calls libm", () => {
    expect(header(code(gathered, [f32(128), f32(64)], vector))).toBe(`spmd: yes (${lanes} lanes)`);
    expect(header(code(libm, [f32(64), f32(64)], vector))).toBe(`spmd: yes (${lanes} lanes)`);
  });

  it("vectorizes saxpy with spmd: \"always\": 4 groups of lanes per step as one wide vector load, load and store, not unrolled", () => {
    const ir = code(saxpy, [f32(64), f32(64), f32(64), 2], always);
    expect(header(ir)).toBe(`spmd: yes (${lanes} lanes)`);
    const vectorBody = vectorPart(ir);
    expect(vectorBody.match(new RegExp(`= load <${wide} x float>`, "g"))?.length).toBe(2);
    expect(vectorBody).toMatch(new RegExp(`store <${wide} x float> `));
    expect(vectorBody).not.toMatch(new RegExp(`<${lanes} x float>`));
    expect(ir).not.toContain("llvm.loop.unroll.count");
    expect(ir).not.toContain("llvm.masked.store");
  });

  it("runs Mandelbrot's escape loop as a varying loop (masks), with the scalar remainder after it", () => {
    const ir = code(mandelbrot, [new Uint32Array(64), 8, 8, 16], vector);
    expect(header(ir)).toBe(`spmd: yes (${lanes} lanes)`);
    expect(ir).toContain("vwhile.head");
    expect(ir).toContain(`@llvm.vector.reduce.or.v${lanes}i1`);
    expect(ir).toContain("while.head"); // the scalar remainder and the checked version
  });

  it("stores under a varying if with llvm.masked.store", () => {
    const ir = code(masked, [f32(64), f32(64)], vector);
    expect(header(ir)).toBe(`spmd: yes (${lanes} lanes)`);
    expect(ir).toContain(`@llvm.masked.store.v${wide}f32`);
  });

  it("keeps a loop with uniform bounds a scalar loop around vector code", () => {
    const ir = code(uniformInner, [f32(64), f32(64), 5], vector);
    expect(header(ir)).toBe(`spmd: yes (${lanes} lanes)`);
    expect(ir).toContain("vrange.head");
    expect(ir).not.toContain("vwhile.head");
  });

  it("widens a device function inline: its variables get vector slots, the vector body calls no function", () => {
    const ir = code(withCall, [f32(64), f32(64)], vector);
    expect(header(ir)).toBe(`spmd: yes (${lanes} lanes)`);
    expect(ir).toMatch(new RegExp(`%vf0\\.\\d+ = alloca <${wide} x float>`));
    const vectorBody = vectorPart(ir);
    expect(vectorBody).toContain("fmul <");
    expect(vectorBody).not.toContain("@tack_fn_");
    expect(ir).toContain("@tack_fn_"); // the checked and remainder versions still call it
  });

  it("stores at a fixed multiple of the parallel index with llvm.masked.scatter", () => {
    const ir = code(strided, [f32(64), f32(129)], vector);
    expect(header(ir)).toBe(`spmd: yes (${lanes} lanes)`);
    expect(ir).toContain(`@llvm.masked.scatter.v${wide}f32`);
  });

  it("gathers a load the inner uniform loop reads unchanged once, before the loop", () => {
    const ir = code(forces, [f32(3 * 64), f32(3 * 64), 64], vector);
    expect(header(ir)).toBe(`spmd: yes (${lanes} lanes)`);
    const vectorBody = vectorPart(ir);
    const gather = vectorBody.indexOf(`@llvm.masked.gather.v${lanes}f32`);
    expect(gather).toBeGreaterThan(0);
    expect(gather).toBeLessThan(vectorBody.indexOf("vrange.head"));
    expect(vectorBody.lastIndexOf(`@llvm.masked.gather.v${lanes}f32`)).toBe(gather);
  });

  it("checks an index read from memory per lane and gathers (the first failing lane reports)", () => {
    const ir = code(indirect, [f32(8), new Int32Array(8), f32(8)], vector);
    expect(header(ir)).toBe(`spmd: yes (${lanes} lanes)`);
    expect(ir).toContain(`@llvm.masked.gather.v${wide}f32`);
    expect(ir).toContain("voob");
  });

  it("reports an index out of bounds in a lane as the scalar build does", () => {
    const idx = new Int32Array(64).map((_, i) => i);
    idx[37] = 1000;
    const errors: string[] = [];
    for (const d of [vector, scalar]) {
      tack.setDefaultDevice(d);
      try {
        (indirect as any)(f32(64), idx, f32(64));
        errors.push("no error");
      } catch (e) {
        errors.push((e as Error).message);
      }
    }
    expect(errors[0]).toMatch(/1000/);
    expect(errors[0]).toBe(errors[1]);
  });

  const refusals: [string, unknown, () => unknown[], RegExp][] = [
    ["a call of a device function that reads an array", callReadsArray, () => [f32(8), f32(8)], /kernel 'callReadsArray\d*' stays scalar: a call of the device function 'at': it uses the array 'x' .*\(line 6:\d+\)/],
    ["a scatter", scatter, () => [f32(8), f32(64)], /kernel 'scatter\d*' stays scalar: a store to 'o' at an index other than .*\(line 3:\d+\)/],
    ["a store to one element", sameElement, () => [f32(8), f32(1)], /kernel 'sameElement\d*' stays scalar: every iteration stores to the same element of 'o' \(line 3:\d+\)/],
    ["an atomic", atomic, () => [new Int32Array(8), new Int32Array(1)], /kernel 'atomic\d*' stays scalar: an atomic .*\(line 3:\d+\)/],
    ["a local array", local, () => [f32(8), f32(8)], /kernel 'local\d*' stays scalar: a local array .*\(line 3:\d+\)/],
  ];
  for (const [what, k, args, want] of refusals) {
    it(`keeps a kernel with ${what} scalar and says why and where`, () => {
      const ir = code(k, args(), vector);
      expect(header(ir)).toMatch(want);
      expect(ir).not.toMatch(new RegExp(`<${lanes} x `));
    });
  }

  it("plans nothing for a device made with spmd: false", () => {
    const ir = code(mandelbrot, [new Uint32Array(64), 8, 8, 16], scalar);
    expect(header(ir)).toBe("(none)");
    expect(ir).not.toContain("vwhile.head");
  });
});
