/**
 * @fileoverview The LLVM generator's walk over statements and expressions. Every variable is
 * an alloca (mem2reg makes SSA of them); operands are converted to the types legalize chose
 * (`opType`) and each expression's semantic operation (`Sem`) is spelled by LLVMSemantics.
 * What JS means is decided in passes/legalize.ts; a `switch` here only picks the spelling.
 */

import { Intr } from "../../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, CommaExpr, CondExpr, ConstExpr, ConstKind, Expr,
  ExprKind, ExprStmt, IfStmt, IntrinsicExpr, IRFunction, LengthExpr, LoadExpr, LocalArrayStmt,
  LogicalExpr, LoopStmt, RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr, Template, UnaryExpr,
  UnOp, VarExpr,
} from "../../ir";
import { intrinsicRow } from "../../intrinsics";
import { FnInstance, Inference } from "../../passes/infer";
import { Sem } from "../../sem";
import { TargetInfo } from "../../signature";
import { Type } from "../../types";
import { Bounds } from "../../passes/bounds";
import { LLVMSafety } from "./safety";
import { floatLiteral, floatPredicate, floatToIntBits, intLiteral, intPredicate, llType } from "./text";
import { checksHere, registerSite } from "../access";

export class ArrayRef {
  ptr: string = "";
  len: string = "";
  dims: string[] = [];
  elem: Type = Type.f32;
  texture: i32[] | null = null;
}

export class LoopLabels {
  constructor(public breakLabel: string, public continueLabel: string) {}
}

export class LLVMWalker extends LLVMSafety {
  inst: FnInstance;
  fn: IRFunction;
  slots: string[] = [];
  arrays: (ArrayRef | null)[] = [];
  /** Copy propagation: the variable whose value each variable's reads use. */
  copyOf: i32[] = [];
  loops: LoopLabels[] = [];
  /** Where `return;` goes: the parallel loop's next iteration, or "" to return. */
  returnLabel: string = "";
  returnType: Type = Type.void;
  floatType: Type;
  /** Accesses whose check the loop version being emitted has proved at its ends (Bounds.Hoisted). */
  elided: i32[] = [];
  /** Every checked access of the module, as JSON for the ABI; `siteKeys` dedups (function, expression). */
  sites: string[] = [];
  siteKeys: string[] = [];

  constructor(public t: Template, public inf: Inference, public target: TargetInfo) {
    super();
    this.inst = inf.kernel;
    this.fn = t.kernel;
    this.floatType = inf.floatType;
  }

  typeOf(e: Expr): Type {
    return this.inst.exprTypes[e.id]!;
  }

  semOf(e: Expr): Sem {
    return <Sem>this.inst.sem[e.id];
  }

  opTypeOf(e: Expr): Type {
    return this.inst.opType[e.id]!;
  }

  /** A constant folded straight into the wanted type. */
  constAs(c: ConstExpr, to: Type): string {
    if (to.isFloat) {
      const v = c.constKind == ConstKind.Float ? c.value : <f64>c.bits;
      return floatLiteral(v, to);
    }
    if (to.isBool) {
      const nz = c.constKind == ConstKind.Float ? (c.value != 0 && !isNaN(c.value)) : c.bits != 0;
      return nz ? "true" : "false";
    }
    const bits = c.constKind == ConstKind.Float ? floatToIntBits(c.value) : c.bits;
    return intLiteral(bits, to);
  }

  /** Emits `e` converted to `to`. */
  emitAs(e: Expr, to: Type): string {
    if (e.kind == ExprKind.Const) return this.constAs(<ConstExpr>e, to);
    return this.convert(this.emit(e), this.typeOf(e), to);
  }

  cond(e: Expr): string {
    return this.emitAs(e, Type.bool);
  }

  allocaFor(vi: i32): string {
    if (this.slots[vi].length > 0) return this.slots[vi];
    const t = this.inst.varTypes[vi]!;
    // Numbered, not named: bundlers rename locals, and their output must compile to the same IR.
    const name = "%v" + vi.toString();
    this.allocas.push(name + " = alloca " + llType(t));
    this.slots[vi] = name;
    return name;
  }

  scalarParam(vi: i32, value: string): void {
    const t = this.inst.varTypes[vi]!;
    const slot = this.allocaFor(vi);
    this.emitLine("store " + llType(t) + " " + value + ", " + llType(t) + "* " + slot);
  }

