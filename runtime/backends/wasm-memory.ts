/**
 * The wasm device's memory (compiler/codegen/wat/ABI.md): one shared `WebAssembly.Memory`
 * per process that every array, slot area, status block and thread stack lives in, with an
 * allocator that frees, coalesces and grows.
 *
 * The allocator's bookkeeping lives here in JS, never in the memory itself, so a kernel run
 * with checks off cannot corrupt it. Blocks are 16-byte aligned (every element type, and v128).
 * Address 0 is never handed out: a zero offset in a slot is always a bug, never an array.
 *
 * Growing a shared memory gives `memory.buffer` a new, longer SharedArrayBuffer; views over
 * the old ones stay valid (shared memory never moves), so a view handed out before a growth
 * keeps working. Each buffer the memory had is remembered, to tell a view of the memory from
 * any other TypedArray (`viewAddress`).
 *
 * An array's storage is released when its TypedArray view is collected (a FinalizationRegistry
 * on the view, which the tack.Array holds and users may hold), or explicitly (`release`).
 */
import { taBuffer, taByteLength, taByteOffset, TYPED_ARRAY_OF, type DtypeName, type TypedArray } from "../dtypes.js";

export const PAGE_BYTES = 65536;
/** 4 GiB: all a 32-bit address reaches. Shared memories reserve their maximum up front. */
export const MAX_PAGES = 65536;
const INITIAL_PAGES = 64; // 4 MiB
const ALIGN = 16;
/**
 * Large blocks start at staggered offsets ("colours"): block k of at least COLOUR_MIN_BYTES
 * begins (k mod COLOURS) * COLOUR_STEP bytes into its block. Back to back, equal large arrays
 * would lie exactly a power of two apart, and a loop that streams several of them (saxpy's
 * x[i], y[i], out[i]) then ran at 0.57-0.66x of the same loop over staggered arrays on one
 * thread (bench/wasm/saxpy-floor.ts, 2^26 f32; RESULTS.md). The step is a few pages plus some
 * cache lines, so both the addresses within a page and the pages differ.
 */
const COLOUR_MIN_BYTES = 4 << 20;
const COLOURS = 8;
const COLOUR_STEP = 3 * 4096 + 21 * 64;

const alignUp = (n: number, a: number): number => Math.ceil(n / a) * a;

/** A free-list allocator over [base, limit) that the caller grows. */
export class FreeList {
  /** Free ranges sorted by address, adjacent ones always merged. */
  private readonly starts: number[] = [];
  private readonly sizes: number[] = [];
  /** Allocated blocks: address → size. */
  private readonly used = new Map<number, number>();
  private usedBytes = 0;

  /** Adds [start, start + size) to the free ranges (memory that grew, or a freed block). */
  addFree(start: number, size: number): void {
    if (size <= 0) return;
    const s = this.starts;
    const z = this.sizes;
    // binary search: the first range starting after `start`
    let lo = 0;
    let hi = s.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (s[mid] < start) lo = mid + 1;
      else hi = mid;
    }
    const prev = lo - 1;
    const mergePrev = prev >= 0 && s[prev] + z[prev] === start;
    const mergeNext = lo < s.length && start + size === s[lo];
    if (mergePrev && mergeNext) {
      z[prev] += size + z[lo];
      s.splice(lo, 1);
      z.splice(lo, 1);
    } else if (mergePrev) {
      z[prev] += size;
    } else if (mergeNext) {
      s[lo] = start;
      z[lo] += size;
    } else {
      s.splice(lo, 0, start);
      z.splice(lo, 0, size);
    }
  }

  /** A block of `bytes` (rounded up to 16) at a 16-aligned address, best fit; -1 when none fits. */
  allocate(bytes: number): number {
    const size = alignUp(Math.max(bytes, 1), ALIGN);
    const z = this.sizes;
    let best = -1;
    for (let i = 0; i < z.length; i++) {
      if (z[i] >= size && (best < 0 || z[i] < z[best])) {
        best = i;
        if (z[i] === size) break;
      }
    }
    if (best < 0) return -1;
    const addr = this.starts[best];
    if (z[best] === size) {
      this.starts.splice(best, 1);
      z.splice(best, 1);
    } else {
      this.starts[best] += size;
      z[best] -= size;
    }
    this.used.set(addr, size);
    this.usedBytes += size;
    return addr;
  }

  /** Returns a block; false when `addr` is not an allocated block (freed twice, never allocated). */
  free(addr: number): boolean {
    const size = this.used.get(addr);
    if (size === undefined) return false;
    this.used.delete(addr);
    this.usedBytes -= size;
    this.addFree(addr, size);
    return true;
  }

  sizeOf(addr: number): number | undefined {
    return this.used.get(addr);
  }

  /** Bytes in allocated blocks, blocks, free ranges and the largest of them. */
  stats(): { usedBytes: number; blocks: number; freeRanges: number; largestFree: number } {
    return { usedBytes: this.usedBytes, blocks: this.used.size, freeRanges: this.starts.length, largestFree: Math.max(0, ...this.sizes) };
  }

  /** Free bytes at the very end of [.., limit): what a growth can extend. */
  freeAtEnd(limit: number): number {
    const n = this.starts.length;
    return n > 0 && this.starts[n - 1] + this.sizes[n - 1] === limit ? this.sizes[n - 1] : 0;
  }
}

