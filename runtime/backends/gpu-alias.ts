/**
 * The GPU backends' per-call variant choice (runtime/backend.ts VariantOptions): whether the
 * arrays a kernel writes overlap any other array argument. A disjoint call takes the variant
 * whose array parameters are restrict pointers (compiler/codegen/c/gen.ts), which lets NVVM
 * read the arrays the kernel never writes through the read-only data cache.
 *
 * Device arrays are one allocation each, so two of them overlap only when they are the same
 * buffer; a buffer wrapped from a raw address (arrayFromPtr) may point into any other, so it
 * counts as overlapping every array. Host TypedArrays are staged into their own device
 * copies, except that the same view given twice is one copy; views of one ArrayBuffer are
 * compared by their byte ranges (internal slots, runtime/args.ts), as the CPU does.
 */
import { storageOf, taBuffer, taByteLength, taByteOffset } from "../args.js";
import { TackArray } from "../array.js";
import type { VariantOptions, VariantParams } from "../backend.js";
import type { GpuBuffer } from "./gpu.js";

export const NOALIAS: VariantOptions = Object.freeze({ noalias: true });
export const ALIAS: VariantOptions = Object.freeze({ noalias: false });

/** Buffers over memory another library owns (wrapped raw addresses). */
const foreign = new WeakSet<GpuBuffer>();

export function markForeign(buffer: GpuBuffer): GpuBuffer {
  foreign.add(buffer);
  return buffer;
}

export function gpuVariantOptions(args: readonly unknown[], params: VariantParams): VariantOptions {
  for (const w of params.written) {
    for (const o of params.arrays) {
      if (o !== w && mayOverlap(args[w], args[o])) return ALIAS;
    }
  }
  return NOALIAS;
}

function mayOverlap(a: unknown, b: unknown): boolean {
  const ha = storageOf(a);
  const hb = storageOf(b);
  if (ha !== undefined || hb !== undefined) {
    // host memory becomes its own device copy: it overlaps only host memory of the same buffer
    if (ha === undefined || hb === undefined || taBuffer(ha) !== taBuffer(hb)) return false;
    const aStart = taByteOffset(ha);
    const bStart = taByteOffset(hb);
    return bStart < aStart + taByteLength(ha) && aStart < bStart + taByteLength(hb);
  }
  if (!(a instanceof TackArray) || !(b instanceof TackArray)) return true; // not an array we know: assume the worst
  const ba = a.buffer as GpuBuffer;
  const bb = b.buffer as GpuBuffer;
  return ba === bb || foreign.has(ba) || foreign.has(bb);
}
