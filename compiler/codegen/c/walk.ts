/**
 * @fileoverview The C-family walk over statements and expressions (STYLE.md 6), shared by
 * every dialect. An expression becomes a C expression string with no effects of its own:
 * whatever it does (a store, an assignment, a call, an atomic, a bounds check) is emitted as
 * a statement at the point JavaScript evaluates it, and an operand that a later operand's
 * effects could change is first copied into a temporary. Operands are converted to the types
 * legalize chose (`opType`) and each `Sem` is spelled here or by a helper of the prelude;
 * nothing here decides what JavaScript means.
 *
 * C's undefined behaviour is kept out: integer arithmetic that may overflow runs in the
 * unsigned type of its width and converts back (two's complement wrap, as JS and the other
 * generators do), shifts are masked or go through a helper, division and float-to-integer
 * conversion go through helpers, and an index is checked before it is used.
 */

import { DiagCode, DiagnosticEmitter } from "../../diagnostics";
import { Intr, intrinsicRow, IntrKind } from "../../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, CommaExpr, CondExpr, ConstExpr, ConstKind, Expr,
  ExprKind, ExprStmt, IfStmt, IntrinsicExpr, IRFunction, LengthExpr, LoadExpr, LocalArrayStmt,
  LogicalExpr, LoopStmt, RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr, Template, UnaryExpr,
  UnOp, VarExpr, VarKind,
} from "../../ir";
import { accessArray, accessIndex, Bounds } from "../../passes/bounds";
import { FnInstance, Inference } from "../../passes/infer";
import { Sem } from "../../sem";
import { TargetInfo } from "../../signature";
import { Type } from "../../types";
import { collectCalls, IRVisitor } from "../../visit";
import { Dialect, Space } from "./dialect";
import { helperName, Prelude } from "./prelude";
import { floatLit, intLit, workType } from "./text";
import { checksHere, distinctAccesses, registerSite } from "../access";

/** Iterations a work-item runs between two polls of the status buffer (as on the CPU). */
export const POLL_ITERATIONS: i32 = 65536;

/**
 * A counted loop's iterations per chunk: the budget is charged once per chunk, so the inner
 * loop that runs the chunk has no poll and nvcc can unroll it (a poll each iteration cost the
 * naive matmul more than half its speed on the H200).
 */
export const POLL_CHUNK: i32 = 1024;

/** The largest parallel-loop body (statements, nested ones included) emitted twice, checked and not. */
export const MAX_VERSIONED_STMTS: i32 = 64;

/** The statements of a body, nested ones included. */
class StmtCount extends IRVisitor {
  n: i32 = 0;
  enterStmt(s: Stmt): bool {
    this.n++;
    return true;
  }
  static of(body: Stmt[]): i32 {
    const c = new StmtCount();
    c.visitStmts(body);
    return c.n;
  }
}

export class CArray {
  ptr: string = "";
  len: string = "";
  dims: string[] = [];
  elem: Type = Type.f32;
  space: Space = Space.Global;
  texture: i32[] | null = null;
}

/** A sequential range's counter and ends, as emitRange spelled them. */
class CRange {
  constructor(public own: bool, public r: string, public start: string, public end: string, public chunked: bool) {}
}

class CLoop {
  /** Did a `continue` jump to the loop's label (an unused label is a warning)? */
  continued: bool = false;
  /** Did a `break` jump to the loop's label (a chunked range's `break` leaves two loops)? */
  broke: bool = false;
  constructor(public breakStmt: string, public continueStmt: string) {}
}

/** Does evaluating `e` change a variable or memory (so earlier operands must be read first)? */
class EffectFinder {
  static has(e: Expr): bool {
    switch (e.kind) {
      case ExprKind.Const:
      case ExprKind.Var:
      case ExprKind.Length:
        return false;
      case ExprKind.AssignVar:
      case ExprKind.Store:
      case ExprKind.CallFn:
        return true;
      case ExprKind.Load: return EffectFinder.has((<LoadExpr>e).index!);
      case ExprKind.Unary: return EffectFinder.has((<UnaryExpr>e).arg!);
      case ExprKind.Binary: return EffectFinder.has((<BinaryExpr>e).left!) || EffectFinder.has((<BinaryExpr>e).right!);
      case ExprKind.Logical: return EffectFinder.has((<LogicalExpr>e).left!) || EffectFinder.has((<LogicalExpr>e).right!);
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        return EffectFinder.has(c.test!) || EffectFinder.has(c.then!) || EffectFinder.has(c.otherwise!);
      }
      case ExprKind.Intrinsic: {
        const i = <IntrinsicExpr>e;
        const k = intrinsicRow(i.intr).kind;
        if (k == IntrKind.Atomic || k == IntrKind.Workgroup) return true;
        return EffectFinder.any(i.args, 0);
      }
      case ExprKind.Comma: return EffectFinder.any((<CommaExpr>e).exprs, 0);
      default: return true;
    }
  }

  static any(list: Expr[], from: i32): bool {
    for (let i = from; i < list.length; i++) if (EffectFinder.has(list[i])) return true;
    return false;
  }
}

/** The variables a function's expressions read (an assignment to one nobody reads is left out: nvcc warns "set but never used"). */
class VarReads extends IRVisitor {
  read: bool[] = [];

  mark(v: i32): void {
    while (this.read.length <= v) this.read.push(false);
    this.read[v] = true;
  }

  constructor(public t: Template) {
    super();
  }

  leaveExpr(e: Expr): void {
    if (e.kind == ExprKind.Var) this.mark((<VarExpr>e).varIndex);
    if (e.kind == ExprKind.CallFn) {
      // a call passes the callee's captured variables by value: it reads them
      const outer = this.t.functions[(<CallFnExpr>e).fnIndex].captureOuter;
      for (let i = 0; i < outer.length; i++) this.mark(outer[i]);
    }
  }
}

export class CWalker extends DiagnosticEmitter {
  inst: FnInstance;
  fn: IRFunction;
  prelude: Prelude;
  lines: string[] = [];
  /** Declarations at the top of the function being emitted (variables, scratch arrays) ... */
  decls: string[] = [];
  /** ... and its work-group arrays, first of all (OpenCL C wants them at kernel scope). */
  groupDecls: string[] = [];
  declared: bool[] = [];
  indent: string = "  ";
  tmp: i32 = 0;
  label: i32 = 0;
  arrays: (CArray | null)[] = [];
  loops: CLoop[] = [];
  returnType: Type = Type.void;
  /** The kernel itself (return ends the work-item) or a device function. */
  inKernel: bool = true;
  /** Every checked access, as JSON for the ABI's `sites`. */
  sites: string[] = [];
  siteKeys: string[] = [];
  usesF64: bool = false;
  uses64BitAtomics: bool = false;
  /** The function `reads` was computed for. */
  readsOf: IRFunction | null = null;
  reads: bool[] = [];
  /** Block reductions' scratch types the kernel declares (group arrays of 256). */
  reductionTypes: string[] = [];

  constructor(public t: Template, public inf: Inference, public target: TargetInfo, public d: Dialect) {
    super();
    this.inst = inf.kernel;
    this.fn = t.kernel;
    this.prelude = new Prelude(d);
  }

  // ---- text ---------------------------------------------------------------------------------

  line(s: string): void {
    this.lines.push(this.indent + s);
  }

  open(s: string): void {
    this.line(s);
    this.indent += "  ";
  }

  close(s: string = "}"): void {
    this.indent = this.indent.substring(2);
    this.line(s);
  }

  ty(t: Type): string {
    if (t == Type.f64) this.usesF64 = true;
    return this.d.typeName(t);
  }

  typeOf(e: Expr): Type {
    return this.inst.exprTypes[e.id]!;
  }

  semOf(e: Expr): Sem {
    return <Sem>this.inst.sem[e.id];
  }

  opTypeOf(e: Expr): Type {
    return this.inst.opType[e.id]!;
  }

  /** A name or a literal: safe to use twice. */
  isSimple(v: string): bool {
    for (let i = 0; i < v.length; i++) {
      const c = v.charCodeAt(i);
      const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 46;
      if (!ok) return false;
    }
    return v.length > 0;
  }