/** The process's wasm memory and its allocator. */
export class WasmHeap {
  readonly memory: WebAssembly.Memory;
  private readonly blocks = new FreeList();
  /** Every SharedArrayBuffer `memory.buffer` has been: views over any of them address the memory. */
  private readonly buffers = new WeakSet<ArrayBufferLike>();
  private current: SharedArrayBuffer;
  /** Views whose block is freed when they are collected. */
  private readonly owned = new WeakMap<TypedArray, number>();
  /** Views whose block was released explicitly: launches and reads refuse them. */
  private readonly released = new WeakSet<TypedArray>();
  private readonly collector = new FinalizationRegistry<number>((addr) => void this.freeBlock(addr));
  /**
   * Each live view allocateView made, by its address: what a user's view inside its block
   * (a subarray, a view over `memory.buffer`) depends on (ownerOf).
   */
  private readonly ownerAt = new Map<number, WeakRef<TypedArray>>();
  /** A staggered large block's address → the start of its block (COLOUR_STEP). */
  private readonly staggered = new Map<number, number>();
  private colour = 0;

  constructor(initialPages = INITIAL_PAGES) {
    this.memory = new WebAssembly.Memory({ initial: initialPages, maximum: MAX_PAGES, shared: true });
    this.current = this.memory.buffer as unknown as SharedArrayBuffer;
    this.buffers.add(this.current);
    // the first 16 bytes stay unused: address 0 is never an array
    this.blocks.addFree(ALIGN, initialPages * PAGE_BYTES - ALIGN);
  }

  /** The memory's buffer now (a growth replaces it). */
  get buffer(): SharedArrayBuffer {
    const b = this.memory.buffer as unknown as SharedArrayBuffer;
    if (b !== this.current) {
      this.current = b;
      this.buffers.add(b);
    }
    return b;
  }

  get byteLength(): number {
    return this.buffer.byteLength;
  }

  /** A block of `bytes` (16-aligned), growing the memory when no free range fits. */
  allocate(bytes: number): number {
    if (!Number.isSafeInteger(bytes) || bytes < 0) throw new RangeError(`wasm memory: cannot allocate ${bytes} bytes`);
    const skew = bytes >= COLOUR_MIN_BYTES ? (this.colour++ % COLOURS) * COLOUR_STEP : 0;
    const total = bytes + skew;
    let block = this.blocks.allocate(total);
    if (block < 0) {
      this.grow(alignUp(Math.max(total, 1), ALIGN));
      block = this.blocks.allocate(total);
    }
    if (block < 0) throw new RangeError(`wasm memory: no room for ${bytes} bytes`);
    if (skew === 0) return block;
    this.staggered.set(block + skew, block);
    return block + skew;
  }

  free(addr: number): void {
    if (!this.freeBlock(addr)) throw new Error(`wasm memory: ${addr} is not an allocated block`);
  }

  /** Frees the block that `addr` (what allocate returned) is in; false when it is none. */
  private freeBlock(addr: number): boolean {
    this.ownerAt.delete(addr);
    const block = this.staggered.get(addr);
    if (block === undefined) return this.blocks.free(addr);
    this.staggered.delete(addr);
    return this.blocks.free(block);
  }

