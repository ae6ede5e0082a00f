/**
 * The OpenCL backend (issue 10): OpenCL C from the C-family generator, built from source by
 * the device's driver through tack_opencl.node (shims/opencl), run on one in-order queue.
 * `opencl:N` is the N-th device of every platform, in the order the ICD loader lists them.
 * f64 only where the device reports it (CL_DEVICE_DOUBLE_FP_CONFIG). In CI it runs on PoCL,
 * so the generated OpenCL C is executed on every run, not only compiled.
 */
import type { GpuLayout } from "./gpu-abi.js";
import { GpuBackend, type GpuBuffer } from "./gpu.js";
import { gpuDevices, loadGpuShim, type ShimBase } from "./gpu-shim.js";
import { DTYPE_NAMES, type DtypeName } from "../dtypes.js";
import { KernelError } from "../errors.js";
import type { CompileResult } from "../request.js";

export interface OpenClDeviceInfo {
  platform: string;
  platformVersion: string;
  name: string;
  vendor: string;
  version: string;
  driver: string;
  type: "gpu" | "cpu" | "other";
  fp64: boolean;
  /** CL_DEVICE_EXTENSIONS, space-separated. */
  extensions: string;
  maxWorkGroupSize: number;
  computeUnits: number;
  globalMemSize: number;
  maxAllocSize: number;
}

declare const brand: unique symbol;
type Handle<K extends string> = { readonly [brand]: K };

export interface OpenClShim extends ShimBase {
  devices(): OpenClDeviceInfo[];
  open(index: number): Handle<"ctx">;
  alloc(ctx: Handle<"ctx">, bytes: number): Handle<"buffer">;
  write(ctx: Handle<"ctx">, buf: Handle<"buffer">, byteOffset: number, src: ArrayBufferView): void;
  fill(ctx: Handle<"ctx">, buf: Handle<"buffer">, pattern: ArrayBufferView, byteOffset: number, bytes: number): void;
  read(ctx: Handle<"ctx">, buf: Handle<"buffer">, byteOffset: number, dst: ArrayBufferView): void;
  readAsync(ctx: Handle<"ctx">, buf: Handle<"buffer">, byteOffset: number, dst: ArrayBufferView): Promise<void>;
  finish(ctx: Handle<"ctx">): void;
  finishAsync(ctx: Handle<"ctx">): Promise<void>;
  build(ctx: Handle<"ctx">, source: string, options: string): Handle<"program">;
  buildAsync(ctx: Handle<"ctx">, source: string, options: string): Promise<Handle<"program">>;
  /** A program from binary()'s bytes (the disk cache's hit); throws if the driver refuses them. */
  buildBinary?(ctx: Handle<"ctx">, binary: Uint8Array, options: string): Handle<"program">;
  /** The program's binary for its device (CL_PROGRAM_BINARIES); empty if the driver gives none. */
  binary?(program: Handle<"program">): Uint8Array;
  createPlan(program: Handle<"program">, kernelName: string, kinds: Int32Array): { plan: Handle<"plan">; pack: ArrayBuffer };
  launch(ctx: Handle<"ctx">, plan: Handle<"plan">, globalSize: number, localSize: number, ...buffers: Handle<"buffer">[]): void;
}

/**
 * Build options when the ABI names none (it does: compiler/codegen/c/ABI.md): IEEE-rounded f32
 * division and square root, as the contract asks (OpenCL's default allows 2.5 ulp); no
 * fast-math option is ever passed.
 */
export const OPENCL_BUILD_OPTIONS = "-cl-std=CL1.2 -cl-fp32-correctly-rounded-divide-sqrt";

/** A built program's artifact: what another backend of the same device rebuilds, and the program whose binary the disk cache keeps. */
interface ClArtifact {
  code: string;
  options: string;
  program: Handle<"program">;
}

/** Part of the key of a stored binary: bump when what is stored changes. */
const BINARY_FORMAT = "opencl-binary 1";