  // ---- statements ---------------------------------------------------------------------------

  emitStmts(body: Stmt[]): void {
    for (let i = 0; i < body.length; i++) this.emitStmt(body[i]);
  }

  emitStmt(s: Stmt): void {
    switch (s.kind) {
      case StmtKind.Expr: this.emitExprStmt(<ExprStmt>s); break;
      case StmtKind.If: this.emitIf(<IfStmt>s); break;
      case StmtKind.Loop: this.emitLoop(<LoopStmt>s); break;
      case StmtKind.Range: this.emitRange(<RangeStmt>s); break;
      case StmtKind.Break: this.terminate("br label %" + this.loops[this.loops.length - 1].breakLabel); break;
      case StmtKind.Continue: this.terminate("br label %" + this.loops[this.loops.length - 1].continueLabel); break;
      case StmtKind.Return: this.emitReturn(<ReturnStmt>s); break;
      case StmtKind.LocalArray: this.emitLocalArray(<LocalArrayStmt>s); break;
      default: unreachable();
    }
  }

  emitExprStmt(s: ExprStmt): void {
    this.emit(s.expr!);
  }

  emitIf(s: IfStmt): void {
    const c = this.cond(s.test!);
    const then = this.newLabel("if.then");
    const other = this.newLabel("if.else");
    const done = this.newLabel("if.end");
    this.emitLine("br i1 " + c + ", label %" + then + ", label %" + other);
    this.startBlock(then);
    this.emitStmts(s.then);
    this.br(done);
    this.startBlock(other);
    this.emitStmts(s.otherwise);
    this.br(done);
    this.startBlock(done);
  }

  emitLoop(s: LoopStmt): void {
    if (s.test && this.inst.counted.has(s.test!.id)) {
      this.emitCountedLoop(s, this.inst.counted.get(s.test!.id));
      return;
    }
    const head = this.newLabel("while.head");
    const body = this.newLabel("while.body");
    const cont = this.newLabel("while.cont");
    const exit = this.newLabel("while.exit");
    this.br(s.testFirst ? head : body);
    this.startBlock(head);
    if (s.test) {
      const c = this.cond(s.test!);
      this.emitLine("br i1 " + c + ", label %" + body + ", label %" + exit);
    } else {
      this.br(body);
    }
    this.startBlock(body);
    this.loops.push(new LoopLabels(exit, cont));
    this.emitStmts(s.body);
    this.loops.pop();
    this.br(cont);
    this.startBlock(cont);
    if (s.update) this.emit(s.update!);
    this.pollBy("1");
    this.br(head);
    this.startBlock(exit);
  }

  /** A counted loop (step 1): strip-mined and versioned by LLVMLoops. */
  emitCountedRange(s: RangeStmt): void {
    unreachable();
  }

  /** A counted `for` (passes/counted.ts), emitted as a range by LLVMLoops. */
  emitCountedLoop(s: LoopStmt, counter: i32): void {
    unreachable();
  }

  emitRange(s: RangeStmt): void {
    if (s.step == null || (s.step!.kind == ExprKind.Const && (<ConstExpr>s.step!).bits == 1)) {
      this.emitCountedRange(s);
      return;
    }
    const start = s.startExpr ? this.emitAs(s.startExpr!, Type.i64) : "0";
    const end = this.emitAs(s.endExpr!, Type.i64);
    const step = s.step ? this.emitAs(s.step!, Type.i64) : "1";
    const counter = this.counter("r" + s.varIndex.toString() + "." + (this.label).toString());
    this.emitLine("store i64 " + start + ", i64* " + counter);
    const head = this.newLabel("range.head");
    const body = this.newLabel("range.body");
    const cont = this.newLabel("range.cont");
    const exit = this.newLabel("range.exit");
    this.br(head);
    this.startBlock(head);
    const i = this.op("load i64, i64* " + counter);
    let c: string;
    if (s.step == null || (s.step!.kind == ExprKind.Const && (<ConstExpr>s.step!).bits > 0)) {
      c = this.op("icmp slt i64 " + i + ", " + end);
    } else {
      // a runtime step: count up while i < end if step > 0, down while i > end if negative
      const up = this.op("icmp sgt i64 " + step + ", 0");
      const lt = this.op("icmp slt i64 " + i + ", " + end);
      const gt = this.op("icmp sgt i64 " + i + ", " + end);
      const down = this.op("icmp slt i64 " + step + ", 0");
      const gtOk = this.op("and i1 " + down + ", " + gt);
      c = this.op("select i1 " + up + ", i1 " + lt + ", i1 " + gtOk);
    }
    this.emitLine("br i1 " + c + ", label %" + body + ", label %" + exit);
    this.startBlock(body);
    this.scalarParam(s.varIndex, i);
    this.loops.push(new LoopLabels(exit, cont));
    this.emitStmts(s.body);
    this.loops.pop();
    this.br(cont);
    this.startBlock(cont);
    const i2 = this.op("load i64, i64* " + counter);
    const i3 = this.op("add i64 " + i2 + ", " + step);
    this.emitLine("store i64 " + i3 + ", i64* " + counter);
    this.pollBy("1");
    this.br(head);
    this.startBlock(exit);
  }

