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
import {
  BinOp, CallFnExpr, ConstExpr, ConstKind, Expr, ExprKind, Feature, IntrinsicExpr, LocalArrayStmt, Stmt, StmtKind, Var, VarKind,
} from "../ir";
import { Parser } from "../parser";
import { Type } from "../types";
import { RANDOM_SOURCE, SEED_PARAM } from "./random";
import { collectCalls } from "../visit";
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
    if (c.qualified && c.namespace == "Math" && c.name == "random") return this.lowerRandom(n);
    const row = findIntrinsic(c.namespace, c.name);
    if (!row) {
      if (!c.qualified) this.unknownName(c.name, c.start, c.end);
      else if (this.foreign.has(c.namespace) && !this.scope.find(c.namespace)) this.unknownName(c.namespace, c.start, c.end);
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
      // (an array of vectors makes the call inlined: inlineCandidate)
      let x: Expr | null;
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

  // ---- Math.random (lower/random.ts) -------------------------------------------------------

  /** The generator's device-function slot, the hidden seed parameter and the per-iteration call counter (-1: not yet). */
  randomSlot: i32 = -1;
  seedVar: i32 = -1;
  callsVar: i32 = -1;

  /** `Math.random()`: a call of the Philox device function with the seed, the iteration's index words and its call counter. */
  lowerRandom(n: A.Call): Expr | null {
    if (n.args.length != 0) {
      this.error(DiagCode.ArgumentCount, n.start, n.end, "Math.random()", "0 arguments", n.args.length.toString());
      return null;
    }
    const t = this.template!;
    if (this.fn == t.kernel && !this.inParallelBody) {
      this.error(DiagCode.NotSupported, n.start, n.end, "Math.random() before the parallel loop is",
        "; call it inside the loop, where each iteration draws its own numbers (seeded per launch: { seed })");
      return null;
    }
    if (this.randomSlot < 0 && !this.declareRandom(n)) return null;
    const k = t.kernel;
    const e = new CallFnExpr(ExprKind.CallFn, this.nextId(), n.start, n.end);
    e.fnIndex = this.functionIndex(this.randomSlot);
    e.args.push(this.kernelVarExpr(this.seedVar, n));
    const idx = t.loop.indexVars;
    const last = idx[idx.length - 1];
    e.args.push(this.kernelVarExpr(last, n));
    if (t.loop.isGrid) {
      e.args.push(idx.length > 1 ? this.kernelVarExpr(idx[idx.length - 2], n) : this.constInt(0, n.start, n.end));
      e.args.push(idx.length > 2 ? this.kernelVarExpr(idx[0], n) : this.constInt(0, n.start, n.end));
    } else {
      // the range index's high word: u64(i) >>> 32n (a 64-bit logical shift)
      const row = findIntrinsic("", "u64")!;
      const wide = new IntrinsicExpr(ExprKind.Intrinsic, this.nextId(), n.start, n.end);
      wide.intr = row.id;
      wide.castType = row.castType;
      wide.args.push(this.kernelVarExpr(last, n));
      const bits = this.constInt(32, n.start, n.end);
      bits.constKind = ConstKind.BigInt;
      e.args.push(this.binary(BinOp.UShr, wide, bits, n.start, n.end));
      e.args.push(this.constInt(0, n.start, n.end));
    }
    e.args.push(this.kernelVarExpr(this.callsVar, n));
    if (this.fn != k && !this.fn.callees.includes(e.fnIndex)) this.fn.callees.push(e.fnIndex);
    return e;
  }

  /**
   * A device function that calls Math.random (itself or through its callees) reads the
   * iteration's index and counter: a call of it before the parallel loop is refused at the call.
   */
  checkRandomCallers(): bool {
    if (this.randomSlot < 0) return true;
    const t = this.template!;
    const fns = t.functions;
    const uses = new Array<bool>(fns.length);
    for (let i = 0; i < fns.length; i++) uses[i] = false;
    uses[this.fnSlots[this.randomSlot].index] = true;
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i < fns.length; i++) {
        if (uses[i]) continue;
        for (let c = 0; c < fns[i].callees.length; c++) {
          if (uses[fns[i].callees[c]]) {
            uses[i] = true;
            changed = true;
            break;
          }
        }
      }
    }
    const calls = new Array<CallFnExpr>();
    collectCalls(t.preamble, calls);
    for (let i = 0; i < calls.length; i++) {
      const c = calls[i];
      if (!uses[c.fnIndex]) continue;
      this.sourceIndex = 0;
      this.error(DiagCode.NotSupported, c.start, c.end, "calling '" + fns[c.fnIndex].name + "', which calls Math.random(), before the parallel loop is",
        "; call it inside the loop, where each iteration draws its own numbers");
      return false;
    }
    return true;
  }

  /** A kernel variable read here: directly in the kernel, as a captured hidden parameter in a device function. */
  kernelVarExpr(index: i32, n: A.Node): Expr {
    if (this.fn == this.template!.kernel) return this.varExpr(index, n.start, n.end);
    const b = new Binding();
    b.kind = BindKind.Var;
    b.varIndex = index;
    b.owner = this.template!.kernel;
    return this.varExpr(this.captureVar(b, this.template!.kernel.vars[index].name, n.start, n.end), n.start, n.end);
  }

  /** The generator function, the hidden seed parameter and the counter made at the start of each iteration. */
  declareRandom(n: A.Call): bool {
    const parser = new Parser(RANDOM_SOURCE);
    const prog = parser.parseProgram("random");
    if (!prog) {
      this.error(DiagCode.Internal, n.start, n.end, "the Math.random generator does not parse");
      return false;
    }
    this.randomSlot = this.fnSlots.length;
    this.fnSlots.push(new FnSlot(prog!.kernel!, this.sourceIndex, this.globals, "Math.random"));
    const k = this.template!.kernel;
    k.vars.push(new Var(SEED_PARAM, VarKind.Param, false, n.start));
    this.seedVar = k.vars.length - 1;
    k.params.push(this.seedVar);
    this.template!.seedParam = this.seedVar;
    const calls = new Var("Math.random calls", VarKind.LocalArray, true, n.start);
    calls.elementType = Type.u32;
    calls.arrayLength = 1;
    calls.isConst = true;
    calls.written = true;
    k.vars.push(calls);
    this.callsVar = k.vars.length - 1;
    const st = new LocalArrayStmt(StmtKind.LocalArray, n.start, n.end);
    st.varIndex = this.callsVar;
    this.template!.loop.body.unshift(st);
    this.feature(Feature.LocalArray, n.start);
    return true;
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
