/**
 * @fileoverview SPMD emission of the parallel loop's fast version (issue 12 item 1; SPMD.md).
 * W consecutive iterations run in W vector lanes; each lane computes exactly what the scalar
 * build computes (the same operations in the same order, `llvm.fmuladd` where the scalar code
 * has it: x86 lowers it per type, to an FMA for scalars and vectors alike when the CPU has one),
 * so results are bit-identical. passes/spmd.ts decided what is varying; uniform expressions
 * go through the scalar walker (one register, broadcast where they meet a varying operand).
 *
 * Masks: the current mask is an SSA `<W x i1>` ("" when all lanes are on). A varying `if` runs
 * each side under `mask & cond` (skipped when no lane is on); a varying loop keeps its active
 * lanes in memory and runs while any is on; `break`/`continue`/`return` clear lanes (in the
 * loop's break, continue or the body's return masks), and after a statement that may clear
 * lanes the mask is recomputed from the enclosing block's entry mask. Assignments to varying
 * variables `select` on the mask; stores under a mask are `llvm.masked.store`, so an inactive
 * lane never writes. The checked scalar version and the scalar remainder are the walker's own.
 */

import { Intr, intrinsicRow } from "../../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, CommaExpr, CondExpr, ConstExpr, Expr, ExprKind, ExprStmt, IfStmt,
  IntrinsicExpr, LoadExpr, LogicalExpr, LoopStmt, RangeStmt, Stmt, StmtKind, StoreExpr, UnaryExpr, UnOp,
  VarExpr,
} from "../../ir";
import { IRFunction, ReturnStmt } from "../../ir";
import { FnInstance } from "../../passes/infer";
import { SpmdPlan } from "../../passes/spmd";
import { Sem } from "../../sem";
import { Type } from "../../types";
import { LLVMLoops } from "./loops";
import { invariantLoads } from "./spmd-hoist";
import { floatLiteral, floatPredicate, intPredicate, llType } from "./text";

/** The emitter's state around a device function emitted inline (LLVMSpmd.emitCallV). */
class SavedSpmd {
  constructor(
    public inst: FnInstance, public fn: IRFunction, public plan: SpmdPlan, public vslots: string[],
    public vloops: VLoop[], public retSlot: string, public vprefix: string,
  ) {}
}

/** A loop of the vector body: uniform (scalar jumps) or varying (masks in memory). */
class VLoop {
  constructor(public varying: bool, public breakLabel: string, public contLabel: string, public brk: string, public cnt: string) {}
}

export class LLVMSpmd extends LLVMLoops {
  plan: SpmdPlan | null = null;
  W: i32 = 0;
  /** The current mask ("" = all lanes) and the entry mask of the block being emitted. */
  mask: string = "";
  blockMask: string = "";
  vslots: string[] = [];
  vloops: VLoop[] = [];
  retSlot: string = "";
  groupLatch: string = "";
  /** Emitting the vector body (uniform loads under a mask then guard their checks). */
  vectorMode: bool = false;
  /** Lane 0's iteration (the loop variable's value) in the group being emitted. */
  lane0: string = "";
  /** Names of the vector slots of the function being emitted ("%vv": the kernel; a device function inlined: its own). */
  vprefix: string = "%vv";
  /** Device-function bodies emitted inline so far (each gets slots of its own). */
  inlined: i32 = 0;
  /** Varying loads gathered before the uniform loop that reads them unchanged: expression id → value. */
  hoistedLoads: Map<i32, string> = new Map();
  /** ... and, for a checked one, its index vector (the check stays where the load is). */
  hoistedIdx: Map<i32, string> = new Map();

  spmdOn(): bool {
    return this.plan != null && this.plan!.lanes > 0 && this.inst == this.inf.kernel;
  }

  /** The fast version of the parallel loop's block [b, bend): W-lane groups, then the scalar remainder. */
  emitFastParallel(v: i32, ctr: string, b: string, bend: string, body: Stmt[], next: string, exit: string): void {
    if (!this.spmdOn()) {
      this.emitIterations(v, ctr, b, bend, body, true, next, exit);
      return;
    }
    const plan = this.plan!;
    // A body without loops runs 4 groups of lanes per step as one vector 4 times as wide, which
    // LLVM splits into 4 registers operation by operation: the loads of all 4 groups come before
    // their stores, as in the loop vectorizer's interleaved loop. Unrolling a W-lane loop 4 times
    // instead (session 5) stored each group before the next group's loads, which a store to
    // dst[i..i+7] followed by loads of src[i+7..] made up to 1.5x slower when dst sits a few
    // floats past src's page offset (4K aliasing; bench/cpu/SPMD-VM.md, session 6). A body with
    // loops keeps W lanes (4 copies of Mandelbrot's escape loop would run to the slowest of 32).
    const W = anyLoop(body) ? plan.lanes : 4 * plan.lanes;
    this.W = W;
    const n = this.op("sub i64 " + bend + ", " + b);
    const whole = this.op("and i64 " + n + ", " + (-W).toString());
    const vend = this.op("add i64 " + b + ", " + whole);
    this.emitLine("store i64 " + b + ", i64* " + ctr);
    const head = this.newLabel("spmd.head");
    const open = this.newLabel("spmd.body");
    const latch = this.newLabel("spmd.latch");
    const done = this.newLabel("spmd.done");
    this.br(head);
    this.startBlock(head);
    const x = this.op("load i64, i64* " + ctr);
    const more = this.op("icmp slt i64 " + x + ", " + vend);
    this.emitLine("br i1 " + more + ", label %" + open + ", label %" + done);
    this.startBlock(open);
    // lane 0's index in the scalar slot (contiguous accesses compute their base from it)
    this.scalarParam(v, x);
    this.lane0 = x;
    this.restoreLocalized();
    this.vslots = new Array<string>(this.fn.vars.length);
    for (let i = 0; i < this.vslots.length; i++) this.vslots[i] = "";
    for (let vi = 0; vi < this.fn.vars.length; vi++) {
      if (!plan.varyingVar[vi] || plan.copyOf[vi] != vi || this.inst.varIsArray[vi]) continue;
      const t = this.inst.varTypes[vi];
      if (t == null) continue;
      const slot = this.vslotFor(vi);
      let init = "zeroinitializer";
      if (vi == v) init = this.op("add " + this.vty(Type.i64) + " " + this.splat(x, Type.i64) + ", " + this.laneIds());
      else if (this.localizedVars.includes(vi)) init = this.splat(this.op("load " + llType(t!) + ", " + llType(t!) + "* " + this.allocaFor(vi)), t!);
      this.emitLine("store " + this.vty(t!) + " " + init + ", " + this.vty(t!) + "* " + slot);
    }
    this.vloops = [];
    this.retSlot = "";
    if (plan.maskedReturn) {
      this.retSlot = "%spmd.ret" + this.label.toString();
      this.allocas.push(this.retSlot + " = alloca " + this.mty());
      this.emitLine("store " + this.mty() + " zeroinitializer, " + this.mty() + "* " + this.retSlot);
    }
    this.mask = "";
    this.blockMask = "";
    this.groupLatch = latch;
    this.vectorMode = true;
    this.emitStmtsV(body);
    this.vectorMode = false;
    this.br(latch);
    this.startBlock(latch);
    const x2 = this.op("load i64, i64* " + ctr);
    const x3 = this.op("add i64 " + x2 + ", " + W.toString());
    this.emitLine("store i64 " + x3 + ", i64* " + ctr);
    // already vector code: not vectorized or unrolled again
    this.emitLine("br label %" + head + ", !llvm.loop !3");
    this.startBlock(done);
    // the remainder (fewer than W iterations, as the loop vectorizer's): scalar, not vectorized again
    this.remainder = true;
    this.emitIterations(v, ctr, vend, bend, body, true, next, exit);
    this.remainder = false;
  }

