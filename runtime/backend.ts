/**
 * The Backend contract (DESIGN.md §5, seeds' backend-capabilities): every backend declares
 * its capabilities as fields and the base derives the rest, so two declarations can never
 * disagree. Callers read these fields; nothing probes for methods or compares class names.
 */
import type { TackArray, Shape } from "./array.js";
import type { Device } from "./devices.js";
import { DTYPE_NAMES, type DtypeName, type TypedArray } from "./dtypes.js";
import type { CompileResult, TargetDescriptor } from "./request.js";
import type { VariantBuild } from "./launch.js";

/** Atomic dtypes each code-generation target can express (intersected with the dtypes). */
export const ATOMIC_DTYPES: Record<string, readonly DtypeName[]> = {
  llvm: DTYPE_NAMES,
  wat: DTYPE_NAMES,
  cuda: ["i32", "u32", "i64", "u64", "f32", "f64"],
  hip: ["i32", "u32", "i64", "u64", "f32", "f64"],
  opencl: ["i32", "u32", "f32"],
  msl: ["i32", "u32", "f32"],
};

/** Backend storage for one array. */
export interface DeviceBuffer {
  /** On host-memory backends, the elements themselves. */
  readonly data?: TypedArray;
}

export abstract class Backend {
  /** Device type as a spec writes it: "cpu", "wasm", "cuda", ... */
  abstract readonly name: string;
  /** Which of the type's devices this backend drives. */
  readonly ordinal: number = 0;
  /** How messages spell the backend, if not `name`. */
  abstract readonly displayName: string;
  abstract readonly supportedDtypes: ReadonlySet<DtypeName>;
  abstract readonly supportsDeviceReductions: boolean;
  abstract readonly supportsWorkgroups: boolean;
  /** The code-generation target, whose atomics table applies. */
  abstract readonly codegenTarget: "llvm";
  /** Options `tack.device()` accepts for this backend; any other is refused. */
  abstract readonly deviceOptions: readonly string[];
  /** memorySpace() answers that arrayFromPtr() accepts; empty: unchecked. */
  readonly deviceMemorySpaces: ReadonlySet<string> = new Set();
  /** The Device users see; set by the registry. */
  device!: Device;

  get label(): string {
    return this.displayName || this.name;
  }

  get supportsF64(): boolean {
    return this.supportedDtypes.has("f64");
  }

  get supportedAtomicDtypes(): ReadonlySet<DtypeName> {
    const table = ATOMIC_DTYPES[this.codegenTarget] ?? [];
    return new Set(table.filter((d) => this.supportedDtypes.has(d)));
  }

  /** Backends run kernels on each other's arrays when their domains are equal. */
  get memoryDomain(): string {
    return `${this.name}:${this.ordinal}`;
  }

  /** What the compiler needs to know of this backend to check and generate code. */
  abstract targetDescriptor(noalias: boolean): TargetDescriptor;

  /** Native compile of a variant's generated code, ready to launch. */
  abstract buildVariant(kernelName: string, result: CompileResult): VariantBuild;
  /** The same, with the native compile off the event loop. */
  abstract buildVariantAsync(kernelName: string, result: CompileResult): Promise<VariantBuild>;

  abstract allocateArray<D extends DtypeName>(dtype: D, shape: Shape): TackArray<D>;
  /** Wraps a host TypedArray without copying, where the backend can address it. */
  abstract wrapTypedArray<D extends DtypeName>(data: TypedArray, dtype: D, shape: Shape): TackArray<D>;
  abstract readArray(a: TackArray): TypedArray;
  abstract writeArray(a: TackArray, src: ArrayLike<number | bigint>): void;
  abstract fillArray(a: TackArray, value: number | bigint): void;
  abstract setElement(a: TackArray, index: number, value: number | bigint): void;

  async readArrayAsync(a: TackArray): Promise<TypedArray> {
    return this.readArray(a);
  }

  /** Waits for every launch queued so far. Backends that finish launches inline have nothing to wait for. */
  synchronize(): void {}

  /** What compiled code depends on besides the kernel (device, compiler, options); for the disk cache. */
  cacheTarget(): string | null {
    return null;
  }
}
