/**
 * @fileoverview The lowerer's aggregate layer (lower.ts describes the chain): small vectors
 * `[x, y, z]` and structs `{ x, y }` as values, scalarized here so that no later phase, and no
 * generator, ever sees one (DESIGN.md §8).
 *
 * - A vector or struct value is an `AggValue`: one scalar variable per component. A name bound
 *   to one (`const p = [x, y, z]`) is a `BindKind.Agg` binding; `p.x`, `p[0]` (constant index)
 *   and `p.length` read a component's variable; `p[1] = v`, `p.x += v` assign one; `p = q`
 *   (a statement) assigns every component.
 * - Destructuring `const [a, b] = v` and `const { x, y: b } = s` declares scalars.
 * - A device function that takes or returns a vector or struct is inlined at its call: its
 *   parameters become locals of the caller, its returns assign result variables. A body with
 *   an early return runs inside a loop that runs once, left by `break` (and a flag, from
 *   inside the body's own loops).
 * - `tack.vec2/vec3/vec4` helpers (add, sub, mul, scale, neg, dot, cross, length, distance,
 *   normalize, mix, clamp) become their scalar arithmetic, in the order runtime/vectors.ts
 *   computes it for the plain run.
 *
 * JS shares arrays by reference; vectors here are values. Where the two could differ the
 * construct is refused: a whole reassignment of a name that shares its value with another
 * (`const q = p; ... p = ...`) is refused; `const q = p` and an argument passed to a parameter
 * the function never reassigns share the components, as JS shares the array.
 *
 * Statements an expression needs first (an inlined call, a vector's components) go to `pre`,
 * the statement list of the enclosing statement; where there is none (a branch of ?:, the right
 * of && or ||, a loop's test) such a value is refused with a hint.
 */

import * as A from "../ast";
import { NodeKind } from "../ast";
import { DiagCode } from "../diagnostics";
import { Intr } from "../intrinsics";
import {
  BinOp, ConstKind, Expr, ExprKind, Feature, IfStmt, IntrinsicExpr, IRFunction, LoadExpr, LocalArrayStmt, LoopStmt, ConstExpr, Stmt, StmtKind,
  StoreExpr, UnOp, VarKind,
} from "../ir";
import { MAX_LOCAL_ARRAY } from "./stmts";
import { AggValue, Binding, BindKind, binOpOf, calleeName, ConstTable, FnSlot, Lowered, Scope } from "./scope";
import { Type } from "../types";
import { LowerStmts } from "./stmts";

/** Most components a vector or struct value may have: they become scalar variables. */
export const MAX_AGGREGATE: i32 = 64;

/** Depth of the static look through device functions and locals (is this a vector?). */
const STATIC_DEPTH: i32 = 8;

/** What a call's argument is, as far as its syntax shows: a number, a vector value, an array of vectors (passed by reference). */
const ARG_NUMBER: i32 = 0;
const ARG_VECTOR: i32 = 1;
const ARG_VEC_ARRAY: i32 = 2;


function ofAgg(a: AggValue): Lowered {
  const l = new Lowered();
  l.agg = a;
  return l;
}

function ofExpr(e: Expr): Lowered {
  const l = new Lowered();
  l.expr = e;
  return l;
}

/** One inlined call: its result variables, once its first `return` fixed their shape. */
class InlineCtx {
  hasResult: bool = false;
  resultIsAgg: bool = false;
  result: AggValue = new AggValue();
  resultVar: i32 = -1;
  constructor(public name: string) {}
}

/** The returns, declarations and assigned names of a function body, nested functions skipped. */
export class AstScan {
  returns: A.Return[] = [];
  declNames: string[] = [];
  declInits: Array<A.Node | null> = [];
  assigned: string[] = [];
  /** Names indexed by anything but a number literal, `T[k]` (candidates for constant tables). */
  dynIndexed: string[] = [];
  /** Also scan nested functions (the whole-kernel scan for tables). */
  intoFunctions: bool = false;
  /** Names indexed as `a[i][j]` (or deeper), with the number of indices. */
  nestedNames: string[] = [];
  nestedDepths: i32[] = [];

  body(b: A.Node[]): void {
    for (let i = 0; i < b.length; i++) this.scan(b[i]);
  }

  scan(n: A.Node | null): void {
    if (!n) return;
    switch (n.kind) {
      case NodeKind.Return: {
        const r = <A.Return>n;
        this.returns.push(r);
        this.scan(r.value);
        break;
      }
      case NodeKind.VarDecl: {
        const d = <A.VarDecl>n;
        for (let i = 0; i < d.decls.length; i++) {
          const x = d.decls[i];
          if (!x.isPattern) {
            this.declNames.push(x.names[0]);
            this.declInits.push(x.init);
          }
          this.scan(x.init);
        }
        break;
      }
      case NodeKind.ExprStmt: this.scan((<A.ExprStmt>n).expr); break;
      case NodeKind.If: {
        const f = <A.If>n;
        this.scan(f.test);
        this.scan(f.then);
        this.scan(f.otherwise);
        break;
      }
      case NodeKind.For: {
        const f = <A.For>n;
        this.scan(f.init);
        this.scan(f.test);
        this.scan(f.update);
        this.scan(f.body);
        break;
      }
      case NodeKind.ForOf: {
        // `for (const v of T)` reads T at a variable index: a constant literal T is a table
        const it = (<A.ForOf>n).iterable;
        if (it.kind == NodeKind.Ident) this.dynIndexed.push((<A.Ident>it).name);
        this.scan((<A.ForOf>n).body);
        break;
      }
      case NodeKind.While: this.scan((<A.While>n).test); this.scan((<A.While>n).body); break;
      case NodeKind.DoWhile: this.scan((<A.DoWhile>n).body); this.scan((<A.DoWhile>n).test); break;
      case NodeKind.Block: this.body((<A.Block>n).body); break;
      case NodeKind.Assign: {
        const a = <A.Assign>n;
        if (a.target.kind == NodeKind.Ident) this.assigned.push((<A.Ident>a.target).name);
        else this.scan(a.target);
        this.scan(a.value);
        break;
      }
      case NodeKind.Update: {
        const u = <A.Update>n;
        if (u.arg.kind == NodeKind.Ident) this.assigned.push((<A.Ident>u.arg).name);
        else this.scan(u.arg);
        break;
      }
      case NodeKind.Unary: this.scan((<A.Unary>n).arg); break;
      case NodeKind.Binary: this.scan((<A.Binary>n).left); this.scan((<A.Binary>n).right); break;
      case NodeKind.Logical: this.scan((<A.Logical>n).left); this.scan((<A.Logical>n).right); break;
      case NodeKind.Cond: {
        const c = <A.Cond>n;
        this.scan(c.test);
        this.scan(c.then);
        this.scan(c.otherwise);
        break;
      }
      case NodeKind.Call: {
        const c = <A.Call>n;
        for (let i = 0; i < c.args.length; i++) this.scan(c.args[i]);
        break;
      }
      case NodeKind.Member: this.scan((<A.Member>n).object); break;
      case NodeKind.Index: {
        const x = <A.Index>n;
        if (x.object.kind == NodeKind.Ident && x.index.kind != NodeKind.Number) this.dynIndexed.push((<A.Ident>x.object).name);
        if (x.object.kind == NodeKind.Index) {
          let root: A.Node = x;
          let depth = 0;
          while (root.kind == NodeKind.Index) {
            root = (<A.Index>root).object;
            depth++;
          }
          if (root.kind == NodeKind.Ident) {
            this.nestedNames.push((<A.Ident>root).name);
            this.nestedDepths.push(depth);
          }
        }
        this.scan(x.object);
        this.scan(x.index);
        break;
      }
      case NodeKind.FunctionDecl:
      case NodeKind.FunctionExpr:
        if (this.intoFunctions) this.body((<A.FunctionNode>n).body);
        break;
      case NodeKind.Seq: this.body((<A.Seq>n).exprs); break;
      case NodeKind.ArrayLit: this.body((<A.ArrayLit>n).elements); break;
      case NodeKind.ObjectLit: this.body((<A.ObjectLit>n).values); break;
      default: break;
    }
  }
}

