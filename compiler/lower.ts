/**
 * @fileoverview Lowering: syntax tree → IR template (ir.ts). Resolves every name (locals,
 * parameters, device functions, scope constants, intrinsics — bare or namespace-qualified),
 * splits the kernel into preamble and parallel loop, removes sugar, lifts device functions'
 * reads of kernel variables into hidden parameters, and refuses what the kernel language
 * does not accept, each refusal at its range.
 *
 * One `lowerX` per node kind (STYLE.md 3); the default cases refuse.
 */

import * as A from "./ast";
import { NodeKind } from "./ast";
import { DiagCode, DiagnosticEmitter } from "./diagnostics";
import { castDtype, findIntrinsic, Intr, IntrinsicRow, IntrKind, structuralRow } from "./intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, CommaExpr, CondExpr, ConstExpr, ConstKind, Expr,
  ExprKind, ExprStmt, Feature, IfStmt, IntrinsicExpr, IRFunction, LengthExpr, LoadExpr,
  LocalArrayStmt, LogicalExpr, LoopStmt, RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr,
  Template, UnaryExpr, UnOp, Var, VarExpr, VarKind,
} from "./ir";
import { Type } from "./types";
import { IRVisitor } from "./visit";

/** Largest localArray, in elements: private scratch must stay small. */
export const MAX_LOCAL_ARRAY: i32 = 65536;

export const enum BindKind {
  Var,
  Func,
  Const,
}

export class Binding {
  kind: BindKind = BindKind.Var;
  varIndex: i32 = 0;
  /** Func: index into Lowerer.fnNodes. */
  fnSlot: i32 = 0;
  constValue: ConstExpr | null = null;
  /** Declared in the kernel's own scope chain (captures are computed against it). */
  owner: IRFunction | null = null;
}

class Scope {
  names: Map<string, Binding> = new Map();
  constructor(public parent: Scope | null, public isFunctionTop: bool) {}

  find(name: string): Binding | null {
    let s: Scope | null = this;
    while (s) {
      if (s.names.has(name)) return s.names.get(name);
      s = s.parent;
    }
    return null;
  }
}

/** A device function known by name, lowered on first call. */
class FnSlot {
  index: i32 = -1; // index in Template.functions once lowered
  lowered: bool = false;
  constructor(
    public node: A.FunctionNode,
    public sourceIndex: i32,
    /** The scope it was declared in (globals for module/scope functions, the kernel's for nested). */
    public scope: Scope,
    public name: string,
  ) {}
}

/** Scope constant from the request. */
export class ScopeConst {
  constructor(public name: string, public value: ConstExpr) {}
}

export class ScopeFunction {
  constructor(public name: string, public node: A.FunctionNode, public sourceIndex: i32) {}
}

function binOpOf(op: string): i32 {
  if (op == "+") return BinOp.Add;
  if (op == "-") return BinOp.Sub;
  if (op == "*") return BinOp.Mul;
  if (op == "/") return BinOp.Div;
  if (op == "%") return BinOp.Rem;
  if (op == "**") return BinOp.Pow;
  if (op == "<<") return BinOp.Shl;
  if (op == ">>") return BinOp.Shr;
  if (op == ">>>") return BinOp.UShr;
  if (op == "&") return BinOp.And;
  if (op == "|") return BinOp.Or;
  if (op == "^") return BinOp.Xor;
  if (op == "==" || op == "===") return BinOp.Eq;
  if (op == "!=" || op == "!==") return BinOp.Ne;
  if (op == "<") return BinOp.Lt;
  if (op == "<=") return BinOp.Le;
  if (op == ">") return BinOp.Gt;
  if (op == ">=") return BinOp.Ge;
  return -1;
}

/** `x`, `ns.x`, `a.b.x` or esbuild's `(0, ns.x)`: the called name and whether it is qualified. */
class CalleeName {
  name: string = "";
  namespace: string = ""; // "" bare; the root identifier otherwise
  qualified: bool = false;
  start: i32 = 0;
  end: i32 = 0;
}

function calleeName(n: A.Node): CalleeName | null {
  if (n.kind == NodeKind.Seq) {
    const s = <A.Seq>n;
    if (s.exprs.length == 2 && s.exprs[0].kind == NodeKind.Number) return calleeName(s.exprs[1]);
    return null;
  }
  const c = new CalleeName();
  c.start = n.start;
  c.end = n.end;
  if (n.kind == NodeKind.Ident) {
    c.name = (<A.Ident>n).name;
    return c;
  }
  if (n.kind == NodeKind.Member) {
    const m = <A.Member>n;
    let root = m.object;
    while (root.kind == NodeKind.Member) root = (<A.Member>root).object;
    if (root.kind != NodeKind.Ident) return null;
    c.name = m.name;
    c.namespace = (<A.Ident>root).name;
    c.qualified = true;
    return c;
  }
  return null;
}

export class Lowerer extends DiagnosticEmitter {
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