  emitReturn(s: ReturnStmt): void {
    if (this.returnLabel.length > 0) {
      this.terminate("br label %" + this.returnLabel);
      return;
    }
    if (this.returnType.isVoid) {
      this.terminate("ret void");
      return;
    }
    const v = s.value ? this.emitAs(s.value!, this.returnType) : this.zero(this.returnType);
    this.terminate("ret " + llType(this.returnType) + " " + v);
  }

  emitLocalArray(s: LocalArrayStmt): void {
    const v = this.fn.vars[s.varIndex];
    const et = v.elementType!;
    const ty = llType(et);
    const arrTy = "[" + v.arrayLength.toString() + " x " + ty + "]";
    const slot = "%la" + s.varIndex.toString();
    if (this.arrays[s.varIndex] == null) {
      this.allocas.push(slot + " = alloca " + arrTy + ", align 16");
      const a = new ArrayRef();
      a.elem = et;
      a.ptr = slot + ".base";
      a.len = v.arrayLength.toString();
      a.dims.push(a.len);
      this.allocas.push(a.ptr + " = getelementptr inbounds " + arrTy + ", " + arrTy + "* " + slot + ", i64 0, i64 0");
      this.arrays[s.varIndex] = a;
    }
    // JS's `new Float32Array(n)` is zero-filled at each declaration
    this.declareOnce("declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)");
    const p = this.op("bitcast " + arrTy + "* " + slot + " to i8*");
    const bytes = (v.arrayLength * et.size).toString();
    this.emitLine("call void @llvm.memset.p0i8.i64(i8* align 16 " + p + ", i8 0, i64 " + bytes + ", i1 false)");
  }

  // ---- expressions --------------------------------------------------------------------------

  emit(e: Expr): string {
    switch (e.kind) {
      case ExprKind.Const: return this.constAs(<ConstExpr>e, this.typeOf(e));
      case ExprKind.Var: {
        const vi = this.copyOf[(<VarExpr>e).varIndex];
        const ty = llType(this.inst.varTypes[vi]!);
        return this.op("load " + ty + ", " + ty + "* " + this.allocaFor(vi));
      }
      case ExprKind.Length: return this.emitLength(<LengthExpr>e);
      case ExprKind.Load: return this.emitLoad(<LoadExpr>e);
      case ExprKind.Unary: return this.emitUnary(<UnaryExpr>e);
      case ExprKind.Binary: return this.emitBinary(<BinaryExpr>e);
      case ExprKind.Logical: return this.emitLogical(<LogicalExpr>e);
      case ExprKind.Cond: return this.emitCond(<CondExpr>e);
      case ExprKind.Intrinsic: return this.emitIntrinsic(<IntrinsicExpr>e);
      case ExprKind.CallFn: return this.emitCall(<CallFnExpr>e);
      case ExprKind.AssignVar: return this.emitAssignVar(<AssignVarExpr>e);
      case ExprKind.Store: return this.emitStore(<StoreExpr>e);
      case ExprKind.Comma: {
        const c = <CommaExpr>e;
        let v = "";
        for (let i = 0; i < c.exprs.length; i++) v = this.emit(c.exprs[i]);
        return v;
      }
      default:
        unreachable();
        return "";
    }
  }

  emitAssignVar(a: AssignVarExpr): string {
    if (this.copyOf[a.varIndex] != a.varIndex) return this.emit(a.value!); // a copy: reads use its source
    const t = this.inst.varTypes[a.varIndex]!;
    const v = this.emitAs(a.value!, t);
    this.emitLine("store " + llType(t) + " " + v + ", " + llType(t) + "* " + this.allocaFor(a.varIndex));
    return this.convert(v, t, this.typeOf(a));
  }

