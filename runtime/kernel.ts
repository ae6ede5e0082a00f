/**
 * `tack.kernel(fn)` and dispatch (DESIGN.md §2, §4). A call classifies its arguments
 * (runtime/classify.ts); a signature seen before on this device hits the fast path, a
 * prepared LaunchPlan that only validates and launches. A miss compiles the variant
 * (runtime/variants.ts) and records the plan. Two caches sit in front of the variant table:
 *
 * - the last launch: the same argument objects (same lengths) and primitives of the same
 *   classes reuse its plan, with its verified variant options and writability, reading no
 *   TypedArray accessor (`.buffer`, `.byteOffset` cost 20-30 ns each in Node 20);
 * - a monomorphic inline cache: the same argument classes (compared by identity) on the same
 *   device reuse the last entry, so only the backend's per-call variant choice is made.
 *
 * In front of both, a call of the kernel itself (no time limit, no seed) first tries the warm
 * launch made for the last launch's arguments (runtime/warm-launch.ts): the last-launch check
 * as straight-line code for that signature, then the plan's and program's warm paths.
 */
import { checkFixedStorage, checkStorage, storageLength } from "./args.js";
import { TackArray } from "./array.js";
import type { Backend, VariantOptions } from "./backend.js";
import { classify, classifyAll, type ArgClass } from "./classify.js";
import { currentDefaultDevice, getDefaultDevice, type Device } from "./devices.js";
import type { DtypeName, Scalar, TypedArray, TypedArrayOf } from "./dtypes.js";
import { argumentCountError, KernelRangeError, KernelTypeError, placeIn } from "./errors.js";
import type { LaunchPlan } from "./launch.js";
import { COUNTER_PARAM_PREFIX, hostLoopCounters, inspectPhases, PhasedPlan, type Plan } from "./phases.js";
import { getCompileService, paramsAnswer, plainAnswer } from "./compile-service.js";
import { diskCache } from "./disk-cache.js";
import { hasPlainObject, isPlainObject } from "./plain.js";
import { describeValue } from "./dtypes.js";
import { buildPlainFunction } from "./plain-function.js";
import { runPlain } from "./plain.js";
import { kernelSetup, quote, type CompileResult } from "./request.js";
import { PLAIN_QUERY_TARGET } from "./targets.js";
import { checkSeed, freshSeed, mentionsRandom, SEED_PARAM } from "./random.js";
import { standInArgs } from "./rehearsal.js";
import { launchPathRan } from "./loader-link.js";
import { KernelVariants, type Entry } from "./variants.js";
import { warmLaunch, type WarmLaunch } from "./warm-launch.js";

export interface KernelOptions {
  /** The kernel's name in messages and caches (bundlers rename functions: gemm → gemm2). */
  name?: string;
  /** Names the source uses: functions become device functions, numbers/bigints/booleans constants. */
  scope?: Record<string, unknown>;
  /**
   * Bounds checks (default "on"): every array access is in bounds or the launch stops with a
   * KernelRangeError. "off" removes them, for trusted code only: an out-of-bounds access is
   * then undefined behaviour (a crash, or memory of other arrays read or overwritten).
   */
  checks?: "on" | "off";
  /**
   * A time limit for each launch, in milliseconds: a launch still running then stops and
   * throws KernelTimeoutError (loops poll the clock every 65536 iterations). Default: none.
   */
  timeoutMs?: number;
  /**
   * Native builds on devices with tiers (the CPU): "auto" (default) launches a new variant
   * from a quick build (LLVM O0) while the optimized one (O3) builds in the background, and
   * switches when it is ready; "optimized" waits for the optimized build; "fast" keeps the
   * quick one. Every tier computes the same results.
   */
  tier?: "fast" | "optimized" | "auto";
  /**
   * The seed of `Math.random()` inside the kernel (a counter-based generator, Philox4x32-10):
   * an integer in [0, 2^64). The same seed draws the same numbers on every backend; without
   * one, each launch draws a fresh seed. The plain run uses JavaScript's own Math.random.
   */
  seed?: number | bigint;
}

