/**
 * @fileoverview SPMD vectors for parallel loops with inner loops (the idea of
 * compiler/codegen/llvm/SPMD.md, in 128-bit Wasm SIMD): where simd.ts's straight-line map does
 * not apply, a block of the parallel loop runs 4 (f32, i32) or 2 (f64) of its iterations at a
 * time, one per lane, when its body is
 *
 * - assignments to locals of the lane type (each lane's own copy: a v128 local), and `const`
 *   integer locals linear in the loop variable (indices, computed for the first lane);
 * - stores at the body's top level, into arrays whose every access is `k * i + c + (uniform)`
 *   with the same k and uniform part, so lanes never touch one another's elements;
 * - inner `range` loops with bounds invariant in the parallel loop (uniform: one scalar
 *   counter for all lanes), whose bodies assign lane locals only;
 * - loads at any stride in the loop variable: contiguous (v128.load), uniform (one load,
 *   broadcast), or strided (a gather: loads into lanes, `v128.load32_lane`, where the element is
 *   as wide as a lane); the ones an inner loop does not change are loaded once before it, the
 *   ones that step with it go through one pointer per array and index less a constant;
 * - the value operations simd.ts admits, and calls of device functions that are straight-line
 *   code over scalars of the lane type (their vector variant, `$tack_vfn_*`, per lane the
 *   same operations in the same order).
 *
 * Every lane runs the scalar loop's operations in the scalar loop's order: results are bit for
 * bit those of the scalar code. Only the order between lanes changes, which is why stores are
 * confined to each lane's own elements and arrays that are stored must not overlap any other
 * array of the body (checked per block at run time; overlapping arguments run the scalar loop).
 * Bounds: a block runs the vector loop only when every access is proved in bounds for all of
 * its iterations — top-level accesses at the block's two ends, inner loops' accesses at the
 * four corners (first and last lane × first and last inner iteration: the index is affine in
 * both) — else the scalar loop runs it and reports the exact access that fails.
 */

import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, ConstExpr, Expr, ExprKind, ExprStmt, IntrinsicExpr, LoadExpr, LogicalExpr,
  CondExpr, RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr, UnaryExpr, UnOp, VarExpr, VarKind,
} from "../../ir";
import { Bounds } from "../../passes/bounds";
import { FnInstance } from "../../passes/infer";
import { Sem } from "../../sem";
import { Type } from "../../types";
import { BLOCK } from "./loops";
import { familyOf } from "./simd";
import { WatVecFn } from "./vecfn";
import { loadOp, storeOp } from "./text";

/** A lane stride (elements) beyond this: inline addresses (offsets stay small immediates). */
const MAX_LANE_STRIDE: i64 = 1 << 20;

/** jCoeff's answer where j's coefficient is not a constant. */
const NO_COEFF: i64 = i64.MIN_VALUE;

/** An integer index as k * (loop variable) + c + the uniform terms named by `rest`. */
class Linear {
  ok: bool = true;
  k: i64 = 0;
  c: i64 = 0;
  rest: string[] = [];
}

function failed(): Linear {
  const l = new Linear();
  l.ok = false;
  return l;
}

export class WatSpmd extends WatVecFn {
  /** Checking or emitting an SPMD body (simd.ts's value rules are widened while it is set). */
  spmd: bool = false;
  /** Checking a device function's vector variant: every variable is a lane variable. */
  inVfn: bool = false;
  /** Variables with a value per lane (v128 locals in vecLocals). */
  laneVars: i32[] = [];
  /** The inner ranges' counters: one value for every lane. */
  innerVars: i32[] = [];
  /** Integer consts linear in the loop variable: computed for the first lane. */
  indexVars: i32[] = [];
  /** The body's loads and stores, and the inner range's counter each is in (-1: the top level). */
  spmdAccesses: Expr[] = [];
  spmdLoops: i32[] = [];
  /** The inner range being checked (-1: the top level). */
  curLoop: i32 = -1;
  /** Loads computed before an inner loop that does not change them: expression id → the read of their v128 local. */
  hoistedLoads: Map<i32, string> = new Map();
  /** Each function instance's vector-variant family ("" when it has none), and which ones a chunk calls. */
  vfnFamily: string[] = [];
  vfnUsed: bool[] = [];
  /** Inner loops' loads through a pointer (innerLoads): expression id → its group's pointer local, and its byte offset from it. */
  innerPtr: Map<i32, string> = new Map();
  innerOff: Map<i32, i64> = new Map();
  /** Compound stores' index temporaries (`a[t = k] = a[t] op v`) whose definitions were added to constDefs for this block. */
  tempDefs: i32[] = [];

  emitFastIterations(v: i32, b: string, bend: string, body: Stmt[], parallel: bool, exit: string): void {
    if (parallel && !this.vectorizable(v, body) && this.spmdVectorizable(v, body)) {
      this.emitSpmdBlock(v, b, bend, body, exit);
      return;
    }
    super.emitFastIterations(v, b, bend, body, parallel, exit);
  }

  // ---- what vectorizes ----------------------------------------------------------------------

  spmdVectorizable(v: i32, body: Stmt[]): bool {
    if (this.localizedVars.length > 0) return false;
    this.family = "";
    this.vecVar = v;
    this.accesses = [];
    this.laneVars = [];
    this.innerVars = [];
    this.indexVars = [];
    this.spmdAccesses = [];
    this.spmdLoops = [];
    this.curLoop = -1;
    this.collectInner(body);
    this.addTempDefs(body);
    const assigned = this.inst.loopAssigned.has(v) ? this.inst.loopAssigned.get(v) : new Array<i32>();
    this.spmd = true;
    let ok = true;
    for (let i = 0; i < assigned.length && ok; i++) {
      const vi = assigned[i];
      if (this.innerVars.includes(vi) || this.copyOf[vi] != vi) continue;
      if (this.inst.varIsArray[vi]) ok = false;
      else if (this.inst.varTypes[vi]!.isInteger && this.inst.constDefs.has(vi)) this.indexVars.push(vi);
      else if (this.sameFamily(this.inst.varTypes[vi]!)) this.laneVars.push(vi);
      else ok = false;
    }
    // index consts: linear in the loop variable, and i64 where they depend on it
    for (let i = 0; i < this.indexVars.length && ok; i++) {
      const vi = this.indexVars[i];
      const l = this.linear(this.inst.constDefs.get(vi));
      if (!l.ok || (l.k != 0 && this.inst.varTypes[vi]! != Type.i64)) ok = false;
    }
    ok = ok && this.spmdStmts(body) && this.family.length > 0 && this.lanesDisjoint();
    this.spmd = false;
    if (!ok) {
      this.dropTempDefs();
      return false;
    }
    this.shape = this.family == "f64" ? "f64x2" : this.family + "x4";
    this.lanes = this.family == "f64" ? 2 : 4;
    return true;
  }

