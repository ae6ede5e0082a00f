/**
 * @fileoverview The lowerer's base layer (lower.ts describes the chain): the state every
 * layer reads (the function being lowered, the scope chain, device-function slots, where in
 * the kernel lowering is), new variables, intrinsic lookup with shadowing, integer folding on
 * the syntax tree, captures of kernel variables, and the IR node builders. Nothing here
 * lowers a node, so this layer calls no layer above it.
 */

import * as A from "../ast";
import { NodeKind } from "../ast";
import { DiagCode, Diagnostic, DiagnosticEmitter } from "../diagnostics";
import { findIntrinsic, Intr, IntrinsicRow, structuralRow } from "../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, ConstExpr, ConstKind, Expr, ExprKind, ExprStmt, Feature,
  IfStmt, IRFunction, Stmt, StmtKind, Template, UnaryExpr, UnOp, Var, VarExpr, VarKind,
} from "../ir";
import { Binding, BindKind, CalleeName, calleeName, FnSlot, Scope, ScopeConst, ScopeFunction, ScopeTable } from "./scope";

export class LowerBase extends DiagnosticEmitter {
  template: Template | null = null;
  fn: IRFunction = new IRFunction("", 0, 0);
  scope: Scope = new Scope(null, true);
  globals: Scope = new Scope(null, true);
  kernelScope: Scope | null = null;
  fnSlots: FnSlot[] = [];
  loopDepth: i32 = 0;
  inPreamble: bool = false;
  inDeviceFunction: bool = false;
  /** Lowering the parallel loop's body (loopDepth 0 there is still inside that loop). */
  inParallelBody: bool = false;
  /** The kernel's own IRFunction (captures refer to its variables). */
  kernelFn: IRFunction | null = null;
  /**
   * Where an expression being lowered may put statements that run before it (an inlined
   * device function, a vector value's components): the statement list of the enclosing
   * statement, or null where the expression is evaluated conditionally or repeatedly (a branch
   * of ?:, the right of && and ||, a loop's test or update).
   */
  pre: Stmt[] | null = null;
  /** Inside an inlined device function whose body needs its early-return flag: that flag's variable, else -1. */
  inlineFlag: i32 = -1;
  /** Lowering the body of an inlined device function (aggregates.ts): its returns assign its result. */
  inlineActive: bool = false;
  /**
   * Module-level names whose declarations are not kernel language (A.Program.foreign, and
   * constants that do not fold), with why: the kernel reading one gets that reason, at the
   * declaration, instead of "unknown name".
   */
  foreign: Map<string, Diagnostic> = new Map<string, Diagnostic>();

  constructor(consts: ScopeConst[], functions: ScopeFunction[], tables: ScopeTable[] = []) {
    super();
    this.globals = new Scope(null, true);
    this.scope = this.globals;
    for (let i = 0; i < tables.length; i++) {
      const b = new Binding();
      b.kind = BindKind.Table;
      b.table = tables[i].table;
      this.globals.names.set(tables[i].name, b);
    }
    for (let i = 0; i < consts.length; i++) {
      const b = new Binding();
      b.kind = BindKind.Const;
      b.constValue = consts[i].value;
      this.globals.names.set(consts[i].name, b);
    }
    for (let i = 0; i < functions.length; i++) {
      const f = functions[i];
      this.declareFunction(this.globals, f.name, f.node, f.sourceIndex);
    }
  }

  /** A name no scope declares: the reason its module-level declaration was read past, else unknown. */
  unknownName(name: string, start: i32, end: i32): void {
    if (this.foreign.has(name)) {
      // at the declaration's own mistake, saying which name led there
      const d = this.foreign.get(name);
      this.diagnostics.push(new Diagnostic(d.code, d.start, d.end, d.message + " (in '" + name + "', which the kernel uses)", d.sourceIndex));
      return;
    }
    this.error(DiagCode.UnknownName, start, end, name);
  }

