/**
 * Packing a launch's arguments into 8-byte slots: the layout the CPU's "cpu-chunk" ABI, the
 * Wasm "wasm-chunk" ABI (compiler/codegen/wat/ABI.md) and the GPU backends' packs share.
 * Scalars go in by dtype (f64 as 8 bytes, f32 and 8- to 32-bit integers in the low word,
 * i64/u64 as 8 bytes), hidden lengths and the range's bounds as i64. What each slot takes is
 * decided once per program, into a writer made for it (writerSource): scalar and range writes
 * straight-line, the hidden lengths in one loop over a table (lengthOf inlined at one site).
 * Per-slot closures cost an unpredictable indirect call each (about 20 ns per slot on the
 * warm launch path, measured on bench/cuda/launch-host.ts). Array and status slots are the
 * backend's: a pointer, or a memory offset.
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

/**
 * The writer's statements for one list of writes, straight-line: the slot indexes and
 * parameter indexes are the only things spelled into the text (numbers the compiler's ABI
 * gives, never user text). A loop over a table costs a branch and three table reads per slot
 * at every launch; the straight-line writer none (bench/cuda/launch-host.ts, RESULTS.md
 * "Session 8 (launchjs)"). The values are written exactly as the table-driven loop did.
 */
function writerSource(writes: readonly SlotWrite[]): string {
  const lines: string[] = ["let v;"];
  let lengths = 0;
  const num = "typeof v === \"number\" ? v : Number(scalarValue(v))";
  for (const w of writes) {
    const word = 2 * w.slot;
    switch (w.kind) {
      case "scalar": {
        lines.push(`v = args[${w.param}];`);
        switch (scalarOp(w.dtype)) {
          case F32: lines.push(`f32[${word}] = ${num};`); break;
          case LOW32: lines.push(`i32[${word}] = ${num};`); break;
          case F64: lines.push(`f64[${w.slot}] = ${num};`); break;
          default: lines.push(`i64[${w.slot}] = toI64(scalarValue(v));`);
        }
        break;
      }
      case "length":
        lengths++;
        break;
      case "start":
        lines.push(`writeI64(${word}, start);`);
        break;
      case "end":
        lines.push(`writeI64(${word}, end);`);
        break;
    }
  }
  // one site for every hidden length: a site per array would spend V8's inlining budget on
  // copies of lengthOf (8 arrays: a few percent slower on bench/cpu/dispatch-ab.mjs)
  if (lengths > 0) {
    lines.push(`for (let k = 0; k < ${lengths}; k++) { const a = args[lengthParams[k]]; const d = lengthDims[k]; writeI64(lengthWords[k], d < 0 ? lengthOf(a) : dimOf(a, d)); }`);
  }
  return lines.join("\n");
}

type Writer = (args: readonly unknown[], start?: number, end?: number) => void;
type WriterFactory = (
  i32: Int32Array, f32: Float32Array, f64: Float64Array, i64: BigInt64Array,
  scalarValue: (v: unknown) => number | bigint, lengthOf: (a: unknown) => number, dimOf: (a: unknown, d: number) => number,
  toI64: (x: number | bigint) => bigint, lengthWords: readonly number[], lengthParams: readonly number[], lengthDims: readonly number[],
) => Writer;

/** Writer factories by their text: programs of one slot layout share one (and V8's compiled code for it). */
const factories = new Map<string, WriterFactory>();

function writerFactory(body: string): WriterFactory {
  let f = factories.get(body);
  if (f === undefined) {
    // a non-negative integer below 2^53 at 32-bit word w as an i64: >>> 0 is its low word exactly (no float modulo)
    const text = `"use strict";
function writeI64(w, n) { const low = n >>> 0; i32[w] = low; i32[w + 1] = (n - low) / ${TWO32}; }
return function write(args, start, end) {
${body}
};`;
    f = new Function("i32", "f32", "f64", "i64", "scalarValue", "lengthOf", "dimOf", "toI64", "lengthWords", "lengthParams", "lengthDims", text) as WriterFactory;
    factories.set(body, f);
  }
  return f;
}

