/**
 * Builds compile requests (the line protocol of compiler/request.ts) and reads results.
 * Everything a request says is part of what the compiled code depends on, so the request
 * text itself is the natural cache key.
 */
import { CompilerTrap, type Compiler } from "../wasm/host.js";
import { codeFrame, KernelError, lineColumn, makeKernelError } from "./errors.js";
import type { TargetDescriptor } from "./targets.js";

export type { TargetDescriptor };

/** One parameter of a signature, as the compiler reads it. */
export type ParamSpec =
  /** `clamped`: a Uint8ClampedArray, whose stores clamp to 0..255 and round half to even. */
  | { kind: "array"; dtype: string; rank: number; clamped?: boolean }
  | { kind: "scalar"; dtype: string }
  /** A plain JS number that is not an integer: a float of the float context. */
  | { kind: "number" }
  | { kind: "texture"; extents: [number, number, number] };

export interface ScopeEntry {
  name: string;
  kind: "int" | "float" | "bigint" | "bool" | "function";
  value: string;
}

export interface CompileRequest {
  source: string;
  name?: string;
  params?: ParamSpec[];
  target: TargetDescriptor;
  scope?: ScopeEntry[];
  /**
   * `"plain"`: instead of compiling, the compiler answers with the kernel as plain JavaScript
   * (type annotations blanked out), for plain runs of a kernel given as source text.
   */
  query?: "plain";
  /** Bounds checks in the generated code (default true; false only for trusted code). */
  checks?: boolean;
}

/** The compiler's answer to a request with `query: "plain"`. */
export interface PlainAnswer {
  kernel: string;
  plain: string;
}

export interface ParamInfo {
  name: string;
  kind: "array" | "scalar" | "texture";
  dtype: string;
  rank: number;
  written: boolean;
  atomic: boolean;
}

/** An argument slot of the chunk entry: a parameter, or (dim set) a hidden length. */
export interface SlotInfo {
  /** The launch's status block (runtime/faults.ts), not a parameter. */
  status?: true;
  param: number;
  /** -1: the array's length; k >= 0: shape[k]. Absent for the parameter itself. */
  dim?: number;
}

/** A loop bound as a postfix program over parameters, lengths and constants. */
export type BoundProgram = (number | string)[];

/** A checked array access in the generated code, for the message when it fails. */
export interface SiteInfo {
  /** The array's name where the access is written. */
  array: string;
  /** The kernel parameter the array is (-1: a device function's parameter or a local array). */
  param: number;
  /** A local array's size (-1 otherwise). */
  size: number;
  /** 0: the kernel's source; k: the k-th scope function's. */
  source: number;
  start: number;
  end: number;
}

/** The CPU's calling convention: one chunk wrapper over 8-byte argument slots. */
export interface CpuChunkAbi {
  kind: "cpu-chunk";
  chunk: string;
  slots: SlotInfo[];
  /** Checked accesses; a status block's state k > 0 names sites[k - 1]. */
  sites: SiteInfo[];
}

/** How a backend calls the generated code; each generator describes its own. */
export type Abi = CpuChunkAbi;

export interface CompileResult {
  kernel: string;
  target: string;
  entry: string;
  floatContext: "f32" | "f64";
  params: ParamInfo[];
  abi: Abi;
  loop: { grid: boolean; start: BoundProgram; extents: BoundProgram[] };
  features: string[];
  code: string;
}

interface Diagnostic {
  code: number;
  class: string;
  source: number;
  start: number;
  end: number;
  message: string;
}

function floatBits(v: number): string {
  const b = new DataView(new ArrayBuffer(8));
  b.setFloat64(0, v);
  return b.getBigUint64(0).toString(16).padStart(16, "0");
}

