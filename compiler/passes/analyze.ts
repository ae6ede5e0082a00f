/**
 * @fileoverview Variant analyses that generators and the runtime share: outer scalars the
 * parallel loop assigns (localized per iteration), and the loop bounds as a small program the
 * host evaluates at every launch (the grid bound stays a parameter, so a new array length
 * never recompiles: DESIGN.md §4.3).
 */

import { DiagCode, DiagnosticEmitter } from "../diagnostics";
import { Intr } from "../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, CommaExpr, CondExpr, ConstExpr, ConstKind, Expr,
  ExprKind, ExprStmt, IfStmt, IntrinsicExpr, IRFunction, LengthExpr, LoadExpr, LogicalExpr, LoopStmt,
  RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr, Template, UnaryExpr, UnOp, VarExpr, VarKind,
} from "../ir";
import { IRVisitor } from "../visit";
import { binOpText, FnInstance, IntDiv } from "./infer";

/** Kernel variables declared before the parallel loop and assigned inside it. */
export function localizedVars(t: Template): i32[] {
  const c = new AssignedBefore(t.loop.indexVars[0]);
  c.visitStmts(t.loop.body);
  c.found.sort();
  return c.found;
}

/** Collects assignments to variables declared before `limit` (the parallel loop's index). */
class AssignedBefore extends IRVisitor {
  found: i32[] = [];
  constructor(public limit: i32) {
    super();
  }

  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.AssignVar) {
      const vi = (<AssignVarExpr>e).varIndex;
      if (vi < this.limit && !this.found.includes(vi)) this.found.push(vi);
    }
    return true;
  }
}

/**
 * Compiles a loop bound to a postfix program for the host: numbers push constants; "pK" a
 * scalar parameter; "lK" the length of parameter K; "sK.D" its shape[D]; operators pop two
 * ("+", "-", "*", "/" truncating, "//" flooring, "%", "<<", ">>", ">>>", "&", "|", "^", "min",
 * "max") or one ("neg"). Division and remainder by zero give 0, as the kernels do.
 */
export class BoundsCompiler extends DiagnosticEmitter {
  tokens: string[] = [];
  /** The refusal's code: a parallel loop's bounds, or a host loop's (DiagCode.HostLoopBound). */
  code: DiagCode = DiagCode.BoundNotHostEvaluable;

  constructor(public t: Template, public inst: FnInstance) {
    super();
  }

  compile(e: Expr): string | null {
    this.tokens = [];
    if (!this.emit(e)) return null;
    return "[" + this.tokens.join(",") + "]";
  }

  refuse(e: Expr, what: string): bool {
    if (!this.hasErrors) this.error(this.code, e.start, e.end, what);
    return false;
  }

  paramPosition(varIndex: i32): i32 {
    return this.t.kernel.params.indexOf(varIndex);
  }

  /** The single preamble assignment of a local, or null. */
  definition(varIndex: i32): Expr | null {
    const v = this.t.kernel.vars[varIndex];
    if (v.assignCount != 1) return null;
    const pre = this.t.preamble;
    for (let i = 0; i < pre.length; i++) {
      const s = pre[i];
      if (s.kind != StmtKind.Expr) continue;
      const x = (<ExprStmt>s).expr!;
      if (x.kind == ExprKind.AssignVar && (<AssignVarExpr>x).varIndex == varIndex) return (<AssignVarExpr>x).value;
    }
    return null;
  }

  emit(e: Expr): bool {
    switch (e.kind) {
      case ExprKind.Const: {
        const c = <ConstExpr>e;
        if (c.constKind == ConstKind.Float) return this.refuse(e, "a non-integer constant");
        this.tokens.push(c.bits.toString());
        return true;
      }
      case ExprKind.Var: {
        const vi = (<VarExpr>e).varIndex;
        const v = this.t.kernel.vars[vi];
        if (v.kind == VarKind.Param) {
          if (v.assignCount > 0) return this.refuse(e, "parameter '" + v.name + "', which the kernel assigns,");
          this.tokens.push("\"p" + this.paramPosition(vi).toString() + "\"");
          return true;
        }
        const def = this.definition(vi);
        if (!def) return this.refuse(e, "'" + v.name + "' (assigned more than once or not in the preamble)");
        return this.emit(def!);
      }
      case ExprKind.Length: {
        const l = <LengthExpr>e;
        const k = this.paramPosition(l.varIndex);
        if (k < 0) return this.refuse(e, "the length of a local array");
        if (l.dim < 0) this.tokens.push("\"l" + k.toString() + "\"");
        else this.tokens.push("\"s" + k.toString() + "." + l.dim.toString() + "\"");
        return true;
      }
      case ExprKind.Unary: {
        const u = <UnaryExpr>e;
        if (u.op != UnOp.Neg && u.op != UnOp.Plus) return this.refuse(e, "this operator");
        if (!this.emit(u.arg!)) return false;
        if (u.op == UnOp.Neg) this.tokens.push("\"neg\"");
        return true;
      }
      case ExprKind.Binary: {
        const b = <BinaryExpr>e;
        const op = this.opText(b);
        if (op.length == 0) return this.refuse(e, "this operation (" + binOpText(b.op) + ")");
        if (!this.emit(b.left!) || !this.emit(b.right!)) return false;
        this.tokens.push("\"" + op + "\"");
        return true;
      }
      case ExprKind.Intrinsic: {
        const c = <IntrinsicExpr>e;
        if (c.intr == Intr.Min || c.intr == Intr.Max) {
          if (!this.emit(c.args[0])) return false;
          for (let i = 1; i < c.args.length; i++) {
            if (!this.emit(c.args[i])) return false;
            this.tokens.push(c.intr == Intr.Min ? "\"min\"" : "\"max\"");
          }
          return true;
        }
        if ((c.intr == Intr.Floor || c.intr == Intr.Trunc || c.intr == Intr.Cast) &&
            this.inst.typeOf(c.args[0]).isInteger) {
          return this.emit(c.args[0]);
        }
        return this.refuse(e, "this call");
      }
      case ExprKind.Load: return this.refuse(e, "an array element");
      default: return this.refuse(e, "this expression");
    }
  }

