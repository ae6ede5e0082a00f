/**
 * @fileoverview What a variant is specialized on: each parameter's kind and type (from the
 * call's arguments, an explicit signature, or TypeScript annotations), the float context, and
 * the target's declared capabilities. The request carries the target descriptor, so every
 * check depends on data, never on which backend asked (STYLE.md 9).
 */

import { DTYPES, dtypeByName, dtypeOfTypedArrayName, Type } from "./types";

export const enum ParamKind {
  Unknown,
  Array,
  Scalar,
  Texture,
}

export class ParamSig {
  kind: ParamKind = ParamKind.Unknown;
  /** Array/texture element type, or scalar type. */
  type: Type | null = null;
  rank: i32 = 1;
  /** Textures: extents w, h, d. */
  extents: i32[] = [];
  /** Scalar given as a plain JS number (its float-ness follows the float context). */
  isFloatNumber: bool = false;
  /** A u8 array that is a Uint8ClampedArray (stores clamp and round half to even). */
  clamped: bool = false;
  /** An array of vectors (`tack.vec3f`): the vector width (2 to 4); its shape is [n, width], rank 2. */
  vec: i32 = 0;
}

/**
 * A vector element type's name, `vec3f` (f32), `vec2i` (i32), `vec4d` (f64): its width and
 * dtype, or width 0 when `name` is none.
 */
export class VecTypeName {
  width: i32 = 0;
  type: Type | null = null;
}

export function vecTypeByName(name: string): VecTypeName {
  const r = new VecTypeName();
  if (name.length != 5 || !name.startsWith("vec")) return r;
  const w = name.charCodeAt(3) - 48;
  const c = name.charAt(4);
  if (w < 2 || w > 4) return r;
  const t = c == "f" ? Type.f32 : c == "i" ? Type.i32 : c == "d" ? Type.f64 : null;
  if (!t) return r;
  r.width = w;
  r.type = t;
  return r;
}

function vecArraySig(name: string): ParamSig | null {
  const v = vecTypeByName(name);
  if (v.width == 0) return null;
  const sig = new ParamSig();
  sig.kind = ParamKind.Array;
  sig.type = v.type;
  sig.rank = 2;
  sig.vec = v.width;
  return sig;
}

export class TargetInfo {
  name: string = "";
  label: string = "CPU";
  /** Bit i set: DTYPES[i] supported. */
  dtypes: i32 = 0x3ff;
  atomicDtypes: i32 = 0x3ff;
  workgroups: bool = false;
  triple: string = "x86_64-unknown-linux-gnu";
  noalias: bool = false;
  /** The target fuses `a * b + c` inside one expression (DESIGN.md §3 allows it; C compilers do). */
  contracts: bool = true;
  /** The Wasm target: the device runs relaxed SIMD's `relaxed_madd` (a request's `fma 1`), the only fused multiply-add Wasm has. */
  fma: bool = false;
  /** Bounds checks (`checks: "off"` in the request turns them off: trusted code only). */
  checks: bool = true;
  /** The CPU target: vector lanes for the parallel loop (passes/spmd.ts; 0: scalar). */
  spmdLanes: i32 = 0;
  /** Lanes even where LLVM's loop vectorizer does as well (passes/spmd-straight.ts). */
  spmdAlways: bool = false;
  /** The kernel's source text (passes/spmd.ts places its refusals by line:col). */
  source: string = "";
  /** The target has a native atomic float add/sub (else a compare-and-swap loop). */
  floatAtomicAdd: bool = true;

  supports(t: Type): bool {
    return t.dtypeIndex >= 0 && (this.dtypes & (1 << t.dtypeIndex)) != 0;
  }

  supportsAtomic(t: Type): bool {
    return t.dtypeIndex >= 0 && (this.atomicDtypes & (1 << t.dtypeIndex)) != 0;
  }

  dtypeList(mask: i32): string {
    const names = new Array<string>();
    for (let i = 0; i < DTYPES.length; i++) if ((mask & (1 << i)) != 0) names.push(DTYPES[i].name);
    return names.join(", ");
  }
}

/** Parses a comma-separated dtype list ("i32,u32,f32") into a mask. */
export function dtypeMask(list: string): i32 {
  let mask = 0;
  const parts = list.split(",");
  for (let i = 0; i < parts.length; i++) {
    const t = dtypeByName(parts[i].trim());
    if (t && t.dtypeIndex >= 0) mask |= 1 << t.dtypeIndex;
  }
  return mask;
}

function stripNamespace(s: string): string {
  const dot = s.lastIndexOf(".");
  return dot >= 0 ? s.substring(dot + 1) : s;
}

/**
 * A parameter's signature from its TypeScript annotation, or null when the annotation is
 * not a kernel type. Accepts TypedArray names, `tack.Array<f32>`-style generics, dtype
 * names (bare or qualified: `f32`, `tack.f32`), `number`, `bigint`, `boolean`, and `T[]`.
 */
export function sigFromAnnotation(text: string): ParamSig | null {
  let s = text.trim();
  const sig = new ParamSig();
  const lt = s.indexOf("<");
  if (lt > 0 && s.endsWith(">")) {
    // tack.Array<f32>, Array<"f32">
    const inner = s.substring(lt + 1, s.length - 1).trim().replaceAll("\"", "").replaceAll("'", "");
    const va = vecArraySig(stripNamespace(inner));
    if (va) return va;
    const t = dtypeByName(stripNamespace(inner));
    if (!t || t == Type.bool) return null;
    sig.kind = ParamKind.Array;
    sig.type = t;
    return sig;
  }
  if (s.endsWith("[]")) {
    const va = vecArraySig(stripNamespace(s.substring(0, s.length - 2).trim()));
    if (va) return va;
    const t = dtypeByName(stripNamespace(s.substring(0, s.length - 2).trim()));
    if (!t || t == Type.bool) return null;
    sig.kind = ParamKind.Array;
    sig.type = t;
    return sig;
  }
  const base = stripNamespace(s);
  const ta = dtypeOfTypedArrayName(base);
  if (ta) {
    sig.kind = ParamKind.Array;
    sig.type = ta;
    sig.clamped = base == "Uint8ClampedArray";
    return sig;
  }
  if (base == "Texture3D") {
    sig.kind = ParamKind.Texture;
    sig.type = Type.f32;
    return sig;
  }
  sig.kind = ParamKind.Scalar;
  if (base == "number") {
    sig.type = Type.f64;
    sig.isFloatNumber = true;
    return sig;
  }
  if (base == "bigint") {
    sig.type = Type.i64;
    return sig;
  }
  if (base == "boolean") {
    sig.type = Type.bool;
    return sig;
  }
  const t = dtypeByName(base);
  if (!t) return null;
  sig.type = t;
  return sig;
}
