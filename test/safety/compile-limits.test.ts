/**
 * Limits on compile work (issue 7, item 6): number literals parse in time linear in their
 * length (a 100,000-digit literal took 5 s, quadratic in compiler/numparse.ts) and give the
 * double JS gives; code frames show at most FRAME_WIDTH characters of a line, around the
 * construct (a 1 MB one-line source made a 2 MB message); sources over 1 MiB are refused
 * before anything compiles.
 *
 * The literal and long-line cases run in child processes with a time limit (a regression to
 * quadratic time fails its test, not the run); timings are asserted loosely (< 1 s each, on a
 * shared machine), the values exactly.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { getCompileService, setCompileService, type CompileService } from "../../runtime/compile-service.js";
import { codeFrame, FRAME_WIDTH } from "../../runtime/errors.js";
import { MAX_SOURCE_CHARS, runRequest, type CompileRequest } from "../../runtime/request.js";
import { LLVM_TARGET } from "../../runtime/targets.js";
import { Compiler } from "../../wasm/host.js";
import { setNativeCompileTimeout, withNativeCompileLimit } from "../../runtime/compile-limits.js";
import { imports, runScript } from "./child.js";

const cpu = tack.devices().some((d) => d.type === "cpu" && d.available);

/** Deterministic decimal digits. */
function digits(n: number, seed = 7): string {
  let s = seed;
  let out = "";
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    out += String((s >>> 16) % 10);
  }
  return out;
}

/** 1 + 2^-53: the midpoint between 1 and the next double, exactly. */
const MID = "1.00000000000000011102230246251565404236316680908203125";

/** 2^-1075, the midpoint between 0 and the smallest subnormal, exactly: 5^1075 / 10^1075. */
const HALF_SUBNORMAL = (() => {
  const d = (5n ** 1075n).toString();
  return `0.${"0".repeat(1075 - d.length)}${d}`;
})();

/** 2^1024 - 2^970: the midpoint between the largest double and 2^1024, where rounding overflows. */
const OVERFLOW = 2n ** 1024n - 2n ** 970n;

const LITERALS: [string, string][] = [
  ["100,000 digits: Infinity", "1" + "0".repeat(100_000)],
  ["0. and 100,000 digits", "0." + digits(100_000)],
  ["100,000 digits then e-99990", "1" + digits(99_999) + "e-99990"],
  ["100,000 significant digits then a large negative exponent", digits(100_000, 3).replace(/^0+/, "1") + "e-100100"],
  ["the midpoint, 100,000 zeros: ties to even (1)", MID + "0".repeat(100_000)],
  ["the midpoint, 100,000 zeros, then a 1: rounds up", MID + "0".repeat(100_000) + "1"],
  ["just below the midpoint, 100,000 nines", MID.slice(0, -1) + "4" + "9".repeat(100_000)],
  ["100,000 leading zeros after the point", "0." + "0".repeat(100_000) + "5e100000"],
  ["100,000 leading zeros before the value", "0".repeat(100_000).replace(/^0/, "0.") + "1e100003"],
  ["the largest double, 100,000 digits long", "1.7976931348623157" + "0".repeat(100_000) + "e308"],
  ["half the smallest subnormal exactly: ties to even (0)", HALF_SUBNORMAL + "0".repeat(50_000)],
  ["half the smallest subnormal, then a 1 far out: the smallest subnormal", HALF_SUBNORMAL + "0".repeat(50_000) + "1"],
  ["the overflow threshold exactly: Infinity", `${OVERFLOW}${"0".repeat(100_000)}e-100000`],
  ["just below the overflow threshold: the largest double", `${OVERFLOW - 1n}${"9".repeat(100_000)}e-100000`],
  ["hex, 100,000 digits: Infinity", "0x" + "f".repeat(100_000)],
  ["binary, 100,000 digits: Infinity", "0b" + "1".repeat(100_000)],
  ["octal, 300 digits", "0o" + "7".repeat(300)],
  ["hex, 256 digits (finite)", "0x" + "f".repeat(256)],
  ["separators, 100,000 digits", "1" + "_000".repeat(25_000)],
];

