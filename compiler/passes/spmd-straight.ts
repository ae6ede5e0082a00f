/**
 * @fileoverview The per-kernel choice between SPMD lanes and LLVM's own loop vectorizer
 * (issue 12 item 1; codegen/llvm/SPMD.md "Straight-line bodies"). A parallel loop whose body is
 * straight-line arithmetic on contiguous elements (saxpy, a stencil) is vectorized by LLVM's
 * loop vectorizer in the scalar build already: 4 vectors of 8 lanes interleaved per step, the
 * loads of all 4 before their stores. Lanes gain nothing there: since session 6 a loop-free
 * SPMD body has that very shape (codegen/llvm/spmd.ts: one vector 4W wide), and before that its
 * unrolled group loop (store, then the next group's loads) made the stencil's SPMD build 0.63x
 * the scalar build at 16 threads on the 16-core host (bench/cpu/scaling/gpu-host-16-s5.md) and
 * 0.66-0.82x in cache on this VM (bench/cpu/SPMD-VM.md, session 6). So such a kernel keeps the
 * scalar build's loop: the same machine code as `spmd: false` by construction, and no third
 * copy of the body for LLVM to compile; `inspect()` says so. Everything the loop vectorizer
 * does not vectorize keeps the lanes: loops, `if`s, masks, calls, gathers and scatters, checked
 * accesses, per-lane operations (libm, integer division, `%`, `**`), float-to-integer stores.
 */

import { Intr } from "../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CommaExpr, Expr, ExprKind, ExprStmt, IntrinsicExpr, LoadExpr, Stmt, StmtKind, StoreExpr,
  Template, UnaryExpr,
} from "../ir";
import { Sem } from "../sem";
import { Bounds } from "./bounds";
import { FnInstance } from "./infer";
import { SpmdPlan } from "./spmd";

/** The refusal's text, as the IR's header and inspect() show it. */
export const LOOP_VECTORIZER_REASON =
  "its loop body is straight-line arithmetic on contiguous elements, which LLVM's loop vectorizer vectorizes as well " +
  "(spmd: \"always\" runs it in lanes)";

/**
 * Hands a planned kernel back to the scalar build when LLVM's loop vectorizer does as well
 * (the file comment); `always` (the device's `spmd: "always"`) keeps the lanes.
 */
export function preferLoopVectorizer(plan: SpmdPlan, t: Template, always: bool): void {
  if (always || plan.lanes == 0) return;
  if (!straightBody(plan, plan.inst!, t.loop.body)) return;
  plan.lanes = 0;
  plan.reason = LOOP_VECTORIZER_REASON;
  plan.where = "";
}

function straightBody(plan: SpmdPlan, inst: FnInstance, body: Stmt[]): bool {
  if (body.length == 0) return false;
  for (let i = 0; i < body.length; i++) {
    const s = body[i];
    if (s.kind != StmtKind.Expr) return false;
    if (!plainExpr(plan, inst, (<ExprStmt>s).expr!)) return false;
  }
  return true;
}

/** An expression the scalar build emits without a branch or a call, on contiguous or uniform elements. */
function plainExpr(plan: SpmdPlan, inst: FnInstance, e: Expr): bool {
  switch (e.kind) {
    case ExprKind.Const:
    case ExprKind.Var:
    case ExprKind.Length:
      return true;
    case ExprKind.AssignVar: return plainExpr(plan, inst, (<AssignVarExpr>e).value!);
    case ExprKind.Comma: {
      const list = (<CommaExpr>e).exprs;
      for (let i = 0; i < list.length; i++) if (!plainExpr(plan, inst, list[i])) return false;
      return true;
    }
    case ExprKind.Unary: return plainExpr(plan, inst, (<UnaryExpr>e).arg!);
    case ExprKind.Load: {
      const l = <LoadExpr>e;
      return plainAccess(plan, inst, e, l.index!) && plainExpr(plan, inst, l.index!);
    }
    case ExprKind.Store: {
      const s = <StoreExpr>e;
      if (!plainAccess(plan, inst, e, s.index!)) return false;
      // a float stored to an integer array saturates (llvm.fptosi.sat): not vectorized by LLVM 14
      const vt = inst.exprTypes[s.value!.id]!;
      if (vt.isFloat && !inst.varTypes[s.varIndex]!.isFloat) return false;
      if (<Sem>inst.sem[e.id] != Sem.Native) return false;
      return plainExpr(plan, inst, s.index!) && plainExpr(plan, inst, s.value!);
    }
    case ExprKind.Binary: {
      const b = <BinaryExpr>e;
      const sem = <Sem>inst.sem[e.id];
      if (sem != Sem.Native && sem != Sem.MulAddLeft && sem != Sem.MulAddRight && sem != Sem.ShiftMasked) return false;
      if (b.op == BinOp.Rem || b.op == BinOp.Pow) return false;
      return plainExpr(plan, inst, b.left!) && plainExpr(plan, inst, b.right!);
    }
    case ExprKind.Intrinsic: {
      const c = <IntrinsicExpr>e;
      if (!plainIntrinsic(c, <Sem>inst.sem[e.id])) return false;
      for (let i = 0; i < c.args.length; i++) if (!plainExpr(plan, inst, c.args[i])) return false;
      return true;
    }
    // `&&`, `||`, `?:` (branches), device-function calls: the lanes
    default: return false;
  }
}

/** Unchecked in the fast version, and the same element in every lane or consecutive ones. */
function plainAccess(plan: SpmdPlan, inst: FnInstance, e: Expr, index: Expr): bool {
  if (<Bounds>inst.bounds[e.id] == Bounds.Checked) return false;
  if (!plan.isVarying(index)) return true;
  return <Bounds>inst.bounds[e.id] == Bounds.Hoisted ? plan.isContiguousAccess(e, index, inst) : plan.isContiguous(index, inst, false);
}

/** The intrinsics both builds emit as one LLVM instruction or intrinsic per element. */
function plainIntrinsic(c: IntrinsicExpr, sem: Sem): bool {
  if (sem == Sem.PowJS || sem == Sem.ConstFalse || sem == Sem.ConstTrue) return false;
  switch (c.intr) {
    case Intr.Cast:
    case Intr.Fround:
    case Intr.Sqrt:
    case Intr.Floor:
    case Intr.Ceil:
    case Intr.Trunc:
    case Intr.Abs:
    case Intr.Min:
    case Intr.Max:
    case Intr.Imul:
      return true;
    default: return false;
  }
}
