/**
 * The runtime's cheap scans of names and kernel sources (runtime/request.ts isIdentifier,
 * runtime/random.ts mentionsRandom): each has a fast path for the common case in front of its
 * full pattern, and must answer exactly as the full pattern does.
 */
import { describe, expect, it } from "vitest";
import { isIdentifier } from "../../runtime/request.js";
import { mentionsRandom } from "../../runtime/random.js";

describe("isIdentifier", () => {
  it("takes ASCII and Unicode JS identifiers", () => {
    for (const s of ["x", "_a1", "$", "saxpy", "a$b_c9", "π", "café", "\u0394x", "x\u200C", "ℵ0"]) expect(isIdentifier(s), s).toBe(true);
  });
  it("refuses what is not one", () => {
    for (const s of ["", "1a", "a-b", "a b", "a.b", "\u200Cx", "x\n", "😀", 7, null]) expect(isIdentifier(s), String(s)).toBe(false);
  });
});

describe("mentionsRandom", () => {
  it("finds Math.random however it is spaced, in the kernel or a scope function", () => {
    expect(mentionsRandom("function k(o) { o[0] = Math.random(); }", [])).toBe(true);
    expect(mentionsRandom("function k(o) { o[0] = Math . random(); }", [])).toBe(true);
    expect(mentionsRandom("function k(o) { o[0] = f(); }", ["function f() { return Math\n.random(); }"])).toBe(true);
  });
  it("does not take other words for it", () => {
    expect(mentionsRandom("function k(o, random) { o[0] = random; }", [])).toBe(false);
    expect(mentionsRandom("function k(o) { o[0] = Math.randomish; }", ["function f() { return MyMath.random2; }"])).toBe(false);
    expect(mentionsRandom("function k(o) { o[0] = Math.sqrt(2); }", [])).toBe(false);
  });
});
