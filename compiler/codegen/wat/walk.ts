/**
 * @fileoverview The WAT generator's walk over statements and expressions. Every variable is
 * a Wasm local; every computed value goes into a fresh local in evaluation order; operands are
 * converted to the types legalize chose (`opType`) and each expression's semantic operation
 * (`Sem`) is spelled by WatSemantics. What JS means is decided in passes/legalize.ts; a
 * `switch` here only picks the spelling. Control flow is structured: `if`, and `block`/`loop`
 * pairs whose labels `break` and `continue` branch to.
 */

import { Intr, intrinsicRow } from "../../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, CommaExpr, CondExpr, ConstExpr, ConstKind, Expr,
  ExprKind, IfStmt, IntrinsicExpr, IRFunction, LengthExpr, LoadExpr, LocalArrayStmt, LogicalExpr,
  LoopStmt, RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr, Template, UnaryExpr, UnOp, VarExpr,
  ExprStmt,
} from "../../ir";
import { Bounds } from "../../passes/bounds";
import { FnInstance, Inference } from "../../passes/infer";
import { Sem } from "../../sem";
import { TargetInfo } from "../../signature";
import { Type } from "../../types";
import { WatSafety } from "./safety";
import { texSampleHelper } from "./texture";
import {
  compareOp, floatConst, floatToIntBits, intConst, loadOp, sizeShift, storeOp, wType,
} from "./text";
import { checksHere, registerSite } from "../access";

export class ArrayRef {
  /** The element 0 byte offset: an i32 value (a local read, or the stack base plus a constant). */
  base: string = "";
  /** Length in elements: an i64 value. */
  len: string = "";
  dims: string[] = [];
  elem: Type = Type.f32;
  texture: i32[] | null = null;
}

export class LoopLabels {
  constructor(public breakLabel: string, public continueLabel: string) {}
}

export class WatWalker extends WatSafety {
  inst: FnInstance;
  fn: IRFunction;
  /** Each variable's local name ("" until first used). */
  vars: string[] = [];
  arrays: (ArrayRef | null)[] = [];
  /** Copy propagation: the variable whose value each variable's reads use. */
  copyOf: i32[] = [];
  loops: LoopLabels[] = [];
  /** Where `return;` goes: the parallel loop's iteration latch, or "" to return. */
  returnLabel: string = "";
  returnType: Type = Type.void;
  /** Accesses whose check the loop version being emitted has proved at its ends (Bounds.Hoisted). */
  elided: i32[] = [];
  /** Every checked access of the module, as JSON for the ABI; `siteKeys` dedups (function, expression). */
  sites: string[] = [];
  siteKeys: string[] = [];
  /** Scratch bytes for local arrays: each (instance, array) has a fixed place above the thread's stack base. */
  stackTop: i32 = 0;

  constructor(public t: Template, public inf: Inference, public target: TargetInfo) {
    super();
    this.inst = inf.kernel;
    this.fn = t.kernel;
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
    if (to.isFloat) return floatConst(c.constKind == ConstKind.Float ? c.value : <f64>c.bits, to);
    if (to.isBool) {
      const nz = c.constKind == ConstKind.Float ? (c.value != 0 && !isNaN(c.value)) : c.bits != 0;
      return nz ? "(i32.const 1)" : "(i32.const 0)";
    }
    return intConst(c.constKind == ConstKind.Float ? floatToIntBits(c.value) : c.bits, to);
  }

  emitAs(e: Expr, to: Type): string {
    if (e.kind == ExprKind.Const) return this.constAs(<ConstExpr>e, to);
    return this.convert(this.emit(e), this.typeOf(e), to);
  }

  cond(e: Expr): string {
    return this.emitAs(e, Type.bool);
  }

  localFor(vi: i32): string {
    if (this.vars[vi].length > 0) return this.vars[vi];
    // numbered, not named: bundlers rename locals, and their output must compile to the same code
    const name = "$v" + vi.toString();
    this.locals.push("(local " + name + " " + wType(this.inst.varTypes[vi]!) + ")");
    this.vars[vi] = name;
    return name;
  }

  scalarParam(vi: i32, value: string): void {
    this.effect("(local.set " + this.localFor(vi) + " " + value + ")");
  }

