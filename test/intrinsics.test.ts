/**
 * The intrinsic table is complete (compiler/intrinsics.ts, STYLE.md 5): the compiler answers
 * `query intrinsics` with every row, and for each row this test checks that
 *  (a) it is typed (a known typing kind, a sane arity, semantic ops that SEMANTICS.md lists);
 *  (b) it runs as plain JavaScript: its `js` name resolves to the global or `tack` export that
 *      defines it;
 *  (c) every generator the compiler has either compiles a probe kernel that uses it (LLVM
 *      modules are checked by opt-14's verifier) or, for what that target cannot spell
 *      (workgroup primitives on the CPU), refuses it cleanly with a located message;
 *  (d) for the math rows, the CPU run matches the plain run on special values (signed zeros,
 *      halves, NaN, infinities, extremes), bit for bit where JS is exact.
 * A row added without a probe fails here, naming the row.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as tack from "../runtime/index.js";
import { Compiler } from "../wasm/host.js";
import { verifyIR } from "./compiler/corpus.js";

interface Row {
  name: string;
  namespace: string;
  kind: string;
  minArgs: number;
  maxArgs: number;
  feature: number;
  effects: string;
  floatSem: string;
  intSem: string;
  js: string;
  libm: string;
}

const compiler = new Compiler();
const table = JSON.parse(compiler.compile("tack 1\nquery intrinsics\n")) as { ok: boolean; intrinsics: Row[]; targets: string[]; vectorHelpers: string[] };

describe("the vector helpers (scalarized in lowering, so no generator spells them)", () => {
  it("each helper the compiler lowers has its plain-JS definition on tack.vec2, vec3 and vec4 (cross on vec3 only)", () => {
    expect(table.vectorHelpers.length).toBeGreaterThanOrEqual(12);
    for (const name of table.vectorHelpers) {
      for (const [w, ns] of [[2, tack.vec2], [3, tack.vec3], [4, tack.vec4]] as const) {
        if (name === "cross" && w !== 3) continue;
        expect(typeof (ns as Record<string, unknown>)[name], `tack.vec${w}.${name}`).toBe("function");
      }
    }
  });
});
const ALL = "i8,u8,i16,u16,i32,u32,i64,u64,f32,f64";
const WORKGROUP_FEATURES = 1 | 2 | 4 | 8; // Barrier, Shared, ThreadId, BlockReduce (compiler/ir.ts Feature)
const KINDS = ["floatMath", "sameType", "int32", "predicate", "cast", "atomic", "workgroup", "texture", "structural", "constant"];
const semantics = readFileSync(new URL("../compiler/SEMANTICS.md", import.meta.url), "utf8");

const label = (r: Row) => (r.namespace ? `${r.namespace}.` : "") + r.name;

/** The `Atomics` a plain run sees (runtime/plain.ts extends JS's own with float and min/max support). */
function plainRunAtomics(): unknown {
  let seen: unknown;
  const k = tack.kernel(function atomicsProbe(out: Float32Array) {
    for (const i of tack.range(out.length)) {
      seen = Atomics;
      out[i] = 0;
    }
  }, { name: "atomicsProbe" });
  k.plain(new Float32Array(1));
  return seen;
}

/** The value a row's `js` names, in the environment a plain run has. */
function resolveJs(js: string): unknown {
  const [root, ...path] = js.split(".");
  let v: unknown = root === "tack" ? tack : root === "Texture3D" ? tack.Texture3D : root === "Atomics" ? plainRunAtomics()
    : (globalThis as Record<string, unknown>)[root];
  for (const p of path) v = v == null ? undefined : (v as Record<string, unknown>)[p];
  return v;
}

