/**
 * `tack.kernel(fn)` and dispatch (DESIGN.md §2, §4). A call reads its signature off the
 * arguments; a signature seen before on this device hits the fast path, a prepared
 * LaunchPlan that only validates and packs. A miss runs the front half (the sandboxed
 * compiler) and the backend's native compile, then records the plan.
 *
 * The CPU adds one key element: whether the arrays the kernel writes overlap any other array
 * argument. Disjoint calls use a variant whose array pointers are `noalias`, which lets LLVM
 * keep values in registers across stores and vectorize without runtime alias checks.
 */
import { TackArray } from "./array.js";
import type { Backend } from "./backend.js";
import { getDefaultDevice, type Device } from "./devices.js";
import { dtypeOfTypedArray, Scalar, type DtypeName, type TypedArray, type TypedArrayOf } from "./dtypes.js";
import { KernelRangeError, KernelTypeError } from "./errors.js";
import { dataOf, lengthOf, LaunchPlan } from "./launch.js";
import {
  inThreadCompiler, nameFromSource, runRequest, scopeEntries, type CompileResult, type ParamSpec, type ScopeEntry,
} from "./request.js";
import { runPlain } from "./plain.js";
import { Texture3D } from "./texture.js";

export interface KernelOptions {
  /** The kernel's name in messages and caches (bundlers rename functions: gemm → gemm2). */
  name?: string;
  /** Names the source uses: functions become device functions, numbers/bigints/booleans constants. */
  scope?: Record<string, unknown>;
}

/** What a kernel parameter accepts: a TypedArray parameter takes a tack.Array of its dtype too. */
export type KernelArg<P> = P extends Float32Array
  ? Float32Array | TackArray<"f32">
  : P extends Float64Array
    ? Float64Array | TackArray<"f64">
    : P extends Int32Array
      ? Int32Array | TackArray<"i32">
      : P extends Uint32Array
        ? Uint32Array | TackArray<"u32">
        : P extends Int16Array
          ? Int16Array | TackArray<"i16">
          : P extends Uint16Array
            ? Uint16Array | TackArray<"u16">
            : P extends Int8Array
              ? Int8Array | TackArray<"i8">
              : P extends Uint8Array
                ? Uint8Array | TackArray<"u8">
                : P extends BigInt64Array
                  ? BigInt64Array | TackArray<"i64">
                  : P extends BigUint64Array
                    ? BigUint64Array | TackArray<"u64">
                    : P extends number
                      ? number | Scalar
                      : P extends bigint
                        ? bigint | Scalar<"i64" | "u64">
                        : P extends boolean
                          ? boolean
                          : P;

export type KernelArgs<A extends unknown[]> = { [K in keyof A]: KernelArg<A[K]> };

export interface Kernel<A extends unknown[] = unknown[]> {
  /** Launches on the default device (or the arrays' device). CPU: returns after the range ran. */
  (...args: KernelArgs<A>): void;
  readonly kernelName: string;
  readonly source: string;
  /** Compiles (native compile off the event loop) if needed, then launches. */
  launchAsync(...args: KernelArgs<A>): Promise<void>;
  /** Compiles and caches the variant for these arguments without launching. */
  prepare(...args: KernelArgs<A>): void;
  /** Runs the kernel as plain JavaScript, sequentially: the reference every backend matches. */
  plain(...args: KernelArgs<A>): void;
  /** The generated code a launch with these arguments compiles. */
  inspect(args: KernelArgs<A>, options?: { device?: Device; noalias?: boolean }): string;
}

interface Entry {
  specs: ParamSpec[];
  /** Parameter indices the kernel may write, and every array parameter. */
  written: number[];
  arrays: number[];
  alias?: LaunchPlan;
  noalias?: LaunchPlan;
}

class KernelState {
  readonly source: string;
  readonly name: string;
  readonly scope: ScopeEntry[];
  readonly byBackend = new Map<Backend, Map<string, Entry>>();
  /**
   * A monomorphic inline cache in front of the signature map: the last call's argument
   * classes, compared one by one without building a key string.
   */
  last: Entry | null = null;
  lastBackend: Backend | null = null;
  lastDefault: Device | null = null;
  lastKinds: number[] = [];
  lastRefs: unknown[] = [];
  lastRanks: number[] = [];
  /** tack.Array arguments: the backend each lived on. */
  lastArrayBackends: unknown[] = [];
  /**
   * The innermost cache: the last launch's plan and arguments. A call passing the same array
   * objects (same lengths) and scalars of the same classes reuses the plan with its verified
   * disjointness and writability, reading no TypedArray accessor (`.buffer`, `.byteOffset`
   * cost 20-30 ns each in Node 20).
   */
  lastPlan: LaunchPlan | null = null;
  lastArgs: readonly unknown[] = [];
  lastLengths: number[] = [];

