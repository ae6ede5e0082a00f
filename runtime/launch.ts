/**
 * A prepared launch of one compiled variant on one backend (DESIGN.md §4.1, the fast path's
 * second half). What is the same on every backend is decided here once per variant: the loop
 * bounds (compiled from the result's bound programs into closures), the written parameters
 * checked against read-only arrays, and the refusal of a negative start. Everything about
 * memory and calling conventions is the backend's Program.
 */
import { dimOf, lengthOf, scalarValue } from "./args.js";
import type { Program } from "./backend.js";
import { codeFrame, KernelError, KernelRangeError, KernelTimeoutError, lineColumn } from "./errors.js";
import { LaunchFault } from "./faults.js";
import type { BoundProgram, CompileResult, CpuChunkAbi, SiteInfo } from "./request.js";

type Bound = (args: readonly unknown[]) => number;

/**
 * Iterations per native launch (2^26: the benchmarks' largest ranges run whole, since every
 * slice is a pool launch of its own that may re-sample its cost serially): a larger range runs in slices, so that the pool's chunks,
 * which poll the status block (an error elsewhere, a cancel, the deadline) once each, stay
 * short; a slice costs about a microsecond, against milliseconds of work.
 */
const SLICE = 2 ** 26;

/** Iterations per `program.launch`: its own limit (a GPU's: a whole launch), else SLICE. */
function sliceOf(program: Program): number {
  return program.maxSlice ?? SLICE;
}

/**
 * One operand of a bound program: a constant, a parameter's value (`p<i>`), an array
 * parameter's length (`l<i>`) or its extent along a dimension (`s<i>.<d>`).
 */
export type BoundTerm =
  | { kind: "const"; value: number }
  | { kind: "value" | "length"; param: number }
  | { kind: "dim"; param: number; dim: number };

/** A bound program compiled once per variant (compileBound). */
export interface CompiledBound {
  /** The bound for a call's arguments. */
  readonly eval: Bound;
  /** The program's only token when it is one operand (LaunchPlan's fast path reads it inline), else null. */
  readonly term: BoundTerm | null;
}

/** The operand a token names, or null for an operator. The one place bound references are parsed. */
function termOf(t: number | string): BoundTerm | null {
  if (typeof t === "number") return { kind: "const", value: t };
  const k = t.charCodeAt(0);
  const isRef = t.length > 1 && t.charCodeAt(1) >= 48 && t.charCodeAt(1) <= 57;
  if (!isRef) return null;
  if (k === 112 /* p */) return { kind: "value", param: +t.slice(1) };
  if (k === 108 /* l */) return { kind: "length", param: +t.slice(1) };
  if (k === 115 /* s */) {
    const dot = t.indexOf(".");
    return { kind: "dim", param: +t.slice(1, dot), dim: +t.slice(dot + 1) };
  }
  return null;
}

function operand(term: BoundTerm): Bound {
  switch (term.kind) {
    case "const": {
      const c = term.value;
      return () => c;
    }
    case "value": {
      const i = term.param;
      return (args) => Number(scalarValue(args[i]));
    }
    case "length": {
      const i = term.param;
      return (args) => lengthOf(args[i]);
    }
    case "dim": {
      const { param: i, dim: d } = term;
      return (args) => dimOf(args[i], d);
    }
  }
}

/**
 * Compiles a bound program (see compiler/passes/analyze.ts) into a closure over a call's
 * arguments, once per variant, so a launch evaluates it without reading any text.
 */
export function compileBound(prog: BoundProgram): CompiledBound {
  const stack: Bound[] = [];
  // indexed, not for-of: a first launch would run the array iterator for it
  for (let i = 0; i < prog.length; i++) {
    const t = prog[i];
    const term = termOf(t);
    if (term !== null) {
      stack.push(operand(term));
    } else if (t === "neg") {
      const a = stack.pop()!;
      stack.push((args) => -a(args));
    } else {
      const b = stack.pop()!;
      const a = stack.pop()!;
      const op = t as string;
      binary(op, 0, 1); // reject unknown operators now, not at a launch
      stack.push((args) => binary(op, a(args), b(args)));
    }
  }
  if (stack.length !== 1) throw new Error(`malformed bound program ${JSON.stringify(prog)}`);
  return { eval: stack[0], term: prog.length === 1 ? termOf(prog[0]) : null };
}