  declareFunction(scope: Scope, name: string, node: A.FunctionNode, sourceIndex: i32): void {
    const b = new Binding();
    b.kind = BindKind.Func;
    b.fnSlot = this.fnSlots.length;
    this.fnSlots.push(new FnSlot(node, sourceIndex, scope, name));
    scope.names.set(name, b);
  }

  /** Index of the device function for a call, lowering it on first use. */
  functionIndex(slot: i32): i32 {
    const s = this.fnSlots[slot];
    if (s.index >= 0) return s.index;
    const t = this.template!;
    s.index = t.functions.length;
    t.functions.push(new IRFunction(s.name, s.node.start, s.sourceIndex));
    return s.index;
  }

  newVar(name: string, kind: VarKind, isArray: bool, start: i32): Var {
    const v = new Var(name, kind, isArray, start);
    this.fn.vars.push(v);
    const b = new Binding();
    b.kind = BindKind.Var;
    b.varIndex = this.fn.vars.length - 1;
    b.owner = this.fn;
    if (kind != VarKind.Temp && kind != VarKind.Capture) this.scope.names.set(name, b);
    return v;
  }

  newTemp(): i32 {
    const v = new Var("t" + this.fn.vars.length.toString(), VarKind.Temp, false, 0);
    this.fn.vars.push(v);
    return this.fn.vars.length - 1;
  }

  /** A device function reads a kernel variable: bind it to a hidden parameter. */
  captureVar(b: Binding, name: string, start: i32, end: i32): i32 {
    const f = this.fn;
    for (let i = 0; i < f.captureOuter.length; i++) {
      if (f.captureOuter[i] == b.varIndex) return f.captureInner[i];
    }
    const kv = this.kernelFn!.vars[b.varIndex];
    // The hidden parameter passes the value at the call; a variable that holds more than one
    // value (a parameter assigned, a local assigned again) is a closure over mutable state.
    if (!kv.isArray && (kv.kind == VarKind.Param ? kv.assignCount > 0 : kv.assignCount > 1)) {
      this.error(DiagCode.CapturesMutable, start, end, f.name, name);
    }
    const v = new Var(name, VarKind.Capture, kv.isArray, start);
    f.vars.push(v);
    const inner = f.vars.length - 1;
    f.captureOuter.push(b.varIndex);
    f.captureInner.push(inner);
    return inner;
  }

  // ---- intrinsic names ---------------------------------------------------------------------

  /** The intrinsic a callee names (intrinsics.ts), or null: a local binding shadows a bare name or a namespace. */
  intrinsicOf(c: CalleeName | null): IntrinsicRow | null {
    if (!c) return null;
    if (this.scope.find(c.qualified ? c.namespace : c.name) != null) return null;
    return findIntrinsic(c.namespace, c.name);
  }

  isIntrinsic(c: CalleeName | null, id: Intr): bool {
    const r = this.intrinsicOf(c);
    return r != null && r.id == id;
  }

  /** Does the callee spell a structural intrinsic's name, shadowed or not (for messages that explain a shadowing)? */
  spells(c: CalleeName | null, id: Intr): bool {
    if (!c) return false;
    const r = structuralRow(c.name);
    return r != null && r.id == id;
  }

  // ---- static constants: `Params.G` -------------------------------------------------------

  /**
   * `Params.G` (or `Params.Sub.K`), a static constant of a class (or a field of a plain object)
   * that `scope` binds: the request names it with its dots. The binding (a constant or a table),
   * or null when `n` is no such name or its root is a name the kernel binds itself.
   */
  staticBinding(n: A.Node): Binding | null {
    if (n.kind != NodeKind.Member) return null;
    const names = new Array<string>();
    let root: A.Node = n;
    while (root.kind == NodeKind.Member) {
      names.unshift((<A.Member>root).name);
      root = (<A.Member>root).object;
    }
    if (root.kind != NodeKind.Ident) return null;
    const rootName = (<A.Ident>root).name;
    const own = this.scope.find(rootName);
    if (own != null && own.kind != BindKind.Const) return null;
    const b = this.globals.names.has(rootName + "." + names.join(".")) ? this.globals.names.get(rootName + "." + names.join(".")) : null;
    return b != null && (b.kind == BindKind.Const || b.kind == BindKind.Table) ? b : null;
  }

