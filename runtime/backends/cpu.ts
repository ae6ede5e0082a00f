/**
 * The CPU backend: LLVM IR from the compiler, JIT-compiled by the CPU shim (LLVM 14 O3 +
 * ORC), run on the shim's thread pool (seeds: "CPU — LLVM"). Arrays are TypedArrays in the
 * process heap, so a launch passes their memory directly and returns after the range ran.
 *
 * The CPU adds one per-call variant choice: whether the arrays the kernel writes overlap any
 * other array argument. Disjoint calls use a variant whose array pointers are `noalias`, which
 * lets LLVM keep values in registers across stores and vectorize without runtime alias checks.
 */
import { availableParallelism } from "node:os";
import { isMainThread } from "node:worker_threads";
import { TackArray, type Shape, shapeSize } from "../array.js";
import { Backend, threadsText, type BackgroundBuild, type NativeTier, type Program, type VariantOptions, type VariantParams } from "../backend.js";
import { DTYPE_NAMES, taBuffer, taByteLength, taByteOffset, TYPED_ARRAY_OF, typedArrayName, type DtypeName, type TypedArray } from "../dtypes.js";
import { KernelError, KernelTimeoutError } from "../errors.js";
import { withNativeCompileLimit } from "../compile-limits.js";
import type { CompileResult, TargetDescriptor } from "../request.js";
import { LaunchPlan } from "../launch.js";
import { parseResultShape } from "../variant-entry.js";
import { CpuProgram, dataOf } from "./cpu-program.js";
import { loadCpuShim, type CompileOptions, type CpuShim, type JitModule } from "./cpu-shim.js";
import { fillStorage, setStorageElement, writeStorage } from "./host-storage.js";
import { nativeDisabledReason } from "./native.js";

let loadRehearsals = 0;
let planRehearsals = 0;

/**
 * A load of the shim's rehearsal object on this thread, the one that will load cached kernels,
 * when its first CPU device is made: a first load made at once ran loadObject's path (N-API,
 * JITLink, ORC) here for the first time, about 0.1 ms slower than a later load (bench/workers/
 * RESULTS.md, session 9 atonce4). The warm-up's compile runs meanwhile on another core. Then
 * what a hit makes of its loaded object, made of this one and RESULT_SHAPE (runtime/
 * variant-entry.ts, a result shaped as a CPU one): its CpuProgram (the shim's createPlan) and
 * LaunchPlan, run for the first time here rather than in the first launch's window (session 9
 * atonce5). Never launched (the object's code is never run); the module and plans are dropped
 * (freed at a collection); a failure is left to the first real load to report.
 */
function rehearseLoad(backend: CpuBackend, shim: CpuShim): void {
  const rehearsal = shim.rehearsalObject();
  if (rehearsal === null) return;
  try {
    // through the backend's loadArtifactBytes, as a hit loads (its JavaScript compiled here, so
    // also in the code cache of a process that never hit: bench/workers/RESULTS.md, session 10
    // atonce6); RESULT_SHAPE's chunk renamed to the object's one symbol, its shape unchanged
    const result = parseResultShape();
    result.abi.chunk = rehearsal.symbols[0];
    // made, never launched: the object's code is never run
    const program = backend.loadArtifactBytes("rehearsal", rehearsal.object, result);
    loadRehearsals++;
    new LaunchPlan("rehearsal", result, program);
    planRehearsals++;
  } catch {
    // the JIT could not be made or link: the first real load says why, with its kernel's name
  }
}

/** How many times making a CPU device on this thread loaded the shim's rehearsal object (tests observe it). */
export function cpuLoadRehearsals(): number {
  return loadRehearsals;
}

/** How many times making a CPU device on this thread made a plan of the rehearsal object (tests observe it). */
export function cpuPlanRehearsals(): number {
  return planRehearsals;
}

