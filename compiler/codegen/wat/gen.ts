/**
 * @fileoverview WebAssembly text generator (the `wat` target): the module, device functions
 * and the chunk entry, in the shape of compiler/codegen/wat/ABI.md. The host (runtime's wasm
 * device) parses the text with binaryen, optimizes it at O3 and emits the binary; what the
 * generator writes is plain, explicit code (every value in its own local, structured control
 * flow) that binaryen's optimizer cleans up.
 *
 * `tack_chunk(slots, start, end, stack)` reads the argument slots (the CPU's layout), sets the
 * instance's globals (status block, poll budget, scratch stack) and runs the kernel's preamble
 * and iterations [start, end) of its parallel loop. Device functions take arrays as (byte
 * offset, length[, shape...]) and scalars by value. No fast-math anywhere: Wasm's float
 * instructions are IEEE, and nothing is contracted or reassociated.
 */

import { instanceCopySources, localizedVars } from "../../passes/analyze";
import { FnInstance, sanitize } from "../../passes/infer";
import { Type } from "../../types";
import { GenResult } from "../result";
import { WatMasked } from "./masked";
import { POLL_ITERATIONS } from "./safety";
import { ArrayRef } from "./walk";
import { wType } from "./text";

/** The Math functions the host provides (ABI.md); two-argument ones take (f64, f64). */
const BINARY_MATH: string[] = ["atan2", "pow", "hypot", "fmod"];

export class WatGen extends WatMasked {
  generate(): GenResult {
    const t = this.t;
    const name = sanitize(t.kernel.name.length > 0 ? t.kernel.name : "kernel");
    const res = new GenResult();
    res.entry = "tack_chunk";
    const fnTexts = new Array<string>();
    const instances = this.inf.instances;
    for (let i = 0; i < instances.length; i++) {
      if (instances[i].reachable) fnTexts.push(this.genFunction(instances[i]));
    }
    // device functions the chunk's SPMD vectors may call per lane (spmd.ts): only those it calls are emitted
    this.vfnFamily = [];
    this.vfnUsed = [];
    for (let i = 0; i < instances.length; i++) {
      let fam = "";
      if (instances[i].reachable && instances[i].fn != t.kernel) {
        this.resetFunction(instances[i]);
        fam = this.vfnCandidate(instances[i]);
      }
      this.vfnFamily.push(fam);
      this.vfnUsed.push(false);
    }
    const slots = new Array<string>();
    const chunkText = this.genChunk(slots);
    for (let i = 0; i < instances.length; i++) {
      if (this.vfnUsed[i]) fnTexts.push(this.genVectorFunction(instances[i], this.vfnFamily[i]));
    }
    const stack = (this.stackTop + 15) & ~15;
    const importNames = new Array<string>();
    for (let i = 0; i < this.imports.length; i++) importNames.push("\"" + this.imports[i] + "\"");
    res.abi = "{\"kind\":\"wasm-chunk\",\"chunk\":\"tack_chunk\",\"slots\":[" + slots.join(",") +
      "],\"sites\":[" + this.sites.join(",") + "],\"stack\":" + stack.toString() +
      ",\"imports\":[" + importNames.join(",") + "]}";
    const out = new Array<string>();
    out.push(";; Tack kernel '" + t.kernel.name + "' (generated; do not edit)");
    // the masked SPMD decision (masked.ts), where the simpler vector paths did not apply
    const spmd = this.maskSummary();
    if (spmd.length > 0) out.push(";; " + spmd);
    out.push("(module $tack_" + name);
    out.push("  (import \"env\" \"memory\" (memory 1 65536 shared))");
    for (let i = 0; i < this.imports.length; i++) {
      const m = this.imports[i];
      const params = BINARY_MATH.includes(m) ? "(param f64 f64)" : "(param f64)";
      out.push("  (import \"env\" \"Math_" + m + "\" (func $Math_" + m + " " + params + " (result f64)))");
    }
    out.push("  ;; per instance (one per thread): the launch's status block, the poll budget, the scratch stack");
    out.push("  (global $status (mut i32) (i32.const 0))");
    out.push("  (global $budget (mut i64) (i64.const 0))");
    out.push("  (global $stack (mut i32) (i32.const 0))");
    for (let i = 0; i < this.helpers.length; i++) out.push(this.helpers[i]);
    for (let i = 0; i < fnTexts.length; i++) out.push(fnTexts[i]);
    out.push(chunkText);
    out.push(")");
    out.push("");
    res.code = out.join("\n");
    return res;
  }

