/**
 * @fileoverview How WebAssembly spells each semantic operation of passes/legalize.ts (the
 * `Sem` enum; compiler/SEMANTICS.md is the contract). Every method takes operands that are
 * already emitted (constants or local reads, so they may be repeated) and converted to the
 * types legalize chose; none of them decides what JavaScript means.
 */

import { BinOp } from "../../ir";
import { Type } from "../../types";
import { WatBuilder } from "./builder";
import {
  atomicLoadOp, atomicRmwPrefix, atomicStoreOp, atomicSuffix, bitsType, compareOp, floatConst, wType,
} from "./text";

/**
 * Sem.MulAddLeft/Right in vector lanes of `shape` (f32x4, f64x2): `a * b + c`, `a * b - c`
 * (Left, `c` negated first) or `c - a * b` (Right: relaxed_nmadd, `-(a * b) + c`). Relaxed
 * SIMD's multiply-adds round once where the machine has FMA and twice elsewhere (V8: vfmadd
 * with FMA3, else mulps + addps): both are results contraction allows (SEMANTICS.md), and one
 * machine always gives the same one, so the scalar and vector builds agree bit for bit. Negating
 * an operand is exact, and `-(a * b) + c` unfused is `c - a * b`.
 */
export function relaxedMulAdd(shape: string, a: string, b: string, c: string, productLeft: bool, sub: bool): string {
  if (productLeft) {
    const addend = sub ? "(" + shape + ".neg " + c + ")" : c;
    return "(" + shape + ".relaxed_madd " + a + " " + b + " " + addend + ")";
  }
  return "(" + shape + (sub ? ".relaxed_nmadd " : ".relaxed_madd ") + a + " " + b + " " + c + ")";
}

export class WatSemantics extends WatBuilder {
  /**
   * Sem.MulAddLeft/Right on scalars: relaxed SIMD has no scalar multiply-add, so lane 0 of the
   * vector one (the splats and the extract are moves); relaxedMulAdd says why it may fuse.
   */
  mulAdd(a: string, b: string, c: string, t: Type, productLeft: bool, sub: bool): string {
    const shape = t == Type.f64 ? "f64x2" : "f32x4";
    const v = relaxedMulAdd(shape, "(" + shape + ".splat " + a + ")", "(" + shape + ".splat " + b + ")", "(" + shape + ".splat " + c + ")", productLeft, sub);
    return this.op(t, "(" + shape + ".extract_lane 0 " + v + ")");
  }

  /** Sem.IntDivTrunc / IntDivFloor: b == 0 gives 0; MIN / -1 wraps (never the trapping div on those). */
  intDiv(l: string, r: string, t: Type, floor: bool): string {
    const ty = wType(t);
    const zero = this.op(Type.bool, "(" + ty + ".eqz " + r + ")");
    if (t.isUnsigned) {
      const safe = this.op(t, "(select (" + ty + ".const 1) " + r + " " + zero + ")");
      const q = this.op(t, "(" + ty + ".div_u " + l + " " + safe + ")");
      return this.op(t, "(select (" + ty + ".const 0) " + q + " " + zero + ")");
    }
    // b == -1 would trap on MIN / -1: divide by 1 and negate (wrapping) instead
    const neg1 = this.op(Type.bool, "(" + ty + ".eq " + r + " (" + ty + ".const -1))");
    const bad = this.op(Type.bool, "(i32.or " + zero + " " + neg1 + ")");
    const safe = this.op(t, "(select (" + ty + ".const 1) " + r + " " + bad + ")");
    const q0 = this.op(t, "(" + ty + ".div_s " + l + " " + safe + ")");
    const negl = this.op(t, "(" + ty + ".sub (" + ty + ".const 0) " + l + ")");
    const q1 = this.op(t, "(select " + negl + " " + q0 + " " + neg1 + ")");
    let q = this.op(t, "(select (" + ty + ".const 0) " + q1 + " " + zero + ")");
    if (floor) {
      // round toward -infinity: subtract 1 when the remainder is nonzero and the signs differ
      const rem = this.op(t, "(" + ty + ".sub " + l + " (" + ty + ".mul " + q + " " + r + "))");
      const nz = "(" + ty + ".ne " + rem + " (" + ty + ".const 0))";
      const opp = "(" + ty + ".lt_s (" + ty + ".xor " + rem + " " + r + ") (" + ty + ".const 0))";
      // no adjustment when b == 0: the quotient is already the 0 JS's ±Infinity stores as
      const adj = this.op(Type.bool, "(i32.and (i32.and " + nz + " " + opp + ") (i32.eqz " + zero + "))");
      const adjv = ty == "i64" ? "(i64.extend_i32_u " + adj + ")" : adj;
      q = this.op(t, "(" + ty + ".sub " + q + " " + adjv + ")");
    }
    return q;
  }

