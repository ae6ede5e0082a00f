/**
 * Builds compile requests (the line protocol of compiler/request.ts) and reads results.
 * Everything a request says is part of what the compiled code depends on, so the request
 * text itself is the natural cache key.
 */
import { CompilerTrap, type Compiler } from "../wasm/host.js";
import { describeValue, dtypeOfTypedArray, isDtypeName } from "./dtypes.js";
import { codeFrame, KernelError, KernelRangeError, KernelTypeError, lineColumn, makeKernelError, type ErrorCounts } from "./errors.js";
import { isTargetName, type TargetDescriptor } from "./targets.js";

export type { TargetDescriptor };

/** One parameter of a signature, as the compiler reads it. */
export type ParamSpec =
  /** `clamped`: a Uint8ClampedArray, whose stores clamp to 0..255 and round half to even. */
  | { kind: "array"; dtype: string; rank: number; clamped?: boolean; vec?: number }
  | { kind: "scalar"; dtype: string }
  /** A plain JS number that is not an integer: a float of the float context. */
  | { kind: "number" }
  | { kind: "texture"; extents: [number, number, number] };

export interface ScopeEntry {
  name: string;
  kind: "int" | "float" | "bigint" | "bool" | "function" | "table";
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
   * `"outline"`: the module's functions, their parameters and annotations (compiler/outline.ts).
   * `"params"`: the kernel's parameters as written and as variants take them (object fields flattened).
   */
  query?: "plain" | "outline" | "params";
  /** Bounds checks in the generated code (default true; false only for trusted code). */
  checks?: boolean;
  /** A kernel of several parallel loops: the phase to compile (default 0; runtime/phases.ts). */
  phase?: number;
  /**
   * Arrays of vectors by where the call passes them: `#i` (parameter i as written) or `#i.pos`
   * (field `pos` of object parameter i), with their widths. Needed where object parameters are
   * flattened (the compiler matches vector parameters by position otherwise).
   */
  vectors?: { key: string; width: number }[];
}

/** The highest phase index a request may name (the compiler reads at most 4 digits). */
export const MAX_PHASE = 9999;

