/**
 * @fileoverview Counted loops in the LLVM generator. The parallel loop's chunk (or grid row)
 * is one block; every inner `range` with step 1 runs in blocks of BLOCK iterations. Per block the
 * poll budget is charged (passes polls out of the inner loop, which stays a plain counted
 * loop LLVM can vectorize), and the accesses passes/bounds.ts hoisted to this loop are
 * checked at the block's two ends: their indices are affine in the loop variable, so in
 * bounds at both ends means in bounds throughout, and the block runs a version of the body
 * without those checks; otherwise it runs the checked version, which reports the exact access
 * that fails (and is correct when a guard in the body keeps the access from running).
 */

import {
  BinaryExpr, BinOp, ConstExpr, Expr, ExprKind, LengthExpr, LoopStmt, RangeStmt, Stmt, UnaryExpr, UnOp, VarExpr,
} from "../../ir";
import { Type } from "../../types";
import { LLVMWalker, LoopLabels } from "./walk";
import { llType } from "./text";
import { accessArray, accessIndex } from "../../passes/bounds";
import { countedBound, countedEndInclusive } from "../../passes/counted";
import { affineKey, distinctAccesses } from "../access";

/** Iterations per block: long enough for vector loops, short enough that a failing end costs little. */
export const BLOCK: i32 = 4096;

export class LLVMLoops extends LLVMWalker {
  /** The parallel loop's localized scalars and the copies restored at each iteration's start. */
  localizedVars: i32[] = [];
  localizedSaved: string[] = [];
  /** Emitting the checked version of a versioned loop. */
  slowVersion: bool = false;
  /** Emitting the scalar remainder after SPMD groups (codegen/llvm/spmd.ts): fewer than W iterations. */
  remainder: bool = false;

  /** The parallel loop's fast version (LLVMSpmd runs it in vector lanes when passes/spmd.ts allows). */
  emitFastParallel(v: i32, ctr: string, b: string, bend: string, body: Stmt[], next: string, exit: string): void {
    this.emitIterations(v, ctr, b, bend, body, true, next, exit);
  }

  emitCountedRange(s: RangeStmt): void {
    const lo = s.startExpr ? this.emitAs(s.startExpr!, Type.i64) : "0";
    const hi = this.emitAs(s.endExpr!, Type.i64);
    const exit = this.newLabel("range.exit");
    this.emitCounted(s.varIndex, lo, hi, s.body, false, exit);
    this.startBlock(exit);
  }

  /**
   * `for (let j = a; j < b; j++)` with the conditions of passes/counted.ts: j already holds a
   * (its initializer ran), so the range is [j, b), or [j, b + 1) for `j <= b` (b + 1 cannot
   * wrap short of a loop of 2^63 iterations).
   */
  emitCountedLoop(s: LoopStmt, counter: i32): void {
    const lo = this.op("load i64, i64* " + this.allocaFor(counter));
    const bound = countedBound(s.test!);
    let hi = this.emitAs(bound, Type.i64);
    if (countedEndInclusive(s.test!)) hi = this.op("add i64 " + hi + ", 1");
    const exit = this.newLabel("for.exit");
    this.emitCounted(counter, lo, hi, s.body, false, exit);
    this.startBlock(exit);
  }

  /**
   * The parallel loop over a chunk [lo, hi) (or a grid row): the pool already bounds a chunk,
   * so it is one block, polled once and versioned over its two ends. Strip-mining it as well
   * doubled the cold compile (one more loop level around the vectorized body) for nothing.
   */
  emitParallelRange(v: i32, lo: string, hi: string, body: Stmt[], exit: string): void {
    const id = this.label.toString();
    const ctr = this.counter("it" + v.toString() + "." + id);
    const empty = this.op("icmp sge i64 " + lo + ", " + hi);
    const open = this.newLabel("chunk");
    this.emitLine("br i1 " + empty + ", label %" + exit + ", label %" + open);
    this.startBlock(open);
    // a chunk of a launch that already failed elsewhere (or was cancelled) does not start
    const state = this.op("load atomic i64, i64* " + this.status + " monotonic, align 8");
    const stopped = this.op("icmp ne i64 " + state + ", 0");
    const go = this.newLabel("chunk.go");
    this.emitLine("br i1 " + stopped + ", label %" + this.abortLabel + ", label %" + go + ", !prof !6");
    this.abortUsed = true;
    this.startBlock(go);
    this.pollBy(this.op("sub i64 " + hi + ", " + lo));
    this.emitVersions(v, ctr, lo, hi, body, true, exit, exit);
  }

