/**
 * @fileoverview 128-bit SIMD for the parallel loop. A block of the parallel loop whose hoisted
 * bounds checks passed runs its iterations 4 (f32, i32/u32) or 2 (f64) at a time when its body
 * is straight-line code that a vector computes lane for lane exactly as the scalar loop would:
 *
 * - statements: stores into arrays, and `const` locals defined in the body;
 * - every access contiguous: its index steps by one element per iteration (the loop variable
 *   plus or minus invariants, in i64, directly or through `const` locals, as a grid row's
 *   `(y + 1) * w + x + 1`), and proved in bounds for the block (Bounds.Hoisted or checks off);
 * - one lane type: every value (but the indices) of the arrays' element type, f32, f64 or
 *   32-bit integers; operations whose vector instruction is the scalar one per lane (IEEE
 *   add, sub, mul, div, sqrt, min/max with JS's NaN and -0 rules, floor/ceil/trunc, abs, neg;
 *   wrapping integer add, sub, mul, Math.imul, bitwise ops, shifts by a constant) — nothing reassociated
 *   or reordered across lanes, and contracted only where legalize decided a multiply-add (relaxed
 *   SIMD's, spelled as the scalar build spells it: semantics.ts relaxedMulAdd);
 * - `c ? a : b` over comparisons in the lane type (and `!`, `&&`, `||` of them) computes both
 *   sides in every lane and picks with a lane mask (`v128.bitselect`): the operands are pure and
 *   every load is proved in bounds for the block, so the side not taken changes nothing;
 * - no calls, `if` statements, atomics, loops or `return`: no divergent control flow to mask.
 *
 * Lanes run one statement at a time, so a store can only be reordered with a load or store of
 * another iteration. Same array, same index: each lane touches its own element, as the scalar
 * loop does. Any other pair with a store is checked at run time: if their byte ranges over the
 * block overlap (arguments that share memory), the block runs the scalar loop instead. The
 * remainder of a block (fewer than a vector's lanes) runs the scalar loop. Where every access's
 * check was hoisted for the block, the vector loop runs out of line on row pointers (vecfn.ts).
 */

import {
  AssignVarExpr, BinaryExpr, BinOp, CondExpr, ConstExpr, Expr, LogicalExpr, ExprKind, ExprStmt, IntrinsicExpr, LoadExpr, Stmt,
  StmtKind, StoreExpr, UnaryExpr, UnOp, VarExpr, VarKind,
} from "../../ir";
import { Intr } from "../../intrinsics";
import { Bounds } from "../../passes/bounds";
import { Sem } from "../../sem";
import { Type } from "../../types";
import { WatLoops } from "./loops";
import { relaxedMulAdd } from "./semantics";
import { sizeShift, wType } from "./text";

/** More accesses than this: the run-time overlap checks cost more than the vector loop saves. */
const MAX_VECTOR_ACCESSES: i32 = 16;

/** The lane family of a type: "f32", "f64", "i32" (i32 and u32), or "" (not vectorized). */
export function familyOf(t: Type): string {
  if (t == Type.f32) return "f32";
  if (t == Type.f64) return "f64";
  if (t == Type.i32 || t == Type.u32) return "i32";
  return "";
}

/** An open loop of openStepLoop: its counter, the counter's read and the loop's label. */
export class StepLoop {
  ctr: string = "";
  x: string = "";
  head: string = "";
}

export class WatSimd extends WatLoops {
  /** The lane family of the loop being vectorized, its shape prefix and lane count. */
  family: string = "";
  shape: string = "";
  lanes: i32 = 0;
  /** The parallel loop variable while vectorizing. */
  vecVar: i32 = -1;
  /** v128 locals of the body's `const` locals. */
  vecLocals: Map<i32, string> = new Map();
  /** The body's array accesses (loads and stores), for the overlap checks. */
  accesses: Expr[] = [];
  /**
   * Where the vector loop is out of line (vecfn.ts): each access's address operands by its
   * expression id, `offset=K (i32.add (local.get $p) (local.get $o))`; empty: computed per vector.
   */
  vecAddr: Map<i32, string> = new Map();
  /** Out of line (vecfn.ts): a load's whole vector by its expression id where it is built from carried vectors, not loaded. */
  vecLoad: Map<i32, string> = new Map();

