/**
 * @fileoverview The kernel type system: eleven singleton scalar types compared by identity
 * (STYLE.md 4), with flags and sizes, and the conversion rules of DESIGN.md §3: promotion of
 * 8/16-bit integers to i32 and C's usual arithmetic conversions.
 */

export const enum TypeFlags {
  None = 0,
  Signed = 1,
  Unsigned = 2,
  Integer = 4,
  Float = 8,
  Bool = 16,
  Void = 32,
}

export class Type {
  constructor(
    public name: string,
    public flags: i32,
    /** Size in bytes (bool: 1). */
    public size: i32,
    /** Index in the dtype table (0..9) or -1 for bool/void. */
    public dtypeIndex: i32,
  ) {}

  get isInteger(): bool {
    return (this.flags & TypeFlags.Integer) != 0;
  }
  get isFloat(): bool {
    return (this.flags & TypeFlags.Float) != 0;
  }
  get isSigned(): bool {
    return (this.flags & TypeFlags.Signed) != 0;
  }
  get isUnsigned(): bool {
    return (this.flags & TypeFlags.Unsigned) != 0;
  }
  get isBool(): bool {
    return (this.flags & TypeFlags.Bool) != 0;
  }
  get isVoid(): bool {
    return (this.flags & TypeFlags.Void) != 0;
  }
  get isNumeric(): bool {
    return (this.flags & (TypeFlags.Integer | TypeFlags.Float)) != 0;
  }
  get bits(): i32 {
    return this.size * 8;
  }

  static i8: Type = new Type("i8", TypeFlags.Integer | TypeFlags.Signed, 1, 0);
  static u8: Type = new Type("u8", TypeFlags.Integer | TypeFlags.Unsigned, 1, 1);
  static i16: Type = new Type("i16", TypeFlags.Integer | TypeFlags.Signed, 2, 2);
  static u16: Type = new Type("u16", TypeFlags.Integer | TypeFlags.Unsigned, 2, 3);
  static i32: Type = new Type("i32", TypeFlags.Integer | TypeFlags.Signed, 4, 4);
  static u32: Type = new Type("u32", TypeFlags.Integer | TypeFlags.Unsigned, 4, 5);
  static i64: Type = new Type("i64", TypeFlags.Integer | TypeFlags.Signed, 8, 6);
  static u64: Type = new Type("u64", TypeFlags.Integer | TypeFlags.Unsigned, 8, 7);
  static f32: Type = new Type("f32", TypeFlags.Float | TypeFlags.Signed, 4, 8);
  static f64: Type = new Type("f64", TypeFlags.Float | TypeFlags.Signed, 8, 9);
  static bool: Type = new Type("bool", TypeFlags.Bool, 1, -1);
  static void: Type = new Type("void", TypeFlags.Void, 0, -1);
}

/** The ten array dtypes in their canonical order (the order of DESIGN.md §2). */
export const DTYPES: Type[] = [
  Type.i8, Type.u8, Type.i16, Type.u16, Type.i32, Type.u32, Type.i64, Type.u64, Type.f32, Type.f64,
];

export function dtypeByName(name: string): Type | null {
  for (let i = 0; i < DTYPES.length; i++) if (DTYPES[i].name == name) return DTYPES[i];
  if (name == "bool") return Type.bool;
  return null;
}

/** TypedArray constructor names as `fn.toString()` annotations and the runtime spell them. */
export function dtypeOfTypedArrayName(name: string): Type | null {
  if (name == "Int8Array") return Type.i8;
  if (name == "Uint8Array" || name == "Uint8ClampedArray") return Type.u8;
  if (name == "Int16Array") return Type.i16;
  if (name == "Uint16Array") return Type.u16;
  if (name == "Int32Array") return Type.i32;
  if (name == "Uint32Array") return Type.u32;
  if (name == "BigInt64Array") return Type.i64;
  if (name == "BigUint64Array") return Type.u64;
  if (name == "Float32Array") return Type.f32;
  if (name == "Float64Array") return Type.f64;
  return null;
}

/** Integer promotion: bool, 8- and 16-bit integers compute as i32. */
export function promote(t: Type): Type {
  if (t.isBool) return Type.i32;
  if (t.isInteger && t.size < 4) return Type.i32;
  return t;
}

function signedOfSize(size: i32): Type {
  return size == 8 ? Type.i64 : Type.i32;
}

function unsignedOfSize(size: i32): Type {
  return size == 8 ? Type.u64 : Type.u32;
}

/** C's usual arithmetic conversions, after promotion. */
export function usualArithmetic(a: Type, b: Type): Type {
  a = promote(a);
  b = promote(b);
  if (a == Type.f64 || b == Type.f64) return Type.f64;
  if (a == Type.f32 || b == Type.f32) return Type.f32;
  if (a == b) return a;
  if (a.isSigned == b.isSigned) return a.size >= b.size ? a : b;
  const u = a.isUnsigned ? a : b;
  const s = a.isUnsigned ? b : a;
  if (u.size >= s.size) return u;
  if (s.size > u.size) return s; // i64 holds every u32
  return unsignedOfSize(s.size);
}

/**
 * Like usualArithmetic, but where C's conversion to unsigned would change the mathematical
 * result (-1 + 0u, -7 / 2u, min/max), a 32-bit signed and unsigned pair computes in i64, which
 * holds both operands and their sum, difference and product exactly: JS computes on the values.
 */
export function exactArithmetic(a: Type, b: Type): Type {
  const pa = promote(a);
  const pb = promote(b);
  if (pa.isInteger && pb.isInteger && pa.isSigned != pb.isSigned && pa.size < 8 && pb.size < 8) return Type.i64;
  return usualArithmetic(a, b);
}

/**
 * The type a local takes when it holds values of both types: the promoted join. A bool joins
 * a bool as bool; anything else joins as arithmetic.
 */
export function joinTypes(a: Type | null, b: Type): Type {
  if (a == null) return b;
  if (a == b) return a;
  return exactArithmetic(a, b); // a local holding an i32 and a u32 holds either exactly
}

/** A signed integer type of the same width (for JS's int32 results of bitwise operators). */
export function signedOf(t: Type): Type {
  return signedOfSize(t.size);
}

export function unsignedOf(t: Type): Type {
  return unsignedOfSize(t.size);
}
