/**
 * @fileoverview The LLVM generator's text builder: one function body at a time as lines,
 * with numbered temporaries and labels (deterministic: from emission order only), hoisted
 * allocas, module-level declarations emitted once, and the value conversions every part
 * uses. Conversions follow TypedArrays (DESIGN.md §3, SEMANTICS.md "Conversions"): float to
 * integer is `fptosi.sat` to i64 (NaN → 0), ±Infinity → 0, then truncation — never a bare
 * `fptosi`, whose out-of-range result is poison.
 */

import { Type } from "../../types";
import { floatLiteral, llType } from "./text";

export class LLVMBuilder {
  lines: string[] = [];
  allocas: string[] = [];
  decls: string[] = [];
  tmp: i32 = 0;
  label: i32 = 0;
  blockLabel: string = "entry";

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

  /** The block being filled (phis name their predecessors by it). */
  currentLabel(): string {
    return this.blockLabel;
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

  /** An i64 counter in its own alloca. */
  counter(name: string): string {
    const s = "%" + name;
    this.allocas.push(s + " = alloca i64");
    return s;
  }

  zero(t: Type): string {
    if (t.isFloat) return floatLiteral(0, t);
    if (t.isBool) return "false";
    return "0";
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

  // ---- calls ------------------------------------------------------------------------------

  /** `llvm.<name>.<type>` with every argument of type t. */
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

  /**
   * The C library's function (f32: the `f` suffix), pure. The call is `nobuiltin`: LLVM may not
   * rewrite it (pow(2, x) into exp2, pow(x, 0.5) into sqrt, ...) at O3 when O0 calls it as
   * written, so the quick and optimized tiers compute the same bits.
   */
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
    return this.op("call " + ty + " " + name + "(" + call.join(", ") + ") nobuiltin");
  }
}
