/**
 * @fileoverview What one C-family dialect says differently (STYLE.md 6, tinygrad's
 * `CStyleLanguage`): type names, qualifiers and address spaces, the work-item index, barrier,
 * bit casts, math names, the non-contracting product, atomics, the source header and the
 * native compiler's options. The walker (walk.ts) and the helper prelude (prelude.ts) ask
 * the dialect and never test which dialect it is; `cuda.ts` and `opencl.ts` override these
 * methods, and HIP or MSL are one more file each.
 *
 * Nothing here decides what JavaScript means (passes/legalize.ts does); a method only spells.
 */

import { Type } from "../../types";

/** Where an array lives, for dialects that spell address spaces (OpenCL C 1.2 has no generic one). */
export const enum Space {
  Global = 0,
  /** `shared()`: one per work-group. */
  Group = 1,
  /** `localArray()`: private to the work-item. */
  Private = 2,
}

export class Dialect {
  /** The target name, as requests and the ABI spell it. */
  name: string = "";

  /** The C type of a dtype (and of bool and void). */
  typeName(t: Type): string {
    unreachable();
    return "";
  }

  /** The type a bool kernel argument travels as (OpenCL forbids `bool` kernel arguments). */
  boolArgType(): string {
    return "unsigned char";
  }

  /** `long long` / `long`: 64-bit index arithmetic. */
  get i64(): string {
    return this.typeName(Type.i64);
  }

  get u64(): string {
    return this.typeName(Type.u64);
  }

  /** A pointer to elements in a space, for parameters and casts. */
  pointer(elem: string, space: Space): string {
    return elem + "*";
  }

  /** The qualifier of a pointer that is the only way to its memory (C99 `restrict`). */
  restrictWord(): string {
    return "restrict";
  }

  /** The kernel entry's qualifiers and return type, before its name. */
  kernelHead(): string {
    unreachable();
    return "";
  }

  /** Qualifiers of a helper or device function (inlined). */
  functionHead(): string {
    unreachable();
    return "";
  }

  /** Qualifiers of a cold helper (the failure path), kept out of line. */
  coldHead(): string {
    return this.functionHead();
  }

  /** The declaration of a work-group array (kernel scope). */
  groupArray(elem: string, name: string, n: i32): string {
    unreachable();
    return "";
  }

  /** The launch's thread number, 64-bit: group id × 256 + local id. */
  threadNumber(): string {
    unreachable();
    return "";
  }

  /**
   * The first iteration offset of a thread that runs `perThread` iterations (ABI.md
   * "perThread"): group id × (group size × perThread) + local id, 64-bit; its next ones
   * follow groupStride() apart, so each load of a group stays coalesced.
   */
  threadBase(perThread: i32): string {
    unreachable();
    return "";
  }

  /** The group's size as a 64-bit value: the distance between one thread's iterations. */
  groupStride(): string {
    unreachable();
    return "";
  }

  /** The work-item's id inside its group, as an int. */
  localId(): string {
    unreachable();
    return "";
  }

  barrier(): string {
    unreachable();
    return "";
  }

  /** A float's bits as the same-width integer (signed), and back. */
  floatBits(v: string, t: Type): string {
    unreachable();
    return "";
  }

  bitsFloat(v: string, t: Type): string {
    unreachable();
    return "";
  }

  /** The C library's name for float math of type t (CUDA: `sinf`/`sin`; OpenCL: overloaded `sin`). */
  math(base: string, t: Type): string {
    return base;
  }

  /**
   * A float product that never fuses with an add (DESIGN.md §3: no contraction across
   * statements; legalize makes no MulAdd on these targets, so no product fuses at all).
   */
  mul(a: string, b: string, t: Type): string {
    return "(" + a + " * " + b + ")";
  }

  /** Integer literal suffixes of the 64-bit types. */
  i64Suffix(): string {
    unreachable();
    return "";
  }

  u64Suffix(): string {
    unreachable();
    return "";
  }

  /** Count of leading zeros of a 32-bit unsigned value, as an int. */
  clz32(v: string): string {
    unreachable();
    return "";
  }

  /** A volatile read of the status state word (the low half of word 0). */
  statePeek(status: string): string {
    return "*(volatile " + this.pointer(this.typeName(Type.i32), Space.Global) + ")" + status;
  }

  /** A 32-bit compare-and-swap on the status state word; returns the old value. */
  stateCas(status: string, value: string): string {
    unreachable();
    return "";
  }

  /** A statement: the time-limit poll's body (CUDA reads %globaltimer); "" where there is no clock. */
  clockPoll(): string {
    return "";
  }

  /**
   * An expression: an integer atomic read-modify-write on `p` (a pointer to `t` in `space`),
   * giving the element it found as `t`. op is "add", "sub", "min", "max", "xchg", "and", "or"
   * or "xor". Float adds go through `atomicFloatAdd`; float exchanges swap the bits.
   */
  atomicInt(op: string, p: string, v: string, t: Type, space: Space): string {
    unreachable();
    return "";
  }

  /** An expression: a native float atomic add giving the old element, or "" (the prelude's compare-and-swap helper is used). */
  atomicFloatAdd(p: string, v: string, t: Type, space: Space): string {
    return "";
  }

  /** An expression: compare-and-swap of the integer bits at `p` (`t` is i32 or i64), giving the old bits as `t`. */
  atomicCasBits(p: string, expected: string, desired: string, t: Type, space: Space): string {
    unreachable();
    return "";
  }

  /** A statement: a full memory fence around an atomic load's plain volatile read. */
  fence(space: Space): string {
    unreachable();
    return "";
  }

  /** Lines before the prelude: pragmas, extensions (`need` lists what the kernel uses). */
  header(usesF64: bool, uses64BitAtomics: bool): string[] {
    return [];
  }

  /** OpenCL extensions the code enables, for the ABI's `requires`. */
  requires(usesF64: bool, uses64BitAtomics: bool): string[] {
    return [];
  }

  /** The native compiler's options, as JSON strings. */
  buildOptions(): string[] {
    return [];
  }

  /** Can a device function declare a work-group array (OpenCL C: only kernels can)? */
  groupArraysInFunctions(): bool {
    return true;
  }

  /** Must array parameters of device functions name their address space (OpenCL C 1.2)? */
  spacedPointers(): bool {
    return false;
  }
}
