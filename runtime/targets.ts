/**
 * The code-generation targets (DESIGN.md §1, §5): one list, with what each target can express
 * and what offline code generation (`tack.compile`, no device) assumes for it. A backend names
 * its target; everything target-specific the generic runtime needs is a row here, so the
 * dispatch path never tests for a particular target.
 */
import { DTYPE_NAMES, type DtypeName } from "./dtypes.js";

export const TARGET_NAMES = ["llvm", "wat", "cuda", "hip", "opencl", "msl"] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

/** What a target declares, as the compiler's checks need it (DESIGN.md §5). */
export interface TargetDescriptor {
  target: TargetName;
  label: string;
  dtypes: readonly string[];
  atomics: readonly string[];
  workgroups: boolean;
  /** The CPU target: the host triple LLVM generates for. */
  triple?: string;
  /** The CPU target: array pointers are `noalias` (the arrays written overlap no other). */
  noalias?: boolean;
  /** The CPU target: vector lanes for the parallel loop (compiler/passes/spmd.ts); absent or 0: scalar. */
  spmd?: number;
  /** The CPU target: lanes also where LLVM's loop vectorizer does as well (compiler/passes/spmd-straight.ts). */
  spmdAlways?: boolean;
  /** The Wasm target: the device runs relaxed SIMD's fused multiply-add, so `a * b + c` may contract as on the CPU (compiler/codegen/index.ts). */
  fma?: boolean;
}

/** What tack.compile() generates when no target is named: the CPU's code. */
export const DEFAULT_TARGET: TargetName = "llvm";

export function isTargetName(s: unknown): s is TargetName {
  return typeof s === "string" && (TARGET_NAMES as readonly string[]).includes(s);
}

const ALL: readonly DtypeName[] = DTYPE_NAMES;
const NO_F64: readonly DtypeName[] = DTYPE_NAMES.filter((d) => d !== "f64");
const WIDE_ATOMICS: readonly DtypeName[] = ["i32", "u32", "i64", "u64", "f32", "f64"];
const NARROW_ATOMICS: readonly DtypeName[] = ["i32", "u32", "f32"];

/** Atomic dtypes each target can express; a backend's are this row ∩ its dtypes (DESIGN.md §5). */
export const ATOMIC_DTYPES: Readonly<Record<TargetName, readonly DtypeName[]>> = {
  llvm: ALL,
  wat: ALL, // CAS loops for the narrow and float ones
  cuda: WIDE_ATOMICS,
  hip: WIDE_ATOMICS,
  opencl: NARROW_ATOMICS,
  msl: NARROW_ATOMICS,
};

/**
 * What offline code generation assumes for each target. The host triple of the CPU is fixed
 * (not the machine's own), so the same request gives the same bytes on any machine; OpenCL
 * assumes a device with f64 (cl_khr_fp64), Metal has none.
 */
export const OFFLINE_TARGETS: Readonly<Record<TargetName, TargetDescriptor>> = {
  llvm: { target: "llvm", label: "CPU", dtypes: ALL, atomics: ATOMIC_DTYPES.llvm, workgroups: false, triple: "x86_64-unknown-linux-gnu" },
  wat: { target: "wat", label: "Wasm", dtypes: ALL, atomics: ATOMIC_DTYPES.wat, workgroups: false },
  cuda: { target: "cuda", label: "CUDA", dtypes: ALL, atomics: ATOMIC_DTYPES.cuda, workgroups: true },
  hip: { target: "hip", label: "HIP", dtypes: ALL, atomics: ATOMIC_DTYPES.hip, workgroups: true },
  opencl: { target: "opencl", label: "OpenCL", dtypes: ALL, atomics: ATOMIC_DTYPES.opencl, workgroups: true },
  msl: { target: "msl", label: "Metal", dtypes: NO_F64, atomics: ATOMIC_DTYPES.msl, workgroups: true },
};

/** The offline target of the CPU; requests built by hand in tests and benches start from it. */
export const LLVM_TARGET: TargetDescriptor = OFFLINE_TARGETS.llvm;

/** The target of requests whose answer does not depend on one (`query plain`). */
export const PLAIN_QUERY_TARGET: TargetDescriptor = OFFLINE_TARGETS.llvm;
