/**
 * @fileoverview How LLVM IR spells each semantic operation of passes/legalize.ts (the `Sem`
 * enum; compiler/SEMANTICS.md is the contract). Every method takes operands that are already
 * emitted and converted to the types legalize chose; none of them decides what JavaScript
 * means, they only write it down.
 */

import { BinOp } from "../../ir";
import { Type } from "../../types";
import { LLVMBuilder } from "./builder";
import { floatLiteral, intPredicate, llType } from "./text";

export class LLVMSemantics extends LLVMBuilder {
  /** Sem.IntDivTrunc / IntDivFloor: b == 0 gives 0; MIN / -1 wraps (never the trapping sdiv). */
  intDiv(l: string, r: string, t: Type, floor: bool): string {
    const ty = llType(t);
    const zero = this.op("icmp eq " + ty + " " + r + ", 0");
    if (t.isUnsigned) {
      const safe = this.op("select i1 " + zero + ", " + ty + " 1, " + ty + " " + r);
      const q = this.op("udiv " + ty + " " + l + ", " + safe);
      return this.op("select i1 " + zero + ", " + ty + " 0, " + ty + " " + q);
    }
    // b == -1 would trap on MIN / -1: divide by 1 and negate (wrapping) instead
    const neg1 = this.op("icmp eq " + ty + " " + r + ", -1");
    const bad = this.op("or i1 " + zero + ", " + neg1);
    const safe = this.op("select i1 " + bad + ", " + ty + " 1, " + ty + " " + r);
    const q0 = this.op("sdiv " + ty + " " + l + ", " + safe);
    const negl = this.op("sub " + ty + " 0, " + l);
    const q1 = this.op("select i1 " + neg1 + ", " + ty + " " + negl + ", " + ty + " " + q0);
    let q = this.op("select i1 " + zero + ", " + ty + " 0, " + ty + " " + q1);
    if (floor) {
      // round toward -infinity: subtract 1 when the remainder is nonzero and signs differ
      const prod = this.op("mul " + ty + " " + q + ", " + r);
      const rem = this.op("sub " + ty + " " + l + ", " + prod);
      const nz = this.op("icmp ne " + ty + " " + rem + ", 0");
      const x = this.op("xor " + ty + " " + rem + ", " + r);
      const opp = this.op("icmp slt " + ty + " " + x + ", 0");
      const both = this.op("and i1 " + nz + ", " + opp);
      // no adjustment when b == 0: the quotient is already the 0 that JS's ±Infinity stores as
      const nonzero = this.op("xor i1 " + zero + ", true");
      const adj = this.op("and i1 " + both + ", " + nonzero);
      const adjv = this.op("zext i1 " + adj + " to " + ty);
      q = this.op("sub " + ty + " " + q + ", " + adjv);
    }
    return q;
  }

  /** Sem.IntRem: truncated; % 0 gives 0 (JS: NaN, which an integer store makes 0). */
  intRem(l: string, r: string, t: Type): string {
    const ty = llType(t);
    const zero = this.op("icmp eq " + ty + " " + r + ", 0");
    if (t.isUnsigned) {
      const safe = this.op("select i1 " + zero + ", " + ty + " 1, " + ty + " " + r);
      const m = this.op("urem " + ty + " " + l + ", " + safe);
      return this.op("select i1 " + zero + ", " + ty + " 0, " + ty + " " + m);
    }
    const neg1 = this.op("icmp eq " + ty + " " + r + ", -1");
    const bad = this.op("or i1 " + zero + ", " + neg1);
    const safe = this.op("select i1 " + bad + ", " + ty + " 1, " + ty + " " + r);
    const m = this.op("srem " + ty + " " + l + ", " + safe);
    return this.op("select i1 " + bad + ", " + ty + " 0, " + ty + " " + m);
  }

