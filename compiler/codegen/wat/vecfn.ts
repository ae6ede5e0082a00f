/**
 * @fileoverview The straight-line vector loop (simd.ts) as a function of its own, on row
 * pointers. Inline, the loop recomputes each access's i64 index per vector (`(y + 1) * w + x + 1`,
 * a wrap and a shift per access) and shares the kernel function's registers with the scalar
 * path and the checks, whose values V8 keeps live across it (spills and reloads per vector:
 * bench/wasm/RESULTS.md, session 8 wasmmem2). Here the block's accesses are grouped by array and
 * by their index less a constant (`src[i - 1]`, `src[i]`, `src[i + 1]` are one group, `src[i - w]`
 * another): one i32 pointer per group, computed once per block at the group's smallest constant,
 * the other constants the loads' `offset=` immediates, and one i32 byte offset stepping 16 per
 * vector, from minus a loop's bytes up to 0 (stepLoop). The loop runs in `$tack_vecN (pointers..., bytes, invariants...)`, exported so that
 * binaryen's inliner keeps it out of line (a function used from outside is never inlined; a
 * single-call one always is), and called once per block. A group of loads at constants within
 * one vector (`src[i - 1]`, `src[i]`, `src[i + 1]`) is read through carried vectors where its
 * array is never stored in the block (carriedGroups): 3 loads a stencil vector instead of 5
 * (bench/wasm/RESULTS.md, session 9 stencil2). Both forms do UNROLL vectors a trip (TurboFan's
 * x64: saxpy ~6 instructions a vector where one a trip was ~10, session 9 unroll; the stencil 13
 * where two a trip over an ascending offset was 16.5, session 11 unroll2).
 *
 * Only where every access of the block is a hoisted one whose check passed for the block
 * (Bounds.Hoisted, elided): each element any lane touches is then in bounds, so a pointer plus
 * an offset is the same address as `base + (wrap(index) << k)` (no wrap in either), and the
 * generated code reads and writes exactly what the inline loop does. Accesses with no check
 * (checks off) keep the inline loop.
 */

import { BinaryExpr, BinOp, CondExpr, ConstExpr, Expr, ExprKind, ExprStmt, IntrinsicExpr, LoadExpr, LogicalExpr, Stmt, StoreExpr, UnaryExpr, VarExpr, AssignVarExpr } from "../../ir";
import { Bounds } from "../../passes/bounds";
import { Sem } from "../../sem";
import { Type } from "../../types";
import { WatSimd } from "./simd";
import { sizeShift, wType } from "./text";

/** A constant part of an index beyond this: the inline loop (offsets stay small immediates). */
const MAX_OFFSET: i64 = 1 << 20;
/** More pointers and invariants than this: the inline loop (a call's arguments in registers). */
const MAX_PARAMS: i32 = 12;
/** Vectors a trip of the out-of-line loop, a power of two (bench/wasm/RESULTS.md, sessions 9 unroll, 11 unroll2). */
const UNROLL: i32 = 4;

/** An index split as `core + c`. */
class Split {
  core: Expr;
  c: i64;
  constructor(core: Expr, c: i64) {
    this.core = core;
    this.c = c;
  }
}

