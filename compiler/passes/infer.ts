/**
 * @fileoverview Type inference and dispatch checks for one variant (DESIGN.md §3, §4.3).
 *
 * The template is never mutated: every type lands in a side table of a `FnInstance`, one per
 * function and argument-type tuple (device functions are monomorphized per call signature).
 * Locals take the promoted join of everything assigned to them, so inference iterates each
 * function to a fixed point (the lattice is shallow: a few rounds at most).
 */

import { DiagCode, DiagnosticEmitter } from "../diagnostics";
import { Intr, IntrKind, intrinsicRow } from "../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, CommaExpr, CondExpr, ConstExpr, ConstKind, Expr,
  ExprKind, ExprStmt, Feature, IfStmt, IntrinsicExpr, IRFunction, LengthExpr, LoadExpr,
  LogicalExpr, LoopStmt, RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr, Template, UnaryExpr,
  UnOp, Var, VarExpr, VarKind,
} from "../ir";
import { ParamKind, ParamSig, TargetInfo } from "../signature";
import { exactArithmetic, joinTypes, promote, Type, usualArithmetic } from "../types";
import { counterSide, widenableCounters } from "./counters";
import { holdsNumber } from "./numbers";

/** Integer division patterns: Math.trunc(a / b), (a / b) | 0, Math.floor(a / b). */
export const enum IntDiv {
  None = 0,
  Trunc = 1,
  Floor = 2,
}

export class FnInstance {
  exprTypes: (Type | null)[] = [];
  varTypes: (Type | null)[] = [];
  varIsArray: bool[] = [];
  /** Rank of each array variable (params: from the signature; 1 otherwise). */
  varRank: i32[] = [];
  /** Texture variables: extents. */
  varTexture: (i32[] | null)[] = [];
  /** u8 arrays that are Uint8ClampedArrays: stores clamp and round (passes/legalize.ts). */
  varClamped: bool[] = [];
  /** 64-bit integer locals that hold a JS Number, not a BigInt (passes/numbers.ts); set monotonically. */
  varNumber: bool[] = [];
  /** The function returns a Number where its type is a 64-bit integer (passes/numbers.ts). */
  returnNumber: bool = false;
  intDiv: u8[] = [];
  /** Filled by passes/legalize.ts: each expression's semantic operation (Sem) ... */
  sem: u8[] = [];
  /** ... the type its operands convert to ... */
  opType: (Type | null)[] = [];
  /** ... and, where a second operand converts differently (shift counts, mixed compares), that type. */
  auxType: (Type | null)[] = [];
  /** Filled by passes/bounds.ts: each array access's Bounds, ... */
  bounds: u8[] = [];
  /** ... the accesses each versioned loop (by its variable) checks at its ends, ... */
  loopAccesses: Map<i32, Expr[]> = new Map();
  /** ... the variables each versioned loop assigns (the rest are invariant in it), ... */
  loopAssigned: Map<i32, i32[]> = new Map();
  /** ... and each single-assignment const local's definition (affine indices substitute it). */
  constDefs: Map<i32, Expr> = new Map();
  /** Filled by passes/legalize.ts: counted `for` loops, loop test id → counter (passes/counted.ts). */
  counted: Map<i32, i32> = new Map();
  /** CallFn expression id → callee instance index. */
  callInstance: i32[] = [];
  returnType: Type | null = null;
  sawReturnValue: bool = false;
  sawBareReturn: bool = false;
  argKey: string = "";
  /** Symbol suffix for codegen, stable per (function, instance order). */
  symbol: string = "";
  reachable: bool = false;

  constructor(public fn: IRFunction, public fnIndex: i32) {
    const n = fn.exprCount;
    this.exprTypes = new Array<Type | null>(n);
    this.intDiv = new Array<u8>(n);
    this.callInstance = new Array<i32>(n);
    for (let i = 0; i < n; i++) {
      this.exprTypes[i] = null;
      this.intDiv[i] = 0;
      this.callInstance[i] = -1;
    }
    const m = fn.vars.length;
    this.varTypes = new Array<Type | null>(m);
    this.varIsArray = new Array<bool>(m);
    this.varRank = new Array<i32>(m);
    this.varTexture = new Array<i32[] | null>(m);
    this.varClamped = new Array<bool>(m);
    this.varNumber = new Array<bool>(m);
    for (let i = 0; i < m; i++) {
      this.varClamped[i] = false;
      this.varNumber[i] = false;
      const v = fn.vars[i];
      this.varTypes[i] = v.elementType;
      this.varIsArray[i] = v.isArray && (v.kind == VarKind.LocalArray || v.kind == VarKind.Shared);
      this.varRank[i] = 1;
      this.varTexture[i] = null;
    }
  }

