// A server's day (issue 9, item 6): 100 distinct kernels compile through launchAsync while
// perf_hooks.monitorEventLoopDelay watches the event loop. What the test asserts is what the
// loop ran: no front-half compile on this thread's compiler, no synchronous LLVM compile, every
// result equal to the plain run. The delay itself is printed, not asserted (this machine is
// shared and loaded; bench/workers/event-loop.ts measures it).

import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, describe, expect, it, vi } from "vitest";
import * as tack from "../../runtime/index.js";
import { loadCpuShim, type CpuShim } from "../../runtime/backends/cpu-shim.js";
import { Compiler } from "../../wasm/host.js";
import { checkDistinct, type DistinctKernel } from "./check.js";
import { distinctArgs, distinctSource } from "./kernels.js";

afterAll(() => tack.compilePool.close());

describe("a server-shaped load", () => {
  it("100 distinct kernels compile through launchAsync with the event loop running none of it", async () => {
    const kernels = Array.from({ length: 100 }, (_, j) => tack.kernel(distinctSource(1000 + j), { tier: "optimized" }) as DistinctKernel);
    // the references: a kernel given as text runs plain as the compiler's JavaScript of it,
    // which this thread's compiler makes; made here, before the spies watch
    for (const k of kernels) k.plain(...distinctArgs(0, 1));
    const shim = loadCpuShim() as CpuShim;
    const frontHalf = vi.spyOn(Compiler.prototype, "compile");
    const llvmSync = vi.spyOn(shim, "compile");
    const llvmAsync = vi.spyOn(shim, "compileAsync");
    const h = monitorEventLoopDelay({ resolution: 1 });
    h.enable();
    const t0 = performance.now();
    await Promise.all(kernels.map((k, j) => checkDistinct(k, j, (args) => k.launchAsync(...args))));
    const ms = performance.now() - t0;
    h.disable();
    console.log(`100 kernels in ${ms.toFixed(0)} ms; event-loop delay p50 ${(h.percentile(50) / 1e6).toFixed(2)} ms, p99 ${(h.percentile(99) / 1e6).toFixed(2)} ms, max ${(h.max / 1e6).toFixed(2)} ms`);
    expect(frontHalf).not.toHaveBeenCalled();
    expect(llvmSync).not.toHaveBeenCalled();
    expect(llvmAsync).toHaveBeenCalledTimes(100);
    expect(tack.compilePool.stats().completed).toBe(100);
    vi.restoreAllMocks();
  });
});
