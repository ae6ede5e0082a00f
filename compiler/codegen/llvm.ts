/**
 * @fileoverview LLVM IR generator (LLVM 14 textual IR, typed pointers) for the CPU backend.
 *
 * Shape (DESIGN.md §4): `void @tack_kernel_<name>(arrays as T*, scalars by value, i64 hidden
 * lengths, i64 %start, i64 %end)` runs iterations [start, end) of the parallel loop, and
 * `void @tack_chunk_<name>(i64* slots, i64 start, i64 end)` unpacks 8-byte argument slots and
 * calls it, so the shim calls every kernel through one C signature. Every variable is an
 * alloca (mem2reg makes SSA of them); no fast-math flags anywhere (IEEE semantics); float to
 * integer conversion is `fptosi.sat` to i64 then truncation, never a bare `fptosi`.
 */

import { Intr } from "../intrinsics";
import {
  AssignVarExpr, BinaryExpr, BinOp, CallFnExpr, CommaExpr, CondExpr, ConstExpr, ConstKind, Expr,
  ExprKind, ExprStmt, IfStmt, IntrinsicExpr, IRFunction, LengthExpr, LoadExpr, LocalArrayStmt,
  LogicalExpr, LoopStmt, RangeStmt, ReturnStmt, Stmt, StmtKind, StoreExpr, Template, UnaryExpr,
  UnOp, VarExpr, VarKind,
} from "../ir";
import { intrinsicRow } from "../intrinsics";
import { copySources, localizedVars } from "../passes/analyze";
import { FnInstance, Inference, IntDiv, sanitize } from "../passes/infer";
import { TargetInfo } from "../signature";
import { promote, Type, usualArithmetic } from "../types";

export function llType(t: Type): string {
  if (t == Type.f32) return "float";
  if (t == Type.f64) return "double";
  if (t.isBool) return "i1";
  if (t.isVoid) return "void";
  return "i" + t.bits.toString();
}

function hex16(bits: u64): string {
  let s = bits.toString(16).toUpperCase();
  while (s.length < 16) s = "0" + s;
  return s;
}

export function floatLiteral(v: f64, t: Type): string {
  const d = t == Type.f32 ? <f64><f32>v : v;
  return "0x" + hex16(reinterpret<u64>(d));
}

/** Wraps an integer to the type's width and prints it signed, as LLVM reads it. */
export function intLiteral(bits: i64, t: Type): string {
  if (t.isBool) return bits != 0 ? "true" : "false";
  if (t.size == 1) return (<i64><i8>bits).toString();
  if (t.size == 2) return (<i64><i16>bits).toString();
  if (t.size == 4) return (<i64><i32>bits).toString();
  return bits.toString();
}

/** Compile-time TypedArray conversion of a float to an integer type (NaN, ±Inf → 0). */
function floatToIntBits(v: f64): i64 {
  if (isNaN(v) || !isFinite(v)) return 0;
  const t = Math.trunc(v);
  if (t >= 9223372036854775807.0) return 9223372036854775807;
  if (t <= -9223372036854775808.0) return -9223372036854775808;
  return <i64>t;
}

class ArrayRef {
  ptr: string = "";
  len: string = "";
  dims: string[] = [];
  elem: Type = Type.f32;
  texture: i32[] | null = null;
}

class LoopLabels {
  constructor(public breakLabel: string, public continueLabel: string) {}
}

export class LLVMResult {
  code: string = "";
  entry: string = "";
  /** The CPU ABI as JSON: the chunk wrapper and its 8-byte slot layout. */
  abi: string = "";
}

export class LLVMGen {
  lines: string[] = [];
  allocas: string[] = [];
  decls: string[] = [];
  tmp: i32 = 0;
  label: i32 = 0;
  inst: FnInstance;
  fn: IRFunction;
  slots: string[] = [];
  arrays: (ArrayRef | null)[] = [];
  blockLabel: string = "entry";
  /** Copy propagation: the variable whose value each variable's reads use. */
  copyOf: i32[] = [];
  loops: LoopLabels[] = [];
  /** Where `return;` goes: the parallel loop's next iteration, or "" to return. */
  returnLabel: string = "";
  returnType: Type = Type.void;
  floatType: Type;

  constructor(public t: Template, public inf: Inference, public target: TargetInfo) {
    this.inst = inf.kernel;
    this.fn = t.kernel;
    this.floatType = inf.floatType;
  }

  // ---- small helpers ----------------------------------------------------------------------

  emitLine(s: string): void {
    this.lines.push("  " + s);
  }

  fresh(): string {
    return "%t" + (this.tmp++).toString();
  }

  newLabel(hint: string): string {
    return hint + (this.label++).toString();
  }

  startBlock(label: string): void {
    this.lines.push(label + ":");
    this.blockLabel = label;
  }

  /** After a terminator: open an unreachable block so later code still has a home. */
  terminate(s: string): void {
    this.emitLine(s);
    this.startBlock(this.newLabel("dead"));
  }

  br(label: string): void {
    this.emitLine("br label %" + label);
  }

  op(text: string): string {
    const r = this.fresh();
    this.emitLine(r + " = " + text);
    return r;
  }

  declareOnce(line: string): void {
    if (!this.decls.includes(line)) this.decls.push(line);
  }

  typeOf(e: Expr): Type {
    return this.inst.exprTypes[e.id]!;
  }

  // ---- conversions ------------------------------------------------------------------------

  convert(v: string, from: Type, to: Type): string {
    if (from == to) return v;
    const lf = llType(from);
    const lt = llType(to);
    if (to.isBool) return this.truthy(v, from);
    if (from.isBool) return this.op((to.isFloat ? "uitofp i1 " : "zext i1 ") + v + " to " + lt);
    if (from.isInteger && to.isInteger) {
      if (from.size == to.size) return v;
      if (from.size < to.size) return this.op((from.isSigned ? "sext " : "zext ") + lf + " " + v + " to " + lt);
      return this.op("trunc " + lf + " " + v + " to " + lt);
    }
    if (from.isInteger && to.isFloat) return this.op((from.isSigned ? "sitofp " : "uitofp ") + lf + " " + v + " to " + lt);
    if (from.isFloat && to.isFloat) return this.op((from.size < to.size ? "fpext " : "fptrunc ") + lf + " " + v + " to " + lt);
    // float → integer, as TypedArrays store: truncate, NaN and ±Infinity to 0, wrap modulo 2^bits
    const sfx = from == Type.f32 ? "f32" : "f64";
    this.declareOnce("declare i64 @llvm.fptosi.sat.i64." + sfx + "(" + lf + ")");
    this.declareOnce("declare " + lf + " @llvm.fabs." + sfx + "(" + lf + ")");
    const sat = this.op("call i64 @llvm.fptosi.sat.i64." + sfx + "(" + lf + " " + v + ")");
    const mag = this.op("call " + lf + " @llvm.fabs." + sfx + "(" + lf + " " + v + ")");
    const inf = this.op("fcmp oeq " + lf + " " + mag + ", " + floatLiteral(Infinity, from));
    const r = this.op("select i1 " + inf + ", i64 0, i64 " + sat);
    if (to.size == 8) return r;
    return this.op("trunc i64 " + r + " to " + lt);
  }

  /** JS truthiness: nonzero, and for floats also not NaN. */
  truthy(v: string, from: Type): string {
    if (from.isBool) return v;
    if (from.isFloat) return this.op("fcmp one " + llType(from) + " " + v + ", " + floatLiteral(0, from));
    return this.op("icmp ne " + llType(from) + " " + v + ", 0");
  }

  /** A constant folded straight into the wanted type. */
  constAs(c: ConstExpr, to: Type): string {
    if (to.isFloat) {
      const v = c.constKind == ConstKind.Float ? c.value : <f64>c.bits;
      return floatLiteral(v, to);
    }
    if (to.isBool) {
      const nz = c.constKind == ConstKind.Float ? (c.value != 0 && !isNaN(c.value)) : c.bits != 0;
      return nz ? "true" : "false";
    }
    const bits = c.constKind == ConstKind.Float ? floatToIntBits(c.value) : c.bits;
    return intLiteral(bits, to);
  }

  /** Emits `e` converted to `to`. */
  emitAs(e: Expr, to: Type): string {
    if (e.kind == ExprKind.Const) return this.constAs(<ConstExpr>e, to);
    return this.convert(this.emit(e), this.typeOf(e), to);
  }

  cond(e: Expr): string {
    return this.emitAs(e, Type.bool);
  }

  // ---- module -----------------------------------------------------------------------------

