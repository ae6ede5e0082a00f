/**
 * How a GPU backend calls a kernel the C-family generator made (compiler/codegen/c/ABI.md):
 * the entry's parameters in order, each a kernel parameter (an array: a device buffer; a
 * scalar: its bytes by value), a hidden length (i64), the launch range's start or end (i64),
 * or the status buffer (GPU_STATUS_WORDS 64-bit words in device memory, runtime/faults.ts's
 * layout). Read once per variant into a GpuLayout, so a launch only packs.
 */
import type { CompileResult, SiteInfo } from "../request.js";

/** One parameter of the generated kernel entry, in order (compiler/codegen/c/ABI.md). */
export type GpuParam =
  | { role: "array" | "texture" | "scalar"; param: number; dtype: string }
  | { role: "length"; param: number; dim: number }
  | { role: "range-start" }
  | { role: "range-end" }
  | { role: "status" };

/** The GPU kernel ABI: the CUDA and OpenCL C dialects share it. */
export interface GpuKernelAbi {
  kind: "gpu-kernel";
  dialect: string;
  entry: string;
  /** Threads per block (work-items per group). */
  blockSize: number;
  /** The kernel uses barrier() or a block reduction: every group must be complete. */
  fullGroups: boolean;
  /** Iterations each thread runs, blockSize apart (absent: 1). */
  perThread?: number;
  params: GpuParam[];
  /** Checked accesses; a status state k > 0 names sites[k - 1]. */
  sites: SiteInfo[];
  /** What the native compile must pass (NVRTC options; clBuildProgram's option words). */
  buildOptions: string[];
  /** OpenCL extensions the source enables; a device without one refuses the variant. */
  requires: string[];
}

/** Words of a GPU launch's status buffer (runtime/faults.ts's four, and CUDA's timer scratch). */
export const GPU_STATUS_WORDS = 8;

/** What a launch writes into each entry parameter. */
export type GpuSlot =
  | { kind: "array"; param: number }
  | { kind: "scalar"; param: number; dtype: string; bytes: number }
  | { kind: "length"; param: number; dim: number }
  | { kind: "start" }
  | { kind: "end" }
  | { kind: "status" };

export interface GpuLayout {
  entry: string;
  blockSize: number;
  fullGroups: boolean;
  /** Iterations each thread runs: a launch of n iterations has ceil(n / (blockSize × perThread)) groups. */
  perThread: number;
  buildOptions: readonly string[];
  requires: readonly string[];
  slots: GpuSlot[];
  /** Per slot: -1 for a buffer, else the scalar's byte size (the shims' createPlan kinds). */
  kinds: Int32Array;
  /** Kernel parameters passed as buffers, in slot order. */
  arrayParams: number[];
  sites: SiteInfo[];
}

const SCALAR_BYTES: Record<string, number> = {
  i8: 1, u8: 1, i16: 2, u16: 2, i32: 4, u32: 4, f32: 4, i64: 8, u64: 8, f64: 8, bool: 1,
};

/** The layout of a GPU variant, or an Error saying why the result is not one this backend can call. */
export function gpuLayout(result: CompileResult): GpuLayout | Error {
  const abi = result.abi as unknown as GpuKernelAbi;
  if (abi.kind !== "gpu-kernel" || !Array.isArray(abi.params)) {
    return new Error(`a GPU backend cannot call code generated for the '${String(abi.kind)}' ABI`);
  }
  const slots: GpuSlot[] = [];
  const arrayParams: number[] = [];
  for (const a of abi.params) {
    switch (a.role) {
      case "status":
        slots.push({ kind: "status" });
        break;
      case "range-start":
        slots.push({ kind: "start" });
        break;
      case "range-end":
        slots.push({ kind: "end" });
        break;
      case "length":
        slots.push({ kind: "length", param: a.param, dim: a.dim });
        break;
      case "scalar": {
        const bytes = SCALAR_BYTES[a.dtype];
        if (bytes === undefined) return new Error(`the GPU ABI passes a scalar of dtype '${a.dtype}', which has no size here`);
        slots.push({ kind: "scalar", param: a.param, dtype: a.dtype, bytes });
        break;
      }
      case "array":
        slots.push({ kind: "array", param: a.param });
        arrayParams.push(a.param);
        break;
      case "texture":
        return new Error(`parameter '${result.params[a.param]?.name ?? a.param}' is a texture; the GPU backends do not take textures yet`);
      default:
        return new Error(`the GPU ABI has a parameter of no known role: ${JSON.stringify(a)}`);
    }
  }
  const kinds = new Int32Array(slots.map((s) => (s.kind === "array" || s.kind === "status" ? -1 : s.kind === "scalar" ? s.bytes : 8)));
  return {
    entry: abi.entry || result.entry,
    blockSize: abi.blockSize || 256,
    fullGroups: abi.fullGroups === true,
    perThread: abi.perThread || 1,
    buildOptions: abi.buildOptions ?? [],
    requires: abi.requires ?? [],
    slots,
    kinds,
    arrayParams,
    sites: abi.sites ?? [],
  };
}