  constructor(consts: ScopeConst[], functions: ScopeFunction[]) {
    super();
    this.globals = new Scope(null, true);
    this.scope = this.globals;
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

  declareFunction(scope: Scope, name: string, node: A.FunctionNode, sourceIndex: i32): void {
    const b = new Binding();
    b.kind = BindKind.Func;
    b.fnSlot = this.fnSlots.length;
    this.fnSlots.push(new FnSlot(node, sourceIndex, scope, name));
    scope.names.set(name, b);
  }

  // ---- entry -------------------------------------------------------------------------------

  lowerProgram(prog: A.Program): Template | null {
    for (let i = 0; i < prog.constNames.length; i++) {
      const c = this.foldConstant(prog.constValues[i]);
      if (!c) return null;
      const b = new Binding();
      b.kind = BindKind.Const;
      b.constValue = c;
      this.globals.names.set(prog.constNames[i], b);
    }
    for (let i = 0; i < prog.functions.length; i++) {
      const f = prog.functions[i];
      this.declareFunction(this.globals, f.name, f, 0);
    }
    const k = prog.kernel!;
    const kfn = new IRFunction(k.name, k.start, 0);
    this.kernelFn = kfn;
    const t = new Template(kfn);
    this.template = t;
    this.fn = kfn;
    this.scope = new Scope(this.globals, true);
    this.kernelScope = this.scope;
    for (let i = 0; i < k.params.length; i++) {
      const p = k.params[i];
      if (this.scope.names.has(p.name)) {
        this.error(DiagCode.Redeclared, p.start, p.end, p.name);
        return null;
      }
      const v = this.newVar(p.name, VarKind.Param, false, p.start);
      v.annotation = p.annotation;
      kfn.params.push(this.fn.vars.length - 1);
    }
    if (!this.lowerKernelBody(k, t)) return null;
    if (!this.lowerPendingFunctions()) return null;
    this.propagateCaptures();
    if (!this.checkRecursion()) return null;
    this.propagateArrayParams();
    return this.hasErrors ? null : t;
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

  // ---- kernel structure -----------------------------------------------------------------------

  /** Is this statement `for (... of range(...))` / `grid(...)` (any namespace)? */
  parallelHead(s: A.Node): CalleeName | null {
    if (s.kind != NodeKind.ForOf) return null;
    const f = <A.ForOf>s;
    if (f.iterable.kind != NodeKind.Call) return null;
    return calleeName((<A.Call>f.iterable).callee);
  }

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

  isRangeOrGrid(c: CalleeName | null): bool {
    return this.isIntrinsic(c, Intr.Range) || this.isIntrinsic(c, Intr.Grid);
  }

  /** Does the callee spell a structural intrinsic's name, shadowed or not (for messages that explain a shadowing)? */
  spells(c: CalleeName | null, id: Intr): bool {
    if (!c) return false;
    const r = structuralRow(c.name);
    return r != null && r.id == id;
  }

  lowerKernelBody(k: A.FunctionNode, t: Template): bool {
    const body = k.body;
    // Hoist nested function declarations of the preamble (JS hoists them too).
    let loopAt = -1;
    for (let i = 0; i < body.length; i++) {
      const s = body[i];
      if (s.kind == NodeKind.FunctionDecl) {
        const f = <A.FunctionNode>s;
        this.declareFunction(this.scope, f.name, f, this.sourceIndex);
      }
      if (loopAt < 0 && this.isRangeOrGrid(this.parallelHead(s))) loopAt = i;
    }
    if (loopAt < 0) {
      // A for...of over an unknown call at the end looks like renamed intrinsics.
      for (let i = body.length - 1; i >= 0; i--) {
        const c = this.parallelHead(body[i]);
        if (c && !c.qualified && (this.spells(c, Intr.Range) || this.spells(c, Intr.Grid)) && this.scope.find(c.name) != null) {
          this.error(DiagCode.UnknownIntrinsic, c.start, c.end, c.name,
            " here: the kernel declares its own '" + c.name + "'; rename it, or write tack." + c.name + "(...)");
          return false;
        }
        if (c && !this.isRangeOrGrid(c) && this.scope.find(c.name) == null) {
          this.error(DiagCode.RenamedIntrinsic, c.start, c.end, c.qualified ? c.namespace + "." + c.name : c.name);
          return false;
        }
      }
      for (let i = 0; i < body.length; i++) {
        const nested = this.findNestedParallel(body[i]);
        if (nested) {
          this.error(DiagCode.ParallelLoopNested, nested.start, nested.start + 3);
          return false;
        }
      }
      this.error(DiagCode.NoParallelLoop, k.start, k.bodyStart + 1);
      return false;
    }
    for (let i = loopAt + 1; i < body.length; i++) {
      const s = body[i];
      if (s.kind == NodeKind.Empty || s.kind == NodeKind.FunctionDecl || this.isNameCall(s)) continue;
      if (this.parallelHead(s) && this.isRangeOrGrid(this.parallelHead(s))) {
        this.error(DiagCode.SecondParallelLoop, s.start, s.start + 3);
      } else {
        this.error(DiagCode.AfterParallelLoop, s.start, s.end);
      }
      return false;
    }
    this.inPreamble = true;
    for (let i = 0; i < loopAt; i++) {
      if (!this.lowerStatement(body[i], t.preamble)) return false;
    }
    this.inPreamble = false;
    return this.lowerParallelLoop(<A.ForOf>body[loopAt], t);
  }

  findNestedParallel(s: A.Node): A.Node | null {
    const kind = s.kind;
    if (kind == NodeKind.ForOf) {
      const c = this.parallelHead(s);
      if (this.spells(c, Intr.Grid)) return s;
      return this.findNestedParallel((<A.ForOf>s).body);
    }
    if (kind == NodeKind.Block) {
      const b = <A.Block>s;
      for (let i = 0; i < b.body.length; i++) {
        const r = this.findNestedParallel(b.body[i]);
        if (r) return r;
      }
    }
    if (kind == NodeKind.If) {
      const f = <A.If>s;
      const r = this.findNestedParallel(f.then);
      if (r) return r;
      if (f.otherwise) return this.findNestedParallel(f.otherwise!);
    }
    if (kind == NodeKind.For) return this.findNestedParallel((<A.For>s).body);
    if (kind == NodeKind.While) return this.findNestedParallel((<A.While>s).body);
    return null;
  }

  /** esbuild's keepNames inserts `__name(fn, "fn")` after nested functions. */
  isNameCall(s: A.Node): bool {
    if (s.kind != NodeKind.ExprStmt) return false;
    return this.isNameHelper((<A.ExprStmt>s).expr);
  }

  /**
   * `__name(f, "f")`, esbuild's keepNames helper, under any name (minifiers rename it): an
   * unknown function called with a function and a string literal. It returns its first argument.
   */
  isNameHelper(e: A.Node): bool {
    if (e.kind != NodeKind.Call) return false;
    const c = <A.Call>e;
    if (c.callee.kind != NodeKind.Ident || c.args.length != 2 || c.args[1].kind != NodeKind.String) return false;
    const name = (<A.Ident>c.callee).name;
    if (name != "__name" && this.scope.find(name) != null) return false;
    const a = c.args[0].kind;
    return a == NodeKind.Ident || a == NodeKind.FunctionExpr;
  }

  lowerParallelLoop(f: A.ForOf, t: Template): bool {
    const loop = t.loop;
    loop.start = f.start;
    loop.end = f.end;
    const call = <A.Call>f.iterable;
    const c = calleeName(call.callee)!;
    if (f.declKind.length == 0) {
      this.error(DiagCode.LoopIndexDecl, f.decl.start, f.decl.end);
      return false;
    }
    const outer = this.scope;
    this.scope = new Scope(outer, false);
    if (this.isIntrinsic(c, Intr.Range)) {
      if (f.decl.isPattern) {
        this.error(DiagCode.NotSupported, f.decl.start, f.decl.end, "destructuring a range() index is", "; use `for (const i of range(n))`");
        return false;
      }
      if (call.args.length == 3) {
        this.error(DiagCode.ParallelStep, call.args[2].start, call.args[2].end);
        return false;
      }
      if (call.args.length < 1 || call.args.length > 2) {
        this.error(DiagCode.ArgumentCount, call.start, call.end, "range()", "1 or 2 arguments", call.args.length.toString());
        return false;
      }
      if (call.args.length == 2) {
        loop.startExpr = this.lowerExpr(call.args[0]);
        const e = this.lowerExpr(call.args[1]);
        if (!loop.startExpr || !e) return false;
        loop.extents.push(e!);
      } else {
        const e = this.lowerExpr(call.args[0]);
        if (!e) return false;
        loop.extents.push(e!);
      }
      this.newVar(f.decl.names[0], VarKind.LoopIndex, false, f.decl.nameStarts[0]);
      loop.indexVars.push(this.fn.vars.length - 1);
    } else {
      const n = call.args.length;
      if (n < 1 || n > 3) {
        this.error(DiagCode.ArgumentCount, call.start, call.end, "grid()", "1 to 3 extents", n.toString());
        return false;
      }
      if (!f.decl.isPattern || f.decl.names.length != n) {
        this.error(DiagCode.GridArity, f.decl.start, f.decl.end, n.toString());
        return false;
      }
      loop.isGrid = true;
      for (let i = 0; i < n; i++) {
        const e = this.lowerExpr(call.args[i]);
        if (!e) return false;
        loop.extents.push(e!);
      }
      for (let i = 0; i < n; i++) {
        this.newVar(f.decl.names[i], VarKind.LoopIndex, false, f.decl.nameStarts[i]);
        loop.indexVars.push(this.fn.vars.length - 1);
      }
    }
    this.inParallelBody = true;
    const ok = this.lowerBody(f.body, loop.body);
    this.inParallelBody = false;
    this.scope = outer;
    return ok;
  }

  /** A statement that is a block or a single statement, lowered in a new scope. */
  lowerBody(s: A.Node, out: Stmt[]): bool {
    const outer = this.scope;
    this.scope = new Scope(outer, false);
    let ok = true;
    if (s.kind == NodeKind.Block) {
      const b = <A.Block>s;
      this.hoistFunctions(b.body);
      for (let i = 0; i < b.body.length && ok; i++) ok = this.lowerStatement(b.body[i], out);
    } else {
      ok = this.lowerStatement(s, out);
    }
    this.scope = outer;
    return ok;
  }

  hoistFunctions(body: A.Node[]): void {
    for (let i = 0; i < body.length; i++) {
      if (body[i].kind == NodeKind.FunctionDecl) {
        const f = <A.FunctionNode>body[i];
        this.error(DiagCode.NotAStatement, f.start, f.bodyStart, "a function declaration",
          "; declare device functions in the kernel's preamble (before the parallel loop) or pass them in `scope`");
      }
    }
  }

  // ---- device functions ---------------------------------------------------------------------

  /** Index of the device function for a call, lowering it on first use. */
  functionIndex(slot: i32): i32 {
    const s = this.fnSlots[slot];
    if (s.index >= 0) return s.index;
    const t = this.template!;
    s.index = t.functions.length;
    t.functions.push(new IRFunction(s.name, s.node.start, s.sourceIndex));
    return s.index;
  }

  lowerPendingFunctions(): bool {
    const t = this.template!;
    // Lowering one function may reference more; loop until none is pending.
    for (let progress = true; progress;) {
      progress = false;
      for (let i = 0; i < this.fnSlots.length; i++) {
        const s = this.fnSlots[i];
        if (s.index < 0 || s.lowered) continue;
        s.lowered = true;
        progress = true;
        if (!this.lowerFunction(s, t.functions[s.index])) return false;
      }
    }
    return true;
  }

  lowerFunction(slot: FnSlot, irf: IRFunction): bool {
    const savedFn = this.fn;
    const savedScope = this.scope;
    const savedSource = this.sourceIndex;
    const savedLoop = this.loopDepth;
    const savedPre = this.inPreamble;
    const savedParallel = this.inParallelBody;
    this.fn = irf;
    this.sourceIndex = slot.sourceIndex;
    this.scope = new Scope(slot.scope, true);
    this.loopDepth = 0;
    this.inPreamble = false;
    this.inParallelBody = false;
    this.inDeviceFunction = true;
    const node = slot.node;
    let ok = true;
    for (let i = 0; i < node.params.length; i++) {
      const p = node.params[i];
      this.newVar(p.name, VarKind.Param, false, p.start);
      irf.params.push(irf.vars.length - 1);
    }
    this.hoistFunctions(node.body);
    for (let i = 0; i < node.body.length && ok; i++) ok = this.lowerStatement(node.body[i], irf.body);
    irf.fallsThrough = !endsInReturn(irf.body);
    this.fn = savedFn;
    this.scope = savedScope;
    this.sourceIndex = savedSource;
    this.loopDepth = savedLoop;
    this.inPreamble = savedPre;
    this.inParallelBody = savedParallel;
    this.inDeviceFunction = false;
    return ok;
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

  /** Callers pass their callees' captures along: make every caller capture them too. */
  propagateCaptures(): void {
    const fns = this.template!.functions;
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i < fns.length; i++) {
        const f = fns[i];
        for (let k = 0; k < f.callees.length; k++) {
          const g = fns[f.callees[k]];
          for (let c = 0; c < g.captureOuter.length; c++) {
            const outer = g.captureOuter[c];
            if (!f.captureOuter.includes(outer)) {
              const kv = this.kernelFn!.vars[outer];
              f.vars.push(new Var(kv.name, VarKind.Capture, kv.isArray, kv.start));
              f.captureOuter.push(outer);
              f.captureInner.push(f.vars.length - 1);
              changed = true;
            }
          }
        }
      }
    }
  }

  checkRecursion(): bool {
    const fns = this.template!.functions;
    const n = fns.length;
    // 0 unvisited, 1 on stack, 2 done: iterative DFS over the call graph.
    const state = new Array<i32>(n);
    for (let i = 0; i < n; i++) state[i] = 0;
    for (let root = 0; root < n; root++) {
      if (state[root] != 0) continue;
      const stack = new Array<i32>();
      const edge = new Array<i32>();
      stack.push(root);
      edge.push(0);
      state[root] = 1;
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        const e = edge[edge.length - 1];
        const callees = fns[top].callees;
        if (e >= callees.length) {
          state[top] = 2;
          stack.pop();
          edge.pop();
          continue;
        }
        edge[edge.length - 1] = e + 1;
        const next = callees[e];
        if (state[next] == 1) {
          const names = new Array<string>();
          let from = stack.indexOf(next);
          for (let i = from; i < stack.length; i++) names.push(fns[stack[i]].name);
          names.push(fns[next].name);
          const f = fns[next];
          this.sourceIndex = f.sourceIndex;
          this.error(DiagCode.Recursion, f.start, f.start + 8, f.name, names.join(" → "));
          return false;
        }
        if (state[next] == 0) {
          state[next] = 1;
          stack.push(next);
          edge.push(0);
        }
      }
    }
    return true;
  }

