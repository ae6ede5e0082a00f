// The compiler's Wasm module is made with a larger V8 tier-up budget (wasm/host.ts,
// compileWithLaterTierUp), so a fresh process's first front half runs on Liftoff without
// TurboFan recompiling the compiler's functions beside it; the budget is V8's default again for
// every other module. Observed in a fresh process through V8's own trace of each wasm
// function it compiles (--trace-wasm-compilation-times: the tier, the module's address and
// the function's index), not through timings.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { traceWasmChild } from "../util/wasm-trace.js";

interface Run {
  result: { wrong: number; poisonedLeft: number; applies: boolean; total: number };
  /** TurboFan compiles of the compiler's functions (the module with the most functions compiled). */
  compilerTurbofan: number;
  /** TurboFan compiles in any other module (the child's own one-function module). */
  otherTurbofan: number;
}

async function child(nodeArgs: string[]): Promise<Run> {
  const path = fileURLToPath(new URL("./tier-up-child.ts", import.meta.url));
  // no warm-up (it would make the module first, on a machine of 4 cores or more), no cache hit,
  // the default device (the CPU where its shim is built)
  const { result, modules } = await traceWasmChild<Run["result"]>(path, nodeArgs, { TACK_CACHE: "off", TACK_WARMUP: "off", TACK_DEVICE: "" });
  if (modules.length < 2) throw new Error("expected the compiler's module and the child's in V8's trace");
  return { result, compilerTurbofan: modules[0].turbofan, otherTurbofan: modules.slice(1).reduce((s, m) => s + m.turbofan, 0) };
}

describe.skipIf(!process.versions.v8.startsWith("11."))("the compiler's Wasm tier-up (V8 11)", () => {
  it("the first real-sized kernel's front half recompiles none of the compiler's functions with TurboFan; another module still tiers up at V8's default budget", async () => {
    const r = await child([]);
    expect(r.result.applies).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
    expect(r.compilerTurbofan).toBe(0);
    expect(r.otherTurbofan).toBeGreaterThan(0);
  });

  it("a process given its own --wasm-tiering-budget keeps it for the compiler too (there, V8's default budget tiers the same request up)", async () => {
    const r = await child(["--wasm-tiering-budget=1800000"]);
    expect(r.result.applies).toBe(false);
    expect(r.result.wrong).toBe(0);
    expect(r.compilerTurbofan).toBeGreaterThan(0);
    expect(r.otherTurbofan).toBeGreaterThan(0);
  });
});
