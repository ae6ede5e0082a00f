/**
 * The Backend contract (DESIGN.md §5, seeds' backend-capabilities, STYLE.md 10, 11 and C):
 * every backend declares its capabilities as fields and the base derives the rest, so two
 * declarations can never disagree. Callers read these fields; nothing probes for methods or
 * compares class names, and nothing outside a backend knows how its memory is addressed or
 * how its generated code is called: a compiled variant comes back as a `Program`.
 */
import type { TackArray, Shape } from "./array.js";
import type { Device } from "./devices.js";
import type { DtypeName, TypedArray } from "./dtypes.js";
import type { CompileResult, TargetDescriptor } from "./request.js";
import { ATOMIC_DTYPES, type TargetName } from "./targets.js";

/** Backend storage for one array. */
export interface DeviceBuffer {
  /** On host-memory backends, the elements themselves. */
  readonly data?: TypedArray;
  /** u8 storage whose stores clamp to 0..255 (a Uint8ClampedArray on the host). */
  readonly clamped?: boolean;
  /** What `data` lives in and must outlive it (wasm: the allocated view a wrapped sub-view is part of). */
  readonly owner?: unknown;
}

/** A compiled variant loaded on one backend: what a launch calls. */
export interface Program {
  /**
   * Runs [start, end) of the parallel loop with the call's arguments, which the caller
   * validated, stopping at `deadline` (CLOCK_MONOTONIC ns; 0n: none). Throws the LaunchFault
   * (runtime/faults.ts) the kernel reported.
   */
  launch(args: readonly unknown[], start: number, end: number, deadline?: bigint): void;
  /**
   * The same, leaving the event loop free while it runs (a backend without an async launch
   * runs it inline); an aborted `signal` stops it at its next poll with a "cancelled" fault.
   */
  launchAsync(args: readonly unknown[], start: number, end: number, deadline: bigint, signal?: AbortSignal): Promise<void>;
  /** The native compile's output; `loadVariant` makes a program of it on a backend with the same cacheTarget(). */
  readonly artifact: unknown;
  /**
   * The most iterations one `launch` should get (LaunchPlan slices a larger range); default
   * 2^26, which keeps a CPU pool's chunks short. A GPU takes a whole range in one launch.
   */
  readonly maxSlice?: number;
  /**
   * Runs what a launch does in JavaScript without running the kernel (the CPU: a launch and an
   * async launch over an empty range, which pack the arguments and return from the shim before
   * the kernel): a rehearsal of the launch path (runtime/rehearsal.ts), so that the first real
   * launch finds that JavaScript compiled. A backend without one rehearses only the
   * backend-neutral part.
   */
  rehearse?(args: readonly unknown[]): Promise<void> | void;
  /**
   * launch(args, 0, end) with no time limit, where the caller found the arguments the same as
   * the last launch's (runtime/warm-launch.ts): a program may skip what it keeps from its own
   * last launch, after checking that it is still the same (GpuProgram: the same array objects).
   */
  launchWarm?(args: readonly unknown[], end: number): void;
}

/**
 * Choices between variants of one signature that a backend makes per call from the arguments
 * (the CPU: `noalias` when written arrays overlap no other argument). Backends return shared
 * frozen objects, so dispatch compares them by identity.
 */
export type VariantOptions = Readonly<Record<string, boolean>>;

export const NO_OPTIONS: VariantOptions = Object.freeze({});

/** What a backend may read of a signature's variant to choose its options. */
export interface VariantParams {
  /** Parameters the kernel may write. */
  readonly written: readonly number[];
  /** Parameters with storage (arrays, textures). */
  readonly arrays: readonly number[];
}

/**
 * Native compile tiers: "optimized" is the build launches run at their best; "fast" a quick
 * build (the CPU: LLVM O0 with fast instruction selection) that computes the same results.
 */
export type NativeTier = "fast" | "optimized";

/** A native build running in the background; `poll()` answers without waiting. */
export interface BackgroundBuild {
  /** The program once built (null while it runs); throws the build's error. */
  poll(): Program | null;
  /** Settles when the build has. */
  readonly done: Promise<Program>;
}

let anonymousTargets = 0;

