/**
 * @fileoverview The compile request, a line protocol that is cheap to write in TypeScript and
 * to read here. Texts are length-prefixed (UTF-16 code units), so kernel source needs no
 * escaping:
 *
 *   tack 1
 *   query plain                     (optional: answer with the source as plain JS, no compile)
 *   query intrinsics                (optional: answer with the intrinsic table and the targets)
 *   target llvm
 *   label CPU
 *   name saxpy                      (optional: the kernel's name in messages and symbols)
 *   triple x86_64-unknown-linux-gnu
 *   noalias 1
 *   checks off                      (optional: no bounds checks; trusted code only)
 *   dtypes i8,u8,...,f64            (the target's supported dtypes)
 *   atomics i32,u32,...             (the target's atomic dtypes)
 *   workgroups 0
 *   param array f32 1               (kind dtype rank; one line per parameter, or none)
 *   param array u8 1 clamped        (a Uint8ClampedArray)
 *   param scalar f32 | param number | param texture 8 8 8
 *   const NAME int|bigint|bool VALUE | const NAME float HEX16
 *   function NAME LENGTH\n<text>
 *   source LENGTH\n<text>
 */

import { ConstExpr, ConstKind, ExprKind } from "./ir";
import { ParamKind, ParamSig, dtypeMask } from "./signature";
import { dtypeByName, Type } from "./types";

export class Request {
  /** "" compiles; "plain" answers with the source as plain JavaScript (compiler/plain.ts). */
  query: string = "";
  target: string = "";
  label: string = "";
  name: string = "";
  triple: string = "x86_64-unknown-linux-gnu";
  noalias: bool = false;
  /** Bounds checks; `checks off` is the opt-out for trusted code. */
  checks: bool = true;
  dtypes: i32 = 0x3ff;
  atomics: i32 = 0x3ff;
  workgroups: bool = false;
  hasParams: bool = false;
  params: ParamSig[] = [];
  constNames: string[] = [];
  constValues: ConstExpr[] = [];
  functionNames: string[] = [];
  functionSources: string[] = [];
  source: string = "";
  error: string = "";
  /** Tests of the host's trap recovery ask for a deliberate trap. */
  trap: bool = false;
}

function parseHex64(s: string): u64 {
  let v: u64 = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let d: u64 = 0;
    if (c >= 48 && c <= 57) d = <u64>(c - 48);
    else if ((c | 32) >= 97 && (c | 32) <= 102) d = <u64>((c | 32) - 87);
    v = (v << 4) | d;
  }
  return v;
}

function parseI64(s: string): i64 {
  let neg = false;
  let i = 0;
  if (s.startsWith("-")) {
    neg = true;
    i = 1;
  }
  let v: i64 = 0;
  for (; i < s.length; i++) v = v * 10 + <i64>(s.charCodeAt(i) - 48);
  return neg ? -v : v;
}

