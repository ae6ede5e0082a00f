/**
 * The JavaScript of a stored variant's first launch that needs no kernel, run once when a
 * device is made (issue 9: a fresh process's first launch from a warm disk cache, made at
 * once). That launch runs a few dozen functions for the first time, and V8 makes the hidden
 * classes of every object it meets for the first time: 10-25 µs per function or shape on
 * the 2-core VM (bench/workers/RESULTS.md, session 9 atonce3). What needs no kernel is run
 * here on RESULT_SHAPE (runtime/variant-entry.ts), a result shaped as the compiler writes a
 * CPU one: the stored result's parse, its loop bounds compiled (runtime/launch.ts) and its
 * slot writes packed into a scratch buffer (runtime/backends/slot-pack.ts) for stand-in
 * arguments; and the arguments' classification, run often enough that V8 queues it for
 * Sparkplug here. Nothing is read, loaded, launched, counted or kept. The launch path's
 * rehearsal with the kernel's own plan is runtime/rehearsal.ts's (after tack.kernel()'s prefetch).
 */
import { chunkSlotWrites, SlotPacker } from "./backends/slot-pack.js";
import { classifyAll, signatureKey } from "./classify.js";
import { compileBound } from "./launch.js";
import { parseResultShape } from "./variant-entry.js";

let rehearsals = 0;
/** Past V8's budget for a feedback vector: 8 times a function's bytecode run (V8 11.3, Node 20). */
const SPARKPLUG_CALLS = 10;

/** Runs it; anything unexpected skips it (it only saves time, and a device is made regardless). */
export function rehearseStoredHit(): void {
  try {
    const result = parseResultShape();
    compileBound(result.loop.start);
    for (let i = 0; i < result.loop.extents.length; i++) compileBound(result.loop.extents[i]);
    const slots = result.abi.slots;
    const packer = new SlotPacker(new ArrayBuffer(8 * slots.length), chunkSlotWrites(slots, result.params));
    packer.write([new Float32Array(1), 2]); // RESULT_SHAPE's parameters: an f32 array and an i32
    // the arguments' classes and the signature key, and a Buffer's subarray (the entry's
    // payload), each run SPARKPLUG_CALLS times: V8 gives a function its feedback vector once it
    // has run about 8 times its bytecode and then queues it for Sparkplug, whose batch compile
    // (~0.1 ms) runs when the queue passes 4 KB: queued here, these (~1 KB) no longer tip it
    // inside a first launch, where it landed in most fresh processes (bench/workers/RESULTS.md,
    // session 9 atonce5)
    const stand = [new Float32Array(1), 2];
    const bytes = Buffer.alloc(8);
    for (let i = 0; i < SPARKPLUG_CALLS; i++) {
      signatureKey(classifyAll("k", stand));
      bytes.subarray(1, 4);
    }
    rehearsals++;
  } catch {
    // RESULT_SHAPE is a constant that test/cache/variant-entry.test.ts parses: never expected
  }
}

/** How many times this thread ran rehearseStoredHit (tests observe that making a device does). */
export function storedHitRehearsals(): number {
  return rehearsals;
}