  // ---- types and values ---------------------------------------------------------------------

  vty(t: Type): string {
    return "<" + this.W.toString() + " x " + llType(t) + ">";
  }

  mty(): string {
    return "<" + this.W.toString() + " x i1>";
  }

  vsfx(t: Type): string {
    const s = t == Type.f32 ? "f32" : t == Type.f64 ? "f64" : llType(t);
    return "v" + this.W.toString() + s;
  }

  vslotFor(vi: i32): string {
    if (this.vslots[vi].length > 0) return this.vslots[vi];
    const name = this.vprefix + vi.toString();
    this.allocas.push(name + " = alloca " + this.vty(this.inst.varTypes[vi]!));
    this.vslots[vi] = name;
    return name;
  }

  /** A scalar value in every lane (a literal becomes a vector constant). */
  splat(s: string, t: Type): string {
    const ty = llType(t);
    if (!s.startsWith("%")) {
      const parts = new Array<string>();
      for (let i = 0; i < this.W; i++) parts.push(ty + " " + s);
      return "<" + parts.join(", ") + ">";
    }
    const one = this.op("insertelement " + this.vty(t) + " undef, " + ty + " " + s + ", i32 0");
    return this.op("shufflevector " + this.vty(t) + " " + one + ", " + this.vty(t) + " undef, <" + this.W.toString() + " x i32> zeroinitializer");
  }

  laneIds(): string {
    const parts = new Array<string>();
    for (let i = 0; i < this.W; i++) parts.push("i64 " + i.toString());
    return "<" + parts.join(", ") + ">";
  }

  allOn(): string {
    return this.splat("true", Type.bool);
  }

  curMask(): string {
    return this.mask.length > 0 ? this.mask : this.allOn();
  }

  andMask(a: string, b: string): string {
    if (a.length == 0) return b;
    if (b.length == 0) return a;
    return this.op("and " + this.mty() + " " + a + ", " + b);
  }

  notMask(m: string): string {
    return this.op("xor " + this.mty() + " " + m + ", " + this.allOn());
  }

  anyOn(m: string): string {
    const name = "@llvm.vector.reduce.or." + this.vsfx(Type.bool);
    this.declareOnce("declare i1 " + name + "(" + this.mty() + ")");
    return this.op("call i1 " + name + "(" + this.mty() + " " + m + ")");
  }

  /** `e` as a vector of `to` (uniform: computed once and broadcast). */
  V(e: Expr, to: Type): string {
    if (!this.plan!.isVarying(e)) {
      if (e.kind == ExprKind.Const) return this.splat(this.constAs(<ConstExpr>e, to), to);
      return this.splat(this.emitAs(e, to), to);
    }
    return this.convertV(this.emitV(e), this.typeOf(e), to);
  }

  /** builder.ts `convert`, lane-wise (the same instructions on vectors). */
  convertV(v: string, from: Type, to: Type): string {
    if (from == to) return v;
    const lf = this.vty(from);
    const lt = this.vty(to);
    if (to.isBool) {
      if (from.isFloat) return this.op("fcmp one " + lf + " " + v + ", zeroinitializer");
      return this.op("icmp ne " + lf + " " + v + ", zeroinitializer");
    }
    if (from.isBool) return this.op((to.isFloat ? "uitofp " : "zext ") + lf + " " + v + " to " + lt);
    if (from.isInteger && to.isInteger) {
      if (from.size == to.size) return v;
      if (from.size < to.size) return this.op((from.isSigned ? "sext " : "zext ") + lf + " " + v + " to " + lt);
      return this.op("trunc " + lf + " " + v + " to " + lt);
    }
    if (from.isInteger && to.isFloat) return this.op((from.isSigned ? "sitofp " : "uitofp ") + lf + " " + v + " to " + lt);
    if (from.isFloat && to.isFloat) return this.op((from.size < to.size ? "fpext " : "fptrunc ") + lf + " " + v + " to " + lt);
    const li = this.vty(Type.i64);
    const sat = this.vcall("fptosi.sat." + this.vsfx(Type.i64) + "." + this.vsfx(from), li, [lf], [v]);
    const mag = this.vintr("fabs", from, [v]);
    const inf = this.op("fcmp oeq " + lf + " " + mag + ", " + this.splat(floatLiteral(Infinity, from), from));
    const r = this.op("select " + this.mty() + " " + inf + ", " + li + " zeroinitializer, " + li + " " + sat);
    if (to.size == 8) return r;
    return this.op("trunc " + li + " " + r + " to " + lt);
  }

  /** `call <ret> @llvm.<name>(args)`, declared once; `types[i]` is the type of `vals[i]`. */
  vcall(name: string, ret: string, types: string[], vals: string[]): string {
    const typed = new Array<string>();
    for (let i = 0; i < vals.length; i++) typed.push(types[i] + " " + vals[i]);
    this.declareOnce("declare " + ret + " @llvm." + name + "(" + types.join(", ") + ")");
    return this.op("call " + ret + " @llvm." + name + "(" + typed.join(", ") + ")");
  }

