/**
 * @fileoverview How LLVM IR spells the safety operations (DESIGN.md §8, "Safe by default"):
 * bounds checks and cancellation polls. Every kernel and device function gets two hidden
 * pointers: `%status`, the launch's status block, and `%budget`, iterations left before the
 * next poll.
 *
 * The status block (four i64s, owned by the runtime per launch):
 *   [0] state: 0 running; k > 0 the access at site k-1 was out of bounds; -1 past the deadline;
 *       -2 cancelled by the host (an AbortSignal writes it while the kernel runs)
 *   [1] the out-of-bounds index (written by the first failing access only)
 *   [2] the deadline, CLOCK_MONOTONIC nanoseconds (0: none)
 *   [3] the length the failed index was checked against
 *
 * A checked access that fails reports itself (the first failure of the launch wins) and
 * leaves the function through its abort block, so nothing outside an array is touched; other
 * threads see the state at their next poll and stop too.
 */

import { LLVMSemantics } from "./semantics";

/** Iterations between two polls of the status block (and the clock, when there is a deadline). */
export const POLL_ITERATIONS: i32 = 65536;

export class LLVMSafety extends LLVMSemantics {
  /** The current function's hidden pointers and its abort block. */
  status: string = "%status";
  budget: string = "%budget";

  abortLabel: string = "abort";
  abortUsed: bool = false;

  /** The reporting helper (declared with the first checked access). */
  declareOob(): void {
    this.declareOnce("define internal void @tack.oob(i64* %status, i64 %site, i64 %index, i64 %length) #2 {\n" +
      "entry:\n  %r = cmpxchg i64* %status, i64 0, i64 %site seq_cst seq_cst\n" +
      "  %first = extractvalue { i64, i1 } %r, 1\n  br i1 %first, label %record, label %done\n" +
      "record:\n  %p = getelementptr i64, i64* %status, i64 1\n  store i64 %index, i64* %p\n" +
      "  %q = getelementptr i64, i64* %status, i64 3\n  store i64 %length, i64* %q\n  br label %done\n" +
      "done:\n  ret void\n}");
  }

  /** The polling helper (declared with the first poll). */
  declarePoll(): void {
    this.declareOnce("declare i32 @clock_gettime(i32, { i64, i64 }*)");
    // true: stop (a failure elsewhere, a host cancel, or past the deadline, which it records)
    this.declareOnce("define internal i1 @tack.poll(i64* %status) #2 {\n" +
      "entry:\n  %ts = alloca { i64, i64 }\n  %s = load atomic i64, i64* %status monotonic, align 8\n" +
      "  %bad = icmp ne i64 %s, 0\n  br i1 %bad, label %stop, label %clock\n" +
      "clock:\n  %dp = getelementptr i64, i64* %status, i64 2\n  %deadline = load atomic i64, i64* %dp monotonic, align 8\n" +
      "  %none = icmp eq i64 %deadline, 0\n  br i1 %none, label %go, label %now\n" +
      "now:\n  %rc = call i32 @clock_gettime(i32 1, { i64, i64 }* %ts)\n" +
      "  %secp = getelementptr { i64, i64 }, { i64, i64 }* %ts, i32 0, i32 0\n  %sec = load i64, i64* %secp\n" +
      "  %nsp = getelementptr { i64, i64 }, { i64, i64 }* %ts, i32 0, i32 1\n  %nsec = load i64, i64* %nsp\n" +
      "  %secns = mul i64 %sec, 1000000000\n  %t = add i64 %secns, %nsec\n" +
      "  %late = icmp sge i64 %t, %deadline\n  br i1 %late, label %timeout, label %go\n" +
      "timeout:\n  %r = cmpxchg i64* %status, i64 0, i64 -1 seq_cst seq_cst\n  br label %stop\n" +
      "stop:\n  ret i1 true\ngo:\n  ret i1 false\n}");
  }

  /** Counts `n` iterations against the budget; past it, polls, and leaves through the abort block if told to stop. */
  pollBy(n: string): void {
    this.declarePoll();
    const b = this.op("load i64, i64* " + this.budget);
    const b2 = this.op("sub i64 " + b + ", " + n);
    this.emitLine("store i64 " + b2 + ", i64* " + this.budget);
    const due = this.op("icmp slt i64 " + b2 + ", 0");
    const poll = this.newLabel("poll");
    const go = this.newLabel("poll.go");
    this.emitLine("br i1 " + due + ", label %" + poll + ", label %" + go);
    this.startBlock(poll);
    this.emitLine("store i64 " + POLL_ITERATIONS.toString() + ", i64* " + this.budget);
    const stop = this.op("call i1 @tack.poll(i64* " + this.status + ")");
    this.emitLine("br i1 " + stop + ", label %" + this.abortLabel + ", label %" + go);
    this.abortUsed = true;
    this.startBlock(go);
  }

  /**
   * A checked access: `index u< length` continues in a fresh block; otherwise the failure is
   * reported (the first of the launch wins) and the function leaves through its abort block,
   * so nothing outside an array is touched and the rest of the launch stops at its polls. The
   * failure blocks are cold and never rejoin, which keeps LLVM's work linear in the accesses.
   */
  checkIndex(index: string, length: string, site: i32): void {
    this.declareOob();
    const ok = this.op("icmp ult i64 " + index + ", " + length);
    const inb = this.newLabel("inb");
    const oob = this.newLabel("oob");
    this.emitLine("br i1 " + ok + ", label %" + inb + ", label %" + oob + ", !prof !2");
    this.startBlock(oob);
    this.emitLine("call void @tack.oob(i64* " + this.status + ", i64 " + (site + 1).toString() + ", i64 " + index + ", i64 " + length + ")");
    this.br(this.abortLabel);
    this.abortUsed = true;
    this.startBlock(inb);
  }
}
