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
import { GpuBackend, type GpuBuffer } from "./gpu.js";
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
  if (deviceList !== undefined) return deviceList;
  const shim = cudaShim();
  if ("error" in shim) deviceList = shim;
  else {
    try {
      const list = shim.devices();
      deviceList = list.length ? list : { error: "the NVIDIA driver reports no CUDA device" };
    } catch (e) {
      deviceList = { error: (e as Error).message };
    }
  }
  return deviceList;
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

  protected override loadBinary(kernelName: string, bytes: Uint8Array, _layout: GpuLayout, _code: string): { module: unknown; artifact: unknown } {
    if (bytes.length < 2 || bytes[0] > 1) throw new KernelError("the stored CUDA image is not one this build wrote", { kernelName });
    // a copy: the driver reads the ELF image from an aligned start
    const image: CudaImage = { image: bytes.slice(1), kind: bytes[0] === 1 ? "ptx" : "cubin", log: "", ms: 0 };
    return { module: this.loadImage(kernelName, image), artifact: image };
  }

  override memorySpace(ptr: bigint): string {
    return this.shim.memorySpace(this.ctx, ptr);
  }

  protected override wrapPointerBuffer(ptr: bigint, bytes: number): GpuBuffer {
    return { handle: this.shim.wrapPointer(this.ctx, ptr, bytes), bytes } as CudaBuffer;
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
    return { handle: this.shim.alloc(this.ctx, bytes), bytes, clamped };
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
    return this.shim.createPlan(module as CuHandle<"module">, entry, kinds);
  }

  /** The shim's launch arguments, reused (the hot path allocates nothing). */
  private readonly call: unknown[] = [];

  protected enqueueLaunch(plan: unknown, items: number, blockSize: number, buffers: GpuBuffer[]): void {
    const block = Math.min(CUDA_BLOCK, blockSize);
    const call = this.call;
    call.length = 4 + buffers.length;
    call[0] = this.ctx;
    call[1] = plan;
    call[2] = Math.ceil(items / block);
    call[3] = block;
    for (let i = 0; i < buffers.length; i++) call[4 + i] = (buffers[i] as CudaBuffer).handle;
    (this.shim.launch as (...a: unknown[]) => void).apply(this.shim, call);
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
