/**
 * @fileoverview How WebAssembly text spells types, literals and instruction names. Shared by
 * every part of the WAT generator; nothing here decides semantics.
 *
 * Value representation: bool and every integer of 32 bits or fewer live in an i32, kept
 * normalized (i8/i16 sign-extended, u8/u16/bool zero-extended), so widening is free and
 * comparisons of promoted operands need no fix-up; i64/u64 live in an i64.
 */

import { BinOp } from "../../ir";
import { Type } from "../../types";

/** The Wasm value type that holds a value of type t. */
export function wType(t: Type): string {
  if (t == Type.f32) return "f32";
  if (t == Type.f64) return "f64";
  if (t.isInteger && t.size == 8) return "i64";
  return "i32";
}

/** The integer type with the bits of a float type (atomics and sign tricks). */
export function bitsType(t: Type): string {
  return t == Type.f32 ? "i32" : "i64";
}

function hexDigits(v: u64, digits: i32): string {
  let s = v.toString(16);
  while (s.length < digits) s = "0" + s;
  return s;
}

/** An exact float literal (hexadecimal, so it reads back bit for bit). */
export function floatLiteral(v: f64, t: Type): string {
  if (t == Type.f32) {
    const bits = reinterpret<u32>(<f32>v);
    const neg = (bits >> 31) != 0;
    const exp = <i32>((bits >> 23) & 0xff);
    const mant = <u64>(bits & 0x7fffff);
    const sign = neg ? "-" : "";
    if (exp == 0xff) return sign + (mant == 0 ? "inf" : "nan:0x" + mant.toString(16));
    if (exp == 0 && mant == 0) return sign + "0x0p+0";
    const m = hexDigits(mant << 1, 6);
    if (exp == 0) return sign + "0x0." + m + "p-126";
    const e = exp - 127;
    return sign + "0x1." + m + "p" + (e >= 0 ? "+" : "") + e.toString();
  }
  const bits = reinterpret<u64>(v);
  const neg = (bits >> 63) != 0;
  const exp = <i32>((bits >> 52) & 0x7ff);
  const mant = bits & 0xfffffffffffff;
  const sign = neg ? "-" : "";
  if (exp == 0x7ff) return sign + (mant == 0 ? "inf" : "nan:0x" + mant.toString(16));
  if (exp == 0 && mant == 0) return sign + "0x0p+0";
  const m = hexDigits(mant, 13);
  if (exp == 0) return sign + "0x0." + m + "p-1022";
  const e = exp - 1023;
  return sign + "0x1." + m + "p" + (e >= 0 ? "+" : "") + e.toString();
}

/** A constant of type t from its exact integer bits (wrapped to the type's width, normalized). */
export function intConst(bits: i64, t: Type): string {
  if (t.isBool) return "(i32.const " + (bits != 0 ? "1" : "0") + ")";
  if (t.size == 8) return "(i64.const " + bits.toString() + ")";
  let v: i64;
  if (t.size == 1) v = t.isSigned ? <i64><i8>bits : <i64><u8>bits;
  else if (t.size == 2) v = t.isSigned ? <i64><i16>bits : <i64><u16>bits;
  else v = <i64><i32>bits;
  return "(i32.const " + v.toString() + ")";
}

export function floatConst(v: f64, t: Type): string {
  return "(" + wType(t) + ".const " + floatLiteral(v, t) + ")";
}

/** Compile-time TypedArray conversion of a float to an integer type (NaN, ±Inf → 0). */
export function floatToIntBits(v: f64): i64 {
  if (isNaN(v) || !isFinite(v)) return 0;
  const t = Math.trunc(v);
  if (t >= 9223372036854775807.0) return 9223372036854775807;
  if (t <= -9223372036854775808.0) return -9223372036854775808;
  return <i64>t;
}

/** A comparison's instruction name for operands of type t. */
export function compareOp(op: BinOp, t: Type): string {
  const ty = wType(t);
  if (t.isFloat) {
    switch (op) {
      case BinOp.Eq: return ty + ".eq";
      case BinOp.Ne: return ty + ".ne";
      case BinOp.Lt: return ty + ".lt";
      case BinOp.Le: return ty + ".le";
      case BinOp.Gt: return ty + ".gt";
      default: return ty + ".ge";
    }
  }
  const s = t.isUnsigned ? "_u" : "_s";
  switch (op) {
    case BinOp.Eq: return ty + ".eq";
    case BinOp.Ne: return ty + ".ne";
    case BinOp.Lt: return ty + ".lt" + s;
    case BinOp.Le: return ty + ".le" + s;
    case BinOp.Gt: return ty + ".gt" + s;
    default: return ty + ".ge" + s;
  }
}

/** log2 of an element size (the shift that scales an index to bytes). */
export function sizeShift(t: Type): i32 {
  return t.size == 8 ? 3 : t.size == 4 ? 2 : t.size == 2 ? 1 : 0;
}

/** The load that reads an element of type t into its normalized value. */
export function loadOp(t: Type): string {
  if (t == Type.f32) return "f32.load";
  if (t == Type.f64) return "f64.load";
  if (t.size == 8) return "i64.load";
  if (t.size == 4) return "i32.load";
  if (t.size == 2) return t.isSigned ? "i32.load16_s" : "i32.load16_u";
  return t.isSigned ? "i32.load8_s" : "i32.load8_u";
}

export function storeOp(t: Type): string {
  if (t == Type.f32) return "f32.store";
  if (t == Type.f64) return "f64.store";
  if (t.size == 8) return "i64.store";
  if (t.size == 4) return "i32.store";
  if (t.size == 2) return "i32.store16";
  return "i32.store8";
}

/** The atomic instruction prefix of an element of type t's bits: `i32.atomic.rmw8`, `i64.atomic.rmw`, ... */
export function atomicRmwPrefix(t: Type): string {
  if (t.isFloat) return bitsType(t) + ".atomic.rmw";
  if (t.size == 8) return "i64.atomic.rmw";
  if (t.size == 4) return "i32.atomic.rmw";
  return t.size == 2 ? "i32.atomic.rmw16" : "i32.atomic.rmw8";
}

/** `_u` for the narrow atomic forms (they zero-extend), "" otherwise. */
export function atomicSuffix(t: Type): string {
  return !t.isFloat && t.size < 4 ? "_u" : "";
}

/** The sequentially consistent load of an element's bits (narrow ones zero-extend). */
export function atomicLoadOp(t: Type): string {
  if (t.isFloat) return bitsType(t) + ".atomic.load";
  if (t.size == 8) return "i64.atomic.load";
  if (t.size == 4) return "i32.atomic.load";
  return t.size == 2 ? "i32.atomic.load16_u" : "i32.atomic.load8_u";
}

/** The sequentially consistent store of an element's bits (narrow ones store the low bits). */
export function atomicStoreOp(t: Type): string {
  if (t.isFloat) return bitsType(t) + ".atomic.store";
  if (t.size == 8) return "i64.atomic.store";
  if (t.size == 4) return "i32.atomic.store";
  return t.size == 2 ? "i32.atomic.store16" : "i32.atomic.store8";
}