// ---- tack.vecN helpers --------------------------------------------------------------------

const VEC_HELPERS: string[] = ["add", "sub", "mul", "scale", "neg", "dot", "cross", "length", "distance", "normalize", "mix", "clamp"];
/** Per helper: its arguments, `v` a vector and `s` a number. */
const VEC_ARGS: string[] = ["vv", "vv", "vv", "vs", "v", "vv", "vv", "v", "vv", "v", "vvs", "vss"];
/** Per helper: does it return a vector? */
const VEC_RETURNS: bool[] = [true, true, true, true, true, false, true, false, false, true, true, true];

/** The names of the vector helpers, for `query intrinsics` and the completeness test. */
export function vectorHelperNames(): string[] {
  return VEC_HELPERS;
}

export class LowerAggregates extends LowerStmts {
  /** Names the kernel and its functions index with a variable: a constant array literal bound to one is a table. */
  dynIndexed: string[] = [];
  /** Tables materialized so far: in which function, as which local array. */
  tableFns: IRFunction[] = [];
  tableOfs: ConstTable[] = [];
  tableVars: i32[] = [];
  inlineCtx: InlineCtx | null = null;
  /** Device-function slots being inlined, innermost last (recursion). */
  inlineStack: i32[] = [];
  /** Set by vecHelper: the helper's index in VEC_HELPERS. */
  vecOp: i32 = -1;

  // ---- what is a vector, before lowering it -------------------------------------------------

  /** Is `n` a vector or struct value, as far as can be seen without lowering it? */
  staticAgg(n: A.Node): bool {
    switch (n.kind) {
      case NodeKind.ArrayLit:
      case NodeKind.ObjectLit: return true;
      case NodeKind.Ident: {
        const b = this.scope.find((<A.Ident>n).name);
        return b != null && b.kind == BindKind.Agg;
      }
      case NodeKind.Cond: return this.staticAgg((<A.Cond>n).then) || this.staticAgg((<A.Cond>n).otherwise);
      case NodeKind.Index: return this.vecArrayWidth((<A.Index>n).object) > 0;
      case NodeKind.Call: {
        const c = <A.Call>n;
        if (this.vecHelper(c.callee) > 0) return VEC_RETURNS[this.vecOp];
        const slot = this.calledSlot(c);
        if (slot < 0) return false;
        return this.fnReturnsAgg(this.fnSlots[slot], this.argFlags(c), STATIC_DEPTH);
      }
      default: return false;
    }
  }

  /** Which arguments of a call are vectors (ARG_VECTOR) or arrays of vectors (ARG_VEC_ARRAY). */
  argFlags(c: A.Call): i32[] {
    const flags = new Array<i32>(c.args.length);
    for (let i = 0; i < c.args.length; i++) {
      const a = c.args[i];
      flags[i] = this.vecArrayWidth(a) > 0 ? ARG_VEC_ARRAY : this.staticAgg(a) ? ARG_VECTOR : ARG_NUMBER;
    }
    return flags;
  }

  /** The device-function slot a call names (bare name bound to a function), or -1. */
  calledSlot(c: A.Call): i32 {
    const name = calleeName(c.callee);
    if (!name || name.qualified) return -1;
    const b = this.scope.find(name.name);
    return b != null && b.kind == BindKind.Func ? b.fnSlot : -1;
  }

  /** Does a device function, given vectors where `argAgg` says, return a vector (read from its syntax)? */
  fnReturnsAgg(slot: FnSlot, argAgg: i32[], depth: i32): bool {
    if (depth <= 0) return false;
    const scan = this.bodyScan(slot);
    for (let i = 0; i < scan.returns.length; i++) {
      const v = scan.returns[i].value;
      if (v && this.astAgg(v!, slot, scan, argAgg, depth)) return true;
    }
    return false;
  }

  /** The scan of a device function's body, made once: its syntax does not change, and each call of it reads the scan. */
  bodyScan(slot: FnSlot): AstScan {
    let scan = slot.bodyScan;
    if (!scan) {
      scan = new AstScan();
      scan.body(slot.node.body);
      slot.bodyScan = scan;
    }
    return scan!;
  }

  astAgg(n: A.Node, slot: FnSlot, scan: AstScan, argAgg: i32[], depth: i32): bool {
    if (depth <= 0) return false;
    switch (n.kind) {
      case NodeKind.ArrayLit:
      case NodeKind.ObjectLit: return true;
      case NodeKind.Index: return this.astParamKind((<A.Index>n).object, slot, argAgg) == ARG_VEC_ARRAY;
      case NodeKind.Ident: {
        const name = (<A.Ident>n).name;
        const params = slot.node.params;
        for (let i = 0; i < params.length; i++) if (params[i].name == name) return i < argAgg.length && argAgg[i] == ARG_VECTOR;
        for (let i = scan.declNames.length - 1; i >= 0; i--) {
          if (scan.declNames[i] == name) {
            const init = scan.declInits[i];
            return init != null && this.astAgg(init!, slot, scan, argAgg, depth - 1);
          }
        }
        const b = slot.scope.find(name);
        return b != null && b.kind == BindKind.Agg;
      }
      case NodeKind.Cond: {
        const c = <A.Cond>n;
        return this.astAgg(c.then, slot, scan, argAgg, depth - 1) || this.astAgg(c.otherwise, slot, scan, argAgg, depth - 1);
      }
      case NodeKind.Call: {
        const c = <A.Call>n;
        if (this.vecHelper(c.callee) > 0) return VEC_RETURNS[this.vecOp];
        const name = calleeName(c.callee);
        if (!name || name.qualified) return false;
        const b = slot.scope.find(name.name);
        if (!b || b.kind != BindKind.Func) return false;
        const flags = new Array<i32>(c.args.length);
        for (let i = 0; i < c.args.length; i++) {
          const a = c.args[i];
          flags[i] = this.astParamKind(a, slot, argAgg) == ARG_VEC_ARRAY ? ARG_VEC_ARRAY
            : this.astAgg(a, slot, scan, argAgg, depth - 1) ? ARG_VECTOR : ARG_NUMBER;
        }
        return this.fnReturnsAgg(this.fnSlots[b.fnSlot], flags, depth - 1);
      }
      default: return false;
    }
  }

  /** The kind of argument a bare name in a device function's body was given, if it names one of its parameters (else ARG_NUMBER). */
  astParamKind(n: A.Node, slot: FnSlot, argAgg: i32[]): i32 {
    if (n.kind != NodeKind.Ident) return ARG_NUMBER;
    const params = slot.node.params;
    for (let i = 0; i < params.length && i < argAgg.length; i++) if (params[i].name == (<A.Ident>n).name) return argAgg[i];
    return ARG_NUMBER;
  }

  /** Is a call of this device function inlined: does it take a vector or an array of vectors, or return a vector? */
  inlineCandidate(n: A.Call, slot: FnSlot): bool {
    const flags = this.argFlags(n);
    for (let i = 0; i < flags.length; i++) if (flags[i] != ARG_NUMBER) return true;
    return this.fnReturnsAgg(slot, flags, STATIC_DEPTH);
  }

  /** Does a declaration's initializer need this layer (a vector, or an inlined call)? */
  wantsAggregate(n: A.Node): bool {
    if (this.staticAgg(n)) return true;
    if (n.kind != NodeKind.Call) return false;
    const slot = this.calledSlot(<A.Call>n);
    return slot >= 0 && this.inlineCandidate(<A.Call>n, this.fnSlots[slot]);
  }

