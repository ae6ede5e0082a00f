/**
 * @fileoverview The C-family generator (DESIGN.md §8, STYLE.md 6): one module of CUDA C or
 * OpenCL C per variant — the dialect's header, the helper prelude, the device functions
 * (prototypes first, so their order does not matter) and the kernel — and its ABI
 * (ABI.md: `{ kind: "gpu-kernel", ... }`).
 *
 * The kernel's shape, in one place:
 *
 *   <kernelHead> tack_kernel_<name>(<params>, <lengths>, start, end, status) {
 *     <group arrays>
 *     const long long tack_i = tack_start + <thread number>;   // 64-bit, 256 per group
 *     if (tack_i >= tack_end) return;
 *       // or, perThread 4 (loop-free bodies): tack_base = tack_start + group × 1024 + lane,
 *       // and the body below runs in a loop over tack_i = tack_base + k × 256, k < 4
 *     long long tack_budget = 65536;                            // iterations to the next poll
 *     <locals>
 *     <preamble>                                                // every work-item runs it
 *     <index variables from tack_i>                             // grids: row-major, last fastest
 *     <the loop body>                                           // return; ends the iteration
 *                                     // twice, checked and not, when its hoisted accesses are
 *                                     // in bounds at tack_start and tack_end - 1 (tack_fast)
 *   }
 */

import { DiagCode } from "../../diagnostics";
import { Expr, ExprKind, Feature, CallFnExpr, IfStmt, IRFunction, Stmt, StmtKind, VarExpr, VarKind } from "../../ir";
import { FnInstance, sanitize } from "../../passes/infer";
import { Type } from "../../types";
import { IRVisitor } from "../../visit";
import { GenResult } from "../result";
import { Space } from "./dialect";
import { CArray, CWalker, POLL_ITERATIONS } from "./walk";

export class CGen extends CWalker {
  /** Address space of each device function instance's array variables (OpenCL C 1.2). */
  spaces: i32[][] = [];

  generate(): GenResult {
    const t = this.t;
    const res = new GenResult();
    const name = sanitize(t.kernel.name.length > 0 ? t.kernel.name : "kernel");
    res.entry = "tack_kernel_" + name;
    this.scanSpaces();
    this.uniform = (t.features & (Feature.Barrier | Feature.BlockReduce | Feature.Shared)) != 0;
    const protos = new Array<string>();
    const defs = new Array<string>();
    const instances = this.inf.instances;
    for (let i = 0; i < instances.length; i++) {
      if (!instances[i].reachable) continue;
      this.genFunction(instances[i], i, protos, defs);
    }
    const abiParams = new Array<string>();
    const kernelText = this.genKernel(res.entry, abiParams);
    if (this.hasErrors) {
      res.diagnostics = this.diagnostics;
      return res;
    }
    const used = this.prelude.used;
    for (let i = 0; i < used.length; i++) if (used[i].endsWith(".f64")) this.usesF64 = true;
    const d = this.d;
    const out = new Array<string>();
    out.push("// Tack kernel '" + t.kernel.name + "' (" + d.name + ", generated; do not edit)");
    const header = d.header(this.usesF64, this.uses64BitAtomics);
    for (let i = 0; i < header.length; i++) out.push(header[i]);
    out.push("");
    const helpers = this.prelude.text();
    for (let i = 0; i < helpers.length; i++) {
      out.push(helpers[i]);
      out.push("");
    }
    for (let i = 0; i < protos.length; i++) out.push(protos[i]);
    if (protos.length > 0) out.push("");
    for (let i = 0; i < defs.length; i++) out.push(defs[i]);
    out.push(kernelText);
    res.code = out.join("\n");
    const opts = d.buildOptions();
    const req = d.requires(this.usesF64, this.uses64BitAtomics);
    const wg = Feature.Barrier | Feature.BlockReduce | Feature.Shared;
    res.abi = "{\"kind\":\"gpu-kernel\",\"dialect\":\"" + d.name + "\",\"entry\":\"" + res.entry + "\",\"blockSize\":256" +
      ",\"fullGroups\":" + ((t.features & wg) != 0 ? "true" : "false") + ",\"perThread\":" + this.perThread.toString() +
      ",\"params\":[" + abiParams.join(",") + "],\"sites\":[" + this.sites.join(",") + "]" +
      ",\"buildOptions\":[" + quoted(opts) + "],\"requires\":[" + quoted(req) + "]}";
    return res;
  }

