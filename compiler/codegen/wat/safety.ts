/**
 * @fileoverview How WebAssembly spells the safety operations (DESIGN.md §8, "Safe by
 * default"; ABI.md "The status block"): bounds checks and cancellation polls. The launch's
 * status block offset and the poll budget are globals of the instance (one instance per
 * thread), set at chunk entry, so device functions need no hidden parameters. Each function
 * counts the budget in a local (`$bud`: a register in the hot loop, where a global would be a
 * load and a store per iteration) and hands it over through the global around calls.
 *
 * Wasm has no clock: the module never reads the deadline. The host writes the state (-1 past
 * the deadline, -2 cancelled) from another thread, and every poll reads it.
 */

import { Type } from "../../types";
import { WatSemantics } from "./semantics";

/** Iterations between two polls of the status block. */
export const POLL_ITERATIONS: i32 = 65536;

/** Module-level helpers of the safety operations. */
export const OOB_HELPER: string =
  "  (func $tack_oob (param $site i64) (param $index i64) (param $length i64)\n" +
  "    ;; the first failure of the launch wins; the others see it at their next poll\n" +
  "    (if (i64.eqz (i64.atomic.rmw.cmpxchg (global.get $status) (i64.const 0) (local.get $site)))\n" +
  "      (then\n" +
  "        (i64.atomic.store offset=8 (global.get $status) (local.get $index))\n" +
  "        (i64.atomic.store offset=24 (global.get $status) (local.get $length)))))";

export const STOPPED_HELPER: string =
  "  (func $tack_stopped (result i32)\n" +
  "    (i64.ne (i64.atomic.load (global.get $status)) (i64.const 0)))";

export class WatSafety extends WatSemantics {
  /** What leaving the current function looks like: `(return)` in the chunk; device functions also make the caller poll at once. */
  abortText: string = "(return)";

  /** Leaves the function (the launch failed or was stopped). */
  abort(): void {
    this.effect(this.abortText);
  }

  /** Counts `n` (an i64 value) iterations against the budget; past it, polls, and leaves if told to stop. */
  pollBy(n: string): void {
    this.helperOnce(STOPPED_HELPER);
    this.effect("(local.set $bud (i64.sub (local.get $bud) " + n + "))");
    this.open("(if (i64.lt_s (local.get $bud) (i64.const 0))");
    this.open("(then");
    this.effect("(local.set $bud (i64.const " + POLL_ITERATIONS.toString() + "))");
    this.open("(if (call $tack_stopped)");
    this.open("(then");
    this.abort();
    this.close();
    this.close();
    this.close();
    this.close();
  }

  /** A chunk of a launch that already failed elsewhere (or was cancelled) does not start. */
  stopIfStopped(): void {
    this.helperOnce(STOPPED_HELPER);
    this.open("(if (call $tack_stopped)");
    this.open("(then");
    this.abort();
    this.close();
    this.close();
  }

  /**
   * A checked access: `index u< length`, else the failure is reported (the first of the launch
   * wins) and the function leaves, so nothing outside an array is touched.
   */
  checkIndex(index: string, length: string, site: i32): void {
    this.helperOnce(OOB_HELPER);
    this.open("(if (i64.ge_u " + index + " " + length + ")");
    this.open("(then");
    this.effect("(call $tack_oob (i64.const " + (site + 1).toString() + ") " + index + " " + length + ")");
    this.abort();
    this.close();
    this.close();
  }

  /** The abort of a device function returning `rt`: the caller's next poll comes at once. */
  deviceAbort(rt: Type): string {
    const ret = rt.isVoid ? "(return)" : "(return " + this.zero(rt) + ")";
    return "(global.set $budget (i64.const -1)) " + ret;
  }
}
