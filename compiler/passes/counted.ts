/**
 * @fileoverview Counted `for` loops (issue 12, item 2), decided once per variant by
 * passes/legalize.ts and read by passes/bounds.ts and the generators (FnInstance.counted).
 */

import {
  AssignVarExpr, BinaryExpr, BinOp, ConstExpr, ConstKind, Expr, ExprKind, LoopStmt, RangeStmt, Stmt,
  StmtKind, Template, UnaryExpr, UnOp, VarExpr, VarKind,
} from "../ir";
import { Type } from "../types";
import { IRVisitor } from "../visit";
import { AssignedVars } from "./assigned";
import { isNumberLiteral } from "./counters";
import { FnInstance } from "./infer";

/**
 * Counted `for` loops: `for (let j = a; j < b; j++)` (or `j <= b`, `j += 1`) whose i64 counter
 * the body never assigns, whose bound is a pure integer expression of variables the body never
 * assigns (no array reads: the body may write the array), and whose counter is read nowhere
 * after the loop. Such a loop runs j over [a, b) exactly as `for (const j of range(a, b))`
 * does, so the generators emit it as one: strip-mined with one poll per block and its affine
 * accesses checked at each block's ends (passes/bounds.ts), which lets LLVM vectorize it. The
 * counter's value after the loop (b, or a) is the one thing that differs, hence the last
 * condition. Returns loop test expression id → counter variable, for the final types of `inst`.
 */
export function countedLoops(inst: FnInstance, t: Template | null): Map<i32, i32> {
  const scan = new CountedScan(inst);
  if (t) {
    scan.visitStmts(t.preamble);
    scan.visitStmts(t.loop.body);
  } else {
    scan.visitStmts(inst.fn.body);
  }
  const out = new Map<i32, i32>();
  for (let i = 0; i < scan.loops.length; i++) {
    const l = scan.loops[i];
    const j = scan.counters[i];
    if (scan.reads[j] == scan.readsInside[i]) out.set(l.test!.id, j);
  }
  return out;
}

/** The counted loop's exclusive end: `b` for `j < b`, `b + 1` for `j <= b`. */
export function countedEndInclusive(test: Expr): bool {
  return (<BinaryExpr>test).op == BinOp.Le;
}

export function countedBound(test: Expr): Expr {
  return (<BinaryExpr>test).right!;
}

class CountedScan extends IRVisitor {
  /** Reads of each variable in the whole function. */
  reads: i32[] = [];
  loops: LoopStmt[] = [];
  counters: i32[] = [];
  /** Reads of the loop's counter inside the loop (test, body, update). */
  readsInside: i32[] = [];
  /** Loops (indices into `loops`) being visited. */
  open: i32[] = [];

  constructor(public inst: FnInstance) {
    super();
    this.reads = new Array<i32>(inst.fn.vars.length);
    for (let i = 0; i < this.reads.length; i++) this.reads[i] = 0;
  }

  enterStmt(s: Stmt): bool {
    if (s.kind != StmtKind.Loop) return true;
    const l = <LoopStmt>s;
    const j = this.counterOf(l);
    if (j < 0) return true;
    this.loops.push(l);
    this.counters.push(j);
    this.readsInside.push(0);
    this.open.push(this.loops.length - 1);
    return true;
  }

  leaveStmt(s: Stmt): void {
    if (s.kind == StmtKind.Loop && this.open.length > 0 && this.loops[this.open[this.open.length - 1]] == s) this.open.pop();
  }

  enterExpr(e: Expr): bool {
    if (e.kind != ExprKind.Var) return true;
    const v = (<VarExpr>e).varIndex;
    this.reads[v]++;
    for (let i = 0; i < this.open.length; i++) if (this.counters[this.open[i]] == v) this.readsInside[this.open[i]]++;
    return true;
  }

  counterOf(l: LoopStmt): i32 {
    const inst = this.inst;
    if (!l.testFirst || !l.test || !l.update) return -1;
    const test = l.test!;
    if (test.kind != ExprKind.Binary) return -1;
    const b = <BinaryExpr>test;
    if ((b.op != BinOp.Lt && b.op != BinOp.Le) || b.left!.kind != ExprKind.Var) return -1;
    const j = (<VarExpr>b.left!).varIndex;
    if (inst.fn.vars[j].kind != VarKind.Local || inst.varTypes[j] != Type.i64 || inst.opType[test.id] != Type.i64) return -1;
    const bt = inst.exprTypes[b.right!.id];
    if (!bt || !bt.isInteger || bt == Type.u64) return -1;
    // the update is j = j + 1, in i64
    const u = l.update!;
    if (u.kind != ExprKind.AssignVar || (<AssignVarExpr>u).varIndex != j) return -1;
    const next = (<AssignVarExpr>u).value!;
    if (next.kind != ExprKind.Binary || (<BinaryExpr>next).op != BinOp.Add || inst.opType[next.id] != Type.i64) return -1;
    const nb = <BinaryExpr>next;
    if (nb.left!.kind != ExprKind.Var || (<VarExpr>nb.left!).varIndex != j) return -1;
    if (!isNumberLiteral(nb.right!) || (<ConstExpr>nb.right!).bits != 1) return -1;
    // the bound is pure and the body assigns neither it nor the counter
    const assigned = new AssignedVars();
    assigned.visitStmts(l.body);
    if (assigned.has(j)) return -1;
    if (!pureBound(b.right!, assigned)) return -1;
    return j;
  }
}

function pureBound(e: Expr, assigned: AssignedVars): bool {
  switch (e.kind) {
    case ExprKind.Const: return (<ConstExpr>e).constKind != ConstKind.Float;
    case ExprKind.Length: return true;
    case ExprKind.Var: return !assigned.has((<VarExpr>e).varIndex);
    case ExprKind.Unary: {
      const u = <UnaryExpr>e;
      return (u.op == UnOp.Neg || u.op == UnOp.Plus) && pureBound(u.arg!, assigned);
    }
    case ExprKind.Binary: {
      const b = <BinaryExpr>e;
      if (b.op != BinOp.Add && b.op != BinOp.Sub && b.op != BinOp.Mul) return false;
      return pureBound(b.left!, assigned) && pureBound(b.right!, assigned);
    }
    default: return false;
  }
}