export interface CpuDeviceOptions {
  /** Threads a launch may use (the calling thread included); default: all available. */
  numThreads?: number;
  /**
   * Run parallel loops in vector lanes where the compiler can and it pays (default true); false
   * gives the scalar build; "always" uses lanes also for straight-line bodies on contiguous
   * elements, which LLVM's loop vectorizer vectorizes as well (compiler/passes/spmd-straight.ts;
   * for tests and comparisons).
   */
  spmd?: boolean | "always";
}

/** The options `tack.device("cpu", ...)` accepts. */
export const CPU_DEVICE_OPTIONS = ["numThreads", "spmd"] as const;

/**
 * SPMD lanes for this host (compiler/passes/spmd.ts): 32-bit lanes of a 256-bit vector where
 * the CPU has AVX2 (LLVM 14 prefers 256-bit vectors on AVX-512 parts too), else of SSE's 128.
 */
export function spmdLanes(features: string): number {
  return /(^|,)\+avx2(,|$)/.test(features) ? 8 : 4;
}

/**
 * The native compile of each tier. Both keep IEEE semantics (no fast-math; only llvm.fmuladd
 * fuses, on both), so they compute the same results. The fast tier runs a short pipeline
 * (locals to registers, cleanups, no inlining: shims/cpu/jit.cc optimizeQuick) and codegen
 * at O0 (FastISel, fast register allocation): a real-sized kernel builds several times faster.
 */
const TIER_OPTIONS: Record<NativeTier, CompileOptions> = { fast: { optLevel: 0, quick: true }, optimized: { optLevel: 3 } };

/** CPUs from which the main thread's pool starts in the background (see the constructor). */
const BACKGROUND_POOL_MIN_CPUS = 4;

/** Part of every stored artifact's key: bump when the shim's code generation changes. */
const NATIVE_ABI = "cpu-chunk small-pic jitlink 1";

const NOALIAS: VariantOptions = Object.freeze({ noalias: true });
const ALIAS: VariantOptions = Object.freeze({ noalias: false });

/**
 * True when no array the kernel writes shares memory with another array argument. Buffers,
 * offsets and byte lengths come from the TypedArrays' internal slots (runtime/args.ts).
 */
function writtenDisjoint(args: readonly unknown[], params: VariantParams): boolean {
  // indexed, not for-of: a first launch would run the array iterator for them (issue 9)
  const written = params.written, arrays = params.arrays;
  for (let i = 0; i < written.length; i++) {
    const w = written[i];
    const a = dataOf(args[w]);
    const aBuffer = taBuffer(a);
    const aStart = taByteOffset(a);
    const aEnd = aStart + taByteLength(a);
    for (let j = 0; j < arrays.length; j++) {
      const o = arrays[j];
      if (o === w) continue;
      const b = dataOf(args[o]);
      if (taBuffer(b) !== aBuffer) continue;
      const bStart = taByteOffset(b);
      if (bStart < aEnd && aStart < bStart + taByteLength(b)) return false;
    }
  }
  return true;
}

export class CpuBackend extends Backend {
  readonly name = "cpu";
  readonly displayName: string = "CPU";
  readonly target = "llvm" as const;
  readonly supportedDtypes: ReadonlySet<DtypeName> = new Set(DTYPE_NAMES);
  readonly supportsDeviceReductions = false;
  readonly supportsWorkgroups = false;
  override readonly supportsTiers = true;
  /** Most calls write arrays that overlap no other argument. */
  override readonly likelyVariantOptions = NOALIAS;
  readonly shim: CpuShim;
  readonly numThreads: number;
  private readonly triple: string;
  /** Vector lanes of the parallel loop (0: the scalar build). */
  readonly spmd: number;
  /** Lanes also where LLVM's loop vectorizer does as well (`spmd: "always"`). */
  readonly spmdAlways: boolean;

