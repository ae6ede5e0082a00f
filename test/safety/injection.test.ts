/**
 * The compile request cannot be injected (issue 7, item 7). The request is a line protocol
 * (compiler/request.ts); before this, a `\r` in `compile({ triple })` put arbitrary LLVM IR in
 * the output, and a newline in `triple` or `name` added request lines (turned `noalias` on,
 * added parameters). Now every text that goes on a line is checked against its alphabet where
 * the option is given (runtime/request.ts, runtime/compile.ts), with an error naming the
 * option; the compiler checks the alphabets again and refuses any line with a control
 * character ("malformed compile request", which user input never produces).
 *
 * Offline compiles (tack.compile) run in this process: they never run generated code, and the
 * compiler is a Wasm sandbox. Launches of kernels with hostile options run in child processes.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { requestText, type CompileRequest } from "../../runtime/request.js";
import { LLVM_TARGET } from "../../runtime/targets.js";
import { Compiler } from "../../wasm/host.js";
import { imports, runScript } from "./child.js";

const cpu = tack.devices().some((d) => d.type === "cpu" && d.available);

/** Control characters: C0 (NUL, TAB, LF, VT, FF, CR, ESC), DEL, C1 (NEL), and the JS line and paragraph separators. */
const CONTROLS = ["\0", "\x01", "\t", "\n", "\v", "\f", "\r", "\x1b", "\x7f", "\x85", "\x9b", "\u2028", "\u2029"];

/** What an injected line would say, if it were read as one. */
const PAYLOADS = ["noalias 1", "param array f32 1", "checks off", 'define void @evil() { ret void }', "name evil", "source 1"];

const SRC = "function k(x, out, a) {\n  for (const i of tack.range(out.length)) out[i] = a * x[i] + N;\n}";
const SIG = "f32[], f32[], f32";
const SCOPE = { N: 1 };
const REFERENCE = tack.compile(SRC, { signature: SIG, scope: SCOPE });