const LIMIT_OPTIONS = ["timeoutMs", "signal", "seed"];

/** Limits and options for one launch (`kernel.withLimits(...)`), over the kernel's own options. */
export interface LaunchLimits {
  timeoutMs?: number;
  /** The seed of Math.random() for these launches (KernelOptions.seed). */
  seed?: number | bigint;
  /** launchAsync: aborting it rejects the launch (before it starts, or by stopping it). */
  signal?: AbortSignal;
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
              : P extends Uint8ClampedArray
                ? Uint8ClampedArray | TackArray<"u8">
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
  /** Compiles and caches the variant for these arguments without launching (off the event loop). */
  prepare(...args: KernelArgs<A>): Promise<void>;
  /** Settles when the optimized builds running in the background (tier "auto") have replaced the quick ones. */
  whenOptimized(): Promise<void>;
  /**
   * Runs the kernel as plain JavaScript, sequentially: the reference every backend matches.
   * `scope` names are bound; a kernel given as source text runs as the compiler's JavaScript of it.
   */
  plain(...args: KernelArgs<A>): void;
  /** The same kernel with limits for the launches made through it (a time limit, an AbortSignal). */
  withLimits(limits: LaunchLimits): {
    (...args: KernelArgs<A>): void;
    launchAsync(...args: KernelArgs<A>): Promise<void>;
  };
  /**
   * The generated code a launch with these arguments compiles. `variant`: the backend's
   * per-call options instead of those the arguments give (the CPU: `{ noalias: true }`).
   */
  inspect(args: KernelArgs<A>, options?: { device?: Device; variant?: VariantOptions }): string;
}

class KernelState {
  readonly source: string;
  readonly name: string;
  readonly variants: KernelVariants;
  private readonly fn: ((...args: never[]) => unknown) | string;
  private readonly scopeObject: Record<string, unknown> | undefined;
  private plainFn: ((...args: unknown[]) => void) | null = null;

  /** The inline cache: the last resolved call's entry, backend, classes and plans by options. */
  last: Entry | null = null;
  lastBackend: Backend | null = null;
  lastDefault: Device | null = null;
  lastClasses: readonly ArgClass[] = [];
  /** tack.Array arguments: the backend each lived on (null for other arguments). */
  lastArrayBackends: (Backend | null)[] = [];
  lastPlans = new Map<VariantOptions, Plan>();

  /** The last launch: its plan, argument objects, their classes and lengths. */
  lastPlan: Plan | null = null;
  lastArgs: readonly unknown[] = [];
  lastLaunchClasses: readonly ArgClass[] = [];
  lastLengths: number[] = [];
  /**
   * The last launch's check and launch, specialised for its arguments (runtime/warm-launch.ts),
   * for calls with the kernel's own options (no time limit, no seed); null until the general
   * path's last-launch check has found these arguments again, or where none applies.
   */
  warm: WarmLaunch | null = null;
  /** Whether the last launch's arguments are the caller's own (no object flattened, no seed added). */
  lastAsCalled = false;
  /** Set by every launchArgs: whether it returned the caller's arguments as they are (no object flattened, no seed added). */
  argsAsCalled = false;

  /** The kernel's time limit per launch in nanoseconds (0n: none). */
  readonly timeoutNs: bigint;

  constructor(fn: ((...args: never[]) => unknown) | string, options: KernelOptions | undefined) {
    // every option checked (types, names, scope, the source size), each refusal naming the kernel
    const setup = kernelSetup(fn, options);
    this.fn = fn;
    this.source = setup.source;
    this.name = setup.name;
    this.scopeObject = setup.scopeObject;
    this.variants = new KernelVariants(this.name, this.source, setup.scope, setup.checks, setup.tier);
    this.timeoutNs = timeoutNs(this.name, setup.timeoutMs);
    this.seed = checkSeed(this.name, options?.seed);
    diskCache().prepare();
    // the variants it last ran with on the default device, read ahead from the disk cache
    const device = currentDefaultDevice();
    // then the launch path's JavaScript run once for it, without launching (runtime/rehearsal.ts)
    if (device !== null) void this.variants.prefetch(device.backend)?.then(() => rehearse(this, device));
  }

