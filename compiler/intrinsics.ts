/**
 * @fileoverview One table of intrinsics (STYLE.md 5): every name a kernel can call or read
 * that is not its own — Math and Number functions and constants, the dtype casts, Atomics,
 * the structural intrinsics (range, grid, localArray, shared, texture3d), the workgroup
 * primitives and texture sampling — is one row here, and lowering resolves every such name
 * through `findIntrinsic`. Each column is read by one phase:
 *
 * - name, namespace, arity: lowering (lower.ts and lower-calls.ts);
 * - typing: inference (passes/infer.ts);
 * - feature: the capability a use needs, recorded on the template and checked per target;
 * - effects: what the call does besides its value;
 * - floatSem / intSem: the semantic operation legalize (passes/legalize.ts) records for
 *   float or integer operands, which every generator spells (SEMANTICS.md);
 * - js: the plain-JavaScript implementation that defines its meaning (a global such as
 *   `Math.sqrt`, or `tack.<name>` from runtime/intrinsics.ts and runtime/dtypes.ts);
 * - libm: the C library's name for float math that generators may call.
 *
 * `query intrinsics` (index.ts) returns the table as JSON; test/intrinsics.test.ts checks it
 * is complete: every row typed, runnable as plain JS, and compiled by each generator.
 */

import { Feature } from "./ir";
import { Sem, semName } from "./sem";
import { DTYPES, Type } from "./types";

export const enum Intr {
  // Math: float functions (integer arguments convert to the float context)
  Sqrt, Cbrt, Exp, Expm1, Log, Log2, Log10, Log1p, Sin, Cos, Tan, Asin, Acos, Atan, Atan2,
  Sinh, Cosh, Tanh, Asinh, Acosh, Atanh, Pow, Hypot, Fround,
  // Math: type-preserving on integers
  Abs, Floor, Ceil, Round, Trunc, Sign, Min, Max,
  // Math: 32-bit integer
  Imul, Clz32,
  // Number
  IsNaN, IsFinite,
  // dtype cast `f32(x)`; the target type is on the row and the expression
  Cast,
  // Atomics (statements)
  AtomicAdd, AtomicSub, AtomicMin, AtomicMax,
  AtomicExchange, AtomicCompareExchange, AtomicAnd, AtomicOr, AtomicXor, AtomicLoad, AtomicStore,
  // workgroup primitives (GPU only)
  Barrier, ThreadId, BlockSum, BlockMin, BlockMax,
  // textures: tex.sample(u, v, w)
  TexSample,
  // structural: shape the kernel rather than compute a value
  Range, Grid, LocalArray, Shared, Texture3d,
  // constants: Math.PI, Number.EPSILON, ...
  Constant,
  Count,
}

/** How inference types a call (the typing column). */
export const enum IntrKind {
  FloatMath, // result in the float type of its arguments
  SameType, // result has the (promoted, joined) type of its arguments
  Int32, // i32 operands and result
  Predicate, // bool result
  Cast,
  Atomic,
  Workgroup,
  Texture,
  /** Lowered to IR structure (loops, scratch arrays), never to a call. */
  Structural,
  /** Folded to a literal at lowering. */
  Constant,
}

/** What a call does besides producing its value. */
export const enum Effects {
  Pure,
  /** Writes an array argument (Atomics). */
  Writes,
  /** Synchronizes a workgroup (barrier, block reductions). */
  Sync,
  /** Allocates per-iteration or per-group storage (localArray, shared). */
  Alloc,
  /** Shapes control flow (range, grid). */
  Control,
}

export class IntrinsicRow {
  /** A dtype cast's target type; null otherwise. */
  castType: Type | null = null;
  /** A constant's value; `constIsInt` folds it as an integer literal. */
  constValue: f64 = 0;
  constIsInt: bool = false;

  constructor(
    public id: Intr,
    /** Name as written after its namespace: `sqrt` for Math.sqrt, `add` for Atomics.add. */
    public name: string,
    /** "Math", "Number", "Atomics", "" (bare, or qualified by any other namespace: `tack.range`), or "tex". */
    public namespace: string,
    public kind: IntrKind,
    public minArgs: i32,
    /** -1: variadic (Math.min/max/hypot). */
    public maxArgs: i32,
    /** The Feature bit a use records on the template (Feature.None: none). */
    public feature: Feature,
    public effects: Effects,
    public floatSem: Sem,
    public intSem: Sem,
    /** The plain-JS implementation: `Math.sqrt`, `tack.range`, `Atomics.add`, ... */
    public js: string,
    /** libm base name for float math (f64 spelling; f32 appends `f`), "" otherwise. */
    public libm: string,
  ) {}