  /** A variable passed where a callee indexes its parameter is an array too. */
  propagateArrayParams(): void {
    const t = this.template!;
    for (let changed = true; changed;) {
      changed = false;
      changed = this.markArrayArgs(t.kernel, t.preamble) || changed;
      changed = this.markArrayArgs(t.kernel, t.loop.body) || changed;
      for (let i = 0; i < t.functions.length; i++) {
        changed = this.markArrayArgs(t.functions[i], t.functions[i].body) || changed;
      }
    }
  }

  markArrayArgs(f: IRFunction, body: Stmt[]): bool {
    let changed = false;
    const calls = new Array<CallFnExpr>();
    collectCalls(body, calls);
    for (let i = 0; i < calls.length; i++) {
      const c = calls[i];
      const g = this.template!.functions[c.fnIndex];
      for (let a = 0; a < c.args.length && a < g.params.length; a++) {
        const arg = c.args[a];
        const gp = g.vars[g.params[a]];
        if (arg.kind != ExprKind.Var) continue;
        const v = f.vars[(<VarExpr>arg).varIndex];
        if (gp.isArray && !v.isArray) {
          v.isArray = true;
          if (f == this.kernelFn) noteArrayUse(v, arg.start, arg.end);
          changed = true;
        }
        if (v.isArray && !gp.isArray) {
          gp.isArray = true;
          changed = true;
        }
        if (gp.written && !v.written) {
          v.written = true;
          changed = true;
        }
        if (gp.atomicTarget && !v.atomicTarget) {
          v.atomicTarget = true;
          changed = true;
        }
      }
      // captured arrays written or used atomically in the callee are written in the kernel
      for (let k = 0; k < g.captureOuter.length; k++) {
        const inner = g.vars[g.captureInner[k]];
        const outer = this.kernelFn!.vars[g.captureOuter[k]];
        if (inner.written && !outer.written) {
          outer.written = true;
          changed = true;
        }
        if (inner.atomicTarget && !outer.atomicTarget) {
          outer.atomicTarget = true;
          changed = true;
        }
      }
    }
    return changed;
  }