  generate(): LLVMResult {
    const t = this.t;
    const name = sanitize(t.kernel.name.length > 0 ? t.kernel.name : "kernel");
    const res = new LLVMResult();
    res.entry = "tack_kernel_" + name;
    const chunk = "tack_chunk_" + name;
    const fnTexts = new Array<string>();
    // device function instances, in creation order (deterministic)
    const instances = this.inf.instances;
    for (let i = 0; i < instances.length; i++) {
      if (instances[i].reachable) fnTexts.push(this.genFunction(instances[i]));
    }
    const kernelText = this.genKernel(res.entry);
    const slots = new Array<string>();
    const chunkText = this.genChunk(res.entry, chunk, slots);
    res.abi = "{\"kind\":\"cpu-chunk\",\"chunk\":\"" + chunk + "\",\"slots\":[" + slots.join(",") + "]}";
    const out = new Array<string>();
    out.push("; Tack kernel '" + t.kernel.name + "' (generated; do not edit)");
    out.push("source_filename = \"tack\"");
    out.push("target triple = \"" + this.target.triple + "\"");
    out.push("");
    for (let i = 0; i < fnTexts.length; i++) out.push(fnTexts[i]);
    out.push(kernelText);
    out.push(chunkText);
    for (let i = 0; i < this.decls.length; i++) out.push(this.decls[i]);
    out.push("");
    out.push("attributes #0 = { nounwind }");
    out.push("attributes #1 = { alwaysinline nounwind }");
    // The parallel loop is not runtime-unrolled: on CPUs with a large loop buffer (Zen) LLVM
    // unrolled the already interleaved vector body ×8 more, which made codegen (Loop Strength
    // Reduction) 2-5× slower for no measured run-time gain (bench/cpu/RESULTS.md §1).
    out.push("");
    out.push("!0 = distinct !{!0, !1}");
    out.push("!1 = !{!\"llvm.loop.unroll.runtime.disable\"}");
    out.push("");
    res.code = out.join("\n");
    return res;
  }

  resetFunction(inst: FnInstance): void {
    this.inst = inst;
    this.fn = inst.fn;
    this.lines = [];
    this.blockLabel = "entry";
    this.allocas = [];
    this.tmp = 0;
    this.label = 0;
    this.loops = [];
    const n = inst.fn.vars.length;
    this.slots = new Array<string>(n);
    this.arrays = new Array<ArrayRef | null>(n);
    for (let i = 0; i < n; i++) {
      this.slots[i] = "";
      this.arrays[i] = null;
    }
    const bodies = new Array<Stmt[]>();
    if (inst.fn == this.t.kernel) {
      bodies.push(this.t.preamble);
      bodies.push(this.t.loop.body);
    } else {
      bodies.push(inst.fn.body);
    }
    this.copyOf = copySources(inst.fn, bodies);
  }

  /** Parameter list entries for an array (pointer, length, shape dims). */
  arrayParams(prefix: string, inst: FnInstance, vi: i32, noalias: bool, out: string[]): ArrayRef {
    const a = new ArrayRef();
    a.elem = inst.varTypes[vi]!;
    a.texture = inst.varTexture[vi];
    a.ptr = "%" + prefix;
    a.len = "%" + prefix + ".len";
    out.push(llType(a.elem) + "* " + (noalias ? "noalias " : "") + a.ptr);
    return a;
  }

  hiddenParams(a: ArrayRef, prefix: string, rank: i32, out: string[]): void {
    out.push("i64 " + a.len);
    if (rank > 1) {
      for (let d = 0; d < rank; d++) {
        const dn = "%" + prefix + ".d" + d.toString();
        a.dims.push(dn);
        out.push("i64 " + dn);
      }
    } else {
      a.dims.push(a.len);
    }
  }

  allocaFor(vi: i32): string {
    if (this.slots[vi].length > 0) return this.slots[vi];
    const t = this.inst.varTypes[vi]!;
    // Numbered, not named: bundlers rename locals, and their output must compile to the same IR.
    const name = "%v" + vi.toString();
    this.allocas.push(name + " = alloca " + llType(t));
    this.slots[vi] = name;
    return name;
  }

  scalarParam(vi: i32, value: string): void {
    const t = this.inst.varTypes[vi]!;
    const slot = this.allocaFor(vi);
    this.emitLine("store " + llType(t) + " " + value + ", " + llType(t) + "* " + slot);
  }

  assemble(header: string): string {
    const out = new Array<string>();
    out.push(header + " {");
    out.push("entry:");
    for (let i = 0; i < this.allocas.length; i++) out.push("  " + this.allocas[i]);
    for (let i = 0; i < this.lines.length; i++) out.push(this.lines[i]);
    out.push("}");
    out.push("");
    return out.join("\n");
  }

  genFunction(inst: FnInstance): string {
    this.resetFunction(inst);
    const f = inst.fn;
    const params = new Array<string>();
    const hidden = new Array<string>();
    const scalars = new Array<i32>();
    const values = new Array<string>();
    const all = new Array<i32>();
    for (let i = 0; i < f.params.length; i++) all.push(f.params[i]);
    for (let i = 0; i < f.captureInner.length; i++) all.push(f.captureInner[i]);
    for (let i = 0; i < all.length; i++) {
      const vi = all[i];
      const pname = "a" + i.toString();
      if (inst.varIsArray[vi]) {
        const a = this.arrayParams(pname, inst, vi, false, params);
        this.hiddenParams(a, pname, inst.varRank[vi], params);
        this.arrays[vi] = a;
      } else {
        const t = inst.varTypes[vi]!;
        params.push(llType(t) + " %" + pname);
        scalars.push(vi);
        values.push("%" + pname);
      }
    }
    for (let i = 0; i < scalars.length; i++) this.scalarParam(scalars[i], values[i]);
    this.returnType = inst.sawReturnValue ? inst.returnType! : Type.void;
    this.returnLabel = "";
    this.emitStmts(f.body);
    // falling off the end returns 0 (JS: undefined; typed kernels have no undefined)
    if (this.returnType.isVoid) this.emitLine("ret void");
    else this.emitLine("ret " + llType(this.returnType) + " " + this.zero(this.returnType));
    const header = "define internal " + llType(this.returnType) + " @tack_fn_" + inst.symbol +
      "(" + params.join(", ") + ") #1";
    return this.assemble(header);
  }

  zero(t: Type): string {
    if (t.isFloat) return floatLiteral(0, t);
    if (t.isBool) return "false";
    return "0";
  }

  genKernel(entry: string): string {
    const t = this.t;
    const k = t.kernel;
    const inst = this.inf.kernel;
    this.resetFunction(inst);
    const params = new Array<string>();
    const hidden = new Array<string>();
    const scalars = new Array<i32>();
    for (let i = 0; i < k.params.length; i++) {
      const vi = k.params[i];
      const pname = "p" + i.toString();
      if (inst.varIsArray[vi]) {
        const a = this.arrayParams(pname, inst, vi, this.target.noalias && inst.varTexture[vi] == null, params);
        this.hiddenParams(a, pname, inst.varRank[vi], hidden);
        this.arrays[vi] = a;
      } else {
        params.push(llType(inst.varTypes[vi]!) + " %" + pname);
        scalars.push(i);
      }
    }
    for (let i = 0; i < hidden.length; i++) params.push(hidden[i]);
    params.push("i64 %start");
    params.push("i64 %end");
    for (let i = 0; i < scalars.length; i++) {
      this.scalarParam(k.params[scalars[i]], "%p" + scalars[i].toString());
    }
    this.returnType = Type.void;
    this.returnLabel = "";
    this.emitStmts(t.preamble);
    this.emitParallelLoop();
    this.emitLine("ret void");
    // internal: only the chunk wrapper is an entry point; the kernel is inlined into it, so
    // LLVM optimizes and emits its body once
    return this.assemble("define internal void @" + entry + "(" + params.join(", ") + ") #0");
  }

  /** Copies preamble values of localized scalars; restored at each iteration's start. */
  saveLocalized(vars: i32[], saved: string[]): void {
    for (let i = 0; i < vars.length; i++) {
      const vi = vars[i];
      const ty = llType(this.inst.varTypes[vi]!);
      const slot = this.allocaFor(vi);
      const s = "%saved" + vi.toString();
      this.allocas.push(s + " = alloca " + ty);
      const v = this.op("load " + ty + ", " + ty + "* " + slot);
      this.emitLine("store " + ty + " " + v + ", " + ty + "* " + s);
      saved.push(s);
    }
  }

  restoreLocalized(vars: i32[], saved: string[]): void {
    for (let i = 0; i < vars.length; i++) {
      const vi = vars[i];
      const ty = llType(this.inst.varTypes[vi]!);
      const v = this.op("load " + ty + ", " + ty + "* " + saved[i]);
      this.emitLine("store " + ty + " " + v + ", " + ty + "* " + this.slots[vi]);
    }
  }

  counter(name: string): string {
    const s = "%" + name;
    this.allocas.push(s + " = alloca i64");
    return s;
  }