  // ---- statements ---------------------------------------------------------------------------

  emitStmts(body: Stmt[]): void {
    for (let i = 0; i < body.length; i++) this.emitStmt(body[i]);
  }

  emitStmt(s: Stmt): void {
    switch (s.kind) {
      case StmtKind.Expr: this.emit((<ExprStmt>s).expr!); break;
      case StmtKind.If: this.emitIf(<IfStmt>s); break;
      case StmtKind.Loop: this.emitLoop(<LoopStmt>s); break;
      case StmtKind.Range: this.emitRange(<RangeStmt>s); break;
      case StmtKind.Break: this.effect("(br " + this.loops[this.loops.length - 1].breakLabel + ")"); break;
      case StmtKind.Continue: this.effect("(br " + this.loops[this.loops.length - 1].continueLabel + ")"); break;
      case StmtKind.Return: this.emitReturn(<ReturnStmt>s); break;
      case StmtKind.LocalArray: this.emitLocalArray(<LocalArrayStmt>s); break;
      default: unreachable();
    }
  }

  emitIf(s: IfStmt): void {
    const c = this.cond(s.test!);
    this.open("(if " + c);
    this.open("(then");
    this.emitStmts(s.then);
    this.close();
    if (s.otherwise.length > 0) {
      this.open("(else");
      this.emitStmts(s.otherwise);
      this.close();
    }
    this.close();
  }

  emitLoop(s: LoopStmt): void {
    if (s.test && this.inst.counted.has(s.test!.id)) {
      this.emitCountedLoop(s, this.inst.counted.get(s.test!.id));
      return;
    }
    const exit = this.newLabel("while_exit");
    const head = this.newLabel("while_head");
    const cont = this.newLabel("while_cont");
    this.open("(block " + exit);
    this.open("(loop " + head);
    if (s.testFirst && s.test) this.effect("(br_if " + exit + " (i32.eqz " + this.cond(s.test!) + "))");
    this.open("(block " + cont);
    this.loops.push(new LoopLabels(exit, cont));
    this.emitStmts(s.body);
    this.loops.pop();
    this.close();
    if (s.update) this.emit(s.update!);
    this.pollBy("(i64.const 1)");
    if (!s.testFirst && s.test) this.effect("(br_if " + head + " " + this.cond(s.test!) + ")");
    else this.effect("(br " + head + ")");
    this.close();
    this.close();
  }

  /** A counted `for` (passes/counted.ts), emitted as a range by WatLoops. */
  emitCountedLoop(s: LoopStmt, counter: i32): void {
    unreachable();
  }

  /** A counted loop (step 1): blocked and versioned by WatLoops. */
  emitCountedRange(s: RangeStmt): void {
    unreachable();
  }

  emitRange(s: RangeStmt): void {
    if (s.step == null || (s.step!.kind == ExprKind.Const && (<ConstExpr>s.step!).bits == 1)) {
      this.emitCountedRange(s);
      return;
    }
    const start = s.startExpr ? this.emitAs(s.startExpr!, Type.i64) : "(i64.const 0)";
    const end = this.emitAs(s.endExpr!, Type.i64);
    const step = this.emitAs(s.step!, Type.i64);
    const ctr = this.local("i64");
    this.effect("(local.set " + ctr + " " + start + ")");
    const i = "(local.get " + ctr + ")";
    const exit = this.newLabel("range_exit");
    const head = this.newLabel("range_head");
    const cont = this.newLabel("range_cont");
    this.open("(block " + exit);
    this.open("(loop " + head);
    let c: string;
    if (s.step!.kind == ExprKind.Const && (<ConstExpr>s.step!).bits > 0) {
      c = "(i64.lt_s " + i + " " + end + ")";
    } else {
      // a runtime step: count up while i < end if step > 0, down while i > end if negative
      const up = "(i64.gt_s " + step + " (i64.const 0))";
      const lt = "(i64.lt_s " + i + " " + end + ")";
      const gtOk = "(i32.and (i64.lt_s " + step + " (i64.const 0)) (i64.gt_s " + i + " " + end + "))";
      c = "(select " + lt + " " + gtOk + " " + up + ")";
    }
    this.effect("(br_if " + exit + " (i32.eqz " + c + "))");
    this.scalarParam(s.varIndex, i);
    this.open("(block " + cont);
    this.loops.push(new LoopLabels(exit, cont));
    this.emitStmts(s.body);
    this.loops.pop();
    this.close();
    this.effect("(local.set " + ctr + " (i64.add " + i + " " + step + "))");
    this.pollBy("(i64.const 1)");
    this.effect("(br " + head + ")");
    this.close();
    this.close();
  }

