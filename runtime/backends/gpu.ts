/**
 * What the GPU backends share (issue 10; seeds: "Launches are queued"): arrays in device
 * memory, one in-order queue per device on which launches, host-to-device copies and fills
 * run in program order, and waits where the host reads memory or calls sync(). A launch
 * returns once queued; a fault it writes into its program's status buffer is read at the
 * next wait and thrown there as the kernel's error (KernelRangeError with the access, index
 * and line:col). An array dropped while a queued launch uses it outlives that launch (the
 * drivers free in queue order). Each driver (CUDA, OpenCL) is a small subclass that
 * implements the hooks at the bottom.
 */
import { TackArray, type Shape, shapeSize } from "../array.js";
import { Backend, type DeviceBuffer, type NativeTier, type Program, type VariantOptions, type VariantParams } from "../backend.js";
import { TYPED_ARRAY_OF, typedArrayName, type DtypeName, type TypedArray } from "../dtypes.js";
import { KernelError } from "../errors.js";
import { planOfProgram } from "../launch.js";
import type { CompileResult, TargetDescriptor } from "../request.js";
import { gpuVariantOptions, markForeign, NOALIAS } from "./gpu-alias.js";
import { gpuLayout, type GpuLayout } from "./gpu-abi.js";
import { GpuProgram } from "./gpu-program.js";

/** A tack.Array's device memory on a GPU backend. */
export interface GpuBuffer extends DeviceBuffer {
  /** The shim's buffer handle (freed when it is collected, after the work queued on it). */
  readonly handle: unknown;
  readonly bytes: number;
}

export abstract class GpuBackend extends Backend {
  /** Programs launched since the last wait (each with its `pending` flag set): their status buffers are read at the next one. */
  private pending: GpuProgram[] = [];

  /** The most work-items one launch may have (the device's grid limit times the block size). */
  abstract readonly maxLaunchItems: number;
  /** Whether kernels stop at a launch's time limit (timeoutMs); without a device clock they run whole. */
  abstract readonly supportsTimeLimits: boolean;

  /** Most calls write arrays that overlap no other argument (runtime/backends/gpu-alias.ts). */
  override readonly likelyVariantOptions = NOALIAS;

  protected override targetOptions(options: VariantOptions): Partial<TargetDescriptor> {
    return { noalias: options.noalias === true };
  }

  override variantOptions(args: readonly unknown[], params: VariantParams): VariantOptions {
    return gpuVariantOptions(args, params);
  }

  // ---- compiling -------------------------------------------------------------------------

  buildVariant(kernelName: string, result: CompileResult): Program {
    const layout = this.layoutOf(kernelName, result);
    const { module, artifact } = this.compileModule(kernelName, result.code, layout);
    return new GpuProgram(this, kernelName, result, layout, module, artifact);
  }

  async buildVariantAsync(kernelName: string, result: CompileResult): Promise<Program> {
    const layout = this.layoutOf(kernelName, result);
    const { module, artifact } = await this.compileModuleAsync(kernelName, result.code, layout);
    return new GpuProgram(this, kernelName, result, layout, module, artifact);
  }

  loadVariant(kernelName: string, artifact: unknown, result: CompileResult): Program {
    const layout = this.layoutOf(kernelName, result);
    return new GpuProgram(this, kernelName, result, layout, this.loadModule(kernelName, artifact, result.code), artifact);
  }

  // ---- the disk cache: the driver's binary, so a hit skips NVRTC or clBuildProgram's front half

  /** The device, driver and compiler a stored binary depends on; null: binaries are not stored. */
  protected binaryKey(): string | null {
    return null;
  }

  /** GPU builds have one tier; the key names the binary's device, driver and compiler. */
  override artifactKey(_tier: NativeTier): string | null {
    return this.binaryKey();
  }

  override artifactBytes(program: Program): Uint8Array {
    return this.binaryOf((program as GpuProgram).artifact);
  }

  override loadArtifactBytes(kernelName: string, bytes: Uint8Array, result: CompileResult): Program {
    const layout = this.layoutOf(kernelName, result);
    const { module, artifact } = this.loadBinary(kernelName, bytes, layout, result);
    return new GpuProgram(this, kernelName, result, layout, module, artifact);
  }

  /** The bytes kept of an artifact (empty: nothing worth keeping; the cache then stores nothing). */
  protected binaryOf(_artifact: unknown): Uint8Array {
    return new Uint8Array(0);
  }