  /** The block [b, bend): the fast version when the hoisted accesses are in bounds at both ends, else the checked one. */
  emitVersions(v: i32, ctr: string, b: string, bend: string, body: Stmt[], parallel: bool, next: string, exit: string): void {
    const hoisted = this.inst.loopAccesses.has(v) ? this.inst.loopAccesses.get(v) : new Array<Expr>();
    if (hoisted.length > 0) {
      const last = this.op("sub i64 " + bend + ", 1");
      const ok = this.endsInBounds(hoisted, v, b, last);
      const fast = this.newLabel("fast");
      const slow = this.newLabel("slow");
      this.emitLine("br i1 " + ok + ", label %" + fast + ", label %" + slow);
      this.startBlock(fast);
      const before = this.elided.length;
      for (let i = 0; i < hoisted.length; i++) this.elided.push(hoisted[i].id);
      if (parallel) this.emitFastParallel(v, ctr, b, bend, body, next, exit);
      else this.emitIterations(v, ctr, b, bend, body, parallel, next, exit);
      this.elided.length = before;
      this.startBlock(slow);
      this.slowVersion = true;
      this.emitIterations(v, ctr, b, bend, body, parallel, next, exit);
    } else if (parallel) {
      // nothing hoisted: no access checks its index in the body's loop, so this is the fast version
      this.emitFastParallel(v, ctr, b, bend, body, next, exit);
    } else {
      this.emitIterations(v, ctr, b, bend, body, parallel, next, exit);
    }
    this.slowVersion = false;
  }

  /** An inner loop [lo, hi) of variable `v` in blocks of BLOCK, each polled and versioned; leaves to `exit` (which the caller opens). */
  emitCounted(v: i32, lo: string, hi: string, body: Stmt[], parallel: bool, exit: string): void {
    const id = this.label.toString();
    const blk = this.counter("blk" + v.toString() + "." + id);
    const ctr = this.counter("it" + v.toString() + "." + id);
    this.emitLine("store i64 " + lo + ", i64* " + blk);
    const head = this.newLabel("blk.head");
    const open = this.newLabel("blk.body");
    const next = this.newLabel("blk.next");
    this.br(head);
    this.startBlock(head);
    const b = this.op("load i64, i64* " + blk);
    const more = this.op("icmp slt i64 " + b + ", " + hi);
    this.emitLine("br i1 " + more + ", label %" + open + ", label %" + exit);
    this.startBlock(open);
    const e0 = this.op("add i64 " + b + ", " + BLOCK.toString());
    const short = this.op("icmp slt i64 " + e0 + ", " + hi);
    const bend = this.op("select i1 " + short + ", i64 " + e0 + ", i64 " + hi);
    this.pollBy(this.op("sub i64 " + bend + ", " + b));
    this.emitVersions(v, ctr, b, bend, body, parallel, next, exit);
    this.startBlock(next);
    this.emitLine("store i64 " + bend + ", i64* " + blk);
    this.br(head);
  }

  /** One block's iterations [b, bend); ends with a branch to `next`. */
  emitIterations(v: i32, ctr: string, b: string, bend: string, body: Stmt[], parallel: bool, next: string, exit: string): void {
    this.emitLine("store i64 " + b + ", i64* " + ctr);
    const head = this.newLabel("it.head");
    const open = this.newLabel("it.body");
    const latch = this.newLabel("it.latch");
    this.br(head);
    this.startBlock(head);
    const x = this.op("load i64, i64* " + ctr);
    const c = this.op("icmp slt i64 " + x + ", " + bend);
    this.emitLine("br i1 " + c + ", label %" + open + ", label %" + next);
    this.startBlock(open);
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
    this.br(latch);
    this.startBlock(latch);
    const x2 = this.op("load i64, i64* " + ctr);
    const x3 = this.op("add i64 " + x2 + ", 1");
    this.emitLine("store i64 " + x3 + ", i64* " + ctr);
    // the checked version runs only when a block's ends fail: not worth vectorizing or unrolling
    this.emitLine("br label %" + head + (this.slowVersion || this.remainder ? ", !llvm.loop !3" : parallel ? ", !llvm.loop !0" : ""));
  }

