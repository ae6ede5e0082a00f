/**
 * @fileoverview SPMD eligibility and shape (issue 12 item 1; codegen/llvm/SPMD.md). The
 * parallel loop's iterations are independent (DESIGN.md §3-4), so the LLVM generator may run W
 * of them in W vector lanes, each lane executing the scalar program exactly. This pass decides
 * whether a kernel variant can, and marks what the emitter needs:
 *
 * - every variable *varying* (its value may differ between lanes: it depends on the parallel
 *   index, on a varying value, or it is assigned under a varying condition) or *uniform* (the
 *   same in all lanes: one scalar register, broadcast where it meets a varying operand);
 * - every loop of the body *varying* (its test is varying, or a `break`/`continue` or `return`
 *   under a varying condition leaves it early for some lanes: it runs while any lane is active,
 *   with masks) or *uniform* (a plain scalar loop around vector code);
 * - whether a `return` can end some lanes early (the body then keeps a mask of returned lanes).
 *
 * Refusals keep the kernel scalar and say why (the IR's first line and `inspect()` show it): a
 * call of a device function, a local array, an atomic, a texture, a store every lane makes to
 * the same element or to elements the pass cannot prove distinct (a scatter), and the few
 * operations the vector emitter does not have yet (Uint8ClampedArray stores, Math.round,
 * Math.sign, clz32). Uniform expressions are emitted by the scalar walker, so they are never
 * refused for their operation; accesses whose check the loop's ends do not prove are checked
 * per lane.
 */

import { Intr } from "../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, CommaExpr, CondExpr, ConstExpr, ConstKind, Expr, ExprKind, ExprStmt, IfStmt,
  IntrinsicExpr, LoadExpr, LogicalExpr, LoopStmt, RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr, Template,
  UnaryExpr, UnOp, VarExpr,
} from "../ir";
import { Sem } from "../sem";
import { Type } from "../types";
import { copySources } from "./analyze";
import { FnInstance, Inference } from "./infer";

/**
 * The largest kernel (IR operations) that is vectorized: the vector body is a third copy of the
 * parallel loop's body beside the checked and remainder ones, and per-lane operations (libm,
 * division) expand W times, so LLVM's time grows; index.ts MAX_OPERATIONS bounds the scalar build.
 */
export const MAX_SPMD_OPERATIONS: i32 = 5000;

/** strideOf: the index is not affine in the parallel index with constant coefficients. */
export const NOT_AFFINE: i64 = i64.MIN_VALUE;

export class SpmdPlan {
  /** Vector lanes; 0: the kernel stays scalar (`reason` says why). */
  lanes: i32 = 0;
  reason: string = "";
  /** 1-based line:col of the refused construct ("" when the refusal has no place). */
  where: string = "";
  kernel: string = "";
  /** The vectorized variable: the parallel loop's (innermost) index. */
  index: i32 = -1;
  varyingVar: bool[] = [];
  copyOf: i32[] = [];
  varyingLoops: Stmt[] = [];
  /** A `return` under a varying condition: lanes end at different points of the body. */
  maskedReturn: bool = false;
  /** The function whose expressions this plan describes, and the instances its calls reach. */
  inst: FnInstance | null = null;
  inf: Inference | null = null;
  /**
   * Device functions called in the vector body, by callee instance: each is emitted inline,
   * widened, with every variable varying (passes its own checks: straight-line up to one final
   * `return`, no arrays, no calls; see calleeRefusal).
   */
  subPlans: Map<i32, SpmdPlan> = new Map();

  /** One line for the IR's header and inspect(). */
  summary(): string {
    if (this.lanes > 0) return "spmd: yes (" + this.lanes.toString() + " lanes)";
    return "spmd: no, kernel '" + this.kernel + "' stays scalar: " + this.reason + (this.where.length > 0 ? " (line " + this.where + ")" : "");
  }

  isVaryingLoop(s: Stmt): bool {
    return this.varyingLoops.includes(s);
  }

