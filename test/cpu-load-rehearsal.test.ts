// Making a CPU device loads the shim's rehearsal object through loadObject on the making thread
// (runtime/backends/cpu.ts rehearseLoad; shims/cpu/jit.h rehearsalObject), once per thread, so
// that the thread's first load of a cached kernel does not run that path for the first time
// (issue 9), then makes its plan (CpuProgram, createPlan, LaunchPlan) on RESULT_SHAPE. The load
// goes through the backend's loadArtifactBytes, as a hit's does (so a process that never hit
// has it compiled, and in its code cache). Observed through the counters cpu.ts keeps of the
// loads and plans it made and a spy on loadArtifactBytes, in a process of its own
// (vitest's forks pool) where no device was made before; and the object's own load.

import { describe, expect, it, vi } from "vitest";
import * as tack from "../runtime/index.js";
import { CpuBackend, cpuLoadRehearsals, cpuPlanRehearsals } from "../runtime/backends/cpu.js";
import { loadCpuShim, type CpuShim } from "../runtime/backends/cpu-shim.js";

const loaded = loadCpuShim();
// the object is x86-64 ELF (shims/cpu/rehearsal-object.mjs): elsewhere there is none to load
const hasObject = process.arch === "x64" && process.platform === "linux";

describe.skipIf("error" in loaded)("cpu device: a load rehearsed on the thread that makes it", () => {
  it("loads once when the thread's first CPU device is made, not again for a second", () => {
    expect(cpuLoadRehearsals()).toBe(0);
    expect(cpuPlanRehearsals()).toBe(0);
    const loads = vi.spyOn(CpuBackend.prototype, "loadArtifactBytes");
    tack.device("cpu", { numThreads: 2 });
    expect(cpuLoadRehearsals()).toBe(hasObject ? 1 : 0);
    expect(cpuPlanRehearsals()).toBe(hasObject ? 1 : 0); // its CpuProgram and LaunchPlan made
    expect(loads).toHaveBeenCalledTimes(hasObject ? 1 : 0);
    if (hasObject) expect(loads.mock.calls[0][0]).toBe("rehearsal");
    tack.device("cpu", { numThreads: 3 });
    expect(cpuLoadRehearsals()).toBe(hasObject ? 1 : 0);
    expect(cpuPlanRehearsals()).toBe(hasObject ? 1 : 0);
    expect(loads).toHaveBeenCalledTimes(hasObject ? 1 : 0);
    loads.mockRestore();
  });

  it("the shim's rehearsal object is x86-64 ELF that loadObject links, its one symbol found", () => {
    const shim = loaded as CpuShim;
    const rehearsal = shim.rehearsalObject();
    if (!hasObject) {
      expect(rehearsal).toBeNull();
      return;
    }
    expect(rehearsal).not.toBeNull();
    const { object, symbols } = rehearsal!;
    expect(Array.from(object.subarray(0, 4))).toEqual([0x7f, 0x45, 0x4c, 0x46]); // \x7fELF
    expect(object[18] | (object[19] << 8)).toBe(62); // e_machine: EM_X86_64
    const module = shim.loadObject(object, symbols); // throws where a symbol is not found
    expect(module.symbols).toEqual(["tack_rehearsal"]);
  });
});