  emitParallelLoop(): void {
    const loop = this.t.loop;
    const localized = this.localized();
    const saved = new Array<string>();
    this.saveLocalized(localized, saved);
    const exit = this.newLabel("loop.exit");
    if (!loop.isGrid || loop.extents.length == 1) {
      const flat = this.counter("flat");
      this.emitLine("store i64 %start, i64* " + flat);
      const head = this.newLabel("loop.head");
      const body = this.newLabel("loop.body");
      const latch = this.newLabel("loop.latch");
      this.br(head);
      this.startBlock(head);
      const i = this.op("load i64, i64* " + flat);
      const c = this.op("icmp slt i64 " + i + ", %end");
      this.emitLine("br i1 " + c + ", label %" + body + ", label %" + exit);
      this.startBlock(body);
      this.scalarParam(loop.indexVars[0], i);
      this.restoreLocalized(localized, saved);
      this.returnLabel = latch;
      this.emitStmts(loop.body);
      this.br(latch);
      this.startBlock(latch);
      const i2 = this.op("load i64, i64* " + flat);
      const i3 = this.op("add i64 " + i2 + ", 1");
      this.emitLine("store i64 " + i3 + ", i64* " + flat);
      this.emitLine("br label %" + head + ", !llvm.loop !0");
      this.startBlock(exit);
      return;
    }
    // grid: rows of the innermost extent, so the inner loop is a plain counted loop
    const dims = loop.extents.length;
    const ext = new Array<string>();
    for (let d = 0; d < dims; d++) ext.push(this.emitAs(loop.extents[d], Type.i64));
    const w = ext[dims - 1];
    const row = this.counter("row");
    const col = this.counter("col");
    const nonEmpty = this.op("icmp slt i64 %start, %end");
    const init = this.newLabel("grid.init");
    this.emitLine("br i1 " + nonEmpty + ", label %" + init + ", label %" + exit);
    this.startBlock(init);
    const r0 = this.op("sdiv i64 %start, " + w);
    this.emitLine("store i64 " + r0 + ", i64* " + row);
    const rowHead = this.newLabel("grid.row");
    const rowBody = this.newLabel("grid.rowbody");
    const colHead = this.newLabel("grid.col");
    const body = this.newLabel("grid.body");
    const latch = this.newLabel("grid.latch");
    const rowLatch = this.newLabel("grid.rowlatch");
    this.br(rowHead);
    this.startBlock(rowHead);
    const r = this.op("load i64, i64* " + row);
    const base = this.op("mul i64 " + r + ", " + w);
    const more = this.op("icmp slt i64 " + base + ", %end");
    this.emitLine("br i1 " + more + ", label %" + rowBody + ", label %" + exit);
    this.startBlock(rowBody);
    const off = this.op("sub i64 %start, " + base);
    const offPos = this.op("icmp sgt i64 " + off + ", 0");
    const xs = this.op("select i1 " + offPos + ", i64 " + off + ", i64 0");
    const rem = this.op("sub i64 %end, " + base);
    const remLess = this.op("icmp slt i64 " + rem + ", " + w);
    const xe = this.op("select i1 " + remLess + ", i64 " + rem + ", i64 " + w);
    this.emitLine("store i64 " + xs + ", i64* " + col);
    // outer indices of this row
    if (dims == 2) {
      this.scalarParam(loop.indexVars[0], r);
    } else {
      const h = ext[1];
      const z = this.op("sdiv i64 " + r + ", " + h);
      const zh = this.op("mul i64 " + z + ", " + h);
      const y = this.op("sub i64 " + r + ", " + zh);
      this.scalarParam(loop.indexVars[0], z);
      this.scalarParam(loop.indexVars[1], y);
    }
    this.br(colHead);
    this.startBlock(colHead);
    const x = this.op("load i64, i64* " + col);
    const inRow = this.op("icmp slt i64 " + x + ", " + xe);
    this.emitLine("br i1 " + inRow + ", label %" + body + ", label %" + rowLatch);
    this.startBlock(body);
    this.scalarParam(loop.indexVars[dims - 1], x);
    this.restoreLocalized(localized, saved);
    this.returnLabel = latch;
    this.emitStmts(loop.body);
    this.br(latch);
    this.startBlock(latch);
    const x2 = this.op("load i64, i64* " + col);
    const x3 = this.op("add i64 " + x2 + ", 1");
    this.emitLine("store i64 " + x3 + ", i64* " + col);
    this.emitLine("br label %" + colHead + ", !llvm.loop !0");
    this.startBlock(rowLatch);
    const r2 = this.op("load i64, i64* " + row);
    const r3 = this.op("add i64 " + r2 + ", 1");
    this.emitLine("store i64 " + r3 + ", i64* " + row);
    this.br(rowHead);
    this.startBlock(exit);
  }

  localized(): i32[] {
    return localizedVars(this.t);
  }

  /**
   * The one entry point the shim calls: `(i64* slots, i64 start, i64 end)`. Slot k holds
   * parameter k (array pointer or scalar bits), then each array's length and, for rank > 1,
   * its shape; `slots` receives that layout as JSON for the runtime's packer.
   */
  genChunk(entry: string, chunk: string, slots: string[]): string {
    const k = this.t.kernel;
    const inst = this.inf.kernel;
    const lines = new Array<string>();
    const args = new Array<string>();
    const hidden = new Array<string>();
    let slot = 0;
    let tmp = 0;
    lines.push("define void @" + chunk + "(i64* %slots, i64 %start, i64 %end) #0 {");
    lines.push("entry:");
    for (let i = 0; i < k.params.length; i++) {
      const vi = k.params[i];
      const p = "%s" + (tmp++).toString();
      lines.push("  " + p + ".p = getelementptr i64, i64* %slots, i64 " + slot.toString());
      lines.push("  " + p + " = load i64, i64* " + p + ".p");
      slot++;
      slots.push("{\"param\":" + i.toString() + "}");
      if (inst.varIsArray[vi]) {
        const ty = llType(inst.varTypes[vi]!);
        lines.push("  " + p + ".a = inttoptr i64 " + p + " to " + ty + "*");
        args.push(ty + "* " + p + ".a");
      } else {
        const t = inst.varTypes[vi]!;
        const ty = llType(t);
        if (t == Type.f64) {
          lines.push("  " + p + ".v = bitcast i64 " + p + " to double");
        } else if (t == Type.f32) {
          lines.push("  " + p + ".w = trunc i64 " + p + " to i32");
          lines.push("  " + p + ".v = bitcast i32 " + p + ".w to float");
        } else if (t.size == 8) {
          lines.push("  " + p + ".v = add i64 " + p + ", 0");
        } else {
          lines.push("  " + p + ".v = trunc i64 " + p + " to " + ty);
        }
        args.push(ty + " " + p + ".v");
      }
    }
    for (let i = 0; i < k.params.length; i++) {
      const vi = k.params[i];
      if (!inst.varIsArray[vi]) continue;
      const n = inst.varRank[vi] > 1 ? 1 + inst.varRank[vi] : 1;
      for (let d = 0; d < n; d++) {
        const p = "%h" + (tmp++).toString();
        lines.push("  " + p + ".p = getelementptr i64, i64* %slots, i64 " + slot.toString());
        lines.push("  " + p + " = load i64, i64* " + p + ".p");
        hidden.push("i64 " + p);
        slot++;
        slots.push("{\"param\":" + i.toString() + ",\"dim\":" + (d - 1).toString() + "}");
      }
    }
    for (let i = 0; i < hidden.length; i++) args.push(hidden[i]);
    args.push("i64 %start");
    args.push("i64 %end");
    lines.push("  call void @" + entry + "(" + args.join(", ") + ")");
    lines.push("  ret void");
    lines.push("}");
    lines.push("");
    return lines.join("\n");
  }

  // ---- statements ---------------------------------------------------------------------------

  emitStmts(body: Stmt[]): void {
    for (let i = 0; i < body.length; i++) this.emitStmt(body[i]);
  }

  emitStmt(s: Stmt): void {
    switch (s.kind) {
      case StmtKind.Expr: this.emitExprStmt(<ExprStmt>s); break;
      case StmtKind.If: this.emitIf(<IfStmt>s); break;
      case StmtKind.Loop: this.emitLoop(<LoopStmt>s); break;
      case StmtKind.Range: this.emitRange(<RangeStmt>s); break;
      case StmtKind.Break: this.terminate("br label %" + this.loops[this.loops.length - 1].breakLabel); break;
      case StmtKind.Continue: this.terminate("br label %" + this.loops[this.loops.length - 1].continueLabel); break;
      case StmtKind.Return: this.emitReturn(<ReturnStmt>s); break;
      case StmtKind.LocalArray: this.emitLocalArray(<LocalArrayStmt>s); break;
      default: break;
    }
  }

