/**
 * A compiled variant on a GPU backend (the "gpu-kernel" ABI, runtime/backends/gpu-abi.ts).
 * A launch packs the call's scalars, lengths and range into the plan's 8-byte slots, hands
 * the shim the device buffers in slot order and returns once the launch is queued: the
 * backend's queue runs launches, copies and fills in program order, and a fault the kernel
 * writes into this program's status buffer surfaces at the next wait (GpuBackend.wait).
 *
 * Host TypedArrays given as arguments are staged: copied into device memory before the
 * launch and, when the kernel may write them, copied back after it, which waits.
 */
import { storageOf, taBuffer, taByteLength, taByteOffset } from "../args.js";
import { isTackArray } from "../array.js";
import type { Program } from "../backend.js";
import { KernelError, KernelRangeError } from "../errors.js";
import { faultOf, LaunchFault } from "../faults.js";
import type { CompileResult } from "../request.js";
import type { GpuBackend, GpuBuffer } from "./gpu.js";
import { GPU_STATUS_WORDS, type GpuLayout } from "./gpu-abi.js";
import { SlotPacker, type SlotWrite } from "./slot-pack.js";

export class GpuProgram implements Program {
  readonly artifact: unknown;
  readonly kernelName: string;
  readonly layout: GpuLayout;
  private readonly backend: GpuBackend;
  private readonly plan: unknown;
  /** The slots an array argument decides (its length, its extents). */
  private readonly lengthPacker: SlotPacker;
  /** The slots every call writes (scalars, the range). */
  private readonly callPacker: SlotPacker;
  /**
   * Per buffer slot: the device array the last launch passed there (the status slot: the
   * status buffer), when every array was a device array; else empty. A launch with the same
   * array objects finds their lengths and buffers already in place (a tack.Array is frozen:
   * the same object is the same buffer and shape). Like the kernel's last-launch cache, this
   * keeps the last launch's arrays alive until another launch or the program goes.
   */
  private lastArrays: unknown[] = [];
  /** For each buffer slot in order: the kernel parameter it passes, or -1 for the status buffer. */
  private readonly bufferParams: number[] = [];
  /** Parameters the kernel may write (host arrays given for them are copied back). */
  private readonly written: Set<number>;
  /** The device status buffer (GPU_STATUS_WORDS 64-bit words) this program's launches report into. */
  readonly status: GpuBuffer;
  /** The buffers of the launch being queued, in slot order (reused: a launch is queued synchronously). */
  private readonly buffers: GpuBuffer[] = [];
  /** Whether the backend lists this program among those launched since its last wait. */
  pending = false;
  /** The arguments of the launches queued since the last wait, for the fault's message. */
  pendingArgs: readonly unknown[] | null = null;
  /** A whole range is one launch up to the device's grid limit (no CPU-sized slices: each costs a launch). */
  readonly maxSlice: number;

  constructor(backend: GpuBackend, kernelName: string, result: CompileResult, layout: GpuLayout, module: unknown, artifact: unknown) {
    this.backend = backend;
    this.kernelName = kernelName;
    this.layout = layout;
    this.artifact = artifact;
    this.maxSlice = Math.min(Number.MAX_SAFE_INTEGER, backend.maxLaunchItems * layout.perThread);
    const { plan, pack } = backend.createPlan(module, layout.entry, layout.kinds);
    this.plan = plan;
    this.status = backend.allocBuffer(GPU_STATUS_WORDS * 8);
    backend.fillBuffer(this.status, new Uint8Array(1), 0, GPU_STATUS_WORDS * 8);
    this.written = new Set(result.params.flatMap((p, i) => (p.written ? [i] : [])));
    const lengthWrites: SlotWrite[] = [];
    const callWrites: SlotWrite[] = [];
    layout.slots.forEach((s, slot) => {
      if (s.kind === "array") this.bufferParams.push(s.param);
      else if (s.kind === "status") this.bufferParams.push(-1);
      else if (s.kind === "length") lengthWrites.push({ kind: "length", slot, param: s.param, dim: s.dim });
      else if (s.kind === "scalar") callWrites.push({ kind: "scalar", slot, param: s.param, dtype: s.dtype });
      else callWrites.push({ kind: s.kind, slot });
    });
    this.lengthPacker = new SlotPacker(pack, lengthWrites);
    this.callPacker = new SlotPacker(pack, callWrites);
    for (let i = 0; i < this.bufferParams.length; i++) this.buffers.push(this.status);
  }

  /**
   * Queues [start, end) and returns. A `deadline` (CLOCK_MONOTONIC ns) becomes the launch's
   * time limit where the backend's kernels keep one (CUDA: word 2 of the status buffer,
   * counted from the kernel's first clock poll, whose start word 4 is reset); OpenCL C has no
   * clock, so there a limited launch runs whole.
   */
  launch(args: readonly unknown[], start: number, end: number, deadline = 0n): void {
    this.queue(args, start, end, deadline);
  }

  /**
   * Program.launchWarm: [0, end) with no time limit, for the kernel's last arguments again.
   * With the same array objects at every buffer slot as this program's last launch, only the
   * call's slots are written; anything else (other arrays, a limit left from a limited launch)
   * takes queue()'s whole path.
   */
  launchWarm(args: readonly unknown[], end: number): void {
    if (this.limited || !this.sameArrays(args)) return this.queue(args, 0, end, 0n);
    if (this.pendingArgs === null) this.pendingArgs = args;
    this.callPacker.write(args, 0, end);
    this.backend.launchQueued(this, this.plan, end, this.buffers, true);
  }

