/**
 * `tack compile` as a child process (issue 11, item 4): TypeScript and JavaScript sources,
 * types from annotations, JSDoc and --signature; output byte-identical across processes and
 * environments and equal to tack.compile's; --out files; and every refusal located
 * `FILE:LINE:COL` with a code frame and exit code 1, never a stack.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tack from "../../runtime/index.js";
import { MAX_SOURCE_CHARS } from "../../runtime/request.js";
import { TARGET_NAMES } from "../../runtime/targets.js";
import { generatedTargets, targetsLine } from "../../cli/targets.js";
import { buildCli, fixtures, removeCli, tack as run } from "./harness.js";

const sha256 = (s: string | Buffer) => createHash("sha256").update(s).digest("hex");
const source = (f: string) => readFileSync(join(fixtures, f), "utf8");
let out = "";

beforeAll(async () => {
  await buildCli();
  out = mkdtempSync(join(tmpdir(), "tack-cli-out-"));
}, 180_000);

afterAll(() => {
  removeCli();
  if (out) rmSync(out, { recursive: true, force: true });
});

/** A failure as the CLI must report it: exit 1, located, a code frame, no stack, nothing on stdout. */
function expectLocated(r: { status: number | null; stdout: string; stderr: string }, where: RegExp, says: RegExp): void {
  expect(r.status).toBe(1);
  expect(r.stdout).toBe("");
  expect(r.stderr).toMatch(where);
  expect(r.stderr).toMatch(says);
  expect(r.stderr).toMatch(/^> +\d+ \| /m);
  expect(r.stderr).toMatch(/^ +\| +\^+$/m);
  expect(r.stderr).not.toMatch(/^\s+at .*\(.*:\d+:\d+\)$/m);
}