  typeOf(e: Expr): Type {
    return this.exprTypes[e.id]!;
  }
}

export class Inference extends DiagnosticEmitter {
  instances: FnInstance[] = [];
  kernel: FnInstance;
  floatType: Type = Type.f32;
  changed: bool = false;
  /** The instance being inferred. */
  cur: FnInstance = new FnInstance(new IRFunction("", 0, 0), -1);
  /** Per function (kernel: -1): loop test id → a counter that may widen to i64 (passes/counters.ts). */
  counters: Map<i32, Map<i32, i32>> = new Map();

  constructor(public template: Template, public sigs: ParamSig[], public target: TargetInfo) {
    super();
    this.kernel = new FnInstance(template.kernel, -1);
    this.cur = this.kernel;
  }

  // ---- entry -------------------------------------------------------------------------------

  run(): bool {
    const t = this.template;
    const k = t.kernel;
    const inst = this.kernel;
    if (!this.checkWorkgroups()) return false;
    // float context: f64 if an f64 array or an explicit f64 scalar is among the arguments
    this.floatType = Type.f32;
    for (let i = 0; i < this.sigs.length; i++) {
      const s = this.sigs[i];
      if (s.type == Type.f64 && !s.isFloatNumber) this.floatType = Type.f64;
    }
    for (let i = 0; i < k.params.length; i++) {
      const vi = k.params[i];
      const v = k.vars[vi];
      const s = this.sigs[i];
      if (s.kind == ParamKind.Texture && s.extents.length != 3) {
        this.error(DiagCode.ArgumentKind, v.start, v.start + v.name.length,
          "texture parameter '" + v.name + "' needs its extents: pass a signature entry texture(w, h, d)");
        return false;
      }
      if (s.kind == ParamKind.Array || s.kind == ParamKind.Texture) {
        inst.varIsArray[vi] = true;
        inst.varTypes[vi] = s.type;
        inst.varRank[vi] = s.rank;
        inst.varClamped[vi] = s.clamped;
        if (v.nestedRank > 0 && v.nestedRank != s.rank) {
          this.error(DiagCode.ArgumentKind, v.nestedUseStart, v.nestedUseEnd, "'" + v.name + "' is indexed with " + v.nestedRank.toString() +
            " indices, but the call passes an array of rank " + s.rank.toString() +
            "; pass a tack.Array of that shape (tack.array(nested arrays), tack.zeros([h, w], dtype), or a.reshape([h, w]))");
          return false;
        }
        if (s.vec != v.vecWidth) {
          // the request's vec lines (or, without them, the positions) say how `v[i]` was lowered
          this.error(DiagCode.ArgumentKind, v.start, v.start + v.name.length, "parameter '" + v.name + "' was lowered as " +
            (v.vecWidth > 0 ? "an array of vectors of " + v.vecWidth.toString() : "an array of numbers") + ", but the signature gives " +
            (s.vec > 0 ? "an array of vectors of " + s.vec.toString() : "an array of numbers"));
          return false;
        }
        if (s.kind == ParamKind.Texture) inst.varTexture[vi] = s.extents;
        if (!this.target.supports(s.type!)) {
          this.error(DiagCode.DtypeUnsupported, v.start, v.start + v.name.length, v.name, s.type!.name,
            this.target.label, this.target.dtypeList(this.target.dtypes));
          return false;
        }
      } else {
        if (v.isArray) {
          const at = v.arrayUseEnd >= 0 ? v.arrayUseStart : v.start;
          const atEnd = v.arrayUseEnd >= 0 ? v.arrayUseEnd : v.start + v.name.length;
          const tn = s.type!.name;
          this.error(DiagCode.ArgumentKind, at, atEnd, "parameter '" + v.name + "' is used as an array, but the call passes " +
            (tn.charAt(0) == "i" || tn.charAt(0) == "f" ? "an " : "a ") + tn + " scalar");
          return false;
        }
        inst.varTypes[vi] = s.isFloatNumber ? this.floatType : s.type;
        // a 64-bit scalar is a Number or a bigint (one argument class): the annotation tells
        inst.varNumber[vi] = v.annotation == "number";
      }
    }
    this.inferFunction(inst, true);
    if (this.hasErrors) return false;
    this.markReachable(inst);
    return !this.hasErrors;
  }

