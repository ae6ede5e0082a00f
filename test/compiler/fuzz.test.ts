/**
 * Deterministic fuzzing of the offline compiler (in-thread, through runtime/compile.ts).
 *
 * Inputs: token soups from the kernel language's vocabulary, mutations of the corpus kernels
 * (tokens or characters deleted, duplicated, swapped, inserted; truncation; splices from another
 * kernel; a token repeated into a long run), small well-formed kernels built from a grammar
 * (they reach type inference and codegen), and mutated `scope` functions.
 *
 * For every input, compile() either succeeds with non-empty code or throws one of the four
 * Kernel error classes with a kernel name and, for KernelSyntaxError/KernelTypeError, a
 * line:col inside the text it points into. Anything else fails the test: another exception,
 * an internal compiler error (a trap), a location outside the text, or an input that takes
 * longer than PER_INPUT_MS. Failing inputs are printed as JSON string literals, with the seed,
 * so they can be pasted into a reproducer.
 *
 * `TACK_FUZZ_SEED=n` and `TACK_FUZZ_COUNT=n` change the run; the defaults are fixed, so a run
 * is reproducible.
 */
import { describe, expect, it } from "vitest";
import { compile, type CompileOptions } from "../../runtime/compile.js";
import { KernelError, KernelRangeError, KernelSyntaxError, KernelTypeError } from "../../runtime/errors.js";
import { corpus } from "./corpus.js";

const SEED = Number(process.env.TACK_FUZZ_SEED ?? 20260511);
const COUNT = Number(process.env.TACK_FUZZ_COUNT ?? 12_000);
const PER_INPUT_MS = 1000;

/** mulberry32: small, fast, and the same sequence on every machine. */
function prng(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VOCAB = [
  // structure
  "function", "k", "(", ")", "{", "}", "[", "]", ";", ",", ".", ":", "=>", "\n",
  "const", "let", "var", "for", "of", "if", "else", "while", "do", "break", "continue", "return",
  "export", "import", "type",
  // intrinsics and namespaces
  "range", "grid", "tack", "localArray", "shared", "barrier", "threadId", "blockSum", "blockMin", "texture3d",
  "Math", "sqrt", "floor", "min", "max", "imul", "clz32", "PI", "Number", "isNaN", "Atomics", "add", "sub",
  "length", "shape", "sample",
  // dtypes and annotations
  "f32", "f64", "i32", "u8", "i64", "u64", "bool", "Float32Array", "Int32Array", "BigInt64Array", "number", "bigint", "boolean",
  // names
  "i", "j", "x", "y", "n", "out", "a", "acc", "$t", "_",
  // operators
  "=", "+=", "-=", "*=", "/=", "|=", "**=", "+", "-", "*", "/", "%", "**", "<<", ">>", ">>>", "&", "|", "^", "~",
  "<", ">", "<=", ">=", "==", "===", "!=", "!==", "&&", "||", "!", "?", "++", "--",
  // literals
  "0", "1", "2", "2.5", ".5", "1e3", "1e-7", "0x1f", "0b101", "0o17", "1_000", "1n", "0xffn", "-1", "2147483648",
  "9223372036854775808", "1e400", "NaN", "Infinity", "true", "false",
  // what kernels refuse
  "new", "class", "this", "\"s\"", "'s'", "`t${i}`", "/re/", "/*c*/", "//c\n", "...", "?.", "??", "switch", "case",
  "try", "catch", "throw", "async", "await", "function*", "yield", "typeof", "delete", "in", "instanceof", "null",
  "undefined", "arguments", "with", "label:", "@", "#p", "\\u0061", "\"unterminated", "/* unterminated",
];

const TOKEN_RE = /\s+|[A-Za-z_$][\w$]*|\d[\w.]*|\.\d+|\.\.\.|[=!]==|>>>=?|\*\*=?|<<=?|>>=?|=>|\?\.|\?\?=?|&&=?|\|\|=?|\+\+|--|[-+*/%&|^<>=!]=?|"[^"\n]*"|'[^'\n]*'|`[^`]*`|\S/g;

type Input = { kind: string; source: string; options?: CompileOptions };

class Inputs {
  readonly rnd: () => number;
  readonly kernels: string[];
  readonly helpers = [
    "function helper(v) {\n  return v * 2 + 1;\n}",
    "function helper(v: number) {\n  let s = 0;\n  for (const j of range(3)) s += v * j;\n  return s;\n}",
    "(v) => Math.sqrt(v * v + 1)",
  ];

  constructor(seed: number) {
    this.rnd = prng(seed);
    this.kernels = corpus().map((k) => k.source);
  }

