/**
 * The CUDA shim's interface (build/Release/tack_cuda.node, shims/cuda) and what the CUDA
 * backend and its reductions share: the NVRTC options and the block size.
 */
import type { GpuBuffer } from "./gpu.js";
import { loadGpuShim, type ShimBase } from "./gpu-shim.js";

export interface CudaDeviceInfo {
  name: string;
  /** 10 * major + minor (90 on an H100/H200). */
  arch: number;
  multiprocessors: number;
  maxGridX: number;
  maxThreadsPerBlock: number;
  totalMem: number;
  pools: boolean;
  driverVersion: number;
}

declare const brand: unique symbol;
export type CuHandle<K extends string> = { readonly [brand]: K };

export interface CudaImage {
  image: Uint8Array;
  kind: "cubin" | "ptx";
  log: string;
  ms: number;
}

export interface CudaShim extends ShimBase {
  nvrtcInfo(): { path: string; version: [number, number]; archs: number[] } | { error: string };
  devices(): CudaDeviceInfo[];
  open(ordinal: number): { ctx: CuHandle<"ctx">; adopted: boolean };
  alloc(ctx: CuHandle<"ctx">, bytes: number): CuHandle<"buffer">;
  wrapPointer(ctx: CuHandle<"ctx">, ptr: bigint, bytes: number): CuHandle<"buffer">;
  pointer(buf: CuHandle<"buffer">): bigint;
  memorySpace(ctx: CuHandle<"ctx">, ptr: bigint): string;
  write(ctx: CuHandle<"ctx">, buf: CuHandle<"buffer">, byteOffset: number, src: ArrayBufferView): void;
  copy(ctx: CuHandle<"ctx">, dst: CuHandle<"buffer">, dstOffset: number, src: CuHandle<"buffer">, srcOffset: number, bytes: number): void;
  fill(ctx: CuHandle<"ctx">, buf: CuHandle<"buffer">, pattern: ArrayBufferView, byteOffset: number, bytes: number): void;
  read(ctx: CuHandle<"ctx">, buf: CuHandle<"buffer">, byteOffset: number, dst: ArrayBufferView): void;
  readAsync(ctx: CuHandle<"ctx">, buf: CuHandle<"buffer">, byteOffset: number, dst: ArrayBufferView): Promise<void>;
  sync(ctx: CuHandle<"ctx">): void;
  syncAsync(ctx: CuHandle<"ctx">): Promise<void>;
  compile(source: string, name: string, options: readonly string[], arch: number): CudaImage;
  compileAsync(source: string, name: string, options: readonly string[], arch: number): Promise<CudaImage>;
  load(ctx: CuHandle<"ctx">, image: Uint8Array): CuHandle<"module">;
  /**
   * `launch`: launchPacked(plan) with the plan bound (no argument read, no handle checked: the
   * hot path's call); absent from shims built before it.
   */
  createPlan(module: CuHandle<"module">, kernelName: string, kinds: Int32Array): { plan: CuHandle<"plan">; pack: ArrayBuffer; launch?: () => void };
  launch(ctx: CuHandle<"ctx">, plan: CuHandle<"plan">, gridX: number, blockX: number, ...buffers: CuHandle<"buffer">[]): void;
  /**
   * The hot path's launch: everything is in the plan's pack (each buffer slot the address of a
   * live buffer of the plan's context, then grid and block as two uint32 after the slots); the
   * shim refuses an address that is not one. Absent from shims built before it.
   */
  launchPacked?(plan: CuHandle<"plan">): void;
  /**
   * bench/cuda only: `count` bare cuLaunchKernel calls with the pack as the last launchPacked
   * left it, no checks (the raw anchor of the warm launch's host cost, in this process);
   * returns the first CUresult that was not 0, or 0. `bindEach`: the context bound before each
   * launch as launchPacked does (what that check costs). Absent from shims built before it.
   */
  rawLaunchLoop?(plan: CuHandle<"plan">, count: number, bindEach?: boolean): number;
}

/**
 * NVRTC's options (seeds): denormals kept, IEEE-rounded division and square root, contraction
 * allowed (the generator keeps products outside sums apart itself), extra vectorization.
 * --use_fast_math is never passed. The architecture option is added per device.
 */
export const NVRTC_OPTIONS: readonly string[] = ["--ftz=false", "--prec-div=true", "--prec-sqrt=true", "--fmad=true", "--extra-device-vectorization"];

/** The block size of every launch (seeds: WORKGROUP_SIZE). */
export const CUDA_BLOCK = 256;

export interface CudaBuffer extends GpuBuffer {
  readonly handle: CuHandle<"buffer">;
  /** The device address's low and high 32 bits (what launchPacked reads from the pack). */
  readonly lo: number;
  readonly hi: number;
}

export function cudaShim(): CudaShim | { error: string } {
  return loadGpuShim<CudaShim>("cuda");
}

