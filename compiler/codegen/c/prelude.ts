/**
 * @fileoverview The C-family helper prelude (STYLE.md B, Warp's builtin.h idea): one small
 * function per semantic operation and type (compiler/SEMANTICS.md), written once here for
 * every dialect and spelled through the Dialect. A kernel's code carries only the helpers it
 * uses, always in the order of HELPERS below (never in order of first use), so output is
 * deterministic and goldens diff cleanly.
 *
 * A helper is named by a key `op.type[.space]` (`idiv.i32`, `atomic.min.f32.g`); its C name
 * is `tack_` + the key with dots as underscores.
 */

import { Type } from "../../types";
import { Dialect, Space } from "./dialect";
import { floatLit, intLit, workType } from "./text";

/** Helper operations, in the order their definitions appear in the output. */
const HELPERS: string[] = [
  "fail", "poll", "f2i", "fidx", "idiv", "fdiv", "irem", "ipow", "bigshift", "min", "max", "round", "sign", "pow",
  "clampu8", "atomic", "tex3d", "blocksum", "blockmin", "blockmax",
];

const TYPES: string[] = ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64", "bool"];

export function helperName(key: string): string {
  return "tack_" + key.replaceAll(".", "_");
}

function typeByName(name: string): Type {
  for (let i = 0; i < TYPES.length; i++) {
    if (TYPES[i] != name) continue;
    if (i == 0) return Type.i8;
    if (i == 1) return Type.u8;
    if (i == 2) return Type.i16;
    if (i == 3) return Type.u16;
    if (i == 4) return Type.i32;
    if (i == 5) return Type.u32;
    if (i == 6) return Type.i64;
    if (i == 7) return Type.u64;
    if (i == 8) return Type.f32;
    if (i == 9) return Type.f64;
    return Type.bool;
  }
  unreachable();
  return Type.void;
}

/** The helpers one kernel uses. */
export class Prelude {
  used: string[] = [];

  constructor(public d: Dialect) {}

  /** Marks a helper (and what it calls) used; returns its C name. */
  use(key: string): string {
    if (!this.used.includes(key)) {
      this.used.push(key);
      const deps = helperDeps(key);
      for (let i = 0; i < deps.length; i++) this.use(deps[i]);
    }
    return helperName(key);
  }

  /** The definitions, in HELPERS order, then by key. */
  text(): string[] {
    const out = new Array<string>();
    for (let h = 0; h < HELPERS.length; h++) {
      const keys = new Array<string>();
      for (let i = 0; i < this.used.length; i++) {
        const k = this.used[i];
        const dot = k.indexOf(".");
        const op = dot < 0 ? k : k.substring(0, dot);
        if (op == HELPERS[h]) keys.push(k);
      }
      keys.sort();
      for (let i = 0; i < keys.length; i++) out.push(helperText(this.d, keys[i]));
    }
    return out;
  }
}

function parts(key: string): string[] {
  return key.split(".");
}

function helperDeps(key: string): string[] {
  const p = parts(key);
  const op = p[0];
  const deps = new Array<string>();
  if (op == "poll") deps.push("fail");
  if (op == "fidx") deps.push("f2i." + p[1]);
  if (op == "atomic" && (p[1] == "min" || p[1] == "max")) deps.push(p[1] + "." + p[2]);
  if ((op == "blockmin" || op == "blockmax") && (p[1] == "f32" || p[1] == "f64")) deps.push(op.substring(5) + "." + p[1]);
  return deps;
}

/** `static inline T tack_x(args) {` + body lines + `}`. */
function fn(d: Dialect, head: string, ret: string, key: string, params: string, body: string[]): string {
  const lines = new Array<string>();
  lines.push(head + " " + ret + " " + helperName(key) + "(" + params + ") {");
  for (let i = 0; i < body.length; i++) lines.push("  " + body[i]);
  lines.push("}");
  return lines.join("\n");
}