  int(n: number): number {
    return Math.floor(this.rnd() * n);
  }

  pick<T>(a: readonly T[]): T {
    return a[this.int(a.length)];
  }

  tokenSoup(): string {
    const n = 1 + this.int(80);
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(this.pick(VOCAB));
    return out.join(this.rnd() < 0.5 ? " " : "");
  }

  /** A kernel-shaped soup: a real header and loop around random tokens, so more of it gets past the parser. */
  framedSoup(): string {
    const n = 1 + this.int(30);
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(this.pick(VOCAB));
    return `function k(x: Float32Array, out: Float32Array, n: i32) {\n  for (const i of range(n)) {\n    ${out.join(" ")}\n  }\n}`;
  }

  mutateTokens(src: string): string {
    const t = src.match(TOKEN_RE) ?? [];
    const edits = 1 + this.int(4);
    for (let m = 0; m < edits && t.length > 0; m++) {
      const p = this.int(t.length);
      switch (this.int(6)) {
        case 0: t.splice(p, 1); break;
        case 1: t.splice(p, 0, t[p]); break;
        case 2: { const q = this.int(t.length); [t[p], t[q]] = [t[q], t[p]]; break; }
        case 3: t.splice(p, 0, " " + this.pick(VOCAB) + " "); break;
        case 4: t[p] = this.pick(VOCAB); break;
        default: t.splice(p, 0, t[this.int(t.length)]); break;
      }
    }
    return t.join("");
  }

  mutateChars(src: string): string {
    let s = src;
    const edits = 1 + this.int(3);
    for (let m = 0; m < edits; m++) {
      const p = this.int(s.length + 1);
      switch (this.int(4)) {
        case 0: s = s.slice(0, p) + s.slice(p + 1); break;
        case 1: s = s.slice(0, p) + (s[p] ?? "") + s.slice(p); break;
        case 2: s = s.slice(0, p) + String.fromCharCode(32 + this.int(95)) + s.slice(p); break;
        default: s = s.slice(0, p + this.int(40)); break;
      }
    }
    return s;
  }

  splice(src: string): string {
    const other = this.pick(this.kernels);
    const a = this.int(src.length + 1);
    const b = this.int(other.length + 1);
    const len = this.int(120);
    return src.slice(0, a) + other.slice(b, b + len) + src.slice(a + this.int(60));
  }

  /** One token repeated into a long run (long identifiers, operator chains, nesting). */
  longRun(src: string): string {
    const t = src.match(TOKEN_RE) ?? [];
    const p = this.int(t.length);
    const unit = this.pick(["a", "(", "-", "x[i] + ", "!", "[", "{", "1", "i++ ", "out[i] += 1;\n", t[p] ?? "a"]);
    const times = this.pick([50, 300, 1100, 2000]);
    t.splice(p, 0, unit.repeat(times));
    return t.join("");
  }