  constructor(options: CpuDeviceOptions = {}) {
    super();
    const shim = loadCpuShim();
    if ("error" in shim) throw new Error(shim.error);
    this.shim = shim;
    // the CPUs this process may run on, as the shim's pool counts them (sched_getaffinity, at
    // most 256), without starting the pool
    const available = Math.min(availableParallelism(), 256);
    // The pool: its workers started and its fan-out cost measured (about 10 ms, mostly waiting
    // for workers to park). The main thread's warmUp() below does it off this thread where a
    // core is free for it; on fewer cores it competed with a first launch made at once (a
    // warm disk-cache hit in a fresh process: 6-17 ms became 19-29 ms at load 10 on 2 cores),
    // so it is done here, as a worker thread's device does (no warm-up there).
    if (!isMainThread || available < BACKGROUND_POOL_MIN_CPUS) shim.poolInfo();
    const n = options.numThreads ?? available;
    if (!Number.isInteger(n) || n < 1 || n > 256) {
      throw new RangeError(`The 'cpu' device's numThreads must be an integer from 1 to 256, not ${String(n)}`);
    }
    this.numThreads = n;
    this.triple = shim.hostInfo().triple;
    if (options.spmd !== undefined && typeof options.spmd !== "boolean" && options.spmd !== "always") {
      const v: unknown = options.spmd;
      const shown = typeof v === "string" ? JSON.stringify(v.slice(0, 40)) : typeof v;
      throw new TypeError(`The 'cpu' device's spmd option is true, false or "always", not ${shown}`);
    }
    this.spmd = options.spmd === false ? 0 : spmdLanes(shim.hostInfo().features);
    this.spmdAlways = options.spmd === "always";
    // the main thread's first cached load is what it speeds up; a worker's teardown then never
    // meets it in flight (a failure here shows at the first real compile, with its kernel's name)
    if (isMainThread) shim.warmUp()?.catch(() => {});
    if (loadRehearsals === 0) rehearseLoad(this, shim);
  }

  override get details(): string {
    const h = this.shim.hostInfo();
    const lanes = this.spmd === 0 ? "scalar parallel loops (spmd: false)" : `parallel loops in ${this.spmd} vector lanes`;
    return `CPU: ${threadsText(this.numThreads)}, LLVM ${h.llvmVersion} JIT for ${h.cpu} (${h.triple}), ${lanes}`;
  }

  /** CPU devices share host memory whatever their thread counts. */
  override get memoryDomain(): string {
    return "cpu:0";
  }

  /** The thread count is not part of it: CPU devices share compiled code. */
  override cacheTarget(): string {
    if (this.cacheTargetText === undefined) {
      const h = this.shim.hostInfo();
      // the scalar build (spmd: false) and the lanes-always one are other code: their own variants
      const build = this.spmd === 0 ? " scalar" : this.spmdAlways ? " spmd-always" : "";
      this.cacheTargetText = `cpu llvm-${h.llvmVersion} ${h.triple} ${h.cpu} ${h.features}${build}`;
    }
    return this.cacheTargetText;
  }

  /** cacheTarget()'s text, made once (the host does not change; every stored variant's key starts with it). */
  private cacheTargetText: string | undefined;

  protected override targetOptions(options: VariantOptions): Partial<TargetDescriptor> {
    return {
      triple: this.triple,
      noalias: options.noalias === true,
      ...(this.spmd > 0 ? { spmd: this.spmd } : {}),
      ...(this.spmdAlways ? { spmdAlways: true } : {}),
    };
  }

  override variantOptions(args: readonly unknown[], params: VariantParams): VariantOptions {
    return writtenDisjoint(args, params) ? NOALIAS : ALIAS;
  }

  /** Native compile of a variant: LLVM (O3, or O0 for the fast tier) and the JIT, then a launch plan. */
  buildVariant(kernelName: string, result: CompileResult, tier: NativeTier = "optimized"): Program {
    let mod: JitModule;
    try {
      mod = this.shim.compile(result.code, [this.chunkOf(kernelName, result)], TIER_OPTIONS[tier]);
    } catch (e) {
      throw llvmError(kernelName, e);
    }
    return new CpuProgram(this.shim, mod, result, this.numThreads);
  }