  // ---- statements ---------------------------------------------------------------------------

  lowerStatement(s: A.Node, out: Stmt[]): bool {
    switch (s.kind) {
      case NodeKind.VarDecl: return this.lowerVarDecl(<A.VarDecl>s, out);
      case NodeKind.ExprStmt: return this.lowerExprStatement((<A.ExprStmt>s).expr, out);
      case NodeKind.If: return this.lowerIf(<A.If>s, out);
      case NodeKind.For: return this.lowerFor(<A.For>s, out);
      case NodeKind.ForOf: return this.lowerForOf(<A.ForOf>s, out);
      case NodeKind.While: return this.lowerWhile(<A.While>s, out);
      case NodeKind.DoWhile: return this.lowerDoWhile(<A.DoWhile>s, out);
      case NodeKind.Break:
      case NodeKind.Continue: return this.lowerJump(s, out);
      case NodeKind.Return: return this.lowerReturn(<A.Return>s, out);
      case NodeKind.Block: return this.lowerBody(s, out);
      case NodeKind.Empty: return true;
      case NodeKind.FunctionDecl: {
        // preamble functions were hoisted by lowerKernelBody; anywhere else is refused there
        if (this.inPreamble) return true;
        const f = <A.FunctionNode>s;
        this.error(DiagCode.NotAStatement, f.start, f.bodyStart, "a function declaration",
          "; declare device functions in the kernel's preamble (before the parallel loop) or pass them in `scope`");
        return false;
      }
      default:
        this.error(DiagCode.UnexpectedToken, s.start, s.end, "statement");
        return false;
    }
  }

  lowerVarDecl(d: A.VarDecl, out: Stmt[]): bool {
    const isConst = d.declKind == "const";
    for (let i = 0; i < d.decls.length; i++) {
      const decl = d.decls[i];
      const name = decl.names[0];
      let init = decl.init;
      if (init && this.isNameHelper(init!)) init = (<A.Call>init).args[0];
      if (init && init.kind == NodeKind.FunctionExpr) {
        if (!this.inPreamble || !isConst && d.declKind != "var" && d.declKind != "let") {
          this.error(DiagCode.NotAStatement, init.start, init.end, "a function expression",
            "; declare device functions in the kernel's preamble (before the parallel loop) or pass them in `scope`");
          return false;
        }
        const f = <A.FunctionNode>init;
        if (f.name.length == 0) f.name = name;
        this.declareFunction(this.scope, name, f, this.sourceIndex);
        continue;
      }
      // `var` re-declaration refers to the same variable, as in JS
      let existing: Binding | null = null;
      if (d.declKind == "var") existing = this.scope.find(name);
      else if (this.scope.names.has(name)) {
        this.error(DiagCode.Redeclared, decl.start, decl.end, name);
        return false;
      }
      if (init && init.kind == NodeKind.Call && this.isScratchCall(<A.Call>init)) {
        if (!this.lowerScratch(name, decl, <A.Call>init, out)) return false;
        continue;
      }
      let varIndex: i32;
      if (existing && existing.kind == BindKind.Var && existing.owner == this.fn) {
        varIndex = existing.varIndex;
      } else {
        const v = this.newVar(name, VarKind.Local, false, decl.start);
        v.isConst = isConst;
        varIndex = this.fn.vars.length - 1;
      }
      if (init) {
        // the name is in scope for its initializer only after it (TDZ): resolve it first
        const value = this.lowerValue(init!);
        if (!value) return false;
        this.noteInitializer(this.fn.vars[varIndex], init!);
        if (isConst && this.foldInt(init!)) {
          this.fn.vars[varIndex].knownInt = true;
          this.fn.vars[varIndex].knownValue = this.folded;
        }
        this.fn.vars[varIndex].assignCount++;
        out.push(this.exprStmt(this.assignVar(varIndex, value, decl.start, init!.end)));
      }
    }
    return true;
  }

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

  isScratchCall(c: A.Call): bool {
    const n = calleeName(c.callee);
    return this.isIntrinsic(n, Intr.LocalArray) || this.isIntrinsic(n, Intr.Shared);
  }

  lowerScratch(name: string, decl: A.Declarator, call: A.Call, out: Stmt[]): bool {
    const cn = calleeName(call.callee)!;
    const isShared = this.isIntrinsic(cn, Intr.Shared);
    if (call.args.length != 2) {
      this.error(DiagCode.ArgumentCount, call.start, call.end, cn.name + "()", "2 arguments (dtype, size)", call.args.length.toString());
      return false;
    }
    const dt = this.dtypeArg(call.args[0]);
    if (!dt) return false;
    const sized = this.foldInt(call.args[1]);
    if (!sized || this.folded <= 0 || this.folded > MAX_LOCAL_ARRAY) {
      if (!this.hasErrors) {
        this.error(DiagCode.LocalArraySize, call.args[1].start, call.args[1].end, cn.name + "()", MAX_LOCAL_ARRAY.toString());
      }
      return false;
    }
    const v = this.newVar(name, isShared ? VarKind.Shared : VarKind.LocalArray, true, decl.start);
    v.elementType = dt;
    v.arrayLength = <i32>this.folded;
    v.isConst = true;
    this.feature(isShared ? Feature.Shared : Feature.LocalArray, call.start);
    const st = new LocalArrayStmt(StmtKind.LocalArray, decl.start, call.end);
    st.varIndex = this.fn.vars.length - 1;
    out.push(st);
    return true;
  }

  /** `f32`, `tack.f32`, `t.f32`: a dtype argument. */
  dtypeArg(n: A.Node): Type | null {
    const c = calleeName(n);
    if (c) {
      const t = castDtype(c.name);
      if (t && (c.qualified || this.scope.find(c.name) == null)) return t;
    }
    this.error(DiagCode.DtypeExpected, n.start, n.end, "this expression");
    return null;
  }

  feature(bit: Feature, start: i32): void {
    const t = this.template!;
    if ((t.features & bit) == 0) {
      t.features |= bit;
      const slot = <i32>ctz<u32>(<u32>bit);
      t.featureStarts[slot] = start;
    }
  }

  exprStmt(e: Expr): Stmt {
    const s = new ExprStmt(StmtKind.Expr, e.start, e.end);
    s.expr = e;
    return s;
  }