  resetFunction(inst: FnInstance, kernel: bool): void {
    this.inst = inst;
    this.fn = inst.fn;
    this.inKernel = kernel;
    this.lines = [];
    this.decls = [];
    this.groupDecls = [];
    this.reductionTypes = [];
    this.indent = "  ";
    this.tmp = 0;
    this.label = 0;
    this.loops = [];
    this.budgetUsed = false;
    const n = inst.fn.vars.length;
    this.declared = new Array<bool>(n);
    this.arrays = new Array<CArray | null>(n);
    for (let i = 0; i < n; i++) {
      this.declared[i] = false;
      this.arrays[i] = null;
    }
  }

  body(header: string): string {
    const out = new Array<string>();
    out.push(header + " {");
    for (let i = 0; i < this.groupDecls.length; i++) out.push("  " + this.groupDecls[i]);
    return out.join("\n");
  }

  finish(head: string[]): string {
    for (let i = 0; i < this.decls.length; i++) head.push("  " + this.decls[i]);
    for (let i = 0; i < this.lines.length; i++) head.push(this.lines[i]);
    head.push("}");
    head.push("");
    return head.join("\n");
  }

  /**
   * An array parameter: pointer, length, and (rank > 1) its extents. `restrict`: the pointer
   * is the only way to its memory (a noalias variant's kernel parameters), which lets NVVM
   * read arrays the kernel never writes through the read-only data cache (ld.global.nc).
   */
  arrayParam(vi: i32, pname: string, space: Space, rank: i32, params: string[], hidden: string[], restrict: bool): CArray {
    const inst = this.inst;
    const a = new CArray();
    a.elem = inst.varTypes[vi]!;
    a.texture = inst.varTexture[vi];
    a.space = space;
    a.ptr = pname;
    a.len = pname + "_len";
    const L = this.ty(Type.i64);
    params.push(this.d.pointer(this.ty(a.elem), space) + (restrict ? " " + this.d.restrictWord() : "") + " " + pname);
    hidden.push(L + " " + a.len);
    if (rank > 1) {
      for (let k = 0; k < rank; k++) {
        const dn = pname + "_d" + k.toString();
        a.dims.push(dn);
        hidden.push(L + " " + dn);
      }
    } else {
      a.dims.push(a.len);
    }
    this.arrays[vi] = a;
    return a;
  }

  genFunction(inst: FnInstance, index: i32, protos: string[], defs: string[]): void {
    this.resetFunction(inst, false);
    const f = inst.fn;
    const d = this.d;
    const params = new Array<string>();
    const all = new Array<i32>();
    for (let i = 0; i < f.params.length; i++) all.push(f.params[i]);
    for (let i = 0; i < f.captureInner.length; i++) all.push(f.captureInner[i]);
    for (let i = 0; i < all.length; i++) {
      const vi = all[i];
      if (inst.varIsArray[vi]) {
        const hidden = new Array<string>();
        this.arrayParam(vi, "a" + i.toString(), <Space>this.spaces[index][vi], inst.varRank[vi], params, hidden, false);
        for (let k = 0; k < hidden.length; k++) params.push(hidden[k]);
      } else {
        this.declared[vi] = true;
        params.push(this.ty(inst.varTypes[vi]!) + " v" + vi.toString());
      }
    }
    params.push(d.pointer(d.i64, Space.Global) + " tack_status");
    params.push(d.i64 + "* tack_budget");
    this.returnType = inst.sawReturnValue ? inst.returnType! : Type.void;
    this.emitStmts(f.body);
    if (!this.returnType.isVoid) this.line("return " + this.zero(this.returnType) + ";");
    const header = d.functionHead() + " " + this.ty(this.returnType) + " tack_fn_" + inst.symbol + "(" + params.join(", ") + ")";
    protos.push(header + ";");
    defs.push(this.finish([this.body(header)]));
  }