  /** Grows so that a free range of `bytes` exists at the end: by at least half the memory, to keep growths rare. */
  private grow(bytes: number): void {
    const limit = this.byteLength;
    const need = bytes - this.blocks.freeAtEnd(limit);
    const pages = this.memory.buffer.byteLength / PAGE_BYTES;
    const want = Math.max(Math.ceil(need / PAGE_BYTES), Math.ceil(pages / 2));
    const room = MAX_PAGES - pages;
    const minimum = Math.ceil(need / PAGE_BYTES);
    if (minimum > room) {
      throw new RangeError(
        `the wasm device's memory is full: ${bytes} more bytes do not fit in 4 GiB (${this.blocks.stats().usedBytes} bytes in use); ` +
          "free arrays you no longer need (tack.wasmFree(a)), or use the cpu device",
      );
    }
    try {
      this.memory.grow(Math.min(room, want));
    } catch {
      // the machine may refuse a large growth that the minimum still gets
      try {
        this.memory.grow(minimum);
      } catch (e) {
        throw new RangeError(`the wasm device's memory could not grow by ${minimum} pages: ${(e as Error).message}`);
      }
    }
    this.blocks.addFree(limit, this.byteLength - limit);
  }

  /** A new view of `n` elements of `dtype` in a block of its own, freed when the view is collected. */
  allocateView(dtype: DtypeName, n: number, clamped = false): TypedArray {
    const C = clamped ? Uint8ClampedArray : TYPED_ARRAY_OF[dtype];
    const addr = this.allocate(n * C.BYTES_PER_ELEMENT);
    const view = new C(this.buffer, addr, n) as TypedArray;
    // fresh storage reads as zeros, as a new TypedArray does (the block may have been used)
    new Uint8Array(this.buffer, addr, n * C.BYTES_PER_ELEMENT).fill(0);
    this.owned.set(view, addr);
    this.ownerAt.set(addr, new WeakRef(view));
    this.collector.register(view, addr, view);
    return view;
  }

  /**
   * The view allocateView made whose block holds all of `view` (`view` itself for such a view),
   * or null: a view of memory no live array owns, which the allocator may give to another
   * array. A linear search for a view that is not one allocateView made (rare: wrapping one).
   */
  ownerOf(view: TypedArray): TypedArray | null {
    if (this.owned.has(view)) return view;
    const addr = this.viewAddress(view);
    if (addr < 0) return null;
    const end = addr + WasmHeap.bytesOf(view);
    for (const [at, ref] of this.ownerAt) {
      const block = this.staggered.get(at) ?? at;
      const size = this.blocks.sizeOf(block);
      if (size === undefined || addr < at || end > block + size) continue;
      const owner = ref.deref();
      return owner !== undefined && !this.released.has(owner) ? owner : null;
    }
    return null;
  }

  /**
   * Frees the block of a view made by allocateView now, instead of when it is collected.
   * Returns false for a view that owns no block (a user's view, or already released).
   */
  release(view: TypedArray): boolean {
    const addr = this.owned.get(view);
    if (addr === undefined) return false;
    this.owned.delete(view);
    this.collector.unregister(view);
    this.released.add(view);
    this.freeBlock(addr);
    return true;
  }

  isReleased(view: TypedArray): boolean {
    return this.released.has(view);
  }

  /** The byte offset of a TypedArray's elements in the memory, or -1 when it is not a view of it. */
  viewAddress(view: TypedArray): number {
    const b = taBuffer(view);
    if (!this.buffers.has(b)) {
      if (b !== this.buffer) return -1;
    }
    return taByteOffset(view);
  }

  /** Whether [addr, addr + bytes) lies in the memory. */
  contains(addr: number, bytes: number): boolean {
    return addr >= 0 && addr + bytes <= this.byteLength;
  }

  stats(): { byteLength: number; usedBytes: number; blocks: number; freeRanges: number; largestFree: number } {
    return { byteLength: this.byteLength, ...this.blocks.stats() };
  }

  /** Bytes of a view, for copies. */
  static bytesOf(view: TypedArray): number {
    return taByteLength(view);
  }
}

let heap: WasmHeap | undefined;

/** The process's (this thread's) wasm heap, made on first use. */
export function wasmHeap(): WasmHeap {
  heap ??= new WasmHeap();
  return heap;
}