export class WatVecFn extends WatSimd {
  /** Iterations [b, vend) (a multiple of the lanes), in an out-of-line loop where the block's shape allows it. */
  emitVectorIterations(v: i32, b: string, vend: string, body: Stmt[]): void {
    const keys = new Array<string>();
    const members = new Array<Array<i32>>(); // per group: indices into this.accesses
    const splits = new Array<Split>();
    for (let i = 0; i < this.accesses.length; i++) {
      const e = this.accesses[i];
      if (<Bounds>this.inst.bounds[e.id] != Bounds.Hoisted || !this.elided.includes(e.id)) {
        super.emitVectorIterations(v, b, vend, body);
        return;
      }
      const sp = this.split(this.indexOf(e));
      if (sp.c > MAX_OFFSET || sp.c < -MAX_OFFSET) {
        super.emitVectorIterations(v, b, vend, body);
        return;
      }
      splits.push(sp);
      const key = this.arrayOf(e).toString() + ":" + this.affineKey(sp.core);
      let g = keys.indexOf(key);
      if (g < 0) {
        g = keys.length;
        keys.push(key);
        members.push(new Array<i32>());
      }
      members[g].push(i);
    }
    const inv = new Array<i32>();
    for (let i = 0; i < body.length; i++) this.invariantReads((<ExprStmt>body[i]).expr!, inv);
    if (keys.length + inv.length + 1 > MAX_PARAMS) {
      super.emitVectorIterations(v, b, vend, body);
      return;
    }

    // the caller's side: one pointer per group, at its smallest constant, at the block's first iteration
    const args = new Array<string>();
    const lows = new Array<i64>();
    for (let g = 0; g < keys.length; g++) {
      const m = members[g];
      let lo = 0;
      for (let j = 1; j < m.length; j++) if (splits[m[j]].c < splits[m[lo]].c) lo = j;
      const e = this.accesses[m[lo]];
      lows.push(splits[m[lo]].c);
      args.push(this.elementAddr(this.arrayOf(e), this.affineAt(this.indexOf(e), v, b)));
    }
    // bytes of the vectors: (vend - b) elements, in bounds of an array of the 32-bit memory
    const k = sizeShift(this.arrays[this.arrayOf(this.accesses[0])]!.elem);
    args.push(this.opW("i32", "(i32.wrap_i64 (i64.shl (i64.sub " + vend + " " + b + ") (i64.const " + k.toString() + ")))"));
    for (let i = 0; i < inv.length; i++) args.push("(local.get " + this.localFor(inv[i]) + ")");
    const name = this.newLabel("tack_vec");

    // the function: built with the builder's lines and locals set aside
    const lines = this.lines;
    const locals = this.locals;
    const depth = this.depth;
    this.lines = [];
    this.locals = [];
    this.depth = 2;
    const params = new Array<string>();
    for (let g = 0; g < keys.length; g++) params.push("(param $p" + g.toString() + " i32)");
    params.push("(param $n i32)");
    for (let i = 0; i < inv.length; i++) params.push("(param " + this.localFor(inv[i]) + " " + wType(this.inst.varTypes[inv[i]]!) + ")");
    const carried = this.carriedGroups(members, splits, lows);
    for (let g = 0; g < keys.length; g++) {
      if (carried[g]) this.locals.push("(local $a" + g.toString() + " v128) (local $b" + g.toString() + " v128)");
    }
    // Each loop runs a byte offset `$o` from minus its bytes up to 0 over group pointers moved
    // past those bytes first: the bump sets the flags the branch tests (no end value live, no
    // compare), and the loop's integers are the pointers and `$o` (an offset compared with an end
    // left V8 with 11 integers live and one reloaded from the stack each trip). The same i32
    // addresses as pointer plus ascending offset: `(p + len) + (o - len)` wraps alike.
    this.locals.push("(local $o i32)");
    const group = 16 * UNROLL;
    if (!carried.includes(true)) {
      // UNROLL vectors a trip while whole groups of them remain (one bump and one branch per
      // group, the vectors at `offset=` immediates), then the rest one a trip (the caller calls
      // with at least one vector). The vectors run in order, as one a trip runs them.
      this.stepLoop("$group", "(i32.and (local.get $n) (i32.const " + (-group).toString() + "))", UNROLL, keys.length, members, splits, lows, carried, false, body);
      this.stepLoop("$head", "(i32.and (local.get $n) (i32.const " + (group - 16).toString() + "))", 1, keys.length, members, splits, lows, carried, false, body);
    } else {
      // carried groups: each vector's second load is the next one's first. Every vector but the
      // last reads 16 bytes past its own elements (the next vector's), so the last one loads its
      // elements directly: nothing read beyond the block's checked range. UNROLL vectors a trip
      // while more than UNROLL remain, then one a trip, then the last, direct.
      for (let g = 0; g < keys.length; g++) {
        if (carried[g]) this.effect("(local.set $a" + g.toString() + " (v128.load (local.get $p" + g.toString() + ")))");
      }
      this.effect("(local.set $n (i32.sub (local.get $n) (i32.const 16)))");
      this.stepLoop("$group", "(i32.and (local.get $n) (i32.const " + (-group).toString() + "))", UNROLL, keys.length, members, splits, lows, carried, true, body);
      this.stepLoop("$head", "(i32.and (local.get $n) (i32.const " + (group - 16).toString() + "))", 1, keys.length, members, splits, lows, carried, true, body);
      this.vectorAt(members, splits, lows, carried, 0, false, body);
    }
    const text = new Array<string>();
    text.push("  (func " + name + " (export \"" + name.substring(1) + "\")");
    text.push("    " + params.join(" "));
    for (let i = 0; i < this.locals.length; i++) text.push("    " + this.locals[i]);
    for (let i = 0; i < this.lines.length; i++) text.push(this.lines[i]);
    text.push("  )");
    this.helperOnce(text.join("\n"));
    this.vecAddr = new Map();
    this.vecLoad = new Map();
    this.lines = lines;
    this.locals = locals;
    this.depth = depth;

    this.open("(if (i64.lt_s " + b + " " + vend + ")");
    this.effect("(then (call " + name + " " + args.join(" ") + "))");
    this.close();
  }