/** Reads a scope object ({ N: 16, helper: fn }) into request entries; rejects what can't be. */
export function scopeEntries(kernelName: string, scope: Record<string, unknown> | undefined): ScopeEntry[] {
  const out: ScopeEntry[] = [];
  if (!scope) return out;
  for (const name of Object.keys(scope).sort()) {
    const v = scope[name];
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
      throw new KernelError(`scope name '${name}' is not an identifier`, { kernelName });
    }
    if (typeof v === "number") {
      if (Number.isInteger(v) && Math.abs(v) < 2 ** 63) out.push({ name, kind: "int", value: BigInt(v).toString() });
      else out.push({ name, kind: "float", value: floatBits(v) });
    } else if (typeof v === "bigint") {
      out.push({ name, kind: "bigint", value: BigInt.asIntN(64, v).toString() });
    } else if (typeof v === "boolean") {
      out.push({ name, kind: "bool", value: v ? "1" : "0" });
    } else if (typeof v === "function") {
      out.push({ name, kind: "function", value: v.toString() });
    } else if (typeof v === "string") {
      out.push({ name, kind: "function", value: v });
    } else {
      throw new KernelError(
        `scope entry '${name}' is a ${v === null ? "null" : typeof v}; scope holds functions, numbers, bigints and booleans`,
        { kernelName },
      );
    }
  }
  return out;
}

function paramLine(p: ParamSpec): string {
  switch (p.kind) {
    case "array":
      return p.clamped ? `param array ${p.dtype} ${p.rank} clamped` : `param array ${p.dtype} ${p.rank}`;
    case "scalar":
      return `param scalar ${p.dtype}`;
    case "number":
      return "param number";
    case "texture":
      return `param texture ${p.extents.join(" ")}`;
  }
}

export function requestText(r: CompileRequest): string {
  const t = r.target;
  const lines = ["tack 1"];
  if (r.query) lines.push(`query ${r.query}`);
  lines.push(
    `target ${t.target}`,
    `label ${t.label}`,
    `dtypes ${t.dtypes.join(",")}`,
    `atomics ${t.atomics.join(",")}`,
    `workgroups ${t.workgroups ? 1 : 0}`,
  );
  if (t.triple) lines.push(`triple ${t.triple}`);
  if (t.noalias) lines.push("noalias 1");
  if (r.checks === false) lines.push("checks off");
  if (r.name) lines.push(`name ${r.name}`);
  for (const p of r.params ?? []) lines.push(paramLine(p));
  const texts: string[] = [];
  for (const s of r.scope ?? []) {
    if (s.kind === "function") texts.push(`function ${s.name} ${s.value.length}\n${s.value}`);
    else lines.push(`const ${s.name} ${s.kind} ${s.value}`);
  }
  return lines.join("\n") + "\n" + texts.join("") + `source ${r.source.length}\n${r.source}`;
}

/** Guesses the kernel's name from its source for messages, before the compiler has read it. */
export function nameFromSource(source: string): string {
  const m = /^\s*(?:export\s+(?:default\s+)?)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/.exec(source)
    ?? /^\s*([A-Za-z_$][\w$]*)\s*\(/.exec(source);
  return m ? m[1] : "kernel";
}

/** Runs a request on `compiler` and returns its result, or throws the kernel's error. */
export function runRequest(compiler: Pick<Compiler, "compile">, r: CompileRequest): CompileResult {
  const text = requestText(r);
  let out: string;
  try {
    out = compiler.compile(text);
  } catch (e) {
    const kernelName = r.name || nameFromSource(r.source);
    if (e instanceof CompilerTrap) {
      throw new KernelError(`internal compiler error (${e.message}); please report it with the kernel's source`, {
        kernelName,
        cause: e,
      });
    }
    throw e;
  }
  return readResult(out, r);
}

export function readResult(out: string, r: CompileRequest): CompileResult {
  const res = JSON.parse(out) as ({ ok: true } & CompileResult) | { ok: false; kernel: string; diagnostics: Diagnostic[] };
  if (res.ok) return res;
  const kernelName = res.kernel || r.name || nameFromSource(r.source);
  const d = res.diagnostics[0];
  const texts = [r.source, ...(r.scope ?? []).filter((s) => s.kind === "function").map((s) => s.value)];
  const text = texts[d.source] ?? r.source;
  const where = d.start > 0 || d.end > 0 ? lineColumn(text, d.start) : undefined;
  const scopeName = d.source > 0 ? (r.scope ?? []).filter((s) => s.kind === "function")[d.source - 1]?.name : undefined;
  const message = scopeName ? `${d.message} (in scope function '${scopeName}')` : d.message;
  throw makeKernelError(d.class, message, {
    kernelName,
    line: where?.line,
    column: where?.column,
    codeFrame: where ? codeFrame(text, d.start, d.end) : undefined,
    code: d.code,
  });
}