  /** A well-formed kernel from a small grammar, so that inference and codegen see variety. */
  grammarKernel(): string {
    const DT = ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64"];
    const TA: Record<string, string> = {
      i8: "Int8Array", u8: "Uint8Array", i16: "Int16Array", u16: "Uint16Array", i32: "Int32Array", u32: "Uint32Array",
      i64: "BigInt64Array", u64: "BigUint64Array", f32: "Float32Array", f64: "Float64Array",
    };
    const arrays = ["a", "b", "c"].map((n) => [n, this.pick(DT)] as const);
    const scalars = ["s", "t"].map((n) => [n, this.pick([...DT, "number", "boolean", "bigint"])] as const);
    const params = [...arrays.map(([n, d]) => `${n}: ${TA[d]}`), ...scalars.map(([n, d]) => `${n}: ${d}`)].join(", ");
    const locals: string[] = [];
    const fns: string[] = [];
    // && and || take booleans only, so they are rare here
    const BIN = ["+", "-", "*", "/", "%", "**", "<<", ">>", ">>>", "&", "|", "^", "<", "<=", ">", ">=", "==", "!=", "===", "+", "*", "-"];
    const M1 = ["abs", "sqrt", "floor", "ceil", "round", "trunc", "sign", "exp", "log", "sin", "fround", "clz32", "cbrt", "tanh"];
    const M2 = ["min", "max", "pow", "atan2", "imul", "hypot"];
    let depth = 0;
    let inFunction = false;
    const idx = () => inFunction ? "0" : this.pick(["i", "j", "0", "i >> 1", "Math.floor(i / 2)", `(i + 1) % ${this.pick(arrays)[0]}.length`]);
    const leaf = (): string => {
      switch (this.int(8)) {
        case 0: return String(this.int(10));
        case 1: return (this.rnd() * 10).toFixed(this.int(3));
        case 2: return inFunction ? "v" : this.pick(["i", "j", ...locals]);
        case 3: return this.pick(scalars)[0];
        case 4: return `${this.pick(arrays)[0]}.length`;
        case 5: return this.pick(["true", "false", "1n", "-3", "0x10", "Math.PI", "NaN", "2147483647", "4294967296"]);
        default: return `${this.pick(arrays)[0]}[${idx()}]`;
      }
    };
    const expr = (): string => {
      if (depth > 4 || this.int(3) === 0) return leaf();
      depth++;
      let e: string;
      switch (this.int(9)) {
        case 0: case 1: case 2: e = `(${expr()} ${this.pick(BIN)} ${expr()})`; break;
        case 3: e = `${this.pick(["-", "!", "~", "+"])}(${expr()})`; break;
        case 4: e = `Math.${this.pick(M1)}(${expr()})`; break;
        case 5: e = `Math.${this.pick(M2)}(${expr()}, ${expr()})`; break;
        case 6: e = `(${expr()} ? ${expr()} : ${expr()})`; break;
        case 7: e = `(${expr()} ${this.pick(["<", "!="])} 1 ${this.pick(["&&", "||"])} ${expr()} > 0)`; break;
        default: e = fns.length ? `${this.pick(fns)}(${expr()})` : `${this.pick(DT)}(${expr()})`; break;
      }
      depth--;
      return e;
    };
    const stmt = (d: number): string => {
      switch (this.int(10)) {
        case 0: case 1: case 2:
          return `${this.pick(arrays)[0]}[${idx()}] ${this.pick(["=", "+=", "-=", "*=", "|=", "<<="])} ${expr()};`;
        case 3: { const v = "v" + locals.length; const s = `${this.pick(["let", "var"])} ${v} = ${expr()};`; locals.push(v); return s; }
        case 4: return locals.length ? `${this.pick(locals)} ${this.pick(["=", "+=", "*=", "^="])} ${expr()};` : ";";
        case 5: return d < 3 ? `if (${expr()}) { ${stmt(d + 1)} } else { ${stmt(d + 1)} }` : ";";
        case 6: return d < 3 ? `for (const j of range(${this.pick(["3", "a.length", "0, 4"])})) { ${stmt(d + 1)} ${this.pick(["", "break;", "continue;"])} }` : ";";
        case 7: return d < 3 ? `while (${expr()}) { ${stmt(d + 1)} break; }` : ";";
        case 8: return `Atomics.${this.pick(["add", "sub", "min", "max"])}(${this.pick(arrays)[0]}, ${idx()}, ${expr()});`;
        default: return `${this.pick(arrays)[0]}[i] = ${expr()};`;
      }
    };
    let pre = "";
    if (this.int(2)) {
      inFunction = true;
      const body = expr();
      inFunction = false;
      pre += `  function f(v: number) { return ${body}; }\n`;
      fns.push("f");
    }
    if (this.int(3) === 0) pre += `  const w = localArray(${this.pick(DT)}, ${1 + this.int(8)});\n`;
    const body: string[] = [];
    for (let k = 1 + this.int(5); k > 0; k--) body.push("    " + stmt(0));
    const loop = this.int(4) === 0
      ? `  for (const [i, j0] of grid(${this.pick(["a.length", "4"])}, ${this.pick(["b.length", "3"])})) {\n    const j = j0;`
      : `  for (const i of range(${this.pick(["a.length", "4", "1, a.length", "a.length - 1"])})) {\n    const j = 0;`;
    return `function k(${params}) {\n${pre}${loop}\n${body.join("\n")}\n  }\n}`;
  }

  next(): Input {
    const r = this.rnd();
    if (r < 0.12) return { kind: "soup", source: this.tokenSoup() };
    if (r < 0.22) return { kind: "framed soup", source: this.framedSoup() };
    if (r < 0.36) return { kind: "grammar", source: this.grammarKernel() };
    if (r < 0.40) {
      // a mutated scope function called by a correct kernel
      const helper = this.int(2) ? this.mutateTokens(this.pick(this.helpers)) : this.mutateChars(this.pick(this.helpers));
      const source = "function k(x: Float32Array, out: Float32Array, n: i32) {\n  for (const i of range(n)) {\n    out[i] = helper(x[i]);\n  }\n}";
      return { kind: "scope", source, options: { scope: { helper, N: 4 } } };
    }
    const base = this.pick(this.kernels);
    const m = this.rnd();
    if (m < 0.40) return { kind: "token mutation", source: this.mutateTokens(base) };
    if (m < 0.75) return { kind: "char mutation", source: this.mutateChars(base) };
    if (m < 0.90) return { kind: "splice", source: this.splice(base) };
    return { kind: "long run", source: this.longRun(base) };
  }
}