  /** An expression statement; `a && b`, `c ? x : y` and `a, b` become control flow. */
  lowerExprStatement(e: A.Node, out: Stmt[]): bool {
    if (e.kind == NodeKind.Seq) {
      const s = <A.Seq>e;
      for (let i = 0; i < s.exprs.length; i++) if (!this.lowerExprStatement(s.exprs[i], out)) return false;
      return true;
    }
    if (e.kind == NodeKind.String) return true; // directive
    if (e.kind == NodeKind.Unary && (<A.Unary>e).op == "void") return this.lowerExprStatement((<A.Unary>e).arg, out);
    if (e.kind == NodeKind.Logical) {
      const l = <A.Logical>e;
      const st = new IfStmt(StmtKind.If, e.start, e.end);
      const test = this.lowerExpr(l.left);
      if (!test) return false;
      st.test = l.op == "&&" ? test : this.unary(UnOp.Not, test!, l.left.start, l.left.end);
      if (!this.lowerExprStatement(l.right, st.then)) return false;
      out.push(st);
      return true;
    }
    if (e.kind == NodeKind.Cond) {
      const c = <A.Cond>e;
      const st = new IfStmt(StmtKind.If, e.start, e.end);
      st.test = this.lowerExpr(c.test);
      if (!st.test) return false;
      if (!this.lowerExprStatement(c.then, st.then)) return false;
      if (!this.lowerExprStatement(c.otherwise, st.otherwise)) return false;
      out.push(st);
      return true;
    }
    if (e.kind == NodeKind.Call) {
      const c = <A.Call>e;
      if (this.isNameHelper(e)) return true;
      const n = calleeName(c.callee);
      if (n && n.namespace == "Atomics" && this.scope.find("Atomics") == null) {
        const a = this.lowerAtomic(c, n);
        if (!a) return false;
        out.push(this.exprStmt(a!));
        return true;
      }
    }
    if (e.kind == NodeKind.Update) {
      const u = <A.Update>e;
      const r = this.lowerUpdate(u, false);
      if (!r) return false;
      out.push(this.exprStmt(r!));
      return true;
    }
    const x = this.lowerExpr(e, true);
    if (!x) return false;
    out.push(this.exprStmt(x!));
    return true;
  }

  lowerIf(s: A.If, out: Stmt[]): bool {
    const st = new IfStmt(StmtKind.If, s.start, s.end);
    st.test = this.lowerExpr(s.test);
    if (!st.test) return false;
    if (!this.lowerBody(s.then, st.then)) return false;
    if (s.otherwise && !this.lowerBody(s.otherwise!, st.otherwise)) return false;
    out.push(st);
    return true;
  }

  lowerFor(s: A.For, out: Stmt[]): bool {
    const outer = this.scope;
    this.scope = new Scope(outer, false);
    let ok = true;
    if (s.init) {
      if (s.init!.kind == NodeKind.VarDecl) ok = this.lowerVarDecl(<A.VarDecl>s.init!, out);
      else ok = this.lowerExprStatement(s.init!, out);
    }
    const st = new LoopStmt(StmtKind.Loop, s.start, s.end);
    if (ok && s.test) {
      st.test = this.lowerExpr(s.test!);
      ok = st.test != null;
    }
    if (ok && s.update) {
      st.update = this.lowerExpr(s.update!, true);
      ok = st.update != null;
    }
    if (ok) {
      this.loopDepth++;
      ok = this.lowerBody(s.body, st.body);
      this.loopDepth--;
    }
    this.scope = outer;
    if (ok) out.push(st);
    return ok;
  }

  lowerWhile(s: A.While, out: Stmt[]): bool {
    const st = new LoopStmt(StmtKind.Loop, s.start, s.end);
    st.test = this.lowerExpr(s.test);
    if (!st.test) return false;
    this.loopDepth++;
    const ok = this.lowerBody(s.body, st.body);
    this.loopDepth--;
    if (ok) out.push(st);
    return ok;
  }

  lowerDoWhile(s: A.DoWhile, out: Stmt[]): bool {
    const st = new LoopStmt(StmtKind.Loop, s.start, s.end);
    st.testFirst = false;
    this.loopDepth++;
    const ok = this.lowerBody(s.body, st.body);
    this.loopDepth--;
    if (!ok) return false;
    st.test = this.lowerExpr(s.test);
    if (!st.test) return false;
    out.push(st);
    return true;
  }

  lowerForOf(s: A.ForOf, out: Stmt[]): bool {
    const c = s.iterable.kind == NodeKind.Call ? calleeName((<A.Call>s.iterable).callee) : null;
    if (!this.isIntrinsic(c, Intr.Range)) {
      if (this.spells(c, Intr.Grid)) {
        this.error(DiagCode.ParallelLoopNested, s.start, s.start + 3);
      } else {
        this.error(DiagCode.NotSupported, s.iterable.start, s.iterable.end,
          "for...of over anything but range() is", "; inner loops are `for (const j of range(m))` or for(;;)");
      }
      return false;
    }
    if (s.declKind.length == 0 || s.decl.isPattern) {
      this.error(DiagCode.LoopIndexDecl, s.decl.start, s.decl.end);
      return false;
    }
    const call = <A.Call>s.iterable;
    const n = call.args.length;
    if (n < 1 || n > 3) {
      this.error(DiagCode.ArgumentCount, call.start, call.end, "range()", "1 to 3 arguments", n.toString());
      return false;
    }
    const st = new RangeStmt(StmtKind.Range, s.start, s.end);
    if (n == 1) {
      st.endExpr = this.lowerExpr(call.args[0]);
      if (!st.endExpr) return false;
    } else {
      st.startExpr = this.lowerExpr(call.args[0]);
      st.endExpr = this.lowerExpr(call.args[1]);
      if (!st.startExpr || !st.endExpr) return false;
      if (n == 3) {
        st.step = this.lowerExpr(call.args[2]);
        if (!st.step) return false;
      }
    }
    const outer = this.scope;
    this.scope = new Scope(outer, false);
    this.newVar(s.decl.names[0], VarKind.LoopIndex, false, s.decl.nameStarts[0]);
    st.varIndex = this.fn.vars.length - 1;
    this.loopDepth++;
    const ok = this.lowerBody(s.body, st.body);
    this.loopDepth--;
    this.scope = outer;
    if (ok) out.push(st);
    return ok;
  }

  lowerJump(s: A.Node, out: Stmt[]): bool {
    const isBreak = s.kind == NodeKind.Break;
    if (this.loopDepth == 0 && this.inParallelBody) {
      if (isBreak) {
        this.error(DiagCode.NotSupported, s.start, s.end, "'break' out of the parallel loop is",
          "; its iterations run in parallel, in any order: `return;` or `continue;` ends one iteration");
        return false;
      }
      // `continue` in the parallel loop ends this iteration, as `return;` does
      out.push(new ReturnStmt(StmtKind.Return, s.start, s.end));
      return true;
    }
    if (this.loopDepth == 0) {
      this.error(DiagCode.JumpOutsideLoop, s.start, s.end, isBreak ? "break" : "continue");
      return false;
    }
    out.push(new Stmt(isBreak ? StmtKind.Break : StmtKind.Continue, s.start, s.end));
    return true;
  }

  lowerReturn(s: A.Return, out: Stmt[]): bool {
    const st = new ReturnStmt(StmtKind.Return, s.start, s.end);
    if (s.value && s.value!.kind == NodeKind.Unary && (<A.Unary>s.value!).op == "void") {
      // `return void (x = v)`: evaluate, then return nothing (terser writes `x = v; return;` so)
      if (!this.lowerExprStatement((<A.Unary>s.value!).arg, out)) return false;
      out.push(st);
      return true;
    }
    if (s.value) {
      if (!this.inDeviceFunction) {
        this.error(DiagCode.KernelReturnValue, s.start, s.end);
        return false;
      }
      st.value = this.lowerValue(s.value!);
      if (!st.value) return false;
    }
    out.push(st);
    return true;
  }

