/**
 * Differential test harness for backends (DESIGN.md §7): a kernel runs on a device and as plain
 * JavaScript (`kernel.plain`, the definition) on the same fresh random inputs, with every output
 * poisoned before each run, and the two results are compared with the tolerances stated below.
 *
 * Arguments are described by a factory `(rng, n) => args`. An array argument made with `out(...)`
 * is an output: each run gets its own freshly poisoned copy. Every other array is cloned per run
 * (buffer by buffer, so arguments that share memory still share it in each run), which keeps the
 * two runs independent and also catches a kernel that writes where it should not.
 */
import { expect } from "vitest";
import * as tack from "../../runtime/index.js";
import type { DtypeName, TypedArray } from "../../runtime/index.js";
import { hashSeed, Rng } from "../util/rng.js";

export { hashSeed, Rng };

// ---- dtypes, random data, poison ------------------------------------------------------------

export const DTYPES = ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64"] as const satisfies readonly DtypeName[];
export const NUMBER_DTYPES = ["i8", "u8", "i16", "u16", "i32", "u32", "f32", "f64"] as const satisfies readonly DtypeName[];
export const INT_DTYPES = ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64"] as const satisfies readonly DtypeName[];
export const BIG_DTYPES = ["i64", "u64"] as const satisfies readonly DtypeName[];

export const CTOR: Record<DtypeName, { new (n: number): TypedArray }> = {
  i8: Int8Array, u8: Uint8Array, i16: Int16Array, u16: Uint16Array, i32: Int32Array, u32: Uint32Array,
  i64: BigInt64Array, u64: BigUint64Array, f32: Float32Array, f64: Float64Array,
};

export const isFloat = (d: DtypeName): boolean => d === "f32" || d === "f64";
export const isBig = (d: DtypeName): boolean => d === "i64" || d === "u64";

/** Integer ranges of each dtype (as numbers; i64/u64 ranges as bigints below). */
export const INT_RANGE: Record<string, [number, number]> = {
  i8: [-128, 127], u8: [0, 255], i16: [-32768, 32767], u16: [0, 65535],
  i32: [-2147483648, 2147483647], u32: [0, 4294967295],
};

/**
 * The poison an output holds before a run: NaN for floats, the byte pattern 0x5A repeated for
 * integers. An element the kernel does not write keeps it; the plain run's copy is poisoned the
 * same way, so an element the definition leaves unwritten must stay poisoned on the device too.
 */
export const POISON: Record<DtypeName, number | bigint> = {
  i8: 0x5a, u8: 0x5a, i16: 0x5a5a, u16: 0x5a5a, i32: 0x5a5a5a5a, u32: 0x5a5a5a5a,
  i64: 0x5a5a5a5a5a5a5a5an, u64: 0x5a5a5a5a5a5a5a5an, f32: NaN, f64: NaN,
};

export function dtypeOf(ta: TypedArray): DtypeName {
  const name = ta[Symbol.toStringTag];
  const map: Record<string, DtypeName> = {
    Int8Array: "i8", Uint8Array: "u8", Int16Array: "i16", Uint16Array: "u16", Int32Array: "i32",
    Uint32Array: "u32", BigInt64Array: "i64", BigUint64Array: "u64", Float32Array: "f32", Float64Array: "f64",
  };
  return map[name];
}

export interface RandomOptions {
  /** Value range (numbers for number dtypes, the dtype's full range for integers by default). */
  min?: number;
  max?: number;
  /** bigint range for i64/u64 (default: the full 64-bit range). */
  bigMin?: bigint;
  bigMax?: bigint;
  /** Values mixed in with probability `specialRate` (default 0.05). */
  specials?: readonly (number | bigint)[];
  specialRate?: number;
  /** Integer-valued floats only. */
  integral?: boolean;
}

/** Float specials worth having among the inputs of any float kernel. */
export const FLOAT_SPECIALS = [NaN, Infinity, -Infinity, 0, -0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 1, -1] as const;