  /** `v` in a temporary of type t, unless it is already simple. */
  temp(v: string, t: Type): string {
    if (this.isSimple(v)) return v;
    const name = "t" + (this.tmp++).toString();
    this.line("const " + this.ty(t) + " " + name + " = " + v + ";");
    return name;
  }

  /** A mutable temporary, declared uninitialized (the branches of ?: and && assign it). */
  slot(t: Type): string {
    const name = "t" + (this.tmp++).toString();
    this.line(this.ty(t) + " " + name + ";");
    return name;
  }

  /** A refusal: this construct has no spelling in the dialect (never a trap). */
  refuse(e: Expr, what: string): string {
    this.error(DiagCode.TargetCannotSpell, e.start, e.end, what, this.d.name);
    return "0";
  }

  // ---- variables ----------------------------------------------------------------------------

  varName(vi: i32): string {
    if (!this.declared[vi]) {
      this.declared[vi] = true;
      const t = this.inst.varTypes[vi]!;
      this.decls.push(this.ty(t) + " v" + vi.toString() + " = " + this.zero(t) + ";");
    }
    return "v" + vi.toString();
  }

  zero(t: Type): string {
    if (t.isFloat) return floatLit(this.d, 0, t);
    if (t.isBool) return "false";
    return intLit(this.d, 0, t);
  }

  constAs(c: ConstExpr, to: Type): string {
    if (to.isFloat) return floatLit(this.d, c.constKind == ConstKind.Float ? c.value : <f64>c.bits, to);
    if (to.isBool) {
      const nz = c.constKind == ConstKind.Float ? (c.value != 0 && !isNaN(c.value)) : c.bits != 0;
      return nz ? "true" : "false";
    }
    return intLit(this.d, c.constKind == ConstKind.Float ? floatToIntBits(c.value) : c.bits, to);
  }

  /** SEMANTICS.md "Conversions", spelled in C. */
  convert(v: string, from: Type, to: Type): string {
    if (from == to) return v;
    const T = this.ty(to);
    if (to.isBool) {
      if (from.isFloat) {
        const x = this.temp(v, from);
        return "(" + x + " != " + floatLit(this.d, 0, from) + " && " + x + " == " + x + ")";
      }
      return "(" + v + " != 0)";
    }
    if (from.isFloat && to.isInteger) {
      const f = this.prelude.use("f2i." + from.name);
      return "((" + T + ")" + f + "(" + v + "))";
    }
    this.ty(from);
    return "((" + T + ")(" + v + "))";
  }

  emitAs(e: Expr, to: Type): string {
    if (e.kind == ExprKind.Const) return this.constAs(<ConstExpr>e, to);
    return this.convert(this.emit(e), this.typeOf(e), to);
  }

  cond(e: Expr): string {
    return this.emitAs(e, Type.bool);
  }

  /** Operands in order; each one that a later operand's effects could change is read into a temporary first. */
  operand(e: Expr, to: Type, later: Expr[], from: i32): string {
    const v = this.emitAs(e, to);
    return EffectFinder.any(later, from) ? this.temp(v, to) : v;
  }

  // ---- safety -------------------------------------------------------------------------------

  /**
   * A kernel with barriers or block reductions: every work-item of a group must reach each
   * barrier, so nothing returns early. A failed check records the fault and the access does
   * nothing (a load reads 0), and loops do not poll (OpenCL leaves a barrier that some
   * work-items skip undefined; PoCL hangs on one).
   */
  uniform: bool = false;

  /** Iterations of the parallel loop each thread runs (ABI.md "perThread"): 1, or 4 for loop-free bodies. */
  perThread: i32 = 1;
  /** Emitting the body inside emitIterations' loop (a return there is its continue). */
  inIterations: bool = false;

  /** The kernel's poll budget is declared only where something polls or calls (no unused-variable warnings). */
  budgetUsed: bool = false;

  budget(): string {
    this.budgetUsed = true;
    return this.inKernel ? "tack_budget" : "(*tack_budget)";
  }

  /** Leaves the function after a failure: the kernel's work-item ends; a device function tells its caller to poll now. */
  abort(): string {
    if (this.inKernel) return "return;";
    const z = this.returnType.isVoid ? "" : " " + this.zero(this.returnType);
    return "{ *tack_budget = 0; return" + z + "; }";
  }

  poll(): void {
    if (this.uniform) return;
    const b = this.budget();
    const p = this.prelude.use("poll");
    this.line("if (--" + b + " < 0) { " + b + " = " + POLL_ITERATIONS.toString() + "; if (" + p + "(tack_status)) " + this.abort() + " }");
  }

  siteOf(e: Expr, vi: i32): i32 {
    return registerSite(this.siteKeys, this.sites, this.t, this.fn, this.inst, e, vi);
  }

  /** Accesses whose check the loop version being emitted has proved at its ends (Bounds.Hoisted). */
  elided: i32[] = [];

  /**
   * Bounds.Checked is checked at the access. So is Bounds.Hoisted, except in the fast version
   * of an inner `range` loop (emitRange) or of the parallel loop's body (emitParallelBody),
   * which proved it at the loop's two ends.
   */
  needsCheck(e: Expr): bool {
    return checksHere(this.inst, this.elided, e);
  }

  /** Records a failed access; returns, in a uniform kernel, the in-bounds test the access must be guarded by ("" elsewhere). */
  check(idx: string, len: string, site: i32): string {
    const u = this.d.u64;
    const fail = this.prelude.use("fail");
    if (this.uniform) {
      const ok = "t" + (this.tmp++).toString();
      this.line("const bool " + ok + " = (" + u + ")" + idx + " < (" + u + ")" + len + ";");
      this.line("if (!" + ok + ") " + fail + "(tack_status, " + (site + 1).toString() + ", " + idx + ", " + len + ");");
      return ok;
    }
    this.line("if ((" + u + ")" + idx + " >= (" + u + ")" + len + ") { " + fail + "(tack_status, " + (site + 1).toString() +
      ", " + idx + ", " + len + "); " + this.abort() + " }");
    return "";
  }

  /** An index as 64 bits; a float index truncates, NaN and ±Infinity become -1. Checked ones go to a temporary. */
  index(index: Expr, checked: bool): string {
    const t = this.typeOf(index);
    const L = Type.i64;
    let v: string;
    if (t.isFloat) v = this.prelude.use("fidx." + t.name) + "(" + this.emit(index) + ")";
    else v = this.emitAs(index, L);
    return checked ? this.temp(v, L) : v;
  }

  // ---- statements ---------------------------------------------------------------------------

  emitStmts(body: Stmt[]): void {
    for (let i = 0; i < body.length; i++) this.emitStmt(body[i]);
  }

  emitStmt(s: Stmt): void {
    switch (s.kind) {
      case StmtKind.Expr: this.emitExprStmt(<ExprStmt>s); break;
      case StmtKind.If: this.emitIf(<IfStmt>s); break;
      case StmtKind.Loop: this.emitLoop(<LoopStmt>s); break;
      case StmtKind.Range: this.emitRange(<RangeStmt>s); break;
      case StmtKind.Break: {
        const l = this.loops[this.loops.length - 1];
        l.broke = true;
        this.line(l.breakStmt);
        break;
      }
      case StmtKind.Continue: {
        const l = this.loops[this.loops.length - 1];
        l.continued = true;
        this.line(l.continueStmt);
        break;
      }
      case StmtKind.Return: this.emitReturn(<ReturnStmt>s); break;
      case StmtKind.LocalArray: this.emitLocalArray(<LocalArrayStmt>s); break;
      default: unreachable();
    }
  }

  emitExprStmt(s: ExprStmt): void {
    this.discard(s.expr!);
  }

  /** An expression whose value nobody uses: its effects become statements (an atomic keeps no temporary). */
  discard(e: Expr): void {
    if (e.kind == ExprKind.Intrinsic && intrinsicRow((<IntrinsicExpr>e).intr).kind == IntrKind.Atomic) {
      this.emitAtomic(<IntrinsicExpr>e, this.semOf(e), false);
      return;
    }
    this.emit(e);
  }