  // ---- expressions --------------------------------------------------------------------------

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

  /** A value: a scalar expression (arrays are refused). */
  lowerValue(n: A.Node): Expr | null {
    return this.lowerExpr(n, false);
  }

  lowerExpr(n: A.Node, unused: bool = false): Expr | null {
    switch (n.kind) {
      case NodeKind.Ident: return this.lowerIdent(<A.Ident>n);
      case NodeKind.Number: return this.lowerNumber(<A.NumberLit>n);
      case NodeKind.BigInt: {
        const c = new ConstExpr(ExprKind.Const, this.nextId(), n.start, n.end);
        c.constKind = ConstKind.BigInt;
        c.bits = <i64>(<A.BigIntLit>n).bits;
        c.value = <f64>c.bits;
        return c;
      }
      case NodeKind.Bool: {
        const c = new ConstExpr(ExprKind.Const, this.nextId(), n.start, n.end);
        c.constKind = ConstKind.Bool;
        c.bits = (<A.BoolLit>n).value ? 1 : 0;
        c.value = <f64>c.bits;
        return c;
      }
      case NodeKind.String:
        this.error(DiagCode.NotSupported, n.start, n.end, "strings are", "");
        return null;
      case NodeKind.Unary: return this.lowerUnary(<A.Unary>n);
      case NodeKind.Update: return this.lowerUpdate(<A.Update>n, !unused);
      case NodeKind.Binary: return this.lowerBinary(<A.Binary>n);
      case NodeKind.Logical: return this.lowerLogical(<A.Logical>n);
      case NodeKind.Assign: return this.lowerAssign(<A.Assign>n);
      case NodeKind.Cond: return this.lowerCond(<A.Cond>n);
      case NodeKind.Call: return this.lowerCall(<A.Call>n);
      case NodeKind.Member: return this.lowerMember(<A.Member>n);
      case NodeKind.Index: return this.lowerIndex(<A.Index>n);
      case NodeKind.Seq: return this.lowerSeq(<A.Seq>n, unused);
      case NodeKind.ArrayLit:
        this.error(DiagCode.NotSupported, n.start, n.end, "array literals are", "; use localArray(dtype, n) for scratch storage");
        return null;
      case NodeKind.FunctionExpr:
        this.error(DiagCode.NotSupported, n.start, n.end, "function expressions here are",
          "; declare `const f = (...) => ...` in the kernel's preamble");
        return null;
      default:
        this.error(DiagCode.UnexpectedToken, n.start, n.end, "expression");
        return null;
    }
  }

  lowerNumber(n: A.NumberLit): Expr {
    const v = n.value;
    // An integer-valued literal is an integer whatever its spelling (`1.0`, `1e3`): bundlers
    // reprint literals, and the plain-JS run cannot tell them apart either.
    // Past 2^63 it stays a float. The value is the double JS reads, as in the plain run.
    if (Math.floor(v) == v && Math.abs(v) < 9223372036854775808.0) {
      return this.constInt(<i64>v, n.start, n.end);
    }
    return this.constFloat(v, n.start, n.end);
  }

  lowerIdent(n: A.Ident): Expr | null {
    const name = n.name;
    const b = this.scope.find(name);
    if (b) {
      if (b.kind == BindKind.Const) return this.copyConst(b.constValue!, n.start, n.end);
      if (b.kind == BindKind.Func) {
        this.error(DiagCode.ArgumentKind, n.start, n.end, "device function '" + name + "' can only be called");
        return null;
      }
      let index = b.varIndex;
      if (b.owner != this.fn) {
        // A device function reads a variable of the kernel: lambda-lift it.
        index = this.captureVar(b, name, n.start, n.end);
      }
      const v = this.fn.vars[index];
      if (v.isArray && v.kind != VarKind.Param && v.kind != VarKind.Capture) {
        this.error(DiagCode.ArrayAsValue, n.start, n.end, name);
        return null;
      }
      return this.varExpr(index, n.start, n.end);
    }
    if (name == "Infinity") return this.constFloat(Infinity, n.start, n.end);
    if (name == "NaN") return this.constFloat(NaN, n.start, n.end);
    if (name == "undefined") {
      this.error(DiagCode.NotSupported, n.start, n.end, "'undefined' is", "");
      return null;
    }
    this.error(DiagCode.UnknownName, n.start, n.end, name);
    return null;
  }

  lowerUnary(n: A.Unary): Expr | null {
    // Fold `-literal` so that -2147483648 is an i32 literal, as it is in C and JS.
    if (n.op == "-" && n.arg.kind == NodeKind.Number) {
      const lit = <A.NumberLit>n.arg;
      const c = this.lowerNumber(lit);
      const k = <ConstExpr>c;
      k.start = n.start;
      if (k.constKind == ConstKind.Int) {
        if (k.bits == 0) {
          // -0 is a float in JS (1 / -0 is -Infinity)
          k.constKind = ConstKind.Float;
          k.value = -0.0;
        } else {
          k.bits = -k.bits;
          k.value = -k.value;
        }
      } else {
        k.value = -k.value;
      }
      return k;
    }
    if (n.op == "-" && n.arg.kind == NodeKind.BigInt) {
      const c = <ConstExpr>this.lowerExpr(n.arg)!;
      c.start = n.start;
      c.bits = -c.bits;
      c.value = <f64>c.bits;
      return c;
    }
    if (n.op == "void") {
      this.error(DiagCode.NotSupported, n.start, n.end, "'void' (undefined) as a value is", "");
      return null;
    }
    const arg = this.lowerValue(n.arg);
    if (!arg) return null;
    let op = UnOp.Neg;
    if (n.op == "+") op = UnOp.Plus;
    else if (n.op == "!") op = UnOp.Not;
    else if (n.op == "~") op = UnOp.BitNot;
    return this.unary(op, arg!, n.start, n.end);
  }

  /** `++x`, `x--`, `a[i]++`: value is the new (prefix) or old (postfix) value when used. */
  lowerUpdate(n: A.Update, valueUsed: bool): Expr | null {
    const op = n.op == "++" ? BinOp.Add : BinOp.Sub;
    const target = n.arg;
    if (target.kind == NodeKind.Ident) {
      const index = this.assignableVar(<A.Ident>target);
      if (index < 0) return null;
      this.fn.vars[index].assignCount++;
      const one = this.constInt(1, n.start, n.end);
      if (!valueUsed || n.prefix) {
        const next = this.binary(op, this.varExpr(index, target.start, target.end), one, n.start, n.end);
        return this.assignVar(index, next, n.start, n.end);
      }
      const t = this.newTemp();
      const c = new CommaExpr(ExprKind.Comma, this.nextId(), n.start, n.end);
      c.exprs.push(this.assignVar(t, this.varExpr(index, target.start, target.end), n.start, n.end));
      c.exprs.push(this.assignVar(index, this.binary(op, this.varExpr(t, n.start, n.end), one, n.start, n.end), n.start, n.end));
      c.exprs.push(this.varExpr(t, n.start, n.end));
      return c;
    }
    if (target.kind == NodeKind.Index) {
      const one = new A.NumberLit(n.start, n.end, 1);
      one.fitsU64 = true;
      one.bits = 1;
      const compound = new A.Assign(n.start, n.end, n.op == "++" ? "+=" : "-=", target, one);
      const r = this.lowerAssign(compound);
      if (!r || !valueUsed || n.prefix) return r;
      // postfix on an array element, value used: (a[i] += 1) - 1 gives the old value
      return this.binary(op == BinOp.Add ? BinOp.Sub : BinOp.Add, r!, this.constInt(1, n.start, n.end), n.start, n.end);
    }
    this.error(DiagCode.UnexpectedToken, n.start, n.end, "'" + n.op + "' (the operand is not assignable)");
    return null;
  }