export abstract class Backend {
  /** Device type as a spec writes it: "cpu", "wasm", "cuda", ... */
  abstract readonly name: string;
  /** Which of the type's devices this backend drives. */
  readonly ordinal: number = 0;
  /** How messages spell the backend, if not `name`. */
  abstract readonly displayName: string;
  /** The code-generation target: which generator the compiler runs, whose atomics table applies. */
  abstract readonly target: TargetName;
  abstract readonly supportedDtypes: ReadonlySet<DtypeName>;
  /** Whether f32 sum/min/max run on the device (reduceArray); otherwise on the host. */
  abstract readonly supportsDeviceReductions: boolean;
  abstract readonly supportsWorkgroups: boolean;
  /** Whether buildVariant makes a "fast" tier besides the optimized build (and startBuild runs one in the background). */
  readonly supportsTiers: boolean = false;
  /**
   * What memorySpace() may answer for a pointer arrayFromPtr() wraps (CUDA: "cuda",
   * "cuda_pinned", "cuda_managed"); empty: the backend wraps no raw address.
   */
  readonly deviceMemorySpaces: ReadonlySet<string> = new Set();
  /**
   * Host threads a launch runs on (the calling thread included), as reports state them (`tack
   * bench`); 0 where the device's parallelism is its own (a GPU).
   */
  readonly numThreads: number = 0;
  /** The options most calls take, compiled first, before the kernel's written parameters are known. */
  readonly likelyVariantOptions: VariantOptions = NO_OPTIONS;
  /** The Device users see; set by the registry. */
  device!: Device;
  private variantKey: string | undefined;

  get label(): string {
    return this.displayName || this.name;
  }

  /**
   * One line for `tack devices` and `tack.devices()`: what the device is and how it runs (its
   * threads, its code generator, its vectors); the label where a backend has nothing to add.
   */
  get details(): string {
    return this.label;
  }

  get supportsF64(): boolean {
    return this.supportedDtypes.has("f64");
  }

  get supportedAtomicDtypes(): ReadonlySet<DtypeName> {
    return new Set(ATOMIC_DTYPES[this.target].filter((d) => this.supportedDtypes.has(d)));
  }

  /** Backends run kernels on each other's arrays when their domains are equal. */
  get memoryDomain(): string {
    return `${this.name}:${this.ordinal}`;
  }

  /**
   * Backends with equal keys run each other's compiled code (two CPU devices with different
   * thread counts), so the variant cache is keyed by it: the target and cacheTarget(). A backend
   * without a cacheTarget() shares with no other.
   */
  get variantCacheKey(): string {
    this.variantKey ??= `${this.target} ${this.cacheTarget() ?? `${this.name}:${this.ordinal}#${++anonymousTargets}`}`;
    return this.variantKey;
  }

  /** Each VariantOptions' descriptor, made once (options are shared frozen objects, capabilities fixed). */
  private readonly descriptors = new Map<VariantOptions, TargetDescriptor>();

  /** What the compiler needs to know of this backend to check and generate code (frozen, shared by every request). */
  targetDescriptor(options: VariantOptions): TargetDescriptor {
    let d = this.descriptors.get(options);
    if (d === undefined) {
      d = Object.freeze({
        target: this.target,
        label: this.label,
        dtypes: Object.freeze([...this.supportedDtypes]),
        atomics: Object.freeze([...this.supportedAtomicDtypes]),
        workgroups: this.supportsWorkgroups,
        ...this.targetOptions(options),
      });
      this.descriptors.set(options, d);
    }
    return d;
  }

  /** Target-specific request fields for a variant (the CPU: its triple and noalias). */
  protected targetOptions(_options: VariantOptions): Partial<TargetDescriptor> {
    return {};
  }

  /** The variant a call with these arguments takes (see VariantOptions). */
  variantOptions(_args: readonly unknown[], _params: VariantParams): VariantOptions {
    return NO_OPTIONS;
  }

  /** Native compile of a variant's generated code, loaded and ready to launch. */
  abstract buildVariant(kernelName: string, result: CompileResult, tier?: NativeTier): Program;
  /** The same, with the native compile off the event loop. */
  abstract buildVariantAsync(kernelName: string, result: CompileResult, tier?: NativeTier): Promise<Program>;
  /** A program of code another backend with the same variantCacheKey compiled. */
  abstract loadVariant(kernelName: string, artifact: unknown, result: CompileResult): Program;