  emitLength(e: LengthExpr): string {
    const a = this.arrays[e.varIndex]!;
    if (e.dim < 0) return a.len;
    if (e.dim < a.dims.length) return a.dims[e.dim];
    return "1";
  }

  /** The site number of an access, registered once per (function instance, expression). */
  siteOf(e: Expr, vi: i32): i32 {
    return registerSite(this.siteKeys, this.sites, this.t, this.fn, this.inst, e, vi);
  }

  /** Does this access check its index here (not proved by the loop version, checks not off)? */
  needsCheck(e: Expr): bool {
    return checksHere(this.inst, this.elided, e);
  }

  elementPtrAt(vi: i32, idx: string): string {
    const a = this.arrays[vi]!;
    const ty = llType(a.elem);
    return this.op("getelementptr inbounds " + ty + ", " + ty + "* " + a.ptr + ", i64 " + idx);
  }

  elementPtr(vi: i32, index: Expr): string {
    return this.elementPtrAt(vi, this.emitIndex(index));
  }

  /**
   * An index as i64 (SEMANTICS.md "Conversions"): a float index truncates, but NaN and
   * ±Infinity name no element, so they become -1, which the bounds check refuses.
   */
  emitIndex(index: Expr): string {
    const t = this.typeOf(index);
    if (!t.isFloat) return this.emitAs(index, Type.i64);
    const v = this.emit(index);
    const i = this.convert(v, t, Type.i64);
    const mag = this.intrinsicCall("fabs", t, [v]);
    const finite = this.op("fcmp olt " + llType(t) + " " + mag + ", " + floatLiteral(Infinity, t));
    return this.op("select i1 " + finite + ", i64 " + i + ", i64 -1");
  }

  /** A load; a checked one out of bounds reads 0 (after recording the failure). */
  emitLoad(e: LoadExpr): string {
    const a = this.arrays[e.varIndex]!;
    const ty = llType(a.elem);
    const idx = this.emitIndex(e.index!);
    if (this.needsCheck(e)) this.checkIndex(idx, a.len, this.siteOf(e, e.varIndex));
    return this.op("load " + ty + ", " + ty + "* " + this.elementPtrAt(e.varIndex, idx));
  }

  /** A store converts as the TypedArray does (Sem.Native) or clamps (Sem.StoreClampU8); a checked one out of bounds stores nothing. */
  emitStore(e: StoreExpr): string {
    const a = this.arrays[e.varIndex]!;
    const idx = this.emitIndex(e.index!);
    const vt = this.typeOf(e.value!);
    const raw = this.emit(e.value!);
    const v = this.semOf(e) == Sem.StoreClampU8 ? this.clampU8(raw, vt) : this.convert(raw, vt, a.elem);
    const ty = llType(a.elem);
    if (this.needsCheck(e)) this.checkIndex(idx, a.len, this.siteOf(e, e.varIndex));
    this.emitLine("store " + ty + " " + v + ", " + ty + "* " + this.elementPtrAt(e.varIndex, idx));
    return this.convert(raw, vt, this.typeOf(e));
  }

  emitUnary(e: UnaryExpr): string {
    const t = this.opTypeOf(e);
    const ty = llType(t);
    switch (e.op) {
      case UnOp.Not: {
        const c = this.cond(e.arg!);
        return this.op("xor i1 " + c + ", true");
      }
      case UnOp.BitNot: {
        const v = this.emitAs(e.arg!, t);
        return this.op("xor " + ty + " " + v + ", -1");
      }
      case UnOp.Plus: return this.emitAs(e.arg!, t);
      default: {
        const v = this.emitAs(e.arg!, t);
        if (t.isFloat) return this.op("fneg " + ty + " " + v);
        return this.op("sub " + ty + " 0, " + v);
      }
    }
  }

