/**
 * A compiled variant on the CPU (the "cpu-chunk" ABI of compiler/codegen/llvm): one chunk
 * wrapper `tack_chunk_<name>(const uint64_t* slots, int64_t start, int64_t end)` over 8-byte
 * argument slots. Scalars and the hidden lengths go into the plan's slots, written in place at
 * each launch; array arguments are passed as the TypedArrays themselves, whose memory the shim
 * hands to the chunk. How each slot is written is decided once, here, so a launch only packs.
 */
import { isMainThread } from "node:worker_threads";
import { storageOf } from "../args.js";
import type { Program } from "../backend.js";
import type { TypedArray } from "../dtypes.js";
import type { CompileResult, CpuChunkAbi } from "../request.js";
import { faultOf, newStatus, STATE_CANCELLED } from "../faults.js";
import type { CpuShim, JitModule, LaunchInfo, Plan } from "./cpu-shim.js";
import { chunkSlotWrites, SlotPacker } from "./slot-pack.js";

/** The host storage of an array argument (a TypedArray, a tack.Array, or a texture's copy). */
export function dataOf(a: unknown): TypedArray {
  return storageOf(a)!;
}

export class CpuProgram implements Program {
  readonly artifact: JitModule;
  private readonly plan: Plan;
  private readonly shim: CpuShim;
  private readonly packer: SlotPacker;
  private readonly run: (start: number, end: number, args: readonly unknown[]) => void;
  /** A worker thread's launch with no time limit (see detachedRunner); null on the main thread. */
  private readonly runDetached: ((start: number, end: number, args: readonly unknown[]) => void) | null;
  /** The launch status block (runtime/faults.ts), passed in the ABI's status slot. */
  private readonly status = newStatus();
  /** The state word's two halves, read without making a bigint (the hot path checks them). */
  private readonly state32 = new Int32Array(this.status.buffer, 0, 2);
  private deadline = 0n;
  private readonly arrayParams: number[];
  private readonly numThreads: number;

  constructor(shim: CpuShim, mod: JitModule, result: CompileResult, numThreads: number) {
    const abi = result.abi as CpuChunkAbi;
    // loops, not forEach/findIndex with closures: each closure is one more function a fresh
    // process's first launch from the disk cache runs for the first time (issue 9)
    const arraySlots: number[] = [];
    const params = result.params;
    for (let i = 0; i < params.length; i++) if (params[i].kind !== "scalar") arraySlots.push(i);
    const arrayParams = arraySlots.slice();
    // the status block goes to the shim like one more array, into its slot
    let statusSlot = -1;
    for (let i = 0; i < abi.slots.length && statusSlot < 0; i++) if (abi.slots[i].status === true) statusSlot = i;
    arraySlots.push(statusSlot);
    this.artifact = mod;
    this.shim = shim;
    this.plan = shim.createPlan(mod, 0, abi.slots.length, arraySlots, arraySlots.length - 1);
    this.run = cpuRunner(shim, this.plan, numThreads, arrayParams, this.status);
    this.runDetached = isMainThread ? null : detachedRunner(shim, this.plan, numThreads, arrayParams, this.status);
    this.arrayParams = arrayParams;
    this.numThreads = numThreads;
    this.packer = new SlotPacker(this.plan.pack, chunkSlotWrites(abi.slots, result.params));
  }

  /**
   * Packs the call's scalars and lengths and runs [start, end) on the shim's pool; throws the
   * LaunchFault the kernel reported (an out-of-bounds access, the deadline passed).
   */
  launch(args: readonly unknown[], start: number, end: number, deadline = 0n): void {
    const state = this.state32;
    // only what a launch changes is rewritten: the state (after a fault) and the deadline
    if (state[0] !== 0 || state[1] !== 0) this.status[0] = 0n;
    if (deadline !== this.deadline) {
      this.status[2] = deadline;
      this.deadline = deadline;
    }
    this.pack(args);
    // a launch with a deadline ends by itself; in a worker, one without is run so that
    // worker.terminate() can stop it
    if (deadline === 0n && this.runDetached !== null) this.runDetached(start, end, args);
    else this.run(start, end, args);
    if (state[0] !== 0 || state[1] !== 0) throw faultOf(this.status)!;
  }

