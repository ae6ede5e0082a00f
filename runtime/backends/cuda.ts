/**
 * The CUDA backend (issue 10; seeds: "CUDA"): CUDA C from the C-family generator, compiled by
 * NVRTC to a CUBIN for the device's exact architecture (PTX for the newest architecture NVRTC
 * knows when it does not know the device's; the driver JIT-compiles that), through
 * tack_cuda.node (shims/cuda). One stream per context, stream-ordered pool allocations, and
 * f32 sum/min/max on the device (runtime/backends/cuda-reduce.ts).
 */
import type { TackArray } from "../array.js";
import { DTYPE_NAMES, type DtypeName } from "../dtypes.js";
import { KernelError } from "../errors.js";
import { reduceF32 } from "./cuda-reduce.js";
import type { GpuLayout } from "./gpu-abi.js";
import type { CompileResult } from "../request.js";
import { GpuBackend, type GpuBuffer } from "./gpu.js";
import { gpuDevices } from "./gpu-shim.js";
import { cudaShim, CUDA_BLOCK, NVRTC_OPTIONS, type CudaBuffer, type CudaDeviceInfo, type CudaImage, type CudaShim, type CuHandle } from "./cuda-shim.js";

export { CUDA_BLOCK, NVRTC_OPTIONS };

/** The ABI's NVRTC options (compiler/codegen/c/ABI.md), else the contract's. */
function nvrtcOptions(layout: GpuLayout): readonly string[] {
  return layout.buildOptions.length ? layout.buildOptions : NVRTC_OPTIONS;
}

/** Part of the key of a stored image: bump when what is stored changes. */
const IMAGE_FORMAT = "cuda-image 1";

let deviceList: CudaDeviceInfo[] | { error: string } | undefined;

export function cudaDevices(): CudaDeviceInfo[] | { error: string } {
  return (deviceList ??= gpuDevices(cudaShim(), "the NVIDIA driver reports no CUDA device"));
}

export function cudaUnavailableReason(): string | null {
  const d = cudaDevices();
  return "error" in d ? d.error : null;
}

export class CudaBackend extends GpuBackend {
  readonly name = "cuda";
  readonly displayName: string;
  readonly target = "cuda" as const;
  readonly supportedDtypes: ReadonlySet<DtypeName> = new Set(DTYPE_NAMES);
  readonly supportsDeviceReductions = true;
  readonly supportsWorkgroups = true;
  readonly supportsTimeLimits = true;
  override readonly deviceMemorySpaces: ReadonlySet<string> = new Set(["cuda", "cuda_pinned", "cuda_managed"]);
  override readonly ordinal: number;
  readonly maxLaunchItems: number;
  readonly info: CudaDeviceInfo;
  /** Whether the context was the caller's current one (adopted) rather than the primary one. */
  readonly adoptedContext: boolean;
  readonly shim: CudaShim;
  readonly ctx: CuHandle<"ctx">;

  constructor(index: number) {
    super();
    const shim = cudaShim();
    if ("error" in shim) throw new Error(shim.error);
    const devices = cudaDevices();
    if ("error" in devices) throw new Error(devices.error);
    if (index >= devices.length) {
      throw new RangeError(`There is no 'cuda:${index}': ${devices.length} CUDA device(s) here (${devices.map((d, i) => `cuda:${i} ${d.name}`).join(", ")})`);
    }
    this.shim = shim;
    this.packed = typeof shim.launchPacked === "function";
    this.ordinal = index;
    this.info = devices[index];
    this.displayName = `CUDA (${this.info.name})`;
    const { ctx, adopted } = shim.open(index);
    this.ctx = ctx;
    this.adoptedContext = adopted;
    this.maxLaunchItems = this.info.maxGridX * CUDA_BLOCK;
  }

  override cacheTarget(): string {
    const rtc = this.shim.nvrtcInfo();
    const version = "error" in rtc ? "none" : rtc.version.join(".");
    return `cuda sm_${this.info.arch} nvrtc-${version} ${NVRTC_OPTIONS.join(" ")}`;
  }

  /**
   * A stored CUBIN or PTX depends on the device's architecture, NVRTC's version and options
   * (cacheTarget) and the driver, which loads it (and JIT-compiles PTX).
   */
  protected override binaryKey(): string {
    return `${this.cacheTarget()} driver-${this.info.driverVersion}\n${IMAGE_FORMAT}`;
  }

