/**
 * @fileoverview The variables a loop body assigns (its nested loops' counters included), in
 * order of first assignment, with a constant-time `has`: a body of inlined vector code assigns
 * hundreds of scalars, and a list searched at each assignment made this quadratic.
 */

import { AssignVarExpr, Expr, ExprKind, RangeStmt, Stmt, StmtKind } from "../ir";
import { IRVisitor } from "../visit";

export class AssignedVars extends IRVisitor {
  vars: i32[] = [];
  /** By variable index: in `vars`. */
  seen: bool[] = [];

  has(v: i32): bool {
    return v < this.seen.length && this.seen[v];
  }

  add(v: i32): void {
    while (this.seen.length <= v) this.seen.push(false);
    if (this.seen[v]) return;
    this.seen[v] = true;
    this.vars.push(v);
  }

  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.AssignVar) this.add((<AssignVarExpr>e).varIndex);
    return true;
  }

  enterStmt(s: Stmt): bool {
    if (s.kind == StmtKind.Range) this.add((<RangeStmt>s).varIndex);
    return true;
  }
}