function describeChar(c: string): string {
  return `U+${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
}

/** The call throws a typed error (not "malformed", not internal) whose message names `option`. */
function expectRefused(call: () => unknown, option: RegExp, kernel = "k"): void {
  let caught: unknown;
  try {
    call();
  } catch (e) {
    caught = e;
  }
  expect(caught, "the call was accepted").toBeDefined();
  const e = caught as Error & { kernelName?: string };
  expect(e instanceof tack.KernelRangeError || e instanceof tack.KernelTypeError, `${e.name}: ${e.message}`).toBe(true);
  expect(e.kernelName).toBe(kernel);
  expect(e.message).toMatch(option);
  expect(e.message).not.toMatch(/malformed compile request|internal compiler error/);
  // the message shows the value escaped: no raw control character reaches a log
  expect(e.message).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
}

describe("control characters in every option of tack.compile are refused, naming the option", () => {
  for (const c of CONTROLS) {
    for (const payload of PAYLOADS) {
      it(`${describeChar(c)} then '${payload}'`, () => {
        const o = { signature: SIG, scope: SCOPE };
        expectRefused(() => tack.compile(SRC, { ...o, name: `k${c}${payload}` }), /the name option 'k\\/);
        expectRefused(() => tack.compile(SRC, { ...o, triple: `x86_64-unknown-linux-gnu${c}${payload}` }), /the triple option 'x86_64/);
        expectRefused(() => tack.compile(SRC, { ...o, signature: `f32[], f32[]${c}${payload}, f32` }), /the signature .* holds control characters/);
        expectRefused(() => tack.compile(SRC, { ...o, signature: ["f32[]", `f32[]${c}${payload}`, "f32"] }), /signature entry 2 .* holds control characters/);
        expectRefused(() => tack.compile(SRC, { ...o, scope: { N: 1, [`M${c}${payload}`]: 2 } }), /scope name 'M\\/);
        expectRefused(() => tack.compile(SRC, { ...o, scope: { N: 1, [`h${c}`]: "function h(v) { return v; }" } }), /scope name 'h\\/);
      });
    }
  }

  it("a triple that would close LLVM's string or start a new line is refused, whatever its characters", () => {
    for (const triple of ['x86_64"\ntarget datalayout = "e', "x86_64 ;", "x86_64\r!0 = !{}", "", "a".repeat(129), "x86_64/linux", "x86_64\\n"]) {
      expectRefused(() => tack.compile(SRC, { signature: SIG, scope: SCOPE, triple }), /the triple option/);
    }
    // the ordinary alphabet is accepted, and goes into the code as it is
    const r = tack.compile(SRC, { signature: SIG, scope: SCOPE, triple: "aarch64-unknown-linux-gnu" });
    expect(r.code).toContain('target triple = "aarch64-unknown-linux-gnu"');
  });

  it("names are JS identifiers (Unicode ones too); anything else is refused", () => {
    for (const name of ["", "1k", "k k", "k-k", "k;", "k'", 'k"', "k\\", "k\u200bk", "k\u202ek", "a".repeat(257)]) {
      expectRefused(() => tack.compile(SRC, { signature: SIG, scope: SCOPE, name }), /the name option/);
      expectRefused(() => tack.kernel(SRC, { name }), /the name option/);
    }
    for (const name of ["k", "_k2", "$k", "café", "ξ", "k\u200d"]) {
      expect(tack.compile(SRC, { signature: SIG, scope: SCOPE, name }).kernel).toBe(name);
    }
  });

  it("no refused option changed what the compiler generates: the reference compile is the same before and after", () => {
    expect(tack.compile(SRC, { signature: SIG, scope: SCOPE }).code).toBe(REFERENCE.code);
    expect(REFERENCE.code).not.toMatch(/noalias|@evil/);
  });

  it("control characters in source texts (the kernel's, a scope function's) are refused by the compiler or change nothing", () => {
    const h = "function h(v) { return v * 2; }";
    const src = "function k(x, out) {\n  for (const i of tack.range(out.length)) out[i] = h(x[i]);\n}";
    const ref = tack.compile(src, { signature: "f32[], f32[]", scope: { h } }).code;
    for (const c of [...CONTROLS, "\u200b", "\ufeff", "\u00a0", "\u202e"]) {
      for (const [text, fn] of [[src.replace("out[i] =", `out[i] =${c}`), h], [src, h.replace("{ return", `{${c}return`)]]) {
        let code: string | undefined;
        try {
          code = tack.compile(text, { signature: "f32[], f32[]", scope: { h: fn } }).code;
        } catch (e) {
          expect(e instanceof tack.KernelSyntaxError, String(e)).toBe(true);
          expect((e as Error).message).not.toMatch(/malformed|internal compiler error/);
          expect((e as Error).message).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/);
        }
        if (code !== undefined) expect(code, describeChar(c)).toBe(ref);
      }
    }
  });
});

describe("control characters in tack.kernel's options are refused before anything runs", () => {
  for (const c of CONTROLS) {
    it(describeChar(c), () => {
      expectRefused(() => tack.kernel(SRC, { name: `k${c}noalias 1` }), /the name option 'k\\/);
      expectRefused(() => tack.kernel(SRC, { scope: { [`N${c}checks off`]: 1 } }), /scope name 'N\\/);
      expectRefused(() => tack.kernel(SRC, { checks: `off${c}` as "off" }), /the checks option is "on" or "off", not 'off\\/);
    });
  }

  it.skipIf(!cpu)("a launch of a kernel whose function name is not an identifier takes a name that is (in a child process)", async () => {
    const r = await runScript<{ name: string; out: number[]; code: boolean }>(`${imports()}
      const fn = function (x, out) { for (const i of tack.range(out.length)) out[i] = x[i] + 1; };
      Object.defineProperty(fn, "name", { value: "evil\\nnoalias 1\\nparam array f32 1" });
      const k = tack.kernel(fn);
      const out = new Float32Array(4);
      k(new Float32Array([1, 2, 3, 4]), out);
      const code = k.inspect([new Float32Array(4), out]);
      report({ name: k.kernelName, out: Array.from(out), code: /evil/.test(code) });
    `);
    expect(r.name).toBe("kernel");
    expect(r.out).toEqual([2, 3, 4, 5]);
    expect(r.code).toBe(false);
  });
});

describe("the request text: every line value is checked before it is written", () => {
  const base: CompileRequest = { source: SRC, name: "k", target: LLVM_TARGET, params: [], scope: [] };

  it("requestText refuses a value outside its alphabet in any field (the runtime's last guard)", () => {
    const bad: [string, CompileRequest][] = [
      ["name", { ...base, name: "k\nnoalias 1" }],
      ["triple", { ...base, target: { ...LLVM_TARGET, triple: "x\rfoo" } }],
      ["device label", { ...base, target: { ...LLVM_TARGET, label: "CPU\nnoalias 1" } }],
      ["target", { ...base, target: { ...LLVM_TARGET, target: "llvm\nnoalias 1" as "llvm" } }],
      ["dtype list", { ...base, target: { ...LLVM_TARGET, dtypes: ["f32\nnoalias 1"] } }],
      ["array dtype", { ...base, params: [{ kind: "array", dtype: "f32 1\nnoalias", rank: 1 }] }],
      ["array rank", { ...base, params: [{ kind: "array", dtype: "f32", rank: 1.5 }] }],
      ["texture extents", { ...base, params: [{ kind: "texture", extents: [1, 1, -1] }] }],
      ["scope name", { ...base, scope: [{ name: "N\nnoalias", kind: "int", value: "1" }] }],
      ["scope constant", { ...base, scope: [{ name: "N", kind: "int", value: "1\nnoalias 1" }] }],
      ["scope constant", { ...base, scope: [{ name: "N", kind: "float", value: "xyz" }] }],
      ["query", { ...base, query: "plain\nnoalias 1" as "plain" }],
    ];
    for (const [what, r] of bad) {
      expect(() => requestText(r), what).toThrow(new RegExp(`malformed compile request: the runtime refused to send this ${what}`));
    }
    expect(requestText(base)).toMatch(/^tack 1\n/);
  });

  it("random option texts never reach the compiler as a malformed request", () => {
    const alphabet = ["a", "Z", "_", "$", "0", " ", "\n", "\r", "\t", "\0", "'", '"', "\\", "é", "\u2028", "-", ".", "[", "]", ",", "(", ")", "f32", "[]", "i32"];
    let seed = 12345;
    const rnd = (n: number) => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n;
    const text = () => Array.from({ length: 1 + rnd(8) }, () => alphabet[rnd(alphabet.length)]).join("");
    for (let i = 0; i < 400; i++) {
      const options = [{ name: text() }, { triple: text() }, { signature: text() }, { signature: [text(), "f32[]", "f32"] }, { scope: { [text()]: 1 } }][i % 5];
      try {
        tack.compile(SRC, { signature: SIG, scope: SCOPE, ...options } as tack.CompileOptions);
      } catch (e) {
        const err = e as Error;
        expect(err.message, JSON.stringify(options)).not.toMatch(/malformed compile request|internal compiler error/);
        expect(err instanceof tack.KernelRangeError || err instanceof tack.KernelTypeError || err instanceof tack.KernelSyntaxError, err.message).toBe(true);
      }
    }
  });
});

describe("the compiler refuses what the runtime never sends (defence in depth)", () => {
  const compiler = new Compiler();
  const ok = "tack 1\ntarget llvm\nlabel CPU\ndtypes f32\natomics f32\nworkgroups 0\nparam array f32 1\nparam array f32 1\nparam scalar f32\nconst N int 1\n";
  const source = `source ${SRC.length}\n${SRC}`;

  function answer(text: string): { ok: boolean; diagnostics?: { message: string; code: number }[]; code?: string } {
    return JSON.parse(compiler.compile(text)) as { ok: boolean; diagnostics?: { message: string; code: number }[]; code?: string };
  }

  it("the reference request compiles", () => {
    expect(answer(ok + source).ok).toBe(true);
  });

  const malformed: [string, string][] = [
    ["a CR in the triple", "triple x86_64\r!0 = !{}\n"],
    ["a control character in the name", "name k\x1b[2J\n"],
    ["a line separator in the name", "name k\u2028noalias 1\n"],
    ["a NEL in the label", "label CPU\x85x\n"],
    ["a quote in the triple", 'triple x86_64"\n'],
    ["a space in the triple", "triple x86 64\n"],
    ["a name that is not an identifier", "name k;\n"],
    ["a bidi override in the name", "name k\u202ex\n"],
    ["a second name line", "name k\nname j\n"],
    ["a second noalias line", "noalias 0\nnoalias 1\n"],
    ["noalias that is not 0 or 1", "noalias yes\n"],
    ["an unknown dtype in the list", "dtypes f32,f16\n"],
    ["a rank that is not digits", "param array f32 1x\n"],
    ["texture extents that overflow", "param texture 65536 65536 2\n"],
    ["a const value that is not digits", "const M int 1e3\n"],
    ["a float const that is not 16 hex digits", "const M float 3ff\n"],
    ["a const name that is not an identifier", "const 1M int 1\n"],
    ["a function name that is not an identifier", "function a-b 3\nabc"],
    ["a text length that is not digits", "function h 3x\nabc"],
    ["a text length past the end", "function h 999999\nabc"],
  ];
  for (const [name, lines] of malformed) {
    it(name, () => {
      const a = answer(ok + lines + (lines.startsWith("function") ? "\n" : "") + source);
      expect(a.ok).toBe(false);
      expect(a.diagnostics![0].code).toBe(3001);
      expect(a.diagnostics![0].message).toMatch(/^malformed compile request: /);
      expect(a.diagnostics![0].message).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    });
  }
});