  emitBinary(e: BinaryExpr): string {
    const sem = this.semOf(e);
    const t = this.opTypeOf(e);
    if (e.op >= BinOp.Eq) return this.emitCompare(e, sem, t);
    switch (sem) {
      case Sem.ShiftMasked: {
        const ct = this.inst.auxType[e.id]!;
        const l = this.emitAs(e.left!, t);
        return this.maskedShift(l, this.emitAs(e.right!, ct), ct, t, e.op);
      }
      case Sem.ShiftBigSigned:
      case Sem.ShiftBigUnsigned: {
        const x = this.emitAs(e.left!, t);
        const n = this.emitAs(e.right!, this.inst.auxType[e.id]!);
        return this.bigShift(x, n, t, sem == Sem.ShiftBigSigned, e.op == BinOp.Shl);
      }
      case Sem.MulAddLeft:
      case Sem.MulAddRight:
        return this.emitMulAdd(e, t, sem == Sem.MulAddLeft);
      default:
        break;
    }
    const ty = llType(t);
    const l = this.emitAs(e.left!, t);
    const r = this.emitAs(e.right!, t);
    switch (sem) {
      case Sem.IntDivTrunc: return this.intDiv(l, r, t, false);
      case Sem.IntDivFloor: return this.intDiv(l, r, t, true);
      case Sem.IntRem: return this.intRem(l, r, t);
      case Sem.FloatRem: return this.op("frem " + ty + " " + l + ", " + r);
      case Sem.PowJS: return this.powJS(l, r, t);
      case Sem.IntPow: return this.intPow(l, r, t);
      default: break;
    }
    const f = t.isFloat ? "f" : "";
    switch (e.op) {
      case BinOp.Add: return this.op(f + "add " + ty + " " + l + ", " + r);
      case BinOp.Sub: return this.op(f + "sub " + ty + " " + l + ", " + r);
      case BinOp.Mul: return this.op(f + "mul " + ty + " " + l + ", " + r);
      case BinOp.Div: return this.op("fdiv " + ty + " " + l + ", " + r);
      case BinOp.And: return this.op("and " + ty + " " + l + ", " + r);
      case BinOp.Or: return this.op("or " + ty + " " + l + ", " + r);
      case BinOp.Xor: return this.op("xor " + ty + " " + l + ", " + r);
      default:
        unreachable();
        return "";
    }
  }

  /** Sem.MulAddLeft/Right: one llvm.fmuladd; operands in source order. */
  emitMulAdd(e: BinaryExpr, t: Type, productLeft: bool): string {
    const ty = llType(t);
    let a: string, b: string, c: string;
    if (productLeft) {
      const m = <BinaryExpr>e.left!;
      a = this.emitAs(m.left!, t);
      b = this.emitAs(m.right!, t);
      c = this.emitAs(e.right!, t);
      if (e.op == BinOp.Sub) c = this.op("fneg " + ty + " " + c);
    } else {
      const m = <BinaryExpr>e.right!;
      c = this.emitAs(e.left!, t);
      a = this.emitAs(m.left!, t);
      b = this.emitAs(m.right!, t);
      if (e.op == BinOp.Sub) a = this.op("fneg " + ty + " " + a);
    }
    return this.intrinsicCall("fmuladd", t, [a, b, c]);
  }

  emitCompare(e: BinaryExpr, sem: Sem, t: Type): string {
    if (sem == Sem.CompareMixed64) {
      const rt = this.inst.auxType[e.id]!;
      const l = this.emitAs(e.left!, t);
      const r = this.emitAs(e.right!, rt);
      return this.mixedCompare(l, r, t.isSigned, rt.isSigned, e.op);
    }
    const ty = llType(t);
    const l = this.emitAs(e.left!, t);
    const r = this.emitAs(e.right!, t);
    if (t.isFloat) return this.op("fcmp " + floatPredicate(e.op) + " " + ty + " " + l + ", " + r);
    if (t.isBool) return this.op("icmp " + (e.op == BinOp.Eq ? "eq" : "ne") + " i1 " + l + ", " + r);
    return this.op("icmp " + intPredicate(e.op, t.isUnsigned) + " " + ty + " " + l + ", " + r);
  }

  emitLogical(e: LogicalExpr): string {
    const l = this.cond(e.left!);
    const rhs = this.newLabel("logic.rhs");
    const done = this.newLabel("logic.end");
    const from = this.currentLabel();
    if (e.isAnd) this.emitLine("br i1 " + l + ", label %" + rhs + ", label %" + done);
    else this.emitLine("br i1 " + l + ", label %" + done + ", label %" + rhs);
    this.startBlock(rhs);
    const r = this.cond(e.right!);
    const rfrom = this.currentLabel();
    this.br(done);
    this.startBlock(done);
    return this.op("phi i1 [" + (e.isAnd ? "false" : "true") + ", %" + from + "], [" + r + ", %" + rfrom + "]");
  }

