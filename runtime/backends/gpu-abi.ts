/**
 * How a GPU backend calls a kernel the C-family generator made (compiler/codegen/c/ABI.md):
 * the entry's parameters in order, each a kernel parameter (an array: a device buffer; a
 * scalar: its bytes by value), a hidden length (i64), the launch range's start or end (i64),
 * or the status buffer (runtime/faults.ts's four 64-bit words, in device memory). Read once
 * per variant into a GpuLayout, so a launch only packs.
 */
import type { CompileResult, SiteInfo } from "../request.js";

/** One parameter of the generated kernel entry, as the ABI JSON lists it. */
export interface GpuAbiArg {
  /** The kernel parameter it passes (absent for the hidden ones). */
  param?: number;
  /** A hidden length of parameter `param`: -1 its element count, k >= 0 its shape[k]. */
  dim?: number;
  /** The status buffer. */
  status?: true;
  /** The launch range: its first index, or its end (one past the last). */
  start?: true;
  end?: true;
}

/** The GPU kernel ABI: the CUDA and OpenCL C dialects share it. */
export interface GpuKernelAbi {
  kind: "gpu-kernel";
  /** The kernel's entry symbol (else CompileResult.entry). */
  entry?: string;
  /** Threads per block (work-items per group) the code assumes at most; default 256. */
  blockSize?: number;
  args: GpuAbiArg[];
  /** Checked accesses; a status state k > 0 names sites[k - 1]. */
  sites: SiteInfo[];
}

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
  slots: GpuSlot[];
  /** Per slot: -1 for a buffer, else the scalar's byte size (the shims' createPlan kinds). */
  kinds: Int32Array;
  /** Kernel parameters passed as buffers, in slot order. */
  arrayParams: number[];
  sites: SiteInfo[];
}

const SCALAR_BYTES: Record<string, number> = {
  i8: 1, u8: 1, i16: 2, u16: 2, i32: 4, u32: 4, f32: 4, i64: 8, u64: 8, f64: 8, bool: 4,
};

/** The layout of a GPU variant, or an Error saying why the result is not one this backend can call. */
export function gpuLayout(result: CompileResult): GpuLayout | Error {
  const abi = result.abi as unknown as GpuKernelAbi;
  if (abi.kind !== "gpu-kernel" || !Array.isArray(abi.args)) {
    return new Error(`a GPU backend cannot call code generated for the '${String(abi.kind)}' ABI`);
  }
  const slots: GpuSlot[] = [];
  const arrayParams: number[] = [];
  for (const a of abi.args) {
    if (a.status === true) slots.push({ kind: "status" });
    else if (a.start === true) slots.push({ kind: "start" });
    else if (a.end === true) slots.push({ kind: "end" });
    else if (a.param !== undefined && a.dim !== undefined) slots.push({ kind: "length", param: a.param, dim: a.dim });
    else if (a.param !== undefined) {
      const p = result.params[a.param];
      if (p === undefined) return new Error(`the GPU ABI names parameter ${a.param}, which the kernel does not have`);
      if (p.kind === "scalar") {
        const bytes = SCALAR_BYTES[p.dtype];
        if (bytes === undefined) return new Error(`the GPU ABI passes a scalar of dtype '${p.dtype}', which has no size here`);
        slots.push({ kind: "scalar", param: a.param, dtype: p.dtype, bytes });
      } else if (p.kind === "array") {
        slots.push({ kind: "array", param: a.param });
        arrayParams.push(a.param);
      } else {
        return new Error(`parameter '${p.name}' is a ${p.kind}; GPU backends do not take textures yet`);
      }
    } else {
      return new Error(`the GPU ABI has an argument of no known role: ${JSON.stringify(a)}`);
    }
  }
  const kinds = new Int32Array(slots.map((s) => (s.kind === "array" || s.kind === "status" ? -1 : s.kind === "scalar" ? s.bytes : 8)));
  return {
    entry: abi.entry ?? result.entry,
    blockSize: abi.blockSize ?? 256,
    slots,
    kinds,
    arrayParams,
    sites: abi.sites ?? [],
  };
}