  /** Sem.IntRem: truncated; % 0 and MIN % -1 give 0. */
  intRem(l: string, r: string, t: Type): string {
    const ty = wType(t);
    const zero = this.op(Type.bool, "(" + ty + ".eqz " + r + ")");
    if (t.isUnsigned) {
      const safe = this.op(t, "(select (" + ty + ".const 1) " + r + " " + zero + ")");
      const m = this.op(t, "(" + ty + ".rem_u " + l + " " + safe + ")");
      return this.op(t, "(select (" + ty + ".const 0) " + m + " " + zero + ")");
    }
    const neg1 = "(" + ty + ".eq " + r + " (" + ty + ".const -1))";
    const bad = this.op(Type.bool, "(i32.or " + zero + " " + neg1 + ")");
    const safe = this.op(t, "(select (" + ty + ".const 1) " + r + " " + bad + ")");
    const m = this.op(t, "(" + ty + ".rem_s " + l + " " + safe + ")");
    return this.op(t, "(select (" + ty + ".const 0) " + m + " " + bad + ")");
  }

  /** Sem.IntPow: square-and-multiply, wrapping; a negative exponent gives 0. */
  intPow(l: string, r: string, t: Type): string {
    const ty = wType(t);
    const name = "$tack_ipow_" + ty;
    this.helperOnce("  (func " + name + " (param $b " + ty + ") (param $e " + ty + ") (result " + ty + ")\n" +
      "    (local $acc " + ty + ")\n" +
      "    (if (" + ty + ".lt_s (local.get $e) (" + ty + ".const 0)) (then (return (" + ty + ".const 0))))\n" +
      "    (local.set $acc (" + ty + ".const 1))\n" +
      "    (block $done (loop $step\n" +
      "      (br_if $done (" + ty + ".eqz (local.get $e)))\n" +
      "      (if (" + ty + ".ne (" + ty + ".and (local.get $e) (" + ty + ".const 1)) (" + ty + ".const 0))\n" +
      "        (then (local.set $acc (" + ty + ".mul (local.get $acc) (local.get $b)))))\n" +
      "      (local.set $b (" + ty + ".mul (local.get $b) (local.get $b)))\n" +
      "      (local.set $e (" + ty + ".shr_u (local.get $e) (" + ty + ".const 1)))\n" +
      "      (br $step)))\n" +
      "    (local.get $acc))");
    return this.op(t, "(call " + name + " " + l + " " + r + ")");
  }

  /** Sem.PowJS: JavaScript's own Math.pow from the host (ABI.md), which is the definition. */
  powJS(l: string, r: string, t: Type): string {
    return this.mathCall("pow", t, [l, r]);
  }

  /** An imported f64 Math function; f32 operands widen and the result rounds back (exactly what the plain run stores). */
  mathCall(name: string, t: Type, args: string[]): string {
    const fn = this.mathImport(name);
    const vals = new Array<string>();
    for (let i = 0; i < args.length; i++) vals.push(t == Type.f32 ? "(f64.promote_f32 " + args[i] + ")" : args[i]);
    const r = this.op(Type.f64, "(call " + fn + " " + vals.join(" ") + ")");
    return t == Type.f32 ? this.op(Type.f32, "(f32.demote_f64 " + r + ")") : r;
  }