  emitReturn(s: ReturnStmt): void {
    if (this.returnLabel.length > 0) {
      this.effect("(br " + this.returnLabel + ")");
      return;
    }
    if (this.returnType.isVoid) {
      // a device function hands its poll budget back (the chunk's own ends with it)
      if (this.fn != this.t.kernel) this.effect("(global.set $budget (local.get $bud))");
      this.effect("(return)");
      return;
    }
    const v = s.value ? this.emitAs(s.value!, this.returnType) : this.zero(this.returnType);
    this.effect("(global.set $budget (local.get $bud))");
    this.effect("(return " + v + ")");
  }

  emitLocalArray(s: LocalArrayStmt): void {
    const v = this.fn.vars[s.varIndex];
    const et = v.elementType!;
    const bytes = v.arrayLength * et.size;
    if (this.arrays[s.varIndex] == null) {
      const a = new ArrayRef();
      a.elem = et;
      a.base = "(i32.add (global.get $stack) (i32.const " + this.stackTop.toString() + "))";
      a.len = "(i64.const " + v.arrayLength.toString() + ")";
      a.dims.push(a.len);
      this.stackTop += (bytes + 15) & ~15;
      this.arrays[s.varIndex] = a;
    }
    // JS's `new Float32Array(n)` is zero-filled at each declaration
    this.effect("(memory.fill " + this.arrays[s.varIndex]!.base + " (i32.const 0) (i32.const " + bytes.toString() + "))");
  }

  // ---- expressions --------------------------------------------------------------------------