/** The compiler's answer to a request with `query: "plain"`. */
export interface PlainAnswer {
  kernel: string;
  plain: string;
  /**
   * The module-level name of the kernel's function, or the member a CommonJS module assigns it
   * to (`exports.k`, `module.exports.k`); "" for a lone function expression. A module's text returns it.
   */
  binding?: string;
  /** Per parameter: 2 or 3 when the kernel indexes it `a[i][j]`/`a[i][j][k]` (the plain run passes rows), else 0. */
  nested?: number[];
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

/** An array access of the kernel or its device functions, and what the bounds pass decided. */
export interface AccessInfo {
  array: string;
  /** 0: the kernel's source; k: the k-th scope function's. */
  source: number;
  start: number;
  end: number;
  /** "hoisted": proved at the loop's ends once per block; "checked": at the access; "off": checks off. */
  check: "hoisted" | "checked" | "off";
}

/** The compiler's answer to a request with `query: "outline"`: the module's functions in source order. */
export interface OutlineAnswer {
  functions: OutlineFunction[];
}

export interface OutlineFunction {
  name: string;
  start: number;
  end: number;
  nameStart: number;
  /** Shaped like a kernel (a top-level range/grid loop, no value returned), not a device function. */
  kernel: boolean;
  /** Not kernel language (ordinary code beside the kernels; or a kernel with a mistake, which compiling it reports). */
  foreign?: true;
  params: { name: string; annotation: string; start: number; end: number }[];
}

/** A host loop of a phase schedule: its body runs max(0, to - from) times. */
export interface HostLoopInfo {
  from: BoundProgram;
  to: BoundProgram;
  /** The kernel parameter (index into `params`) that carries the counter's value to the body's phases. */
  param: number;
  body: ScheduleEntry[];
}

/** A phase's number, or a host loop around phases. */
export type ScheduleEntry = number | HostLoopInfo;

export interface PhasesInfo {
  count: number;
  /** The phase this result's code runs. */
  index: number;
  schedule: ScheduleEntry[];
  /** Each phase's source range [start, end] in the kernel's source. */
  sites: [number, number][];
}

export interface CompileResult {
  kernel: string;
  target: string;
  entry: string;
  floatContext: "f32" | "f64";
  params: ParamInfo[];
  abi: Abi;
  loop: { grid: boolean; start: BoundProgram; extents: BoundProgram[] };
  features: string[];
  /** A kernel of several phases (absent for one parallel loop): runtime/phases.ts runs them. */
  phases?: PhasesInfo;
  /** Each array access and how its bounds are checked (compiler/passes/accesses.ts). */
  accesses: AccessInfo[];
  /** What the kernel's author should know about a kernel that compiles (absent when nothing): runtime/warnings.ts reports them. */
  warnings?: KernelWarning[];
  code: string;
}

/** A compiler warning, located in the kernel's source (the text compiled: a function's, or a file's for tack.compile). */
export interface KernelWarning {
  /** The compiler's diagnostic code (compiler/diagnostics.ts). */
  code: number;
  message: string;
  /** 1-based, in UTF-16 units. */
  line: number;
  column: number;
}

/** A warning as the compiler writes it: a range in one of the request's sources. */
interface RawWarning {
  code: number;
  source: number;
  start: number;
  end: number;
  message: string;
}

interface Diagnostic {
  code: number;
  class: string;
  source: number;
  start: number;
  end: number;
  message: string;
  /** A count mismatch's counts (code 2010: parameters, signature entries). */
  counts?: ErrorCounts;
}

// ---- what may go on a request line (DESIGN.md §8: the protocol cannot be injected) --------
//
// Every text a request line carries is checked against its alphabet here, before it is
// written: a name is a JS identifier, a triple `[A-Za-z0-9_.-]+`, dtypes are dtype names,
// numbers are digits. Kernel source and scope function texts are length-prefixed and need no
// check. compiler/request.ts checks the same alphabets again (defence in depth); a request it
// refuses is "malformed", which user input must never produce.

/** A JS identifier (Unicode ID_Start/ID_Continue, `$`, `_`, ZWNJ/ZWJ), as kernel and scope names are. */
const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;
const MAX_NAME_LENGTH = 256;

// The checks on every request's path are loops, not patterns: V8 compiles a pattern at its
// first run (to bytecode) and again at its second (to machine code), ~0.015-0.03 ms each, and a
// fresh process's first launch ran three of them for the first or second time (issue 9).

/** An LLVM target triple's alphabet, 1 to 128 of `[A-Za-z0-9_.-]`. */
function isTriple(s: string): boolean {
  if (s.length < 1 || s.length > 128) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!(isAsciiAlnum(c) || c === 0x5f || c === 0x2e || c === 0x2d)) return false;
  }
  return true;
}

/** Has `s` a control character (C0, DEL, C1) or a line or paragraph separator? */
function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029) return true;
  }
  return false;
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** The common case of IDENTIFIER, an ASCII name: `[A-Za-z$_][A-Za-z0-9$_]*`. */
function isAsciiIdentifier(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (!((isAsciiAlnum(c) && (i > 0 || c > 0x39)) || c === 0x24 || c === 0x5f)) return false;
  }
  return true;
}

/** The most characters a kernel's source and its scope functions' sources may hold together. */
export const MAX_SOURCE_CHARS = 1024 * 1024;