  /** Sem.ShiftBigSigned / ShiftBigUnsigned: exact; a count of 64 or more shifts everything out; a negative count reverses. */
  bigShift(x: string, n: string, signed: bool, isShl: bool): string {
    const neg = this.op(Type.bool, "(i64.lt_s " + n + " (i64.const 0))");
    const an = this.op(Type.i64, "(select (i64.sub (i64.const 0) " + n + ") " + n + " " + neg + ")");
    const big = this.op(Type.bool, "(i64.gt_u " + an + " (i64.const 63))");
    const s = this.op(Type.i64, "(select (i64.const 63) " + an + " " + big + ")");
    const left = this.op(Type.i64, "(select (i64.const 0) (i64.shl " + x + " " + s + ") " + big + ")");
    // shifted right past the width: the sign (signed) or 0 (unsigned)
    const fill = signed ? "(i64.shr_s " + x + " (i64.const 63))" : "(i64.const 0)";
    const right = this.op(Type.i64, "(select " + fill + " (i64." + (signed ? "shr_s " : "shr_u ") + x + " " + s + ") " + big + ")");
    const a = isShl ? right : left;
    const b = isShl ? left : right;
    return this.op(Type.i64, "(select " + a + " " + b + " " + neg + ")");
  }

  /** Sem.ShiftMasked: the count (already unsigned of the width) modulo the width; `>>` arithmetic, `>>>` logical. */
  maskedShift(l: string, count: string, t: Type, op: BinOp): string {
    const ty = wType(t);
    const masked = "(" + ty + ".and " + count + " (" + ty + ".const " + (t.bits - 1).toString() + "))";
    const name = op == BinOp.Shl ? ".shl " : op == BinOp.UShr ? ".shr_u " : ".shr_s ";
    return this.op(t, "(" + ty + name + l + " " + masked + ")");
  }

  /** Sem.CompareMixed64: a negative signed value is below every unsigned one. */
  mixedCompare(l: string, r: string, lSigned: bool, rSigned: bool, op: BinOp): string {
    const lNeg = lSigned ? this.op(Type.bool, "(i64.lt_s " + l + " (i64.const 0))") : "(i32.const 0)";
    const rNeg = rSigned ? this.op(Type.bool, "(i64.lt_s " + r + " (i64.const 0))") : "(i32.const 0)";
    const u = this.op(Type.bool, "(" + compareOp(op, Type.u64) + " " + l + " " + r + ")");
    let fixed: string;
    switch (op) {
      case BinOp.Eq: fixed = "(i32.const 0)"; break;
      case BinOp.Ne: fixed = "(i32.const 1)"; break;
      case BinOp.Lt:
      case BinOp.Le: fixed = lNeg; break; // l < r exactly when l is the negative one
      default: fixed = rNeg; break;
    }
    return this.op(Type.bool, "(select " + fixed + " " + u + " (i32.or " + lNeg + " " + rNeg + "))");
  }

  /** Integer Math.min/max: a compare and a select in the type's signedness. */
  intMinMax(a: string, b: string, t: Type, isMin: bool): string {
    const c = compareOp(isMin ? BinOp.Lt : BinOp.Gt, t);
    return this.op(t, "(select " + a + " " + b + " (" + c + " " + a + " " + b + "))");
  }

  /** Sem.MinMaxFloat: Wasm's f32/f64.min and .max are JS's rules already (NaN wins, -0 < +0). */
  floatMinMax(a: string, b: string, t: Type, isMin: bool): string {
    return this.op(t, "(" + wType(t) + (isMin ? ".min " : ".max ") + a + " " + b + ")");
  }

  /** Sem.RoundHalfUp: halves round up; the sign of zero follows the argument. */
  roundHalfUp(x: string, t: Type): string {
    const ty = wType(t);
    const f = this.op(t, "(" + ty + ".floor " + x + ")");
    const up = "(" + ty + ".ge (" + ty + ".sub " + x + " " + f + ") " + floatConst(0.5, t) + ")";
    const r = this.op(t, "(select (" + ty + ".add " + f + " " + floatConst(1, t) + ") " + f + " " + up + ")");
    return this.op(t, "(" + ty + ".copysign " + r + " " + x + ")");
  }