  constructor(fn: ((...args: never[]) => unknown) | string, options: KernelOptions) {
    this.source = typeof fn === "function" ? fn.toString() : fn;
    if (typeof fn !== "function" && typeof fn !== "string") {
      throw new TypeError(`tack.kernel() takes a function or its source text, not ${fn === null ? "null" : typeof fn}`);
    }
    this.name = options.name ?? (typeof fn === "function" && fn.name ? fn.name : nameFromSource(this.source));
    this.scope = scopeEntries(this.name, options.scope);
  }
}

// ---- signatures ----------------------------------------------------------------------------

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function describe(a: unknown): string {
  if (a === null) return "null";
  if (a === undefined) return "undefined";
  if (Array.isArray(a)) return "a plain Array (use a TypedArray or tack.array(values))";
  if (typeof a === "object") return `an object (${(a as object).constructor?.name ?? "Object"})`;
  return `a ${typeof a}`;
}

function argError(state: KernelState, i: number, what: string): never {
  throw new KernelTypeError(
    `argument ${i + 1} is ${what}; kernels take tack.Array, TypedArrays, numbers, bigints, booleans and dtype scalars such as tack.f64(0.5)`,
    { kernelName: state.name },
  );
}

/** One short code per argument: what the variant depends on. */
function signatureKey(state: KernelState, args: readonly unknown[]): string {
  let key = "";
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    switch (typeof a) {
      case "number":
        key += Number.isInteger(a) ? (a >= INT32_MIN && a <= INT32_MAX ? "i," : "l,") : "n,";
        break;
      case "bigint":
        key += "b,";
        break;
      case "boolean":
        key += "z,";
        break;
      case "object":
        if (a instanceof TackArray) key += `A${a.dtype}${a.shape.length},`;
        else if (a instanceof Scalar) key += `S${a.dtype},`;
        else if (a instanceof Texture3D) key += `X${a.extents.join("x")},`;
        else {
          const d = dtypeOfTypedArray(a);
          if (d === undefined) argError(state, i, describe(a));
          key += `A${d}1,`; // the same variant as a rank-1 tack.Array
        }
        break;
      default:
        argError(state, i, describe(a));
    }
  }
  return key;
}

function specsOf(args: readonly unknown[]): ParamSpec[] {
  return args.map((a): ParamSpec => {
    if (a instanceof TackArray) return { kind: "array", dtype: a.dtype, rank: a.shape.length };
    if (a instanceof Scalar) return { kind: "scalar", dtype: a.dtype };
    if (a instanceof Texture3D) return { kind: "texture", extents: [...a.extents] as [number, number, number] };
    if (typeof a === "number") {
      if (!Number.isInteger(a)) return { kind: "number" };
      return { kind: "scalar", dtype: a >= INT32_MIN && a <= INT32_MAX ? "i32" : "i64" };
    }
    if (typeof a === "bigint") return { kind: "scalar", dtype: "i64" };
    if (typeof a === "boolean") return { kind: "scalar", dtype: "bool" };
    return { kind: "array", dtype: dtypeOfTypedArray(a)!, rank: 1 };
  });
}

const K_INT32 = 0;
const K_INT64 = 1;
const K_FLOAT = 2;
const K_BIGINT = 3;
const K_BOOL = 4;
const K_TACK = 5;
const K_SCALAR = 6;
const K_TYPED = 7;
const K_TEXTURE = 8;

function argKind(a: unknown): number {
  switch (typeof a) {
    case "number":
      return Number.isInteger(a) ? (a >= INT32_MIN && a <= INT32_MAX ? K_INT32 : K_INT64) : K_FLOAT;
    case "bigint":
      return K_BIGINT;
    case "boolean":
      return K_BOOL;
    default:
      return a instanceof TackArray ? K_TACK : a instanceof Scalar ? K_SCALAR : a instanceof Texture3D ? K_TEXTURE : K_TYPED;
  }
}

/** What, besides its kind, an argument's class depends on (compared by identity, no allocation). */
function argRef(a: unknown, kind: number): unknown {
  if (kind === K_TACK) return (a as TackArray).dtype;
  if (kind === K_SCALAR) return (a as Scalar).dtype;
  if (kind === K_TYPED) return (a as object).constructor;
  if (kind === K_TEXTURE) return (a as Texture3D).extents.join("x");
  return null;
}