  lowerBinary(n: A.Binary): Expr | null {
    const l = this.lowerValue(n.left);
    if (!l) return null;
    const r = this.lowerValue(n.right);
    if (!r) return null;
    const op = binOpOf(n.op);
    if (op < 0) {
      this.error(DiagCode.UnexpectedToken, n.start, n.end, "operator '" + n.op + "'");
      return null;
    }
    return this.binary(op, l!, r!, n.start, n.end);
  }

  lowerLogical(n: A.Logical): Expr | null {
    const l = this.lowerValue(n.left);
    if (!l) return null;
    const r = this.lowerValue(n.right);
    if (!r) return null;
    const e = new LogicalExpr(ExprKind.Logical, this.nextId(), n.start, n.end);
    e.isAnd = n.op == "&&";
    e.left = l;
    e.right = r;
    return e;
  }

  lowerCond(n: A.Cond): Expr | null {
    const e = new CondExpr(ExprKind.Cond, this.nextId(), n.start, n.end);
    e.test = this.lowerValue(n.test);
    if (!e.test) return null;
    e.then = this.lowerValue(n.then);
    if (!e.then) return null;
    e.otherwise = this.lowerValue(n.otherwise);
    if (!e.otherwise) return null;
    return e;
  }

  lowerSeq(n: A.Seq, unused: bool): Expr | null {
    const c = new CommaExpr(ExprKind.Comma, this.nextId(), n.start, n.end);
    for (let i = 0; i < n.exprs.length; i++) {
      const e = this.lowerExpr(n.exprs[i], unused || i + 1 < n.exprs.length);
      if (!e) return null;
      c.exprs.push(e!);
    }
    return c;
  }

  /** Resolves an assignment target name to a variable index, or reports why it can't be. */
  assignableVar(id: A.Ident): i32 {
    const b = this.scope.find(id.name);
    if (!b) {
      this.error(DiagCode.UnknownName, id.start, id.end, id.name);
      return -1;
    }
    if (b.kind != BindKind.Var) {
      this.error(DiagCode.AssignToConst, id.start, id.end, id.name, b.kind == BindKind.Func ? " (a function)" : " (a scope constant)");
      return -1;
    }
    if (b.owner != this.fn) {
      this.error(DiagCode.AssignToConst, id.start, id.end, id.name,
        " (a variable of the kernel): device function '" + this.fn.name + "' can assign only its own locals; return the value instead");
      return -1;
    }
    const v = this.fn.vars[b.varIndex];
    if (v.isConst) {
      this.error(DiagCode.AssignToConst, id.start, id.end, id.name, " (declared const)");
      return -1;
    }
    if (v.kind == VarKind.LoopIndex) {
      this.error(DiagCode.AssignToConst, id.start, id.end, id.name, " (a loop index)");
      return -1;
    }
    if (v.isArray) {
      this.error(DiagCode.AssignToConst, id.start, id.end, id.name, " (an array: assign its elements, a[i] = v)");
      return -1;
    }
    return b.varIndex;
  }

  lowerAssign(n: A.Assign): Expr | null {
    const target = n.target;
    const compound = n.op != "=";
    const op = compound ? binOpOf(n.op.substring(0, n.op.length - 1)) : -1;
    if (target.kind == NodeKind.Ident) {
      const index = this.assignableVar(<A.Ident>target);
      if (index < 0) return null;
      let value = this.lowerValue(n.value);
      if (!value) return null;
      if (compound) value = this.binary(op, this.varExpr(index, target.start, target.end), value!, n.start, n.end);
      this.fn.vars[index].assignCount++;
      return this.assignVar(index, value!, n.start, n.end);
    }
    if (target.kind == NodeKind.Index) {
      const ix = <A.Index>target;
      if (this.isDynamicPropertyAccess(ix)) return null;
      const arr = this.arrayVar(ix.object);
      if (arr < 0) return null;
      const v = this.fn.vars[arr];
      if (this.inPreamble) {
        this.error(DiagCode.PreambleWritesArray, n.start, n.end, v.name);
        return null;
      }
      const index = this.lowerValue(ix.index);
      if (!index) return null;
      let value = this.lowerValue(n.value);
      if (!value) return null;
      const st = new StoreExpr(ExprKind.Store, this.nextId(), n.start, n.end);
      st.varIndex = arr;
      v.written = true;
      if (compound) {
        // evaluate the index once: a[k] op= v  →  a[t = k] = a[t] op v
        let idx = index!;
        let idx2: Expr;
        if (idx.kind == ExprKind.Var || idx.kind == ExprKind.Const) {
          idx2 = idx.kind == ExprKind.Var
            ? this.varExpr((<VarExpr>idx).varIndex, idx.start, idx.end)
            : this.copyConst(<ConstExpr>idx, idx.start, idx.end);
        } else {
          const t = this.newTemp();
          idx = this.assignVar(t, idx, idx.start, idx.end);
          idx2 = this.varExpr(t, idx.start, idx.end);
        }
        const load = new LoadExpr(ExprKind.Load, this.nextId(), target.start, target.end);
        load.varIndex = arr;
        load.index = idx2;
        st.index = idx;
        st.value = this.binary(op, load, value!, n.start, n.end);
      } else {
        st.index = index;
        st.value = value;
      }
      return st;
    }
    let what = "this property";
    if (target.kind == NodeKind.Member && (<A.Member>target).object.kind == NodeKind.Ident) {
      what = (<A.Ident>(<A.Member>target).object).name + "." + (<A.Member>target).name;
    }
    this.error(DiagCode.AssignToConst, target.start, target.end, what, " (only variables and array elements can be assigned)");
    return null;
  }

  /** The array variable named by `n` (an identifier), marking it used as an array. */
  arrayVar(n: A.Node): i32 {
    if (n.kind != NodeKind.Ident) {
      this.error(DiagCode.NotSupported, n.start, n.end, "indexing anything but a named array is", this.notIndexableHint(null, n));
      return -1;
    }
    const id = <A.Ident>n;
    const b = this.scope.find(id.name);
    if (!b || b.kind != BindKind.Var) {
      if (!b) this.error(DiagCode.UnknownName, id.start, id.end, id.name);
      else this.error(DiagCode.NotIndexable, id.start, id.end, id.name, "");
      return -1;
    }
    let index = b.varIndex;
    if (b.owner != this.fn) index = this.captureVar(b, id.name, id.start, id.end);
    const v = this.fn.vars[index];
    if (!v.isArray) {
      if (v.kind == VarKind.Param || v.kind == VarKind.Capture) {
        v.isArray = true;
        if (b.owner != this.fn) this.kernelFn!.vars[b.varIndex].isArray = true;
        if (b.owner == this.kernelFn && this.sourceIndex == 0) noteArrayUse(this.kernelFn!.vars[b.varIndex], id.start, id.end);
      } else {
        this.error(DiagCode.NotIndexable, id.start, id.end, id.name, this.notIndexableHint(v, n));
        return -1;
      }
    }
    return index;
  }