  // ---- lowering a value that may be a vector -------------------------------------------------

  lowerAny(n: A.Node): Lowered | null {
    switch (n.kind) {
      case NodeKind.ArrayLit: return this.lowerArrayValue(<A.ArrayLit>n);
      case NodeKind.ObjectLit: return this.lowerObjectValue(<A.ObjectLit>n);
      case NodeKind.Ident: {
        const b = this.scope.find((<A.Ident>n).name);
        if (b && b.kind == BindKind.Agg) return ofAgg(b.agg!);
        break;
      }
      case NodeKind.Cond:
        if (this.staticAgg(n)) return this.lowerAggCond(<A.Cond>n);
        break;
      case NodeKind.Index: {
        const w = this.vecArrayWidth((<A.Index>n).object);
        if (w > 0) return this.lowerVecElement(<A.Index>n, w);
        break;
      }
      case NodeKind.Call: {
        const c = <A.Call>n;
        const w = this.vecHelper(c.callee);
        if (w > 0) return this.lowerVecHelper(c, w, this.vecOp);
        const slot = this.calledSlot(c);
        if (slot >= 0 && this.inlineCandidate(c, this.fnSlots[slot])) {
          const cn = calleeName(c.callee)!;
          return this.inlineCall(c, this.scope.find(cn.name)!, cn.name);
        }
        break;
      }
      default: break;
    }
    const e = this.lowerValue(n);
    return e ? ofExpr(e!) : null;
  }

  /** A vector value, refused (located) if `n` is a number. */
  lowerAgg(n: A.Node, what: string): AggValue | null {
    const r = this.lowerAny(n);
    if (!r) return null;
    if (!r.agg) {
      this.error(DiagCode.AggregateMisuse, n.start, n.end, what + " needs a vector or object value, such as [x, y, z] or { x, y }", "");
      return null;
    }
    return r.agg;
  }

  /** Statements can run before the expression being lowered; else report (with `what`) and false. */
  requirePre(n: A.Node, what: string): bool {
    if (this.pre) return true;
    this.error(DiagCode.NotSupported, n.start, n.end, what + " inside ?:, &&, || or a loop's test or update is",
      "; compute it in a statement of its own first, `const v = ...`");
    return false;
  }

  emit(e: Expr): void {
    this.pre!.push(this.exprStmt(e));
  }

  /** Assigns `value` to variable `v` (a statement in `pre`), counting the assignment. */
  emitAssign(v: i32, value: Expr, start: i32, end: i32): void {
    this.fn.vars[v].assignCount++;
    this.emit(this.assignVar(v, value, start, end));
  }

  /** A new vector of `size` fresh variables (names copied from `names`). */
  freshAgg(size: i32, names: string[] | null): AggValue {
    const a = new AggValue();
    a.owner = this.fn;
    a.names = names;
    for (let i = 0; i < size; i++) a.vars.push(this.newTemp());
    return a;
  }

  /** Reads component `k` of `a`, capturing it when `a` belongs to the kernel and this is a device function. */
  compRead(a: AggValue, k: i32, start: i32, end: i32): Expr {
    if (a.isRef) {
      const e = new LoadExpr(ExprKind.Load, this.nextId(), start, end);
      e.varIndex = this.refVar(a, a.refArray, start, end);
      e.index = this.refIndexExpr(a, k, start, end);
      return e;
    }
    if (a.owner == this.fn) return this.varExpr(a.vars[k], start, end);
    const b = new Binding();
    b.kind = BindKind.Var;
    b.varIndex = a.vars[k];
    b.owner = a.owner;
    const name = this.kernelFn!.vars[a.vars[k]].name;
    return this.varExpr(this.captureVar(b, name, start, end), start, end);
  }

  /** Copies `src` into `dst` (same shape), component by component. */
  copyAgg(dst: AggValue, src: AggValue, start: i32, end: i32): void {
    for (let k = 0; k < dst.size; k++) this.emitAssign(dst.vars[k], this.compRead(src, k, start, end), start, end);
  }

  sameShape(a: AggValue, b: AggValue): bool {
    if (a.size != b.size) return false;
    const an = a.names, bn = b.names;
    if (!an || !bn) return an == null && bn == null;
    for (let i = 0; i < an.length; i++) if (an[i] != bn![i]) return false;
    return true;
  }

  checkSize(n: A.Node, size: i32): bool {
    if (size >= 1 && size <= MAX_AGGREGATE) return true;
    this.error(DiagCode.AggregateMisuse, n.start, n.end,
      size == 0 ? "an empty array or object value is not supported in kernels" :
        "a vector or object value has at most " + MAX_AGGREGATE.toString() + " components in kernels",
      "; pass larger data as an array argument or use localArray(dtype, n)");
    return false;
  }

  /** `[a, b, c]` of numbers: a fresh vector. */
  lowerArrayValue(n: A.ArrayLit): Lowered | null {
    if (!this.checkSize(n, n.elements.length)) return null;
    if (!this.requirePre(n, "a vector value")) return null;
    const a = this.freshAgg(n.elements.length, null);
    for (let i = 0; i < n.elements.length; i++) {
      const el = n.elements[i];
      if (!this.scalarElement(el)) return null;
      const e = this.lowerValue(el);
      if (!e) return null;
      this.emitAssign(a.vars[i], e!, el.start, el.end);
    }
    return ofAgg(a);
  }

  /** `{ x: e, y }` of numbers: a fresh struct. */
  lowerObjectValue(n: A.ObjectLit): Lowered | null {
    if (!this.checkSize(n, n.keys.length)) return null;
    if (!this.requirePre(n, "an object value")) return null;
    for (let i = 0; i < n.keys.length; i++) {
      for (let j = 0; j < i; j++) {
        if (n.keys[i] == n.keys[j]) {
          this.error(DiagCode.AggregateMisuse, n.keyStarts[i], n.keyStarts[i] + n.keys[i].length,
            "the key '" + n.keys[i] + "' appears twice in this object", "");
          return null;
        }
      }
    }
    const a = this.freshAgg(n.keys.length, n.keys.slice(0));
    for (let i = 0; i < n.values.length; i++) {
      const el = n.values[i];
      if (!this.scalarElement(el)) return null;
      const e = this.lowerValue(el);
      if (!e) return null;
      this.emitAssign(a.vars[i], e!, el.start, el.end);
    }
    return ofAgg(a);
  }

  /** A component of a literal is a number: nested vectors are refused. */
  scalarElement(el: A.Node): bool {
    if (!this.staticAgg(el)) return true;
    this.error(DiagCode.AggregateMisuse, el.start, el.end, "nested vectors and objects are not supported in kernels",
      "; components are numbers: keep each vector in its own name, or flatten it");
    return false;
  }

  /** `c ? u : v` of vectors: both branches assign one result. */
  lowerAggCond(n: A.Cond): Lowered | null {
    if (!this.requirePre(n, "a vector chosen with ?:")) return null;
    const test = this.lowerValue(n.test);
    if (!test) return null;
    const st = new IfStmt(StmtKind.If, n.start, n.end);
    st.test = test;
    const saved = this.pre!;
    this.pre = st.then;
    const a = this.lowerAgg(n.then, "each branch of this ?:");
    if (!a) return null;
    const r = this.freshAgg(a!.size, a!.names);
    this.copyAgg(r, a!, n.then.start, n.then.end);
    this.pre = st.otherwise;
    const b = this.lowerAgg(n.otherwise, "each branch of this ?:");
    if (!b) return null;
    if (!this.sameShape(a!, b!)) {
      this.error(DiagCode.AggregateMisuse, n.start, n.end, "the branches of this ?: are " + a!.describe() + " and " + b!.describe(),
        "; both must have the same components");
      return null;
    }
    this.copyAgg(r, b!, n.otherwise.start, n.otherwise.end);
    this.pre = saved;
    saved.push(st);
    return ofAgg(r);
  }

