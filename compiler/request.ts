/**
 * @fileoverview The compile request, a line protocol that is cheap to write in TypeScript and
 * to read here. Texts are length-prefixed (UTF-16 code units), so kernel source needs no
 * escaping:
 *
 *   tack 1
 *   query plain                     (optional: answer with the source as plain JS, no compile)
 *   query intrinsics                (optional: answer with the intrinsic table and the targets)
 *   query params                    (optional: lower only; answer with the parameters, object fields flattened,
 *                                    and the parameter list's range)
 *   query outline                   (optional: answer with the module's functions, compiler/outline.ts)
 *   query front                     (optional: stop after legalize, before code generation, answering
 *                                    {"ok":true,"front":EXPRS}: lets bench/compiler time the front half)
 *   target llvm
 *   label CPU
 *   name saxpy                      (optional: the kernel's name in messages and symbols)
 *   triple x86_64-unknown-linux-gnu
 *   noalias 1
 *   checks off                      (optional: no bounds checks; trusted code only)
 *   spmd 8                          (optional, llvm: run the parallel loop in 4, 8 or 16 vector lanes; passes/spmd.ts;
 *                                    `spmd 8 always`: lanes also where LLVM's loop vectorizer does as well, spmd-straight.ts)
 *   fma 1                           (optional, wat: the device runs relaxed SIMD's relaxed_madd, so a * b + c
 *                                    contracts as on the CPU; codegen/index.ts configureTarget)
 *   phase 1                         (optional: which phase of a kernel of several to compile; default 0)
 *   dtypes i8,u8,...,f64            (the target's supported dtypes)
 *   atomics i32,u32,...             (the target's atomic dtypes)
 *   workgroups 0
 *   param array f32 1               (kind dtype rank; one line per parameter, or none)
 *   param array u8 1 clamped        (a Uint8ClampedArray)
 *   param array f32 2 vec3          (an array of vectors, tack.vec3f: shape [n, 3])
 *   vec #0 3 | vec #1.pos 3         (parameter 0, or the field `pos` of object parameter 1, is an array
 *                                    of vectors of 3; without vec lines, vector params are matched by position)
 *   param scalar f32 | param number | param texture 8 8 8
 *   const NAME int|bigint|bool VALUE | const NAME float HEX16   (NAME may be dotted, Params.G: a class's static)
 *   table NAME DTYPE V0 V1 ...      (a constant table from scope: decimal integers, or HEX16 f64 bits for f32/f64)
 *   function NAME LENGTH\n<text>
 *   source LENGTH\n<text>
 *
 * Every line value is checked against its alphabet (names, triples, dtype lists, digits), a
 * line with a control character is refused, and a key that says one thing says it once: the
 * runtime checks all of it first (runtime/request.ts), so a request refused here ("malformed
 * compile request") is a runtime bug, never a user's option.
 */

import { ConstExpr, ConstKind, ExprKind } from "./ir";
import { ParamKind, ParamSig, dtypeMask } from "./signature";
import { dtypeByName, Type } from "./types";
import { ConstTable, ScopeTable } from "./lower/scope";

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
  /** Vector lanes for the parallel loop (0: scalar). */
  spmd: i32 = 0;
  /** `spmd N always`: lanes even for bodies LLVM's loop vectorizer handles (passes/spmd-straight.ts). */
  spmdAlways: bool = false;
  /** `fma 1`: the Wasm device runs relaxed SIMD's fused multiply-add, so `a * b + c` may contract (codegen/index.ts). */
  fma: bool = false;
  /** The phase of a kernel of several parallel loops to compile (lower.ts lowerKernelBody). */
  phase: i32 = 0;
  dtypes: i32 = 0x3ff;
  atomics: i32 = 0x3ff;
  workgroups: bool = false;
  hasParams: bool = false;
  params: ParamSig[] = [];
  constNames: string[] = [];
  constValues: ConstExpr[] = [];
  /** `vec` lines: which parameters (`#i`) or object fields (`#i.pos`) are arrays of vectors, and their widths. */
  vecKeys: string[] = [];
  vecWidths: i32[] = [];
  /** `table` lines: constant tables from `scope`. */
  tables: ScopeTable[] = [];
  functionNames: string[] = [];
  functionSources: string[] = [];
  source: string = "";
  error: string = "";
  /** Tests of the host's trap recovery ask for a deliberate trap. */
  trap: bool = false;
}

