/**
 * @fileoverview Lowering: syntax tree → IR template (ir.ts). Resolves every name (locals,
 * parameters, device functions, scope constants, intrinsics — bare or namespace-qualified),
 * splits the kernel into preamble and parallel loop, removes sugar, lifts device functions'
 * reads of kernel variables into hidden parameters, and refuses what the kernel language
 * does not accept, each refusal at its range.
 *
 * One `lowerX` per node kind (STYLE.md 3); the default cases refuse.
 *
 * The lowerer is one class in five layers, split by concern so each file stays readable; each
 * layer extends the one below:
 * - `lower/base.ts` (`LowerBase`): the lowering state, new variables, IR node builders,
 *   intrinsic lookup, integer folding on the syntax tree, and captures of kernel variables;
 * - `lower/calls.ts` (`LowerCalls`): calls (device functions, intrinsics, atomics, texture
 *   samples) and constant folding;
 * - `lower/exprs.ts` (`LowerExprs`): expressions;
 * - `lower/stmts.ts` (`LowerStmts`): statements;
 * - this file (`Lowerer`): the program, the kernel's preamble and parallel loop, and the device
 *   functions as a whole (lowered on first call, captures passed to callers, recursion
 *   refused, array parameters propagated).
 * `lower/scope.ts` holds the data they share: bindings, scopes, device-function slots and
 * callee names. The only calls into a layer above, from calls into expressions, go through
 * the abstract `lowerValue`, `lowerExpr` and `arrayVar` of `LowerCalls`.
 */

import * as A from "./ast";
import { NodeKind } from "./ast";
import { DiagCode } from "./diagnostics";
import { Intr } from "./intrinsics";
import {
  CallFnExpr, ConstExpr, ConstKind, Expr, ExprKind, HostLoop, IfStmt, IRFunction, LoopStmt, ParallelLoop,
  ScheduleItem, Stmt, StmtKind, Template, Var, VarExpr, VarKind,
} from "./ir";
import { collectCalls } from "./visit";
import { Binding, BindKind, CalleeName, calleeName, FnSlot, Scope } from "./lower/scope";
import { noteArrayUse } from "./lower/base";
import { bodyStatements, COUNTER_PARAM_PREFIX, firstElementWrite, forOfLoops, hostLoopHead } from "./lower/structure";
import { LowerAggregates } from "./lower/aggregates";

// The public API of lowering, wherever its parts now live.
export { BindKind, Binding, ScopeConst, ScopeFunction } from "./lower/scope";
export { MAX_LOCAL_ARRAY } from "./lower/stmts";

export class Lowerer extends LowerAggregates {
  // ---- entry -------------------------------------------------------------------------------

  lowerProgram(prog: A.Program): Template | null {
    // a constant array literal indexed by a variable is a table: find those names first
    this.scanTables(prog.kernel!.body);
    for (let i = 0; i < prog.functions.length; i++) this.scanTables(prog.functions[i].body);
    for (let i = 0; i < this.fnSlots.length; i++) this.scanTables(this.fnSlots[i].node.body);
    for (let i = 0; i < prog.foreign.length; i++) {
      const f = prog.foreign[i];
      if (f.name.length > 0 && !this.foreign.has(f.name)) this.foreign.set(f.name, f.reason);
    }
    for (let i = 0; i < prog.constNames.length; i++) {
      // a module constant that is not a number or a table of numbers (`const NAMES = ["a"]`,
      // `const cfg = f()`) is ordinary code beside the kernels: an error only where one reads it
      const before = this.diagnostics.length;
      const table = this.literalTable(prog.constNames[i], prog.constValues[i], true);
      if (table) {
        const tb = new Binding();
        tb.kind = BindKind.Table;
        tb.table = table;
        this.globals.names.set(prog.constNames[i], tb);
        continue;
      }
      const c: ConstExpr | null = this.diagnostics.length > before ? null : this.foldConstant(prog.constValues[i]);
      if (!c) {
        if (this.diagnostics.length > before) this.foreign.set(prog.constNames[i], this.diagnostics[before]);
        this.diagnostics.length = before;
        continue;
      }
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
      v.vecWidth = this.vecWidthOfKey("#" + i.toString());
      kfn.params.push(this.fn.vars.length - 1);
    }
    if (!this.lowerKernelBody(k, t)) return null;
    if (!this.lowerPendingFunctions()) return null;
    if (!this.checkRandomCallers()) return null;
    this.propagateCaptures();
    if (!this.checkRecursion()) return null;
    this.propagateArrayParams();
    if (!this.flattenObjectParams(kfn)) return null;
    this.hiddenParamsLast(kfn, t);
    return this.hasErrors ? null : t;
  }