  get isStructural(): bool {
    return this.kind == IntrKind.Structural;
  }
}

export const INTRINSICS: IntrinsicRow[] = [];
/** Row index of each Intr id (the first row, for casts and constants). */
const ROW_OF: i32[] = [];

function add(
  id: Intr, name: string, ns: string, kind: IntrKind, minArgs: i32, maxArgs: i32,
  floatSem: Sem = Sem.Native, intSem: Sem = Sem.Native, libm: string = "",
  feature: Feature = Feature.None, effects: Effects = Effects.Pure,
): IntrinsicRow {
  const js = ns == "" || ns == "tex" ? (ns == "tex" ? "Texture3D.prototype." : "tack.") + name : ns + "." + name;
  const r = new IntrinsicRow(id, name, ns, kind, minArgs, maxArgs, feature, effects, floatSem, intSem, js, libm);
  while (ROW_OF.length <= <i32>id) ROW_OF.push(-1);
  if (ROW_OF[<i32>id] < 0) ROW_OF[<i32>id] = INTRINSICS.length;
  INTRINSICS.push(r);
  return r;
}

function math(id: Intr, name: string, libm: string, minArgs: i32 = 1, maxArgs: i32 = 1, floatSem: Sem = Sem.Native): void {
  add(id, name, "Math", IntrKind.FloatMath, minArgs, maxArgs, floatSem, floatSem, libm);
}

function constant(ns: string, name: string, value: f64, isInt: bool = false): void {
  const r = add(Intr.Constant, name, ns, IntrKind.Constant, 0, 0);
  r.constValue = value;
  r.constIsInt = isInt;
}

const N = Sem.Native;