  emitCond(e: CondExpr): string {
    const t = this.typeOf(e);
    const c = this.cond(e.test!);
    const a = this.newLabel("cond.then");
    const b = this.newLabel("cond.else");
    const done = this.newLabel("cond.end");
    this.emitLine("br i1 " + c + ", label %" + a + ", label %" + b);
    this.startBlock(a);
    const va = this.emitAs(e.then!, t);
    const fa = this.currentLabel();
    this.br(done);
    this.startBlock(b);
    const vb = this.emitAs(e.otherwise!, t);
    const fb = this.currentLabel();
    this.br(done);
    this.startBlock(done);
    return this.op("phi " + llType(t) + " [" + va + ", %" + fa + "], [" + vb + ", %" + fb + "]");
  }

  // ---- intrinsics ---------------------------------------------------------------------------

  emitIntrinsic(e: IntrinsicExpr): string {
    const t = this.opTypeOf(e);
    const sem = this.semOf(e);
    const args = e.args;
    switch (sem) {
      case Sem.Identity: return this.emitAs(args[0], t);
      case Sem.ConstFalse:
      case Sem.ConstTrue:
        this.emit(args[0]);
        return sem == Sem.ConstFalse ? "false" : "true";
      case Sem.HypotOne: return this.intrinsicCall("fabs", t, [this.emitAs(args[0], t)]);
      case Sem.RoundHalfUp: return this.roundHalfUp(this.emitAs(args[0], t), t);
      case Sem.PowJS: return this.powJS(this.emitAs(args[0], t), this.emitAs(args[1], t), t);
      case Sem.AtomicRMW:
      case Sem.AtomicCAS:
      case Sem.AtomicCmpXchg:
      case Sem.AtomicLoad:
      case Sem.AtomicStore:
        return this.emitAtomic(e, sem);
      case Sem.TexSoftware: return this.emitTexSample(e);
      default: break;
    }
    switch (e.intr) {
      case Intr.Cast:
      case Intr.Fround:
        return this.emitAs(args[0], t);
      case Intr.Sqrt: return this.intrinsicCall("sqrt", t, [this.emitAs(args[0], t)]);
      case Intr.Hypot: {
        let acc = this.emitAs(args[0], t);
        for (let i = 1; i < args.length; i++) acc = this.libmCall("hypot", t, [acc, this.emitAs(args[i], t)]);
        return acc;
      }
      case Intr.Abs: return this.abs(this.emitAs(args[0], t), t);
      case Intr.Floor: return this.intrinsicCall("floor", t, [this.emitAs(args[0], t)]);
      case Intr.Ceil: return this.intrinsicCall("ceil", t, [this.emitAs(args[0], t)]);
      case Intr.Trunc: return this.intrinsicCall("trunc", t, [this.emitAs(args[0], t)]);
      case Intr.Sign: return this.sign(this.emitAs(args[0], t), t);
      case Intr.Min:
      case Intr.Max: {
        const isMin = e.intr == Intr.Min;
        let acc = this.emitAs(args[0], t);
        for (let i = 1; i < args.length; i++) {
          const b = this.emitAs(args[i], t);
          acc = sem == Sem.MinMaxFloat ? this.floatMinMax(acc, b, t, isMin) : this.intMinMax(acc, b, t, isMin);
        }
        return acc;
      }
      case Intr.Imul: {
        const a = this.emitAs(args[0], t);
        const b = this.emitAs(args[1], t);
        return this.op("mul i32 " + a + ", " + b);
      }
      case Intr.Clz32: {
        const a = this.emitAs(args[0], t);
        this.declareOnce("declare i32 @llvm.ctlz.i32(i32, i1)");
        return this.op("call i32 @llvm.ctlz.i32(i32 " + a + ", i1 false)");
      }
      case Intr.IsNaN: {
        const v = this.emit(args[0]);
        return this.op("fcmp uno " + llType(t) + " " + v + ", " + v);
      }
      case Intr.IsFinite: {
        const v = this.emit(args[0]);
        const mag = this.intrinsicCall("fabs", t, [v]);
        return this.op("fcmp olt " + llType(t) + " " + mag + ", " + floatLiteral(Infinity, t));
      }
      default: {
        const row = intrinsicRow(e.intr);
        if (row.libm.length == 0) unreachable();
        const vals = new Array<string>();
        for (let i = 0; i < args.length; i++) vals.push(this.emitAs(args[i], t));
        return this.libmCall(row.libm, t, vals);
      }
    }
  }