  // ---- components --------------------------------------------------------------------------

  /**
   * The component of a vector that `key` (`p.x`, `p.length`) or `index` (`p[0]`) names: its
   * index, or -1 with the error reported. `-2`: `p.length`, a constant.
   */
  componentIndex(a: AggValue, key: string, index: A.Node | null, n: A.Node): i32 {
    if (index) {
      if (a.names) {
        this.error(DiagCode.AggregateMisuse, n.start, n.end, "an object value is read by its keys, s.x, not by index", "");
        return -1;
      }
      if (!this.foldInt(index!) || this.folded < 0 || this.folded >= <i64>a.size) {
        if (!this.hasErrors) {
          this.error(DiagCode.VectorIndex, index!.start, index!.end, (a.size - 1).toString(),
            "; a vector is scalars, not memory: for a table indexed by a variable, pass an array argument or use localArray(dtype, n)");
        }
        return -1;
      }
      return <i32>this.folded;
    }
    if (key == "length" && !a.names) return -2;
    const k = a.field(key);
    if (k < 0) {
      const m = <A.Member>n;
      this.error(DiagCode.UnknownProperty, m.nameStart, m.end, key,
        a.names ? a.describe() : a.describe() + " (read a vector's components as v[0], v[1], ...)");
      return -1;
    }
    return k;
  }

  /** Reads `obj.key` or `obj[index]` of a vector value. */
  lowerComponent(obj: A.Node, key: string, index: A.Node | null, n: A.Node): Expr | null {
    const a = this.lowerAgg(obj, "reading a component");
    if (!a) return null;
    const k = this.componentIndex(a!, key, index, n);
    if (k == -1) return null;
    if (k == -2) return this.constInt(<i64>a!.size, n.start, n.end);
    return this.compRead(a!, k, n.start, n.end);
  }

  /** The vector a name is bound to, for assigning into it (its own local), or null with the reason reported. */
  assignableAgg(target: A.Node): AggValue | null {
    if (target.kind != NodeKind.Ident) {
      this.error(DiagCode.AssignToConst, target.start, target.end, "this value",
        " (only a named vector's components can be assigned: const v = ...; v[0] = x)");
      return null;
    }
    const name = (<A.Ident>target).name;
    const b = this.scope.find(name)!;
    const a = b.agg!;
    if (a.owner != this.fn) {
      this.error(DiagCode.AssignToConst, target.start, target.end, name,
        " (a variable of the kernel): device function '" + this.fn.name + "' can assign only its own locals; return the value instead");
      return null;
    }
    return a;
  }

  /** `p[1] = v`, `p.x += v`: one component (of an array's element `pos[i].x = v`: a store). */
  lowerComponentAssign(n: A.Assign, obj: A.Node, key: string, index: A.Node | null): Expr | null {
    const ref = this.refAgg(obj);
    if (ref) return this.lowerRefComponentAssign(n, ref!, key, index);
    if (this.hasErrors) return null;
    const a = this.assignableAgg(obj);
    if (!a) return null;
    const k = this.componentIndex(a!, key, index, n.target);
    if (k == -1) return null;
    if (k == -2) {
      this.error(DiagCode.AssignToConst, n.target.start, n.target.end, "length", " (a vector's size is fixed)");
      return null;
    }
    let value = this.lowerValue(n.value);
    if (!value) return null;
    const v = a!.vars[k];
    if (n.op != "=") {
      const op = binOpOf(n.op.substring(0, n.op.length - 1));
      value = this.binary(op, this.varExpr(v, n.target.start, n.target.end), value!, n.start, n.end);
    }
    this.fn.vars[v].assignCount++;
    this.fn.vars[v].isConst = false;
    return this.assignVar(v, value!, n.start, n.end);
  }

  /** `p = q` where p names a vector: a statement that assigns every component. */
  lowerAggAssign(n: A.Assign, out: Stmt[]): bool {
    this.pre = out;
    const dst = this.assignableAgg(n.target);
    if (!dst) return false;
    const name = (<A.Ident>n.target).name;
    if (n.op != "=") {
      this.error(DiagCode.AggregateMisuse, n.start, n.end, "'" + n.op + "' on a vector is not supported in kernels (JS would make a string)",
        "; assign its components, or use tack.vec3.add(a, b)");
      return false;
    }
    if (dst!.isRef) {
      this.error(DiagCode.AggregateMisuse, n.target.start, n.target.end,
        "'" + name + "' is a view of an element of '" + dst!.refName + "' (as in JS), and reassigning it would not change that element",
        "; assign the element itself, " + dst!.refName + "[i] = v, or declare a new name for the new value");
      return false;
    }
    if (dst!.shared) {
      this.error(DiagCode.AggregateMisuse, n.target.start, n.target.end,
        "'" + name + "' shares its value with another name (const q = p, or a parameter), and reassigning it would not change that one as it does in JS",
        "; declare a new name for the new value");
      return false;
    }
    const src = this.lowerAgg(n.value, "assigning to vector '" + name + "'");
    if (!src) return false;
    if (!this.sameShape(dst!, src!)) {
      this.error(DiagCode.AggregateMisuse, n.value.start, n.value.end,
        "'" + name + "' is " + dst!.describe() + " and this value is " + src!.describe(), "; a vector keeps its components");
      return false;
    }
    if (src == dst) return true;
    // through temporaries when the value reads the target: p = [p[1], p[0]] was already copied
    for (let k = 0; k < dst!.size; k++) {
      this.fn.vars[dst!.vars[k]].isConst = false;
      this.emitAssign(dst!.vars[k], this.compRead(src!, k, n.start, n.end), n.start, n.end);
    }
    return true;
  }

  // ---- arrays of vectors: pos[i] ------------------------------------------------------------

  /** The `vec` lines of the request: which parameters (`#i`) and object fields (`#i.pos`) are arrays of vectors. */
  vecKeys: string[] = [];
  vecWidths: i32[] = [];

  /** The vector width the request gives for `#i` / `#i.field`, or 0. */
  vecWidthOfKey(key: string): i32 {
    for (let i = 0; i < this.vecKeys.length; i++) if (this.vecKeys[i] == key) return this.vecWidths[i];
    return 0;
  }

  /** The width of the array of vectors that `n` names (a kernel parameter, or an object parameter's field), or 0. */
  vecArrayWidth(n: A.Node): i32 {
    if (this.vecKeys.length == 0) return 0;
    let root = n;
    const names = new Array<string>();
    while (root.kind == NodeKind.Member) {
      names.unshift((<A.Member>root).name);
      root = (<A.Member>root).object;
    }
    if (root.kind != NodeKind.Ident) return 0;
    if (names.length > 0 && this.objectPath(n).length == 0) return 0;
    const b = this.scope.find((<A.Ident>root).name);
    if (!b || b.kind != BindKind.Var) return 0;
    // a kernel parameter, or an inlined device function's parameter naming the caller's array
    if (names.length == 0 && b.owner != null) return b.owner!.vars[b.varIndex].vecWidth;
    if (b.owner != this.kernelFn) return 0;
    const v = this.kernelFn!.vars[b.varIndex];
    if (v.kind != VarKind.Param) return 0;
    // kernel parameters are its first variables, in order
    const key = "#" + b.varIndex.toString() + (names.length > 0 ? "." + names.join(".") : "");
    return this.vecWidthOfKey(key);
  }

  /** Shown name of an array of vectors (`pos`, `s.pos`). */
  arrayName(n: A.Node): string {
    if (n.kind == NodeKind.Ident) return (<A.Ident>n).name;
    if (n.kind == NodeKind.Member) return this.arrayName((<A.Member>n).object) + "." + (<A.Member>n).name;
    return "?";
  }

