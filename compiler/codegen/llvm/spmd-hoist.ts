/**
 * @fileoverview Varying loads that a uniform inner loop of the SPMD body reads unchanged on
 * every pass (n-body's `pos[3 * i]` inside its `j` loop): LLVM does not hoist a
 * `llvm.masked.gather` out of a loop whose checks may leave it before the gather runs, so
 * codegen/llvm/spmd.ts gathers them once before the loop. Only loads every pass evaluates (in
 * the body's top-level expression statements, not under `?:`, `&&`, `||`), with indices that
 * have no effects and read no variable the loop assigns, in a loop that stores nothing.
 */

import { AssignVarExpr, CondExpr, Expr, ExprKind, ExprStmt, LoadExpr, LogicalExpr, RangeStmt, Stmt, StmtKind, VarExpr } from "../../ir";
import { IRVisitor } from "../../visit";

/** What a loop body writes: the variables it assigns (nested counters included) and whether it stores. */
class LoopEffects extends IRVisitor {
  vars: i32[] = [];
  stores: bool = false;
  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.AssignVar) this.vars.push((<AssignVarExpr>e).varIndex);
    // atomics would store too, but passes/spmd.ts keeps kernels with atomics scalar
    else if (e.kind == ExprKind.Store) this.stores = true;
    return true;
  }
  enterStmt(s: Stmt): bool {
    if (s.kind == StmtKind.Range) this.vars.push((<RangeStmt>s).varIndex);
    return true;
  }
}

/** Loads evaluated whenever their expression is: not under a `?:` branch or the right side of `&&`/`||`. */
class UnconditionalLoads extends IRVisitor {
  loads: LoadExpr[] = [];
  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.Cond) {
      this.visitExpr((<CondExpr>e).test!);
      return false;
    }
    if (e.kind == ExprKind.Logical) {
      this.visitExpr((<LogicalExpr>e).left!);
      return false;
    }
    if (e.kind == ExprKind.Load) this.loads.push(<LoadExpr>e);
    return true;
  }
}

/** The variables an index reads, and whether it has effects (assignments, stores, calls). */
class IndexReads extends IRVisitor {
  vars: i32[] = [];
  effects: bool = false;
  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.Var) this.vars.push((<VarExpr>e).varIndex);
    else if (e.kind == ExprKind.AssignVar || e.kind == ExprKind.Store || e.kind == ExprKind.CallFn) this.effects = true;
    return true;
  }
}

/**
 * The loads of `body` (a loop with counter `counter`) that read the same elements on every
 * pass; `copyOf` maps a variable to the one it copies (passes/analyze.ts copySources).
 */
export function invariantLoads(body: Stmt[], counter: i32, copyOf: i32[]): LoadExpr[] {
  const out = new Array<LoadExpr>();
  const fx = new LoopEffects();
  fx.visitStmts(body);
  if (fx.stores) return out;
  const assigned = new Array<i32>();
  assigned.push(copyOf[counter]);
  for (let i = 0; i < fx.vars.length; i++) assigned.push(copyOf[fx.vars[i]]);
  const u = new UnconditionalLoads();
  for (let i = 0; i < body.length; i++) {
    if (body[i].kind == StmtKind.Expr) u.visitExpr((<ExprStmt>body[i]).expr!);
  }
  for (let i = 0; i < u.loads.length; i++) {
    const r = new IndexReads();
    r.visitExpr(u.loads[i].index!);
    if (r.effects) continue;
    let invariant = true;
    for (let k = 0; k < r.vars.length && invariant; k++) if (assigned.includes(copyOf[r.vars[k]])) invariant = false;
    if (invariant) out.push(u.loads[i]);
  }
  return out;
}