  genKernel(entry: string, abi: string[]): string {
    const t = this.t;
    const k = t.kernel;
    const inst = this.inf.kernel;
    const d = this.d;
    this.resetFunction(inst, true);
    const params = new Array<string>();
    const hidden = new Array<string>();
    const hiddenAbi = new Array<string>();
    const boolInits = new Array<string>();
    for (let i = 0; i < k.params.length; i++) {
      const vi = k.params[i];
      const pname = "p" + i.toString();
      if (inst.varIsArray[vi]) {
        const rank = inst.varRank[vi];
        // noalias (the runtime saw no written array overlap another argument): restrict pointers
        const restrict = this.target.noalias && inst.varTexture[vi] == null;
        const a = this.arrayParam(vi, pname, Space.Global, rank, params, hidden, restrict);
        abi.push("{\"role\":\"" + (a.texture != null ? "texture" : "array") + "\",\"param\":" + i.toString() + ",\"dtype\":\"" + a.elem.name + "\"}");
        hiddenAbi.push("{\"role\":\"length\",\"param\":" + i.toString() + ",\"dim\":-1}");
        if (rank > 1) {
          for (let r = 0; r < rank; r++) hiddenAbi.push("{\"role\":\"length\",\"param\":" + i.toString() + ",\"dim\":" + r.toString() + "}");
        }
      } else {
        const ty = inst.varTypes[vi]!;
        this.declared[vi] = true;
        if (ty.isBool) {
          // OpenCL forbids bool kernel arguments: one byte, 0 or 1
          params.push(d.boolArgType() + " " + pname);
          boolInits.push("bool v" + vi.toString() + " = " + pname + " != 0;");
        } else {
          params.push(this.ty(ty) + " v" + vi.toString());
        }
        abi.push("{\"role\":\"scalar\",\"param\":" + i.toString() + ",\"dtype\":\"" + ty.name + "\"}");
      }
    }
    for (let i = 0; i < hidden.length; i++) params.push(hidden[i]);
    for (let i = 0; i < hiddenAbi.length; i++) abi.push(hiddenAbi[i]);
    const L = d.i64;
    params.push(L + " tack_start");
    params.push(L + " tack_end");
    params.push(d.pointer(L, Space.Global) + " tack_status");
    abi.push("{\"role\":\"range-start\"}");
    abi.push("{\"role\":\"range-end\"}");
    abi.push("{\"role\":\"status\"}");
    this.returnType = Type.void;
    for (let i = 0; i < boolInits.length; i++) this.line(boolInits[i]);
    this.perThread = this.iterationsPerThread();
    this.emitStmts(t.preamble);
    // one iteration per thread: its index variables once, here; several: each its own (emitIterations)
    if (this.perThread == 1) this.emitIndices();
    this.emitParallelBody();
    const head = new Array<string>();
    head.push(this.body(d.kernelHead() + " " + entry + "(" + params.join(", ") + ")"));
    if (this.perThread == 1) {
      head.push("  const " + L + " tack_i = tack_start + " + d.threadNumber() + ";");
      // a uniform kernel runs complete groups only (ABI.md fullGroups): no work-item leaves before a barrier
      if (!this.uniform) head.push("  if (tack_i >= tack_end) return;");
    } else {
      head.push("  const " + L + " tack_base = tack_start + " + d.threadBase(this.perThread) + ";");
      head.push("  if (tack_base >= tack_end) return;");
    }
    if (this.budgetUsed) head.push("  " + L + " tack_budget = " + POLL_ITERATIONS.toString() + ";");
    return this.finish(head);
  }

  /**
   * Iterations per thread (ABI.md "perThread"). 4 for a body with no loop, in it or in a
   * device function it can call: a memory-bound kernel, where one thread's four coalesced
   * iterations let nvcc batch the loads (bench/cuda/RESULTS.md: 1.25× the one-element
   * reference on an H200). 1 for a body with loops (compute-bound, divergent, and its polls
   * and breaks stay as they are), and for kernels with barriers, shared or local arrays or
   * thread ids, whose meaning is per thread.
   */
  iterationsPerThread(): i32 {
    const t = this.t;
    if (this.uniform) return 1;
    if ((t.features & (Feature.ThreadId | Feature.LocalArray)) != 0) return 1;
    if (hasLoop(t.loop.body)) return 1;
    const instances = this.inf.instances;
    for (let i = 0; i < instances.length; i++) {
      if (instances[i].reachable && hasLoop(instances[i].fn.body)) return 1;
    }
    return PER_THREAD;
  }

  /** The loop's index variables from the flattened index (a grid is row-major: the last index varies fastest). */
  emitIndices(): void {
    const loop = this.t.loop;
    const vars = loop.indexVars;
    if (!loop.isGrid || vars.length == 1) {
      this.line(this.varName(vars[0]) + " = tack_i;");
      return;
    }
    const L = Type.i64;
    const w = this.temp(this.emitAs(loop.extents[vars.length - 1], L), L);
    const x = this.varName(vars[vars.length - 1]);
    if (vars.length == 2) {
      const y = this.varName(vars[0]);
      this.line(y + " = tack_i / " + w + ";");
      this.line(x + " = tack_i - " + y + " * " + w + ";");
      return;
    }
    const h = this.temp(this.emitAs(loop.extents[1], L), L);
    const row = "tack_row";
    this.line("const " + this.ty(L) + " " + row + " = tack_i / " + w + ";");
    this.line(x + " = tack_i - " + row + " * " + w + ";");
    const z = this.varName(vars[0]);
    const y = this.varName(vars[1]);
    this.line(z + " = " + row + " / " + h + ";");
    this.line(y + " = " + row + " - " + z + " * " + h + ";");
  }