  emitExprStmt(s: ExprStmt): void {
    this.emit(s.expr!);
  }

  emitIf(s: IfStmt): void {
    const c = this.cond(s.test!);
    const then = this.newLabel("if.then");
    const other = this.newLabel("if.else");
    const done = this.newLabel("if.end");
    this.emitLine("br i1 " + c + ", label %" + then + ", label %" + other);
    this.startBlock(then);
    this.emitStmts(s.then);
    this.br(done);
    this.startBlock(other);
    this.emitStmts(s.otherwise);
    this.br(done);
    this.startBlock(done);
  }

  emitLoop(s: LoopStmt): void {
    const head = this.newLabel("while.head");
    const body = this.newLabel("while.body");
    const cont = this.newLabel("while.cont");
    const exit = this.newLabel("while.exit");
    this.br(s.testFirst ? head : body);
    this.startBlock(head);
    if (s.test) {
      const c = this.cond(s.test!);
      this.emitLine("br i1 " + c + ", label %" + body + ", label %" + exit);
    } else {
      this.br(body);
    }
    this.startBlock(body);
    this.loops.push(new LoopLabels(exit, cont));
    this.emitStmts(s.body);
    this.loops.pop();
    this.br(cont);
    this.startBlock(cont);
    if (s.update) this.emit(s.update!);
    this.br(head);
    this.startBlock(exit);
  }

  emitRange(s: RangeStmt): void {
    const start = s.startExpr ? this.emitAs(s.startExpr!, Type.i64) : "0";
    const end = this.emitAs(s.endExpr!, Type.i64);
    const step = s.step ? this.emitAs(s.step!, Type.i64) : "1";
    const counter = this.counter("r" + s.varIndex.toString() + "." + (this.label).toString());
    this.emitLine("store i64 " + start + ", i64* " + counter);
    const head = this.newLabel("range.head");
    const body = this.newLabel("range.body");
    const cont = this.newLabel("range.cont");
    const exit = this.newLabel("range.exit");
    this.br(head);
    this.startBlock(head);
    const i = this.op("load i64, i64* " + counter);
    let c: string;
    if (s.step == null || (s.step!.kind == ExprKind.Const && (<ConstExpr>s.step!).bits > 0)) {
      c = this.op("icmp slt i64 " + i + ", " + end);
    } else {
      // a runtime step: count up while i < end if step > 0, down while i > end if negative
      const up = this.op("icmp sgt i64 " + step + ", 0");
      const lt = this.op("icmp slt i64 " + i + ", " + end);
      const gt = this.op("icmp sgt i64 " + i + ", " + end);
      const down = this.op("icmp slt i64 " + step + ", 0");
      const gtOk = this.op("and i1 " + down + ", " + gt);
      c = this.op("select i1 " + up + ", i1 " + lt + ", i1 " + gtOk);
    }
    this.emitLine("br i1 " + c + ", label %" + body + ", label %" + exit);
    this.startBlock(body);
    this.scalarParam(s.varIndex, i);
    this.loops.push(new LoopLabels(exit, cont));
    this.emitStmts(s.body);
    this.loops.pop();
    this.br(cont);
    this.startBlock(cont);
    const i2 = this.op("load i64, i64* " + counter);
    const i3 = this.op("add i64 " + i2 + ", " + step);
    this.emitLine("store i64 " + i3 + ", i64* " + counter);
    this.br(head);
    this.startBlock(exit);
  }

  emitReturn(s: ReturnStmt): void {
    if (this.returnLabel.length > 0) {
      this.terminate("br label %" + this.returnLabel);
      return;
    }
    if (this.returnType.isVoid) {
      this.terminate("ret void");
      return;
    }
    const v = s.value ? this.emitAs(s.value!, this.returnType) : this.zero(this.returnType);
    this.terminate("ret " + llType(this.returnType) + " " + v);
  }

  emitLocalArray(s: LocalArrayStmt): void {
    const v = this.fn.vars[s.varIndex];
    const et = v.elementType!;
    const ty = llType(et);
    const arrTy = "[" + v.arrayLength.toString() + " x " + ty + "]";
    const slot = "%la" + s.varIndex.toString();
    if (this.arrays[s.varIndex] == null) {
      this.allocas.push(slot + " = alloca " + arrTy + ", align 16");
      const a = new ArrayRef();
      a.elem = et;
      a.ptr = slot + ".base";
      a.len = v.arrayLength.toString();
      a.dims.push(a.len);
      this.allocas.push(a.ptr + " = getelementptr inbounds " + arrTy + ", " + arrTy + "* " + slot + ", i64 0, i64 0");
      this.arrays[s.varIndex] = a;
    }
    // JS's `new Float32Array(n)` is zero-filled at each declaration
    this.declareOnce("declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)");
    const p = this.op("bitcast " + arrTy + "* " + slot + " to i8*");
    const bytes = (v.arrayLength * et.size).toString();
    this.emitLine("call void @llvm.memset.p0i8.i64(i8* align 16 " + p + ", i8 0, i64 " + bytes + ", i1 false)");
  }

  // ---- expressions --------------------------------------------------------------------------

  emit(e: Expr): string {
    switch (e.kind) {
      case ExprKind.Const: return this.constAs(<ConstExpr>e, this.typeOf(e));
      case ExprKind.Var: {
        const vi = this.copyOf[(<VarExpr>e).varIndex];
        const ty = llType(this.inst.varTypes[vi]!);
        return this.op("load " + ty + ", " + ty + "* " + this.allocaFor(vi));
      }
      case ExprKind.Length: return this.emitLength(<LengthExpr>e);
      case ExprKind.Load: return this.emitLoad(<LoadExpr>e);
      case ExprKind.Unary: return this.emitUnary(<UnaryExpr>e);
      case ExprKind.Binary: return this.emitBinary(<BinaryExpr>e);
      case ExprKind.Logical: return this.emitLogical(<LogicalExpr>e);
      case ExprKind.Cond: return this.emitCond(<CondExpr>e);
      case ExprKind.Intrinsic: return this.emitIntrinsic(<IntrinsicExpr>e);
      case ExprKind.CallFn: return this.emitCall(<CallFnExpr>e);
      case ExprKind.AssignVar: {
        const a = <AssignVarExpr>e;
        if (this.copyOf[a.varIndex] != a.varIndex) return this.emit(a.value!); // a copy: reads use its source
        const t = this.inst.varTypes[a.varIndex]!;
        const v = this.emitAs(a.value!, t);
        this.emitLine("store " + llType(t) + " " + v + ", " + llType(t) + "* " + this.allocaFor(a.varIndex));
        return this.convert(v, t, this.typeOf(e));
      }
      case ExprKind.Store: return this.emitStore(<StoreExpr>e);
      case ExprKind.Comma: {
        const c = <CommaExpr>e;
        let v = "";
        for (let i = 0; i < c.exprs.length; i++) v = this.emit(c.exprs[i]);
        return v;
      }
      default: return "undef";
    }
  }

  emitLength(e: LengthExpr): string {
    const a = this.arrays[e.varIndex]!;
    if (e.dim < 0) return a.len;
    if (e.dim < a.dims.length) return a.dims[e.dim];
    return "1";
  }

  elementPtr(vi: i32, index: Expr): string {
    const a = this.arrays[vi]!;
    const idx = this.emitAs(index, Type.i64);
    const ty = llType(a.elem);
    return this.op("getelementptr inbounds " + ty + ", " + ty + "* " + a.ptr + ", i64 " + idx);
  }

  emitLoad(e: LoadExpr): string {
    const ty = llType(this.arrays[e.varIndex]!.elem);
    const p = this.elementPtr(e.varIndex, e.index!);
    return this.op("load " + ty + ", " + ty + "* " + p);
  }

  emitStore(e: StoreExpr): string {
    const a = this.arrays[e.varIndex]!;
    const p = this.elementPtr(e.varIndex, e.index!);
    const vt = this.typeOf(e.value!);
    const raw = this.emit(e.value!);
    const v = this.convert(raw, vt, a.elem);
    const ty = llType(a.elem);
    this.emitLine("store " + ty + " " + v + ", " + ty + "* " + p);
    return this.convert(raw, vt, this.typeOf(e));
  }

  emitUnary(e: UnaryExpr): string {
    const t = this.typeOf(e);
    const ty = llType(t);
    switch (e.op) {
      case UnOp.Not: {
        const c = this.cond(e.arg!);
        return this.op("xor i1 " + c + ", true");
      }
      case UnOp.BitNot: {
        const v = this.emitAs(e.arg!, t);
        return this.op("xor " + ty + " " + v + ", -1");
      }
      case UnOp.Plus: return this.emitAs(e.arg!, t);
      default: {
        const v = this.emitAs(e.arg!, t);
        if (t.isFloat) return this.op("fneg " + ty + " " + v);
        return this.op("sub " + ty + " 0, " + v);
      }
    }
  }

