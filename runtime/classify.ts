/**
 * The argument classifier (DESIGN.md §4.1): what a compiled variant depends on, read off one
 * argument. Each distinct class ("f32 array rank 1", "i32 scalar", "u8 clamped array rank 1",
 * "texture 8x8x8") is one frozen object, made once and reused, that carries its part of the
 * signature key and its ParamSpec. Dispatch compares classes by identity (the inline cache,
 * the last-launch check), joins their keys (the variant cache) and sends their specs (the
 * compile request), so the four can never disagree.
 *
 * A class is decided by what the generated code depends on, nothing else: a TypedArray and a
 * rank-1 tack.Array of its dtype share one, and so do an integer-valued number, a bigint and a
 * dtype scalar of the same width.
 */
import { TackArray } from "./array.js";
import { DTYPE_NAMES, dtypeOfTypedArray, dtypeOfTypedArrayName, Scalar, type DtypeName } from "./dtypes.js";
import { KernelTypeError } from "./errors.js";
import type { ParamSpec } from "./request.js";
import { Texture3D } from "./texture.js";

export interface ArgClass {
  /** This class's part of the signature key. */
  readonly key: string;
  /** What the compile request says of a parameter of this class. */
  readonly spec: Readonly<ParamSpec>;
  /** Arrays and textures: arguments with storage, which the backend addresses. */
  readonly hasStorage: boolean;
  /** For messages: "f32 array rank 1". */
  readonly description: string;
}

function intern(key: string, spec: ParamSpec, description: string): ArgClass {
  return Object.freeze({ key, spec: Object.freeze(spec), hasStorage: spec.kind === "array" || spec.kind === "texture", description });
}

const scalarClasses = new Map<string, ArgClass>();
const arrayClasses = new Map<string, ArgClass>();
const textureClasses = new Map<string, ArgClass>();

/** The class of a scalar of `dtype` ("bool" for booleans). */
export function scalarClass(dtype: DtypeName | "bool"): ArgClass {
  let c = scalarClasses.get(dtype);
  if (c === undefined) {
    c = intern(`S${dtype},`, { kind: "scalar", dtype }, `${dtype} scalar`);
    scalarClasses.set(dtype, c);
  }
  return c;
}

/** A JS number that is not an integer: a float of the float context. */
export const FLOAT_NUMBER: ArgClass = intern("N,", { kind: "number" }, "float number");
const I32 = scalarClass("i32");
const I64 = scalarClass("i64");
const BOOL = scalarClass("bool");

export function arrayClass(dtype: DtypeName, rank: number, clamped: boolean): ArgClass {
  const id = `${dtype}.${rank}${clamped ? "c" : ""}`;
  let c = arrayClasses.get(id);
  if (c === undefined) {
    const spec: ParamSpec = clamped ? { kind: "array", dtype, rank, clamped: true } : { kind: "array", dtype, rank };
    c = intern(`A${id},`, spec, `${dtype}${clamped ? " clamped" : ""} array rank ${rank}`);
    arrayClasses.set(id, c);
  }
  return c;
}

export function textureClass(extents: readonly [number, number, number]): ArgClass {
  const id = extents.join("x");
  let c = textureClasses.get(id);
  if (c === undefined) {
    c = intern(`X${id},`, { kind: "texture", extents: [extents[0], extents[1], extents[2]] }, `texture ${id}`);
    textureClasses.set(id, c);
  }
  return c;
}

/** A TypedArray type by name ("Float32Array", "Uint8ClampedArray") as an array of `rank`. */
export function typedArrayNameClass(name: string, rank: number): ArgClass | undefined {
  const d = dtypeOfTypedArrayName(name);
  return d === undefined ? undefined : arrayClass(d, rank, name === "Uint8ClampedArray");
}

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

const SCALARS: Readonly<Record<DtypeName, ArgClass>> = Object.fromEntries(
  DTYPE_NAMES.map((d) => [d, scalarClass(d)]),
) as Record<DtypeName, ArgClass>;

