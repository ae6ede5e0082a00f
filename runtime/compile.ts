/**
 * Offline code generation: `tack.compile(source, { target, signature })` (DESIGN.md §2). No
 * device is involved; the same source, signature and options give byte-identical code on
 * any machine, which is what build tools and CI need.
 */
import { typedArrayNameClass } from "./classify.js";
import { getCompileService } from "./compile-service.js";
import { describeValue, DTYPE_NAMES } from "./dtypes.js";
import { KernelTypeError, KernelRangeError } from "./errors.js";
import {
  checkName, checkOneLine, checkSourceSize, checkTriple, nameFromSource, quote, scopeEntries,
  type CompileRequest, type CompileResult, type ParamSpec,
} from "./request.js";
import { MAX_PHASE } from "./request.js";
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
  /** Mark array pointers `noalias` (LLVM) / `restrict` (CUDA, OpenCL C): only for arrays that never overlap. */
  noalias?: boolean;
  /** CPU target: the target triple (default x86_64-unknown-linux-gnu, so output is the same everywhere). */
  triple?: string;
  /**
   * A kernel of several parallel loops: which phase's code to generate (default 0). Every
   * phase's result lists the kernel's phases and schedule in `phases`.
   */
  phase?: number;
}

/** The ranks the compiler takes. */
const MAX_RANK = 8;
/** The most texels a texture entry may name (the compiler's extents are i32). */
const MAX_TEXELS = 2 ** 31 - 1;

