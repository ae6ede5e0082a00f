/**
 * @fileoverview Bounds checks, decided once per variant (DESIGN.md §8, "Safe by default").
 * Every array access (load, store, atomic) on a parameter, capture or local array gets one of:
 *
 * - `Bounds.Hoisted`: its index is affine in a counted loop's variable (the parallel loop's,
 *   a grid row's innermost one, or an inner `range` with step 1), with everything else in it
 *   invariant in that loop. An affine index over an interval takes its extremes at the ends,
 *   so the generator checks the two ends once per block of iterations and runs a version of
 *   the loop without this access's check when they are in bounds; otherwise the checked
 *   version runs and reports the exact access that fails.
 * - `Bounds.Checked`: checked at the access (an index read from memory, a float index, an
 *   access outside any counted loop...).
 * - `Bounds.None`: the variant was compiled with `checks: "off"` (trusted code).
 *
 * "Affine" here: integer constants, lengths, the loop's variable, variables the loop never
 * assigns, and `const` locals whose single definition is itself affine, combined with
 * + - and * (one side free of the loop variable) and unary -. No loads, calls, divisions,
 * casts or floats, so evaluating the index at the ends has no effect and gives exactly the
 * values the loop computes there.
 */

import {
  AssignVarExpr, BinaryExpr, BinOp, ConstExpr, ConstKind, Expr, ExprKind, IntrinsicExpr, IRFunction,
  LoadExpr, LoopStmt, RangeStmt, Stmt, StmtKind, StoreExpr, Template, UnaryExpr, UnOp, VarExpr, VarKind,
} from "../ir";
import { IntrKind, intrinsicRow } from "../intrinsics";
import { IRVisitor } from "../visit";
import { AssignedVars } from "./assigned";
import { FnInstance, Inference } from "./infer";

export const enum Bounds {
  None = 0,
  Checked = 1,
  Hoisted = 2,
}

/**
 * The array (its variable index) of an access the pass classified: a load, a store, or an
 * atomic intrinsic, whose array is its first argument.
 */
export function accessArray(e: Expr): i32 {
  if (e.kind == ExprKind.Load) return (<LoadExpr>e).varIndex;
  if (e.kind == ExprKind.Store) return (<StoreExpr>e).varIndex;
  return (<VarExpr>(<IntrinsicExpr>e).args[0]).varIndex;
}

/** The index of an access the pass classified (an atomic's second argument). */
export function accessIndex(e: Expr): Expr {
  if (e.kind == ExprKind.Load) return (<LoadExpr>e).index!;
  if (e.kind == ExprKind.Store) return (<StoreExpr>e).index!;
  return (<IntrinsicExpr>e).args[1];
}

/** The largest loop nest that is versioned; deeper loops check each access (code size doubles per level). */
export const MAX_VERSIONED_DEPTH: i32 = 3;

/**
 * A loop with more hoisted accesses than this is not versioned (its accesses are checked
 * where they are): a second copy of a huge body doubles LLVM's time for little gain.
 */
export const MAX_HOISTED_PER_LOOP: i32 = 256;

/** Fills `bounds` and `loopAccesses` of every reachable instance. */
export function classifyAccesses(t: Template, inf: Inference, checks: bool): void {
  const k = inf.kernel;
  const c = new AccessClassifier(k, checks);
  c.visitStmts(t.preamble);
  const loop = t.loop;
  // the parallel loop: its innermost index is the versioned variable (grids version each row)
  c.enterLoop(loop.indexVars[loop.indexVars.length - 1], loop.body);
  c.visitStmts(loop.body);
  c.leaveLoop();
  k.constDefs = c.defs;
  for (let i = 0; i < inf.instances.length; i++) {
    const inst = inf.instances[i];
    if (!inst.reachable) continue;
    const d = new AccessClassifier(inst, checks);
    d.visitStmts(inst.fn.body);
    inst.constDefs = d.defs;
  }
}

/** Each `const` local's single definition, for affine substitution. */
class ConstDefs extends IRVisitor {
  defs: Map<i32, Expr> = new Map();
  constructor(public fn: IRFunction) {
    super();
  }
  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.AssignVar) {
      const a = <AssignVarExpr>e;
      const v = this.fn.vars[a.varIndex];
      if (v.kind == VarKind.Local && v.isConst && v.assignCount == 1) this.defs.set(a.varIndex, a.value!);
    }
    return true;
  }
}

class LoopFrame {
  constructor(public loopVar: i32, public assigned: AssignedVars) {}
}

class AccessClassifier extends IRVisitor {
  frames: LoopFrame[] = [];
  defs: Map<i32, Expr>;

  constructor(public inst: FnInstance, public checks: bool) {
    super();
    const n = inst.fn.exprCount;
    inst.bounds = new Array<u8>(n);
    for (let i = 0; i < n; i++) inst.bounds[i] = <u8>Bounds.None;
    inst.loopAccesses = new Map();
    inst.loopAssigned = new Map();
    const d = new ConstDefs(inst.fn);
    d.visitStmts(inst.fn.body); // the kernel's body is empty: enterLoop adds its loop's defs
    this.defs = d.defs;
  }

  /** The kernel's defs live in the template's preamble and loop body, not fn.body. */
  addDefs(body: Stmt[]): void {
    const d = new ConstDefs(this.inst.fn);
    d.visitStmts(body);
    const keys = d.defs.keys();
    for (let i = 0; i < keys.length; i++) this.defs.set(keys[i], d.defs.get(keys[i]));
  }