  /** The kernel's Math.random seed for every launch (undefined: a fresh one per launch). */
  readonly seed: bigint | undefined;
  private random: boolean | undefined;
  /** Where the kernel calls Math.random: its parameters as written (the seed is not one). */
  private writtenParams = -1;

  /** Does the kernel call Math.random, so that its launches pass a seed last? Asked of the compiler once. */
  usesRandom(): boolean {
    if (this.random === undefined) {
      // the scope functions' texts: `sources` after the kernel's own (no filter, no closures)
      const sources = this.variants.sources.slice(1);
      this.random = false;
      if (mentionsRandom(this.source, sources)) {
        const answer = paramsAnswer({ source: this.source, name: this.name, target: PLAIN_QUERY_TARGET, scope: this.variants.scope });
        this.random = answer.params.at(-1) === SEED_PARAM;
        this.writtenParams = answer.names.length;
      }
    }
    return this.random;
  }

  /**
   * A call's argument-count refusal, at the kernel's parameter list (the compiler's `query
   * params` says where it is; a refusal is rare, so the query is asked anew, or taken from the
   * object parameters' answer where there is one).
   */
  countError(takes: number, passes: number): KernelTypeError {
    const answer = this.variants.flatParams ?? paramsAnswer({ source: this.source, name: this.name, target: PLAIN_QUERY_TARGET, scope: this.variants.scope });
    const place = answer.list !== undefined ? placeIn(this.source, answer.list[0], answer.list[1]) : {};
    return argumentCountError(takes, passes, { kernelName: this.name, ...place });
  }

  /** The arguments a variant takes: object fields flattened, and the launch's seed last if the kernel calls Math.random. */
  launchArgs(args: readonly unknown[], seed: bigint | undefined = this.seed): readonly unknown[] {
    const random = this.usesRandom();
    // counted here: with the seed appended, the compiler would take one argument too few for
    // the seed's place (binding the seed to the last parameter) and count one too many
    if (random && args.length !== this.writtenParams) {
      throw this.countError(this.writtenParams, args.length);
    }
    const objects = hasPlainObject(args);
    if (objects) args = this.flattenObjects(args);
    this.argsAsCalled = !objects && !random;
    return random ? [...args, seed ?? freshSeed()] : args;
  }

  /** A kernel of several phases: phase k's variants (index 0 is `variants`), made on first use. */
  private readonly byPhase: KernelVariants[] = [];
  /** Each phase-0 plan's PhasedPlan (the other phases' plans for the same classes, backend and options). */
  readonly phased = new WeakMap<LaunchPlan, PhasedPlan>();

  phaseVariants(k: number): KernelVariants {
    if (k === 0) return this.variants;
    const v = this.variants;
    return (this.byPhase[k] ??= new KernelVariants(this.name, this.source, v.scope, v.checks, v.tier, k));
  }

  /** Every phase's variants made so far (whenOptimized waits on them all). */
  allVariants(): KernelVariants[] {
    return [this.variants, ...this.byPhase.filter((v) => v !== undefined)];
  }

  private nestedRanks: number[] | null = null;