  isVarying(e: Expr): bool {
    switch (e.kind) {
      case ExprKind.Const:
      case ExprKind.Length:
        return false;
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        return this.varyingVar[vi] || this.varyingVar[this.copyOf[vi]];
      }
      case ExprKind.Load: return this.isVarying((<LoadExpr>e).index!);
      case ExprKind.Unary: return this.isVarying((<UnaryExpr>e).arg!);
      case ExprKind.Binary: return this.isVarying((<BinaryExpr>e).left!) || this.isVarying((<BinaryExpr>e).right!);
      case ExprKind.Logical: return this.isVarying((<LogicalExpr>e).left!) || this.isVarying((<LogicalExpr>e).right!);
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        return this.isVarying(c.test!) || this.isVarying(c.then!) || this.isVarying(c.otherwise!);
      }
      case ExprKind.Intrinsic: return this.anyVarying((<IntrinsicExpr>e).args);
      case ExprKind.CallFn: return this.anyVarying((<CallFnExpr>e).args) || this.capturesVarying(<CallFnExpr>e);
      case ExprKind.AssignVar: {
        const a = <AssignVarExpr>e;
        return this.varyingVar[a.varIndex] || this.varyingVar[this.copyOf[a.varIndex]] || this.isVarying(a.value!);
      }
      case ExprKind.Store: return this.isVarying((<StoreExpr>e).index!) || this.isVarying((<StoreExpr>e).value!);
      case ExprKind.Comma: return this.anyVarying((<CommaExpr>e).exprs);
      default:
        unreachable();
        return true;
    }
  }

  /** The callee instance of a call in this plan's function. */
  calleeOf(e: CallFnExpr): FnInstance {
    return this.inf!.instances[this.inst!.callInstance[e.id]];
  }

  /** The callee reads a varying kernel variable (an arrow in the loop capturing the iteration's locals). */
  capturesVarying(e: CallFnExpr): bool {
    if (this.inf == null || this.inst == null) return false;
    const outer = this.calleeOf(e).fn.captureOuter;
    for (let i = 0; i < outer.length; i++) {
      const vi = outer[i];
      if (this.varyingVar[vi] || this.varyingVar[this.copyOf[vi]]) return true;
    }
    return false;
  }

  /**
   * The coefficient of the parallel index in an i64 index that is affine in it with constant
   * coefficients (`3 * i + 1`: 3; uniform: 0), or NOT_AFFINE. A nonzero coefficient makes the
   * lanes' elements distinct, so a store there is a scatter no two lanes share.
   */
  strideOf(e: Expr, inst: FnInstance): i64 {
    if (!this.isVarying(e)) return 0;
    if (inst.exprTypes[e.id] != Type.i64) return NOT_AFFINE;
    switch (e.kind) {
      case ExprKind.Var: {
        // a `const` local (a compound assignment's index temporary) stands for its one definition
        const vi = (<VarExpr>e).varIndex;
        if (this.copyOf[vi] == this.index) return 1;
        return inst.constDefs.has(vi) ? this.strideOf(inst.constDefs.get(vi), inst) : NOT_AFFINE;
      }
      // a compound store's index temporary (`a[t = 3 * i] = a[t] + v`): the value assigned
      case ExprKind.AssignVar: return this.strideOf((<AssignVarExpr>e).value!, inst);
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        const s = this.strideOf(u.arg!, inst);
        if (s == NOT_AFFINE) return NOT_AFFINE;
        if (u.op == UnOp.Plus) return s;
        if (u.op == UnOp.Neg) return -s;
        return NOT_AFFINE;
      }
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        if (inst.opType[e.id] != Type.i64) return NOT_AFFINE;
        if (b.op == BinOp.Add || b.op == BinOp.Sub) {
          const l = this.strideOf(b.left!, inst);
          const r = this.strideOf(b.right!, inst);
          if (l == NOT_AFFINE || r == NOT_AFFINE) return NOT_AFFINE;
          return b.op == BinOp.Add ? l + r : l - r;
        }
        if (b.op == BinOp.Mul) {
          const k = b.left!.kind == ExprKind.Const ? b.left! : b.right!.kind == ExprKind.Const ? b.right! : null;
          if (k == null) return NOT_AFFINE;
          const c = <ConstExpr>k;
          if (c.constKind != ConstKind.Int || c.bits < -1024 || c.bits > 1024) return NOT_AFFINE;
          const s = this.strideOf(k == b.left ? b.right! : b.left!, inst);
          return s == NOT_AFFINE ? NOT_AFFINE : s * c.bits;
        }
        return NOT_AFFINE;
      }
      default: return NOT_AFFINE;
    }
  }

  /** A store to distinct elements per lane that are not consecutive (a strided scatter). */
  isStridedStore(index: Expr, inst: FnInstance): bool {
    const s = this.strideOf(index, inst);
    return s != 0 && s != NOT_AFFINE;
  }

  /** An access (load or store) of consecutive elements, one per lane. */
  isContiguousAccess(e: Expr, index: Expr, inst: FnInstance): bool {
    if (this.isContiguous(index, inst, false)) return true;
    return this.isHoisted(e, inst) && this.isContiguous(index, inst, true);
  }

  /** Hoisted to the parallel loop: its index is affine there (passes/bounds.ts). */
  isHoisted(e: Expr, inst: FnInstance): bool {
    return inst.loopAccesses.has(this.index) && inst.loopAccesses.get(this.index).includes(e);
  }

  anyVarying(list: Expr[]): bool {
    for (let i = 0; i < list.length; i++) if (this.isVarying(list[i])) return true;
    return false;
  }

  /**
   * The index is the vectorized variable plus uniform terms, in i64: lane k reads element base
   * + k. `throughConsts`: a `const` local's single definition stands for it (passes/bounds.ts
   * affine indices; only for accesses hoisted to the parallel loop, whose base the generator
   * computes from that definition).
   */
  isContiguous(e: Expr, inst: FnInstance, throughConsts: bool = false): bool {
    switch (e.kind) {
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        if (inst.exprTypes[e.id] != Type.i64) return false;
        if (this.copyOf[vi] == this.index) return true;
        if (!throughConsts || !inst.constDefs.has(vi)) return false;
        const def = inst.constDefs.get(vi);
        return inst.exprTypes[def.id] == Type.i64 && this.isContiguous(def, inst, true);
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        return u.op == UnOp.Plus && this.isContiguous(u.arg!, inst, throughConsts);
      }
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        if (inst.opType[e.id] != Type.i64 || inst.exprTypes[e.id] != Type.i64) return false;
        if (b.op == BinOp.Add) {
          return (this.isContiguous(b.left!, inst, throughConsts) && !this.isVarying(b.right!)) ||
            (!this.isVarying(b.left!) && this.isContiguous(b.right!, inst, throughConsts));
        }
        if (b.op == BinOp.Sub) return this.isContiguous(b.left!, inst, throughConsts) && !this.isVarying(b.right!);
        return false;
      }
      default:
        return false;
    }
  }
}

