/**
 * The kernels of a source file, as `tack compile` and `tack inspect` find them. The compiler's
 * own parser reads the file (`query outline`, compiler/outline.ts): the same parse a compile
 * runs, so the CLI never parses TypeScript a second way. Each kernel's parameter types come
 * from, in order: `--signature`; TypeScript annotations (the compiler reads them itself); a
 * JSDoc `@param {Type} name` above the function, for JavaScript sources.
 */
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { outlineSource } from "../runtime/compile-service.js";
import { MAX_SOURCE_CHARS, type OutlineFunction } from "../runtime/request.js";
import { OFFLINE_TARGETS } from "../runtime/targets.js";
import { CliError, type SourcePlace } from "./errors.js";

export interface SourceFile {
  /** The path as the user gave it (messages say what they typed, never an absolute path). */
  file: string;
  text: string;
}

export interface FoundKernel {
  name: string;
  fn: OutlineFunction;
  /** Where the kernel's name is (its declaration): errors without a place of their own point here. */
  place: SourcePlace;
  /** The signature to pass, or undefined when the compiler reads the annotations itself. */
  signature?: string[];
}

/** The compiler's limit is in characters; a file of more bytes than four times that can't fit. */
const MAX_SOURCE_BYTES = MAX_SOURCE_CHARS * 4;

export function readSource(file: string): SourceFile {
  let size: number;
  try {
    const st = statSync(file);
    if (st.isDirectory()) throw new CliError(`${file} is a directory; give a .ts or .js file that declares kernels`);
    // a device (/dev/zero) never ends: read, it hung and grew without limit; a pipe is read (bounded)
    if (!st.isFile() && !st.isFIFO()) throw new CliError(`${file} is not a file (a device or a socket); give a .ts or .js file that declares kernels`);
    size = st.size;
  } catch (e) {
    if (e instanceof CliError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(code === "ENOENT" ? `no such file: ${file}` : `cannot read ${file} (${code ?? String(e)})`);
  }
  // the compiler reads the whole file with each kernel: its limit is the file's
  const tooLarge = (what: string) => new CliError(`${file} holds ${what}; a file of kernels is at most ${MAX_SOURCE_CHARS} characters (1 MiB), as the compiler reads it whole`, undefined, "Move the kernels into a smaller module.");
  if (size > MAX_SOURCE_BYTES) throw tooLarge(`${size} bytes`);
  let bytes: Buffer;
  try {
    bytes = readBounded(file, MAX_SOURCE_BYTES + 1);
  } catch (e) {
    throw new CliError(`cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  if (bytes.length > MAX_SOURCE_BYTES) throw tooLarge(`more than ${MAX_SOURCE_BYTES} bytes`);
  // a NUL among the first bytes (git's test for a binary file): an executable or an image, not source
  if (bytes.subarray(0, 8000).includes(0)) throw new CliError(`${file} is not a text file (it holds NUL bytes); give a .ts or .js file that declares kernels`);
  const text = bytes.toString("utf8");
  if (text.length > MAX_SOURCE_CHARS) throw tooLarge(`${text.length} characters`);
  return { file, text: text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text };
}

/** At most `limit` bytes of the file (a pipe may hold more than its size said). */
function readBounded(file: string, limit: number): Buffer {
  const fd = openSync(file, "r");
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    while (total < limit) {
      const chunk = Buffer.alloc(Math.min(1 << 20, limit - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
    }
    return Buffer.concat(chunks);
  } finally {
    closeSync(fd);
  }
}

/** Every function the file declares, in source order (a parse error throws, located). */
export function outlineOf(src: SourceFile): OutlineFunction[] {
  return outlineSource({ source: src.text, target: OFFLINE_TARGETS.llvm }).functions;
}

function placeOf(src: SourceFile, fn: OutlineFunction): SourcePlace {
  // an anonymous function (`export default function (...)`) is pointed at by its start
  const start = fn.name !== "" ? fn.nameStart : fn.start;
  return { file: src.file, text: src.text, start, end: start + Math.max(fn.name.length, 1) };
}

/**
 * The kernels to work on: the one named, or every kernel-shaped function of the file. A name
 * that is not a kernel of the file is refused with the names that are.
 */
export function selectKernels(src: SourceFile, fns: OutlineFunction[], wanted: string | undefined): FoundKernel[] {
  const kernels = fns.filter((f) => f.kernel);
  const names = kernels.map((f) => f.name || "(anonymous)").join(", ");
  if (wanted !== undefined) {
    const fn = fns.find((f) => f.name === wanted);
    if (!fn) {
      throw new CliError(
        `${src.file} declares no kernel '${wanted}'`,
        undefined,
        kernels.length ? `its kernels: ${names}` : `it declares no kernel (a function whose body ends with a for...of over range() or grid())`,
      );
    }
    if (!fn.kernel) {
      throw new CliError(
        `'${wanted}' is a function of ${src.file} but not a kernel: its body has no top-level for...of over range() or grid(), or it returns a value`,
        placeOf(src, fn),
        kernels.length ? `the file's kernels: ${names}` : undefined,
      );
    }
    return [found(src, fn)];
  }
  if (kernels.length === 0) {
    const fnNames = fns.map((f) => f.name).filter((n) => n).join(", ");
    throw new CliError(
      `${src.file} declares no kernel: a kernel is a function whose body ends with a for...of over range() or grid()`,
      undefined,
      // a server's or a script's functions are ordinary code, not device functions of some kernel
      fnNames ? `its functions (${fnNames}) are device functions or ordinary code, not kernels` : undefined,
    );
  }
  return kernels.map((fn) => found(src, fn));
}