  /** One byte for the kind (0 CUBIN, 1 PTX), then the image. */
  protected override binaryOf(artifact: unknown): Uint8Array {
    const { image, kind } = artifact as CudaImage;
    const out = new Uint8Array(1 + image.length);
    out[0] = kind === "ptx" ? 1 : 0;
    out.set(image, 1);
    return out;
  }

  protected override loadBinary(kernelName: string, bytes: Uint8Array, _layout: GpuLayout, _result: CompileResult): { module: unknown; artifact: unknown } {
    if (bytes.length < 2 || bytes[0] > 1) throw new KernelError("the stored CUDA image is not one this build wrote", { kernelName });
    // a copy: the driver reads the ELF image from an aligned start
    const image: CudaImage = { image: bytes.slice(1), kind: bytes[0] === 1 ? "ptx" : "cubin", log: "", ms: 0 };
    return { module: this.loadImage(kernelName, image), artifact: image };
  }

  override memorySpace(ptr: bigint): string {
    return this.shim.memorySpace(this.ctx, ptr);
  }

  protected override wrapPointerBuffer(ptr: bigint, bytes: number): GpuBuffer {
    return bufferOf(this.shim.wrapPointer(this.ctx, ptr, bytes), ptr, bytes, false);
  }

  /** The device address of an array's memory (for other CUDA libraries; waits first). */
  pointerOf(a: TackArray): bigint {
    this.synchronize();
    return this.shim.pointer((a.buffer as CudaBuffer).handle);
  }

  override reduceArray(a: TackArray, op: "sum" | "min" | "max"): number {
    return reduceF32(this, a, op);
  }

  allocBuffer(bytes: number, clamped = false): CudaBuffer {
    const handle = this.shim.alloc(this.ctx, bytes);
    return bufferOf(handle, this.shim.pointer(handle), bytes, clamped);
  }

  writeBuffer(buffer: GpuBuffer, byteOffset: number, src: ArrayBufferView): void {
    this.shim.write(this.ctx, (buffer as CudaBuffer).handle, byteOffset, src);
  }

  fillBuffer(buffer: GpuBuffer, pattern: Uint8Array, byteOffset: number, bytes: number): void {
    this.shim.fill(this.ctx, (buffer as CudaBuffer).handle, pattern, byteOffset, bytes);
  }

  readBuffer(buffer: GpuBuffer, dst: ArrayBufferView): void {
    this.shim.read(this.ctx, (buffer as CudaBuffer).handle, 0, dst);
  }

  readBufferAsync(buffer: GpuBuffer, dst: ArrayBufferView): Promise<void> {
    return this.shim.readAsync(this.ctx, (buffer as CudaBuffer).handle, 0, dst);
  }

  protected waitQueue(): void {
    this.shim.sync(this.ctx);
  }

  protected waitQueueAsync(): Promise<void> {
    return this.shim.syncAsync(this.ctx);
  }

  createPlan(module: unknown, entry: string, kinds: Int32Array): { plan: unknown; pack: ArrayBuffer } {
    const { plan, pack, launch } = this.shim.createPlan(module as CuHandle<"module">, entry, kinds);
    const bufferWords: number[] = [];
    kinds.forEach((k, i) => k < 0 && bufferWords.push(2 * i));
    const shim = this.shim;
    const packed: CudaPlan = {
      handle: plan,
      launch: launch ?? (() => shim.launchPacked!(plan)),
      words: new Uint32Array(pack),
      bufferWords,
      dimsAt: 2 * kinds.length,
    };
    return { plan: packed, pack };
  }

  /** The shim's launch arguments for more buffers than the direct calls below take, reused. */
  private readonly call: unknown[] = [];

  /** Whether the shim has launchPacked (a shim built before it launches through launch()). */
  private packed = false;

  protected enqueueLaunch(plan: unknown, items: number, blockSize: number, perThread: number, buffers: GpuBuffer[], sameBuffers: boolean): void {
    const block = blockSize < CUDA_BLOCK ? blockSize : CUDA_BLOCK;
    // GpuBackend.launchQueued refused more items than maxLaunchItems × perThread: grid <= maxGridX < 2^32
    const grid = Math.ceil(items / (block * perThread));
    if (!this.packed) return this.launchUnpacked(plan as CudaPlan, grid, block, buffers as CudaBuffer[]);
    // one N-API call: the buffers' addresses, grid and block go in the pack (the same buffers
    // as the plan's last launch are there already; the shim checks them either way). Kept
    // small, apart from launchUnpacked, so V8 inlines it into the warm launch path.
    const info = plan as CudaPlan;
    const w = info.words;
    if (!sameBuffers) {
      const b = buffers as CudaBuffer[];
      const at = info.bufferWords;
      for (let i = 0; i < b.length; i++) {
        w[at[i]] = b[i].lo;
        w[at[i] + 1] = b[i].hi;
      }
    }
    w[info.dimsAt] = grid;
    w[info.dimsAt + 1] = block;
    info.launch();
  }

