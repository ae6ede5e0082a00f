/**
 * A call whose argument count is not the kernel's: one wording wherever it is counted (the
 * compiler's signature count, reworded as the call's; a kernel calling Math.random; object
 * arguments; host loops' hidden counters), its counts as data (`counts`), and its place: the
 * kernel's parameter list, with a code frame.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";

const x = () => tack.fromTypedArray(Float32Array.from({ length: 8 }, () => Math.random()));

/** The error `call` throws (or rejects with). */
async function refusal(call: () => unknown): Promise<tack.KernelTypeError> {
  try {
    await call();
  } catch (e) {
    expect(e).toBeInstanceOf(tack.KernelTypeError);
    return e as tack.KernelTypeError;
  }
  throw new Error("the call was not refused");
}

/** The refusal says the counts, carries them, and points at `list` (the parameter list) on line 1. */
function expectCount(e: tack.KernelTypeError, kernel: string, takes: number, passes: number, source: string, list: string): void {
  const column = source.indexOf(list) + 1;
  expect(column).toBeGreaterThan(0);
  expect(e.kernelName).toBe(kernel);
  expect(e.message).toMatch(new RegExp(`^Kernel '${kernel}': the kernel takes ${takes} parameter\\(s\\) but the call passes ${passes} argument\\(s\\) at 1:${column}\\n`));
  expect([e.line, e.column]).toEqual([1, column]);
  expect(e.counts).toEqual({ expected: takes, given: passes });
  expect(e.codeFrame).toMatch(new RegExp(`^ +\\| {${column}}\\^{${list.length}}$`, "m"));
}

describe("argument counts", () => {
  it("the compiler's signature count (code 2010, counts as data) is said as the call's, at the parameter list", async () => {
    const src = "function k(x, out, a) {\n  for (const i of tack.range(out.length)) out[i] = a * x[i];\n}";
    const k = tack.kernel(src);
    const few = await refusal(() => k(x(), x()));
    expectCount(few, "k", 3, 2, src, "(x, out, a)");
    expect(few.code).toBe(2010);
    expectCount(await refusal(() => k.launchAsync(x(), x(), 2, 5)), "k", 3, 4, src, "(x, out, a)");
  });

  it("a kernel that calls Math.random (its seed passed last): at the parameter list", async () => {
    const src = "function r(x, out) {\n  for (const i of tack.range(out.length)) out[i] = x[i] + Math.random();\n}";
    const r = tack.kernel(src);
    expectCount(await refusal(() => r(x(), x(), 3)), "r", 2, 3, src, "(x, out)");
    expectCount(await refusal(() => r.launchAsync(x())), "r", 2, 1, src, "(x, out)");
  });

  it("an argument too many after an object argument (its fields are taken by name): at the parameter list", async () => {
    const src = "function ob(p, n) {\n  for (const i of tack.range(n)) p.out[i] = p.x[i];\n}";
    const ob = tack.kernel(src);
    expectCount(await refusal(() => ob({ x: x(), out: x() }, 4, 9)), "ob", 2, 3, src, "(p, n)");
  });

  it("an argument too many to a kernel with a host loop (it would type the hidden counter): at the parameter list", async () => {
    const src = "function st(a, b, steps) {\n  for (let t = 0; t < steps; t++) {\n    for (const i of tack.range(a.length)) b[i] = a[i];\n    for (const i of tack.range(a.length)) a[i] = b[i];\n  }\n}";
    const st = tack.kernel(src);
    expectCount(await refusal(() => st(x(), x(), 2, 7)), "st", 3, 4, src, "(a, b, steps)");
    expectCount(await refusal(() => st.launchAsync(x(), x(), 2, x())), "st", 3, 4, src, "(a, b, steps)");
  });
});