/** Fresh random data, never all zeros. */
export function random(rng: Rng, dtype: DtypeName, n: number, o: RandomOptions = {}): TypedArray {
  const a = new CTOR[dtype](n);
  const rate = o.specials ? (o.specialRate ?? 0.05) : 0;
  for (let i = 0; i < n; i++) {
    if (rate > 0 && rng.chance(rate)) {
      const s = rng.pick(o.specials!);
      (a as Float64Array)[i] = (isBig(dtype) ? BigInt(s) : Number(s)) as number;
      continue;
    }
    if (isBig(dtype)) {
      const lo = o.bigMin ?? (dtype === "i64" ? -(1n << 63n) : 0n);
      const hi = o.bigMax ?? (dtype === "i64" ? (1n << 63n) - 1n : (1n << 64n) - 1n);
      (a as unknown as BigInt64Array)[i] = rng.bigint(lo, hi);
    } else if (isFloat(dtype)) {
      const v = rng.uniform(o.min ?? -1, o.max ?? 1);
      a[i] = o.integral ? Math.round(v) : v;
    } else {
      const [lo, hi] = INT_RANGE[dtype];
      a[i] = rng.int(Math.max(lo, o.min ?? lo), Math.min(hi, o.max ?? hi));
    }
  }
  // never all zeros (a tiny range at n = 1 could draw one): nudge the first element
  if (n > 0 && !isBig(dtype) && (a as Float64Array).every((v) => v === 0)) {
    const hi = o.max ?? (isFloat(dtype) ? 1 : INT_RANGE[dtype][1]);
    const lo = o.min ?? (isFloat(dtype) ? -1 : INT_RANGE[dtype][0]);
    if (hi !== 0 || lo !== 0) a[0] = hi !== 0 ? hi : lo; // (a [0, 0] range stays zero)
  }
  return a;
}

// ---- outputs --------------------------------------------------------------------------------

/** An output argument: each run gets a fresh array of this dtype and shape, poisoned. */
export class Out {
  constructor(readonly dtype: DtypeName, readonly shape: readonly number[], readonly asTack: boolean, readonly vec = 0) {}
}

/** An output array of `n` vectors of `width` (`tack.fromTypedArray(ta, { vec: width })`), poisoned. */
export function outVec(dtype: "f32" | "i32" | "f64", n: number, width: 2 | 3 | 4): Out {
  return new Out(dtype, [n, width], true, width);
}

/** An output of `n` elements (or a shape); `asTack` passes a tack.Array instead of a TypedArray. */
export function out(dtype: DtypeName, shape: number | readonly number[], asTack = false): Out {
  return new Out(dtype, typeof shape === "number" ? [shape] : shape, asTack);
}

/** An output as one run gets it: a poisoned TypedArray, or a tack.Array (shaped, or of vectors). */
export function poisoned(o: Out): TypedArray | tack.Array {
  let n = 1;
  for (const s of o.shape) n *= s;
  const ta = new CTOR[o.dtype](n);
  (ta as Float64Array).fill(POISON[o.dtype] as number);
  if (o.vec > 0) return tack.fromTypedArray(ta, { vec: o.vec });
  if (o.asTack || o.shape.length > 1) return tack.fromTypedArray(ta, { shape: o.shape });
  return ta;
}

export function storage(a: unknown): TypedArray | undefined {
  if (a instanceof tack.Array) return a.toTypedArray();
  if (ArrayBuffer.isView(a) && !(a instanceof DataView)) return a as TypedArray;
  return undefined;
}

/** One run's copy of the arguments: outputs poisoned, other arrays cloned buffer by buffer. */
export function materialize(args: readonly unknown[]): unknown[] {
  const buffers = new Map<ArrayBufferLike, ArrayBuffer>();
  const bufferOf = (ta: TypedArray): ArrayBuffer => {
    let b = buffers.get(ta.buffer);
    if (!b) {
      b = (ta.buffer as ArrayBuffer).slice(0);
      buffers.set(ta.buffer, b);
    }
    return b;
  };
  const view = (ta: TypedArray): TypedArray => {
    const C = ta.constructor as unknown as { new (b: ArrayBuffer, o: number, n: number): TypedArray };
    return new C(bufferOf(ta), ta.byteOffset, ta.length);
  };
  return args.map((a) => {
    if (a instanceof Out) return poisoned(a);
    if (a instanceof tack.Array) {
      return a.vec > 0 ? tack.fromTypedArray(view(a.toTypedArray()), { vec: a.vec }) : tack.fromTypedArray(view(a.toTypedArray()), { shape: a.shape });
    }
    const ta = storage(a);
    return ta ? view(ta) : a;
  });
}

// ---- tolerances -----------------------------------------------------------------------------

export interface Tolerance {
  /** Relative tolerance. */
  rtol: number;
  /** Absolute tolerance (multiplied by the check's `scale`). */
  atol: number;
}

/**
 * The tolerances, in one place.
 * - Integers (i8 ... u64): exact. Integer results do not depend on evaluation order.
 * - f64: a few ulp. The plain run and the device evaluate the same IEEE operations, except that
 *   the device may contract `a * b + c` into an FMA inside one expression (DESIGN.md §3), which
 *   changes the last bits and, after cancellation, the absolute error near zero: relative 1e-12,
 *   absolute 1e-12 × scale (the magnitude of the operands).
 * - f64 with libm calls (sin, exp, pow, ...): glibc and V8's fdlibm-derived Math disagree by an ulp
 *   or two at most: relative 1e-13, absolute 1e-13 × scale near zero.
 * - f32: the device evaluates f32 kernels in f32 (and Math.* through the f32 libm: sinf, expf),
 *   while the plain run computes every operation in f64 and rounds only on the store into the
 *   Float32Array. Each f32 operation may be off by half an ulp (6e-8 relative), and a chain of
 *   a few operations (or an inner loop of 16-64 additions) accumulates several of those:
 *   relative 1e-5, absolute 1e-5 × scale.
 * NaN positions must match exactly (NaN equals NaN here); infinities must match exactly; zeros
 * must match in sign unless a check says `signedZeros: false`.
 */
