/**
 * @fileoverview The lowerer's call layer (lower.ts describes the chain): calls of device
 * functions, intrinsic calls checked against their row of the table (intrinsics.ts), Atomics,
 * texture samples, structural intrinsics refused out of place, and constant folding.
 * Arguments are expressions, which the layer above (exprs.ts) lowers; this layer reaches it
 * through the abstract methods below, as the parser's expression layer reaches statements.
 */

import * as A from "../ast";
import { NodeKind } from "../ast";
import { DiagCode } from "../diagnostics";
import { findIntrinsic, Intr, IntrinsicRow, IntrKind } from "../intrinsics";
import { CallFnExpr, ConstExpr, Expr, ExprKind, Feature, IntrinsicExpr, Stmt, VarKind } from "../ir";
import { Binding, BindKind, CalleeName, calleeName, ConstTable, FnSlot, Lowered } from "./scope";
import { LowerBase, noteArrayUse } from "./base";

const ATOMICS_HINT = "; kernels support Atomics.add, sub, min, max, exchange, compareExchange, and, or, xor, load and store";

export abstract class LowerCalls extends LowerBase {
  /** A value: a scalar expression (arrays are refused); provided by the expression layer (exprs.ts). */
  abstract lowerValue(n: A.Node): Expr | null;

  /** An expression; provided by the expression layer (exprs.ts). */
  abstract lowerExpr(n: A.Node, unused: bool = false): Expr | null;

  /** The array variable named by `n`, marking it used as an array; provided by exprs.ts. */
  abstract arrayVar(n: A.Node): i32;

  // Vectors and structs as values, and inlined device functions: the aggregate layer (aggregates.ts).
  abstract staticAgg(n: A.Node): bool;
  abstract lowerAny(n: A.Node): Lowered | null;
  abstract vecHelper(callee: A.Node): i32;
  abstract inlineCandidate(n: A.Call, slot: FnSlot): bool;
  abstract inlineCall(n: A.Call, b: Binding, name: string): Lowered | null;
  abstract wantsAggregate(n: A.Node): bool;
  abstract lowerComponent(obj: A.Node, key: string, index: A.Node | null, n: A.Node): Expr | null;
  abstract lowerComponentAssign(n: A.Assign, obj: A.Node, key: string, index: A.Node | null): Expr | null;
  abstract lowerAggAssign(n: A.Assign, out: Stmt[]): bool;
  abstract lowerVecStore(n: A.Assign, out: Stmt[]): bool;
  abstract vecArrayWidth(n: A.Node): i32;
  abstract arrayName(n: A.Node): string;
  abstract lowerAggDecl(d: A.VarDecl, decl: A.Declarator, out: Stmt[]): bool;
  abstract lowerInlineReturn(s: A.Return, out: Stmt[]): bool;
  abstract literalTable(name: string, init: A.Node, always: bool = false): ConstTable | null;
  abstract bindTable(name: string, t: ConstTable): void;
  abstract lowerTableIndex(t: ConstTable, n: A.Index): Expr | null;

  /** The constant table `n` names, or null. */
  tableOf(n: A.Node): ConstTable | null {
    if (n.kind == NodeKind.Member) {
      const sb = this.staticBinding(n);
      return sb != null && sb.kind == BindKind.Table ? sb.table : null;
    }
    if (n.kind != NodeKind.Ident) return null;
    const b = this.scope.find((<A.Ident>n).name);
    return b != null && b.kind == BindKind.Table ? b.table : null;
  }

  // ---- calls -------------------------------------------------------------------------------

  lowerArgs(args: A.Node[], out: Expr[]): bool {
    for (let i = 0; i < args.length; i++) {
      const e = this.lowerValue(args[i]);
      if (!e) return false;
      out.push(e!);
    }
    return true;
  }

