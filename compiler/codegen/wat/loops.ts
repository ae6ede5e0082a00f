/**
 * @fileoverview Counted loops in the WAT generator, the same plan as the LLVM generator's
 * (compiler/codegen/llvm/loops.ts): the parallel loop's chunk (or grid row) is one block,
 * polled once; every inner `range` with step 1 runs in blocks of BLOCK iterations, each
 * charged to the poll budget. Per block, the accesses passes/bounds.ts hoisted to the loop are
 * checked at the block's two ends (their indices are affine in the loop variable, so in bounds
 * at both ends means in bounds throughout) and a copy of the body without those checks runs;
 * otherwise the checked copy runs, which reports the exact access that fails.
 */

import {
  BinaryExpr, BinOp, ConstExpr, Expr, ExprKind, LengthExpr, LoopStmt, RangeStmt, Stmt, UnaryExpr, UnOp, VarExpr,
} from "../../ir";
import { Type } from "../../types";
import { LoopLabels, WatWalker } from "./walk";
import { wType } from "./text";
import { accessArray, accessIndex } from "../../passes/bounds";
import { countedBound, countedEndInclusive } from "../../passes/counted";
import { affineKey, distinctAccesses } from "../access";

/** Iterations per block: long enough for vector loops, short enough that a failing end costs little. */
export const BLOCK: i32 = 4096;

export class WatLoops extends WatWalker {
  /** The parallel loop's localized scalars and the copies restored at each iteration's start. */
  localizedVars: i32[] = [];
  localizedSaved: string[] = [];

  emitCountedRange(s: RangeStmt): void {
    const lo = s.startExpr ? this.emitAs(s.startExpr!, Type.i64) : "(i64.const 0)";
    const hi = this.emitAs(s.endExpr!, Type.i64);
    this.emitCounted(s.varIndex, lo, hi, s.body);
  }

  /**
   * `for (let j = a; j < b; j++)` with the conditions of passes/counted.ts: j already holds a
   * (its initializer ran), so the range is [j, b), or [j, b + 1) for `j <= b`.
   */
  emitCountedLoop(s: LoopStmt, counter: i32): void {
    const lo = this.op(Type.i64, "(local.get " + this.localFor(counter) + ")");
    let hi = this.emitAs(countedBound(s.test!), Type.i64);
    if (countedEndInclusive(s.test!)) hi = this.opW("i64", "(i64.add " + hi + " (i64.const 1))");
    this.emitCounted(counter, lo, hi, s.body);
  }

  /** The parallel loop over [lo, hi) (a chunk, or a grid row): one block, polled once and versioned over its two ends. */
  emitParallelRange(v: i32, lo: string, hi: string, body: Stmt[]): void {
    this.open("(if (i64.lt_s " + lo + " " + hi + ")");
    this.open("(then");
    // a chunk of a launch that already failed elsewhere (or was cancelled) does not start
    this.stopIfStopped();
    this.pollBy(this.opW("i64", "(i64.sub " + hi + " " + lo + ")"));
    this.emitVersions(v, lo, hi, body, true, "");
    this.close();
    this.close();
  }

  /** An inner loop [lo, hi) of variable `v` in blocks of BLOCK, each polled and versioned. */
  emitCounted(v: i32, lo: string, hi: string, body: Stmt[]): void {
    const blk = this.local("i64");
    this.effect("(local.set " + blk + " " + lo + ")");
    const b = "(local.get " + blk + ")";
    const exit = this.newLabel("range_exit");
    const head = this.newLabel("blk_head");
    this.open("(block " + exit);
    this.open("(loop " + head);
    this.effect("(br_if " + exit + " (i64.ge_s " + b + " " + hi + "))");
    const e0 = this.opW("i64", "(i64.add " + b + " (i64.const " + BLOCK.toString() + "))");
    const bend = this.opW("i64", "(select " + e0 + " " + hi + " (i64.lt_s " + e0 + " " + hi + "))");
    const start = this.opW("i64", b);
    this.pollBy(this.opW("i64", "(i64.sub " + bend + " " + start + ")"));
    this.emitVersions(v, start, bend, body, false, exit);
    this.effect("(local.set " + blk + " " + bend + ")");
    this.effect("(br " + head + ")");
    this.close();
    this.close();
  }

  /** The block [b, bend): the fast version when the hoisted accesses are in bounds at both ends, else the checked one. */
  emitVersions(v: i32, b: string, bend: string, body: Stmt[], parallel: bool, exit: string): void {
    const hoisted = this.inst.loopAccesses.has(v) ? this.inst.loopAccesses.get(v) : new Array<Expr>();
    if (hoisted.length == 0) {
      // nothing to prove (no hoisted accesses, or checks off): the fast version is the only one
      this.emitFastIterations(v, b, bend, body, parallel, exit);
      return;
    }
    const last = this.opW("i64", "(i64.sub " + bend + " (i64.const 1))");
    const ok = this.endsInBounds(hoisted, v, b, last);
    this.open("(if " + ok);
    this.open("(then");
    const before = this.elided.length;
    for (let i = 0; i < hoisted.length; i++) this.elided.push(hoisted[i].id);
    this.emitFastIterations(v, b, bend, body, parallel, exit);
    this.elided.length = before;
    this.close();
    this.open("(else");
    this.emitIterations(v, b, bend, body, parallel, exit);
    this.close();
    this.close();
  }

  /** The version of a block whose hoisted checks passed (WatSimd vectorizes it where it can). */
  emitFastIterations(v: i32, b: string, bend: string, body: Stmt[], parallel: bool, exit: string): void {
    this.emitIterations(v, b, bend, body, parallel, exit);
  }

