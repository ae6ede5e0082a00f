/**
 * @fileoverview LLVM IR generator (LLVM 14 textual IR, typed pointers) for the CPU backend:
 * the module, device functions, the kernel with its parallel loop, and the chunk entry.
 *
 * Shape (DESIGN.md §4): `void @tack_kernel_<name>(arrays as T*, scalars by value, i64 hidden
 * lengths, i64 %start, i64 %end)` runs iterations [start, end) of the parallel loop, and
 * `void @tack_chunk_<name>(i64* slots, i64 start, i64 end)` unpacks 8-byte argument slots and
 * calls it, so the shim calls every kernel through one C signature; the slot layout goes to
 * the runtime as this generator's ABI (`{ kind: "cpu-chunk", chunk, slots, sites }`). The last
 * slot is the launch's status block (safety.ts); `sites` lists each checked access (array,
 * source range) so the runtime can say which one failed. No fast-math flags anywhere (IEEE
 * semantics).
 */

import { instanceCopySources, localizedVars } from "../../passes/analyze";
import { FnInstance, sanitize } from "../../passes/infer";
import { Type } from "../../types";
import { GenResult } from "../result";
import { planSpmd } from "../../passes/spmd";
import { preferLoopVectorizer } from "../../passes/spmd-straight";
import { LLVMSpmd } from "./spmd";
import { POLL_ITERATIONS } from "./safety";
import { ArrayRef } from "./walk";
import { llType } from "./text";

export class LLVMGen extends LLVMSpmd {
  generate(): GenResult {
    const t = this.t;
    const name = sanitize(t.kernel.name.length > 0 ? t.kernel.name : "kernel");
    const res = new GenResult();
    res.entry = "tack_kernel_" + name;
    const chunk = "tack_chunk_" + name;
    const fnTexts = new Array<string>();
    // device function instances, in creation order (deterministic)
    const instances = this.inf.instances;
    for (let i = 0; i < instances.length; i++) {
      if (instances[i].reachable) fnTexts.push(this.genFunction(instances[i]));
    }
    if (this.target.spmdLanes > 0) {
      this.plan = planSpmd(t, this.inf, this.target.spmdLanes, this.target.source);
      preferLoopVectorizer(this.plan!, t, this.target.spmdAlways);
    }
    const kernelText = this.genKernel(res.entry);
    const slots = new Array<string>();
    const chunkText = this.genChunk(res.entry, chunk, slots);
    res.abi = "{\"kind\":\"cpu-chunk\",\"chunk\":\"" + chunk + "\",\"slots\":[" + slots.join(",") +
      "],\"sites\":[" + this.sites.join(",") + "]}";
    const out = new Array<string>();
    out.push("; Tack kernel '" + t.kernel.name + "' (generated; do not edit)");
    if (this.plan != null) out.push("; " + this.plan!.summary());
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
    out.push("attributes #2 = { cold noinline nounwind }");
    // The parallel loop is not runtime-unrolled: on CPUs with a large loop buffer (Zen) LLVM
    // unrolled the already interleaved vector body ×8 more, which made codegen (Loop Strength
    // Reduction) 2-5× slower for no measured run-time gain (bench/cpu/RESULTS.md §1).
    out.push("");
    out.push("!0 = distinct !{!0, !1}");
    out.push("!1 = !{!\"llvm.loop.unroll.runtime.disable\"}");
    // bounds checks: the failing side is cold
    out.push("!2 = !{!\"branch_weights\", i32 1048576, i32 1}");
    out.push("!3 = distinct !{!3, !4, !5}");
    out.push("!4 = !{!\"llvm.loop.vectorize.enable\", i1 false}");
    out.push("!5 = !{!\"llvm.loop.unroll.disable\"}");
    out.push("!6 = !{!\"branch_weights\", i32 1, i32 1048576}");
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
    this.elided = [];
    this.abortUsed = false;
    const n = inst.fn.vars.length;
    this.slots = new Array<string>(n);
    this.arrays = new Array<ArrayRef | null>(n);
    for (let i = 0; i < n; i++) {
      this.slots[i] = "";
      this.arrays[i] = null;
    }
    this.copyOf = instanceCopySources(this.t, inst.fn);
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
    params.push("i64* %status");
    params.push("i64* %budget");
    for (let i = 0; i < scalars.length; i++) this.scalarParam(scalars[i], values[i]);
    this.returnType = inst.sawReturnValue ? inst.returnType! : Type.void;
    this.returnLabel = "";
    this.emitStmts(f.body);
    // falling off the end returns 0 (JS: undefined; typed kernels have no undefined)
    const ret = this.returnType.isVoid ? "ret void" : "ret " + llType(this.returnType) + " " + this.zero(this.returnType);
    this.emitLine(ret);
    if (this.abortUsed) {
      // told to stop: leave, and make the caller's next poll come at once
      this.startBlock(this.abortLabel);
      this.emitLine("store i64 -1, i64* %budget");
      this.emitLine(ret);
    }
    const header = "define internal " + llType(this.returnType) + " @tack_fn_" + inst.symbol +
      "(" + params.join(", ") + ") #1";
    return this.assemble(header);
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
    params.push("i64* %status");
    params.push("i64 %start");
    params.push("i64 %end");
    this.allocas.push("%budget = alloca i64");
    this.emitLine("store i64 " + POLL_ITERATIONS.toString() + ", i64* %budget");
    for (let i = 0; i < scalars.length; i++) {
      this.scalarParam(k.params[scalars[i]], "%p" + scalars[i].toString());
    }
    this.returnType = Type.void;
    this.returnLabel = "";
    this.emitStmts(t.preamble);
    this.emitParallelLoop();
    this.emitLine("ret void");
    if (this.abortUsed) {
      this.startBlock(this.abortLabel);
      this.emitLine("ret void");
    }
    // internal: only the chunk wrapper is an entry point; the kernel is inlined into it, so
    // LLVM optimizes and emits its body once
    return this.assemble("define internal void @" + entry + "(" + params.join(", ") + ") #0");
  }