  /** Sem.IntPow: square-and-multiply; a negative exponent gives 0. */
  intPow(l: string, r: string, t: Type): string {
    const ty = llType(t);
    const name = "@tack.ipow." + ty;
    this.declareOnce("define internal " + ty + " " + name + "(" + ty + " %b, " + ty + " %e) #1 {\n" +
      "entry:\n  %neg = icmp slt " + ty + " %e, 0\n  br i1 %neg, label %done0, label %loop\n" +
      "loop:\n  %acc = phi " + ty + " [1, %entry], [%acc2, %step]\n  %base = phi " + ty + " [%b, %entry], [%base2, %step]\n" +
      "  %ex = phi " + ty + " [%e, %entry], [%ex2, %step]\n  %z = icmp eq " + ty + " %ex, 0\n  br i1 %z, label %done, label %step\n" +
      "step:\n  %bit = and " + ty + " %ex, 1\n  %odd = icmp ne " + ty + " %bit, 0\n  %m = mul " + ty + " %acc, %base\n" +
      "  %acc2 = select i1 %odd, " + ty + " %m, " + ty + " %acc\n  %base2 = mul " + ty + " %base, %base\n" +
      "  %ex2 = lshr " + ty + " %ex, 1\n  br label %loop\n" +
      "done:\n  ret " + ty + " %acc\ndone0:\n  ret " + ty + " 0\n}");
    return this.op("call " + ty + " " + name + "(" + ty + " " + l + ", " + ty + " " + r + ")");
  }

  /**
   * Sem.PowJS: C's pow, but pow(x, NaN) and pow(±1, ±Infinity) are NaN (C gives 1), and the
   * exponents JavaScript's pow (fdlibm) answers exactly are spelled as it does: `y == 0.5` with
   * x's sign clear is sqrt(x), `y == 2` is x * x, `y == -1` is 1 / x. libm's pow is not always
   * those (glibc's pow(x, 0.5) misses sqrt by an ulp about once in 1200), and O3 rewrites a
   * constant exponent into them while O0 calls pow: spelled here, both tiers compute the same.
   */
  powJS(l: string, r: string, t: Type): string {
    const ty = llType(t);
    const p = this.libmCall("pow", t, [l, r]);
    const sq = this.intrinsicCall("sqrt", t, [l]);
    const sign = this.intrinsicCall("copysign", t, [floatLiteral(1, t), l]);
    const plus = this.op("fcmp ogt " + ty + " " + sign + ", " + floatLiteral(0, t));
    const half = this.op("fcmp oeq " + ty + " " + r + ", " + floatLiteral(0.5, t));
    const useSqrt = this.op("and i1 " + half + ", " + plus);
    const two = this.op("fcmp oeq " + ty + " " + r + ", " + floatLiteral(2, t));
    const minusOne = this.op("fcmp oeq " + ty + " " + r + ", " + floatLiteral(-1, t));
    const square = this.op("fmul " + ty + " " + l + ", " + l);
    const recip = this.op("fdiv " + ty + " " + floatLiteral(1, t) + ", " + l);
    const p1 = this.op("select i1 " + useSqrt + ", " + ty + " " + sq + ", " + ty + " " + p);
    const p2 = this.op("select i1 " + two + ", " + ty + " " + square + ", " + ty + " " + p1);
    const p3 = this.op("select i1 " + minusOne + ", " + ty + " " + recip + ", " + ty + " " + p2);
    const nanY = this.op("fcmp uno " + ty + " " + r + ", " + r);
    const ax = this.intrinsicCall("fabs", t, [l]);
    const ay = this.intrinsicCall("fabs", t, [r]);
    const one = this.op("fcmp oeq " + ty + " " + ax + ", " + floatLiteral(1, t));
    const inf = this.op("fcmp oeq " + ty + " " + ay + ", " + floatLiteral(Infinity, t));
    const oneInf = this.op("and i1 " + one + ", " + inf);
    const bad = this.op("or i1 " + nanY + ", " + oneInf);
    return this.op("select i1 " + bad + ", " + ty + " " + floatLiteral(NaN, t) + ", " + ty + " " + p3);
  }

  /**
   * Sem.ShiftBigSigned / ShiftBigUnsigned: exact, no masking; a count of 64 or more shifts
   * everything out, and a negative count shifts the other way. `n` is a 64-bit count.
   */
  bigShift(x: string, n: string, t: Type, signed: bool, isShl: bool): string {
    const ty = llType(t);
    const neg = this.op("icmp slt i64 " + n + ", 0");
    const negn = this.op("sub i64 0, " + n);
    const an = this.op("select i1 " + neg + ", i64 " + negn + ", i64 " + n);
    const big = this.op("icmp ugt i64 " + an + ", 63");
    const s = this.op("select i1 " + big + ", i64 63, i64 " + an);
    const left = this.op("shl i64 " + x + ", " + s);
    const right = this.op((signed ? "ashr" : "lshr") + " i64 " + x + ", " + s);
    const leftOut = this.op("select i1 " + big + ", i64 0, i64 " + left);
    // shifted right past the width: the sign (signed) or 0 (unsigned)
    const fill = signed ? this.op("ashr i64 " + x + ", 63") : "0";
    const rightOut = this.op("select i1 " + big + ", i64 " + fill + ", i64 " + right);
    return this.op("select i1 " + neg + ", " + ty + " " + (isShl ? rightOut : leftOut) + ", " + ty + " " + (isShl ? leftOut : rightOut));
  }

