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
  cause?: unknown;
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
}

interface KernelErrorInfoFields {
  kernelName: string;
  line?: number;
  column?: number;
  codeFrame?: string;
  code?: number;
}

/** Unsupported syntax or structure in a kernel: a SyntaxError with `line:col` and a code frame. */
export class KernelSyntaxError extends SyntaxError implements KernelErrorInfoFields {
  kernelName!: string;
  line?: number;
  column?: number;
  codeFrame?: string;
  code?: number;
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
  constructor(message: string, info: KernelErrorInfo) {
    super(prefixed(info, message), { cause: info.cause });
    this.name = "KernelTypeError";
    assign(this, info);
  }
}

/** Shapes, launch sizes, read-only arrays, unknown options, out-of-bounds in debug mode. */
export class KernelRangeError extends RangeError implements KernelErrorInfoFields {
  kernelName!: string;
  line?: number;
  column?: number;
  codeFrame?: string;
  code?: number;
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

/** A code frame: the line before, the line with the error, and carets under the range. */
export function codeFrame(text: string, start: number, end: number): string {
  const lines = text.split("\n");
  const { line, column } = lineColumn(text, start);
  const first = Math.max(1, line - 1);
  const width = String(line).length;
  const out: string[] = [];
  for (let n = first; n <= line; n++) {
    const marker = n === line ? ">" : " ";
    out.push(`${marker} ${String(n).padStart(width)} | ${lines[n - 1] ?? ""}`);
  }
  const lineText = lines[line - 1] ?? "";
  const span = Math.max(1, Math.min(end - start, lineText.length - column + 1));
  out.push(`  ${" ".repeat(width)} | ${" ".repeat(column - 1)}${"^".repeat(span)}`);
  return out.join("\n");
}