interface Failure {
  index: number;
  kind: string;
  why: string;
  source: string;
  options?: CompileOptions;
}

const KERNEL_ERRORS = [KernelSyntaxError, KernelTypeError, KernelRangeError, KernelError];

/** Checks one input; returns why it failed, or "" when the outcome is acceptable. */
function verdict(input: Input, outcome: { ok: true; code: unknown } | { ok: false; error: unknown }): string {
  if (outcome.ok) {
    return typeof outcome.code === "string" && outcome.code.length > 0 ? "" : "compiled, but the code is empty";
  }
  const e = outcome.error as Error & { kernelName?: unknown; line?: number; column?: number };
  if (!KERNEL_ERRORS.some((cls) => e instanceof cls)) {
    return `threw a non-kernel error: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`;
  }
  if (/internal compiler error/.test(e.message)) return `internal compiler error: ${e.message.split("\n")[0]}`;
  if (typeof e.kernelName !== "string" || e.kernelName.length === 0) return "the error has no kernelName";
  if (!e.message.startsWith(`Kernel '${e.kernelName}': `)) return `the message does not start with the kernel's name: ${e.message.slice(0, 120)}`;
  if (e instanceof KernelSyntaxError || e instanceof KernelTypeError) {
    const scopeFn = /\(in scope function 'helper'\)/.test(e.message);
    const text = scopeFn ? String(input.options?.scope?.helper ?? "") : input.source;
    if (e.line === undefined || e.column === undefined) {
      // an empty text has no place to point at
      return text.length === 0 ? "" : `no line:col: ${e.message.split("\n")[0]}`;
    }
    const lines = text.split("\n");
    if (!(e.line >= 1 && e.line <= lines.length)) return `line ${e.line} outside 1..${lines.length}: ${e.message.split("\n")[0]}`;
    const width = lines[e.line - 1].length;
    if (!(e.column >= 1 && e.column <= width + 1)) return `column ${e.column} outside 1..${width + 1} on line ${e.line}: ${e.message.split("\n")[0]}`;
  }
  return "";
}

describe("fuzz: compile() either compiles or refuses cleanly", () => {
  it(`${COUNT} inputs (seed ${SEED}): no crash, no trap, no stray location, none slower than ${PER_INPUT_MS} ms`, () => {
    const gen = new Inputs(SEED);
    const failures: Failure[] = [];
    const outcomes = new Map<string, { ok: number; refused: number }>();
    let slowest = { ms: 0, kind: "" };
    const t0 = performance.now();
    for (let index = 0; index < COUNT; index++) {
      const input = gen.next();
      const start = performance.now();
      let outcome: { ok: true; code: unknown } | { ok: false; error: unknown };
      try {
        outcome = { ok: true, code: compile(input.source, input.options).code };
      } catch (error) {
        outcome = { ok: false, error };
      }
      const ms = performance.now() - start;
      if (ms > slowest.ms) slowest = { ms, kind: input.kind };
      let why = verdict(input, outcome);
      if (!why && ms > PER_INPUT_MS) why = `took ${ms.toFixed(0)} ms (budget ${PER_INPUT_MS} ms)`;
      if (why) failures.push({ index, kind: input.kind, why, source: input.source, options: input.options });
      const o = outcomes.get(input.kind) ?? { ok: 0, refused: 0 };
      if (outcome.ok) o.ok++;
      else o.refused++;
      outcomes.set(input.kind, o);
    }
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `fuzz seed ${SEED}: ${COUNT} inputs in ${seconds.toFixed(1)} s; slowest ${slowest.ms.toFixed(0)} ms (${slowest.kind}); ` +
        [...outcomes].map(([k, v]) => `${k}: ${v.ok} compiled, ${v.refused} refused`).join("; "),
    );
    for (const f of failures.slice(0, 20)) {
      console.log(
        `FUZZ FAILURE #${f.index} (${f.kind}, seed ${SEED}): ${f.why}\n  compile(${JSON.stringify(f.source)}` +
          (f.options ? `, ${JSON.stringify(f.options)})` : ")"),
      );
    }
    expect(failures.map((f) => `#${f.index} ${f.kind}: ${f.why}`)).toEqual([]);
    // the grammar inputs are meant to reach codegen: most of them must compile
    const g = outcomes.get("grammar")!;
    expect(g.ok).toBeGreaterThan(g.refused);
  });
});