  lowerCall(n: A.Call): Expr | null {
    if (this.vecHelper(n.callee) > 0) {
      // tack.vec3.dot(a, b) and length(a) are numbers; the others are vectors
      const r = this.lowerAny(n);
      if (!r) return null;
      if (r.agg) {
        this.error(DiagCode.AggregateAsNumber, n.start, n.end, "this call", "a vector value (" + r.agg!.describe() + ")",
          "; read a component, or assign it first: const v = ...");
        return null;
      }
      return r.expr;
    }
    const c = calleeName(n.callee);
    if (!c) {
      this.error(DiagCode.NotSupported, n.callee.start, n.callee.end, "calling this expression is", "");
      return null;
    }
    const local = this.scope.find(c.qualified ? c.namespace : c.name);
    // device function
    if (!c.qualified && local && local.kind == BindKind.Func) return this.lowerCallFn(n, local!, c.name);
    if (!c.qualified && local) {
      this.error(DiagCode.ArgumentKind, c.start, c.end, "'" + c.name + "' is not a function");
      return null;
    }
    if (c.qualified && local && local.kind == BindKind.Var && c.name == "sample") return this.lowerTexSample(n, c);
    if (c.qualified && local) {
      this.error(DiagCode.UnknownProperty, c.start, c.end, c.name, "'" + c.namespace + "'");
      return null;
    }
    const row = findIntrinsic(c.namespace, c.name);
    if (!row) {
      if (!c.qualified) this.error(DiagCode.UnknownName, c.start, c.end, c.name);
      else if (c.namespace == "Atomics") {
        this.error(DiagCode.UnknownIntrinsic, c.start, c.end, "Atomics." + c.name, ATOMICS_HINT);
      } else this.error(DiagCode.UnknownIntrinsic, c.start, c.end, c.namespace + "." + c.name, "");
      return null;
    }
    switch (row!.kind) {
      case IntrKind.Structural: return this.refuseStructural(n, row!);
      case IntrKind.Atomic: return this.lowerAtomic(n, c);
      case IntrKind.Constant:
        this.error(DiagCode.ArgumentKind, c.start, c.end, c.namespace + "." + c.name + " is a value, not a function");
        return null;
      case IntrKind.Texture:
        this.error(DiagCode.TextureMisuse, c.start, c.end, "'" + c.namespace + ".sample()' needs a texture parameter (tack.texture3d(array, [w, h, d]))");
        return null;
      default:
        return this.lowerIntrinsicCall(n, c, row!);
    }
  }

  /** A call resolved to a row of the table: check its arity, lower its arguments, note its feature. */
  lowerIntrinsicCall(n: A.Call, c: CalleeName, row: IntrinsicRow): Expr | null {
    const shown = (row.namespace == "Math" || row.namespace == "Number" ? row.namespace + "." : "") + row.name + "()";
    if (n.args.length < row.minArgs || (row.maxArgs >= 0 && n.args.length > row.maxArgs)) {
      let want = row.maxArgs < 0 ? "at least " + row.minArgs.toString() + " argument(s)" : row.minArgs.toString() + " argument(s)";
      if (row.kind == IntrKind.Cast) want = "1 argument";
      this.error(DiagCode.ArgumentCount, n.start, n.end, shown, want, n.args.length.toString());
      return null;
    }
    const e = new IntrinsicExpr(ExprKind.Intrinsic, this.nextId(), n.start, n.end);
    e.intr = row.id;
    e.castType = row.castType;
    if (!this.lowerArgs(n.args, e.args)) return null;
    if (row.feature != Feature.None) this.feature(row.feature, n.start);
    return e;
  }

  /** range(), grid(), localArray(), shared() and texture3d() anywhere but where they shape the kernel. */
  refuseStructural(n: A.Call, row: IntrinsicRow): Expr | null {
    let hint = " except as the iterable of a for...of loop head";
    if (row.id == Intr.LocalArray || row.id == Intr.Shared) {
      hint = " except as the initializer of a declaration, `const t = " + row.name + "(f32, 16)`";
    } else if (row.id == Intr.Texture3d) {
      hint = "; make textures outside the kernel and pass them as arguments";
    }
    this.error(DiagCode.NotAStatement, n.start, n.end, row.name + "()", hint);
    return null;
  }

  lowerCallFn(n: A.Call, b: Binding, name: string): Expr | null {
    const slot = this.fnSlots[b.fnSlot];
    if (n.args.length != slot.node.params.length) {
      this.error(DiagCode.ArgumentCount, n.start, n.end, "device function '" + name + "'",
        slot.node.params.length.toString() + " argument(s)", n.args.length.toString());
      return null;
    }
    if (this.inlineCandidate(n, slot)) {
      const r = this.inlineCall(n, b, name);
      if (!r) return null;
      if (r.agg) {
        this.error(DiagCode.AggregateAsNumber, n.start, n.end, "'" + name + "(...)'", "a vector or object value (" + r.agg!.describe() + ")",
          "; read a component, " + name + "(...)[0], or assign it first: const v = " + name + "(...)");
        return null;
      }
      return r.expr;
    }
    const e = new CallFnExpr(ExprKind.CallFn, this.nextId(), n.start, n.end);
    e.fnIndex = this.functionIndex(b.fnSlot);
    for (let i = 0; i < n.args.length; i++) {
      const a = n.args[i];
      // Arrays pass by reference: a bare array name is allowed as an argument.
      let x: Expr | null;
      if (this.vecArrayWidth(a) > 0) {
        this.error(DiagCode.NotSupported, a.start, a.end, "passing an array of vectors to a device function is",
          "; pass its element, " + this.arrayName(a) + "[i] (a vector), or index it in the kernel");
        return null;
      }
      if (a.kind == NodeKind.Ident) {
        const ab = this.scope.find((<A.Ident>a).name);
        if (ab && ab.kind == BindKind.Var) {
          let index = ab.varIndex;
          if (ab.owner != this.fn) index = this.captureVar(ab, (<A.Ident>a).name, a.start, a.end);
          x = this.varExpr(index, a.start, a.end);
        } else {
          x = this.lowerValue(a);
        }
      } else {
        x = this.lowerValue(a);
      }
      if (!x) return null;
      e.args.push(x!);
    }
    if (this.template!.kernel != this.fn && !this.fn.callees.includes(e.fnIndex)) this.fn.callees.push(e.fnIndex);
    return e;
  }