export const TOLERANCE: { f64: Tolerance; f64libm: Tolerance; f32: Tolerance; f32libm: Tolerance } = {
  f64: { rtol: 1e-12, atol: 1e-12 },
  f64libm: { rtol: 1e-13, atol: 1e-13 },
  f32: { rtol: 1e-5, atol: 1e-5 },
  f32libm: { rtol: 1e-5, atol: 1e-5 },
};

/** Tolerances stated per float dtype; a dtype left out keeps its default from TOLERANCE. */
export type Tolerances = Partial<Record<"f32" | "f64", Tolerance>>;

/** Bit-exact floats (NaN matches NaN, and the sign of zero counts). */
export const EXACT: Tolerances = { f32: { rtol: 0, atol: 0 }, f64: { rtol: 0, atol: 0 } };

export interface CompareOptions {
  /** Kernel calls libm (Math.sin, exp, pow, ...): the libm defaults of TOLERANCE. */
  libm?: boolean;
  /** Multiplies the absolute tolerances (the operands' magnitude). Default 1. */
  scale?: number;
  /** Compare the sign of zero results (default true). */
  signedZeros?: boolean;
  /** Overrides the default tolerance of float outputs, per dtype. */
  tol?: Tolerances;
}

function fmt(v: number | bigint): string {
  if (typeof v === "bigint") return `${v}n`;
  if (Object.is(v, -0)) return "-0";
  return String(v);
}

/** Differences between two arrays of one dtype: "" when they agree. Lists the first few. */
export function diff(got: TypedArray, want: TypedArray, o: CompareOptions = {}): string {
  if (got.length !== want.length) return `length ${got.length} != ${want.length}`;
  const d = dtypeOf(want);
  const bad: string[] = [];
  let count = 0;
  if (!isFloat(d)) {
    for (let i = 0; i < want.length; i++) {
      if (got[i] !== want[i]) {
        count++;
        if (bad.length < 8) bad.push(`[${i}] got ${fmt(got[i])}, want ${fmt(want[i])}`);
      }
    }
  } else {
    const fallback = d === "f64" ? (o.libm ? TOLERANCE.f64libm : TOLERANCE.f64) : o.libm ? TOLERANCE.f32libm : TOLERANCE.f32;
    const tol = o.tol?.[d as "f32" | "f64"] ?? fallback;
    const atol = tol.atol * (o.scale ?? 1);
    const signed = o.signedZeros ?? true;
    const g = got as Float64Array;
    const w = want as Float64Array;
    for (let i = 0; i < w.length; i++) {
      const a = g[i];
      const b = w[i];
      let ok: boolean;
      if (Number.isNaN(b) || Number.isNaN(a)) ok = Number.isNaN(a) && Number.isNaN(b);
      else if (!Number.isFinite(b) || !Number.isFinite(a)) ok = a === b;
      else if (a === 0 && b === 0) ok = !signed || Object.is(a, b);
      else ok = Math.abs(a - b) <= Math.max(atol, tol.rtol * Math.max(Math.abs(a), Math.abs(b)));
      if (!ok) {
        count++;
        if (bad.length < 8) bad.push(`[${i}] got ${fmt(a)}, want ${fmt(b)}`);
      }
    }
  }
  return count === 0 ? "" : `${count} of ${want.length} elements differ: ${bad.join("; ")}`;
}

// ---- the check ------------------------------------------------------------------------------

/** Sizes that exercise the thread pool: single element, less than a chunk, several, many. */
export const SIZES = [1, 7, 1000, 100_003] as const;
/** A 2^20-ish size, for the kernels that also run at scale. */
export const LARGE = (1 << 20) + 17;

export interface CheckOptions extends CompareOptions {
  sizes?: readonly number[];
  /** The text the seed is hashed from with the size (default: the kernel's name). */
  label?: string;
  /** Per-output comparison options, by argument index. */
  perArg?: Record<number, CompareOptions>;
}

export type AnyKernel = { (...args: never[]): void; plain(...args: never[]): void; kernelName: string };