  /** The optimized build off the event loop, pollable from a launch (called only where supportsTiers is declared). */
  startBuild(kernelName: string, _result: CompileResult): BackgroundBuild {
    throw new Error(`The ${this.label} backend declares tiers but has no startBuild() (kernel '${kernelName}')`);
  }

  /**
   * What a variant's artifact on disk depends on besides its compile result: cacheTarget(), the
   * native compile's options, the tier. null: this backend's artifacts are not stored.
   */
  artifactKey(_tier: NativeTier): string | null {
    return null;
  }

  /** The bytes the disk cache keeps of a program's artifact (called only where artifactKey is not null). */
  artifactBytes(_program: Program): Uint8Array {
    throw new Error(`The ${this.label} backend stores no artifacts`);
  }

  /** A program of stored artifact bytes; throws if they can't be loaded (the cache then treats them as a miss). */
  loadArtifactBytes(_kernelName: string, _bytes: Uint8Array, _result: CompileResult): Program {
    throw new Error(`The ${this.label} backend stores no artifacts`);
  }

  /** Refuses arrays of a dtype the backend does not declare. */
  checkDtype(dtype: DtypeName): void {
    if (this.supportedDtypes.has(dtype)) return;
    const why = dtype === "f64" && !this.supportsF64 ? "it has no 64-bit floats; use f32" : `its dtypes are ${[...this.supportedDtypes].join(", ")}`;
    throw new TypeError(`The ${this.label} device has no ${dtype} arrays: ${why}`);
  }

  /** A new array (checked against the declared dtypes); `clamped`: u8 whose stores clamp. */
  allocate<D extends DtypeName>(dtype: D, shape: Shape, options: { clamped?: boolean } = {}): TackArray<D> {
    this.checkDtype(dtype);
    return this.allocateArray(dtype, shape, options.clamped === true && dtype === "u8");
  }

  protected abstract allocateArray<D extends DtypeName>(dtype: D, shape: Shape, clamped: boolean): TackArray<D>;
  /** Wraps a host TypedArray without copying, where the backend can address it. */
  abstract wrapTypedArray<D extends DtypeName>(data: TypedArray, dtype: D, shape: Shape): TackArray<D>;
  abstract readArray(a: TackArray): TypedArray;
  abstract writeArray(a: TackArray, src: ArrayLike<number | bigint>): void;
  abstract fillArray(a: TackArray, value: number | bigint): void;
  abstract setElement(a: TackArray, index: number, value: number | bigint): void;

  async readArrayAsync(a: TackArray): Promise<TypedArray> {
    return this.readArray(a);
  }

  /** f32 sum/min/max on the device; called only where supportsDeviceReductions is declared. */
  reduceArray(_a: TackArray, op: "sum" | "min" | "max"): number {
    throw new Error(`The ${this.label} backend declares device reductions but has no reduceArray() for ${op}()`);
  }

  /** Waits for every launch queued so far. Backends that finish launches inline have nothing to wait for. */
  synchronize(): void {}

  /** The same, leaving the event loop free while the device works. */
  async synchronizeAsync(): Promise<void> {
    this.synchronize();
  }

  /** Which memory an address is in, as the driver says ("cpu" for memory it does not know). */
  memorySpace(_ptr: bigint): string {
    return "cpu";
  }

  /**
   * An array over memory another library owns, at a device address the caller vouches for
   * (arrayFromPtr checked its memory space); nothing is copied or freed.
   */
  wrapPointer<D extends DtypeName>(_ptr: bigint, _dtype: D, _shape: Shape, _writable: boolean): TackArray<D> {
    throw new TypeError(`The ${this.label} device cannot wrap a raw address; arrayFromPtr() takes device pointers of a GPU device (use fromTypedArray() for host memory)`);
  }

  /** What compiled code depends on besides the kernel (device, compiler, options); for the caches. */
  cacheTarget(): string | null {
    return null;
  }
}

/** "1 thread", "16 threads": a host device's parallelism as its details say it. */
export function threadsText(n: number): string {
  return `${n} thread${n === 1 ? "" : "s"}`;
}
