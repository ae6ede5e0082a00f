/**
 * A prepared launch of one compiled variant (DESIGN.md §4.1, the fast path's second half):
 * everything that can be decided once — which argument goes to which slot, how each scalar
 * is written, which lengths the kernel reads, how the loop bounds are computed — is decided
 * when the variant is built, so a launch only validates and packs.
 */
import { TackArray } from "./array.js";
import { Texture3D } from "./texture.js";
import { dtypeOfTypedArray, Scalar, type TypedArray } from "./dtypes.js";
import { KernelRangeError } from "./errors.js";
import type { BoundProgram, CompileResult } from "./request.js";

/** What a backend hands back for a compiled variant. */
export interface VariantBuild {
  module: unknown;
  /** The 8-byte argument slots the backend reads at each launch. */
  pack: ArrayBuffer;
  /** Runs [start, end) with the call's arguments (the backend picks out the arrays). */
  run(start: number, end: number, args: readonly unknown[]): void;
  info(): unknown;
}

type Writer = (v: unknown) => void;

const TWO32 = 4294967296;

/** The storage of an array argument (a tack.Array, a TypedArray, or a texture's copy). */
export function dataOf(a: unknown): TypedArray {
  if (a instanceof TackArray) return a.buffer.data!;
  if (a instanceof Texture3D) return a.storage.buffer.data!;
  return a as TypedArray;
}

export function lengthOf(a: unknown): number {
  if (a instanceof TackArray) return a.size;
  if (a instanceof Texture3D) return a.storage.size;
  return (a as TypedArray).length;
}

function dimOf(a: unknown, d: number): number {
  if (a instanceof TackArray) return d < a.shape.length ? a.shape[d] : 1;
  return d === 0 ? (a as TypedArray).length : 1;
}

function scalarValue(v: unknown): number | bigint {
  if (v instanceof Scalar) return v.value as number | bigint;
  if (typeof v === "boolean") return v ? 1 : 0;
  return v as number | bigint;
}

type Bound = (args: readonly unknown[]) => number;

/**
 * Compiles a bound program (see compiler/passes/analyze.ts) into a closure over a call's
 * arguments, once per variant, so a launch evaluates it without reading any text.
 */
export function compileBound(prog: BoundProgram): Bound {
  const stack: Bound[] = [];
  for (const t of prog) {
    if (typeof t === "number") {
      const c = t;
      stack.push(() => c);
      continue;
    }
    const k = t.charCodeAt(0);
    const isRef = t.length > 1 && t.charCodeAt(1) >= 48 && t.charCodeAt(1) <= 57;
    if (k === 112 /* p */ && isRef) {
      const i = +t.slice(1);
      stack.push((args) => Number(scalarValue(args[i])));
    } else if (k === 108 /* l */ && isRef) {
      const i = +t.slice(1);
      stack.push((args) => lengthOf(args[i]));
    } else if (k === 115 /* s */ && isRef) {
      const dot = t.indexOf(".");
      const i = +t.slice(1, dot);
      const d = +t.slice(dot + 1);
      stack.push((args) => dimOf(args[i], d));
    } else if (t === "neg") {
      const a = stack.pop()!;
      stack.push((args) => -a(args));
    } else {
      const b = stack.pop()!;
      const a = stack.pop()!;
      const op = t;
      binary(op, 0, 1); // reject unknown operators now, not at a launch
      stack.push((args) => binary(op, a(args), b(args)));
    }
  }
  if (stack.length !== 1) throw new Error(`malformed bound program ${JSON.stringify(prog)}`);
  return stack[0];
}

function binary(op: string, a: number, b: number): number {
  switch (op) {
    case "+": return a + b;
    case "-": return a - b;
    case "*": return a * b;
    case "/": return b === 0 ? 0 : Math.trunc(a / b);
    case "//": return b === 0 ? 0 : Math.floor(a / b);
    case "%": return b === 0 ? 0 : a % b;
    case "<<": return a << (b & 31);
    case ">>": return a >> (b & 31);
    case ">>>": return a >>> (b & 31);
    case "&": return a & b;
    case "|": return a | b;
    case "^": return a ^ b;
    case "min": return Math.min(a, b);
    case "max": return Math.max(a, b);
    default: throw new Error(`unknown bound operator ${op}`);
  }
}