  resetFunction(inst: FnInstance): void {
    this.inst = inst;
    this.fn = inst.fn;
    this.lines = [];
    this.locals = [];
    this.tmp = 0;
    this.depth = 2;
    this.loops = [];
    this.elided = [];
    const n = inst.fn.vars.length;
    this.vars = new Array<string>(n);
    this.arrays = new Array<ArrayRef | null>(n);
    for (let i = 0; i < n; i++) {
      this.vars[i] = "";
      this.arrays[i] = null;
    }
    this.copyOf = instanceCopySources(this.t, inst.fn);
    this.locals.push("(local $bud i64)");
  }

  assemble(header: string, params: string[], result: string): string {
    const out = new Array<string>();
    out.push("  (func " + header);
    if (params.length > 0) out.push("    " + params.join(" "));
    if (result.length > 0) out.push("    " + result);
    for (let i = 0; i < this.locals.length; i++) out.push("    " + this.locals[i]);
    for (let i = 0; i < this.lines.length; i++) out.push(this.lines[i]);
    out.push("  )");
    return out.join("\n");
  }

  genFunction(inst: FnInstance): string {
    this.resetFunction(inst);
    const f = inst.fn;
    const params = new Array<string>();
    const all = new Array<i32>();
    for (let i = 0; i < f.params.length; i++) all.push(f.params[i]);
    for (let i = 0; i < f.captureInner.length; i++) all.push(f.captureInner[i]);
    for (let i = 0; i < all.length; i++) {
      const vi = all[i];
      const p = "$a" + i.toString();
      if (inst.varIsArray[vi]) {
        const a = new ArrayRef();
        a.elem = inst.varTypes[vi]!;
        a.texture = inst.varTexture[vi];
        a.base = "(local.get " + p + ")";
        a.len = "(local.get " + p + "_len)";
        params.push("(param " + p + " i32)");
        params.push("(param " + p + "_len i64)");
        const rank = inst.varRank[vi];
        if (rank > 1) {
          for (let d = 0; d < rank; d++) {
            const dn = p + "_d" + d.toString();
            params.push("(param " + dn + " i64)");
            a.dims.push("(local.get " + dn + ")");
          }
        } else {
          a.dims.push(a.len);
        }
        this.arrays[vi] = a;
      } else {
        // a parameter is a local of its own; its variable reads it directly
        params.push("(param " + p + " " + wType(inst.varTypes[vi]!) + ")");
        this.vars[vi] = p;
      }
    }
    this.returnType = inst.sawReturnValue ? inst.returnType! : Type.void;
    this.returnLabel = "";
    this.abortText = this.deviceAbort(this.returnType);
    this.effect("(local.set $bud (global.get $budget))");
    this.emitStmts(f.body);
    // falling off the end returns 0 (JS: undefined; typed kernels have no undefined)
    this.effect("(global.set $budget (local.get $bud))");
    if (!this.returnType.isVoid) this.effect(this.zero(this.returnType));
    const result = this.returnType.isVoid ? "" : "(result " + wType(this.returnType) + ")";
    return this.assemble("$tack_fn_" + inst.symbol, params, result);
  }

  /** A device function's vector variant (spmd.ts): v128 parameters and result, one call per vector of lanes. */
  genVectorFunction(inst: FnInstance, family: string): string {
    this.resetFunction(inst);
    const f = inst.fn;
    const params = new Array<string>();
    const n = f.params.length + f.captureInner.length;
    for (let i = 0; i < n; i++) params.push("(param $a" + i.toString() + " v128)");
    this.emitVfnBody(inst, family);
    return this.assemble("$tack_vfn_" + inst.symbol, params, "(result v128)");
  }

