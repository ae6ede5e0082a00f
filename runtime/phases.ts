/**
 * Kernels of several phases (README "Several phases"): a kernel body with several top-level
 * parallel loops, statements that write array elements, and host loops around them. The
 * compiler splits it (compiler/lower.ts lowerKernelBody): each phase is an ordinary one-loop
 * kernel of its own (a request with `phase: k`, the preamble recomputed in each), and every
 * phase's result carries the schedule. So every generator and backend sees one-loop kernels
 * only, and each phase is a variant with the usual caches, tiers and fault reports; this file
 * runs the schedule: one launch per phase, in program order, a host loop's body as many times
 * as its bounds say. Each launch returns (CPU, wasm) or is queued on the device's one in-order
 * queue (CUDA, OpenCL) after the one before, which is the barrier between phases. A host
 * loop's counter is a hidden scalar parameter of every phase (compiler/lower.ts lowerHostLoop,
 * after the kernel's own and before the Math.random seed): each launch gets its current value,
 * and so do the bounds evaluated inside the loop.
 */
import { compileBound, type LaunchPlan } from "./launch.js";
import type { CompileResult, ScheduleEntry } from "./request.js";
import { KernelRangeError, lineColumn } from "./errors.js";

/** What kernel.ts launches: one variant's LaunchPlan, or a PhasedPlan of several. */
export interface Plan {
  readonly result: CompileResult;
  readonly writtenParams: number[];
  launch(args: readonly unknown[], deadline?: bigint): void;
  /** launch(args) with no time limit, for arguments a warm check (runtime/warm-launch.ts) passed. */
  launchWarm(args: readonly unknown[]): void;
  /** Whether launchWarm does less than launch() (its program has a warm path); else the warm check calls launch(). */
  readonly warmProgram: boolean;
  launchAsync(args: readonly unknown[], deadline: bigint, signal?: AbortSignal): Promise<void>;
}

type Bound = (args: readonly unknown[]) => number;

/** A schedule with its host loops' bounds compiled to closures. */
type Step = number | { from: Bound; to: Bound; param: number; body: Step[] };

function compileSchedule(entries: ScheduleEntry[]): Step[] {
  return entries.map((e) => (typeof e === "number" ? e : { from: compileBound(e.from).eval, to: compileBound(e.to).eval, param: e.param, body: compileSchedule(e.body) }));
}

/** The host loops' counter parameters: how many, and where (they are consecutive). */
function counterSlots(entries: ScheduleEntry[], out: number[] = []): number[] {
  for (const e of entries) {
    if (typeof e === "number") continue;
    out.push(e.param);
    counterSlots(e.body, out);
  }
  return out;
}

/** How many hidden counter parameters a kernel's host loops add (0 for a one-loop kernel). */
export function hostLoopCounters(result: CompileResult): number {
  return result.phases === undefined ? 0 : counterSlots(result.phases.schedule).length;
}

/** The name prefix of a host loop's counter parameter (compiler/lower/structure.ts COUNTER_PARAM_PREFIX). */
export const COUNTER_PARAM_PREFIX = "tack.counter";

/** Host loops run at most this many trips per launch (a bound beyond it is a mistake, not work). */
const MAX_TRIPS = 2 ** 31;

export class PhasedPlan implements Plan {
  readonly result: CompileResult;
  readonly writtenParams: number[];
  private readonly steps: Step[];

  /** `plans[k]`: phase k's plan, all for the same arguments' classes on one backend. */
  constructor(readonly kernelName: string, readonly plans: readonly LaunchPlan[]) {
    // every phase's parameters carry the whole kernel's written flags (the compiler lowers all phases)
    this.result = plans[0].result;
    this.writtenParams = plans[0].writtenParams;
    this.steps = compileSchedule(this.result.phases!.schedule);
    const slots = counterSlots(this.result.phases!.schedule);
    this.counters = slots.length;
    this.firstCounter = slots.length > 0 ? Math.min(...slots) : 0;
  }