  /**
   * A compound store's index temporary is assigned once, in the store's index: its definition
   * joins constDefs (as a `const` local's) so indices through it are linear and checkable.
   */
  addTempDefs(body: Stmt[]): void {
    this.tempDefs = [];
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      if (s.kind != StmtKind.Expr || (<ExprStmt>s).expr!.kind != ExprKind.Store) continue;
      const idx = (<StoreExpr>(<ExprStmt>s).expr!).index!;
      if (idx.kind != ExprKind.AssignVar) continue;
      const a = <AssignVarExpr>idx;
      const v = this.fn.vars[a.varIndex];
      // a temporary is made for its one store (lower/exprs.ts), its assignment not counted
      if (v.kind != VarKind.Temp || v.assignCount > 1 || this.inst.constDefs.has(a.varIndex)) continue;
      this.inst.constDefs.set(a.varIndex, a.value!);
      this.tempDefs.push(a.varIndex);
    }
  }

  dropTempDefs(): void {
    for (let i = 0; i < this.tempDefs.length; i++) this.inst.constDefs.delete(this.tempDefs[i]);
    this.tempDefs = [];
  }

  /** The index a check evaluates: a compound store's `t = k` is k. */
  checkedIndex(e: Expr): Expr {
    return e.kind == ExprKind.AssignVar ? (<AssignVarExpr>e).value! : e;
  }

  collectInner(body: Stmt[]): void {
    for (let i = 0; i < body.length; i++) {
      if (body[i].kind == StmtKind.Range) this.innerVars.push((<RangeStmt>body[i]).varIndex);
    }
  }

  spmdStmts(body: Stmt[]): bool {
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      if (s.kind == StmtKind.Range) {
        const r = <RangeStmt>s;
        if (this.curLoop >= 0) return false; // one level of inner loops
        if (r.step != null && !(r.step!.kind == ExprKind.Const && (<ConstExpr>r.step!).bits == 1)) return false;
        if (r.startExpr != null && !this.uniformInvariant(r.startExpr!)) return false;
        if (!this.uniformInvariant(r.endExpr!)) return false;
        this.curLoop = r.varIndex;
        const ok = this.spmdStmts(r.body);
        this.curLoop = -1;
        if (!ok) return false;
        continue;
      }
      if (s.kind != StmtKind.Expr) return false;
      const e = (<ExprStmt>s).expr!;
      if (e.kind == ExprKind.AssignVar) {
        const a = <AssignVarExpr>e;
        const vi = a.varIndex;
        if (this.copyOf[vi] != vi) continue; // a copy: reads use its source, the value is pure
        if (this.indexVars.includes(vi)) continue;
        if (!this.laneVars.includes(vi) || !this.operand(a.value!, this.inst.varTypes[vi]!)) return false;
      } else if (e.kind == ExprKind.Store) {
        const st = <StoreExpr>e;
        const et = this.inst.varTypes[st.varIndex]!;
        if (this.curLoop >= 0 || this.semOf(st) != Sem.Native || !this.plainArray(st.varIndex)) return false;
        if (!this.sameFamily(et) || !this.accessOk(st, st.index!)) return false;
        if (!this.operand(st.value!, et)) return false;
      } else {
        return false;
      }
    }
    return true;
  }

  /** A parameter array (not a texture, not a local array on the scratch stack). */
  plainArray(vi: i32): bool {
    const k = this.fn.vars[vi].kind;
    return this.inst.varTexture[vi] == null && k != VarKind.LocalArray && k != VarKind.Shared && this.arrays[vi] != null;
  }

  /** An expression the parallel loop does not change: constants, lengths, invariant variables. */
  uniformInvariant(e: Expr): bool {
    switch (e.kind) {
      case ExprKind.Const: case ExprKind.Length: return true;
      case ExprKind.Var: return this.invariantVar(this.copyOf[(<VarExpr>e).varIndex]);
      case ExprKind.Unary: return (<UnaryExpr>e).op != UnOp.Not && this.uniformInvariant((<UnaryExpr>e).arg!);
      case ExprKind.Binary: {
        const x = <BinaryExpr>e;
        return x.op < BinOp.Eq && x.op != BinOp.Pow && this.uniformInvariant(x.left!) && this.uniformInvariant(x.right!);
      }
      default: return false;
    }
  }

  /**
   * A load or store the vector loop can do: a linear index, proved in bounds here (elided by
   * the block's version, or checked by emitSpmdBlock at the block's ends or corners).
   */
  accessOk(e: Expr, index: Expr): bool {
    if (!this.typeOf(index).isInteger) return false;
    const l = this.linear(index);
    if (!l.ok) return false;
    const b = <Bounds>this.inst.bounds[e.id];
    if (b == Bounds.Hoisted && !this.elided.includes(e.id)) {
      // hoisted to the inner loop it is in: checked at the corners
      if (this.curLoop < 0 || !this.loopChecks(this.curLoop).includes(e)) return false;
      if (!this.cornerEvaluable(index, this.curLoop)) return false;
    } else if (b == Bounds.Checked) {
      if (this.curLoop >= 0 || !this.cornerEvaluable(this.checkedIndex(index), -1)) return false;
    }
    this.spmdAccesses.push(e);
    this.spmdLoops.push(this.curLoop);
    return true;
  }

  loopChecks(j: i32): Expr[] {
    return this.inst.loopAccesses.has(j) ? this.inst.loopAccesses.get(j) : new Array<Expr>();
  }

  /**
   * Can affineAt evaluate this index at a corner (the loop variable's local set to a lane, the
   * inner counter `j` substituted; -1: the parallel loop variable substituted)? Only consts,
   * lengths, + - * and variables that are invariant, substituted, or consts defined in the
   * substituted loop.
   */
  cornerEvaluable(e: Expr, j: i32): bool {
    switch (e.kind) {
      case ExprKind.Const: case ExprKind.Length: return true;
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        const loopVar = j >= 0 ? j : this.vecVar;
        if (vi == loopVar || (j >= 0 && vi == this.vecVar) || this.invariantVar(vi)) return true;
        const assigned = this.inst.loopAssigned.has(loopVar) ? this.inst.loopAssigned.get(loopVar) : new Array<i32>();
        return assigned.includes(vi) && this.inst.constDefs.has(vi) && this.cornerEvaluable(this.inst.constDefs.get(vi), j);
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        return (u.op == UnOp.Neg || u.op == UnOp.Plus) && this.cornerEvaluable(u.arg!, j);
      }
      case ExprKind.Binary: {
        const x = <BinaryExpr>e;
        if (x.op != BinOp.Add && x.op != BinOp.Sub && x.op != BinOp.Mul) return false;
        return this.cornerEvaluable(x.left!, j) && this.cornerEvaluable(x.right!, j);
      }
      default: return false;
    }
  }

  /** k * i + c + uniform terms, every term with i computed in i64 (nothing wraps), or failed. */
  linear(e: Expr): Linear {
    const t = this.typeOf(e);
    if (!t.isInteger) return failed();
    switch (e.kind) {
      case ExprKind.Const: {
        const l = new Linear();
        l.c = (<ConstExpr>e).bits;
        return l;
      }
      case ExprKind.Length: return this.uniformTerm(e);
      case ExprKind.AssignVar: {
        // a compound store's index temporary: its value (the same type, so nothing converts)
        const a = <AssignVarExpr>e;
        if (!this.tempDefs.includes(a.varIndex) || this.typeOf(a.value!) != this.inst.varTypes[a.varIndex]!) return failed();
        return this.linear(a.value!);
      }
      case ExprKind.Var: {
        const vi = this.copyOf[(<VarExpr>e).varIndex];
        if (vi == this.vecVar) {
          if (t != Type.i64) return failed();
          const l = new Linear();
          l.k = 1;
          return l;
        }
        if (this.indexVars.includes(vi)) {
          const def = this.inst.constDefs.get(vi);
          const l = this.linear(def);
          // a narrowing definition (i64 into i32) wraps: only uniform ones
          if (l.ok && l.k != 0 && this.typeOf(def) != this.inst.varTypes[vi]!) return failed();
          return l;
        }
        if (this.innerVars.includes(vi) || this.invariantVar(vi)) return this.uniformTerm(e);
        return failed();
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        if (u.op != UnOp.Neg && u.op != UnOp.Plus) return failed();
        const a = this.linear(u.arg!);
        if (!a.ok) return a;
        if (a.k == 0) return this.uniformTerm(e);
        if (u.op == UnOp.Plus) return a;
        if (this.opTypeOf(e) != Type.i64) return failed();
        const l = new Linear();
        l.k = -a.k;
        l.c = -a.c;
        for (let i = 0; i < a.rest.length; i++) l.rest.push("-" + a.rest[i]);
        return l;
      }
      case ExprKind.Binary: {
        const x = <BinaryExpr>e;
        if (this.semOf(x) != Sem.Native || x.op >= BinOp.Eq) return failed();
        const a = this.linear(x.left!);
        const b = this.linear(x.right!);
        if (!a.ok || !b.ok) return failed();
        if (a.k == 0 && b.k == 0) {
          const l = this.uniformTerm(e);
          // constants stay constants (the lane offsets compare them)
          if (a.rest.length == 0 && b.rest.length == 0 && (x.op == BinOp.Add || x.op == BinOp.Sub || x.op == BinOp.Mul) && this.opTypeOf(e) == Type.i64) {
            l.rest = [];
            l.c = x.op == BinOp.Add ? a.c + b.c : x.op == BinOp.Sub ? a.c - b.c : a.c * b.c;
          }
          return l;
        }
        if (this.opTypeOf(e) != Type.i64) return failed();
        const l = new Linear();
        if (x.op == BinOp.Add || x.op == BinOp.Sub) {
          const s: i64 = x.op == BinOp.Add ? 1 : -1;
          l.k = a.k + s * b.k;
          l.c = a.c + s * b.c;
          for (let i = 0; i < a.rest.length; i++) l.rest.push(a.rest[i]);
          for (let i = 0; i < b.rest.length; i++) l.rest.push(s > 0 ? b.rest[i] : "-" + b.rest[i]);
          return l;
        }
        if (x.op != BinOp.Mul) return failed();
        // the loop variable times a constant
        const lin = a.k != 0 ? a : b;
        const other = a.k != 0 ? b : a;
        if (other.rest.length > 0) return failed();
        l.k = lin.k * other.c;
        l.c = lin.c * other.c;
        for (let i = 0; i < lin.rest.length; i++) l.rest.push(other.c.toString() + "*" + lin.rest[i]);
        return l;
      }
      default:
        return failed();
    }
  }

  uniformTerm(e: Expr): Linear {
    const l = new Linear();
    l.rest.push(this.affineKey(e));
    return l;
  }

  /**
   * Lanes touch only their own elements of a stored array: every access to it is at the top
   * level, k * i + c + the same uniform part with the same k != 0, and two offsets c are equal
   * or never meet within a vector (c1 - c2 not a multiple of k below lanes * |k|).
   */
  lanesDisjoint(): bool {
    const n = this.spmdAccesses.length;
    const lanes: i64 = this.family == "f64" ? 2 : 4;
    for (let i = 0; i < n; i++) {
      const s = this.spmdAccesses[i];
      if (s.kind != ExprKind.Store) continue;
      const vi = (<StoreExpr>s).varIndex;
      const ls = this.linear((<StoreExpr>s).index!);
      if (ls.k == 0) return false;
      const rs = this.restKey(ls);
      for (let j = 0; j < n; j++) {
        const e = this.spmdAccesses[j];
        const vj = e.kind == ExprKind.Load ? (<LoadExpr>e).varIndex : (<StoreExpr>e).varIndex;
        if (vj != vi) continue;
        if (this.spmdLoops[j] >= 0) return false;
        const le = this.linear(e.kind == ExprKind.Load ? (<LoadExpr>e).index! : (<StoreExpr>e).index!);
        if (le.k != ls.k || this.restKey(le) != rs) return false;
        const d = le.c - ls.c;
        const k = ls.k < 0 ? -ls.k : ls.k;
        if (d != 0 && d % k == 0 && (d < 0 ? -d : d) < lanes * k) return false;
      }
    }
    return true;
  }

  restKey(l: Linear): string {
    const r = l.rest.slice(0);
    r.sort();
    return r.join("+");
  }

  // ---- simd.ts's value rules, widened ---------------------------------------------------------

  vectorValue(e: Expr): bool {
    if (!this.spmd) return super.vectorValue(e);
    const t = this.typeOf(e);
    switch (e.kind) {
      case ExprKind.Var: {
        if (!this.sameFamily(t)) return false;
        const vi = this.copyOf[(<VarExpr>e).varIndex];
        if (this.laneVars.includes(vi)) return this.inst.varTypes[vi]! == t;
        return !this.inVfn && this.invariantVar(vi);
      }
      case ExprKind.Load: {
        const l = <LoadExpr>e;
        if (this.inVfn || !this.sameFamily(t) || !this.plainArray(l.varIndex) || this.inst.varTypes[l.varIndex]! != t) return false;
        return this.accessOk(l, l.index!);
      }
      case ExprKind.CallFn: return !this.inVfn && this.sameFamily(t) && this.vectorCall(<CallFnExpr>e);
      default: return super.vectorValue(e);
    }
  }

  operand(e: Expr, t: Type): bool {
    if (this.spmd && e.kind == ExprKind.Var && this.laneVars.includes(this.copyOf[(<VarExpr>e).varIndex])) {
      return this.typeOf(e) == t && this.vectorValue(e);
    }
    return super.operand(e, t);
  }

  /** A call of a device function with a vector variant of this family, its arguments of the parameters' types. */
  vectorCall(e: CallFnExpr): bool {
    const ci = this.inst.callInstance[e.id];
    if (ci < 0 || ci >= this.vfnFamily.length || this.vfnFamily[ci] != this.family) return false;
    const callee = this.inf.instances[ci];
    const f = callee.fn;
    for (let i = 0; i < e.args.length; i++) {
      const pt = callee.varTypes[f.params[i]]!;
      if (this.typeOf(e.args[i]) != pt || !this.operand(e.args[i], pt)) return false;
    }
    for (let c = 0; c < f.captureOuter.length; c++) {
      const vi = this.copyOf[f.captureOuter[c]];
      if (this.inst.varTypes[vi]! != callee.varTypes[f.captureInner[c]]!) return false;
      if (!this.laneVars.includes(vi) && !this.invariantVar(vi)) return false;
    }
    return true;
  }

  /**
   * A device function's vector variant's family ("" for none): straight-line assignments of
   * scalars of one lane type, then `return` of one; no loads, calls or control flow.
   * The caller (gen.ts) has reset the walker to `inst`.
   */
  vfnCandidate(inst: FnInstance): string {
    const f = inst.fn;
    if (!inst.sawReturnValue || inst.sawBareReturn) return "";
    this.family = "";
    this.laneVars = [];
    if (!this.sameFamily(inst.returnType!)) return "";
    for (let i = 0; i < f.params.length; i++) this.laneVars.push(f.params[i]);
    for (let i = 0; i < f.captureInner.length; i++) this.laneVars.push(f.captureInner[i]);
    const body = f.body;
    if (body.length == 0 || body[body.length - 1].kind != StmtKind.Return) return "";
    for (let i = 0; i + 1 < body.length; i++) {
      if (body[i].kind != StmtKind.Expr || (<ExprStmt>body[i]).expr!.kind != ExprKind.AssignVar) return "";
      const vi = (<AssignVarExpr>(<ExprStmt>body[i]).expr!).varIndex;
      if (!this.laneVars.includes(vi)) this.laneVars.push(vi);
    }
    for (let i = 0; i < this.laneVars.length; i++) {
      const vi = this.laneVars[i];
      if (inst.varIsArray[vi] || !this.sameFamily(inst.varTypes[vi]!)) return "";
    }
    this.spmd = true;
    this.inVfn = true;
    let ok = true;
    for (let i = 0; i + 1 < body.length && ok; i++) {
      const a = <AssignVarExpr>(<ExprStmt>body[i]).expr!;
      if (this.copyOf[a.varIndex] == a.varIndex) ok = this.operand(a.value!, inst.varTypes[a.varIndex]!);
    }
    const ret = (<ReturnStmt>body[body.length - 1]).value;
    ok = ok && ret != null && this.operand(ret!, inst.returnType!);
    this.spmd = false;
    this.inVfn = false;
    return ok ? this.family : "";
  }

  /** The body of a vector variant vfnCandidate admitted; its parameters are `$a0`... (v128). */
  emitVfnBody(inst: FnInstance, family: string): void {
    const f = inst.fn;
    this.family = family;
    this.shape = family == "f64" ? "f64x2" : family + "x4";
    this.lanes = family == "f64" ? 2 : 4;
    this.vecLocals = new Map();
    this.hoistedLoads = new Map();
    let p = 0;
    for (let i = 0; i < f.params.length; i++) this.vecLocals.set(f.params[i], "$a" + (p++).toString());
    for (let i = 0; i < f.captureInner.length; i++) this.vecLocals.set(f.captureInner[i], "$a" + (p++).toString());
    const body = f.body;
    for (let i = 0; i + 1 < body.length; i++) {
      const vi = (<AssignVarExpr>(<ExprStmt>body[i]).expr!).varIndex;
      if (!this.vecLocals.has(vi) && this.copyOf[vi] == vi) this.vecLocals.set(vi, this.local("v128"));
    }
    this.spmd = true;
    for (let i = 0; i + 1 < body.length; i++) this.spmdAssign(<AssignVarExpr>(<ExprStmt>body[i]).expr!);
    const ret = (<ReturnStmt>body[body.length - 1]).value!;
    this.effect("(return " + this.vemit(ret, inst.returnType!) + ")");
    this.spmd = false;
  }

  // ---- the vector loop ------------------------------------------------------------------------

  /** The block [b, bend): vectors where its accesses are proved and no stored array overlaps another, then the scalar rest. */
  emitSpmdBlock(v: i32, b: string, bend: string, body: Stmt[], exit: string): void {
    const l = this.lanes;
    const rest = this.local("i64");
    this.effect("(local.set " + rest + " " + b + ")");
    const vend = this.opW("i64", "(i64.add " + b + " (i64.and (i64.sub " + bend + " " + b + ") (i64.const " + (-l).toString() + ")))");
    const ok = this.opW("i32", "(i32.and " + this.arraysApart() + " " + this.provedInBounds(v, b, bend, body) + ")");
    this.open("(if " + ok);
    this.open("(then");
    this.vecLocals = new Map();
    this.hoistedLoads = new Map();
    for (let i = 0; i < this.laneVars.length; i++) this.vecLocals.set(this.laneVars[i], this.local("v128"));
    const loop = this.openStepLoop(v, b, vend, "spmd");
    this.spmd = true;
    this.spmdEmit(body);
    this.spmd = false;
    this.closeStepLoop(loop, l);
    this.effect("(local.set " + rest + " " + vend + ")");
    this.close();
    this.close();
    this.emitIterations(v, "(local.get " + rest + ")", bend, body, true, exit);
    this.dropTempDefs();
  }

  /** i32 bool: every stored array's bytes are apart from every other array's of the body. */
  arraysApart(): string {
    let ok = "(i32.const 1)";
    const arrs = new Array<i32>();
    const stored = new Array<bool>();
    for (let i = 0; i < this.spmdAccesses.length; i++) {
      const e = this.spmdAccesses[i];
      const vi = e.kind == ExprKind.Load ? (<LoadExpr>e).varIndex : (<StoreExpr>e).varIndex;
      const k = arrs.indexOf(vi);
      if (k < 0) {
        arrs.push(vi);
        stored.push(e.kind == ExprKind.Store);
      } else if (e.kind == ExprKind.Store) {
        stored[k] = true;
      }
    }
    const lo = new Array<string>();
    const hi = new Array<string>();
    for (let i = 0; i < arrs.length; i++) {
      const a = this.arrays[arrs[i]]!;
      const base = this.opW("i64", "(i64.extend_i32_u " + a.base + ")");
      lo.push(base);
      hi.push(this.opW("i64", "(i64.add " + base + " (i64.mul " + a.len + " (i64.const " + a.elem.size.toString() + ")))"));
    }
    for (let i = 0; i < arrs.length; i++) {
      if (!stored[i]) continue;
      for (let j = 0; j < arrs.length; j++) {
        if (j == i || (stored[j] && j < i)) continue;
        const apart = "(i32.or (i64.le_u " + hi[i] + " " + lo[j] + ") (i64.le_u " + hi[j] + " " + lo[i] + "))";
        ok = this.opW("i32", "(i32.and " + ok + " " + apart + ")");
      }
    }
    return ok;
  }

  /** i32 bool: the accesses not proved by the block's version are in bounds for all of [b, bend). */
  provedInBounds(v: i32, b: string, bend: string, body: Stmt[]): string {
    let ok = "(i32.const 1)";
    const last = this.opW("i64", "(i64.sub " + bend + " (i64.const 1))");
    const ends = [b, last];
    // top-level accesses checked one by one in the scalar loop: at the block's two ends
    for (let i = 0; i < this.spmdAccesses.length; i++) {
      const e = this.spmdAccesses[i];
      if (this.spmdLoops[i] >= 0 || <Bounds>this.inst.bounds[e.id] != Bounds.Checked) continue;
      const vi = e.kind == ExprKind.Load ? (<LoadExpr>e).varIndex : (<StoreExpr>e).varIndex;
      const index = this.checkedIndex(e.kind == ExprKind.Load ? (<LoadExpr>e).index! : (<StoreExpr>e).index!);
      const len = this.lengthOf(vi);
      for (let k = 0; k < 2; k++) {
        ok = this.opW("i32", "(i32.and " + ok + " (i64.lt_u " + this.affineAt(index, v, ends[k]) + " " + len + "))");
      }
    }
    // inner loops' hoisted accesses: at the four corners
    for (let s = 0; s < body.length; s++) {
      if (body[s].kind != StmtKind.Range) continue;
      const r = <RangeStmt>body[s];
      const j = r.varIndex;
      const jlo = r.startExpr ? this.emitAs(r.startExpr!, Type.i64) : "(i64.const 0)";
      const jhi = this.opW("i64", "(i64.sub " + this.emitAs(r.endExpr!, Type.i64) + " (i64.const 1))");
      for (let i = 0; i < this.spmdAccesses.length; i++) {
        const e = this.spmdAccesses[i];
        if (this.spmdLoops[i] != j || <Bounds>this.inst.bounds[e.id] != Bounds.Hoisted || this.elided.includes(e.id)) continue;
        const vi = e.kind == ExprKind.Load ? (<LoadExpr>e).varIndex : (<StoreExpr>e).varIndex;
        const index = e.kind == ExprKind.Load ? (<LoadExpr>e).index! : (<StoreExpr>e).index!;
        const len = this.lengthOf(vi);
        for (let k = 0; k < 2; k++) {
          this.scalarParam(v, ends[k]);
          const a = this.affineAt(index, j, jlo);
          const c = this.affineAt(index, j, jhi);
          ok = this.opW("i32", "(i32.and " + ok + " (i32.and (i64.lt_u " + a + " " + len + ") (i64.lt_u " + c + " " + len + ")))");
        }
      }
    }
    return ok;
  }

  spmdEmit(body: Stmt[]): void {
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      if (s.kind == StmtKind.Range) {
        this.spmdRange(<RangeStmt>s);
        continue;
      }
      const e = (<ExprStmt>s).expr!;
      if (e.kind == ExprKind.Store) this.spmdStore(<StoreExpr>e);
      else this.spmdAssign(<AssignVarExpr>e);
    }
  }

  spmdAssign(a: AssignVarExpr): void {
    const vi = a.varIndex;
    if (this.copyOf[vi] != vi) return;
    if (this.vecLocals.has(vi)) {
      this.effect("(local.set " + this.vecLocals.get(vi) + " " + this.vemit(a.value!, this.inst.varTypes[vi]!) + ")");
    } else {
      this.emit(a); // an index const: the first lane's
    }
  }

  /** Element `idx0 + lane * k` of the vector's lane (an i64 value). */
  laneIndex(idx0: string, lane: i32, k: i64): string {
    if (lane == 0) return idx0;
    return this.opW("i64", "(i64.add " + idx0 + " (i64.const " + (k * <i64>lane).toString() + "))");
  }

  spmdStore(s: StoreExpr): void {
    const et = this.inst.varTypes[s.varIndex]!;
    const k = this.linear(s.index!).k;
    const idx = this.emitIndex(s.index!);
    const val = this.vemit(s.value!, et);
    if (k == 1) {
      this.effect("(v128.store " + this.elementAddr(s.varIndex, idx) + " " + val + ")");
      return;
    }
    for (let l = 0; l < this.lanes; l++) {
      const addr = this.elementAddr(s.varIndex, this.laneIndex(idx, l, k));
      this.effect("(" + storeOp(et) + " " + addr + " (" + this.shape + ".extract_lane " + l.toString() + " " + val + "))");
    }
  }

  /** A load per lane: one vector (contiguous), one scalar broadcast (uniform), or a gather. */
  spmdLoad(e: LoadExpr): string {
    const et = this.inst.varTypes[e.varIndex]!;
    const k = this.linear(e.index!).k;
    const idx = this.innerPtr.has(e.id) ? "" : this.emitIndex(e.index!);
    if (k == 1) return this.vop("(v128.load " + this.memarg(e, 0, k) + this.laneAddr(e, idx, 0, k) + ")");
    // uniform: one load into every lane (vbroadcastss on x64, where a load and a splat are two)
    if (k == 0) return this.vop("(v128.load" + (et.size * 8).toString() + "_splat " + this.memarg(e, 0, k) + this.laneAddr(e, idx, 0, k) + ")");
    // a gather of elements as wide as the lanes: loads into lanes (`v128.load32_lane`), not scalar
    // loads and `replace_lane`: V8 treats replace_lane as pure and may rebuild a hoisted gather
    // inside the loop that uses it (n-body's `pos[3*i+k]`: 9 `vinsertps` from spill slots per
    // iteration of an unrolled copy); a load stays where it is written
    if (et.size == (this.shape == "f64x2" ? 8 : 4)) {
      const w = (et.size * 8).toString();
      let v = this.vop("(v128.load" + w + "_splat " + this.memarg(e, 0, k) + this.laneAddr(e, idx, 0, k) + ")");
      for (let l = 1; l < this.lanes; l++) {
        v = this.vop("(v128.load" + w + "_lane " + this.memarg(e, l, k) + l.toString() + " " + this.laneAddr(e, idx, l, k) + " " + v + ")");
      }
      return v;
    }
    const first = this.op(et, "(" + loadOp(et) + " " + this.memarg(e, 0, k) + this.laneAddr(e, idx, 0, k) + ")");
    let acc = this.vop("(" + this.shape + ".splat " + first + ")");
    for (let l = 1; l < this.lanes; l++) {
      const x = this.op(et, "(" + loadOp(et) + " " + this.memarg(e, l, k) + this.laneAddr(e, idx, l, k) + ")");
      acc = this.vop("(" + this.shape + ".replace_lane " + l.toString() + " " + acc + " " + x + ")");
    }
    return acc;
  }

  /** The i32 address of a load's element for lane `lane`: its inner loop's pointer (innerLoads), or the first lane's index `idx0` plus lane * k. */
  laneAddr(e: LoadExpr, idx0: string, lane: i32, k: i64): string {
    if (this.innerPtr.has(e.id)) return "(local.get " + this.innerPtr.get(e.id) + ")";
    return this.elementAddr(e.varIndex, this.laneIndex(idx0, lane, k));
  }

  /** The memory operand's `offset=` (with its space) that goes with laneAddr: a pointer's constant part. */
  memarg(e: LoadExpr, lane: i32, k: i64): string {
    if (!this.innerPtr.has(e.id)) return "";
    const off = this.innerOff.get(e.id) + <i64>lane * k * <i64>this.inst.varTypes[e.varIndex]!.size;
    return off == 0 ? "" : "offset=" + off.toString() + " ";
  }

  /**
   * An inner range: one counter for all lanes, in blocks of BLOCK iterations, each polled; loads
   * it does not change go first, the ones that step with it through pointers (innerLoads). Each
   * block runs at least one iteration, so its loop is a do-while: one branch per iteration (with
   * the pointers: n-body 1.3x on this VM's EPYC, bench/wasm/nbody-forms.ts).
   */
  spmdRange(r: RangeStmt): void {
    const j = r.varIndex;
    const lo = r.startExpr ? this.emitAs(r.startExpr!, Type.i64) : "(i64.const 0)";
    const hi = this.opW("i64", this.emitAs(r.endExpr!, Type.i64));
    const hoisted = new Array<i32>();
    this.hoistLoads(r.body, j, hoisted);
    const ptrs = new Array<string>();
    const firsts = new Array<LoadExpr>();
    this.innerLoads(r.body, j, ptrs, firsts);
    // each pointer's step per iteration: the difference of its address at two consecutive counters
    const steps = new Array<string>();
    let lo1 = "";
    for (let g = 0; g < ptrs.length; g++) {
      const f = firsts[g];
      const c = this.jCoeff(f.index!, j);
      if (c != NO_COEFF) {
        // known here: V8 keeps an `add reg, imm` (a computed step it rebuilds in its unrolled copies)
        steps.push("(i32.const " + (<i32>(c * <i64>this.inst.varTypes[f.varIndex]!.size)).toString() + ")");
        continue;
      }
      if (lo1.length == 0) lo1 = this.opW("i64", "(i64.add " + lo + " (i64.const 1))");
      const a0 = this.elementAddr(f.varIndex, this.affineAt(f.index!, j, lo));
      const a1 = this.elementAddr(f.varIndex, this.affineAt(f.index!, j, lo1));
      steps.push(this.opW("i32", "(i32.sub " + a1 + " " + a0 + ")"));
    }
    const blk = this.local("i64");
    this.effect("(local.set " + blk + " " + lo + ")");
    const bv = "(local.get " + blk + ")";
    const exit = this.newLabel("spmd_range_exit");
    const head = this.newLabel("spmd_blk_head");
    this.open("(block " + exit);
    this.open("(loop " + head);
    this.effect("(br_if " + exit + " (i64.ge_s " + bv + " " + hi + "))");
    const e0 = this.opW("i64", "(i64.add " + bv + " (i64.const " + BLOCK.toString() + "))");
    const bend = this.opW("i64", "(select " + e0 + " " + hi + " (i64.lt_s " + e0 + " " + hi + "))");
    // a vector iteration is `lanes` iterations' work
    this.pollBy(this.opW("i64", "(i64.mul (i64.sub " + bend + " " + bv + ") (i64.const " + this.lanes.toString() + "))"));
    for (let g = 0; g < ptrs.length; g++) {
      this.effect("(local.set " + ptrs[g] + " " + this.elementAddr(firsts[g].varIndex, this.affineAt(firsts[g].index!, j, bv)) + ")");
    }
    const ctr = this.local("i64");
    this.effect("(local.set " + ctr + " " + bv + ")");
    const x = "(local.get " + ctr + ")";
    const ihead = this.newLabel("spmd_it_head");
    // bv < bend here: the block is not empty
    this.open("(loop " + ihead);
    this.scalarParam(j, x);
    this.spmdEmit(r.body);
    for (let g = 0; g < ptrs.length; g++) this.effect("(local.set " + ptrs[g] + " (i32.add (local.get " + ptrs[g] + ") " + steps[g] + "))");
    this.effect("(local.set " + ctr + " (i64.add " + x + " (i64.const 1)))");
    this.effect("(br_if " + ihead + " (i64.lt_s " + x + " " + bend + "))");
    this.close();
    this.effect("(local.set " + blk + " " + bend + ")");
    this.effect("(br " + head + ")");
    this.close();
    this.close();
    for (let i = 0; i < hoisted.length; i++) this.hoistedLoads.delete(hoisted[i]);
    this.innerPtr = new Map();
    this.innerOff = new Map();
  }

  /**
   * The inner loop `j`'s loads that step with it, as pointers (vecfn.ts's groups, on the inner
   * counter): loads proved in bounds (not `checks: "off"`), grouped by array and by their index
   * less a constant (`pos[3*j]`, `pos[3*j + 1]`, `pos[3*j + 2]` one group), whose index is affine
   * in j, and whose lanes are at non-negative offsets (k >= 0). One i32 pointer per group, at its
   * smallest constant, set at each block's first iteration as the inline address is computed and
   * stepped by the difference of two consecutive addresses: an affine index gives an address
   * affine modulo 2^32, so the pointer is the inline address exactly; the constants become
   * `offset=` immediates, which add without wrapping, the same address for an access in bounds.
   * Fills innerPtr/innerOff; `ptrs` gets each group's local, `firsts` its smallest member.
   */
  innerLoads(body: Stmt[], j: i32, ptrs: string[], firsts: LoadExpr[]): void {
    const loads = new Array<LoadExpr>();
    for (let i = 0; i < body.length; i++) {
      if (body[i].kind == StmtKind.Expr) this.loadsIn((<ExprStmt>body[i]).expr!, loads);
    }
    const keys = new Array<string>();
    const lows = new Array<i64>();
    const members = new Array<Array<LoadExpr>>();
    const cs = new Array<Array<i64>>();
    for (let i = 0; i < loads.length; i++) {
      const e = loads[i];
      if (this.hoistedLoads.has(e.id) || <Bounds>this.inst.bounds[e.id] != Bounds.Hoisted) continue;
      if (!this.typeOf(e.index!).isInteger || this.jAffine(e.index!, j) < 0) continue;
      const k = this.linear(e.index!).k;
      if (k < 0 || k > MAX_LANE_STRIDE) continue;
      const sp = this.split(e.index!);
      const key = e.varIndex.toString() + ":" + this.affineKey(sp.core);
      let g = keys.indexOf(key);
      if (g < 0) {
        g = keys.length;
        keys.push(key);
        lows.push(sp.c);
        members.push(new Array<LoadExpr>());
        cs.push(new Array<i64>());
        firsts.push(e);
      }
      members[g].push(e);
      cs[g].push(sp.c);
      if (sp.c < lows[g]) {
        lows[g] = sp.c;
        firsts[g] = e;
      }
    }
    for (let g = 0; g < keys.length; g++) {
      const p = this.local("i32");
      ptrs.push(p);
      for (let m = 0; m < members[g].length; m++) {
        const e = members[g][m];
        this.innerPtr.set(e.id, p);
        this.innerOff.set(e.id, (cs[g][m] - lows[g]) * <i64>this.inst.varTypes[e.varIndex]!.size);
      }
    }
  }

  /**
   * The coefficient of j in an index jAffine found affine (0 where j-free), where it is a
   * constant here: j's multipliers are integer literals (`3 * j`); NO_COEFF otherwise.
   */
  jCoeff(e: Expr, j: i32): i64 {
    switch (e.kind) {
      case ExprKind.Const: case ExprKind.Length: return 0;
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        if (vi == j) return 1;
        const inJ = this.inst.loopAssigned.has(j) ? this.inst.loopAssigned.get(j) : new Array<i32>();
        return inJ.includes(vi) ? this.jCoeff(this.inst.constDefs.get(vi), j) : 0;
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        const a = this.jCoeff(u.arg!, j);
        return a == NO_COEFF || u.op == UnOp.Plus ? a : -a;
      }
      case ExprKind.Binary: {
        const x = <BinaryExpr>e;
        const a = this.jCoeff(x.left!, j);
        const b = this.jCoeff(x.right!, j);
        if (a == NO_COEFF || b == NO_COEFF) return NO_COEFF;
        if (x.op == BinOp.Add) return a + b;
        if (x.op == BinOp.Sub) return a - b;
        if (a == 0 && b == 0) return 0;
        const l = this.intConst(x.left!);
        const r = this.intConst(x.right!);
        const c = a == 0 ? (l != null ? l.bits : NO_COEFF) : (r != null ? r.bits : NO_COEFF);
        if (c == NO_COEFF || c > MAX_LANE_STRIDE || c < -MAX_LANE_STRIDE) return NO_COEFF;
        return c * (a == 0 ? b : a);
      }
      default: return NO_COEFF;
    }
  }

  /** The loads in an expression (the inner body's operand forms: see hoistIn). */
  loadsIn(e: Expr, out: LoadExpr[]): void {
    switch (e.kind) {
      case ExprKind.Load: out.push(<LoadExpr>e); return;
      case ExprKind.AssignVar: this.loadsIn((<AssignVarExpr>e).value!, out); return;
      case ExprKind.Unary: this.loadsIn((<UnaryExpr>e).arg!, out); return;
      case ExprKind.Binary: {
        this.loadsIn((<BinaryExpr>e).left!, out);
        this.loadsIn((<BinaryExpr>e).right!, out);
        return;
      }
      case ExprKind.Logical: {
        this.loadsIn((<LogicalExpr>e).left!, out);
        this.loadsIn((<LogicalExpr>e).right!, out);
        return;
      }
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        this.loadsIn(c.test!, out);
        this.loadsIn(c.then!, out);
        this.loadsIn(c.otherwise!, out);
        return;
      }
      case ExprKind.Intrinsic: {
        const c = <IntrinsicExpr>e;
        for (let i = 0; i < c.args.length; i++) this.loadsIn(c.args[i], out);
        return;
      }
      case ExprKind.CallFn: {
        const c = <CallFnExpr>e;
        for (let i = 0; i < c.args.length; i++) this.loadsIn(c.args[i], out);
        return;
      }
      default: return;
    }
  }

  /**
   * An integer index in the inner loop `j`: 1 where it is affine in j (j, and consts of j's body
   * defined from it, under + - and * by a j-free factor), 0 where j does not change it, -1 where
   * it is neither or affineAt could not evaluate it (the forms cornerEvaluable admits).
   */
  jAffine(e: Expr, j: i32): i32 {
    const a = this.jAffineAt(e, j);
    // arithmetic narrower than 32 bits wraps below 2^32: not affine modulo 2^32
    if (a == 1 && (this.typeOf(e).size < 4 || ((e.kind == ExprKind.Binary || e.kind == ExprKind.Unary) && this.opTypeOf(e).size < 4))) return -1;
    return a;
  }

  jAffineAt(e: Expr, j: i32): i32 {
    switch (e.kind) {
      case ExprKind.Const: case ExprKind.Length: return 0;
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        if (vi == j) return 1;
        const inJ = this.inst.loopAssigned.has(j) ? this.inst.loopAssigned.get(j) : new Array<i32>();
        // a const of j's body: its definition (affineAt substitutes it the same way)
        if (inJ.includes(vi)) return this.inst.constDefs.has(vi) ? this.jAffine(this.inst.constDefs.get(vi), j) : -1;
        const src = this.copyOf[vi];
        if (src == j || inJ.includes(src) || this.innerVars.includes(src)) return -1;
        return 0; // the loop variable's first lane, an invariant or a top-level const: fixed in j's loop
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        return u.op == UnOp.Neg || u.op == UnOp.Plus ? this.jAffine(u.arg!, j) : -1;
      }
      case ExprKind.Binary: {
        const x = <BinaryExpr>e;
        if (this.semOf(x) != Sem.Native || (x.op != BinOp.Add && x.op != BinOp.Sub && x.op != BinOp.Mul)) return -1;
        const a = this.jAffine(x.left!, j);
        const b = this.jAffine(x.right!, j);
        if (a < 0 || b < 0) return -1;
        if (x.op == BinOp.Mul && a + b > 1) return -1;
        return a + b > 0 ? 1 : 0;
      }
      default: return -1;
    }
  }

  /** Loads of the inner loop `j`'s body whose index it does not change, proved in bounds: loaded before it. */
  hoistLoads(body: Stmt[], j: i32, out: i32[]): void {
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      if (s.kind != StmtKind.Expr) continue;
      this.hoistIn((<ExprStmt>s).expr!, j, out);
    }
  }

  hoistIn(e: Expr, j: i32, out: i32[]): void {
    switch (e.kind) {
      case ExprKind.Load: {
        const l = <LoadExpr>e;
        const b = <Bounds>this.inst.bounds[e.id];
        if (b != Bounds.None && !this.dependsOn(l.index!, j) && !this.hoistedLoads.has(e.id)) {
          this.hoistedLoads.set(e.id, this.spmdLoad(l));
          out.push(e.id);
        }
        return;
      }
      case ExprKind.AssignVar: this.hoistIn((<AssignVarExpr>e).value!, j, out); return;
      case ExprKind.Unary: this.hoistIn((<UnaryExpr>e).arg!, j, out); return;
      case ExprKind.Binary: {
        this.hoistIn((<BinaryExpr>e).left!, j, out);
        this.hoistIn((<BinaryExpr>e).right!, j, out);
        return;
      }
      case ExprKind.Logical: {
        this.hoistIn((<LogicalExpr>e).left!, j, out);
        this.hoistIn((<LogicalExpr>e).right!, j, out);
        return;
      }
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        this.hoistIn(c.test!, j, out);
        this.hoistIn(c.then!, j, out);
        this.hoistIn(c.otherwise!, j, out);
        return;
      }
      case ExprKind.Intrinsic: {
        const c = <IntrinsicExpr>e;
        for (let i = 0; i < c.args.length; i++) this.hoistIn(c.args[i], j, out);
        return;
      }
      case ExprKind.CallFn: {
        const c = <CallFnExpr>e;
        for (let i = 0; i < c.args.length; i++) this.hoistIn(c.args[i], j, out);
        return;
      }
      default: return;
    }
  }

  /** Does `e` read the inner counter `j` or a variable its loop assigns? */
  dependsOn(e: Expr, j: i32): bool {
    switch (e.kind) {
      case ExprKind.Var: {
        const vi = this.copyOf[(<VarExpr>e).varIndex];
        if (vi == j) return true;
        if (vi == this.vecVar || this.invariantVar(vi)) return false;
        // assigned in the parallel body: only where j's loop is known not to assign it
        if (!this.inst.loopAssigned.has(j)) return true;
        return this.inst.loopAssigned.get(j).includes(vi) || this.inst.loopAssigned.get(j).includes((<VarExpr>e).varIndex);
      }
      case ExprKind.Unary: return this.dependsOn((<UnaryExpr>e).arg!, j);
      case ExprKind.Binary: return this.dependsOn((<BinaryExpr>e).left!, j) || this.dependsOn((<BinaryExpr>e).right!, j);
      case ExprKind.Const: case ExprKind.Length: return false;
      default: return true;
    }
  }

  vemit(e: Expr, t: Type): string {
    if (!this.spmd) return super.vemit(e, t);
    switch (e.kind) {
      case ExprKind.Var: {
        const vi = this.copyOf[(<VarExpr>e).varIndex];
        if (this.vecLocals.has(vi)) return "(local.get " + this.vecLocals.get(vi) + ")";
        const scalar = this.convert("(local.get " + this.localFor(vi) + ")", this.inst.varTypes[vi]!, t);
        return this.vop("(" + this.shape + ".splat " + scalar + ")");
      }
      case ExprKind.Load: {
        if (this.hoistedLoads.has(e.id)) return this.hoistedLoads.get(e.id); // a local's read
        return this.spmdLoad(<LoadExpr>e);
      }
      case ExprKind.CallFn: return this.spmdCall(<CallFnExpr>e);
      default: return super.vemit(e, t);
    }
  }

  spmdCall(e: CallFnExpr): string {
    const ci = this.inst.callInstance[e.id];
    const callee = this.inf.instances[ci];
    const f = callee.fn;
    const args = new Array<string>();
    for (let i = 0; i < e.args.length; i++) args.push(this.vemit(e.args[i], callee.varTypes[f.params[i]]!));
    for (let c = 0; c < f.captureOuter.length; c++) {
      const vi = this.copyOf[f.captureOuter[c]];
      if (this.vecLocals.has(vi)) {
        args.push("(local.get " + this.vecLocals.get(vi) + ")");
      } else {
        args.push(this.vop("(" + this.shape + ".splat (local.get " + this.localFor(vi) + "))"));
      }
    }
    this.vfnUsed[ci] = true;
    return this.vop("(call $tack_vfn_" + callee.symbol + " " + args.join(" ") + ")");
  }
}