function helperText(d: Dialect, key: string): string {
  const p = parts(key);
  const op = p[0];
  const head = d.functionHead();
  const L = d.i64;
  const status = d.pointer(L, Space.Global);
  if (op == "fail") {
    // the first failure of the launch wins the state word; only the winner writes the rest
    return fn(d, d.coldHead(), "void", key, status + " s, int state, " + L + " index, " + L + " length", [
      "if (" + d.stateCas("s", "state") + " == 0) {",
      "  s[0] = (" + L + ")state;",
      "  s[1] = index;",
      "  s[3] = length;",
      "}",
    ]);
  }
  if (op == "poll") {
    const body = new Array<string>();
    body.push("if (" + d.statePeek("s") + " != 0) return true;");
    const clock = d.clockPoll();
    if (clock.length > 0) body.push(clock);
    body.push("return false;");
    return fn(d, d.coldHead(), "bool", key, status + " s", body);
  }
  if (op == "atomic") return atomicHelper(d, key, p[1], typeByName(p[2]), p.length > 3 && p[3] == "l" ? Space.Group : Space.Global);
  if (op == "tex3d") return tex3dHelper(d, key);
  const t = typeByName(p[1]);
  const T = d.typeName(t);
  if (op == "f2i") {
    // TypedArray stores: NaN and ±Infinity give 0; the rest truncates, saturating at the i64 range
    return fn(d, head, L, key, T + " x", [
      "if (!(" + d.math("fabs", t) + "(x) < " + floatLit(d, Infinity, t) + ")) return 0;",
      "if (x >= " + floatLit(d, 9223372036854775808.0, t) + ") return " + intLit(d, i64.MAX_VALUE, Type.i64) + ";",
      "if (x <= " + floatLit(d, -9223372036854775808.0, t) + ") return " + intLit(d, i64.MIN_VALUE, Type.i64) + ";",
      "return (" + L + ")x;",
    ]);
  }
  if (op == "fidx") {
    // a float index names no element when it is NaN or infinite: -1, which the check refuses
    return fn(d, head, L, key, T + " x", [
      "return " + d.math("fabs", t) + "(x) < " + floatLit(d, Infinity, t) + " ? " + helperName("f2i." + p[1]) + "(x) : -1;",
    ]);
  }
  const U = d.typeName(workType(t, false));
  if (op == "idiv" || op == "fdiv") {
    const body = new Array<string>();
    body.push("if (b == 0) return 0;");
    if (t.isSigned) {
      // MIN / -1 wraps to MIN; never the trapping division
      body.push("if (b == -1) return (" + T + ")((" + U + ")0 - (" + U + ")a);");
      if (op == "fdiv") {
        body.push(T + " q = a / b;");
        body.push("if (a - q * b != 0 && ((a - q * b) ^ b) < 0) q = q - 1;");
        body.push("return q;");
      } else {
        body.push("return a / b;");
      }
    } else {
      body.push("return a / b;");
    }
    return fn(d, head, T, key, T + " a, " + T + " b", body);
  }
  if (op == "irem") {
    const zero = t.isSigned ? "b == 0 || b == -1" : "b == 0";
    return fn(d, head, T, key, T + " a, " + T + " b", ["return (" + zero + ") ? 0 : a % b;"]);
  }
  if (op == "ipow") {
    return fn(d, head, T, key, T + " b, " + T + " e", [
      "if ((" + L + ")e < 0) return 0;",
      U + " acc = 1, base = (" + U + ")b, x = (" + U + ")e;",
      "while (x != 0) {",
      "  if ((x & 1) != 0) acc = acc * base;",
      "  base = base * base;",
      "  x = x >> 1;",
      "}",
      "return (" + T + ")acc;",
    ]);
  }
  if (op == "bigshift") {
    // BigInt shifts: exact; |n| > 63 shifts everything out; a negative count reverses
    const u64 = d.u64;
    const fill = t.isSigned ? "(x < 0 ? (" + T + ")-1 : (" + T + ")0)" : "(" + T + ")0";
    return fn(d, head, T, key, T + " x, " + L + " n, bool left", [
      u64 + " an = n < 0 ? (" + u64 + ")0 - (" + u64 + ")n : (" + u64 + ")n;",
      "bool big = an > 63;",
      "int s = big ? 63 : (int)an;",
      "if (n < 0) left = !left;",
      "if (left) return big ? (" + T + ")0 : (" + T + ")((" + u64 + ")x << s);",
      "return big ? " + fill + " : (" + T + ")(x >> s);",
    ]);
  }
  if (op == "min" || op == "max") {
    const I = d.typeName(t == Type.f32 ? Type.i32 : Type.i64);
    const comb = op == "min" ? " | " : " & ";
    return fn(d, head, T, key, T + " a, " + T + " b", [
      "if (a != a || b != b) return a + b; // NaN wins",
      // equal operands may be zeros of opposite signs: -0 is below +0
      "if (a == b) return " + d.bitsFloat("(" + I + ")(" + d.floatBits("a", t) + comb + d.floatBits("b", t) + ")", t) + ";",
      "return a " + (op == "min" ? "<" : ">") + " b ? a : b;",
    ]);
  }
  if (op == "round") {
    return fn(d, head, T, key, T + " x", [
      T + " f = " + d.math("floor", t) + "(x);",
      T + " r = x - f >= " + floatLit(d, 0.5, t) + " ? f + " + floatLit(d, 1, t) + " : f;",
      "return " + d.math("copysign", t) + "(r, x); // the sign of zero follows x",
    ]);
  }
  if (op == "sign") {
    return fn(d, head, T, key, T + " x", [
      "return x > 0 ? " + floatLit(d, 1, t) + " : x < 0 ? " + floatLit(d, -1, t) + " : x;",
    ]);
  }
  if (op == "pow") {
    // C's pow, but pow(x, NaN) and pow(±1, ±Infinity) are NaN in JavaScript, and the exponents
    // JavaScript's pow (fdlibm) answers exactly are spelled as it does (the device's pow may miss
    // sqrt, x * x or 1 / x by an ulp): 0.5 with x's sign clear, 2 and -1
    return fn(d, head, T, key, T + " x, " + T + " y", [
      "if (y != y || (" + d.math("fabs", t) + "(x) == " + floatLit(d, 1, t) + " && " + d.math("fabs", t) + "(y) == " +
        floatLit(d, Infinity, t) + ")) return " + floatLit(d, NaN, t) + ";",
      "if (y == " + floatLit(d, 0.5, t) + " && " + d.math("copysign", t) + "(" + floatLit(d, 1, t) + ", x) > " + floatLit(d, 0, t) +
        ") return " + d.math("sqrt", t) + "(x);",
      "if (y == " + floatLit(d, 2, t) + ") return x * x;",
      "if (y == " + floatLit(d, -1, t) + ") return " + floatLit(d, 1, t) + " / x;",
      "return " + d.math("pow", t) + "(x, y);",
    ]);
  }
  if (op == "clampu8") {
    // ToUint8Clamp: NaN → 0, clamp to 0..255, halves to even
    const u8 = d.typeName(Type.u8);
    return fn(d, head, u8, key, T + " v", [
      T + " c = v >= " + floatLit(d, 0, t) + " ? v : " + floatLit(d, 0, t) + ";",
      "c = c > " + floatLit(d, 255, t) + " ? " + floatLit(d, 255, t) + " : c;",
      "return (" + u8 + ")" + d.math("rint", t) + "(c);",
    ]);
  }
  return blockHelper(d, key, op, t);
}