  emitIf(s: IfStmt): void {
    this.open("if " + wrapped(this.cond(s.test!)) + " {");
    this.emitStmts(s.then);
    if (s.otherwise.length > 0) {
      this.close("} else {");
      this.indent += "  ";
      this.emitStmts(s.otherwise);
    }
    this.close();
  }

  /** while, do/while and for(;;): the poll at the top; `continue` jumps to the update or the test. */
  emitLoop(s: LoopStmt): void {
    const next = "tack_next" + (this.label++).toString();
    const plain = s.testFirst && s.update == null;
    this.open("for (;;) {");
    this.poll();
    if (s.testFirst && s.test) this.line("if (!" + this.cond(s.test!) + ") break;");
    const loop = new CLoop("break;", plain ? "continue;" : "goto " + next + ";");
    this.loops.push(loop);
    this.open("{");
    this.emitStmts(s.body);
    this.close();
    this.loops.pop();
    if (!plain && loop.continued) this.line(next + ": ;");
    if (s.update) this.emit(s.update!);
    if (!s.testFirst && s.test) this.line("if (!" + this.cond(s.test!) + ") break;");
    this.close();
  }

  /** A sequential range(start, end, step): a 64-bit counter; a step that is not a positive constant is tested at run time. */
  emitRange(s: RangeStmt): void {
    const L = Type.i64;
    const I = this.ty(L);
    const U = this.d.u64;
    const start = s.startExpr ? this.temp(this.emitAs(s.startExpr!, L), L) : "0";
    const end = this.temp(this.emitAs(s.endExpr!, L), L);
    const step = s.step ? this.temp(this.emitAs(s.step!, L), L) : "1";
    // constant ends are known to endsInBounds (no constant operands of && for clang to warn of)
    if (s.startExpr && s.startExpr!.kind == ExprKind.Const) this.known.set(start, valueAs((<ConstExpr>s.startExpr!).bits, this.typeOf(s.startExpr!)));
    if (s.endExpr!.kind == ExprKind.Const) this.known.set(end, valueAs((<ConstExpr>s.endExpr!).bits, this.typeOf(s.endExpr!)));
    // the loop's own variable counts when it is 64-bit (no copy to leave unused); else a counter
    const own = this.inst.varTypes[s.varIndex] == L;
    const r = own ? this.varName(s.varIndex) : "r" + (this.label++).toString();
    let test = r + " < " + end;
    // step 1 and no device-function call in the body (a failed call asks its caller to poll
    // at once): the loop runs in chunks, the poll between them
    const calls = new Array<CallFnExpr>();
    collectCalls(s.body, calls);
    const chunked = !this.uniform && calls.length == 0 && (s.step == null || (s.step!.kind == ExprKind.Const && (<ConstExpr>s.step!).bits == 1));
    const range = new CRange(own, r, start, end, chunked);
    if (s.step != null && !(s.step!.kind == ExprKind.Const && (<ConstExpr>s.step!).bits > 0)) {
      test = "(" + step + " > 0 ? " + r + " < " + end + " : " + step + " < 0 && " + r + " > " + end + ")";
    }
    const head = "for (" + (own ? "" : I + " ") + r + " = " + start + "; " + test + "; " + r + " = (" + I + ")((" + U + ")" + r + " + (" + U + ")" + step + ")) {";
    // Step 1 (passes/bounds.ts hoists only there): the accesses affine in the loop variable are
    // tested at its two ends; in bounds there (and computed there without wrapping, so in
    // between too), the loop runs a version without their checks, else the checked one,
    // which reports the exact access that fails.
    const v = s.varIndex;
    const hoisted = !this.uniform && this.inst.loopAccesses.has(v) ? this.inst.loopAccesses.get(v) : new Array<Expr>();
    if (hoisted.length == 0) {
      this.emitRangeBody(s, head, range);
      return;
    }
    const ok = this.endsInBounds(hoisted, v, start, end);
    if (ok == "") {
      this.emitRangeBody(s, head, range);
      return;
    }
    this.open("if (" + start + " >= " + end + " || (" + ok + ")) {");
    const before = this.elided.length;
    for (let i = 0; i < hoisted.length; i++) this.elided.push(hoisted[i].id);
    this.emitRangeBody(s, head, range);
    this.elided.length = before;
    this.close("} else {");
    this.indent += "  ";
    this.emitRangeBody(s, head, range);
    this.close();
  }

  /**
   * The parallel loop's body (a range; not a grid, whose rows' other indices differ between
   * work-items; not a uniform kernel, whose checks do not return). Its index runs over
   * [tack_start, tack_end), so its hoisted accesses are tested at those two ends, from the
   * kernel's arguments and preamble only: the same answer in every work-item, so the branch
   * does not diverge. When they pass, a copy of the body without their checks runs; else the
   * checked copy, which reports the exact access that fails. A large body is not copied.
   */
  emitParallelBody(): void {
    const loop = this.t.loop;
    const v = loop.indexVars[0];
    const hoisted = !loop.isGrid && !this.uniform && this.inst.loopAccesses.has(v) ? this.inst.loopAccesses.get(v) : new Array<Expr>();
    if (hoisted.length == 0 || StmtCount.of(loop.body) > MAX_VERSIONED_STMTS) {
      this.emitIterations();
      return;
    }
    // every work-item that gets here has its first iteration < tack_end, so the range is not empty
    const ok = this.endsInBounds(hoisted, v, "tack_start", "tack_end");
    if (ok == "") {
      this.emitIterations();
      return;
    }
    this.line("const bool tack_fast = " + ok + ";");
    // the checked copy is emitted first, so its accesses keep the site numbers they had
    // before the body was copied; it is placed second, after the fast copy
    const outer = this.lines;
    this.lines = [];
    this.indent += "  ";
    this.emitIterations();
    const checked = this.lines;
    this.lines = outer;
    this.indent = this.indent.substring(2);
    this.open("if (tack_fast) {");
    const before = this.elided.length;
    for (let i = 0; i < hoisted.length; i++) this.elided.push(hoisted[i].id);
    this.emitIterations();
    this.elided.length = before;
    this.close("} else {");
    for (let i = 0; i < checked.length; i++) this.lines.push(checked[i]);
    this.line("}");
  }

  /**
   * Iterations of the parallel loop this thread runs. One (perThread 1): the body, its index
   * variables already set from tack_i. Several (ABI.md "perThread"; only loop-free bodies,
   * gen.ts iterationsPerThread): a counted loop over tack_base + k × group size, each
   * iteration's index variables set from its own tack_i, a body-level `return` continuing
   * to the thread's next iteration (emitReturn) and a failed check ending the thread.
   */
  emitIterations(): void {
    const body = this.t.loop.body;
    const n = this.perThread;
    if (n == 1) {
      this.emitStmts(body);
      return;
    }
    const L = this.d.i64;
    this.line("#pragma unroll");
    this.open("for (int tack_k = 0; tack_k < " + n.toString() + "; tack_k++) {");
    this.line("const " + L + " tack_i = tack_base + (" + L + ")tack_k * " + this.d.groupStride() + ";");
    // iterations grow with k: the first past the end ends the thread's share
    this.line("if (tack_i >= tack_end) break;");
    this.emitIndices();
    this.inIterations = true;
    this.emitStmts(body);
    this.inIterations = false;
    this.close();
  }

  /** Sets the parallel loop's index variables from tack_i (gen.ts). */
  emitIndices(): void {
    unreachable();
  }

  /** The loop itself: its head, a poll, the variable's copy of the counter, the body. */
  emitRangeBody(s: RangeStmt, head: string, range: CRange): void {
    if (range.chunked) {
      this.emitChunkedRange(s, range);
      return;
    }
    this.open(head);
    this.poll();
    if (!range.own) this.line(this.varName(s.varIndex) + " = " + range.r + ";");
    this.loops.push(new CLoop("break;", "continue;"));
    this.emitStmts(s.body);
    this.loops.pop();
    this.close();
  }

