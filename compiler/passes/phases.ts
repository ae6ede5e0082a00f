/**
 * @fileoverview The rules that make a kernel of several phases (lower.ts lowerKernelBody)
 * compute what its plain run does. Each phase is its own launch, and its code recomputes the
 * preamble, so where the schedule launches more than once (several phases, or a host loop):
 *
 * - the preamble may not read an array that a phase writes (it would see an earlier phase's
 *   writes, where the plain run read the kernel's input once);
 * - a variable of the preamble (or a parameter) assigned in one phase is not used in another
 *   (each phase starts from the preamble's value; JS would carry the assignment over).
 *
 * Both are refused at the offending use, so the split is never a silent change of meaning.
 */

import { DiagCode, DiagnosticEmitter } from "../diagnostics";
import { AssignVarExpr, CallFnExpr, Expr, ExprKind, LoadExpr, Stmt, Template, VarExpr } from "../ir";
import { IRVisitor } from "../visit";

export class PhaseRules extends DiagnosticEmitter {
  constructor(public t: Template) {
    super();
  }

  check(): bool {
    const t = this.t;
    if (t.phases.length < 2 && t.hostLoops.length == 0) return true;
    return this.preambleIsPure() && this.noSharedLocals();
  }

  preambleIsPure(): bool {
    const reads = new ArrayReads(this.t);
    reads.visitStmts(this.t.preamble);
    for (let i = 0; i < reads.found.length; i++) {
      const e = reads.found[i];
      const v = this.t.kernel.vars[reads.vars[i]];
      if (!v.written && !v.atomicTarget) continue;
      this.error(DiagCode.PhasePreambleRead, e.start, e.end, v.name);
      return false;
    }
    return true;
  }

  noSharedLocals(): bool {
    const t = this.t;
    const limit = t.phases[0].indexVars[0];
    const n = t.phases.length;
    // per preamble variable: the phase that assigns it (-1 none, -2 several)
    const owner = new Array<i32>(limit);
    for (let v = 0; v < limit; v++) owner[v] = -1;
    const uses = new Array<VarUses>(n);
    for (let p = 0; p < n; p++) {
      const u = new VarUses(limit);
      u.visitStmts(t.phases[p].body);
      uses[p] = u;
      for (let k = 0; k < u.assigned.length; k++) {
        const v = u.assigned[k];
        owner[v] = owner[v] == -1 ? p : -2;
      }
    }
    for (let p = 0; p < n; p++) {
      const u = uses[p];
      for (let k = 0; k < u.used.length; k++) {
        const v = u.used[k];
        const o = owner[v];
        if (o == -1 || o == p) continue;
        const e = u.usedAt[k];
        const how = e.kind == ExprKind.AssignVar ? "another phase assigns it too" : "another phase reads it";
        this.error(DiagCode.PhaseSharedLocal, e.start, e.end, t.kernel.vars[v].name, how);
        return false;
      }
    }
    return true;
  }
}

/** Array reads of a statement list: element loads and arrays passed to device functions. */
class ArrayReads extends IRVisitor {
  found: Expr[] = [];
  vars: i32[] = [];
  constructor(public t: Template) {
    super();
  }

  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.Load) {
      this.found.push(e);
      this.vars.push((<LoadExpr>e).varIndex);
    } else if (e.kind == ExprKind.CallFn) {
      const c = <CallFnExpr>e;
      for (let i = 0; i < c.args.length; i++) {
        const a = c.args[i];
        if (a.kind != ExprKind.Var || !this.t.kernel.vars[(<VarExpr>a).varIndex].isArray) continue;
        this.found.push(a);
        this.vars.push((<VarExpr>a).varIndex);
      }
      const g = this.t.functions[c.fnIndex];
      for (let i = 0; i < g.captureOuter.length; i++) {
        if (!this.t.kernel.vars[g.captureOuter[i]].isArray) continue;
        this.found.push(e);
        this.vars.push(g.captureOuter[i]);
      }
    }
    return true;
  }
}

/** Which variables below `limit` a phase assigns, and every use of them (first use each). */
class VarUses extends IRVisitor {
  assigned: i32[] = [];
  used: i32[] = [];
  usedAt: Expr[] = [];
  constructor(public limit: i32) {
    super();
  }

  note(v: i32, e: Expr): void {
    if (v >= this.limit || this.used.includes(v)) return;
    this.used.push(v);
    this.usedAt.push(e);
  }

  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.Var) this.note((<VarExpr>e).varIndex, e);
    if (e.kind == ExprKind.AssignVar) {
      const v = (<AssignVarExpr>e).varIndex;
      if (v < this.limit && !this.assigned.includes(v)) this.assigned.push(v);
      this.note(v, e);
    }
    return true;
  }

  enterStmt(s: Stmt): bool {
    return true;
  }
}