math(Intr.Sqrt, "sqrt", "sqrt");
math(Intr.Cbrt, "cbrt", "cbrt");
math(Intr.Exp, "exp", "exp");
math(Intr.Expm1, "expm1", "expm1");
math(Intr.Log, "log", "log");
math(Intr.Log2, "log2", "log2");
math(Intr.Log10, "log10", "log10");
math(Intr.Log1p, "log1p", "log1p");
math(Intr.Sin, "sin", "sin");
math(Intr.Cos, "cos", "cos");
math(Intr.Tan, "tan", "tan");
math(Intr.Asin, "asin", "asin");
math(Intr.Acos, "acos", "acos");
math(Intr.Atan, "atan", "atan");
math(Intr.Atan2, "atan2", "atan2", 2, 2);
math(Intr.Sinh, "sinh", "sinh");
math(Intr.Cosh, "cosh", "cosh");
math(Intr.Tanh, "tanh", "tanh");
math(Intr.Asinh, "asinh", "asinh");
math(Intr.Acosh, "acosh", "acosh");
math(Intr.Atanh, "atanh", "atanh");
math(Intr.Pow, "pow", "pow", 2, 2, Sem.PowJS);
// one argument: HypotOne (legalize), else a libm chain
math(Intr.Hypot, "hypot", "hypot", 1, -1);
math(Intr.Fround, "fround", "");
add(Intr.Abs, "abs", "Math", IntrKind.SameType, 1, 1);
add(Intr.Floor, "floor", "Math", IntrKind.SameType, 1, 1, N, Sem.Identity);
add(Intr.Ceil, "ceil", "Math", IntrKind.SameType, 1, 1, N, Sem.Identity);
add(Intr.Round, "round", "Math", IntrKind.SameType, 1, 1, Sem.RoundHalfUp, Sem.Identity);
add(Intr.Trunc, "trunc", "Math", IntrKind.SameType, 1, 1, N, Sem.Identity);
add(Intr.Sign, "sign", "Math", IntrKind.SameType, 1, 1);
add(Intr.Min, "min", "Math", IntrKind.SameType, 1, -1, Sem.MinMaxFloat, N);
add(Intr.Max, "max", "Math", IntrKind.SameType, 1, -1, Sem.MinMaxFloat, N);
add(Intr.Imul, "imul", "Math", IntrKind.Int32, 2, 2);
add(Intr.Clz32, "clz32", "Math", IntrKind.Int32, 1, 1);
add(Intr.IsNaN, "isNaN", "Number", IntrKind.Predicate, 1, 1, N, Sem.ConstFalse);
add(Intr.IsFinite, "isFinite", "Number", IntrKind.Predicate, 1, 1, N, Sem.ConstTrue);
for (let i = 0; i < DTYPES.length; i++) {
  add(Intr.Cast, DTYPES[i].name, "", IntrKind.Cast, 1, 1).castType = DTYPES[i];
}
// Atomics: AtomicRMW for integers; floats per target (legalize: floatAtomicAdd)
add(Intr.AtomicAdd, "add", "Atomics", IntrKind.Atomic, 3, 3, Sem.AtomicRMW, Sem.AtomicRMW, "", Feature.Atomics, Effects.Writes);
add(Intr.AtomicSub, "sub", "Atomics", IntrKind.Atomic, 3, 3, Sem.AtomicRMW, Sem.AtomicRMW, "", Feature.Atomics, Effects.Writes);
add(Intr.AtomicMin, "min", "Atomics", IntrKind.Atomic, 3, 3, Sem.AtomicCAS, Sem.AtomicRMW, "", Feature.Atomics, Effects.Writes);
add(Intr.AtomicMax, "max", "Atomics", IntrKind.Atomic, 3, 3, Sem.AtomicCAS, Sem.AtomicRMW, "", Feature.Atomics, Effects.Writes);
// exchange on floats swaps the bits; and/or/xor take integer arrays only (inference refuses floats, as JS does)
add(Intr.AtomicExchange, "exchange", "Atomics", IntrKind.Atomic, 3, 3, Sem.AtomicRMW, Sem.AtomicRMW, "", Feature.Atomics, Effects.Writes);
add(Intr.AtomicCompareExchange, "compareExchange", "Atomics", IntrKind.Atomic, 4, 4, Sem.AtomicCmpXchg, Sem.AtomicCmpXchg, "", Feature.Atomics, Effects.Writes);
add(Intr.AtomicAnd, "and", "Atomics", IntrKind.Atomic, 3, 3, Sem.AtomicRMW, Sem.AtomicRMW, "", Feature.Atomics, Effects.Writes);
add(Intr.AtomicOr, "or", "Atomics", IntrKind.Atomic, 3, 3, Sem.AtomicRMW, Sem.AtomicRMW, "", Feature.Atomics, Effects.Writes);
add(Intr.AtomicXor, "xor", "Atomics", IntrKind.Atomic, 3, 3, Sem.AtomicRMW, Sem.AtomicRMW, "", Feature.Atomics, Effects.Writes);
add(Intr.AtomicLoad, "load", "Atomics", IntrKind.Atomic, 2, 2, Sem.AtomicLoad, Sem.AtomicLoad, "", Feature.Atomics, Effects.Pure);
add(Intr.AtomicStore, "store", "Atomics", IntrKind.Atomic, 3, 3, Sem.AtomicStore, Sem.AtomicStore, "", Feature.Atomics, Effects.Writes);
add(Intr.Barrier, "barrier", "", IntrKind.Workgroup, 0, 0, N, N, "", Feature.Barrier, Effects.Sync);
add(Intr.ThreadId, "threadId", "", IntrKind.Workgroup, 0, 0, N, N, "", Feature.ThreadId);
add(Intr.BlockSum, "blockSum", "", IntrKind.Workgroup, 1, 1, N, N, "", Feature.BlockReduce, Effects.Sync);
add(Intr.BlockMin, "blockMin", "", IntrKind.Workgroup, 1, 1, N, N, "", Feature.BlockReduce, Effects.Sync);
add(Intr.BlockMax, "blockMax", "", IntrKind.Workgroup, 1, 1, N, N, "", Feature.BlockReduce, Effects.Sync);
add(Intr.TexSample, "sample", "tex", IntrKind.Texture, 3, 3, Sem.TexSoftware, Sem.TexSoftware, "", Feature.Texture);
add(Intr.Range, "range", "", IntrKind.Structural, 1, 3, N, N, "", Feature.None, Effects.Control);
add(Intr.Grid, "grid", "", IntrKind.Structural, 2, 3, N, N, "", Feature.None, Effects.Control);
add(Intr.LocalArray, "localArray", "", IntrKind.Structural, 2, 2, N, N, "", Feature.LocalArray, Effects.Alloc);
add(Intr.Shared, "shared", "", IntrKind.Structural, 2, 2, N, N, "", Feature.Shared, Effects.Alloc);
add(Intr.Texture3d, "texture3d", "", IntrKind.Structural, 2, 2, N, N, "", Feature.Texture, Effects.Pure);
constant("Math", "PI", Math.PI);
constant("Math", "E", Math.E);
constant("Math", "LN2", Math.LN2);
constant("Math", "LN10", Math.LN10);
constant("Math", "LOG2E", Math.LOG2E);
constant("Math", "LOG10E", Math.LOG10E);
constant("Math", "SQRT2", Math.SQRT2);
constant("Math", "SQRT1_2", Math.SQRT1_2);
constant("Number", "EPSILON", 2.220446049250313e-16);
constant("Number", "MAX_VALUE", 1.7976931348623157e308);
constant("Number", "MIN_VALUE", 5e-324);
constant("Number", "POSITIVE_INFINITY", Infinity);
constant("Number", "NEGATIVE_INFINITY", -Infinity);
constant("Number", "NaN", NaN);
constant("Number", "MAX_SAFE_INTEGER", 9007199254740991, true);
constant("Number", "MIN_SAFE_INTEGER", -9007199254740991, true);

