/**
 * Refusals (DESIGN.md §3): every construct the kernel language does not accept is refused with
 * the right error class, a message that names the kernel once and says what was wrong (and what
 * to do, where the catalog has a hint), and the exact `line:col` of the offending construct with
 * a code frame. One case per distinct refusal.
 *
 * Each case also names the text it expects at `line:col` (`at`), so a wrong column shows up as
 * "points at the wrong construct" rather than as a bare number.
 */
import { describe, expect, it } from "vitest";
import { compile, LLVM_TARGET, type CompileOptions } from "../../runtime/compile.js";
import { KernelError, KernelRangeError, KernelSyntaxError, KernelTypeError } from "../../runtime/errors.js";
import { runRequest, scopeEntries, type CompileRequest, type TargetDescriptor } from "../../runtime/request.js";
import { Compiler } from "../../wasm/host.js";

type ErrorClass = typeof KernelSyntaxError | typeof KernelTypeError | typeof KernelRangeError | typeof KernelError;

interface Case {
  name: string;
  source: string;
  /** compile() options; `target` (a descriptor) runs the request through runRequest instead. */
  options?: CompileOptions;
  target?: Omit<Partial<TargetDescriptor>, "target"> & { target?: string };
  cls: ErrorClass;
  /** Substrings of the message: what was wrong, and the hint where there is one. */
  says: string[];
  /** 1-based; undefined for refusals that have no place in the source. */
  line?: number;
  column?: number;
  /** The text at line:col (of `frameText`, else the kernel source). */
  at?: string;
  /** The text the location refers to when it is not the kernel's own source (a scope function). */
  frameText?: string;
  kernelName?: string;
  /** The compiler's diagnostic code, where the refusal comes from the compiler. */
  code?: number;
}

const P = "x: Float32Array, out: Float32Array, n: i32";
/** A kernel `k` with parameters `params` and body lines `body` (line 2 on). */
const K = (body: string, params = P) => `function k(${params}) {\n${body}\n}`;
/** The parallel loop over range(n) (its head on its own line), with `inner` as its body lines. */
const L = (...inner: string[]) => `  for (const i of range(n)) {\n${inner.map((s) => "    " + s).join("\n")}\n  }`;

const compiler = new Compiler();

function run(c: Case): unknown {
  if (c.target) {
    const target = { ...LLVM_TARGET, ...c.target } as TargetDescriptor;
    const name = c.options?.name;
    const request: CompileRequest = { source: c.source, name, target, scope: scopeEntries(c.kernelName ?? "k", c.options?.scope) };
    return runRequest(compiler, request);
  }
  return compile(c.source, c.options);
}

function refusal(c: Case): Error & Record<string, unknown> {
  let caught: unknown;
  try {
    run(c);
  } catch (e) {
    caught = e;
  }
  if (caught === undefined) throw new Error(`case '${c.name}' was accepted; expected ${c.cls.name}`);
  return caught as Error & Record<string, unknown>;
}