  /**
   * The hidden parameters after the kernel's own, in the order the runtime appends them: the
   * host loops' counters (index.ts signatureOf), then the Math.random seed, which the runtime
   * finds last (runtime/kernel.ts usesRandom). Lowering pushed them in the order it met them.
   */
  hiddenParamsLast(kfn: IRFunction, t: Template): void {
    const params = new Array<i32>();
    for (let i = 0; i < kfn.params.length; i++) {
      const p = kfn.params[i];
      if (p != t.seedParam && !t.counterParams.includes(p)) params.push(p);
    }
    for (let i = 0; i < t.counterParams.length; i++) params.push(t.counterParams[i]);
    if (t.seedParam >= 0) params.push(t.seedParam);
    kfn.params = params;
  }

  /**
   * An object parameter `p` (used as `p.pos[i]`, `p.mass`) is its fields: they replace it in the
   * parameter list, sorted by path, and the runtime passes the object's fields there.
   */
  flattenObjectParams(kfn: IRFunction): bool {
    const params = new Array<i32>();
    for (let i = 0; i < kfn.params.length; i++) {
      const v = kfn.vars[kfn.params[i]];
      if (!v.isObject) {
        params.push(kfn.params[i]);
        continue;
      }
      if (v.directUseStart >= 0 || v.isArray) {
        const at = v.directUseStart >= 0 ? v.directUseStart : v.arrayUseStart;
        const atEnd = v.directUseStart >= 0 ? v.directUseEnd : v.arrayUseEnd;
        this.error(DiagCode.NotSupported, at, atEnd, "using object parameter '" + v.name + "' itself (not one of its fields) is",
          "; read its fields, " + v.name + ".field, or pass the fields as parameters of their own");
        return false;
      }
      const prefix = v.name + ".";
      const mine = new Array<string>();
      for (let k = 0; k < this.leafPaths.length; k++) if (this.leafPaths[k].startsWith(prefix)) mine.push(this.leafPaths[k]);
      mine.sort();
      for (let k = 0; k < mine.length; k++) {
        for (let m = 0; m < this.leafPaths.length; m++) if (this.leafPaths[m] == mine[k]) params.push(this.leafVars[m]);
      }
    }
    kfn.params = params;
    return true;
  }

  // ---- kernel structure -----------------------------------------------------------------------

  /** Is this statement `for (... of range(...))` / `grid(...)` (any namespace)? */
  parallelHead(s: A.Node): CalleeName | null {
    if (s.kind != NodeKind.ForOf) return null;
    const f = <A.ForOf>s;
    if (f.iterable.kind != NodeKind.Call) return null;
    return calleeName((<A.Call>f.iterable).callee);
  }

  isRangeOrGrid(c: CalleeName | null): bool {
    return this.isIntrinsic(c, Intr.Range) || this.isIntrinsic(c, Intr.Grid);
  }