  checkWorkgroups(): bool {
    const t = this.template;
    const wg = Feature.Barrier | Feature.Shared | Feature.ThreadId | Feature.BlockReduce;
    if ((t.features & wg) == 0 || this.target.workgroups) return true;
    const names = new Array<string>();
    let first = 0x7fffffff;
    if ((t.features & Feature.Shared) != 0) { names.push("shared()"); first = min(first, t.featureStarts[1]); }
    if ((t.features & Feature.Barrier) != 0) { names.push("barrier()"); first = min(first, t.featureStarts[0]); }
    if ((t.features & Feature.ThreadId) != 0) { names.push("threadId()"); first = min(first, t.featureStarts[2]); }
    if ((t.features & Feature.BlockReduce) != 0) { names.push("block reductions"); first = min(first, t.featureStarts[3]); }
    const what = "workgroup primitives (" + names.join(", ") + ") are";
    this.error(DiagCode.WorkgroupsUnsupported, first, first + 1, what, this.target.label);
    return false;
  }

  markReachable(inst: FnInstance): void {
    if (inst.reachable) return;
    inst.reachable = true;
    for (let i = 0; i < inst.callInstance.length; i++) {
      const c = inst.callInstance[i];
      if (c >= 0) this.markReachable(this.instances[c]);
    }
  }

  /**
   * Iterates one function to a fixed point of its local types. The last round changed nothing
   * (or there were errors), so what it recorded (expression types, call instances) is final:
   * every change of state sets `changed`, and a read of a local not yet assigned does too.
   */
  inferFunction(inst: FnInstance, isKernel: bool): void {
    const saved = this.cur;
    this.cur = inst;
    const t = this.template;
    for (let round = 0; round < 16; round++) {
      this.changed = false;
      this.walkFunction(inst, isKernel);
      if (this.hasErrors) break;
      if (!this.changed) break;
      if (round == 15) {
        this.error(DiagCode.InferenceDiverged, inst.fn.start, inst.fn.start + 1, inst.fn.name);
      }
    }
    if (!this.hasErrors) {
      // Unassigned locals read anyway hold 0 (JS: undefined); give them a type.
      for (let i = 0; i < inst.varTypes.length; i++) if (inst.varTypes[i] == null) inst.varTypes[i] = Type.i32;
    }
    this.cur = saved;
  }

  walkFunction(inst: FnInstance, isKernel: bool): void {
    inst.returnType = null;
    inst.sawReturnValue = false;
    inst.sawBareReturn = false;
    if (isKernel) {
      const t = this.template;
      this.walkStmts(t.preamble);
      const loop = t.loop;
      if (loop.startExpr) this.boundExpr(loop.startExpr!, true);
      for (let i = 0; i < loop.extents.length; i++) this.boundExpr(loop.extents[i], true);
      for (let i = 0; i < loop.indexVars.length; i++) {
        inst.varTypes[loop.indexVars[i]] = Type.i64;
        inst.varNumber[loop.indexVars[i]] = true;
      }
      this.walkStmts(loop.body);
    } else {
      this.walkStmts(inst.fn.body);
    }
  }

  boundExpr(e: Expr, parallel: bool = false): void {
    const t = this.expr(e);
    if (!t.isInteger && !t.isBool && !this.hasErrors) {
      // Math.floor of a float stays a float; the host computes parallel bounds with integers only
      const hint = parallel
        ? "; compute the parallel loop's bounds with integers (Math.floor(a / b) and (a / b) | 0 divide integers exactly)"
        : "; convert it with a cast such as i32(...)";
      this.error(DiagCode.ArgumentKind, e.start, e.end, "range()/grid() bounds must be integers, but this is " + t.name + hint);
    }
  }

  // ---- statements ---------------------------------------------------------------------------

  walkStmts(body: Stmt[]): void {
    for (let i = 0; i < body.length && !this.hasErrors; i++) this.walkStmt(body[i]);
  }

  walkStmt(s: Stmt): void {
    switch (s.kind) {
      case StmtKind.Expr: {
        this.expr((<ExprStmt>s).expr!, true);
        break;
      }
      case StmtKind.If: {
        const f = <IfStmt>s;
        this.condition(f.test!);
        this.walkStmts(f.then);
        this.walkStmts(f.otherwise);
        break;
      }
      case StmtKind.Loop: {
        const l = <LoopStmt>s;
        if (l.test) {
          this.condition(l.test!);
          this.widenCounter(l.test!);
        }
        this.walkStmts(l.body);
        if (l.update) this.expr(l.update!, true);
        break;
      }
      case StmtKind.Range: {
        const r = <RangeStmt>s;
        if (r.startExpr) this.boundExpr(r.startExpr!);
        this.boundExpr(r.endExpr!);
        if (r.step) this.boundExpr(r.step!);
        this.cur.varTypes[r.varIndex] = Type.i64;
        this.cur.varNumber[r.varIndex] = true;
        this.walkStmts(r.body);
        break;
      }
      case StmtKind.Return: {
        const r = <ReturnStmt>s;
        if (r.value) {
          const t = this.expr(r.value!);
          const inst = this.cur;
          inst.sawReturnValue = true;
          inst.returnType = joinTypes(inst.returnType, t);
          if (!inst.returnNumber && this.holdsNumber(r.value!)) {
            inst.returnNumber = true;
            this.changed = true;
          }
        } else {
          this.cur.sawBareReturn = true;
        }
        break;
      }
      default:
        break;
    }
  }

