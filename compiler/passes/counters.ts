/**
 * @fileoverview Loop counters that meet a 64-bit bound (issue 12, item 2). In
 * `for (let j = 0; j <= i; j++)` inside `range(n)`, `i` is i64 and `j` would be i32 (the join
 * of `0` and `j + 1`): the test then widens `j` every iteration, `j + 1` wraps at 32 bits, and
 * LLVM, which must allow for a bound above 2^31 where the i32 counter wraps and never exits,
 * cannot compute the trip count, so it neither vectorizes the loop nor strength-reduces its
 * indices (a sign extension and a multiply per access). Inference therefore types such a
 * counter i64 (passes/infer.ts, `widenCounter`), when this scan shows that doing so changes
 * no value the kernel computes.
 *
 * Why widening is sound. Plain JS (the definition) holds the counter in a double, so it never
 * wraps: where the i32 counter would wrap, the i64 one is the one that agrees with JS. Where it
 * stays in the i32 range, i32 and i64 arithmetic give the same values (+ - * % and
 * comparisons, conversions to float, stores that wrap to the element type, array indices),
 * except through the few rules that look at the operand width rather than the value:
 * - `/` and `**` of two 64-bit integers are BigInt's integer division and power;
 * - a bitwise operator on 64-bit operands that may be BigInts is a 64-bit operation, JS's
 *   32-bit one otherwise (`k << s`, `~k`, `k >>> s`; passes/numbers.ts); a widened counter
 *   holds a Number, so this rule is kept only to stay conservative;
 * - a device function is specialized on its argument types, and returns what it computes;
 * - intrinsics other than Math's float functions and min/max/abs/floor-like ones.
 * A variable read anywhere inside such an operand is "width-sensitive", and so is every
 * variable assigned (directly or through others) into a width-sensitive one. Only counters
 * that are not width-sensitive are widened. The scan is syntactic and per function, so it is
 * the same for every variant.
 */

import { IntrKind, intrinsicRow } from "../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, ConstExpr, ConstKind, Expr, ExprKind, IntrinsicExpr, IRFunction,
  LoopStmt, ReturnStmt, Stmt, StmtKind, Template, UnaryExpr, UnOp, VarExpr, VarKind,
} from "../ir";
import { IRVisitor } from "../visit";

/**
 * For one function: loop test expression id → the local counter it compares (absent: none
 * that may widen). The other operand of the comparison decides, per variant, whether to widen.
 */
export function widenableCounters(fn: IRFunction, t: Template | null): Map<i32, i32> {
  const scan = new CounterScan(fn);
  if (t) {
    scan.visitStmts(t.preamble);
    scan.visitStmts(t.loop.body);
  } else {
    scan.visitStmts(fn.body);
  }
  scan.propagate();
  const out = new Map<i32, i32>();
  for (let i = 0; i < scan.testIds.length; i++) {
    const v = scan.testVars[i];
    if (!scan.sensitive[v]) out.set(scan.testIds[i], v);
  }
  return out;
}

/** The counter side of a loop test `v < e`, `e >= v`, `v != e`, ... (-1: not such a test). */
export function counterSide(test: Expr): i32 {
  if (test.kind != ExprKind.Binary) return -1;
  const b = <BinaryExpr>test;
  if (b.op != BinOp.Lt && b.op != BinOp.Le && b.op != BinOp.Gt && b.op != BinOp.Ge && b.op != BinOp.Ne) return -1;
  if (b.left!.kind == ExprKind.Var) return 0;
  if (b.right!.kind == ExprKind.Var) return 1;
  return -1;
}

export function isNumberLiteral(e: Expr): bool {
  return e.kind == ExprKind.Const && (<ConstExpr>e).constKind == ConstKind.Int;
}

class CounterScan extends IRVisitor {
  sensitive: bool[] = [];
  /** Assignment edges: target ← each variable read in the value. */
  edgeTo: i32[] = [];
  edgeFrom: i32[] = [];
  testIds: i32[] = [];
  testVars: i32[] = [];
  /** While > 0, variables read are width-sensitive. */
  depth: i32 = 0;
  /** The assignment targets being visited (innermost last). */
  targets: i32[] = [];

