/**
 * @fileoverview The lowerer's statement layer (lower.ts describes the chain): one `lowerX` per
 * statement node kind, dispatched by `lowerStatement`, whose default case refuses (STYLE.md
 * 3). Declarations (with localArray/shared scratch and the preamble's device functions),
 * expression statements (whose `&&`, `?:` and `,` become control flow), loops, jumps and
 * returns.
 */

import * as A from "../ast";
import { NodeKind } from "../ast";
import { DiagCode } from "../diagnostics";
import { castDtype, Intr } from "../intrinsics";
import { Feature, IfStmt, LocalArrayStmt, LoopStmt, RangeStmt, ReturnStmt, Stmt, StmtKind, UnOp, Var, VarKind } from "../ir";
import { Type } from "../types";
import { Binding, BindKind, calleeName, Scope } from "./scope";
import { LowerExprs } from "./exprs";

/** Largest localArray, in elements: private scratch must stay small. */
export const MAX_LOCAL_ARRAY: i32 = 65536;

export abstract class LowerStmts extends LowerExprs {
  // ---- statements ---------------------------------------------------------------------------

  lowerStatement(s: A.Node, out: Stmt[]): bool {
    // Each statement says where its expressions may put statements of their own (`pre`).
    const pre = this.pre;
    this.pre = null;
    const ok = this.lowerStatementKind(s, out);
    this.pre = pre;
    return ok;
  }