  enterLoop(loopVar: i32, body: Stmt[]): void {
    const a = new AssignedVars();
    a.visitStmts(body);
    this.frames.push(new LoopFrame(loopVar, a));
    this.inst.loopAssigned.set(loopVar, a.vars);
    this.addDefs(body);
  }

  leaveLoop(): void {
    const f = this.frames.pop();
    const inst = this.inst;
    if (f.loopVar < 0 || !inst.loopAccesses.has(f.loopVar)) return;
    const hoisted = inst.loopAccesses.get(f.loopVar);
    if (hoisted.length <= MAX_HOISTED_PER_LOOP) return;
    for (let i = 0; i < hoisted.length; i++) inst.bounds[hoisted[i].id] = <u8>Bounds.Checked;
    inst.loopAccesses.delete(f.loopVar);
  }

  enterStmt(s: Stmt): bool {
    if (s.kind == StmtKind.Loop) {
      // a counted `for` (passes/counted.ts) is versioned like a range; its test and update
      // read only variables and lengths, so they hold no access
      const l = <LoopStmt>s;
      if (!l.test || !this.inst.counted.has(l.test!.id)) return true;
      if (this.frames.length < MAX_VERSIONED_DEPTH) this.enterLoop(this.inst.counted.get(l.test!.id), l.body);
      else this.frames.push(new LoopFrame(-1, new AssignedVars()));
      this.visitStmts(l.body);
      this.leaveLoop();
      return false;
    }
    if (s.kind != StmtKind.Range) return true;
    const r = <RangeStmt>s;
    if (r.startExpr) this.visitExpr(r.startExpr!);
    this.visitExpr(r.endExpr!);
    if (r.step) this.visitExpr(r.step!);
    const versionable = this.frames.length < MAX_VERSIONED_DEPTH && isUnitStep(r.step);
    if (versionable) this.enterLoop(r.varIndex, r.body);
    else this.frames.push(new LoopFrame(-1, new AssignedVars())); // a frame that hoists nothing
    this.visitStmts(r.body);
    this.leaveLoop();
    return false;
  }

  leaveExpr(e: Expr): void {
    let index: Expr | null = null;
    switch (e.kind) {
      case ExprKind.Load: index = (<LoadExpr>e).index; break;
      case ExprKind.Store: index = (<StoreExpr>e).index; break;
      case ExprKind.Intrinsic: {
        const c = <IntrinsicExpr>e;
        if (intrinsicRow(c.intr).kind == IntrKind.Atomic) index = c.args[1];
        break;
      }
      default: break;
    }
    if (!index) return;
    if (!this.checks) return; // Bounds.None
    const inst = this.inst;
    if (this.frames.length > 0) {
      const f = this.frames[this.frames.length - 1];
      if (f.loopVar >= 0 && inst.typeOf(index!).isInteger && this.affine(index!, f, 0)) {
        inst.bounds[e.id] = <u8>Bounds.Hoisted;
        if (!inst.loopAccesses.has(f.loopVar)) inst.loopAccesses.set(f.loopVar, []);
        inst.loopAccesses.get(f.loopVar).push(e);
        return;
      }
    }
    inst.bounds[e.id] = <u8>Bounds.Checked;
  }

  affine(e: Expr, f: LoopFrame, depth: i32): bool {
    if (depth > 32) return false;
    const t = this.inst.exprTypes[e.id];
    if (!t || !t.isInteger) return false;
    switch (e.kind) {
      case ExprKind.Const: return (<ConstExpr>e).constKind != ConstKind.Float;
      case ExprKind.Length: return true;
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        if (vi == f.loopVar) return true;
        if (this.inst.varIsArray[vi]) return false;
        // invariant in the loop: read at the loop's entry as it is
        if (!f.assigned.has(vi)) return true;
        // a const defined inside the loop: substitute its definition
        return this.defs.has(vi) && this.affine(this.defs.get(vi), f, depth + 1);
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        return (u.op == UnOp.Neg || u.op == UnOp.Plus) && this.affine(u.arg!, f, depth + 1);
      }
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        if (b.op != BinOp.Add && b.op != BinOp.Sub && b.op != BinOp.Mul) return false;
        if (!this.affine(b.left!, f, depth + 1) || !this.affine(b.right!, f, depth + 1)) return false;
        // a product is affine when one side does not vary with the loop variable
        return b.op != BinOp.Mul || !this.varies(b.left!, f, 0) || !this.varies(b.right!, f, 0);
      }
      default: return false;
    }
  }

  /** Does an (affine) expression depend on the loop variable? */
  varies(e: Expr, f: LoopFrame, depth: i32): bool {
    if (depth > 32) return true;
    switch (e.kind) {
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        if (vi == f.loopVar) return true;
        if (f.assigned.has(vi) && this.defs.has(vi)) return this.varies(this.defs.get(vi), f, depth + 1);
        return false;
      }
      case ExprKind.Unary: return this.varies((<UnaryExpr>e).arg!, f, depth + 1);
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        return this.varies(b.left!, f, depth + 1) || this.varies(b.right!, f, depth + 1);
      }
      default: return false;
    }
  }
}

function isUnitStep(step: Expr | null): bool {
  if (!step) return true;
  return step.kind == ExprKind.Const && (<ConstExpr>step).constKind == ConstKind.Int && (<ConstExpr>step).bits == 1;
}