  async buildVariantAsync(kernelName: string, result: CompileResult, tier: NativeTier = "optimized"): Promise<Program> {
    let mod: JitModule;
    try {
      mod = await withNativeCompileLimit(kernelName, this.shim.compileAsync(result.code, [this.chunkOf(kernelName, result)], TIER_OPTIONS[tier]));
    } catch (e) {
      if (e instanceof KernelTimeoutError) throw e;
      throw llvmError(kernelName, e);
    }
    return new CpuProgram(this.shim, mod, result, this.numThreads);
  }

  override startBuild(kernelName: string, result: CompileResult): BackgroundBuild {
    const ticket = this.shim.compileBackground(result.code, [this.chunkOf(kernelName, result)], TIER_OPTIONS.optimized);
    let program: CpuProgram | null = null;
    const make = (mod: JitModule) => (program ??= new CpuProgram(this.shim, mod, result, this.numThreads));
    return {
      poll: () => {
        if (program) return program;
        let mod: JitModule | undefined;
        try {
          mod = this.shim.pollCompile(ticket);
        } catch (e) {
          throw llvmError(kernelName, e);
        }
        return mod ? make(mod) : null;
      },
      done: ticket.promise.then(make, (e: unknown) => {
        throw llvmError(kernelName, e);
      }),
    };
  }

  loadVariant(_kernelName: string, artifact: unknown, result: CompileResult): Program {
    return new CpuProgram(this.shim, artifact as JitModule, result, this.numThreads);
  }

  override artifactKey(tier: NativeTier): string {
    const o = TIER_OPTIONS[tier];
    return `${this.cacheTarget()}\n${NATIVE_ABI}\nO${o.optLevel}${o.quick ? " quick" : ""}`;
  }

  override artifactBytes(program: Program): Uint8Array {
    return (program.artifact as JitModule).object;
  }

  override loadArtifactBytes(kernelName: string, bytes: Uint8Array, result: CompileResult): Program {
    return new CpuProgram(this.shim, this.shim.loadObject(bytes, [this.chunkOf(kernelName, result)]), result, this.numThreads);
  }

  private chunkOf(kernelName: string, result: CompileResult): string {
    if (result.abi.kind !== "cpu-chunk") {
      throw new KernelError(`the CPU cannot call code generated for the '${result.abi.kind}' ABI`, { kernelName });
    }
    return result.abi.chunk;
  }

  protected allocateArray<D extends DtypeName>(dtype: D, shape: Shape, clamped: boolean): TackArray<D> {
    const n = shapeSize(shape);
    const data = clamped ? new Uint8ClampedArray(n) : new TYPED_ARRAY_OF[dtype](n);
    return new TackArray(this, { data, clamped }, dtype, shape);
  }

  wrapTypedArray<D extends DtypeName>(data: TypedArray, dtype: D, shape: Shape): TackArray<D> {
    return new TackArray(this, { data, clamped: typedArrayName(data) === "Uint8ClampedArray" }, dtype, shape);
  }

  readArray(a: TackArray): TypedArray {
    return a.buffer.data!;
  }

  writeArray(a: TackArray, src: ArrayLike<number | bigint>): void {
    writeStorage(a.buffer.data!, src);
  }

  fillArray(a: TackArray, value: number | bigint): void {
    fillStorage(a.buffer.data!, value);
  }

  setElement(a: TackArray, index: number, value: number | bigint): void {
    setStorageElement(a.buffer.data!, index, value);
  }
}

function llvmError(kernelName: string, e: unknown): KernelError {
  return new KernelError(`LLVM could not compile the generated code: ${(e as Error).message}`, { kernelName, cause: e });
}

/** Why the CPU device is unavailable here (the shim is missing or does not load), or null. */
export function cpuUnavailableReason(): string | null {
  const shim = loadCpuShim();
  if (!("error" in shim)) return null;
  if (nativeDisabledReason() !== null) return shim.error;
  return `${shim.error} (the cpu backend needs LLVM 14: apt-get install llvm-14-dev, then npm run build:shim)`;
}