interface ClBuffer extends GpuBuffer {
  readonly handle: Handle<"buffer">;
}

export function openclShim(): OpenClShim | { error: string } {
  return loadGpuShim<OpenClShim>("opencl");
}

let deviceList: OpenClDeviceInfo[] | { error: string } | undefined;

/** The OpenCL devices here, or why there are none. */
export function openclDevices(): OpenClDeviceInfo[] | { error: string } {
  return (deviceList ??= gpuDevices(
    openclShim(),
    "the OpenCL ICD loader found no platform with a device (install a driver: pocl-opencl-icd for the CPU, or the GPU vendor's)",
  ));
}

export function openclUnavailableReason(): string | null {
  const d = openclDevices();
  return "error" in d ? d.error : null;
}

export class OpenClBackend extends GpuBackend {
  readonly name = "opencl";
  readonly displayName: string;
  readonly target = "opencl" as const;
  readonly supportedDtypes: ReadonlySet<DtypeName>;
  readonly supportsDeviceReductions = false;
  readonly supportsWorkgroups = true;
  /** OpenCL C has no clock: a launch with timeoutMs runs whole (compiler/codegen/c/ABI.md). */
  readonly supportsTimeLimits = false;
  override readonly ordinal: number;
  readonly maxLaunchItems: number;
  readonly info: OpenClDeviceInfo;
  private readonly shim: OpenClShim;
  private readonly ctx: Handle<"ctx">;
  private readonly localSize: number;

  constructor(index: number) {
    super();
    const shim = openclShim();
    if ("error" in shim) throw new Error(shim.error);
    const devices = openclDevices();
    if ("error" in devices) throw new Error(devices.error);
    if (index >= devices.length) {
      throw new RangeError(`There is no 'opencl:${index}': ${devices.length} OpenCL device(s) here (${devices.map((d, i) => `opencl:${i} ${d.name}`).join(", ")})`);
    }
    this.shim = shim;
    this.ordinal = index;
    this.info = devices[index];
    this.displayName = `OpenCL (${this.info.name})`;
    this.supportedDtypes = new Set(this.info.fp64 ? DTYPE_NAMES : DTYPE_NAMES.filter((d) => d !== "f64"));
    this.ctx = shim.open(index);
    this.localSize = Math.min(256, this.info.maxWorkGroupSize);
    this.maxLaunchItems = Number.MAX_SAFE_INTEGER;
  }

  override cacheTarget(): string {
    const d = this.info;
    return `opencl ${d.platform} | ${d.name} | ${d.driver} | fp64=${d.fp64}`;
  }

  /** A binary depends on the platform, the device and the driver, and their versions. */
  protected override binaryKey(): string | null {
    if (this.shim.binary === undefined || this.shim.buildBinary === undefined) return null; // an older shim
    const d = this.info;
    return `${this.cacheTarget()} | ${d.platformVersion} | ${d.version}\n${BINARY_FORMAT}`;
  }

  protected override binaryOf(artifact: unknown): Uint8Array {
    try {
      return this.shim.binary!((artifact as ClArtifact).program);
    } catch {
      return new Uint8Array(0);
    }
  }

  protected override loadBinary(kernelName: string, bytes: Uint8Array, layout: GpuLayout, result: CompileResult): { module: unknown; artifact: unknown } {
    const options = this.optionsOf(kernelName, layout);
    const program = this.shim.buildBinary!(this.ctx, bytes, options);
    return { module: program, artifact: { code: result.code, options, program } satisfies ClArtifact };
  }

  allocBuffer(bytes: number, clamped = false): ClBuffer {
    return { handle: this.shim.alloc(this.ctx, bytes), bytes, clamped };
  }

  writeBuffer(buffer: GpuBuffer, byteOffset: number, src: ArrayBufferView): void {
    this.shim.write(this.ctx, (buffer as ClBuffer).handle, byteOffset, src);
  }