  // ---- address spaces of device functions' arrays -----------------------------------------

  /**
   * Which space each device function's array parameters and captures point into, from its
   * callers, to a fixed point. OpenCL C 1.2 has no generic address space, so one parameter
   * that receives arrays of two spaces is refused where the second one is passed.
   */
  scanSpaces(): void {
    const instances = this.inf.instances;
    this.spaces = [];
    for (let i = 0; i < instances.length; i++) {
      const row = new Array<i32>(instances[i].fn.vars.length);
      for (let v = 0; v < row.length; v++) row[v] = -1;
      this.spaces.push(row);
    }
    const scan = new SpaceScan(this);
    for (let round = 0; round <= instances.length; round++) {
      scan.changed = false;
      scan.run(this.inf.kernel, -1, this.t.preamble);
      scan.run(this.inf.kernel, -1, this.t.loop.body);
      for (let i = 0; i < instances.length; i++) {
        if (instances[i].reachable) scan.run(instances[i], i, instances[i].fn.body);
      }
      if (!scan.changed) break;
    }
    for (let i = 0; i < this.spaces.length; i++) {
      const row = this.spaces[i];
      for (let v = 0; v < row.length; v++) if (row[v] < 0) row[v] = <i32>Space.Global;
    }
  }

  /** The space a variable of an instance (-1: the kernel) points into; -1 while unknown. */
  spaceOf(instIndex: i32, fn: IRFunction, vi: i32): i32 {
    const kind = fn.vars[vi].kind;
    if (kind == VarKind.LocalArray) return <i32>Space.Private;
    if (kind == VarKind.Shared) return <i32>Space.Group;
    if (instIndex < 0) return <i32>Space.Global;
    return this.spaces[instIndex][vi];
  }

  /** Records that `vi` of instance `callee` receives arrays of `space`; refuses a second space. */
  bind(callee: i32, vi: i32, space: i32, at: Expr): bool {
    if (space < 0) return false;
    const cur = this.spaces[callee][vi];
    if (cur == space) return false;
    if (cur >= 0) {
      if (this.d.spacedPointers()) {
        this.error(DiagCode.TargetCannotSpell, at.start, at.end,
          "passing arrays of two address spaces (kernel arrays, localArray, shared) to one device function parameter", this.d.name);
      }
      return false;
    }
    this.spaces[callee][vi] = space;
    return true;
  }
}

class SpaceScan extends IRVisitor {
  changed: bool = false;
  inst: FnInstance | null = null;
  index: i32 = -1;

  constructor(public gen: CGen) {
    super();
  }

  run(inst: FnInstance, index: i32, body: Stmt[]): void {
    this.inst = inst;
    this.index = index;
    this.visitStmts(body);
  }

  leaveExpr(e: Expr): void {
    if (e.kind != ExprKind.CallFn) return;
    const inst = this.inst!;
    const g = this.gen;
    const c = <CallFnExpr>e;
    const calleeIndex = inst.callInstance[e.id];
    if (calleeIndex < 0) return;
    const callee = g.inf.instances[calleeIndex];
    const f = callee.fn;
    for (let i = 0; i < c.args.length; i++) {
      const pv = f.params[i];
      if (!callee.varIsArray[pv]) continue;
      const arg = (<VarExpr>c.args[i]).varIndex;
      if (g.bind(calleeIndex, pv, g.spaceOf(this.index, inst.fn, arg), c.args[i])) this.changed = true;
    }
    for (let k = 0; k < f.captureOuter.length; k++) {
      const outer = f.captureOuter[k];
      let vi = outer;
      if (this.index >= 0) vi = inst.fn.captureInner[inst.fn.captureOuter.indexOf(outer)];
      if (!inst.varIsArray[vi]) continue;
      if (g.bind(calleeIndex, f.captureInner[k], g.spaceOf(this.index, inst.fn, vi), e)) this.changed = true;
    }
  }
}

/** Iterations per thread of a loop-free parallel body (iterationsPerThread). */
const PER_THREAD: i32 = 4;

/** Does a statement list hold a loop (at any depth of its ifs)? */
function hasLoop(body: Stmt[]): bool {
  for (let i = 0; i < body.length; i++) {
    const s = body[i];
    if (s.kind == StmtKind.Loop || s.kind == StmtKind.Range) return true;
    if (s.kind == StmtKind.If) {
      const f = <IfStmt>s;
      if (hasLoop(f.then) || hasLoop(f.otherwise)) return true;
    }
  }
  return false;
}

function quoted(list: string[]): string {
  const out = new Array<string>();
  for (let i = 0; i < list.length; i++) out.push("\"" + list[i] + "\"");
  return out.join(",");
}