/** Plans SPMD for the kernel instance; `lanes` 0 (not requested) plans nothing. */
export function planSpmd(t: Template, inf: Inference, lanes: i32, source: string): SpmdPlan {
  const inst = inf.kernel;
  const plan = new SpmdPlan();
  plan.inst = inst;
  plan.inf = inf;
  plan.kernel = t.kernel.name;
  if (lanes <= 0) {
    plan.reason = "off";
    return plan;
  }
  const loop = t.loop;
  const n = t.kernel.vars.length;
  if (t.kernel.exprCount > MAX_SPMD_OPERATIONS) {
    plan.reason = "the kernel has " + t.kernel.exprCount.toString() + " operations, more than the " +
      MAX_SPMD_OPERATIONS.toString() + " the vector build takes (a third copy of the body, lanes of libm calls: LLVM's time)";
    return plan;
  }
  plan.index = loop.indexVars[loop.indexVars.length - 1];
  plan.copyOf = copySources(t.kernel, [t.preamble, loop.body]);
  plan.varyingVar = new Array<bool>(n);
  for (let i = 0; i < n; i++) plan.varyingVar[i] = false;
  plan.varyingVar[plan.index] = true;
  const a = new SpmdAnalysis(plan, inst, source);
  // varying-ness feeds divergence and back: iterate to the fixed point (each round only adds)
  for (let round = 0; round < 4 * n + 4; round++) {
    a.changed = false;
    plan.varyingLoops = [];
    a.propagate(loop.body, plan.maskedReturn);
    const masked = a.hasVaryingJump(loop.body, 0, false, true);
    if (masked != plan.maskedReturn) a.changed = true;
    plan.maskedReturn = masked;
    if (!a.changed) break;
  }
  a.check(loop.body);
  if (a.refusal.length > 0) {
    plan.reason = a.refusal;
    plan.where = a.where;
    return plan;
  }
  plan.lanes = lanes;
  return plan;
}

