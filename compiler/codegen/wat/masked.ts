/**
 * @fileoverview SPMD with lane masks for parallel loops with divergent control flow (the plan
 * of compiler/passes/spmd.ts and the mask scheme of compiler/codegen/llvm/SPMD.md, in 128-bit
 * Wasm SIMD). Where simd.ts's straight-line map and spmd.ts's uniform-inner-loop vectors do not
 * apply, a block of the parallel loop runs 4 of its iterations at a time, one per lane (8, as two
 * independent groups of 4 in one instruction stream, where the body has inner loops: LOOP_GROUPS):
 *
 * - varying values (the plan's): f32, i32/u32 and bool (a lane mask, all ones or zero) in one
 *   v128 of 4 lanes; i64 in two (lanes 0-1 and 2-3, i64x2), so Mandelbrot's `n` (an i64
 *   counter) and its f32 `x`, `y` share the 4 lanes; uniform values stay scalar, splat where
 *   they meet a varying one;
 * - `if`/`else` under a varying test runs each side under `mask & test` / `mask & !test`, and
 *   only when some lane of it is on (`v128.any_true`); `while`, `do`/`for` loops whose test
 *   differs per lane, or that a `break`/`continue` under a varying condition leaves, run while
 *   any lane is in them: `break` takes the lanes out of the loop, `continue` out of the rest of
 *   the iteration (a loop without `continue` has one mask for both, and `if (c) break;` at
 *   its top level is one `v128.andnot`: mJumpDirect); uniform loops (and `range` loops) stay
 *   scalar loops around vector code;
 * - an assignment to a varying variable keeps inactive lanes' values (`v128.bitselect` on the
 *   mask), except for `const` locals, whose every read an active lane reaches after their
 *   definition in the same iteration, and variables that only their varying loop reads
 *   (loopLocal: the lanes off there have left it for good); `n++` under a mask subtracts the
 *   mask (-1 in active lanes); an i64 counter that provably stays in the i32 range (`n < E`
 *   with E an i32, one `+ 1` per iteration: narrowCounters) is held as i32 lanes; the parallel
 *   index, i64 lanes, is read as i32 lanes where no i64 is needed (`px * sx`: one cvtdq2ps), the
 *   vector block running only inside the i32 range (emitMaskedBlock); a `while (n < E)` whose
 *   counter every lane still in it shares (uniformTrip) tests one scalar trip count;
 * - loads: the block's proved accesses (their check hoisted and passed at the block's ends)
 *   read every lane unguarded (contiguous: one `v128.load`); uniform indices read once; any
 *   other index is read per lane, only in active lanes, each with its bounds check, so an
 *   inactive lane never reads (or faults on) memory the scalar code would not touch;
 * - stores: one `v128.store` where every lane is active and the index is contiguous and
 *   proved; otherwise per lane, only active lanes, in lane order, each checked as the scalar
 *   code checks it.
 *
 * The decision is the module's second line: `;; spmd: yes (4 lanes, masked control flow)`, or
 * `;; spmd: no, kernel 'k' stays scalar: <why> (line l:c)` (passes/spmd.ts's refusals, then
 * this file's). Device-function calls, `return` in the loop, local arrays, f64 and 8/16-bit
 * lanes, integer division and libm calls on varying values keep the kernel scalar for now.
 *
 * Each lane runs exactly the scalar code's operations in its order (IEEE f32 lanes, wrapping
 * integer lanes, conversions per lane where SIMD has no exact instruction): results are the
 * scalar build's bits. Between lanes only the order changes, so a stored array must be touched
 * at one index expression only (each lane its own element: the plan proves the index injective)
 * and must not overlap another array of the body (checked per block at run time).
 */

import {
  AssignVarExpr, BinaryExpr, BinOp, CondExpr, ConstExpr, Expr, ExprKind, ExprStmt, IfStmt, IntrinsicExpr, LoadExpr,
  LogicalExpr, LoopStmt, RangeStmt, Stmt, StmtKind, StoreExpr, UnaryExpr, UnOp, VarExpr, VarKind,
} from "../../ir";
import { Intr } from "../../intrinsics";
import { Bounds } from "../../passes/bounds";
import { planSpmd, SpmdPlan } from "../../passes/spmd";
import { Sem } from "../../sem";
import { Type } from "../../types";
import { relaxedMulAdd } from "./semantics";
import { WatSpmd } from "./spmd";
import { loadOp, storeOp } from "./text";

/**
 * Vector groups per step for bodies with inner loops: 2 (8 iterations, two independent
 * dependency chains in one instruction stream). Measured on the 2-core AMD EPYC VM (Mandelbrot
 * 2048², one thread, CPU time, interleaved with 1 group; bench/wasm/RESULTS.md, session 6): at
 * load 2-3, 322/350 ms against 340/364 (minima 311/327 against 328/333), and 2-thread CPU-time
 * speed vs the cpu device 0.79/0.80 against 0.68/0.80; at load 11-16 within the noise (medians
 * of 5: 386 against 370 ms). A small gain where the machine is quiet: the loop is mostly bound
 * by SIMD throughput, which a second chain does not raise.
 */
const LOOP_GROUPS: i32 = 2;

const ALL_ONES = "(v128.const i32x4 -1 -1 -1 -1)";

/** A varying value: one v128, or for i64 two (lanes 0-1 in `a`, 2-3 in `b`). */
class VV {
  constructor(public a: string, public b: string) {}
}

/** A loop the masked body is in: a varying one keeps its lanes (`lm`) and this iteration's (`im`). */
class MLoop {
  /** `lm`, `im`: per vector group; `firstGroup`: the group that emits a uniform loop's branches. */
  constructor(public varying: bool, public exit: string, public cont: string, public lm: string[], public im: string[], public firstGroup: i32) {}
  /** Variables assigned at the loop body's top level that need no blend there (masked.ts loopLocal). */
  unblended: i32[] = [];
}

function laneType(t: Type): bool {
  return t == Type.f32 || t == Type.i32 || t == Type.u32 || t == Type.i64 || t.isBool;
}

export class WatMasked extends WatSpmd {
  /** The kernel's SPMD plan (4 lanes), made once per module. */
  maskPlan: SpmdPlan | null = null;
  /** Why the masked path did not run ("" when it ran or was not needed), and whether it ran. */
  maskReason: string = "";
  maskUsed: bool = false;
  maskConsidered: bool = false;
  /** Checking: inside a ?: branch or the right of && / || under a varying test (reads there must be proved). */
  mSpec: bool = false;
  /** Emitting: the current mask local ("" = every lane active), the loops around. */
  mk: string = "";
  mloops: MLoop[] = [];
  vlocA: Map<i32, string> = new Map();
  vlocB: Map<i32, string> = new Map();
  /** Per vector group (masked.ts runs 1 or 2 groups of 4 lanes per step): locals and masks; `g` the current one. */
  vAs: Map<i32, string>[] = [];
  vBs: Map<i32, string>[] = [];
  mks: string[] = [];
  g: i32 = 0;
  /** Varying i64 counters whose values stay in the i32 range: held as i32x4 (narrowCounters). */
  narrowVars: i32[] = [];
  /** The parallel loop's body being emitted. */
  mBody: Stmt[] = [];

  emitFastIterations(v: i32, b: string, bend: string, body: Stmt[], parallel: bool, exit: string): void {
    if (parallel && !this.vectorizable(v, body)) {
      if (this.spmdVectorizable(v, body)) {
        this.dropTempDefs(); // spmd.ts decides again
      } else if (this.maskedVectorizable(v, body)) {
        this.emitMaskedBlock(v, b, bend, body, exit);
        return;
      }
    }
    super.emitFastIterations(v, b, bend, body, parallel, exit);
  }

  /** The report line of the generated module ("" when the masked path was not considered). */
  maskSummary(): string {
    if (!this.maskConsidered) return "";
    if (this.maskUsed) return "spmd: yes (4 lanes, masked control flow)";
    return "spmd: no, kernel '" + this.t.kernel.name + "' stays scalar: " + this.maskReason;
  }

  // ---- what vectorizes ----------------------------------------------------------------------

  mRefuse(what: string, at: i32): bool {
    if (this.maskReason.length == 0) this.maskReason = what + " (line " + this.lineColOf(at) + ")";
    return false;
  }

  lineColOf(offset: i32): string {
    const text = this.target.source;
    let line = 1;
    let lineStart = 0;
    const end = offset < text.length ? offset : text.length;
    for (let i = 0; i < end; i++) {
      if (text.charCodeAt(i) == 10) {
        line++;
        lineStart = i + 1;
      }
    }
    return line.toString() + ":" + (end - lineStart + 1).toString();
  }