function found(src: SourceFile, fn: OutlineFunction): FoundKernel {
  return { name: fn.name || "kernel", fn, place: placeOf(src, fn), signature: signatureFromDocs(src, fn) };
}

/**
 * A signature from JSDoc when some parameter has no TypeScript annotation but every one has a
 * type between the two (JavaScript sources); undefined otherwise (the compiler reads the
 * annotations, or says which parameter has no type, at that parameter).
 */
function signatureFromDocs(src: SourceFile, fn: OutlineFunction): string[] | undefined {
  if (fn.params.every((p) => p.annotation !== "")) return undefined;
  const docs = jsdocParamTypes(src.text, fn.start);
  const entries = fn.params.map((p) => (p.annotation !== "" ? p.annotation : docs.get(p.name)));
  if (entries.some((e) => e === undefined)) return undefined;
  return entries.map((e) => signatureEntry(e!));
}

/** `tack.Array<f32>` / `Array<"f32">` as tack.compile's signature spells it (`f32[]`). */
function signatureEntry(annotation: string): string {
  const generic = /^[\w$.]*\s*<\s*["']?([\w$.]+)["']?\s*>$/.exec(annotation.trim());
  return generic ? `${generic[1]}[]` : annotation.trim();
}

/**
 * The `@param {Type} name` types of the JSDoc block that documents the function starting at
 * `start`: the last `/** ... *\/` before it with only its declaration in between
 * (`export const k = tack.kernel(`).
 */
export function jsdocParamTypes(text: string, start: number): Map<string, string> {
  const types = new Map<string, string>();
  const open = text.lastIndexOf("/**", start);
  if (open < 0) return types;
  const close = text.indexOf("*/", open + 3);
  if (close < 0 || close + 2 > start) return types;
  if (!/^[\s\w$.=(:]*$/.test(text.slice(close + 2, start))) return types;
  const doc = text.slice(open + 3, close);
  for (const m of doc.matchAll(/@param\s+\{([^{}]+)\}\s+\[?([\p{ID_Start}$_][\p{ID_Continue}$]*)/gu)) {
    types.set(m[2], m[1].trim());
  }
  return types;
}
