/**
 * @fileoverview How C spells literals, for every dialect: integers with the suffix of their
 * type (wrapped to its width), floats exactly (small integers as `2.0f`, anything else as a
 * C99 hexadecimal literal, so no value is ever rounded twice), and the float specials through
 * the dialect's bit casts (NVRTC has no <math.h>, so no INFINITY or NAN macros).
 */

import { Type } from "../../types";
import { Dialect } from "./dialect";

/** The integer type C arithmetic of `t` runs in without undefined overflow: 32 or 64 bits. */
export function workType(t: Type, signed: bool): Type {
  if (t.size == 8) return signed ? Type.i64 : Type.u64;
  return signed ? Type.i32 : Type.u32;
}

export function intLit(d: Dialect, bits: i64, t: Type): string {
  if (t.isBool) return bits != 0 ? "true" : "false";
  if (t == Type.i32) {
    const v = <i32>bits;
    if (v == i32.MIN_VALUE) return "(-2147483647 - 1)";
    return v < 0 ? "(" + v.toString() + ")" : v.toString();
  }
  if (t == Type.u32) return (<u32>bits).toString() + "u";
  if (t == Type.i64) {
    const s = d.i64Suffix();
    if (bits == i64.MIN_VALUE) return "(-9223372036854775807" + s + " - 1" + s + ")";
    return bits < 0 ? "(" + bits.toString() + s + ")" : bits.toString() + s;
  }
  if (t == Type.u64) return (<u64>bits).toString() + d.u64Suffix();
  // 8- and 16-bit: the wrapped value, cast
  let v: i64 = bits;
  if (t == Type.i8) v = <i64><i8>bits;
  else if (t == Type.u8) v = <i64><u8>bits;
  else if (t == Type.i16) v = <i64><i16>bits;
  else v = <i64><u16>bits;
  return "((" + d.typeName(t) + ")" + v.toString() + ")";
}

function hexDigits(v: u64, n: i32): string {
  let s = v.toString(16);
  while (s.length < n) s = "0" + s;
  return s;
}

/** A finite double as an exact C99 hex literal (no suffix). */
function hexFloat(v: f64): string {
  const b = reinterpret<u64>(v);
  const neg = (b >> 63) != 0;
  const e = <i32>((b >> 52) & 0x7ff);
  let frac = hexDigits(b & 0xfffffffffffff, 13);
  while (frac.length > 0 && frac.charAt(frac.length - 1) == "0") frac = frac.substring(0, frac.length - 1);
  const lead = e == 0 ? "0x0" : "0x1";
  const exp = e == 0 ? -1022 : e - 1023;
  const body = lead + (frac.length > 0 ? "." + frac : "") + "p" + (exp < 0 ? "" : "+") + exp.toString();
  return neg ? "-" + body : body;
}

/** A float literal of type t (f32 values are rounded to f32 first, as a store would). */
export function floatLit(d: Dialect, value: f64, t: Type): string {
  const isF32 = t == Type.f32;
  const v = isF32 ? <f64><f32>value : value;
  const sfx = isF32 ? "f" : "";
  if (isNaN(v)) return d.bitsFloat(isF32 ? "0x7fc00000" : "0x7ff8000000000000" + d.i64Suffix(), t);
  if (!isFinite(v)) {
    const inf = d.bitsFloat(isF32 ? "0x7f800000" : "0x7ff0000000000000" + d.i64Suffix(), t);
    return v > 0 ? inf : "(-" + inf + ")";
  }
  let text: string;
  if (v == Math.floor(v) && Math.abs(v) < 16777216.0) {
    text = (<i64>Math.abs(v)).toString() + ".0" + sfx;
    if (v < 0 || (v == 0 && 1 / v < 0)) text = "-" + text;
  } else {
    text = hexFloat(v) + sfx;
  }
  return text.startsWith("-") ? "(" + text + ")" : text;
}
