/**
 * @fileoverview Legalization (DESIGN.md §8): after inference, every JavaScript rule a
 * generator would otherwise have to re-derive is decided here, once, for every target. Each
 * expression gets a semantic operation (`Sem`, compiler/SEMANTICS.md lists them with what
 * every target must emit) and the type its operands are converted to (`opType`; `auxType`
 * for a second operand that converts differently: shift counts, the unsigned side of a
 * mixed 64-bit comparison). Generators read these side tables and only spell them.
 *
 * Nothing here writes text, and the template is never touched: the tables live in each
 * FnInstance, like the types.
 */

import { Intr, intrinsicRow, IntrKind } from "../intrinsics";
import {
  BinaryExpr, BinOp, Expr, ExprKind, IntrinsicExpr, StoreExpr, Template, UnaryExpr, UnOp, VarExpr,
} from "../ir";
import { TargetInfo } from "../signature";
import { promote, Type, usualArithmetic } from "../types";
import { IRVisitor } from "../visit";
import { classifyAccesses } from "./bounds";
import { countedLoops } from "./counted";
import { FnInstance, Inference, IntDiv } from "./infer";
import { Sem } from "../sem";

/** Fills the semantic tables of every reachable instance of a variant. */
export function legalize(t: Template, inf: Inference, target: TargetInfo): void {
  const pass = new Legalizer(inf, target);
  const k = inf.kernel;
  pass.begin(k);
  pass.visitStmts(t.preamble);
  if (t.loop.startExpr) pass.visitExpr(t.loop.startExpr!);
  pass.visitExprs(t.loop.extents);
  pass.visitStmts(t.loop.body);
  k.counted = countedLoops(k, t);
  for (let i = 0; i < inf.instances.length; i++) {
    const inst = inf.instances[i];
    if (!inst.reachable) continue;
    pass.begin(inst);
    pass.visitStmts(inst.fn.body);
    inst.counted = countedLoops(inst, null);
  }
  classifyAccesses(t, inf, target.checks);
}

class Legalizer extends IRVisitor {
  inst: FnInstance;

  constructor(public inf: Inference, public target: TargetInfo) {
    super();
    this.inst = inf.kernel;
  }

  begin(inst: FnInstance): void {
    this.inst = inst;
    const n = inst.fn.exprCount;
    inst.sem = new Array<u8>(n);
    inst.opType = new Array<Type | null>(n);
    inst.auxType = new Array<Type | null>(n);
    for (let i = 0; i < n; i++) {
      inst.sem[i] = <u8>Sem.Native;
      inst.opType[i] = null;
      inst.auxType[i] = null;
    }
  }

  typeOf(e: Expr): Type {
    return this.inst.exprTypes[e.id]!;
  }

  decide(e: Expr, sem: Sem, opType: Type | null): void {
    this.inst.sem[e.id] = <u8>sem;
    this.inst.opType[e.id] = opType;
  }

  leaveExpr(e: Expr): void {
    switch (e.kind) {
      case ExprKind.Unary: this.legalizeUnary(<UnaryExpr>e); break;
      case ExprKind.Binary: this.legalizeBinary(<BinaryExpr>e); break;
      case ExprKind.Intrinsic: this.legalizeIntrinsic(<IntrinsicExpr>e); break;
      case ExprKind.Store: this.legalizeStore(<StoreExpr>e); break;
      default: break;
    }
  }

  legalizeUnary(e: UnaryExpr): void {
    // `!x` tests truthiness; `-x`, `+x` and `~x` compute in the result type
    this.decide(e, Sem.Native, e.op == UnOp.Not ? Type.bool : this.typeOf(e));
  }

  legalizeBinary(e: BinaryExpr): void {
    const t = this.typeOf(e);
    switch (e.op) {
      case BinOp.Eq: case BinOp.Ne: case BinOp.Lt: case BinOp.Le: case BinOp.Gt: case BinOp.Ge:
        this.legalizeCompare(e);
        return;
      case BinOp.Shl: case BinOp.Shr: case BinOp.UShr:
        this.legalizeShift(e, t);
        return;
      case BinOp.Div: {
        if (t.isFloat) this.decide(e, Sem.Native, t);
        else this.decide(e, this.inst.intDiv[e.id] == <u8>IntDiv.Floor ? Sem.IntDivFloor : Sem.IntDivTrunc, t);
        return;
      }
      case BinOp.Rem:
        this.decide(e, t.isFloat ? Sem.FloatRem : Sem.IntRem, t);
        return;
      case BinOp.Pow:
        this.decide(e, t.isFloat ? Sem.PowJS : Sem.IntPow, t);
        return;
      case BinOp.Add:
      case BinOp.Sub: {
        if (t.isFloat && this.target.contracts) {
          if (this.isProductOf(e.left!, t)) {
            this.decide(e, Sem.MulAddLeft, t);
            return;
          }
          if (this.isProductOf(e.right!, t)) {
            this.decide(e, Sem.MulAddRight, t);
            return;
          }
        }
        this.decide(e, Sem.Native, t);
        return;
      }
      default:
        this.decide(e, Sem.Native, t);
    }
  }