/**
 * The rows by name, one map per namespace that findIntrinsic looks in (the first row of a name
 * wins, as the scan it replaces found). Built here, at module start: a request must not build
 * lasting state, since the next request takes its memory back (index.ts reuseMemory).
 */
const NAMESPACES: string[] = ["", "Math", "Number", "Atomics", "tex"];
const BY_NAME: Array<Map<string, IntrinsicRow>> = [];
for (let k = 0; k < NAMESPACES.length; k++) BY_NAME.push(new Map<string, IntrinsicRow>());
for (let i = 0; i < INTRINSICS.length; i++) {
  const r = INTRINSICS[i];
  const k = NAMESPACES.indexOf(r.namespace);
  if (k >= 0 && !BY_NAME[k].has(r.name)) BY_NAME[k].set(r.name, r);
}

export function intrinsicRow(id: Intr): IntrinsicRow {
  return INTRINSICS[ROW_OF[<i32>id]];
}

/**
 * Finds `ns.name`. "Math", "Number" and "Atomics" are JS's own namespaces; any other
 * qualifier (`tack.`, `import_tack.`, `t.`) and a bare name find the rows of namespace "".
 */
export function findIntrinsic(ns: string, name: string): IntrinsicRow | null {
  const names = BY_NAME[ns == "Math" ? 1 : ns == "Number" ? 2 : ns == "Atomics" ? 3 : ns == "tex" ? 4 : 0];
  return names.has(name) ? names.get(name) : null;
}

/** The row of a bare or `tack.`-qualified structural name (range, grid, localArray, ...), or null. */
export function structuralRow(name: string): IntrinsicRow | null {
  const r = findIntrinsic("", name);
  return r && r.isStructural ? r : null;
}

/** The dtype a cast row converts to, for `f32`/`tack.f32` used as a dtype argument. */
export function castDtype(name: string): Type | null {
  const r = findIntrinsic("", name);
  return r && r.kind == IntrKind.Cast ? r.castType : null;
}

const KIND_NAMES: string[] = [
  "floatMath", "sameType", "int32", "predicate", "cast", "atomic", "workgroup", "texture", "structural", "constant",
];
const EFFECT_NAMES: string[] = ["pure", "writes", "sync", "alloc", "control"];

/** The table as JSON, for `query intrinsics` and its completeness test. */
export function intrinsicsJson(): string {
  const rows = new Array<string>();
  for (let i = 0; i < INTRINSICS.length; i++) {
    const r = INTRINSICS[i];
    rows.push("{\"name\":\"" + r.name + "\",\"namespace\":\"" + r.namespace + "\",\"kind\":\"" + KIND_NAMES[<i32>r.kind] + "\"" +
      ",\"minArgs\":" + r.minArgs.toString() + ",\"maxArgs\":" + r.maxArgs.toString() +
      ",\"feature\":" + (<i32>r.feature).toString() + ",\"effects\":\"" + EFFECT_NAMES[<i32>r.effects] + "\"" +
      ",\"floatSem\":\"" + semName(r.floatSem) + "\",\"intSem\":\"" + semName(r.intSem) + "\"" +
      ",\"js\":\"" + r.js + "\",\"libm\":\"" + r.libm + "\"}");
  }
  return "[" + rows.join(",") + "]";
}
