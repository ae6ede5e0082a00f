/**
 * A compiled variant on the wasm device (the "wasm-chunk" ABI, compiler/codegen/wat/ABI.md):
 * `tack_chunk(slots, start, end, stack)` over the CPU's 8-byte slots, with array slots holding
 * byte offsets in the shared memory.
 *
 * A launch packs the slots (runtime/backends/slot-pack.ts, shared with the CPU) into a private
 * buffer and copies them into the program's slot area, resets the status block, then runs the
 * range: on the calling thread alone when it is short (by the cost the last launch measured),
 * else in chunks on the pool and the calling thread together. Array arguments that are not
 * views of the memory (plain TypedArrays, a tack.Array of another device is refused earlier)
 * are staged: copied in before and, when the kernel may write them, copied back after. Views
 * of one ArrayBuffer are staged as one block, so arguments that share memory still share it.
 */
import { storageOf } from "../args.js";
import type { Program } from "../backend.js";
import { taBuffer, taByteLength, taByteOffset, type TypedArray } from "../dtypes.js";
import { KernelError, KernelRangeError } from "../errors.js";
import { faultOf, STATE_CANCELLED, STATE_TIMEOUT } from "../faults.js";
import type { CompileResult, SiteInfo, SlotInfo } from "../request.js";
import type { WasmHeap } from "./wasm-memory.js";
import { newProgramId, wasmImports, type Job, type PoolProgram, type WasmPool, type Watchdog } from "./wasm-pool.js";
import { chunkSlotWrites, SlotPacker } from "./slot-pack.js";

/** The "wasm-chunk" ABI object of a CompileResult (ABI.md). */
export interface WasmChunkAbi {
  kind: "wasm-chunk";
  chunk: string;
  slots: SlotInfo[];
  sites: SiteInfo[];
  /** Scratch bytes each thread needs (local arrays), a multiple of 16. */
  stack: number;
  /** The `env.Math_*` functions the module imports. */
  imports: string[];
}

/** What a program needs of its device. */
export interface WasmRuntime {
  readonly heap: WasmHeap;
  /** Threads a launch may use, the calling thread included. */
  readonly numThreads: number;
  pool(): WasmPool;
  watchdog(): Watchdog;
}

const STATUS_BYTES = 32;
/** A launch estimated to take less than this runs on the calling thread alone. */
const INLINE_NS = 30_000;
/** The least work a chunk of a parallel launch gets, once a launch measured the range's cost. */
const MIN_CHUNK_NS = 2_000;
/**
 * More than the pool's own part of a launch (publish, wake-up, join) ever took where it was
 * traced: 150-230 µs to the last worker's wake-up after a sleep on the 16-core host (session 9).
 */
const POOL_COST_NS = 250_000;

/** Blocks of memory a launch borrowed for arguments that are not views of the memory. */
interface Staged {
  addr: number;
  /** The block's bytes, as a view of the memory. */
  bytes: Uint8Array;
  /** The source buffer's bytes [base, base + bytes.length). */
  source: Uint8Array;
  writtenBack: boolean;
}

const programRegistry = new FinalizationRegistry<() => void>((release) => release());

export class WasmProgram implements Program {
  /** The Wasm binary: what the cache stores and loadVariant instantiates. */
  readonly artifact: Uint8Array<ArrayBuffer>;
  private readonly rt: WasmRuntime;
  private readonly abi: WasmChunkAbi;
  private readonly pooled: PoolProgram;
  private readonly run: (slots: number, start: number, end: number, stack: number) => void;
  private readonly packer: SlotPacker;
  private readonly pack32: Int32Array;
  private readonly pack8: Uint8Array;
  /** Slots whose value is an array's offset: [slot, param]. */
  private readonly arraySlots: [number, number][] = [];
  private readonly statusSlot: number;
  private readonly written: Set<number>;
  /** The synchronous launches' slot area and status block (async launches have their own). */
  private readonly region: number;
  private readonly stackBase: number;
  /**
   * Serial nanoseconds per iteration the last launch measured: an inline one's, or the calling
   * thread's own chunks in a parallel one; -1 before one.
   */
  private nsPerIteration = -1;

