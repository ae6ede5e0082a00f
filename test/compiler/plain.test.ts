/**
 * `query plain` (compiler/plain.ts): a kernel given as TypeScript source text comes back as
 * plain JavaScript with every TypeScript-only range (and `import`/`export`) blanked by
 * spaces. Checked through the Wasm host: the text is exactly the source with the marked
 * ranges blanked, it is accepted by `new Function`, it computes what the same kernel
 * hand-written in JavaScript computes, and every remaining identifier keeps its offset, line
 * and column. A source that does not parse gets the compile's located failure.
 */
import { describe, expect, it } from "vitest";
import { LLVM_TARGET } from "../../runtime/compile.js";
import { KernelSyntaxError } from "../../runtime/errors.js";
import { readResult, requestText, type CompileRequest } from "../../runtime/request.js";
import { Compiler } from "../../wasm/host.js";
import { corpus } from "./corpus.js";

const compiler = new Compiler();

/** The request text with `query plain` right after `tack 1`. */
function plainText(r: CompileRequest): string {
  const text = requestText(r);
  return /^tack 1\nquery plain\n/.test(text) ? text : text.replace(/^tack 1\n/, "tack 1\nquery plain\n");
}

interface PlainAnswer {
  ok: boolean;
  kernel: string;
  plain: string;
  diagnostics?: { code: number; class: string; source: number; start: number; end: number; message: string }[];
}

function queryPlain(source: string, name?: string): PlainAnswer {
  return JSON.parse(compiler.compile(plainText({ source, name, target: LLVM_TARGET }))) as PlainAnswer;
}

const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/**
 * A kernel written with its TypeScript-only ranges between « and »: `source` drops the marks,
 * `expected` blanks what they enclose (line terminators kept).
 */
function marked(text: string): { source: string; expected: string } {
  return {
    source: text.replace(/«([^»]*)»/g, "$1"),
    expected: text.replace(/«([^»]*)»/g, (_, t: string) => t.replace(/[^\n\r\u2028\u2029]/g, " ")),
  };
}

/** range(n) and range(a, b), as kernels use it; bound through a Function parameter. */
function* range(a: number, b?: number): Generator<number> {
  if (b === undefined) {
    b = a;
    a = 0;
  }
  for (let i = a; i < b; i++) yield i;
}

type KernelFn = (...args: unknown[]) => void;

/** A single-function plain text, as `return (...)` of a Function with `range` in scope. */
function fromExpression(plain: string): KernelFn {
  return new Function("range", `return (${plain});`)(range) as KernelFn;
}

function lineColumn(text: string, offset: number): [number, number] {
  let line = 1;
  let col = 1;
  for (let i = 0; i < offset; i++) {
    if (text[i] === "\n") {
      line++;
      col = 1;
    } else {
      col++;
    }
  }
  return [line, col];
}

/** Every identifier-like word with its offset. */
function words(text: string): { word: string; at: number }[] {
  return [...text.matchAll(/[A-Za-z_$][\w$]*/g)].map((m) => ({ word: m[0], at: m.index! }));
}

interface Case {
  title: string;
  text: string;
  /** The same kernel in plain JavaScript. */
  js: string;
  /** Builds the kernel from plain text (default: `return (plain)`). */
  load?: (plain: string) => KernelFn;
  /** Fresh arguments; the arrays are compared after the run. */
  args: () => unknown[];
  kernel: string;
}