// ---- the alphabets of line values (defence in depth: runtime/request.ts checks them first) ----

/** Control characters (C0, DEL, C1), the line and paragraph separators. */
function isControl(c: i32): bool {
  return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029;
}

function hasControl(s: string): bool {
  for (let i = 0, n = s.length; i < n; i++) if (isControl(s.charCodeAt(i))) return true;
  return false;
}

/** Invisible format characters that no JS identifier holds (bidi overrides, zero-width space, BOM). */
function isFormat(c: i32): bool {
  return c == 0x200b || c == 0x200e || c == 0x200f || (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2060 && c <= 0x206f) || c == 0xfeff;
}

/** Only ASCII digits (a phase index). */
function isDigits(s: string): bool {
  for (let i = 0, n = s.length; i < n; i++) if (s.charCodeAt(i) < 48 || s.charCodeAt(i) > 57) return false;
  return true;
}

/** A target name or triple: 1 to 128 of [A-Za-z0-9_.-]. */
function isTripleText(s: string): bool {
  const n = s.length;
  if (n == 0 || n > 128) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    const ok = (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122) || c == 95 || c == 46 || c == 45;
    if (!ok) return false;
  }
  return true;
}

/**
 * A name (the kernel's, a scope entry's): 1 to 256 characters of an identifier's alphabet,
 * ASCII letters, digits (not first), `_`, `$`, and non-ASCII characters other than control
 * and format characters (the runtime checks the exact Unicode identifier rules).
 */
function isNameText(s: string): bool {
  const n = s.length;
  if (n == 0 || n > 256) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if ((c | 32) >= 97 && (c | 32) <= 122) continue;
    if (c == 95 || c == 36) continue;
    if (c >= 48 && c <= 57) {
      if (i == 0) return false;
      continue;
    }
    if (c >= 0xa0 && !isControl(c) && !isFormat(c)) continue;
    return false;
  }
  return true;
}

/** `Params.G`: names joined by dots (a class's static constant in scope), or one name. */
function isDottedName(s: string): bool {
  const parts = s.split(".");
  if (parts.length > 4) return false;
  for (let i = 0; i < parts.length; i++) if (!isNameText(parts[i])) return false;
  return true;
}

/** `#3` or `#3.pos.a`: a parameter by position, then field names. */
function isVecKey(s: string): bool {
  if (s.length < 2 || s.charCodeAt(0) != 35) return false;
  const parts = s.substring(1).split(".");
  decBad = false;
  const i = parseDec(parts[0], false);
  if (decBad || i > 1023) return false;
  for (let k = 1; k < parts.length; k++) if (!isNameText(parts[k])) return false;
  return true;
}

/** Set by parseDec when its text is not a decimal integer. */
let decBad = false;

/** A decimal integer of at most 19 digits (a leading '-' when `signed`); sets decBad otherwise. */
function parseDec(s: string, signed: bool): i64 {
  let i = 0;
  let neg = false;
  if (signed && s.length > 0 && s.charCodeAt(0) == 45) {
    neg = true;
    i = 1;
  }
  const digits = s.length - i;
  if (digits < 1 || digits > 19) {
    decBad = true;
    return 0;
  }
  let v: i64 = 0;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) {
      decBad = true;
      return 0;
    }
    v = v * 10 + <i64>(c - 48);
  }
  return neg ? -v : v;
}

function isHex16(s: string): bool {
  if (s.length != 16) return false;
  for (let i = 0; i < 16; i++) {
    const c = s.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return false;
  }
  return true;
}