  maskedVectorizable(v: i32, body: Stmt[]): bool {
    this.maskConsidered = true;
    this.maskReason = "";
    if (this.maskPlan == null) this.maskPlan = planSpmd(this.t, this.inf, 4, this.target.source);
    const p = this.maskPlan!;
    if (p.lanes == 0) {
      this.maskReason = p.reason + (p.where.length > 0 ? " (line " + p.where + ")" : "");
      return false;
    }
    if (p.index != v || this.fn != this.t.kernel) {
      this.maskReason = "the vectorized index is not the loop's";
      return false;
    }
    if (this.localizedVars.length > 0) {
      this.maskReason = "the loop assigns variables of the kernel's preamble";
      return false;
    }
    this.vecVar = v;
    this.indexVars = [];
    this.innerVars = [];
    this.tempDefs = [];
    this.curLoop = -1;
    this.spmdAccesses = [];
    this.spmdLoops = [];
    this.mSpec = false;
    if (!this.mStmts(body) || !this.storesApart()) return false;
    this.narrowCounters(body);
    this.maskUsed = true;
    return true;
  }

  isV(e: Expr): bool {
    return this.maskPlan!.isVarying(e);
  }

  varyingVar(vi: i32): bool {
    const p = this.maskPlan!;
    return p.varyingVar[vi] || p.varyingVar[this.copyOf[vi]];
  }