  lowerIndex(n: A.Index): Expr | null {
    // a.shape[k]
    if (n.object.kind == NodeKind.Member && (<A.Member>n.object).name == "shape") {
      const m = <A.Member>n.object;
      const arr = this.arrayVar(m.object);
      if (arr < 0) return null;
      const k = this.constantOrNull(n.index);
      if (!k || k.constKind != ConstKind.Int || k.bits < 0 || k.bits > 7) {
        if (!this.hasErrors) {
          this.error(DiagCode.ArgumentKind, n.index.start, n.index.end, "a.shape[k] needs a constant dimension k (0 to 7)");
        }
        return null;
      }
      const e = new LengthExpr(ExprKind.Length, this.nextId(), n.start, n.end);
      e.varIndex = arr;
      e.dim = <i32>k.bits;
      return e;
    }
    if (this.isDynamicPropertyAccess(n)) return null;
    const arr = this.arrayVar(n.object);
    if (arr < 0) return null;
    const index = this.lowerValue(n.index);
    if (!index) return null;
    const e = new LoadExpr(ExprKind.Load, this.nextId(), n.start, n.end);
    e.varIndex = arr;
    e.index = index;
    return e;
  }

  /** `a["length"]`, `Math[k]`: computed property access, refused (reported) here. */
  isDynamicPropertyAccess(n: A.Index): bool {
    if (n.index.kind == NodeKind.String) {
      this.error(DiagCode.NotSupported, n.index.start, n.index.end, "dynamic property access is",
        "; name the property (a.length, a.shape[k]) or index an array with a number");
      return true;
    }
    if (n.object.kind == NodeKind.Ident) {
      const name = (<A.Ident>n.object).name;
      if ((name == "Math" || name == "Number" || name == "Atomics") && this.scope.find(name) == null) {
        this.error(DiagCode.NotSupported, n.start, n.end, "dynamic property access is", "; call " + name + ".name(...) by its name");
        return true;
      }
    }
    return false;
  }

  lowerMember(n: A.Member): Expr | null {
    const name = n.name;
    if (n.object.kind == NodeKind.Ident) {
      const root = (<A.Ident>n.object).name;
      const b = this.scope.find(root);
      if (b && b.kind == BindKind.Var && name == "length") {
        const arr = this.arrayVar(n.object);
        if (arr < 0) return null;
        const e = new LengthExpr(ExprKind.Length, this.nextId(), n.start, n.end);
        e.varIndex = arr;
        e.dim = -1;
        return e;
      }
      if (!b && (root == "Math" || root == "Number")) {
        const r = findIntrinsic(root, name);
        if (r && r.kind == IntrKind.Constant) {
          if (r.constIsInt) return this.constInt(<i64>r.constValue, n.start, n.end);
          return this.constFloat(r.constValue, n.start, n.end);
        }
        if (root == "Math") {
          this.error(DiagCode.UnknownIntrinsic, n.start, n.end, "Math." + name, r ? " value (call it)" : "");
          return null;
        }
      }
      if (b && b.kind == BindKind.Var) {
        this.error(DiagCode.UnknownProperty, n.nameStart, n.end, name, "'" + root + "' (arrays have .length and .shape[k])");
        return null;
      }
    }
    this.error(DiagCode.UnknownProperty, n.nameStart, n.end, name, "this expression");
    return null;
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
        this.error(DiagCode.UnknownIntrinsic, c.start, c.end, "Atomics." + c.name, "; kernels support Atomics.add, sub, min and max");
      } else this.error(DiagCode.UnknownIntrinsic, c.start, c.end, c.namespace + "." + c.name, "");
      return null;
    }
    switch (row!.kind) {
      case IntrKind.Structural: return this.refuseStructural(n, row!);
      case IntrKind.Atomic:
        this.error(DiagCode.AtomicAsValue, n.start, n.end, c.name);
        return null;
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
    const e = new CallFnExpr(ExprKind.CallFn, this.nextId(), n.start, n.end);
    e.fnIndex = this.functionIndex(b.fnSlot);
    for (let i = 0; i < n.args.length; i++) {
      const a = n.args[i];
      // Arrays pass by reference: a bare array name is allowed as an argument.
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

  lowerAtomic(n: A.Call, c: CalleeName): Expr | null {
    const row = findIntrinsic("Atomics", c.name);
    if (!row) {
      this.error(DiagCode.UnknownIntrinsic, c.start, c.end, "Atomics." + c.name, "; kernels support Atomics.add, sub, min and max");
      return null;
    }
    if (n.args.length != 3) {
      this.error(DiagCode.ArgumentCount, n.start, n.end, "Atomics." + c.name + "()", "3 arguments (array, index, value)", n.args.length.toString());
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
    const arr = this.arrayVar(target);
    if (arr < 0) return null;
    const v = this.fn.vars[arr];
    if (v.kind != VarKind.Param && v.kind != VarKind.Capture) {
      this.error(DiagCode.AtomicTarget, target.start, target.end, c.name);
      return null;
    }
    v.written = true;
    v.atomicTarget = true;
    const e = new IntrinsicExpr(ExprKind.Intrinsic, this.nextId(), n.start, n.end);
    e.intr = row.id;
    e.args.push(this.varExpr(arr, target.start, target.end));
    const index = this.lowerValue(n.args[1]);
    const value = index ? this.lowerValue(n.args[2]) : null;
    if (!index || !value) return null;
    e.args.push(index!);
    e.args.push(value!);
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

/**
 * Does control never reach the end of `body`? It ends in a return, an if/else whose branches
 * both do, or a loop without a condition (`for (;;)`, `while (true)`), left only by a return.
 */
function endsInReturn(body: Stmt[]): bool {
  if (body.length == 0) return false;
  const s = body[body.length - 1];
  if (s.kind == StmtKind.Return) return true;
  if (s.kind == StmtKind.If) {
    const f = <IfStmt>s;
    return endsInReturn(f.then) && endsInReturn(f.otherwise);
  }
  if (s.kind == StmtKind.Loop) {
    const l = <LoopStmt>s;
    if (!l.test) return true;
    const t = l.test!;
    return t.kind == ExprKind.Const && (<ConstExpr>t).constKind != ConstKind.Float && (<ConstExpr>t).bits != 0;
  }
  return false;
}

/** Remembers where a kernel parameter is first used as an array, for the error if the call passes a scalar. */
function noteArrayUse(v: Var, start: i32, end: i32): void {
  if (v.arrayUseEnd >= 0) return;
  v.arrayUseStart = start;
  v.arrayUseEnd = end;
}

/** Every device-function call in a statement list (for array-parameter propagation). */
export function collectCalls(body: Stmt[], out: CallFnExpr[]): void {
  const c = new CallCollector(out);
  c.visitStmts(body);
}

class CallCollector extends IRVisitor {
  constructor(public out: CallFnExpr[]) {
    super();
  }

  enterExpr(e: Expr): bool {
    if (e.kind == ExprKind.CallFn) this.out.push(<CallFnExpr>e);
    return true;
  }
}