const cases: Case[] = [
  {
    title: "function declaration: parameter, qualified and return annotations, `as`, non-null `!`",
    text: `function saxpy(x«: Float32Array», y«: Float32Array», out«: Float32Array», a«: tack.f32»)«: void» {
  for (const i of range(out.length)) {
    const v«: number» = (a «as number») * x[i];
    out«!»[i] = v + y«!»[i];
  }
}`,
    js: `function saxpy(x, y, out, a) {
  for (const i of range(out.length)) {
    const v = a * x[i];
    out[i] = v + y[i];
  }
}`,
    args: () => [new Float32Array([1, 2, 3, 4]), new Float32Array([10, 20, 30, 40]), new Float32Array(4), 0.5],
    kernel: "saxpy",
  },
  {
    title: "arrow: optional parameter, generic and union types, definite assignment, `satisfies`, `as unknown as`",
    text: `(src«: Float64Array», dst«: Float64Array», scale«?: number»)«: void» => {
  let acc«!: number»;
  let table«: Map<string, Array<Array<number>>> | null»;
  acc = 0;
  for (const i of range(src.length)) {
    acc += src[i] «as unknown as number»;
    dst[i] = acc * (scale «as number») «satisfies number»;
  }
}`,
    js: `(src, dst, scale) => {
  let acc;
  let table;
  acc = 0;
  for (const i of range(src.length)) {
    acc += src[i];
    dst[i] = acc * scale;
  }
}`,
    args: () => [new Float64Array([1, 2, 3, 4, 5]), new Float64Array(5), 3],
    kernel: "kernel",
  },
  {
    title: "an annotation across lines keeps its line breaks; the return annotation of an arrow",
    text: `function stride(
  a«: Int32Array
    | Uint32Array»,
  out«: Int32Array»,
  step«: number»,
)«: void» {
  const f = (v«: number»)«: number» => v * step;
  for (const i of range(out.length)) out[i] = f(a[i]«!») + i;
}`,
    js: `function stride(
  a,
  out,
  step,
) {
  const f = (v) => v * step;
  for (const i of range(out.length)) out[i] = f(a[i]) + i;
}`,
    args: () => [new Int32Array([5, 6, 7]), new Int32Array(3), 2],
    kernel: "stride",
  },
  {
    title: "a module: imports, type, interface, declare, an annotated constant and helper, export",
    text: `«import * as tack from "tack";»
«import type { f32 } from "tack";»
«type Vec = Float32Array;»
«interface Options {
  n: number;
}»
«declare const DEBUG: boolean;»
const SCALE«: number» = 2;
function square(v«: number»)«: number» {
  return v * v;
}
«export »function scaled(x«: Vec», out«: Vec»)«: void» {
  for (const i of range(out.length)) out[i] = square(x[i]) * SCALE;
}
`,
    js: `const SCALE = 2;
function square(v) { return v * v; }
function scaled(x, out) {
  for (const i of range(out.length)) out[i] = square(x[i]) * SCALE;
}`,
    load: (plain) => new Function("range", `${plain}\nreturn scaled;`)(range) as KernelFn,
    args: () => [new Float32Array([1, -2, 3]), new Float32Array(3)],
    kernel: "scaled",
  },
  {
    title: "export default of an anonymous function",
    text: `«export default »function (a«: Int32Array», n«: i32»)«: void» {
  for (const i of range(1, n)) a[i] = a[i - 1] * 2 + (i «as i32»);
}`,
    js: `function (a, n) {
  for (const i of range(1, n)) a[i] = a[i - 1] * 2 + i;
}`,
    args: () => [new Int32Array([1, 0, 0, 0, 0]), 5],
    kernel: "kernel",
  },
];

