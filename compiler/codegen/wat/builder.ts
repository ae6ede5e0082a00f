/**
 * @fileoverview The WAT generator's text builder: one function body at a time as lines of
 * folded instructions, each computed value stored in a fresh typed local (so evaluation order
 * is exactly the emission order; binaryen's optimizer removes the locals), labels numbered in
 * emission order (deterministic), module-level helpers and imports added once, and the value
 * conversions of SEMANTICS.md "Conversions" (float → integer as TypedArrays store: truncate,
 * NaN and ±Infinity → 0, then wrap — `trunc_sat` to i64, never a trapping `trunc`).
 */

import { Type } from "../../types";
import { floatConst, wType } from "./text";

export class WatBuilder {
  lines: string[] = [];
  /** Local declarations of the function being built: `(local $t3 i64)`. */
  locals: string[] = [];
  /** Module-level text (helper functions), each once, in first-use order. */
  helpers: string[] = [];
  /** `env.Math_<name>` functions imported (names), in first-use order. */
  imports: string[] = [];
  tmp: i32 = 0;
  label: i32 = 0;
  depth: i32 = 2;

  emitLine(s: string): void {
    this.lines.push("  ".repeat(this.depth) + s);
  }

  /** Opens a structured construct (`(block $l`, `(then`); close() ends it. */
  open(s: string): void {
    this.emitLine(s);
    this.depth++;
  }

  close(): void {
    this.depth--;
    this.emitLine(")");
  }

  newLabel(hint: string): string {
    return "$" + hint + (this.label++).toString();
  }

  /** A fresh local of Wasm type `ty`. */
  local(ty: string): string {
    const name = "$t" + (this.tmp++).toString();
    this.locals.push("(local " + name + " " + ty + ")");
    return name;
  }

  /** Stores `text` (one value of type t) in a fresh local; returns the read of it. */
  op(t: Type, text: string): string {
    return this.opW(wType(t), text);
  }

  opW(ty: string, text: string): string {
    const l = this.local(ty);
    this.emitLine("(local.set " + l + " " + text + ")");
    return "(local.get " + l + ")";
  }

  /** An instruction for its effect only. */
  effect(text: string): void {
    this.emitLine(text);
  }

  helperOnce(text: string): void {
    if (!this.helpers.includes(text)) this.helpers.push(text);
  }

  /** `$Math_<name>`, imported from the host (ABI.md: JavaScript's own Math, bit-identical to the plain run). */
  mathImport(name: string): string {
    if (!this.imports.includes(name)) this.imports.push(name);
    return "$Math_" + name;
  }

  zero(t: Type): string {
    if (t.isFloat) return floatConst(0, t);
    return "(" + wType(t) + ".const 0)";
  }

  // ---- conversions ------------------------------------------------------------------------

  convert(v: string, from: Type, to: Type): string {
    if (from == to) return v;
    if (to.isBool) return this.truthy(v, from);
    if (from.isBool) {
      if (to.isFloat) return this.op(to, "(" + wType(to) + ".convert_i32_u " + v + ")");
      if (to.size == 8) return this.op(to, "(i64.extend_i32_u " + v + ")");
      return v;
    }
    if (from.isInteger && to.isInteger) {
      if (to.size == 8) {
        if (from.size == 8) return v;
        return this.op(to, "(i64.extend_i32_" + (from.isSigned ? "s " : "u ") + v + ")");
      }
      let w = v;
      if (from.size == 8) w = this.op(Type.i32, "(i32.wrap_i64 " + v + ")");
      return this.narrow(w, to);
    }
    if (from.isInteger && to.isFloat) {
      const s = from.isSigned ? "_s " : "_u ";
      return this.op(to, "(" + wType(to) + ".convert_" + wType(from) + s + v + ")");
    }
    if (from.isFloat && to.isFloat) {
      return this.op(to, from == Type.f64 ? "(f32.demote_f64 " + v + ")" : "(f64.promote_f32 " + v + ")");
    }
    // float → integer, as TypedArrays store: truncate (saturating at the i64 range, NaN → 0),
    // ±Infinity → 0, then wrap modulo 2^bits
    const ft = wType(from);
    const sat = this.op(Type.i64, "(i64.trunc_sat_" + ft + "_s " + v + ")");
    const inf = "(" + ft + ".eq (" + ft + ".abs " + v + ") " + floatConst(Infinity, from) + ")";
    const r = this.op(Type.i64, "(select (i64.const 0) " + sat + " " + inf + ")");
    return this.convert(r, Type.i64, to);
  }

  /** An i32 value wrapped and normalized to a type of 32 bits or fewer. */
  narrow(v: string, to: Type): string {
    if (to.size == 4) return v;
    if (to.size == 2) return this.op(to, to.isSigned ? "(i32.extend16_s " + v + ")" : "(i32.and " + v + " (i32.const 65535))");
    return this.op(to, to.isSigned ? "(i32.extend8_s " + v + ")" : "(i32.and " + v + " (i32.const 255))");
  }

  /** JS truthiness: nonzero, and for floats also not NaN (`|x| > 0` is false for NaN and zeros). */
  truthy(v: string, from: Type): string {
    if (from.isBool) return v;
    const ty = wType(from);
    if (from.isFloat) return this.op(Type.bool, "(" + ty + ".gt (" + ty + ".abs " + v + ") " + floatConst(0, from) + ")");
    return this.op(Type.bool, "(" + ty + ".ne " + v + " (" + ty + ".const 0))");
  }
}
