/**
 * Offline C-family code generation for tests: a device of a GPU target that declares what
 * `tack.compile()` assumes for it (runtime/targets.ts OFFLINE_TARGETS) and runs nothing, so
 * `kernel.inspect(args, { device })` returns the CUDA C or OpenCL C a launch with these
 * arguments would compile, through the same classification, checks and request as dispatch.
 * Arrays stay where the harness made them (the default device): this backend shares its
 * memory domain, since it never touches memory.
 */
import * as tack from "../../runtime/index.js";
import { Backend, type Program } from "../../runtime/backend.js";
import { Device } from "../../runtime/devices.js";
import type { DtypeName, TypedArray } from "../../runtime/dtypes.js";
import type { TackArray } from "../../runtime/array.js";
import { OFFLINE_TARGETS, type TargetDescriptor } from "../../runtime/targets.js";
import type { CompileResult } from "../../runtime/request.js";

export type GpuTarget = "cuda" | "opencl";

class OfflineBackend extends Backend {
  readonly name: string;
  readonly displayName: string;
  readonly target: GpuTarget;
  readonly supportedDtypes: ReadonlySet<DtypeName>;
  readonly supportsDeviceReductions = false;
  readonly supportsWorkgroups = true;
  private readonly atomics: readonly string[];

  constructor(private readonly descriptor: TargetDescriptor, atomics?: readonly DtypeName[]) {
    super();
    this.target = descriptor.target as GpuTarget;
    this.name = `${descriptor.target}-offline`;
    this.displayName = descriptor.label;
    this.supportedDtypes = new Set(descriptor.dtypes as DtypeName[]);
    this.atomics = atomics ?? descriptor.atomics;
  }

  override get supportedAtomicDtypes(): ReadonlySet<DtypeName> {
    return new Set(this.atomics as DtypeName[]);
  }

  override get memoryDomain(): string {
    return tack.getDefaultDevice().backend.memoryDomain;
  }

  override targetDescriptor(): TargetDescriptor {
    return { ...this.descriptor, atomics: [...this.atomics] };
  }

  private never(): never {
    throw new Error(`${this.name} generates code only`);
  }
  buildVariant(_k: string, _r: CompileResult): Program {
    return this.never();
  }
  buildVariantAsync(_k: string, _r: CompileResult): Promise<Program> {
    return this.never();
  }
  loadVariant(_k: string, _a: unknown, _r: CompileResult): Program {
    return this.never();
  }
  protected allocateArray<D extends DtypeName>(): TackArray<D> {
    return this.never();
  }
  wrapTypedArray<D extends DtypeName>(): TackArray<D> {
    return this.never();
  }
  readArray(): TypedArray {
    return this.never();
  }
  writeArray(): void {
    this.never();
  }
  fillArray(): void {
    this.never();
  }
  setElement(): void {
    this.never();
  }
}

/** A code-generating device of `target` with its offline capabilities (or the atomics given). */
export function offlineDevice(target: GpuTarget, atomics?: readonly DtypeName[]): Device {
  return new Device(target, 0, new OfflineBackend(OFFLINE_TARGETS[target], atomics), {});
}