  lowerAtomic(n: A.Call, c: CalleeName): Expr | null {
    const row = findIntrinsic("Atomics", c.name);
    if (!row) {
      this.error(DiagCode.UnknownIntrinsic, c.start, c.end, "Atomics." + c.name, ATOMICS_HINT);
      return null;
    }
    if (n.args.length != row.minArgs) {
      const want = row.minArgs == 2 ? "2 arguments (array, index)" : row.minArgs == 4 ? "4 arguments (array, index, expected, replacement)" : "3 arguments (array, index, value)";
      this.error(DiagCode.ArgumentCount, n.start, n.end, "Atomics." + c.name + "()", want, n.args.length.toString());
      return null;
    }
    if (this.inPreamble) {
      this.error(DiagCode.PreambleWritesArray, n.start, n.end, n.args[0].kind == NodeKind.Ident ? (<A.Ident>n.args[0]).name : "?");
      return null;
    }
    const target = n.args[0];
    const tb = target.kind == NodeKind.Ident ? this.scope.find((<A.Ident>target).name) : null;
    if (!tb || tb.kind != BindKind.Var) {
      this.error(DiagCode.AtomicTarget, target.start, target.end, c.name);
      return null;
    }
    const tk = tb.owner!.vars[tb.varIndex].kind;
    if (tk != VarKind.Param && tk != VarKind.Capture) {
      this.error(DiagCode.AtomicTarget, target.start, target.end, c.name);
      return null;
    }
    if (this.vecArrayWidth(target) > 0) {
      this.error(DiagCode.NotSupported, target.start, target.end, "an atomic on an array of vectors is",
        "; use an array of scalars (tack.fromTypedArray(ta) without { vec }) for atomics");
      return null;
    }
    const arr = this.arrayVar(target);
    if (arr < 0) return null;
    const v = this.fn.vars[arr];
    if (v.kind != VarKind.Param && v.kind != VarKind.Capture) {
      this.error(DiagCode.AtomicTarget, target.start, target.end, c.name);
      return null;
    }
    if (row.id != Intr.AtomicLoad) v.written = true;
    v.atomicTarget = true;
    const e = new IntrinsicExpr(ExprKind.Intrinsic, this.nextId(), n.start, n.end);
    e.intr = row.id;
    e.args.push(this.varExpr(arr, target.start, target.end));
    for (let i = 1; i < n.args.length; i++) {
      const a = this.lowerValue(n.args[i]);
      if (!a) return null;
      e.args.push(a!);
    }
    this.feature(Feature.Atomics, n.start);
    return e;
  }

  lowerTexSample(n: A.Call, c: CalleeName): Expr | null {
    const b = this.scope.find(c.namespace)!;
    let index = b.varIndex;
    if (b.owner != this.fn) index = this.captureVar(b, c.namespace, c.start, c.end);
    const v = this.fn.vars[index];
    if (v.kind != VarKind.Param && v.kind != VarKind.Capture) {
      this.error(DiagCode.TextureMisuse, c.start, c.end, "'" + c.namespace + ".sample()' needs a texture parameter (tack.texture3d(array, [w, h, d]))");
      return null;
    }
    if (n.args.length != 3) {
      this.error(DiagCode.ArgumentCount, n.start, n.end, c.namespace + ".sample()", "3 coordinates (u, v, w)", n.args.length.toString());
      return null;
    }
    v.isArray = true;
    if (b.owner == this.kernelFn && this.sourceIndex == 0) noteArrayUse(this.kernelFn!.vars[b.varIndex], c.start, c.end);
    const e = new IntrinsicExpr(ExprKind.Intrinsic, this.nextId(), n.start, n.end);
    e.intr = Intr.TexSample;
    e.args.push(this.varExpr(index, c.start, c.end));
    for (let i = 0; i < 3; i++) {
      const a = this.lowerValue(n.args[i]);
      if (!a) return null;
      e.args.push(a!);
    }
    this.feature(Feature.Texture, n.start);
    return e;
  }

  // ---- constants ----------------------------------------------------------------------------

  /** Folds a constant expression (a literal, a negated literal or a scope constant). */
  foldConstant(n: A.Node): ConstExpr | null {
    const c = this.constantOrNull(n);
    if (!c && !this.hasErrors) {
      this.error(DiagCode.ArgumentKind, n.start, n.end, "a constant (a number literal or a scope constant) is needed here");
    }
    return c;
  }

  /** The constant `n` folds to, or null (an error only if `n` itself is malformed): callers say what they need. */
  constantOrNull(n: A.Node): ConstExpr | null {
    const e = this.lowerExpr(n);
    if (!e || e.kind != ExprKind.Const) return null;
    return <ConstExpr>e;
  }

}
