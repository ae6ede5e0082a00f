/**
 * `tack inspect FILE`: for each kernel of a file, what the compiler decided without running
 * it: the signature it specialized on, the float context, the parallel loop's bounds, the
 * features it uses, and each array access with how its bounds are checked (hoisted to the
 * loop's ends, or checked where it runs: compiler/passes/bounds.ts). `--json` gives the same
 * as data (the compile results without their code; a kernel that does not compile is its
 * located error: { kernel, at, error: { file, line, column, name, message, code } }; a file
 * that fails as a whole is the document { file, error: { file, line?, column?, name, message,
 * code?, hint? } }).
 */
import { lineColumn } from "../runtime/errors.js";
import type { BoundProgram, CompileResult, ParamInfo, ScheduleEntry } from "../runtime/request.js";
import { HELP_OPTION, type Command, type Io, type Values } from "./command.js";
import { compileKernel, failureDocument, kernelsOf, LocatedFailure, parsePhase, parseTarget, TYPES_HELP } from "./compile-command.js";
import { CliError, errorData, formatError } from "./errors.js";
import type { FoundKernel, SourceFile } from "./kernels.js";
import { targetsLine } from "./targets.js";

export const inspectCommand: Command = {
  name: "inspect",
  brief: "what the compiler decides for each kernel in FILE",
  summary: "Reports what the compiler decides for each kernel in FILE: its signature, float context, parallel loop, features and how each array access is bounds-checked.",
  positionals: ["FILE"],
  options: {
    kernel: { type: "string", short: "k", value: "NAME", help: "only this kernel (default: every kernel of FILE)" },
    target: { type: "string", short: "t", value: "TARGET", help: `the target to specialize for: ${targetsLine()}` },
    signature: { type: "string", short: "s", value: "SIG", help: "the kernel's parameter types (needs --kernel when FILE has several)" },
    phase: { type: "string", short: "p", value: "K", help: "a kernel of several phases: report phase K's accesses (default 0); the schedule is shown either way" },
    json: { type: "boolean", help: "print the compiler's reports as JSON (the compile results without their code; a kernel that does not compile is its located error; a file that fails as a whole is { file, error })" },
    help: HELP_OPTION,
  },
  details: () => `Bounds checks: "hoisted" accesses are proved once per block of iterations at the loop's
ends (their index is affine in the loop variable); "checked" ones are checked where they run.

${TYPES_HELP}`,
  run: runInspect,
  failsAsJson: (args) => args.includes("--json"),
};

/**
 * A failure of the file as a whole (or of an option) is the document `{ file, error }` on
 * stdout with --json, as well as the text on stderr: a tool reading stdout always gets JSON.
 */
function runInspect(positionals: string[], values: Values, io: Io): number {
  try {
    return inspect(positionals, values, io);
  } catch (e) {
    if (values.json) io.out(failureDocument(e, positionals[0]));
    throw e;
  }
}

function inspect(positionals: string[], values: Values, io: Io): number {
  const target = parseTarget(values.target);
  const signature = values.signature as string | undefined;
  const { src, kernels } = kernelsOf(positionals[0], values.kernel as string | undefined);
  if (kernels.length > 1 && signature !== undefined) {
    throw new CliError(`--signature gives one kernel's types, but ${src.file} declares ${kernels.length} kernels`, undefined, "Pass --kernel NAME with it.");
  }
  if (kernels.length > 1 && values.phase !== undefined) {
    // each kernel has phases of its own: one K for all of them would refuse every kernel with fewer
    throw new CliError(`--phase picks a phase of one kernel, but ${src.file} declares ${kernels.length} kernels`, undefined, "Pass --kernel NAME with it.");
  }
  const phase = parsePhase(values.phase);
  // every kernel is reported: one that does not compile is its located error on stderr (and
  // exit code 1), not the end of the others' reports; --json carries it too, in its place among
  // the kernels, so that a tool reading the JSON sees every kernel
  const entries: ({ k: FoundKernel; r: CompileResult } | { k: FoundKernel; failed: unknown })[] = [];
  const failures: string[] = [];
  for (const k of kernels) {
    try {
      entries.push({ k, r: compileKernel(src, k, target, signature, false, phase) });
    } catch (e) {
      if (kernels.length === 1 && !values.json) throw e;
      failures.push(e instanceof LocatedFailure ? e.text : formatError(e));
      entries.push({ k, failed: e instanceof LocatedFailure ? e.error : e });
    }
  }
  if (values.json) {
    const data = entries.map((e) => {
      if ("failed" in e) return { kernel: e.k.name, at: place(src, e.k.place.start), error: errorData(e.failed, e.k.place) };
      const { code, ...rest } = e.r;
      return { ...rest, at: place(src, e.k.place.start), codeBytes: Buffer.byteLength(code) };
    });
    io.out(`${JSON.stringify(data, null, 2)}\n`);
  } else {
    const results = entries.flatMap((e) => ("r" in e ? [e] : []));
    if (results.length > 0) io.out(results.map(({ k, r }) => report(src, r, k.place.start)).join("\n"));
  }
  for (const f of failures) io.err(`${f}\n`);
  return failures.length > 0 ? 1 : 0;
}

