// Tack's import starts compiling the compiler's Wasm module in the background, every function
// with Liftoff (wasm/host.ts prepareCompilerModule), so that the process's first request finds
// it made and compiled. Observed in fresh processes (test/workers/prepare-child.ts): the Wasm
// compiles the process started (counted from before the import), whether the module was there
// before any request, and V8's own trace of each compiler function it compiled
// (--trace-wasm-compilation-times), against the function count in the module's code section.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compilerWasmPath } from "../../wasm/host.js";
import { traceWasmChild } from "../util/wasm-trace.js";

interface Counts {
  syncModules: number;
  asyncCompiles: number;
}

interface Run {
  result: {
    afterImport: Counts & { prepares: number };
    requestsBefore: number;
    preparedBeforeRequest: boolean;
    sameModule: boolean;
    after: Counts;
    flagsRestored: boolean;
    wrong: number;
    poisonedLeft: number;
  };
  /** Distinct functions of the compiler's module (the one with the most) that V8 compiled with Liftoff. */
  liftoffFunctions: number;
}

async function child(nodeArgs: string[], warmUp: "on" | "off", extraEnv: Record<string, string> = {}): Promise<Run> {
  const path = fileURLToPath(new URL("./prepare-child.ts", import.meta.url));
  // TACK_WARMUP: the compiler's warm-up, which is the eager compile (on any machine with "on"); no cache hit
  const { result, modules } = await traceWasmChild<Run["result"]>(path, nodeArgs, { TACK_CACHE: "off", TACK_WARMUP: warmUp, TACK_DEVICE: "", ...extraEnv });
  return { result, liftoffFunctions: Math.max(0, ...modules.map((m) => m.liftoffFunctions)) };
}

/** The number of function bodies in a Wasm binary (its code section's count). */
function functionBodies(bytes: Uint8Array): number {
  let at = 8;
  const leb = () => {
    let v = 0;
    for (let shift = 0; ; shift += 7) {
      const b = bytes[at++];
      v += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return v;
    }
  };
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = leb();
    if (id === 10) return leb();
    at += size;
  }
  return 0;
}

describe("the compiler's module, compiled at Tack's import", () => {
  const bodies = functionBodies(readFileSync(compilerWasmPath()));

  it("with the warm-up on, is compiled in the background as Tack is imported, every function with Liftoff, and the first request uses it without compiling again", async () => {
    const r = await child([], "on");
    expect(bodies).toBeGreaterThan(100);
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 1, prepares: 1 });
    expect(r.result.requestsBefore).toBe(0);
    expect(r.result.preparedBeforeRequest).toBe(true);
    expect(r.result.sameModule).toBe(true);
    expect(r.result.after).toEqual({ syncModules: 0, asyncCompiles: 1 });
    expect(r.liftoffFunctions).toBe(bodies);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });

  it("with the warm-up on, a request made at once (no turn of the event loop for the background job) still compiles every function of the module, synchronously", async () => {
    const r = await child([], "on", { AT_ONCE: "1" });
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 1, prepares: 1 });
    expect(r.result.preparedBeforeRequest).toBe(false);
    expect(r.result.after).toEqual({ syncModules: 1, asyncCompiles: 1 });
    expect(r.liftoffFunctions).toBe(bodies);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });

  it("a process given its own --wasm-lazy-compilation keeps the module lazy: no background compile, and only what requests reach is compiled", async () => {
    const r = await child(["--wasm-lazy-compilation"], "on");
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 0, prepares: 0 });
    expect(r.result.preparedBeforeRequest).toBe(false);
    expect(r.liftoffFunctions).toBeGreaterThan(0);
    expect(r.liftoffFunctions).toBeLessThan(bodies);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });

  it("TACK_WARMUP=off: no background compile; the first request makes the module, lazily", async () => {
    const r = await child([], "off");
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 0, prepares: 0 });
    expect(r.result.preparedBeforeRequest).toBe(false);
    expect(r.result.after).toEqual({ syncModules: 1, asyncCompiles: 0 });
    expect(r.liftoffFunctions).toBeGreaterThan(0);
    expect(r.liftoffFunctions).toBeLessThan(bodies);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });
});