/** A comma-separated list of dtype names (possibly empty). */
function isDtypeList(s: string): bool {
  if (s.length == 0) return true;
  const parts = s.split(",");
  for (let i = 0; i < parts.length; i++) {
    const t = dtypeByName(parts[i]);
    if (!t || t == Type.bool) return false;
  }
  return true;
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

/** A line's text for a message: cut to 60 characters (it holds no control character by then). */
function shown(s: string): string {
  return s.length > 60 ? s.substring(0, 60) + "…" : s;
}

/** Keys that may appear once. */
const SINGLE_KEYS: string[] = ["query", "target", "label", "name", "triple", "noalias", "checks", "phase", "dtypes", "atomics", "workgroups", "source", "spmd", "fma"];

export function parseRequest(text: string): Request {
  const r = new Request();
  let pos = 0;
  const n = text.length;
  let first = true;
  let seen = 0;
  while (pos < n) {
    let eol = text.indexOf("\n", pos);
    if (eol < 0) eol = n;
    const line = text.substring(pos, eol);
    pos = eol + 1;
    if (line.length == 0) continue;
    if (hasControl(line)) {
      r.error = "a request line holds a control character";
      return r;
    }
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
    const single = SINGLE_KEYS.indexOf(key);
    if (single >= 0) {
      if ((seen & (1 << single)) != 0) {
        r.error = "a second '" + key + "' line";
        return r;
      }
      seen |= 1 << single;
    }
    if (key == "query") {
      if (rest != "plain" && rest != "intrinsics" && rest != "outline" && rest != "params" && rest != "front") {
        r.error = "unknown query '" + shown(rest) + "'";
        return r;
      }
      r.query = rest;
    } else if (key == "target") {
      if (!isTripleText(rest)) {
        r.error = "bad target line";
        return r;
      }
      r.target = rest;
    } else if (key == "label") {
      if (rest.length > 200) {
        r.error = "bad label line";
        return r;
      }
      r.label = rest;
    } else if (key == "name") {
      if (!isNameText(rest)) {
        r.error = "bad name line";
        return r;
      }
      r.name = rest;
    } else if (key == "triple") {
      if (!isTripleText(rest)) {
        r.error = "bad triple line";
        return r;
      }
      r.triple = rest;
    } else if (key == "noalias" || key == "workgroups" || key == "fma") {
      if (rest != "0" && rest != "1") {
        r.error = "'" + key + "' is 0 or 1";
        return r;
      }
      if (key == "noalias") r.noalias = rest == "1";
      else if (key == "fma") r.fma = rest == "1";
      else r.workgroups = rest == "1";
    } else if (key == "spmd") {
      const always = rest.endsWith(" always");
      const lanes = always ? rest.slice(0, rest.length - 7) : rest;
      if (lanes != "4" && lanes != "8" && lanes != "16") {
        r.error = "spmd is 4, 8 or 16, optionally followed by 'always'";
        return r;
      }
      r.spmd = I32.parseInt(lanes);
      r.spmdAlways = always;
    } else if (key == "phase") {
      if (rest.length == 0 || rest.length > 4 || !isDigits(rest)) {
        r.error = "bad phase line";
        return r;
      }
      r.phase = I32.parseInt(rest);
    } else if (key == "checks") {
      if (rest != "on" && rest != "off") {
        r.error = "checks is 'on' or 'off'";
        return r;
      }
      r.checks = rest == "on";
    } else if (key == "dtypes" || key == "atomics") {
      if (!isDtypeList(rest)) {
        r.error = "bad " + key + " line";
        return r;
      }
      if (key == "dtypes") r.dtypes = dtypeMask(rest);
      else r.atomics = dtypeMask(rest);
    } else if (key == "trap") r.trap = true;
    else if (key == "param") {
      r.hasParams = true;
      const p = parseParam(rest);
      if (!p) {
        r.error = "bad param line '" + shown(line) + "'";
        return r;
      }
      r.params.push(p);
    } else if (key == "vec") {
      const parts = rest.split(" ");
      decBad = false;
      const w = parts.length == 2 ? parseDec(parts[1], false) : 0;
      if (parts.length != 2 || !isVecKey(parts[0]) || decBad || w < 2 || w > 4) {
        r.error = "bad vec line";
        return r;
      }
      r.vecKeys.push(parts[0]);
      r.vecWidths.push(<i32>w);
    } else if (key == "const") {
      const parts = rest.split(" ");
      if (parts.length != 3 || !isDottedName(parts[0])) {
        r.error = "bad const line";
        return r;
      }
      const c = new ConstExpr(ExprKind.Const, 0, 0, 0);
      const kind = parts[1];
      const value = parts[2];
      decBad = false;
      if (kind == "int") {
        c.constKind = ConstKind.Int;
        c.bits = parseDec(value, true);
        c.value = <f64>c.bits;
      } else if (kind == "bigint") {
        c.constKind = ConstKind.BigInt;
        c.bits = parseDec(value, true);
        c.value = <f64>c.bits;
      } else if (kind == "bool") {
        if (value != "0" && value != "1") decBad = true;
        c.constKind = ConstKind.Bool;
        c.bits = value == "1" ? 1 : 0;
        c.value = <f64>c.bits;
      } else if (kind == "float") {
        if (!isHex16(value)) decBad = true;
        c.constKind = ConstKind.Float;
        c.value = reinterpret<f64>(parseHex64(value));
      } else {
        r.error = "bad const kind '" + shown(kind) + "'";
        return r;
      }
      if (decBad) {
        r.error = "bad const value";
        return r;
      }
      r.constNames.push(parts[0]);
      r.constValues.push(c);
    } else if (key == "table") {
      // table NAME DTYPE V0 V1 ...: integers in decimal, floats as the hex of their f64 bits
      const parts = rest.split(" ");
      const et = parts.length >= 3 ? dtypeByName(parts[1]) : null;
      if (parts.length < 3 || !isDottedName(parts[0]) || !et || et == Type.bool || parts.length - 2 > 65536) {
        r.error = "bad table line";
        return r;
      }
      const values = new Array<ConstExpr>();
      decBad = false;
      for (let i = 2; i < parts.length; i++) {
        const c = new ConstExpr(ExprKind.Const, 0, 0, 0);
        if (et!.isFloat) {
          if (!isHex16(parts[i])) decBad = true;
          c.constKind = ConstKind.Float;
          c.value = reinterpret<f64>(parseHex64(parts[i]));
        } else {
          c.constKind = et!.size == 8 ? ConstKind.BigInt : ConstKind.Int;
          c.bits = parseDec(parts[i], true);
          c.value = <f64>c.bits;
        }
        values.push(c);
      }
      if (decBad) {
        r.error = "bad table value";
        return r;
      }
      r.tables.push(new ScopeTable(parts[0], new ConstTable(parts[0], et!, values)));
    } else if (key == "function" || key == "source") {
      let name = "";
      let lenText = rest;
      if (key == "function") {
        const s2 = rest.indexOf(" ");
        if (s2 < 0 || !isNameText(rest.substring(0, s2))) {
          r.error = "bad function line";
          return r;
        }
        name = rest.substring(0, s2);
        lenText = rest.substring(s2 + 1);
      }
      decBad = false;
      const len64 = parseDec(lenText, false);
      if (decBad || len64 > <i64>(n - pos)) {
        r.error = "text length past the end of the request";
        return r;
      }
      const len = <i32>len64;
      const body = text.substring(pos, pos + len);
      pos += len;
      if (key == "function") {
        r.functionNames.push(name);
        r.functionSources.push(body);
      } else {
        r.source = body;
      }
    } else {
      r.error = "unknown request line '" + shown(key) + "'";
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
  decBad = false;
  if (kind == "array" && parts.length >= 2 && parts.length <= 4) {
    const t = dtypeByName(parts[1]);
    if (!t || t == Type.bool) return null;
    p.kind = ParamKind.Array;
    p.type = t;
    p.rank = parts.length >= 3 ? <i32>parseDec(parts[2], false) : 1;
    if (decBad || p.rank < 1 || p.rank > 8) return null;
    if (parts.length == 4 && parts[3].startsWith("vec")) {
      // an array of vectors: shape [n, width]
      const w = parts[3].length == 4 ? parts[3].charCodeAt(3) - 48 : 0;
      if (w < 2 || w > 4 || p.rank != 2) return null;
      p.vec = w;
    } else if (parts.length == 4) {
      // a Uint8ClampedArray: only u8 can be clamped
      if (parts[3] != "clamped" || t != Type.u8) return null;
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
  if (kind == "number" && parts.length == 1) {
    // a non-integer JS number: a float of the float context
    p.kind = ParamKind.Scalar;
    p.type = Type.f64;
    p.isFloatNumber = true;
    return p;
  }
  if (kind == "texture" && parts.length == 4) {
    p.kind = ParamKind.Texture;
    p.type = Type.f32;
    let texels: i64 = 1;
    for (let i = 1; i < 4; i++) {
      const e = parseDec(parts[i], false);
      if (decBad || e < 1 || e > 0x7fffffff) return null;
      texels *= e;
      if (texels > 0x7fffffff) return null;
      p.extents.push(<i32>e);
    }
    return p;
  }
  return null;
}