  emitBinary(e: BinaryExpr): string {
    const t = this.typeOf(e);
    const op = e.op;
    if (op >= BinOp.Eq) return this.emitCompare(e);
    if (op == BinOp.Shl || op == BinOp.Shr || op == BinOp.UShr) return this.emitShift(e, t);
    const ty = llType(t);
    if (op == BinOp.Div && !t.isFloat) return this.emitIntDiv(e, t);
    if (t.isFloat && (op == BinOp.Add || op == BinOp.Sub)) {
      const fused = this.emitMulAdd(e, t);
      if (fused.length > 0) return fused;
    }
    const l = this.emitAs(e.left!, t);
    const r = this.emitAs(e.right!, t);
    if (t.isFloat) {
      switch (op) {
        case BinOp.Add: return this.op("fadd " + ty + " " + l + ", " + r);
        case BinOp.Sub: return this.op("fsub " + ty + " " + l + ", " + r);
        case BinOp.Mul: return this.op("fmul " + ty + " " + l + ", " + r);
        case BinOp.Div: return this.op("fdiv " + ty + " " + l + ", " + r);
        case BinOp.Rem: return this.op("frem " + ty + " " + l + ", " + r);
        case BinOp.Pow: return this.emitPow(l, r, t);
        default: break;
      }
    }
    switch (op) {
      case BinOp.Add: return this.op("add " + ty + " " + l + ", " + r);
      case BinOp.Sub: return this.op("sub " + ty + " " + l + ", " + r);
      case BinOp.Mul: return this.op("mul " + ty + " " + l + ", " + r);
      case BinOp.And: return this.op("and " + ty + " " + l + ", " + r);
      case BinOp.Or: return this.op("or " + ty + " " + l + ", " + r);
      case BinOp.Xor: return this.op("xor " + ty + " " + l + ", " + r);
      case BinOp.Rem: return this.emitIntRem(l, r, t);
      case BinOp.Pow: return this.emitIntPow(l, r, t);
      default: return "undef";
    }
  }

  isMulOf(x: Expr, t: Type): bool {
    return x.kind == ExprKind.Binary && (<BinaryExpr>x).op == BinOp.Mul && this.typeOf(x) == t;
  }

  /**
   * `a * b + c` and `a * b - c` (either side) inside one expression contract to
   * llvm.fmuladd, as DESIGN.md §3 allows and C compilers do; never across statements.
   * Operands are emitted in source order. Returns "" when `e` has no such shape.
   */
  emitMulAdd(e: BinaryExpr, t: Type): string {
    const leftMul = this.isMulOf(e.left!, t);
    const rightMul = !leftMul && this.isMulOf(e.right!, t);
    if (!leftMul && !rightMul) return "";
    const ty = llType(t);
    let a: string, b: string, c: string;
    if (leftMul) {
      const m = <BinaryExpr>e.left!;
      a = this.emitAs(m.left!, t);
      b = this.emitAs(m.right!, t);
      c = this.emitAs(e.right!, t);
      if (e.op == BinOp.Sub) c = this.op("fneg " + ty + " " + c);
    } else {
      const m = <BinaryExpr>e.right!;
      c = this.emitAs(e.left!, t);
      a = this.emitAs(m.left!, t);
      b = this.emitAs(m.right!, t);
      if (e.op == BinOp.Sub) a = this.op("fneg " + ty + " " + a);
    }
    return this.intrinsicCall("fmuladd", t, [a, b, c]);
  }

  /** Integer division (BigInt `/`, Math.trunc/floor(a / b), (a / b) | 0); b == 0 gives 0. */
  emitIntDiv(e: BinaryExpr, t: Type): string {
    const ty = llType(t);
    const l = this.emitAs(e.left!, t);
    const r = this.emitAs(e.right!, t);
    const zero = this.op("icmp eq " + ty + " " + r + ", 0");
    if (t.isUnsigned) {
      const safe = this.op("select i1 " + zero + ", " + ty + " 1, " + ty + " " + r);
      const q = this.op("udiv " + ty + " " + l + ", " + safe);
      return this.op("select i1 " + zero + ", " + ty + " 0, " + ty + " " + q);
    }
    // b == -1 would trap on MIN / -1: divide by 1 and negate (wrapping) instead
    const neg1 = this.op("icmp eq " + ty + " " + r + ", -1");
    const bad = this.op("or i1 " + zero + ", " + neg1);
    const safe = this.op("select i1 " + bad + ", " + ty + " 1, " + ty + " " + r);
    const q0 = this.op("sdiv " + ty + " " + l + ", " + safe);
    const negl = this.op("sub " + ty + " 0, " + l);
    const q1 = this.op("select i1 " + neg1 + ", " + ty + " " + negl + ", " + ty + " " + q0);
    let q = this.op("select i1 " + zero + ", " + ty + " 0, " + ty + " " + q1);
    if (this.inst.intDiv[e.id] == IntDiv.Floor) {
      // round toward -infinity: subtract 1 when the remainder is nonzero and signs differ
      const prod = this.op("mul " + ty + " " + q + ", " + r);
      const rem = this.op("sub " + ty + " " + l + ", " + prod);
      const nz = this.op("icmp ne " + ty + " " + rem + ", 0");
      const x = this.op("xor " + ty + " " + rem + ", " + r);
      const opp = this.op("icmp slt " + ty + " " + x + ", 0");
      const both = this.op("and i1 " + nz + ", " + opp);
      // no adjustment when b == 0: the quotient is already the 0 that JS's ±Infinity stores as
      const nonzero = this.op("xor i1 " + zero + ", true");
      const adj = this.op("and i1 " + both + ", " + nonzero);
      const adjv = this.op("zext i1 " + adj + " to " + ty);
      q = this.op("sub " + ty + " " + q + ", " + adjv);
    }
    return q;
  }

  /** Truncated remainder; % 0 gives 0 (JS: NaN, which an integer store makes 0). */
  emitIntRem(l: string, r: string, t: Type): string {
    const ty = llType(t);
    const zero = this.op("icmp eq " + ty + " " + r + ", 0");
    if (t.isUnsigned) {
      const safe = this.op("select i1 " + zero + ", " + ty + " 1, " + ty + " " + r);
      const m = this.op("urem " + ty + " " + l + ", " + safe);
      return this.op("select i1 " + zero + ", " + ty + " 0, " + ty + " " + m);
    }
    const neg1 = this.op("icmp eq " + ty + " " + r + ", -1");
    const bad = this.op("or i1 " + zero + ", " + neg1);
    const safe = this.op("select i1 " + bad + ", " + ty + " 1, " + ty + " " + r);
    const m = this.op("srem " + ty + " " + l + ", " + safe);
    return this.op("select i1 " + bad + ", " + ty + " 0, " + ty + " " + m);
  }

  /** BigInt `**`: square-and-multiply; a negative exponent gives 0. */
  emitIntPow(l: string, r: string, t: Type): string {
    const ty = llType(t);
    const name = "@tack.ipow." + ty;
    this.declareOnce("define internal " + ty + " " + name + "(" + ty + " %b, " + ty + " %e) #1 {\n" +
      "entry:\n  %neg = icmp slt " + ty + " %e, 0\n  br i1 %neg, label %done0, label %loop\n" +
      "loop:\n  %acc = phi " + ty + " [1, %entry], [%acc2, %step]\n  %base = phi " + ty + " [%b, %entry], [%base2, %step]\n" +
      "  %ex = phi " + ty + " [%e, %entry], [%ex2, %step]\n  %z = icmp eq " + ty + " %ex, 0\n  br i1 %z, label %done, label %step\n" +
      "step:\n  %bit = and " + ty + " %ex, 1\n  %odd = icmp ne " + ty + " %bit, 0\n  %m = mul " + ty + " %acc, %base\n" +
      "  %acc2 = select i1 %odd, " + ty + " %m, " + ty + " %acc\n  %base2 = mul " + ty + " %base, %base\n" +
      "  %ex2 = lshr " + ty + " %ex, 1\n  br label %loop\n" +
      "done:\n  ret " + ty + " %acc\ndone0:\n  ret " + ty + " 0\n}");
    return this.op("call " + ty + " " + name + "(" + ty + " " + l + ", " + ty + " " + r + ")");
  }

