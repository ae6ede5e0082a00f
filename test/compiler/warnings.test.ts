/**
 * The compiler's warnings (compiler/index.ts warningsJson), read through tack.compile: a kernel
 * with no visible effect (no array written, no atomic) is warned of at its name, located in
 * the source compiled; a kernel whose only effect is an atomic, or a write through a device
 * function, is not; and no kernel of the test corpus warns. A result without warnings has no
 * `warnings` key at all (the stored result's shape is unchanged: runtime/variant-entry.ts).
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { corpus } from "./corpus.js";

const NO_EFFECT = {
  code: 4001,
  message: "it writes no array and uses no atomic, so a launch has no visible effect; write its results to an array parameter",
};

describe("compiler warnings", () => {
  it("a kernel that writes no array and uses no atomic: one warning at the kernel's name", () => {
    const r = tack.compile(`// reads only
function peek(x: Float32Array, a: number) {
  for (const i of range(x.length)) {
    const t = x[i] * a;
  }
}`);
    expect(r.warnings).toEqual([{ ...NO_EFFECT, line: 2, column: 10 }]);
    // an arrow function bound to a name: at the name
    expect(tack.compile("const look = (x: Float32Array) => { for (const i of range(x.length)) { const t = x[i]; } };").warnings)
      .toEqual([{ ...NO_EFFECT, line: 1, column: 7 }]);
  });

  it("a kernel whose effect is an atomic, or a write in a device function it calls, has none (and no warnings key)", () => {
    const atomic = tack.compile("function count(c: Int32Array, x: Float32Array) { for (const i of range(x.length)) { if (x[i] > 0) Atomics.add(c, 0, 1); } }");
    expect(Object.hasOwn(atomic, "warnings")).toBe(false);
    const viaHelper = tack.compile(`function put(o: Float32Array, i: number, v: number) { o[i] = v; }
function fill(o: Float32Array, v: number) { for (const i of range(o.length)) put(o, i, v); }`, { name: "fill" });
    expect(Object.hasOwn(viaHelper, "warnings")).toBe(false);
  });

  it("no kernel of the test corpus warns", () => {
    const warned = corpus().filter((k) => tack.compile(k.source, { name: k.name }).warnings !== undefined).map((k) => k.name);
    expect(warned).toEqual([]);
  });
});
