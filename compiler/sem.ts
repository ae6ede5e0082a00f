/**
 * @fileoverview The semantic operations (DESIGN.md §8): what passes/legalize.ts decides and
 * generators spell. compiler/SEMANTICS.md is their contract; keep the two in step.
 */

export const enum Sem {
  /** The target's native operation on `opType` operands (IEEE for floats, wrapping for integers). */
  Native = 0,
  /** Integer `/` made exact (Math.trunc(a / b), (a / b) | 0, BigInt): b == 0 gives 0, MIN / -1 wraps. */
  IntDivTrunc,
  /** Math.floor(a / b) on integers: rounds toward -Infinity; b == 0 gives 0. */
  IntDivFloor,
  /** Integer `%`: truncated; b == 0 and MIN % -1 give 0. */
  IntRem,
  /** Float `%`: C's fmod. */
  FloatRem,
  /** `<<`, `>>`, `>>>` on 32-bit values (and `>>>` on 64-bit): the count is taken modulo the width. */
  ShiftMasked,
  /** BigInt `<<`/`>>`: exact; a count past the width shifts everything out; a negative count reverses. Signed. */
  ShiftBigSigned,
  /** The same on a BigUint64 value: `>>` is logical. */
  ShiftBigUnsigned,
  /** A 64-bit signed value compared with a 64-bit unsigned one, on the mathematical values. */
  CompareMixed64,
  /** Float `a * b + c` / `a * b - c` inside one expression: one fused multiply-add. */
  MulAddLeft,
  /** Float `c + a * b` / `c - a * b`: the same with the product on the right. */
  MulAddRight,
  /** Float `**` and Math.pow: C's pow, except pow(x, NaN) and pow(±1, ±Infinity) are NaN. */
  PowJS,
  /** BigInt `**`: square-and-multiply, wrapping; a negative exponent gives 0. */
  IntPow,
  /** Float Math.min/max: NaN wins; -0 is below +0. */
  MinMaxFloat,
  /** Math.round on floats: halves round up; the result keeps the argument's sign (-0.4 → -0). */
  RoundHalfUp,
  /** floor/ceil/trunc/round of an integer: the value itself. */
  Identity,
  /** Number.isNaN of an integer: false (the argument is still evaluated). */
  ConstFalse,
  /** Number.isFinite of an integer: true. */
  ConstTrue,
  /** Math.hypot of one argument: its absolute value. */
  HypotOne,
  /** A store into a Uint8ClampedArray: NaN → 0, clamp to 0..255, round half to even. */
  StoreClampU8,
  /** Atomics.* as one native read-modify-write (seq_cst). */
  AtomicRMW,
  /** Atomics.* as a compare-and-swap loop over the element's bits (float min/max; float add/sub where there is no native one). */
  AtomicCAS,
  /** Atomics.compareExchange: one compare-and-swap of the element's bits (seq_cst); the value is the old element. */
  AtomicCmpXchg,
  /** Atomics.load: one sequentially consistent load. */
  AtomicLoad,
  /** Atomics.store: one sequentially consistent store; the value is the stored element. */
  AtomicStore,
  /** tex.sample in software: trilinear, clamped to the edges, texel centers at 0 and 1. */
  TexSoftware,
}

/** The operation's name as SEMANTICS.md writes it (for `query intrinsics`). */
export function semName(s: Sem): string {
  switch (s) {
    case Sem.Native: return "Native";
    case Sem.IntDivTrunc: return "IntDivTrunc";
    case Sem.IntDivFloor: return "IntDivFloor";
    case Sem.IntRem: return "IntRem";
    case Sem.FloatRem: return "FloatRem";
    case Sem.ShiftMasked: return "ShiftMasked";
    case Sem.ShiftBigSigned: return "ShiftBigSigned";
    case Sem.ShiftBigUnsigned: return "ShiftBigUnsigned";
    case Sem.CompareMixed64: return "CompareMixed64";
    case Sem.MulAddLeft: return "MulAddLeft";
    case Sem.MulAddRight: return "MulAddRight";
    case Sem.PowJS: return "PowJS";
    case Sem.IntPow: return "IntPow";
    case Sem.MinMaxFloat: return "MinMaxFloat";
    case Sem.RoundHalfUp: return "RoundHalfUp";
    case Sem.Identity: return "Identity";
    case Sem.ConstFalse: return "ConstFalse";
    case Sem.ConstTrue: return "ConstTrue";
    case Sem.HypotOne: return "HypotOne";
    case Sem.StoreClampU8: return "StoreClampU8";
    case Sem.AtomicRMW: return "AtomicRMW";
    case Sem.AtomicCAS: return "AtomicCAS";
    case Sem.AtomicCmpXchg: return "AtomicCmpXchg";
    case Sem.AtomicLoad: return "AtomicLoad";
    case Sem.AtomicStore: return "AtomicStore";
    case Sem.TexSoftware: return "TexSoftware";
    default: return "?";
  }
}