describe.skipIf(!cpu)("number literals parse in linear time and give JS's double", () => {
  it("each literal: compiled in well under a second, the kernel stores what Number(text) gives", async () => {
    const r = await runScript<{ results: { name: string; ms: number; got: string; want: string }[] }>(`${imports()}
const literals = ${JSON.stringify(LITERALS)};
const results = [];
for (const [name, text] of literals) {
  const source = "function lit(out) {\\n  for (const i of tack.range(out.length)) out[i] = " + text + ";\\n}";
  const t0 = performance.now();
  const compiled = tack.compile(source, { signature: "f64[]" });
  const ms = performance.now() - t0;
  const out = new Float64Array(1);
  tack.kernel(source)(out);
  results.push({ name, ms, got: Object.is(out[0], -0) ? "-0" : String(out[0]), want: String(Number(text.replace(/_/g, ""))), ok: compiled.code.length > 0 });
}
report({ results });
`, 120_000);
    for (const x of r.results) {
      expect(x.got, x.name).toBe(x.want);
      expect(x.ms, `${x.name}: ${x.ms.toFixed(0)} ms`).toBeLessThan(1000);
    }
  });

  it("a 100,000-digit bigint literal compiles or is refused, quickly", async () => {
    const r = await runScript<{ ms: number; error?: string }>(`${imports()}
const source = "function big(out) {\\n  for (const i of tack.range(out.length)) out[i] = " + ${JSON.stringify("1" + "0".repeat(100_000) + "n")} + ";\\n}";
const t0 = performance.now();
let error;
try { tack.compile(source, { signature: "i64[]" }); } catch (e) { error = e.name + ": " + e.message.slice(0, 200); }
report({ ms: performance.now() - t0, error });
`, 60_000);
    expect(r.ms).toBeLessThan(1000);
    if (r.error !== undefined) expect(r.error).toMatch(/^Kernel(Syntax|Type|Range)Error: Kernel 'big'/);
  });
});

