/**
 * @fileoverview OpenCL C 1.2 (clBuildProgram, PoCL, ocloc for Level Zero), as a Dialect:
 * address spaces on every pointer (1.2 has no generic space), the thread number from the
 * group id, local size and local id (never `get_global_id`, which wraps at 2^32 on some
 * drivers), `FP_CONTRACT OFF` so no product fuses, 1.2's atomic functions (64-bit ones
 * through the cl_khr_int64 extensions, float adds through compare-and-swap), and no clock,
 * so no time limit inside the kernel (ABI.md).
 */

import { Type } from "../../types";
import { Dialect, Space } from "./dialect";

export class OpenCLDialect extends Dialect {
  constructor() {
    super();
    this.name = "opencl";
  }

  typeName(t: Type): string {
    switch (t.dtypeIndex) {
      case 0: return "char";
      case 1: return "uchar";
      case 2: return "short";
      case 3: return "ushort";
      case 4: return "int";
      case 5: return "uint";
      case 6: return "long";
      case 7: return "ulong";
      case 8: return "float";
      case 9: return "double";
      default: return t.isBool ? "bool" : "void";
    }
  }

  boolArgType(): string {
    return "uchar";
  }

  pointer(elem: string, space: Space): string {
    if (space == Space.Global) return "__global " + elem + "*";
    if (space == Space.Group) return "__local " + elem + "*";
    return elem + "*";
  }

  kernelHead(): string {
    return "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void";
  }

  functionHead(): string {
    return "static inline";
  }

  coldHead(): string {
    return "static __attribute__((noinline))";
  }

  groupArray(elem: string, name: string, n: i32): string {
    return "__local " + elem + " " + name + "[" + n.toString() + "];";
  }

  threadNumber(): string {
    return "(long)get_group_id(0) * (long)get_local_size(0) + (long)get_local_id(0)";
  }

  threadBase(perThread: i32): string {
    // the local size is the runtime's (256, or less on a device that cannot run 256)
    return "(long)get_group_id(0) * ((long)get_local_size(0) * " + perThread.toString() + ") + (long)get_local_id(0)";
  }

  groupStride(): string {
    return "(long)get_local_size(0)";
  }

  localId(): string {
    return "(int)get_local_id(0)";
  }

  barrier(): string {
    return "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);";
  }

  floatBits(v: string, t: Type): string {
    return (t == Type.f32 ? "as_int(" : "as_long(") + v + ")";
  }

  bitsFloat(v: string, t: Type): string {
    return (t == Type.f32 ? "as_float(" : "as_double(") + v + ")";
  }

  i64Suffix(): string {
    return "L";
  }

  u64Suffix(): string {
    return "UL";
  }

  clz32(v: string): string {
    return "(int)clz((uint)(" + v + "))";
  }

  stateCas(status: string, value: string): string {
    return "atomic_cmpxchg((volatile __global int*)" + status + ", 0, " + value + ")";
  }

  atomicInt(op: string, p: string, v: string, t: Type, space: Space): string {
    // 1.2's atomic_* take 32-bit ints; the cl_khr_int64 extensions' atom_* take 64-bit ones
    return (t.size == 8 ? "atom_" : "atomic_") + op + "(" + p + ", " + v + ")";
  }

  atomicCasBits(p: string, expected: string, desired: string, t: Type, space: Space): string {
    const sp = space == Space.Group ? "__local " : "__global ";
    if (t.size == 4) return "atomic_cmpxchg((volatile " + sp + "int*)" + p + ", " + expected + ", " + desired + ")";
    return "atom_cmpxchg((volatile " + sp + "long*)" + p + ", " + expected + ", " + desired + ")";
  }

  fence(space: Space): string {
    return space == Space.Group ? "mem_fence(CLK_LOCAL_MEM_FENCE);" : "mem_fence(CLK_GLOBAL_MEM_FENCE);";
  }

  header(usesF64: bool, uses64BitAtomics: bool): string[] {
    const out = new Array<string>();
    out.push("#pragma OPENCL FP_CONTRACT OFF");
    if (usesF64) out.push("#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    if (uses64BitAtomics) {
      out.push("#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable");
      out.push("#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable");
    }
    return out;
  }

  requires(usesF64: bool, uses64BitAtomics: bool): string[] {
    const out = new Array<string>();
    if (usesF64) out.push("cl_khr_fp64");
    if (uses64BitAtomics) {
      out.push("cl_khr_int64_base_atomics");
      out.push("cl_khr_int64_extended_atomics");
    }
    return out;
  }

  buildOptions(): string[] {
    return ["-cl-std=CL1.2", "-cl-fp32-correctly-rounded-divide-sqrt"];
  }

  groupArraysInFunctions(): bool {
    return false;
  }

  spacedPointers(): bool {
    return true;
  }
}