  /**
   * A step-1 range in chunks of POLL_CHUNK iterations: the outer loop charges the budget with
   * the chunk's length and polls when it runs out (as often as one poll per iteration would),
   * the inner loop runs the chunk without a poll. `break` leaves both loops.
   */
  emitChunkedRange(s: RangeStmt, range: CRange): void {
    const I = this.ty(Type.i64);
    const U = this.d.u64;
    const r = range.r;
    const n = this.label++;
    const stop = "tack_stop" + n.toString();
    const done = "tack_done" + n.toString();
    const chunk = POLL_CHUNK.toString();
    this.open("for (" + (range.own ? "" : I + " ") + r + " = " + range.start + "; " + r + " < " + range.end + ";) {");
    // r < end, so end - r is exact in the unsigned type and r + chunk does not pass end
    this.line("const " + I + " " + stop + " = (" + U + ")" + range.end + " - (" + U + ")" + r + " > " + chunk + " ? " + r + " + " + chunk + " : " + range.end + ";");
    const b = this.budget();
    const p = this.prelude.use("poll");
    this.line("if ((" + b + " -= " + stop + " - " + r + ") < 0) { " + b + " = " + POLL_ITERATIONS.toString() + "; if (" + p + "(tack_status)) " + this.abort() + " }");
    this.open("for (; " + r + " < " + stop + "; " + r + " = (" + I + ")((" + U + ")" + r + " + (" + U + ")1)) {");
    if (!range.own) this.line(this.varName(s.varIndex) + " = " + r + ";");
    const loop = new CLoop("goto " + done + ";", "continue;");
    this.loops.push(loop);
    this.emitStmts(s.body);
    this.loops.pop();
    this.close();
    this.close();
    if (loop.broke) this.line(done + ": ;");
  }

  // ---- bounds checks hoisted to an inner loop's ends ----------------------------------------

  /**
   * The test that every hoisted access is in bounds for the loop variable `v` in [lo, end)
   * (both i64 names, end > lo where the test runs); the values it needs go to temporaries.
   * "" when a value known here (constants) does not fit: the fast version could never run,
   * so the caller emits only the checked one (and no temporaries are left unused). An affine index is linear in v,
   * and so is each of its subexpressions, so each takes its extremes at the ends: when at both
   * ends every subexpression's exact value fits its type (then nothing wraps anywhere in
   * between) and the index is in bounds, every iteration's access is. Exact values are
   * computed in 64 bits from operands kept within ±2^31 (so no product or sum overflows);
   * anything larger takes the checked version.
   */
  endsInBounds(accesses: Expr[], v: i32, lo: string, end: string): string {
    const U = this.d.u64;
    const L = Type.i64;
    const conds = new Array<string>();
    const outer = this.lines;
    this.lines = [];
    this.neverFits = false;
    let hi = ""; // end - 1, computed where an index varies with v
    // literal ends (a range from 0, to a constant) are known: clang warns of constant operands of &&
    this.learn(lo);
    this.learn(end);
    const distinct = distinctAccesses(this.inst, accesses);
    for (let i = 0; i < distinct.length; i++) {
      const e = distinct[i];
      const vi = accessArray(e);
      const index = accessIndex(e);
      const a = this.arrays[vi];
      const len = a != null ? a.len : this.fn.vars[vi].arrayLength.toString();
      // an index that does not vary with v is the same at both ends: tested once
      const ends = this.variesWith(index, v, 0) ? 2 : 1;
      if (ends == 2 && hi == "") {
        hi = this.known.has(end) ? this.knownLit(this.known.get(end) - 1) : this.temp(this.wrapping(end, "-", "1", L), L);
      }
      this.learn(len);
      // the 64-bit loop variable itself: its value at each end is exact and nothing is computed
      // from it, so it needs no ±2^31 test (arrays past 2^31 elements keep the fast copy, and
      // saxpy's test shrinks to the length comparisons)
      const bare = index.kind == ExprKind.Var && (<VarExpr>index).varIndex == v && this.inst.varTypes[v] == L && this.typeOf(index) == L;
      for (let k = 0; k < ends; k++) {
        const x = bare ? (k == 0 ? lo : hi) : this.exactAt(index, v, k == 0 ? lo : hi, conds);
        if (this.known.has(x) && this.known.has(len)) {
          const xv = this.known.get(x);
          if (xv < 0 || xv >= this.known.get(len)) this.neverFits = true;
        } else {
          conds.push("(" + U + ")" + x + " < (" + U + ")" + len);
        }
      }
    }
    const lines = this.lines;
    this.lines = outer;
    if (this.neverFits) return "";
    for (let i = 0; i < lines.length; i++) this.lines.push(lines[i]);
    return conds.join(" && ");
  }

  /** Values exactAt knows here (constants and what they compute), by the literal it returned. */
  known: Map<string, i64> = new Map();
  /** A known value does not fit its type (endsInBounds gives up). */
  neverFits: bool = false;

  /** Records the value of `s` when it is a non-negative integer literal (digits, then an optional suffix). */
  learn(s: string): void {
    let value: i64 = 0;
    let i = 0;
    while (i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57 && i < 18) {
      value = value * 10 + <i64>(s.charCodeAt(i) - 48);
      i++;
    }
    if (i == 0) return;
    const suffix = s.substring(i);
    if (suffix == "" || suffix == "l" || suffix == "L" || suffix == "ll") this.known.set(s, value);
  }

  /** A known exact value as an i64 literal. */
  knownLit(value: i64): string {
    const x = intLit(this.d, value, Type.i64);
    this.known.set(x, value);
    return x;
  }