  lowerStatementKind(s: A.Node, out: Stmt[]): bool {
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

  lowerVarDecl(d: A.VarDecl, out: Stmt[]): bool {
    const isConst = d.declKind == "const";
    for (let i = 0; i < d.decls.length; i++) {
      this.pre = out;
      const decl = d.decls[i];
      const name = decl.names[0];
      let init = decl.init;
      if (isConst && !decl.isPattern && init) {
        const table = this.literalTable(name, init!);
        if (table) {
          if (this.scope.names.has(name)) {
            this.error(DiagCode.Redeclared, decl.start, decl.end, name);
            return false;
          }
          this.bindTable(name, table!);
          continue;
        }
        if (this.hasErrors) return false;
      }
      if (decl.isPattern || (init && init.kind != NodeKind.FunctionExpr && !this.isNameHelper(init!) && this.wantsAggregate(init!))) {
        if (!this.lowerAggDecl(d, decl, out)) return false;
        continue;
      }
      if (init && this.isNameHelper(init!)) init = (<A.Call>init).args[0];
      if (init && init.kind == NodeKind.FunctionExpr) {
        if (!this.acceptsFunctionExpr(isConst, init!)) return false;
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
        // the name is in scope in its own initializer, but has no value yet (TDZ): reading it is refused
        let fresh = true;
        if (existing != null) fresh = !(existing!.kind == BindKind.Var && existing!.owner == this.fn);
        if (fresh) this.fn.vars[varIndex].initializing = true;
        const value = this.lowerValue(init!);
        this.fn.vars[varIndex].initializing = false;
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

  /**
   * Where `const f = (t) => ...` may stand: anywhere in the preamble, and as a `const` in the
   * parallel loop's body, where it is a device function like a preamble one. Its reads of loop
   * locals are lifted into hidden parameters passed at each call (base.ts `captureVar`), which
   * is JS's closure only for variables assigned once: reading one assigned again is refused
   * there. A function is never a value (lowerIdent refuses returning, storing or passing it),
   * so it cannot escape. Inside a device function, its locals are not the kernel's: refused.
   */
  acceptsFunctionExpr(isConst: bool, init: A.Node): bool {
    if (this.inPreamble) return true;
    if (this.inParallelBody && !this.inDeviceFunction) {
      if (isConst) return true;
      this.error(DiagCode.NotAStatement, init.start, init.end, "a function expression held in a `let` or `var`",
        "; declare it `const f = (...) => ...` (a function in the parallel loop is never reassigned)");
      return false;
    }
    this.error(DiagCode.NotAStatement, init.start, init.end, "a function expression",
      "; declare device functions in the kernel's preamble or parallel loop (`const f = (t) => ...`), or pass them in `scope`");
    return false;
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

  /** An expression statement; `a && b`, `c ? x : y` and `a, b` become control flow. */
  lowerExprStatement(e: A.Node, out: Stmt[]): bool {
    this.pre = out;
    if (e.kind == NodeKind.Assign && (<A.Assign>e).target.kind == NodeKind.Ident && this.staticAgg((<A.Assign>e).target)) {
      return this.lowerAggAssign(<A.Assign>e, out);
    }
    if (e.kind == NodeKind.Assign && (<A.Assign>e).target.kind == NodeKind.Index && this.staticAgg((<A.Assign>e).target)) {
      return this.lowerVecStore(<A.Assign>e, out);
    }
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
    this.pre = out;
    st.test = this.lowerExpr(s.test);
    this.pre = null;
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
    this.pre = null; // the test and update run on every iteration
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
    if (ok) {
      out.push(st);
      this.afterLoop(out, s.start, s.end);
    }
    return ok;
  }

  lowerWhile(s: A.While, out: Stmt[]): bool {
    const st = new LoopStmt(StmtKind.Loop, s.start, s.end);
    st.test = this.lowerExpr(s.test);
    if (!st.test) return false;
    this.loopDepth++;
    const ok = this.lowerBody(s.body, st.body);
    this.loopDepth--;
    if (ok) {
      out.push(st);
      this.afterLoop(out, s.start, s.end);
    }
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
    this.afterLoop(out, s.start, s.end);
    return true;
  }

  lowerForOf(s: A.ForOf, out: Stmt[]): bool {
    const c = s.iterable.kind == NodeKind.Call ? calleeName((<A.Call>s.iterable).callee) : null;
    if (!this.isIntrinsic(c, Intr.Range)) {
      if (this.spells(c, Intr.Grid)) {
        this.error(DiagCode.ParallelLoopNested, s.start, s.start + 3);
        return false;
      }
      return this.lowerForOfValues(s, out);
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
    this.pre = out; // the bounds are evaluated once, before the loop
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
    if (ok) {
      out.push(st);
      this.afterLoop(out, s.start, s.end);
    }
    return ok;
  }

  /**
   * `for (const v of X)` over values (issue 8, item 8): X is a constant table (a local
   * `const T = [...]` of constants, which the scan makes a table, or one from `scope`), a
   * vector value or array literal, or an array (a parameter, a localArray). It is an indexed
   * loop, `for (const k of range(N)) { const v = X[k]; body }`, with `k` a hidden counter and
   * N the table's or vector's size or the array's length, so `break` and `continue` keep their
   * meaning. A table or an array is read at `k`; a vector's component by a chain of `k == j`
   * selects (its index must be a constant), which reads the components live, as JS's iterator
   * does. An array literal is first bound to a hidden vector, evaluated once as in JS.
   */
  lowerForOfValues(s: A.ForOf, out: Stmt[]): bool {
    const it = s.iterable;
    if (s.declKind.length == 0 || s.decl.isPattern) {
      this.error(DiagCode.NotSupported, s.decl.start, s.decl.end, "this for...of head is",
        "; declare one name, `for (const v of table)` (destructuring its elements is not supported)");
      return false;
    }
    const outer = this.scope;
    this.scope = new Scope(outer, false);
    let name = "";
    if (it.kind == NodeKind.ArrayLit) {
      // a hidden name no JS identifier can spell, bound to the literal's value
      name = "for-of " + it.start.toString();
      const d = new A.Declarator(it.start, it.end);
      d.names.push(name);
      d.nameStarts.push(it.start);
      d.init = it;
      if (!this.lowerVarDecl(new A.VarDecl(it.start, it.end, "const", [d]), out)) return this.leaveScope(outer);
    } else if (it.kind == NodeKind.Ident) {
      name = (<A.Ident>it).name;
    }
    const b = name.length > 0 ? this.scope.find(name) : null;
    let count: A.Node | null = null;
    let isVector = false;
    let size = 0;
    if (b && b.kind == BindKind.Table) {
      count = new A.NumberLit(it.start, it.end, <f64>b.table!.values.length);
    } else if (b && b.kind == BindKind.Agg) {
      if (b.agg!.names) {
        this.error(DiagCode.NotSupported, it.start, it.end, "for...of over an object value is",
          " (JS objects are not iterable); iterate over an array, `for (const v of [p.x, p.y])`");
        return this.leaveScope(outer);
      }
      isVector = true;
      size = b.agg!.size;
      count = new A.NumberLit(it.start, it.end, <f64>size);
    } else if (b && b.kind == BindKind.Var && this.mayBeArray(this.fnVarOf(b))) {
      // a parameter iterated over is an array (as indexing it would make it)
      if (this.arrayVar(it) < 0) return this.leaveScope(outer);
      count = new A.Member(it.start, it.end, it, "length", it.end);
    } else {
      this.error(DiagCode.NotSupported, it.start, it.end, "for...of over anything but range(), a constant table, a vector or an array is",
        "; inner loops are `for (const j of range(m))`, for(;;), or `for (const v of T)` over a table, an array literal or an array");
      return this.leaveScope(outer);
    }
    const st = new RangeStmt(StmtKind.Range, s.start, s.end);
    this.pre = out;
    st.endExpr = this.lowerExpr(count!);
    if (!st.endExpr) return this.leaveScope(outer);
    const kName = "for-of index " + s.start.toString();
    this.newVar(kName, VarKind.LoopIndex, false, s.start);
    st.varIndex = this.fn.vars.length - 1;
    const k = new A.Ident(it.start, it.end, kName);
    const ref = new A.Ident(it.start, it.end, name);
    let elem: A.Node = new A.Index(it.start, it.end, ref, k);
    if (isVector) {
      elem = new A.Index(it.start, it.end, ref, new A.NumberLit(it.start, it.end, <f64>(size - 1)));
      for (let j = size - 2; j >= 0; j--) {
        const test = new A.Binary(it.start, it.end, "==", k, new A.NumberLit(it.start, it.end, <f64>j));
        elem = new A.Cond(it.start, it.end, test, new A.Index(it.start, it.end, ref, new A.NumberLit(it.start, it.end, <f64>j)), elem);
      }
    }
    const d = new A.Declarator(s.decl.start, s.decl.end);
    d.names.push(s.decl.names[0]);
    d.nameStarts.push(s.decl.nameStarts[0]);
    d.init = elem;
    this.loopDepth++;
    let ok = this.lowerVarDecl(new A.VarDecl(s.decl.start, s.decl.end, s.declKind, [d]), st.body);
    if (ok) ok = this.lowerBody(s.body, st.body);
    this.loopDepth--;
    this.scope = outer;
    if (ok) {
      out.push(st);
      this.afterLoop(out, s.start, s.end);
    }
    return ok;
  }

  /** The variable a binding names, in the function that owns it. */
  fnVarOf(b: Binding): Var {
    return b.owner != null ? b.owner!.vars[b.varIndex] : this.fn.vars[b.varIndex];
  }

  mayBeArray(v: Var): bool {
    return v.isArray || v.kind == VarKind.Param || v.kind == VarKind.Capture;
  }

  leaveScope(outer: Scope): bool {
    this.scope = outer;
    return false;
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
    if (this.inlineActive) return this.lowerInlineReturn(s, out);
    this.pre = out;
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

}