function binary(op: string, a: number, b: number): number {
  switch (op) {
    case "+": return a + b;
    case "-": return a - b;
    case "*": return a * b;
    case "/": return b === 0 ? 0 : Math.trunc(a / b);
    case "//": return b === 0 ? 0 : Math.floor(a / b);
    case "%": return b === 0 ? 0 : a % b;
    case "<<": return a << (b & 31);
    case ">>": return a >> (b & 31);
    case ">>>": return a >>> (b & 31);
    case "&": return a & b;
    case "|": return a | b;
    case "^": return a ^ b;
    case "min": return Math.min(a, b);
    case "max": return Math.max(a, b);
    default: throw new Error(`unknown bound operator ${op}`);
  }
}

/** Each program's plan: a GPU backend turns a queued launch's fault into its error at a later wait. */
const plans = new WeakMap<Program, LaunchPlan>();

/** The plan that launches `program` (the latest one made for it). */
export function planOfProgram(program: Program): LaunchPlan | undefined {
  return plans.get(program);
}

export class LaunchPlan {
  readonly kernelName: string;
  readonly result: CompileResult;
  readonly program: Program;
  /** Array parameters the kernel may write (checked against read-only arrays). */
  readonly writtenParams: number[] = [];
  private readonly grid: boolean;
  private readonly startBound: Bound;
  private readonly extentBounds: Bound[];
  /**
   * A one-dimensional range from 0 to a parameter's value (`range(n)`) or an array
   * parameter's length (`range(out.length)`): the parameter's index, read inline by launch()
   * instead of through the two bound closures; else -1. `endIsLength`: which of the two.
   */
  private readonly endParam: number;
  private readonly endIsLength: boolean;
  /** Iterations per program launch (sliceOf). */
  private readonly slice: number;
  /** Whether the program has a warm launch (Program.launchWarm). */
  readonly warmProgram: boolean;

  /** The kernel's source and its scope functions' (ABI sites point into them). */
  private readonly sources: readonly string[];

  constructor(kernelName: string, result: CompileResult, program: Program, sources: readonly string[] = []) {
    this.kernelName = kernelName;
    this.sources = sources;
    this.result = result;
    this.program = program;
    this.slice = sliceOf(program);
    this.warmProgram = program.launchWarm !== undefined;
    // loops, not closures: fewer functions a fresh process's first launch runs (issue 9)
    const params = result.params;
    for (let i = 0; i < params.length; i++) if (params[i].written) this.writtenParams.push(i);
    this.grid = result.loop.grid;
    const start = compileBound(result.loop.start);
    const extents: CompiledBound[] = [];
    this.extentBounds = [];
    for (let i = 0; i < result.loop.extents.length; i++) {
      const e = compileBound(result.loop.extents[i]);
      extents.push(e);
      this.extentBounds.push(e.eval);
    }
    this.startBound = start.eval;
    const from = start.term;
    const to = extents.length === 1 ? extents[0].term : null;
    const end = !this.grid && from?.kind === "const" && from.value === 0 && (to?.kind === "value" || to?.kind === "length") ? to : null;
    this.endParam = end?.param ?? -1;
    this.endIsLength = end?.kind === "length";
    plans.set(program, this);
  }

  /**
   * Evaluates the loop range and runs it; an empty range launches nothing. Arguments were
   * validated by the caller. `deadline`: CLOCK_MONOTONIC nanoseconds (0n: no time limit).
   */
  launch(args: readonly unknown[], deadline = 0n): void {
    let start: number;
    let end: number;
    if (this.endParam >= 0) {
      // the terms compileBound found: the constant 0, a parameter's value or length, inline
      start = 0;
      const v = args[this.endParam];
      end = this.endIsLength ? lengthOf(v) : typeof v === "number" ? v : Number(scalarValue(v));
    } else if (this.grid) {
      start = 0;
      end = 1;
      for (const e of this.extentBounds) {
        const n = e(args);
        end = n <= 0 ? 0 : end * n;
      }
    } else {
      start = this.startBound(args);
      end = this.extentBounds[0](args);
    }
    if (!(end > start)) return;
    this.checkRange(start, end);
    try {
      // a huge range runs in slices, so the pool's chunks (each polled once) stay short
      const slice = this.slice;
      if (end - start <= slice) this.program.launch(args, start, end, deadline);
      else for (let s = start; s < end; s += slice) this.program.launch(args, s, Math.min(end, s + slice), deadline);
    } catch (e) {
      if (e instanceof LaunchFault) throw this.faultError(e, args);
      throw e;
    }
  }

