/**
 * @fileoverview One table of intrinsics (STYLE.md 5): name resolution, typing, checks and
 * every generator read their row. The JS implementations that define the semantics live in
 * runtime/intrinsics.ts; test/intrinsics.test.ts checks that the two agree.
 */

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
  // dtype cast `f32(x)`; the target type is on the expression
  Cast,
  // Atomics (statements)
  AtomicAdd, AtomicSub, AtomicMin, AtomicMax,
  // workgroup primitives (GPU only)
  Barrier, ThreadId, BlockSum, BlockMin, BlockMax,
  // textures: tex.sample(u, v, w)
  TexSample,
  Count,
}

export const enum IntrKind {
  FloatMath, // result in the float type of its arguments
  SameType, // result has the (promoted, joined) type of its arguments
  Int32, // i32 operands and result
  Predicate, // bool result
  Cast,
  Atomic,
  Workgroup,
  Texture,
}

export class IntrinsicRow {
  constructor(
    public id: Intr,
    /** Name as written after its namespace: `sqrt` for Math.sqrt, `add` for Atomics.add. */
    public name: string,
    /** "Math", "Number", "Atomics", "" (bare or any namespace) or "tex". */
    public namespace: string,
    public kind: IntrKind,
    public minArgs: i32,
    /** -1: variadic (Math.min/max/hypot). */
    public maxArgs: i32,
    /** libm base name for float math (f64 spelling; f32 appends `f`), "" otherwise. */
    public libm: string,
  ) {}
}

export const INTRINSICS: IntrinsicRow[] = [];

function add(id: Intr, name: string, ns: string, kind: IntrKind, minArgs: i32, maxArgs: i32, libm: string = ""): void {
  INTRINSICS.push(new IntrinsicRow(id, name, ns, kind, minArgs, maxArgs, libm));
}

