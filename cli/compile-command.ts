/**
 * `tack compile FILE`: offline code generation (DESIGN.md §2, "Build tools and CI"). The file's
 * text goes to `tack.compile` as it is, so every error is located in the file itself; the
 * target's offline defaults (runtime/targets.ts: a fixed triple) make the output depend on the
 * file and the options only, byte for byte, on any machine. Nothing else is written: no
 * timestamps, no paths, no host names.
 */
import { statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { compile } from "../runtime/compile.js";
import { makeDirs } from "../runtime/make-dirs.js";
import type { CompileResult } from "../runtime/request.js";
import { warningHead } from "../runtime/warnings.js";
import { HELP_OPTION, type Command, type Io, type Values } from "./command.js";
import { CliError, fileErrorData, formatError, formatFileError } from "./errors.js";
import { outlineOf, readSource, selectKernels, type FoundKernel, type SourceFile } from "./kernels.js";
import { DEFAULT_TARGET, generatedTargets, TARGET_EXTENSIONS, TARGET_NAMES, targetsLine, type TargetName } from "./targets.js";

export const TYPES_HELP = `Parameter types come from the kernel's TypeScript annotations:
  Float32Array, Float64Array, Int8Array ... BigUint64Array   an array of that dtype
  Uint8ClampedArray                                          u8, stores clamp and round
  tack.Array<f32>, f32[]                                     an array of that dtype
  tack.f32, tack.i32, tack.u8, ... (or f32, i32, ...)        a scalar of that dtype
  number                                                     a float of the float context: f32, or f64
                                                             when an f64 array or scalar is a parameter
                                                             (annotate tack.i32 for an integer)
  bigint                                                     i64
  boolean                                                    bool
In JavaScript, a JSDoc block above the kernel gives them: /** @param {Float32Array} x */.
--signature gives them instead, as tack.compile's signature option spells them: entries
separated by commas, each a dtype (f32, i32, ...), an array (f32[], f32[][], Float32Array),
number, bigint, boolean or texture(w,h,d).`;

export const compileCommand: Command = {
  name: "compile",
  brief: "offline code generation for the kernels in FILE (deterministic)",
  summary: "Generates code for the kernels in FILE (TypeScript or JavaScript) with no device. The same file and options give byte-identical output on any machine.",
  positionals: ["FILE"],
  options: {
    kernel: { type: "string", short: "k", value: "NAME", help: "the kernel to compile (default: every kernel of FILE; with several, --out is needed)" },
    target: { type: "string", short: "t", value: "TARGET", help: `the code to generate: ${targetsLine()}` },
    signature: { type: "string", short: "s", value: "SIG", help: "the kernel's parameter types, as in \"f32[], f32[], f32[], f32\" (needs --kernel when FILE has several)" },
    out: { type: "string", short: "o", value: "DIR", help: "write each kernel to DIR/<kernel>.<ext> (.ll .wat .cu .hip .cl .metal) instead of stdout" },
    phase: { type: "string", short: "p", value: "K", help: "a kernel of several phases (parallel loops): generate phase K (default 0; `tack inspect` shows the schedule)" },
    noalias: { type: "boolean", help: "mark the array parameters noalias (llvm), __restrict__ (cuda, hip) or restrict (opencl): only for arrays that never overlap" },
    json: { type: "boolean", help: "print the compile results (code, entry point, parameters, ABI, loop bounds) as JSON, or a failure as { file, error }; with --out, write DIR/<kernel>.json beside the code" },
    help: HELP_OPTION,
  },
  details: () => `${TYPES_HELP}

Examples:
  tack compile kernels.ts --kernel saxpy                 LLVM IR of saxpy on stdout
  tack compile kernels.ts --target llvm --out build/     build/<kernel>.ll for every kernel
  tack compile saxpy.js --signature "f32[], f32[], f32[], f32"
  tack compile step.ts --kernel step --phase 1           the second phase of a kernel of several loops`,
  run: runCompileReporting,
  failsAsJson: (args) => args.includes("--json") && !args.some((a) => /^(-o|--out(=|$))/.test(a)),
};

/**
 * `--target T`: a name of the table that this build of the compiler generates, refused once,
 * before any kernel (a file's every kernel would otherwise be refused for it, one by one).
 */
export function parseTarget(value: string | boolean | undefined): TargetName {
  const target = value === undefined ? DEFAULT_TARGET : String(value);
  if (!(TARGET_NAMES as readonly string[]).includes(target)) {
    throw new CliError(`unknown target '${target}'`, undefined, `targets: ${targetsLine()}`);
  }
  if (!generates(target)) {
    throw new CliError(`this build of the compiler does not generate target '${target}'`, undefined, `targets: ${targetsLine()}`);
  }
  return target as TargetName;
}

/** Whether the compiler generates `target`; true when it cannot say (not built: the compile says so). */
function generates(target: string): boolean {
  try {
    return generatedTargets().includes(target);
  } catch {
    return true;
  }
}

/** `--phase K`: a phase number (0 when absent). */
export function parsePhase(value: string | boolean | undefined): number {
  if (value === undefined) return 0;
  const text = String(value);
  if (!/^\d{1,4}$/.test(text)) throw new CliError(`--phase takes a phase number (0, 1, ...), not '${text}'`, undefined, "`tack inspect FILE` lists each kernel's phases.");
  return Number(text);
}

/** Compiles one kernel of the file; its errors are located in the file (the kernel's name when they have no place). */
export function compileKernel(src: SourceFile, k: FoundKernel, target: TargetName, signature: string | undefined, noalias: boolean, phase = 0): CompileResult {
  const options = {
    target,
    ...(k.fn.name ? { name: k.fn.name } : {}),
    ...(signature !== undefined ? { signature } : k.signature ? { signature: k.signature } : {}),
    ...(noalias ? { noalias: true } : {}),
  };
  try {
    return compile(src.text, { ...options, ...(phase > 0 ? { phase } : {}) });
  } catch (e) {
    // a phase past the last: say how many there are (phase 0 always exists)
    const count = phase > 0 ? phaseCount(src, options) : 0;
    if (count > 0 && phase >= count) {
      throw new CliError(`--phase ${phase}: kernel '${k.name}' has ${count === 1 ? "one phase (0)" : `${count} phases (0 to ${count - 1})`}`, undefined, "`tack inspect FILE` shows the phase schedule.");
    }
    throw new LocatedFailure(formatError(e, k.place), e);
  }
}

/** How many phases the kernel has (0 when phase 0 does not compile either). */
function phaseCount(src: SourceFile, options: Parameters<typeof compile>[1]): number {
  try {
    return compile(src.text, options).phases?.count ?? 1;
  } catch {
    return 0;
  }
}

/** A failure already formatted (with its file place); main prints it as it is. `error` is what failed (for --json). */
export class LocatedFailure extends Error {
  constructor(
    readonly text: string,
    readonly error?: unknown,
  ) {
    super(text);
    this.name = "LocatedFailure";
  }
}

/** The file's kernels, outlined by the compiler's parser; a parse error is located in the file. */
export function kernelsOf(file: string, wanted: string | undefined): { src: SourceFile; kernels: FoundKernel[] } {
  const src = readSource(file);
  let fns;
  try {
    fns = outlineOf(src);
  } catch (e) {
    throw new LocatedFailure(formatFileError(e, src.file, src.text), e);
  }
  return { src, kernels: selectKernels(src, fns, wanted) };
}

/**
 * A failure as the document `{ file, error }` for stdout (`error`: the located failure as data):
 * with --json, a tool reading stdout gets JSON whether the command worked or not.
 */
export function failureDocument(e: unknown, file: string | null): string {
  const error = fileErrorData(e instanceof LocatedFailure ? e.error : e, file);
  return `${JSON.stringify({ file: error.file ?? null, error }, null, 2)}\n`;
}

/** runCompile; with --json and no --out (the results go to stdout) a failure goes there too, as failureDocument. */
function runCompileReporting(positionals: string[], values: Values, io: Io): number {
  try {
    return runCompile(positionals, values, io);
  } catch (e) {
    if (values.json && values.out === undefined) io.out(failureDocument(e, positionals[0]));
    throw e;
  }
}

function runCompile(positionals: string[], values: Values, io: Io): number {
  const target = parseTarget(values.target);
  const wanted = values.kernel as string | undefined;
  const signature = values.signature as string | undefined;
  const outDir = values.out as string | undefined;
  const phase = parsePhase(values.phase);
  const { src, kernels } = kernelsOf(positionals[0], wanted);
  const names = kernels.map((k) => k.name).join(", ");
  if (kernels.length > 1 && signature !== undefined) {
    throw new CliError(`--signature gives one kernel's types, but ${src.file} declares ${kernels.length} kernels (${names})`, undefined, "Pass --kernel NAME with it.");
  }
  if (kernels.length > 1 && outDir === undefined) {
    throw new CliError(`${src.file} declares ${kernels.length} kernels (${names}); stdout takes one`, undefined, "Pass --kernel NAME, or --out DIR to write each to DIR/<kernel>.<ext>.");
  }
  // every kernel compiles before anything is written: a failure leaves no partial output
  const results = kernels.map((k) => ({ k, r: compileKernel(src, k, target, signature, values.noalias === true, phase) }));
  // warnings go to stderr, located in the file (its text was the source compiled); the exit code stays 0
  for (const { r } of results) for (const w of r.warnings ?? []) io.err(`${src.file}:${w.line}:${w.column}: warning: ${warningHead(r.kernel, w)}\n`);
  if (outDir === undefined) {
    io.out(values.json ? `${JSON.stringify(results[0].r, null, 2)}\n` : results[0].r.code);
    return 0;
  }
  try {
    makeDirs(outDir);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    const file = err.code === "ENOTDIR" ? fileOnPath(outDir) : null;
    if (file !== null) {
      throw new CliError(file === outDir ? `--out ${outDir} is a file, not a directory` : `--out ${outDir}: ${file} is a file, not a directory`, undefined, "Give --out a directory to write the kernels into.");
    }
    throw new CliError(`cannot create the output directory ${outDir} (${err.code ?? String(e)})`);
  }
  for (const { k, r } of results) {
    write(io, join(outDir, `${k.name}.${TARGET_EXTENSIONS[target]}`), r.code);
    if (values.json) write(io, join(outDir, `${k.name}.json`), `${JSON.stringify(r, null, 2)}\n`);
  }
  return 0;
}

/** The level of `dir` (as typed: `dir` or one of its parents) that is not a directory, if one is. */
function fileOnPath(dir: string): string | null {
  for (let p = dir; ; p = dirname(p)) {
    try {
      if (!statSync(p).isDirectory()) return p;
    } catch {
      // missing, or under the file: look further up
    }
    if (dirname(p) === p) return null;
  }
}

function write(io: Io, path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new CliError(`cannot write ${path} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  io.out(`wrote ${path}\n`);
}
