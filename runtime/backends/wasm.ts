/**
 * The wasm device: WAT from the compiler, parsed, optimized (O3) and emitted by binaryen in a
 * compile worker (wasm-compile.ts), run by a pool of worker threads and the calling thread on
 * one shared `WebAssembly.Memory` (wasm-pool.ts, wasm-memory.ts). It needs nothing native, so
 * it is available wherever Node runs, and it is the default device when the CPU shim is not.
 *
 * Arrays of this device are views of the shared memory. `tack.fromTypedArray(ta)` wraps a view
 * of it inside a live array's storage without a copy (the `toTypedArray()` of an array made on
 * this device, a subarray of it); any other TypedArray is copied in. Kernels launched on plain TypedArrays copy
 * them in and the written ones back (wasm-program.ts). Storage is freed when the array's
 * TypedArray view is collected, or at once with `tack.wasmFree(array)`.
 */
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { TackArray, type Shape, shapeSize } from "../array.js";
import { Backend, threadsText, type NativeTier, type Program } from "../backend.js";
import { DTYPE_NAMES, typedArrayName, type DtypeName, type TypedArray } from "../dtypes.js";
import { KernelError } from "../errors.js";
import type { CompileResult, TargetDescriptor } from "../request.js";
import { fillStorage, setStorageElement, writeStorage } from "./host-storage.js";
import { compileModule, compileWat, compileWatAsync, relaxedSimd } from "./wasm-compile.js";
import { wasmHeap, WasmHeap } from "./wasm-memory.js";
import { poolOptionsFromEnv, WasmPool, Watchdog } from "./wasm-pool.js";
import { WasmProgram, type WasmChunkAbi, type WasmRuntime } from "./wasm-program.js";

export interface WasmDeviceOptions {
  /** Threads a launch may use (the calling thread included); default: all available. */
  numThreads?: number;
  /**
   * Let `a * b + c` contract into a fused multiply-add where SEMANTICS.md lets the CPU's
   * (relaxed SIMD's `relaxed_madd`; default true where this V8 compiles relaxed SIMD, which is
   * decided once per process; false: never, every result the plain run's bits).
   */
  fma?: boolean;
}

/** The options `tack.device("wasm", ...)` accepts. */
export const WASM_DEVICE_OPTIONS = ["numThreads", "fma"] as const;

let watchdog: Watchdog | undefined;
/** Each artifact's compiled module: wasm devices of other thread counts load it without compiling again. */
const modules = new WeakMap<Uint8Array, WebAssembly.Module>();

function moduleOf(binary: Uint8Array<ArrayBuffer>): WebAssembly.Module {
  let m = modules.get(binary);
  if (!m) {
    m = compileModule(binary);
    modules.set(binary, m);
  }
  return m;
}
const poolRegistry = new FinalizationRegistry<WasmPool>((pool) => void pool.terminate());

function binaryenVersion(): string {
  try {
    return (createRequire(import.meta.url)("binaryen/package.json") as { version: string }).version;
  } catch {
    return "unknown";
  }
}

export class WasmBackend extends Backend implements WasmRuntime {
  readonly name = "wasm";
  readonly displayName: string = "Wasm";
  readonly target = "wat" as const;
  readonly supportedDtypes: ReadonlySet<DtypeName> = new Set(DTYPE_NAMES);
  readonly supportsDeviceReductions = false;
  readonly supportsWorkgroups = false;
  readonly heap: WasmHeap;
  readonly numThreads: number;
  /** `a * b + c` may fuse (the fma option where V8 has relaxed SIMD): the request's `fma 1`. */
  readonly fma: boolean;
  private workers: WasmPool | undefined;

  constructor(options: WasmDeviceOptions = {}) {
    super();
    const n = options.numThreads ?? availableParallelism();
    if (!Number.isInteger(n) || n < 1 || n > 256) {
      throw new RangeError(`The 'wasm' device's numThreads must be an integer from 1 to 256, not ${String(n)}`);
    }
    this.numThreads = n;
    this.fma = options.fma !== false && relaxedSimd() !== "none";
    this.heap = wasmHeap();
  }

  override get details(): string {
    const fma = this.fma ? "a * b + c fused (relaxed SIMD)" : relaxedSimd() === "none" ? "no fused multiply-add (this V8 has no relaxed SIMD)" : "no fused multiply-add (fma: false)";
    return `Wasm: ${threadsText(this.numThreads)}, 128-bit SIMD, ${fma}, binaryen ${binaryenVersion()}`;
  }