/** A probe kernel (source text with annotations) that uses the row, and its signature lines. */
function probe(r: Row): { source: string; params?: string } | null {
  const head = (params: string, body: string) => `function probe(${params}) {\n  for (const i of range(out.length)) {\n    ${body}\n  }\n}`;
  const q = label(r);
  const args = (n: number) => ["a[i]", "b[i]", "a[i] + 1"].slice(0, n).join(", ");
  switch (r.kind) {
    case "floatMath":
    case "sameType":
      return { source: head("a: Float64Array, b: Float64Array, out: Float64Array", `out[i] = ${q}(${args(r.maxArgs < 0 ? 3 : r.maxArgs)});`) };
    case "int32":
      return { source: head("a: Int32Array, b: Int32Array, out: Int32Array", `out[i] = ${q}(${args(r.maxArgs)});`) };
    case "predicate":
      return { source: head("a: Float64Array, out: Int32Array", `out[i] = ${q}(a[i]) ? 1 : 0;`) };
    case "cast":
      return { source: head("a: Float64Array, out: Float64Array", `out[i] = ${r.name}(a[i]);`) };
    case "atomic": {
      // every atomic's old value is used; the argument count follows the row (load: 2, compareExchange: 4)
      const rest = ["", "", "", ", a[i]", ", a[i], 7"][r.minArgs];
      return { source: head("a: Int32Array, out: Int32Array", `a[i] = ${q}(out, i % 4${rest});`) };
    }
    case "workgroup":
      return { source: head("a: Float32Array, out: Float32Array", r.maxArgs === 0 ? `${r.name}(); out[i] = a[i];` : `out[i] = ${r.name}(a[i]);`) };
    case "texture":
      return { source: head("t: Texture3D, out: Float32Array", "out[i] = t.sample(0.25, 0.5, 0.75);"), params: "param texture 2 2 2\nparam array f32 1\n" };
    case "constant":
      return { source: head("out: Float64Array", `out[i] = ${q};`) };
    case "structural":
      switch (r.name) {
        case "range": return { source: head("out: Float32Array", "out[i] = 1;") };
        case "grid": return { source: "function probe(out: Float32Array) {\n  for (const [y, x] of grid(2, out.length / 2 | 0)) {\n    out[y * 2 + x] = 1;\n  }\n}" };
        case "localArray": return { source: head("out: Float32Array", "const t = localArray(f32, 4); t[1] = 2; out[i] = t[1];") };
        case "shared": return { source: head("out: Float32Array", "const t = shared(f32, 256); t[0] = 1; out[i] = t[0];") };
        case "texture3d": return { source: head("out: Float32Array", "const t = texture3d(out, [1, 1, 1]); out[i] = 1;") };
      }
      return null;
    default:
      return null;
  }
}

function compileFor(target: string, p: { source: string; params?: string }): { ok: boolean; code?: string; diagnostics?: { message: string; start: number }[] } {
  const req = `tack 1\ntarget ${target}\nlabel probe\ndtypes ${ALL}\natomics ${ALL}\nworkgroups 1\n${p.params ?? ""}source ${p.source.length}\n${p.source}`;
  return JSON.parse(compiler.compile(req));
}