  /** Does an affine index depend on the loop variable `v` (through a const defined in the loop too)? */
  variesWith(e: Expr, v: i32, depth: i32): bool {
    if (depth > 32) return true;
    switch (e.kind) {
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        if (vi == v) return true;
        const assigned = this.inst.loopAssigned.has(v) ? this.inst.loopAssigned.get(v) : new Array<i32>();
        return assigned.includes(vi) && this.variesWith(this.inst.constDefs.get(vi), v, depth + 1);
      }
      case ExprKind.Unary: return this.variesWith((<UnaryExpr>e).arg!, v, depth + 1);
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        return this.variesWith(b.left!, v, depth + 1) || this.variesWith(b.right!, v, depth + 1);
      }
      default: return false;
    }
  }

  /**
   * An affine index's exact value (a 64-bit temporary) with `v` at `value`, pushing onto
   * `conds` that each value on the way fits the type the loop computes it in (and ±2^31).
   */
  exactAt(e: Expr, v: i32, value: string, conds: string[]): string {
    const L = Type.i64;
    const t = this.typeOf(e);
    let x: string;
    switch (e.kind) {
      case ExprKind.Const: {
        // known here: no test (clang warns of constant operands of &&)
        x = this.knownLit(valueAs((<ConstExpr>e).bits, t));
        this.fits(x, t, conds);
        return x;
      }
      case ExprKind.Length:
        x = this.emitLength(<LengthExpr>e);
        break;
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        const vt = this.inst.varTypes[vi]!;
        const assigned = this.inst.loopAssigned.has(v) ? this.inst.loopAssigned.get(v) : new Array<i32>();
        if (vi == v) {
          x = value;
        } else if (assigned.includes(vi)) {
          // a const defined inside the loop: its definition, converted to the variable's type
          x = this.exactAt(this.inst.constDefs.get(vi), v, value, conds);
        } else {
          x = this.convert(this.varName(vi), vt, L);
        }
        if (!this.known.has(x)) x = this.temp(x, L);
        this.fits(x, vt, conds);
        break;
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        const ot = this.opTypeOf(e);
        const a = this.exactAt(u.arg!, v, value, conds);
        this.fits(a, ot, conds);
        if (u.op == UnOp.Plus) x = a;
        else if (this.known.has(a)) x = this.knownLit(-this.known.get(a));
        else x = this.wrapping("0", "-", a, L);
        break;
      }
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        const ot = this.opTypeOf(e);
        const l = this.exactAt(b.left!, v, value, conds);
        const r = this.exactAt(b.right!, v, value, conds);
        this.fits(l, ot, conds);
        this.fits(r, ot, conds);
        if (this.known.has(l) && this.known.has(r)) {
          // i64 wraps in AssemblyScript; a value outside ±2^31 already failed fits
          const a = this.known.get(l);
          const c = this.known.get(r);
          x = this.knownLit(b.op == BinOp.Add ? a + c : b.op == BinOp.Sub ? a - c : a * c);
        } else {
          x = this.temp(this.wrapping(l, b.op == BinOp.Add ? "+" : b.op == BinOp.Sub ? "-" : "*", r, L), L);
        }
        this.fits(x, ot, conds);
        break;
      }
      default:
        unreachable(); // passes/bounds.ts hoists nothing else
        return "";
    }
    if (!this.known.has(x)) x = this.temp(x, L);
    this.fits(x, t, conds);
    return x;
  }

  /** Pushes "x (an exact i64) is a value of t, within ±2^31". */
  fits(x: string, t: Type, conds: string[]): void {
    const L = Type.i64;
    let lo: i64 = -2147483648;
    let hi: i64 = 2147483647;
    if (t.isUnsigned) lo = 0;
    if (t.size < 4) {
      const bits = <i64>(t.size * 8);
      lo = t.isUnsigned ? 0 : -(<i64>1 << (bits - 1));
      hi = t.isUnsigned ? (<i64>1 << bits) - 1 : (<i64>1 << (bits - 1)) - 1;
    }
    if (this.known.has(x)) {
      const k = this.known.get(x);
      if (k < lo || k > hi) this.neverFits = true;
      return;
    }
    const c = x + " >= " + intLit(this.d, lo, L) + " && " + x + " <= " + intLit(this.d, hi, L);
    if (!conds.includes(c)) conds.push(c);
  }

  emitReturn(s: ReturnStmt): void {
    // the parallel body's return ends its iteration: the thread's next one, if it runs several
    // (emitIterations; their bodies have no loops, so this continue is the iterations' loop's)
    if (this.inIterations) {
      this.line("continue;");
      return;
    }
    if (this.inKernel || this.returnType.isVoid) {
      this.line("return;");
      return;
    }
    const v = s.value ? this.emitAs(s.value!, this.returnType) : this.zero(this.returnType);
    this.line("return " + v + ";");
  }

  /** A localArray is zero-filled where it is declared (JS's new Float32Array(n)); a shared() array by its group, then a barrier. */
  emitLocalArray(s: LocalArrayStmt): void {
    const v = this.fn.vars[s.varIndex];
    const et = v.elementType!;
    const n = v.arrayLength.toString();
    const name = "a" + s.varIndex.toString();
    const shared = v.kind == VarKind.Shared;
    if (this.arrays[s.varIndex] == null) {
      if (shared && !this.inKernel && !this.d.groupArraysInFunctions()) {
        this.error(DiagCode.TargetCannotSpell, s.start, s.end, "shared() inside a device function", this.d.name);
      }
      const a = new CArray();
      a.elem = et;
      a.ptr = name;
      a.len = n;
      a.dims.push(n);
      a.space = shared ? Space.Group : Space.Private;
      this.arrays[s.varIndex] = a;
      if (shared) this.groupDecls.push(this.d.groupArray(this.ty(et), name, v.arrayLength));
      else this.decls.push(this.ty(et) + " " + name + "[" + n + "];");
    }
    const z = this.zero(et);
    if (shared) {
      this.line("for (int k = " + this.d.localId() + "; k < " + n + "; k += 256) " + name + "[k] = " + z + ";");
      this.line(this.d.barrier());
    } else {
      this.line("for (int k = 0; k < " + n + "; k++) " + name + "[k] = " + z + ";");
    }
  }

  // ---- expressions --------------------------------------------------------------------------

  emit(e: Expr): string {
    switch (e.kind) {
      case ExprKind.Const: return this.constAs(<ConstExpr>e, this.typeOf(e));
      case ExprKind.Var: return this.varName((<VarExpr>e).varIndex);
      case ExprKind.Length: return this.emitLength(<LengthExpr>e);
      case ExprKind.Load: return this.emitLoad(<LoadExpr>e);
      case ExprKind.Unary: return this.emitUnary(<UnaryExpr>e);
      case ExprKind.Binary: return this.emitBinary(<BinaryExpr>e);
      case ExprKind.Logical: return this.emitLogical(<LogicalExpr>e);
      case ExprKind.Cond: return this.emitCond(<CondExpr>e);
      case ExprKind.Intrinsic: return this.emitIntrinsic(<IntrinsicExpr>e);
      case ExprKind.CallFn: return this.emitCall(<CallFnExpr>e);
      case ExprKind.AssignVar: return this.emitAssignVar(<AssignVarExpr>e);
      case ExprKind.Store: return this.emitStore(<StoreExpr>e);
      case ExprKind.Comma: {
        const c = <CommaExpr>e;
        let v = "";
        for (let i = 0; i + 1 < c.exprs.length; i++) this.discard(c.exprs[i]);
        return this.emit(c.exprs[c.exprs.length - 1]);
      }
      default:
        unreachable();
        return "";
    }
  }

  emitLength(e: LengthExpr): string {
    const a = this.arrays[e.varIndex]!;
    if (e.dim < 0) return a.len;
    if (e.dim < a.dims.length) return a.dims[e.dim];
    return intLit(this.d, 1, Type.i64);
  }

  /** Does anything read variable `vi` of the function being emitted (its body, or a device function capturing it)? */
  isRead(vi: i32): bool {
    if (this.readsOf != this.fn) {
      const r = new VarReads(this.t);
      if (this.fn == this.t.kernel) {
        r.visitStmts(this.t.preamble);
        r.visitStmts(this.t.loop.body);
      } else r.visitStmts(this.fn.body);
      for (let i = 0; i < this.fn.vars.length; i++) if (this.fn.vars[i].kind == VarKind.Capture) r.mark(i);
      this.reads = r.read;
      this.readsOf = this.fn;
    }
    return vi < this.reads.length && this.reads[vi];
  }

  emitAssignVar(a: AssignVarExpr): string {
    const t = this.inst.varTypes[a.varIndex]!;
    const v = this.emitAs(a.value!, t);
    if (!this.isRead(a.varIndex)) return this.convert(v, t, this.typeOf(a)); // only the value's effects remain
    const name = this.varName(a.varIndex);
    this.line(name + " = " + v + ";");
    return this.convert(name, t, this.typeOf(a));
  }

  emitLoad(e: LoadExpr): string {
    const a = this.arrays[e.varIndex]!;
    const checked = this.needsCheck(e);
    const idx = this.index(e.index!, checked);
    const ok = checked ? this.check(idx, a.len, this.siteOf(e, e.varIndex)) : "";
    if (ok.length > 0) return this.temp("(" + ok + " ? " + a.ptr + "[" + idx + "] : " + this.zero(a.elem) + ")", a.elem);
    return a.ptr + "[" + idx + "]";
  }

  /** A store converts as the TypedArray does (Sem.Native) or clamps (Sem.StoreClampU8); its value is what JS's assignment yields. */
  emitStore(e: StoreExpr): string {
    const a = this.arrays[e.varIndex]!;
    const checked = this.needsCheck(e);
    const idx = this.index(e.index!, checked || EffectFinder.has(e.value!));
    const vt = this.typeOf(e.value!);
    const raw = this.temp(this.emit(e.value!), vt);
    const v = this.semOf(e) == Sem.StoreClampU8 ? this.clampU8(raw, vt) : this.convert(raw, vt, a.elem);
    const ok = checked ? this.check(idx, a.len, this.siteOf(e, e.varIndex)) : "";
    this.line((ok.length > 0 ? "if (" + ok + ") " : "") + a.ptr + "[" + idx + "] = " + v + ";");
    return this.convert(raw, vt, this.typeOf(e));
  }

  clampU8(v: string, from: Type): string {
    const u8 = this.ty(Type.u8);
    if (from.isBool) return "((" + u8 + ")" + v + ")";
    if (from.isFloat) return this.prelude.use("clampu8." + from.name) + "(" + v + ")";
    const lo = from.isSigned ? v + " < 0 ? 0 : " : "";
    return "((" + u8 + ")(" + lo + v + " > 255 ? 255 : " + v + "))";
  }

  /** Integer `l op r` in the unsigned type of its width, converted back: wraps like JS's ToInt32/BigInt.asIntN. */
  wrapping(l: string, op: string, r: string, t: Type): string {
    const U = this.ty(workType(t, false));
    return "((" + this.ty(t) + ")((" + U + ")" + l + " " + op + " (" + U + ")" + r + "))";
  }

  emitUnary(e: UnaryExpr): string {
    const t = this.opTypeOf(e);
    switch (e.op) {
      case UnOp.Not: return "(!" + this.cond(e.arg!) + ")";
      case UnOp.BitNot: return "((" + this.ty(t) + ")~" + this.emitAs(e.arg!, t) + ")";
      case UnOp.Plus: return this.emitAs(e.arg!, t);
      default: {
        const v = this.emitAs(e.arg!, t);
        if (t.isFloat) return "(-" + v + ")";
        return this.wrapping("0", "-", v, t);
      }
    }
  }

  emitBinary(e: BinaryExpr): string {
    const sem = this.semOf(e);
    const t = this.opTypeOf(e);
    const later = [e.right!];
    if (e.op >= BinOp.Eq) return this.emitCompare(e, sem, t);
    switch (sem) {
      case Sem.ShiftMasked: {
        const ct = this.inst.auxType[e.id]!;
        const l = this.operand(e.left!, t, later, 0);
        return this.maskedShift(l, this.emitAs(e.right!, ct), ct, t, e.op);
      }
      case Sem.ShiftBigSigned:
      case Sem.ShiftBigUnsigned: {
        const x = this.operand(e.left!, t, later, 0);
        const n = this.convert(this.emitAs(e.right!, this.inst.auxType[e.id]!), this.inst.auxType[e.id]!, Type.i64);
        return this.prelude.use("bigshift." + t.name) + "(" + x + ", " + n + ", " + (e.op == BinOp.Shl ? "true" : "false") + ")";
      }
      default:
        break;
    }
    const l = this.operand(e.left!, t, later, 0);
    const r = this.emitAs(e.right!, t);
    switch (sem) {
      case Sem.IntDivTrunc: return this.prelude.use("idiv." + t.name) + "(" + l + ", " + r + ")";
      case Sem.IntDivFloor: return this.prelude.use("fdiv." + t.name) + "(" + l + ", " + r + ")";
      case Sem.IntRem: return this.prelude.use("irem." + t.name) + "(" + l + ", " + r + ")";
      case Sem.FloatRem: return this.d.math("fmod", t) + "(" + l + ", " + r + ")";
      case Sem.PowJS: return this.prelude.use("pow." + t.name) + "(" + l + ", " + r + ")";
      case Sem.IntPow: return this.prelude.use("ipow." + t.name) + "(" + l + ", " + r + ")";
      default: break; // Native; MulAdd never comes (these targets do not contract), and spelled as Native would not fuse
    }
    if (t.isFloat) {
      switch (e.op) {
        case BinOp.Add: return "(" + l + " + " + r + ")";
        case BinOp.Sub: return "(" + l + " - " + r + ")";
        case BinOp.Mul: return this.d.mul(l, r, t);
        case BinOp.Div: return "(" + l + " / " + r + ")";
        default: unreachable(); return "";
      }
    }
    switch (e.op) {
      case BinOp.Add: return this.wrapping(l, "+", r, t);
      case BinOp.Sub: return this.wrapping(l, "-", r, t);
      case BinOp.Mul: return this.wrapping(l, "*", r, t);
      case BinOp.And: return "(" + l + " & " + r + ")";
      case BinOp.Or: return "(" + l + " | " + r + ")";
      case BinOp.Xor: return "(" + l + " ^ " + r + ")";
      default: unreachable(); return "";
    }
  }

  /** Sem.ShiftMasked: the count modulo the width; `>>` arithmetic, `>>>` logical, `<<` in unsigned arithmetic. */
  maskedShift(l: string, c: string, ct: Type, t: Type, op: BinOp): string {
    const U = this.ty(workType(t, false));
    const S = this.ty(workType(t, true));
    const T = this.ty(t);
    const count = "((" + U + ")" + c + " & " + (t.bits - 1).toString() + ")";
    if (op == BinOp.Shl) return "((" + T + ")((" + U + ")" + l + " << " + count + "))";
    if (op == BinOp.UShr) return "((" + T + ")((" + U + ")" + l + " >> " + count + "))";
    return "((" + T + ")((" + S + ")" + l + " >> " + count + "))";
  }

  emitCompare(e: BinaryExpr, sem: Sem, t: Type): string {
    const op = compareOp(e.op);
    if (sem == Sem.CompareMixed64) {
      // the mathematical values: a negative signed side is below every unsigned value
      const rt = this.inst.auxType[e.id]!;
      const l = this.temp(this.operand(e.left!, t, [e.right!], 0), t);
      const r = this.temp(this.emitAs(e.right!, rt), rt);
      const neg = t.isSigned ? "(" + l + " < 0)" : "(" + r + " < 0)";
      let fixed: string;
      switch (e.op) {
        case BinOp.Eq: fixed = "false"; break;
        case BinOp.Ne: fixed = "true"; break;
        case BinOp.Lt: case BinOp.Le: fixed = t.isSigned ? "true" : "false"; break;
        default: fixed = t.isSigned ? "false" : "true"; break;
      }
      const U = this.d.u64;
      return "(" + neg + " ? " + fixed + " : (" + U + ")" + l + " " + op + " (" + U + ")" + r + ")";
    }
    const l = this.operand(e.left!, t, [e.right!], 0);
    const r = this.emitAs(e.right!, t);
    return "(" + l + " " + op + " " + r + ")";
  }

  /** The statements `e` emits, taken out of the output (for ?: and && branches). */
  captured(from: i32): string[] {
    const out = this.lines.slice(from);
    this.lines.length = from;
    return out;
  }

  replay(lines: string[]): void {
    for (let i = 0; i < lines.length; i++) this.lines.push("  " + lines[i]);
  }

  emitLogical(e: LogicalExpr): string {
    const l = this.cond(e.left!);
    const mark = this.lines.length;
    const r = this.cond(e.right!);
    const rhs = this.captured(mark);
    // a right side of constants only (`x && !false`, once no check splits it) takes the
    // statement form too: clang warns of a constant operand of && and || in OpenCL C
    if (rhs.length == 0 && !constantText(r)) return "(" + l + (e.isAnd ? " && " : " || ") + r + ")";
    const s = this.slot(Type.bool);
    this.line(s + " = " + l + ";");
    this.line("if (" + (e.isAnd ? "" : "!") + s + ") {");
    this.replay(rhs);
    this.line("  " + s + " = " + r + ";");
    this.line("}");
    return s;
  }

  emitCond(e: CondExpr): string {
    const t = this.typeOf(e);
    const c = this.cond(e.test!);
    const m1 = this.lines.length;
    const a = this.emitAs(e.then!, t);
    const thenLines = this.captured(m1);
    const b = this.emitAs(e.otherwise!, t);
    const elseLines = this.captured(m1);
    if (thenLines.length == 0 && elseLines.length == 0) return "(" + c + " ? " + a + " : " + b + ")";
    const s = this.slot(t);
    this.line("if (" + c + ") {");
    this.replay(thenLines);
    this.line("  " + s + " = " + a + ";");
    this.line("} else {");
    this.replay(elseLines);
    this.line("  " + s + " = " + b + ";");
    this.line("}");
    return s;
  }

  // ---- intrinsics ---------------------------------------------------------------------------

  /** Each argument in order, converted to t, read early where a later argument has effects. */
  args(e: IntrinsicExpr, t: Type): string[] {
    const out = new Array<string>();
    for (let i = 0; i < e.args.length; i++) out.push(this.operand(e.args[i], t, e.args, i + 1));
    return out;
  }

  emitIntrinsic(e: IntrinsicExpr): string {
    const t = this.opTypeOf(e);
    const sem = this.semOf(e);
    const d = this.d;
    switch (sem) {
      case Sem.Identity: return this.emitAs(e.args[0], t);
      case Sem.ConstFalse:
      case Sem.ConstTrue:
        this.emit(e.args[0]);
        return sem == Sem.ConstFalse ? "false" : "true";
      case Sem.HypotOne: return d.math("fabs", t) + "(" + this.emitAs(e.args[0], t) + ")";
      case Sem.RoundHalfUp: return this.prelude.use("round." + t.name) + "(" + this.emitAs(e.args[0], t) + ")";
      case Sem.PowJS: {
        const a = this.args(e, t);
        return this.prelude.use("pow." + t.name) + "(" + a[0] + ", " + a[1] + ")";
      }
      case Sem.AtomicRMW:
      case Sem.AtomicCAS:
      case Sem.AtomicCmpXchg:
      case Sem.AtomicLoad:
      case Sem.AtomicStore:
        return this.emitAtomic(e, sem, true);
      case Sem.TexSoftware: return this.emitTexSample(e);
      default: break;
    }
    switch (e.intr) {
      case Intr.Cast:
      case Intr.Fround:
        return this.emitAs(e.args[0], t);
      case Intr.Hypot: {
        const a = this.args(e, t);
        let acc = a[0];
        for (let i = 1; i < a.length; i++) acc = d.math("hypot", t) + "(" + acc + ", " + a[i] + ")";
        return acc;
      }
      case Intr.Abs: {
        const v = this.emitAs(e.args[0], t);
        if (t.isFloat) return d.math("fabs", t) + "(" + v + ")";
        if (t.isUnsigned) return v;
        const x = this.temp(v, t);
        return "(" + x + " < 0 ? " + this.wrapping("0", "-", x, t) + " : " + x + ")";
      }
      case Intr.Floor: return d.math("floor", t) + "(" + this.emitAs(e.args[0], t) + ")";
      case Intr.Ceil: return d.math("ceil", t) + "(" + this.emitAs(e.args[0], t) + ")";
      case Intr.Trunc: return d.math("trunc", t) + "(" + this.emitAs(e.args[0], t) + ")";
      case Intr.Sign: {
        if (t.isFloat) return this.prelude.use("sign." + t.name) + "(" + this.emitAs(e.args[0], t) + ")";
        const x = this.temp(this.emitAs(e.args[0], t), t);
        if (t.isUnsigned) return "((" + this.ty(t) + ")(" + x + " > 0))";
        return "((" + this.ty(t) + ")((" + x + " > 0) - (" + x + " < 0)))";
      }
      case Intr.Min:
      case Intr.Max: {
        const isMin = e.intr == Intr.Min;
        const a = this.args(e, t);
        let acc = a[0];
        for (let i = 1; i < a.length; i++) {
          if (sem == Sem.MinMaxFloat) {
            acc = this.prelude.use((isMin ? "min." : "max.") + t.name) + "(" + acc + ", " + a[i] + ")";
          } else {
            const x = this.temp(acc, t);
            const y = this.temp(a[i], t);
            acc = "(" + x + (isMin ? " < " : " > ") + y + " ? " + x + " : " + y + ")";
          }
        }
        return acc;
      }
      case Intr.Imul: {
        const a = this.args(e, t);
        return this.wrapping(a[0], "*", a[1], Type.i32);
      }
      case Intr.Clz32: return d.clz32(this.emitAs(e.args[0], t));
      case Intr.IsNaN: {
        const x = this.temp(this.emit(e.args[0]), t);
        return "(" + x + " != " + x + ")";
      }
      case Intr.IsFinite:
        return "(" + d.math("fabs", t) + "(" + this.emit(e.args[0]) + ") < " + floatLit(d, Infinity, t) + ")";
      case Intr.Barrier:
        this.line(d.barrier());
        return "";
      case Intr.ThreadId: return "(" + d.localId() + ")";
      case Intr.BlockSum:
      case Intr.BlockMin:
      case Intr.BlockMax:
        return this.emitBlockReduce(e);
      default: {
        const row = intrinsicRow(e.intr);
        if (row.libm.length == 0) return this.refuse(e, "Math." + row.name);
        const a = this.args(e, t);
        return d.math(row.libm, t) + "(" + a.join(", ") + ")";
      }
    }
  }

  emitBlockReduce(e: IntrinsicExpr): string {
    const t = this.typeOf(e);
    if (!this.inKernel && !this.d.groupArraysInFunctions()) {
      return this.refuse(e, "a block reduction inside a device function");
    }
    const op = e.intr == Intr.BlockSum ? "blocksum" : e.intr == Intr.BlockMin ? "blockmin" : "blockmax";
    const scratch = "tack_red_" + t.name;
    if (!this.reductionTypes.includes(scratch)) {
      this.reductionTypes.push(scratch);
      this.groupDecls.push(this.d.groupArray(this.ty(t), scratch, 256));
    }
    const v = this.emitAs(e.args[0], t);
    return this.temp(this.prelude.use(op + "." + t.name) + "(" + scratch + ", " + v + ")", t);
  }

  /**
   * An atomic on an array element. Its value is the element found there (store: the element
   * stored), kept in a temporary only where `used`; a statement's atomic is a bare call.
   */
  emitAtomic(e: IntrinsicExpr, sem: Sem, used: bool): string {
    const vi = (<VarExpr>e.args[0]).varIndex;
    const a = this.arrays[vi]!;
    const et = a.elem;
    const checked = this.needsCheck(e);
    const idx = this.index(e.args[1], checked || EffectFinder.any(e.args, 2));
    let v = e.args.length > 2 ? this.operand(e.args[2], et, e.args, 3) : "";
    const r = e.args.length > 3 ? this.emitAs(e.args[3], et) : "";
    const ok = checked ? this.check(idx, a.len, this.siteOf(e, vi)) : "";
    if (et.size == 8 && a.space != Space.Private) this.uses64BitAtomics = true;
    if (sem == Sem.AtomicStore && used) v = this.temp(v, et);
    // the value's temporary: declared where it is set, or before the guard of a uniform kernel
    let name = "";
    let dest = "";
    if (used && sem != Sem.AtomicStore) {
      name = "t" + (this.tmp++).toString();
      dest = "const " + this.ty(et) + " " + name;
      if (ok.length > 0) {
        this.line(this.ty(et) + " " + name + " = " + this.zero(et) + ";");
        dest = name;
      }
    }
    if (ok.length > 0) this.open("if (" + ok + ") {");
    if (a.space == Space.Private) this.privateAtomic(dest, a.ptr + "[" + idx + "]", v, r, et, e.intr, sem);
    else this.atomicOp(dest, a, idx, v, r, e.intr, sem);
    if (ok.length > 0) this.close();
    return sem == Sem.AtomicStore ? v : name;
  }

  /** `dest = x;`, or the bare `x;` where nobody uses the value. */
  put(dest: string, x: string): void {
    this.line(dest.length > 0 ? dest + " = " + x + ";" : x + ";");
  }

  /** The integer type a compare-and-swap or exchange of an element's bits works in. */
  bitsType(et: Type): Type {
    return et.size == 8 ? Type.i64 : Type.i32;
  }

  /** An atomic on global or work-group memory, through the dialect's atomic functions. */
  atomicOp(dest: string, a: CArray, idx: string, v: string, r: string, intr: Intr, sem: Sem): void {
    const d = this.d;
    const et = a.elem;
    const p = "&" + a.ptr + "[" + idx + "]";
    const I = this.bitsType(et);
    const ip = "(" + d.pointer(this.ty(I), a.space) + ")" + p;
    if (sem == Sem.AtomicLoad) {
      if (dest.length == 0) return; // a load nobody reads does nothing
      this.line(d.fence(a.space));
      this.line(dest + " = *(volatile " + d.pointer(this.ty(et), a.space) + ")" + p + ";");
      this.line(d.fence(a.space));
      return;
    }
    if (sem == Sem.AtomicStore || intr == Intr.AtomicExchange) {
      // a store is an exchange whose old value is dropped; floats swap their bits
      const x = et.isFloat ? d.atomicInt("xchg", ip, d.floatBits(v, et), I, a.space) : d.atomicInt("xchg", p, v, et, a.space);
      if (sem == Sem.AtomicStore) this.put("", x);
      else this.put(dest, et.isFloat ? d.bitsFloat(x, et) : x);
      return;
    }
    if (sem == Sem.AtomicCmpXchg) {
      // compared as bits: the element's own integer type, or a float's same-size integer
      const eb = et.isFloat ? d.floatBits(v, et) : this.convert(v, et, I);
      const rb = et.isFloat ? d.floatBits(r, et) : this.convert(r, et, I);
      const old = d.atomicCasBits(et == I ? p : ip, eb, rb, I, a.space);
      this.put(dest, et.isFloat ? d.bitsFloat(old, et) : this.convert(old, I, et));
      return;
    }
    const op = atomicOpName(intr);
    if (!et.isFloat) {
      this.put(dest, d.atomicInt(op, p, v, et, a.space));
      return;
    }
    const neg = op == "sub" ? "(-" + v + ")" : v;
    if (sem == Sem.AtomicRMW) {
      const native = d.atomicFloatAdd(p, neg, et, a.space);
      if (native.length > 0) {
        this.put(dest, native);
        return;
      }
    }
    const key = "atomic." + (op == "sub" ? "add" : op) + "." + et.name + (a.space == Space.Group && d.spacedPointers() ? ".l" : "");
    this.put(dest, this.prelude.use(key) + "(" + p + ", " + (op == "min" || op == "max" ? v : neg) + ")");
  }

  /** An atomic on a localArray: it belongs to one work-item, so plain reads and writes are atomic enough. */
  privateAtomic(dest: string, lv: string, v: string, r: string, et: Type, intr: Intr, sem: Sem): void {
    if (sem == Sem.AtomicLoad) {
      if (dest.length > 0) this.line(dest + " = " + lv + ";");
      return;
    }
    if (sem == Sem.AtomicStore) {
      this.line(lv + " = " + v + ";");
      return;
    }
    const x = this.temp(v, et);
    if (sem == Sem.AtomicCmpXchg) {
      const y = this.temp(r, et);
      const old = this.temp(lv, et);
      if (dest.length > 0) this.line(dest + " = " + old + ";");
      const same = et.isFloat ? this.d.floatBits(old, et) + " == " + this.d.floatBits(x, et) : old + " == " + x;
      this.line("if (" + same + ") " + lv + " = " + y + ";");
      return;
    }
    if (dest.length > 0) this.line(dest + " = " + lv + ";");
    const op = atomicOpName(intr);
    let next: string;
    if (op == "xchg") next = x;
    else if (op == "and" || op == "or" || op == "xor") next = "(" + lv + (op == "and" ? " & " : op == "or" ? " | " : " ^ ") + x + ")";
    else if (op == "add" || op == "sub") next = et.isFloat ? "(" + lv + (op == "add" ? " + " : " - ") + x + ")" : this.wrapping(lv, op == "add" ? "+" : "-", x, et);
    else if (et.isFloat) next = this.prelude.use(op + "." + et.name) + "(" + lv + ", " + x + ")";
    else next = "(" + lv + (op == "min" ? " < " : " > ") + x + " ? " + lv + " : " + x + ")";
    this.line(lv + " = " + next + ";");
  }

  emitTexSample(e: IntrinsicExpr): string {
    const vi = (<VarExpr>e.args[0]).varIndex;
    const a = this.arrays[vi]!;
    const ext = a.texture!;
    const f = Type.f32;
    const u = this.operand(e.args[1], f, e.args, 2);
    const v = this.operand(e.args[2], f, e.args, 3);
    const w = this.emitAs(e.args[3], f);
    const L = Type.i64;
    return this.prelude.use("tex3d") + "(" + a.ptr + ", " + intLit(this.d, ext[0], L) + ", " + intLit(this.d, ext[1], L) + ", " +
      intLit(this.d, ext[2], L) + ", " + u + ", " + v + ", " + w + ")";
  }

  // ---- device function calls ----------------------------------------------------------------

  emitCall(e: CallFnExpr): string {
    const callee = this.inf.instances[this.inst.callInstance[e.id]];
    const f = callee.fn;
    const args = new Array<string>();
    for (let i = 0; i < e.args.length; i++) {
      const pv = f.params[i];
      if (callee.varIsArray[pv]) this.pushArrayArgs((<VarExpr>e.args[i]).varIndex, args);
      else args.push(this.operand(e.args[i], callee.varTypes[pv]!, e.args, i + 1));
    }
    for (let c = 0; c < f.captureOuter.length; c++) {
      const outer = f.captureOuter[c];
      let vi = outer;
      if (this.fn != this.t.kernel) vi = this.fn.captureInner[this.fn.captureOuter.indexOf(outer)];
      if (this.inst.varIsArray[vi]) this.pushArrayArgs(vi, args);
      else args.push(this.varName(vi));
    }
    args.push("tack_status");
    args.push(this.inKernel ? "&tack_budget" : "tack_budget");
    this.budgetUsed = true;
    const call = "tack_fn_" + callee.symbol + "(" + args.join(", ") + ")";
    if (!callee.sawReturnValue) {
      this.line(call + ";");
      return "";
    }
    return this.temp(call, callee.returnType!);
  }

  pushArrayArgs(vi: i32, args: string[]): void {
    const a = this.arrays[vi]!;
    args.push(a.ptr);
    args.push(a.len);
    if (a.dims.length > 1 || (a.dims.length == 1 && a.dims[0] != a.len)) {
      for (let d = 0; d < a.dims.length; d++) args.push(a.dims[d]);
    }
  }
}

