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
import { binOpText, FnInstance, IntDiv } from "./infer";

/** Kernel variables declared before the parallel loop and assigned inside it. */
export function localizedVars(t: Template): i32[] {
  const firstLoopVar = t.loop.indexVars[0];
  const found = new Array<i32>();
  collectAssigned(t.loop.body, firstLoopVar, found);
  found.sort();
  return found;
}

function collectAssigned(body: Stmt[], limit: i32, out: i32[]): void {
  for (let i = 0; i < body.length; i++) {
    const s = body[i];
    switch (s.kind) {
      case StmtKind.Expr: assignedIn((<ExprStmt>s).expr!, limit, out); break;
      case StmtKind.If: {
        const f = <IfStmt>s;
        assignedIn(f.test!, limit, out);
        collectAssigned(f.then, limit, out);
        collectAssigned(f.otherwise, limit, out);
        break;
      }
      case StmtKind.Loop: {
        const l = <LoopStmt>s;
        if (l.test) assignedIn(l.test!, limit, out);
        if (l.update) assignedIn(l.update!, limit, out);
        collectAssigned(l.body, limit, out);
        break;
      }
      case StmtKind.Range: {
        const r = <RangeStmt>s;
        if (r.startExpr) assignedIn(r.startExpr!, limit, out);
        assignedIn(r.endExpr!, limit, out);
        if (r.step) assignedIn(r.step!, limit, out);
        collectAssigned(r.body, limit, out);
        break;
      }
      case StmtKind.Return: {
        const r = <ReturnStmt>s;
        if (r.value) assignedIn(r.value!, limit, out);
        break;
      }
      default: break;
    }
  }
}

function assignedIn(e: Expr, limit: i32, out: i32[]): void {
  switch (e.kind) {
    case ExprKind.AssignVar: {
      const a = <AssignVarExpr>e;
      if (a.varIndex < limit && !out.includes(a.varIndex)) out.push(a.varIndex);
      assignedIn(a.value!, limit, out);
      break;
    }
    case ExprKind.Load: assignedIn((<LoadExpr>e).index!, limit, out); break;
    case ExprKind.Unary: assignedIn((<UnaryExpr>e).arg!, limit, out); break;
    case ExprKind.Binary: {
      const b = <BinaryExpr>e;
      assignedIn(b.left!, limit, out);
      assignedIn(b.right!, limit, out);
      break;
    }
    case ExprKind.Logical: {
      const b = <LogicalExpr>e;
      assignedIn(b.left!, limit, out);
      assignedIn(b.right!, limit, out);
      break;
    }
    case ExprKind.Cond: {
      const c = <CondExpr>e;
      assignedIn(c.test!, limit, out);
      assignedIn(c.then!, limit, out);
      assignedIn(c.otherwise!, limit, out);
      break;
    }
    case ExprKind.Intrinsic: {
      const c = <IntrinsicExpr>e;
      for (let i = 0; i < c.args.length; i++) assignedIn(c.args[i], limit, out);
      break;
    }
    case ExprKind.CallFn: {
      const c = <CallFnExpr>e;
      for (let i = 0; i < c.args.length; i++) assignedIn(c.args[i], limit, out);
      break;
    }
    case ExprKind.Store: {
      const s = <StoreExpr>e;
      assignedIn(s.index!, limit, out);
      assignedIn(s.value!, limit, out);
      break;
    }
    case ExprKind.Comma: {
      const c = <CommaExpr>e;
      for (let i = 0; i < c.exprs.length; i++) assignedIn(c.exprs[i], limit, out);
      break;
    }
    default: break;
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

  constructor(public t: Template, public inst: FnInstance) {
    super();
  }

  compile(e: Expr): string | null {
    this.tokens = [];
    if (!this.emit(e)) return null;
    return "[" + this.tokens.join(",") + "]";
  }

  refuse(e: Expr, what: string): bool {
    if (!this.hasErrors) this.error(DiagCode.BoundNotHostEvaluable, e.start, e.end, what);
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
export function copySources(f: IRFunction, body: Stmt[][]): i32[] {
  const n = f.vars.length;
  const src = new Array<i32>(n);
  for (let i = 0; i < n; i++) src[i] = i;
  for (let b = 0; b < body.length; b++) findCopies(f, body[b], src);
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

function findCopies(f: IRFunction, body: Stmt[], src: i32[]): void {
  for (let i = 0; i < body.length; i++) {
    const s = body[i];
    switch (s.kind) {
      case StmtKind.Expr: {
        const e = (<ExprStmt>s).expr!;
        if (e.kind != ExprKind.AssignVar) break;
        const a = <AssignVarExpr>e;
        const y = f.vars[a.varIndex];
        if (y.kind != VarKind.Local || !y.isConst || y.assignCount != 1) break;
        if (a.value!.kind != ExprKind.Var) break;
        const x = (<VarExpr>a.value!).varIndex;
        if (x != a.varIndex && stableSource(f, x)) src[a.varIndex] = x;
        break;
      }
      case StmtKind.If: {
        findCopies(f, (<IfStmt>s).then, src);
        findCopies(f, (<IfStmt>s).otherwise, src);
        break;
      }
      case StmtKind.Loop: findCopies(f, (<LoopStmt>s).body, src); break;
      case StmtKind.Range: findCopies(f, (<RangeStmt>s).body, src); break;
      default: break;
    }
  }
}