/**
 * The plan of a device function emitted inline in the vector body: every variable varying
 * (parameters, captures and locals: one vector slot each), loops varying where their tests
 * are. "" refusal when it can be widened; else why not.
 */
function planCallee(callee: FnInstance, lanes: i32, source: string): SpmdPlan {
  const plan = new SpmdPlan();
  plan.kernel = callee.fn.name;
  plan.inst = callee;
  const n = callee.fn.vars.length;
  plan.varyingVar = new Array<bool>(n);
  plan.copyOf = new Array<i32>(n);
  for (let i = 0; i < n; i++) {
    plan.varyingVar[i] = true;
    plan.copyOf[i] = i;
  }
  const why = calleeRefusal(callee);
  if (why.length > 0) {
    plan.reason = why;
    return plan;
  }
  const a = new SpmdAnalysis(plan, callee, source);
  a.propagate(callee.fn.body, false);
  a.check(callee.fn.body);
  if (a.refusal.length > 0) {
    plan.reason = a.refusal;
    return plan;
  }
  plan.lanes = lanes;
  return plan;
}

/** What keeps a device function from being widened inline ("" when nothing does). */
function calleeRefusal(callee: FnInstance): string {
  const f = callee.fn;
  for (let i = 0; i < f.vars.length; i++) {
    if (f.vars[i].isArray) return "it uses the array '" + f.vars[i].name + "'";
  }
  return straightLine(f.body, true);
}

/** "" when `body` has no `return` except a final one at the top level, and no arrays or calls. */
function straightLine(body: Stmt[], top: bool): string {
  for (let i = 0; i < body.length; i++) {
    const s = body[i];
    switch (s.kind) {
      case StmtKind.Return:
        if (!top || i != body.length - 1) return "it returns before its end";
        break;
      case StmtKind.If: {
        const f = <IfStmt>s;
        const w = straightLine(f.then, false);
        if (w.length > 0) return w;
        const o = straightLine(f.otherwise, false);
        if (o.length > 0) return o;
        break;
      }
      case StmtKind.Loop: {
        const w = straightLine((<LoopStmt>s).body, false);
        if (w.length > 0) return w;
        break;
      }
      case StmtKind.Range: {
        const w = straightLine((<RangeStmt>s).body, false);
        if (w.length > 0) return w;
        break;
      }
      case StmtKind.LocalArray: return "it has a local array";
      default: break;
    }
  }
  return "";
}

class SpmdAnalysis {
  changed: bool = false;
  refusal: string = "";
  where: string = "";

  constructor(public plan: SpmdPlan, public inst: FnInstance, public source: string) {}

  markVarying(vi: i32): void {
    const p = this.plan;
    if (!p.varyingVar[vi]) {
      p.varyingVar[vi] = true;
      this.changed = true;
    }
    const s = p.copyOf[vi];
    if (!p.varyingVar[s]) {
      p.varyingVar[s] = true;
      this.changed = true;
    }
  }