describe("code frames are cut to a bounded width around the construct", () => {
  const frameLines = (f: string) => f.split("\n");

  it("a short line is shown whole, the caret under the construct", () => {
    const text = "function k(a) {\n  a[0] = 1 + foo;\n}";
    const at = text.indexOf("foo");
    expect(codeFrame(text, at, at + 3)).toBe(["  1 | function k(a) {", "> 2 |   a[0] = 1 + foo;", "    |              ^^^"].join("\n"));
  });

  it("a long line is a window of FRAME_WIDTH characters with … where text is left out; the caret stays under the construct", () => {
    const left = "x".repeat(5000);
    const right = "y".repeat(5000);
    const line = `${left} target ${right}`;
    const text = `first\n${line}\nlast`;
    const at = text.indexOf("target");
    const f = frameLines(codeFrame(text, at, at + 6));
    expect(f).toHaveLength(3);
    const shown = f[1].slice("> 2 | ".length);
    expect(shown.startsWith("…")).toBe(true);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown.length).toBe(FRAME_WIDTH + 2);
    const caretAt = f[2].indexOf("^") - "    | ".length;
    expect(shown.slice(caretAt, caretAt + 6)).toBe("target");
    expect(f[2].slice(f[2].indexOf("^"))).toBe("^^^^^^");
    // at the start and the end of a long line, only one side is cut
    const start = frameLines(codeFrame(line, 0, 4));
    expect(start[0].startsWith("> 1 | xxxx")).toBe(true);
    expect(start[0].endsWith("…")).toBe(true);
    expect(start[1]).toBe("    | ^^^^");
    const end = frameLines(codeFrame(line, line.length - 4, line.length));
    expect(end[0].startsWith("> 1 | …")).toBe(true);
    expect(end[0].endsWith("yyyy")).toBe(true);
    const endCaret = end[1].indexOf("^") - "    | ".length;
    expect(end[0].slice("> 1 | ".length).slice(endCaret)).toBe("yyyy");
  });

  it("control characters in a frame are shown as U+FFFD, one for one; a tab as a space", () => {
    const text = "a\x1b[2J\tb \u202efoo";
    const at = text.indexOf("foo");
    const f = frameLines(codeFrame(text, at, at + 3));
    expect(f[0]).toBe("> 1 | a\ufffd[2J b \ufffdfoo");
    expect(f[1].indexOf("^") - "    | ".length).toBe(at);
  });

  it.skipIf(!cpu)("an error in a 1,000,000-character line: a message of a few hundred characters, the caret under the name (child process)", async () => {
    const r = await runScript<{ ms: number; name: string; message: string; frame: string; line: number; column: number; expected: number }>(`${imports()}
const pad = "/*" + " ".repeat(1_000_000) + "*/";
const source = "function k(x, out) { for (const i of tack.range(out.length)) { out[i] = x[i] + " + pad + " undefinedName + /*" + " ".repeat(20_000) + "*/ 1; } }";
const t0 = performance.now();
let e;
try { tack.compile(source, { signature: "f32[], f32[]" }); } catch (err) { e = err; }
report({ ms: performance.now() - t0, name: e.name, message: e.message, frame: e.codeFrame, line: e.line, column: e.column, expected: source.indexOf("undefinedName") + 1 });
`, 60_000);
    expect(r.name).toBe("KernelSyntaxError");
    expect(r.line).toBe(1);
    expect(r.column).toBe(r.expected);
    expect(r.message.length).toBeLessThan(600);
    const f = r.frame.split("\n");
    for (const l of f) expect(l.length).toBeLessThanOrEqual(FRAME_WIDTH + 10);
    const shown = f[0].slice(f[0].indexOf("|") + 2);
    const caretAt = f[1].indexOf("^") - f[1].indexOf("|") - 2;
    expect(shown.slice(caretAt).startsWith("undefinedName")).toBe(true);
    expect(r.ms).toBeLessThan(5000);
  });
});