  /** Sem.ShiftMasked: the count (of type countType) modulo the width; `>>` arithmetic, `>>>` logical. */
  maskedShift(l: string, r: string, countType: Type, t: Type, op: BinOp): string {
    const ty = llType(t);
    const count = this.convert(r, countType, t.size == 8 ? Type.u64 : Type.u32);
    const masked = this.op("and " + ty + " " + count + ", " + (t.bits - 1).toString());
    if (op == BinOp.Shl) return this.op("shl " + ty + " " + l + ", " + masked);
    if (op == BinOp.UShr) return this.op("lshr " + ty + " " + l + ", " + masked);
    return this.op("ashr " + ty + " " + l + ", " + masked);
  }

  /** Sem.CompareMixed64: a negative signed value is below every unsigned one. */
  mixedCompare(l: string, r: string, lSigned: bool, rSigned: bool, op: BinOp): string {
    const lNeg = lSigned ? this.op("icmp slt i64 " + l + ", 0") : "false";
    const rNeg = rSigned ? this.op("icmp slt i64 " + r + ", 0") : "false";
    const u = this.op("icmp " + intPredicate(op, true) + " i64 " + l + ", " + r);
    // If exactly one is negative (only the signed one can be), the answer is fixed.
    const anyNeg = this.op("or i1 " + lNeg + ", " + rNeg);
    let fixed: string;
    switch (op) {
      case BinOp.Eq: fixed = "false"; break;
      case BinOp.Ne: fixed = "true"; break;
      case BinOp.Lt:
      case BinOp.Le: fixed = lNeg; break; // l < r exactly when l is the negative one
      default: fixed = rNeg; break;
    }
    return this.op("select i1 " + anyNeg + ", i1 " + fixed + ", i1 " + u);
  }

  /** Integer Math.min/max (Sem.Native): a compare and a select in the type's signedness. */
  intMinMax(a: string, b: string, t: Type, isMin: bool): string {
    const ty = llType(t);
    const pred = (t.isUnsigned ? "u" : "s") + (isMin ? "lt" : "gt");
    const c = this.op("icmp " + pred + " " + ty + " " + a + ", " + b);
    return this.op("select i1 " + c + ", " + ty + " " + a + ", " + ty + " " + b);
  }

  /** Sem.MinMaxFloat: NaN wins, and -0 is below +0. */
  floatMinMax(a: string, b: string, t: Type, isMin: bool): string {
    const ty = llType(t);
    const c = this.op("fcmp " + (isMin ? "olt " : "ogt ") + ty + " " + a + ", " + b);
    const pick = this.op("select i1 " + c + ", " + ty + " " + a + ", " + ty + " " + b);
    // equal operands may be zeros of opposite signs: combine the sign bits
    const ity = t == Type.f32 ? "i32" : "i64";
    const ab = this.op("bitcast " + ty + " " + a + " to " + ity);
    const bb = this.op("bitcast " + ty + " " + b + " to " + ity);
    const comb = this.op((isMin ? "or " : "and ") + ity + " " + ab + ", " + bb);
    const combf = this.op("bitcast " + ity + " " + comb + " to " + ty);
    const eq = this.op("fcmp oeq " + ty + " " + a + ", " + b);
    const r = this.op("select i1 " + eq + ", " + ty + " " + combf + ", " + ty + " " + pick);
    const nan = this.op("fcmp uno " + ty + " " + a + ", " + b);
    const sum = this.op("fadd " + ty + " " + a + ", " + b);
    return this.op("select i1 " + nan + ", " + ty + " " + sum + ", " + ty + " " + r);
  }

  /** Sem.RoundHalfUp: halves round up; the sign of zero follows the argument. */
  roundHalfUp(x: string, t: Type): string {
    const ty = llType(t);
    const f = this.intrinsicCall("floor", t, [x]);
    const d = this.op("fsub " + ty + " " + x + ", " + f);
    const up = this.op("fcmp oge " + ty + " " + d + ", " + floatLiteral(0.5, t));
    const f1 = this.op("fadd " + ty + " " + f + ", " + floatLiteral(1, t));
    const r = this.op("select i1 " + up + ", " + ty + " " + f1 + ", " + ty + " " + f);
    return this.intrinsicCall("copysign", t, [r, x]);
  }