  /** Copies preamble values of localized scalars; restored at each iteration's start. */
  saveLocalized(vars: i32[]): void {
    this.localizedVars = vars;
    this.localizedSaved = [];
    for (let i = 0; i < vars.length; i++) {
      const vi = vars[i];
      const ty = llType(this.inst.varTypes[vi]!);
      const slot = this.allocaFor(vi);
      const s = "%saved" + vi.toString();
      this.allocas.push(s + " = alloca " + ty);
      const v = this.op("load " + ty + ", " + ty + "* " + slot);
      this.emitLine("store " + ty + " " + v + ", " + ty + "* " + s);
      this.localizedSaved.push(s);
    }
  }

  restoreLocalized(): void {
    for (let i = 0; i < this.localizedVars.length; i++) {
      const vi = this.localizedVars[i];
      const ty = llType(this.inst.varTypes[vi]!);
      const v = this.op("load " + ty + ", " + ty + "* " + this.localizedSaved[i]);
      this.emitLine("store " + ty + " " + v + ", " + ty + "* " + this.slots[vi]);
    }
  }

  // ---- the hoisted checks ---------------------------------------------------------------------

  /** i1: every hoisted access's index is in bounds at v = lo and at v = hi. */
  endsInBounds(accesses: Expr[], v: i32, lo: string, hi: string): string {
    let ok = "true";
    const distinct = distinctAccesses(this.inst, accesses);
    for (let i = 0; i < distinct.length; i++) {
      const e = distinct[i];
      const vi = accessArray(e);
      const index = accessIndex(e);
      const len = this.lengthOf(vi);
      const a = this.affineAt(index, v, lo);
      const b = this.affineAt(index, v, hi);
      const ca = this.op("icmp ult i64 " + a + ", " + len);
      const cb = this.op("icmp ult i64 " + b + ", " + len);
      const both = this.op("and i1 " + ca + ", " + cb);
      ok = ok == "true" ? both : this.op("and i1 " + ok + ", " + both);
    }
    return ok;
  }

  /** A structural key of an affine index (codegen/access.ts), as the WAT walker's SPMD code reads it. */
  affineKey(e: Expr): string {
    return affineKey(this.inst, e);
  }

  /** An array's length here: a parameter's hidden length, or a local array's constant size. */
  lengthOf(vi: i32): string {
    const a = this.arrays[vi];
    if (a) return a.len;
    return this.fn.vars[vi].arrayLength.toString();
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
        if (vi == v) return value;
        const assigned = this.inst.loopAssigned.has(v) ? this.inst.loopAssigned.get(v) : new Array<i32>();
        if (assigned.includes(vi)) {
          // a const defined inside the loop: its definition, converted as the assignment does
          const def = this.inst.constDefs.get(vi);
          return this.convert(this.affineValue(def, v, value), this.typeOf(def), this.inst.varTypes[vi]!);
        }
        const src = this.copyOf[vi];
        const ty = llType(this.inst.varTypes[src]!);
        return this.op("load " + ty + ", " + ty + "* " + this.allocaFor(src));
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        const ot = this.opTypeOf(e);
        const x = this.convert(this.affineValue(u.arg!, v, value), this.typeOf(u.arg!), ot);
        if (u.op == UnOp.Plus) return x;
        return this.op("sub " + llType(ot) + " 0, " + x);
      }
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        const ot = this.opTypeOf(e);
        const l = this.convert(this.affineValue(b.left!, v, value), this.typeOf(b.left!), ot);
        const r = this.convert(this.affineValue(b.right!, v, value), this.typeOf(b.right!), ot);
        const op = b.op == BinOp.Add ? "add " : b.op == BinOp.Sub ? "sub " : "mul ";
        return this.op(op + llType(ot) + " " + l + ", " + r);
      }
      default:
        unreachable(); // passes/bounds.ts hoists nothing else
        return "";
    }
  }
}