export function parseRequest(text: string): Request {
  const r = new Request();
  let pos = 0;
  const n = text.length;
  let first = true;
  while (pos < n) {
    let eol = text.indexOf("\n", pos);
    if (eol < 0) eol = n;
    const line = text.substring(pos, eol);
    pos = eol + 1;
    if (line.length == 0) continue;
    const sp = line.indexOf(" ");
    const key = sp < 0 ? line : line.substring(0, sp);
    const rest = sp < 0 ? "" : line.substring(sp + 1);
    if (first) {
      if (key != "tack" || rest != "1") {
        r.error = "expected 'tack 1' first";
        return r;
      }
      first = false;
      continue;
    }
    if (key == "query") {
      if (rest != "plain" && rest != "intrinsics") {
        r.error = "unknown query '" + rest + "'";
        return r;
      }
      r.query = rest;
    } else if (key == "target") r.target = rest;
    else if (key == "label") r.label = rest;
    else if (key == "name") r.name = rest;
    else if (key == "triple") r.triple = rest;
    else if (key == "noalias") r.noalias = rest == "1";
    else if (key == "checks") {
      if (rest != "on" && rest != "off") {
        r.error = "checks is 'on' or 'off'";
        return r;
      }
      r.checks = rest == "on";
    }
    else if (key == "dtypes") r.dtypes = dtypeMask(rest);
    else if (key == "atomics") r.atomics = dtypeMask(rest);
    else if (key == "workgroups") r.workgroups = rest == "1";
    else if (key == "trap") r.trap = true;
    else if (key == "param") {
      r.hasParams = true;
      const p = parseParam(rest);
      if (!p) {
        r.error = "bad param line '" + line + "'";
        return r;
      }
      r.params.push(p);
    } else if (key == "const") {
      const parts = rest.split(" ");
      if (parts.length != 3) {
        r.error = "bad const line";
        return r;
      }
      const c = new ConstExpr(ExprKind.Const, 0, 0, 0);
      const kind = parts[1];
      if (kind == "int") {
        c.constKind = ConstKind.Int;
        c.bits = parseI64(parts[2]);
        c.value = <f64>c.bits;
      } else if (kind == "bigint") {
        c.constKind = ConstKind.BigInt;
        c.bits = parseI64(parts[2]);
        c.value = <f64>c.bits;
      } else if (kind == "bool") {
        c.constKind = ConstKind.Bool;
        c.bits = parts[2] == "1" ? 1 : 0;
        c.value = <f64>c.bits;
      } else if (kind == "float") {
        c.constKind = ConstKind.Float;
        c.value = reinterpret<f64>(parseHex64(parts[2]));
      } else {
        r.error = "bad const kind '" + kind + "'";
        return r;
      }
      r.constNames.push(parts[0]);
      r.constValues.push(c);
    } else if (key == "function" || key == "source") {
      let name = "";
      let lenText = rest;
      if (key == "function") {
        const s2 = rest.indexOf(" ");
        if (s2 < 0) {
          r.error = "bad function line";
          return r;
        }
        name = rest.substring(0, s2);
        lenText = rest.substring(s2 + 1);
      }
      const len = <i32>parseI64(lenText);
      if (len < 0 || pos + len > n) {
        r.error = "text length past the end of the request";
        return r;
      }
      const body = text.substring(pos, pos + len);
      pos += len;
      if (key == "function") {
        r.functionNames.push(name);
        r.functionSources.push(body);
      } else {
        r.source = body;
      }
    } else {
      r.error = "unknown request line '" + key + "'";
      return r;
    }
  }
  if (first) r.error = "empty request";
  return r;
}

function parseParam(rest: string): ParamSig | null {
  const parts = rest.split(" ");
  const p = new ParamSig();
  const kind = parts[0];
  if (kind == "array" && parts.length >= 2) {
    const t = dtypeByName(parts[1]);
    if (!t || t == Type.bool) return null;
    p.kind = ParamKind.Array;
    p.type = t;
    p.rank = parts.length >= 3 ? <i32>parseI64(parts[2]) : 1;
    if (p.rank < 1 || p.rank > 8) return null;
    if (parts.length >= 4) {
      // a Uint8ClampedArray: only u8 can be clamped
      if (parts.length != 4 || parts[3] != "clamped" || t != Type.u8) return null;
      p.clamped = true;
    }
    return p;
  }
  if (kind == "scalar" && parts.length == 2) {
    const t = dtypeByName(parts[1]);
    if (!t) return null;
    p.kind = ParamKind.Scalar;
    p.type = t;
    return p;
  }
  if (kind == "number") {
    // a non-integer JS number: a float of the float context
    p.kind = ParamKind.Scalar;
    p.type = Type.f64;
    p.isFloatNumber = true;
    return p;
  }
  if (kind == "texture" && parts.length == 4) {
    p.kind = ParamKind.Texture;
    p.type = Type.f32;
    for (let i = 1; i < 4; i++) {
      const e = <i32>parseI64(parts[i]);
      if (e < 1) return null;
      p.extents.push(e);
    }
    return p;
  }
  return null;
}