  /**
   * A loop counter compared with an integer bound becomes i64: compared with the parallel index
   * or a length it then needs no widening, and LLVM sees the trip count (a 32-bit counter that
   * may wrap has none); passes/counters.ts says when that changes no value, and why.
   */
  widenCounter(test: Expr): void {
    const inst = this.cur;
    if (!this.counters.has(inst.fnIndex)) {
      this.counters.set(inst.fnIndex, widenableCounters(inst.fn, inst.fnIndex < 0 ? this.template : null));
    }
    const m = this.counters.get(inst.fnIndex);
    if (!m.has(test.id)) return;
    const v = m.get(test.id);
    const b = <BinaryExpr>test;
    const bound = this.cur.exprTypes[(counterSide(test) == 0 ? b.right! : b.left!).id];
    const t = inst.varTypes[v];
    if (bound != null && bound.isInteger && t != null && t.isInteger && t.size < 8) {
      inst.varTypes[v] = Type.i64;
      this.changed = true;
    }
  }

  condition(e: Expr): void {
    const t = this.expr(e);
    if (!t.isBool && !t.isNumeric && !this.hasErrors) {
      this.error(DiagCode.ConditionType, e.start, e.end, t.name);
    }
  }

  // ---- expressions --------------------------------------------------------------------------

  /** `e` is a JS Number, not a BigInt (passes/numbers.ts): its bitwise operations are 32-bit. */
  holdsNumber(e: Expr): bool {
    return holdsNumber(this.cur, this.instances, e);
  }

  set(e: Expr, t: Type): Type {
    this.cur.exprTypes[e.id] = t;
    return t;
  }

  /** Types an expression; `statement` allows void results (calls, atomics). */
  expr(e: Expr, statement: bool = false): Type {
    const t = this.exprInner(e);
    this.cur.exprTypes[e.id] = t;
    if (t.isVoid && !statement && !this.hasErrors) {
      if (e.kind == ExprKind.CallFn) {
        const c = <CallFnExpr>e;
        this.error(DiagCode.VoidValue, e.start, e.end, this.template.functions[c.fnIndex].name);
      } else {
        this.error(DiagCode.OperandTypes, e.start, e.end, "value", "a void expression");
      }
    }
    return t;
  }

  exprInner(e: Expr): Type {
    switch (e.kind) {
      case ExprKind.Const: return this.inferConst(<ConstExpr>e);
      case ExprKind.Var: return this.inferVar(<VarExpr>e);
      case ExprKind.Length: {
        const l = <LengthExpr>e;
        if (this.requireArray(l.varIndex, e) && l.dim >= this.cur.varRank[l.varIndex] && !this.hasErrors) {
          const rank = this.cur.varRank[l.varIndex];
          this.error(DiagCode.ArgumentKind, e.start, e.end, "'" + this.varOf(l.varIndex).name + "' has " + rank.toString() +
            " dimension(s), so shape[" + l.dim.toString() + "] does not exist");
        }
        return Type.i64;
      }
      case ExprKind.Load: return this.inferLoad(<LoadExpr>e);
      case ExprKind.Unary: return this.inferUnary(<UnaryExpr>e);
      case ExprKind.Binary: return this.inferBinary(<BinaryExpr>e);
      case ExprKind.Logical: return this.inferLogical(<LogicalExpr>e);
      case ExprKind.Cond: return this.inferCond(<CondExpr>e);
      case ExprKind.Intrinsic: return this.inferIntrinsic(<IntrinsicExpr>e);
      case ExprKind.CallFn: return this.inferCall(<CallFnExpr>e);
      case ExprKind.AssignVar: return this.inferAssignVar(<AssignVarExpr>e);
      case ExprKind.Store: return this.inferStore(<StoreExpr>e);
      case ExprKind.Comma: {
        const c = <CommaExpr>e;
        let t = Type.void;
        for (let i = 0; i < c.exprs.length; i++) t = this.expr(c.exprs[i], i + 1 < c.exprs.length);
        return t;
      }
      default:
        this.error(DiagCode.Internal, e.start, e.end, "unknown expression kind");
        return Type.i32;
    }
  }

