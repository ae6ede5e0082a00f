/**
 * Offline code generation: `tack.compile(source, { target, signature })` (DESIGN.md §2). No
 * device is involved; the same source, signature and options give byte-identical code on
 * any machine, which is what build tools and CI need.
 */
import { typedArrayNameClass } from "./classify.js";
import { getCompileService } from "./compile-service.js";
import { DTYPE_NAMES } from "./dtypes.js";
import { KernelTypeError, KernelRangeError } from "./errors.js";
import { nameFromSource, scopeEntries, type CompileRequest, type CompileResult, type ParamSpec } from "./request.js";
import { DEFAULT_TARGET, isTargetName, OFFLINE_TARGETS, TARGET_NAMES, type TargetName } from "./targets.js";

export { LLVM_TARGET } from "./targets.js";

export type CompileTarget = TargetName;

/**
 * A kernel's parameter types. Each entry is a dtype (`"f32"`, `"i32"`: a scalar), an array
 * (`"f32[]"`, `"Float32Array"`, `"Uint8ClampedArray"`; `"f32[][]"` for rank 2), `"number"` (a
 * float of the float context), `"bigint"`, `"boolean"`, or `"texture(w,h,d)"`. A string lists
 * them with commas.
 */
export type Signature = string | readonly string[];

export interface CompileOptions {
  /** The generator (default: the CPU's); the target's offline defaults apply (runtime/targets.ts). */
  target?: CompileTarget;
  signature?: Signature;
  /** The kernel's name in messages and symbols (default: the function's own name). */
  name?: string;
  /** Names the source uses: functions become device functions, numbers constants. */
  scope?: Record<string, unknown>;
  /** CPU target: mark array pointers `noalias` (only for arrays that never overlap). */
  noalias?: boolean;
  /** CPU target: the target triple (default x86_64-unknown-linux-gnu, so output is the same everywhere). */
  triple?: string;
}

function parseSignatureEntry(kernelName: string, entry: string): ParamSpec {
  const s = entry.trim();
  const tex = /^texture\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(s);
  if (tex) return { kind: "texture", extents: [Number(tex[1]), Number(tex[2]), Number(tex[3])] };
  let rank = 0;
  let base = s;
  while (base.endsWith("[]")) {
    rank++;
    base = base.slice(0, -2).trim();
  }
  base = base.replace(/^tack\./, "");
  const ta = typedArrayNameClass(base, Math.max(rank, 1));
  if (ta) return ta.spec;
  if ((DTYPE_NAMES as readonly string[]).includes(base)) {
    return rank > 0 ? { kind: "array", dtype: base, rank } : { kind: "scalar", dtype: base };
  }
  if (rank === 0 && base === "number") return { kind: "number" };
  if (rank === 0 && base === "bigint") return { kind: "scalar", dtype: "i64" };
  if (rank === 0 && base === "boolean") return { kind: "scalar", dtype: "bool" };
  throw new KernelTypeError(
    `signature entry '${entry.trim()}' is not a kernel type; use a dtype (f32, i32, ...), an array (f32[], Float32Array), number, bigint, boolean or texture(w,h,d)`,
    { kernelName },
  );
}

/** Splits "f32[], texture(2, 2, 2), i32" at the commas outside parentheses. */
function splitSignature(sig: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sig.length; i++) {
    const c = sig[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      out.push(sig.slice(start, i));
      start = i + 1;
    }
  }
  out.push(sig.slice(start));
  return out;
}

export function parseSignature(kernelName: string, sig: Signature): ParamSpec[] {
  const entries = typeof sig === "string" ? (sig.trim() === "" ? [] : splitSignature(sig)) : [...sig];
  return entries.map((e) => parseSignatureEntry(kernelName, e));
}

function sourceOf(fnOrSource: ((...args: never[]) => unknown) | string): string {
  return typeof fnOrSource === "function" ? fnOrSource.toString() : fnOrSource;
}

/** The request tack.compile and tack.compileAsync send. */
function offlineRequest(fnOrSource: ((...args: never[]) => unknown) | string, options: CompileOptions): CompileRequest {
  const source = sourceOf(fnOrSource);
  const kernelName = options.name ?? nameFromSource(source);
  const target = options.target ?? DEFAULT_TARGET;
  if (!isTargetName(target)) {
    throw new KernelRangeError(`unknown target '${String(target)}'; targets: ${TARGET_NAMES.join(", ")}`, { kernelName });
  }
  const defaults = OFFLINE_TARGETS[target];
  return {
    source,
    name: options.name,
    params: options.signature !== undefined ? parseSignature(kernelName, options.signature) : undefined,
    target: {
      ...defaults,
      ...(options.triple !== undefined ? { triple: options.triple } : {}),
      ...(options.noalias !== undefined ? { noalias: options.noalias } : {}),
    },
    scope: scopeEntries(kernelName, options.scope),
  };
}

/** Generates code for a kernel without a device. Throws the kernel's errors. */
export function compile(fnOrSource: ((...args: never[]) => unknown) | string, options: CompileOptions = {}): CompileResult {
  return getCompileService().compileSync(offlineRequest(fnOrSource, options));
}

/** The same, through the compile service's async path (off the event loop once it runs on workers). */
export async function compileAsync(
  fnOrSource: ((...args: never[]) => unknown) | string,
  options: CompileOptions = {},
): Promise<CompileResult> {
  return getCompileService().compile(offlineRequest(fnOrSource, options));
}