describe("query plain", () => {
  for (const c of cases) {
    describe(c.title, () => {
      const { source, expected } = marked(c.text);
      const answer = queryPlain(source);

      it("answers ok with the kernel's name and exactly the TypeScript-only ranges blanked", () => {
        expect(answer.ok).toBe(true);
        expect(answer.kernel).toBe(c.kernel);
        expect(answer.plain).toBe(expected);
      });

      it("is accepted by new Function and computes what the kernel written in plain JS computes", () => {
        const load = c.load ?? fromExpression;
        const plainFn = load(answer.plain);
        const jsFn = c.load ? (new Function("range", `${c.js}\nreturn ${c.kernel};`)(range) as KernelFn) : fromExpression(c.js);
        const a = c.args();
        const b = c.args();
        plainFn(...a);
        jsFn(...b);
        expect(a).toEqual(b);
        // and the run did something: some output differs from a fresh argument list
        expect(a).not.toEqual(c.args());
      });

      it("keeps every remaining identifier at its offset, line and column", () => {
        const plain = answer.plain;
        expect(plain.length).toBe(source.length);
        for (let i = 0; i < source.length; i++) {
          if (LINE_TERMINATOR.test(source[i])) expect(plain[i]).toBe(source[i]);
          else if (plain[i] !== source[i]) expect(plain[i]).toBe(" ");
        }
        const kept = words(plain);
        expect(kept.length).toBeGreaterThan(5);
        for (const { word, at } of kept) {
          expect(source.slice(at, at + word.length)).toBe(word);
          expect(lineColumn(plain, at)).toEqual(lineColumn(source, at));
        }
        // the words outside the marks are exactly the words kept
        const outside = words(c.text.replace(/«[^»]*»/g, " "));
        expect(kept.map((w) => w.word)).toEqual(outside.map((w) => w.word));
      });

      it("is its own plain text (nothing TypeScript is left), and plain JS comes back unchanged", () => {
        expect(queryPlain(answer.plain)).toEqual(answer);
        expect(queryPlain(c.js).plain).toBe(c.js);
      });
    });
  }

  it("the request's name is the kernel's name, as in a compile", () => {
    const { source } = marked(cases[4].text);
    expect(queryPlain(source, "doubling").kernel).toBe("doubling");
  });

  it("every corpus module becomes a script that new Function accepts, returning its kernel", () => {
    for (const k of corpus()) {
      const answer = queryPlain(k.source);
      expect(answer.ok, k.name).toBe(true);
      expect(answer.kernel).toBe(k.name);
      expect(answer.plain).not.toMatch(/\bimport\b|\bexport\b/);
      const fn = new Function("tack", `${answer.plain}\nreturn ${k.name};`)({}) as KernelFn;
      expect(typeof fn, k.name).toBe("function");
      const params = k.source.match(/export function \w+\(([^)]*)\)/)![1].split(",").filter((p) => p.trim());
      expect(fn.length, k.name).toBe(params.length);
      expect(queryPlain(answer.plain).plain, k.name).toBe(answer.plain);
    }
  });

  it("only parses: a kernel that would not compile still has its plain text", () => {
    const answer = queryPlain("function k(a: Float32Array) { a[0] = Math.nope(1); }");
    expect(answer.ok).toBe(true);
    expect(answer.plain).toBe("function k(a              ) { a[0] = Math.nope(1); }");
  });

  it("a source that does not parse is refused with the compile's located diagnostic", () => {
    const source = "function broken(a: Float32Array) {\n  a[0] = ;\n}";
    const answer = queryPlain(source);
    expect(answer.ok).toBe(false);
    const d = answer.diagnostics![0];
    expect(d.class).toBe("SyntaxError");
    expect(source.slice(d.start, d.end)).toBe(";");
    expect(d.message).toMatch(/expected an expression/);
    // the runtime reads it as it reads a failed compile: a located KernelSyntaxError
    const request: CompileRequest = { source, target: LLVM_TARGET };
    let caught: unknown;
    try {
      readResult(JSON.stringify(answer), request);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(KernelSyntaxError);
    expect((caught as KernelSyntaxError).line).toBe(2);
    expect((caught as KernelSyntaxError).column).toBe(10);
  });

  it("an unknown query is a malformed request, not a compile", () => {
    const text = plainText({ source: "function k() {}", target: LLVM_TARGET }).replace("query plain", "query nope");
    const answer = JSON.parse(compiler.compile(text)) as PlainAnswer;
    expect(answer.ok).toBe(false);
    expect(answer.diagnostics![0].message).toMatch(/unknown query 'nope'/);
  });
});