  /**
   * `pos[i]` of an array of vectors: a view of the element (no copy). An index that is a
   * scalar variable is used as it is (the bounds analysis then sees `j * 3 + k`, affine in the
   * loop's variable, and checks it per block); a name bound to the view (`const q = pos[j]`)
   * keeps the index it had then (lowerAggDecl). Any other index goes to a temporary first.
   */
  lowerVecElement(n: A.Index, w: i32): Lowered | null {
    const arr = this.arrayVar(n.object);
    if (arr < 0) return null;
    let index = -1;
    if (n.index.kind == NodeKind.Ident) {
      const b = this.scope.find((<A.Ident>n.index).name);
      if (b && b.kind == BindKind.Var && b.owner == this.fn) {
        const v = this.fn.vars[b.varIndex];
        if (!v.isArray && (v.kind == VarKind.LoopIndex || v.kind == VarKind.Local || v.kind == VarKind.Param)) index = b.varIndex;
      }
    }
    if (index < 0) {
      if (!this.requirePre(n, "an element of an array of vectors with a computed index")) return null;
      const e = this.lowerValue(n.index);
      if (!e) return null;
      index = this.newTemp();
      this.emitAssign(index, e!, n.index.start, n.index.end);
    }
    const a = new AggValue();
    a.owner = this.fn;
    a.refArray = arr;
    a.refIndex = index;
    a.refWidth = w;
    a.refName = this.arrayName(n.object);
    a.shared = true;
    const l = new Lowered();
    l.agg = a;
    return l;
  }

  /** The same view with an index that no later assignment changes: a loop index, a constant, else a copy in a temporary. */
  stableRef(a: AggValue, start: i32, end: i32): AggValue {
    const v = this.fn.vars[a.refIndex];
    if (v.kind == VarKind.LoopIndex || v.kind == VarKind.Temp || (v.isConst && v.kind == VarKind.Local)) return a;
    const r = new AggValue();
    r.owner = a.owner;
    r.refArray = a.refArray;
    r.refWidth = a.refWidth;
    r.refName = a.refName;
    r.shared = true;
    r.refIndex = this.newTemp();
    this.emitAssign(r.refIndex, this.varExpr(a.refIndex, start, end), start, end);
    return r;
  }

  /** Variable `v` of a reference's owner, as seen from this function (captured from the kernel in a device function). */
  refVar(a: AggValue, v: i32, start: i32, end: i32): i32 {
    if (a.owner == this.fn) return v;
    const b = new Binding();
    b.kind = BindKind.Var;
    b.varIndex = v;
    b.owner = a.owner;
    const kv = this.kernelFn!.vars[v];
    const c = this.captureVar(b, kv.name, start, end);
    if (kv.isArray) this.fn.vars[c].isArray = true;
    return c;
  }

  /** `index * width + k`: the flat index of component k of a reference. */
  refIndexExpr(a: AggValue, k: i32, start: i32, end: i32): Expr {
    const i = this.varExpr(this.refVar(a, a.refIndex, start, end), start, end);
    const base = this.binary(BinOp.Mul, i, this.constInt(<i64>a.refWidth, start, end), start, end);
    return k == 0 ? base : this.binary(BinOp.Add, base, this.constInt(<i64>k, start, end), start, end);
  }

  /** Stores `value` into component k of a reference (a statement's expression). */
  refStore(a: AggValue, k: i32, value: Expr, start: i32, end: i32): Expr | null {
    if (this.inPreamble) {
      this.error(DiagCode.PreambleWritesArray, start, end, a.refName);
      return null;
    }
    const st = new StoreExpr(ExprKind.Store, this.nextId(), start, end);
    st.varIndex = this.refVar(a, a.refArray, start, end);
    this.fn.vars[st.varIndex].written = true;
    st.index = this.refIndexExpr(a, k, start, end);
    st.value = value;
    return st;
  }

  /** The reference `obj` is (`pos[i]`, or a name bound to one), or null (no message) when it is none. */
  refAgg(obj: A.Node): AggValue | null {
    if (obj.kind == NodeKind.Ident) {
      const b = this.scope.find((<A.Ident>obj).name);
      return b && b.kind == BindKind.Agg && b.agg!.isRef ? b.agg : null;
    }
    if (obj.kind != NodeKind.Index || this.vecArrayWidth((<A.Index>obj).object) == 0) return null;
    const r = this.lowerAny(obj);
    return r && r.agg ? r.agg : null;
  }

  /** `pos[i].x = v`, `p[1] += v` where p = pos[i]: a store into the array. */
  lowerRefComponentAssign(n: A.Assign, a: AggValue, key: string, index: A.Node | null): Expr | null {
    const k = this.componentIndex(a, key, index, n.target);
    if (k == -1) return null;
    if (k == -2) {
      this.error(DiagCode.AssignToConst, n.target.start, n.target.end, "length", " (a vector's size is fixed)");
      return null;
    }
    let value = this.lowerValue(n.value);
    if (!value) return null;
    if (n.op != "=") {
      const op = binOpOf(n.op.substring(0, n.op.length - 1));
      value = this.binary(op, this.compRead(a, k, n.target.start, n.target.end), value!, n.start, n.end);
    }
    return this.refStore(a, k, value!, n.start, n.end);
  }

  /** `pos[i] = v` (a statement) on an array of vectors: every component stored. */
  lowerVecStore(n: A.Assign, out: Stmt[]): bool {
    this.pre = out;
    const ix = <A.Index>n.target;
    const name = this.arrayName(ix.object);
    if (n.op != "=") {
      this.error(DiagCode.AggregateMisuse, n.start, n.end, "'" + n.op + "' on a vector is not supported in kernels (JS would make a string)",
        "; write " + name + "[i] = tack.vec3.add(" + name + "[i], v)");
      return false;
    }
    // the element first, as JS evaluates pos[j] before the value
    const dst = this.lowerAny(ix);
    if (!dst || !dst.agg) return false;
    const d = this.stableRef(dst.agg!, ix.start, ix.end);
    const src = this.lowerAgg(n.value, "storing into '" + name + "[...]', an array of vectors,");
    if (!src) return false;
    if (src!.size != d.size || (src!.names != null && !src!.isRef)) {
      this.error(DiagCode.AggregateMisuse, n.value.start, n.value.end,
        "'" + name + "' holds vectors of " + d.size.toString() + " and this value is " + src!.describe(),
        "; store a vector of " + d.size.toString() + ", [x, y" + (d.size > 2 ? ", z" : "") + (d.size > 3 ? ", w" : "") + "]");
      return false;
    }
    // the value's components first (they may read the element being replaced), then the stores
    const vals = new Array<Expr>();
    for (let k = 0; k < d.size; k++) {
      if (src!.isRef) {
        const t = this.newTemp();
        this.emitAssign(t, this.compRead(src!, k, n.value.start, n.value.end), n.value.start, n.value.end);
        vals.push(this.varExpr(t, n.value.start, n.value.end));
      } else {
        vals.push(this.compRead(src!, k, n.value.start, n.value.end));
      }
    }
    for (let k = 0; k < d.size; k++) {
      const st = this.refStore(d, k, vals[k], n.start, n.end);
      if (!st) return false;
      this.emit(st!);
    }
    return true;
  }

  // ---- declarations ------------------------------------------------------------------------

  bindAgg(name: string, a: AggValue): void {
    const b = new Binding();
    b.kind = BindKind.Agg;
    b.agg = a;
    b.owner = this.fn;
    this.scope.names.set(name, b);
  }

  /** A local that holds one component, named after it for messages. */
  componentVar(name: string, isConst: bool, start: i32): i32 {
    const v = this.newVar(name, VarKind.Local, false, start);
    v.isConst = isConst;
    return this.fn.vars.length - 1;
  }