function place(src: SourceFile, offset: number): string {
  const { line, column } = lineColumn(src.text, offset);
  return `${src.file}:${line}:${column}`;
}

function paramText(p: ParamInfo): string {
  const type = p.kind === "array" ? `${p.dtype}${"[]".repeat(p.rank)}` : p.kind === "texture" ? `texture<${p.dtype}>` : p.dtype;
  const use = p.kind === "scalar" ? "" : p.atomic ? " (atomic)" : p.written ? " (written)" : " (read)";
  return `${p.name}: ${type}${use}`;
}

/** A bound program (compiler/passes/analyze.ts) as the expression it computes. */
export function boundText(prog: BoundProgram, params: readonly ParamInfo[]): string {
  const stack: string[] = [];
  const name = (i: number): string => params[i]?.name ?? `arg${i}`;
  for (const t of prog) {
    if (typeof t === "number") stack.push(String(t));
    else if (/^p\d+$/.test(t)) stack.push(name(+t.slice(1)));
    else if (/^l\d+$/.test(t)) stack.push(`${name(+t.slice(1))}.length`);
    else if (/^s\d+\.\d+$/.test(t)) {
      const [i, d] = t.slice(1).split(".");
      stack.push(`${name(+i)}.shape[${d}]`);
    } else if (t === "neg") stack.push(`-${stack.pop()}`);
    else {
      const b = stack.pop();
      const a = stack.pop();
      stack.push(t === "min" || t === "max" ? `Math.${t}(${a}, ${b})` : `(${a} ${t} ${b})`);
    }
  }
  const s = stack.pop() ?? "?";
  return s.startsWith("(") && s.endsWith(")") ? s.slice(1, -1) : s;
}

function loopText(r: CompileResult): string {
  const extents = r.loop.extents.map((e) => boundText(e, r.params));
  if (r.loop.grid) return `grid(${extents.join(", ")})`;
  const start = boundText(r.loop.start, r.params);
  return start === "0" ? `range(${extents[0]})` : `range(${start}, ${extents[0]})`;
}

/** A phase schedule (runtime/phases.ts) as text: `0, for 0..steps { 1, 2 }, 3`. */
function scheduleText(entries: readonly ScheduleEntry[], r: CompileResult): string {
  return entries.map((e) => (typeof e === "number" ? String(e) : `for ${boundText(e.from, r.params)}..${boundText(e.to, r.params)} { ${scheduleText(e.body, r)} }`)).join(", ");
}

function report(src: SourceFile, r: CompileResult, at: number): string {
  const accesses = r.accesses ?? [];
  const count = (c: string) => accesses.filter((a) => a.check === c).length;
  const lines = [
    `${r.kernel}  ${place(src, at)}`,
    `  target        ${r.target} (entry ${r.entry}, ${Buffer.byteLength(r.code)} bytes of code)`,
    `  parameters    ${r.params.map(paramText).join(", ") || "none"}`,
    `  float context ${r.floatContext}`,
    ...(r.phases ? [`  phases        ${r.phases.count}, launched ${scheduleText(r.phases.schedule, r)} (below: phase ${r.phases.index})`] : []),
    `  parallel loop ${loopText(r)}`,
    `  features      ${r.features.join(", ") || "none"}`,
    `  bounds checks ${accesses.length} accesses: ${count("hoisted")} hoisted, ${count("checked")} checked${count("off") ? `, ${count("off")} unchecked` : ""}`,
  ];
  const width = Math.max(0, ...accesses.map((a) => a.array.length));
  for (const a of accesses) {
    const where = a.source === 0 ? place(src, a.start) : `scope function ${a.source}`;
    const text = a.source === 0 ? src.text.slice(a.start, a.end).replace(/\s+/g, " ") : "";
    const shown = text.length > 50 ? `${text.slice(0, 49)}…` : text;
    lines.push(`    ${a.check.padEnd(8)} ${a.array.padEnd(width)}  ${where}  ${shown}`);
  }
  return `${lines.join("\n")}\n`;
}