  /**
   * Program.rehearse: the pack's writers over an empty range, nothing queued. A launch writes
   * every slot it reads before it queues; the lengths written here are the stand-ins', so the
   * same-arrays cache is emptied and the next launch writes its own.
   */
  rehearse(args: readonly unknown[]): void {
    this.callPacker.write(args, 0, 0);
    this.lengthPacker.write(args);
    this.lastArrays = [];
    this.sameArrays(args);
  }

  async launchAsync(args: readonly unknown[], start: number, end: number, deadline: bigint, signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    this.queue(args, start, end, deadline);
    await this.backend.waitAsync();
  }

  private queue(args: readonly unknown[], start: number, end: number, deadline: bigint): void {
    this.pendingArgs ??= args;
    if (this.backend.supportsTimeLimits && (this.limited || deadline !== 0n)) this.setLimit(deadline);
    this.callPacker.write(args, start, end);
    if (this.sameArrays(args)) {
      this.backend.launchQueued(this, this.plan, end - start, this.buffers, true);
      return;
    }
    this.lastArrays = [];
    this.lengthPacker.write(args);
    const buffers = this.buffers;
    const bufferParams = this.bufferParams;
    let staged: { param: number; host: ArrayBufferView; buffer: GpuBuffer }[] | null = null;
    for (let i = 0; i < bufferParams.length; i++) {
      const p = bufferParams[i];
      if (p < 0) {
        buffers[i] = this.status;
        continue;
      }
      const a = args[p];
      // isTackArray: the brand check itself (instanceof goes through Symbol.hasInstance)
      if (isTackArray(a) && (a.backend === this.backend || a.backend.memoryDomain === this.backend.memoryDomain)) {
        buffers[i] = a.buffer as GpuBuffer;
      } else {
        const host = storageOf(a);
        if (host === undefined) {
          throw new KernelError(`argument ${p + 1} is not in memory the ${this.backend.label} device can reach`, { kernelName: this.kernelName });
        }
        // the same memory given twice (in place: o = x) is one device buffer, as it is one array
        const same = staged?.find((s) => sameView(s.host, host));
        if (same) {
          buffers[i] = same.buffer;
          if (this.written.has(p)) same.param = p;
          continue;
        }
        const buffer = this.backend.stage(host);
        buffers[i] = buffer;
        (staged ??= []).push({ param: p, host, buffer });
      }
    }
    const items = end - start;
    try {
      this.backend.launchQueued(this, this.plan, items, buffers);
    } catch (e) {
      buffers.fill(this.status);
      throw e;
    }
    if (staged === null) {
      // device arrays only: the next launch with the same objects skips the lines above
      this.lastArrays = bufferParams.map((p) => (p < 0 ? this.status : args[p]));
    } else {
      buffers.fill(this.status); // hold no staged copy past its launch (the driver holds what it needs)
      // host arrays the kernel may write come back now: this waits, and reports a fault
      const back = staged.filter((s) => this.written.has(s.param));
      if (back.length) this.backend.copyBack(back.map((s) => ({ host: s.host, buffer: s.buffer })));
    }
  }

  /** The same array objects at every buffer slot as the last launch, which bound device arrays only? */
  private sameArrays(args: readonly unknown[]): boolean {
    const last = this.lastArrays;
    if (last.length === 0) return false;
    const bufferParams = this.bufferParams;
    for (let i = 0; i < bufferParams.length; i++) {
      const p = bufferParams[i];
      if (p >= 0 && args[p] !== last[i]) return false;
    }
    return true;
  }

  /** Whether the last limit written into the status buffer was nonzero. */
  private limited = false;

  /** Queues the time limit (word 2) and a fresh start time (word 4), leaving a fault's words alone. */
  private setLimit(deadline: bigint): void {
    // nanoseconds left; a deadline already passed leaves 1 ns, so the first poll stops
    const left = deadline - process.hrtime.bigint();
    const limit = deadline === 0n ? 0n : left > 0n ? left : 1n;
    this.backend.writeBuffer(this.status, 16, new BigInt64Array([limit]));
    this.backend.writeBuffer(this.status, 32, new BigInt64Array(1));
    this.limited = deadline !== 0n;
  }

  /** The fault its status buffer holds (read after a wait), resetting the buffer; or null. */
  takeFault(): LaunchFault | null {
    const words = new BigInt64Array(GPU_STATUS_WORDS);
    this.backend.readBuffer(this.status, words);
    const fault = faultOf(words);
    this.pendingArgs = null;
    if (fault) this.backend.fillBuffer(this.status, new Uint8Array(1), 0, GPU_STATUS_WORDS * 8);
    return fault;
  }

  /** Refuses a launch the device cannot express. */
  checkItems(items: number, maxItems: number): void {
    if (this.layout.fullGroups && items % this.layout.blockSize !== 0) {
      throw new KernelRangeError(
        `workgroup collectives require complete ${this.layout.blockSize}-lane groups; iteration count ${items} would create a partial workgroup`,
        { kernelName: this.kernelName },
      );
    }
    if (items > maxItems) {
      throw new KernelRangeError(
        `the parallel loop has ${items} iterations, more than the ${this.backend.label} device launches at once (${maxItems}); launch it in parts`,
        { kernelName: this.kernelName },
      );
    }
  }
}

/** Whether two host views are the same memory (the same buffer, offset and length). */
function sameView(a: ArrayBufferView, b: ArrayBufferView): boolean {
  return a === b || (taBuffer(a) === taBuffer(b) && taByteOffset(a) === taByteOffset(b) && taByteLength(a) === taByteLength(b));
}