  /** A module of binaryOf's bytes; throws if the driver refuses them (a cache miss then). */
  protected loadBinary(kernelName: string, _bytes: Uint8Array, _layout: GpuLayout, _result: CompileResult): { module: unknown; artifact: unknown } {
    throw new KernelError(`the ${this.label} backend loads no stored binaries`, { kernelName });
  }

  private layoutOf(kernelName: string, result: CompileResult): GpuLayout {
    const layout = gpuLayout(result);
    if (layout instanceof Error) throw new KernelError(layout.message, { kernelName });
    return layout;
  }

  // ---- arrays ----------------------------------------------------------------------------

  protected allocateArray<D extends DtypeName>(dtype: D, shape: Shape, clamped: boolean): TackArray<D> {
    const bytes = shapeSize(shape) * TYPED_ARRAY_OF[dtype].BYTES_PER_ELEMENT;
    const buffer = this.allocBuffer(bytes, clamped);
    this.fillBuffer(buffer, new Uint8Array(1), 0, bytes); // zeros, as on the CPU
    return new TackArray(this, buffer, dtype, shape);
  }

  /** A device copy of the host array (device memory cannot alias the JS heap). */
  wrapTypedArray<D extends DtypeName>(data: TypedArray, dtype: D, shape: Shape): TackArray<D> {
    const buffer = this.stage(data, typedArrayName(data) === "Uint8ClampedArray");
    return new TackArray(this, buffer, dtype, shape);
  }

  /** Waits for the work queued so far, then copies the array to a new TypedArray. */
  readArray(a: TackArray): TypedArray {
    const out = hostArrayOf(a);
    this.readBuffer(a.buffer as GpuBuffer, out);
    this.reportFaults();
    return out;
  }

  override async readArrayAsync(a: TackArray): Promise<TypedArray> {
    const out = hostArrayOf(a);
    await this.readBufferAsync(a.buffer as GpuBuffer, out);
    this.reportFaults();
    return out;
  }

  writeArray(a: TackArray, src: ArrayLike<number | bigint>): void {
    const data = new TYPED_ARRAY_OF[a.dtype](a.size) as TypedArray;
    if (data instanceof BigInt64Array || data instanceof BigUint64Array) {
      for (let i = 0; i < src.length; i++) {
        const v = src[i];
        data[i] = typeof v === "bigint" ? v : BigInt(Math.trunc(v));
      }
    } else if (a.buffer.clamped) {
      new Uint8ClampedArray(data.buffer).set(src as ArrayLike<number>);
    } else {
      (data as Float64Array).set(src as ArrayLike<number>);
    }
    this.writeBuffer(a.buffer as GpuBuffer, 0, data);
  }

  fillArray(a: TackArray, value: number | bigint): void {
    const one = new TYPED_ARRAY_OF[a.dtype](1) as TypedArray;
    (one as Float64Array)[0] = value as number;
    const pattern = new Uint8Array(one.buffer);
    this.fillBuffer(a.buffer as GpuBuffer, pattern, 0, a.size * one.BYTES_PER_ELEMENT);
  }

  setElement(a: TackArray, index: number, value: number | bigint): void {
    const one = new TYPED_ARRAY_OF[a.dtype](1) as TypedArray;
    (one as Float64Array)[0] = value as number;
    this.writeBuffer(a.buffer as GpuBuffer, index * one.BYTES_PER_ELEMENT, one);
  }

  // ---- queue and waits -------------------------------------------------------------------

  /**
   * Queues a launch of `items` work-items (GpuProgram.launch packed its arguments).
   * `sameBuffers`: the plan's last launch passed these same buffers (a driver that keeps them
   * in the plan's pack need not write them again).
   */
  launchQueued(program: GpuProgram, plan: unknown, items: number, buffers: GpuBuffer[], sameBuffers = false): void {
    const layout = program.layout;
    const perThread = layout.perThread;
    program.checkItems(items, this.maxLaunchItems * perThread);
    if (!program.pending) {
      program.pending = true;
      this.pending.push(program);
    }
    this.enqueueLaunch(plan, items, layout.blockSize, perThread, buffers, sameBuffers);
  }

  /** A device copy of host memory, queued. */
  stage(host: ArrayBufferView, clamped = false): GpuBuffer {
    const buffer = this.allocBuffer(host.byteLength, clamped);
    this.writeBuffer(buffer, 0, host);
    return buffer;
  }