  /**
   * Object arguments (`k({ pos, vel, mass: 2 }, dt)`) as the variant takes them: each field the
   * kernel reads, by the paths the compiler's `query params` lists (sorted), in place of the
   * object. Arguments with no plain object among them are returned as they are.
   */
  flattenObjects(args: readonly unknown[]): readonly unknown[] {
    if (!hasPlainObject(args)) return args;
    // asked once, kept where the variants read it too (their requests name arrays of vectors by path)
    if (this.variants.flatParams === null) {
      const vectors = vectorArgs(args);
      this.variants.flatParams = paramsAnswer({
        source: this.source, name: this.name, target: PLAIN_QUERY_TARGET, scope: this.variants.scope,
        ...(vectors.length > 0 ? { vectors } : {}),
      });
    }
    const { names, params } = this.variants.flatParams;
    // the fields are taken by the parameters' names: an argument past them would go unread
    if (args.length !== names.length) {
      throw this.countError(names.length, args.length);
    }
    const out: unknown[] = [];
    for (const path of params) {
      if (path === SEED_PARAM) continue; // launchArgs passes the seed
      if (path.startsWith(COUNTER_PARAM_PREFIX)) continue; // runtime/phases.ts passes host loop counters
      const parts = path.split(".");
      const at = names.indexOf(parts[0]);
      let v = args[at];
      for (let k = 1; k < parts.length; k++) {
        if (!isPlainObject(v) || !(parts[k] in (v as object))) {
          throw new KernelTypeError(
            `argument ${at + 1} ('${parts[0]}') ${isPlainObject(v) || k > 1 ? `has no field '${parts.slice(1, k + 1).join(".")}', which the kernel reads` : `is ${describeValue(v)}, but the kernel reads its field '${parts[1]}'`}`,
            { kernelName: this.name },
          );
        }
        v = (v as Record<string, unknown>)[parts[k]];
      }
      out.push(v);
    }
    return out;
  }

  /**
   * Which parameters the kernel indexes `a[i][j]` (2) or `a[i][j][k]` (3), which the plain run
   * passes as rows; asked of the compiler once, only when a plain run gets a shaped array.
   */
  plainNested(): number[] {
    if (this.nestedRanks) return this.nestedRanks;
    this.nestedRanks = plainAnswer({ source: this.source, name: this.name, target: PLAIN_QUERY_TARGET, scope: this.variants.scope }).nested ?? [];
    return this.nestedRanks;
  }

  /** The function plain runs call: the kernel itself, or rebuilt with its scope bound (runtime/plain-function.ts). */
  plainFunction(): (...args: unknown[]) => void {
    if (this.plainFn) return this.plainFn;
    const hasScope = this.scopeObject !== undefined && Object.keys(this.scopeObject).length > 0;
    if (typeof this.fn === "function" && !hasScope) {
      this.plainFn = this.fn as unknown as (...args: unknown[]) => void;
    } else {
      if (typeof this.fn === "function") {
        this.plainFn = buildPlainFunction(this.name, this.source, this.scopeObject);
      } else {
        // source text: the compiler's JavaScript of it, a module that declares the kernel under `binding`
        const answer = plainAnswer({ source: this.source, name: this.name, target: PLAIN_QUERY_TARGET, scope: this.variants.scope });
        this.plainFn = buildPlainFunction(this.name, answer.plain, this.scopeObject, answer.binding ?? "");
      }
    }
    return this.plainFn;
  }
}

/** The arrays of vectors among a call's arguments and their objects' fields, as `#i` / `#i.field` (request `vectors`). */
function vectorArgs(args: readonly unknown[]): { key: string; width: number }[] {
  const out: { key: string; width: number }[] = [];
  const walk = (v: unknown, key: string, depth: number): void => {
    if (v instanceof TackArray) {
      if (v.vec > 0) out.push({ key, width: v.vec });
    } else if (depth < 8 && isPlainObject(v)) {
      for (const k of Object.keys(v as object)) walk((v as Record<string, unknown>)[k], `${key}.${k}`, depth + 1);
    }
  };
  args.forEach((a, i) => walk(a, `#${i}`, 0));
  return out;
}

// ---- device choice and per-call checks ---------------------------------------------------

