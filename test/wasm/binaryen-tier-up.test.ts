// binaryen's own Wasm module is made with a larger V8 tier-up budget (runtime/backends/
// wasm-compile.ts, BINARYEN_TIERING_BUDGET), so the first kernel's compile does not leave
// TurboFan recompiling binaryen's functions on V8's background threads beside the kernel's
// first launches; the budget is V8's default again for every other module. Observed in a fresh
// process through V8's own trace of each wasm function it compiles
// (--trace-wasm-compilation-times: the tier, the module's address and the function's index),
// as test/workers/compiler-tier-up.test.ts observes the compiler's module.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { traceWasmChild } from "../util/wasm-trace.js";

interface Run {
  result: { wrong: number; applies: boolean; total: number };
  /** TurboFan compiles of binaryen's functions (the module with the most functions compiled). */
  binaryenTurbofan: number;
  /** TurboFan compiles in the child's own one-function module. */
  ownTurbofan: number;
}

async function child(nodeArgs: string[]): Promise<Run> {
  const path = fileURLToPath(new URL("./binaryen-tier-up-child.ts", import.meta.url));
  // no cache hit (binaryen must compile), no compiler warm-up
  const { result, modules } = await traceWasmChild<Run["result"]>(path, nodeArgs, { TACK_CACHE: "off", TACK_WARMUP: "off", TACK_DEVICE: "" });
  if (modules.length < 2) throw new Error("expected binaryen's module and others in V8's trace");
  // the child's own module: one function (index 0) that started on Liftoff (kernels' modules are compiled with TurboFan only)
  const own = modules.filter((m) => m.maxIndex === 0 && m.compiled > m.turbofan);
  return { result, binaryenTurbofan: modules[0].turbofan, ownTurbofan: own.reduce((s, m) => s + m.turbofan, 0) };
}

describe.skipIf(!process.versions.v8.startsWith("11."))("binaryen's Wasm tier-up (V8 11)", () => {
  it("a first kernel compile and 20 launches recompile at most a few of binaryen's functions with TurboFan (V8's default: ~180); another module still tiers up at V8's default budget", async () => {
    const r = await child([]);
    expect(r.result.applies).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.binaryenTurbofan).toBeLessThanOrEqual(5); // 1 seen
    expect(r.ownTurbofan).toBeGreaterThan(0);
  });

  it("a process given its own --wasm-tiering-budget keeps it for binaryen too (there, V8's default budget tiers binaryen up)", async () => {
    const r = await child(["--wasm-tiering-budget=1800000"]);
    expect(r.result.applies).toBe(false);
    expect(r.result.wrong).toBe(0);
    expect(r.binaryenTurbofan).toBeGreaterThan(100);
    expect(r.ownTurbofan).toBeGreaterThan(0);
  });
});