  /** Every wasm device addresses the one shared memory. */
  override get memoryDomain(): string {
    return "wasm:0";
  }

  /** Wasm devices of any thread count share compiled code. */
  override cacheTarget(): string {
    return `wasm binaryen-${binaryenVersion()}${this.fma ? " fma" : ""}`;
  }

  protected override targetOptions(): Partial<TargetDescriptor> {
    return this.fma ? { fma: true } : {};
  }

  /**
   * Its workers (numThreads - 1, at least one so async launches leave the calling thread free),
   * started on first use; scheduled as TACK_WASM_POOL says where it is set (a bench's A/B).
   */
  pool(): WasmPool {
    if (!this.workers) {
      this.workers = new WasmPool(this.heap.memory, Math.max(1, this.numThreads - 1), poolOptionsFromEnv());
      poolRegistry.register(this, this.workers);
    }
    return this.workers;
  }

  watchdog(): Watchdog {
    watchdog ??= new Watchdog(this.heap.memory);
    return watchdog;
  }

  /** Ends this device's workers (they also end with the process); later launches start new ones. */
  async dispose(): Promise<void> {
    const w = this.workers;
    this.workers = undefined;
    if (w) {
      poolRegistry.unregister(this);
      await w.terminate();
    }
  }

  /**
   * A program made for a device of several threads starts its pool: a compile first thing,
   * so the workers boot Node isolates of their own (60-350 ms on the loaded 2-core VM,
   * bench/wasm/RESULTS.md session 8) while binaryen runs, instead of after, when the first
   * launches would run on the calling thread alone until they join; a program from the disk
   * cache as it is loaded (its rehearsal, where there is one, hands it to the workers).
   */
  private startPool(): void {
    if (this.numThreads > 1) this.pool();
  }

  buildVariant(kernelName: string, result: CompileResult): Program {
    const text = this.watOf(kernelName, result);
    this.startPool();
    let binary: Uint8Array<ArrayBuffer>;
    let module: WebAssembly.Module;
    try {
      binary = compileWat(text);
      module = moduleOf(binary);
    } catch (e) {
      throw new KernelError(`binaryen could not compile the generated code: ${(e as Error).message}`, { kernelName, cause: e });
    }
    return new WasmProgram(this, binary, module, result, kernelName);
  }

  async buildVariantAsync(kernelName: string, result: CompileResult): Promise<Program> {
    const text = this.watOf(kernelName, result);
    this.startPool();
    let binary: Uint8Array<ArrayBuffer>;
    let module: WebAssembly.Module;
    try {
      binary = await compileWatAsync(text);
      module = moduleOf(binary);
    } catch (e) {
      throw new KernelError(`binaryen could not compile the generated code: ${(e as Error).message}`, { kernelName, cause: e });
    }
    return new WasmProgram(this, binary, module, result, kernelName);
  }

  loadVariant(kernelName: string, artifact: unknown, result: CompileResult): Program {
    const binary = artifact as Uint8Array<ArrayBuffer>;
    const module = moduleOf(binary);
    this.startPool();
    return new WasmProgram(this, binary, module, result, kernelName);
  }

  /**
   * The disk cache keeps the binaryen build (one tier: O3, wasm-compile.ts's features), so a
   * fresh process's warm hit neither loads binaryen nor compiles (DESIGN.md §5, "disk
   * artifact"); binaryen's version is in cacheTarget().
   */
  override artifactKey(_tier: NativeTier): string {
    return `${this.cacheTarget()}\nwasm-chunk O3`;
  }

  override artifactBytes(program: Program): Uint8Array {
    return (program as WasmProgram).artifact;
  }

  /** A binary V8 refuses (damaged on disk, or foreign) throws here: the cache then treats it as a miss. */
  override loadArtifactBytes(kernelName: string, bytes: Uint8Array, result: CompileResult): Program {
    this.checkAbi(kernelName, result); // not watOf: a hit never needs the text (runtime/variant-entry.ts)
    const binary = bytes.slice(); // its own buffer (a read's bytes may be a view of a larger one)
    const module = moduleOf(binary); // throws for a binary V8 refuses: no pool started for it
    this.startPool();
    return new WasmProgram(this, binary, module, result, kernelName);
  }

  private watOf(kernelName: string, result: CompileResult): string {
    this.checkAbi(kernelName, result);
    return result.code;
  }

  private checkAbi(kernelName: string, result: CompileResult): void {
    const abi = result.abi as unknown as WasmChunkAbi;
    if (abi.kind !== "wasm-chunk") {
      throw new KernelError(`the wasm device cannot call code generated for the '${abi.kind}' ABI`, { kernelName });
    }
  }

