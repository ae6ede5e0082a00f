/**
 * @fileoverview CUDA C (NVRTC), as a Dialect: 64-bit thread numbers from the 32-bit built-ins,
 * `__fmul_rn`/`__dmul_rn` for every float product (NVRTC fuses a product into a later add
 * across statements under `--fmad=true`; an `_rn` product never fuses), native atomics on
 * 32- and 64-bit integers and on float/double adds, and `%globaltimer` for time limits.
 * Only intrinsics NVRTC declares without headers are used.
 */

import { Type } from "../../types";
import { Dialect, Space } from "./dialect";

export class CudaDialect extends Dialect {
  constructor() {
    super();
    this.name = "cuda";
  }

  typeName(t: Type): string {
    switch (t.dtypeIndex) {
      case 0: return "signed char";
      case 1: return "unsigned char";
      case 2: return "short";
      case 3: return "unsigned short";
      case 4: return "int";
      case 5: return "unsigned int";
      case 6: return "long long";
      case 7: return "unsigned long long";
      case 8: return "float";
      case 9: return "double";
      default: return t.isBool ? "bool" : "void";
    }
  }

  restrictWord(): string {
    return "__restrict__"; // CUDA C++ has no C99 restrict
  }

  kernelHead(): string {
    return "extern \"C\" __global__ void __launch_bounds__(256)";
  }

  functionHead(): string {
    return "static __device__ __forceinline__";
  }

  coldHead(): string {
    return "static __device__ __noinline__";
  }

  groupArray(elem: string, name: string, n: i32): string {
    return "__shared__ " + elem + " " + name + "[" + n.toString() + "];";
  }

  threadNumber(): string {
    // the built-ins are 32-bit: widen before the multiply, or it wraps past 2^32 threads
    return "(long long)blockIdx.x * 256 + (long long)threadIdx.x";
  }

  threadBase(perThread: i32): string {
    return "(long long)blockIdx.x * " + (256 * perThread).toString() + " + (long long)threadIdx.x";
  }

  groupStride(): string {
    return "256";
  }

  localId(): string {
    return "(int)threadIdx.x";
  }

  barrier(): string {
    return "__syncthreads();";
  }

  floatBits(v: string, t: Type): string {
    return (t == Type.f32 ? "__float_as_int(" : "__double_as_longlong(") + v + ")";
  }

  bitsFloat(v: string, t: Type): string {
    return (t == Type.f32 ? "__int_as_float(" : "__longlong_as_double(") + v + ")";
  }

  math(base: string, t: Type): string {
    return t == Type.f32 ? base + "f" : base;
  }

  mul(a: string, b: string, t: Type): string {
    return (t == Type.f32 ? "__fmul_rn(" : "__dmul_rn(") + a + ", " + b + ")";
  }

  i64Suffix(): string {
    return "ll";
  }

  u64Suffix(): string {
    return "ull";
  }

  clz32(v: string): string {
    return "__clz((int)(" + v + "))";
  }

  stateCas(status: string, value: string): string {
    return "atomicCAS((int*)" + status + ", 0, " + value + ")";
  }

  clockPoll(): string {
    // a time limit (word 2, ns) runs from the launch's first clock poll (word 4)
    return [
      "long long limit = ((volatile long long*)s)[2];",
      "  if (limit != 0) {",
      "    unsigned long long now;",
      "    asm volatile(\"mov.u64 %0, %%globaltimer;\" : \"=l\"(now));",
      "    unsigned long long t0 = atomicCAS((unsigned long long*)(s + 4), 0ull, now);",
      "    if (t0 == 0ull) t0 = now;",
      "    if (now - t0 >= (unsigned long long)limit) {",
      "      tack_fail(s, -1, 0, 0);",
      "      return true;",
      "    }",
      "  }",
    ].join("\n");
  }

  atomicInt(op: string, p: string, v: string, t: Type, space: Space): string {
    const f = cudaAtomic(op);
    if (t.size == 4) return f + "(" + p + ", " + v + ")"; // int and unsigned overloads
    // 64-bit min/max compare in the signedness of t (long long and unsigned long long overloads);
    // the rest work on the bits, which CUDA spells as unsigned long long (sub adds the negation)
    if (op == "min" || op == "max") return f + "(" + p + ", " + v + ")";
    const U = "unsigned long long";
    const g = op == "sub" ? "atomicAdd" : f;
    const x = op == "sub" ? "0ull - (" + U + ")(" + v + ")" : "(" + U + ")(" + v + ")";
    return "((" + this.typeName(t) + ")" + g + "((" + U + "*)" + p + ", " + x + "))";
  }

  atomicFloatAdd(p: string, v: string, t: Type, space: Space): string {
    return "atomicAdd(" + p + ", " + v + ")";
  }

  atomicCasBits(p: string, expected: string, desired: string, t: Type, space: Space): string {
    if (t.size == 4) return "atomicCAS((int*)" + p + ", " + expected + ", " + desired + ")";
    return "((long long)atomicCAS((unsigned long long*)" + p + ", (unsigned long long)" + expected + ", (unsigned long long)" + desired + "))";
  }

  fence(space: Space): string {
    return "__threadfence();";
  }

  buildOptions(): string[] {
    return ["--ftz=false", "--prec-div=true", "--prec-sqrt=true", "--fmad=true"];
  }
}

/** CUDA's atomic function for a read-modify-write. */
function cudaAtomic(op: string): string {
  if (op == "add") return "atomicAdd";
  if (op == "sub") return "atomicSub";
  if (op == "min") return "atomicMin";
  if (op == "max") return "atomicMax";
  if (op == "xchg") return "atomicExch";
  if (op == "and") return "atomicAnd";
  if (op == "or") return "atomicOr";
  return "atomicXor";
}
