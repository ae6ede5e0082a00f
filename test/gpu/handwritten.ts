/**
 * Hand-written kernels in both C dialects, with the CompileResult the C-family generator
 * would return for them ("gpu-kernel" ABI, runtime/backends/gpu-abi.ts), so the GPU
 * backends' arrays, queue, waits and fault reports are tested without the generator. One
 * body per kernel, spelled for OpenCL C or CUDA C by a prelude of macros.
 */
import type { CompileResult, ParamInfo } from "../../runtime/request.js";
import type { GpuKernelAbi, GpuParam } from "../../runtime/backends/gpu-abi.js";

export type Dialect = "opencl" | "cuda";

const PRELUDE: Record<Dialect, string> = {
  opencl: [
    "#define KERNEL __kernel void",
    "#define G __global",
    "#define I64 long",
    "#define GID ((long)get_global_id(0))",
  ].join("\n"),
  cuda: [
    '#define KERNEL extern "C" __global__ void',
    "#define G",
    "#define I64 long long",
    "#define GID ((long long)blockIdx.x * blockDim.x + threadIdx.x)",
  ].join("\n"),
};

/**
 * The status protocol of compiler/codegen/c/ABI.md: the first failed check claims the low half
 * of word 0 (a 32-bit compare-and-swap), then stores the state, the index and the length; a
 * kernel that sees a fault already there does nothing.
 */
const STATUS_HELPERS: Record<Dialect, string> = {
  opencl: [
    "static void fault(G I64* st, I64 site, I64 idx, I64 len) {",
    "  if (atomic_cmpxchg((volatile G int*)st, 0, (int)(site + 1)) == 0) { st[0] = site + 1; st[1] = idx; st[3] = len; }",
    "}",
  ].join("\n"),
  cuda: [
    "__device__ void fault(I64* st, I64 site, I64 idx, I64 len) {",
    "  if (atomicCAS((int*)st, 0, (int)(site + 1)) == 0) { st[0] = site + 1; st[1] = idx; st[3] = len; }",
    "}",
  ].join("\n"),
};

export interface HandKernel {
  name: string;
  params: ParamInfo[];
  /** The entry's parameters, in order (compiler/codegen/c/ABI.md). */
  args: GpuParam[];
  /** The parameter whose length is the loop's end. */
  lengthOf: number;
  body: string;
}

const arr = (name: string, dtype: string, written: boolean): ParamInfo => ({ name, kind: "array", dtype, rank: 1, written, atomic: false });
const scalar = (name: string, dtype: string): ParamInfo => ({ name, kind: "scalar", dtype, rank: 0, written: false, atomic: false });

/** out[i] = a * x[i] + y[i] */
export const SAXPY: HandKernel = {
  name: "saxpy",
  params: [arr("x", "f32", false), arr("y", "f32", false), arr("out", "f32", true), scalar("a", "f32")],
  args: [
    { role: "array", param: 0, dtype: "f32" }, { role: "array", param: 1, dtype: "f32" }, { role: "array", param: 2, dtype: "f32" },
    { role: "scalar", param: 3, dtype: "f32" }, { role: "range-start" }, { role: "range-end" }, { role: "status" },
  ],
  lengthOf: 2,
  body: `KERNEL saxpy(G const float* x, G const float* y, G float* out, float a, I64 start, I64 end, G I64* st) {
  I64 i = start + GID;
  if (i >= end) return;
  out[i] = a * x[i] + y[i];
}`,
};

/** x[i] = x[i] * m + c (i32): repeated launches test program order. */
export const AFFINE: HandKernel = {
  name: "affine",
  params: [arr("x", "i32", true), scalar("m", "i32"), scalar("c", "i32")],
  args: [
    { role: "array", param: 0, dtype: "i32" }, { role: "scalar", param: 1, dtype: "i32" }, { role: "scalar", param: 2, dtype: "i32" },
    { role: "range-start" }, { role: "range-end" }, { role: "status" },
  ],
  lengthOf: 0,
  body: `KERNEL affine(G int* x, int m, int c, I64 start, I64 end, G I64* st) {
  I64 i = start + GID;
  if (i >= end) return;
  x[i] = x[i] * m + c;
}`,
};

/** out[i] = src[idx[i]], checked: an index past src's length is reported as site 0. */
export const GATHER: HandKernel = {
  name: "gather",
  params: [arr("src", "f64", false), arr("idx", "i32", false), arr("out", "f64", true)],
  args: [
    { role: "array", param: 0, dtype: "f64" }, { role: "length", param: 0, dim: -1 }, { role: "array", param: 1, dtype: "i32" },
    { role: "array", param: 2, dtype: "f64" }, { role: "range-start" }, { role: "range-end" }, { role: "status" },
  ],
  lengthOf: 2,
  body: `KERNEL gather(G const double* src, I64 n, G const int* idx, G double* out, I64 start, I64 end, G I64* st) {
  I64 i = start + GID;
  if (i >= end || st[0] != 0) return;
  I64 k = idx[i];
  if (k < 0 || k >= n) { fault(st, 0, k, n); return; }
  out[i] = src[k];
}`,
};

/** The f32 twin of GATHER, for devices without f64. */
export const GATHER_F32: HandKernel = {
  ...GATHER,
  name: "gather32",
  params: [arr("src", "f32", false), arr("idx", "i32", false), arr("out", "f32", true)],
  body: GATHER.body.replace("gather(", "gather32(").replace(/double/g, "float"),
};

/** The source of a hand-written kernel in a dialect (f64 enabled on OpenCL when it is used). */
export function sourceOf(k: HandKernel, dialect: Dialect): string {
  const fp64 = dialect === "opencl" && k.body.includes("double") ? "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" : "";
  return `${fp64}${PRELUDE[dialect]}\n${STATUS_HELPERS[dialect]}\n${k.body}\n`;
}

/** The CompileResult the generator would give for it; the source text is `text` (the kernel's, for line:col). */
export function resultOf(k: HandKernel, dialect: Dialect, code = sourceOf(k, dialect)): CompileResult {
  return {
    kernel: k.name,
    target: dialect,
    entry: k.name,
    floatContext: "f64",
    params: k.params,
    abi: {
      kind: "gpu-kernel", dialect, entry: k.name, blockSize: 256, fullGroups: false, params: k.args,
      sites: [{ array: "src", param: 0, size: -1, source: 0, start: 0, end: 3 }], buildOptions: [], requires: [],
    } satisfies GpuKernelAbi as never,
    loop: { grid: false, start: [0], extents: [[`l${k.lengthOf}`]] },
    features: [],
    code,
  };
}
