/**
 * Helpers for the scripts test/safety runs in child processes (see child.ts): report a result
 * line, describe a thrown error, and carve arrays with guard regions around them out of one
 * ArrayBuffer, so a test can check after a launch that nothing next to an array changed.
 */
import * as tack from "../../runtime/index.js";
import { RESULT_MARKER } from "./child.js";

/** Prints the result line the parent parses (bigints as strings, NaN/Infinity as strings). */
export function report(value: unknown): void {
  const text = JSON.stringify(value, (_k, v) => {
    if (typeof v === "bigint") return `${v}n`;
    if (typeof v === "number" && !Number.isFinite(v)) return String(v);
    return v;
  });
  process.stdout.write(`${RESULT_MARKER}${text}\n`);
}

export interface ErrorInfo {
  /** The constructor's name (KernelRangeError, TypeError, ...). */
  ctor: string;
  name: string;
  message: string;
  kernelName?: string;
  line?: number;
  column?: number;
  codeFrame?: string;
  /** instanceof checks against the runtime's classes, in the child. */
  isKernelRangeError: boolean;
  isKernelTimeoutError: boolean;
  isKernelError: boolean;
  isKernelTypeError: boolean;
  isKernelSyntaxError: boolean;
  isRangeError: boolean;
  /** The index and length the message states (`index N is out of bounds for 'a' (length L)`). */
  index?: string;
  array?: string;
  length?: number;
  stack?: string;
}

const OOB_RE = /index (-?\d+|NaN|-?Infinity) is out of bounds for '([^']*)'(?: \(length (\d+)\))?/;

export function errorInfo(e: unknown): ErrorInfo {
  if (!(e instanceof Error)) {
    return {
      ctor: typeof e, name: "(not an Error)", message: String(e), isKernelRangeError: false, isKernelTimeoutError: false,
      isKernelError: false, isKernelTypeError: false, isKernelSyntaxError: false, isRangeError: false,
    };
  }
  const k = e as Error & { kernelName?: string; line?: number; column?: number; codeFrame?: string };
  const m = OOB_RE.exec(e.message);
  return {
    ctor: e.constructor.name,
    name: e.name,
    message: e.message,
    kernelName: k.kernelName,
    line: k.line,
    column: k.column,
    codeFrame: k.codeFrame,
    isKernelRangeError: e instanceof tack.KernelRangeError,
    isKernelTimeoutError: e instanceof tack.KernelTimeoutError,
    isKernelError: e instanceof tack.KernelError,
    isKernelTypeError: e instanceof tack.KernelTypeError,
    isKernelSyntaxError: e instanceof tack.KernelSyntaxError,
    isRangeError: e instanceof RangeError,
    index: m?.[1],
    array: m?.[2],
    length: m?.[3] !== undefined ? Number(m[3]) : undefined,
    stack: e.stack,
  };
}

/** Runs `fn` and describes how it ended: `{ threw: false }` or `{ threw: true, error }`. */
export function runCase(fn: () => void): { threw: boolean; error?: ErrorInfo } {
  try {
    fn();
    return { threw: false };
  } catch (e) {
    return { threw: true, error: errorInfo(e) };
  }
}

type TypedArrayCtor<T> = {
  new (buffer: ArrayBuffer, byteOffset: number, length: number): T;
  readonly BYTES_PER_ELEMENT: number;
};

/** The byte a guard holds at byte `k` of the buffer: a pattern no kernel here writes by accident. */
export function guardByte(k: number): number {
  return (0xa5 ^ Math.imul(k, 31)) & 0xff;
}

export interface Guarded<T> {
  buffer: ArrayBuffer;
  /** The guard before the target, the target, the guard after: views of `buffer`, in that order. */
  before: T;
  target: T;
  after: T;
  /** Refills both guards with their pattern (done once at creation). */
  fill(): void;
  /** Guard bytes that no longer hold their pattern: a count and the first few byte offsets. */
  damage(): { changed: number; first: number[] };
}

/**
 * One ArrayBuffer holding `before` guard elements, the `length`-element target and `after`
 * guard elements, each a view of the same type. The guards are filled with a byte pattern.
 */
export function guarded<T extends ArrayBufferView>(
  ctor: TypedArrayCtor<T>, length: number, before = 256, after = 256,
): Guarded<T> {
  const bpe = ctor.BYTES_PER_ELEMENT;
  const buffer = new ArrayBuffer((before + length + after) * bpe);
  const bytes = new Uint8Array(buffer);
  const g: Guarded<T> = {
    buffer,
    before: new ctor(buffer, 0, before),
    target: new ctor(buffer, before * bpe, length),
    after: new ctor(buffer, (before + length) * bpe, after),
    fill() {
      for (let k = 0; k < before * bpe; k++) bytes[k] = guardByte(k);
      for (let k = (before + length) * bpe; k < bytes.length; k++) bytes[k] = guardByte(k);
    },
    damage() {
      const first: number[] = [];
      let changed = 0;
      const check = (k: number): void => {
        if (bytes[k] !== guardByte(k)) {
          changed++;
          if (first.length < 8) first.push(k);
        }
      };
      for (let k = 0; k < before * bpe; k++) check(k);
      for (let k = (before + length) * bpe; k < bytes.length; k++) check(k);
      return { changed, first };
    },
  };
  g.fill();
  return g;
}

/** A kernel from source text (exact text, so line:col can be predicted; tsx rewrites functions). */
export function fromSource(source: string, options: tack.KernelOptions = {}): tack.Kernel {
  return tack.kernel(source, options) as tack.Kernel;
}