  vintr(name: string, t: Type, args: string[]): string {
    const types = new Array<string>();
    for (let i = 0; i < args.length; i++) types.push(this.vty(t));
    return this.vcall(name + "." + this.vsfx(t), this.vty(t), types, args);
  }

  // ---- statements ---------------------------------------------------------------------------

  emitStmtsV(body: Stmt[]): void {
    const entry = this.blockMask;
    this.blockMask = this.mask;
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      this.emitStmtV(s);
      if (mayClearLanes(s)) this.recomputeMask();
    }
    this.blockMask = entry;
  }

  /** After lanes may have left: the block's entry mask minus the lanes that broke, continued or returned. */
  recomputeMask(): void {
    let off = "";
    for (let i = this.vloops.length - 1; i >= 0; i--) {
      const l = this.vloops[i];
      if (!l.varying) continue;
      const b = this.op("load " + this.mty() + ", " + this.mty() + "* " + l.brk);
      const c = this.op("load " + this.mty() + ", " + this.mty() + "* " + l.cnt);
      off = this.op("or " + this.mty() + " " + b + ", " + c);
      break;
    }
    if (this.retSlot.length > 0) {
      const r = this.op("load " + this.mty() + ", " + this.mty() + "* " + this.retSlot);
      off = off.length > 0 ? this.op("or " + this.mty() + " " + off + ", " + r) : r;
    }
    if (off.length == 0) return;
    this.mask = this.andMask(this.blockMask, this.notMask(off));
  }

  emitStmtV(s: Stmt): void {
    switch (s.kind) {
      case StmtKind.Expr: {
        const e = (<ExprStmt>s).expr!;
        if (this.plan!.isVarying(e)) this.emitV(e);
        else this.emit(e);
        break;
      }
      case StmtKind.If: this.emitIfV(<IfStmt>s); break;
      case StmtKind.Loop: {
        const l = <LoopStmt>s;
        if (this.plan!.isVaryingLoop(s)) this.emitVaryingLoop(l);
        else this.emitUniformLoop(l);
        break;
      }
      case StmtKind.Range: this.emitRangeV(<RangeStmt>s); break;
      case StmtKind.Break:
      case StmtKind.Continue: {
        const l = this.vloops[this.vloops.length - 1];
        const isBreak = s.kind == StmtKind.Break;
        if (!l.varying) {
          this.terminate("br label %" + (isBreak ? l.breakLabel : l.contLabel));
          break;
        }
        this.clearInto(isBreak ? l.brk : l.cnt);
        break;
      }
      case StmtKind.Return:
        if (this.retSlot.length == 0) this.terminate("br label %" + this.groupLatch);
        else this.clearInto(this.retSlot);
        break;
      default: unreachable();
    }
  }

  /** The current lanes join `slot` (they leave for the rest of the loop, iteration or body). */
  clearInto(slot: string): void {
    const m = this.curMask();
    const old = this.op("load " + this.mty() + ", " + this.mty() + "* " + slot);
    const nv = this.op("or " + this.mty() + " " + old + ", " + m);
    this.emitLine("store " + this.mty() + " " + nv + ", " + this.mty() + "* " + slot);
  }

  emitIfV(s: IfStmt): void {
    const before = this.mask;
    if (!this.plan!.isVarying(s.test!)) {
      const c = this.cond(s.test!);
      const then = this.newLabel("if.then");
      const other = this.newLabel("if.else");
      const done = this.newLabel("if.end");
      this.emitLine("br i1 " + c + ", label %" + then + ", label %" + other);
      this.startBlock(then);
      this.emitStmtsV(s.then);
      this.mask = before;
      this.br(done);
      this.startBlock(other);
      this.emitStmtsV(s.otherwise);
      this.mask = before;
      this.br(done);
      this.startBlock(done);
      return;
    }
    const c = this.V(s.test!, Type.bool);
    const mThen = this.andMask(before, c);
    const mElse = s.otherwise.length > 0 ? this.andMask(before, this.notMask(c)) : "";
    this.emitMaskedBlock(s.then, mThen);
    if (s.otherwise.length > 0) this.emitMaskedBlock(s.otherwise, mElse);
    this.mask = before;
  }

  /** `body` under mask `m`, skipped when no lane is on. */
  emitMaskedBlock(body: Stmt[], m: string): void {
    if (body.length == 0) return;
    const any = this.anyOn(m);
    const run = this.newLabel("vif.run");
    const done = this.newLabel("vif.end");
    this.emitLine("br i1 " + any + ", label %" + run + ", label %" + done);
    this.startBlock(run);
    this.mask = m;
    this.emitStmtsV(body);
    this.br(done);
    this.startBlock(done);
  }

  /** A loop every lane runs the same number of times: scalar control, vector body. */
  emitUniformLoop(s: LoopStmt): void {
    const before = this.mask;
    const head = this.newLabel("uwhile.head");
    const body = this.newLabel("uwhile.body");
    const cont = this.newLabel("uwhile.cont");
    const exit = this.newLabel("uwhile.exit");
    this.br(s.testFirst ? head : body);
    this.startBlock(head);
    if (s.test) {
      const c = this.cond(s.test!);
      this.emitLine("br i1 " + c + ", label %" + body + ", label %" + exit);
    } else {
      this.br(body);
    }
    this.startBlock(body);
    this.vloops.push(new VLoop(false, exit, cont, "", ""));
    this.emitStmtsV(s.body);
    this.vloops.pop();
    this.mask = before;
    this.br(cont);
    this.startBlock(cont);
    if (s.update) this.emitMaybeV(s.update!);
    this.pollBy("1");
    this.br(head);
    this.startBlock(exit);
  }

  emitMaybeV(e: Expr): void {
    if (this.plan!.isVarying(e)) this.emitV(e);
    else this.emit(e);
  }

  /** A range loop with uniform bounds (passes/spmd.ts refuses others): a scalar counter, a vector body. */
  emitRangeV(s: RangeStmt): void {
    const before = this.mask;
    const start = s.startExpr ? this.emitAs(s.startExpr!, Type.i64) : "0";
    const end = this.emitAs(s.endExpr!, Type.i64);
    const step = s.step ? this.emitAs(s.step!, Type.i64) : "1";
    const up = s.step == null || (<ConstExpr>s.step!).bits > 0;
    const counter = this.counter("vr" + s.varIndex.toString() + "." + this.label.toString());
    const hoisted = this.hoistLoads(s.body, s.varIndex);
    this.emitLine("store i64 " + start + ", i64* " + counter);
    const head = this.newLabel("vrange.head");
    const body = this.newLabel("vrange.body");
    const cont = this.newLabel("vrange.cont");
    const exit = this.newLabel("vrange.exit");
    this.br(head);
    this.startBlock(head);
    const i = this.op("load i64, i64* " + counter);
    const c = this.op("icmp " + (up ? "slt" : "sgt") + " i64 " + i + ", " + end);
    this.emitLine("br i1 " + c + ", label %" + body + ", label %" + exit);
    this.startBlock(body);
    this.scalarParam(s.varIndex, i);
    this.vloops.push(new VLoop(false, exit, cont, "", ""));
    this.emitStmtsV(s.body);
    this.vloops.pop();
    this.mask = before;
    this.br(cont);
    this.startBlock(cont);
    const i2 = this.op("load i64, i64* " + counter);
    const i3 = this.op("add i64 " + i2 + ", " + step);
    this.emitLine("store i64 " + i3 + ", i64* " + counter);
    this.pollBy("1");
    this.br(head);
    this.startBlock(exit);
    for (let i = 0; i < hoisted.length; i++) {
      this.hoistedLoads.delete(hoisted[i]);
      if (this.hoistedIdx.has(hoisted[i])) this.hoistedIdx.delete(hoisted[i]);
    }
  }

  /**
   * Gathers the loop's invariant varying loads once, before it (spmd-hoist.ts says which). A
   * checked one gathers only the lanes whose index is in bounds, and keeps its check where the
   * load is (emitLoadV), so a failure is reported at the same point, with the same site, as
   * without hoisting; a lane it reports never had its value used. Returns the expression ids to
   * forget after the loop.
   */
  hoistLoads(body: Stmt[], counter: i32): i32[] {
    const ids = new Array<i32>();
    const loads = invariantLoads(body, counter, this.plan!.copyOf);
    for (let i = 0; i < loads.length; i++) {
      const l = loads[i];
      if (!this.plan!.isVarying(l) || this.hoistedLoads.has(l.id)) continue;
      if (!this.needsCheck(l)) {
        this.hoistedLoads.set(l.id, this.emitLoadV(l));
      } else {
        const a = this.arrays[l.varIndex]!;
        const idx = this.emitIndexV(l.index!);
        const inb = this.op("icmp ult " + this.vty(Type.i64) + " " + idx + ", " + this.splat(a.len, Type.i64));
        this.hoistedLoads.set(l.id, this.gatherV(l.varIndex, idx, this.andMask(this.mask, inb)));
        this.hoistedIdx.set(l.id, idx);
      }
      ids.push(l.id);
    }
    return ids;
  }

  /** `llvm.masked.gather` of array `vi`'s elements at `idx` in the lanes of mask `m` ("" = all). */
  gatherV(vi: i32, idx: string, m: string): string {
    const a = this.arrays[vi]!;
    const et = a.elem;
    const ty = this.vty(et);
    const pty = "<" + this.W.toString() + " x " + llType(et) + "*>";
    const ptrs = this.op("getelementptr inbounds " + llType(et) + ", " + llType(et) + "* " + a.ptr + ", " + this.vty(Type.i64) + " " + idx);
    const name = "masked.gather." + this.vsfx(et) + ".v" + this.W.toString() + "p0" + (et == Type.f32 ? "f32" : et == Type.f64 ? "f64" : llType(et));
    return this.vcall(name, ty, [pty, "i32", this.mty(), ty], [ptrs, et.size.toString(), m.length > 0 ? m : this.allOn(), "undef"]);
  }

  /** A loop whose lanes leave at different times: it runs while any lane is active. */
  emitVaryingLoop(s: LoopStmt): void {
    const before = this.mask;
    const id = this.label.toString();
    const mty = this.mty();
    const active = "%spmd.act" + id;
    const brk = "%spmd.brk" + id;
    const cnt = "%spmd.cnt" + id;
    this.allocas.push(active + " = alloca " + mty);
    this.allocas.push(brk + " = alloca " + mty);
    this.allocas.push(cnt + " = alloca " + mty);
    this.emitLine("store " + mty + " " + this.curMask() + ", " + mty + "* " + active);
    this.emitLine("store " + mty + " zeroinitializer, " + mty + "* " + brk);
    const head = this.newLabel("vwhile.head");
    const body = this.newLabel("vwhile.body");
    const cont = this.newLabel("vwhile.cont");
    const exit = this.newLabel("vwhile.exit");
    this.br(s.testFirst ? head : body);
    this.startBlock(head);
    const a = this.op("load " + mty + ", " + mty + "* " + active);
    let a2 = a;
    if (s.test) {
      this.mask = a;
      const c = this.V(s.test!, Type.bool);
      a2 = this.op("and " + mty + " " + a + ", " + c);
      this.emitLine("store " + mty + " " + a2 + ", " + mty + "* " + active);
    }
    const any = this.anyOn(a2);
    this.emitLine("br i1 " + any + ", label %" + body + ", label %" + exit);
    this.startBlock(body);
    this.emitLine("store " + mty + " zeroinitializer, " + mty + "* " + cnt);
    this.mask = this.op("load " + mty + ", " + mty + "* " + active);
    this.vloops.push(new VLoop(true, exit, cont, brk, cnt));
    this.emitStmtsV(s.body);
    this.vloops.pop();
    this.br(cont);
    this.startBlock(cont);
    // lanes that continued rejoin; those that broke or returned stay off
    const a3 = this.op("load " + mty + ", " + mty + "* " + active);
    const b3 = this.op("load " + mty + ", " + mty + "* " + brk);
    let off = b3;
    if (this.retSlot.length > 0) off = this.op("or " + mty + " " + off + ", " + this.op("load " + mty + ", " + mty + "* " + this.retSlot));
    const a4 = this.op("and " + mty + " " + a3 + ", " + this.notMask(off));
    this.emitLine("store " + mty + " " + a4 + ", " + mty + "* " + active);
    this.mask = a4;
    if (s.update) this.emitMaybeV(s.update!);
    this.pollBy("1");
    if (s.testFirst) {
      this.br(head);
    } else {
      // do-while: the test runs after the body; the loop goes on while a lane is still on
      this.br(head);
    }
    this.startBlock(exit);
    this.mask = before;
  }

  // ---- expressions --------------------------------------------------------------------------

  /** A varying expression as a `<W x typeOf(e)>` value. */
  emitV(e: Expr): string {
    switch (e.kind) {
      case ExprKind.Var: {
        const vi = this.plan!.copyOf[(<VarExpr>e).varIndex];
        const ty = this.vty(this.inst.varTypes[vi]!);
        return this.op("load " + ty + ", " + ty + "* " + this.vslotFor(vi));
      }
      case ExprKind.Load: return this.emitLoadV(<LoadExpr>e);
      case ExprKind.Store: return this.emitStoreV(<StoreExpr>e);
      case ExprKind.AssignVar: return this.emitAssignV(<AssignVarExpr>e);
      case ExprKind.Unary: return this.emitUnaryV(<UnaryExpr>e);
      case ExprKind.Binary: return this.emitBinaryV(<BinaryExpr>e);
      case ExprKind.Logical: {
        const l = <LogicalExpr>e;
        const a = this.V(l.left!, Type.bool);
        const b = this.V(l.right!, Type.bool);
        return this.op((l.isAnd ? "and " : "or ") + this.mty() + " " + a + ", " + b);
      }
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        const t = this.typeOf(e);
        const m = this.V(c.test!, Type.bool);
        const a = this.V(c.then!, t);
        const b = this.V(c.otherwise!, t);
        return this.op("select " + this.mty() + " " + m + ", " + this.vty(t) + " " + a + ", " + this.vty(t) + " " + b);
      }
      case ExprKind.Intrinsic: return this.emitIntrinsicV(<IntrinsicExpr>e);
      case ExprKind.CallFn: return this.emitCallV(<CallFnExpr>e);
      case ExprKind.Comma: {
        const c = <CommaExpr>e;
        let v = "";
        for (let i = 0; i < c.exprs.length; i++) {
          const x = c.exprs[i];
          if (i == c.exprs.length - 1) v = this.V(x, this.typeOf(e));
          else this.emitMaybeV(x);
        }
        return v;
      }
      default:
        unreachable();
        return "";
    }
  }

  /**
   * A device function called with varying arguments (or captures), inline: its body runs
   * widened in this function, every variable in a vector slot of its own, under the caller's
   * mask; each lane computes what the scalar call computes (the same conversions of arguments
   * and of the returned value). passes/spmd.ts planCallee checked the body: straight-line up to
   * one final `return`, no arrays, no calls.
   */
  emitCallV(e: CallFnExpr): string {
    const plan = this.plan!;
    const ci = this.inst.callInstance[e.id];
    const callee = this.inf.instances[ci];
    const f = callee.fn;
    const sub = plan.subPlans.get(ci);
    const vals = new Array<string>();
    const slotsOf = new Array<i32>();
    for (let i = 0; i < e.args.length; i++) {
      const pv = f.params[i];
      vals.push(this.V(e.args[i], callee.varTypes[pv]!));
      slotsOf.push(pv);
    }
    // captured kernel variables (this is the kernel: calls from device functions are refused)
    for (let c = 0; c < f.captureOuter.length; c++) {
      const vi = f.captureOuter[c];
      const t = this.inst.varTypes[vi]!;
      const src = plan.copyOf[vi];
      let v: string;
      if (plan.varyingVar[vi] || plan.varyingVar[src]) {
        v = this.op("load " + this.vty(t) + ", " + this.vty(t) + "* " + this.vslotFor(src));
      } else {
        v = this.splat(this.op("load " + llType(t) + ", " + llType(t) + "* " + this.allocaFor(this.copyOf[vi])), t);
      }
      vals.push(v);
      slotsOf.push(f.captureInner[c]);
    }
    const saved = new SavedSpmd(this.inst, this.fn, plan, this.vslots, this.vloops, this.retSlot, this.vprefix);
    this.inst = callee;
    this.fn = f;
    this.plan = sub;
    this.vprefix = "%vf" + (this.inlined++).toString() + ".";
    this.vloops = [];
    this.retSlot = "";
    const hoisted = this.hoistedLoads;
    const hoistedIdx = this.hoistedIdx;
    this.hoistedLoads = new Map();
    this.hoistedIdx = new Map();
    this.vslots = new Array<string>(f.vars.length);
    for (let i = 0; i < f.vars.length; i++) this.vslots[i] = "";
    // every slot starts defined (a `let` read before assignment is 0 in both builds' allocas)
    for (let vi = 0; vi < f.vars.length; vi++) {
      const t = callee.varTypes[vi];
      if (t == null) continue;
      const k = slotsOf.indexOf(vi);
      const init = k >= 0 ? vals[k] : "zeroinitializer";
      this.emitLine("store " + this.vty(t!) + " " + init + ", " + this.vty(t!) + "* " + this.vslotFor(vi));
    }
    const body = f.body;
    let result = "";
    const last = body.length > 0 ? body[body.length - 1] : null;
    const hasReturn = last != null && last.kind == StmtKind.Return;
    this.emitStmtsV(hasReturn ? body.slice(0, body.length - 1) : body);
    const rt = callee.sawReturnValue ? callee.returnType! : Type.void;
    if (hasReturn && (<ReturnStmt>last!).value != null && !rt.isVoid) result = this.V((<ReturnStmt>last!).value!, rt);
    this.inst = saved.inst;
    this.fn = saved.fn;
    this.plan = saved.plan;
    this.vslots = saved.vslots;
    this.vloops = saved.vloops;
    this.retSlot = saved.retSlot;
    this.vprefix = saved.vprefix;
    this.hoistedLoads = hoisted;
    this.hoistedIdx = hoistedIdx;
    return result;
  }

  emitAssignV(a: AssignVarExpr): string {
    const t = this.inst.varTypes[a.varIndex]!;
    if (this.plan!.copyOf[a.varIndex] != a.varIndex) return this.V(a.value!, this.typeOf(a));
    const v = this.V(a.value!, t);
    const ty = this.vty(t);
    const slot = this.vslotFor(a.varIndex);
    let stored = v;
    if (this.mask.length > 0) {
      const old = this.op("load " + ty + ", " + ty + "* " + slot);
      stored = this.op("select " + this.mty() + " " + this.mask + ", " + ty + " " + v + ", " + ty + " " + old);
    }
    this.emitLine("store " + ty + " " + stored + ", " + ty + "* " + slot);
    return this.convertV(v, t, this.typeOf(a));
  }

  /**
   * A pointer to lane 0's element of a contiguous access, as a vector pointer. Lane 0's index:
   * an access hoisted to the parallel loop evaluates its affine index at lane 0's iteration
   * (loops.ts affineAt, through const definitions); otherwise the index is the loop variable
   * plus uniform terms, which the scalar walker computes from the loop variable's scalar slot
   * (lane 0's iteration).
   */
  contiguousPtr(e: Expr, vi: i32, index: Expr): string {
    const a = this.arrays[vi]!;
    const plan = this.plan!;
    const idx = plan.isHoisted(e, this.inst) ? this.affineAt(index, plan.index, this.lane0) : this.emitIndex(index);
    const p = this.elementPtrAt(vi, idx);
    return this.op("bitcast " + llType(a.elem) + "* " + p + " to " + this.vty(a.elem) + "*");
  }

  /** A varying index as `<W x i64>`: a float index truncates, NaN and ±Infinity become -1 (walk.ts emitIndex). */
  emitIndexV(index: Expr): string {
    const t = this.typeOf(index);
    if (!t.isFloat) return this.V(index, Type.i64);
    const v = this.V(index, t);
    const i = this.convertV(v, t, Type.i64);
    const mag = this.vintr("fabs", t, [v]);
    const finite = this.op("fcmp olt " + this.vty(t) + " " + mag + ", " + this.splat(floatLiteral(Infinity, t), t));
    return this.op("select " + this.mty() + " " + finite + ", " + this.vty(Type.i64) + " " + i + ", " + this.vty(Type.i64) + " " + this.splat("-1", Type.i64));
  }

  /**
   * A checked access, per lane: an active lane whose index is out of bounds reports the
   * failure (the first such lane: its site and index) and the function leaves through its
   * abort block, as the scalar check does; inactive lanes are not checked.
   */
  checkIndexV(idx: string, length: string, site: i32): void {
    this.declareOob();
    const li = this.vty(Type.i64);
    const bad0 = this.op("icmp uge " + li + " " + idx + ", " + this.splat(length, Type.i64));
    const bad = this.mask.length > 0 ? this.op("and " + this.mty() + " " + bad0 + ", " + this.mask) : bad0;
    const any = this.anyOn(bad);
    const oob = this.newLabel("voob");
    const inb = this.newLabel("vinb");
    this.emitLine("br i1 " + any + ", label %" + oob + ", label %" + inb + ", !prof !6");
    this.startBlock(oob);
    const bits = this.op("bitcast " + this.mty() + " " + bad + " to i" + this.W.toString());
    const ity = "i" + this.W.toString();
    this.declareOnce("declare " + ity + " @llvm.cttz." + ity + "(" + ity + ", i1)");
    const lane = this.op("call " + ity + " @llvm.cttz." + ity + "(" + ity + " " + bits + ", i1 true)");
    const index = this.op("extractelement " + li + " " + idx + ", " + ity + " " + lane);
    this.emitLine("call void @tack.oob(i64* " + this.status + ", i64 " + (site + 1).toString() + ", i64 " + index + ", i64 " + length + ")");
    this.br(this.abortLabel);
    this.abortUsed = true;
    this.startBlock(inb);
  }

  emitLoadV(e: LoadExpr): string {
    if (this.hoistedLoads.has(e.id)) {
      if (this.hoistedIdx.has(e.id)) this.checkIndexV(this.hoistedIdx.get(e.id), this.arrays[e.varIndex]!.len, this.siteOf(e, e.varIndex));
      return this.hoistedLoads.get(e.id);
    }
    const a = this.arrays[e.varIndex]!;
    const et = a.elem;
    const ty = this.vty(et);
    const align = et.size.toString();
    const checked = this.needsCheck(e);
    if (!checked && this.plan!.isContiguousAccess(e, e.index!, this.inst)) {
      // every lane's element is in bounds (the block's ends were), active or not
      return this.op("load " + ty + ", " + ty + "* " + this.contiguousPtr(e, e.varIndex, e.index!) + ", align " + align);
    }
    const idx = this.emitIndexV(e.index!);
    if (checked) this.checkIndexV(idx, a.len, this.siteOf(e, e.varIndex));
    return this.gatherV(e.varIndex, idx, this.mask);
  }

  emitStoreV(e: StoreExpr): string {
    const a = this.arrays[e.varIndex]!;
    const et = a.elem;
    const vt = this.typeOf(e.value!);
    const checked = this.needsCheck(e);
    // the scalar order: index, value, check, store
    const scatter = !this.plan!.isContiguousAccess(e, e.index!, this.inst);
    const idx = checked || scatter ? this.emitIndexV(e.index!) : "";
    const raw = this.V(e.value!, vt);
    const v = this.convertV(raw, vt, et);
    const ty = this.vty(et);
    if (checked) this.checkIndexV(idx, a.len, this.siteOf(e, e.varIndex));
    if (scatter) {
      // a strided scatter (passes/spmd.ts: distinct elements per lane); inactive lanes do not write
      const pty = "<" + this.W.toString() + " x " + llType(et) + "*>";
      const ptrs = this.op("getelementptr inbounds " + llType(et) + ", " + llType(et) + "* " + a.ptr + ", " + this.vty(Type.i64) + " " + idx);
      const name = "@llvm.masked.scatter." + this.vsfx(et) + ".v" + this.W.toString() + "p0" + (et == Type.f32 ? "f32" : et == Type.f64 ? "f64" : llType(et));
      this.declareOnce("declare void " + name + "(" + ty + ", " + pty + ", i32, " + this.mty() + ")");
      this.emitLine("call void " + name + "(" + ty + " " + v + ", " + pty + " " + ptrs + ", i32 " + et.size.toString() + ", " + this.mty() + " " + this.curMask() + ")");
      return this.convertV(raw, vt, this.typeOf(e));
    }
    const p = this.contiguousPtr(e, e.varIndex, e.index!);
    if (this.mask.length == 0) {
      this.emitLine("store " + ty + " " + v + ", " + ty + "* " + p + ", align " + et.size.toString());
    } else {
      const name = "@llvm.masked.store." + this.vsfx(et) + ".p0" + this.vsfx(et);
      this.declareOnce("declare void " + name + "(" + ty + ", " + ty + "*, i32, " + this.mty() + ")");
      this.emitLine("call void " + name + "(" + ty + " " + v + ", " + ty + "* " + p + ", i32 " + et.size.toString() + ", " + this.mty() + " " + this.mask + ")");
    }
    return this.convertV(raw, vt, this.typeOf(e));
  }

  /**
   * A uniform load in the vector body: under a partial mask its check (and the load) runs only
   * when some lane is on, so no lane reports a failure the scalar code would not have met.
   */
  emitLoad(e: LoadExpr): string {
    if (!this.vectorMode || this.mask.length == 0 || !this.needsCheck(e)) return super.emitLoad(e);
    const et = this.arrays[e.varIndex]!.elem;
    const any = this.anyOn(this.mask);
    const run = this.newLabel("uload");
    const skip = this.newLabel("uload.skip");
    const done = this.newLabel("uload.end");
    this.emitLine("br i1 " + any + ", label %" + run + ", label %" + skip);
    this.startBlock(run);
    const v = super.emitLoad(e);
    const from = this.currentLabel();
    this.br(done);
    this.startBlock(skip);
    this.br(done);
    this.startBlock(done);
    return this.op("phi " + llType(et) + " [" + v + ", %" + from + "], [" + this.zero(et) + ", %" + skip + "]");
  }

  emitUnaryV(e: UnaryExpr): string {
    const t = this.opTypeOf(e);
    const ty = this.vty(t);
    switch (e.op) {
      case UnOp.Not: return this.op("xor " + this.mty() + " " + this.V(e.arg!, Type.bool) + ", " + this.allOn());
      case UnOp.BitNot: return this.op("xor " + ty + " " + this.V(e.arg!, t) + ", " + this.splat("-1", t));
      case UnOp.Plus: return this.V(e.arg!, t);
      default: {
        const v = this.V(e.arg!, t);
        if (t.isFloat) return this.op("fneg " + ty + " " + v);
        return this.op("sub " + ty + " zeroinitializer, " + v);
      }
    }
  }

  emitBinaryV(e: BinaryExpr): string {
    const sem = this.semOf(e);
    const t = this.opTypeOf(e);
    const ty = this.vty(t);
    if (sem == Sem.CompareMixed64) return this.perLaneBinary(e, sem, t);
    if (e.op >= BinOp.Eq) {
      const l = this.V(e.left!, t);
      const r = this.V(e.right!, t);
      if (t.isFloat) return this.op("fcmp " + floatPredicate(e.op) + " " + ty + " " + l + ", " + r);
      if (t.isBool) return this.op("icmp " + (e.op == BinOp.Eq ? "eq" : "ne") + " " + ty + " " + l + ", " + r);
      return this.op("icmp " + intPredicate(e.op, t.isUnsigned) + " " + ty + " " + l + ", " + r);
    }
    if (sem == Sem.MulAddLeft || sem == Sem.MulAddRight) {
      let a: string, b: string, c: string;
      if (sem == Sem.MulAddLeft) {
        const m = <BinaryExpr>e.left!;
        a = this.V(m.left!, t);
        b = this.V(m.right!, t);
        c = this.V(e.right!, t);
        if (e.op == BinOp.Sub) c = this.op("fneg " + ty + " " + c);
      } else {
        const m = <BinaryExpr>e.right!;
        c = this.V(e.left!, t);
        a = this.V(m.left!, t);
        b = this.V(m.right!, t);
        if (e.op == BinOp.Sub) a = this.op("fneg " + ty + " " + a);
      }
      return this.vintr("fmuladd", t, [a, b, c]);
    }
    if (sem == Sem.ShiftMasked) {
      const ct = this.inst.auxType[e.id]!;
      const l = this.V(e.left!, t);
      const cnt = this.convertV(this.V(e.right!, ct), ct, t.size == 8 ? Type.u64 : Type.u32);
      const masked = this.op("and " + ty + " " + cnt + ", " + this.splat((t.bits - 1).toString(), t));
      const op = e.op == BinOp.Shl ? "shl " : e.op == BinOp.UShr ? "lshr " : "ashr ";
      return this.op(op + ty + " " + l + ", " + masked);
    }
    if (sem != Sem.Native) return this.perLaneBinary(e, sem, t);
    const l = this.V(e.left!, t);
    const r = this.V(e.right!, t);
    const f = t.isFloat ? "f" : "";
    switch (e.op) {
      case BinOp.Add: return this.op(f + "add " + ty + " " + l + ", " + r);
      case BinOp.Sub: return this.op(f + "sub " + ty + " " + l + ", " + r);
      case BinOp.Mul: return this.op(f + "mul " + ty + " " + l + ", " + r);
      case BinOp.Div: return this.op("fdiv " + ty + " " + l + ", " + r);
      case BinOp.And: return this.op("and " + ty + " " + l + ", " + r);
      case BinOp.Or: return this.op("or " + ty + " " + l + ", " + r);
      case BinOp.Xor: return this.op("xor " + ty + " " + l + ", " + r);
      default:
        unreachable();
        return "";
    }
  }

  emitIntrinsicV(e: IntrinsicExpr): string {
    const t = this.opTypeOf(e);
    const ty = this.vty(t);
    const sem = this.semOf(e);
    const args = e.args;
    switch (sem) {
      case Sem.Identity: return this.V(args[0], t);
      case Sem.ConstFalse:
      case Sem.ConstTrue:
        this.emitMaybeV(args[0]);
        return this.splat(sem == Sem.ConstFalse ? "false" : "true", Type.bool);
      case Sem.HypotOne: return this.vintr("fabs", t, [this.V(args[0], t)]);
      case Sem.PowJS: return this.perLane(e, t);
      default: break;
    }
    switch (e.intr) {
      case Intr.Cast:
      case Intr.Fround:
        return this.V(args[0], t);
      case Intr.Sqrt: return this.vintr("sqrt", t, [this.V(args[0], t)]);
      case Intr.Floor: return this.vintr("floor", t, [this.V(args[0], t)]);
      case Intr.Ceil: return this.vintr("ceil", t, [this.V(args[0], t)]);
      case Intr.Trunc: return this.vintr("trunc", t, [this.V(args[0], t)]);
      case Intr.Abs: {
        const v = this.V(args[0], t);
        if (t.isFloat) return this.vintr("fabs", t, [v]);
        if (t.isUnsigned) return v;
        const neg = this.op("icmp slt " + ty + " " + v + ", zeroinitializer");
        const n = this.op("sub " + ty + " zeroinitializer, " + v);
        return this.op("select " + this.mty() + " " + neg + ", " + ty + " " + n + ", " + ty + " " + v);
      }
      case Intr.Min:
      case Intr.Max: {
        const isMin = e.intr == Intr.Min;
        let acc = this.V(args[0], t);
        for (let i = 1; i < args.length; i++) {
          const b = this.V(args[i], t);
          acc = sem == Sem.MinMaxFloat ? this.floatMinMaxV(acc, b, t, isMin) : this.intMinMaxV(acc, b, t, isMin);
        }
        return acc;
      }
      case Intr.Imul: return this.op("mul " + ty + " " + this.V(args[0], t) + ", " + this.V(args[1], t));
      case Intr.IsNaN: {
        const v = this.V(args[0], t);
        return this.op("fcmp uno " + ty + " " + v + ", " + v);
      }
      case Intr.IsFinite: {
        const v = this.V(args[0], t);
        const mag = this.vintr("fabs", t, [v]);
        return this.op("fcmp olt " + ty + " " + mag + ", " + this.splat(floatLiteral(Infinity, t), t));
      }
      default:
        return this.perLane(e, t);
    }
  }

  /** libm (and Math.pow): the scalar build's call, once per lane (vector libraries are not bit-identical). */
  perLane(e: IntrinsicExpr, t: Type): string {
    const ty = this.vty(t);
    const st = llType(t);
    const vals = new Array<string>();
    for (let i = 0; i < e.args.length; i++) vals.push(this.V(e.args[i], t));
    let out = "undef";
    for (let k = 0; k < this.W; k++) {
      const xs = new Array<string>();
      for (let i = 0; i < vals.length; i++) xs.push(this.op("extractelement " + ty + " " + vals[i] + ", i32 " + k.toString()));
      let r: string;
      if (this.semOf(e) == Sem.PowJS) {
        r = this.powJS(xs[0], xs[1], t);
      } else if (e.intr == Intr.Hypot) {
        r = xs[0];
        for (let i = 1; i < xs.length; i++) r = this.libmCall("hypot", t, [r, xs[i]]);
      } else {
        r = this.libmCall(intrinsicRow(e.intr).libm, t, xs);
      }
      out = this.op("insertelement " + ty + " " + out + ", " + st + " " + r + ", i32 " + k.toString());
    }
    return out;
  }

  /** Division, `%`, `**`, BigInt shifts, mixed 64-bit comparisons: the scalar build's spelling, once per lane. */
  perLaneBinary(e: BinaryExpr, sem: Sem, t: Type): string {
    const compare = e.op >= BinOp.Eq;
    const rt = sem == Sem.CompareMixed64 || sem == Sem.ShiftBigSigned || sem == Sem.ShiftBigUnsigned ? this.inst.auxType[e.id]! : t;
    const l = this.V(e.left!, t);
    const r = this.V(e.right!, rt);
    const resT = compare ? Type.bool : t;
    let out = "undef";
    for (let k = 0; k < this.W; k++) {
      const x = this.op("extractelement " + this.vty(t) + " " + l + ", i32 " + k.toString());
      const y = this.op("extractelement " + this.vty(rt) + " " + r + ", i32 " + k.toString());
      let v: string;
      switch (sem) {
        case Sem.IntDivTrunc: v = this.intDiv(x, y, t, false); break;
        case Sem.IntDivFloor: v = this.intDiv(x, y, t, true); break;
        case Sem.IntRem: v = this.intRem(x, y, t); break;
        case Sem.FloatRem: v = this.op("frem " + llType(t) + " " + x + ", " + y); break;
        case Sem.PowJS: v = this.powJS(x, y, t); break;
        case Sem.IntPow: v = this.intPow(x, y, t); break;
        case Sem.ShiftBigSigned:
        case Sem.ShiftBigUnsigned:
          v = this.bigShift(x, y, t, sem == Sem.ShiftBigSigned, e.op == BinOp.Shl);
          break;
        case Sem.CompareMixed64: v = this.mixedCompare(x, y, t.isSigned, rt.isSigned, e.op); break;
        default:
          unreachable();
          v = "";
      }
      out = this.op("insertelement " + this.vty(resT) + " " + out + ", " + llType(resT) + " " + v + ", i32 " + k.toString());
    }
    return out;
  }

  intMinMaxV(a: string, b: string, t: Type, isMin: bool): string {
    const ty = this.vty(t);
    const pred = (t.isUnsigned ? "u" : "s") + (isMin ? "lt" : "gt");
    const c = this.op("icmp " + pred + " " + ty + " " + a + ", " + b);
    return this.op("select " + this.mty() + " " + c + ", " + ty + " " + a + ", " + ty + " " + b);
  }

  /** semantics.ts floatMinMax, lane-wise. */
  floatMinMaxV(a: string, b: string, t: Type, isMin: bool): string {
    const ty = this.vty(t);
    const m = this.mty();
    const c = this.op("fcmp " + (isMin ? "olt " : "ogt ") + ty + " " + a + ", " + b);
    const pick = this.op("select " + m + " " + c + ", " + ty + " " + a + ", " + ty + " " + b);
    const ity = this.vty(t == Type.f32 ? Type.i32 : Type.i64);
    const ab = this.op("bitcast " + ty + " " + a + " to " + ity);
    const bb = this.op("bitcast " + ty + " " + b + " to " + ity);
    const comb = this.op((isMin ? "or " : "and ") + ity + " " + ab + ", " + bb);
    const combf = this.op("bitcast " + ity + " " + comb + " to " + ty);
    const eq = this.op("fcmp oeq " + ty + " " + a + ", " + b);
    const r = this.op("select " + m + " " + eq + ", " + ty + " " + combf + ", " + ty + " " + pick);
    const nan = this.op("fcmp uno " + ty + " " + a + ", " + b);
    const sum = this.op("fadd " + ty + " " + a + ", " + b);
    return this.op("select " + m + " " + nan + ", " + ty + " " + sum + ", " + ty + " " + r);
  }
}

/** A statement that holds a `break`, `continue` or `return` (lanes may leave the block). */
function mayClearLanes(s: Stmt): bool {
  switch (s.kind) {
    case StmtKind.Break:
    case StmtKind.Continue:
    case StmtKind.Return:
      return true;
    case StmtKind.If: {
      const f = <IfStmt>s;
      return anyClears(f.then) || anyClears(f.otherwise);
    }
    case StmtKind.Loop: return anyClears((<LoopStmt>s).body);
    case StmtKind.Range: return anyClears((<RangeStmt>s).body);
    default: return false;
  }
}

/** A loop anywhere in `body`. */
function anyLoop(body: Stmt[]): bool {
  for (let i = 0; i < body.length; i++) {
    const s = body[i];
    if (s.kind == StmtKind.Loop || s.kind == StmtKind.Range) return true;
    if (s.kind == StmtKind.If && (anyLoop((<IfStmt>s).then) || anyLoop((<IfStmt>s).otherwise))) return true;
  }
  return false;
}

function anyClears(body: Stmt[]): bool {
  for (let i = 0; i < body.length; i++) if (mayClearLanes(body[i])) return true;
  return false;
}