/** Runs `k` on the device and as plain JS for every size and compares every array argument. */
export function check(
  k: AnyKernel,
  make: (rng: Rng, n: number) => unknown[],
  o: CheckOptions = {},
): void {
  for (const n of o.sizes ?? SIZES) {
    const seed = hashSeed(`${o.label ?? k.kernelName}/${n}`);
    const args = make(new Rng(seed), n);
    compareRun(k, args, o, `${k.kernelName} n=${n} seed=${seed}`);
  }
}

/** One comparison of a device run against the plain run on the same arguments. */
export function compareRun(k: AnyKernel, args: readonly unknown[], o: CheckOptions = {}, what = k.kernelName): void {
  const dev = materialize(args);
  const ref = materialize(args);
  (k as unknown as (...a: unknown[]) => void)(...dev);
  tack.sync(); // a device that queues launches has finished this one before its outputs are read
  (k.plain as unknown as (...a: unknown[]) => void)(...ref);
  const problems: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const g = storage(dev[i]);
    const w = storage(ref[i]);
    if (!g || !w) continue;
    const d = diff(g, w, { ...o, ...(o.perArg?.[i] ?? {}) });
    if (d) problems.push(`argument ${i + 1} (${dtypeOf(w)}): ${d}`);
  }
  expect(problems, `${what}\n${problems.join("\n")}`).toEqual([]);
}

/** Expect an exact, element-wise match with a hand-computed expectation. */
export function expectArray(got: TypedArray, want: TypedArray, o: CompareOptions = {}, what = ""): void {
  const d = diff(got, want, o);
  expect(d, `${what} ${d}`).toBe("");
}

// ---- kernel cases: the device-neutral records that test/backends/kernels.test.ts runs -------

/**
 * One kernel compared with its plain run: `check(kernel, args, options)` on the device under
 * test. Everything a backend needs to know to run it is in the record, so a new device runs
 * every case with no test change.
 */
export interface KernelCase extends CheckOptions {
  /** The test's name. */
  name: string;
  kernel: AnyKernel;
  /** Fresh arguments of size `n` from the seeded RNG; outputs are made with `out(...)`. */
  args: (rng: Rng, n: number) => unknown[];
  /** Dtypes the kernel applies `Atomics.*` to: a device without them skips the case. */
  atomics?: readonly DtypeName[];
  /** A known bug that makes the case fail (run as `it.fails`); the text names it. */
  bug?: string;
}

/**
 * A case that checks its kernel against the contract of DESIGN.md rather than the plain run
 * (because the plain run cannot be the reference there, or the expectation is hand-computed).
 * `run` launches on the default device, which the runner sets to the device under test.
 */
export interface ContractCase {
  name: string;
  run: () => void | Promise<void>;
  atomics?: readonly DtypeName[];
  bug?: string;
}

export type Case = KernelCase | ContractCase;

/** A group of cases on one topic: one `describe` per device. */
export interface Topic {
  name: string;
  cases: readonly Case[];
}

/** Dtypes of the array arguments (outputs included). */
export function dtypesOf(args: readonly unknown[]): DtypeName[] {
  const found = new Set<DtypeName>();
  for (const a of args) {
    if (a instanceof Out) found.add(a.dtype);
    else if (a instanceof tack.Array) found.add(a.dtype);
    else {
      const ta = storage(a);
      if (ta) found.add(dtypeOf(ta));
    }
  }
  return [...found];
}

/** Why `device` cannot run something that uses these dtypes and atomics, or null. */
export function unsupported(device: tack.Device, dtypes: readonly DtypeName[], atomics: readonly DtypeName[] = []): string | null {
  const b = device.backend;
  const missing = dtypes.filter((d) => !b.supportedDtypes.has(d));
  if (missing.length) return `${device.type} has no ${missing.join(", ")}`;
  const noAtomics = atomics.filter((d) => !b.supportedAtomicDtypes.has(d));
  if (noAtomics.length) return `${device.type} has no atomics on ${noAtomics.join(", ")}`;
  return null;
}

/**
 * Runs a case on `device` (already the default device). A case whose dtypes or atomics the
 * device lacks calls `skip` with the reason instead of failing.
 */
export async function runCase(c: Case, device: tack.Device, skip: (why: string) => never): Promise<void> {
  // a turn of the event loop between cases: the cases run synchronously, and a file of them
  // that never reaches the loop's poll phase for a minute makes vitest's worker RPC time out
  await new Promise((resolve) => setImmediate(resolve));
  if ("run" in c) {
    const why = unsupported(device, [], c.atomics);
    if (why) skip(why);
    await c.run();
    return;
  }
  for (const n of c.sizes ?? SIZES) {
    const seed = hashSeed(`${c.label ?? c.kernel.kernelName}/${n}`);
    const args = c.args(new Rng(seed), n);
    const why = unsupported(device, dtypesOf(args), c.atomics);
    if (why) skip(why);
    compareRun(c.kernel, args, c, `${c.kernel.kernelName} n=${n} seed=${seed}`);
  }
}