  inferConst(c: ConstExpr): Type {
    switch (c.constKind) {
      case ConstKind.Int: return c.bits >= -2147483648 && c.bits <= 2147483647 ? Type.i32 : Type.i64;
      case ConstKind.Float: return this.floatType;
      case ConstKind.BigInt: return Type.i64;
      default: return Type.bool;
    }
  }

  varOf(index: i32): Var {
    return this.cur.fn.vars[index];
  }

  requireArray(index: i32, e: Expr): bool {
    if (this.cur.varIsArray[index]) return true;
    if (!this.hasErrors) {
      const v = this.varOf(index);
      this.error(DiagCode.ArgumentKind, e.start, e.end,
        "'" + v.name + "' is used as an array, but it holds a " + (this.cur.varTypes[index] ? this.cur.varTypes[index]!.name : "scalar") + " value");
    }
    return false;
  }

  inferVar(e: VarExpr): Type {
    const inst = this.cur;
    if (inst.varIsArray[e.varIndex]) {
      if (!this.hasErrors) this.error(DiagCode.ArrayAsValue, e.start, e.end, this.varOf(e.varIndex).name);
      return Type.i32;
    }
    const t = inst.varTypes[e.varIndex];
    if (t == null) {
      // read before any assignment was seen: settle in a later round
      this.changed = true;
      return Type.i32;
    }
    return t;
  }

  /** Indices are integers; an integer-valued float (Math.floor(v * n)) truncates, as JS reads a[2.0]. */
  indexType(index: Expr): void {
    const t = this.expr(index);
    if (!t.isInteger && !t.isFloat && !this.hasErrors) {
      this.error(DiagCode.IndexNotInteger, index.start, index.end,
        t.name + "; use Math.floor(...), i32(...) or an integer expression");
    }
  }

  inferLoad(e: LoadExpr): Type {
    if (!this.requireArray(e.varIndex, e)) return Type.i32;
    this.indexType(e.index!);
    if (this.cur.varTexture[e.varIndex] != null && !this.hasErrors) {
      this.error(DiagCode.TextureMisuse, e.start, e.end, "a texture is read with tex.sample(u, v, w), not indexed");
    }
    return this.cur.varTypes[e.varIndex]!;
  }

  inferUnary(e: UnaryExpr): Type {
    const t = this.expr(e.arg!);
    switch (e.op) {
      case UnOp.Not: return Type.bool;
      case UnOp.BitNot: return t.isInteger && t.size == 8 && !this.holdsNumber(e.arg!) ? t : Type.i32;
      default:
        if (!t.isNumeric && !t.isBool) this.badOperands(e, "-", t, t);
        return promote(t);
    }
  }

  badOperands(e: Expr, op: string, a: Type, b: Type): void {
    if (this.hasErrors) return;
    const what = a == b ? a.name : a.name + " and " + b.name;
    this.error(DiagCode.OperandTypes, e.start, e.end, op, what);
  }

  inferBinary(e: BinaryExpr): Type {
    const l = this.expr(e.left!);
    const r = this.expr(e.right!);
    if ((!l.isNumeric && !l.isBool) || (!r.isNumeric && !r.isBool)) {
      this.badOperands(e, binOpText(e.op), l, r);
      return Type.i32;
    }
    switch (e.op) {
      case BinOp.Add:
      case BinOp.Sub:
      case BinOp.Mul:
        // a signed and an unsigned 32-bit integer: JS adds the Numbers exactly (i64 holds it)
        return exactArithmetic(l, r);
      case BinOp.Rem:
        return exactArithmetic(l, r);
      case BinOp.Div: {
        const u = exactArithmetic(l, r);
        if (u.isFloat) return u;
        // BigInt division is integer division; any other integer `/` is float division
        if (u.size == 8 && promote(l).size == 8 && promote(r).size == 8) {
          this.cur.intDiv[e.id] = <u8>IntDiv.Trunc;
          return u;
        }
        if (this.cur.intDiv[e.id] != <u8>IntDiv.None) return u;
        return this.floatType;
      }
      case BinOp.Pow: {
        const u = usualArithmetic(l, r);
        if (u.isFloat) return u;
        if (promote(l).size == 8 && promote(r).size == 8) return u;
        return this.floatType;
      }
      case BinOp.Shl:
      case BinOp.Shr:
      case BinOp.And:
      case BinOp.Or:
      case BinOp.Xor: {
        const a = bitwiseOperand(l);
        const b = bitwiseOperand(r);
        // a Number operand makes it JS's 32-bit operation: ToInt32 of both sides (`big | 0`,
        // `crc ^ x[i]` with `let crc = 0xffffffff`); only BigInt operands make a 64-bit one
        const number = this.holdsNumber(e.left!) || this.holdsNumber(e.right!);
        if ((a.size == 8 || b.size == 8) && !number) {
          if (e.op == BinOp.Shl || e.op == BinOp.Shr) return a.size == 8 ? a : Type.i32;
          return usualArithmetic(a, b);
        }
        // `(a / b) | 0` on integers is exact integer division
        if (e.op == BinOp.Or) this.markIntDivOr(e);
        return Type.i32;
      }
      case BinOp.UShr: {
        // BigInt has no >>> (a TypeError): a 64-bit one is kept only for BigInt-typed operands
        const a = bitwiseOperand(l);
        return a.size == 8 && !this.holdsNumber(e.left!) && !this.holdsNumber(e.right!) ? Type.u64 : Type.u32;
      }
      default:
        return Type.bool;
    }
  }