add(Intr.Sqrt, "sqrt", "Math", IntrKind.FloatMath, 1, 1, "sqrt");
add(Intr.Cbrt, "cbrt", "Math", IntrKind.FloatMath, 1, 1, "cbrt");
add(Intr.Exp, "exp", "Math", IntrKind.FloatMath, 1, 1, "exp");
add(Intr.Expm1, "expm1", "Math", IntrKind.FloatMath, 1, 1, "expm1");
add(Intr.Log, "log", "Math", IntrKind.FloatMath, 1, 1, "log");
add(Intr.Log2, "log2", "Math", IntrKind.FloatMath, 1, 1, "log2");
add(Intr.Log10, "log10", "Math", IntrKind.FloatMath, 1, 1, "log10");
add(Intr.Log1p, "log1p", "Math", IntrKind.FloatMath, 1, 1, "log1p");
add(Intr.Sin, "sin", "Math", IntrKind.FloatMath, 1, 1, "sin");
add(Intr.Cos, "cos", "Math", IntrKind.FloatMath, 1, 1, "cos");
add(Intr.Tan, "tan", "Math", IntrKind.FloatMath, 1, 1, "tan");
add(Intr.Asin, "asin", "Math", IntrKind.FloatMath, 1, 1, "asin");
add(Intr.Acos, "acos", "Math", IntrKind.FloatMath, 1, 1, "acos");
add(Intr.Atan, "atan", "Math", IntrKind.FloatMath, 1, 1, "atan");
add(Intr.Atan2, "atan2", "Math", IntrKind.FloatMath, 2, 2, "atan2");
add(Intr.Sinh, "sinh", "Math", IntrKind.FloatMath, 1, 1, "sinh");
add(Intr.Cosh, "cosh", "Math", IntrKind.FloatMath, 1, 1, "cosh");
add(Intr.Tanh, "tanh", "Math", IntrKind.FloatMath, 1, 1, "tanh");
add(Intr.Asinh, "asinh", "Math", IntrKind.FloatMath, 1, 1, "asinh");
add(Intr.Acosh, "acosh", "Math", IntrKind.FloatMath, 1, 1, "acosh");
add(Intr.Atanh, "atanh", "Math", IntrKind.FloatMath, 1, 1, "atanh");
add(Intr.Pow, "pow", "Math", IntrKind.FloatMath, 2, 2, "pow");
add(Intr.Hypot, "hypot", "Math", IntrKind.FloatMath, 1, -1, "hypot");
add(Intr.Fround, "fround", "Math", IntrKind.FloatMath, 1, 1);
add(Intr.Abs, "abs", "Math", IntrKind.SameType, 1, 1);
add(Intr.Floor, "floor", "Math", IntrKind.SameType, 1, 1);
add(Intr.Ceil, "ceil", "Math", IntrKind.SameType, 1, 1);
add(Intr.Round, "round", "Math", IntrKind.SameType, 1, 1);
add(Intr.Trunc, "trunc", "Math", IntrKind.SameType, 1, 1);
add(Intr.Sign, "sign", "Math", IntrKind.SameType, 1, 1);
add(Intr.Min, "min", "Math", IntrKind.SameType, 1, -1);
add(Intr.Max, "max", "Math", IntrKind.SameType, 1, -1);
add(Intr.Imul, "imul", "Math", IntrKind.Int32, 2, 2);
add(Intr.Clz32, "clz32", "Math", IntrKind.Int32, 1, 1);
add(Intr.IsNaN, "isNaN", "Number", IntrKind.Predicate, 1, 1);
add(Intr.IsFinite, "isFinite", "Number", IntrKind.Predicate, 1, 1);
add(Intr.Cast, "cast", "", IntrKind.Cast, 1, 1);
add(Intr.AtomicAdd, "add", "Atomics", IntrKind.Atomic, 3, 3);
add(Intr.AtomicSub, "sub", "Atomics", IntrKind.Atomic, 3, 3);
add(Intr.AtomicMin, "min", "Atomics", IntrKind.Atomic, 3, 3);
add(Intr.AtomicMax, "max", "Atomics", IntrKind.Atomic, 3, 3);
add(Intr.Barrier, "barrier", "", IntrKind.Workgroup, 0, 0);
add(Intr.ThreadId, "threadId", "", IntrKind.Workgroup, 0, 0);
add(Intr.BlockSum, "blockSum", "", IntrKind.Workgroup, 1, 1);
add(Intr.BlockMin, "blockMin", "", IntrKind.Workgroup, 1, 1);
add(Intr.BlockMax, "blockMax", "", IntrKind.Workgroup, 1, 1);
add(Intr.TexSample, "sample", "tex", IntrKind.Texture, 3, 3);

export function intrinsicRow(id: Intr): IntrinsicRow {
  return INTRINSICS[<i32>id];
}

/** Finds `ns.name`; ns "" finds the bare intrinsics (workgroup primitives). */
export function findIntrinsic(ns: string, name: string): IntrinsicRow | null {
  for (let i = 0; i < INTRINSICS.length; i++) {
    const r = INTRINSICS[i];
    if (r.namespace == ns && r.name == name) return r;
  }
  return null;
}

/** Math constants, folded to float literals of the float context. */
export function mathConstant(name: string): f64 {
  if (name == "PI") return Math.PI;
  if (name == "E") return Math.E;
  if (name == "LN2") return Math.LN2;
  if (name == "LN10") return Math.LN10;
  if (name == "LOG2E") return Math.LOG2E;
  if (name == "LOG10E") return Math.LOG10E;
  if (name == "SQRT2") return Math.SQRT2;
  if (name == "SQRT1_2") return Math.SQRT1_2;
  return NaN;
}

/** Bare names (or `ns.name` for any namespace) that are structural intrinsics. */
export function isStructuralIntrinsic(name: string): bool {
  return name == "range" || name == "grid" || name == "localArray" || name == "shared" ||
    name == "texture3d";
}

export function isWorkgroupName(name: string): bool {
  return name == "barrier" || name == "threadId" || name == "blockSum" || name == "blockMin" ||
    name == "blockMax" || name == "shared";
}