  emitParallelLoop(): void {
    const loop = this.t.loop;
    this.saveLocalized(this.localized());
    const exit = this.newLabel("loop.exit");
    if (!loop.isGrid || loop.extents.length == 1) {
      this.emitParallelRange(loop.indexVars[0], "%start", "%end", loop.body, exit);
      this.startBlock(exit);
      return;
    }
    // grid: rows of the innermost extent, so each row is a counted loop
    const dims = loop.extents.length;
    const ext = new Array<string>();
    for (let d = 0; d < dims; d++) ext.push(this.emitAs(loop.extents[d], Type.i64));
    const w = ext[dims - 1];
    const row = this.counter("row");
    const nonEmpty = this.op("icmp slt i64 %start, %end");
    const init = this.newLabel("grid.init");
    this.emitLine("br i1 " + nonEmpty + ", label %" + init + ", label %" + exit);
    this.startBlock(init);
    const r0 = this.op("sdiv i64 %start, " + w);
    this.emitLine("store i64 " + r0 + ", i64* " + row);
    const rowHead = this.newLabel("grid.row");
    const rowBody = this.newLabel("grid.rowbody");
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
    this.emitParallelRange(loop.indexVars[dims - 1], xs, xe, loop.body, rowLatch);
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
    // the status block (safety.ts), a pointer the runtime passes like an array's
    lines.push("  %st.p = getelementptr i64, i64* %slots, i64 " + slot.toString());
    lines.push("  %st = load i64, i64* %st.p");
    lines.push("  %st.a = inttoptr i64 %st to i64*");
    slots.push("{\"status\":true}");
    args.push("i64* %st.a");
    args.push("i64 %start");
    args.push("i64 %end");
    lines.push("  call void @" + entry + "(" + args.join(", ") + ")");
    lines.push("  ret void");
    lines.push("}");
    lines.push("");
    return lines.join("\n");
  }
}