  /**
   * Does `body` hold a jump that leaves lanes behind: a `break`/`continue` of the loop at
   * depth 0 (returns: of the parallel body, `returns` true) under varying control?
   */
  hasVaryingJump(body: Stmt[], depth: i32, varyingCtl: bool, returns: bool): bool {
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      switch (s.kind) {
        case StmtKind.Break:
        case StmtKind.Continue:
          if (!returns && depth == 0 && varyingCtl) return true;
          break;
        case StmtKind.Return:
          if (varyingCtl) return true;
          break;
        case StmtKind.If: {
          const f = <IfStmt>s;
          const c = varyingCtl || this.plan.isVarying(f.test!);
          if (this.hasVaryingJump(f.then, depth, c, returns) || this.hasVaryingJump(f.otherwise, depth, c, returns)) return true;
          break;
        }
        case StmtKind.Loop: {
          const l = <LoopStmt>s;
          const c = varyingCtl || (l.test != null && this.plan.isVarying(l.test!)) || this.plan.isVaryingLoop(s);
          if (this.hasVaryingJump(l.body, depth + 1, c, returns)) return true;
          break;
        }
        case StmtKind.Range: {
          const r = <RangeStmt>s;
          if (this.hasVaryingJump(r.body, depth + 1, varyingCtl, returns)) return true;
          break;
        }
        default: break;
      }
    }
    return false;
  }

  propagate(body: Stmt[], divergent: bool): void {
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      switch (s.kind) {
        case StmtKind.Expr: this.propagateExpr((<ExprStmt>s).expr!, divergent); break;
        case StmtKind.If: {
          const f = <IfStmt>s;
          this.propagateExpr(f.test!, divergent);
          const d = divergent || this.plan.isVarying(f.test!);
          this.propagate(f.then, d);
          this.propagate(f.otherwise, d);
          break;
        }
        case StmtKind.Loop: {
          const l = <LoopStmt>s;
          const varying = (l.test != null && this.plan.isVarying(l.test!)) || this.hasVaryingJump(l.body, 0, false, false);
          if (varying) this.plan.varyingLoops.push(s);
          const d = divergent || varying;
          if (l.test) this.propagateExpr(l.test!, d);
          this.propagate(l.body, d);
          if (l.update) this.propagateExpr(l.update!, d);
          break;
        }
        case StmtKind.Range: {
          // the counter is the loop's own: uniform when the bounds are (checked in `check`)
          const r = <RangeStmt>s;
          if (r.startExpr) this.propagateExpr(r.startExpr!, divergent);
          this.propagateExpr(r.endExpr!, divergent);
          this.propagate(r.body, divergent);
          break;
        }
        case StmtKind.Return: {
          const r = <ReturnStmt>s;
          if (r.value) this.propagateExpr(r.value!, divergent);
          break;
        }
        default: break;
      }
    }
  }

  propagateExpr(e: Expr, divergent: bool): void {
    switch (e.kind) {
      case ExprKind.AssignVar: {
        const a = <AssignVarExpr>e;
        this.propagateExpr(a.value!, divergent);
        if (divergent || this.plan.isVarying(a.value!)) this.markVarying(a.varIndex);
        return;
      }
      case ExprKind.Load: this.propagateExpr((<LoadExpr>e).index!, divergent); return;
      case ExprKind.Unary: this.propagateExpr((<UnaryExpr>e).arg!, divergent); return;
      case ExprKind.Binary:
        this.propagateExpr((<BinaryExpr>e).left!, divergent);
        this.propagateExpr((<BinaryExpr>e).right!, divergent);
        return;
      case ExprKind.Logical: {
        const l = <LogicalExpr>e;
        this.propagateExpr(l.left!, divergent);
        this.propagateExpr(l.right!, divergent || this.plan.isVarying(l.left!));
        return;
      }
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        this.propagateExpr(c.test!, divergent);
        const d = divergent || this.plan.isVarying(c.test!);
        this.propagateExpr(c.then!, d);
        this.propagateExpr(c.otherwise!, d);
        return;
      }
      case ExprKind.Intrinsic: this.propagateList((<IntrinsicExpr>e).args, divergent); return;
      case ExprKind.CallFn: this.propagateList((<CallFnExpr>e).args, divergent); return;
      case ExprKind.Store:
        this.propagateExpr((<StoreExpr>e).index!, divergent);
        this.propagateExpr((<StoreExpr>e).value!, divergent);
        return;
      case ExprKind.Comma: this.propagateList((<CommaExpr>e).exprs, divergent); return;
      default: return;
    }
  }

  propagateList(list: Expr[], divergent: bool): void {
    for (let i = 0; i < list.length; i++) this.propagateExpr(list[i], divergent);
  }

  // ---- refusals -------------------------------------------------------------------------------

  refuse(what: string, at: i32): void {
    if (this.refusal.length > 0) return;
    this.refusal = what;
    this.where = lineCol(this.source, at);
  }

  check(body: Stmt[]): void {
    for (let i = 0; i < body.length && this.refusal.length == 0; i++) {
      const s = body[i];
      switch (s.kind) {
        case StmtKind.Expr: this.checkExpr((<ExprStmt>s).expr!); break;
        case StmtKind.If: {
          const f = <IfStmt>s;
          this.checkExpr(f.test!);
          this.check(f.then);
          this.check(f.otherwise);
          break;
        }
        case StmtKind.Loop: {
          const l = <LoopStmt>s;
          if (l.test) this.checkExpr(l.test!);
          this.check(l.body);
          if (l.update) this.checkExpr(l.update!);
          break;
        }
        case StmtKind.Range: {
          const r = <RangeStmt>s;
          const p = this.plan;
          if ((r.startExpr != null && p.isVarying(r.startExpr!)) || p.isVarying(r.endExpr!) || (r.step != null && p.isVarying(r.step!))) {
            this.refuse("a range loop whose bounds differ between iterations of the parallel loop", s.start);
          } else if (r.step != null && (r.step!.kind != ExprKind.Const)) {
            this.refuse("a range loop with a step computed at run time", s.start);
          } else if (this.hasVaryingJump(r.body, 0, false, false)) {
            this.refuse("a range loop left early under a condition that differs between iterations", s.start);
          }
          if (r.startExpr) this.checkExpr(r.startExpr!);
          this.checkExpr(r.endExpr!);
          this.check(r.body);
          break;
        }
        case StmtKind.Return:
          if ((<ReturnStmt>s).value) this.checkExpr((<ReturnStmt>s).value!);
          break;
        case StmtKind.LocalArray: this.refuse("a local array (not vectorized yet)", s.start); break;
        default: break;
      }
    }
  }

  checkExpr(e: Expr): void {
    if (this.refusal.length > 0) return;
    const p = this.plan;
    const varying = p.isVarying(e);
    const sem = <Sem>this.inst.sem[e.id];
    switch (e.kind) {
      case ExprKind.Const:
      case ExprKind.Var:
      case ExprKind.Length:
        return;
      case ExprKind.Load:
        // a check the loop's ends do not prove runs per lane (codegen/llvm/spmd.ts checkIndexV)
        this.checkExpr((<LoadExpr>e).index!);
        return;
      case ExprKind.Store: {
        const st = <StoreExpr>e;
        const name = "'" + this.inst.fn.vars[st.varIndex].name + "'";
        if (!p.isVarying(st.index!)) this.refuse("every iteration stores to the same element of " + name, e.start);
        else if (!p.isContiguousAccess(e, st.index!, this.inst) && !p.isStridedStore(st.index!, this.inst)) this.refuse("a store to " + name + " at an index other than a fixed multiple of the parallel index plus a fixed offset (other scatters are not vectorized yet)", e.start);
        else if (sem != Sem.Native) this.refuse("a store to the Uint8ClampedArray " + name + " (not vectorized yet)", e.start);
        this.checkExpr(st.index!);
        this.checkExpr(st.value!);
        return;
      }
      case ExprKind.CallFn: {
        const c = <CallFnExpr>e;
        const p0 = this.plan;
        if (p0.inf == null) {
          this.refuse("it calls another device function", e.start); // only device functions' plans lack `inf`
          return;
        }
        const ci = p0.inst!.callInstance[c.id];
        if (!p0.subPlans.has(ci)) p0.subPlans.set(ci, planCallee(p0.inf!.instances[ci], p0.lanes > 0 ? p0.lanes : 1, this.source));
        const sub = p0.subPlans.get(ci);
        if (sub.lanes == 0) {
          this.refuse("a call of the device function '" + sub.kernel + "': " + sub.reason + " (not vectorized yet: write its body in the loop to vectorize)", e.start);
          return;
        }
        this.checkList(c.args);
        return;
      }
      case ExprKind.AssignVar: this.checkExpr((<AssignVarExpr>e).value!); return;
      case ExprKind.Comma: this.checkList((<CommaExpr>e).exprs); return;
      case ExprKind.Unary: this.checkExpr((<UnaryExpr>e).arg!); return;
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        // the rest (division, %, **, BigInt shifts, mixed comparisons) run once per lane
        if (varying && sem == Sem.StoreClampU8) this.refuse("an operation the vector build does not have yet", e.start);
        this.checkExpr(b.left!);
        this.checkExpr(b.right!);
        return;
      }
      case ExprKind.Logical: {
        const l = <LogicalExpr>e;
        if (p.isVarying(l.left!) && hasEffects(l.right!)) this.refuse("a && or || whose right side has effects", e.start);
        this.checkExpr(l.left!);
        this.checkExpr(l.right!);
        return;
      }
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        if (p.isVarying(c.test!) && (hasEffects(c.then!) || hasEffects(c.otherwise!))) this.refuse("a ?: whose branches have effects", e.start);
        this.checkExpr(c.test!);
        this.checkExpr(c.then!);
        this.checkExpr(c.otherwise!);
        return;
      }
      case ExprKind.Intrinsic: {
        const c = <IntrinsicExpr>e;
        if (sem >= Sem.AtomicRMW && sem <= Sem.AtomicStore) { this.refuse("an atomic (lanes may update the same element)", e.start); return; }
        if (sem == Sem.TexSoftware) { this.refuse("a texture sample", e.start); return; }
        if (varying && !vectorIntrinsic(c.intr, sem)) this.refuse("a Math function the vector build does not have yet", e.start);
        this.checkList(c.args);
        return;
      }
      default:
        this.refuse("an expression the vector build does not handle", e.start);
    }
  }

  checkList(list: Expr[]): void {
    for (let i = 0; i < list.length; i++) this.checkExpr(list[i]);
  }
}

