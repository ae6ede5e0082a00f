/**
 * Packing a launch's arguments into 8-byte slots: the layout the CPU's "cpu-chunk" ABI, the
 * Wasm "wasm-chunk" ABI (compiler/codegen/wat/ABI.md) and the GPU backends' packs share.
 * Scalars go in by dtype (f64 as 8 bytes, f32 and 8- to 32-bit integers in the low word,
 * i64/u64 as 8 bytes), hidden lengths and the range's bounds as i64. What each slot takes is
 * decided once per program, into a table of small integers, so a launch runs one loop over
 * it: a switch in one function, where per-slot closures cost an unpredictable indirect call
 * each (about 20 ns per slot on the warm launch path, measured on bench/cuda/launch-host.ts).
 * Array and status slots are the backend's: a pointer, or a memory offset.
 */
import { dimOf, lengthOf, scalarValue } from "../args.js";
import type { ParamInfo, SlotInfo } from "../request.js";

/** What one slot takes: a parameter's scalar value, an array parameter's length or extent, or the range's start or end. */
export type SlotWrite =
  | { kind: "scalar"; slot: number; param: number; dtype: string }
  | { kind: "length"; slot: number; param: number; dim: number }
  | { kind: "start" | "end"; slot: number };

const TWO32 = 4294967296;

// how a scalar is written
const F32 = 0;
const LOW32 = 1; // 8- to 32-bit integers and bool: the low word (the callee reads its bytes)
const F64 = 2;
const I64 = 3;

function scalarOp(dtype: string): number {
  switch (dtype) {
    case "f32": return F32;
    case "f64": return F64;
    case "i64":
    case "u64": return I64;
    default: return LOW32;
  }
}

export class SlotPacker {
  // scalars: the operation, the slot's first 32-bit word, the parameter
  private readonly ops: number[] = [];
  private readonly words: number[] = [];
  private readonly params: number[] = [];
  // hidden lengths: the slot's first word, the array parameter, the dimension (-1: the length)
  private readonly lengthWords: number[] = [];
  private readonly lengthParams: number[] = [];
  private readonly lengthDims: number[] = [];
  /** The range's start and end slots' first words (-1: none). */
  private readonly startWord: number = -1;
  private readonly endWord: number = -1;
  private readonly i32: Int32Array;
  private readonly f32: Float32Array;
  private readonly f64: Float64Array;
  private readonly i64: BigInt64Array;

  constructor(readonly pack: ArrayBuffer, writes: readonly SlotWrite[]) {
    this.i32 = new Int32Array(pack);
    this.f32 = new Float32Array(pack);
    this.f64 = new Float64Array(pack, 0, pack.byteLength >> 3);
    this.i64 = new BigInt64Array(pack, 0, pack.byteLength >> 3);
    for (const w of writes) {
      switch (w.kind) {
        case "scalar":
          this.ops.push(scalarOp(w.dtype));
          this.words.push(2 * w.slot);
          this.params.push(w.param);
          break;
        case "length":
          this.lengthWords.push(2 * w.slot);
          this.lengthParams.push(w.param);
          this.lengthDims.push(w.dim);
          break;
        case "start":
          this.startWord = 2 * w.slot;
          break;
        case "end":
          this.endWord = 2 * w.slot;
          break;
      }
    }
  }

  /** Writes the call's scalars and lengths, and the range [start, end), into their slots. */
  write(args: readonly unknown[], start = 0, end = 0): void {
    const ops = this.ops;
    const words = this.words;
    const params = this.params;
    for (let i = 0; i < ops.length; i++) {
      const v = args[params[i]];
      const op = ops[i];
      if (op === F32) this.f32[words[i]] = typeof v === "number" ? v : Number(scalarValue(v));
      else if (op === LOW32) this.i32[words[i]] = typeof v === "number" ? v : Number(scalarValue(v));
      else if (op === F64) this.f64[words[i] >> 1] = typeof v === "number" ? v : Number(scalarValue(v));
      else {
        const x = scalarValue(v);
        this.i64[words[i] >> 1] = typeof x === "bigint" ? BigInt.asIntN(64, x) : BigInt(Number.isFinite(x) ? Math.trunc(x) : 0);
      }
    }
    const lengthWords = this.lengthWords;
    for (let i = 0; i < lengthWords.length; i++) {
      this.writeI64(lengthWords[i], this.lengthOf(args, i));
    }
    if (this.startWord >= 0) this.writeI64(this.startWord, start);
    if (this.endWord >= 0) this.writeI64(this.endWord, end);
  }

  /** Hidden length i's value for these arguments. */
  private lengthOf(args: readonly unknown[], i: number): number {
    const a = args[this.lengthParams[i]];
    const d = this.lengthDims[i];
    return d < 0 ? lengthOf(a) : dimOf(a, d);
  }

  /** A non-negative integer below 2^53 at 32-bit word w as an i64: >>> 0 is its low word exactly (no float modulo). */
  private writeI64(w: number, n: number): void {
    const low = n >>> 0;
    this.i32[w] = low;
    this.i32[w + 1] = (n - low) / TWO32;
  }
}

/** The writes of a chunk ABI's slots (CPU, Wasm): every scalar parameter and hidden length. */
export function chunkSlotWrites(slots: readonly SlotInfo[], params: readonly ParamInfo[]): SlotWrite[] {
  const out: SlotWrite[] = [];
  slots.forEach((s, slot) => {
    if (s.status === true) return;
    if (s.dim !== undefined) out.push({ kind: "length", slot, param: s.param, dim: s.dim });
    else if (params[s.param].kind === "scalar") out.push({ kind: "scalar", slot, param: s.param, dtype: params[s.param].dtype });
  });
  return out;
}