  /**
   * The same on the libuv pool (the shim copies the pack at the call), with a status block of
   * its own, so launches in flight never share one; an abort writes "cancelled" into it while
   * the kernel runs, and the kernel stops at its next poll.
   */
  async launchAsync(args: readonly unknown[], start: number, end: number, deadline: bigint, signal?: AbortSignal): Promise<void> {
    const status = newStatus();
    status[2] = deadline;
    this.pack(args);
    const arrays = this.arrayParams.map((i) => dataOf(args[i]));
    const cancel = () => void Atomics.compareExchange(status, 0, 0n, STATE_CANCELLED);
    signal?.addEventListener("abort", cancel, { once: true });
    try {
      await this.shim.launchAsync(this.plan, this.numThreads, start, end, ...arrays, status);
    } finally {
      signal?.removeEventListener("abort", cancel);
    }
    const fault = faultOf(status);
    if (fault) throw fault;
  }

  /**
   * Program.rehearse: this launch and launchAsync over an empty range. The arguments are
   * packed (every launch rewrites the slots it reads) and the shim checks them, then returns
   * before calling the kernel (shims/cpu/pool.cc runLaunch: nothing runs, nothing is counted).
   */
  rehearse(args: readonly unknown[]): Promise<void> {
    this.launch(args, 0, 0);
    return this.launchAsync(args, 0, 0, 0n);
  }

  /** Writes the call's scalars and lengths into the plan's slots. */
  private pack(args: readonly unknown[]): void {
    this.packer.write(args);
  }

  /** The shim's counters for this program: serial and parallel launches, its cost estimate. */
  info(): LaunchInfo {
    return this.shim.launchInfo(this.plan);
  }
}

/**
 * A worker thread's synchronous launch: the kernel runs on libuv's pool while this thread
 * waits in Atomics.wait, which worker.terminate() (and process.exit() on the main thread)
 * interrupts; the worker's teardown then cancels the kernel at its next poll. Run on the
 * worker's own JS thread, a kernel with no time limit would keep the worker, and a
 * process.exit() that waits for it, from ever ending. Costs a thread hand-off per launch, so
 * only launches with no time limit take it: one with a limit ends by itself.
 */
function detachedRunner(
  shim: CpuShim, plan: Plan, t: number, idx: number[], st: BigInt64Array,
): (s: number, e: number, args: readonly unknown[]) => void {
  const done = new Int32Array(new SharedArrayBuffer(4));
  return (s, n, x) => {
    done[0] = 0;
    let failure: unknown;
    shim.launchDetached(plan, t, s, n, done, ...idx.map((i) => dataOf(x[i])), st).catch((e) => (failure = e));
    waitForWord(done);
    if (done[0] !== 1) throw new Error(`the CPU shim's launch failed natively${failure ? `: ${String(failure)}` : ""}`);
  };
}

/**
 * Blocks until `word[0]` is non-zero: spins for up to 100 µs (a timed wait sleeps at least the
 * kernel's 50 µs timer slack, more than a short launch takes), then waits in steps that back
 * off to 1 ms. Nothing can notify it: the word is set by a native thread.
 */
function waitForWord(word: Int32Array): void {
  if (Atomics.load(word, 0) !== 0) return;
  const spinUntil = performance.now() + 0.1;
  do {
    for (let i = 0; i < 64; i++) if (Atomics.load(word, 0) !== 0) return;
  } while (performance.now() < spinUntil);
  let ms = 0.05;
  while (Atomics.load(word, 0) === 0) {
    Atomics.wait(word, 0, 0, ms);
    ms = Math.min(ms * 2, 1);
  }
}

/**
 * The launch call for a plan, with the array arguments taken straight from the call's
 * arguments: fixed arities avoid building an array and spreading it on every launch.
 */
function cpuRunner(
  shim: CpuShim, plan: Plan, t: number, idx: number[], st: BigInt64Array,
): (s: number, e: number, args: readonly unknown[]) => void {
  const L = shim.launch;
  // indexed, not destructured: a destructuring runs the array iterator (a first launch's cost)
  const a = idx[0], b = idx[1], c = idx[2], d = idx[3], e = idx[4], f = idx[5], g = idx[6], h = idx[7];
  switch (idx.length) {
    case 0: return (s, n) => L(plan, t, s, n, st);
    case 1: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), st);
    case 2: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), st);
    case 3: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), st);
    case 4: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), dataOf(x[d]), st);
    case 5: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), dataOf(x[d]), dataOf(x[e]), st);
    case 6: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), dataOf(x[d]), dataOf(x[e]), dataOf(x[f]), st);
    case 7: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), dataOf(x[d]), dataOf(x[e]), dataOf(x[f]), dataOf(x[g]), st);
    case 8: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), dataOf(x[d]), dataOf(x[e]), dataOf(x[f]), dataOf(x[g]), dataOf(x[h]), st);
    default: return (s, n, x) => L(plan, t, s, n, ...idx.map((i) => dataOf(x[i])), st);
  }
}