describe("sources over 1 MiB are refused before anything compiles", () => {
  const over = `function k(out) {\n  for (const i of tack.range(out.length)) out[i] = 1;\n}\n//${"x".repeat(MAX_SOURCE_CHARS)}`;

  function counting<T>(fn: () => T): { value?: T; error?: Error; compiles: number } {
    const inner = getCompileService();
    let compiles = 0;
    const service: CompileService = {
      compileSync: (r) => {
        compiles++;
        return inner.compileSync(r);
      },
      compile: (r) => {
        compiles++;
        return inner.compile(r);
      },
    };
    const previous = setCompileService(service);
    try {
      return { value: fn(), compiles };
    } catch (e) {
      return { error: e as Error, compiles };
    } finally {
      setCompileService(previous);
    }
  }

  function expectLimit(error: Error | undefined, kernel = "k"): void {
    expect(error).toBeInstanceOf(tack.KernelRangeError);
    expect((error as tack.KernelRangeError).kernelName).toBe(kernel);
    expect(error!.message).toMatch(new RegExp(`the limit is ${MAX_SOURCE_CHARS} \\(1 MiB\\) per kernel`));
  }

  it("the limit is 1 MiB of characters", () => {
    expect(MAX_SOURCE_CHARS).toBe(1024 * 1024);
  });

  it("tack.kernel refuses the source when it is made", () => {
    const r = counting(() => tack.kernel(over));
    expectLimit(r.error);
    expect(r.error!.message).toContain(`hold ${over.length} characters`);
    expect(r.compiles).toBe(0);
  });

  it("the kernel's source and its scope functions count together", () => {
    const src = "function k(out) {\n  for (const i of tack.range(out.length)) out[i] = h(1);\n}";
    const h = `function h(v) { return v; }\n//${"y".repeat(MAX_SOURCE_CHARS - 100)}`;
    const r = counting(() => tack.kernel(src, { scope: { h } }));
    expectLimit(r.error);
    expect(r.compiles).toBe(0);
    // each alone is under the limit
    expect(() => tack.kernel(h)).not.toThrow();
  });

  it("tack.compile and tack.compileAsync refuse it", async () => {
    const r = counting(() => tack.compile(over, { signature: "f32[]" }));
    expectLimit(r.error);
    expect(r.compiles).toBe(0);
    await expect(tack.compileAsync(over, { signature: "f32[]" })).rejects.toThrow(/the limit is 1048576 \(1 MiB\)/);
  });

  it("a request built by hand is refused at the compile service's door", () => {
    const request: CompileRequest = { source: over, name: "k", target: LLVM_TARGET, params: [{ kind: "array", dtype: "f32", rank: 1 }] };
    expect(() => runRequest(new Compiler(), request)).toThrow(/the limit is 1048576 \(1 MiB\)/);
  });

  it.skipIf(!cpu)("a source of exactly 1 MiB compiles and launches (child process)", async () => {
    const r = await runScript<{ length: number; out: number[]; ms: number }>(`${imports()}
const head = "function k(out) {\\n  for (const i of tack.range(out.length)) out[i] = 7;\\n}\\n//";
const source = head + "z".repeat(${MAX_SOURCE_CHARS} - head.length);
const t0 = performance.now();
const out = new Float32Array(3);
tack.kernel(source)(out);
report({ length: source.length, out: Array.from(out), ms: performance.now() - t0 });
`, 60_000);
    expect(r.length).toBe(MAX_SOURCE_CHARS);
    expect(r.out).toEqual([7, 7, 7]);
  });
});

describe("the native compile of an async call has a time limit", () => {
  it("past the limit the call rejects with KernelTimeoutError naming the kernel; the compile is left to finish", async () => {
    setNativeCompileTimeout(30);
    try {
      const never = new Promise<string>(() => {}); // stands for an LLVM compile that takes too long
      const t0 = performance.now();
      const e = await withNativeCompileLimit("slowpoke", never).then(
        () => null,
        (err: unknown) => err,
      );
      expect(e).toBeInstanceOf(tack.KernelTimeoutError);
      expect((e as Error).message).toMatch(/^Kernel 'slowpoke': compiling to native code took longer than 30 ms, the compile time limit; .*tack\.compilePool\.configure\(\{ timeoutMs \}\)/);
      expect(performance.now() - t0).toBeLessThan(5000);
      // a compile done within the limit passes its value through
      await expect(withNativeCompileLimit("fast", Promise.resolve(7))).resolves.toBe(7);
    } finally {
      setNativeCompileTimeout(20_000);
    }
  });

  it.skipIf(!cpu)("a real async compile over a tiny limit rejects cleanly, and the kernel compiles once the limit is raised", async () => {
    const body = Array.from({ length: 400 }, (_, k) => `acc = acc * 0.999 + Math.sin(acc + ${k});`).join("\n");
    const k = tack.kernel(`function bulky(out: Float64Array) {
      for (const i of tack.range(out.length)) { let acc = i; ${body} out[i] = acc; }
    }`);
    const out = new Float64Array(16);
    tack.compilePool.configure({ timeoutMs: 1 });
    try {
      await expect(k.launchAsync(out)).rejects.toBeInstanceOf(tack.KernelTimeoutError);
    } finally {
      tack.compilePool.configure({});
    }
    await k.launchAsync(out);
    const ref = new Float64Array(16);
    k.plain(ref);
    for (let i = 0; i < 16; i++) expect(out[i]).toBeCloseTo(ref[i], 6);
  }, 120_000);
});
