/**
 * @fileoverview Values carried across iterations are refused (DESIGN.md §3: iterations run in
 * parallel, in any order). A parameter or preamble variable that the parallel loop assigns
 * is private to each iteration (analyze.ts `localizedVars`); if an iteration can read it
 * before assigning it, the plain-JS run would see the previous iteration's value
 * (`let s = 0; for (const i of range(n)) { s += a[i]; out[i] = s; }` is a prefix sum), which
 * no parallel schedule can reproduce. So every read of such a variable must come after an
 * assignment on every path through the iteration; the first read that doesn't is reported at
 * its range.
 *
 * The analysis is definite assignment over the IR, conservative at loops: assignments inside
 * an inner loop's body do not count after it (the body may run zero times), and a read in
 * that body before the body assigns the variable counts as a read, even if a condition
 * guards it on the first trip.
 */

import { DiagCode, DiagnosticEmitter } from "../diagnostics";
import {
  AssignVarExpr, BinaryExpr, CallFnExpr, CommaExpr, CondExpr, Expr, ExprKind, ExprStmt, IfStmt,
  IntrinsicExpr, LoadExpr, LogicalExpr, LoopStmt, RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr,
  Template, UnaryExpr, VarExpr,
} from "../ir";
import { localizedVars } from "./analyze";

/** The variables assigned so far on the current path; `dead` after return/break/continue. */
class State {
  assigned: bool[];
  dead: bool = false;
  constructor(n: i32) {
    this.assigned = new Array<bool>(n);
    for (let i = 0; i < n; i++) this.assigned[i] = false;
  }

  copy(): State {
    const s = new State(0);
    s.assigned = this.assigned.slice(0);
    s.dead = this.dead;
    return s;
  }

  /** Where two paths join: assigned on both (a dead path constrains nothing). */
  join(other: State): void {
    if (other.dead) return;
    if (this.dead) {
      this.assigned = other.assigned.slice(0);
      this.dead = false;
      return;
    }
    for (let i = 0; i < this.assigned.length; i++) this.assigned[i] = this.assigned[i] && other.assigned[i];
  }
}

export class CarriedValues extends DiagnosticEmitter {
  /** Per kernel variable: tracked (a localized variable). */
  tracked: bool[] = [];

  constructor(public t: Template) {
    super();
  }

  /** False (with a diagnostic) when an iteration may read a value carried from another. */
  check(): bool {
    const k = this.t.kernel;
    const n = k.vars.length;
    this.tracked = new Array<bool>(n);
    for (let i = 0; i < n; i++) this.tracked[i] = false;
    const vars = localizedVars(this.t);
    if (vars.length == 0) return true;
    for (let i = 0; i < vars.length; i++) this.tracked[vars[i]] = true;
    this.stmts(this.t.loop.body, new State(n));
    return !this.hasErrors;
  }

  stmts(body: Stmt[], st: State): void {
    for (let i = 0; i < body.length && !this.hasErrors; i++) this.stmt(body[i], st);
  }

  stmt(s: Stmt, st: State): void {
    if (st.dead) return;
    switch (s.kind) {
      case StmtKind.Expr: this.expr((<ExprStmt>s).expr!, st); break;
      case StmtKind.If: {
        const f = <IfStmt>s;
        this.expr(f.test!, st);
        const other = st.copy();
        this.stmts(f.then, st);
        this.stmts(f.otherwise, other);
        st.join(other);
        break;
      }
      case StmtKind.Loop: {
        const l = <LoopStmt>s;
        if (l.testFirst && l.test) this.expr(l.test!, st);
        const inner = st.copy();
        this.stmts(l.body, inner);
        if (!inner.dead && l.update) this.expr(l.update!, inner);
        if (!inner.dead && !l.testFirst && l.test) this.expr(l.test!, inner);
        break; // the body may run zero times (or end in break): nothing it assigns counts after it
      }
      case StmtKind.Range: {
        const r = <RangeStmt>s;
        if (r.startExpr) this.expr(r.startExpr!, st);
        this.expr(r.endExpr!, st);
        if (r.step) this.expr(r.step!, st);
        this.stmts(r.body, st.copy());
        break;
      }
      case StmtKind.Return: {
        const r = <ReturnStmt>s;
        if (r.value) this.expr(r.value!, st);
        st.dead = true;
        break;
      }
      case StmtKind.Break:
      case StmtKind.Continue:
        st.dead = true;
        break;
      case StmtKind.LocalArray:
        break;
      default:
        unreachable();
    }
  }

  read(vi: i32, e: Expr, st: State): void {
    if (vi < this.tracked.length && this.tracked[vi] && !st.assigned[vi] && !this.hasErrors) {
      this.error(DiagCode.CarriedValue, e.start, e.end, this.t.kernel.vars[vi].name);
    }
  }

  exprs(list: Expr[], st: State): void {
    for (let i = 0; i < list.length; i++) this.expr(list[i], st);
  }

  expr(e: Expr, st: State): void {
    switch (e.kind) {
      case ExprKind.Const:
      case ExprKind.Length:
        break;
      case ExprKind.Var: this.read((<VarExpr>e).varIndex, e, st); break;
      case ExprKind.Load: this.expr((<LoadExpr>e).index!, st); break;
      case ExprKind.Unary: this.expr((<UnaryExpr>e).arg!, st); break;
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        this.expr(b.left!, st);
        this.expr(b.right!, st);
        break;
      }
      case ExprKind.Logical: {
        // the right side runs only sometimes: its assignments don't count after
        const b = <LogicalExpr>e;
        this.expr(b.left!, st);
        this.expr(b.right!, st.copy());
        break;
      }
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        this.expr(c.test!, st);
        const other = st.copy();
        this.expr(c.then!, st);
        this.expr(c.otherwise!, other);
        st.join(other);
        break;
      }
      case ExprKind.Intrinsic: this.exprs((<IntrinsicExpr>e).args, st); break;
      case ExprKind.CallFn: {
        const c = <CallFnExpr>e;
        this.exprs(c.args, st);
        // a device function reads the kernel variables it captures when it is called
        const f = this.t.functions[c.fnIndex];
        for (let i = 0; i < f.captureOuter.length; i++) this.read(f.captureOuter[i], e, st);
        break;
      }
      case ExprKind.AssignVar: {
        const a = <AssignVarExpr>e;
        this.expr(a.value!, st);
        if (a.varIndex < st.assigned.length) st.assigned[a.varIndex] = true;
        break;
      }
      case ExprKind.Store: {
        const s = <StoreExpr>e;
        this.expr(s.index!, st);
        this.expr(s.value!, st);
        break;
      }
      case ExprKind.Comma: this.exprs((<CommaExpr>e).exprs, st); break;
      default:
        unreachable();
    }
  }
}