/** A string for a message: in single quotes, control characters escaped, cut to a bounded length. */
export function quote(s: string, max = 60): string {
  const cut = s.length > max ? `${s.slice(0, max)}…` : s;
  const escaped = JSON.stringify(cut)
    .slice(1, -1)
    .replace(/\\"/g, '"')
    .replace(/'/g, "\\'")
    .replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `'${escaped}'`;
}

export function isIdentifier(s: unknown): s is string {
  return typeof s === "string" && s.length <= MAX_NAME_LENGTH && (isAsciiIdentifier(s) || IDENTIFIER.test(s));
}

/** A name option (`name`, a scope name): a string that is a JS identifier, or a typed error naming the option. */
export function checkName(kernelName: string, name: unknown, option: string): string {
  if (typeof name !== "string") throw new KernelTypeError(`the ${option} option is a string, not ${describeValue(name)}`, { kernelName });
  if (name.length > MAX_NAME_LENGTH || !isIdentifier(name)) {
    const why = name.length > MAX_NAME_LENGTH
      ? `is longer than ${MAX_NAME_LENGTH} characters`
      : hasControl(name) ? "holds control characters" : "is not a JS identifier";
    throw new KernelRangeError(`the ${option} option ${quote(name)} ${why}; names are JS identifiers`, { kernelName });
  }
  return name;
}

/** A target triple option: `[A-Za-z0-9_.-]+`. */
export function checkTriple(kernelName: string, triple: unknown): string {
  if (typeof triple !== "string") throw new KernelTypeError(`the triple option is a string, not ${describeValue(triple)}`, { kernelName });
  if (!isTriple(triple)) {
    throw new KernelRangeError(
      `the triple option ${quote(triple)} is not a target triple: at most 128 letters, digits, '_', '.' and '-' (such as "x86_64-unknown-linux-gnu")`,
      { kernelName },
    );
  }
  return triple;
}

/** Refuses text with control characters (signature strings and other one-line options). */
export function checkOneLine(kernelName: string, text: string, what: string): void {
  if (hasControl(text)) throw new KernelRangeError(`${what} ${quote(text)} holds control characters; they are refused`, { kernelName });
}

/** Refuses sources larger than MAX_SOURCE_CHARS (the kernel's and its scope functions', together) before any compile. */
export function checkSourceSize(kernelName: string, source: string, scope: readonly ScopeEntry[] = []): void {
  let total = source.length;
  for (const s of scope) if (s.kind === "function") total += s.value.length;
  if (total > MAX_SOURCE_CHARS) {
    throw new KernelRangeError(
      `the kernel's source and its scope functions hold ${total} characters; the limit is ${MAX_SOURCE_CHARS} (1 MiB) per kernel`,
      { kernelName },
    );
  }
}

/** The name a function gives a kernel: its own name when that is an identifier, else one read off its source. */
export function defaultKernelName(fn: unknown, source: string): string {
  let own: unknown;
  try {
    own = typeof fn === "function" ? fn.name : undefined;
  } catch {
    own = undefined;
  }
  return isIdentifier(own) ? own : nameFromSource(source);
}

function floatBits(v: number): string {
  const b = new DataView(new ArrayBuffer(8));
  b.setFloat64(0, v);
  return b.getBigUint64(0).toString(16).padStart(16, "0");
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Reads a scope object ({ N: 16, helper: fn }) into request entries; rejects what can't be. */
export function scopeEntries(kernelName: string, scope: unknown): ScopeEntry[] {
  const out: ScopeEntry[] = [];
  if (scope === undefined) return out;
  if (!isRecord(scope) || typedArrayLike(scope)) {
    throw new KernelTypeError(`the scope option is an object of names ({ N: 16, helper }), not ${describeValue(scope)}`, { kernelName });
  }
  for (const name of Object.keys(scope).sort()) {
    if (!isIdentifier(name)) {
      throw new KernelRangeError(`scope name ${quote(name)} is not a JS identifier${hasControl(name) ? " (it holds control characters)" : ""}`, { kernelName });
    }
    const v = scope[name];
    if (isClass(v)) {
      // a class's static constants (`Params.G`): constants named with their dots
      out.push(...staticEntries(kernelName, name, v as Record<string, unknown>, 1));
      continue;
    }
    const constant = constantEntry(name, v);
    if (constant !== null) {
      out.push(constant);
    } else if (typeof v === "function") {
      out.push({ name, kind: "function", value: Function.prototype.toString.call(v) });
    } else if (typeof v === "string") {
      out.push({ name, kind: "function", value: v });
    } else if (Array.isArray(v) || typedArrayLike(v as object)) {
      out.push({ name, kind: "table", value: tableValue(kernelName, name, v as ArrayLike<unknown>) });
    } else {
      throw new KernelTypeError(
        `scope entry '${name}' is ${describeValue(v)}; scope holds functions (or their source text), numbers, bigints, booleans and tables (arrays of numbers, TypedArrays)`,
        { kernelName },
      );
    }
  }
  return out;
}

/**
 * A number, bigint or boolean in scope as its entry (an integer-valued number below 2^63 as
 * `int`, any other as the hex of its f64 bits, exactly; a bigint wrapped to 64 bits), or null
 * for any other value.
 */
function constantEntry(name: string, v: unknown): ScopeEntry | null {
  if (typeof v === "number") {
    if (Number.isInteger(v) && Math.abs(v) < 2 ** 63) return { name, kind: "int", value: BigInt(v).toString() };
    return { name, kind: "float", value: floatBits(v) };
  }
  if (typeof v === "bigint") return { name, kind: "bigint", value: BigInt.asIntN(64, v).toString() };
  if (typeof v === "boolean") return { name, kind: "bool", value: v ? "1" : "0" };
  return null;
}

/** `class X {...}`: its source text starts with `class` (a function's never does). */
function isClass(v: unknown): boolean {
  return typeof v === "function" && /^class\b/.test(Function.prototype.toString.call(v));
}

/**
 * The compile-time constants a class in scope gives by its `static` fields (`static readonly G =
 * 6.67e-11`, `static T = [1, 2]`), named `Name.field` (static classes and plain objects in them
 * to a depth of 3). Static methods, getters and other values are left out: a kernel that reads
 * one is refused where it does, as an unknown property.
 */
function staticEntries(kernelName: string, prefix: string, v: Record<string, unknown>, depth: number): ScopeEntry[] {
  const out: ScopeEntry[] = [];
  const keys = isClass(v) ? Object.getOwnPropertyNames(v).filter((k) => k !== "length" && k !== "name" && k !== "prototype") : Object.keys(v);
  for (const key of keys.sort()) {
    const d = Object.getOwnPropertyDescriptor(v, key);
    if (d === undefined || !("value" in d) || !isIdentifier(key)) continue; // getters are code, not constants
    const x = d.value as unknown;
    const name = `${prefix}.${key}`;
    const constant = constantEntry(name, x);
    if (constant !== null) {
      out.push(constant);
    } else if (Array.isArray(x) || (typeof x === "object" && x !== null && typedArrayLike(x))) {
      out.push({ name, kind: "table", value: tableValue(kernelName, name, x as ArrayLike<unknown>) });
    } else if (depth < 3 && (isClass(x) || (isRecord(x) && Object.getPrototypeOf(x) === Object.prototype))) {
      out.push(...staticEntries(kernelName, name, x as Record<string, unknown>, depth + 1));
    }
  }
  return out;
}

/** Most elements a constant table may have (the compiler's localArray limit). */
const MAX_TABLE = 65536;

/**
 * A constant table's request value, `DTYPE V0 V1 ...`: a TypedArray keeps its dtype; an array
 * of numbers is i32 when every element is an i32 integer, else u32 when every one is a u32
 * integer (hash and CRC tables), else f64; an array of bigints is i64.
 * Floats travel as the hex of their f64 bits, so every value arrives exactly.
 */
function tableValue(kernelName: string, name: string, v: ArrayLike<unknown>): string {
  const n = v.length;
  if (n === 0 || n > MAX_TABLE) {
    throw new KernelRangeError(`scope table '${name}' has ${n} elements; a table has 1 to ${MAX_TABLE}`, { kernelName });
  }
  let dtype: string | undefined = dtypeOfTypedArray(v);
  if (dtype === undefined) {
    const all = Array.from(v);
    if (all.every((x) => typeof x === "bigint")) dtype = "i64";
    else if (all.every((x) => typeof x === "number")) {
      const ints = all.every((x) => Number.isInteger(x));
      const within = (lo: number, hi: number) => ints && all.every((x) => (x as number) >= lo && (x as number) < hi);
      dtype = within(-(2 ** 31), 2 ** 31) ? "i32" : within(0, 2 ** 32) ? "u32" : "f64";
    }
    else {
      const bad = all.findIndex((x) => typeof x !== "number");
      throw new KernelTypeError(`scope table '${name}' holds ${describeValue(all[bad])} at index ${bad}; a table holds numbers (or bigints) only`, { kernelName });
    }
  }
  const isFloatTable = dtype === "f32" || dtype === "f64";
  const parts = new Array<string>(n);
  for (let i = 0; i < n; i++) parts[i] = isFloatTable ? floatBits(Number(v[i])) : BigInt(v[i] as number | bigint).toString();
  return `${dtype} ${parts.join(" ")}`;
}

function typedArrayLike(v: object): boolean {
  return ArrayBuffer.isView(v);
}

/** What `tack.kernel(fn, options)` was given, checked: each refusal names the kernel and the option. */
export interface KernelSetup {
  source: string;
  name: string;
  scope: ScopeEntry[];
  scopeObject: Record<string, unknown> | undefined;
  checks: boolean;
  timeoutMs: number | undefined;
  tier: "fast" | "optimized" | "auto";
}

const TIERS = ["fast", "optimized", "auto"];
/** A misspelt option (`teir`) would silently be the default; it is refused like tack.compile()'s. */
const KERNEL_OPTIONS = ["name", "scope", "checks", "timeoutMs", "tier", "seed"];

export function kernelSetup(fn: unknown, options: unknown): KernelSetup {
  if (typeof fn !== "function" && typeof fn !== "string") {
    throw new TypeError(`tack.kernel() takes a function or its source text, not ${describeValue(fn)}`);
  }
  const source = typeof fn === "function" ? Function.prototype.toString.call(fn) : fn;
  let name = defaultKernelName(fn, source);
  if (options === undefined) options = {};
  if (!isRecord(options)) throw new KernelTypeError(`tack.kernel()'s options are an object ({ name, scope, checks, timeoutMs, tier, seed }), not ${describeValue(options)}`, { kernelName: name });
  if (options.name !== undefined) name = checkName(name, options.name, "name");
  const scopeObject = options.scope;
  const scope = scopeEntries(name, scopeObject);
  const checks = options.checks;
  if (checks !== undefined && checks !== "on" && checks !== "off") {
    throw new KernelTypeError(`the checks option is "on" or "off", not ${typeof checks === "string" ? quote(checks) : describeValue(checks)}`, { kernelName: name });
  }
  const timeoutMs = options.timeoutMs;
  if (timeoutMs !== undefined && typeof timeoutMs !== "number") {
    throw new KernelTypeError(`the timeoutMs option is a number of milliseconds, not ${describeValue(timeoutMs)}`, { kernelName: name });
  }
  for (const key of Object.keys(options)) {
    if (!KERNEL_OPTIONS.includes(key)) {
      throw new KernelRangeError(`tack.kernel() has no option ${quote(key)}; its options are ${KERNEL_OPTIONS.join(", ")}`, { kernelName: name });
    }
  }
  const tier = options.tier ?? "auto";
  if (typeof tier !== "string" || !TIERS.includes(tier)) {
    throw new KernelTypeError(`the tier option is "fast", "optimized" or "auto", not ${typeof tier === "string" ? quote(tier) : describeValue(tier)}`, { kernelName: name });
  }
  checkSourceSize(name, source, scope);
  return {
    source, name, scope, scopeObject: scopeObject as Record<string, unknown> | undefined, checks: checks !== "off", timeoutMs,
    tier: tier as KernelSetup["tier"],
  };
}

/** The largest texture extent product the compiler takes (its extents are i32). */
const MAX_TEXELS = 2 ** 31 - 1;

function paramLine(p: ParamSpec, bad: (what: string) => never): string {
  switch (p?.kind) {
    case "array":
      if (!isDtypeName(p.dtype)) bad(`array dtype ${describeValue(p.dtype)}`);
      if (!Number.isInteger(p.rank) || p.rank < 1 || p.rank > 8) bad(`array rank ${describeValue(p.rank)}`);
      if (p.clamped && p.dtype !== "u8") bad(`clamped ${p.dtype} array`);
      if (p.vec !== undefined && ((p.vec !== 2 && p.vec !== 3 && p.vec !== 4) || p.rank !== 2 || p.clamped)) bad(`array of vectors ${describeValue(p.vec)}`);
      if (p.vec !== undefined) return `param array ${p.dtype} ${p.rank} vec${p.vec}`;
      return p.clamped ? `param array ${p.dtype} ${p.rank} clamped` : `param array ${p.dtype} ${p.rank}`;
    case "scalar":
      if (!isDtypeName(p.dtype) && p.dtype !== "bool") bad(`scalar dtype ${describeValue(p.dtype)}`);
      return `param scalar ${p.dtype}`;
    case "number":
      return "param number";
    case "texture": {
      const e = p.extents;
      if (!Array.isArray(e) || e.length !== 3 || e.some((x) => !Number.isInteger(x) || x < 1) || e[0] * e[1] * e[2] > MAX_TEXELS) {
        bad(`texture extents ${describeValue(e)}`);
      }
      return `param texture ${e.join(" ")}`;
    }
    default:
      return bad(`parameter ${describeValue(p)}`);
  }
}

const TABLE_VALUE = /^(i8|u8|i16|u16|i32|u32|i64|u64|f32|f64)( (-?\d{1,20}|[0-9a-f]{16}))+$/;
const SCOPE_VALUE: Record<string, RegExp> = { int: /^-?\d{1,20}$/, bigint: /^-?\d{1,20}$/, bool: /^[01]$/, float: /^[0-9a-f]{16}$/ };

/**
 * The request's text. Every value that goes on a line is checked against its alphabet first,
 * so no option can add a line or end one early; a value that fails is a KernelError
 * "malformed compile request" (the front doors — tack.kernel, tack.compile, the device — refuse bad options before this,
 * naming the option, so this is the last guard).
 */
export function requestText(r: CompileRequest): string {
  // tested once: V8 compiles a pattern to machine code at its second run, a cost on a first launch
  const nameOk = isIdentifier(r.name);
  const kernelName = nameOk ? r.name as string : nameFromSource(typeof r.source === "string" ? r.source : "");
  // not a user's error: every option is checked where it is given, naming it; this is the last guard
  const bad = (what: string): never => {
    throw new KernelError(`malformed compile request: the runtime refused to send this ${what}`, { kernelName, code: 3001 });
  };
  const t = r.target;
  if (typeof r.source !== "string") bad(`source (${describeValue(r.source)})`);
  if (typeof t !== "object" || t === null) bad(`target ${describeValue(t)}`);
  if (!isTargetName(t.target)) bad(`target ${describeValue(t.target)}`);
  if (typeof t.label !== "string" || t.label.length > 200 || hasControl(t.label)) bad(`device label ${describeValue(t.label)}`);
  for (const list of [t.dtypes, t.atomics]) {
    if (!Array.isArray(list) || !list.every(isDtypeName)) bad(`dtype list ${describeValue(list)}`);
  }
  const lines = ["tack 1"];
  if (r.query !== undefined) {
    if (r.query !== "plain" && r.query !== "outline" && r.query !== "params") bad(`query ${describeValue(r.query)}`);
    lines.push(`query ${r.query}`);
  }
  lines.push(
    `target ${t.target}`,
    `label ${t.label}`,
    `dtypes ${t.dtypes.join(",")}`,
    `atomics ${t.atomics.join(",")}`,
    `workgroups ${t.workgroups ? 1 : 0}`,
  );
  if (t.triple !== undefined && t.triple !== "") {
    if (typeof t.triple !== "string" || !isTriple(t.triple)) bad(`triple ${typeof t.triple === "string" ? quote(t.triple) : describeValue(t.triple)}`);
    lines.push(`triple ${t.triple}`);
  }
  if (t.noalias) lines.push("noalias 1");
  if (t.spmd !== undefined && t.spmd !== 0) {
    if (t.spmd !== 4 && t.spmd !== 8 && t.spmd !== 16) bad(`spmd lane count ${describeValue(t.spmd)}`);
    lines.push(`spmd ${t.spmd}${t.spmdAlways ? " always" : ""}`);
  }
  if (t.fma) lines.push("fma 1");
  if (r.checks === false) lines.push("checks off");
  if (r.phase !== undefined && r.phase !== 0) {
    if (!Number.isInteger(r.phase) || r.phase < 0 || r.phase > MAX_PHASE) bad(`phase ${describeValue(r.phase)}`);
    lines.push(`phase ${r.phase}`);
  }
  if (r.name !== undefined && r.name !== "") {
    if (!nameOk) bad(`name ${typeof r.name === "string" ? quote(r.name) : describeValue(r.name)}`);
    lines.push(`name ${r.name}`);
  }
  if (r.params !== undefined) {
    if (!Array.isArray(r.params)) bad(`parameter list ${describeValue(r.params)}`);
    for (const p of r.params) lines.push(paramLine(p, bad));
  }
  for (const v of r.vectors ?? []) {
    if (typeof v.key !== "string" || !VEC_KEY.test(v.key) || hasControl(v.key) || (v.width !== 2 && v.width !== 3 && v.width !== 4)) bad(`vector parameter ${describeValue(v.key)}`);
    lines.push(`vec ${v.key} ${v.width}`);
  }
  const texts: string[] = [];
  for (const s of r.scope ?? []) {
    if (!(s.kind === "function" ? isIdentifier(s.name) : s.name.split(".").every(isIdentifier))) bad(`scope name ${typeof s.name === "string" ? quote(s.name) : describeValue(s.name)}`);
    if (typeof s.value !== "string") bad(`scope value ${describeValue(s.value)}`);
    if (s.kind === "function") {
      texts.push(`function ${s.name} ${s.value.length}\n${s.value}`);
    } else if (s.kind === "table") {
      if (!TABLE_VALUE.test(s.value)) bad(`scope table ${quote(s.name)}`);
      lines.push(`table ${s.name} ${s.value}`);
    } else {
      if (!Object.hasOwn(SCOPE_VALUE, s.kind) || !SCOPE_VALUE[s.kind].test(s.value)) bad(`scope constant ${quote(`${s.kind} ${s.value}`)}`);
      lines.push(`const ${s.name} ${s.kind} ${s.value}`);
    }
  }
  return lines.join("\n") + "\n" + texts.join("") + `source ${r.source.length}\n${r.source}`;
}

/** `#2` or `#2.pos.sub`: a parameter by position, then field names (the compiler checks their alphabet). */
const VEC_KEY = /^#\d{1,4}(\.[^\s.]+)*$/;

/** Guesses the kernel's name from its source for messages, before the compiler has read it. */
export function nameFromSource(source: string): string {
  // module text: import lines, comments and a directive may come first
  const lead = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|import\b[^;]*;|(["'])use strict\1;?)*/.exec(source.length > 65536 ? source.slice(0, 65536) : source);
  if (lead && lead[0].length > 0) source = source.slice(lead[0].length);
  const m = /^\s*(?:export\s+(?:default\s+)?)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/.exec(source)
    ?? /^\s*([A-Za-z_$][\w$]*)\s*\(/.exec(source)
    // module text with declarations before its kernel: the exported function, else the first one on a line of its own
    ?? /^[ \t]*export\s+(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/m.exec(source.slice(0, 65536))
    ?? /^[ \t]*(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/m.exec(source.slice(0, 65536));
  // an anonymous `function (...)` is not named "function"
  return m && m[1] !== "function" && m[1] !== "async" ? m[1] : "kernel";
}

/** Runs a request on `compiler` and returns its result, or throws the kernel's error. */
export function runRequest(compiler: Pick<Compiler, "compile">, r: CompileRequest): CompileResult {
  const text = requestText(r);
  checkSourceSize(r.name || nameFromSource(r.source), r.source, r.scope);
  let out: string;
  try {
    out = compiler.compile(text);
  } catch (e) {
    if (e instanceof CompilerTrap) throw internalCompilerError(r.name || nameFromSource(r.source), e.message, e);
    throw e;
  }
  return readResult(out, r);
}

/** The compiler's warnings with a line and column in the source each names (0 the kernel's, k the k-th scope function's). */
function locateWarnings(raw: RawWarning[], r: CompileRequest): KernelWarning[] {
  const texts = [r.source, ...(r.scope ?? []).filter((s) => s.kind === "function").map((s) => s.value)];
  return raw.map((w) => ({ code: w.code, message: w.message, ...lineColumn(texts[w.source] ?? r.source, w.start) }));
}

/** A trap inside the compiler, as the kernel's error. */
export function internalCompilerError(kernelName: string, trap: string, cause: unknown): KernelError {
  return new KernelError(`internal compiler error (${trap}); please report it with the kernel's source`, { kernelName, cause });
}

export function readResult(out: string, r: CompileRequest): CompileResult {
  const res = JSON.parse(out) as ({ ok: true } & CompileResult) | { ok: false; kernel: string; diagnostics: Diagnostic[] };
  if (res.ok) {
    // in place, so the result's keys keep the compiler's order (variant-entry.ts RESULT_SHAPE)
    if (res.warnings !== undefined) res.warnings = locateWarnings(res.warnings as unknown as RawWarning[], r);
    return res;
  }
  const kernelName = res.kernel || r.name || nameFromSource(r.source);
  const d = res.diagnostics[0];
  const texts = [r.source, ...(r.scope ?? []).filter((s) => s.kind === "function").map((s) => s.value)];
  const text = texts[d.source] ?? r.source;
  const where = d.start > 0 || d.end > 0 ? lineColumn(text, d.start) : undefined;
  const scopeName = d.source > 0 ? (r.scope ?? []).filter((s) => s.kind === "function")[d.source - 1]?.name : undefined;
  // a diagnostic that quotes a source character quotes it escaped (no raw control or bidi characters in messages)
  const said = d.message.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const message = scopeName ? `${said} (in scope function '${scopeName}')` : said;
  throw makeKernelError(d.class, message, {
    kernelName,
    line: where?.line,
    column: where?.column,
    codeFrame: where ? codeFrame(text, d.start, d.end) : undefined,
    code: d.code,
    ...(d.counts !== undefined ? { counts: d.counts } : {}),
  });
}