/** A float atomic as a compare-and-swap loop over the element's bits (Sem.AtomicCAS; float add where there is no native one); gives the element it replaced. */
function atomicHelper(d: Dialect, key: string, op: string, t: Type, space: Space): string {
  const T = d.typeName(t);
  const I = d.typeName(t == Type.f32 ? Type.i32 : Type.i64);
  const ptr = d.pointer(T, space);
  const ip = d.pointer(I, space);
  const old = d.bitsFloat("old", t);
  let next: string;
  if (op == "add") next = old + " + v";
  else next = helperName(op + "." + t.name) + "(" + old + ", v)";
  return fn(d, d.functionHead(), T, key, ptr + " p, " + T + " v", [
    ip + " ip = (" + ip + ")p;",
    I + " old = *(volatile " + ip + ")ip;",
    "for (;;) {",
    "  " + I + " nv = " + d.floatBits(next, t) + ";",
    "  if (nv == old) return " + old + ";",
    "  " + I + " seen = " + d.atomicCasBits("ip", "old", "nv", t == Type.f32 ? Type.i32 : Type.i64, space) + ";",
    "  if (seen == old) return " + old + ";",
    "  old = seen;",
    "}",
  ]);
}

/** Trilinear interpolation over a W×H×D f32 array, clamped to the edges (runtime/texture.ts defines it). */
function tex3dHelper(d: Dialect, key: string): string {
  const f = Type.f32;
  const L = d.i64;
  const body = new Array<string>();
  const axes: string[] = ["u", "v", "s"];
  const exts: string[] = ["w", "h", "dd"];
  for (let i = 0; i < 3; i++) {
    const a = axes[i];
    const n = exts[i];
    body.push("float " + a + "n = (float)(" + n + " - 1);");
    body.push("float " + a + "x = " + d.mul(a, a + "n", f) + ";");
    // NaN clamps to 0 here (a NaN coordinate must not become an index)
    body.push("float " + a + "c = !(" + a + "x >= 0.0f) ? 0.0f : " + a + "x > " + a + "n ? " + a + "n : " + a + "x;");
    body.push("float " + a + "f = " + d.math("floor", f) + "(" + a + "c);");
    body.push(L + " " + a + "0 = (" + L + ")" + a + "f;");
    body.push(L + " " + a + "1 = " + a + "0 + 1 > " + n + " - 1 ? " + n + " - 1 : " + a + "0 + 1;");
    body.push("float " + a + "t = " + a + "c - " + a + "f;");
  }
  for (let c = 0; c < 8; c++) {
    const iu = (c & 1) != 0 ? "u1" : "u0";
    const iv = (c & 2) != 0 ? "v1" : "v0";
    const is = (c & 4) != 0 ? "s1" : "s0";
    body.push("float c" + c.toString() + " = t[(" + is + " * h + " + iv + ") * w + " + iu + "];");
  }
  for (let c = 0; c < 4; c++) {
    const a = "c" + (c * 2).toString();
    const b = "c" + (c * 2 + 1).toString();
    body.push("float lu" + c.toString() + " = " + a + " + " + d.mul("(" + b + " - " + a + ")", "ut", f) + ";");
  }
  for (let c = 0; c < 2; c++) {
    const a = "lu" + (c * 2).toString();
    const b = "lu" + (c * 2 + 1).toString();
    body.push("float lv" + c.toString() + " = " + a + " + " + d.mul("(" + b + " - " + a + ")", "vt", f) + ";");
  }
  body.push("return lv0 + " + d.mul("(lv1 - lv0)", "st", f) + ";");
  return fn(d, d.functionHead(), "float", key,
    d.pointer("const float", Space.Global) + " t, " + L + " w, " + L + " h, " + L + " dd, float u, float v, float s", body);
}

/** blockSum/Min/Max over the 256 work-items of a group, through a group array `r` the caller owns. */
function blockHelper(d: Dialect, key: string, op: string, t: Type): string {
  const T = d.typeName(t);
  let combine: string;
  if (op == "blocksum") {
    if (t.isFloat) combine = "r[i] + r[i + k]";
    else {
      const U = d.typeName(workType(t, false));
      combine = "(" + T + ")((" + U + ")r[i] + (" + U + ")r[i + k])";
    }
  } else {
    const isMin = op == "blockmin";
    if (t.isFloat) combine = helperName((isMin ? "min." : "max.") + t.name) + "(r[i], r[i + k])";
    else combine = "r[i] " + (isMin ? "<" : ">") + " r[i + k] ? r[i] : r[i + k]";
  }
  return fn(d, d.functionHead(), T, key, d.pointer(T, Space.Group) + " r, " + T + " v", [
    "int i = " + d.localId() + ";",
    "r[i] = v;",
    d.barrier(),
    "for (int k = 128; k > 0; k = k >> 1) {",
    "  if (i < k) r[i] = " + combine + ";",
    "  " + d.barrier(),
    "}",
    T + " x = r[0];",
    d.barrier(),
    "return x;",
  ]);
}