  /**
   * `per` vectors a trip over the next `bytes` (a multiple of 16 * per, maybe 0) as a do-while
   * behind one test, the bump and its branch at the bottom; the pointers end past those bytes
   * and `$o` at 0, where the next loop or vector starts.
   */
  stepLoop(label: string, bytes: string, per: i32, groups: i32, members: Array<Array<i32>>, splits: Split[], lows: i64[], carried: bool[], shuffled: bool, body: Stmt[]): void {
    this.effect("(local.set $o (i32.sub (i32.const 0) " + bytes + "))");
    this.open("(if (local.get $o)");
    this.open("(then");
    for (let g = 0; g < groups; g++) {
      const p = "$p" + g.toString();
      this.effect("(local.set " + p + " (i32.sub (local.get " + p + ") (local.get $o)))");
    }
    this.open("(loop " + label);
    for (let u = 0; u < per; u++) this.vectorAt(members, splits, lows, carried, 16 * u, shuffled, body);
    this.effect("(local.set $o (i32.add (local.get $o) (i32.const " + (16 * per).toString() + ")))");
    this.effect("(br_if " + label + " (local.get $o))");
    this.close();
    this.close();
    this.close();
  }

  /**
   * Groups read through carried vectors: loads at two or more constants, of an array the block never stores
   * to (a store could change what a carried vector holds), their constants' bytes within one vector
   * of the group's smallest. Such a group's vectors are built from two aligned-stride loads, at the vector
   * and 16 bytes on (the next vector's first), by `i8x16.shuffle` (x64: one palignr per member)
   * where the direct form loads each member: the 5-point stencil's 5 loads a vector become 3.
   */
  carriedGroups(members: Array<Array<i32>>, splits: Split[], lows: i64[]): bool[] {
    const stored = new Array<i32>();
    for (let i = 0; i < this.accesses.length; i++) {
      const e = this.accesses[i];
      if (e.kind == ExprKind.Store && !stored.includes(this.arrayOf(e))) stored.push(this.arrayOf(e));
    }
    const out = new Array<bool>();
    for (let g = 0; g < members.length; g++) {
      const m = members[g];
      const size = <i64>this.arrays[this.arrayOf(this.accesses[m[0]])]!.elem.size;
      let ok = m.length >= 2 && !stored.includes(this.arrayOf(this.accesses[m[0]]));
      let span: i64 = 0;
      for (let j = 0; ok && j < m.length; j++) {
        const off = (splits[m[j]].c - lows[g]) * size;
        ok = off < 16;
        if (off > span) span = off;
      }
      out.push(ok && span > 0); // all at one constant: one load either way
    }
    return out;
  }