  /**
   * launch(args) with no time limit, for arguments a warm check (runtime/warm-launch.ts)
   * passed: the range from its inline terms and, where the program has one, the program's warm
   * launch (Program.launchWarm); any other range goes through launch().
   */
  launchWarm(args: readonly unknown[]): void {
    const p = this.endParam;
    if (p < 0 || !this.warmProgram) return this.launch(args, 0n);
    const v = args[p];
    const end = this.endIsLength ? lengthOf(v) : typeof v === "number" ? v : Number(scalarValue(v));
    if (!(end > 0)) return;
    // more than one slice (or past 2^53 - 1, which launch() refuses): launch() slices it
    if (end > this.slice) return this.launch(args, 0n);
    try {
      this.program.launchWarm!(args, end);
    } catch (e) {
      if (e instanceof LaunchFault) throw this.faultError(e, args);
      throw e;
    }
  }

  /**
   * A launch's JavaScript without running the kernel (runtime/rehearsal.ts): the range
   * evaluated and checked, then the program's rehearsal (Program.rehearse).
   */
  rehearse(args: readonly unknown[]): Promise<void> | void {
    const [start, end] = this.range(args);
    if (end > start) this.checkRange(start, end);
    return this.program.rehearse?.(args);
  }

  /** The same off the event loop where the backend can; `signal` stops it while it runs. */
  async launchAsync(args: readonly unknown[], deadline: bigint, signal?: AbortSignal): Promise<void> {
    const [start, end] = this.range(args);
    if (!(end > start)) return;
    this.checkRange(start, end);
    try {
      for (let s = start; s < end; s += this.slice) {
        signal?.throwIfAborted();
        await this.program.launchAsync(args, s, Math.min(end, s + this.slice), deadline, signal);
      }
    } catch (e) {
      if (e instanceof LaunchFault) {
        if (e.kind === "cancelled" && signal?.aborted) throw signal.reason;
        throw this.faultError(e, args);
      }
      throw e;
    }
  }

  private range(args: readonly unknown[]): [number, number] {
    if (this.grid) {
      let end = 1;
      for (const e of this.extentBounds) {
        const n = e(args);
        end = n <= 0 ? 0 : end * n;
      }
      return [0, end];
    }
    return [this.startBound(args), this.extentBounds[0](args)];
  }

  private checkRange(start: number, end: number): void {
    if (start < 0) {
      throw new KernelRangeError(`the parallel loop starts at ${start}; range() bounds of a kernel must not be negative`, {
        kernelName: this.kernelName,
      });
    }
    if (end > Number.MAX_SAFE_INTEGER) {
      throw new KernelRangeError(`the parallel loop has ${end} iterations, more than 2^53 - 1; launch it in parts`, {
        kernelName: this.kernelName,
      });
    }
  }

  /** The user's error for a fault: which access, which index, which array, where. */
  faultError(f: LaunchFault, args: readonly unknown[]): Error {
    const kernelName = this.kernelName;
    if (f.kind === "timeout") {
      return new KernelTimeoutError("the launch ran past its time limit (timeoutMs) and was stopped; its outputs are incomplete", { kernelName });
    }
    if (f.kind === "cancelled") return new KernelError("the launch was cancelled; its outputs are incomplete", { kernelName });
    const site: SiteInfo | undefined = (this.result.abi as CpuChunkAbi).sites?.[f.site];
    if (!site) return new KernelRangeError(`index ${f.index} is out of bounds`, { kernelName });
    const length = f.length >= 0n ? Number(f.length) : site.param >= 0 ? lengthOf(args[site.param]) : site.size;
    const text = this.sources[site.source];
    const where = text !== undefined ? lineColumn(text, site.start) : undefined;
    const inFn = site.source > 0 ? " (in a scope function)" : "";
    return new KernelRangeError(
      `index ${f.index} is out of bounds for '${site.array}'${length >= 0 ? ` (length ${length})` : ""}${inFn}; ` +
        "the launch stopped and its outputs are incomplete (checks: \"off\" skips bounds checks, for trusted code only)",
      {
        kernelName,
        line: where?.line,
        column: where?.column,
        codeFrame: text !== undefined ? codeFrame(text, site.start, site.end) : undefined,
      },
    );
  }
}