  constructor(rt: WasmRuntime, binary: Uint8Array<ArrayBuffer>, module: WebAssembly.Module, result: CompileResult, private readonly kernelName = result.kernel) {
    const abi = result.abi as unknown as WasmChunkAbi;
    this.rt = rt;
    this.abi = abi;
    this.artifact = binary;
    const heap = rt.heap;
    const instance = new WebAssembly.Instance(module, wasmImports(heap.memory, abi.imports));
    const run = instance.exports[abi.chunk];
    if (typeof run !== "function") throw new Error(`the generated module exports no '${abi.chunk}' function`);
    this.run = run as (slots: number, start: number, end: number, stack: number) => void;
    const nslots = abi.slots.length;
    const pack = new ArrayBuffer(Math.max(8, nslots * 8));
    this.packer = new SlotPacker(pack, chunkSlotWrites(abi.slots, result.params));
    this.pack32 = new Int32Array(pack);
    this.pack8 = new Uint8Array(pack, 0, nslots * 8);
    abi.slots.forEach((s, k) => {
      if (s.status !== true && s.dim === undefined && result.params[s.param].kind !== "scalar") this.arraySlots.push([k, s.param]);
    });
    this.statusSlot = abi.slots.findIndex((s) => s.status === true);
    this.written = new Set(result.params.flatMap((p, i) => (p.written ? [i] : [])));
    const threads = Math.max(1, rt.numThreads);
    const poolThreads = 1 + Math.max(1, threads - 1);
    this.region = heap.allocate(nslots * 8 + STATUS_BYTES);
    this.stackBase = abi.stack > 0 ? heap.allocate(abi.stack * poolThreads) : 0;
    const id = newProgramId();
    this.pooled = { id, module, chunk: abi.chunk, imports: abi.imports, stackBase: this.stackBase, stackSize: abi.stack };
    const { region, stackBase } = this;
    let poolOf: WasmPool | null = null;
    const getPool = rt.pool.bind(rt);
    this.poolOnce = () => (poolOf ??= getPool());
    programRegistry.register(this, () => {
      heap.free(region);
      if (stackBase !== 0) heap.free(stackBase);
      poolOf?.drop(id);
    });
  }

  private readonly poolOnce: () => WasmPool;

  /** Runs [start, end) and returns when it ran; throws the LaunchFault the kernel reported. */
  launch(args: readonly unknown[], start: number, end: number, deadline = 0n): void {
    const heap = this.rt.heap;
    const slots = this.region;
    const statusAddr = slots + this.pack8.length;
    const staged = this.prepare(args, statusAddr);
    try {
      const buffer = heap.buffer;
      new Uint8Array(buffer, slots, this.pack8.length).set(this.pack8);
      const status = new BigInt64Array(buffer, statusAddr, 4);
      status[0] = 0n;
      status[1] = 0n;
      status[3] = 0n;
      const watchdog = deadline !== 0n ? this.rt.watchdog() : null;
      watchdog?.arm(statusAddr, deadline);
      try {
        this.runSync(slots, start, end);
      } catch (e) {
        throw this.trapError(e);
      } finally {
        watchdog?.disarm(statusAddr);
      }
      this.unstage(staged);
      const fault = faultOf(status);
      if (fault) throw fault;
    } finally {
      this.release(staged);
    }
  }

  /**
   * Program.rehearse: this launch over an empty range, which packs and stages the arguments,
   * copies the slots in and returns before running a chunk (runSync), nothing measured: the
   * way the CPU shim returns from an empty range. Then what a first launch of more than a few
   * iterations on several threads does before its chunks: hand the pool this module (the
   * device started the pool when it made this program, WasmBackend.startPool; starting it
   * was 5-9 ms of the first launch on the 2-core VM, bench/workers/RESULTS.md session 7).
   */
  rehearse(args: readonly unknown[]): void {
    this.launch(args, 0, 0);
    if (this.rt.numThreads > 1) this.poolOnce().load(this.pooled);
  }