/** The dialect's name of a read-modify-write atomic (Dialect.atomicInt). */
function atomicOpName(intr: Intr): string {
  switch (intr) {
    case Intr.AtomicAdd: return "add";
    case Intr.AtomicSub: return "sub";
    case Intr.AtomicMin: return "min";
    case Intr.AtomicMax: return "max";
    case Intr.AtomicExchange: return "xchg";
    case Intr.AtomicAnd: return "and";
    case Intr.AtomicOr: return "or";
    default: return "xor";
  }
}

/** `(c)` for a condition, without doubling parentheses that already enclose all of it. */
function wrapped(c: string): string {
  if (c.startsWith("(") && c.endsWith(")")) {
    let depth = 0;
    for (let i = 0; i < c.length; i++) {
      const ch = c.charCodeAt(i);
      if (ch == 40) depth++;
      else if (ch == 41) {
        depth--;
        if (depth == 0 && i < c.length - 1) return "(" + c + ")";
      }
    }
    return c;
  }
  return "(" + c + ")";
}

function compareOp(op: BinOp): string {
  switch (op) {
    case BinOp.Eq: return "==";
    case BinOp.Ne: return "!=";
    case BinOp.Lt: return "<";
    case BinOp.Le: return "<=";
    case BinOp.Gt: return ">";
    default: return ">=";
  }
}