function check(c: Case): void {
  const e = refusal(c);
  const kernelName = c.kernelName ?? "k";
  expect(e, e.message).toBeInstanceOf(c.cls);
  // the classes are distinct: a KernelError is not a TypeError and so on
  for (const other of [KernelSyntaxError, KernelTypeError, KernelRangeError, KernelError]) {
    if (other !== c.cls) expect(e).not.toBeInstanceOf(other);
  }
  expect(e.kernelName).toBe(kernelName);
  expect(e.message).not.toMatch(/internal compiler error/);
  // names the kernel exactly once, as the prefix
  const head = `Kernel '${kernelName}': `;
  expect(e.message.startsWith(head), e.message).toBe(true);
  expect(e.message.split(`Kernel '`).length - 1, e.message).toBe(1);
  for (const s of c.says) expect(e.message).toContain(s);
  if (c.code !== undefined) expect(e.code).toBe(c.code);
  expect(e.line).toBe(c.line);
  expect(e.column).toBe(c.column);
  if (c.line === undefined) {
    expect(e.codeFrame).toBeUndefined();
    return;
  }
  expect(e.message).toContain(` at ${c.line}:${c.column}`);
  // the code frame: the offending line marked with '>', then a caret line under the construct
  const frame = e.codeFrame as string;
  expect(typeof frame).toBe("string");
  expect(frame).toMatch(new RegExp(`^> +${c.line} \\| `, "m"));
  const caret = frame.split("\n").find((l) => /^\s+\|\s*\^+\s*$/.test(l));
  expect(caret, frame).toBeDefined();
  const caretAt = caret!.indexOf("^") - caret!.indexOf("|") - 2;
  const lineText = (c.frameText ?? c.source).split("\n")[c.line - 1] ?? "";
  if (lineText.length <= 120) {
    expect(caretAt).toBe(c.column! - 1);
  } else {
    // a long line is shown as a window around the construct (runtime/errors.ts): the caret is under the same text
    const marked = frame.split("\n").find((l) => l.startsWith(">"))!;
    const shown = marked.slice(marked.indexOf("|") + 2);
    expect(shown.length).toBeLessThanOrEqual(122);
    expect(lineText.slice(c.column! - 1)).toContain(shown.slice(caretAt).replace(/…$/, ""));
  }
  expect(e.message).toContain(frame);
  if (c.at !== undefined) {
    const text = (c.frameText ?? c.source).split("\n")[c.line - 1] ?? "";
    expect(text.slice(c.column! - 1), `points at the wrong construct in: ${text}`).toMatch(
      new RegExp("^" + c.at.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
  }
}

const Syntax = KernelSyntaxError;
const Type = KernelTypeError;

const cases: Case[] = [
  // ---- vectors and structs as values: their misuse ------------------------------------------
  { name: "a vector where a number is needed", source: K(L("const p = [x[i], 1];", "out[i] = p;")), cls: Syntax,
    says: ["'p' is a vector of 2, where a number is needed", "read a component, p[0]"], line: 4, column: 14, at: "p;", code: 1050 },
  { name: "a vector component out of range", source: K(L("const p = [x[i], 1];", "out[i] = p[2];")), cls: Syntax,
    says: ["constant index from 0 to 1"], line: 4, column: 16, at: "2]", code: 1051 },
  { name: "an unknown key of an object value", source: K(L("const s = { a: x[i] };", "out[i] = s.b;")), cls: Syntax,
    says: ["unknown property 'b' of an object { a }"], line: 4, column: 16, at: "b;", code: 1030 },
  { name: "a vector value inside a branch of ?:", source: K(L("out[i] = x[i] > 0 ? [1, x[i]][1] : 0;")), cls: Syntax,
    says: ["a vector value inside ?:, &&, || or a loop's test or update is not supported", "const v = ..."], line: 3, column: 25, at: "[1, x[i]]", code: 1010 },
  { name: "reassigning a vector that another name shares", source: K(L("let p = [x[i], 1];", "const q = p;", "p = [2, 3];", "out[i] = q[0];")), cls: Syntax,
    says: ["'p' shares its value with another name", "declare a new name"], line: 5, column: 5, at: "p = [2, 3]", code: 1052 },
  { name: "reassigning a vector with another shape", source: K(L("let p = [x[i], 1];", "p = [1, 2, 3];", "out[i] = p[0];")), cls: Syntax,
    says: ["'p' is a vector of 2 and this value is a vector of 3"], line: 4, column: 9, at: "[1, 2, 3]", code: 1052 },
  { name: "a compound assignment to a whole vector", source: K(L("let p = [x[i], 1];", "p += [1, 2];", "out[i] = p[0];")), cls: Syntax,
    says: ["'+=' on a vector is not supported", "tack.vec3.add(a, b)"], line: 4, column: 5, at: "p += [1, 2]", code: 1052 },
  { name: "a nested vector", source: K(L("const p = [[1, 2], x[i]];", "out[i] = p[1];")), cls: Syntax,
    says: ["nested vectors and objects are not supported in kernels"], line: 3, column: 16, at: "[1, 2]", code: 1052 },
  { name: "a vector-returning device function that returns two shapes",
    source: K(["  function f(v: f32) { if (v > 0) return [v, v]; return [v, v, v]; }", L("const z = f(x[i]);", "out[i] = z[0];")].join("\n")), cls: Syntax,
    says: ["device function 'f' returns a vector of 2 elsewhere and a vector of 3 here"], line: 2, column: 57, at: "[v, v, v]", code: 1052 },
  { name: "a recursive device function that takes a vector",
    source: K(["  function f(v: number[]): number { return v[0] > 1 ? f([v[0] / 2, 0]) : v[0]; }", L("out[i] = f([x[i], 0]);")].join("\n")), cls: Syntax,
    says: ["a call of 'f', which takes or returns a vector, inside ?:"], line: 2, column: 55, at: "f([v[0] / 2, 0])", code: 1010 },
  { name: "a recursive device function that returns a vector",
    source: K(["  function f(v: f32): number[] { const r = f(v / 2); return [r[0], v]; }", L("const z = f(x[i]);", "out[i] = z[0];")].join("\n")), cls: Syntax,
    says: ["device function 'f' is recursive (f → f)"], line: 2, column: 44, at: "f(v / 2)", code: 1027 },
  { name: "tack.vec2.cross", source: K(L("const a = [x[i], 1];", "const c = tack.vec2.cross(a, a);", "out[i] = c[0];")), cls: Syntax,
    says: ["cross() is defined for tack.vec3 only"], line: 4, column: 15, at: "tack.vec2.cross(a, a)", code: 1052 },
  { name: "a vector helper given a vector of the wrong size", source: K(L("const a = [x[i], 1];", "out[i] = tack.vec3.dot(a, a);")), cls: Syntax,
    says: ["tack.vec3.dot() takes vectors of 3 ([x, y, z]), and this is a vector of 2"], line: 4, column: 28, at: "a, a", code: 1052 },
  { name: "an array pattern on an object value", source: K(L("const s = { a: x[i] };", "const [u] = s;", "out[i] = u;")), cls: Syntax,
    says: ["an array pattern [a, b] destructures a vector, and this value is an object { a }", "const { a } = ..."], line: 4, column: 11, at: "[u] = s", code: 1052 },
  { name: "an object pattern naming a missing key", source: K(L("const s = { a: x[i] };", "const { b } = s;", "out[i] = b;")), cls: Syntax,
    says: ["unknown property 'b' of an object { a }"], line: 4, column: 13, at: "b }", code: 1030 },
  { name: "a vector larger than 64 components", source: K(L(`const p = [${Array.from({ length: 65 }, (_, k) => k).join(", ")}];`, "out[i] = p[0];")), cls: Syntax,
    says: ["a vector or object value has at most 64 components"], line: 3, column: 15, at: "[0, 1, 2", code: 1052 },
  { name: "writing into a constant table", source: K(L("const T = [1, 2];", "T[i % 2] = 3;", "out[i] = T[i % 2];")), cls: Syntax,
    says: ["cannot assign to 'T' (a table of constants)", "localArray(dtype, n)"], line: 4, column: 5, at: "T[i % 2] =", code: 1028 },
  { name: "a constant table as a value", source: K(L("const T = [1, 2];", "out[i] = T[i % 2] * T;")), cls: Syntax,
    says: ["'T' is a table of constants: it can only be indexed, T[k], or measured, T.length"], line: 4, column: 25, at: "T;", code: 1052 },
  { name: "an array indexed both a[i][j] and flat", source: K(L("out[i] = x[i][0] + x[i];")), cls: Syntax,
    says: ["indexing 'x' both as x[i][j] and flat (or reading its .length) is not supported", "x.shape[0] and x.shape[1]"], line: 3, column: 24, at: "x[i];", code: 1010 },
  { name: "an array indexed with two ranks", source: K(L("out[i] = x[i][0] + x[0][i][1];")), cls: Type,
    says: ["'x' is indexed with 2 indices elsewhere and 3 here"], line: 3, column: 24, at: "x[0][i][1]", code: 2018 },
  { name: "a[i][j] on a local array", source: K(L("const t = localArray(f32, 4);", "out[i] = t[0][1];")), cls: Syntax,
    says: ["a[i][j] on a local array is not supported", "t[i * w + j]"], line: 4, column: 14, at: "t[0][1]", code: 1010 },
  { name: "an object parameter used itself", source: K(L("out[i] = o.a[i] + o;"), "x: Float32Array, out: Float32Array, n: i32, o: f32"), cls: Syntax,
    says: ["using object parameter 'o' itself (not one of its fields) is not supported", "read its fields, o.field"], line: 3, column: 23, at: "o;", code: 1010 },
  // ---- objects, strings and other values kernels do not have -------------------------------
  { name: "object literal where a number is needed", source: K(L("out[i] = { a: 1 };")), cls: Syntax,
    says: ["this object literal is a vector or object value, where a number is needed", "read its components"], line: 3, column: 14, at: "{ a: 1 }", code: 1050 },
  { name: "object-typed parameter annotation", source: K(L("out[i] = x[i];"), `${P}, o: object`), cls: Type,
    says: ["parameter 'o' is annotated 'object', which is not a kernel type", "Float32Array"], line: 1, column: 56, at: "o: object", code: 2009 },
  { name: "string literal", source: K(L("const s = \"abc\";")), cls: Syntax,
    says: ["strings are not supported in kernels"], line: 3, column: 15, at: "\"abc\"", code: 1010 },
  { name: "template literal", source: K(L("const s = `a${i}`;")), cls: Syntax,
    says: ["template literals are not supported in kernels"], line: 3, column: 15, at: "`a${i}`", code: 1010 },
  { name: "regular expression", source: K(L("const r = /ab+c/;")), cls: Syntax,
    says: ["regular expressions are not supported in kernels"], line: 3, column: 15, at: "/ab+c/", code: 1010 },
  { name: "null", source: K(L("out[i] = null;")), cls: Syntax,
    says: ["'null' is not supported in kernels"], line: 3, column: 14, at: "null" },
  { name: "undefined", source: K(L("out[i] = undefined;")), cls: Syntax,
    says: ["'undefined' is not supported in kernels"], line: 3, column: 14, at: "undefined" },
  { name: "arguments", source: K(L("out[i] = arguments[0];")), cls: Syntax,
    says: ["'arguments' is not supported in kernels"], line: 3, column: 14, at: "arguments" },
  { name: "array literal where a number is needed", source: K(L("out[i] = [1, 2];")), cls: Syntax,
    says: ["this array literal is a vector or object value, where a number is needed", "localArray(dtype, n)"], line: 3, column: 14, at: "[1, 2]", code: 1050 },

  // ---- closures, classes, this, new, try, async, generators --------------------------------
  { name: "closure reading a mutable outer variable",
    source: K(["  let c = 0;", "  function f(v: f32) { return v + c; }", L("c = i;", "out[i] = f(x[i]);")].join("\n")), cls: Syntax,
    says: ["device function 'f' reads 'c', which is assigned outside it", "closures over mutable variables are not supported", "pass it as a parameter"],
    line: 3, column: 35, at: "c; }", code: 1026 },
  { name: "closure reading a reassigned parameter",
    source: K(["  a = a * 2;", "  const f = (v: f32) => v * a;", L("out[i] = f(x[i]);")].join("\n"), `${P}, a: f32`), cls: Syntax,
    says: ["device function 'f' reads 'a', which is assigned outside it"], line: 3, column: 29, at: "a;" },
  { name: "closure assigning an outer variable",
    source: K(["  let c = 0;", "  function f(v: f32) { c = v; return v; }", L("out[i] = f(x[i]);")].join("\n")), cls: Syntax,
    says: ["cannot assign to 'c' (a variable of the kernel)", "device function 'f' can assign only its own locals", "return the value instead"],
    line: 3, column: 24, at: "c = v" },
  { name: "arrow in the parallel loop reading a local assigned again",
    source: K(L("let c = x[i];", "c = c * 2;", "const f = (v: f32) => v + c;", "out[i] = f(x[i]);")), cls: Syntax,
    says: ["device function 'f' reads 'c', which is assigned outside it", "pass it as a parameter"], line: 5, column: 31, at: "c;", code: 1026 },
  { name: "arrow in the parallel loop reading an inner loop's counter",
    source: K(L("for (let j = 0; j < 3; j++) {", "  const f = (v: f32) => v * j;", "  out[i] = f(x[i]);", "}")), cls: Syntax,
    says: ["device function 'f' reads 'j', which is assigned outside it"], line: 4, column: 33, at: "j;" },
  { name: "arrow in the parallel loop stored into an array",
    source: K(L("const f = (v: f32) => v * 2;", "out[i] = f;")), cls: Type,
    says: ["device function 'f' can only be called", "cannot be returned, stored, assigned or passed"], line: 4, column: 14, at: "f;" },
  { name: "arrow in the parallel loop passed to a device function",
    source: K(["  function apply(g: f32, v: f32) { return v; }", L("const f = (v: f32) => v * 2;", "out[i] = apply(f, x[i]);")].join("\n")), cls: Type,
    says: ["device function 'f' can only be called"], line: 5, column: 20, at: "f, x" },
  { name: "arrow returned from a device function",
    source: K(["  function make() { const g = (v: f32) => v; return g; }", L("out[i] = make();")].join("\n")), cls: Syntax,
    says: ["a function expression is not allowed here", "parallel loop (`const f = (t) => ...`)", "or pass them in `scope`"], line: 2, column: 31, at: "(v: f32) => v;" },
  { name: "arrow in the parallel loop held in a let",
    source: K(L("let f = (v: f32) => v * 2;", "out[i] = f(x[i]);")), cls: Syntax,
    says: ["a function expression held in a `let` or `var` is not allowed here", "declare it `const f = (...) => ...`"], line: 3, column: 13, at: "(v: f32) =>" },
  { name: "class", source: K(["  class A {}", L("out[i] = x[i];")].join("\n")), cls: Syntax,
    says: ["classes are not supported in kernels", "pass arrays and scalars as parameters"], line: 2, column: 3, at: "class" },
  { name: "this", source: K(L("out[i] = this.a;")), cls: Syntax,
    says: ["'this' is not supported in kernels"], line: 3, column: 14, at: "this" },
  { name: "new", source: K(L("const a = new Float32Array(4);")), cls: Syntax,
    says: ["'new' is not supported in kernels", "use localArray(dtype, n) for scratch"], line: 3, column: 15, at: "new" },
  { name: "try/catch", source: K(L("try { out[i] = 1; } catch (e) {}")), cls: Syntax,
    says: ["try/catch is not supported in kernels"], line: 3, column: 5, at: "try" },
  { name: "throw", source: K(L("throw 1;")), cls: Syntax,
    says: ["'throw' is not supported in kernels"], line: 3, column: 5, at: "throw" },
  { name: "async function", source: `async function k(${P}) {\n${L("out[i] = x[i];")}\n}`, cls: Syntax,
    says: ["async functions are not supported in kernels"], line: 1, column: 1, at: "async" },
  { name: "await", source: K(L("await out[i];")), cls: Syntax,
    says: ["'await' is not supported in kernels"], line: 3, column: 5, at: "await" },
  { name: "generator function", source: `function* k(${P}) {\n${L("out[i] = x[i];")}\n}`, cls: Syntax,
    says: ["generators are not supported in kernels"], line: 1, column: 9, at: "*" },
  { name: "yield", source: K(L("yield 1;")), cls: Syntax,
    says: ["generators are not supported in kernels"], line: 3, column: 5, at: "yield" },

  // ---- spread, rest, destructuring, property access -----------------------------------------
  { name: "spread argument", source: K(L("out[i] = Math.max(...x);")), cls: Syntax,
    says: ["spread and rest are not supported in kernels"], line: 3, column: 23, at: "...x" },
  { name: "rest parameter", source: `function k(...args: number[]) {\n  for (const i of range(4)) {}\n}`, cls: Syntax,
    says: ["spread and rest are not supported in kernels"], line: 1, column: 12, at: "...args" },
  { name: "array destructuring of an array argument", source: K(L("const [a, b] = x;")), cls: Syntax,
    says: ["destructuring needs a vector or object value"], line: 3, column: 20, at: "x;", code: 1052 },
  { name: "object destructuring of an array argument", source: K(L("const { length } = x;")), cls: Syntax,
    says: ["destructuring needs a vector or object value"], line: 3, column: 24, at: "x;", code: 1052 },
  { name: "destructuring a range() index", source: K(`  for (const [i] of range(n)) {\n    out[i] = 1;\n  }`), cls: Syntax,
    says: ["destructuring a range() index is not supported", "for (const i of range(n))"], line: 2, column: 14, at: "[i]" },
  { name: "destructured parameter", source: `function k([a, b]: Float32Array[]) {\n  for (const i of range(4)) {}\n}`, cls: Syntax,
    says: ["destructuring parameters is not supported", "take arrays and scalars as plain parameters"], line: 1, column: 12, at: "[a, b]" },
  { name: "dynamic property access with a string key", source: K(L("out[i] = x[\"length\"];")), cls: Syntax,
    says: ["dynamic property access is not supported in kernels", "a.length, a.shape[k]"], line: 3, column: 16, at: "\"length\"" },
  { name: "dynamic property access on Math", source: K(L("out[i] = Math[i];")), cls: Syntax,
    says: ["dynamic property access is not supported in kernels", "call Math.name(...) by its name"], line: 3, column: 14, at: "Math[i]" },
  { name: "non-constant shape dimension", source: K(L("out[i] = x.shape[i];")), cls: Type,
    says: ["a.shape[k] needs a constant dimension k (0 to 7)"], line: 3, column: 22, at: "i]" },
  { name: "unknown property of an array", source: K(L("out[i] = x.size;")), cls: Syntax,
    says: ["unknown property 'size' of 'x'", "arrays have .length and .shape[k]"], line: 3, column: 16, at: "size", code: 1030 },
  { name: "assignment to a property", source: K(L("x.length = 3;")), cls: Syntax,
    says: ["cannot assign to 'x.length'", "only variables and array elements can be assigned"], line: 3, column: 5, at: "x.length" },
  { name: "optional chaining", source: K(L("out[i] = x?.[i];")), cls: Syntax,
    says: ["optional chaining is not supported in kernels"], line: 3, column: 15, at: "?." },
  { name: "nullish coalescing", source: K(L("out[i] = x[i] ?? 0;")), cls: Syntax,
    says: ["'??' is not supported in kernels", "kernel values are never null"], line: 3, column: 19, at: "??" },
  { name: "logical assignment", source: K(L("let a = 1;", "a ||= 2;")), cls: Syntax,
    says: ["logical assignment is not supported in kernels"], line: 4, column: 7, at: "||=" },
  { name: "private name", source: K(L("out[i] = x.#a;")), cls: Syntax,
    says: ["private names are not supported in kernels"], line: 3, column: 16, at: "#a" },
  { name: "decorator", source: K(L("@dec out[i] = 1;")), cls: Syntax,
    says: ["decorators are not supported in kernels"], line: 3, column: 5, at: "@dec" },

  // ---- statements and operators the subset refuses ------------------------------------------
  { name: "switch", source: K(L("switch (i) { case 0: break; }")), cls: Syntax,
    says: ["switch is not supported in kernels", "use if/else"], line: 3, column: 5, at: "switch" },
  { name: "labelled statement", source: K(`  outer: for (const i of range(n)) {\n    out[i] = x[i];\n  }`), cls: Syntax,
    says: ["labels are not supported in kernels"], line: 2, column: 3, at: "outer:" },
  { name: "labelled break", source: K(L("for (let j = 0; j < 3; j++) { break outer; }")), cls: Syntax,
    says: ["labels are not supported in kernels"], line: 3, column: 41, at: "outer;" },
  { name: "with", source: K(L("with (x) {}")), cls: Syntax,
    says: ["'with' is not supported in kernels"], line: 3, column: 5, at: "with" },
  { name: "typeof", source: K(L("const t = typeof i;")), cls: Syntax,
    says: ["'typeof' is not supported in kernels"], line: 3, column: 15, at: "typeof" },
  { name: "delete", source: K(L("delete x[i];")), cls: Syntax,
    says: ["'delete' is not supported in kernels"], line: 3, column: 5, at: "delete" },
  { name: "in", source: K(L("const b = i in x;")), cls: Syntax,
    says: ["'in' is not supported in kernels"], line: 3, column: 17, at: "in x" },
  { name: "instanceof", source: K(L("const b = x instanceof Float32Array;")), cls: Syntax,
    says: ["'instanceof' is not supported in kernels"], line: 3, column: 17, at: "instanceof" },
  { name: "for...in", source: K(L("for (const k in x) {}")), cls: Syntax,
    says: ["for...in is not supported in kernels", "use for (const i of range(n))"], line: 3, column: 18, at: "in x" },
  { name: "for...of over a number", source: K(L("const m = n * 2;", "for (const v of m) {}")), cls: Syntax,
    says: ["for...of over anything but range(), a constant table, a vector or an array is not supported", "for (const j of range(m))"],
    line: 4, column: 21, at: "m)" },
  { name: "for...of over a scalar parameter", source: K(L("for (const v of n) {}")), cls: Type,
    says: ["parameter 'n' is used as an array, but the call passes an i32 scalar"], line: 3, column: 21, at: "n)" },
  { name: "for...of over an object value", source: K(L("const p = { a: x[i], b: 2 };", "for (const v of p) out[i] += v;")), cls: Syntax,
    says: ["for...of over an object value is not supported", "JS objects are not iterable"], line: 4, column: 21, at: "p)" },
  { name: "for...of destructuring its elements", source: K(L("for (const [a, b] of x) {}")), cls: Syntax,
    says: ["this for...of head is not supported", "declare one name"], line: 3, column: 16, at: "[a, b]" },
  { name: "for...of assigning an outer name", source: K(L("let v = 0;", "for (v of x) {}")), cls: Syntax,
    says: ["this for...of head is not supported"], line: 4, column: 10, at: "v of" },
  { name: "generic type parameters", source: `function k<T>(${P}) {\n${L("out[i] = x[i];")}\n}`, cls: Syntax,
    says: ["generic type parameters are not supported in kernels"], line: 1, column: 11, at: "<T>" },
  { name: "default parameter value", source: `function k(x: Float32Array, out: Float32Array, n: i32 = 3) {\n${L("out[i] = x[i];")}\n}`, cls: Syntax,
    says: ["default parameter values are not supported in kernels"], line: 1, column: 55, at: "= 3" },
  { name: "calling an expression", source: K(L("out[i] = (n + 1)(1);")), cls: Syntax,
    says: ["calling this expression is not supported in kernels"], line: 3, column: 15, at: "n + 1" },

  // ---- kernel structure ---------------------------------------------------------------------
  { name: "no parallel loop", source: K("  out[0] = x[0];"), cls: Syntax,
    says: ["the kernel has no parallel loop", "for (const i of range(n))"], line: 1, column: 1, at: "function k", code: 1020 },
  { name: "a declaration after the parallel loop", source: K([L("out[i] = x[i];"), "  const z = 1;"].join("\n")), cls: Syntax,
    says: ["after the first parallel loop only parallel loops, host loops around them and statements that write array elements may follow",
      "move this statement before the first parallel loop or into a loop"], line: 5, column: 3, at: "const z = 1", code: 1021 },
  { name: "a parallel loop inside an if between phases", source: K([L("out[i] = x[i];"), "  if (n > 2) {", "  " + L("out[i] += 2;"), "  }"].join("\n")),
    cls: Syntax, says: ["the parallel loop must be a top-level statement of the kernel body"], line: 6, column: 5, at: "for (const i", code: 1046 },
  { name: "a host loop whose trip count is an array element (it varies as phases write)", source: K(["  for (let t = 0; t < x[0]; t++) {", L("out[i] = x[i];"), "  }"].join("\n")),
    cls: Syntax, says: ["the host loop's bounds must be computable from scalar parameters, array lengths and constants, but an array element is not",
      "compute the count in the caller and pass it as a parameter"], line: 2, column: 23, at: "x[0]", code: 1072 },
  { name: "a host loop of another form (<=)", source: K(["  for (let t = 0; t <= n; t++) {", L("out[i] = x[i];"), "  }"].join("\n")),
    cls: Syntax, says: ["a loop around parallel loops runs on the host and must read `for (let t = a; t < b; t++)`"], line: 2, column: 3, at: "for (let t", code: 1070 },
  { name: "a host loop around phases whose counter a phase assigns", source: K(["  for (let t = 0; t < n; t++) {", L("t += 1;", "out[i] = x[i] + t;"), "  }"].join("\n")),
    cls: Syntax, says: ["the host loop's counter 't' is assigned inside the loop", "assign a local copy instead (let s = t; s += ...)"],
    line: 4, column: 5, at: "t +=", code: 1071 },
  { name: "a preamble that reads an array a phase writes", source: K(["  const s = x[0];", L("x[i] = s;"), L("out[i] = x[i];")].join("\n")),
    cls: Syntax, says: ["the preamble reads 'x', which a parallel loop writes", "read it inside the loop that needs it"], line: 2, column: 13, at: "x[0]", code: 1073 },
  { name: "a preamble let assigned in one phase and read in another", source: K(["  let s = 0;", L("s = x[i];", "out[i] = s;"), L("out[i] += s;")].join("\n")),
    cls: Syntax, says: ["'s' is declared before the parallel loops and assigned in one phase, but another phase reads it here", "pass the value through an array"],
    line: 8, column: 15, at: "s;", code: 1074 },
  { name: "parallel loop nested in an if", source: K(`  if (n > 0) {\n    for (const [a, b] of grid(n, n)) { out[a] = b; }\n  }`), cls: Syntax,
    says: ["the parallel loop must be a top-level statement of the kernel body"], line: 3, column: 5, at: "for (const [a, b]", code: 1046 },
  { name: "grid loop inside the parallel loop", source: K(L("for (const [a, b] of grid(2, 2)) {}")), cls: Syntax,
    says: ["the parallel loop must be a top-level statement of the kernel body"], line: 3, column: 5, at: "for (const [a, b]" },
  { name: "a declaration in the preamble that writes an array", source: K(["  const v = (out[0] = 1);", L("out[i] = x[i] + v;")].join("\n")), cls: Syntax,
    says: ["the preamble (before the parallel loop) may not write arrays", "'out' is written here", "a statement that writes array elements runs as a single-thread phase"],
    line: 2, column: 14, at: "out[0] = 1", code: 1023 },
  { name: "a preamble declaration that calls Atomics", source: K(["  const o = Atomics.add(out, 0, 1);", L("out[i] = x[i] + o;")].join("\n")), cls: Syntax,
    says: ["the preamble (before the parallel loop) may not write arrays", "'out' is written here"], line: 2, column: 13, at: "Atomics.add" },
  { name: "minified, renamed range()", source: `function k(x,o,n){for(const i of r(n)){o[i]=x[i]}}`,
    options: { signature: "f32[], f32[], i32" }, cls: Syntax,
    says: ["the parallel loop iterates over 'r(...)', which is not range() or grid()", "pass the kernel's source text or keep names", "keepNames"],
    line: 1, column: 34, at: "r(n)", code: 1024 },
  { name: "range() shadowed by a parameter", source: `function k(range: i32, out: Float32Array) {\n  for (const i of range(4)) {\n    out[i] = 1;\n  }\n}`,
    cls: Syntax, says: ["'range' is not a kernel intrinsic here: the kernel declares its own 'range'", "write tack.range(...)"],
    line: 2, column: 19, at: "range(4)", code: 1031 },
  { name: "loop index not declared in the head", source: K(`  let i = 0;\n  for (i of range(n)) {\n    out[i] = 1;\n  }`), cls: Syntax,
    says: ["the loop index must be declared in the loop head"], line: 3, column: 8, at: "i of", code: 1035 },
  { name: "grid destructuring arity mismatch", source: K(`  for (const [y, z] of grid(n, n, n)) {\n    out[y] = z;\n  }`), cls: Syntax,
    says: ["a 3-dimensional grid must be destructured into 3 names"], line: 2, column: 14, at: "[y, z]", code: 1034 },
  { name: "grid index not destructured", source: K(`  for (const y of grid(n, n)) {\n    out[y] = 1;\n  }`), cls: Syntax,
    says: ["a 2-dimensional grid must be destructured into 2 names"], line: 2, column: 14, at: "y of" },
  { name: "grid with four extents", source: K(`  for (const [a, b, c, d] of grid(n, n, n, n)) {\n    out[a] = b + c + d;\n  }`), cls: Syntax,
    says: ["grid() expects 1 to 3 extents but got 4"], line: 2, column: 30, at: "grid(n, n, n, n)" },
  { name: "range step in the parallel loop", source: K(`  for (const i of range(0, n, 2)) {\n    out[i] = 1;\n  }`), cls: Syntax,
    says: ["the parallel loop takes range(n) or range(start, end), without a step", "compute the strided index inside the loop"],
    line: 2, column: 31, at: "2))", code: 1036 },
  { name: "break out of the parallel loop", source: K(L("if (x[i] < 0) break;", "out[i] = x[i];")), cls: Syntax,
    says: ["'break' out of the parallel loop is not supported", "`return;` or `continue;` ends one iteration"], line: 3, column: 19, at: "break" },
  { name: "break outside a loop", source: K(["  break;", L("out[i] = x[i];")].join("\n")), cls: Syntax,
    says: ["'break' outside of a loop"], line: 2, column: 3, at: "break", code: 1033 },
  { name: "continue outside a loop (device function)",
    source: K(["  function f(v: f32) { continue; return v; }", L("out[i] = f(x[i]);")].join("\n")), cls: Syntax,
    says: ["'continue' outside of a loop"], line: 2, column: 24, at: "continue", code: 1033 },
  { name: "return with a value in the kernel", source: K(L("return 1;")), cls: Syntax,
    says: ["`return` in a kernel ends the current iteration and takes no value"], line: 3, column: 5, at: "return 1", code: 1039 },
  { name: "function declared inside the parallel loop", source: K(L("function g() { return 1; }")), cls: Syntax,
    says: ["a function declaration is not allowed here", "declare device functions in the kernel's preamble"], line: 3, column: 5, at: "function g" },
  { name: "source that is not a function", source: "const a = 1;", cls: Syntax, kernelName: "kernel",
    says: ["the kernel source must be a function"], line: 1, column: 1, at: "const", code: 1011 },

  // ---- names, assignments, recursion --------------------------------------------------------
  { name: "unknown name", source: K(L("out[i] = foo;")), cls: Syntax,
    says: ["unknown name 'foo'", "names passed in `scope`"], line: 3, column: 14, at: "foo", code: 1025 },
  { name: "unknown name (the name option names the kernel)", source: `function gemm2(${P}) {\n${L("out[i] = foo;")}\n}`,
    options: { name: "gemm" }, kernelName: "gemm", cls: Syntax, says: ["unknown name 'foo'"], line: 3, column: 14, at: "foo" },
  { name: "redeclared name", source: K(L("const a = 1; const a = 2;")), cls: Syntax,
    says: ["'a' is already declared in this scope"], line: 3, column: 24, at: "a = 2", code: 1043 },
  { name: "direct recursion", source: K(["  function f(v: f32): f32 { return v > 1 ? f(v - 1) : v; }", L("out[i] = f(x[i]);")].join("\n")), cls: Syntax,
    says: ["device function 'f' is recursive (f → f)", "recursion is not supported in kernels"], line: 2, column: 3, at: "function f", code: 1027 },
  { name: "mutual recursion",
    source: K(["  function f(v: f32): f32 { return v > 1 ? g(v - 1) : v; }", "  function g(v: f32): f32 { return f(v); }", L("out[i] = f(x[i]);")].join("\n")),
    cls: Syntax, says: ["device function 'f' is recursive (f → g → f)"], line: 2, column: 3, at: "function f" },
  { name: "assignment to a const", source: K(["  const c = 1;", L("c = 2;")].join("\n")), cls: Syntax,
    says: ["cannot assign to 'c' (declared const)"], line: 4, column: 5, at: "c = 2", code: 1028 },
  { name: "assignment to the loop index", source: K(L("i = 2;")), cls: Syntax,
    says: ["cannot assign to 'i' (a loop index)"], line: 3, column: 5, at: "i = 2" },
  { name: "assignment to an array", source: K(L("out[i] = 1;", "out = 2;")), cls: Syntax,
    says: ["cannot assign to 'out' (an array: assign its elements, a[i] = v)"], line: 4, column: 5, at: "out = 2" },
  { name: "assignment to an array before its first use", source: K(L("out = 2;", "out[i] = 1;")), cls: Syntax,
    says: ["cannot assign to 'out' (an array: assign its elements, a[i] = v)"], line: 3, column: 5, at: "out = 2" },
  { name: "assignment to a scope constant", source: K(L("N = 3;")), options: { scope: { N: 4 } }, cls: Syntax,
    says: ["cannot assign to 'N' (a scope constant)"], line: 3, column: 5, at: "N = 3" },
  { name: "increment of a device function", source: K(["  function f(v: f32) { return v; }", L("f++;")].join("\n")), cls: Syntax,
    says: ["cannot assign to 'f' (a function)"], line: 4, column: 5, at: "f++" },
  { name: "device function used as a value", source: K(["  function f(v: f32) { return v; }", L("out[i] = f;")].join("\n")), cls: Type,
    says: ["device function 'f' can only be called"], line: 4, column: 14, at: "f;" },
  { name: "calling a scalar", source: K(L("out[i] = n(1);")), cls: Type,
    says: ["'n' is not a function"], line: 3, column: 14, at: "n(1)" },
  { name: "range() as a value", source: K(L("const r = range(3);")), cls: Syntax,
    says: ["range() is not allowed here except as the iterable of a for...of loop head"], line: 3, column: 15, at: "range(3)" },

  // ---- intrinsics: localArray, Atomics, workgroups, Math -------------------------------------
  { name: "localArray with a non-constant size", source: K(L("const t = localArray(f32, n);")), cls: Syntax,
    says: ["localArray() needs a constant positive integer size (at most 65536)", "localArray(f32, 16)"], line: 3, column: 31, at: "n)", code: 1037 },
  { name: "localArray too large", source: K(L("const t = localArray(f32, 100000000);")), cls: Syntax,
    says: ["localArray() needs a constant positive integer size (at most 65536)"], line: 3, column: 31, at: "100000000" },
  { name: "localArray of size 0", source: K(L("const t = localArray(f32, 0);")), cls: Syntax,
    says: ["localArray() needs a constant positive integer size"], line: 3, column: 31, at: "0)" },
  { name: "localArray without a dtype", source: K(L("const t = localArray(7, 4);")), cls: Syntax,
    says: ["expected a dtype (f32, i32, ... or tack.f32) but found this expression"], line: 3, column: 26, at: "7, 4", code: 1045 },
  { name: "localArray used as a value", source: K(L("const t = localArray(f32, 4);", "out[i] = t;")), cls: Syntax,
    says: ["array 't' can only be indexed, measured with .length or .shape, or passed to a device function"], line: 4, column: 14, at: "t;", code: 1029 },
  { name: "Atomics.and on a float array (JS throws there too)", source: K(L("const v = Atomics.and(out, 0, 1);")), cls: Type,
    says: ["JavaScript's Atomics.and does not support target dtype tack.f32 (integer arrays only)"], line: 3, column: 15, at: "Atomics.and(out", code: 2005 },
  { name: "Atomics.compareExchange with three arguments", source: K(L("const v = Atomics.compareExchange(out, 0, 1);")), cls: Syntax,
    says: ["Atomics.compareExchange() expects 4 arguments (array, index, expected, replacement) but got 3"], line: 3, column: 15, at: "Atomics.compareExchange(", code: 1032 },
  { name: "Atomics target a local array", source: K(L("const t = localArray(f32, 4);", "Atomics.add(t, 0, 1);")), cls: Type,
    says: ["the target of Atomics.add must be an array parameter of the kernel"], line: 4, column: 17, at: "t, 0", code: 1041 },
  { name: "Atomics target a local scalar", source: K(L("let t = 0;", "Atomics.sub(t, 0, 1);")), cls: Type,
    says: ["the target of Atomics.sub must be an array parameter of the kernel"], line: 4, column: 17, at: "t, 0" },
  { name: "Atomics target an element", source: K(L("Atomics.max(out[0], 0, 1);")), cls: Type,
    says: ["the target of Atomics.max must be an array parameter of the kernel"], line: 3, column: 17, at: "out[0]" },
  { name: "Atomics target a scalar parameter", source: K(L("Atomics.add(n, 0, 1);")), cls: Type,
    says: ["parameter 'n' is used as an array, but the call passes an i32 scalar"], line: 3, column: 17, at: "n, 0" },
  { name: "unknown Atomics operation", source: K(L("Atomics.wait(out, 0, 1);")), cls: Syntax,
    says: ["'Atomics.wait' is not a kernel intrinsic", "kernels support Atomics.add, sub, min, max, exchange, compareExchange"], line: 3, column: 5, at: "Atomics.wait", code: 1031 },
  { name: "Atomics with two arguments", source: K(L("Atomics.add(out, 1);")), cls: Syntax,
    says: ["Atomics.add() expects 3 arguments (array, index, value) but got 2"], line: 3, column: 5, at: "Atomics.add", code: 1032 },
  { name: "atomic dtype the target lacks", source: K(L("Atomics.add(out, i, 1);")), target: { label: "Metal", atomics: ["i32", "u32"] }, cls: Type,
    says: ["Metal Atomics.add does not support target dtype tack.f32"], line: 3, column: 5, at: "Atomics.add", code: 2005 },
  { name: "array dtype the target lacks", source: K(L("out[i] = x[i];"), "x: Float64Array, out: Float32Array, n: i32"),
    target: { label: "Metal", dtypes: ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32"] }, cls: Type,
    says: ["parameter 'x' has dtype tack.f64, which is not supported on Metal", "Supported dtypes: i8, u8, i16, u16, i32, u32, i64, u64, f32"],
    line: 1, column: 12, at: "x: Float64Array", code: 2004 },
  { name: "barrier() on the CPU", source: K(L("barrier();", "out[i] = x[i];")), cls: KernelError,
    says: ["workgroup primitives (barrier()) are not supported on the CPU backend, which has no workgroups", "for private scratch storage use localArray(dtype, n)"],
    line: 3, column: 5, at: "barrier()", code: 2008 },
  { name: "shared() on the CPU", source: K(L("const s = shared(f32, 256);", "out[i] = x[i];")), cls: KernelError,
    says: ["workgroup primitives (shared()) are not supported on the CPU backend", "use localArray(dtype, n)"], line: 3, column: 15, at: "shared(f32, 256)" },
  { name: "threadId() on the CPU", source: K(L("out[i] = threadId();")), cls: KernelError,
    says: ["workgroup primitives (threadId()) are not supported on the CPU backend", "use localArray(dtype, n)"], line: 3, column: 14, at: "threadId()" },
  { name: "blockSum() on the CPU", source: K(L("out[i] = blockSum(x[i]);")), cls: KernelError,
    says: ["workgroup primitives (block reductions) are not supported on the CPU backend", "use localArray(dtype, n)"], line: 3, column: 14, at: "blockSum(" },
  { name: "unknown Math function", source: K(L("out[i] = Math.foo(x[i]);")), cls: Syntax,
    says: ["'Math.foo' is not a kernel intrinsic"], line: 3, column: 14, at: "Math.foo", code: 1031 },
  { name: "Math function used as a value", source: K(L("const f = Math.sqrt;")), cls: Syntax,
    says: ["'Math.sqrt' is not a kernel intrinsic value (call it)"], line: 3, column: 15, at: "Math.sqrt" },
  { name: "Math function arity", source: K(L("out[i] = Math.sqrt(1, 2);")), cls: Syntax,
    says: ["Math.sqrt() expects 1 argument(s) but got 2"], line: 3, column: 14, at: "Math.sqrt(1, 2)", code: 1032 },
  { name: "unknown Number function", source: K(L("out[i] = Number.parseFloat(1);")), cls: Syntax,
    says: ["'Number.parseFloat' is not a kernel intrinsic"], line: 3, column: 14, at: "Number.parseFloat" },
  { name: "cast arity", source: K(L("out[i] = f32(1, 2);")), cls: Syntax,
    says: ["f32() expects 1 argument but got 2"], line: 3, column: 14, at: "f32(1, 2)" },
  { name: "texture indexed", source: K(L("out[i] = x[i];")), options: { signature: ["texture(2,2,2)", "f32[]", "i32"] }, cls: Type,
    says: ["a texture is read with tex.sample(u, v, w), not indexed"], line: 3, column: 14, at: "x[i]", code: 1047 },
  { name: "texture written", source: K(L("x[i] = 1;")), options: { signature: ["texture(2,2,2)", "f32[]", "i32"] }, cls: Type,
    says: ["textures are read-only in kernels"], line: 3, column: 5, at: "x[i] = 1" },
  { name: "sample() on an array", source: K(L("out[i] = x.sample(0.5, 0.5, 0.5);")), cls: Type,
    says: ["'x' is not a texture: pass tack.texture3d(array, [w, h, d]) to sample it"], line: 3, column: 14, at: "x.sample" },

  // ---- types --------------------------------------------------------------------------------
  { name: "logical operator on non-booleans", source: K(L("out[i] = x[i] && 1;")), cls: Type,
    says: ["operands of '&&' must be booleans in kernels (got f32 and i32)", "compare explicitly, or use ?: to choose a value"],
    line: 3, column: 14, at: "x[i] && 1", code: 2002 },
  { name: "missing signature", source: `function k(x, out, n) {\n${L("out[i] = x[i];")}\n}`, cls: Type,
    says: ["parameter 'x' has no type", "pass a signature, or annotate it"], line: 1, column: 12, at: "x,", code: 2003 },
  { name: "missing signature, the example annotation of that parameter", source: `function k(src, out, n) {\n${L("out[i] = src[i];")}\n}`, cls: Type,
    says: ["parameter 'src' has no type", "annotate it (src: Float32Array for an array, src: f32 for a scalar)"], line: 1, column: 12, at: "src,", code: 2003 },
  { name: "annotation that is not a kernel type", source: K(L("out[i] = x[i];"), "x: Float32Array, out: Float32Array, n: string"), cls: Type,
    says: ["parameter 'n' is annotated 'string', which is not a kernel type"], line: 1, column: 48, at: "n: string", code: 2009 },
  { name: "signature count mismatch", source: K(L("out[i] = x[i];")), options: { signature: "f32[], f32[]" }, cls: Type,
    says: ["the kernel takes 3 parameter(s) but the signature gives 2"], line: 1, column: 11, at: `(${P}) {`, code: 2010 },
  { name: "signature count mismatch, an arrow of one parameter", source: "const k = x => {\n  for (const i of range(x.length)) x[i] = 1;\n};", options: { signature: "f32[], i32" }, cls: Type,
    says: ["the kernel takes 1 parameter(s) but the signature gives 2"], line: 1, column: 11, at: "x =>", code: 2010 },
  { name: "array used as a scalar", source: K(L("out[i] = x + 1;")), cls: Syntax,
    says: ["array 'x' can only be indexed, measured with .length or .shape, or passed to a device function"], line: 3, column: 14, at: "x + 1", code: 1029 },
  { name: "array as a condition", source: K(L("if (x) out[i] = 1;")), cls: Syntax,
    says: ["array 'x' can only be indexed"], line: 3, column: 9, at: "x)" },
  { name: "scalar parameter used as an array", source: K(L("out[i] = n[i];")), cls: Type,
    says: ["parameter 'n' is used as an array, but the call passes an i32 scalar"], line: 3, column: 14, at: "n[i]", code: 2018 },
  { name: "scalar local indexed", source: K(L("let a = 1;", "out[i] = a[0];")), cls: Type,
    says: ["'a' is not an array and cannot be indexed"], line: 4, column: 14, at: "a[0]", code: 2006 },
  { name: "boolean index", source: K(L("out[i] = x[true];")), cls: Type,
    says: ["an array index must be a number, but this is bool"], line: 3, column: 16, at: "true", code: 2007 },
  { name: "loop bound from an array element", source: K(`  for (const i of range(x[0])) {\n    out[i] = 1;\n  }`, "x: Int32Array, out: Float32Array, n: i32"), cls: Syntax,
    says: ["the parallel loop's bounds must be computable from scalar parameters, array lengths and constants", "an array element is not"],
    line: 2, column: 25, at: "x[0]", code: 1038 },
  { name: "loop bound from a device function", source: K(["  function f(v: i32) { return v * 2; }", "  for (const i of range(f(n))) {", "    out[i] = 1;", "  }"].join("\n")), cls: Syntax,
    says: ["the parallel loop's bounds must be computable", "this expression is not"], line: 3, column: 25, at: "f(n)" },
  { name: "loop bound from a reassigned local", source: K(["  let m = n;", "  m = m + 1;", "  for (const i of range(m)) {", "    out[i] = 1;", "  }"].join("\n")), cls: Syntax,
    says: ["the parallel loop's bounds must be computable", "'m' (assigned more than once or not in the preamble) is not"], line: 4, column: 25, at: "m))" },
  { name: "float bound of the parallel loop", source: K(`  for (const i of range(n * 0.5)) {\n    out[i] = 1;\n  }`), cls: Type,
    says: ["range()/grid() bounds must be integers, but this is f32", "(a / b) | 0 divide integers exactly"], line: 2, column: 25, at: "n * 0.5" },
  { name: "float bound of an inner loop", source: K(L("for (const j of range(x[i])) { out[i] += j; }")), cls: Type,
    says: ["range()/grid() bounds must be integers, but this is f32", "convert it with a cast such as i32(...)"], line: 3, column: 27, at: "x[i]" },
  { name: "device function arity", source: K(["  function f(a: f32, b: f32) { return a + b; }", L("out[i] = f(x[i]);")].join("\n")), cls: Syntax,
    says: ["device function 'f' expects 2 argument(s) but got 1"], line: 4, column: 14, at: "f(x[i])", code: 1032 },
  { name: "void function result used", source: K(["  function f(a: f32) { out[0] = a; }", L("out[i] = f(x[i]);")].join("\n")), cls: Type,
    says: ["device function 'f' returns no value, but its result is used"], line: 4, column: 14, at: "f(x[i])", code: 2019 },
  { name: "device function returns a value on one path only", source: K(["  function f(v: f32) { if (v > 0) return v; }", L("out[i] = f(x[i]);")].join("\n")), cls: Type,
    says: ["device function 'f' returns f32 on one path and no value on another"], line: 2, column: 3, at: "function f", code: 2017 },
  { name: "device function indexes a scalar argument", source: K(["  function f(a: Float32Array, j: i32) { return a[j]; }", L("out[i] = f(n, i);")].join("\n")), cls: Type,
    says: ["parameter 'n' is used as an array, but the call passes an i32 scalar"], line: 4, column: 16, at: "n, i" },

  // ---- lexing -------------------------------------------------------------------------------
  { name: "malformed number literal", source: K(L("out[i] = 1.2.3;")), cls: Syntax,
    says: ["invalid number literal '1.2.3'"], line: 3, column: 14, at: "1.2.3", code: 1004 },
  { name: "number literal with letters", source: K(L("out[i] = 12abc;")), cls: Syntax,
    says: ["invalid number literal '12abc'"], line: 3, column: 14, at: "12abc" },
  { name: "hex literal without digits", source: K(L("out[i] = 0x;")), cls: Syntax,
    says: ["invalid number literal '0x'"], line: 3, column: 14, at: "0x;" },
  { name: "fractional bigint", source: K(L("out[i] = 1.5n;")), cls: Syntax,
    says: ["invalid number literal '1.5n'"], line: 3, column: 14, at: "1.5n" },
  { name: "bigint beyond 64 bits", source: K(L("out[i] = 99999999999999999999999n;")), cls: Syntax,
    says: ["invalid number literal '99999999999999999999999n' (beyond 64 bits) at"], line: 3, column: 14, at: "9999" },
  { name: "unterminated comment", source: K(L("out[i] = x[i]; /* oops")), cls: Syntax,
    says: ["unterminated comment"], line: 3, column: 20, at: "/* oops", code: 1003 },
  { name: "unterminated string", source: K(L("const s = 'abc;")), cls: Syntax,
    says: ["unterminated string"], line: 3, column: 15, at: "'abc;", code: 1003 },
  { name: "unterminated template literal", source: K(L("out[i] = `abc")), cls: Syntax,
    says: ["unterminated template literal"], line: 3, column: 14, at: "`abc" },
  { name: "unexpected end of input", source: `function k(${P}) {\n  for (const i of range(n)) {\n    out[i] = x[i];\n`, cls: Syntax,
    says: ["expected '}' but found end of input"], line: 4, column: 1, code: 1002 },
  { name: "unexpected token", source: K(L("out[i] = x[i] +;")), cls: Syntax,
    says: ["expected an expression but found ';'"], line: 3, column: 20, at: ";" },
  { name: "nesting too deep", source: K(L(`out[i] = ${"(".repeat(300)}1${")".repeat(300)};`)), cls: Syntax,
    says: ["nesting deeper than 256 levels is not supported in kernels"], line: 3, column: 140, at: "(" },
  { name: "an operator chain too long for one statement", source: K(L(`out[i] = ${Array(1100).fill("x[i]").join(" + ")};`)), cls: Syntax,
    says: ["a statement with more than 1024 binary operators is not supported in kernels", "split the expression into several statements"],
    line: 3, column: 14 + 1024 * 7 + 5, at: "+ x[i]" },

  // ---- requests: targets, signatures, scope -------------------------------------------------
  { name: "unknown target (compile)", source: K(L("out[i] = x[i];")), options: { target: "msl" as "llvm" }, cls: KernelRangeError,
    says: ["unknown target 'msl'; targets: llvm, wat, cuda, opencl"] },
  { name: "unknown target (compiler request)", source: K(L("out[i] = x[i];")), target: { target: "msl" }, cls: KernelRangeError,
    says: ["unknown target 'msl'; targets: llvm, wat, cuda, opencl"], code: 3002 },
  { name: "signature entry that is not a kernel type", source: K(L("out[i] = x[i];")), options: { signature: ["f32[]", "f32[]", "string"] }, cls: Type,
    says: ["signature entry 'string' is not a kernel type", "texture(w,h,d)"] },
  { name: "scope entry that is an object", source: K(L("out[i] = 1;")), options: { scope: { o: { a: 1 } } }, cls: KernelTypeError,
    says: ["scope entry 'o' is an object; scope holds functions (or their source text), numbers, bigints, booleans and tables (arrays of numbers, TypedArrays)"] },
  { name: "scope table holding a string", source: K(L("out[i] = T[i % 2];")), options: { scope: { T: [1, "2"] } }, cls: KernelTypeError,
    says: ["scope table 'T' holds \"2\" at index 1; a table holds numbers (or bigints) only"] },
  { name: "error inside a scope function", source: K(L("out[i] = helper(x[i]);")),
    options: { scope: { helper: "function helper(v) {\n  return v + foo;\n}" } }, cls: Syntax,
    says: ["unknown name 'foo'", "(in scope function 'helper')"], line: 2, column: 14, at: "foo", frameText: "function helper(v) {\n  return v + foo;\n}" },
  { name: "syntax error inside a scope function", source: K(L("out[i] = helper(x[i]);")),
    options: { scope: { helper: "function helper(v) {\n  return v +;\n}" } }, cls: Syntax,
    says: ["expected an expression but found ';'", "(in scope function 'helper')"], line: 2, column: 13, at: ";", frameText: "function helper(v) {\n  return v +;\n}" },
  { name: "recursive scope function", source: K(L("out[i] = helper(x[i]);")),
    options: { scope: { helper: "function helper(v) {\n  return helper(v);\n}" } }, cls: Syntax,
    says: ["device function 'helper' is recursive (helper → helper)", "(in scope function 'helper')"], line: 1, column: 1, at: "function helper",
    frameText: "function helper(v) {\n  return helper(v);\n}" },
  // ---- silent differences from the plain run, refused (issue 6) -----------------------------
  { name: "a preamble let carried across iterations (a prefix sum)",
    source: K(["  let s = 0;", L("s += x[i];", "out[i] = s;")].join("\n")), cls: Syntax,
    says: ["'s' is read here before this iteration assigns it", "iterations of the parallel loop run in parallel"],
    line: 4, column: 5, at: "s += x[i]", code: 2022 },
  { name: "a parameter carried across iterations, read in a branch",
    source: K(L("if (x[i] > 0) out[i] = n;", "n = i;")), cls: Syntax,
    says: ["'n' is read here before this iteration assigns it"], line: 3, column: 28, at: "n;", code: 2022 },
  { name: "indexing a local chosen with ?: between arrays",
    source: K(L("const a = x[i] > 0 ? x : out;", "out[i] = a[i];")), cls: Type,
    says: ["'a' is not an array", "choosing an array with ?: is not supported", "(c ? x[i] : y[i])"], line: 4, column: 14, at: "a[i]", code: 2006 },
  { name: "indexing a ?: between arrays directly",
    source: K(L("out[i] = (x[i] > 0 ? x : out)[i];")), cls: Syntax,
    says: ["choosing an array with ?: is not supported"], line: 3, column: 15, at: "x[i] > 0 ? x : out" },
  { name: "indexing a device function's vector result with a variable",
    source: K(["  function f(v: f32) { return [v, v]; }", L("const z = f(x[i]);", "out[i] = z[i];")].join("\n")), cls: Syntax,
    says: ["a vector's component is read with a constant index from 0 to 1", "pass an array argument or use localArray"],
    line: 5, column: 16, at: "i]", code: 1051 },
  { name: "an unknown Atomics function names it and lists the supported ones",
    source: K(L("out[i] = Atomics.notify(out, i);"), "x: Float32Array, out: Int32Array, n: i32"), cls: Syntax,
    says: ["'Atomics.notify' is not a kernel intrinsic", "Atomics.add, sub, min, max, exchange, compareExchange, and, or, xor, load and store"], line: 3, column: 14, at: "Atomics.notify" },
  { name: "Atomics on a Uint8ClampedArray (JS throws there too)",
    source: K(L("Atomics.add(out, i, 1);"), "x: Float32Array, out: Uint8ClampedArray, n: i32"), cls: Type,
    says: ["Atomics.add does not work on a Uint8ClampedArray"], line: 3, column: 5, at: "Atomics.add", code: 2021 },
  { name: "localArray with a size that is not an exact integer", source: K(L("const t = localArray(f32, 7 / 2);")), cls: Syntax,
    says: ["localArray() needs a constant positive integer size"], line: 3, column: 31, at: "7 / 2" },
  { name: "a let read in its own initializer (TDZ)", source: K(L("let a = a + 1;", "out[i] = a;")), cls: Syntax,
    says: ["'a' is read in its own initializer", "ReferenceError"], line: 3, column: 13, at: "a + 1", code: 1049 },
  { name: "a const that shadows a parameter, indexed in its own initializer", source: K(L("const x = x[i];", "out[i] = x;")), cls: Syntax,
    says: ["'x' is read in its own initializer"], line: 3, column: 15, at: "x[i]", code: 1049 },
  { name: "a kernel over the compile-work limit", source: K(L(...Array.from({ length: 3400 }, (_, j) => `out[i] = out[i] + x[i] * ${j};`))), cls: KernelRangeError,
    says: ["the kernel is too large to compile", "operations", "the limit is 30000", "split it into several kernels"], line: 1, column: 1, at: "function k", code: 2023 },
];

describe("refusals: class, kernel name, message, line:col and code frame", () => {
  it("covers at least 45 distinct refusals", () => {
    expect(cases.length).toBeGreaterThanOrEqual(45);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });
  for (const c of cases) it(c.name, () => check(c));
});

describe("refusals: messages keep what they quote", () => {
  it("a very long unknown name is quoted whole, not truncated, and does not trap the compiler", () => {
    for (const len of [1000, 100_000]) {
      const name = "a".repeat(len);
      const c: Case = {
        name: `long name ${len}`, source: K(L(`out[i] = ${name};`)), cls: Syntax,
        says: [`unknown name '${name}': a kernel can use its parameters`], line: 3, column: 14, at: "aaaa",
      };
      check(c);
    }
  });

  it("the kernel name given by `name` appears once even when the source names the function differently", () => {
    const e = refusal({ name: "", source: `function k2(${P}) {\n${L("out[i] = zz;")}\n}`, options: { name: "k" }, cls: Syntax, says: [] });
    expect(e.message.match(/Kernel 'k'/g)).toHaveLength(1);
    expect(e.message).not.toContain("k2");
  });
});

describe("refusals: a count mismatch carries its counts as data", () => {
  it("a signature of the wrong length: counts { expected, given } beside code 2010, whatever the message says", () => {
    const three = refusal({ name: "", source: K(L("out[i] = x[i];")), options: { signature: "f32[], f32[]" }, cls: Type, says: [] });
    expect([three.code, three.counts]).toEqual([2010, { expected: 3, given: 2 }]);
    // a kernel calling Math.random takes its seed last: the count is of every parameter, the seed's included
    const seeded = refusal({ name: "", source: K(L("out[i] = x[i] * Math.random();")), options: { signature: "f32[]" }, cls: Type, says: [] });
    expect([seeded.code, seeded.counts]).toEqual([2010, { expected: 4, given: 1 }]);
    // other refusals carry none
    const other = refusal({ name: "", source: K(L("out[i] = zz;")), cls: Syntax, says: [] });
    expect(other.counts).toBeUndefined();
  });
});

describe("a module's ordinary code beside its kernel", () => {
  // a class, a constant made with `new`, a non-number constant, a function with try/template
  // strings, a regex with a quote: outside the kernel language, declared on lines 1 to 6
  const ordinary = [
    "export class Timer { t0 = performance.now(); }",
    "const scratch = new Float32Array(16);",
    "const cfg = { n: 4 };",
    "const NAMES = ['a', 'b'];",
    "function label(n: number) { try { return `n=${n}`; } catch (e) { throw e; } }",
    "const re = /it's/g;",
  ].join("\n");
  const module = (body: string) => `${ordinary}\n${K(L(body))}`;

  it("is not compiled: a kernel that does not use it compiles as it does alone", () => {
    const alone = compile(K(L("out[i] = x[i] * 2;")), { name: "k" }).code;
    expect(compile(module("out[i] = x[i] * 2;"), { name: "k" }).code).toBe(alone);
  });

  const uses: [string, string, number, number, string][] = [
    ["out[i] = scratch[i % 16];", "scratch", 2, 17, "'new' is not supported in kernels"],
    ["out[i] = cfg.n;", "cfg", 3, 13, "where a number is needed"],
    ["out[i] = NAMES.length;", "NAMES", 4, 16, "strings are not supported in kernels"],
    ["out[i] = label(i);", "label", 5, 29, "try/catch is not supported in kernels"],
    ["const t = Timer;", "Timer", 1, 8, "classes are not supported in kernels"],
  ];
  for (const [body, name, line, column, says] of uses) {
    it(`is refused where the kernel uses it (${name}), at its own mistake, naming it`, () => {
      const e = refusal({ name, source: module(body), options: { name: "k" }, cls: Syntax, says: [] });
      expect(e).toBeInstanceOf(Syntax);
      expect(e.message).toContain(says);
      expect(e.message).toContain(`(in '${name}', which the kernel uses)`);
      expect([e.line, e.column, e.kernelName]).toEqual([line, column, "k"]);
    });
  }
});

describe("accepted: what looks like a refusal but is part of the language", () => {
  it("`continue` in the parallel loop ends the iteration, exactly as `return;` does", () => {
    const viaContinue = compile(K(L("if (x[i] < 0) continue;", "out[i] = x[i];")));
    const viaReturn = compile(K(L("if (x[i] < 0) return;", "out[i] = x[i];")));
    expect(viaContinue.code).toBe(viaReturn.code);
  });

  it("a device function may read outer variables that are assigned once", () => {
    const r = compile(K(["  const c = n * 2;", "  let d = 1.5;", "  function f(v: f32) { return v * c + d; }", L("out[i] = f(x[i]);")].join("\n")));
    expect(r.code).toContain("define");
  });

  it("the atomic dtype check passes on a target that has the dtype", () => {
    const r = runRequest(compiler, { source: K(L("Atomics.add(out, i, 1);"), "x: Float32Array, out: Int32Array, n: i32"),
      target: { ...LLVM_TARGET, atomics: ["i32", "u32"] } });
    expect(r.params.find((p) => p.name === "out")!.atomic).toBe(true);
  });

  it("workgroup primitives are refused by a generator that cannot spell them, even when the request claims workgroups", () => {
    // The request's capabilities narrow the generator's, never widen them (compiler/codegen/index.ts).
    expect(() => runRequest(compiler, { source: K(L("barrier();", "out[i] = x[i];")), target: { ...LLVM_TARGET, workgroups: true } }))
      .toThrow(/workgroup primitives \(barrier\(\)\) are not supported on the CPU backend/);
  });
});

describe("accepted: values assigned before they are read in each iteration, constant-expression sizes", () => {
  it("a preamble let assigned first in every iteration is private to it", () => {
    expect(compile(K(["  let s = 0;", L("s = x[i];", "s += 1;", "out[i] = s;")].join("\n"))).code).toContain("define");
  });
  it("assigned on both branches of an if before the read", () => {
    expect(compile(K(["  let s = 0;", L("if (x[i] > 0) s = 1; else s = 2;", "out[i] = s;")].join("\n"))).code).toContain("define");
  });
  it("localArray sizes: 4 * 4, a preamble const, (BS + 1) * (BS + 1) from scope", () => {
    expect(compile(K(L("const t = localArray(f32, 4 * 4);", "t[15] = x[i];", "out[i] = t[15];"))).code).toContain("[16 x float]");
    expect(compile(K(["  const N = 16;", L("const t = localArray(f32, N);", "t[0] = x[i];", "out[i] = t[0];")].join("\n"))).code)
      .toContain("[16 x float]");
    expect(compile(K(L("const t = localArray(f32, (BS + 1) * (BS + 1));", "t[0] = x[i];", "out[i] = t[0];")), { scope: { BS: 4 } }).code)
      .toContain("[25 x float]");
  });
});

describe("accepted: several phases", () => {
  const twoPhases = K(["  const h = n >> 1;", "  out[0] = h;", "  for (let t = 0; t < n; t++) {", L("out[i] = x[i] + h;"), L("x[i] = out[i] * 2;"), "  }"].join("\n"));
  it("tack.compile({ phase }) generates each phase under its own entry, every result listing the schedule", () => {
    const r = [0, 1, 2].map((phase) => compile(twoPhases, { phase }));
    expect(r.map((x) => x.entry)).toEqual(["tack_kernel_k", "tack_kernel_k__phase1", "tack_kernel_k__phase2"]);
    for (const x of r) expect(x.phases?.schedule).toEqual([0, { from: [0], to: ["p2"], param: 3, body: [1, 2] }]);
    // the host loop's counter: a hidden scalar parameter after the kernel's own, i32 for i32 bounds
    for (const x of r) expect(x.params.slice(3).map((p) => [p.name, p.kind, p.dtype])).toEqual([["tack.counter0.t", "scalar", "i32"]]);
    expect(r[0].loop.extents).toEqual([[1]]); // the serial statement: one iteration
    expect(() => compile(twoPhases, { phase: 3 })).toThrow(/phase 3 of a kernel of 3/);
  });
  it("a preamble for(;;) whose inner range() writes no array stays a sequential loop of the preamble", () => {
    const r = compile(K(["  let s = 0;", "  for (let k = 0; k < 3; k++) {", "    for (const j of range(4)) s += j * k;", "  }", L("out[i] = x[i] + s;")].join("\n")));
    expect(r.phases).toBeUndefined();
  });
});

describe("known gaps", () => {
  // The runtime's string signature splits on every comma, so a texture entry can't be written
  // in the string form (runtime/compile.ts parseSignature); the array form works.
  it("a string signature with a texture entry: texture(2,2,2), f32[], i32", () => {
    expect(() => compile(K(L("out[i] = x.sample(0.5, 0.5, 0.5);")), { signature: "texture(2,2,2), f32[], i32" })).not.toThrow();
  });
});