  /** Math.abs: fabs for floats; unsigned values are their own magnitude; MIN wraps, as C does. */
  abs(v: string, t: Type): string {
    if (t.isFloat) return this.intrinsicCall("fabs", t, [v]);
    if (t.isUnsigned) return v;
    const ty = llType(t);
    const neg = this.op("icmp slt " + ty + " " + v + ", 0");
    const n = this.op("sub " + ty + " 0, " + v);
    return this.op("select i1 " + neg + ", " + ty + " " + n + ", " + ty + " " + v);
  }

  /** Math.sign: -1, 0 or 1 (floats keep NaN and the sign of zero). */
  sign(x: string, t: Type): string {
    const ty = llType(t);
    if (t.isFloat) {
      const pos = this.op("fcmp ogt " + ty + " " + x + ", " + floatLiteral(0, t));
      const neg = this.op("fcmp olt " + ty + " " + x + ", " + floatLiteral(0, t));
      const s1 = this.op("select i1 " + neg + ", " + ty + " " + floatLiteral(-1, t) + ", " + ty + " " + x);
      return this.op("select i1 " + pos + ", " + ty + " " + floatLiteral(1, t) + ", " + ty + " " + s1);
    }
    const pos = this.op("icmp " + (t.isUnsigned ? "ugt " : "sgt ") + ty + " " + x + ", 0");
    const neg = t.isUnsigned ? "false" : this.op("icmp slt " + ty + " " + x + ", 0");
    const p = this.op("zext i1 " + pos + " to " + ty);
    const n = this.op("zext i1 " + neg + " to " + ty);
    return this.op("sub " + ty + " " + p + ", " + n);
  }

  /** Sem.StoreClampU8: JS's ToUint8Clamp — NaN → 0, clamp to 0..255, halves to even. */
  clampU8(v: string, from: Type): string {
    if (from.isBool) return this.op("zext i1 " + v + " to i8");
    const ty = llType(from);
    if (from.isFloat) {
      const lo = this.op("fcmp ult " + ty + " " + v + ", " + floatLiteral(0, from)); // below 0, or NaN
      const c0 = this.op("select i1 " + lo + ", " + ty + " " + floatLiteral(0, from) + ", " + ty + " " + v);
      const hi = this.op("fcmp ogt " + ty + " " + c0 + ", " + floatLiteral(255, from));
      const c1 = this.op("select i1 " + hi + ", " + ty + " " + floatLiteral(255, from) + ", " + ty + " " + c0);
      const r = this.intrinsicCall("roundeven", from, [c1]);
      return this.op("fptoui " + ty + " " + r + " to i8");
    }
    let c = v;
    if (from.isSigned) {
      const neg = this.op("icmp slt " + ty + " " + v + ", 0");
      c = this.op("select i1 " + neg + ", " + ty + " 0, " + ty + " " + v);
    }
    const hi = this.op("icmp ugt " + ty + " " + c + ", 255");
    const c1 = this.op("select i1 " + hi + ", " + ty + " 255, " + ty + " " + c);
    return from.size == 1 ? c1 : this.op("trunc " + ty + " " + c1 + " to i8");
  }

  /** Sem.AtomicRMW: one seq_cst read-modify-write. */
  atomicRMW(p: string, v: string, et: Type, isAdd: bool, isSub: bool, isMin: bool): string {
    const ty = llType(et);
    let op: string;
    if (isAdd || isSub) op = et.isFloat ? (isAdd ? "fadd" : "fsub") : (isAdd ? "add" : "sub");
    else op = (et.isUnsigned ? "u" : "") + (isMin ? "min" : "max");
    return this.op("atomicrmw " + op + " " + ty + "* " + p + ", " + ty + " " + v + " seq_cst");
  }

  /** The integer type of a float element's bits ("" for an integer element). */
  bitsType(et: Type): string {
    return et.isFloat ? (et == Type.f32 ? "i32" : "i64") : "";
  }