  /** `const p = <vector>`, `const [a, b] = v`, `const { x, y: b } = s`, `const r = f(v)` (f inlined). */
  lowerAggDecl(d: A.VarDecl, decl: A.Declarator, out: Stmt[]): bool {
    this.pre = out;
    const isConst = d.declKind == "const";
    const init = decl.init;
    if (!init) {
      this.error(DiagCode.AggregateMisuse, decl.start, decl.end, "a destructuring declaration needs a value", "");
      return false;
    }
    for (let i = 0; i < decl.names.length; i++) {
      if (this.scope.names.has(decl.names[i])) {
        this.error(DiagCode.Redeclared, decl.nameStarts[i], decl.nameStarts[i] + decl.names[i].length, decl.names[i]);
        return false;
      }
    }
    const r = this.lowerAny(init!);
    if (!r) return false;
    if (!decl.isPattern) {
      const name = decl.names[0];
      if (!r.agg) {
        // an inlined device function that returns a number
        const v = this.componentVar(name, isConst, decl.start);
        this.emitAssign(v, r.expr!, decl.start, init!.end);
        return true;
      }
      const src = r.agg!;
      if (src.isRef && src.owner == this.fn) {
        // `const p = pos[i]` is a view of the element, as JS's pos[i] is in the plain run: reads and writes go to the array
        this.bindAgg(name, this.stableRef(src, decl.start, decl.end));
        return true;
      }
      if (isConst && init!.kind == NodeKind.Ident && src.owner == this.fn) {
        // `const q = p` shares p's components, as JS shares the array
        src.shared = true;
        this.bindAgg(name, src);
        return true;
      }
      const a = new AggValue();
      a.owner = this.fn;
      a.names = src.names;
      for (let k = 0; k < src.size; k++) {
        const label = src.names ? name + "." + src.names![k] : name + "[" + k.toString() + "]";
        a.vars.push(this.componentVar(label, isConst, decl.start));
      }
      this.copyAgg(a, src, decl.start, init!.end);
      this.bindAgg(name, a);
      return true;
    }
    if (!r.agg) {
      this.error(DiagCode.AggregateMisuse, init!.start, init!.end, "destructuring needs a vector or object value, such as [x, y] or { x, y }", "");
      return false;
    }
    const src = r.agg!;
    for (let i = 0; i < decl.names.length; i++) {
      let k = i;
      if (decl.isObjectPattern) {
        k = src.field(decl.keys[i]);
        if (k < 0) {
          this.error(DiagCode.UnknownProperty, decl.nameStarts[i], decl.nameStarts[i] + decl.names[i].length, decl.keys[i], src.describe());
          return false;
        }
      } else if (src.names) {
        this.error(DiagCode.AggregateMisuse, decl.start, decl.end, "an array pattern [a, b] destructures a vector, and this value is " + src.describe(),
          "; write const { " + src.names![0] + " } = ...");
        return false;
      } else if (i >= src.size) {
        this.error(DiagCode.AggregateMisuse, decl.nameStarts[i], decl.nameStarts[i] + decl.names[i].length,
          "'" + decl.names[i] + "' has no component to take: the value is " + src.describe(), "");
        return false;
      }
      const v = this.componentVar(decl.names[i], isConst, decl.nameStarts[i]);
      this.emitAssign(v, this.compRead(src, k, decl.start, decl.end), decl.nameStarts[i], decl.end);
    }
    return true;
  }

  // ---- inlined device functions ------------------------------------------------------------

  /** Does the body need the run-once loop: a return anywhere but as its last statement? (`scan`: the body's) */
  needsReturnLoop(body: A.Node[], scan: AstScan): bool {
    if (scan.returns.length == 0) return false;
    if (scan.returns.length > 1) return true;
    return body.length == 0 || body[body.length - 1] != scan.returns[0];
  }

  inlineCall(n: A.Call, b: Binding, name: string): Lowered | null {
    const slot = this.fnSlots[b.fnSlot];
    const node = slot.node;
    if (n.args.length != node.params.length) {
      this.error(DiagCode.ArgumentCount, n.start, n.end, "device function '" + name + "'",
        node.params.length.toString() + " argument(s)", n.args.length.toString());
      return null;
    }
    if (!this.requirePre(n, "a call of '" + name + "', which takes or returns a vector,")) return null;
    if (this.inlineStack.includes(b.fnSlot)) {
      const names = new Array<string>();
      for (let i = this.inlineStack.indexOf(b.fnSlot); i < this.inlineStack.length; i++) names.push(this.fnSlots[this.inlineStack[i]].name);
      names.push(name);
      this.error(DiagCode.Recursion, n.start, n.end, name, names.join(" → "));
      return null;
    }
    // the arguments, in the caller, left to right
    const args = new Array<Lowered>();
    for (let i = 0; i < n.args.length; i++) {
      const w = this.vecArrayWidth(n.args[i]);
      if (w > 0) {
        // an array of vectors passes by reference, as in JS: the parameter names the caller's array
        const arr = this.arrayVar(n.args[i]);
        if (arr < 0) return null;
        this.fn.vars[arr].vecWidth = w;
        const l = new Lowered();
        l.array = arr;
        args.push(l);
        continue;
      }
      const a = this.lowerAny(n.args[i]);
      if (!a) return null;
      if (a.expr) {
        const t = this.newTemp();
        this.emitAssign(t, a.expr!, n.args[i].start, n.args[i].end);
        a.expr = this.varExpr(t, n.args[i].start, n.args[i].end);
      }
      args.push(a!);
    }
    const scan = this.bodyScan(slot);
    const outerPre = this.pre!;
    const savedScope = this.scope;
    const savedSource = this.sourceIndex;
    const savedLoop = this.loopDepth;
    const savedParallel = this.inParallelBody;
    const savedDevice = this.inDeviceFunction;
    const savedFlag = this.inlineFlag;
    const savedCtx = this.inlineCtx;
    this.scope = new Scope(slot.scope, true);
    this.sourceIndex = slot.sourceIndex;
    this.loopDepth = 0;
    this.inParallelBody = false;
    this.inDeviceFunction = true;
    this.inlineStack.push(b.fnSlot);
    const savedActive = this.inlineActive;
    this.inlineActive = true;
    const ctx = new InlineCtx(name);
    this.inlineCtx = ctx;
    let ok = true;
    // parameters: locals of the caller; a vector argument is shared unless the body reassigns the name
    for (let i = 0; i < node.params.length && ok; i++) {
      const p = node.params[i];
      const a = args[i];
      if (a.array >= 0) {
        if (scan.assigned.includes(p.name)) {
          this.error(DiagCode.NotSupported, p.start, p.end, "assigning '" + p.name + "', a parameter given an array of vectors, is",
            "; use another name for the new value");
          ok = false;
          break;
        }
        const ab = new Binding();
        ab.kind = BindKind.Var;
        ab.varIndex = a.array;
        ab.owner = this.fn;
        this.scope.names.set(p.name, ab);
      } else if (a.agg) {
        let value = a.agg!;
        if (scan.assigned.includes(p.name) || value.owner != this.fn) {
          const c = this.freshAgg(value.size, value.names);
          this.copyAgg(c, value, n.args[i].start, n.args[i].end);
          value = c;
        } else {
          value.shared = true;
        }
        this.bindAgg(p.name, value);
      } else {
        const v = this.componentVar(p.name, false, p.start);
        this.emitAssign(v, a.expr!, n.args[i].start, n.args[i].end);
      }
    }
    const wrap = this.needsReturnLoop(node.body, scan);
    const loop = new LoopStmt(StmtKind.Loop, n.start, n.end);
    this.inlineFlag = -1;
    if (wrap) {
      const flag = this.newTemp();
      this.emitAssign(flag, this.boolConst(false, n.start, n.end), n.start, n.end);
      this.inlineFlag = flag;
      loop.testFirst = false;
      loop.test = this.boolConst(false, n.start, n.end);
    }
    const target = wrap ? loop.body : outerPre;
    this.hoistFunctions(node.body);
    for (let i = 0; i < node.body.length && ok; i++) ok = this.lowerStatement(node.body[i], target);
    this.inlineStack.pop();
    this.scope = savedScope;
    this.sourceIndex = savedSource;
    this.loopDepth = savedLoop;
    this.inParallelBody = savedParallel;
    this.inDeviceFunction = savedDevice;
    this.inlineFlag = savedFlag;
    this.inlineCtx = savedCtx;
    this.inlineActive = savedActive;
    this.pre = outerPre;
    if (!ok) return null;
    if (wrap) outerPre.push(loop);
    if (ctx.resultIsAgg) return ofAgg(ctx.result);
    if (ctx.hasResult) return ofExpr(this.varExpr(ctx.resultVar, n.start, n.end));
    // no value returned: JS gives undefined; only a statement may use such a call
    return ofExpr(this.constInt(0, n.start, n.end));
  }