  /** Math.abs: f.abs for floats; unsigned values are their own magnitude; MIN wraps. */
  abs(v: string, t: Type): string {
    const ty = wType(t);
    if (t.isFloat) return this.op(t, "(" + ty + ".abs " + v + ")");
    if (t.isUnsigned) return v;
    const n = this.op(t, "(" + ty + ".sub (" + ty + ".const 0) " + v + ")");
    const r = this.op(t, "(select " + n + " " + v + " (" + ty + ".lt_s " + v + " (" + ty + ".const 0)))");
    return t.size < 4 ? this.narrow(r, t) : r;
  }

  /** Math.sign: -1, 0 or 1 (floats keep NaN and the sign of zero). */
  sign(x: string, t: Type): string {
    const ty = wType(t);
    if (t.isFloat) {
      const z = floatConst(0, t);
      const s1 = this.op(t, "(select " + floatConst(-1, t) + " " + x + " (" + ty + ".lt " + x + " " + z + "))");
      return this.op(t, "(select " + floatConst(1, t) + " " + s1 + " (" + ty + ".gt " + x + " " + z + "))");
    }
    const pos = "(" + compareOp(BinOp.Gt, t) + " " + x + " (" + ty + ".const 0))";
    const neg = t.isUnsigned ? "(i32.const 0)" : "(" + ty + ".lt_s " + x + " (" + ty + ".const 0))";
    const d = this.op(Type.i32, "(i32.sub " + pos + " " + neg + ")");
    return ty == "i64" ? this.op(t, "(i64.extend_i32_s " + d + ")") : d;
  }

  /** Sem.StoreClampU8: JS's ToUint8Clamp — NaN → 0, clamp to 0..255, halves to even. */
  clampU8(v: string, from: Type): string {
    if (from.isBool) return v;
    const ty = wType(from);
    if (from.isFloat) {
      // below 0, or NaN: 0
      const c0 = this.op(from, "(select " + floatConst(0, from) + " " + v + " (i32.eqz (" + ty + ".ge " + v + " " + floatConst(0, from) + ")))");
      const c1 = this.op(from, "(" + ty + ".min " + c0 + " " + floatConst(255, from) + ")");
      return this.op(Type.u8, "(i32.trunc_" + ty + "_u (" + ty + ".nearest " + c1 + "))");
    }
    let c = v;
    if (from.isSigned) c = this.op(from, "(select (" + ty + ".const 0) " + v + " (" + ty + ".lt_s " + v + " (" + ty + ".const 0)))");
    const c1 = this.op(from, "(select (" + ty + ".const 255) " + c + " (" + ty + ".gt_u " + c + " (" + ty + ".const 255)))");
    return ty == "i64" ? this.op(Type.u8, "(i32.wrap_i64 " + c1 + ")") : c1;
  }

  /** An element's bits as an atomic instruction takes them: floats reinterpreted as the same-size integer. */
  atomicBitsOf(v: string, et: Type): string {
    if (!et.isFloat) return v;
    return this.opW(bitsType(et), "(" + bitsType(et) + ".reinterpret_" + wType(et) + " " + v + ")");
  }

  /**
   * The element an atomic instruction returned as bits: floats reinterpreted, narrow signed
   * ones sign-extended (the 8/16-bit forms zero-extend, which is already right for unsigned).
   */
  atomicElement(bits: string, et: Type): string {
    if (et.isFloat) return this.op(et, "(" + wType(et) + ".reinterpret_" + bitsType(et) + " " + bits + ")");
    if (et.size < 4 && et.isSigned) return this.narrow(bits, et);
    return bits;
  }

  /** The type of the bits an atomic on an element of type et works on. */
  atomicBitsType(et: Type): string {
    return et.isFloat ? bitsType(et) : wType(et);
  }

  /**
   * Sem.AtomicRMW on integers: add/sub as one read-modify-write (narrow ones through the 8/16-bit
   * forms); min/max as a CAS loop. The value is the element replaced.
   */
  atomicRMW(addr: string, v: string, et: Type, isAdd: bool, isSub: bool, isMin: bool): string {
    if ((isAdd || isSub) && !et.isFloat) return this.atomicBits(isAdd ? "add" : "sub", addr, v, et);
    return this.atomicCAS(addr, v, et, isAdd, isSub, isMin);
  }