describe("the intrinsic table", () => {
  it("answers query intrinsics with rows and the generators' targets", () => {
    expect(table.ok).toBe(true);
    expect(table.intrinsics.length).toBeGreaterThan(60);
    expect(table.targets).toContain("llvm");
  });

  describe.each(table.intrinsics.map((r) => [label(r) + (r.kind === "cast" ? " (cast)" : ""), r] as const))("%s", (_, r) => {
    it("is typed", () => {
      expect(KINDS).toContain(r.kind);
      expect(r.minArgs).toBeGreaterThanOrEqual(0);
      if (r.maxArgs >= 0) expect(r.maxArgs).toBeGreaterThanOrEqual(r.minArgs);
      for (const sem of [r.floatSem, r.intSem]) expect(semantics, `SEMANTICS.md lists ${sem}`).toContain("`" + sem + "`");
    });

    it("runs as plain JavaScript", () => {
      const v = resolveJs(r.js);
      expect(v, `${r.js} must exist for plain runs`).toBeDefined();
      if (r.kind === "constant") expect(typeof v).toBe("number");
      else expect(typeof v, r.js).toBe("function");
    });

    it.each(table.targets)("is compiled by the %s generator, or refused where that target cannot spell it", (target) => {
      const p = probe(r);
      expect(p, `no probe kernel for ${label(r)}: add one to this test`).not.toBeNull();
      const res = compileFor(target, p!);
      // workgroup primitives exist only on targets with work-groups (the C-family GPUs)
      const noWorkgroups = target !== "cuda" && target !== "opencl";
      const refusedOnPurpose = ((r.feature & WORKGROUP_FEATURES) !== 0 && noWorkgroups) || r.name === "texture3d";
      if (refusedOnPurpose) {
        expect(res.ok).toBe(false);
        const d = res.diagnostics![0];
        expect(d.message).toMatch(r.name === "texture3d" ? /texture3d\(\) is not allowed here/ : /workgroup primitives .* not supported/);
        expect(d.start).toBeGreaterThan(0);
        return;
      }
      expect(res.ok, JSON.stringify(res.diagnostics)).toBe(true);
      if (target === "llvm") expect(verifyIR(res.code!)).toBe("");
    });
  });
});

// ---- (d) the CPU against the plain run on special values -------------------------------------

const SPECIALS = [0, -0, 0.4, -0.4, 0.5, -0.5, 1.5, 2.5, -2.5, 1, -1, 3, -7, 1e-310, 5e-324, 1e308, -1e308, 0.1, Math.PI, NaN, Infinity, -Infinity];
/** Rows whose JS result is exactly specified (no libm rounding latitude): compared with Object.is. */
const EXACT = new Set(["abs", "floor", "ceil", "round", "trunc", "sign", "min", "max", "fround", "sqrt", "isNaN", "isFinite"]);

const cpuAvailable = tack.devices().some((d) => d.type === "cpu" && d.available);

describe.skipIf(!cpuAvailable)("math intrinsics on the CPU match the plain run on special values", () => {
  const math = table.intrinsics.filter((r) => r.kind === "floatMath" || r.kind === "sameType" || r.kind === "predicate");
  it.each(math.map((r) => [label(r), r] as const))("%s", (_, r) => {
    const arity = r.maxArgs < 0 ? 2 : r.maxArgs;
    const pairs: [number, number][] = [];
    for (const a of SPECIALS) for (const b of arity === 2 ? SPECIALS : [0]) pairs.push([a, b]);
    const a = new Float64Array(pairs.map((p) => p[0]));
    const b = new Float64Array(pairs.map((p) => p[1]));
    const call = arity === 2 ? `${label(r)}(a[i], b[i])` : `${label(r)}(a[i])`;
    const body = r.kind === "predicate" ? `out[i] = ${call} ? 1 : 0;` : `out[i] = ${call};`;
    const src = `function special(a: Float64Array, b: Float64Array, out: Float64Array) {\n  for (const i of range(out.length)) {\n    ${body}\n  }\n}`;
    const fn = new Function("range", `return function special(a, b, out) { for (const i of range(out.length)) { ${body} } }`)(tack.range);
    const k = tack.kernel(fn, { name: "special" });
    expect(tack.compile(src).code).toContain("define");
    const got = new Float64Array(pairs.length).fill(12345.678);
    const want = new Float64Array(pairs.length).fill(-98765.4);
    k(a, b, got);
    k.plain(a, b, want);
    for (let i = 0; i < pairs.length; i++) {
      const at = `${call} with a=${pairs[i][0]}, b=${pairs[i][1]}: got ${got[i]}, plain ${want[i]}`;
      if (EXACT.has(r.name) || !Number.isFinite(want[i]) || want[i] === 0) {
        expect(Object.is(got[i], want[i]), at).toBe(true);
      } else {
        // libm and V8 may round transcendental functions differently in the last place
        expect(Math.abs(got[i] - want[i]) / Math.abs(want[i]), at).toBeLessThanOrEqual(4e-16);
      }
    }
  });
});