/** Compile-time TypedArray conversion of a float to an integer (NaN, ±Infinity → 0). */
function floatToIntBits(v: f64): i64 {
  if (isNaN(v) || !isFinite(v)) return 0;
  const t = Math.trunc(v);
  if (t >= 9223372036854775807.0) return i64.MAX_VALUE;
  if (t <= -9223372036854775808.0) return i64.MIN_VALUE;
  return <i64>t;
}

/** An integer constant's value in its type (the bits wrapped as the loop computes them); a u64 above 2^63 reads negative and fails fits. */
function valueAs(bits: i64, t: Type): i64 {
  if (t == Type.i32) return <i64><i32>bits;
  if (t == Type.u32) return <i64><u32>bits;
  if (t == Type.i16) return <i64><i16>bits;
  if (t == Type.u16) return <i64><u16>bits;
  if (t == Type.i8) return <i64><i8>bits;
  if (t == Type.u8) return <i64><u8>bits;
  return bits;
}

/** Does C text `c` name nothing but literals (`(!false)`, `(1 + 2)`)? A run of name characters that starts with a letter is a name, except true and false. */
function constantText(c: string): bool {
  let i = 0;
  while (i < c.length) {
    const ch = c.charCodeAt(i);
    if (!isNameChar(ch)) {
      i++;
      continue;
    }
    let j = i;
    while (j < c.length && isNameChar(c.charCodeAt(j))) j++;
    const word = c.substring(i, j);
    const letter = (ch >= 65 && ch <= 90) || (ch >= 97 && ch <= 122) || ch == 95;
    if (letter && word != "true" && word != "false") return false;
    i = j;
  }
  return true;
}

function isNameChar(c: i32): bool {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 || c == 46;
}