  mStmts(body: Stmt[]): bool {
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      switch (s.kind) {
        case StmtKind.Expr: if (!this.mStmtExpr((<ExprStmt>s).expr!)) return false; break;
        case StmtKind.If: {
          const f = <IfStmt>s;
          if (!this.maskOk(f.test!) || !this.mStmts(f.then) || !this.mStmts(f.otherwise)) return false;
          break;
        }
        case StmtKind.Loop: {
          const l = <LoopStmt>s;
          if (l.test != null && !this.maskOk(l.test!)) return false;
          if (!this.mStmts(l.body)) return false;
          if (l.update != null && !this.mStmtExpr(l.update!)) return false;
          break;
        }
        case StmtKind.Range: {
          const r = <RangeStmt>s;
          if (r.step != null && !(r.step!.kind == ExprKind.Const && (<ConstExpr>r.step!).bits == 1)) return this.mRefuse("a range loop with a step", s.start);
          if (r.startExpr != null && !this.uniformOk(r.startExpr!)) return false;
          if (!this.uniformOk(r.endExpr!) || !this.mStmts(r.body)) return false;
          break;
        }
        case StmtKind.Break: case StmtKind.Continue: break;
        case StmtKind.Return: return this.mRefuse("a return in the parallel loop (the wasm vector build has no mask for it yet)", s.start);
        default: return this.mRefuse("a local array", s.start);
      }
    }
    return true;
  }

  mStmtExpr(e: Expr): bool {
    if (e.kind == ExprKind.AssignVar) {
      const a = <AssignVarExpr>e;
      const vi = a.varIndex;
      if (this.copyOf[vi] != vi) return true;
      if (!this.varyingVar(vi)) return this.uniformOk(a.value!);
      if (!laneType(this.inst.varTypes[vi]!)) return this.mRefuse("a varying " + this.inst.varTypes[vi]!.name + " variable (wasm lanes: f32, i32, u32, i64, bool)", e.start);
      return this.vOkAs(a.value!, this.inst.varTypes[vi]!);
    }
    if (e.kind == ExprKind.Store) {
      const st = <StoreExpr>e;
      const et = this.inst.varTypes[st.varIndex]!;
      if (!this.plainArray(st.varIndex) || this.semOf(st) != Sem.Native) return this.mRefuse("a store the wasm vector build does not have", e.start);
      if (et != Type.f32 && et != Type.i32 && et != Type.u32 && et != Type.i64) return this.mRefuse("a store to an array of " + et.name, e.start);
      if (!this.typeOf(st.index!).isInteger || !this.vOkAs(st.index!, Type.i64) || !this.vOkAs(st.value!, et)) return false;
      this.spmdAccesses.push(e);
      this.spmdLoops.push(-1);
      return true;
    }
    return this.mRefuse("a statement the wasm vector build does not have", e.start);
  }

  /** A uniform expression the scalar walker emits once for every lane: no effects, no calls. */
  uniformOk(e: Expr): bool {
    switch (e.kind) {
      case ExprKind.Const: case ExprKind.Var: case ExprKind.Length: return true;
      case ExprKind.Load: {
        const l = <LoadExpr>e;
        if (!this.plainArray(l.varIndex)) return this.mRefuse("a read of a texture or local array", e.start);
        this.spmdAccesses.push(e);
        this.spmdLoops.push(-1);
        return this.uniformOk(l.index!);
      }
      case ExprKind.Unary: return this.uniformOk((<UnaryExpr>e).arg!);
      case ExprKind.Binary: return this.uniformOk((<BinaryExpr>e).left!) && this.uniformOk((<BinaryExpr>e).right!);
      case ExprKind.Logical: return this.uniformOk((<LogicalExpr>e).left!) && this.uniformOk((<LogicalExpr>e).right!);
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        return this.uniformOk(c.test!) && this.uniformOk(c.then!) && this.uniformOk(c.otherwise!);
      }
      case ExprKind.Intrinsic: {
        const c = <IntrinsicExpr>e;
        const sem = this.semOf(e);
        if ((sem >= Sem.AtomicRMW && sem <= Sem.AtomicStore) || sem == Sem.TexSoftware) return this.mRefuse("an atomic or texture sample", e.start);
        for (let i = 0; i < c.args.length; i++) if (!this.uniformOk(c.args[i])) return false;
        return true;
      }
      case ExprKind.CallFn: return this.mRefuse("a call of a device function (the wasm masked build does not inline calls yet)", e.start);
      default: return this.mRefuse("an assignment inside an expression", e.start);
    }
  }

  vOkAs(e: Expr, t: Type): bool {
    if (!this.isV(e)) return this.uniformOk(e);
    if (!laneType(t)) return this.mRefuse("a varying " + t.name + " value (wasm lanes: f32, i32, u32, i64, bool)", e.start);
    return this.vOk(e);
  }

  maskOk(e: Expr): bool {
    if (!this.isV(e)) return this.uniformOk(e);
    if (e.kind == ExprKind.Logical) {
      const l = <LogicalExpr>e;
      if (!this.maskOk(l.left!)) return false;
      const spec = this.mSpec;
      this.mSpec = true;
      const ok = this.maskOk(l.right!);
      this.mSpec = spec;
      return ok;
    }
    if (e.kind == ExprKind.Unary && (<UnaryExpr>e).op == UnOp.Not) return this.maskOk((<UnaryExpr>e).arg!);
    return this.vOk(e);
  }

  vOk(e: Expr): bool {
    const t = this.typeOf(e);
    if (!laneType(t)) return this.mRefuse("a varying " + t.name + " value (wasm lanes: f32, i32, u32, i64, bool)", e.start);
    const sem = this.semOf(e);
    switch (e.kind) {
      case ExprKind.Var: return laneType(this.inst.varTypes[this.copyOf[(<VarExpr>e).varIndex]]!) || this.mRefuse("a varying variable of another type", e.start);
      case ExprKind.Load: {
        const l = <LoadExpr>e;
        const et = this.inst.varTypes[l.varIndex]!;
        if (!this.plainArray(l.varIndex)) return this.mRefuse("a read of a texture or local array", e.start);
        if (et != Type.f32 && et != Type.i32 && et != Type.u32 && et != Type.i64) return this.mRefuse("a varying read of an array of " + et.name, e.start);
        if (!this.typeOf(l.index!).isInteger) return this.mRefuse("a float index", e.start);
        if (this.mSpec && !this.elided.includes(e.id)) return this.mRefuse("a read in a ?: branch or after && / || whose bounds the block does not prove", e.start);
        this.spmdAccesses.push(e);
        this.spmdLoops.push(-1);
        return this.vOkAs(l.index!, Type.i64);
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        if (u.op == UnOp.Not) return t.isBool && this.maskOk(u.arg!);
        const ot = this.opTypeOf(e);
        if (ot.isBool || (u.op == UnOp.BitNot && ot.isFloat)) return this.mRefuse("an operation the wasm vector build does not have", e.start);
        return this.vOkAs(u.arg!, ot);
      }
      case ExprKind.Binary: {
        const x = <BinaryExpr>e;
        const ot = this.opTypeOf(e);
        if (!laneType(ot) || ot.isBool) return this.mRefuse("a varying " + ot.name + " operation", e.start);
        if (sem == Sem.ShiftMasked) {
          const ct = this.inst.auxType[e.id]!;
          if (ot.size != 4 || ot.isFloat || !laneType(ct) || ct.isBool) return this.mRefuse("a shift the wasm vector build does not have", e.start);
          return this.vOkAs(x.left!, ot) && this.vOkAs(x.right!, ct);
        }
        const mulAdd = ot == Type.f32 && (sem == Sem.MulAddLeft || sem == Sem.MulAddRight); // its product: a Native operand
        if (sem != Sem.Native && !mulAdd) return this.mRefuse("an operation the wasm vector build does not have (" + ot.name + " division, %, ** or a mixed comparison)", e.start);
        if (x.op < BinOp.Eq) {
          switch (x.op) {
            case BinOp.Add: case BinOp.Sub: case BinOp.Mul: break;
            case BinOp.Div: if (!ot.isFloat) return this.mRefuse("an integer division", e.start); break;
            case BinOp.And: case BinOp.Or: case BinOp.Xor: if (ot.isFloat) return false; break;
            default: return this.mRefuse("an operation the wasm vector build does not have", e.start);
          }
        } else if (ot.isUnsigned && ot.size == 8) {
          return this.mRefuse("a u64 comparison", e.start);
        }
        return this.vOkAs(x.left!, ot) && this.vOkAs(x.right!, ot);
      }
      case ExprKind.Logical: return t.isBool ? this.maskOk(e) : this.mRefuse("a && or || of values", e.start);
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        if (!this.maskOk(c.test!)) return false;
        const spec = this.mSpec;
        this.mSpec = true;
        const ok = this.vOkAs(c.then!, t) && this.vOkAs(c.otherwise!, t);
        this.mSpec = spec;
        return ok;
      }
      case ExprKind.Intrinsic: {
        const c = <IntrinsicExpr>e;
        const ot = this.opTypeOf(e);
        let ok = false;
        switch (c.intr) {
          case Intr.Cast: case Intr.Fround: ok = sem == Sem.Native; break;
          case Intr.Sqrt: case Intr.Floor: case Intr.Ceil: case Intr.Trunc: case Intr.Abs: ok = ot == Type.f32 && sem == Sem.Native; break;
          case Intr.Min: case Intr.Max: ok = ot == Type.f32 ? sem == Sem.MinMaxFloat : (ot == Type.i32 || ot == Type.u32) && sem == Sem.Native; break;
          case Intr.Imul: ok = ot == Type.i32; break;
          default: break;
        }
        if (!ok) return this.mRefuse("a Math function the wasm vector build does not have", e.start);
        for (let i = 0; i < c.args.length; i++) if (!this.vOkAs(c.args[i], ot)) return false;
        return true;
      }
      case ExprKind.CallFn: return this.mRefuse("a call of a device function (the wasm masked build does not inline calls yet)", e.start);
      default: return this.mRefuse("an expression the wasm vector build does not have", e.start);
    }
  }

  /**
   * Varying i64 variables that are loop counters in the i32 range: every assignment is a
   * constant in that range, or `n + 1` once per iteration of a loop (test first) whose test is
   * `n < E` with E an i32, and nothing else in that loop assigns n. So n < E <= 2^31 - 1
   * whenever it steps, and its values are those of an i32: 4 lanes in one i32x4, where i64
   * lanes take two vectors and a shuffle per comparison (Mandelbrot's `n`).
   */
  narrowCounters(body: Stmt[]): void {
    this.narrowVars = [];
    const cands = new Array<i32>();
    const bad = new Array<i32>();
    this.counterScan(body, null, cands, bad);
    for (let i = 0; i < cands.length; i++) {
      if (!bad.includes(cands[i]) && !this.narrowVars.includes(cands[i])) this.narrowVars.push(cands[i]);
    }
  }

  counterScan(body: Stmt[], loop: LoopStmt | null, cands: i32[], bad: i32[]): void {
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      switch (s.kind) {
        case StmtKind.Expr: this.counterAssign((<ExprStmt>s).expr!, loop, cands, bad); break;
        case StmtKind.If: {
          const f = <IfStmt>s;
          this.counterScan(f.then, null, cands, bad);
          this.counterScan(f.otherwise, null, cands, bad);
          break;
        }
        case StmtKind.Loop: {
          const l = <LoopStmt>s;
          this.counterScan(l.body, l, cands, bad);
          if (l.update != null) this.counterAssign(l.update!, l, cands, bad);
          break;
        }
        case StmtKind.Range: this.counterScan((<RangeStmt>s).body, null, cands, bad); break;
        default: break;
      }
    }
  }

  /** One assignment: a candidate counter's admissible step or constant, else the variable is out. */
  counterAssign(e: Expr, loop: LoopStmt | null, cands: i32[], bad: i32[]): void {
    if (e.kind != ExprKind.AssignVar) return;
    const a = <AssignVarExpr>e;
    const vi = a.varIndex;
    if (this.copyOf[vi] != vi || this.inst.varTypes[vi]! != Type.i64 || !this.varyingVar(vi) || vi == this.vecVar) return;
    cands.push(vi);
    const v = a.value!;
    if (v.kind == ExprKind.Const && !this.isV(v)) {
      const c = (<ConstExpr>v).bits;
      if (this.typeOf(v).isInteger && c >= -2147483648 && c <= 2147483647) return;
    }
    if (loop != null && this.isStep(v, vi) && loop.testFirst && loop.test != null && this.isBoundTest(loop.test!, vi) &&
        this.assignsIn(loop.body, vi) + (loop.update != null && this.isAssignOf(loop.update!, vi) ? 1 : 0) == 1) return;
    bad.push(vi);
  }

  isAssignOf(e: Expr, vi: i32): bool {
    return e.kind == ExprKind.AssignVar && (<AssignVarExpr>e).varIndex == vi;
  }

  /** Assignments to `vi` anywhere in `body` (nested statements included). */
  assignsIn(body: Stmt[], vi: i32): i32 {
    let n = 0;
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      switch (s.kind) {
        case StmtKind.Expr: if (this.isAssignOf((<ExprStmt>s).expr!, vi)) n++; break;
        case StmtKind.If: n += this.assignsIn((<IfStmt>s).then, vi) + this.assignsIn((<IfStmt>s).otherwise, vi); break;
        case StmtKind.Loop: {
          const l = <LoopStmt>s;
          n += this.assignsIn(l.body, vi) + (l.update != null && this.isAssignOf(l.update!, vi) ? 1 : 0);
          break;
        }
        case StmtKind.Range: n += this.assignsIn((<RangeStmt>s).body, vi); break;
        default: break;
      }
    }
    return n;
  }

  /** `vi + 1` in i64. */
  isStep(e: Expr, vi: i32): bool {
    if (e.kind != ExprKind.Binary) return false;
    const x = <BinaryExpr>e;
    return x.op == BinOp.Add && this.semOf(x) == Sem.Native && this.opTypeOf(x) == Type.i64 &&
      x.left!.kind == ExprKind.Var && this.copyOf[(<VarExpr>x.left!).varIndex] == vi &&
      x.right!.kind == ExprKind.Const && (<ConstExpr>x.right!).bits == 1;
  }

  /** `vi < E` compared in i64, E an i32. */
  isBoundTest(e: Expr, vi: i32): bool {
    if (e.kind != ExprKind.Binary) return false;
    const x = <BinaryExpr>e;
    return x.op == BinOp.Lt && this.semOf(x) == Sem.Native && this.opTypeOf(x) == Type.i64 &&
      x.left!.kind == ExprKind.Var && this.copyOf[(<VarExpr>x.left!).varIndex] == vi && this.typeOf(x.right!) == Type.i32;
  }

  /** A narrowValue's lanes as i32. */
  narrowRead(e: Expr): VV {
    if (e.kind == ExprKind.Var) {
      const vi = this.copyOf[(<VarExpr>e).varIndex];
      if (this.narrowVars.includes(vi)) return new VV("(local.get " + this.vlocal(vi, false) + ")", "");
    }
    return this.vexpr(e, Type.i32);
  }

  /** A value known to be in the i32 range: a narrow counter, an i32, or such a constant. */
  narrowValue(e: Expr): bool {
    if (e.kind == ExprKind.Var) return this.narrowVars.includes(this.copyOf[(<VarExpr>e).varIndex]) || this.typeOf(e) == Type.i32;
    if (e.kind == ExprKind.Const) {
      const c = (<ConstExpr>e).bits;
      return this.typeOf(e).isInteger && c >= -2147483648 && c <= 2147483647;
    }
    return this.typeOf(e) == Type.i32;
  }

  /**
   * Every access to a stored array is at the same index expression, so each lane touches only
   * its own element (the plan proved the index injective in the parallel index).
   */
  storesApart(): bool {
    for (let i = 0; i < this.spmdAccesses.length; i++) {
      const s = this.spmdAccesses[i];
      if (s.kind != ExprKind.Store) continue;
      const vi = (<StoreExpr>s).varIndex;
      const key = this.affineKey(this.checkedIndex((<StoreExpr>s).index!));
      for (let j = 0; j < this.spmdAccesses.length; j++) {
        const e = this.spmdAccesses[j];
        const vj = e.kind == ExprKind.Load ? (<LoadExpr>e).varIndex : (<StoreExpr>e).varIndex;
        if (vj != vi) continue;
        const idx = e.kind == ExprKind.Load ? (<LoadExpr>e).index! : this.checkedIndex((<StoreExpr>e).index!);
        if (this.affineKey(idx) != key) {
          return this.mRefuse("'" + this.fn.vars[vi].name + "' is stored and also accessed at another index (the wasm vector build does not prove the lanes apart)", e.start);
        }
      }
    }
    return true;
  }

  // ---- the vector loop ----------------------------------------------------------------------

  /**
   * Vector groups per step: LOOP_GROUPS where the body has inner loops (two groups: 8
   * iterations with two independent dependency chains in one instruction stream, to hide an
   * inner loop's latency), else 1.
   */
  groupsFor(body: Stmt[]): i32 {
    for (let i = 0; i < body.length; i++) {
      const k = body[i].kind;
      if (k == StmtKind.Loop || k == StmtKind.Range) return LOOP_GROUPS;
      if (k == StmtKind.If) {
        const f = <IfStmt>body[i];
        if (this.groupsFor(f.then) > 1 || this.groupsFor(f.otherwise) > 1) return LOOP_GROUPS;
      }
    }
    return 1;
  }

  emitMaskedBlock(v: i32, b: string, bend: string, body: Stmt[], exit: string): void {
    const groups = this.groupsFor(body);
    const step = 4 * groups;
    const rest = this.local("i64");
    this.effect("(local.set " + rest + " " + b + ")");
    const vend = this.opW("i64", "(i64.add " + b + " (i64.and (i64.sub " + bend + " " + b + ") (i64.const " + (-step).toString() + ")))");
    // the index's lanes in the i32 range (a block beyond it runs the scalar loop): vraw reads
    // them as i32 lanes where no i64 is needed, so `px * sx` converts with one cvtdq2ps, not
    // four scalar conversions that V8 may even sink into the inner loop (Mandelbrot's `cx`)
    const inI32 = "(i32.and (i64.ge_s " + b + " (i64.const -2147483648)) (i64.le_s " + bend + " (i64.const 2147483648)))";
    this.open("(if (i32.and " + this.arraysApart() + " " + inI32 + ")");
    this.open("(then");
    this.vAs = [];
    this.vBs = [];
    this.mks = [];
    const gs = new Array<i32>();
    for (let g = 0; g < groups; g++) {
      this.vAs.push(new Map());
      this.vBs.push(new Map());
      this.mks.push("");
      gs.push(g);
    }
    this.g = 0;
    this.vlocA = this.vAs[0];
    this.vlocB = this.vBs[0];
    this.mk = "";
    this.mloops = [];
    this.mBody = body;
    const loop = this.openStepLoop(v, b, vend, "mspmd");
    const x = loop.x;
    const base = this.opW("v128", "(i64x2.splat " + x + ")");
    for (let g = 0; g < groups; g++) {
      this.useGroup(g);
      const o = 4 * g;
      this.effect("(local.set " + this.vlocal(v, false) + " (i64x2.add " + base + " (v128.const i64x2 " + o.toString() + " " + (o + 1).toString() + ")))");
      this.effect("(local.set " + this.vlocal(v, true) + " (i64x2.add " + base + " (v128.const i64x2 " + (o + 2).toString() + " " + (o + 3).toString() + ")))");
    }
    this.mEmitStmts(body, gs);
    this.useGroup(0);
    this.closeStepLoop(loop, step);
    this.effect("(local.set " + rest + " " + vend + ")");
    this.close();
    this.close();
    this.emitIterations(v, "(local.get " + rest + ")", bend, body, true, exit);
  }

  /** Makes group `g` the one emitted: its variables' locals and its mask. */
  useGroup(g: i32): void {
    this.mks[this.g] = this.mk;
    this.g = g;
    this.mk = this.mks[g];
    this.vlocA = this.vAs[g];
    this.vlocB = this.vBs[g];
  }

  /** The v128 local of a varying variable (`hi`: the i64 lanes 2-3), in the current group. */
  vlocal(vi: i32, hi: bool): string {
    const m = hi ? this.vlocB : this.vlocA;
    if (!m.has(vi)) m.set(vi, this.local("v128"));
    return m.get(vi);
  }

  /** The statements for each group of `gs`: one control structure for all where it is uniform or a varying loop. */
  mEmitStmts(body: Stmt[], gs: i32[]): void {
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      if (s.kind == StmtKind.Break || s.kind == StmtKind.Continue) {
        for (let k = 0; k < gs.length; k++) {
          this.useGroup(gs[k]);
          this.mJump(s.kind == StmtKind.Break);
        }
        return; // the rest of the block is dead for the lanes that got here
      }
      switch (s.kind) {
        case StmtKind.Expr:
          for (let k = 0; k < gs.length; k++) {
            this.useGroup(gs[k]);
            this.mExprStmt((<ExprStmt>s).expr!);
          }
          break;
        case StmtKind.If: {
          const f = <IfStmt>s;
          if (this.isV(f.test!)) {
            for (let k = 0; k < gs.length; k++) {
              this.useGroup(gs[k]);
              this.mIfVarying(f);
            }
          } else {
            this.mIfUniform(f, gs);
          }
          break;
        }
        case StmtKind.Loop: this.mLoop(<LoopStmt>s, gs); break;
        default: this.mRange(<RangeStmt>s, gs); break;
      }
    }
  }

  /** `break`/`continue`: of a uniform loop a branch; of a varying one the active lanes leave it (or this iteration). */
  mJump(isBreak: bool): void {
    const l = this.mloops[this.mloops.length - 1];
    if (!l.varying) {
      if (this.g == l.firstGroup) this.effect("(br " + (isBreak ? l.exit : l.cont) + ")");
      return;
    }
    const m = this.mk.length > 0 ? "(local.get " + this.mk + ")" : ALL_ONES;
    const lm = l.lm[this.g];
    const im = l.im[this.g];
    if (isBreak && lm != im) this.effect("(local.set " + lm + " (v128.andnot (local.get " + lm + ") " + m + "))");
    this.effect("(local.set " + im + " (v128.andnot (local.get " + im + ") " + m + "))");
  }

  /**
   * `if (c) break;` / `if (c) continue;` right in a varying loop's iteration (the current mask
   * is the iteration's, which holds every lane the jump can take): the lanes of `c` leave, one
   * `andnot` (where `mIfVarying` would make `mask & c` first). A `break` only where the loop's
   * mask is the iteration's (no `continue`: mLoop). False where it does not apply.
   */
  mJumpDirect(s: IfStmt, c: string): bool {
    if (s.otherwise.length > 0 || s.then.length != 1 || this.mloops.length == 0) return false;
    const k = s.then[0].kind;
    if (k != StmtKind.Break && k != StmtKind.Continue) return false;
    const l = this.mloops[this.mloops.length - 1];
    if (!l.varying || this.mk != l.im[this.g] || (k == StmtKind.Break && l.lm[this.g] != l.im[this.g])) return false;
    this.effect("(local.set " + this.mk + " (v128.andnot (local.get " + this.mk + ") " + c + "))");
    return true;
  }

  /** After a statement that may hold a jump: lanes that left are off (current group). */
  mAfterJumps(s: Stmt): void {
    if (this.mloops.length == 0 || this.mk.length == 0) return;
    const l = this.mloops[this.mloops.length - 1];
    if (!l.varying || l.im[this.g] == this.mk || !hasJump(s)) return;
    this.effect("(local.set " + this.mk + " (v128.and (local.get " + this.mk + ") (local.get " + l.im[this.g] + ")))");
  }

  mIfUniform(s: IfStmt, gs: i32[]): void {
    this.useGroup(gs[0]);
    this.open("(if " + this.cond(s.test!));
    this.open("(then");
    this.mEmitStmts(s.then, gs);
    this.close();
    if (s.otherwise.length > 0) {
      this.open("(else");
      this.mEmitStmts(s.otherwise, gs);
      this.close();
    }
    this.close();
    for (let k = 0; k < gs.length; k++) {
      this.useGroup(gs[k]);
      this.mAfterJumps(s);
    }
  }

  /** A varying `if` for the current group: each side under its mask, run when a lane of it is on. */
  mIfVarying(s: IfStmt): void {
    const g = this.g;
    const one = [g];
    const c = this.vmaskOf(s.test!);
    const outer = this.mk;
    if (this.mJumpDirect(s, c)) return;
    const m = outer.length > 0 ? "(local.get " + outer + ")" : ALL_ONES;
    const tm = this.local("v128");
    this.effect("(local.set " + tm + " (v128.and " + m + " " + c + "))");
    let em = "";
    if (s.otherwise.length > 0) {
      em = this.local("v128");
      this.effect("(local.set " + em + " (v128.andnot " + m + " " + c + "))");
    }
    // a side that only jumps is a few mask operations: no branch (it would mispredict per lane pattern)
    const jumpsOnly = s.then.length == 1 && (s.then[0].kind == StmtKind.Break || s.then[0].kind == StmtKind.Continue);
    if (!jumpsOnly) {
      this.open("(if (v128.any_true (local.get " + tm + "))");
      this.open("(then");
    }
    this.mk = tm;
    this.mEmitStmts(s.then, one);
    if (!jumpsOnly) {
      this.close();
      this.close();
    }
    if (em.length > 0) {
      this.open("(if (v128.any_true (local.get " + em + "))");
      this.open("(then");
      this.mk = em;
      this.mEmitStmts(s.otherwise, one);
      this.close();
      this.close();
    }
    this.useGroup(g);
    this.mk = outer;
    this.mAfterJumps(s);
  }

  mLoop(s: LoopStmt, gs: i32[]): void {
    const varying = this.maskPlan!.isVaryingLoop(s);
    const exit = this.newLabel("mwhile_exit");
    const head = this.newLabel("mwhile_head");
    const cont = this.newLabel("mwhile_cont");
    if (!varying) {
      this.useGroup(gs[0]);
      this.open("(block " + exit);
      this.open("(loop " + head);
      if (s.testFirst && s.test) this.effect("(br_if " + exit + " (i32.eqz " + this.cond(s.test!) + "))");
      this.open("(block " + cont);
      this.mloops.push(new MLoop(false, exit, cont, [], [], gs[0]));
      this.mEmitStmts(s.body, gs);
      this.mloops.pop();
      this.close();
      if (s.update) this.mEmitStmts([this.exprStmtOf(s.update!)], gs);
      this.useGroup(gs[0]);
      this.pollBy("(i64.const 1)");
      if (!s.testFirst && s.test) this.effect("(br_if " + head + " " + this.cond(s.test!) + ")");
      else this.effect("(br " + head + ")");
      this.close();
      this.close();
      for (let k = 0; k < gs.length; k++) {
        this.useGroup(gs[k]);
        this.mAfterJumps(s);
      }
      return;
    }
    const noContinue = !hasContinue(s.body);
    const outer = new Array<string>();
    const lm = new Array<string>();
    const im = new Array<string>();
    for (let g = 0; g < this.mks.length; g++) {
      outer.push("");
      lm.push("");
      im.push("");
    }
    for (let k = 0; k < gs.length; k++) {
      const g = gs[k];
      this.useGroup(g);
      outer[g] = this.mk;
      lm[g] = this.local("v128");
      // without a `continue` the lanes still in this iteration are the lanes still in the loop:
      // one mask, so a `break` is one operation, not one per mask (Mandelbrot's escape test)
      im[g] = noContinue ? lm[g] : this.local("v128");
      this.effect("(local.set " + lm[g] + " " + (this.mk.length > 0 ? "(local.get " + this.mk + ")" : ALL_ONES) + ")");
    }
    let allOn = this.mloops.length == 0;
    for (let k = 0; k < gs.length; k++) if (outer[gs[k]].length > 0) allOn = false;
    const trip = allOn ? this.uniformTrip(s) : -1;
    const tn = trip >= 0 ? this.local("i64") : "";
    if (trip >= 0) {
      // every lane holds the same counter here: group 0's lane 0
      this.useGroup(gs[0]);
      this.effect("(local.set " + tn + " (i64.extend_i32_s (i32x4.extract_lane 0 (local.get " + this.vlocal(trip, false) + "))))");
    }
    this.open("(block " + exit);
    this.open("(loop " + head);
    if (trip >= 0) {
      // the lanes still in the loop are those of `lm` (checked at the loop's end): no vector test
      this.useGroup(gs[0]);
      this.effect("(br_if " + exit + " (i64.ge_s (local.get " + tn + ") " + this.emitAs((<BinaryExpr>s.test!).right!, Type.i64) + "))");
    } else if (s.testFirst && s.test) {
      for (let k = 0; k < gs.length; k++) {
        this.useGroup(gs[k]);
        this.mk = lm[gs[k]];
        this.effect("(local.set " + lm[gs[k]] + " (v128.and (local.get " + lm[gs[k]] + ") " + this.vmaskOf(s.test!) + "))");
      }
      this.effect("(br_if " + exit + " (i32.eqz (v128.any_true " + this.anyOf(lm, gs) + ")))");
    }
    for (let k = 0; k < gs.length; k++) {
      this.useGroup(gs[k]);
      if (!noContinue) this.effect("(local.set " + im[gs[k]] + " (local.get " + lm[gs[k]] + "))");
      this.mk = im[gs[k]];
    }
    const ml = new MLoop(true, exit, cont, lm, im, gs[0]);
    if (this.mloops.length == 0) ml.unblended = this.loopLocal(s);
    this.mloops.push(ml);
    this.mEmitStmts(s.body, gs);
    this.mloops.pop();
    if (trip >= 0) this.effect("(local.set " + tn + " (i64.add (local.get " + tn + ") (i64.const 1)))");
    for (let k = 0; k < gs.length; k++) {
      this.useGroup(gs[k]);
      this.mk = lm[gs[k]];
      if (s.update) this.mExprStmt(s.update!);
      if (!s.testFirst && s.test) this.effect("(local.set " + lm[gs[k]] + " (v128.and (local.get " + lm[gs[k]] + ") " + this.vmaskOf(s.test!) + "))");
    }
    this.pollBy("(i64.const " + (4 * gs.length).toString() + ")");
    this.effect("(br_if " + head + " (v128.any_true " + this.anyOf(lm, gs) + "))");
    this.close();
    this.close();
    for (let k = 0; k < gs.length; k++) {
      this.useGroup(gs[k]);
      this.mk = outer[gs[k]];
    }
  }

  /**
   * The counter `n` of `while (n < E) { ... n++ ... }` (a narrow counter, E uniform) when every
   * lane still in the loop holds the same `n` at its test: the loop is at the parallel body's top
   * level (every lane on), `n`'s assignments before it are top-level uniform values, and its one
   * assignment in the loop is a top-level `n + 1` in a body without `continue`, so every lane that
   * stays has run it as often as the loop went round. Then the test is one scalar compare of a
   * trip counter, not a vector compare and a mask update per group (Mandelbrot). Else -1.
   */
  uniformTrip(s: LoopStmt): i32 {
    if (!s.testFirst || s.test == null || s.update != null || hasContinue(s.body)) return -1;
    const t = s.test!;
    if (t.kind != ExprKind.Binary || (<BinaryExpr>t).left!.kind != ExprKind.Var) return -1;
    const vi = this.copyOf[(<VarExpr>(<BinaryExpr>t).left!).varIndex];
    if (!this.narrowVars.includes(vi) || !this.isBoundTest(t, vi) || this.isV((<BinaryExpr>t).right!)) return -1;
    if (this.assignsIn(s.body, vi) != 1) return -1;
    let stepped = false;
    for (let i = 0; i < s.body.length; i++) {
      const b = s.body[i];
      if (b.kind == StmtKind.Expr && this.isAssignOf((<ExprStmt>b).expr!, vi) && this.isStep((<AssignVarExpr>(<ExprStmt>b).expr!).value!, vi)) stepped = true;
    }
    if (!stepped) return -1;
    const at = this.mBody.indexOf(s);
    if (at < 0) return -1;
    for (let i = 0; i < at; i++) {
      const b = this.mBody[i];
      const n = this.assignsIn([b], vi);
      if (n == 0) continue;
      if (b.kind != StmtKind.Expr || n != 1 || this.isV((<AssignVarExpr>(<ExprStmt>b).expr!).value!)) return -1;
    }
    return vi;
  }

  /**
   * Varying variables assigned at the top level of the varying loop `s` that no lane reads
   * once it has left the loop: `s` is in no other loop and has no `continue` (so the lanes off
   * at its top level are exactly those that left it), and nothing outside `s` reads them. Their
   * inactive lanes may take any value: those assignments need no blend.
   */
  loopLocal(s: LoopStmt): i32[] {
    const out = new Array<i32>();
    if (hasContinue(s.body)) return out;
    for (let i = 0; i < s.body.length; i++) {
      const st = s.body[i];
      if (st.kind != StmtKind.Expr || (<ExprStmt>st).expr!.kind != ExprKind.AssignVar) continue;
      const vi = (<AssignVarExpr>(<ExprStmt>st).expr!).varIndex;
      if (this.copyOf[vi] != vi || !this.varyingVar(vi) || out.includes(vi)) continue;
      if (!this.readOutside(this.mBody, s, vi)) out.push(vi);
    }
    return out;
  }

  /** Does any statement of `body` but the loop `skip` read `vi` (or a copy of it)? */
  readOutside(body: Stmt[], skip: Stmt, vi: i32): bool {
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      if (s == skip) continue;
      switch (s.kind) {
        case StmtKind.Expr: if (this.reads((<ExprStmt>s).expr!, vi)) return true; break;
        case StmtKind.If: {
          const f = <IfStmt>s;
          if (this.reads(f.test!, vi) || this.readOutside(f.then, skip, vi) || this.readOutside(f.otherwise, skip, vi)) return true;
          break;
        }
        case StmtKind.Loop: {
          const l = <LoopStmt>s;
          if ((l.test != null && this.reads(l.test!, vi)) || (l.update != null && this.reads(l.update!, vi))) return true;
          if (this.readOutside(l.body, skip, vi)) return true;
          break;
        }
        case StmtKind.Range: {
          const r = <RangeStmt>s;
          if ((r.startExpr != null && this.reads(r.startExpr!, vi)) || this.reads(r.endExpr!, vi)) return true;
          if (this.readOutside(r.body, skip, vi)) return true;
          break;
        }
        default: return true; // nothing else is admitted; be safe
      }
    }
    return false;
  }

  reads(e: Expr, vi: i32): bool {
    switch (e.kind) {
      case ExprKind.Var: return this.copyOf[(<VarExpr>e).varIndex] == vi;
      case ExprKind.Const: case ExprKind.Length: return false;
      case ExprKind.Load: return this.reads((<LoadExpr>e).index!, vi);
      case ExprKind.Store: return this.reads((<StoreExpr>e).index!, vi) || this.reads((<StoreExpr>e).value!, vi);
      case ExprKind.AssignVar: return this.reads((<AssignVarExpr>e).value!, vi);
      case ExprKind.Unary: return this.reads((<UnaryExpr>e).arg!, vi);
      case ExprKind.Binary: return this.reads((<BinaryExpr>e).left!, vi) || this.reads((<BinaryExpr>e).right!, vi);
      case ExprKind.Logical: return this.reads((<LogicalExpr>e).left!, vi) || this.reads((<LogicalExpr>e).right!, vi);
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        return this.reads(c.test!, vi) || this.reads(c.then!, vi) || this.reads(c.otherwise!, vi);
      }
      case ExprKind.Intrinsic: {
        const args = (<IntrinsicExpr>e).args;
        for (let i = 0; i < args.length; i++) if (this.reads(args[i], vi)) return true;
        return false;
      }
      default: return true;
    }
  }

  /** The lanes of every group's mask, or-ed. */
  anyOf(masks: string[], gs: i32[]): string {
    let acc = "(local.get " + masks[gs[0]] + ")";
    for (let k = 1; k < gs.length; k++) acc = "(v128.or " + acc + " (local.get " + masks[gs[k]] + "))";
    return acc;
  }

  exprStmtOf(e: Expr): Stmt {
    const s = new ExprStmt(StmtKind.Expr, e.start, e.end);
    s.expr = e;
    return s;
  }

  /** A uniform range: one scalar counter for every lane. */
  mRange(r: RangeStmt, gs: i32[]): void {
    this.useGroup(gs[0]);
    const lo = r.startExpr ? this.emitAs(r.startExpr!, Type.i64) : "(i64.const 0)";
    const hi = this.opW("i64", this.emitAs(r.endExpr!, Type.i64));
    const ctr = this.local("i64");
    this.effect("(local.set " + ctr + " " + lo + ")");
    const x = "(local.get " + ctr + ")";
    const exit = this.newLabel("mrange_exit");
    const head = this.newLabel("mrange_head");
    const cont = this.newLabel("mrange_cont");
    this.open("(block " + exit);
    this.open("(loop " + head);
    this.effect("(br_if " + exit + " (i64.ge_s " + x + " " + hi + "))");
    this.scalarParam(r.varIndex, x);
    this.open("(block " + cont);
    this.mloops.push(new MLoop(false, exit, cont, [], [], gs[0]));
    this.mEmitStmts(r.body, gs);
    this.mloops.pop();
    this.close();
    this.useGroup(gs[0]);
    this.effect("(local.set " + ctr + " (i64.add " + x + " (i64.const 1)))");
    this.pollBy("(i64.const " + (4 * gs.length).toString() + ")");
    this.effect("(br " + head + ")");
    this.close();
    this.close();
    for (let k = 0; k < gs.length; k++) {
      this.useGroup(gs[k]);
      this.mAfterJumps(r);
    }
  }

  mExprStmt(e: Expr): void {
    if (e.kind == ExprKind.Store) {
      this.mStore(<StoreExpr>e);
      return;
    }
    const a = <AssignVarExpr>e;
    const vi = a.varIndex;
    if (this.copyOf[vi] != vi) return;
    if (!this.varyingVar(vi)) {
      if (this.g == 0) this.emit(a); // uniform: once for every group
      return;
    }
    const narrow = this.narrowVars.includes(vi);
    const t = narrow ? Type.i32 : this.inst.varTypes[vi]!;
    const v = this.fn.vars[vi];
    // a const's reads all come after its definition in the same iteration: no lane keeps an old value
    let whole = this.mk.length == 0 || (v.kind == VarKind.Local && v.isConst && v.assignCount == 1);
    if (!whole && this.mloops.length > 0) {
      const l = this.mloops[this.mloops.length - 1];
      whole = l.varying && l.im[this.g] == this.mk && l.unblended.includes(vi);
    }
    if (!whole && this.mStep(a, t)) return;
    // a narrow counter's step is computed in i32 (narrowCounters: it cannot wrap)
    const val = narrow && a.value!.kind == ExprKind.Binary
      ? new VV(this.vop("(i32x4.add (local.get " + this.vlocal(vi, false) + ") (v128.const i32x4 1 1 1 1))"), "")
      : this.vexpr(a.value!, t);
    if (whole) {
      this.effect("(local.set " + this.vlocal(vi, false) + " " + val.a + ")");
      if (t == Type.i64) this.effect("(local.set " + this.vlocal(vi, true) + " " + val.b + ")");
      return;
    }
    const m = "(local.get " + this.mk + ")";
    if (t != Type.i64) {
      const l = this.vlocal(vi, false);
      this.effect("(local.set " + l + " (v128.bitselect " + val.a + " (local.get " + l + ") " + m + "))");
      return;
    }
    const la = this.vlocal(vi, false);
    const lb = this.vlocal(vi, true);
    this.effect("(local.set " + la + " (v128.bitselect " + val.a + " (local.get " + la + ") (i64x2.extend_low_i32x4_s " + m + ")))");
    this.effect("(local.set " + lb + " (v128.bitselect " + val.b + " (local.get " + lb + ") (i64x2.extend_high_i32x4_s " + m + ")))");
  }

  /**
   * `v = v + 1` / `v - 1` on integer lanes under a mask: the mask is -1 in active lanes and 0
   * in the rest, so subtracting (adding) it steps exactly the active lanes: no blend.
   */
  mStep(a: AssignVarExpr, t: Type): bool {
    if (!t.isInteger || a.value!.kind != ExprKind.Binary) return false;
    const x = <BinaryExpr>a.value!;
    const vt = this.inst.varTypes[a.varIndex]!; // t is i32 for a narrow i64 counter
    if ((x.op != BinOp.Add && x.op != BinOp.Sub) || this.semOf(x) != Sem.Native || this.opTypeOf(x) != vt || this.typeOf(x) != vt) return false;
    if (x.left!.kind != ExprKind.Var || this.copyOf[(<VarExpr>x.left!).varIndex] != a.varIndex || this.typeOf(x.left!) != vt) return false;
    if (x.right!.kind != ExprKind.Const || (<ConstExpr>x.right!).bits != 1) return false;
    const name = x.op == BinOp.Add ? ".sub " : ".add ";
    const m = "(local.get " + this.mk + ")";
    const la = this.vlocal(a.varIndex, false);
    if (t != Type.i64) {
      this.effect("(local.set " + la + " (i32x4" + name + "(local.get " + la + ") " + m + "))");
      return true;
    }
    const lb = this.vlocal(a.varIndex, true);
    this.effect("(local.set " + la + " (i64x2" + name + "(local.get " + la + ") (i64x2.extend_low_i32x4_s " + m + ")))");
    this.effect("(local.set " + lb + " (i64x2" + name + "(local.get " + lb + ") (i64x2.extend_high_i32x4_s " + m + ")))");
    return true;
  }

  /** Lane `l` of the mask as an i32 bool. */
  laneOn(l: i32): string {
    return "(i32x4.extract_lane " + l.toString() + " (local.get " + this.mk + "))";
  }

  mStore(s: StoreExpr): void {
    const et = this.inst.varTypes[s.varIndex]!;
    const idx = this.vexpr(s.index!, Type.i64);
    const val = this.vexpr(s.value!, et);
    const check = this.needsCheck(s);
    const len = this.arrays[s.varIndex]!.len;
    if (this.mk.length == 0 && !check && et.size == 4 && this.contiguousIndex(s.index!)) {
      this.effect("(v128.store " + this.elementAddr(s.varIndex, "(i64x2.extract_lane 0 " + idx.a + ")") + " " + val.a + ")");
      return;
    }
    // lane order is the iterations' order: a lane's checks and stores come after the lanes before it
    for (let l = 0; l < 4; l++) {
      if (this.mk.length > 0) {
        this.open("(if " + this.laneOn(l));
        this.open("(then");
      }
      const il = this.opW("i64", this.extract(idx, Type.i64, l));
      if (check) this.checkIndex(il, len, this.siteOf(s, s.varIndex));
      this.effect("(" + storeOp(et) + " " + this.elementAddr(s.varIndex, il) + " " + this.extract(val, et, l) + ")");
      if (this.mk.length > 0) {
        this.close();
        this.close();
      }
    }
  }

  /** The loop variable plus uniform terms, in i64 (simd.ts stride 1). */
  contiguousIndex(index: Expr): bool {
    const l = this.linear(index);
    return l.ok && l.k == 1;
  }

  mLoad(e: LoadExpr): VV {
    const et = this.inst.varTypes[e.varIndex]!;
    const a = this.arrays[e.varIndex]!;
    const idx = this.vexpr(e.index!, Type.i64);
    const check = this.needsCheck(e);
    if (!check && et.size == 4 && this.contiguousIndex(e.index!)) {
      // proved for every lane of the block: inactive lanes read in-bounds memory, and their values are dropped
      return new VV(this.vop("(v128.load " + this.elementAddr(e.varIndex, "(i64x2.extract_lane 0 " + idx.a + ")") + ")"), "");
    }
    const guard = check && this.mk.length > 0;
    const ra = this.local("v128");
    const rb = et == Type.i64 ? this.local("v128") : "";
    this.effect("(local.set " + ra + " (v128.const i32x4 0 0 0 0))");
    if (rb.length > 0) this.effect("(local.set " + rb + " (v128.const i32x4 0 0 0 0))");
    for (let l = 0; l < 4; l++) {
      if (guard) {
        this.open("(if " + this.laneOn(l));
        this.open("(then");
      }
      const il = this.opW("i64", this.extract(idx, Type.i64, l));
      if (check) this.checkIndex(il, a.len, this.siteOf(e, e.varIndex));
      const x = this.op(et, "(" + loadOp(et) + " " + this.elementAddr(e.varIndex, il) + ")");
      const r = et == Type.i64 && l >= 2 ? rb : ra;
      const lane = et == Type.i64 ? l & 1 : l;
      this.effect("(local.set " + r + " (" + this.shapeOf(et) + ".replace_lane " + lane.toString() + " (local.get " + r + ") " + x + "))");
      if (guard) {
        this.close();
        this.close();
      }
    }
    return new VV("(local.get " + ra + ")", rb.length > 0 ? "(local.get " + rb + ")" : "");
  }

  // ---- values -------------------------------------------------------------------------------

  shapeOf(t: Type): string {
    if (t == Type.f32) return "f32x4";
    if (t == Type.i64) return "i64x2";
    return "i32x4";
  }

  /** Lane `l` of a varying value as a scalar of `t` (a bool as 0 or 1). */
  extract(v: VV, t: Type, l: i32): string {
    if (t == Type.i64) return "(i64x2.extract_lane " + (l & 1).toString() + " " + (l < 2 ? v.a : v.b) + ")";
    if (t.isBool) return "(i32.and (i32x4.extract_lane " + l.toString() + " " + v.a + ") (i32.const 1))";
    return "(" + this.shapeOf(t) + ".extract_lane " + l.toString() + " " + v.a + ")";
  }

  /** A scalar of `t` in every lane. */
  splatOf(s: string, t: Type): VV {
    if (t == Type.i64) {
      const a = this.vop("(i64x2.splat " + s + ")");
      return new VV(a, a);
    }
    if (t.isBool) return new VV(this.vop("(i32x4.splat (i32.sub (i32.const 0) " + s + "))"), "");
    return new VV(this.vop("(" + this.shapeOf(t) + ".splat " + s + ")"), "");
  }

  /** Four scalars of `t` as lanes. */
  gatherOf(s: string[], t: Type): VV {
    if (t == Type.i64) {
      const a = this.vop("(i64x2.replace_lane 1 (i64x2.splat " + s[0] + ") " + s[1] + ")");
      return new VV(a, this.vop("(i64x2.replace_lane 1 (i64x2.splat " + s[2] + ") " + s[3] + ")"));
    }
    const sh = this.shapeOf(t);
    const vals = new Array<string>();
    for (let i = 0; i < 4; i++) vals.push(t.isBool ? this.opW("i32", "(i32.sub (i32.const 0) " + s[i] + ")") : s[i]);
    let acc = this.vop("(" + sh + ".splat " + vals[0] + ")");
    for (let i = 1; i < 4; i++) acc = this.vop("(" + sh + ".replace_lane " + i.toString() + " " + acc + " " + vals[i] + ")");
    return new VV(acc, "");
  }

  /** i64 lanes' masks (all ones / zero per i64) narrowed to an i32x4 mask. */
  narrowMask(a: string, b: string): string {
    return this.vop("(i8x16.shuffle 0 1 2 3 8 9 10 11 16 17 18 19 24 25 26 27 " + a + " " + b + ")");
  }

  vconvert(v: VV, from: Type, to: Type): VV {
    if (from == to) return v;
    if ((from == Type.i32 || from == Type.u32) && (to == Type.i32 || to == Type.u32)) return v;
    if (to.isBool) {
      if (from == Type.f32) return new VV(this.vop("(f32x4.gt (f32x4.abs " + v.a + ") (v128.const f32x4 0 0 0 0))"), "");
      if (from == Type.i64) return new VV(this.narrowMask(this.vop("(i64x2.ne " + v.a + " (v128.const i64x2 0 0))"), this.vop("(i64x2.ne " + v.b + " (v128.const i64x2 0 0))")), "");
      return new VV(this.vop("(i32x4.ne " + v.a + " (v128.const i32x4 0 0 0 0))"), "");
    }
    if (from.isBool) {
      const one = new VV(this.vop("(v128.and " + v.a + " (v128.const i32x4 1 1 1 1))"), "");
      return this.vconvert(one, Type.u32, to);
    }
    if (to == Type.i64 && (from == Type.i32 || from == Type.u32)) {
      const s = from == Type.i32 ? "_s " : "_u ";
      return new VV(this.vop("(i64x2.extend_low_i32x4" + s + v.a + ")"), this.vop("(i64x2.extend_high_i32x4" + s + v.a + ")"));
    }
    if (from == Type.i64 && (to == Type.i32 || to == Type.u32)) return new VV(this.narrowMask(v.a, v.b), "");
    if (to == Type.f32 && from == Type.i32) return new VV(this.vop("(f32x4.convert_i32x4_s " + v.a + ")"), "");
    if (to == Type.f32 && from == Type.u32) return new VV(this.vop("(f32x4.convert_i32x4_u " + v.a + ")"), "");
    // no exact SIMD instruction (i64 ↔ f32, f32 → integers): the scalar conversion per lane
    const s = new Array<string>();
    for (let l = 0; l < 4; l++) s.push(this.convert(this.opW(from == Type.i64 ? "i64" : from == Type.f32 ? "f32" : "i32", this.extract(v, from, l)), from, to));
    return this.gatherOf(s, to);
  }

  /** A lane mask of a condition. */
  vmaskOf(e: Expr): string {
    return this.vexpr(e, Type.bool).a;
  }

  /** `e`'s lanes as `t`. */
  vexpr(e: Expr, t: Type): VV {
    if (!this.isV(e)) return this.splatOf(this.emitAs(e, t), t);
    // the parallel index, in the i32 range in a vector block (emitMaskedBlock): its low halves
    if (e.kind == ExprKind.Var && t != Type.i64 && this.copyOf[(<VarExpr>e).varIndex] == this.vecVar && this.inst.varTypes[this.vecVar]! == Type.i64) {
      const vi = this.vecVar;
      return this.vconvert(new VV(this.narrowMask("(local.get " + this.vlocal(vi, false) + ")", "(local.get " + this.vlocal(vi, true) + ")"), ""), Type.i32, t);
    }
    return this.vconvert(this.vraw(e), this.typeOf(e), t);
  }

  vbin(name: string, l: VV, r: VV, t: Type): VV {
    const sh = this.shapeOf(t);
    const full = name.startsWith("v128.") ? name : sh + name;
    const a = this.vop("(" + full + " " + l.a + " " + r.a + ")");
    if (t != Type.i64) return new VV(a, "");
    return new VV(a, this.vop("(" + full + " " + l.b + " " + r.b + ")"));
  }

  vraw(e: Expr): VV {
    const t = this.typeOf(e);
    switch (e.kind) {
      case ExprKind.Var: {
        const vi = this.copyOf[(<VarExpr>e).varIndex];
        const vt = this.inst.varTypes[vi]!;
        const a = "(local.get " + this.vlocal(vi, false) + ")";
        if (this.narrowVars.includes(vi)) return this.vconvert(new VV(a, ""), Type.i32, t); // an i64 in the i32 range
        return this.vconvert(new VV(a, vt == Type.i64 ? "(local.get " + this.vlocal(vi, true) + ")" : ""), vt, t);
      }
      case ExprKind.Load: {
        const l = <LoadExpr>e;
        return this.vconvert(this.mLoad(l), this.inst.varTypes[l.varIndex]!, t);
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        if (u.op == UnOp.Not) return new VV(this.vop("(v128.not " + this.vmaskOf(u.arg!) + ")"), "");
        const ot = this.opTypeOf(e);
        const a = this.vexpr(u.arg!, ot);
        if (u.op == UnOp.Plus) return this.vconvert(a, ot, t);
        if (u.op == UnOp.BitNot) {
          const r = new VV(this.vop("(v128.not " + a.a + ")"), ot == Type.i64 ? this.vop("(v128.not " + a.b + ")") : "");
          return this.vconvert(r, ot, t);
        }
        const sh = this.shapeOf(ot);
        const r = new VV(this.vop("(" + sh + ".neg " + a.a + ")"), ot == Type.i64 ? this.vop("(" + sh + ".neg " + a.b + ")") : "");
        return this.vconvert(r, ot, t);
      }
      case ExprKind.Binary: return this.vbinary(<BinaryExpr>e);
      case ExprKind.Logical: {
        const l = <LogicalExpr>e;
        const a = this.vmaskOf(l.left!);
        return new VV(this.vop("(v128." + (l.isAnd ? "and " : "or ") + a + " " + this.vmaskOf(l.right!) + ")"), "");
      }
      case ExprKind.Cond: {
        const c = <CondExpr>e;
        const m = this.vmaskOf(c.test!);
        const a = this.vexpr(c.then!, t);
        const b = this.vexpr(c.otherwise!, t);
        if (t != Type.i64) return new VV(this.vop("(v128.bitselect " + a.a + " " + b.a + " " + m + ")"), "");
        return new VV(this.vop("(v128.bitselect " + a.a + " " + b.a + " (i64x2.extend_low_i32x4_s " + m + "))"),
          this.vop("(v128.bitselect " + a.b + " " + b.b + " (i64x2.extend_high_i32x4_s " + m + "))"));
      }
      default: return this.vintrinsic(<IntrinsicExpr>e);
    }
  }

  vbinary(x: BinaryExpr): VV {
    const ot = this.opTypeOf(x);
    const t = this.typeOf(x);
    if (this.semOf(x) == Sem.ShiftMasked) {
      // the count modulo 32, as the scalar shift takes it: one count for all lanes, or per lane
      const ct = this.inst.auxType[x.id]!;
      const left = this.vexpr(x.left!, ot);
      if (!this.isV(x.right!)) {
        const n = this.convert(this.emitAs(x.right!, ct), ct, Type.u32);
        const name = x.op == BinOp.Shl ? ".shl " : x.op == BinOp.UShr ? ".shr_u " : ".shr_s ";
        return this.vconvert(new VV(this.vop("(i32x4" + name + left.a + " " + n + ")"), ""), ot, t);
      }
      const count = this.vexpr(x.right!, Type.u32);
      const lanes = new Array<string>();
      for (let l = 0; l < 4; l++) {
        const a = this.opW("i32", this.extract(left, ot, l));
        lanes.push(this.maskedShift(a, this.opW("i32", this.extract(count, Type.u32, l)), ot, x.op));
      }
      return this.vconvert(this.gatherOf(lanes, ot), ot, t);
    }
    if (x.op >= BinOp.Eq && ot == Type.i64 && this.narrowValue(x.left!) && this.narrowValue(x.right!)) {
      // both values in the i32 range: the i32 comparison is the i64 one
      const ln = this.narrowRead(x.left!);
      const rn = this.narrowRead(x.right!);
      const op = x.op == BinOp.Eq ? ".eq" : x.op == BinOp.Ne ? ".ne" : x.op == BinOp.Lt ? ".lt_s" : x.op == BinOp.Le ? ".le_s" : x.op == BinOp.Gt ? ".gt_s" : ".ge_s";
      return new VV(this.vop("(i32x4" + op + " " + ln.a + " " + rn.a + ")"), "");
    }
    const sem = this.semOf(x);
    if (sem == Sem.MulAddLeft || sem == Sem.MulAddRight) {
      // f32 lanes only (vOk); operands in source order, as the scalar build evaluates them
      const left = sem == Sem.MulAddLeft;
      const m = <BinaryExpr>(left ? x.left! : x.right!);
      const c0 = left ? "" : this.vexpr(x.left!, ot).a;
      const a = this.vexpr(m.left!, ot).a;
      const b = this.vexpr(m.right!, ot).a;
      const c = left ? this.vexpr(x.right!, ot).a : c0;
      return this.vconvert(new VV(this.vop(relaxedMulAdd("f32x4", a, b, c, left, x.op == BinOp.Sub)), ""), ot, t);
    }
    // `2 * v` as `v + v` (the same exact doubling): no constant, which V8 re-materializes in
    // every unrolled copy of a loop (3 instructions; Mandelbrot's `2.0 * x * y`)
    if (x.op == BinOp.Mul && ot == Type.f32 && sem == Sem.Native && (isTwo(x.left!) || isTwo(x.right!))) {
      const v = this.vexpr(isTwo(x.left!) ? x.right! : x.left!, ot).a;
      return this.vconvert(new VV(this.vop("(f32x4.add " + v + " " + v + ")"), ""), ot, t);
    }
    const l = this.vexpr(x.left!, ot);
    const r = this.vexpr(x.right!, ot);
    if (x.op >= BinOp.Eq) {
      const sfx = ot.isFloat || ot == Type.i64 ? (ot == Type.i64 && x.op != BinOp.Eq && x.op != BinOp.Ne ? "_s" : "") : ot.isUnsigned ? "_u" : "_s";
      let name: string;
      switch (x.op) {
        case BinOp.Eq: name = ".eq"; break;
        case BinOp.Ne: name = ".ne"; break;
        case BinOp.Lt: name = ".lt" + sfx; break;
        case BinOp.Le: name = ".le" + sfx; break;
        case BinOp.Gt: name = ".gt" + sfx; break;
        default: name = ".ge" + sfx; break;
      }
      if (ot.isFloat) name = name.replace("_s", "").replace("_u", "");
      const m = this.vbin(name, l, r, ot);
      return new VV(ot == Type.i64 ? this.narrowMask(m.a, m.b) : m.a, "");
    }
    let name: string;
    switch (x.op) {
      case BinOp.Add: name = ".add"; break;
      case BinOp.Sub: name = ".sub"; break;
      case BinOp.Mul: name = ".mul"; break;
      case BinOp.Div: name = ".div"; break;
      case BinOp.And: name = "v128.and"; break;
      case BinOp.Or: name = "v128.or"; break;
      default: name = "v128.xor"; break;
    }
    return this.vconvert(this.vbin(name, l, r, ot), ot, t);
  }

  vintrinsic(c: IntrinsicExpr): VV {
    const ot = this.opTypeOf(c);
    const t = this.typeOf(c);
    const sh = this.shapeOf(ot);
    let r: VV;
    switch (c.intr) {
      case Intr.Cast: case Intr.Fround: r = this.vexpr(c.args[0], ot); break;
      case Intr.Sqrt: r = new VV(this.vop("(f32x4.sqrt " + this.vexpr(c.args[0], ot).a + ")"), ""); break;
      case Intr.Floor: r = new VV(this.vop("(f32x4.floor " + this.vexpr(c.args[0], ot).a + ")"), ""); break;
      case Intr.Ceil: r = new VV(this.vop("(f32x4.ceil " + this.vexpr(c.args[0], ot).a + ")"), ""); break;
      case Intr.Trunc: r = new VV(this.vop("(f32x4.trunc " + this.vexpr(c.args[0], ot).a + ")"), ""); break;
      case Intr.Abs: r = new VV(this.vop("(f32x4.abs " + this.vexpr(c.args[0], ot).a + ")"), ""); break;
      case Intr.Imul: r = this.vbin(".mul", this.vexpr(c.args[0], ot), this.vexpr(c.args[1], ot), ot); break;
      default: {
        // Math.min / Math.max, folded left to right as the scalar code does
        const isMin = c.intr == Intr.Min;
        const name = ot.isFloat ? (isMin ? ".min" : ".max") : (isMin ? ".min" : ".max") + (ot.isUnsigned ? "_u" : "_s");
        let acc = this.vexpr(c.args[0], ot).a;
        for (let i = 1; i < c.args.length; i++) acc = this.vop("(" + sh + name + " " + acc + " " + this.vexpr(c.args[i], ot).a + ")");
        r = new VV(acc, "");
      }
    }
    return this.vconvert(r, ot, t);
  }
}

/** A `continue` of this loop (not of a loop inside it) anywhere in `body`. */
/** The constant 2. */
function isTwo(e: Expr): bool {
  return e.kind == ExprKind.Const && (<ConstExpr>e).value == 2.0;
}

function hasContinue(body: Stmt[]): bool {
  for (let i = 0; i < body.length; i++) {
    const s = body[i];
    if (s.kind == StmtKind.Continue) return true;
    if (s.kind == StmtKind.If && (hasContinue((<IfStmt>s).then) || hasContinue((<IfStmt>s).otherwise))) return true;
  }
  return false;
}

/** Does `s` hold a `break` or `continue` (of a loop around it: not inside a loop of its own)? */
function hasJump(s: Stmt): bool {
  switch (s.kind) {
    case StmtKind.Break: case StmtKind.Continue: return true;
    case StmtKind.If: {
      const f = <IfStmt>s;
      for (let i = 0; i < f.then.length; i++) if (hasJump(f.then[i])) return true;
      for (let i = 0; i < f.otherwise.length; i++) if (hasJump(f.otherwise[i])) return true;
      return false;
    }
    default: return false;
  }
}
