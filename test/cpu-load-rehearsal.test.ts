// Making a CPU device links the shim's rehearsal object on the making thread (shims/cpu/jit.h
// rehearseLoad), once per thread, so that the thread's first load of a cached kernel does not run
// JITLink's code for the first time (issue 9). Observed through the counter cpu.ts keeps of
// links the shim reports, and through the shim's own answer on a fresh worker thread. Runs in a
// process of its own (vitest's forks pool), where no device was made before.

import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import * as tack from "../runtime/index.js";
import { cpuLoadRehearsals } from "../runtime/backends/cpu.js";
import { loadCpuShim } from "../runtime/backends/cpu-shim.js";

const loaded = loadCpuShim();
// the object is x86-64 ELF (shims/cpu/rehearsal-object.mjs): elsewhere the shim links nothing
const linksHere = process.arch === "x64" && process.platform === "linux";
const shimPath = createRequire(import.meta.url).resolve("../build/Release/tack_cpu.node");

describe.skipIf("error" in loaded)("cpu device: a load rehearsed on the thread that makes it", () => {
  it("links once when the thread's first CPU device is made, not again for a second", () => {
    expect(cpuLoadRehearsals()).toBe(0);
    tack.device("cpu", { numThreads: 2 });
    expect(cpuLoadRehearsals()).toBe(linksHere ? 1 : 0);
    tack.device("cpu", { numThreads: 3 });
    expect(cpuLoadRehearsals()).toBe(linksHere ? 1 : 0);
  });

  it("links once on each thread: a fresh worker's first call links, its second does not", async () => {
    const worker = new Worker(
      `const { parentPort, workerData } = require("node:worker_threads");
       const shim = require(workerData);
       const first = shim.rehearseLoad(), second = shim.rehearseLoad();
       parentPort.postMessage({ first, second });`,
      { eval: true, workerData: shimPath },
    );
    const answer = await new Promise<{ first: boolean; second: boolean }>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    await worker.terminate();
    expect(answer.first).toBe(linksHere);
    expect(answer.second).toBe(false);
  });
});