  /** Sem.AtomicRMW for exchange, and, or, xor: one `atomicrmw` (a float exchange swaps the bits). */
  atomicBits(op: string, p: string, v: string, et: Type): string {
    const ty = llType(et);
    const ity = this.bitsType(et);
    if (ity.length == 0) return this.op("atomicrmw " + op + " " + ty + "* " + p + ", " + ty + " " + v + " seq_cst");
    const ip = this.op("bitcast " + ty + "* " + p + " to " + ity + "*");
    const iv = this.op("bitcast " + ty + " " + v + " to " + ity);
    const old = this.op("atomicrmw " + op + " " + ity + "* " + ip + ", " + ity + " " + iv + " seq_cst");
    return this.op("bitcast " + ity + " " + old + " to " + ty);
  }

  /** Sem.AtomicCmpXchg: one `cmpxchg` of the element's bits; the value is the old element. */
  atomicCmpXchg(p: string, expected: string, replacement: string, et: Type): string {
    const ty = llType(et);
    let ity = this.bitsType(et);
    let ip = p, ie = expected, ir = replacement;
    if (ity.length == 0) ity = ty;
    else {
      ip = this.op("bitcast " + ty + "* " + p + " to " + ity + "*");
      ie = this.op("bitcast " + ty + " " + expected + " to " + ity);
      ir = this.op("bitcast " + ty + " " + replacement + " to " + ity);
    }
    const pair = this.op("cmpxchg " + ity + "* " + ip + ", " + ity + " " + ie + ", " + ity + " " + ir + " seq_cst seq_cst");
    const old = this.op("extractvalue { " + ity + ", i1 } " + pair + ", 0");
    return ity == ty ? old : this.op("bitcast " + ity + " " + old + " to " + ty);
  }

  /** Sem.AtomicLoad: a seq_cst load. */
  atomicLoad(p: string, et: Type): string {
    const ty = llType(et);
    return this.op("load atomic " + ty + ", " + ty + "* " + p + " seq_cst, align " + et.size.toString());
  }

  /** Sem.AtomicStore: a seq_cst store; the value is the element stored. */
  atomicStore(p: string, v: string, et: Type): string {
    const ty = llType(et);
    this.emitLine("store atomic " + ty + " " + v + ", " + ty + "* " + p + " seq_cst, align " + et.size.toString());
    return v;
  }

  /** Sem.AtomicCAS: a compare-and-swap loop over the element's bits (floats). */
  atomicCAS(p: string, v: string, et: Type, isAdd: bool, isSub: bool, isMin: bool): string {
    const ty = llType(et);
    const ity = et == Type.f32 ? "i32" : "i64";
    const ip = this.op("bitcast " + ty + "* " + p + " to " + ity + "*");
    const old0 = this.op("load atomic " + ity + ", " + ity + "* " + ip + " monotonic, align " + et.size.toString());
    const from = this.currentLabel();
    const loop = this.newLabel("cas.loop");
    const done = this.newLabel("cas.done");
    this.br(loop);
    this.startBlock(loop);
    const seen = "%cas.seen" + this.tmp.toString();
    const old = this.op("phi " + ity + " [" + old0 + ", %" + from + "], [" + seen + ", %" + loop + "]");
    const oldf = this.op("bitcast " + ity + " " + old + " to " + ty);
    let nf: string;
    if (isAdd) nf = this.op("fadd " + ty + " " + oldf + ", " + v);
    else if (isSub) nf = this.op("fsub " + ty + " " + oldf + ", " + v);
    else nf = this.floatMinMax(oldf, v, et, isMin);
    const ni = this.op("bitcast " + ty + " " + nf + " to " + ity);
    const pair = this.op("cmpxchg " + ity + "* " + ip + ", " + ity + " " + old + ", " + ity + " " + ni + " seq_cst seq_cst");
    this.emitLine(seen + " = extractvalue { " + ity + ", i1 } " + pair + ", 0");
    const ok = this.op("extractvalue { " + ity + ", i1 } " + pair + ", 1");
    // the loop block ended where the phi expects it: the new value opened no blocks
    this.emitLine("br i1 " + ok + ", label %" + done + ", label %" + loop);
    this.startBlock(done);
    return oldf; // the element the successful exchange replaced
  }

  /** Sem.TexSoftware: the module's trilinear sampler, defined once (before the coordinates are emitted). */
  declareTexSampler(): void {
    this.declareOnce("declare float @llvm.floor.f32(float)");
    this.declareOnce(texSampleHelper());
  }

