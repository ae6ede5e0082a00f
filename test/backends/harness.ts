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

// ---- seeded PRNG --------------------------------------------------------------------------

/** xoshiro128** (32-bit state words), seeded through splitmix32: fast, reproducible. */
export class Rng {
  private s: Uint32Array;
  constructor(readonly seed: number) {
    this.s = new Uint32Array(4);
    let z = seed >>> 0;
    for (let k = 0; k < 4; k++) {
      z = (z + 0x9e3779b9) >>> 0;
      let t = z;
      t = Math.imul(t ^ (t >>> 16), 0x85ebca6b) >>> 0;
      t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35) >>> 0;
      this.s[k] = (t ^ (t >>> 16)) >>> 0;
    }
    if ((this.s[0] | this.s[1] | this.s[2] | this.s[3]) === 0) this.s[0] = 1;
  }
  /** A uniform 32-bit unsigned integer. */
  u32(): number {
    const s = this.s;
    const r = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return r;
  }
  /** Uniform in [0, 1) with 53 random bits. */
  float(): number {
    return ((this.u32() >>> 5) * 67108864 + (this.u32() >>> 6)) / 9007199254740992;
  }
  /** Uniform in [lo, hi). */
  uniform(lo: number, hi: number): number {
    return lo + (hi - lo) * this.float();
  }
  /** A uniform integer in [lo, hi] (inclusive; |lo|, |hi| < 2^53). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }
  /** A uniform 64-bit pattern as a signed bigint. */
  i64(): bigint {
    return BigInt.asIntN(64, (BigInt(this.u32()) << 32n) | BigInt(this.u32()));
  }
  /** A bigint uniform in [lo, hi]. */
  bigint(lo: bigint, hi: bigint): bigint {
    const span = hi - lo + 1n;
    const r = BigInt.asUintN(64, this.i64()) * (BigInt.asUintN(64, this.i64()) + 1n);
    return lo + (r % span);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.u32() % xs.length];
  }
  chance(p: number): boolean {
    return this.float() < p;
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** FNV-1a of a string: the per-test seed, so a failure reproduces from the test's name. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

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
  constructor(readonly dtype: DtypeName, readonly shape: readonly number[], readonly asTack: boolean) {}
}

/** An output of `n` elements (or a shape); `asTack` passes a tack.Array instead of a TypedArray. */
export function out(dtype: DtypeName, shape: number | readonly number[], asTack = false): Out {
  return new Out(dtype, typeof shape === "number" ? [shape] : shape, asTack);
}

function poisoned(o: Out): TypedArray | tack.Array {
  let n = 1;
  for (const s of o.shape) n *= s;
  const ta = new CTOR[o.dtype](n);
  (ta as Float64Array).fill(POISON[o.dtype] as number);
  if (o.asTack || o.shape.length > 1) return tack.fromTypedArray(ta, { shape: o.shape });
  return ta;
}

function storage(a: unknown): TypedArray | undefined {
  if (a instanceof tack.Array) return a.toTypedArray();
  if (ArrayBuffer.isView(a) && !(a instanceof DataView)) return a as TypedArray;
  return undefined;
}

/** One run's copy of the arguments: outputs poisoned, other arrays cloned buffer by buffer. */
function materialize(args: readonly unknown[]): unknown[] {
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
    if (a instanceof tack.Array) return tack.fromTypedArray(view(a.toTypedArray()), { shape: a.shape });
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

export interface CompareOptions {
  /** Kernel calls libm (Math.sin, exp, pow, ...): the f64 libm tolerance. */
  libm?: boolean;
  /** Multiplies the absolute tolerances (the operands' magnitude). Default 1. */
  scale?: number;
  /** Compare the sign of zero results (default true). */
  signedZeros?: boolean;
  /** Override the tolerance of every float output. */
  tol?: Tolerance;
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
    const tol = o.tol ?? (d === "f64" ? (o.libm ? TOLERANCE.f64libm : TOLERANCE.f64) : o.libm ? TOLERANCE.f32libm : TOLERANCE.f32);
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
  /** Extra text for the seed (the test's name by default, via `label`). */
  label?: string;
  /** Per-output comparison options, by argument index. */
  perArg?: Record<number, CompareOptions>;
}

type AnyKernel = { (...args: never[]): void; plain(...args: never[]): void; kernelName: string };

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