/** An i64/u64 slot's value: a bigint wrapped to 64 bits, a number truncated (not finite: 0). */
function toI64(x: number | bigint): bigint {
  return typeof x === "bigint" ? BigInt.asIntN(64, x) : BigInt(Number.isFinite(x) ? Math.trunc(x) : 0);
}

/**
 * Writes through the table (writeTable) before the straight-line writer is made: making it
 * (new Function, then V8 compiling it) costs 30-150 µs, which a program launched a few times,
 * or a first launch, should not pay; a launch loop pays it once, at its 16th launch.
 */
export const STRAIGHT_AFTER = 16;

interface Views {
  i32: Int32Array;
  f32: Float32Array;
  f64: Float64Array;
  i64: BigInt64Array;
}

export class SlotPacker {
  /**
   * Writes the call's scalars and lengths, and the range [start, end), into their slots
   * (a packer with no range slots is called without them): through the table for the first
   * STRAIGHT_AFTER calls, then through the straight-line writer made for these slots.
   */
  write: (args: readonly unknown[], start?: number, end?: number) => void;

  constructor(readonly pack: ArrayBuffer, writes: readonly SlotWrite[]) {
    const words = pack.byteLength >> 3;
    const v: Views = {
      i32: new Int32Array(pack), f32: new Float32Array(pack), f64: new Float64Array(pack, 0, words), i64: new BigInt64Array(pack, 0, words),
    };
    let calls = 0;
    this.write = (args, start = 0, end = 0) => {
      writeTable(v, writes, args, start, end);
      if (++calls === STRAIGHT_AFTER) this.write = straightWriter(v, writes);
    };
  }
}

function straightWriter(v: Views, writes: readonly SlotWrite[]): Writer {
  const lengths = writes.filter((w) => w.kind === "length");
  return writerFactory(writerSource(writes))(
    v.i32, v.f32, v.f64, v.i64, scalarValue, lengthOf, dimOf, toI64,
    lengths.map((w) => 2 * w.slot), lengths.map((w) => w.param), lengths.map((w) => w.dim),
  );
}

/** What the straight-line writer does, read from the list of writes. */
function writeTable(v: Views, writes: readonly SlotWrite[], args: readonly unknown[], start: number, end: number): void {
  // indexed, not for-of: a first launch would run the array iterator for it (issue 9)
  for (let i = 0; i < writes.length; i++) {
    const w = writes[i];
    switch (w.kind) {
      case "scalar": {
        const x = args[w.param];
        const op = scalarOp(w.dtype);
        if (op === F32) v.f32[2 * w.slot] = typeof x === "number" ? x : Number(scalarValue(x));
        else if (op === LOW32) v.i32[2 * w.slot] = typeof x === "number" ? x : Number(scalarValue(x));
        else if (op === F64) v.f64[w.slot] = typeof x === "number" ? x : Number(scalarValue(x));
        else v.i64[w.slot] = toI64(scalarValue(x));
        break;
      }
      case "length": {
        const a = args[w.param];
        writeI64(v.i32, 2 * w.slot, w.dim < 0 ? lengthOf(a) : dimOf(a, w.dim));
        break;
      }
      case "start":
        writeI64(v.i32, 2 * w.slot, start);
        break;
      case "end":
        writeI64(v.i32, 2 * w.slot, end);
        break;
    }
  }
}

/** A non-negative integer below 2^53 at 32-bit word w as an i64: >>> 0 is its low word exactly (no float modulo). */
function writeI64(i32: Int32Array, w: number, n: number): void {
  const low = n >>> 0;
  i32[w] = low;
  i32[w + 1] = (n - low) / TWO32;
}

/** The writes of a chunk ABI's slots (CPU, Wasm): every scalar parameter and hidden length. */
export function chunkSlotWrites(slots: readonly SlotInfo[], params: readonly ParamInfo[]): SlotWrite[] {
  const out: SlotWrite[] = [];
  for (let slot = 0; slot < slots.length; slot++) {
    const s = slots[slot];
    if (s.status === true) continue;
    if (s.dim !== undefined) out.push({ kind: "length", slot, param: s.param, dim: s.dim });
    else if (params[s.param].kind === "scalar") out.push({ kind: "scalar", slot, param: s.param, dtype: params[s.param].dtype });
  }
  return out;
}