  /** Copies staged arguments back into their host arrays (waits) and reports a fault. */
  copyBack(items: { host: ArrayBufferView; buffer: GpuBuffer }[]): void {
    for (const { host, buffer } of items) this.readBuffer(buffer, host);
    this.reportFaults();
  }

  /** Waits for every launch queued so far; a launch's fault is thrown here. */
  override synchronize(): void {
    // reading a status buffer waits for the queue itself: one wait, not two
    if (this.pending.length === 0) this.waitQueue();
    this.reportFaults();
  }

  override async synchronizeAsync(): Promise<void> {
    await this.waitAsync();
  }

  override wrapPointer<D extends DtypeName>(ptr: bigint, dtype: D, shape: Shape, writable: boolean): TackArray<D> {
    const bytes = shapeSize(shape) * TYPED_ARRAY_OF[dtype].BYTES_PER_ELEMENT;
    const array = new TackArray(this, this.wrapPointerBuffer(ptr, bytes), dtype, shape, writable);
    // the array holds a frozen copy of the buffer object it was given: mark the one it keeps
    markForeign(array.buffer as GpuBuffer);
    return array;
  }

  /** A buffer over memory another library owns (never freed here); drivers with raw addresses override it. */
  protected wrapPointerBuffer(_ptr: bigint, _bytes: number): GpuBuffer {
    throw new TypeError(`The ${this.label} device cannot wrap a raw address`);
  }

  /** The same, leaving the event loop free while the device works. */
  async waitAsync(): Promise<void> {
    await this.waitQueueAsync();
    this.reportFaults();
  }

  /**
   * Reads the status buffers of the programs launched since the last wait (the queue is
   * drained: the caller waited) and throws the first fault as its kernel's error.
   */
  reportFaults(): void {
    if (this.pending.length === 0) return;
    const programs = this.pending;
    this.pending = [];
    for (const p of programs) p.pending = false;
    let error: Error | null = null;
    for (const p of programs) {
      const args = p.pendingArgs ?? [];
      const fault = p.takeFault();
      if (fault === null || error !== null) continue;
      const plan = planOfProgram(p);
      error = plan ? plan.faultError(fault, args) : new KernelError(`the launch failed: ${fault.kind} fault`, { kernelName: p.kernelName });
    }
    if (error) throw error;
  }

  // ---- the driver hooks --------------------------------------------------------------------

  abstract allocBuffer(bytes: number, clamped?: boolean): GpuBuffer;
  abstract writeBuffer(buffer: GpuBuffer, byteOffset: number, src: ArrayBufferView): void;
  abstract fillBuffer(buffer: GpuBuffer, pattern: Uint8Array, byteOffset: number, bytes: number): void;
  /** Waits for the queued work, then copies buffer bytes [0, dst.byteLength) into dst. */
  abstract readBuffer(buffer: GpuBuffer, dst: ArrayBufferView): void;
  abstract readBufferAsync(buffer: GpuBuffer, dst: ArrayBufferView): Promise<void>;
  protected abstract waitQueue(): void;
  protected abstract waitQueueAsync(): Promise<void>;
  /** The shim's plan for `entry` with these argument kinds, and the pack its scalars go in. */
  abstract createPlan(module: unknown, entry: string, kinds: Int32Array): { plan: unknown; pack: ArrayBuffer };
  /** Queues ceil(items / (blockSize × perThread)) groups of blockSize threads (ABI.md "Launch"). */
  protected abstract enqueueLaunch(plan: unknown, items: number, blockSize: number, perThread: number, buffers: GpuBuffer[], sameBuffers: boolean): void;
  protected abstract compileModule(kernelName: string, code: string, layout: GpuLayout): { module: unknown; artifact: unknown };
  protected abstract compileModuleAsync(kernelName: string, code: string, layout: GpuLayout): Promise<{ module: unknown; artifact: unknown }>;
  protected abstract loadModule(kernelName: string, artifact: unknown, code: string): unknown;
}

/** A new host TypedArray for an array's elements (a Uint8ClampedArray for clamped storage). */
function hostArrayOf(a: TackArray): TypedArray {
  return a.buffer.clamped ? new Uint8ClampedArray(a.size) : (new TYPED_ARRAY_OF[a.dtype](a.size) as TypedArray);
}