export class LaunchPlan {
  readonly kernelName: string;
  readonly result: CompileResult;
  readonly build: VariantBuild;
  /** Indices of array parameters, in parameter order (the order the backend takes them). */
  readonly arrayParams: number[] = [];
  /** Array parameters the kernel may write (checked against read-only arrays). */
  readonly writtenParams: number[] = [];
  private readonly writers: { param: number; write: Writer }[] = [];
  private readonly lengthWriters: { param: number; dim: number; slot: number }[] = [];
  private readonly i32: Int32Array;
  private readonly startBound: Bound;
  private readonly extentBounds: Bound[];

  constructor(kernelName: string, result: CompileResult, build: VariantBuild) {
    this.kernelName = kernelName;
    this.result = result;
    this.build = build;
    const pack = build.pack;
    this.i32 = new Int32Array(pack);
    const f32 = new Float32Array(pack);
    const f64 = new Float64Array(pack);
    const i64 = new BigInt64Array(pack);
    const i32 = this.i32;
    result.abi.slots.forEach((s, slot) => {
      if (s.dim !== undefined) {
        this.lengthWriters.push({ param: s.param, dim: s.dim, slot });
        return;
      }
      const p = result.params[s.param];
      if (p.kind !== "scalar") return;
      const k = slot;
      let write: Writer;
      switch (p.dtype) {
        case "f32":
          write = (v) => {
            f32[2 * k] = Number(scalarValue(v));
          };
          break;
        case "f64":
          write = (v) => {
            f64[k] = Number(scalarValue(v));
          };
          break;
        case "i64":
        case "u64":
          write = (v) => {
            const x = scalarValue(v);
            i64[k] = typeof x === "bigint" ? BigInt.asIntN(64, x) : BigInt(Number.isFinite(x) ? Math.trunc(x) : 0);
          };
          break;
        default:
          // 8- to 32-bit integers and bool: the low word; the chunk entry truncates
          write = (v) => {
            i32[2 * k] = Number(scalarValue(v));
          };
      }
      this.writers.push({ param: s.param, write });
    });
    result.params.forEach((p, i) => {
      if (p.kind !== "scalar") this.arrayParams.push(i);
      if (p.written) this.writtenParams.push(i);
    });
    this.startBound = compileBound(result.loop.start);
    this.extentBounds = result.loop.extents.map(compileBound);
  }

  /** Packs a call's arguments and runs the loop range. Arguments were validated by the caller. */
  launch(args: readonly unknown[]): void {
    for (const w of this.writers) w.write(args[w.param]);
    const i32 = this.i32;
    for (const l of this.lengthWriters) {
      const a = args[l.param];
      const n = l.dim < 0 ? lengthOf(a) : dimOf(a, l.dim);
      i32[2 * l.slot] = n % TWO32;
      i32[2 * l.slot + 1] = Math.floor(n / TWO32);
    }
    let start: number;
    let end: number;
    if (this.result.loop.grid) {
      start = 0;
      end = 1;
      for (const e of this.extentBounds) {
        const n = e(args);
        end = n <= 0 ? 0 : end * n;
      }
    } else {
      start = this.startBound(args);
      end = this.extentBounds[0](args);
    }
    if (!(end > start)) return;
    if (start < 0) {
      throw new KernelRangeError(`the parallel loop starts at ${start}; range() bounds of a kernel must not be negative`, {
        kernelName: this.kernelName,
      });
    }
    this.build.run(start, end, args);
  }
}

export function isArrayArg(v: unknown): boolean {
  return v instanceof TackArray || dtypeOfTypedArray(v) !== undefined;
}
