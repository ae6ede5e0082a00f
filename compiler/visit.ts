/**
 * @fileoverview One walker for the IR (STYLE.md 3): every statement and expression kind has
 * its case here, in source order, and the default cases trap, so a node kind added to ir.ts
 * without a case here is an internal compiler error the first time it is walked, never a
 * silently skipped subtree. Passes subclass `IRVisitor` and override the hooks they need
 * (AssemblyScript has no closures, so a visitor is a class, not a callback).
 */

import {
  AssignVarExpr, BinaryExpr, CallFnExpr, CommaExpr, CondExpr, Expr, ExprKind, ExprStmt, IfStmt,
  IntrinsicExpr, LoadExpr, LogicalExpr, LoopStmt, RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr,
  UnaryExpr,
} from "./ir";

export class IRVisitor {
  /** Before a statement's parts; false skips them (and `leaveStmt`). */
  enterStmt(s: Stmt): bool {
    return true;
  }

  leaveStmt(s: Stmt): void {}

  /** Before an expression's operands; false skips them (and `leaveExpr`). */
  enterExpr(e: Expr): bool {
    return true;
  }

  /** After an expression's operands, in evaluation order. */
  leaveExpr(e: Expr): void {}

  visitStmts(body: Stmt[]): void {
    for (let i = 0; i < body.length; i++) this.visitStmt(body[i]);
  }

  visitStmt(s: Stmt): void {
    if (!this.enterStmt(s)) return;
    switch (s.kind) {
      case StmtKind.Expr: {
        this.visitExpr((<ExprStmt>s).expr!);
        break;
      }
      case StmtKind.If: {
        const f = <IfStmt>s;
        this.visitExpr(f.test!);
        this.visitStmts(f.then);
        this.visitStmts(f.otherwise);
        break;
      }
      case StmtKind.Loop: {
        const l = <LoopStmt>s;
        if (l.testFirst && l.test) this.visitExpr(l.test!);
        this.visitStmts(l.body);
        if (l.update) this.visitExpr(l.update!);
        if (!l.testFirst && l.test) this.visitExpr(l.test!);
        break;
      }
      case StmtKind.Range: {
        const r = <RangeStmt>s;
        if (r.startExpr) this.visitExpr(r.startExpr!);
        this.visitExpr(r.endExpr!);
        if (r.step) this.visitExpr(r.step!);
        this.visitStmts(r.body);
        break;
      }
      case StmtKind.Return: {
        const r = <ReturnStmt>s;
        if (r.value) this.visitExpr(r.value!);
        break;
      }
      case StmtKind.Break:
      case StmtKind.Continue:
      case StmtKind.LocalArray:
        break;
      default:
        unreachable();
    }
    this.leaveStmt(s);
  }

  visitExprs(list: Expr[]): void {
    for (let i = 0; i < list.length; i++) this.visitExpr(list[i]);
  }

  visitExpr(e: Expr): void {
    if (!this.enterExpr(e)) return;
    switch (e.kind) {
      case ExprKind.Const:
      case ExprKind.Var:
      case ExprKind.Length:
        break;
      case ExprKind.Load: {
        this.visitExpr((<LoadExpr>e).index!);
        break;
      }
      case ExprKind.Unary: {
        this.visitExpr((<UnaryExpr>e).arg!);
        break;
      }
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        this.visitExpr(b.left!);
        this.visitExpr(b.right!);
        break;
      }
      case ExprKind.Logical: {
        const b = <LogicalExpr>e;
        this.visitExpr(b.left!);
        this.visitExpr(b.right!);
        break;
      }
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        this.visitExpr(c.test!);
        this.visitExpr(c.then!);
        this.visitExpr(c.otherwise!);
        break;
      }
      case ExprKind.Intrinsic: {
        this.visitExprs((<IntrinsicExpr>e).args);
        break;
      }
      case ExprKind.CallFn: {
        this.visitExprs((<CallFnExpr>e).args);
        break;
      }
      case ExprKind.AssignVar: {
        this.visitExpr((<AssignVarExpr>e).value!);
        break;
      }
      case ExprKind.Store: {
        const s = <StoreExpr>e;
        this.visitExpr(s.index!);
        this.visitExpr(s.value!);
        break;
      }
      case ExprKind.Comma: {
        this.visitExprs((<CommaExpr>e).exprs);
        break;
      }
      default:
        unreachable();
    }
    this.leaveExpr(e);
  }
}

/** Every device-function call in a statement list (array-parameter propagation, Math.random's callers). */
export function collectCalls(body: Stmt[], out: CallFnExpr[]): void {
  const c = new CallCollector(out);
  c.visitStmts(body);
}

class CallCollector extends IRVisitor {
  constructor(public out: CallFnExpr[]) {
    super();
  }

  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.CallFn) this.out.push(<CallFnExpr>e);
    return true;
  }
}