  /**
   * The kernel's structure: a preamble, then phases in program order — top-level parallel
   * loops, statements that write array elements (single-thread phases), and host loops
   * `for (let t = a; t < b; t++)` around them — recorded in `t.phases` and `t.schedule`.
   * The preamble is every other statement before the first parallel loop; every phase sees
   * its locals (each phase's code recomputes it, so passes/phases.ts keeps it pure).
   */
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
      if (loopAt < 0 && (this.isParallel(s) || this.isHostLoop(s))) loopAt = i;
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
    this.inPreamble = true;
    for (let i = 0; i < loopAt; i++) {
      if (this.isSerialStatement(body[i])) continue;
      if (!this.lowerStatement(body[i], t.preamble)) return false;
    }
    this.inPreamble = false;
    if (!this.lowerPhases(body, loopAt, t.schedule, t, true)) return false;
    t.loop = t.phases[0];
    return true;
  }

  isParallel(s: A.Node): bool {
    return this.isRangeOrGrid(this.parallelHead(s));
  }

  /**
   * A `for (;;)` holding, among its own statements, a parallel loop that writes array elements
   * (or such a host loop): a host loop around phases. A `for (;;)` of the preamble may use an
   * inner `for (const j of range(m))` as a sequential loop, which writes no array there.
   */
  isHostLoop(s: A.Node): bool {
    if (s.kind != NodeKind.For) return false;
    const stmts = bodyStatements((<A.For>s).body);
    for (let i = 0; i < stmts.length; i++) {
      const x = stmts[i];
      if ((this.isParallel(x) && firstElementWrite(x) != null) || this.isHostLoop(x)) return true;
    }
    return false;
  }

  /** A statement (not a declaration) that writes array elements: a single-thread phase. */
  isSerialStatement(s: A.Node): bool {
    return s.kind != NodeKind.VarDecl && s.kind != NodeKind.FunctionDecl && firstElementWrite(s) != null;
  }

  /**
   * The phases among `stmts` into `out`, in order. Before `loopAt` (the first parallel loop of
   * the kernel body) only serial statements are phases: the rest is the preamble.
   */
  lowerPhases(stmts: A.Node[], loopAt: i32, out: ScheduleItem[], t: Template, topLevel: bool): bool {
    for (let i = 0; i < stmts.length; i++) {
      const s = stmts[i];
      if (s.kind == NodeKind.Empty || this.isNameCall(s)) continue;
      if (i < loopAt && !this.isSerialStatement(s)) continue;
      if (s.kind == NodeKind.FunctionDecl && topLevel) continue; // hoisted with the preamble's
      const item = new ScheduleItem();
      if (this.isParallel(s)) {
        t.loop = new ParallelLoop();
        if (!this.lowerParallelLoop(<A.ForOf>s, t)) return false;
        item.phase = t.phases.length;
        t.phases.push(t.loop);
      } else if (this.isHostLoop(s)) {
        if (!this.lowerHostLoop(<A.For>s, item, t)) return false;
      } else {
        const loops = new Array<A.ForOf>();
        forOfLoops(s, loops);
        for (let k = 0; k < loops.length; k++) {
          if (!this.isParallel(loops[k])) continue;
          this.error(DiagCode.ParallelLoopNested, loops[k].start, loops[k].start + 3);
          return false;
        }
        if (!this.isSerialStatement(s)) {
          this.error(DiagCode.AfterParallelLoop, s.start, s.end);
          return false;
        }
        if (!this.lowerSerialPhase(s, t)) return false;
        item.phase = t.phases.length;
        t.phases.push(t.loop);
      }
      out.push(item);
    }
    return true;
  }

  /** `for (let t = a; t < b; t++) { phases }`: a and b in the preamble's scope, the body's phases. */
  lowerHostLoop(f: A.For, item: ScheduleItem, t: Template): bool {
    const head = hostLoopHead(f);
    if (!head) {
      this.error(DiagCode.HostLoopForm, f.start, f.body.start,
        ", with bounds computable from scalar parameters, array lengths and constants; a loop of another form cannot hold parallel loops");
      return false;
    }
    const hl = new HostLoop();
    hl.start = f.start;
    hl.end = f.end;
    this.inPreamble = true;
    hl.from = this.lowerExpr(head.from!);
    hl.to = hl.from ? this.lowerExpr(head.to!) : null;
    this.inPreamble = false;
    if (!hl.from || !hl.to) return false;
    item.hostLoop = t.hostLoops.length;
    t.hostLoops.push(hl);
    // the counter is a hidden scalar parameter the runtime sets at each launch of the body's
    // phases (index.ts signatureOf types it, runtime/phases.ts passes it), read-only inside
    const k = this.template!.kernel;
    const v = new Var(COUNTER_PARAM_PREFIX + item.hostLoop.toString() + "." + head.counter, VarKind.Param, false, f.init!.start);
    v.annotation = "number";
    v.isConst = true;
    k.vars.push(v);
    hl.counterVar = k.vars.length - 1;
    k.params.push(hl.counterVar);
    t.counterParams.push(hl.counterVar);
    const b = new Binding();
    b.kind = BindKind.Var;
    b.varIndex = hl.counterVar;
    b.owner = k;
    const outer = this.scope;
    this.scope = new Scope(outer, false);
    this.scope.names.set(head.counter, b);
    const ok = this.lowerPhases(bodyStatements(f.body), 0, item.body, t, false);
    this.scope = outer;
    return ok;
  }

  /** A statement that writes array elements, as a parallel loop of one iteration. */
  lowerSerialPhase(s: A.Node, t: Template): bool {
    const loop = new ParallelLoop();
    loop.serial = true;
    loop.start = s.start;
    loop.end = s.end;
    loop.extents.push(this.constInt(1, s.start, s.start));
    t.loop = loop;
    const outer = this.scope;
    this.scope = new Scope(outer, false);
    this.newVar("", VarKind.LoopIndex, false, s.start);
    loop.indexVars.push(this.fn.vars.length - 1);
    this.inParallelBody = true;
    const ok = this.lowerStatement(s, loop.body);
    this.inParallelBody = false;
    this.scope = outer;
    return ok;
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

  /** Lowers the loop into `t.loop` (a fresh ParallelLoop). */
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

  // ---- device functions ---------------------------------------------------------------------

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
      for (let p = 0; p < t.phases.length; p++) changed = this.markArrayArgs(t.kernel, t.phases[p].body) || changed;
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