/** The default device if it can address every array argument, else the arrays' own device. */
function chooseBackend(state: KernelState, args: readonly unknown[], forced?: Device): Backend {
  const def = forced ?? getDefaultDevice();
  let arraysBackend: Backend | null = null;
  for (let i = 0; i < args.length; i++) { // indexed: see signatureKey
    const a = args[i];
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

function checkWritable(state: KernelState, plan: Plan, args: readonly unknown[]): void {
  const written = plan.writtenParams;
  for (let i = 0; i < written.length; i++) { // indexed: see signatureKey
    const p = written[i];
    const a = args[p];
    if (a instanceof TackArray && !a.writable) {
      const name = plan.result.params[p].name;
      throw new KernelRangeError(`parameter '${name}' may be written, but its array is read-only`, { kernelName: state.name });
    }
  }
}

// ---- the caches in front of the variant table --------------------------------------------

/** Same argument classes as the last resolved call, tack.Arrays on the same backends? */
function matchesLast(state: KernelState, args: readonly unknown[]): boolean {
  const classes = state.lastClasses;
  if (classes.length !== args.length) return false;
  const backends = state.lastArrayBackends;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (classify(a) !== classes[i]) return false;
    const b = backends[i];
    if (b !== null ? (a as TackArray).backend !== b : a instanceof TackArray) return false;
  }
  return true;
}

function rememberResolved(
  state: KernelState, def: Device, backend: Backend, entry: Entry, classes: readonly ArgClass[],
  args: readonly unknown[], options: VariantOptions, plan: Plan,
): void {
  if (state.last !== entry || state.lastBackend !== backend) state.lastPlans = new Map();
  state.last = entry;
  state.lastBackend = backend;
  state.lastDefault = def;
  state.lastClasses = classes;
  const backends: (Backend | null)[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    backends.push(a instanceof TackArray ? a.backend : null);
  }
  state.lastArrayBackends = backends;
  state.lastPlans.set(options, plan);
  launchPathRan(); // the package entry's code cache may be made from here on (runtime/loader-link.ts)
}

/**
 * Same objects and primitives of the same classes as the last launch, each object's storage
 * as long as then (read from its internal slot: a detached or shrunk buffer reads shorter, so
 * it falls off this path to checkStorage)?
 */
function sameAsLastLaunch(state: KernelState, args: readonly unknown[]): boolean {
  const prev = state.lastArgs;
  if (prev.length !== args.length) return false;
  const classes = state.lastLaunchClasses;
  const lengths = state.lastLengths;
  // one comparison site per kind of value: a site that sees both objects and numbers compares
  // through the generic strict-equality builtin (~10 ns each), a site of one kind inline
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (typeof a === "number") {
      const b = prev[i];
      // the same number is of the same class; another one is classified
      if (!(typeof b === "number" && a === b) && classify(a) !== classes[i]) return false;
    } else if (typeof a === "object") {
      if (a !== prev[i]) return false;
      const n = lengths[i];
      if (n !== FIXED_STORAGE && storageLength(a) !== n) return false;
    } else if (a !== prev[i] && classify(a) !== classes[i]) {
      return false;
    }
  }
  return true;
}

/**
 * A last-launch length that needs no re-reading: a non-empty tack.Array in device memory (its
 * buffer is frozen with no host data, so its storage is its size for as long as it lives).
 * Saves a storageLength() per device array on the warm launch path.
 */
const FIXED_STORAGE = -5;

/**
 * `lengths`: checkStorage's, taken right before the launch. `asCalled`: the arguments are the
 * caller's own (no object flattened, no seed added), so a call with them again may make the
 * warm launch (launchSync), which is made only for a kernel with no time limit of its own.
 */
function rememberLaunch(
  state: KernelState, plan: Plan, args: readonly unknown[], classes: readonly ArgClass[], lengths: number[], asCalled: boolean,
): void {
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a instanceof TackArray && a.buffer.data === undefined && a.size > 0 && lengths[i] === a.size) lengths[i] = FIXED_STORAGE;
  }
  state.lastPlan = plan;
  state.lastArgs = args;
  state.lastLaunchClasses = classes;
  state.lastLengths = lengths;
  state.lastAsCalled = asCalled;
  state.warm = null;
}

let generalLaunches = 0;

/** How many launches on this thread took the general path (launchSync) rather than a warm launch (tests observe it). */
export function generalLaunchCount(): number {
  return generalLaunches;
}

/**
 * A call of the kernel itself: the warm launch made for the last launch's arguments when
 * these are the same (same default device), else the general path.
 */
function launchCall(state: KernelState, args: readonly unknown[]): void {
  const warm = state.warm;
  if (warm !== null && state.lastDefault === getDefaultDevice() && warm(args)) return;
  launchSync(state, args);
}

// ---- launching -----------------------------------------------------------------------------