  opText(b: BinaryExpr): string {
    switch (b.op) {
      case BinOp.Add: return "+";
      case BinOp.Sub: return "-";
      case BinOp.Mul: return "*";
      case BinOp.Div: {
        const mode = this.inst.intDiv[b.id];
        if (mode == IntDiv.Trunc) return "/";
        if (mode == IntDiv.Floor) return "//";
        return "";
      }
      case BinOp.Rem: return this.inst.typeOf(b).isInteger ? "%" : "";
      case BinOp.Shl: return "<<";
      case BinOp.Shr: return ">>";
      case BinOp.UShr: return ">>>";
      case BinOp.And: return "&";
      case BinOp.Or: return "|";
      case BinOp.Xor: return "^";
      default: return "";
    }
  }
}

/**
 * Conservative copy propagation: a `const y = x` whose source never changes while y is live
 * (x a parameter the function never assigns, a const local, or a loop index) makes y an alias
 * of x. Returns, per variable, the variable its reads should use (itself when not a copy).
 * Generators skip the alias's store and read the source instead.
 */
/** copySources over what one function instance emits: the kernel's preamble and parallel-loop body, or a device function's body. */
export function instanceCopySources(t: Template, f: IRFunction): i32[] {
  const bodies = new Array<Stmt[]>();
  if (f == t.kernel) {
    bodies.push(t.preamble);
    bodies.push(t.loop.body);
  } else {
    bodies.push(f.body);
  }
  return copySources(f, bodies);
}

export function copySources(f: IRFunction, body: Stmt[][]): i32[] {
  const n = f.vars.length;
  const finder = new CopyFinder(f);
  for (let b = 0; b < body.length; b++) finder.visitStmts(body[b]);
  const src = finder.src;
  // follow chains: z = y, y = x  →  z reads x
  for (let i = 0; i < n; i++) {
    let s = src[i];
    let guard = 0;
    while (src[s] != s && guard++ < n) s = src[s];
    src[i] = s;
  }
  return src;
}

function stableSource(f: IRFunction, vi: i32): bool {
  const v = f.vars[vi];
  if (v.kind == VarKind.Param) return v.assignCount == 0 && !v.isArray;
  if (v.kind == VarKind.LoopIndex) return true;
  return v.kind == VarKind.Local && v.isConst && v.assignCount == 1;
}

/** Statement-level `const y = x` copies of stable sources. */
class CopyFinder extends IRVisitor {
  src: i32[];
  constructor(public f: IRFunction) {
    super();
    const n = f.vars.length;
    this.src = new Array<i32>(n);
    for (let i = 0; i < n; i++) this.src[i] = i;
  }

  enterStmt(s: Stmt): bool {
    if (s.kind != StmtKind.Expr) return true;
    const e = (<ExprStmt>s).expr!;
    if (e.kind != ExprKind.AssignVar) return false;
    const a = <AssignVarExpr>e;
    const f = this.f;
    const y = f.vars[a.varIndex];
    if (y.kind != VarKind.Local || !y.isConst || y.assignCount != 1) return false;
    if (a.value!.kind != ExprKind.Var) return false;
    const x = (<VarExpr>a.value!).varIndex;
    if (x != a.varIndex && stableSource(f, x)) this.src[a.varIndex] = x;
    return false;
  }

  /** Copies are statements; nothing inside an expression is one. */
  enterExpr(e: Expr): bool {
    return false;
  }
}
