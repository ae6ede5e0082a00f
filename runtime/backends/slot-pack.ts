/**
 * Packing a launch's arguments into 8-byte slots: the layout the CPU's "cpu-chunk" ABI and
 * the Wasm "wasm-chunk" ABI share (compiler/codegen/wat/ABI.md). Scalars go in by dtype
 * (f64 as 8 bytes, f32 and 8- to 32-bit integers in the low word, i64/u64 as 8 bytes) and
 * hidden lengths as i64; how each slot is written is decided once per program, so a launch
 * only packs. Array and status slots are the backend's: a pointer, or a memory offset.
 */
import { dimOf, lengthOf, scalarValue } from "../args.js";
import type { ParamInfo, SlotInfo } from "../request.js";

type Writer = (v: unknown) => void;

const TWO32 = 4294967296;

export class SlotPacker {
  private readonly writers: { param: number; write: Writer }[] = [];
  private readonly lengthWriters: { param: number; dim: number; slot: number }[] = [];
  private readonly i32: Int32Array;

  constructor(readonly pack: ArrayBuffer, slots: readonly SlotInfo[], params: readonly ParamInfo[]) {
    this.i32 = new Int32Array(pack);
    slots.forEach((s, slot) => {
      if (s.status === true) return;
      if (s.dim !== undefined) this.lengthWriters.push({ param: s.param, dim: s.dim, slot });
      else if (params[s.param].kind === "scalar") this.writers.push({ param: s.param, write: slotWriter(pack, slot, params[s.param].dtype) });
    });
  }

  /** Writes the call's scalars and lengths into their slots. */
  write(args: readonly unknown[]): void {
    for (const w of this.writers) w.write(args[w.param]);
    const i32 = this.i32;
    for (const l of this.lengthWriters) {
      const a = args[l.param];
      const n = l.dim < 0 ? lengthOf(a) : dimOf(a, l.dim);
      i32[2 * l.slot] = n % TWO32;
      i32[2 * l.slot + 1] = Math.floor(n / TWO32);
    }
  }
}

/** How a scalar of `dtype` is written into 8-byte slot `k` of the pack. */
function slotWriter(pack: ArrayBuffer, k: number, dtype: string): Writer {
  switch (dtype) {
    case "f32": {
      const f32 = new Float32Array(pack);
      return (v) => {
        f32[2 * k] = Number(scalarValue(v));
      };
    }
    case "f64": {
      const f64 = new Float64Array(pack);
      return (v) => {
        f64[k] = Number(scalarValue(v));
      };
    }
    case "i64":
    case "u64": {
      const i64 = new BigInt64Array(pack);
      return (v) => {
        const x = scalarValue(v);
        i64[k] = typeof x === "bigint" ? BigInt.asIntN(64, x) : BigInt(Number.isFinite(x) ? Math.trunc(x) : 0);
      };
    }
    default: {
      // 8- to 32-bit integers and bool: the low word; the chunk entry truncates
      const i32 = new Int32Array(pack);
      return (v) => {
        i32[2 * k] = Number(scalarValue(v));
      };
    }
  }
}
