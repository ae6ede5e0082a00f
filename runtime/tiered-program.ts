/**
 * A variant running from its quick native build while the optimized build runs in the
 * background (the `auto` tier, DESIGN.md §8). Each launch asks the background build, without
 * waiting, whether it is done (one native call, only until it is), and from then on launches
 * the optimized program; so does the event loop's turn when the build settles. A synchronous
 * script's launch loop therefore switches too, without ever yielding. Both builds compute the
 * same results (runtime/backends/cpu.ts: no fast-math in either).
 */
import type { BackgroundBuild, NativeTier, Program } from "./backend.js";

export class TieredProgram implements Program {
  private current: Program;
  private build: BackgroundBuild | null;
  /** The tier launches run now. */
  tier: NativeTier = "fast";
  /** Why the optimized build failed, if it did (launches then stay on the quick build, which is correct). */
  optimizeError: unknown = undefined;
  /** Settles once the switch has happened or the optimized build failed. */
  readonly settled: Promise<void>;

  constructor(fast: Program, build: BackgroundBuild, private readonly onOptimized: (optimized: Program) => void) {
    this.current = fast;
    this.build = build;
    this.settled = build.done.then(
      (p) => this.upgrade(p),
      (e: unknown) => this.failed(e),
    );
  }

  get artifact(): unknown {
    return this.current.artifact;
  }

  /** The program launches call now. */
  get program(): Program {
    return this.current;
  }

  /** Asks the background build, without waiting; true once launches run the optimized program. */
  refresh(): boolean {
    if (this.build !== null) this.check();
    return this.tier === "optimized";
  }

  private check(): void {
    let p: Program | null;
    try {
      p = this.build!.poll();
    } catch (e) {
      this.failed(e);
      return;
    }
    if (p !== null) this.upgrade(p);
  }

  private upgrade(p: Program): void {
    if (this.build === null) return;
    this.build = null;
    this.current = p;
    this.tier = "optimized";
    this.onOptimized(p);
  }

  private failed(e: unknown): void {
    if (this.build === null) return;
    this.build = null;
    this.optimizeError = e;
  }

  launch(args: readonly unknown[], start: number, end: number, deadline?: bigint): void {
    if (this.build !== null) this.check();
    this.current.launch(args, start, end, deadline);
  }

  launchAsync(args: readonly unknown[], start: number, end: number, deadline: bigint, signal?: AbortSignal): Promise<void> {
    if (this.build !== null) this.check();
    return this.current.launchAsync(args, start, end, deadline, signal);
  }

  /** Program.rehearse: the tier a launch would run now (asking the background build first, as a launch does) rehearses. */
  rehearse(args: readonly unknown[]): Promise<void> | void {
    if (this.build !== null) this.check();
    return this.current.rehearse?.(args);
  }
}