function matchesLast(state: KernelState, args: readonly unknown[]): boolean {
  const kinds = state.lastKinds;
  if (kinds.length !== args.length) return false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const k = argKind(a);
    if (k !== kinds[i]) return false;
    if (k === K_TACK) {
      const t = a as TackArray;
      if (t.dtype !== state.lastRefs[i] || t.shape.length !== state.lastRanks[i] || t.backend !== state.lastArrayBackends[i]) {
        return false;
      }
    } else if (k === K_SCALAR || k === K_TYPED) {
      if (argRef(a, k) !== state.lastRefs[i]) return false;
    } else if (k === K_TEXTURE && argRef(a, k) !== state.lastRefs[i]) {
      return false;
    }
  }
  return true;
}

function rememberLast(state: KernelState, args: readonly unknown[], backend: Backend, entry: Entry, def: Device): void {
  state.last = entry;
  state.lastBackend = backend;
  state.lastDefault = def;
  state.lastKinds = args.map(argKind);
  state.lastRefs = args.map((a, i) => argRef(a, state.lastKinds[i]));
  state.lastRanks = args.map((a) => (a instanceof TackArray ? a.shape.length : 0));
  state.lastArrayBackends = args.map((a) => (a instanceof TackArray ? a.backend : null));
}

// ---- device choice and per-call checks ---------------------------------------------------

/** The default device if it can address every array argument, else the arrays' own device. */
function chooseBackend(state: KernelState, args: readonly unknown[], forced?: Device): Backend {
  const def = forced ?? getDefaultDevice();
  let arraysBackend: Backend | null = null;
  for (const a of args) {
    if (!(a instanceof TackArray)) continue;
    if (arraysBackend && arraysBackend.memoryDomain !== a.backend.memoryDomain) {
      throw new KernelRangeError(
        `arrays of two devices in one launch (${arraysBackend.label} and ${a.backend.label}); move them with array.toDevice(d)`,
        { kernelName: state.name },
      );
    }
    arraysBackend ??= a.backend;
  }
  if (!arraysBackend || arraysBackend.memoryDomain === def.backend.memoryDomain) return def.backend;
  if (forced) {
    throw new KernelRangeError(`the arrays live on ${arraysBackend.label}, not on ${forced.label}`, { kernelName: state.name });
  }
  return arraysBackend;
}

function checkWritable(state: KernelState, plan: LaunchPlan, args: readonly unknown[]): void {
  for (const p of plan.writtenParams) {
    const a = args[p];
    if (a instanceof TackArray && !a.writable) {
      const name = plan.result.params[p].name;
      throw new KernelRangeError(`parameter '${name}' may be written, but its array is read-only`, { kernelName: state.name });
    }
  }
}

/** True when no array the kernel writes shares memory with another array argument. */
function writtenDisjoint(entry: Entry, args: readonly unknown[]): boolean {
  for (const w of entry.written) {
    const a = dataOf(args[w]);
    const aBuffer = a.buffer;
    const aStart = a.byteOffset;
    const aEnd = aStart + a.byteLength;
    for (const o of entry.arrays) {
      if (o === w) continue;
      const b = dataOf(args[o]);
      if (b.buffer !== aBuffer) continue;
      const bStart = b.byteOffset;
      if (bStart < aEnd && aStart < bStart + b.byteLength) return false;
    }
  }
  return true;
}

// ---- compiling variants --------------------------------------------------------------------

function frontHalf(state: KernelState, backend: Backend, specs: ParamSpec[], noalias: boolean): CompileResult {
  return runRequest(inThreadCompiler(), {
    source: state.source,
    name: state.name,
    params: specs,
    target: backend.targetDescriptor(noalias),
    scope: state.scope,
  });
}

function newEntry(state: KernelState, backend: Backend, args: readonly unknown[]): { entry: Entry; result: CompileResult } {
  const specs = specsOf(args);
  const result = frontHalf(state, backend, specs, true);
  const written: number[] = [];
  const arrays: number[] = [];
  result.params.forEach((p, i) => {
    if (p.written) written.push(i);
    if (p.kind !== "scalar") arrays.push(i);
  });
  return { entry: { specs, written, arrays }, result };
}

function buildPlan(state: KernelState, backend: Backend, result: CompileResult): LaunchPlan {
  return new LaunchPlan(state.name, result, backend.buildVariant(state.name, result));
}

async function buildPlanAsync(state: KernelState, backend: Backend, result: CompileResult): Promise<LaunchPlan> {
  return new LaunchPlan(state.name, result, await backend.buildVariantAsync(state.name, result));
}

interface Resolved {
  entry: Entry;
  noalias: boolean;
  plan?: LaunchPlan;
  /** Set on a miss: the front-half result for the variant to build. */
  result?: CompileResult;
}