  private readonly counters: number;
  private readonly firstCounter: number;

  /** The arguments with every counter slot in place (0 until its loop runs). */
  private withCounters(args: readonly unknown[]): unknown[] {
    if (this.counters === 0) return args as unknown[];
    const at = this.firstCounter;
    return [...args.slice(0, at), ...new Array<number>(this.counters).fill(0), ...args.slice(at)];
  }

  private trips(step: { from: Bound; to: Bound }, args: readonly unknown[]): number {
    const n = step.to(args) - step.from(args);
    if (n > MAX_TRIPS) {
      throw new KernelRangeError(`a host loop around phases would run ${n} times, more than 2^31; launch the kernel in parts`, { kernelName: this.kernelName });
    }
    return n > 0 ? n : 0;
  }

  launch(args: readonly unknown[], deadline = 0n): void {
    this.run(this.steps, this.withCounters(args), deadline);
  }

  /** Its phases launch through launch(): no warm path of their own. */
  readonly warmProgram = false;

  launchWarm(args: readonly unknown[]): void {
    this.launch(args, 0n);
  }

  /** `args` holds the counters' slots; a host loop sets its own before each trip (each launch gets a copy). */
  private run(steps: Step[], args: unknown[], deadline: bigint): void {
    for (const s of steps) {
      if (typeof s === "number") {
        this.plans[s].launch(this.counters > 0 ? args.slice() : args, deadline);
        continue;
      }
      const from = s.from(args);
      for (let k = 0, n = this.trips(s, args); k < n; k++) {
        args[s.param] = from + k;
        this.run(s.body, args, deadline);
      }
    }
  }

  launchAsync(args: readonly unknown[], deadline: bigint, signal?: AbortSignal): Promise<void> {
    return this.runAsync(this.steps, this.withCounters(args), deadline, signal);
  }

  private async runAsync(steps: Step[], args: unknown[], deadline: bigint, signal?: AbortSignal): Promise<void> {
    for (const s of steps) {
      signal?.throwIfAborted();
      if (typeof s === "number") {
        // a copy: the launch may read its arguments after this await starts, and the loop moves on
        await this.plans[s].launchAsync(args.slice(), deadline, signal);
        continue;
      }
      const from = s.from(args);
      for (let k = 0, n = this.trips(s, args); k < n; k++) {
        args[s.param] = from + k;
        await this.runAsync(s.body, args, deadline, signal);
      }
    }
  }
}

/** The comment prefix of a target's code (for inspect()'s phase headers). */
function commentOf(target: string): string {
  if (target === "llvm") return ";";
  if (target === "wat") return ";;";
  return "//";
}

const PHASE_HEADER = /^(?:;|;;|\/\/) phase \d+ \(\d+:\d+\)$/;

/** inspect()'s text split into one code per phase (a one-loop kernel's text is its one code). */
export function phaseCodes(text: string): string[] {
  const lines = text.split("\n");
  if (!lines.some((l) => PHASE_HEADER.test(l))) return [text];
  const out: string[][] = [];
  for (const l of lines) {
    if (PHASE_HEADER.test(l)) out.push([]);
    else if (out.length > 0) out[out.length - 1].push(l);
  }
  return out.map((l) => l.join("\n"));
}

/** inspect()'s text of a kernel of several phases: each phase's code under a header naming its place. */
export function inspectPhases(results: readonly CompileResult[], source: string): string {
  const c = commentOf(results[0].target);
  const info = results[0].phases!;
  const head = `${c} ${info.count} phases, launched in the order ${JSON.stringify(info.schedule)} (a number: a phase; {from, to, body}: a host loop)`;
  const parts = results.map((r, k) => {
    const { line, column } = lineColumn(source, info.sites[k][0]);
    return `${c} phase ${k} (${line}:${column})\n${r.code}`;
  });
  return [head, ...parts].join("\n");
}