  /** The same on the pool's workers only, so the event loop stays free while it runs. */
  async launchAsync(args: readonly unknown[], start: number, end: number, deadline: bigint, signal?: AbortSignal): Promise<void> {
    const heap = this.rt.heap;
    const n = this.pack8.length;
    const slots = heap.allocate(n + STATUS_BYTES);
    const statusAddr = slots + n;
    let staged: Staged[] = [];
    const cancel = (why: bigint) => () => void Atomics.compareExchange(new BigInt64Array(heap.buffer, statusAddr, 1), 0, 0n, why);
    const onAbort = cancel(STATE_CANCELLED);
    try {
      staged = this.prepare(args, statusAddr);
      const buffer = heap.buffer;
      new Uint8Array(buffer, slots, n).set(this.pack8);
      new BigInt64Array(buffer, statusAddr, 4).fill(0n);
      signal?.addEventListener("abort", onAbort, { once: true });
      if (signal?.aborted) onAbort();
      const timeoutAt = deadline === 0n ? Infinity : performance.now() + Number(deadline - process.hrtime.bigint()) / 1e6;
      const pool = this.poolOnce();
      await pool.runAsync(this.pooled, this.job(pool, slots, start, end, pool.size), timeoutAt, cancel(STATE_TIMEOUT)).catch((e) => {
        throw this.trapError(e);
      });
      this.unstage(staged);
      const fault = faultOf(new BigInt64Array(heap.buffer, statusAddr, 4));
      if (fault) throw fault;
    } finally {
      signal?.removeEventListener("abort", onAbort);
      this.release(staged);
      heap.free(slots);
    }
  }

  /**
   * A trap of the generated code (with checks off, an access outside the memory; the memory is
   * the sandbox, so nothing outside it was touched) as the user's error.
   */
  private trapError(e: unknown): unknown {
    if (!(e instanceof WebAssembly.RuntimeError)) return e;
    return new KernelError(`the kernel trapped in WebAssembly (${e.message}); the launch stopped and its outputs are incomplete`, {
      kernelName: this.kernelName,
      cause: e,
    });
  }

  /**
   * Chunks for `threads` threads over [start, end): the pool's chunksPerThread each, enough for
   * fast threads to take up slow ones' share (Mandelbrot rows differ in cost by 100x), but none
   * smaller than MIN_CHUNK_NS of work.
   */
  private job(pool: WasmPool, slots: number, start: number, end: number, threads: number): Job {
    const n = end - start;
    let chunks = Math.max(1, Math.min(n, threads * pool.options.chunksPerThread));
    // no chunk of less than MIN_CHUNK_NS of measured work: its claim and its call from JS cost
    // more than it runs (a small range's chunks of a few dozen iterations did)
    if (this.nsPerIteration > 0) chunks = Math.max(1, Math.min(chunks, Math.floor((this.nsPerIteration * n) / MIN_CHUNK_NS)));
    const chunk = Math.ceil(n / chunks);
    return { slots, start, end, chunk, chunks: Math.ceil(n / chunk) };
  }

  private runSync(slots: number, start: number, end: number): void {
    const n = end - start;
    if (n <= 0) return; // a rehearsal (LaunchPlan launches no empty range): no chunk runs, no cost is measured
    const threads = this.rt.numThreads;
    const est = this.nsPerIteration;
    const inline = threads <= 1 || (est < 0 ? n <= 16 : est * n < INLINE_NS);
    const pool = inline ? null : this.poolOnce();
    const t0 = process.hrtime.bigint();
    if (pool === null || pool.busy) {
      this.run(slots, start, end, this.stackBase);
      this.nsPerIteration = Number(process.hrtime.bigint() - t0) / n;
      return;
    }
    const stack = this.stackBase;
    const run = this.run;
    const share = pool.runSync(this.pooled, this.job(pool, slots, start, end, pool.size + 1), (s, a, b) => run(s, a, b, stack));
    const wall = Number(process.hrtime.bigint() - t0);
    // What the range would cost on one thread. The wall time times the threads counts the
    // pool's wake-up and join once per thread: a range of a few µs looked like hundreds and
    // never ran inline again (4096 elements on 8 threads went through the pool at every
    // launch). So: the calling thread's own chunks, but never less than the wall time beyond
    // the pool's own cost (its chunks may have been the range's cheap ones: a launch of
    // milliseconds is not a few µs of work). Without a chunk of its own (callerShare 0, or the
    // workers took every chunk), the wall-time bound is all there is.
    this.nsPerIteration = share.iterations > 0
      ? Math.max((share.ms * 1e6) / share.iterations, (wall - POOL_COST_NS) / n)
      : (wall * (pool.size + 1)) / n;
  }