  /** The fast version of a parallel block: vectors first when the body allows them, then the scalar rest. */
  emitFastIterations(v: i32, b: string, bend: string, body: Stmt[], parallel: bool, exit: string): void {
    if (!parallel || !this.vectorizable(v, body)) {
      this.emitIterations(v, b, bend, body, parallel, exit);
      return;
    }
    const l = this.lanes;
    const rest = this.local("i64");
    this.effect("(local.set " + rest + " " + b + ")");
    const vend = this.opW("i64", "(i64.add " + b + " (i64.and (i64.sub " + bend + " " + b + ") (i64.const " + (-l).toString() + ")))");
    const ok = this.noOverlap(v, b, bend);
    this.open("(if " + ok);
    this.open("(then");
    this.emitVectorIterations(v, b, vend, body);
    this.effect("(local.set " + rest + " " + vend + ")");
    this.close();
    this.close();
    this.emitIterations(v, "(local.get " + rest + ")", bend, body, parallel, exit);
  }

  // ---- what vectorizes ----------------------------------------------------------------------

  vectorizable(v: i32, body: Stmt[]): bool {
    this.family = "";
    this.vecVar = v;
    this.accesses = [];
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      if (s.kind != StmtKind.Expr) return false;
      const e = (<ExprStmt>s).expr!;
      if (e.kind == ExprKind.Store) {
        if (!this.vectorStore(<StoreExpr>e)) return false;
      } else if (e.kind == ExprKind.AssignVar) {
        const a = <AssignVarExpr>e;
        if (!this.bodyConst(a.varIndex)) return false;
        // an index computed once per vector (for its first lane): `const k = (y + 1) * w + x`
        if (this.indexConst(a.varIndex)) continue;
        if (!this.sameFamily(this.inst.varTypes[a.varIndex]!) || !this.vectorValue(a.value!)) return false;
      } else {
        return false;
      }
    }
    if (this.family.length == 0 || this.accesses.length > MAX_VECTOR_ACCESSES) return false;
    this.shape = this.family == "f64" ? "f64x2" : this.family + "x4";
    this.lanes = this.family == "f64" ? 2 : 4;
    return true;
  }

  /** A `const` local defined once in the loop body (per iteration, so per lane). */
  bodyConst(vi: i32): bool {
    const v = this.fn.vars[vi];
    if (v.kind != VarKind.Local || !v.isConst || v.assignCount != 1) return false;
    if (this.copyOf[vi] != vi) return false;
    const assigned = this.inst.loopAssigned.has(this.vecVar) ? this.inst.loopAssigned.get(this.vecVar) : new Array<i32>();
    return assigned.includes(vi) && !this.localizedVars.includes(vi);
  }

  /** Records the loop's lane family from the first typed value; false on a second, different one. */
  sameFamily(t: Type): bool {
    const f = familyOf(t);
    if (f.length == 0) return false;
    if (this.family.length == 0) this.family = f;
    return this.family == f;
  }

  vectorStore(s: StoreExpr): bool {
    const et = this.inst.varTypes[s.varIndex]!;
    if (this.semOf(s) != Sem.Native || this.inst.varTexture[s.varIndex] != null) return false;
    if (!this.sameFamily(et) || !this.contiguous(s, s.index!)) return false;
    if (s.value!.kind != ExprKind.Const && !this.sameFamily(this.typeOf(s.value!))) return false;
    this.accesses.push(s);
    return this.vectorValue(s.value!);
  }

  /** A load or store whose index steps by one element per iteration, proved in bounds here. */
  contiguous(e: Expr, index: Expr): bool {
    const b = <Bounds>this.inst.bounds[e.id];
    if (b == Bounds.Checked || (b == Bounds.Hoisted && !this.elided.includes(e.id))) return false;
    return this.stride(index) == 1;
  }

  /** A body const of i64 whose value steps by 0 or 1 per iteration: computed as a scalar for each vector's first lane. */
  indexConst(vi: i32): bool {
    if (this.inst.varTypes[vi]! != Type.i64 || !this.inst.constDefs.has(vi)) return false;
    return this.stride(this.inst.constDefs.get(vi)) >= 0;
  }

  /**
   * How much an integer expression grows per iteration of the loop: 1 (the loop variable plus
   * invariants, computed in i64 so nothing wraps), 0 (invariant), or -1 (anything else).
   */
  stride(e: Expr): i32 {
    const t = this.typeOf(e);
    if (!t.isInteger) return -1;
    switch (e.kind) {
      case ExprKind.Const:
      case ExprKind.Length:
        return 0;
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        if (this.isLoopVar(e)) return 1;
        if (this.invariantVar(vi)) return 0;
        if (this.bodyConst(vi) && this.indexConst(vi)) return this.stride(this.inst.constDefs.get(vi));
        return -1;
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        const a = this.stride(u.arg!);
        if (a != 0 || u.op == UnOp.Not) return -1;
        return 0;
      }
      case ExprKind.Binary: {
        const x = <BinaryExpr>e;
        if (this.semOf(x) != Sem.Native || x.op >= BinOp.Eq) return -1;
        const a = this.stride(x.left!);
        const b = this.stride(x.right!);
        if (a < 0 || b < 0) return -1;
        if (a == 0 && b == 0) return 0;
        // a term with the loop variable: only + and - (of an invariant), computed in i64
        if (this.opTypeOf(x) != Type.i64) return -1;
        if (x.op == BinOp.Add && a + b == 1) return 1;
        if (x.op == BinOp.Sub && a == 1 && b == 0) return 1;
        return -1;
      }
      default:
        return -1;
    }
  }

  isLoopVar(e: Expr): bool {
    return e.kind == ExprKind.Var && (<VarExpr>e).varIndex == this.vecVar && this.typeOf(e) == Type.i64;
  }

  invariantVar(vi: i32): bool {
    if (vi == this.vecVar || this.copyOf[vi] == this.vecVar) return false;
    const assigned = this.inst.loopAssigned.has(this.vecVar) ? this.inst.loopAssigned.get(this.vecVar) : new Array<i32>();
    return !assigned.includes(this.copyOf[vi]) && !assigned.includes(vi) && !this.inst.varIsArray[vi];
  }

  /** A value computed per lane, of the loop's family, by operations whose vector form is exact. */
  vectorValue(e: Expr): bool {
    const t = this.typeOf(e);
    if (!this.sameFamily(t)) return false;
    switch (e.kind) {
      case ExprKind.Const: return true;
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        return this.invariantVar(vi) || (this.bodyConst(vi) && this.copyOf[vi] == vi);
      }
      case ExprKind.Load: {
        const l = <LoadExpr>e;
        if (this.inst.varTexture[l.varIndex] != null || this.inst.varTypes[l.varIndex]! != t) return false;
        if (!this.contiguous(l, l.index!)) return false;
        this.accesses.push(l);
        return true;
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        if (u.op == UnOp.Not || this.opTypeOf(e) != t) return false;
        if (u.op == UnOp.BitNot && t.isFloat) return false;
        return this.operand(u.arg!, t);
      }
      case ExprKind.Binary: {
        const x = <BinaryExpr>e;
        const ot = this.opTypeOf(e);
        if (ot != t) return false;
        const sem = this.semOf(e);
        if (sem == Sem.ShiftMasked) {
          // a constant count: the vector shift takes it modulo 32, as the scalar one does
          return !t.isFloat && x.right!.kind == ExprKind.Const && this.operand(x.left!, t);
        }
        // a multiply-add (legalize decides it only where the device runs relaxed SIMD): its
        // product is the Native multiply checked below as the left or right operand
        if (sem != Sem.Native && !(t.isFloat && (sem == Sem.MulAddLeft || sem == Sem.MulAddRight))) return false;
        switch (x.op) {
          case BinOp.Add: case BinOp.Sub: case BinOp.Mul: break;
          case BinOp.Div: if (!t.isFloat) return false; break;
          case BinOp.And: case BinOp.Or: case BinOp.Xor: if (t.isFloat) return false; break;
          default: return false;
        }
        return this.operand(x.left!, t) && this.operand(x.right!, t);
      }
      case ExprKind.Cond: {
        // both sides computed in every lane, then a lane mask picks: pure operands only (loads
        // are proved in bounds for the whole block, so computing the side not taken is harmless)
        const c = <CondExpr>e;
        return this.vectorMask(c.test!) && this.operand(c.then!, t) && this.operand(c.otherwise!, t);
      }
      case ExprKind.Intrinsic: {
        const c = <IntrinsicExpr>e;
        const ot = this.opTypeOf(e);
        if (ot != t) return false;
        const sem = this.semOf(e);
        switch (c.intr) {
          case Intr.Sqrt: case Intr.Floor: case Intr.Ceil: case Intr.Trunc:
            if (!t.isFloat || sem != Sem.Native) return false;
            break;
          case Intr.Abs:
            if (sem != Sem.Native) return false;
            break;
          case Intr.Min: case Intr.Max:
            if (t.isFloat ? sem != Sem.MinMaxFloat : sem != Sem.Native) return false;
            break;
          case Intr.Cast:
            if (sem != Sem.Native) return false;
            break;
          case Intr.Imul:
            if (t.isFloat) return false;
            break;
          default: return false;
        }
        for (let i = 0; i < c.args.length; i++) if (!this.operand(c.args[i], t)) return false;
        return true;
      }
      default:
        return false;
    }
  }

  /** A condition computed as a lane mask: comparisons in the loop's family, `!`, `&&`, `||` of them. */
  vectorMask(e: Expr): bool {
    if (e.kind == ExprKind.Logical) {
      const l = <LogicalExpr>e;
      return this.vectorMask(l.left!) && this.vectorMask(l.right!);
    }
    if (e.kind == ExprKind.Unary) {
      const u = <UnaryExpr>e;
      return u.op == UnOp.Not && this.vectorMask(u.arg!);
    }
    if (e.kind != ExprKind.Binary) return false;
    const x = <BinaryExpr>e;
    const ot = this.opTypeOf(e);
    if (x.op < BinOp.Eq || this.semOf(e) != Sem.Native || !this.sameFamily(ot)) return false;
    return this.operand(x.left!, ot) && this.operand(x.right!, ot);
  }

  /** An operand converted to `t`: only within the family (i32 ↔ u32 are the same bits). */
  operand(e: Expr, t: Type): bool {
    if (e.kind == ExprKind.Const) return true;
    // an invariant scalar converts once per vector, then fills the lanes
    if (e.kind == ExprKind.Var && this.invariantVar((<VarExpr>e).varIndex) && this.typeOf(e).isNumeric) return true;
    const from = this.typeOf(e);
    if (familyOf(from) != familyOf(t)) return false;
    return this.vectorValue(e);
  }

  // ---- the vector loop ----------------------------------------------------------------------

  /** i32 bool: no store of the block overlaps another access of it (other than itself at the same index). */
  noOverlap(v: i32, b: string, bend: string): string {
    let ok = "(i32.const 1)";
    const last = this.opW("i64", "(i64.sub " + bend + " (i64.const 1))");
    const lo = new Array<string>();
    const hi = new Array<string>();
    const keys = new Array<string>();
    const arrs = new Array<i32>();
    for (let i = 0; i < this.accesses.length; i++) {
      const e = this.accesses[i];
      const vi = e.kind == ExprKind.Load ? (<LoadExpr>e).varIndex : (<StoreExpr>e).varIndex;
      const index = e.kind == ExprKind.Load ? (<LoadExpr>e).index! : (<StoreExpr>e).index!;
      const a = this.arrays[vi]!;
      const size = a.elem.size;
      const first = this.affineAt(index, v, b);
      const end = this.affineAt(index, v, last);
      const base = this.opW("i64", "(i64.extend_i32_u " + a.base + ")");
      const k = sizeShift(a.elem).toString();
      lo.push(this.opW("i64", "(i64.add " + base + " (i64.shl " + first + " (i64.const " + k + ")))"));
      hi.push(this.opW("i64", "(i64.add " + base + " (i64.add (i64.shl " + end + " (i64.const " + k + ")) (i64.const " + size.toString() + ")))"));
      keys.push(this.affineKey(index));
      arrs.push(vi);
    }
    for (let i = 0; i < this.accesses.length; i++) {
      if (this.accesses[i].kind != ExprKind.Store) continue;
      for (let j = 0; j < this.accesses.length; j++) {
        if (j == i || (arrs[j] == arrs[i] && keys[j] == keys[i])) continue;
        if (this.accesses[j].kind == ExprKind.Store && j < i) continue; // the pair was checked as (j, i)
        const apart = "(i32.or (i64.le_u " + hi[i] + " " + lo[j] + ") (i64.le_u " + hi[j] + " " + lo[i] + "))";
        ok = this.opW("i32", "(i32.and " + ok + " " + apart + ")");
      }
    }
    return ok;
  }

  /**
   * Opens the loop of a vector path (this file's, spmd.ts's, masked.ts's) over [from, end):
   * an i64 counter that the loop variable `v` reads (indices are computed for the first lane).
   * The caller emits a step's body, then closeStepLoop with its step.
   */
  openStepLoop(v: i32, from: string, end: string, name: string): StepLoop {
    const loop = new StepLoop();
    loop.ctr = this.local("i64");
    this.effect("(local.set " + loop.ctr + " " + from + ")");
    loop.x = "(local.get " + loop.ctr + ")";
    const done = this.newLabel(name + "_done");
    loop.head = this.newLabel(name + "_head");
    this.open("(block " + done);
    this.open("(loop " + loop.head);
    this.effect("(br_if " + done + " (i64.ge_s " + loop.x + " " + end + "))");
    this.scalarParam(v, loop.x);
    return loop;
  }

  closeStepLoop(loop: StepLoop, step: i32): void {
    this.effect("(local.set " + loop.ctr + " (i64.add " + loop.x + " (i64.const " + step.toString() + ")))");
    this.effect("(br " + loop.head + ")");
    this.close();
    this.close();
  }

  /** Iterations [b, vend) (a multiple of the lanes), a vector of them at a time. */
  emitVectorIterations(v: i32, b: string, vend: string, body: Stmt[]): void {
    this.vecLocals = new Map();
    const loop = this.openStepLoop(v, b, vend, "vec");
    this.emitVectorBody(body);
    this.closeStepLoop(loop, this.lanes);
  }

  /** One vector of the body's statements (the loop around it is the caller's). */
  emitVectorBody(body: Stmt[]): void {
    for (let i = 0; i < body.length; i++) {
      const e = (<ExprStmt>body[i]).expr!;
      if (e.kind == ExprKind.Store) {
        const s = <StoreExpr>e;
        if (this.vecAddr.has(s.id)) {
          const val = this.vemit(s.value!, this.inst.varTypes[s.varIndex]!);
          this.effect("(v128.store " + this.vecAddr.get(s.id) + " " + val + ")");
          continue;
        }
        const idx = this.emitIndex(s.index!);
        const val = this.vemit(s.value!, this.inst.varTypes[s.varIndex]!);
        this.effect("(v128.store " + this.elementAddr(s.varIndex, idx) + " " + val + ")");
      } else if (this.indexConst((<AssignVarExpr>e).varIndex)) {
        if (this.vecAddr.size == 0) this.emit(e); // a scalar: the first lane's index (out of line: in the pointers)
      } else {
        const a = <AssignVarExpr>e;
        const l = this.local("v128");
        this.vecLocals.set(a.varIndex, l);
        this.effect("(local.set " + l + " " + this.vemit(a.value!, this.inst.varTypes[a.varIndex]!) + ")");
      }
    }
  }

  /** A lane mask (all ones where true) of a condition vectorMask admitted. */
  vmask(e: Expr): string {
    if (e.kind == ExprKind.Logical) {
      const l = <LogicalExpr>e;
      const a = this.vmask(l.left!);
      return this.vop("(v128." + (l.isAnd ? "and " : "or ") + a + " " + this.vmask(l.right!) + ")");
    }
    if (e.kind == ExprKind.Unary) return this.vop("(v128.not " + this.vmask((<UnaryExpr>e).arg!) + ")");
    const x = <BinaryExpr>e;
    const ot = this.opTypeOf(e);
    const l = this.vemit(x.left!, ot);
    const r = this.vemit(x.right!, ot);
    const sfx = ot.isFloat ? "" : ot.isUnsigned ? "_u" : "_s";
    let name: string;
    switch (x.op) {
      case BinOp.Eq: name = ".eq"; break;
      case BinOp.Ne: name = ".ne"; break;
      case BinOp.Lt: name = ".lt" + sfx; break;
      case BinOp.Le: name = ".le" + sfx; break;
      case BinOp.Gt: name = ".gt" + sfx; break;
      default: name = ".ge" + sfx; break;
    }
    return this.vop("(" + this.shape + name + " " + l + " " + r + ")");
  }

  vop(text: string): string {
    return this.opW("v128", text);
  }

  /** A vector of `e`'s lanes, as `t` (same family). */
  vemit(e: Expr, t: Type): string {
    const s = this.shape;
    switch (e.kind) {
      case ExprKind.Const: return this.vop("(" + s + ".splat " + this.constAs(<ConstExpr>e, t) + ")");
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        if (this.vecLocals.has(vi)) return "(local.get " + this.vecLocals.get(vi) + ")";
        const src = this.copyOf[vi];
        const scalar = this.convert("(local.get " + this.localFor(src) + ")", this.inst.varTypes[src]!, t);
        return this.vop("(" + s + ".splat " + scalar + ")");
      }
      case ExprKind.Load: {
        const l = <LoadExpr>e;
        if (this.vecLoad.has(l.id)) return this.vecLoad.get(l.id);
        if (this.vecAddr.has(l.id)) return this.vop("(v128.load " + this.vecAddr.get(l.id) + ")");
        const idx = this.emitIndex(l.index!);
        return this.vop("(v128.load " + this.elementAddr(l.varIndex, idx) + ")");
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        const a = this.vemit(u.arg!, t);
        if (u.op == UnOp.Plus) return a;
        if (u.op == UnOp.BitNot) return this.vop("(v128.not " + a + ")");
        return this.vop("(" + s + ".neg " + a + ")");
      }
      case ExprKind.Binary: {
        const x = <BinaryExpr>e;
        if (this.semOf(e) == Sem.ShiftMasked) {
          const c = <ConstExpr>x.right!;
          const count = this.constAs(c, this.inst.auxType[e.id]!);
          const n = wType(this.inst.auxType[e.id]!) == "i64" ? "(i32.wrap_i64 " + count + ")" : count;
          const name = x.op == BinOp.Shl ? ".shl " : x.op == BinOp.UShr ? ".shr_u " : ".shr_s ";
          return this.vop("(" + s + name + this.vemit(x.left!, t) + " " + n + ")");
        }
        const sem = this.semOf(e);
        if (sem == Sem.MulAddLeft || sem == Sem.MulAddRight) {
          // operands in source order, as the scalar build evaluates them (walk.ts emitMulAdd)
          const left = sem == Sem.MulAddLeft;
          const m = <BinaryExpr>(left ? x.left! : x.right!);
          const c0 = left ? "" : this.vemit(x.left!, t);
          const a = this.vemit(m.left!, t);
          const b = this.vemit(m.right!, t);
          const c = left ? this.vemit(x.right!, t) : c0;
          return this.vop(relaxedMulAdd(s, a, b, c, left, x.op == BinOp.Sub));
        }
        const l = this.vemit(x.left!, t);
        const r = this.vemit(x.right!, t);
        switch (x.op) {
          case BinOp.Add: return this.vop("(" + s + ".add " + l + " " + r + ")");
          case BinOp.Sub: return this.vop("(" + s + ".sub " + l + " " + r + ")");
          case BinOp.Mul: return this.vop("(" + s + ".mul " + l + " " + r + ")");
          case BinOp.Div: return this.vop("(" + s + ".div " + l + " " + r + ")");
          case BinOp.And: return this.vop("(v128.and " + l + " " + r + ")");
          case BinOp.Or: return this.vop("(v128.or " + l + " " + r + ")");
          default: return this.vop("(v128.xor " + l + " " + r + ")");
        }
      }
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        const mask = this.vmask(c.test!);
        const a = this.vemit(c.then!, t);
        return this.vop("(v128.bitselect " + a + " " + this.vemit(c.otherwise!, t) + " " + mask + ")");
      }
      case ExprKind.Intrinsic: {
        const c = <IntrinsicExpr>e;
        const ot = this.opTypeOf(e);
        switch (c.intr) {
          case Intr.Cast: return this.vemit(c.args[0], t);
          case Intr.Imul: {
            const a = this.vemit(c.args[0], t);
            return this.vop("(i32x4.mul " + a + " " + this.vemit(c.args[1], t) + ")");
          }
          case Intr.Sqrt: return this.vop("(" + s + ".sqrt " + this.vemit(c.args[0], t) + ")");
          case Intr.Floor: return this.vop("(" + s + ".floor " + this.vemit(c.args[0], t) + ")");
          case Intr.Ceil: return this.vop("(" + s + ".ceil " + this.vemit(c.args[0], t) + ")");
          case Intr.Trunc: return this.vop("(" + s + ".trunc " + this.vemit(c.args[0], t) + ")");
          case Intr.Abs: {
            const a = this.vemit(c.args[0], t);
            return ot.isUnsigned ? a : this.vop("(" + s + ".abs " + a + ")");
          }
          default: {
            // Math.min / Math.max, folded left to right as the scalar code does
            const isMin = c.intr == Intr.Min;
            const name = ot.isFloat ? (isMin ? ".min " : ".max ") : (isMin ? ".min" : ".max") + (ot.isUnsigned ? "_u " : "_s ");
            let acc = this.vemit(c.args[0], t);
            for (let i = 1; i < c.args.length; i++) acc = this.vop("(" + s + name + acc + " " + this.vemit(c.args[i], t) + ")");
            return acc;
          }
        }
      }
      default:
        unreachable(); // vectorValue admits nothing else
        return "";
    }
  }
}