  /** `(a / b) | 0`: when both division operands are integers, retype it as integer division. */
  markIntDivOr(e: BinaryExpr): void {
    const r = e.right!;
    if (r.kind != ExprKind.Const || (<ConstExpr>r).constKind != ConstKind.Int || (<ConstExpr>r).bits != 0) return;
    this.markIntDiv(e.left!, IntDiv.Trunc);
  }

  markIntDiv(arg: Expr, mode: IntDiv): void {
    if (arg.kind != ExprKind.Binary || (<BinaryExpr>arg).op != BinOp.Div) return;
    const d = <BinaryExpr>arg;
    const lt = this.cur.exprTypes[d.left!.id];
    const rt = this.cur.exprTypes[d.right!.id];
    if (!lt || !rt) return;
    if ((lt.isInteger || lt.isBool) && (rt.isInteger || rt.isBool)) {
      if (this.cur.intDiv[d.id] != <u8>mode) {
        this.cur.intDiv[d.id] = <u8>mode;
        this.set(d, exactArithmetic(lt!, rt!));
        this.changed = true;
      }
    }
  }

  inferLogical(e: LogicalExpr): Type {
    const l = this.expr(e.left!);
    const r = this.expr(e.right!);
    if ((!l.isBool || !r.isBool) && !this.hasErrors) {
      const what = l == r ? l.name : l.name + " and " + r.name;
      this.error(DiagCode.LogicalOperands, e.start, e.end, e.isAnd ? "&&" : "||", what);
    }
    return Type.bool;
  }

  inferCond(e: CondExpr): Type {
    this.condition(e.test!);
    const a = this.expr(e.then!);
    const b = this.expr(e.otherwise!);
    return joinTypes(a, b);
  }

  floatOf(t: Type): Type {
    return t.isFloat ? t : this.floatType;
  }

  inferIntrinsic(e: IntrinsicExpr): Type {
    const row = intrinsicRow(e.intr);
    const args = e.args;
    switch (row.kind) {
      case IntrKind.FloatMath: {
        if (e.intr == Intr.Fround) {
          this.expr(args[0]);
          return Type.f32;
        }
        let t: Type = Type.f32;
        let anyF64 = false;
        for (let i = 0; i < args.length; i++) {
          const a = this.expr(args[i]);
          if (!a.isNumeric && !a.isBool) this.badOperands(e, "Math." + row.name, a, a);
          if (this.floatOf(a) == Type.f64) anyF64 = true;
        }
        // in the f64 context Math computes in f64 even on f32 values, as JS does
        t = anyF64 || this.floatType == Type.f64 ? Type.f64 : Type.f32;
        return t;
      }
      case IntrKind.SameType: {
        if ((e.intr == Intr.Trunc || e.intr == Intr.Floor) && args.length == 1) {
          this.expr(args[0]);
          this.markIntDiv(args[0], e.intr == Intr.Floor ? IntDiv.Floor : IntDiv.Trunc);
        }
        let t: Type | null = null;
        for (let i = 0; i < args.length; i++) {
          const a = this.expr(args[i]);
          if (!a.isNumeric && !a.isBool) this.badOperands(e, "Math." + row.name, a, a);
          t = t == null ? promote(a) : exactArithmetic(t!, a);
        }
        return t!;
      }
      case IntrKind.Int32: {
        for (let i = 0; i < args.length; i++) this.expr(args[i]);
        return Type.i32;
      }
      case IntrKind.Predicate: {
        this.expr(args[0]);
        return Type.bool;
      }
      case IntrKind.Cast: {
        const a = this.expr(args[0]);
        if (!a.isNumeric && !a.isBool) this.badOperands(e, e.castType!.name + "()", a, a);
        return e.castType!;
      }
      case IntrKind.Atomic: return this.inferAtomic(e);
      case IntrKind.Workgroup: {
        if (e.intr == Intr.ThreadId) return Type.i32;
        if (e.intr == Intr.Barrier) return Type.void;
        return promote(this.expr(args[0]));
      }
      case IntrKind.Texture: {
        const v = (<VarExpr>args[0]).varIndex;
        if (this.cur.varTexture[v] == null && !this.hasErrors) {
          this.error(DiagCode.TextureMisuse, args[0].start, args[0].end,
            "'" + this.varOf(v).name + "' is not a texture: pass tack.texture3d(array, [w, h, d]) to sample it");
        }
        for (let i = 1; i < 4; i++) this.expr(args[i]);
        return Type.f32;
      }
      default:
        // structural intrinsics and constants never reach the IR as calls (lower.ts)
        this.error(DiagCode.Internal, e.start, e.end, "intrinsic '" + row.name + "' as a call");
        return Type.i32;
    }
  }