describe("tack compile", () => {
  it("compiles a TypeScript kernel from its annotations to exactly what tack.compile generates", async () => {
    const r = await run(["compile", "kernels.ts", "--kernel", "saxpy"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const want = tack.compile(source("kernels.ts"), { name: "saxpy", target: "llvm" });
    expect(want.params.map((p) => `${p.dtype}${p.kind === "array" ? "[]" : ""}`)).toEqual(["f32[]", "f32[]", "f32[]", "f32"]);
    expect(r.stdout).toBe(want.code);
    expect(r.stdout).toContain("define internal void @tack_kernel_saxpy(float* %p0");
  });

  it("picks each form of kernel a module declares (function, tack.kernel(function), arrow const) by --kernel", async () => {
    const scale = await run(["compile", "kernels.ts", "-k", "scale"]);
    expect(scale.status).toBe(0);
    expect(scale.stdout).toBe(tack.compile(source("kernels.ts"), { name: "scale" }).code);
    expect(scale.stdout).toContain("@tack_kernel_scale(double* %p0");
    const gather = await run(["compile", "kernels.ts", "-k", "gather"]);
    expect(gather.status).toBe(0);
    expect(gather.stdout).toContain("@tack_kernel_gather(i32* %p0");
  });

  it("types a JavaScript kernel from its JSDoc @param types", async () => {
    const r = await run(["compile", "kernels.js", "--kernel", "saxpy"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(tack.compile(source("kernels.js"), { name: "saxpy", signature: "Float32Array, Float32Array, Float32Array, tack.f32" }).code);
  });

  it("compiles a CommonJS module's kernels (exports.k = function, module.exports.k = arrow) beside its require", async () => {
    const d = join(out, "commonjs");
    const r = await run(["compile", "commonjs.js", "--out", d]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(readdirSync(d).sort()).toEqual(["scale.ll", "twice.ll"]);
    expect(readFileSync(join(d, "scale.ll"), "utf8")).toContain("@tack_kernel_scale(float* %p0, float* %p1, float %p2");
    expect(readFileSync(join(d, "twice.ll"), "utf8")).toContain("@tack_kernel_twice(double* %p0, double* %p1");
  });

  it("types a kernel from --signature, over its annotations", async () => {
    const js = await run(["compile", "kernels.js", "--kernel", "untyped", "--signature", "f64[], f64[]"]);
    expect(js.status).toBe(0);
    expect(js.stdout).toBe(tack.compile(source("kernels.js"), { name: "untyped", signature: "f64[], f64[]" }).code);
    expect(js.stdout).toContain("@tack_kernel_untyped(double* %p0, double* %p1");
    const ts = await run(["compile", "kernels.ts", "--kernel", "saxpy", "--signature", "f64[],f64[],f64[],f64"]);
    expect(ts.status).toBe(0);
    expect(ts.stdout).toContain("@tack_kernel_saxpy(double* %p0");
  });

  it("gives byte-identical output in two processes, from another directory, another path spelling and another environment", async () => {
    const a = await run(["compile", "kernels.ts", "--kernel", "saxpy"]);
    const b = await run(["compile", join(fixtures, "kernels.ts"), "--kernel", "saxpy"], {
      cwd: tmpdir(),
      env: { TZ: "Pacific/Kiritimati", LANG: "de_DE.UTF-8", LC_ALL: "de_DE.UTF-8", TACK_CACHE: "off" },
    });
    expect(a.status).toBe(0);
    expect(b.status).toBe(0);
    expect(sha256(a.stdout)).toBe(sha256(b.stdout));
    // nothing of the machine or the run in the code: no path, no host triple but the fixed one
    expect(a.stdout).not.toContain(fixtures);
    expect(a.stdout).not.toContain("kernels.ts");
    expect(a.stdout.match(/target triple = "([^"]+)"/)?.[1]).toBe("x86_64-unknown-linux-gnu");
  });

  it("--out writes DIR/<kernel>.ll for every kernel of the file, and nothing else; two runs write the same bytes", async () => {
    const dirs = [join(out, "a"), join(out, "b", "nested")];
    for (const d of dirs) {
      const r = await run(["compile", "kernels.ts", "--out", d]);
      expect(r.status).toBe(0);
      expect(r.stdout).toBe(["saxpy", "scale", "gather"].map((k) => `wrote ${join(d, `${k}.ll`)}\n`).join(""));
    }
    expect(readdirSync(dirs[0]).sort()).toEqual(["gather.ll", "saxpy.ll", "scale.ll"]);
    for (const k of ["saxpy", "scale", "gather"]) {
      const first = readFileSync(join(dirs[0], `${k}.ll`));
      expect(sha256(first)).toBe(sha256(readFileSync(join(dirs[1], `${k}.ll`))));
      expect(first.toString()).toBe(tack.compile(source("kernels.ts"), { name: k }).code);
    }
  });

  it("compiles the kernels of a module that mixes them with ordinary code (classes, new, try, strings, regexes), and nothing else", async () => {
    const one = await run(["compile", "mixed.ts", "--kernel", "saxpy"]);
    expect(one.stderr).toBe("");
    expect(one.status).toBe(0);
    expect(one.stdout).toBe(tack.compile(source("mixed.ts"), { name: "saxpy" }).code);
    expect(one.stdout).toContain("@tack_kernel_saxpy(float* %p0");
    const d = join(out, "mixed");
    const all = await run(["compile", "mixed.ts", "--out", d]);
    expect(all.stderr).toBe("");
    expect(all.status).toBe(0);
    expect(readdirSync(d).sort()).toEqual(["blur.ll", "saxpy.ll"]);
    const inspect = await run(["inspect", "mixed.ts"]);
    expect(inspect.status).toBe(0);
    expect(inspect.stdout.match(/^\w+(?=  mixed\.ts:)/gm)).toEqual(["saxpy", "blur"]);
    // an ordinary function asked for by name is not a kernel, at its declaration
    expectLocated(await run(["compile", "mixed.ts", "--kernel", "sizedArgs"]), /^mixed\.ts:25:17: error: 'sizedArgs' is a function of mixed\.ts but not a kernel/m, /export function sizedArgs/);
  });

  it("--json gives the whole compile result, on stdout or as DIR/<kernel>.json beside the code", async () => {
    const want = tack.compile(source("kernels.ts"), { name: "gather" });
    const r = await run(["compile", "kernels.ts", "-k", "gather", "--json"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(JSON.parse(JSON.stringify(want)));
    const dir = join(out, "json");
    const w = await run(["compile", "kernels.ts", "-k", "gather", "--json", "--out", dir]);
    expect(w.stdout).toBe(`wrote ${join(dir, "gather.ll")}\nwrote ${join(dir, "gather.json")}\n`);
    expect(readFileSync(join(dir, "gather.json"), "utf8")).toBe(r.stdout);
    expect(readFileSync(join(dir, "gather.ll"), "utf8")).toBe(want.code);
  });

  it("--json without --out prints a failure as { file, error } on stdout (stdout is JSON either way), exit code 1; with --out, stdout stays empty", async () => {
    const [kernel, missing, withOut] = await Promise.all([
      run(["compile", "type-error.ts", "--json"]),
      run(["compile", "no-such-file.ts", "--json"]),
      run(["compile", "type-error.ts", "--json", "--out", join(out, "json-fail")]),
    ]);
    expect(kernel.status).toBe(1);
    expect(JSON.parse(kernel.stdout)).toEqual({
      file: "type-error.ts",
      error: { file: "type-error.ts", line: 4, column: 30, name: "KernelTypeError", message: expect.stringMatching(/range\(\)\/grid\(\) bounds must be integers/) as unknown, code: expect.any(Number) as unknown },
    });
    expect(kernel.stderr).toMatch(/^type-error\.ts:4:30: KernelTypeError/m);
    expect(missing.status).toBe(1);
    expect(JSON.parse(missing.stdout)).toEqual({ file: "no-such-file.ts", error: { file: "no-such-file.ts", name: "error", message: "no such file: no-such-file.ts" } });
    expect(withOut.status).toBe(1);
    expect(withOut.stdout).toBe("");
  });

  it("--json: an argument that does not parse is { file: null, error } on stdout too (compile without --out, inspect); with --out, stdout stays empty", async () => {
    const [compile, inspect, withOut, plain] = await Promise.all([
      run(["compile", "kernels.ts", "--json", "--kernal", "saxpy"]),
      run(["inspect", "kernels.ts", "--json", "--phase"]),
      run(["compile", "kernels.ts", "--json", "--out=" + join(out, "json-bad-arg"), "--kernal", "saxpy"]),
      run(["compile", "kernels.ts", "--kernal", "saxpy"]),
    ]);
    const hint = (c: string) => `See \`tack ${c} --help\`.`;
    expect({ status: compile.status, doc: JSON.parse(compile.stdout) as unknown }).toEqual({
      status: 1, doc: { file: null, error: { name: "error", message: "unknown option '--kernal'", hint: hint("compile") } },
    });
    expect(compile.stderr).toBe(`tack: error: unknown option '--kernal'\n${hint("compile")}\n`);
    expect({ status: inspect.status, doc: JSON.parse(inspect.stdout) as unknown }).toEqual({
      status: 1, doc: { file: null, error: { name: "error", message: "option '--phase' needs a value", hint: hint("inspect") } },
    });
    expect({ status: withOut.status, stdout: withOut.stdout }).toEqual({ status: 1, stdout: "" });
    expect({ status: plain.status, stdout: plain.stdout }).toEqual({ status: 1, stdout: "" });
  });

  it("every target of the table: code from the ones this build generates, one refusal naming the targets from the others", async () => {
    const runs = await Promise.all(TARGET_NAMES.map((t) => run(["compile", "kernels.ts", "-k", "saxpy", "--target", t])));
    const generated = generatedTargets();
    expect(generated).toContain("llvm");
    TARGET_NAMES.forEach((t, i) => {
      const r = runs[i];
      if (generated.includes(t)) {
        expect({ t, status: r.status, stderr: r.stderr }).toEqual({ t, status: 0, stderr: "" });
        expect(r.stdout).toBe(tack.compile(source("kernels.ts"), { name: "saxpy", target: t }).code);
      } else {
        expect({ t, status: r.status, stdout: r.stdout }).toEqual({ t, status: 1, stdout: "" });
        expect(r.stderr).toBe(`tack: error: this build of the compiler does not generate target '${t}'\ntargets: ${targetsLine()}\n`);
      }
    });
  });

  const ungenerated = TARGET_NAMES.filter((t) => !generatedTargets().includes(t));

  it.runIf(ungenerated.length > 0)("a target this build does not generate is refused once, before any kernel, for every kernel of the file", async () => {
    const t = ungenerated[0];
    const d = join(out, "ungenerated");
    const [all, inspect, json] = await Promise.all([
      run(["compile", "kernels.ts", "--target", t, "--out", d]),
      run(["inspect", "kernels.ts", "--target", t]),
      run(["inspect", "kernels.ts", "--target", t, "--json"]),
    ]);
    for (const r of [all, inspect, json]) {
      expect(r.status).toBe(1);
      // one refusal, naming no kernel: the file has three
      expect(r.stderr.split(`'${t}'`).length - 1).toBe(1);
      expect(r.stderr).not.toMatch(/Kernel '/);
      expect(r.stderr).toContain(`targets: ${targetsLine()}`);
    }
    expect(all.stdout).toBe("");
    expect(inspect.stdout).toBe("");
    expect((JSON.parse(json.stdout) as { error: { message: string } }).error.message).toBe(`this build of the compiler does not generate target '${t}'`);
    expect(existsSync(d)).toBe(false);
  });

  it("--noalias marks the array parameters noalias, and restrict on the C targets, as its help says", async () => {
    const r = await run(["compile", "kernels.ts", "-k", "saxpy", "--noalias"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("float* noalias");
    expect((await run(["compile", "kernels.ts", "-k", "saxpy"])).stdout).not.toContain("noalias");
    const help = (await run(["compile", "--help"])).stdout;
    const marks: Record<string, string> = { cuda: "__restrict__", opencl: "restrict" };
    for (const [t, mark] of Object.entries(marks).filter(([t]) => generatedTargets().includes(t))) {
      const c = await run(["compile", "kernels.ts", "-k", "saxpy", "--noalias", "--target", t]);
      expect(c.stdout).toContain(`float* ${mark} p0`);
      expect(help).toContain(`${mark} (${t}`);
    }
  });

  it("--phase K generates phase K of a kernel of several phases, as tack.compile's phase option does", async () => {
    const [p0, p2] = await Promise.all([run(["compile", "phases.ts", "-k", "step"]), run(["compile", "phases.ts", "-k", "step", "--phase", "2"])]);
    expect(p2.stderr).toBe("");
    expect(p2.status).toBe(0);
    const want = tack.compile(source("phases.ts"), { name: "step", target: "llvm", phase: 2 });
    expect(want.phases?.count).toBe(3);
    expect(p2.stdout).toBe(want.code);
    expect(p2.stdout).toContain("@tack_kernel_step__phase2(");
    expect(p0.stdout).toBe(tack.compile(source("phases.ts"), { name: "step", target: "llvm" }).code);
    expect(p0.stdout).not.toBe(p2.stdout);
  });

  it("--phase past the last phase says how many the kernel has; a --phase that is not a number is refused", async () => {
    const [past, bad] = await Promise.all([run(["compile", "phases.ts", "--phase", "3"]), run(["compile", "phases.ts", "--phase", "one"])]);
    expect(past.status).toBe(1);
    expect(past.stdout).toBe("");
    expect(past.stderr).toMatch(/--phase 3: kernel 'step' has 3 phases \(0 to 2\)/);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/--phase takes a phase number \(0, 1, \.\.\.\), not 'one'/);
  });

  it("prints a kernel's warning to stderr, located in the file, and still exits 0 with the code on stdout", async () => {
    const file = join(out, "no-effect.ts");
    const text = `import * as tack from "tack";

export function sums(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) out[i] = x[i] * 2;
}

export function dropsIt(x: Float32Array, a: number) {
  for (const i of tack.range(x.length)) {
    const t = x[i] * a;
  }
}
`;
    writeFileSync(file, text);
    const r = await run(["compile", file, "--kernel", "dropsIt"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(tack.compile(text, { name: "dropsIt" }).code);
    expect(r.stderr).toBe(`${file}:7:17: warning: Kernel 'dropsIt': it writes no array and uses no atomic, so a launch has no visible effect; write its results to an array parameter\n`);
    // the kernel that writes its output: nothing on stderr
    const clean = await run(["compile", file, "--kernel", "sums"]);
    expect(clean).toMatchObject({ status: 0, stderr: "" });
  });
});

describe("tack compile refuses, located, with exit code 1", () => {
  it("a syntax error: at its line and column in the file, with a code frame", async () => {
    expectLocated(await run(["compile", "syntax-error.ts"]), /^syntax-error\.ts:5:21: KernelSyntaxError: Kernel 'broken': expected an expression/m, /x\[i\] \* ;/);
  });

  it("a lexer error outside every kernel (an unterminated comment): at its place, naming no kernel", async () => {
    const file = join(out, "open-comment.ts");
    writeFileSync(file, `${source("kernels.ts")}\n/* never closed\n`);
    const r = await run(["compile", file, "-k", "saxpy"]);
    expectLocated(r, /^.*open-comment\.ts:26:1: KernelSyntaxError: unterminated comment$/m, /never closed/);
    expect(r.stderr).not.toContain("Kernel '");
  });

  it("a type error found after parsing: at its place", async () => {
    expectLocated(await run(["compile", "type-error.ts"]), /^type-error\.ts:4:30: KernelTypeError: Kernel 'half': range\(\)\/grid\(\) bounds must be integers/m, /out\.length \/ 2/);
  });

  it("a parameter with no type: at the parameter, saying how to give one", async () => {
    const r = await run(["compile", "kernels.js", "--kernel", "untyped"]);
    expectLocated(r, /^kernels\.js:15:25: KernelTypeError: Kernel 'untyped': parameter 'x' has no type/m, /--signature/);
    expect(r.stderr).toContain("@param {Float32Array} x");
  });

  it("a bad --signature entry: at the kernel it was for", async () => {
    expectLocated(await run(["compile", "kernels.ts", "-k", "saxpy", "-s", "f32[], f33"]), /^kernels\.ts:10:17: KernelTypeError: Kernel 'saxpy': signature entry 'f33' is not a kernel type/m, /export function saxpy/);
  });

  it("a --signature of the wrong length: at the kernel's parameter list, underlined from ( to )", async () => {
    const r = await run(["compile", "kernels.ts", "-k", "saxpy", "-s", "f32[]"]);
    expectLocated(r, /^kernels\.ts:10:22: KernelTypeError: Kernel 'saxpy': the kernel takes 4 parameter\(s\) but the signature gives 1/m, /saxpy/);
    const list = "(x: Float32Array, y: Float32Array, out: Float32Array, a: number)";
    expect(source("kernels.ts").split("\n")[9].indexOf(list)).toBe(21);
    expect(r.stderr).toMatch(new RegExp(`^ +\\| {22}\\^{${list.length}}$`, "m"));
  });

  it("a target name no table knows, listing the targets", async () => {
    const r = await run(["compile", "kernels.ts", "-k", "saxpy", "--target", "ptx"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^tack: error: unknown target 'ptx'\ntargets: llvm \(default\), wat, cuda/);
    expect(r.stderr).toContain(`this build generates: ${generatedTargets().join(", ")}`);
  });

  it("a kernel name the file does not declare, listing its kernels", async () => {
    const r = await run(["compile", "kernels.ts", "--kernel", "sxapy"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("tack: error: kernels.ts declares no kernel 'sxapy'\nits kernels: saxpy, scale, gather\n");
  });

  it("a name that is a device function, not a kernel: at its declaration", async () => {
    expectLocated(await run(["compile", "kernels.ts", "--kernel", "twice"]), /^kernels\.ts:6:10: error: 'twice' is a function of kernels\.ts but not a kernel/m, /function twice/);
  });

  it("a kernel that uses ordinary code of its module: at that code's own mistake, naming what the kernel used", async () => {
    const file = join(out, "uses-ordinary.ts");
    writeFileSync(file, `${source("mixed.ts")}
export function readsScratch(out: Float32Array) {
  for (const i of tack.range(out.length)) out[i] = scratch[i % 16];
}
`);
    const r = await run(["compile", file, "--kernel", "readsScratch"]);
    expectLocated(r, /uses-ordinary\.ts:8:17: KernelSyntaxError: Kernel 'readsScratch': 'new' is not supported in kernels.*\(in 'scratch', which the kernel uses\)$/m, /const scratch = new Float32Array\(16\)/);
    // every kernel of the file: the same error, and nothing written
    const d = join(out, "uses-ordinary");
    const all = await run(["compile", file, "--out", d]);
    expect(all.status).toBe(1);
    expect(all.stderr).toMatch(/uses-ordinary\.ts:8:17: KernelSyntaxError: Kernel 'readsScratch'/);
    expect(() => readdirSync(d)).toThrow();
  });

  it("a file with no kernel", async () => {
    const r = await run(["compile", "helpers-only.ts"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^tack: error: helpers-only\.ts declares no kernel: a kernel is a function whose body ends with a for\.\.\.of over range\(\) or grid\(\)\nits functions \(square\) are device functions or ordinary code, not kernels$/m);
  });

  it("several kernels to stdout, or one --signature for several", async () => {
    const many = await run(["compile", "kernels.ts"]);
    expect(many.status).toBe(1);
    expect(many.stderr).toContain("kernels.ts declares 3 kernels (saxpy, scale, gather); stdout takes one");
    const sig = await run(["compile", "kernels.ts", "--out", join(out, "c"), "--signature", "f32[]"]);
    expect(sig.status).toBe(1);
    expect(sig.stderr).toContain("--signature gives one kernel's types, but kernels.ts declares 3 kernels");
  });

  it("a missing file, a directory, a file that is not JS", async () => {
    const missing = await run(["compile", "no-such-file.ts"]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe("tack: error: no such file: no-such-file.ts\n");
    const dir = await run(["compile", "."]);
    expect(dir.status).toBe(1);
    expect(dir.stderr).toMatch(/^tack: error: \. is a directory/);
    writeFileSync(join(out, "notes.ts"), "Some notes, not code.\n");
    const prose = await run(["compile", join(out, "notes.ts")]);
    expect(prose.status).toBe(1);
    expect(prose.stderr).toMatch(/^tack: error: .*notes\.ts declares no kernel: /);
    // an executable: its bytes are not source
    writeFileSync(join(out, "program.ts"), Buffer.concat([Buffer.from("\x7fELF\x02\x01\x01\x00\x00"), Buffer.from(source("kernels.ts"))]));
    const binary = await run(["compile", join(out, "program.ts"), "-k", "saxpy"]);
    expect({ status: binary.status, stdout: binary.stdout }).toEqual({ status: 1, stdout: "" });
    expect(binary.stderr).toBe(`tack: error: ${join(out, "program.ts")} is not a text file (it holds NUL bytes); give a .ts or .js file that declares kernels\n`);
  });

  it("a file of more characters than the compiler reads: the file's size, not a kernel's", async () => {
    const file = join(out, "large.ts");
    const text = `${" ".repeat(MAX_SOURCE_CHARS)}\n${source("kernels.ts")}`;
    writeFileSync(file, text);
    const r = await run(["compile", file, "-k", "saxpy"]);
    expect({ status: r.status, stdout: r.stdout }).toEqual({ status: 1, stdout: "" });
    expect(r.stderr).toBe(`tack: error: ${file} holds ${text.length} characters; a file of kernels is at most ${MAX_SOURCE_CHARS} characters (1 MiB), as the compiler reads it whole\nMove the kernels into a smaller module.\n`);
  });

  it.runIf(existsSync("/dev/zero"))("a device (/dev/zero, which never ends): refused, not read", async () => {
    const r = await run(["inspect", "/dev/zero"], { timeout: 20_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("tack: error: /dev/zero is not a file (a device or a socket); give a .ts or .js file that declares kernels\n");
  });

  it("an --out that is a file, or under one: says which path is the file", async () => {
    writeFileSync(join(out, "file"), "");
    const [r, under] = await Promise.all([
      run(["compile", "kernels.ts", "-k", "saxpy", "--out", join(out, "file")]),
      run(["compile", "kernels.ts", "-k", "saxpy", "--out", join(out, "file", "sub")]),
    ]);
    const hint = "Give --out a directory to write the kernels into.\n";
    expect(r).toEqual({ status: 1, stdout: "", stderr: `tack: error: --out ${join(out, "file")} is a file, not a directory\n${hint}` });
    expect(under).toEqual({ status: 1, stdout: "", stderr: `tack: error: --out ${join(out, "file", "sub")}: ${join(out, "file")} is a file, not a directory\n${hint}` });
    // as typed: a relative path stays relative
    const rel = await run(["compile", join(fixtures, "kernels.ts"), "-k", "saxpy", "--out", "file/sub"], { cwd: out });
    expect(rel.stderr).toBe(`tack: error: --out file/sub: file is a file, not a directory\n${hint}`);
  });

  it.runIf(existsSync("/proc/self"))("an --out where mkdir answers ENOENT under an existing directory (/proc): refused, not a hang", async () => {
    const r = await run(["compile", "kernels.ts", "-k", "saxpy", "--out", "/proc/tack-out/nested"], { timeout: 20_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe("tack: error: cannot create the output directory /proc/tack-out/nested (ENOENT)\n");
  });

  it("unknown options, missing values and arguments: pointing at the command's help", async () => {
    const cases: [string[], string][] = [
      [["compile", "kernels.ts", "--frob"], "tack: error: unknown option '--frob'\nSee `tack compile --help`.\n"],
      [["compile", "kernels.ts", "--kernel"], "tack: error: option '--kernel' needs a value\nSee `tack compile --help`.\n"],
      [["compile", "kernels.ts", "--noalias=yes"], "tack: error: option '--noalias' takes no value\nSee `tack compile --help`.\n"],
      [["compile", "kernels.ts", "-k", "saxpy", "--kernel=scale"], "tack: error: option '--kernel' given 2 times ('saxpy', 'scale'); it takes one value\nSee `tack compile --help`.\n"],
      [["compile", "kernels.ts", "--out", ""], "tack: error: option '--out' is empty; it takes a value\nSee `tack compile --help`.\n"],
      [["compile", "kernels.ts", "-k", "saxpy", "--signature="], "tack: error: option '--signature' is empty; it takes a value\nSee `tack compile --help`.\n"],
      [["compile", "kernels.ts", "-k", "saxpy", "-p", "-1"], "tack: error: option '--phase' is followed by '-1', which starts with a dash; write --phase=-1 to give it as the value\nSee `tack compile --help`.\n"],
      [["compile"], "tack: error: missing FILE\nUsage: tack compile FILE [options]\n"],
      [["compile", "a.ts", "b.ts"], "tack: error: unexpected argument 'b.ts'\nUsage: tack compile FILE [options]\n"],
      [["compiel", "kernels.ts"], "tack: error: unknown command 'compiel'\nCommands: compile, inspect, devices, bench. See `tack --help`.\n"],
    ];
    const runs = await Promise.all(cases.map(([args]) => run(args)));
    cases.forEach(([args, stderr], i) => {
      const r = runs[i];
      expect({ args, status: r.status, stderr: r.stderr, stdout: r.stdout }).toEqual({ args, status: 1, stderr, stdout: "" });
    });
  });
});