  /** Emits `e`; returns a value that may be repeated (a constant or a local read). */
  emit(e: Expr): string {
    switch (e.kind) {
      case ExprKind.Const: return this.constAs(<ConstExpr>e, this.typeOf(e));
      case ExprKind.Var: {
        const vi = this.copyOf[(<VarExpr>e).varIndex];
        // a snapshot: a later assignment in the same expression must not change this operand
        return this.op(this.inst.varTypes[vi]!, "(local.get " + this.localFor(vi) + ")");
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
    this.effect("(local.set " + this.localFor(a.varIndex) + " " + v + ")");
    return this.convert(v, t, this.typeOf(a));
  }

  emitLength(e: LengthExpr): string {
    const a = this.arrays[e.varIndex]!;
    if (e.dim < 0) return a.len;
    if (e.dim < a.dims.length) return a.dims[e.dim];
    return "(i64.const 1)";
  }

  /** The site number of an access, registered once per (function instance, expression). */
  siteOf(e: Expr, vi: i32): i32 {
    return registerSite(this.siteKeys, this.sites, this.t, this.fn, this.inst, e, vi);
  }

  /** Does this access check its index here (not proved by the loop version, checks not off)? */
  needsCheck(e: Expr): bool {
    return checksHere(this.inst, this.elided, e);
  }

  /** The byte address of element `idx` (an i64 value) of array `vi`, as an i32 value. */
  elementAddr(vi: i32, idx: string): string {
    const a = this.arrays[vi]!;
    const k = sizeShift(a.elem);
    const off = k == 0 ? "(i32.wrap_i64 " + idx + ")" : "(i32.shl (i32.wrap_i64 " + idx + ") (i32.const " + k.toString() + "))";
    return this.opW("i32", "(i32.add " + a.base + " " + off + ")");
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
    const ty = wType(t);
    const finite = "(" + ty + ".lt (" + ty + ".abs " + v + ") " + floatConst(Infinity, t) + ")";
    return this.op(Type.i64, "(select " + i + " (i64.const -1) " + finite + ")");
  }

  emitLoad(e: LoadExpr): string {
    const a = this.arrays[e.varIndex]!;
    const idx = this.emitIndex(e.index!);
    if (this.needsCheck(e)) this.checkIndex(idx, a.len, this.siteOf(e, e.varIndex));
    return this.op(a.elem, "(" + loadOp(a.elem) + " " + this.elementAddr(e.varIndex, idx) + ")");
  }

  /** A store converts as the TypedArray does (Sem.Native) or clamps (Sem.StoreClampU8). */
  emitStore(e: StoreExpr): string {
    const a = this.arrays[e.varIndex]!;
    const idx = this.emitIndex(e.index!);
    const vt = this.typeOf(e.value!);
    const raw = this.emit(e.value!);
    const v = this.semOf(e) == Sem.StoreClampU8 ? this.clampU8(raw, vt) : this.convert(raw, vt, a.elem);
    if (this.needsCheck(e)) this.checkIndex(idx, a.len, this.siteOf(e, e.varIndex));
    this.effect("(" + storeOp(a.elem) + " " + this.elementAddr(e.varIndex, idx) + " " + v + ")");
    return this.convert(raw, vt, this.typeOf(e));
  }

  emitUnary(e: UnaryExpr): string {
    const t = this.opTypeOf(e);
    const ty = wType(t);
    switch (e.op) {
      case UnOp.Not: return this.op(Type.bool, "(i32.eqz " + this.cond(e.arg!) + ")");
      case UnOp.BitNot: {
        const v = this.emitAs(e.arg!, t);
        return this.wrapNarrow(this.op(t, "(" + ty + ".xor " + v + " (" + ty + ".const -1))"), t);
      }
      case UnOp.Plus: return this.emitAs(e.arg!, t);
      default: {
        const v = this.emitAs(e.arg!, t);
        if (t.isFloat) return this.op(t, "(" + ty + ".neg " + v + ")");
        return this.wrapNarrow(this.op(t, "(" + ty + ".sub (" + ty + ".const 0) " + v + ")"), t);
      }
    }
  }

  /** Integer arithmetic on a type narrower than 32 bits keeps its value normalized. */
  wrapNarrow(v: string, t: Type): string {
    return t.isInteger && t.size < 4 ? this.narrow(v, t) : v;
  }

  emitBinary(e: BinaryExpr): string {
    const sem = this.semOf(e);
    const t = this.opTypeOf(e);
    if (e.op >= BinOp.Eq) return this.emitCompare(e, sem, t);
    switch (sem) {
      case Sem.ShiftMasked: {
        const ct = this.inst.auxType[e.id]!;
        const l = this.emitAs(e.left!, t);
        const count = this.convert(this.emitAs(e.right!, ct), ct, t.size == 8 ? Type.u64 : Type.u32);
        return this.wrapNarrow(this.maskedShift(l, count, t, e.op), t);
      }
      case Sem.ShiftBigSigned:
      case Sem.ShiftBigUnsigned: {
        const x = this.emitAs(e.left!, t);
        const n = this.emitAs(e.right!, this.inst.auxType[e.id]!);
        return this.bigShift(x, n, sem == Sem.ShiftBigSigned, e.op == BinOp.Shl);
      }
      default:
        break;
    }
    if (sem == Sem.MulAddLeft || sem == Sem.MulAddRight) return this.emitMulAdd(e, t, sem == Sem.MulAddLeft);
    const ty = wType(t);
    const l = this.emitAs(e.left!, t);
    const r = this.emitAs(e.right!, t);
    switch (sem) {
      case Sem.IntDivTrunc: return this.intDiv(l, r, t, false);
      case Sem.IntDivFloor: return this.intDiv(l, r, t, true);
      case Sem.IntRem: return this.intRem(l, r, t);
      case Sem.FloatRem: return this.mathCall("fmod", t, [l, r]);
      case Sem.PowJS: return this.powJS(l, r, t);
      case Sem.IntPow: return this.intPow(l, r, t);
      default: break;
    }
    let name: string;
    switch (e.op) {
      case BinOp.Add: name = ".add "; break;
      case BinOp.Sub: name = ".sub "; break;
      case BinOp.Mul: name = ".mul "; break;
      case BinOp.Div: name = ".div "; break; // floats only (integer division is IntDiv*)
      case BinOp.And: name = ".and "; break;
      case BinOp.Or: name = ".or "; break;
      case BinOp.Xor: name = ".xor "; break;
      default:
        unreachable();
        return "";
    }
    return this.wrapNarrow(this.op(t, "(" + ty + name + l + " " + r + ")"), t);
  }

  /**
   * Sem.MulAddLeft/Right (only where the device runs relaxed SIMD, codegen/index.ts): operands
   * in source order, as the LLVM generator evaluates them.
   */
  emitMulAdd(e: BinaryExpr, t: Type, productLeft: bool): string {
    const m = <BinaryExpr>(productLeft ? e.left! : e.right!);
    const c0 = productLeft ? "" : this.emitAs(e.left!, t);
    const a = this.emitAs(m.left!, t);
    const b = this.emitAs(m.right!, t);
    const c = productLeft ? this.emitAs(e.right!, t) : c0;
    return this.mulAdd(a, b, c, t, productLeft, e.op == BinOp.Sub);
  }

  emitCompare(e: BinaryExpr, sem: Sem, t: Type): string {
    if (sem == Sem.CompareMixed64) {
      const rt = this.inst.auxType[e.id]!;
      const l = this.emitAs(e.left!, t);
      const r = this.emitAs(e.right!, rt);
      return this.mixedCompare(l, r, t.isSigned, rt.isSigned, e.op);
    }
    const l = this.emitAs(e.left!, t);
    const r = this.emitAs(e.right!, t);
    return this.op(Type.bool, "(" + compareOp(e.op, t) + " " + l + " " + r + ")");
  }

  emitLogical(e: LogicalExpr): string {
    const l = this.cond(e.left!);
    const res = this.local("i32");
    this.effect("(local.set " + res + " " + l + ")");
    this.open("(if " + (e.isAnd ? l : "(i32.eqz " + l + ")"));
    this.open("(then");
    const r = this.cond(e.right!);
    this.effect("(local.set " + res + " " + r + ")");
    this.close();
    this.close();
    return "(local.get " + res + ")";
  }

  emitCond(e: CondExpr): string {
    const t = this.typeOf(e);
    const c = this.cond(e.test!);
    const res = this.local(wType(t));
    this.open("(if " + c);
    this.open("(then");
    this.effect("(local.set " + res + " " + this.emitAs(e.then!, t) + ")");
    this.close();
    this.open("(else");
    this.effect("(local.set " + res + " " + this.emitAs(e.otherwise!, t) + ")");
    this.close();
    this.close();
    return "(local.get " + res + ")";
  }

  // ---- intrinsics ---------------------------------------------------------------------------

  emitIntrinsic(e: IntrinsicExpr): string {
    const t = this.opTypeOf(e);
    const sem = this.semOf(e);
    const args = e.args;
    const ty = wType(t);
    switch (sem) {
      case Sem.Identity: return this.emitAs(args[0], t);
      case Sem.ConstFalse:
      case Sem.ConstTrue:
        this.emit(args[0]);
        return sem == Sem.ConstFalse ? "(i32.const 0)" : "(i32.const 1)";
      case Sem.HypotOne: return this.op(t, "(" + ty + ".abs " + this.emitAs(args[0], t) + ")");
      case Sem.RoundHalfUp: return this.roundHalfUp(this.emitAs(args[0], t), t);
      case Sem.PowJS: {
        const a = this.emitAs(args[0], t);
        return this.powJS(a, this.emitAs(args[1], t), t);
      }
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
      case Intr.Sqrt: return this.op(t, "(" + ty + ".sqrt " + this.emitAs(args[0], t) + ")");
      case Intr.Hypot: {
        let acc = this.emitAs(args[0], t);
        for (let i = 1; i < args.length; i++) acc = this.mathCall("hypot", t, [acc, this.emitAs(args[i], t)]);
        return acc;
      }
      case Intr.Abs: return this.abs(this.emitAs(args[0], t), t);
      case Intr.Floor: return this.op(t, "(" + ty + ".floor " + this.emitAs(args[0], t) + ")");
      case Intr.Ceil: return this.op(t, "(" + ty + ".ceil " + this.emitAs(args[0], t) + ")");
      case Intr.Trunc: return this.op(t, "(" + ty + ".trunc " + this.emitAs(args[0], t) + ")");
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
        return this.op(Type.i32, "(i32.mul " + a + " " + this.emitAs(args[1], t) + ")");
      }
      case Intr.Clz32: return this.op(Type.i32, "(i32.clz " + this.emitAs(args[0], t) + ")");
      case Intr.IsNaN: {
        const v = this.emit(args[0]);
        return this.op(Type.bool, "(" + ty + ".ne " + v + " " + v + ")");
      }
      case Intr.IsFinite: {
        const v = this.emit(args[0]);
        return this.op(Type.bool, "(" + ty + ".lt (" + ty + ".abs " + v + ") " + floatConst(Infinity, t) + ")");
      }
      default: {
        const row = intrinsicRow(e.intr);
        if (row.libm.length == 0) unreachable();
        const vals = new Array<string>();
        for (let i = 0; i < args.length; i++) vals.push(this.emitAs(args[i], t));
        return this.mathCall(row.libm, t, vals);
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
    const addr = this.elementAddr(vi, idx);
    switch (sem) {
      case Sem.AtomicCmpXchg: return this.atomicCmpXchg(addr, v, r, et);
      case Sem.AtomicLoad: return this.atomicLoad(addr, et);
      case Sem.AtomicStore: return this.atomicStore(addr, v, et);
      default: break;
    }
    switch (e.intr) {
      case Intr.AtomicExchange: return this.atomicBits("xchg", addr, v, et);
      case Intr.AtomicAnd: return this.atomicBits("and", addr, v, et);
      case Intr.AtomicOr: return this.atomicBits("or", addr, v, et);
      case Intr.AtomicXor: return this.atomicBits("xor", addr, v, et);
      default: break;
    }
    const isAdd = e.intr == Intr.AtomicAdd;
    const isSub = e.intr == Intr.AtomicSub;
    const isMin = e.intr == Intr.AtomicMin;
    if (sem == Sem.AtomicRMW) return this.atomicRMW(addr, v, et, isAdd, isSub, isMin);
    return this.atomicCAS(addr, v, et, isAdd, isSub, isMin);
  }

  emitTexSample(e: IntrinsicExpr): string {
    const vi = (<VarExpr>e.args[0]).varIndex;
    const a = this.arrays[vi]!;
    this.helperOnce(texSampleHelper());
    const u = this.emitAs(e.args[1], Type.f32);
    const v = this.emitAs(e.args[2], Type.f32);
    const w = this.emitAs(e.args[3], Type.f32);
    const ext = a.texture!;
    return this.op(Type.f32, "(call $tack_tex3d " + a.base + " (i64.const " + ext[0].toString() + ") (i64.const " +
      ext[1].toString() + ") (i64.const " + ext[2].toString() + ") " + u + " " + v + " " + w + ")");
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
        args.push(this.emitAs(e.args[i], callee.varTypes[pv]!));
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
        const src = this.copyOf[vi];
        args.push(this.op(this.inst.varTypes[src]!, "(local.get " + this.localFor(src) + ")"));
      }
    }
    const rt = callee.sawReturnValue ? callee.returnType! : Type.void;
    const text = "(call $tack_fn_" + callee.symbol + (args.length > 0 ? " " + args.join(" ") : "") + ")";
    // the poll budget goes to the callee and comes back (-1 when it was told to stop)
    this.effect("(global.set $budget (local.get $bud))");
    let r = "";
    if (rt.isVoid) this.effect(text);
    else r = this.op(rt, text);
    this.effect("(local.set $bud (global.get $budget))");
    return r;
  }

  pushArrayArgs(vi: i32, args: string[]): void {
    const a = this.arrays[vi]!;
    args.push(a.base);
    args.push(a.len);
    if (a.dims.length > 1 || (a.dims.length == 1 && a.dims[0] != a.len)) {
      for (let d = 0; d < a.dims.length; d++) args.push(a.dims[d]);
    }
  }
}