  inferAtomic(e: IntrinsicExpr): Type {
    const v = (<VarExpr>e.args[0]).varIndex;
    if (!this.requireArray(v, e.args[0])) return Type.void;
    this.indexType(e.args[1]);
    for (let i = 2; i < e.args.length; i++) this.expr(e.args[i]);
    const elem = this.cur.varTypes[v]!;
    if (this.cur.varClamped[v] && !this.hasErrors) {
      // JS's Atomics throw a TypeError on a Uint8ClampedArray; the plain run would too
      this.error(DiagCode.AtomicClamped, e.start, e.end, intrinsicRow(e.intr).name);
      return Type.void;
    }
    if (!this.target.supportsAtomic(elem) && !this.hasErrors) {
      this.error(DiagCode.AtomicDtype, e.start, e.end, this.target.label, intrinsicRow(e.intr).name, elem.name);
    }
    if (elem.isFloat && (e.intr == Intr.AtomicAnd || e.intr == Intr.AtomicOr || e.intr == Intr.AtomicXor) && !this.hasErrors) {
      // JS's Atomics.and/or/xor throw a TypeError on float arrays; the plain run would too
      this.error(DiagCode.AtomicDtype, e.start, e.end, "JavaScript's", intrinsicRow(e.intr).name, elem.name + " (integer arrays only)");
    }
    // every atomic gives the element it found (store: the element it stored), as JS's do
    return elem;
  }

  inferAssignVar(e: AssignVarExpr): Type {
    const t = this.expr(e.value!);
    const inst = this.cur;
    if (inst.varIsArray[e.varIndex]) {
      // lowering refuses this once it knows the array; an assignment before the first use gets here
      const name = this.varOf(e.varIndex).name;
      if (!this.hasErrors) {
        this.error(DiagCode.AssignToConst, e.start, e.start + name.length, name, " (an array: assign its elements, a[i] = v)");
      }
      return Type.i32;
    }
    if (!inst.varNumber[e.varIndex] && this.holdsNumber(e.value!)) {
      inst.varNumber[e.varIndex] = true;
      this.changed = true;
    }
    const old = inst.varTypes[e.varIndex];
    const joined = joinTypes(old, t);
    if (joined != old) {
      inst.varTypes[e.varIndex] = joined;
      this.changed = true;
    }
    return joined;
  }

  inferStore(e: StoreExpr): Type {
    if (!this.requireArray(e.varIndex, e)) return Type.i32;
    this.indexType(e.index!);
    const t = this.expr(e.value!);
    if (!t.isNumeric && !t.isBool) this.badOperands(e, "=", t, t);
    if (this.cur.varTexture[e.varIndex] != null && !this.hasErrors) {
      this.error(DiagCode.TextureMisuse, e.start, e.end, "textures are read-only in kernels");
    }
    return t;
  }

  // ---- device functions ---------------------------------------------------------------------