  fillBuffer(buffer: GpuBuffer, pattern: Uint8Array, byteOffset: number, bytes: number): void {
    this.shim.fill(this.ctx, (buffer as ClBuffer).handle, pattern, byteOffset, bytes);
  }

  readBuffer(buffer: GpuBuffer, dst: ArrayBufferView): void {
    this.shim.read(this.ctx, (buffer as ClBuffer).handle, 0, dst);
  }

  readBufferAsync(buffer: GpuBuffer, dst: ArrayBufferView): Promise<void> {
    return this.shim.readAsync(this.ctx, (buffer as ClBuffer).handle, 0, dst);
  }

  protected waitQueue(): void {
    this.shim.finish(this.ctx);
  }

  protected waitQueueAsync(): Promise<void> {
    return this.shim.finishAsync(this.ctx);
  }

  createPlan(module: unknown, entry: string, kinds: Int32Array): { plan: unknown; pack: ArrayBuffer } {
    return this.shim.createPlan(module as Handle<"program">, entry, kinds);
  }

  /** The shim's launch arguments, reused. */
  private readonly call: unknown[] = [];

  protected enqueueLaunch(plan: unknown, items: number, blockSize: number, perThread: number, buffers: GpuBuffer[], _sameBuffers: boolean): void {
    const local = Math.min(this.localSize, blockSize);
    const call = this.call;
    call.length = 4 + buffers.length;
    call[0] = this.ctx;
    call[1] = plan;
    // the kernel strides by its group's size: each group covers local × perThread iterations
    call[2] = Math.ceil(items / (local * perThread)) * local;
    call[3] = local;
    for (let i = 0; i < buffers.length; i++) call[4 + i] = (buffers[i] as ClBuffer).handle;
    (this.shim.launch as (...a: unknown[]) => void).apply(this.shim, call);
  }

  /** The options the ABI names (else the contract's), after checking the extensions it needs. */
  private optionsOf(kernelName: string, layout: GpuLayout): string {
    const missing = layout.requires.filter((e) => !this.info.extensions.split(/\s+/).includes(e));
    if (missing.length) {
      throw new KernelError(`the generated code needs the OpenCL extension(s) ${missing.join(", ")}, which ${this.info.name} does not have`, { kernelName });
    }
    return layout.buildOptions.length ? layout.buildOptions.join(" ") : OPENCL_BUILD_OPTIONS;
  }

  protected compileModule(kernelName: string, code: string, layout: GpuLayout): { module: unknown; artifact: unknown } {
    const options = this.optionsOf(kernelName, layout);
    try {
      const program = this.shim.build(this.ctx, code, options);
      return { module: program, artifact: { code, options, program } satisfies ClArtifact };
    } catch (e) {
      throw new KernelError(`the OpenCL driver could not build the generated code: ${(e as Error).message}`, { kernelName, cause: e });
    }
  }

  protected async compileModuleAsync(kernelName: string, code: string, layout: GpuLayout): Promise<{ module: unknown; artifact: unknown }> {
    const options = this.optionsOf(kernelName, layout);
    try {
      const program = await this.shim.buildAsync(this.ctx, code, options);
      return { module: program, artifact: { code, options, program } satisfies ClArtifact };
    } catch (e) {
      throw new KernelError(`the OpenCL driver could not build the generated code: ${(e as Error).message}`, { kernelName, cause: e });
    }
  }

  /** Another backend of the same device rebuilds the source (a program belongs to one context). */
  protected loadModule(kernelName: string, artifact: unknown, _code: string): unknown {
    const { code, options } = artifact as ClArtifact;
    try {
      return this.shim.build(this.ctx, code, options);
    } catch (e) {
      throw new KernelError(`the OpenCL driver could not build the generated code: ${(e as Error).message}`, { kernelName, cause: e });
    }
  }
}
