// The CPU shim's JIT memory (shims/cpu/slab.cc): modules are linked into pages of a slab mapped
// and faulted in when the JIT is made, freed modules' pages go back to it and are handed out
// again, and once it is full a link maps memory of its own (never a failed link). Observed
// through the shim's counters (jitMemoryInfo); every module loaded is run and compared with the
// same computation in plain JS on fresh random inputs, outputs poisoned first, since a reused
// page that kept an old module's bytes or protection would show there.

import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCpuShim, type CpuShim, type JitMemoryInfo, type JitModule } from "../runtime/backends/cpu-shim.js";
import { chunkModuleIR } from "./util/llvm-ir.mjs";
import { hashSeed, Rng } from "./util/rng.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const loaded = loadCpuShim();

// out[i] = fmod(x[i] * 1.25 + c, 3.0): constants from the read-only segment, a call to libm
// through the GOT (JS's % is C's fmod, exactly), code in the executable one.
const IR = chunkModuleIR(
  "slab",
  ["double* %x", "double* %out", "double %c"],
  `  %px = getelementptr inbounds double, double* %x, i64 %i
  %vx = load double, double* %px
  %m = fmul double %vx, 1.25
  %s = fadd double %m, %c
  %r = call double @fmod(double %s, double 3.0)
  %po = getelementptr inbounds double, double* %out, i64 %i
  store double %r, double* %po`,
  "declare double @fmod(double, double)",
);

describe.skipIf("error" in loaded)("cpu shim: JIT memory from a slab", () => {
  let shim: CpuShim;
  let object: Uint8Array;
  let rng: Rng;

  beforeAll(() => {
    shim = loaded as CpuShim;
    object = shim.compile(IR, ["tack_chunk_slab"], { optLevel: 2 }).object;
    rng = new Rng(hashSeed("cpu-shim-slab"));
  });

  /** Runs a loaded module's kernel on fresh random inputs and checks it against JS. */
  function check(module: JitModule): void {
    const n = 257;
    const x = new Float64Array(n).map(() => rng.uniform(-100, 100) || 0.5);
    const out = new Float64Array(n).fill(NaN);
    const c = rng.uniform(-2, 2);
    const plan = shim.createPlan(module, 0, 3, [0, 1]);
    new Float64Array(plan.pack, 2 * 8, 1)[0] = c;
    shim.launch(plan, 1, 0, n, x, out);
    for (let i = 0; i < n; i++) expect(out[i], `element ${i}`).toBe((x[i] * 1.25 + c) % 3);
  }

  const load = () => shim.loadObject(object, ["tack_chunk_slab"]);

  /** Collects until `done` holds (the modules' finalizers run after a collection, not in it). */
  async function collectUntil(done: (m: JitMemoryInfo) => boolean): Promise<JitMemoryInfo> {
    for (let k = 0; k < 100; k++) {
      gc();
      await new Promise((r) => setTimeout(r, 5));
      const info = shim.jitMemoryInfo();
      if (done(info)) return info;
    }
    return shim.jitMemoryInfo();
  }

  it("links loaded modules into the slab, without mapping memory of their own", () => {
    const before = shim.jitMemoryInfo();
    expect(before.slabBytes).toBeGreaterThanOrEqual(1 << 20);
    const modules = Array.from({ length: 4 }, load);
    const after = shim.jitMemoryInfo();
    expect(after.slabAllocs - before.slabAllocs).toBe(4);
    expect(after.freshMappings).toBe(before.freshMappings);
    expect(after.slabUsedBytes - before.slabUsedBytes).toBeGreaterThanOrEqual(4 * 4096);
    for (const m of modules) check(m);
  });

  it("gives freed modules' pages back to the slab and hands them out again", async () => {
    const baseline = await collectUntil((m) => m.freshLive === 0);
    let modules: JitModule[] | undefined = Array.from({ length: 12 }, load);
    const full = shim.jitMemoryInfo();
    expect(full.slabUsedBytes).toBeGreaterThan(baseline.slabUsedBytes);
    modules = undefined;
    const freed = await collectUntil((m) => m.slabUsedBytes === baseline.slabUsedBytes);
    expect(freed.slabUsedBytes).toBe(baseline.slabUsedBytes);
    // The same number again fits in the pages just freed: the slab's high-water mark stays.
    const again = Array.from({ length: 12 }, load);
    const reused = shim.jitMemoryInfo();
    expect(reused.slabPeakBytes).toBe(full.slabPeakBytes);
    expect(reused.slabAllocs - freed.slabAllocs).toBe(12);
    expect(reused.freshMappings).toBe(full.freshMappings);
    for (const m of again) check(m);
  });

  it("maps memory of its own once the slab is full, and unmaps it when freed", async () => {
    const start = shim.jitMemoryInfo();
    let modules: JitModule[] | undefined = [];
    // a module takes at least a page of the slab, so this many cannot all fit
    const most = start.slabBytes / 4096 + 8;
    while (shim.jitMemoryInfo().freshMappings === start.freshMappings && modules.length < most) modules.push(load());
    const full = shim.jitMemoryInfo();
    expect(full.freshMappings).toBe(start.freshMappings + 1);
    expect(full.freshLive).toBeGreaterThanOrEqual(1);
    modules.push(load());
    check(modules[modules.length - 1]); // one of its own
    check(modules[modules.length - 3]); // and the last ones in the slab
    modules = undefined;
    const freed = await collectUntil((m) => m.freshLive === 0 && m.slabUsedBytes <= start.slabUsedBytes);
    expect(freed.freshLive).toBe(0);
    expect(freed.slabUsedBytes).toBeLessThanOrEqual(start.slabUsedBytes);
  });
});
