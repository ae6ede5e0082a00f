/**
 * Spies for the first-call benches (first-call-pieces.ts, first-call-again.ts): they time the
 * compiler's front half (KernelVariants.frontSync) and the CPU build (CpuBackend.buildVariant,
 * with the shim's own parse/opt/codegen/jit timings) in a child, adding to the record `into()`
 * returns at each call (a bench may swap records between calls).
 */
import { CpuBackend } from "../../runtime/backends/cpu.js";
import type { JitModule } from "../../runtime/backends/cpu-shim.js";
import type { Program } from "../../runtime/backend.js";
import { KernelVariants } from "../../runtime/variants.js";

export interface BuildPieces {
  frontMs: number;
  buildMs: number;
  parseMs: number;
  optMs: number;
  codegenMs: number;
  jitMs: number;
}

export function spyFrontAndBuild(into: () => BuildPieces): void {
  const proto = KernelVariants.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  const front = proto.frontSync;
  proto.frontSync = function (this: unknown, ...a: unknown[]) {
    const t = performance.now();
    try {
      return front.apply(this, a);
    } finally {
      into().frontMs += performance.now() - t;
    }
  };
  const build = CpuBackend.prototype.buildVariant;
  CpuBackend.prototype.buildVariant = function (this: CpuBackend, ...a: Parameters<typeof build>): Program {
    const t = performance.now();
    const p = build.apply(this, a);
    const r = into();
    r.buildMs += performance.now() - t;
    const { parseMs, optMs, codegenMs, jitMs } = (p.artifact as JitModule).timings;
    Object.assign(r, { parseMs, optMs, codegenMs, jitMs });
    return p;
  };
}
