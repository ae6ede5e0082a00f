/**
 * Loop counters in the generated LLVM IR (issue 12, item 2): what compiler/passes/counters.ts
 * widens and compiler/passes/counted.ts emits as a range, observed in the IR text. The values
 * these kernels compute are compared with plain JS in test/backends/kernels/counters.ts.
 */
import { describe, expect, it } from "vitest";
import { compile } from "../../runtime/compile.js";
import { verifyIR } from "./corpus.js";

function ir(body: string, params = "x: Float64Array, o: Float64Array, n: tack.i32"): string {
  const source = `import * as tack from "tack";\nexport function k(${params}) {\n${body}\n}\n`;
  const { code } = compile(source, { name: "k" });
  expect(verifyIR(code)).toBe("");
  return code;
}

/** 32-bit variable slots: the i32 scalar parameter `n` has one; a 32-bit counter would be another. */
function i32Slots(code: string): number {
  return code.match(/%v\d+ = alloca i32\n/g)?.length ?? 0;
}

describe("loop counters", () => {
  it("a counter compared with the parallel index is i64 and its loop is counted: polled per block, not per iteration", () => {
    const code = ir(`  for (const i of tack.range(n)) {
    let s = 0;
    for (let j = 0; j <= i; j++) s += x[j];
    o[i] = s;
  }`);
    // no 32-bit local, no per-iteration poll (`sub i64 %b, 1` of the budget), and the loop is strip-mined
    expect(i32Slots(code)).toBe(1);
    expect(code).not.toMatch(/= sub i64 %t\d+, 1\n\s+store i64 %t\d+, i64\* %budget/);
    expect(code).toMatch(/%blk\d+\.\d+ = alloca i64/);
    // checked at the block's ends (a fast version without per-access checks)
    expect(code).toMatch(/fast\d+:/);
  });

  it("a counter compared with an i32 scalar is i64 too, and its sign extension is gone from the loop", () => {
    const code = ir(`  for (const i of tack.range(n)) {
    let s = 0;
    for (let k = 0; k < n; k++) s += x[k] * i;
    o[i] = s;
  }`);
    expect(i32Slots(code)).toBe(1);
    expect(code).toMatch(/%blk\d+\.\d+ = alloca i64/);
  });

  it("a counter divided by a length stays 32-bit (two i64 operands would make `/` BigInt division) and its loop polls each iteration", () => {
    const code = ir(`  for (const i of tack.range(n)) {
    let s = 0;
    for (let j = 0; j < x.length; j++) s += j / x.length;
    o[i] = s;
  }`);
    expect(i32Slots(code)).toBe(2);
    expect(code).toMatch(/sitofp i32/);
    expect(code).not.toMatch(/sdiv i64/);
    expect(code).not.toMatch(/%blk/);
  });

  it("a loop whose counter is read after it, or whose bound the body assigns, is not counted", () => {
    const after = ir(`  for (const i of tack.range(n)) {
    let j = 0;
    for (; j < n; j++) o[i] += 1;
    o[i] += j;
  }`);
    expect(after).not.toMatch(/%blk/);
    const moving = ir(`  for (const i of tack.range(n)) {
    let e = n;
    for (let j = 0; j < e; j++) if (j == 3) e = 5;
    o[i] = e;
  }`);
    expect(moving).not.toMatch(/%blk/);
  });
});