  boolConst(v: bool, start: i32, end: i32): ConstExpr {
    const c = new ConstExpr(ExprKind.Const, this.nextId(), start, end);
    c.constKind = ConstKind.Bool;
    c.bits = v ? 1 : 0;
    c.value = <f64>c.bits;
    return c;
  }

  /** `return v` inside an inlined function: assign the result, then leave the run-once loop. */
  lowerInlineReturn(s: A.Return, out: Stmt[]): bool {
    const ctx = this.inlineCtx!;
    this.pre = out;
    let value = s.value;
    if (value && value!.kind == NodeKind.Unary && (<A.Unary>value!).op == "void") {
      if (!this.lowerExprStatement((<A.Unary>value!).arg, out)) return false;
      this.pre = out;
      value = null;
    }
    if (value) {
      const r = this.lowerAny(value!);
      if (!r) return false;
      if (!ctx.hasResult) {
        ctx.hasResult = true;
        if (r.agg) {
          ctx.resultIsAgg = true;
          ctx.result = this.freshAgg(r.agg!.size, r.agg!.names);
        } else {
          ctx.resultVar = this.newTemp();
        }
      } else if ((r.agg != null) != ctx.resultIsAgg || (r.agg != null && !this.sameShape(ctx.result, r.agg!))) {
        this.error(DiagCode.AggregateMisuse, value!.start, value!.end,
          "device function '" + ctx.name + "' returns " + (ctx.resultIsAgg ? ctx.result.describe() : "a number") + " elsewhere and " +
            (r.agg ? r.agg!.describe() : "a number") + " here",
          "; every return of a function must give the same kind of value");
        return false;
      }
      if (r.agg) this.copyAgg(ctx.result, r.agg!, value!.start, value!.end);
      else this.emitAssign(ctx.resultVar, r.expr!, value!.start, value!.end);
    }
    if (this.inlineFlag >= 0) {
      if (this.loopDepth > 0) this.emitAssign(this.inlineFlag, this.boolConst(true, s.start, s.end), s.start, s.end);
      out.push(new Stmt(StmtKind.Break, s.start, s.end));
    }
    return true;
  }

  // ---- constant tables -----------------------------------------------------------------------

  /** Collects the names indexed by a variable anywhere in the kernel and its functions. */
  scanTables(body: A.Node[]): void {
    const scan = new AstScan();
    scan.intoFunctions = true;
    scan.body(body);
    for (let i = 0; i < scan.dynIndexed.length; i++) this.dynIndexed.push(scan.dynIndexed[i]);
  }

  /**
   * `const T = [c0, c1, ...]` of constants, indexed by a variable somewhere: a table, or null
   * (no message) when the declaration is not one. Integers that fit i32 make an i32 table, else
   * ones that fit u32 (hash and CRC tables) a u32 table; any other number an f64 one (the plain
   * run's doubles); bigints an i64 one.
   */
  literalTable(name: string, init: A.Node, always: bool = false): ConstTable | null {
    if (init.kind != NodeKind.ArrayLit || !(always || this.dynIndexed.includes(name))) return null;
    const lit = <A.ArrayLit>init;
    if (lit.elements.length == 0 || lit.elements.length > MAX_LOCAL_ARRAY) return null;
    const values = new Array<ConstExpr>();
    let allInt32 = true, allUint32 = true, anyBig = false, anyFloat = false;
    for (let i = 0; i < lit.elements.length; i++) {
      const el = lit.elements[i];
      if (this.staticAgg(el)) return null;
      const c = this.constantOrNull(el);
      if (!c || c.constKind == ConstKind.Bool) return null;
      if (c.constKind == ConstKind.BigInt) anyBig = true;
      else if (c.constKind == ConstKind.Float) anyFloat = true;
      else {
        if (c.bits < -2147483648 || c.bits > 2147483647) allInt32 = false;
        if (c.bits < 0 || c.bits > 4294967295) allUint32 = false;
      }
      values.push(c);
    }
    if (anyBig && (anyFloat || values.length == 0)) return null;
    const t = anyBig ? Type.i64 : anyFloat ? Type.f64 : allInt32 ? Type.i32 : allUint32 ? Type.u32 : Type.f64;
    return new ConstTable(name, t, values);
  }

  bindTable(name: string, t: ConstTable): void {
    const b = new Binding();
    b.kind = BindKind.Table;
    b.table = t;
    b.owner = this.fn;
    this.scope.names.set(name, b);
  }

  /** The local array holding `t` in this function, made (at the function's start) on first use. */
  tableVar(t: ConstTable, start: i32, end: i32): i32 {
    for (let i = 0; i < this.tableFns.length; i++) if (this.tableFns[i] == this.fn && this.tableOfs[i] == t) return this.tableVars[i];
    const prev = this.scope.names.has(t.name) ? this.scope.names.get(t.name) : null;
    const v = this.newVar(t.name, VarKind.LocalArray, true, start);
    // the name stays bound to the table
    if (prev) this.scope.names.set(t.name, prev!);
    else this.scope.names.delete(t.name);
    v.elementType = t.elemType;
    v.arrayLength = t.values.length;
    v.isConst = true;
    this.feature(Feature.LocalArray, start);
    const vi = this.fn.vars.length - 1;
    const init = new Array<Stmt>();
    const st = new LocalArrayStmt(StmtKind.LocalArray, start, end);
    st.varIndex = vi;
    init.push(st);
    for (let i = 0; i < t.values.length; i++) {
      const c = t.values[i];
      if (c.constKind == ConstKind.Int && c.bits == 0) continue; // zero-filled already
      const s = new StoreExpr(ExprKind.Store, this.nextId(), start, end);
      s.varIndex = vi;
      s.index = this.constInt(<i64>i, start, end);
      s.value = this.copyConst(c, start, end);
      init.push(this.exprStmt(s));
    }
    v.written = true;
    const body = this.fn == this.kernelFn ? this.template!.preamble : this.fn.body;
    for (let i = init.length - 1; i >= 0; i--) body.unshift(init[i]);
    this.tableFns.push(this.fn);
    this.tableOfs.push(t);
    this.tableVars.push(vi);
    return vi;
  }

  /** `T[k]`: a constant for a constant k, else a load from the table's local array (bounds-checked). */
  lowerTableIndex(t: ConstTable, n: A.Index): Expr | null {
    if (this.foldInt(n.index)) {
      const k = this.folded;
      if (k >= 0 && k < <i64>t.values.length) return this.copyConst(t.values[<i32>k], n.start, n.end);
    }
    const index = this.lowerValue(n.index);
    if (!index) return null;
    const e = new LoadExpr(ExprKind.Load, this.nextId(), n.start, n.end);
    e.varIndex = this.tableVar(t, n.start, n.end);
    e.index = index;
    return e;
  }

  // ---- tack.vec2 / vec3 / vec4 ---------------------------------------------------------------