  /** One block's iterations [b, bend); `break` leaves to `exit` (inner loops). */
  emitIterations(v: i32, b: string, bend: string, body: Stmt[], parallel: bool, exit: string): void {
    const ctr = this.local("i64");
    this.effect("(local.set " + ctr + " " + b + ")");
    const x = "(local.get " + ctr + ")";
    const done = this.newLabel("it_done");
    const head = this.newLabel("it_head");
    const latch = this.newLabel("it_latch");
    this.open("(block " + done);
    this.open("(loop " + head);
    this.effect("(br_if " + done + " (i64.ge_s " + x + " " + bend + "))");
    this.open("(block " + latch);
    this.scalarParam(v, x);
    if (parallel) {
      this.restoreLocalized();
      this.returnLabel = latch; // `return;` ends this iteration
      this.emitStmts(body);
    } else {
      this.loops.push(new LoopLabels(exit, latch));
      this.emitStmts(body);
      this.loops.pop();
    }
    this.close();
    this.effect("(local.set " + ctr + " (i64.add " + x + " (i64.const 1)))");
    this.effect("(br " + head + ")");
    this.close();
    this.close();
  }

  /** Copies preamble values of localized scalars; restored at each iteration's start. */
  saveLocalized(vars: i32[]): void {
    this.localizedVars = vars;
    this.localizedSaved = [];
    for (let i = 0; i < vars.length; i++) {
      const vi = vars[i];
      const s = this.local(wType(this.inst.varTypes[vi]!));
      this.effect("(local.set " + s + " (local.get " + this.localFor(vi) + "))");
      this.localizedSaved.push(s);
    }
  }

  restoreLocalized(): void {
    for (let i = 0; i < this.localizedVars.length; i++) {
      this.effect("(local.set " + this.localFor(this.localizedVars[i]) + " (local.get " + this.localizedSaved[i] + "))");
    }
  }

  // ---- the hoisted checks ---------------------------------------------------------------------

  /** An i32 bool: every hoisted access's index is in bounds at v = lo and at v = hi. */
  endsInBounds(accesses: Expr[], v: i32, lo: string, hi: string): string {
    let ok = "(i32.const 1)";
    const distinct = distinctAccesses(this.inst, accesses);
    for (let i = 0; i < distinct.length; i++) {
      const e = distinct[i];
      const vi = accessArray(e);
      const index = accessIndex(e);
      const len = this.lengthOf(vi);
      const a = this.affineAt(index, v, lo);
      const b = this.affineAt(index, v, hi);
      const both = "(i32.and (i64.lt_u " + a + " " + len + ") (i64.lt_u " + b + " " + len + "))";
      ok = i == 0 ? this.opW("i32", both) : this.opW("i32", "(i32.and " + ok + " " + both + ")");
    }
    return ok;
  }

  /** A structural key of an affine index: equal keys compute equal values. */
  affineKey(e: Expr): string {
    return affineKey(this.inst, e);
  }

  /** An array's length here: a parameter's hidden length, or a local array's constant size. */
  lengthOf(vi: i32): string {
    const a = this.arrays[vi];
    if (a) return a.len;
    return "(i64.const " + this.fn.vars[vi].arrayLength.toString() + ")";
  }

  /** An affine index (passes/bounds.ts) evaluated with the loop variable `v` set to `value`, as i64. */
  affineAt(e: Expr, v: i32, value: string): string {
    return this.convert(this.affineValue(e, v, value), this.typeOf(e), Type.i64);
  }

  /** The same expression computed as the loop computes it (same types, same wrapping), without effects. */
  affineValue(e: Expr, v: i32, value: string): string {
    const t = this.typeOf(e);
    switch (e.kind) {
      case ExprKind.Const: return this.constAs(<ConstExpr>e, t);
      case ExprKind.Length: return this.emitLength(<LengthExpr>e);
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        if (vi == v) return this.convert(value, Type.i64, this.inst.varTypes[vi]!);
        const assigned = this.inst.loopAssigned.has(v) ? this.inst.loopAssigned.get(v) : new Array<i32>();
        if (assigned.includes(vi)) {
          // a const defined inside the loop: its definition, converted as the assignment does
          const def = this.inst.constDefs.get(vi);
          return this.convert(this.affineValue(def, v, value), this.typeOf(def), this.inst.varTypes[vi]!);
        }
        const src = this.copyOf[vi];
        return this.op(this.inst.varTypes[src]!, "(local.get " + this.localFor(src) + ")");
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        const ot = this.opTypeOf(e);
        const x = this.convert(this.affineValue(u.arg!, v, value), this.typeOf(u.arg!), ot);
        if (u.op == UnOp.Plus) return x;
        const ty = wType(ot);
        return this.wrapNarrow(this.op(ot, "(" + ty + ".sub (" + ty + ".const 0) " + x + ")"), ot);
      }
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        const ot = this.opTypeOf(e);
        const l = this.convert(this.affineValue(b.left!, v, value), this.typeOf(b.left!), ot);
        const r = this.convert(this.affineValue(b.right!, v, value), this.typeOf(b.right!), ot);
        const name = b.op == BinOp.Add ? ".add " : b.op == BinOp.Sub ? ".sub " : ".mul ";
        return this.wrapNarrow(this.op(ot, "(" + wType(ot) + name + l + " " + r + ")"), ot);
      }
      default:
        unreachable(); // passes/bounds.ts hoists nothing else
        return "";
    }
  }
}