// the rank-1 classes of the TypedArray types, for the identity switch in classify()
const I8_1 = arrayClass("i8", 1, false);
const U8_1 = arrayClass("u8", 1, false);
const U8C_1 = arrayClass("u8", 1, true);
const I16_1 = arrayClass("i16", 1, false);
const U16_1 = arrayClass("u16", 1, false);
const I32_1 = arrayClass("i32", 1, false);
const U32_1 = arrayClass("u32", 1, false);
const I64_1 = arrayClass("i64", 1, false);
const U64_1 = arrayClass("u64", 1, false);
const F32_1 = arrayClass("f32", 1, false);
const F64_1 = arrayClass("f64", 1, false);

function tackArrayClass(a: TackArray): ArgClass {
  const c = arrayClass(a.dtype, a.shape.length, a.buffer.clamped === true);
  a.argClass = c;
  return c;
}

function texClass(t: Texture3D): ArgClass {
  const c = textureClass(t.extents);
  t.argClass = c;
  return c;
}

/** Objects whose constructor is not one of ours or a TypedArray's: subclasses (Buffer), or not kernel values. */
function otherObjectClass(a: object): ArgClass | undefined {
  if (a instanceof TackArray) return a.argClass ?? tackArrayClass(a);
  if (a instanceof Scalar) return SCALARS[a.dtype as DtypeName];
  if (a instanceof Texture3D) return a.argClass ?? texClass(a);
  const d = dtypeOfTypedArray(a);
  return d === undefined ? undefined : arrayClass(d, 1, a instanceof Uint8ClampedArray);
}

/**
 * The class of one argument, or undefined for a value kernels don't take. This runs for every
 * argument of a call that misses the last-launch cache, so the common objects are told apart
 * by their constructor's identity (a few compares, no lookup), and the rest by instanceof.
 */
export function classify(a: unknown): ArgClass | undefined {
  switch (typeof a) {
    case "number":
      return Number.isInteger(a) ? ((a as number) >= INT32_MIN && (a as number) <= INT32_MAX ? I32 : I64) : FLOAT_NUMBER;
    case "bigint":
      return I64;
    case "boolean":
      return BOOL;
    case "object": {
      if (a === null) return undefined;
      switch ((a as object).constructor) {
        case Float32Array: return F32_1;
        case TackArray: return (a as TackArray).argClass ?? tackArrayClass(a as TackArray);
        case Float64Array: return F64_1;
        case Int32Array: return I32_1;
        case Uint32Array: return U32_1;
        case Uint8Array: return U8_1;
        case Uint8ClampedArray: return U8C_1;
        case Int8Array: return I8_1;
        case Int16Array: return I16_1;
        case Uint16Array: return U16_1;
        case BigInt64Array: return I64_1;
        case BigUint64Array: return U64_1;
        case Scalar: return SCALARS[(a as Scalar).dtype as DtypeName];
        case Texture3D: return (a as Texture3D).argClass ?? texClass(a as Texture3D);
        default: return otherObjectClass(a as object);
      }
    }
    default:
      return undefined;
  }
}

function describe(a: unknown): string {
  if (a === null) return "null";
  if (a === undefined) return "undefined";
  if (Array.isArray(a)) return "a plain Array (use a TypedArray or tack.array(values))";
  if (typeof a === "string") return "a string";
  if (typeof a === "function") return "a function";
  if (typeof a === "object") return `an object (${(a as object).constructor?.name ?? "Object"})`;
  return `a ${typeof a}`;
}

/** Every argument's class; refuses, naming the kernel, a value kernels don't take. */
export function classifyAll(kernelName: string, args: readonly unknown[]): ArgClass[] {
  const out = new Array<ArgClass>(args.length);
  for (let i = 0; i < args.length; i++) {
    const c = classify(args[i]);
    if (c === undefined) {
      throw new KernelTypeError(
        `argument ${i + 1} is ${describe(args[i])}; kernels take tack.Array, TypedArrays, numbers, bigints, booleans and dtype scalars such as tack.f64(0.5)`,
        { kernelName },
      );
    }
    out[i] = c;
  }
  return out;
}

/** The signature key of a list of classes: what the variant cache is keyed by. */
export function signatureKey(classes: readonly ArgClass[]): string {
  let key = "";
  for (const c of classes) key += c.key;
  return key;
}
