// Tack's import starts compiling the compiler's Wasm module ahead, every function with Liftoff,
// by default on this thread's event loop, with TACK_COMPILE_AHEAD=worker on a worker thread
// (wasm/host.ts prepareCompilerModule, wasm/compile-ahead.ts), so that the process's first
// request finds it made and compiled. Observed in fresh processes
// (test/workers/prepare-child.ts): the Wasm compiles the main thread started (counted from
// before the import), whether the module was there before any request, how the main thread's
// own module came about (compilerModuleStats), and V8's own trace of each compiler function it
// compiled (--trace-wasm-compilation-times: per native module, which the process's threads
// share), against the function count in the module's code section.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compilerWasmPath, type CompilerModuleStats } from "../../wasm/host.js";
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
    stats: CompilerModuleStats;
    flagsRestored: boolean;
    wrong: number;
    poisonedLeft: number;
  };
  /** Distinct functions of the compiler's module (the one with the most) that V8 compiled with Liftoff. */
  liftoffFunctions: number;
  /** Native modules of which V8 compiled more than 100 functions (each compile of the compiler's module). */
  bigModules: number;
  /** Compiles V8 traced of the module with the most. */
  compiled: number;
}

async function child(nodeArgs: string[], warmUp: "on" | "off", extraEnv: Record<string, string> = {}): Promise<Run> {
  const path = fileURLToPath(new URL("./prepare-child.ts", import.meta.url));
  // TACK_WARMUP: the compiler's warm-up, which is the eager compile (on any machine with "on"); no cache hit
  const { result, modules } = await traceWasmChild<Run["result"]>(path, nodeArgs, { TACK_CACHE: "off", TACK_WARMUP: warmUp, TACK_DEVICE: "", ...extraEnv });
  return {
    result,
    liftoffFunctions: Math.max(0, ...modules.map((m) => m.liftoffFunctions)),
    bigModules: modules.filter((m) => m.liftoffFunctions > 100).length,
    compiled: modules[0]?.compiled ?? 0,
  };
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

  it("with the warm-up on and TACK_COMPILE_AHEAD=worker, is compiled on a worker as Tack is imported, every function with Liftoff, and this thread adopts it before its first request", async () => {
    const r = await child([], "on", { TACK_COMPILE_AHEAD: "worker" });
    expect(bodies).toBeGreaterThan(100);
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 0, prepares: 1 });
    expect(r.result.stats.preparedOn).toBe("worker");
    expect(r.result.requestsBefore).toBe(0);
    expect(r.result.preparedBeforeRequest).toBe(true);
    expect(r.result.sameModule).toBe(true);
    expect(r.result.after).toEqual({ syncModules: 0, asyncCompiles: 0 });
    expect(r.result.stats.firstModule).toBeNull();
    expect(r.liftoffFunctions).toBe(bodies);
    expect(r.bigModules).toBe(1);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });

  it("a request made at once (no turn of the event loop) after the worker made the module takes the worker's module: this thread compiles none of it", async () => {
    const r = await child([], "on", { TACK_COMPILE_AHEAD: "worker", AT_ONCE: "1", WAIT_WORKER: "1" });
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 0, prepares: 1 });
    expect(r.result.preparedBeforeRequest).toBe(false);
    expect(r.result.stats.worker).toBe("compiled");
    expect(r.result.stats.firstModule).toMatchObject({ found: "compiled", tookWorkers: true });
    // this thread made no WebAssembly.Module, and V8 compiled the compiler's functions once, in one native module
    expect(r.result.after).toEqual({ syncModules: 0, asyncCompiles: 0 });
    expect(r.bigModules).toBe(1);
    expect(r.liftoffFunctions).toBe(bodies);
    expect(r.compiled).toBeLessThan(2 * bodies);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });

  it("a request made at once, whatever the worker has done by then, gets a module whose every function is compiled, once", async () => {
    const r = await child([], "on", { TACK_COMPILE_AHEAD: "worker", AT_ONCE: "1" });
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 0, prepares: 1 });
    expect(r.result.preparedBeforeRequest).toBe(false);
    expect(r.result.stats.firstModule).not.toBeNull();
    // made here only where the worker had not begun
    expect(r.result.after).toEqual({ syncModules: r.result.stats.firstModule?.tookWorkers ? 0 : 1, asyncCompiles: 0 });
    expect(r.bigModules).toBe(1);
    expect(r.liftoffFunctions).toBe(bodies);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });

  it("a worker that fails (here: throws at its start) ends the compile ahead: V8's flags are put back and the first request makes the module itself", async () => {
    const r = await child([], "on", { TACK_COMPILE_AHEAD: "worker", BREAK_WORKER: "1" });
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 0, prepares: 1 });
    expect(r.result.stats).toMatchObject({ preparedOn: "worker", worker: "failed", workerEnded: true });
    expect(r.result.preparedBeforeRequest).toBe(false);
    expect(r.result.stats.firstModule).toMatchObject({ found: "failed", tookWorkers: false });
    expect(r.result.after).toEqual({ syncModules: 1, asyncCompiles: 0 });
    // the flags were back before the request: a lazy module, only what the request reached compiled
    expect(r.liftoffFunctions).toBeLessThan(bodies);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });

  it("a worker that fails, with the request made at once: the request makes the module itself, every function (the flags still set), and puts them back", async () => {
    const r = await child([], "on", { TACK_COMPILE_AHEAD: "worker", BREAK_WORKER: "1", AT_ONCE: "1" });
    expect(r.result.stats.firstModule).toMatchObject({ tookWorkers: false });
    expect(r.result.after).toEqual({ syncModules: 1, asyncCompiles: 0 });
    expect(r.liftoffFunctions).toBe(bodies);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });

  it("by default, compiled ahead on this thread (a background job): it is there after turns of the event loop", async () => {
    const r = await child([], "on");
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 1, prepares: 1 });
    expect(r.result.stats.preparedOn).toBe("main");
    expect(r.result.preparedBeforeRequest).toBe(true);
    expect(r.result.sameModule).toBe(true);
    expect(r.result.after).toEqual({ syncModules: 0, asyncCompiles: 1 });
    expect(r.liftoffFunctions).toBe(bodies);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });

  it("by default, a request made at once (the job given no turn) compiles every function of the module itself, synchronously", async () => {
    const r = await child([], "on", { AT_ONCE: "1" });
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 1, prepares: 1 });
    expect(r.result.preparedBeforeRequest).toBe(false);
    expect(r.result.stats.firstModule).toMatchObject({ found: "none", tookWorkers: false });
    expect(r.result.after).toEqual({ syncModules: 1, asyncCompiles: 1 });
    expect(r.liftoffFunctions).toBe(bodies);
    expect(r.result.flagsRestored).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
  });

  it("a process given its own --wasm-lazy-compilation keeps the module lazy: no background compile, and only what requests reach is compiled", async () => {
    const r = await child(["--wasm-lazy-compilation"], "on");
    expect(r.result.afterImport).toEqual({ syncModules: 0, asyncCompiles: 0, prepares: 0 });
    expect(r.result.stats.preparedOn).toBeNull();
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
