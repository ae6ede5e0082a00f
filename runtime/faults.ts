/**
 * A launch's status block and the faults it reports (DESIGN.md §8, "Safe by default";
 * compiler/codegen/llvm/safety.ts writes it). Four 64-bit words, shared with the running
 * kernel:
 *   [0] state: 0 running; k > 0 the access at ABI site k-1 was out of bounds; -1 past the
 *       deadline; -2 cancelled by the host (an AbortSignal writes it while the kernel runs)
 *   [1] the out-of-bounds index
 *   [2] the deadline in CLOCK_MONOTONIC nanoseconds (process.hrtime.bigint() reads the same
 *       clock on Linux), 0 for none
 *   [3] the length the out-of-bounds index was checked against
 * A backend resets it before a launch and turns a nonzero state into a LaunchFault after;
 * the launch plan, which knows the kernel's source, turns that into the user's error.
 */

export const STATUS_WORDS = 4;
export const STATE_TIMEOUT = -1n;
export const STATE_CANCELLED = -2n;

export type FaultKind = "range" | "timeout" | "cancelled";

/** A checked access that failed, or a launch stopped early; not shown to users as is. */
export class LaunchFault extends Error {
  constructor(
    readonly kind: FaultKind,
    /** The ABI site of the failed access (kind "range"). */
    readonly site: number,
    readonly index: bigint,
    /** The array's length at the failed access (-1n when unknown). */
    readonly length: bigint = -1n,
  ) {
    super(`launch fault: ${kind}`);
    this.name = "LaunchFault";
  }
}

export function newStatus(): BigInt64Array {
  return new BigInt64Array(STATUS_WORDS);
}

/** Readies a status block for a launch; `deadline` in monotonic nanoseconds, 0n for none. */
export function resetStatus(status: BigInt64Array, deadline: bigint): void {
  status[0] = 0n;
  status[1] = 0n;
  status[2] = deadline;
}

/** The fault a finished launch reported, or null. */
export function faultOf(status: BigInt64Array): LaunchFault | null {
  const s = status[0];
  if (s === 0n) return null;
  if (s > 0n) return new LaunchFault("range", Number(s) - 1, status[1], status[3]);
  return new LaunchFault(s === STATE_TIMEOUT ? "timeout" : "cancelled", -1, 0n);
}
