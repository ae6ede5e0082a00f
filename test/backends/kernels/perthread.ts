/**
 * Several iterations per GPU thread (compiler/codegen/c/ABI.md "perThread"): a loop-free
 * parallel body runs 4 iterations per thread, tack_base + k × 256, so a launch has
 * ceil(n / 1024) groups. Ranges that end mid-group or mid-thread, start away from 0, or hold
 * 1-3 iterations must still run each iteration exactly once, and a body-level `return` must
 * end only its iteration. Checked against the contract by hand (the plain run's `return` ends
 * the whole run: control.ts's known bug), on every device.
 */
import { expect } from "vitest";
import * as tack from "../../../runtime/index.js";
import { hashSeed, POISON, random, Rng, type Case, type Topic } from "../harness.js";
import { fr } from "./inputs.js";

/** Loop-free: o2 counts the visits of each iteration (poison + 1 once), o doubles x unless the iteration returned. */
const visitOnce = tack.kernel(function visitOnce(x: Float32Array, o: Float32Array, o2: Int32Array, start: number, end: number) {
  for (const i of tack.range(start, end)) {
    o2[i] = o2[i] + 1;
    if (x[i] < -0.25) return;
    o[i] = x[i] * 2;
  }
});

/** Lengths around one group (256) and one group's share at 4 per thread (1024), and 1-3. */
const LENGTHS = [1, 2, 3, 255, 257, 1023, 1024, 1025, 4097] as const;
const STARTS = [0, 5, 1021] as const;

function visitOnceContract(): void {
  for (const start of STARTS) {
    for (const len of LENGTHS) {
      // a tail past end that must stay poisoned
      const n = start + len + 3;
      const x = random(new Rng(hashSeed(`visitOnce/${start}/${len}`)), "f32", n) as Float32Array;
      const o = new Float32Array(n).fill(NaN);
      const o2 = new Int32Array(n).fill(POISON.i32 as number);
      visitOnce(x, o, o2, start, start + len);
      tack.sync();
      const want = new Float32Array(n).fill(NaN);
      const want2 = new Int32Array(n).fill(POISON.i32 as number);
      for (let i = start; i < start + len; i++) {
        want2[i] = (POISON.i32 as number) + 1;
        if (x[i] < -0.25) continue;
        want[i] = fr(x[i] * 2);
      }
      expect(Array.from(o2), `visits, start ${start}, length ${len}`).toEqual(Array.from(want2));
      expect(Array.from(o), `outputs, start ${start}, length ${len}`).toEqual(Array.from(want));
    }
  }
}

const cases: Case[] = [
  {
    name: "4 iterations per GPU thread: each iteration once, for lengths 1-4097 and starts 0, 5, 1021; an early return ends only its iteration",
    run: visitOnceContract,
  },
];

export const perThreadTopic: Topic = { name: "iterations per thread", cases };