/** A time limit option in nanoseconds, refused unless a positive finite number of milliseconds. */
function timeoutNs(kernelName: string, ms: unknown): bigint {
  if (ms === undefined) return 0n;
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms <= 0) {
    throw new KernelRangeError(`timeoutMs is a positive number of milliseconds, not ${String(ms)}`, { kernelName });
  }
  return BigInt(Math.max(1, Math.round(ms * 1e6)));
}

/** The deadline of a launch starting now (CLOCK_MONOTONIC ns, as the kernel's polls read it), or 0n. */
function deadlineAfter(ns: bigint): bigint {
  return ns === 0n ? 0n : process.hrtime.bigint() + ns;
}

function resolveSync(state: KernelState, args: readonly unknown[], def: Device): Plan {
  const backend = chooseBackend(state, args);
  const classes = classifyAll(state.name, args);
  const entry = state.variants.entry(backend, classes);
  const options = backend.variantOptions(args, entry);
  const first = state.variants.plan(backend, state.variants.variant(backend, entry, options));
  if (first.result.phases !== undefined) checkPhasedCount(state, first.result, args);
  const plan = withPhases(state, first, (k) => {
    const v = state.phaseVariants(k);
    return v.plan(backend, v.variant(backend, v.entry(backend, classes), options));
  });
  rememberResolved(state, def, backend, entry, classes, args, options, plan);
  return plan;
}

/**
 * A rehearsal of the first launch (runtime/rehearsal.ts), when the prefetch has loaded a plan
 * and nothing has launched yet: launchSync's work for stand-in arguments of the signature the
 * kernel last ran with, the kernel itself never run (Program.rehearse). It only runs where
 * resolving finds the prefetched plan (the entry, the variant the stand-ins choose, its plan),
 * so it never reads the cache, compiles or loads; what it leaves is the resolved-call cache
 * that a launch of these classes would leave. Anything unexpected skips it: it only saves time.
 */
function rehearse(state: KernelState, device: Device): void {
  try {
    if (state.last !== null || state.lastPlan !== null || currentDefaultDevice() !== device) return; // a launch came first
    const backend = device.backend;
    const ready = state.variants.prefetchedPlans(backend)[0];
    if (ready === undefined || ready.plan.result.phases !== undefined) return;
    const stand = standInArgs(ready.classes);
    if (stand === null) return;
    const args = state.flattenObjects(stand); // stand-ins hold no objects: the same array
    if (backend.variantOptions(args, ready.entry) !== backend.likelyVariantOptions || chooseBackend(state, args) !== backend) return;
    const plan = resolveSync(state, args, device);
    if (plan !== ready.plan || !matchesLast(state, args)) return;
    checkWritable(state, plan, args);
    checkStorage(state.name, args, plan.result.params);
    deadlineAfter(state.timeoutNs);
    // the program's part, sync and async (a server launches through launchAsync), then the
    // async path's resolve (which finds the same plan: nothing to wait for)
    void Promise.resolve(ready.plan.rehearse(args)).catch(() => {});
    void resolveAsync(state, args).then((p) => checkFixedStorage(state.name, args, p.result.params)).catch(() => {});
    rehearsals++;
  } catch {
    // a rehearsal that fails leaves the first launch to do it all, as without one
  }
}

let rehearsals = 0;

/** How many launch rehearsals this thread ran (tests observe them). */
export function launchRehearsals(): number {
  return rehearsals;
}

/**
 * A kernel with host loops takes their counters as hidden parameters, which the compiler
 * accepts in the signature (phases k > 0 are asked with them): a call with one extra argument
 * per counter compiles, the extra argument typing a counter. Refused here, once per resolved
 * signature, before the other phases compile, as the compiler refuses any other count
 * (`args`: as launchArgs gives them, the seed appended where the kernel calls Math.random).
 */
function checkPhasedCount(state: KernelState, result: CompileResult, args: readonly unknown[]): void {
  const counters = hostLoopCounters(result);
  if (args.length === result.params.length - counters) return;
  const seed = result.params.at(-1)?.name === SEED_PARAM ? 1 : 0;
  throw state.countError(result.params.length - counters - seed, args.length - seed);
}

