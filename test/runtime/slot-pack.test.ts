/**
 * runtime/backends/slot-pack.ts: the straight-line writer a packer switches to after
 * STRAIGHT_AFTER calls writes exactly the bytes the table-driven writer does, for every kind of
 * slot (each scalar dtype from numbers, bigints, booleans and dtype scalars; lengths and
 * extents of TypedArrays and shaped tack.Arrays; the range), on fresh random arguments.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { SlotPacker, STRAIGHT_AFTER, type SlotWrite } from "../../runtime/backends/slot-pack.js";
import { Rng } from "../util/rng.js";

const WRITES: SlotWrite[] = [
  { kind: "scalar", slot: 0, param: 0, dtype: "f32" },
  { kind: "scalar", slot: 1, param: 1, dtype: "f64" },
  { kind: "scalar", slot: 2, param: 2, dtype: "i32" },
  { kind: "scalar", slot: 3, param: 3, dtype: "u8" },
  { kind: "scalar", slot: 4, param: 4, dtype: "bool" },
  { kind: "scalar", slot: 5, param: 5, dtype: "i64" },
  { kind: "scalar", slot: 6, param: 6, dtype: "u64" },
  { kind: "length", slot: 7, param: 7, dim: -1 },
  { kind: "length", slot: 8, param: 8, dim: -1 },
  { kind: "length", slot: 9, param: 8, dim: 0 },
  { kind: "length", slot: 10, param: 8, dim: 1 },
  { kind: "length", slot: 11, param: 7, dim: 1 },
  { kind: "start", slot: 12 },
  { kind: "end", slot: 13 },
];

function randomArgs(rng: Rng): { args: unknown[]; start: number; end: number } {
  const rows = 1 + (rng.u32() % 7), cols = 1 + (rng.u32() % 9);
  const args = [
    rng.uniform(-1e6, 1e6),
    rng.u32() % 2 ? rng.uniform(-1e300, 1e300) : tack.f64(rng.uniform(-1, 1)),
    (rng.u32() | 0),
    rng.u32() % 256,
    rng.u32() % 2 === 0,
    rng.u32() % 2 ? BigInt(rng.u32()) * BigInt(rng.u32()) - 2n ** 62n : rng.uniform(-1e15, 1e15),
    rng.u32() % 2 ? 2n ** 64n - BigInt(rng.u32()) : Number.NaN,
    new Float32Array(1 + (rng.u32() % 100)),
    tack.empty([rows, cols], "f32"),
  ];
  const start = rng.u32() * 1000 + (rng.u32() % 1000);
  return { args, start, end: start + rng.u32() * 4096 };
}

describe("slot packs", () => {
  it("the straight-line writer writes the table writer's bytes, for every kind of slot", () => {
    const rng = new Rng(808);
    const straight = new SlotPacker(new ArrayBuffer(8 * 14), WRITES);
    const first = straight.write;
    for (let i = 0; i < STRAIGHT_AFTER; i++) straight.write(randomArgs(rng).args, 0, 0);
    expect(straight.write).not.toBe(first); // switched
    for (let round = 0; round < 50; round++) {
      const { args, start, end } = randomArgs(rng);
      const table = new SlotPacker(new ArrayBuffer(8 * 14), WRITES); // a fresh one writes through its table
      const poison = rng.u32() & 255; // bytes no slot writes (an f32's high word) stay as they were in both
      new Uint8Array(table.pack).fill(poison);
      new Uint8Array(straight.pack).fill(poison);
      table.write(args, start, end);
      straight.write(args, start, end);
      expect(Array.from(new Uint8Array(straight.pack)), `round ${round}`).toEqual(Array.from(new Uint8Array(table.pack)));
    }
  });
});