  texSample(ptr: string, ext: i32[], u: string, v: string, w: string): string {
    return this.op("call float @tack.tex3d(float* " + ptr + ", i64 " + ext[0].toString() + ", i64 " +
      ext[1].toString() + ", i64 " + ext[2].toString() + ", float " + u + ", float " + v + ", float " + w + ")");
  }
}

/** Trilinear interpolation over a W×H×D f32 array, clamped to the edges. */
function texSampleHelper(): string {
  const lines: string[] = [
    "define internal float @tack.tex3d(float* %d, i64 %w, i64 %h, i64 %dd, float %u, float %v, float %s) #1 {",
    "entry:",
  ];
  const axes: string[] = ["u", "v", "s"];
  const exts: string[] = ["w", "h", "dd"];
  for (let i = 0; i < 3; i++) {
    const a = axes[i];
    const n = exts[i];
    lines.push("  %" + a + ".n1 = add i64 %" + n + ", -1");
    lines.push("  %" + a + ".n1f = sitofp i64 %" + a + ".n1 to float");
    lines.push("  %" + a + ".x = fmul float %" + a + ", %" + a + ".n1f");
    lines.push("  %" + a + ".lo0 = fcmp olt float %" + a + ".x, 0.0");
    lines.push("  %" + a + ".c0 = select i1 %" + a + ".lo0, float 0.0, float %" + a + ".x");
    lines.push("  %" + a + ".hi0 = fcmp ogt float %" + a + ".c0, %" + a + ".n1f");
    lines.push("  %" + a + ".c = select i1 %" + a + ".hi0, float %" + a + ".n1f, float %" + a + ".c0");
    lines.push("  %" + a + ".f = call float @llvm.floor.f32(float %" + a + ".c)");
    lines.push("  %" + a + ".i0 = fptosi float %" + a + ".f to i64");
    lines.push("  %" + a + ".t = fsub float %" + a + ".c, %" + a + ".f");
    lines.push("  %" + a + ".i1a = add i64 %" + a + ".i0, 1");
    lines.push("  %" + a + ".big = icmp sgt i64 %" + a + ".i1a, %" + a + ".n1");
    lines.push("  %" + a + ".i1 = select i1 %" + a + ".big, i64 %" + a + ".n1, i64 %" + a + ".i1a");
  }
  // 8 corners
  for (let c = 0; c < 8; c++) {
    const iu = (c & 1) != 0 ? "%u.i1" : "%u.i0";
    const iv = (c & 2) != 0 ? "%v.i1" : "%v.i0";
    const is = (c & 4) != 0 ? "%s.i1" : "%s.i0";
    const k = c.toString();
    lines.push("  %c" + k + ".a = mul i64 " + is + ", %h");
    lines.push("  %c" + k + ".b = add i64 %c" + k + ".a, " + iv);
    lines.push("  %c" + k + ".c = mul i64 %c" + k + ".b, %w");
    lines.push("  %c" + k + ".i = add i64 %c" + k + ".c, " + iu);
    lines.push("  %c" + k + ".p = getelementptr inbounds float, float* %d, i64 %c" + k + ".i");
    lines.push("  %c" + k + " = load float, float* %c" + k + ".p");
  }
  // lerp along u, then v, then s
  for (let c = 0; c < 4; c++) {
    const a = "%c" + (c * 2).toString();
    const b = "%c" + (c * 2 + 1).toString();
    const k = c.toString();
    lines.push("  %lu" + k + ".d = fsub float " + b + ", " + a);
    lines.push("  %lu" + k + ".m = fmul float %lu" + k + ".d, %u.t");
    lines.push("  %lu" + k + " = fadd float " + a + ", %lu" + k + ".m");
  }
  for (let c = 0; c < 2; c++) {
    const a = "%lu" + (c * 2).toString();
    const b = "%lu" + (c * 2 + 1).toString();
    const k = c.toString();
    lines.push("  %lv" + k + ".d = fsub float " + b + ", " + a);
    lines.push("  %lv" + k + ".m = fmul float %lv" + k + ".d, %v.t");
    lines.push("  %lv" + k + " = fadd float " + a + ", %lv" + k + ".m");
  }
  lines.push("  %ls.d = fsub float %lv1, %lv0");
  lines.push("  %ls.m = fmul float %ls.d, %s.t");
  lines.push("  %r = fadd float %lv0, %ls.m");
  lines.push("  ret float %r");
  lines.push("}");
  return lines.join("\n");
}