  /**
   * JS's Math.pow where C's pow differs: pow(x, NaN) is NaN even for x = 1, and
   * pow(±1, ±Infinity) is NaN (C gives 1 for both).
   */
  emitPow(l: string, r: string, t: Type): string {
    const ty = llType(t);
    const p = this.libmCall("pow", t, [l, r]);
    const nanY = this.op("fcmp uno " + ty + " " + r + ", " + r);
    const ax = this.intrinsicCall("fabs", t, [l]);
    const ay = this.intrinsicCall("fabs", t, [r]);
    const one = this.op("fcmp oeq " + ty + " " + ax + ", " + floatLiteral(1, t));
    const inf = this.op("fcmp oeq " + ty + " " + ay + ", " + floatLiteral(Infinity, t));
    const oneInf = this.op("and i1 " + one + ", " + inf);
    const bad = this.op("or i1 " + nanY + ", " + oneInf);
    return this.op("select i1 " + bad + ", " + ty + " " + floatLiteral(NaN, t) + ", " + ty + " " + p);
  }

  /**
   * BigInt shifts are exact: no masking, a count of 64 or more shifts everything out, and a
   * negative count shifts the other way (`>>>` on BigInt is a TypeError in JS; it masks here).
   */
  emitBigShift(e: BinaryExpr, t: Type): string {
    const ty = llType(t);
    const x = this.emitAs(e.left!, t);
    const rt = this.typeOf(e.right!);
    const n = this.emitAs(e.right!, rt.isInteger && rt.size == 8 ? rt : Type.i64);
    const signed = !promote(this.typeOf(e.left!)).isUnsigned;
    const neg = this.op("icmp slt i64 " + n + ", 0");
    const negn = this.op("sub i64 0, " + n);
    const an = this.op("select i1 " + neg + ", i64 " + negn + ", i64 " + n);
    const big = this.op("icmp ugt i64 " + an + ", 63");
    const s = this.op("select i1 " + big + ", i64 63, i64 " + an);
    const left = this.op("shl i64 " + x + ", " + s);
    const right = this.op((signed ? "ashr" : "lshr") + " i64 " + x + ", " + s);
    const leftOut = this.op("select i1 " + big + ", i64 0, i64 " + left);
    // shifted right past the width: the sign (signed) or 0 (unsigned)
    const fill = signed ? this.op("ashr i64 " + x + ", 63") : "0";
    const rightOut = this.op("select i1 " + big + ", i64 " + fill + ", i64 " + right);
    const isShl = e.op == BinOp.Shl;
    return this.op("select i1 " + neg + ", " + ty + " " + (isShl ? rightOut : leftOut) + ", " + ty + " " + (isShl ? leftOut : rightOut));
  }

  /** JS shifts: the count is taken modulo the width; `>>` arithmetic, `>>>` logical. */
  emitShift(e: BinaryExpr, t: Type): string {
    if (t.size == 8 && e.op != BinOp.UShr) return this.emitBigShift(e, t);
    const ty = llType(t);
    const l = this.emitAs(e.left!, t);
    const rt = this.typeOf(e.right!);
    let r = this.emitAs(e.right!, rt.isFloat || rt.isBool ? Type.i32 : promote(rt));
    r = this.convert(r, rt.isFloat || rt.isBool ? Type.i32 : promote(rt), t.size == 8 ? Type.u64 : Type.u32);
    const masked = this.op("and " + ty + " " + r + ", " + (t.bits - 1).toString());
    if (e.op == BinOp.Shl) return this.op("shl " + ty + " " + l + ", " + masked);
    if (e.op == BinOp.UShr) return this.op("lshr " + ty + " " + l + ", " + masked);
    const lt = this.typeOf(e.left!);
    // BigUint64 values are nonnegative BigInts: `>>` shifts them logically
    const logical = t.size == 8 && promote(lt).isUnsigned;
    return this.op((logical ? "lshr " : "ashr ") + ty + " " + l + ", " + masked);
  }

  /** Comparisons compare mathematical values, as JS does, even across signedness. */
  emitCompare(e: BinaryExpr): string {
    const lt = this.typeOf(e.left!);
    const rt = this.typeOf(e.right!);
    const op = e.op;
    if (lt.isBool && rt.isBool && (op == BinOp.Eq || op == BinOp.Ne)) {
      const l = this.emit(e.left!);
      const r = this.emit(e.right!);
      return this.op("icmp " + (op == BinOp.Eq ? "eq" : "ne") + " i1 " + l + ", " + r);
    }
    let ct = usualArithmetic(lt, rt);
    if (ct.isFloat) {
      const ty = llType(ct);
      const l = this.emitAs(e.left!, ct);
      const r = this.emitAs(e.right!, ct);
      return this.op("fcmp " + floatPredicate(op) + " " + ty + " " + l + ", " + r);
    }
    const pl = promote(lt);
    const pr = promote(rt);
    if (pl.isSigned != pr.isSigned) {
      if (pl.size < 8 && pr.size < 8) {
        ct = Type.i64; // both fit: compare as i64
      } else {
        return this.emitMixedCompare(e, pl, pr);
      }
    }
    const ty = llType(ct);
    const l = this.emitAs(e.left!, ct);
    const r = this.emitAs(e.right!, ct);
    return this.op("icmp " + intPredicate(op, ct.isUnsigned) + " " + ty + " " + l + ", " + r);
  }

  /** 64-bit signed against unsigned: a negative signed value is below every unsigned one. */
  emitMixedCompare(e: BinaryExpr, pl: Type, pr: Type): string {
    const l = this.emitAs(e.left!, pl.size == 8 ? pl : (pl.isSigned ? Type.i64 : Type.u64));
    const r = this.emitAs(e.right!, pr.size == 8 ? pr : (pr.isSigned ? Type.i64 : Type.u64));
    const lNeg = pl.isSigned ? this.op("icmp slt i64 " + l + ", 0") : "false";
    const rNeg = pr.isSigned ? this.op("icmp slt i64 " + r + ", 0") : "false";
    const u = this.op("icmp " + intPredicate(e.op, true) + " i64 " + l + ", " + r);
    // If exactly one is negative (only the signed one can be), the answer is fixed.
    const anyNeg = this.op("or i1 " + lNeg + ", " + rNeg);
    let fixed: string;
    switch (e.op) {
      case BinOp.Eq: fixed = "false"; break;
      case BinOp.Ne: fixed = "true"; break;
      case BinOp.Lt:
      case BinOp.Le: fixed = lNeg; break; // l < r exactly when l is the negative one
      default: fixed = rNeg; break;
    }
    return this.op("select i1 " + anyNeg + ", i1 " + fixed + ", i1 " + u);
  }

  emitLogical(e: LogicalExpr): string {
    const l = this.cond(e.left!);
    const rhs = this.newLabel("logic.rhs");
    const done = this.newLabel("logic.end");
    const from = this.currentLabel();
    if (e.isAnd) this.emitLine("br i1 " + l + ", label %" + rhs + ", label %" + done);
    else this.emitLine("br i1 " + l + ", label %" + done + ", label %" + rhs);
    this.startBlock(rhs);
    const r = this.cond(e.right!);
    const rfrom = this.currentLabel();
    this.br(done);
    this.startBlock(done);
    return this.op("phi i1 [" + (e.isAnd ? "false" : "true") + ", %" + from + "], [" + r + ", %" + rfrom + "]");
  }

  /** The block being filled (phis name their predecessors by it). */
  currentLabel(): string {
    return this.blockLabel;
  }

  emitCond(e: CondExpr): string {
    const t = this.typeOf(e);
    const c = this.cond(e.test!);
    const a = this.newLabel("cond.then");
    const b = this.newLabel("cond.else");
    const done = this.newLabel("cond.end");
    this.emitLine("br i1 " + c + ", label %" + a + ", label %" + b);
    this.startBlock(a);
    const va = this.emitAs(e.then!, t);
    const fa = this.currentLabel();
    this.br(done);
    this.startBlock(b);
    const vb = this.emitAs(e.otherwise!, t);
    const fb = this.currentLabel();
    this.br(done);
    this.startBlock(done);
    return this.op("phi " + llType(t) + " [" + va + ", %" + fa + "], [" + vb + ", %" + fb + "]");
  }

  // ---- intrinsics ---------------------------------------------------------------------------

  intrinsicCall(name: string, t: Type, args: string[]): string {
    const ty = llType(t);
    const sfx = t == Type.f32 ? "f32" : t == Type.f64 ? "f64" : ty;
    const full = "@llvm." + name + "." + sfx;
    const params = new Array<string>();
    const call = new Array<string>();
    for (let i = 0; i < args.length; i++) {
      params.push(ty);
      call.push(ty + " " + args[i]);
    }
    this.declareOnce("declare " + ty + " " + full + "(" + params.join(", ") + ")");
    return this.op("call " + ty + " " + full + "(" + call.join(", ") + ")");
  }

  libmCall(base: string, t: Type, args: string[]): string {
    const ty = llType(t);
    const name = "@" + base + (t == Type.f32 ? "f" : "");
    const params = new Array<string>();
    const call = new Array<string>();
    for (let i = 0; i < args.length; i++) {
      params.push(ty);
      call.push(ty + " " + args[i]);
    }
    this.declareOnce("declare " + ty + " " + name + "(" + params.join(", ") + ") nounwind readnone");
    return this.op("call " + ty + " " + name + "(" + call.join(", ") + ")");
  }

