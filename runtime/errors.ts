/**
 * Tack's error classes (DESIGN.md §5): real Error subclasses that carry the kernel's name as
 * a property, and name it once in the message: `Kernel 'k': ...`.
 */

export interface KernelErrorInfo {
  kernelName: string;
  /** 1-based line and column in the kernel's source text, when the error has a place. */
  line?: number;
  column?: number;
  codeFrame?: string;
  /** The compiler's diagnostic code, for tools. */
  code?: number;
  /** A count refusal's counts (parameters taken, entries or arguments given), for tools and for rewording. */
  counts?: ErrorCounts;
  cause?: unknown;
}

/** What a count refusal compared: the parameters the kernel takes and what was given for them. */
export interface ErrorCounts {
  expected: number;
  given: number;
}

function prefixed(info: KernelErrorInfo, message: string): string {
  const head = message.startsWith(`Kernel '${info.kernelName}'`) ? message : `Kernel '${info.kernelName}': ${message}`;
  const where = info.line !== undefined ? ` at ${info.line}:${info.column}` : "";
  const frame = info.codeFrame ? `\n${info.codeFrame}` : "";
  return head + where + frame;
}

function assign(target: KernelErrorInfoFields, info: KernelErrorInfo): void {
  target.kernelName = info.kernelName;
  target.line = info.line;
  target.column = info.column;
  target.codeFrame = info.codeFrame;
  target.code = info.code;
  if (info.counts !== undefined) target.counts = info.counts;
}

interface KernelErrorInfoFields {
  kernelName: string;
  line?: number;
  column?: number;
  codeFrame?: string;
  code?: number;
  counts?: ErrorCounts;
}

/** Unsupported syntax or structure in a kernel: a SyntaxError with `line:col` and a code frame. */
export class KernelSyntaxError extends SyntaxError implements KernelErrorInfoFields {
  kernelName!: string;
  line?: number;
  column?: number;
  codeFrame?: string;
  code?: number;
  counts?: ErrorCounts;
  constructor(message: string, info: KernelErrorInfo) {
    super(prefixed(info, message), { cause: info.cause });
    this.name = "KernelSyntaxError";
    assign(this, info);
  }
}

/** Types: dtypes, operands, atomics, signatures. */
export class KernelTypeError extends TypeError implements KernelErrorInfoFields {
  kernelName!: string;
  line?: number;
  column?: number;
  codeFrame?: string;
  code?: number;
  counts?: ErrorCounts;
  constructor(message: string, info: KernelErrorInfo) {
    super(prefixed(info, message), { cause: info.cause });
    this.name = "KernelTypeError";
    assign(this, info);
  }
}

/** A range of `text` as an error's place: its line and column, and the code frame under it. */
export function placeIn(text: string, start: number, end: number): Pick<KernelErrorInfo, "line" | "column" | "codeFrame"> {
  return { ...lineColumn(text, start), codeFrame: codeFrame(text, start, end) };
}

/** A call whose argument count is not the kernel's: one wording wherever it is counted. */
export function argumentCountError(takes: number, passes: number, info: KernelErrorInfo): KernelTypeError {
  return new KernelTypeError(`the kernel takes ${takes} parameter(s) but the call passes ${passes} argument(s)`, { ...info, counts: { expected: takes, given: passes } });
}

/** Shapes, launch sizes, read-only arrays, unknown options, out-of-bounds in debug mode. */
export class KernelRangeError extends RangeError implements KernelErrorInfoFields {
  kernelName!: string;
  line?: number;
  column?: number;
  codeFrame?: string;
  code?: number;
  counts?: ErrorCounts;
  constructor(message: string, info: KernelErrorInfo) {
    super(prefixed(info, message), { cause: info.cause });
    this.name = "KernelRangeError";
    assign(this, info);
  }
}

/** Backend failures, unsupported capabilities and internal compiler errors (with `cause`). */
export class KernelError extends Error implements KernelErrorInfoFields {
  kernelName!: string;
  line?: number;
  column?: number;
  codeFrame?: string;
  code?: number;
  counts?: ErrorCounts;
  constructor(message: string, info: KernelErrorInfo) {
    super(prefixed(info, message), { cause: info.cause });
    this.name = "KernelError";
    assign(this, info);
  }
}

export type AnyKernelError = KernelSyntaxError | KernelTypeError | KernelRangeError | KernelError;

/** A launch that ran past its time limit (`timeoutMs`) and was stopped. */
export class KernelTimeoutError extends KernelError {
  constructor(message: string, info: KernelErrorInfo) {
    super(message, info);
    this.name = "KernelTimeoutError";
  }
}

export function makeKernelError(cls: string, message: string, info: KernelErrorInfo): AnyKernelError {
  switch (cls) {
    case "SyntaxError":
      return new KernelSyntaxError(message, info);
    case "TypeError":
      return new KernelTypeError(message, info);
    case "RangeError":
      return new KernelRangeError(message, info);
    default:
      return new KernelError(message, info);
  }
}

/** 1-based line and column (UTF-16 units) of an offset in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Source text as a frame shows it: a tab as a space, other control, line-separator and
 * bidirectional-override characters as U+FFFD, one for one, so the caret stays under its
 * column and no escape sequence or reordering reaches a terminal or a log.
 */
function printable(s: string): string {
  return s.replace(/\r$/, "").replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => (c === "\t" ? " " : "\ufffd"));
}

/** The most characters of a source line a code frame shows. */
export const FRAME_WIDTH = 120;

/**
 * Where a frame's window starts on the error's line of `length` characters, for column index
 * `col`: 0 when the line fits, else about a third of the width before the construct.
 */
function frameStart(length: number, col: number): number {
  if (length <= FRAME_WIDTH) return 0;
  return Math.max(0, Math.min(col - Math.floor(FRAME_WIDTH / 3), length - FRAME_WIDTH));
}

/**
 * A code frame: the line before, the line with the error, and carets under the range. Lines
 * longer than FRAME_WIDTH are cut to a window around the construct, with `…` where text is
 * left out, so a frame of a one-line 1 MB source is a few hundred characters.
 */
export function codeFrame(text: string, start: number, end: number): string {
  const { line, column } = lineColumn(text, start);
  const lineStart = Math.min(start, text.length) - (column - 1);
  let lineEnd = text.indexOf("\n", lineStart);
  if (lineEnd < 0) lineEnd = text.length;
  const col = column - 1;
  // every line shows the same columns [from, to), so the caret lines up under the construct
  const from = frameStart(lineEnd - lineStart, col);
  const to = from + FRAME_WIDTH;
  const show = (s: number, e: number): string => {
    const len = e - s;
    const body = printable(text.slice(s + Math.min(from, len), s + Math.min(to, len)));
    return (from > 0 && len > 0 ? "…" : "") + body + (len > to ? "…" : "");
  };
  const width = String(line).length;
  const out: string[] = [];
  if (line > 1) {
    const prevEnd = lineStart - 1;
    const prevStart = prevEnd === 0 ? 0 : text.lastIndexOf("\n", prevEnd - 1) + 1;
    out.push(`  ${String(line - 1).padStart(width)} | ${show(prevStart, prevEnd)}`);
  }
  out.push(`> ${String(line).padStart(width)} | ${show(lineStart, lineEnd)}`);
  const visible = Math.min(lineEnd - lineStart, to) - col;
  const span = Math.max(1, Math.min(end - start, visible));
  const pad = col - from + (from > 0 ? 1 : 0);
  out.push(`  ${" ".repeat(width)} | ${" ".repeat(pad)}${"^".repeat(span)}`);
  return out.join("\n");
}
