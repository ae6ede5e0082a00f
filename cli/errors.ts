/**
 * How the CLI reports a failure: one message that says what was wrong and what to do, located
 * as `FILE:LINE:COL` with a code frame when it concerns a place in a file (the kernel errors'
 * own frames, runtime/errors.ts), and exit code 1. Nothing reaches the user as a raw stack.
 */
import { codeFrame, lineColumn } from "../runtime/errors.js";

/** A refusal the CLI explains itself; `hint` is a second line saying what to do. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly where?: SourcePlace,
    readonly hint?: string,
  ) {
    super(message);
    this.name = "CliError";
  }
}

/** A range in a file the CLI read. */
export interface SourcePlace {
  file: string;
  text: string;
  start: number;
  end: number;
}

/** The fields a Kernel*Error carries (runtime/errors.ts). */
interface Located {
  kernelName?: unknown;
  line?: unknown;
  column?: unknown;
  codeFrame?: unknown;
  code?: unknown;
}

function isKernelError(e: unknown): e is Error & Located {
  return e instanceof Error && typeof (e as Located).kernelName === "string";
}

/** The message without the ` at L:C` and the frame that runtime/errors.ts appends. */
function headOf(e: Error & Located): string {
  let m = e.message;
  if (typeof e.codeFrame === "string" && m.endsWith(`\n${e.codeFrame}`)) m = m.slice(0, -e.codeFrame.length - 1);
  const at = ` at ${String(e.line)}:${String(e.column)}`;
  if (e.line !== undefined && m.endsWith(at)) m = m.slice(0, -at.length);
  return m;
}

/** The message of a failure of the file itself (the outline's), without the `Kernel 'k': ` its error class adds (no kernel is at fault). */
function fileHead(e: Error & Located): string {
  const head = headOf(e);
  const prefix = `Kernel '${String(e.kernelName)}': `;
  return head.startsWith(prefix) ? head.slice(prefix.length) : head;
}

/**
 * The text for a failure of the file before any kernel is found (a lexer error the outline
 * reports: an unterminated comment), at its own place, naming no kernel.
 */
export function formatFileError(e: unknown, file: string, text: string): string {
  if (!isKernelError(e) || typeof e.line !== "number" || typeof e.column !== "number") return formatError(e, { file, text, start: 0, end: 1 });
  const frame = typeof e.codeFrame === "string" ? `\n${e.codeFrame}` : "";
  return `${file}:${e.line}:${e.column}: ${e.name}: ${fileHead(e)}${frame}`;
}

/**
 * The text for a failure. A kernel error located in `fallback.text` (the file's text was the
 * source compiled) is reported at its own line and column; one without a place (an unknown
 * target, a bad signature) at `fallback`, the kernel's name in the file.
 */
export function formatError(e: unknown, fallback?: SourcePlace): string {
  if (e instanceof CliError) {
    const place = e.where ?? undefined;
    const head = place ? `${locate(place)}: error: ${e.message}` : `tack: error: ${e.message}`;
    return [head, ...(place ? [frameOf(place)] : []), ...(e.hint ? [e.hint] : [])].join("\n");
  }
  if (isKernelError(e)) {
    const head = `${e.name}: ${headOf(e)}`;
    if (fallback && typeof e.line === "number" && typeof e.column === "number") {
      const frame = typeof e.codeFrame === "string" ? e.codeFrame : "";
      return `${fallback.file}:${e.line}:${e.column}: ${head}${frame ? `\n${frame}` : ""}${hintFor(e)}`;
    }
    if (fallback) return `${locate(fallback)}: ${head}\n${frameOf(fallback)}${hintFor(e)}`;
    return `tack: ${head}`;
  }
  // the runtime's other errors (a device that fails, a compiler that is not built) say what
  // to do in their message; the stack is for TACK_DEBUG=1
  if (e instanceof Error) {
    const stack = process.env.TACK_DEBUG === "1" && e.stack ? `\n${e.stack}` : "";
    return `tack: error: ${e.name === "Error" ? "" : `${e.name}: `}${e.message}${stack}`;
  }
  return `tack: internal error: ${String(e)}\nPlease report it with the command line and the file.`;
}

/** A failure as data, for tools reading `--json`: where it is in the file and what it says. */
export interface ErrorData {
  file: string;
  /** 1-based, as in the text report's FILE:LINE:COL. */
  line: number;
  column: number;
  /** The error class (KernelTypeError, ...), as the text report names it. */
  name: string;
  /** The message without its place or code frame. */
  message: string;
  /** The compiler's diagnostic code, when it has one. */
  code?: number;
}

/** The data of formatError's text: the error's own place in `fallback.text`, else `fallback`. */
export function errorData(e: unknown, fallback: SourcePlace): ErrorData {
  const at = lineColumn(fallback.text, fallback.start);
  const base = { file: fallback.file, line: at.line, column: at.column };
  if (e instanceof CliError) {
    const place = e.where ? lineColumn(e.where.text, e.where.start) : at;
    return { ...base, file: e.where?.file ?? fallback.file, line: place.line, column: place.column, name: "error", message: e.message };
  }
  if (isKernelError(e)) {
    const own = typeof e.line === "number" && typeof e.column === "number" ? { line: e.line, column: e.column } : {};
    return { ...base, ...own, name: e.name, message: headOf(e), ...(typeof e.code === "number" ? { code: e.code } : {}) };
  }
  if (e instanceof Error) return { ...base, name: e.name, message: e.message };
  return { ...base, name: "internal error", message: String(e) };
}

/**
 * A failure of the file as a whole, or of the command line, as data (`tack inspect --json`:
 * a file that cannot be read or parsed, that has no kernel, an option that does not fit it).
 * `line` and `column` are there when the failure has a place in the file, `code` when the
 * compiler reported it, `hint` when the text report has a second line saying what to do.
 */
export interface FileErrorData {
  /** Absent where no file was read (an argument that does not parse). */
  file?: string;
  line?: number;
  column?: number;
  name: string;
  message: string;
  code?: number;
  hint?: string;
}

export function fileErrorData(e: unknown, file: string | null): FileErrorData {
  const at = file === null ? {} : { file };
  if (e instanceof CliError) {
    const where = e.where ? { file: e.where.file, ...lineColumn(e.where.text, e.where.start) } : at;
    return { ...where, name: "error", message: e.message, ...(e.hint ? { hint: e.hint } : {}) };
  }
  if (isKernelError(e)) {
    const lc = typeof e.line === "number" && typeof e.column === "number" ? { line: e.line, column: e.column } : {};
    return { ...at, ...lc, name: e.name, message: fileHead(e), ...(typeof e.code === "number" ? { code: e.code } : {}) };
  }
  if (e instanceof Error) return { ...at, name: e.name, message: e.message };
  return { ...at, name: "internal error", message: String(e) };
}

/** What the CLI can add to a compiler diagnostic: the CLI's own ways out. */
function hintFor(e: Located): string {
  if (e.code === 2003) return "\nhint: annotate the parameter (x: Float32Array, n: tack.i32), give it a JSDoc type (@param {Float32Array} x), or pass --signature";
  if (e.code === 3002) return "\nhint: `tack compile --help` lists the targets this build generates";
  return "";
}

function locate(p: SourcePlace): string {
  const { line, column } = lineColumn(p.text, p.start);
  return `${p.file}:${line}:${column}`;
}

function frameOf(p: SourcePlace): string {
  return codeFrame(p.text, p.start, p.end);
}