  emitIntrinsic(e: IntrinsicExpr): string {
    const t = this.typeOf(e);
    const args = e.args;
    switch (e.intr) {
      case Intr.Cast: return this.emitAs(args[0], t);
      case Intr.Fround: return this.emitAs(args[0], Type.f32);
      case Intr.Sqrt: return this.intrinsicCall("sqrt", t, [this.emitAs(args[0], t)]);
      case Intr.Pow: return this.emitPow(this.emitAs(args[0], t), this.emitAs(args[1], t), t);
      case Intr.Hypot: {
        let acc = this.emitAs(args[0], t);
        if (args.length == 1) return this.intrinsicCall("fabs", t, [acc]);
        for (let i = 1; i < args.length; i++) acc = this.libmCall("hypot", t, [acc, this.emitAs(args[i], t)]);
        return acc;
      }
      case Intr.Abs: return this.emitAbs(args[0], t);
      case Intr.Floor:
      case Intr.Ceil:
      case Intr.Trunc: {
        if (!t.isFloat) return this.emitAs(args[0], t); // integers (and integer division) are exact
        const name = e.intr == Intr.Floor ? "floor" : e.intr == Intr.Ceil ? "ceil" : "trunc";
        return this.intrinsicCall(name, t, [this.emitAs(args[0], t)]);
      }
      case Intr.Round: return this.emitRound(args[0], t);
      case Intr.Sign: return this.emitSign(args[0], t);
      case Intr.Min:
      case Intr.Max: {
        let acc = this.emitAs(args[0], t);
        for (let i = 1; i < args.length; i++) acc = this.minMax(acc, this.emitAs(args[i], t), t, e.intr == Intr.Min);
        return acc;
      }
      case Intr.Imul: {
        const a = this.emitAs(args[0], Type.i32);
        const b = this.emitAs(args[1], Type.i32);
        return this.op("mul i32 " + a + ", " + b);
      }
      case Intr.Clz32: {
        const a = this.emitAs(args[0], Type.u32);
        this.declareOnce("declare i32 @llvm.ctlz.i32(i32, i1)");
        return this.op("call i32 @llvm.ctlz.i32(i32 " + a + ", i1 false)");
      }
      case Intr.IsNaN:
      case Intr.IsFinite: {
        const at = this.typeOf(args[0]);
        if (!at.isFloat) {
          this.emit(args[0]);
          return e.intr == Intr.IsNaN ? "false" : "true";
        }
        const v = this.emit(args[0]);
        if (e.intr == Intr.IsNaN) return this.op("fcmp uno " + llType(at) + " " + v + ", " + v);
        const mag = this.intrinsicCall("fabs", at, [v]);
        return this.op("fcmp olt " + llType(at) + " " + mag + ", " + floatLiteral(Infinity, at));
      }
      case Intr.AtomicAdd:
      case Intr.AtomicSub:
      case Intr.AtomicMin:
      case Intr.AtomicMax:
        this.emitAtomic(e);
        return "";
      case Intr.TexSample: return this.emitTexSample(e);
      default: {
        const row = intrinsicRow(e.intr);
        if (row.libm.length > 0) {
          const vals = new Array<string>();
          for (let i = 0; i < args.length; i++) vals.push(this.emitAs(args[i], t));
          return this.libmCall(row.libm, t, vals);
        }
        return "undef";
      }
    }
  }

  emitAbs(arg: Expr, t: Type): string {
    const v = this.emitAs(arg, t);
    if (t.isFloat) return this.intrinsicCall("fabs", t, [v]);
    if (t.isUnsigned) return v;
    const ty = llType(t);
    const neg = this.op("icmp slt " + ty + " " + v + ", 0");
    const n = this.op("sub " + ty + " 0, " + v);
    return this.op("select i1 " + neg + ", " + ty + " " + n + ", " + ty + " " + v);
  }

  /** JS Math.round: halves round up; the sign of zero follows the argument. */
  emitRound(arg: Expr, t: Type): string {
    if (!t.isFloat) return this.emitAs(arg, t);
    const ty = llType(t);
    const x = this.emitAs(arg, t);
    const f = this.intrinsicCall("floor", t, [x]);
    const d = this.op("fsub " + ty + " " + x + ", " + f);
    const up = this.op("fcmp oge " + ty + " " + d + ", " + floatLiteral(0.5, t));
    const f1 = this.op("fadd " + ty + " " + f + ", " + floatLiteral(1, t));
    const r = this.op("select i1 " + up + ", " + ty + " " + f1 + ", " + ty + " " + f);
    return this.intrinsicCall("copysign", t, [r, x]);
  }

  emitSign(arg: Expr, t: Type): string {
    const ty = llType(t);
    const x = this.emitAs(arg, t);
    if (t.isFloat) {
      const pos = this.op("fcmp ogt " + ty + " " + x + ", " + floatLiteral(0, t));
      const neg = this.op("fcmp olt " + ty + " " + x + ", " + floatLiteral(0, t));
      const s1 = this.op("select i1 " + neg + ", " + ty + " " + floatLiteral(-1, t) + ", " + ty + " " + x);
      return this.op("select i1 " + pos + ", " + ty + " " + floatLiteral(1, t) + ", " + ty + " " + s1);
    }
    const pos = this.op("icmp " + (t.isUnsigned ? "ugt " : "sgt ") + ty + " " + x + ", 0");
    const neg = t.isUnsigned ? "false" : this.op("icmp slt " + ty + " " + x + ", 0");
    const p = this.op("zext i1 " + pos + " to " + ty);
    const n = this.op("zext i1 " + neg + " to " + ty);
    return this.op("sub " + ty + " " + p + ", " + n);
  }

  /** JS Math.min/max: NaN wins, and -0 is below +0. */
  minMax(a: string, b: string, t: Type, isMin: bool): string {
    const ty = llType(t);
    if (!t.isFloat) {
      const pred = (t.isUnsigned ? "u" : "s") + (isMin ? "lt" : "gt");
      const c = this.op("icmp " + pred + " " + ty + " " + a + ", " + b);
      return this.op("select i1 " + c + ", " + ty + " " + a + ", " + ty + " " + b);
    }
    const c = this.op("fcmp " + (isMin ? "olt " : "ogt ") + ty + " " + a + ", " + b);
    const pick = this.op("select i1 " + c + ", " + ty + " " + a + ", " + ty + " " + b);
    // equal operands may be zeros of opposite signs: combine the sign bits
    const ity = t == Type.f32 ? "i32" : "i64";
    const ab = this.op("bitcast " + ty + " " + a + " to " + ity);
    const bb = this.op("bitcast " + ty + " " + b + " to " + ity);
    const comb = this.op((isMin ? "or " : "and ") + ity + " " + ab + ", " + bb);
    const combf = this.op("bitcast " + ity + " " + comb + " to " + ty);
    const eq = this.op("fcmp oeq " + ty + " " + a + ", " + b);
    const r = this.op("select i1 " + eq + ", " + ty + " " + combf + ", " + ty + " " + pick);
    const nan = this.op("fcmp uno " + ty + " " + a + ", " + b);
    const sum = this.op("fadd " + ty + " " + a + ", " + b);
    return this.op("select i1 " + nan + ", " + ty + " " + sum + ", " + ty + " " + r);
  }

  emitAtomic(e: IntrinsicExpr): void {
    const vi = (<VarExpr>e.args[0]).varIndex;
    const a = this.arrays[vi]!;
    const et = a.elem;
    const ty = llType(et);
    const p = this.elementPtr(vi, e.args[1]);
    const v = this.emitAs(e.args[2], et);
    if (e.intr == Intr.AtomicAdd || e.intr == Intr.AtomicSub) {
      const isAdd = e.intr == Intr.AtomicAdd;
      const op = et.isFloat ? (isAdd ? "fadd" : "fsub") : (isAdd ? "add" : "sub");
      this.op("atomicrmw " + op + " " + ty + "* " + p + ", " + ty + " " + v + " seq_cst");
      return;
    }
    const isMin = e.intr == Intr.AtomicMin;
    if (!et.isFloat) {
      const op = (et.isUnsigned ? "u" : "") + (isMin ? "min" : "max");
      this.op("atomicrmw " + op + " " + ty + "* " + p + ", " + ty + " " + v + " seq_cst");
      return;
    }
    // float min/max: a compare-and-swap loop over the bits
    const ity = et == Type.f32 ? "i32" : "i64";
    const ip = this.op("bitcast " + ty + "* " + p + " to " + ity + "*");
    const old0 = this.op("load atomic " + ity + ", " + ity + "* " + ip + " monotonic, align " + et.size.toString());
    const from = this.currentLabel();
    const loop = this.newLabel("cas.loop");
    const done = this.newLabel("cas.done");
    this.br(loop);
    this.startBlock(loop);
    const seen = "%cas.seen" + this.tmp.toString();
    const old = this.op("phi " + ity + " [" + old0 + ", %" + from + "], [" + seen + ", %" + loop + "]");
    const oldf = this.op("bitcast " + ity + " " + old + " to " + ty);
    const nf = this.minMax(oldf, v, et, isMin);
    const ni = this.op("bitcast " + ty + " " + nf + " to " + ity);
    const pair = this.op("cmpxchg " + ity + "* " + ip + ", " + ity + " " + old + ", " + ity + " " + ni + " seq_cst seq_cst");
    this.emitLine(seen + " = extractvalue { " + ity + ", i1 } " + pair + ", 0");
    const ok = this.op("extractvalue { " + ity + ", i1 } " + pair + ", 1");
    // the loop block ended where the phi expects it: minMax opened no blocks
    this.emitLine("br i1 " + ok + ", label %" + done + ", label %" + loop);
    this.startBlock(done);
  }