  /** A float product of the sum's own type, computed inside this expression (a fusion point). */
  isProductOf(x: Expr, t: Type): bool {
    return x.kind == ExprKind.Binary && (<BinaryExpr>x).op == BinOp.Mul && this.typeOf(x) == t;
  }

  /** Comparisons compare mathematical values, as JS does, even across signedness. */
  legalizeCompare(e: BinaryExpr): void {
    const lt = this.typeOf(e.left!);
    const rt = this.typeOf(e.right!);
    if (lt.isBool && rt.isBool && (e.op == BinOp.Eq || e.op == BinOp.Ne)) {
      this.decide(e, Sem.Native, Type.bool);
      return;
    }
    const ct = usualArithmetic(lt, rt);
    if (ct.isFloat) {
      this.decide(e, Sem.Native, ct);
      return;
    }
    const pl = promote(lt);
    const pr = promote(rt);
    if (pl.isSigned == pr.isSigned) {
      this.decide(e, Sem.Native, ct);
      return;
    }
    if (pl.size < 8 && pr.size < 8) {
      this.decide(e, Sem.Native, Type.i64); // both fit in i64
      return;
    }
    // each side widens to 64 bits in its own signedness
    this.decide(e, Sem.CompareMixed64, pl.size == 8 ? pl : (pl.isSigned ? Type.i64 : Type.u64));
    this.inst.auxType[e.id] = pr.size == 8 ? pr : (pr.isSigned ? Type.i64 : Type.u64);
  }

  legalizeShift(e: BinaryExpr, t: Type): void {
    const rt = this.typeOf(e.right!);
    if (t.size == 8 && e.op != BinOp.UShr) {
      // BigInt shift: the count as a 64-bit integer
      const signed = !promote(this.typeOf(e.left!)).isUnsigned;
      this.decide(e, signed ? Sem.ShiftBigSigned : Sem.ShiftBigUnsigned, t);
      this.inst.auxType[e.id] = rt.isInteger && rt.size == 8 ? rt : Type.i64;
      return;
    }
    this.decide(e, Sem.ShiftMasked, t);
    // the count: a float or bool count converts as `| 0` does; then unsigned of the width
    this.inst.auxType[e.id] = rt.isFloat || rt.isBool ? Type.i32 : promote(rt);
  }

  /** Table-driven: each row names its semantic operation for float and for integer operands. */
  legalizeIntrinsic(e: IntrinsicExpr): void {
    const t = this.typeOf(e);
    const row = intrinsicRow(e.intr);
    switch (row.kind) {
      case IntrKind.Cast:
        this.decide(e, Sem.Native, e.castType);
        return;
      case IntrKind.Atomic: {
        const elem = this.inst.varTypes[(<VarExpr>e.args[0]).varIndex]!;
        let sem = elem.isFloat ? row.floatSem : row.intSem;
        if (sem == Sem.AtomicRMW && elem.isFloat && (e.intr == Intr.AtomicAdd || e.intr == Intr.AtomicSub) && !this.target.floatAtomicAdd) sem = Sem.AtomicCAS;
        this.decide(e, sem, elem);
        return;
      }
      case IntrKind.Predicate: {
        const at = this.typeOf(e.args[0]);
        this.decide(e, at.isFloat ? row.floatSem : row.intSem, at);
        return;
      }
      case IntrKind.Int32:
        // Math.imul multiplies int32s; Math.clz32 counts the bits of a uint32
        this.decide(e, Sem.Native, e.intr == Intr.Clz32 ? Type.u32 : Type.i32);
        return;
      case IntrKind.Texture:
        this.decide(e, row.floatSem, Type.f32);
        return;
      default: break;
    }
    if (e.intr == Intr.Hypot && e.args.length == 1) {
      this.decide(e, Sem.HypotOne, t);
      return;
    }
    this.decide(e, t.isFloat ? row.floatSem : row.intSem, e.intr == Intr.Fround ? Type.f32 : t);
  }

  legalizeStore(e: StoreExpr): void {
    const vi = e.varIndex;
    const elem = this.inst.varTypes[vi]!;
    this.decide(e, this.inst.varClamped[vi] ? Sem.StoreClampU8 : Sem.Native, elem);
  }
}