  /**
   * Writes the launch's array offsets and status offset into the pack, stages the arrays that
   * are not views of the memory, and packs the scalars and lengths.
   */
  private prepare(args: readonly unknown[], statusAddr: number): Staged[] {
    const heap = this.rt.heap;
    const pack32 = this.pack32;
    let staged: Staged[] | null = null;
    let byBuffer: Map<ArrayBufferLike, { views: [number, TypedArray][]; written: boolean }> | null = null;
    for (const [slot, param] of this.arraySlots) {
      const arg = args[param];
      const view = storageOf(arg)!;
      const addr = heap.viewAddress(view);
      if (addr >= 0) {
        if (heap.isReleased(view)) {
          throw new KernelRangeError(`argument ${param + 1} is a wasm array that was freed (tack.wasmFree); it cannot be launched on`, { kernelName: this.kernelName });
        }
        // a TypedArray made over the memory by hand (tack.arrays were checked when made): it must
        // lie in a live array's storage, or the kernel would write what the allocator gives out
        if (arg === view && heap.ownerOf(view) === null) {
          throw new RangeError(
            `argument ${param + 1} is a view of the wasm memory that no live wasm array owns (bytes ${addr} to ${addr + taByteLength(view)}); ` +
              `make its storage with tack.empty(n, dtype, { device: "wasm" }) and pass that array or its toTypedArray()`,
          );
        }
        pack32[2 * slot] = addr;
        pack32[2 * slot + 1] = 0;
        continue;
      }
      byBuffer ??= new Map();
      const b = taBuffer(view);
      let group = byBuffer.get(b);
      if (!group) byBuffer.set(b, (group = { views: [], written: false }));
      group.views.push([slot, view]);
      group.written ||= this.written.has(param);
    }
    if (byBuffer !== null) {
      staged = [];
      try {
        for (const [buffer, group] of byBuffer) staged.push(this.stageGroup(buffer, group.views, group.written));
      } catch (e) {
        this.release(staged);
        throw e;
      }
    }
    if (this.statusSlot >= 0) {
      pack32[2 * this.statusSlot] = statusAddr;
      pack32[2 * this.statusSlot + 1] = 0;
    }
    this.packer.write(args);
    return staged ?? [];
  }

  /** One block for the views of one buffer, at the same offsets modulo 16 (atomics need alignment). */
  private stageGroup(buffer: ArrayBufferLike, views: [number, TypedArray][], written: boolean): Staged {
    let lo = Infinity;
    let hi = 0;
    for (const [, v] of views) {
      const o = taByteOffset(v);
      lo = Math.min(lo, o);
      hi = Math.max(hi, o + taByteLength(v));
    }
    const base = lo - (lo % 16);
    const heap = this.rt.heap;
    const addr = heap.allocate(hi - base);
    const bytes = new Uint8Array(heap.buffer, addr, hi - base);
    const source = new Uint8Array(buffer, base, hi - base);
    bytes.set(source);
    for (const [slot, v] of views) {
      this.pack32[2 * slot] = addr + (taByteOffset(v) - base);
      this.pack32[2 * slot + 1] = 0;
    }
    return { addr, bytes, source, writtenBack: written };
  }

  private unstage(staged: Staged[]): void {
    for (const s of staged) if (s.writtenBack) s.source.set(s.bytes);
  }

  private release(staged: Staged[]): void {
    for (const s of staged) this.rt.heap.free(s.addr);
  }
}