function parseSignatureEntry(kernelName: string, entry: string, index: number): ParamSpec {
  const s = entry.trim();
  const tex = /^texture\(\s*(\d{1,10})\s*,\s*(\d{1,10})\s*,\s*(\d{1,10})\s*\)$/.exec(s);
  if (tex) {
    const extents: [number, number, number] = [Number(tex[1]), Number(tex[2]), Number(tex[3])];
    if (extents.some((e) => e < 1) || extents[0] * extents[1] * extents[2] > MAX_TEXELS) {
      throw new KernelRangeError(`signature entry ${index + 1} ${quote(s)}: texture extents are positive and hold at most ${MAX_TEXELS} texels`, { kernelName });
    }
    return { kind: "texture", extents };
  }
  let rank = 0;
  let base = s;
  while (base.endsWith("[]")) {
    rank++;
    base = base.slice(0, -2).trim();
  }
  base = base.replace(/^tack\./, "");
  if (rank > MAX_RANK) {
    throw new KernelRangeError(`signature entry ${index + 1} ${quote(s)} has rank ${rank}; kernels take arrays of rank 1 to ${MAX_RANK}`, { kernelName });
  }
  const ta = typedArrayNameClass(base, Math.max(rank, 1));
  if (ta) return ta.spec;
  if ((DTYPE_NAMES as readonly string[]).includes(base)) {
    return rank > 0 ? { kind: "array", dtype: base, rank } : { kind: "scalar", dtype: base };
  }
  const vec = /^vec([234])([fid])$/.exec(base);
  if (vec && rank === 1) {
    // an array of vectors: vec3f[] (f32 lanes), vec2i[] (i32), vec4d[] (f64)
    return { kind: "array", dtype: vec[2] === "f" ? "f32" : vec[2] === "i" ? "i32" : "f64", rank: 2, vec: Number(vec[1]) };
  }
  if (rank === 0 && base === "number") return { kind: "number" };
  if (rank === 0 && base === "bigint") return { kind: "scalar", dtype: "i64" };
  if (rank === 0 && base === "boolean") return { kind: "scalar", dtype: "bool" };
  throw new KernelTypeError(
    `signature entry ${quote(s)} is not a kernel type (entry ${index + 1}); use a dtype (f32, i32, ...), an array (f32[], Float32Array), an array of vectors (vec3f[]), number, bigint, boolean or texture(w,h,d)`,
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

/** The most entries a signature may list (the CPU's argument slots bound it far below). */
const MAX_SIGNATURE_ENTRIES = 4096;

export function parseSignature(kernelName: string, sig: unknown): ParamSpec[] {
  let entries: unknown[];
  if (typeof sig === "string") {
    checkOneLine(kernelName, sig, "the signature");
    entries = sig.trim() === "" ? [] : splitSignature(sig);
  } else if (Array.isArray(sig)) {
    entries = [...(sig as unknown[])];
  } else {
    throw new KernelTypeError(`the signature option is a string ("f32[], f32[], f32") or an array of strings, not ${describeValue(sig)}`, { kernelName });
  }
  if (entries.length > MAX_SIGNATURE_ENTRIES) {
    throw new KernelRangeError(`the signature lists ${entries.length} parameters; at most ${MAX_SIGNATURE_ENTRIES}`, { kernelName });
  }
  return entries.map((e, i) => {
    if (typeof e !== "string") throw new KernelTypeError(`signature entry ${i + 1} is ${describeValue(e)}, not a string such as "f32[]"`, { kernelName });
    checkOneLine(kernelName, e, `signature entry ${i + 1}`);
    return parseSignatureEntry(kernelName, e, i);
  });
}

const COMPILE_OPTIONS = ["target", "signature", "name", "scope", "noalias", "triple", "phase"];

/** The request tack.compile and tack.compileAsync send; every option checked, each refusal naming it. */
function offlineRequest(fnOrSource: unknown, options: unknown): CompileRequest {
  if (typeof fnOrSource !== "function" && typeof fnOrSource !== "string") {
    throw new TypeError(`tack.compile() takes a function or its source text, not ${describeValue(fnOrSource)}`);
  }
  const source = typeof fnOrSource === "function" ? Function.prototype.toString.call(fnOrSource) : fnOrSource;
  let kernelName = nameFromSource(source);
  if (options === undefined) options = {};
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    throw new KernelTypeError(`tack.compile()'s options are an object ({ target, signature, name, ... }), not ${describeValue(options)}`, { kernelName });
  }
  const o = options as Record<string, unknown>;
  if (o.name !== undefined) kernelName = checkName(kernelName, o.name, "name");
  for (const key of Object.keys(o)) {
    if (!COMPILE_OPTIONS.includes(key)) {
      throw new KernelRangeError(`tack.compile() has no option ${quote(key)}; its options are ${COMPILE_OPTIONS.join(", ")}`, { kernelName });
    }
  }
  const target = o.target ?? DEFAULT_TARGET;
  if (typeof target !== "string") throw new KernelTypeError(`the target option is a string, not ${describeValue(target)}`, { kernelName });
  if (!isTargetName(target)) {
    throw new KernelRangeError(`unknown target ${quote(target)}; targets: ${TARGET_NAMES.join(", ")}`, { kernelName });
  }
  if (o.noalias !== undefined && typeof o.noalias !== "boolean") {
    throw new KernelTypeError(`the noalias option is a boolean, not ${describeValue(o.noalias)}`, { kernelName });
  }
  const triple = o.triple !== undefined ? checkTriple(kernelName, o.triple) : undefined;
  const phase = o.phase ?? 0;
  if (typeof phase !== "number" || !Number.isInteger(phase) || phase < 0 || phase > MAX_PHASE) {
    throw new KernelRangeError(`the phase option is an integer from 0 to ${MAX_PHASE}, not ${describeValue(phase)}`, { kernelName });
  }
  const params = o.signature !== undefined ? parseSignature(kernelName, o.signature) : undefined;
  const scope = scopeEntries(kernelName, o.scope);
  checkSourceSize(kernelName, source, scope);
  const defaults = OFFLINE_TARGETS[target];
  return {
    source,
    name: o.name as string | undefined,
    params,
    target: {
      ...defaults,
      ...(triple !== undefined ? { triple } : {}),
      ...(o.noalias !== undefined ? { noalias: o.noalias as boolean } : {}),
    },
    scope,
    ...(phase > 0 ? { phase } : {}),
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