  /**
   * One vector of the body at `extra` bytes past the group pointers: each access at its group's pointer plus
   * its constant's bytes; with `shuffled`, a carried group's loads from `$a<g>` (its elements at
   * the smallest constant) and `$b<g>` (loaded here: the next vector's), `$a<g>` then taking `$b<g>`.
   */
  vectorAt(members: Array<Array<i32>>, splits: Split[], lows: i64[], carried: bool[], extra: i32, shuffled: bool, body: Stmt[]): void {
    this.vecAddr = new Map();
    this.vecLoad = new Map();
    for (let g = 0; g < members.length; g++) {
      const m = members[g];
      const gs = g.toString();
      const size = this.arrays[this.arrayOf(this.accesses[m[0]])]!.elem.size;
      const at = "(i32.add (local.get $p" + gs + ") (local.get $o))";
      const shuffle = shuffled && carried[g];
      if (shuffle) this.effect("(local.set $b" + gs + " (v128.load offset=" + (extra + 16).toString() + " " + at + "))");
      for (let j = 0; j < m.length; j++) {
        const off = (splits[m[j]].c - lows[g]) * <i64>size;
        const id = this.accesses[m[j]].id;
        if (shuffle && off == 0) {
          this.vecLoad.set(id, "(local.get $a" + gs + ")");
        } else if (shuffle) {
          const bytes = new Array<string>();
          for (let k: i32 = 0; k < 16; k++) bytes.push((<i32>off + k).toString());
          this.vecLoad.set(id, "(i8x16.shuffle " + bytes.join(" ") + " (local.get $a" + gs + ") (local.get $b" + gs + "))");
        }
        const imm = off + <i64>extra == 0 ? "" : "offset=" + (off + <i64>extra).toString() + " ";
        this.vecAddr.set(id, imm + at);
      }
    }
    this.vecLocals = new Map();
    this.emitVectorBody(body);
    for (let g = 0; g < members.length; g++) {
      if (shuffled && carried[g]) this.effect("(local.set $a" + g.toString() + " (local.get $b" + g.toString() + "))");
    }
  }

  arrayOf(e: Expr): i32 {
    return e.kind == ExprKind.Load ? (<LoadExpr>e).varIndex : (<StoreExpr>e).varIndex;
  }

  indexOf(e: Expr): Expr {
    return e.kind == ExprKind.Load ? (<LoadExpr>e).index! : (<StoreExpr>e).index!;
  }

  /** An i64 index as `core + c`, taking integer constants added or subtracted at its top (exact in i64). */
  split(e: Expr): Split {
    if (e.kind == ExprKind.Binary) {
      const x = <BinaryExpr>e;
      if ((x.op == BinOp.Add || x.op == BinOp.Sub) && this.semOf(x) == Sem.Native && this.opTypeOf(x) == Type.i64) {
        const r = this.intConst(x.right!);
        if (r != null) {
          const s = this.split(x.left!);
          const c = r.bits;
          if (c > MAX_OFFSET || c < -MAX_OFFSET) return new Split(e, 0);
          return new Split(s.core, x.op == BinOp.Add ? s.c + c : s.c - c);
        }
      }
    }
    return new Split(e, 0);
  }

  intConst(e: Expr): ConstExpr | null {
    if (e.kind != ExprKind.Const || !this.typeOf(e).isInteger) return null;
    return <ConstExpr>e;
  }

  /** The invariant scalars a statement's vector values read (vemit splats them): their source variables, once each. */
  invariantReads(e: Expr, out: i32[]): void {
    switch (e.kind) {
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        if (!this.invariantVar(vi)) return;
        const src = this.copyOf[vi];
        if (!out.includes(src)) out.push(src);
        return;
      }
      case ExprKind.Store: this.invariantReads((<StoreExpr>e).value!, out); return;
      case ExprKind.AssignVar: {
        const a = <AssignVarExpr>e;
        if (!this.indexConst(a.varIndex)) this.invariantReads(a.value!, out);
        return;
      }
      case ExprKind.Unary: this.invariantReads((<UnaryExpr>e).arg!, out); return;
      case ExprKind.Binary: {
        const x = <BinaryExpr>e;
        this.invariantReads(x.left!, out);
        this.invariantReads(x.right!, out);
        return;
      }
      case ExprKind.Logical: {
        const l = <LogicalExpr>e;
        this.invariantReads(l.left!, out);
        this.invariantReads(l.right!, out);
        return;
      }
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        this.invariantReads(c.test!, out);
        this.invariantReads(c.then!, out);
        this.invariantReads(c.otherwise!, out);
        return;
      }
      case ExprKind.Intrinsic: {
        const c = <IntrinsicExpr>e;
        for (let i = 0; i < c.args.length; i++) this.invariantReads(c.args[i], out);
        return;
      }
      default: return; // constants; loads (their indices are the pointers)
    }
  }
}