/**
 * A kernel of several phases: phase 0's plan with the others' (each made by `planOf`, for the
 * same classes and variant options: every phase has the same parameters and written flags), as
 * one PhasedPlan, made once per phase-0 plan. A one-loop kernel's plan is returned as it is.
 */
function withPhases(state: KernelState, first: LaunchPlan, planOf: (k: number) => LaunchPlan): Plan {
  const info = first.result.phases;
  if (info === undefined) return first;
  let plan = state.phased.get(first);
  if (plan === undefined) {
    const plans = [first];
    for (let k = 1; k < info.count; k++) plans.push(planOf(k));
    plan = new PhasedPlan(state.name, plans);
    state.phased.set(first, plan);
  }
  return plan;
}

function launchSync(state: KernelState, args: readonly unknown[], limitNs: bigint = state.timeoutNs, seed?: bigint): void {
  generalLaunches++;
  const def = getDefaultDevice();
  // The last launch's arguments were flattened, so they hold no plain object: the same
  // objects again hold none either, and the call needs no flattening (a kernel that calls
  // Math.random takes a seed after them: that one goes through launchArgs).
  if (state.lastPlan !== null && state.lastDefault === def && !state.usesRandom() && sameAsLastLaunch(state, args)) {
    // the last launch's arguments again: from now on a call with them takes the warm launch.
    // Made here, not after every launch, so that calls that alternate arguments (which never
    // come here) pay nothing for it (bench/cpu/dispatch-ab.mjs alternating1)
    if (state.warm === null && state.lastAsCalled && state.timeoutNs === 0n) {
      state.warm = warmLaunch(state.lastPlan, state.lastArgs, state.lastLaunchClasses, state.lastLengths, FIXED_STORAGE);
    }
    state.lastPlan.launch(args, deadlineAfter(limitNs));
    return;
  }
  args = state.launchArgs(args, seed);
  const asCalled = state.argsAsCalled; // taken at once: only the launchArgs call just made sets it
  if (state.lastPlan !== null && state.lastDefault === def && sameAsLastLaunch(state, args)) {
    state.lastPlan.launch(args, deadlineAfter(limitNs));
    return;
  }
  let plan: Plan | undefined;
  if (state.last !== null && state.lastDefault === def && matchesLast(state, args)) {
    plan = state.lastPlans.get(state.lastBackend!.variantOptions(args, state.last));
  }
  plan ??= resolveSync(state, args, def);
  checkWritable(state, plan, args);
  const lengths = checkStorage(state.name, args, plan.result.params);
  plan.launch(args, deadlineAfter(limitNs));
  rememberLaunch(state, plan, args, state.lastClasses, lengths, asCalled);
}

/** launchAsync: compiles off the event loop, then launches within the limits. */
async function launchAsync(state: KernelState, args: readonly unknown[], limitNs: bigint, signal?: AbortSignal, seed?: bigint): Promise<void> {
  args = state.launchArgs(args, seed);
  signal?.throwIfAborted();
  const plan = await resolveAsync(state, args);
  signal?.throwIfAborted();
  checkWritable(state, plan, args);
  // buffers may have been detached or shrunk while the variant compiled
  checkStorage(state.name, args, plan.result.params);
  checkFixedStorage(state.name, args, plan.result.params);
  await plan.launchAsync(args, deadlineAfter(limitNs), signal);
}

/** The plan for a call (arguments as launchArgs gives them), compiled through the compile service's async path; work in flight is shared. */
async function resolveAsync(state: KernelState, args: readonly unknown[]): Promise<Plan> {
  const backend = chooseBackend(state, args);
  const classes = classifyAll(state.name, args);
  const entry = await state.variants.entryAsync(backend, classes);
  const options = backend.variantOptions(args, entry);
  const first = await state.variants.planAsync(backend, await state.variants.variantAsync(backend, entry, options));
  launchPathRan(); // as rememberResolved's, for the async path
  const info = first.result.phases;
  if (info === undefined) return first;
  checkPhasedCount(state, first.result, args);
  // the other phases compile side by side on the pool
  const others = await Promise.all(Array.from({ length: info.count - 1 }, async (_, i) => {
    const v = state.phaseVariants(i + 1);
    const e = await v.entryAsync(backend, classes);
    return v.planAsync(backend, await v.variantAsync(backend, e, options));
  }));
  return withPhases(state, first, (k) => others[k - 1]);
}