  /** An atomic on an array element; its value is the element found there (store: the element stored). */
  emitAtomic(e: IntrinsicExpr, sem: Sem): string {
    const vi = (<VarExpr>e.args[0]).varIndex;
    const a = this.arrays[vi]!;
    const et = a.elem;
    const idx = this.emitIndex(e.args[1]);
    const v = e.args.length > 2 ? this.emitAs(e.args[2], et) : "";
    const r = e.args.length > 3 ? this.emitAs(e.args[3], et) : "";
    if (this.needsCheck(e)) this.checkIndex(idx, a.len, this.siteOf(e, vi));
    const p = this.elementPtrAt(vi, idx);
    switch (sem) {
      case Sem.AtomicCmpXchg: return this.atomicCmpXchg(p, v, r, et);
      case Sem.AtomicLoad: return this.atomicLoad(p, et);
      case Sem.AtomicStore: return this.atomicStore(p, v, et);
      default: break;
    }
    switch (e.intr) {
      case Intr.AtomicExchange: return this.atomicBits("xchg", p, v, et);
      case Intr.AtomicAnd: return this.atomicBits("and", p, v, et);
      case Intr.AtomicOr: return this.atomicBits("or", p, v, et);
      case Intr.AtomicXor: return this.atomicBits("xor", p, v, et);
      default: break;
    }
    const isAdd = e.intr == Intr.AtomicAdd;
    const isSub = e.intr == Intr.AtomicSub;
    const isMin = e.intr == Intr.AtomicMin;
    if (sem == Sem.AtomicRMW) return this.atomicRMW(p, v, et, isAdd, isSub, isMin);
    return this.atomicCAS(p, v, et, isAdd, isSub, isMin);
  }

  emitTexSample(e: IntrinsicExpr): string {
    const vi = (<VarExpr>e.args[0]).varIndex;
    const a = this.arrays[vi]!;
    this.declareTexSampler();
    const u = this.emitAs(e.args[1], Type.f32);
    const v = this.emitAs(e.args[2], Type.f32);
    const w = this.emitAs(e.args[3], Type.f32);
    return this.texSample(a.ptr, a.texture!, u, v, w);
  }

  emitCall(e: CallFnExpr): string {
    const callee = this.inf.instances[this.inst.callInstance[e.id]];
    const f = callee.fn;
    const args = new Array<string>();
    for (let i = 0; i < e.args.length; i++) {
      const pv = f.params[i];
      if (callee.varIsArray[pv]) {
        this.pushArrayArgs((<VarExpr>e.args[i]).varIndex, args);
      } else {
        const t = callee.varTypes[pv]!;
        args.push(llType(t) + " " + this.emitAs(e.args[i], t));
      }
    }
    // captured kernel variables: from the kernel directly, or from this function's own capture
    for (let c = 0; c < f.captureOuter.length; c++) {
      const outer = f.captureOuter[c];
      let vi = outer;
      if (this.fn != this.t.kernel) vi = this.fn.captureInner[this.fn.captureOuter.indexOf(outer)];
      if (this.inst.varIsArray[vi]) {
        this.pushArrayArgs(vi, args);
      } else {
        const t = this.inst.varTypes[vi]!;
        const ty = llType(t);
        args.push(ty + " " + this.op("load " + ty + ", " + ty + "* " + this.allocaFor(this.copyOf[vi])));
      }
    }
    args.push("i64* " + this.status);
    args.push("i64* " + this.budget);
    const rt = callee.sawReturnValue ? callee.returnType! : Type.void;
    const text = "call " + llType(rt) + " @tack_fn_" + callee.symbol + "(" + args.join(", ") + ")";
    if (rt.isVoid) {
      this.emitLine(text);
      return "";
    }
    return this.op(text);
  }

  pushArrayArgs(vi: i32, args: string[]): void {
    const a = this.arrays[vi]!;
    args.push(llType(a.elem) + "* " + a.ptr);
    args.push("i64 " + a.len);
    if (a.dims.length > 1 || (a.dims.length == 1 && a.dims[0] != a.len)) {
      for (let d = 0; d < a.dims.length; d++) args.push("i64 " + a.dims[d]);
    }
  }
}
