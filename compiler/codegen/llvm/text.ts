/**
 * @fileoverview How LLVM 14's textual IR spells types, literals and predicates. Shared by
 * every part of the LLVM generator; nothing here decides semantics.
 */

import { BinOp } from "../../ir";
import { Type } from "../../types";

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
export function floatToIntBits(v: f64): i64 {
  if (isNaN(v) || !isFinite(v)) return 0;
  const t = Math.trunc(v);
  if (t >= 9223372036854775807.0) return 9223372036854775807;
  if (t <= -9223372036854775808.0) return -9223372036854775808;
  return <i64>t;
}

export function floatPredicate(op: BinOp): string {
  switch (op) {
    case BinOp.Eq: return "oeq";
    case BinOp.Ne: return "une";
    case BinOp.Lt: return "olt";
    case BinOp.Le: return "ole";
    case BinOp.Gt: return "ogt";
    default: return "oge";
  }
}

export function intPredicate(op: BinOp, unsigned: bool): string {
  switch (op) {
    case BinOp.Eq: return "eq";
    case BinOp.Ne: return "ne";
    case BinOp.Lt: return unsigned ? "ult" : "slt";
    case BinOp.Le: return unsigned ? "ule" : "sle";
    case BinOp.Gt: return unsigned ? "ugt" : "sgt";
    default: return unsigned ? "uge" : "sge";
  }
}