  /**
   * The one entry point (ABI.md): reads each parameter and hidden length from its 8-byte slot,
   * then runs the preamble and the parallel loop over [start, end).
   */
  genChunk(slots: string[]): string {
    const t = this.t;
    const k = t.kernel;
    const inst = this.inf.kernel;
    this.resetFunction(inst);
    this.abortText = "(return)";
    const params = ["(param $slots i32) (param $start f64) (param $end f64) (param $stackbase i32)"];
    let slot = 0;
    const arrayParams = new Array<i32>();
    for (let i = 0; i < k.params.length; i++) {
      const vi = k.params[i];
      slots.push("{\"param\":" + i.toString() + "}");
      if (inst.varIsArray[vi]) {
        const a = new ArrayRef();
        a.elem = inst.varTypes[vi]!;
        a.texture = inst.varTexture[vi];
        a.base = this.opW("i32", "(i32.load " + this.slotAt(slot) + ")");
        this.arrays[vi] = a;
        arrayParams.push(i);
      } else {
        const ty = inst.varTypes[vi]!;
        let v: string;
        if (ty.isFloat || ty.size == 8) v = "(" + wType(ty) + ".load " + this.slotAt(slot) + ")";
        else if (ty.isBool) v = "(i32.and (i32.load " + this.slotAt(slot) + ") (i32.const 1))";
        else v = this.narrow(this.opW("i32", "(i32.load " + this.slotAt(slot) + ")"), ty);
        this.scalarParam(vi, v);
      }
      slot++;
    }
    for (let j = 0; j < arrayParams.length; j++) {
      const i = arrayParams[j];
      const vi = k.params[i];
      const a = this.arrays[vi]!;
      const rank = inst.varRank[vi];
      const n = rank > 1 ? 1 + rank : 1;
      for (let d = 0; d < n; d++) {
        const v = this.opW("i64", "(i64.load " + this.slotAt(slot) + ")");
        if (d == 0) a.len = v;
        else a.dims.push(v);
        slots.push("{\"param\":" + i.toString() + ",\"dim\":" + (d - 1).toString() + "}");
        slot++;
      }
      if (rank <= 1) a.dims.push(a.len);
    }
    slots.push("{\"status\":true}");
    this.effect("(global.set $status (i32.load " + this.slotAt(slot) + "))");
    this.effect("(global.set $stack (local.get $stackbase))");
    this.effect("(local.set $bud (i64.const " + POLL_ITERATIONS.toString() + "))");
    const lo = this.opW("i64", "(i64.trunc_sat_f64_s (local.get $start))");
    const hi = this.opW("i64", "(i64.trunc_sat_f64_s (local.get $end))");
    this.returnType = Type.void;
    this.returnLabel = "";
    this.emitStmts(t.preamble);
    this.emitParallelLoop(lo, hi);
    return this.assemble("$tack_chunk (export \"tack_chunk\")", params, "");
  }

  /** The address operands of slot `s` (ABI.md "Argument slots"). */
  slotAt(s: i32): string {
    return "offset=" + (s * 8).toString() + " (local.get $slots)";
  }

  emitParallelLoop(lo: string, hi: string): void {
    const loop = this.t.loop;
    this.saveLocalized(localizedVars(this.t));
    if (!loop.isGrid || loop.extents.length == 1) {
      this.emitParallelRange(loop.indexVars[0], lo, hi, loop.body);
      return;
    }
    // grid: rows of the innermost extent, so each row is a counted loop
    const dims = loop.extents.length;
    const ext = new Array<string>();
    for (let d = 0; d < dims; d++) ext.push(this.emitAs(loop.extents[d], Type.i64));
    const w = ext[dims - 1];
    const row = this.local("i64");
    const r = "(local.get " + row + ")";
    this.open("(if (i64.lt_s " + lo + " " + hi + ")");
    this.open("(then");
    // start < end: the extents' product is positive, so no extent is 0
    this.effect("(local.set " + row + " (i64.div_s " + lo + " " + w + "))");
    const exit = this.newLabel("grid_exit");
    const head = this.newLabel("grid_row");
    this.open("(block " + exit);
    this.open("(loop " + head);
    const base = this.opW("i64", "(i64.mul " + r + " " + w + ")");
    this.effect("(br_if " + exit + " (i64.ge_s " + base + " " + hi + "))");
    const off = this.opW("i64", "(i64.sub " + lo + " " + base + ")");
    const xs = this.opW("i64", "(select " + off + " (i64.const 0) (i64.gt_s " + off + " (i64.const 0)))");
    const rem = this.opW("i64", "(i64.sub " + hi + " " + base + ")");
    const xe = this.opW("i64", "(select " + rem + " " + w + " (i64.lt_s " + rem + " " + w + "))");
    // outer indices of this row
    if (dims == 2) {
      this.scalarParam(loop.indexVars[0], r);
    } else {
      const h = ext[1];
      const z = this.opW("i64", "(i64.div_s " + r + " " + h + ")");
      this.scalarParam(loop.indexVars[0], z);
      this.scalarParam(loop.indexVars[1], "(i64.sub " + r + " (i64.mul " + z + " " + h + "))");
    }
    this.emitParallelRange(loop.indexVars[dims - 1], xs, xe, loop.body);
    this.effect("(local.set " + row + " (i64.add " + r + " (i64.const 1)))");
    this.effect("(br " + head + ")");
    this.close();
    this.close();
    this.close();
    this.close();
  }
}