  /** Software trilinear sampling at normalized coordinates (0 and 1 are the edge texel centers). */
  emitTexSample(e: IntrinsicExpr): string {
    const vi = (<VarExpr>e.args[0]).varIndex;
    const a = this.arrays[vi]!;
    const ext = a.texture!;
    this.declareOnce("declare float @llvm.floor.f32(float)");
    this.declareOnce(texSampleHelper());
    const u = this.emitAs(e.args[1], Type.f32);
    const v = this.emitAs(e.args[2], Type.f32);
    const w = this.emitAs(e.args[3], Type.f32);
    return this.op("call float @tack.tex3d(float* " + a.ptr + ", i64 " + ext[0].toString() + ", i64 " +
      ext[1].toString() + ", i64 " + ext[2].toString() + ", float " + u + ", float " + v + ", float " + w + ")");
  }

  emitCall(e: CallFnExpr): string {
    const callee = this.inf.instances[this.inst.callInstance[e.id]];
    const f = callee.fn;
    const args = new Array<string>();
    for (let i = 0; i < e.args.length; i++) {
      const pv = f.params[i];
      if (callee.varIsArray[pv]) {
        this.pushArrayArgs((<VarExpr>e.args[i]).varIndex, args);
      } else {
        const t = callee.varTypes[pv]!;
        args.push(llType(t) + " " + this.emitAs(e.args[i], t));
      }
    }
    // captured kernel variables: from the kernel directly, or from this function's own capture
    for (let c = 0; c < f.captureOuter.length; c++) {
      const outer = f.captureOuter[c];
      let vi = outer;
      if (this.fn != this.t.kernel) vi = this.fn.captureInner[this.fn.captureOuter.indexOf(outer)];
      if (this.inst.varIsArray[vi]) {
        this.pushArrayArgs(vi, args);
      } else {
        const t = this.inst.varTypes[vi]!;
        const ty = llType(t);
        args.push(ty + " " + this.op("load " + ty + ", " + ty + "* " + this.allocaFor(this.copyOf[vi])));
      }
    }
    const rt = callee.sawReturnValue ? callee.returnType! : Type.void;
    const text = "call " + llType(rt) + " @tack_fn_" + callee.symbol + "(" + args.join(", ") + ")";
    if (rt.isVoid) {
      this.emitLine(text);
      return "";
    }
    return this.op(text);
  }

  pushArrayArgs(vi: i32, args: string[]): void {
    const a = this.arrays[vi]!;
    args.push(llType(a.elem) + "* " + a.ptr);
    args.push("i64 " + a.len);
    if (a.dims.length > 1 || (a.dims.length == 1 && a.dims[0] != a.len)) {
      for (let d = 0; d < a.dims.length; d++) args.push("i64 " + a.dims[d]);
    }
  }
}

function floatPredicate(op: BinOp): string {
  switch (op) {
    case BinOp.Eq: return "oeq";
    case BinOp.Ne: return "une";
    case BinOp.Lt: return "olt";
    case BinOp.Le: return "ole";
    case BinOp.Gt: return "ogt";
    default: return "oge";
  }
}

function intPredicate(op: BinOp, unsigned: bool): string {
  switch (op) {
    case BinOp.Eq: return "eq";
    case BinOp.Ne: return "ne";
    case BinOp.Lt: return unsigned ? "ult" : "slt";
    case BinOp.Le: return unsigned ? "ule" : "sle";
    case BinOp.Gt: return unsigned ? "ugt" : "sgt";
    default: return unsigned ? "uge" : "sge";
  }
}

/** Trilinear interpolation over a W×H×D f32 array, clamped to the edges. */
function texSampleHelper(): string {
  const lines: string[] = [
    "define internal float @tack.tex3d(float* %d, i64 %w, i64 %h, i64 %dd, float %u, float %v, float %s) #1 {",
    "entry:",
  ];
  const axes: string[] = ["u", "v", "s"];
  const exts: string[] = ["w", "h", "dd"];
  for (let i = 0; i < 3; i++) {
    const a = axes[i];
    const n = exts[i];
    lines.push("  %" + a + ".n1 = add i64 %" + n + ", -1");
    lines.push("  %" + a + ".n1f = sitofp i64 %" + a + ".n1 to float");
    lines.push("  %" + a + ".x = fmul float %" + a + ", %" + a + ".n1f");
    lines.push("  %" + a + ".lo0 = fcmp olt float %" + a + ".x, 0.0");
    lines.push("  %" + a + ".c0 = select i1 %" + a + ".lo0, float 0.0, float %" + a + ".x");
    lines.push("  %" + a + ".hi0 = fcmp ogt float %" + a + ".c0, %" + a + ".n1f");
    lines.push("  %" + a + ".c = select i1 %" + a + ".hi0, float %" + a + ".n1f, float %" + a + ".c0");
    lines.push("  %" + a + ".f = call float @llvm.floor.f32(float %" + a + ".c)");
    lines.push("  %" + a + ".i0 = fptosi float %" + a + ".f to i64");
    lines.push("  %" + a + ".t = fsub float %" + a + ".c, %" + a + ".f");
    lines.push("  %" + a + ".i1a = add i64 %" + a + ".i0, 1");
    lines.push("  %" + a + ".big = icmp sgt i64 %" + a + ".i1a, %" + a + ".n1");
    lines.push("  %" + a + ".i1 = select i1 %" + a + ".big, i64 %" + a + ".n1, i64 %" + a + ".i1a");
  }
  // 8 corners
  for (let c = 0; c < 8; c++) {
    const iu = (c & 1) != 0 ? "%u.i1" : "%u.i0";
    const iv = (c & 2) != 0 ? "%v.i1" : "%v.i0";
    const is = (c & 4) != 0 ? "%s.i1" : "%s.i0";
    const k = c.toString();
    lines.push("  %c" + k + ".a = mul i64 " + is + ", %h");
    lines.push("  %c" + k + ".b = add i64 %c" + k + ".a, " + iv);
    lines.push("  %c" + k + ".c = mul i64 %c" + k + ".b, %w");
    lines.push("  %c" + k + ".i = add i64 %c" + k + ".c, " + iu);
    lines.push("  %c" + k + ".p = getelementptr inbounds float, float* %d, i64 %c" + k + ".i");
    lines.push("  %c" + k + " = load float, float* %c" + k + ".p");
  }
  // lerp along u, then v, then s
  for (let c = 0; c < 4; c++) {
    const a = "%c" + (c * 2).toString();
    const b = "%c" + (c * 2 + 1).toString();
    const k = c.toString();
    lines.push("  %lu" + k + ".d = fsub float " + b + ", " + a);
    lines.push("  %lu" + k + ".m = fmul float %lu" + k + ".d, %u.t");
    lines.push("  %lu" + k + " = fadd float " + a + ", %lu" + k + ".m");
  }
  for (let c = 0; c < 2; c++) {
    const a = "%lu" + (c * 2).toString();
    const b = "%lu" + (c * 2 + 1).toString();
    const k = c.toString();
    lines.push("  %lv" + k + ".d = fsub float " + b + ", " + a);
    lines.push("  %lv" + k + ".m = fmul float %lv" + k + ".d, %v.t");
    lines.push("  %lv" + k + " = fadd float " + a + ", %lv" + k + ".m");
  }
  lines.push("  %ls.d = fsub float %lv1, %lv0");
  lines.push("  %ls.m = fmul float %ls.d, %s.t");
  lines.push("  %r = fadd float %lv0, %ls.m");
  lines.push("  ret float %r");
  lines.push("}");
  return lines.join("\n");
}