  /** The width of a `tack.vecN.op` / `vecN.op` callee (2 to 4), setting `vecOp`; 0 if it is none. */
  vecHelper(callee: A.Node): i32 {
    let c = callee;
    if (c.kind == NodeKind.Seq) {
      const s = <A.Seq>c;
      if (s.exprs.length != 2 || s.exprs[0].kind != NodeKind.Number) return 0;
      c = s.exprs[1];
    }
    if (c.kind != NodeKind.Member) return 0;
    const m = <A.Member>c;
    const op = VEC_HELPERS.indexOf(m.name);
    if (op < 0) return 0;
    let ns = "";
    let root: A.Node = m.object;
    if (root.kind == NodeKind.Member) {
      ns = (<A.Member>root).name;
      root = (<A.Member>root).object;
      if (root.kind != NodeKind.Ident) return 0;
    } else if (root.kind == NodeKind.Ident) {
      ns = (<A.Ident>root).name;
    } else return 0;
    if (ns != "vec2" && ns != "vec3" && ns != "vec4") return 0;
    const b = this.scope.find((<A.Ident>root).name);
    if (b && b.kind != BindKind.Const) return 0;
    this.vecOp = op;
    return <i32>(ns.charCodeAt(3) - 48);
  }

  /** A vector argument of a helper: `w` components, no names. */
  vecArg(n: A.Node, w: i32, shown: string): AggValue | null {
    const a = this.lowerAgg(n, shown);
    if (!a) return null;
    if (a!.size != w || a!.names) {
      this.error(DiagCode.AggregateMisuse, n.start, n.end, shown + " takes vectors of " + w.toString() + " ([x, y" + (w > 2 ? ", z" : "") + (w > 3 ? ", w" : "") + "])",
        ", and this is " + a!.describe());
      return null;
    }
    return a;
  }

  /** A number argument of a helper, in a temporary (it is read once per component). */
  vecScalar(n: A.Node): i32 {
    const e = this.lowerValue(n);
    if (!e) return -1;
    const t = this.newTemp();
    this.emitAssign(t, e!, n.start, n.end);
    return t;
  }

  lowerVecHelper(c: A.Call, w: i32, op: i32): Lowered | null {
    const name = VEC_HELPERS[op];
    const shown = "tack.vec" + w.toString() + "." + name + "()";
    const kinds = VEC_ARGS[op];
    if (c.args.length != kinds.length) {
      this.error(DiagCode.ArgumentCount, c.start, c.end, shown, kinds.length.toString() + " argument(s)", c.args.length.toString());
      return null;
    }
    if (name == "cross" && w != 3) {
      this.error(DiagCode.AggregateMisuse, c.start, c.end, "cross() is defined for tack.vec3 only", "");
      return null;
    }
    if (VEC_RETURNS[op] && !this.requirePre(c, shown)) return null;
    const vecs = new Array<AggValue>();
    const nums = new Array<i32>();
    for (let i = 0; i < kinds.length; i++) {
      if (kinds.charCodeAt(i) == 118) { // 'v'
        const a = this.vecArg(c.args[i], w, shown);
        if (!a) return null;
        vecs.push(a!);
      } else {
        if (!this.requirePre(c, shown)) return null;
        const t = this.vecScalar(c.args[i]);
        if (t < 0) return null;
        nums.push(t);
      }
    }
    const s = c.start, e = c.end;
    if (name == "dot") return ofExpr(this.dotOf(vecs[0], vecs[1], s, e));
    if (name == "length") return ofExpr(this.sqrtOf(this.dotOf(vecs[0], vecs[0], s, e), s, e));
    if (name == "distance") {
      let sum: Expr | null = null;
      for (let k = 0; k < w; k++) {
        const d1 = this.binary(BinOp.Sub, this.compRead(vecs[0], k, s, e), this.compRead(vecs[1], k, s, e), s, e);
        const d2 = this.binary(BinOp.Sub, this.compRead(vecs[0], k, s, e), this.compRead(vecs[1], k, s, e), s, e);
        const sq = this.binary(BinOp.Mul, d1, d2, s, e);
        sum = sum ? this.binary(BinOp.Add, sum!, sq, s, e) : sq;
      }
      return ofExpr(this.sqrtOf(sum!, s, e));
    }
    const r = this.freshAgg(w, null);
    if (name == "normalize") {
      const len = this.newTemp();
      this.emitAssign(len, this.sqrtOf(this.dotOf(vecs[0], vecs[0], s, e), s, e), s, e);
      for (let k = 0; k < w; k++) {
        this.emitAssign(r.vars[k], this.binary(BinOp.Div, this.compRead(vecs[0], k, s, e), this.varExpr(len, s, e), s, e), s, e);
      }
      return ofAgg(r);
    }
    if (name == "cross") {
      // [a1 b2 - a2 b1, a2 b0 - a0 b2, a0 b1 - a1 b0]
      for (let k = 0; k < 3; k++) {
        const i1 = (k + 1) % 3, i2 = (k + 2) % 3;
        const l = this.binary(BinOp.Mul, this.compRead(vecs[0], i1, s, e), this.compRead(vecs[1], i2, s, e), s, e);
        const rr = this.binary(BinOp.Mul, this.compRead(vecs[0], i2, s, e), this.compRead(vecs[1], i1, s, e), s, e);
        this.emitAssign(r.vars[k], this.binary(BinOp.Sub, l, rr, s, e), s, e);
      }
      return ofAgg(r);
    }
    for (let k = 0; k < w; k++) {
      let v: Expr;
      const a = this.compRead(vecs[0], k, s, e);
      if (name == "add") v = this.binary(BinOp.Add, a, this.compRead(vecs[1], k, s, e), s, e);
      else if (name == "sub") v = this.binary(BinOp.Sub, a, this.compRead(vecs[1], k, s, e), s, e);
      else if (name == "mul") v = this.binary(BinOp.Mul, a, this.compRead(vecs[1], k, s, e), s, e);
      else if (name == "scale") v = this.binary(BinOp.Mul, a, this.varExpr(nums[0], s, e), s, e);
      else if (name == "neg") v = this.unary(UnOp.Neg, a, s, e);
      else if (name == "mix") {
        // a + (b - a) * t
        const d = this.binary(BinOp.Sub, this.compRead(vecs[1], k, s, e), this.compRead(vecs[0], k, s, e), s, e);
        v = this.binary(BinOp.Add, a, this.binary(BinOp.Mul, d, this.varExpr(nums[0], s, e), s, e), s, e);
      } else {
        // clamp: Math.min(Math.max(a, lo), hi)
        const mx = this.intrinsic2(Intr.Max, a, this.varExpr(nums[0], s, e), s, e);
        v = this.intrinsic2(Intr.Min, mx, this.varExpr(nums[1], s, e), s, e);
      }
      this.emitAssign(r.vars[k], v, s, e);
    }
    return ofAgg(r);
  }

  dotOf(a: AggValue, b: AggValue, s: i32, e: i32): Expr {
    let sum: Expr | null = null;
    for (let k = 0; k < a.size; k++) {
      const p = this.binary(BinOp.Mul, this.compRead(a, k, s, e), this.compRead(b, k, s, e), s, e);
      sum = sum ? this.binary(BinOp.Add, sum!, p, s, e) : p;
    }
    return sum!;
  }

  sqrtOf(x: Expr, s: i32, e: i32): Expr {
    const c = new IntrinsicExpr(ExprKind.Intrinsic, this.nextId(), s, e);
    c.intr = Intr.Sqrt;
    c.args.push(x);
    return c;
  }

  intrinsic2(id: Intr, a: Expr, b: Expr, s: i32, e: i32): Expr {
    const c = new IntrinsicExpr(ExprKind.Intrinsic, this.nextId(), s, e);
    c.intr = id;
    c.args.push(a);
    c.args.push(b);
    return c;
  }
}