  constructor(public fn: IRFunction) {
    super();
    this.sensitive = new Array<bool>(fn.vars.length);
    for (let i = 0; i < fn.vars.length; i++) this.sensitive[i] = false;
  }

  enterStmt(s: Stmt): bool {
    if (s.kind == StmtKind.Loop) {
      const l = <LoopStmt>s;
      if (l.test) {
        const side = counterSide(l.test!);
        if (side >= 0) {
          const b = <BinaryExpr>l.test!;
          const v = (<VarExpr>(side == 0 ? b.left! : b.right!)).varIndex;
          if (this.fn.vars[v].kind == VarKind.Local) {
            this.testIds.push(l.test!.id);
            this.testVars.push(v);
          }
        }
      }
    } else if (s.kind == StmtKind.Return && (<ReturnStmt>s).value) {
      this.depth++;
      this.visitExpr((<ReturnStmt>s).value!);
      this.depth--;
      return false;
    }
    return true;
  }

  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.Var) {
      const v = (<VarExpr>e).varIndex;
      if (this.depth > 0) this.sensitive[v] = true;
      for (let i = 0; i < this.targets.length; i++) {
        this.edgeTo.push(this.targets[i]);
        this.edgeFrom.push(v);
      }
      return true;
    }
    if (e.kind == ExprKind.AssignVar) {
      this.targets.push((<AssignVarExpr>e).varIndex);
      this.visitExpr((<AssignVarExpr>e).value!);
      this.targets.pop();
      return false;
    }
    if (this.widthSensitive(e)) {
      this.depth++;
      return true;
    }
    return true;
  }

  leaveExpr(e: Expr): void {
    if (e.kind != ExprKind.Var && e.kind != ExprKind.AssignVar && this.widthSensitive(e)) this.depth--;
  }

  widthSensitive(e: Expr): bool {
    switch (e.kind) {
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        if (b.op == BinOp.Div || b.op == BinOp.Pow) return true;
        if (b.op == BinOp.Shl || b.op == BinOp.Shr || b.op == BinOp.UShr || b.op == BinOp.And || b.op == BinOp.Or || b.op == BinOp.Xor) {
          // a Number literal operand makes it JS's 32-bit operation whatever the widths
          return !isNumberLiteral(b.left!) && !isNumberLiteral(b.right!);
        }
        return false;
      }
      case ExprKind.Unary: return (<UnaryExpr>e).op == UnOp.BitNot;
      case ExprKind.CallFn: return true;
      case ExprKind.Intrinsic: {
        const k = intrinsicRow((<IntrinsicExpr>e).intr).kind;
        return k != IntrKind.FloatMath && k != IntrKind.SameType;
      }
      default: return false;
    }
  }

  /**
   * Sensitivity flows from an assignment's target to every variable its value reads. A
   * worklist over the edges grouped by target: sweeping all edges until nothing changed took
   * as many sweeps as the longest chain of assignments, and inlined vector code has long ones.
   */
  propagate(): void {
    const n = this.sensitive.length;
    const edges = this.edgeTo.length;
    // edges into target v are reads[first[v] .. first[v + 1])
    const first = new Array<i32>(n + 1);
    for (let i = 0; i < edges; i++) first[this.edgeTo[i] + 1]++;
    for (let v = 0; v < n; v++) first[v + 1] += first[v];
    const next = first.slice(0, n);
    const reads = new Array<i32>(edges);
    for (let i = 0; i < edges; i++) reads[next[this.edgeTo[i]]++] = this.edgeFrom[i];
    const work = new Array<i32>();
    for (let v = 0; v < n; v++) if (this.sensitive[v]) work.push(v);
    while (work.length > 0) {
      const v = work.pop();
      for (let k = first[v]; k < first[v + 1]; k++) {
        const u = reads[k];
        if (!this.sensitive[u]) {
          this.sensitive[u] = true;
          work.push(u);
        }
      }
    }
  }
}