  /**
   * Sem.AtomicRMW for exchange, and, or, xor (and integer add/sub): one `atomic.rmw` on the
   * element's bits (a float exchange swaps the bits; narrow ones store the value's low bits).
   */
  atomicBits(op: string, addr: string, v: string, et: Type): string {
    const old = this.opW(this.atomicBitsType(et),
      "(" + atomicRmwPrefix(et) + "." + op + atomicSuffix(et) + " " + addr + " " + this.atomicBitsOf(v, et) + ")");
    return this.atomicElement(old, et);
  }

  /**
   * Sem.AtomicCmpXchg: one `atomic.rmw.cmpxchg` of the element's bits; the value is the element
   * found. A narrow expected value is masked to the access width, since the loaded bits it is
   * compared with are zero-extended (a sign-extended -1 would never match 0xff otherwise).
   */
  atomicCmpXchg(addr: string, expected: string, replacement: string, et: Type): string {
    let e = this.atomicBitsOf(expected, et);
    if (!et.isFloat && et.size < 4) e = this.opW("i32", "(i32.and " + e + " (i32.const " + (et.size == 2 ? "65535" : "255") + "))");
    const r = this.atomicBitsOf(replacement, et);
    const old = this.opW(this.atomicBitsType(et), "(" + atomicRmwPrefix(et) + ".cmpxchg" + atomicSuffix(et) + " " + addr + " " + e + " " + r + ")");
    return this.atomicElement(old, et);
  }

  /** Sem.AtomicLoad: one sequentially consistent load. */
  atomicLoad(addr: string, et: Type): string {
    return this.atomicElement(this.opW(this.atomicBitsType(et), "(" + atomicLoadOp(et) + " " + addr + ")"), et);
  }

  /** Sem.AtomicStore: one sequentially consistent store; the value is the element stored. */
  atomicStore(addr: string, v: string, et: Type): string {
    this.effect("(" + atomicStoreOp(et) + " " + addr + " " + this.atomicBitsOf(v, et) + ")");
    return v;
  }

  /**
   * Sem.AtomicCAS (and integer min/max, which Wasm has no instruction for): a compare-and-swap
   * loop over the element's bits. Narrow elements load zero-extended; the value is normalized
   * (sign-extended for signed types) before the operation, and cmpxchg stores its low bits.
   * The value is the element the successful swap replaced.
   */
  atomicCAS(addr: string, v: string, et: Type, isAdd: bool, isSub: bool, isMin: bool): string {
    const bt = this.atomicBitsType(et);
    const old = this.local(bt);
    const seen = this.local(bt);
    this.effect("(local.set " + old + " (" + atomicLoadOp(et) + " " + addr + "))");
    const done = this.newLabel("cas_done");
    const retry = this.newLabel("cas_retry");
    this.open("(block " + done);
    this.open("(loop " + retry);
    const cur = "(local.get " + old + ")";
    let oldv: string;
    if (et.isFloat) oldv = this.op(et, "(" + wType(et) + ".reinterpret_" + bt + " " + cur + ")");
    else oldv = et.size < 4 ? this.narrow(cur, et) : cur;
    let nv: string;
    const ty = wType(et);
    if (isAdd) nv = this.op(et, "(" + ty + ".add " + oldv + " " + v + ")");
    else if (isSub) nv = this.op(et, "(" + ty + ".sub " + oldv + " " + v + ")");
    else if (et.isFloat) nv = this.floatMinMax(oldv, v, et, isMin);
    else nv = this.intMinMax(oldv, v, et, isMin);
    const bits = et.isFloat ? "(" + bt + ".reinterpret_" + ty + " " + nv + ")" : nv;
    this.effect("(local.set " + seen + " (" + atomicRmwPrefix(et) + ".cmpxchg" + atomicSuffix(et) + " " + addr + " " + cur + " " + bits + "))");
    this.effect("(br_if " + done + " (" + bt + ".eq (local.get " + seen + ") " + cur + "))");
    this.effect("(local.set " + old + " (local.get " + seen + "))");
    this.effect("(br " + retry + ")");
    this.close();
    this.close();
    // the locals hold the last round's values: the one whose swap succeeded
    return oldv;
  }
}
