/**
 * The generated WAT's safety operations on the wasm device (compiler/codegen/wat/safety.ts,
 * ABI.md "The status block"): a failed bounds check reports the kernel, the array, the index,
 * its length and the access's line:col, in the kernel, in a device function and in a local
 * array; runaway loops (in the parallel loop's body, in an inner range of 2^40, inside a device
 * function) stop at the time limit, although Wasm has no clock (the host writes the state and
 * the polls read it); an aborted launchAsync stops; and the kernel launches normally afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";

/** How late a 200 ms limit may end a launch on a loaded machine. */
const BOUND_MS = 5000;

function caught(f: () => void): Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error("the launch did not throw");
}

async function caughtAsync(f: () => Promise<void>): Promise<{ error: Error; ms: number }> {
  const t0 = performance.now();
  try {
    await f();
  } catch (e) {
    return { error: e as Error, ms: performance.now() - t0 };
  }
  throw new Error("the launch did not throw");
}

const OOB = `function k(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) {
    out[i] = x[i + 1];
  }
}`;

const OOB_DEVICE_FN = `function kd(x: Float32Array, idx: Int32Array, out: Float32Array) {
  function pick(a: Float32Array, j: number) {
    return a[j] * 2;
  }
  for (const i of tack.range(out.length)) {
    out[i] = pick(x, idx[i]);
  }
}`;

const OOB_LOCAL = `function kl(out: Float32Array, m: tack.i32) {
  for (const i of tack.range(out.length)) {
    const t = tack.localArray(tack.f32, 4);
    t[m] = 1;
    out[i] = t[0];
  }
}`;

const WHILE_TRUE = `function spin(out: Float32Array, stop: number) {
  for (const i of tack.range(out.length)) {
    let s = 0.5;
    while (true) {
      s += 1;
      if (s == stop) break;
    }
    out[i] = s;
  }
}`;

const INNER_RANGE = `function inner(out: Float32Array, m: number) {
  for (const i of tack.range(out.length)) {
    let s = 0;
    for (const j of tack.range(m)) {
      s += j & 1;
    }
    out[i] = s;
  }
}`;

const DEVICE_FN = `function dev(out: Float32Array, stop: number) {
  function settle(v: number) {
    let s = v;
    while (s != stop) s = s * 0.5 + 1;
    return s;
  }
  for (const i of tack.range(out.length)) {
    out[i] = settle(i);
  }
}`;

const wasm = tack.devices().find((d) => d.type === "wasm");

describe.runIf(wasm?.available)("safety of generated WAT on the wasm device", () => {
  let before: tack.Device | undefined;
  beforeAll(() => {
    before = tack.getDefaultDevice();
    tack.setDefaultDevice("wasm");
  });
  afterAll(() => {
    if (before) tack.setDefaultDevice(before);
  });

  it("an out-of-bounds read in the kernel names the kernel, array, index, length and line:col", () => {
    const k = tack.kernel(OOB);
    const e = caught(() => k(new Float32Array(8), new Float32Array(8)));
    expect(e.name).toBe("KernelRangeError");
    expect(e.message).toMatch(/^Kernel 'k': index 8 is out of bounds for 'x' \(length 8\); [^\n]* at 3:14$/m);
    const o = new Float32Array(8);
    k(new Float32Array(9).fill(2), o);
    expect([...o]).toEqual(new Array(8).fill(2));
  });

  it("an out-of-bounds gather in a device function and a local array's bad index are refused the same way", () => {
    const kd = tack.kernel(OOB_DEVICE_FN);
    const idx = new Int32Array([0, 1, 2, 77]);
    const e = caught(() => kd(new Float32Array(4), idx, new Float32Array(4)));
    expect(e.name).toBe("KernelRangeError");
    expect(e.message).toMatch(/^Kernel 'kd': index 77 is out of bounds for 'a' \(length 4\)/);
    const kl = tack.kernel(OOB_LOCAL);
    const e2 = caught(() => kl(new Float32Array(4), 4));
    expect(e2.name).toBe("KernelRangeError");
    expect(e2.message).toMatch(/^Kernel 'kl': index 4 is out of bounds for 't' \(length 4\)/);
    const o = new Float32Array(4);
    kl(o, 0);
    expect([...o]).toEqual([1, 1, 1, 1]);
  });

  it.each([
    ["a while (true) in the parallel loop's body", WHILE_TRUE, "spin", 1.5],
    ["an inner range of 2^40 iterations", INNER_RANGE, "inner", 3],
    ["a runaway loop inside a device function", DEVICE_FN, "dev", 2],
  ] as const)("%s stops at a 200 ms limit, then the kernel runs normally", async (_, src, name, fine) => {
    const k = tack.kernel(src);
    const out = new Float32Array(8);
    k(out, fine); // compiled before the timed launch
    const stuck = name === "inner" ? 2 ** 40 : -1;
    const { error, ms } = await caughtAsync(async () => k.withLimits({ timeoutMs: 200 })(out, stuck));
    expect(error.name).toBe("KernelTimeoutError");
    expect(error.message).toMatch(new RegExp(`^Kernel '${name}': the launch ran past its time limit`));
    expect(ms, `a 200 ms limit ended the launch after ${Math.round(ms)} ms`).toBeLessThan(BOUND_MS);
    k(out, fine);
    expect(out.every((v) => Number.isFinite(v))).toBe(true);
  });

  it("a signal aborted while a launchAsync runs stops it", async () => {
    const k = tack.kernel(WHILE_TRUE);
    const out = new Float32Array(8);
    k(out, 1.5);
    const ac = new AbortController();
    setTimeout(() => ac.abort(new Error("stop it")), 100);
    const { error, ms } = await caughtAsync(() => k.withLimits({ signal: ac.signal, timeoutMs: 20_000 }).launchAsync(out, -1));
    expect(error.message).toMatch(/stop it|cancel/);
    expect(ms).toBeLessThan(BOUND_MS);
    await k.launchAsync(out, 1.5);
    expect([...new Set(out)]).toEqual([1.5]);
  });
});
