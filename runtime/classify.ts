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
import { arrayClassCache, isTackArray, type TackArray } from "./array.js";
import { describeValue, DTYPE_NAMES, dtypeOfTypedArrayName, isScalar, typedArrayName, type DtypeName } from "./dtypes.js";
import { KernelRangeError, KernelTypeError } from "./errors.js";
import type { ParamSpec } from "./request.js";
import { isTexture3D } from "./texture.js";

const IS_VIEW = ArrayBuffer.isView;

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

/** `vec`: an array of vectors of that width (shape [n, vec]); its element is a vector in kernels, so the width is in the key. */
export function arrayClass(dtype: DtypeName, rank: number, clamped: boolean, vec = 0): ArgClass {
  const id = `${dtype}.${rank}${clamped ? "c" : ""}${vec > 0 ? `v${vec}` : ""}`;
  let c = arrayClasses.get(id);
  if (c === undefined) {
    const spec: ParamSpec = clamped ? { kind: "array", dtype, rank, clamped: true } : vec > 0 ? { kind: "array", dtype, rank, vec } : { kind: "array", dtype, rank };
    const what = vec > 0 ? `array of vectors of ${vec} ${dtype}` : `${dtype}${clamped ? " clamped" : ""} array rank ${rank}`;
    c = intern(`A${id},`, spec, what);
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

/**
 * The class whose spec is `spec` (read back from a stored index, runtime/variants.ts), or
 * undefined if it is not the spec of any class.
 */
export function classOfSpec(spec: unknown): ArgClass | undefined {
  if (typeof spec !== "object" || spec === null) return undefined;
  const p = spec as Record<string, unknown>;
  const dtype = p.dtype as DtypeName;
  switch (p.kind) {
    case "number":
      return FLOAT_NUMBER;
    case "scalar":
      return (DTYPE_NAMES as readonly unknown[]).includes(dtype) || dtype === ("bool" as DtypeName) ? scalarClass(dtype) : undefined;
    case "array": {
      const rank = p.rank as number, vec = (p.vec ?? 0) as number;
      if (!(DTYPE_NAMES as readonly unknown[]).includes(dtype) || !Number.isInteger(rank) || rank < 1 || rank > MAX_RANK) return undefined;
      if (vec !== 0 && (rank !== 2 || ![2, 3, 4].includes(vec))) return undefined;
      if (p.clamped !== undefined && (p.clamped !== true || dtype !== "u8")) return undefined;
      return arrayClass(dtype, rank, p.clamped === true, vec);
    }
    case "texture": {
      const e = p.extents;
      if (!Array.isArray(e) || e.length !== 3 || !e.every((x) => Number.isInteger(x) && x >= 1 && x <= 2 ** 31 - 1)) return undefined;
      return textureClass([e[0], e[1], e[2]]);
    }
    default:
      return undefined;
  }
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
  const c = arrayClass(a.dtype, a.shape.length, a.buffer.clamped === true, a.vec);
  arrayClassCache.set(a, c);
  return c;
}

/**
 * The class of one argument, or undefined for a value kernels don't take. This runs for every
 * argument of a call that misses the last-launch cache. Every fact comes from an internal
 * slot or a private brand (runtime/args.ts): a TypedArray's type from the internal-slot
 * getter behind `Symbol.toStringTag` (an own property, a replaced prototype or a constructor
 * property cannot change it), tack.Array, Scalar and Texture3D by `instanceof`, which is
 * their brand check, and their classes from their frozen fields.
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
      if (IS_VIEW(a)) {
        switch (typedArrayName(a)) {
          case "Float32Array": return F32_1;
          case "Float64Array": return F64_1;
          case "Int32Array": return I32_1;
          case "Uint32Array": return U32_1;
          case "Uint8Array": return U8_1;
          case "Uint8ClampedArray": return U8C_1;
          case "Int8Array": return I8_1;
          case "Int16Array": return I16_1;
          case "Uint16Array": return U16_1;
          case "BigInt64Array": return I64_1;
          case "BigUint64Array": return U64_1;
          default: return undefined; // a DataView, or a TypedArray type of a later JS (Float16Array)
        }
      }
      if (isTackArray(a)) return arrayClassCache.get(a) ?? tackArrayClass(a);
      if (isScalar(a)) return SCALARS[a.dtype as DtypeName];
      if (isTexture3D(a)) return textureClass(a.extents);
      return undefined;
    }
    default:
      return undefined;
  }
}

function describe(a: unknown): string {
  if (Array.isArray(a) && a.length > 0 && Array.isArray(a[0])) {
    return "a plain Array of arrays (pass tack.array(rows), a shaped array that kernels index a[i][j])";
  }
  if (Array.isArray(a)) return "a plain Array (use a TypedArray or tack.array(values))";
  if (typeof a === "string") return "a string";
  if (typeof a === "object" && a !== null && typedArrayName(a) !== undefined) return `a ${typedArrayName(a)}, whose element type kernels do not take`;
  if (typeof a === "object" && a !== null && ArrayBuffer.isView(a)) return "a DataView (use a TypedArray)";
  return describeValue(a);
}

/**
 * The CPU shim's limits on one launch (shims/cpu/launch.cc kMaxArrays, kMaxSlots): arrays
 * passed by pointer, the status block counting as one, and 8-byte argument slots (each
 * parameter, each array's length and dimensions, the status block).
 */
export const MAX_ARRAY_ARGUMENTS = 1023;
export const MAX_ARGUMENT_SLOTS = 4096;
/** Ranks the compiler takes (compiler/request.ts). */
export const MAX_RANK = 8;

/** Every argument's class; refuses, naming the kernel and the argument, a value kernels don't take. */
export function classifyAll(kernelName: string, args: readonly unknown[]): ArgClass[] {
  if (!Array.isArray(args)) throw new KernelTypeError(`the arguments are an array, not ${describeValue(args)}`, { kernelName });
  const out = new Array<ArgClass>(args.length);
  let arrays = 0;
  let slots = 1;
  for (let i = 0; i < args.length; i++) {
    const c = classify(args[i]);
    if (c === undefined) {
      throw new KernelTypeError(
        `argument ${i + 1} is ${describe(args[i])}; kernels take tack.Array, TypedArrays, numbers, bigints, booleans and dtype scalars such as tack.f64(0.5)`,
        { kernelName },
      );
    }
    slots++;
    if (c.hasStorage) {
      arrays++;
      const spec = c.spec;
      if (spec.kind === "array" && spec.rank > MAX_RANK) {
        throw new KernelRangeError(`argument ${i + 1} is an array of rank ${spec.rank}; kernels take arrays of rank 1 to ${MAX_RANK}`, { kernelName });
      }
      slots += 1 + (spec.kind === "array" ? spec.rank : 3);
    }
    out[i] = c;
  }
  if (arrays > MAX_ARRAY_ARGUMENTS) {
    throw new KernelRangeError(`a launch takes at most ${MAX_ARRAY_ARGUMENTS} array arguments; this call passes ${arrays}`, { kernelName });
  }
  if (slots > MAX_ARGUMENT_SLOTS) {
    throw new KernelRangeError(
      `a launch takes at most ${MAX_ARGUMENT_SLOTS} argument slots (one per argument, plus each array's length and dimensions); this call needs ${slots}`,
      { kernelName },
    );
  }
  return out;
}

/** The signature key of a list of classes: what the variant cache is keyed by. */
export function signatureKey(classes: readonly ArgClass[]): string {
  let key = "";
  // indexed, not for-of: a for-of runs the array iterator, which a fresh process's first
  // launch pays for in each function that has one (issue 9)
  for (let i = 0; i < classes.length; i++) key += classes[i].key;
  return key;
}