/** `tack.kernel(fn, { name, scope })`: a callable kernel. */
export function kernel<F extends (...args: never[]) => void>(
  fn: F | string,
  options: KernelOptions = {},
): Kernel<F extends (...args: infer A) => void ? A : unknown[]> {
  const state = new KernelState(fn as (...args: never[]) => unknown, options);
  const call = function (...args: unknown[]): void {
    launchCall(state, args);
  };
  const k = call as unknown as Kernel<never>;
  Object.defineProperty(call, "name", { value: state.name });
  Object.defineProperties(call, {
    kernelName: { value: state.name },
    source: { value: state.source },
  });
  Object.assign(call, {
    async launchAsync(...args: unknown[]): Promise<void> {
      await launchAsync(state, args, state.timeoutNs);
    },
    withLimits(limits: LaunchLimits) {
      if (typeof limits !== "object" || limits === null) {
        throw new KernelTypeError(`withLimits() takes an object ({ ${LIMIT_OPTIONS.join(", ")} })`, { kernelName: state.name });
      }
      for (const key of Object.keys(limits)) {
        // a misspelt limit ({ timeout }) would launch with no limit at all
        if (!LIMIT_OPTIONS.includes(key)) {
          throw new KernelRangeError(`withLimits() has no option ${quote(key)}; its options are ${LIMIT_OPTIONS.join(", ")}`, { kernelName: state.name });
        }
      }
      const ns = limits.timeoutMs === undefined ? state.timeoutNs : timeoutNs(state.name, limits.timeoutMs);
      const signal = limits.signal;
      if (signal !== undefined && !(signal instanceof AbortSignal)) {
        throw new KernelTypeError("withLimits({ signal }) takes an AbortSignal", { kernelName: state.name });
      }
      const seed = limits.seed === undefined ? state.seed : checkSeed(state.name, limits.seed);
      const limited = function (...args: unknown[]): void {
        signal?.throwIfAborted();
        launchSync(state, args, ns, seed);
      };
      return Object.assign(limited, {
        launchAsync: (...args: unknown[]) => launchAsync(state, args, ns, signal, seed),
      });
    },
    async prepare(...args: unknown[]): Promise<void> {
      await resolveAsync(state, state.launchArgs(args));
    },
    async whenOptimized(): Promise<void> {
      await Promise.all(state.allVariants().map((v) => v.whenOptimized()));
    },
    plain(...args: unknown[]): void {
      const shaped = args.some((a) => a instanceof TackArray && a.shape.length > 1);
      runPlain(state.plainFunction(), args, shaped ? state.plainNested() : undefined);
    },
    inspect(args: unknown[], opts: { device?: Device; variant?: VariantOptions } = {}): string {
      if (!Array.isArray(args)) throw new KernelTypeError("inspect() takes the arguments as an array", { kernelName: state.name });
      args = state.launchArgs(args) as unknown[];
      const backend = chooseBackend(state, args, opts.device);
      const classes = classifyAll(state.name, args);
      const entry = state.variants.entry(backend, classes);
      const variant = opts.variant ?? backend.variantOptions(args, entry);
      const resultOf = (v: KernelVariants): CompileResult => {
        const e = v.entry(backend, classes);
        const known = e.variants.get(variant);
        if (known) return known.result;
        // options of the caller's own making are compiled, not cached (the cache compares by identity)
        if (opts.variant) return getCompileService().compileSync(v.request(backend, classes, variant));
        return v.variant(backend, e, variant).result;
      };
      const first = resultOf(state.variants);
      if (first.phases === undefined) return first.code;
      const results = [first];
      for (let k = 1; k < first.phases.count; k++) results.push(resultOf(state.phaseVariants(k)));
      return inspectPhases(results, state.source);
    },
  });
  return k as never;
}

export type { DtypeName, TypedArray, TypedArrayOf };