/** Intrinsics the vector emitter spells (libm functions: one scalar call per lane). */
function vectorIntrinsic(intr: Intr, sem: Sem): bool {
  switch (sem) {
    case Sem.Identity:
    case Sem.ConstFalse:
    case Sem.ConstTrue:
    case Sem.HypotOne:
    case Sem.PowJS:
      return true;
    case Sem.RoundHalfUp:
      return false;
    default: break;
  }
  switch (intr) {
    case Intr.Sign:
    case Intr.Clz32:
    case Intr.Round:
      return false;
    default: return true;
  }
}

/** Assignments, stores or calls anywhere in `e`. */
function hasEffects(e: Expr): bool {
  switch (e.kind) {
    case ExprKind.AssignVar:
    case ExprKind.Store:
    case ExprKind.CallFn:
      return true;
    case ExprKind.Load: return hasEffects((<LoadExpr>e).index!);
    case ExprKind.Unary: return hasEffects((<UnaryExpr>e).arg!);
    case ExprKind.Binary: return hasEffects((<BinaryExpr>e).left!) || hasEffects((<BinaryExpr>e).right!);
    case ExprKind.Logical: return hasEffects((<LogicalExpr>e).left!) || hasEffects((<LogicalExpr>e).right!);
    case ExprKind.Cond: {
      const c = <CondExpr>e;
      return hasEffects(c.test!) || hasEffects(c.then!) || hasEffects(c.otherwise!);
    }
    case ExprKind.Intrinsic: {
      const args = (<IntrinsicExpr>e).args;
      for (let i = 0; i < args.length; i++) if (hasEffects(args[i])) return true;
      return false;
    }
    case ExprKind.Comma: {
      const xs = (<CommaExpr>e).exprs;
      for (let i = 0; i < xs.length; i++) if (hasEffects(xs[i])) return true;
      return false;
    }
    default: return false;
  }
}

/** 1-based "line:col" of an offset in the kernel's source (as runtime/errors.ts lineColumn counts). */
function lineCol(text: string, offset: i32): string {
  if (offset < 0) return "";
  let line = 1;
  let lineStart = 0;
  const end = offset < text.length ? offset : text.length;
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) == 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return line.toString() + ":" + (end - lineStart + 1).toString();
}