  /** A shim built before launchPacked: launch(ctx, plan, grid, block, ...buffers). */
  private launchUnpacked(info: CudaPlan, grid: number, block: number, b: CudaBuffer[]): void {
    const shim = this.shim;
    const p = info.handle;
    const ctx = this.ctx;
    // direct calls for the common counts (arrays + the status buffer): no argument array, no apply
    switch (b.length) {
      case 1: return shim.launch(ctx, p, grid, block, b[0].handle);
      case 2: return shim.launch(ctx, p, grid, block, b[0].handle, b[1].handle);
      case 3: return shim.launch(ctx, p, grid, block, b[0].handle, b[1].handle, b[2].handle);
      case 4: return shim.launch(ctx, p, grid, block, b[0].handle, b[1].handle, b[2].handle, b[3].handle);
      case 5: return shim.launch(ctx, p, grid, block, b[0].handle, b[1].handle, b[2].handle, b[3].handle, b[4].handle);
      case 6: return shim.launch(ctx, p, grid, block, b[0].handle, b[1].handle, b[2].handle, b[3].handle, b[4].handle, b[5].handle);
    }
    const call = this.call;
    call.length = 4 + b.length;
    call[0] = ctx;
    call[1] = p;
    call[2] = grid;
    call[3] = block;
    for (let i = 0; i < b.length; i++) call[4 + i] = b[i].handle;
    (shim.launch as (...a: unknown[]) => void).apply(shim, call);
  }

  /** NVRTC, then the driver loads the image. */
  protected compileModule(kernelName: string, code: string, layout: GpuLayout): { module: unknown; artifact: unknown } {
    const image = this.compileImage(kernelName, () => this.shim.compile(code, kernelName, nvrtcOptions(layout), this.info.arch));
    return { module: this.loadImage(kernelName, image), artifact: image };
  }

  protected async compileModuleAsync(kernelName: string, code: string, layout: GpuLayout): Promise<{ module: unknown; artifact: unknown }> {
    let image: CudaImage;
    try {
      image = await this.shim.compileAsync(code, kernelName, nvrtcOptions(layout), this.info.arch);
    } catch (e) {
      throw new KernelError(`NVRTC could not compile the generated code: ${(e as Error).message}`, { kernelName, cause: e });
    }
    return { module: this.loadImage(kernelName, image), artifact: image };
  }

  protected loadModule(kernelName: string, artifact: unknown, _code: string): unknown {
    return this.loadImage(kernelName, artifact as CudaImage);
  }

  private compileImage(kernelName: string, compile: () => CudaImage): CudaImage {
    try {
      return compile();
    } catch (e) {
      throw new KernelError(`NVRTC could not compile the generated code: ${(e as Error).message}`, { kernelName, cause: e });
    }
  }

  private loadImage(kernelName: string, image: CudaImage): unknown {
    try {
      return this.shim.load(this.ctx, image.image);
    } catch (e) {
      throw new KernelError(`the CUDA driver could not load the compiled ${image.kind}: ${(e as Error).message}`, { kernelName, cause: e });
    }
  }
}

/** A launch plan: the shim's handle, its pack as 32-bit words, where buffer addresses and grid/block go. */
interface CudaPlan {
  handle: CuHandle<"plan">;
  /** launchPacked(handle): the shim's function bound to the plan, where it has one. */
  launch: () => void;
  words: Uint32Array;
  /** Per buffer slot in order: its low word's index in `words`. */
  bufferWords: number[];
  /** The word index of the grid (the block follows). */
  dimsAt: number;
}

function bufferOf(handle: CuHandle<"buffer">, ptr: bigint, bytes: number, clamped: boolean): CudaBuffer {
  return { handle, bytes, clamped, lo: Number(ptr & 0xffffffffn), hi: Number(ptr >> 32n) };
}