  protected allocateArray<D extends DtypeName>(dtype: D, shape: Shape, clamped: boolean): TackArray<D> {
    const data = this.heap.allocateView(dtype, shapeSize(shape), clamped);
    return new TackArray(this, { data, clamped }, dtype, shape);
  }

  /** Zero-copy for a view of the wasm memory; any other TypedArray is copied into a new block. */
  wrapTypedArray<D extends DtypeName>(data: TypedArray, dtype: D, shape: Shape): TackArray<D> {
    const clamped = typedArrayName(data) === "Uint8ClampedArray";
    if (this.heap.viewAddress(data) >= 0) {
      this.checkLive(data);
      // a view inside a live array's block wraps without a copy and keeps that array's view
      // (so its block) alive; any other view of the memory aliases what the allocator gives out
      const owner = this.heap.ownerOf(data);
      if (owner === null) {
        throw new RangeError(
          `fromTypedArray(): this ${typedArrayName(data)} is a view of the wasm memory that no live wasm array owns ` +
            `(bytes ${this.heap.viewAddress(data)} to ${this.heap.viewAddress(data) + WasmHeap.bytesOf(data)}): the allocator may give that memory to another array. ` +
            `Make the storage with tack.empty(n, dtype, { device: "wasm" }) and use its toTypedArray() (or a subarray of it)`,
        );
      }
      return new TackArray(this, owner === data ? { data, clamped } : { data, clamped, owner }, dtype, shape);
    }
    const copy = this.heap.allocateView(dtype, shapeSize(shape), clamped);
    (copy as Uint8Array).set(data as Uint8Array);
    return new TackArray(this, { data: copy, clamped }, dtype, shape);
  }

  private checkLive(data: TypedArray): void {
    if (this.heap.isReleased(data)) throw new RangeError("this wasm array was freed (tack.wasmFree); its storage may hold another array now");
  }

  readArray(a: TackArray): TypedArray {
    this.checkLive(a.buffer.data!);
    return a.buffer.data!;
  }

  writeArray(a: TackArray, src: ArrayLike<number | bigint>): void {
    this.checkLive(a.buffer.data!);
    writeStorage(a.buffer.data!, src);
  }

  fillArray(a: TackArray, value: number | bigint): void {
    this.checkLive(a.buffer.data!);
    fillStorage(a.buffer.data!, value);
  }

  setElement(a: TackArray, index: number, value: number | bigint): void {
    this.checkLive(a.buffer.data!);
    setStorageElement(a.buffer.data!, index, value);
  }
}

/** Why the wasm device is unavailable here, or null: it needs shared memory and Atomics.waitAsync. */
export function wasmUnavailableReason(): string | null {
  if (typeof WebAssembly !== "object" || typeof SharedArrayBuffer !== "function") {
    return "this JavaScript runtime has no WebAssembly or SharedArrayBuffer";
  }
  if (typeof (Atomics as unknown as { waitAsync?: unknown }).waitAsync !== "function") {
    return "this JavaScript runtime has no Atomics.waitAsync (Node 16 or later has it)";
  }
  return null;
}

// ---- public helpers (runtime/index.ts) ------------------------------------------------------

/**
 * The wasm device's shared memory. A TypedArray over `wasmMemory().buffer` is a view of it:
 * `tack.fromTypedArray(view)` wraps such a view without a copy where it lies inside a live
 * array's storage, and refuses it elsewhere (memory the allocator gives out). Growing the
 * memory replaces `buffer`; views made before stay valid. Get storage to fill in place from
 * an array made with `{ device: "wasm" }`: its `toTypedArray()`.
 */
export function wasmMemory(): WebAssembly.Memory {
  return wasmHeap().memory;
}

/**
 * Frees a wasm array's storage now instead of when it is collected. The array (and its
 * `toTypedArray()` view) must not be used afterwards: launches and reads refuse it. Returns
 * false when there was nothing to free (a wrapped view of the memory, or freed before).
 */
export function wasmFree(a: TackArray | TypedArray): boolean {
  const data = a instanceof TackArray ? a.buffer.data : a;
  if (data === undefined || typedArrayName(data) === undefined) {
    throw new TypeError("wasmFree() takes a tack.Array of the wasm device or a TypedArray view it allocated");
  }
  if (a instanceof TackArray && a.backend.memoryDomain !== "wasm:0") {
    throw new TypeError(`wasmFree() frees arrays of the wasm device, not of ${a.backend.label}`);
  }
  return wasmHeap().release(data);
}