  // ---- integer constants on the syntax tree ------------------------------------------------

  /** The value of the last successful foldInt. */
  folded: i64 = 0;

  /**
   * Folds an integer constant expression on the syntax tree: integer literals, scope
   * constants, `const` locals that are themselves such expressions, unary `-`/`+`, and
   * + - * % << >> >>> & | ^ and exact `/`. True with the value in `folded`; false (no message)
   * for anything else, so callers say what they need. Overflow past 2^53 is not constant.
   */
  foldInt(n: A.Node): bool {
    switch (n.kind) {
      case NodeKind.Number: {
        const v = (<A.NumberLit>n).value;
        if (Math.floor(v) != v || Math.abs(v) > 9007199254740991.0) return false;
        this.folded = <i64>v;
        return true;
      }
      case NodeKind.Ident: {
        const b = this.scope.find((<A.Ident>n).name);
        if (!b) return false;
        if (b.kind == BindKind.Const) {
          const c = b.constValue!;
          if (c.constKind != ConstKind.Int) return false;
          this.folded = c.bits;
          return true;
        }
        if (b.kind != BindKind.Var) return false;
        const v = b.owner!.vars[b.varIndex];
        if (!v.knownInt) return false;
        this.folded = v.knownValue;
        return true;
      }
      case NodeKind.Member: {
        const sb = this.staticBinding(n);
        if (!sb || sb.kind != BindKind.Const || sb.constValue!.constKind != ConstKind.Int) return false;
        this.folded = sb.constValue!.bits;
        return true;
      }
      case NodeKind.Unary: {
        const u = <A.Unary>n;
        if ((u.op != "-" && u.op != "+") || !this.foldInt(u.arg)) return false;
        if (u.op == "-") this.folded = -this.folded;
        return true;
      }
      case NodeKind.Binary: {
        const b = <A.Binary>n;
        if (!this.foldInt(b.left)) return false;
        const l = this.folded;
        if (!this.foldInt(b.right)) return false;
        const r = this.folded;
        return this.foldBinary(b.op, l, r);
      }
      default:
        return false;
    }
  }

  foldBinary(op: string, l: i64, r: i64): bool {
    let v: i64 = 0;
    if (op == "+") v = l + r;
    else if (op == "-") v = l - r;
    else if (op == "*") v = l * r;
    else if (op == "/") {
      if (r == 0 || l % r != 0) return false; // JS gives a fraction or Infinity: not an integer constant
      v = l / r;
    } else if (op == "%") {
      if (r == 0) return false;
      v = l % r;
    } else if (op == "<<") v = <i64>(<i32>l << (<i32>r & 31));
    else if (op == ">>") v = <i64>(<i32>l >> (<i32>r & 31));
    else if (op == ">>>") v = <i64>(<u32>l >>> (<u32>r & 31));
    else if (op == "&") v = <i64>(<i32>l & <i32>r);
    else if (op == "|") v = <i64>(<i32>l | <i32>r);
    else if (op == "^") v = <i64>(<i32>l ^ <i32>r);
    else return false;
    if (v > 9007199254740991 || v < -9007199254740991) return false;
    this.folded = v;
    return true;
  }

  // ---- notes for messages, features --------------------------------------------------------

  /** Remembers a `?:` or device-function initializer, so indexing the local can say what it really holds. */
  noteInitializer(v: Var, init: A.Node): void {
    if (init.kind == NodeKind.Cond) v.initNote = "?:";
    if (init.kind != NodeKind.Call) return;
    const c = calleeName((<A.Call>init).callee);
    if (!c || c.qualified) return;
    const b = this.scope.find(c.name);
    if (b && b.kind == BindKind.Func) v.initNote = "call " + c.name;
  }