  inferCall(e: CallFnExpr): Type {
    const f = this.template.functions[e.fnIndex];
    const caller = this.cur;
    const keyParts = new Array<string>();
    keyParts.push(e.fnIndex.toString());
    const argTypes = new Array<Type>();
    const argArray = new Array<bool>();
    const argRank = new Array<i32>();
    const argTex = new Array<i32[] | null>();
    const argClamped = new Array<bool>();
    const argNumber = new Array<bool>();
    for (let i = 0; i < e.args.length; i++) {
      const a = e.args[i];
      if (a.kind == ExprKind.Var && caller.varIsArray[(<VarExpr>a).varIndex]) {
        const vi = (<VarExpr>a).varIndex;
        const et = caller.varTypes[vi]!;
        this.set(a, et);
        argTypes.push(et);
        argArray.push(true);
        argRank.push(caller.varRank[vi]);
        argTex.push(caller.varTexture[vi]);
        argClamped.push(caller.varClamped[vi]);
        argNumber.push(false);
        keyParts.push("A" + et.name + caller.varRank[vi].toString() + (caller.varTexture[vi] ? "T" : "") +
          (caller.varClamped[vi] ? "C" : ""));
      } else {
        const t = this.expr(a);
        argTypes.push(t);
        argArray.push(false);
        argRank.push(0);
        argTex.push(null);
        argClamped.push(false);
        // a 64-bit Number argument and a BigInt one compute bitwise operations differently
        const number = t.isInteger && t.size == 8 && this.holdsNumber(a);
        argNumber.push(number);
        keyParts.push(number ? t.name + "N" : t.name);
        if (a.kind == ExprKind.Var && f.vars[f.params[i]].isArray && !this.hasErrors) {
          this.error(DiagCode.ArgumentKind, a.start, a.end,
            "device function '" + f.name + "' indexes its parameter '" + f.vars[f.params[i]].name + "', but this argument is a scalar");
        }
      }
    }
    // captured kernel variables: their types come from the kernel instance
    const k = this.kernel;
    for (let c = 0; c < f.captureOuter.length; c++) {
      const ov = f.captureOuter[c];
      const t = k.varTypes[ov];
      keyParts.push((k.varIsArray[ov] ? "A" : "") + (t ? t.name : "?") + (k.varClamped[ov] ? "C" : "") + (k.varNumber[ov] ? "N" : ""));
    }
    const key = keyParts.join(",");
    let index = -1;
    for (let i = 0; i < this.instances.length; i++) {
      if (this.instances[i].argKey == key) {
        index = i;
        break;
      }
    }
    if (index < 0) {
      const inst = new FnInstance(f, e.fnIndex);
      inst.argKey = key;
      for (let i = 0; i < f.params.length; i++) {
        const pv = f.params[i];
        inst.varTypes[pv] = argTypes[i];
        inst.varIsArray[pv] = argArray[i];
        inst.varRank[pv] = argRank[i];
        inst.varTexture[pv] = argTex[i];
        inst.varClamped[pv] = argClamped[i];
        inst.varNumber[pv] = argNumber[i];
      }
      for (let c = 0; c < f.captureOuter.length; c++) {
        const ov = f.captureOuter[c];
        const iv = f.captureInner[c];
        inst.varTypes[iv] = k.varTypes[ov];
        inst.varIsArray[iv] = k.varIsArray[ov];
        inst.varRank[iv] = k.varRank[ov];
        inst.varTexture[iv] = k.varTexture[ov];
        inst.varClamped[iv] = k.varClamped[ov];
        inst.varNumber[iv] = k.varNumber[ov];
      }
      let count = 0;
      for (let i = 0; i < this.instances.length; i++) if (this.instances[i].fnIndex == e.fnIndex) count++;
      inst.symbol = sanitize(f.name) + "_" + count.toString();
      this.instances.push(inst);
      index = this.instances.length - 1;
      const savedChanged = this.changed;
      this.inferFunction(inst, false);
      this.changed = savedChanged;
      if (inst.sawReturnValue && (inst.sawBareReturn || f.fallsThrough) && !this.hasErrors) {
        this.error(DiagCode.ReturnMismatch, f.start, f.start + 1, f.name, inst.returnType!.name, "no value");
      }
    }
    // recorded every round: holdsNumber reads the callee's returnNumber; the final round's stays
    caller.callInstance[e.id] = index;
    const callee = this.instances[index];
    return callee.sawReturnValue ? callee.returnType! : Type.void;
  }
}

function bitwiseOperand(t: Type): Type {
  if (t.isFloat || t.isBool) return Type.i32;
  return promote(t);
}

export function binOpText(op: BinOp): string {
  switch (op) {
    case BinOp.Add: return "+";
    case BinOp.Sub: return "-";
    case BinOp.Mul: return "*";
    case BinOp.Div: return "/";
    case BinOp.Rem: return "%";
    case BinOp.Pow: return "**";
    case BinOp.Shl: return "<<";
    case BinOp.Shr: return ">>";
    case BinOp.UShr: return ">>>";
    case BinOp.And: return "&";
    case BinOp.Or: return "|";
    case BinOp.Xor: return "^";
    case BinOp.Eq: return "==";
    case BinOp.Ne: return "!=";
    case BinOp.Lt: return "<";
    case BinOp.Le: return "<=";
    case BinOp.Gt: return ">";
    default: return ">=";
  }
}

/** A symbol-safe spelling of a JS name: [A-Za-z0-9_] kept, anything else `_XX` hex. */
export function sanitize(name: string): string {
  const parts = new Array<string>();
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) parts.push(String.fromCharCode(c));
    else if (c == 95) parts.push("__");
    else parts.push("_" + c.toString(16));
  }
  return parts.join("");
}