function resolve(state: KernelState, args: readonly unknown[], forced?: Device): { backend: Backend; r: Resolved } {
  const backend = chooseBackend(state, args, forced);
  let perBackend = state.byBackend.get(backend);
  if (!perBackend) {
    perBackend = new Map();
    state.byBackend.set(backend, perBackend);
  }
  const key = signatureKey(state, args);
  let entry = perBackend.get(key);
  let first: CompileResult | undefined;
  if (!entry) {
    const made = newEntry(state, backend, args);
    entry = made.entry;
    first = made.result;
    perBackend.set(key, entry);
  }
  const noalias = writtenDisjoint(entry, args);
  const plan = noalias ? entry.noalias : entry.alias;
  if (plan) return { backend, r: { entry, noalias, plan } };
  const result = noalias && first ? first : frontHalf(state, backend, entry.specs, noalias);
  return { backend, r: { entry, noalias, result } };
}

function record(r: Resolved, plan: LaunchPlan): LaunchPlan {
  if (r.noalias) r.entry.noalias = plan;
  else r.entry.alias = plan;
  return plan;
}

/** Same objects (with unchanged lengths) and same-class primitives as the last launch? */
function sameAsLastLaunch(state: KernelState, args: readonly unknown[]): boolean {
  const prev = state.lastArgs;
  if (prev.length !== args.length) return false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const b = prev[i];
    if (a === b) {
      if (typeof a === "object" && lengthOf(a) !== state.lastLengths[i]) return false;
      continue;
    }
    const t = typeof a;
    if (t !== typeof b) return false;
    if (t === "number") {
      if (argKind(a) !== argKind(b)) return false;
    } else if (t !== "bigint" && t !== "boolean") {
      return false;
    }
  }
  return true;
}

function rememberLaunch(state: KernelState, plan: LaunchPlan, args: readonly unknown[]): void {
  state.lastPlan = plan;
  state.lastArgs = args;
  state.lastLengths = args.map((a) => (typeof a === "object" && a !== null ? lengthOf(a) : 0));
}

function launchSync(state: KernelState, args: readonly unknown[]): void {
  const def = getDefaultDevice();
  if (state.lastPlan !== null && state.lastDefault === def && sameAsLastLaunch(state, args)) {
    state.lastPlan.launch(args);
    return;
  }
  const last = state.last;
  if (last !== null && state.lastDefault === def && matchesLast(state, args)) {
    const plan = writtenDisjoint(last, args) ? last.noalias : last.alias;
    if (plan) {
      checkWritable(state, plan, args);
      plan.launch(args);
      rememberLaunch(state, plan, args);
      return;
    }
  }
  const { backend, r } = resolve(state, args);
  rememberLast(state, args, backend, r.entry, def);
  const plan = r.plan ?? record(r, buildPlan(state, backend, r.result!));
  checkWritable(state, plan, args);
  plan.launch(args);
  rememberLaunch(state, plan, args);
}

/** `tack.kernel(fn, { name, scope })`: a callable kernel. */
export function kernel<F extends (...args: never[]) => void>(
  fn: F | string,
  options: KernelOptions = {},
): Kernel<F extends (...args: infer A) => void ? A : unknown[]> {
  const state = new KernelState(fn as (...args: never[]) => unknown, options);
  const call = function (...args: unknown[]): void {
    launchSync(state, args);
  };
  const k = call as unknown as Kernel<never>;
  Object.defineProperty(call, "name", { value: state.name });
  Object.defineProperties(call, {
    kernelName: { value: state.name },
    source: { value: state.source },
  });
  Object.assign(call, {
    async launchAsync(...args: unknown[]): Promise<void> {
      const { backend, r } = resolve(state, args);
      const plan = r.plan ?? record(r, await buildPlanAsync(state, backend, r.result!));
      checkWritable(state, plan, args);
      plan.launch(args);
    },
    prepare(...args: unknown[]): void {
      const { backend, r } = resolve(state, args);
      if (!r.plan) record(r, buildPlan(state, backend, r.result!));
    },
    plain(...args: unknown[]): void {
      if (typeof fn !== "function") {
        throw new KernelTypeError("a kernel given as source text has no plain-JavaScript function to run", {
          kernelName: state.name,
        });
      }
      runPlain(fn as unknown as (...a: unknown[]) => void, args);
    },
    inspect(args: unknown[], opts: { device?: Device; noalias?: boolean } = {}): string {
      const backend = chooseBackend(state, args, opts.device);
      signatureKey(state, args);
      const noalias = opts.noalias ?? writtenDisjoint(newEntry(state, backend, args).entry, args);
      return frontHalf(state, backend, specsOf(args), noalias).code;
    },
  });
  return k as never;
}

export type { DtypeName, TypedArray, TypedArrayOf };