  /** The hint for indexing something that is not a named array, naming what it is. */
  notIndexableHint(v: Var | null, n: A.Node): string {
    const what = v ? v.initNote : n.kind == NodeKind.Cond ? "?:" : n.kind == NodeKind.Call ? "call" : "";
    if (what == "?:") {
      return ": choosing an array with ?: is not supported in kernels; index each array in its branch, (c ? x[i] : y[i])";
    }
    if (what.startsWith("call")) {
      return ": device functions return one number (array and object literals cannot be returned yet); " +
        "write the values into an array argument, or return each component from its own function";
    }
    return "";
  }

  feature(bit: Feature, start: i32): void {
    const t = this.template!;
    if ((t.features & bit) == 0) {
      t.features |= bit;
      const slot = <i32>ctz<u32>(<u32>bit);
      t.featureStarts[slot] = start;
    }
  }

  // ---- IR builders -------------------------------------------------------------------------

  nextId(): i32 {
    return this.fn.exprCount++;
  }

  constInt(v: i64, start: i32, end: i32): ConstExpr {
    const c = new ConstExpr(ExprKind.Const, this.nextId(), start, end);
    c.constKind = ConstKind.Int;
    c.bits = v;
    c.value = <f64>v;
    return c;
  }

  constFloat(v: f64, start: i32, end: i32): ConstExpr {
    const c = new ConstExpr(ExprKind.Const, this.nextId(), start, end);
    c.constKind = ConstKind.Float;
    c.value = v;
    return c;
  }

  /** A fresh copy of a scope constant, with an id of this function. */
  copyConst(src: ConstExpr, start: i32, end: i32): ConstExpr {
    const c = new ConstExpr(ExprKind.Const, this.nextId(), start, end);
    c.constKind = src.constKind;
    c.value = src.value;
    c.bits = src.bits;
    return c;
  }

  varExpr(index: i32, start: i32, end: i32): VarExpr {
    const e = new VarExpr(ExprKind.Var, this.nextId(), start, end);
    e.varIndex = index;
    return e;
  }

  unary(op: UnOp, arg: Expr, start: i32, end: i32): Expr {
    const u = new UnaryExpr(ExprKind.Unary, this.nextId(), start, end);
    u.op = op;
    u.arg = arg;
    return u;
  }

  binary(op: i32, l: Expr, r: Expr, start: i32, end: i32): Expr {
    const b = new BinaryExpr(ExprKind.Binary, this.nextId(), start, end);
    b.op = <BinOp>op;
    b.left = l;
    b.right = r;
    return b;
  }

  assignVar(index: i32, value: Expr, start: i32, end: i32): Expr {
    const a = new AssignVarExpr(ExprKind.AssignVar, this.nextId(), start, end);
    a.varIndex = index;
    a.value = value;
    return a;
  }

  /** After a loop inside an inlined function's body: leave the next loop out too once a return set the flag. */
  afterLoop(out: Stmt[], start: i32, end: i32): void {
    if (this.inlineFlag < 0) return;
    const st = new IfStmt(StmtKind.If, start, end);
    st.test = this.varExpr(this.inlineFlag, start, end);
    st.then.push(new Stmt(StmtKind.Break, start, end));
    out.push(st);
  }

  exprStmt(e: Expr): Stmt {
    const s = new ExprStmt(StmtKind.Expr, e.start, e.end);
    s.expr = e;
    return s;
  }

}

/** Remembers where a kernel parameter is first used as an array, for the error if the call passes a scalar. */
export function noteArrayUse(v: Var, start: i32, end: i32): void {
  if (v.arrayUseEnd >= 0) return;
  v.arrayUseStart = start;
  v.arrayUseEnd = end;
}
