// Tiered CPU builds (issue 9, item 3): with tier "auto" a new variant's first launch runs the
// quick build (LLVM O0) while O3 builds in the background; later launches switch to it, in a
// synchronous launch loop too (the program polls the background build). Observed through the
// shim's compile calls and the tier each launch ran at; results are bit-identical between
// tiers and match the plain run.

import { describe, expect, it, vi } from "vitest";
import * as tack from "../../runtime/index.js";
import { loadCpuShim, type CpuShim } from "../../runtime/backends/cpu-shim.js";
import type { Program } from "../../runtime/backend.js";
import { TieredProgram } from "../../runtime/tiered-program.js";
import { EXACT, expectArray, random, Rng } from "../backends/harness.js";

const cpu = tack.devices().find((d) => d.type === "cpu");

/** f64 arithmetic that fusion, vectorization or reassociation would change if either tier allowed it. */
const SOURCE = `function tierK(x: Float64Array, y: Float64Array, out: Float64Array, n: number) {
  for (const i of tack.range(out.length)) {
    let s = 0;
    for (let j = 0; j < n; j++) s = s * 0.999 + x[(i + j) % x.length] * y[j % y.length];
    out[i] = Math.sqrt(Math.abs(s)) / (1 + x[i] * x[i]) + Math.sin(y[i]) * 1e-3 - x[i] * y[i] + s / 3;
  }
}`;

type TierKernel = tack.Kernel<[Float64Array, Float64Array, Float64Array, number]>;

function inputs(seed: number, n = 1000): [Float64Array, Float64Array, number] {
  const rng = new Rng(seed);
  return [random(rng, "f64", n, { min: -3, max: 3 }) as Float64Array, random(rng, "f64", n, { min: -3, max: 3 }) as Float64Array, 37];
}

/** The tiers launches of TieredProgram ran at, in order, and the shim's compiles by optimization level. */
function watch() {
  const shim = loadCpuShim() as CpuShim;
  const tiers: string[] = [];
  const launch = TieredProgram.prototype.launch;
  const launchAsync = TieredProgram.prototype.launchAsync;
  const spies = [
    vi.spyOn(TieredProgram.prototype, "launch").mockImplementation(function (this: TieredProgram, ...a) {
      launch.apply(this, a);
      tiers.push(this.tier);
    }),
    vi.spyOn(TieredProgram.prototype, "launchAsync").mockImplementation(function (this: TieredProgram, ...a) {
      const p = launchAsync.apply(this, a);
      tiers.push(this.tier);
      return p;
    }),
  ];
  const levels = { sync: [] as number[], async: [] as number[], background: [] as number[] };
  const { compile, compileAsync, compileBackground } = shim;
  spies.push(
    vi.spyOn(shim, "compile").mockImplementation((ir, s, o) => (levels.sync.push(o?.optLevel ?? 3), compile(ir, s, o))),
    vi.spyOn(shim, "compileAsync").mockImplementation((ir, s, o) => (levels.async.push(o?.optLevel ?? 3), compileAsync(ir, s, o))),
    vi.spyOn(shim, "compileBackground").mockImplementation((ir, s, o) => (levels.background.push(o?.optLevel ?? 3), compileBackground(ir, s, o))),
  );
  return { tiers, levels, restore: () => spies.forEach((s) => s.mockRestore()) };
}

describe.skipIf(!cpu?.available)("tiered builds", () => {
  it("auto: the first launch runs O0, a synchronous launch loop switches to O3, and both give the same bits", () => {
    const w = watch();
    try {
      const k = tack.kernel(SOURCE, { name: "tierSync" }) as TierKernel;
      const [x, y, n] = inputs(1);
      const first = new Float64Array(x.length).fill(NaN);
      k(x, y, first, n);
      expect(w.tiers).toEqual(["fast"]);
      expect(w.levels).toEqual({ sync: [0], async: [], background: [3] });
      // no await anywhere: the switch comes from the launch's own poll
      const deadline = Date.now() + 120_000;
      const later = new Float64Array(x.length);
      while (w.tiers[w.tiers.length - 1] !== "optimized" && Date.now() < deadline) {
        later.fill(NaN);
        k(x, y, later, n);
      }
      expect(w.tiers[w.tiers.length - 1]).toBe("optimized");
      expectArray(later, first, { tol: EXACT }, "O3 against O0");
      const want = new Float64Array(x.length).fill(NaN);
      k.plain(x, y, want, n);
      expectArray(first, want, { libm: true, scale: 100 }, "O0 against the plain run");
      expect(w.levels.sync).toEqual([0]); // the switch compiled nothing more
    } finally {
      w.restore();
    }
  });

  it("auto through launchAsync: the quick build first, whenOptimized(), then O3 with the same bits", async () => {
    const w = watch();
    try {
      const k = tack.kernel(SOURCE, { name: "tierAsync" }) as TierKernel;
      const [x, y, n] = inputs(2);
      const first = new Float64Array(x.length).fill(NaN);
      await k.launchAsync(x, y, first, n);
      expect(w.tiers).toEqual(["fast"]);
      expect(w.levels).toEqual({ sync: [], async: [0], background: [3] });
      await k.whenOptimized();
      const later = new Float64Array(x.length).fill(NaN);
      await k.launchAsync(x, y, later, n);
      expect(w.tiers).toEqual(["fast", "optimized"]);
      expectArray(later, first, { tol: EXACT }, "O3 against O0");
    } finally {
      w.restore();
    }
  });

  it("optimized builds O3 before the first launch; fast builds O0 only", () => {
    const w = watch();
    try {
      const [x, y, n] = inputs(3);
      const a = new Float64Array(x.length).fill(NaN), b = new Float64Array(x.length).fill(NaN);
      (tack.kernel(SOURCE, { name: "tierOpt", tier: "optimized" }) as TierKernel)(x, y, a, n);
      expect(w.levels).toEqual({ sync: [3], async: [], background: [] });
      (tack.kernel(SOURCE, { name: "tierFast", tier: "fast" }) as TierKernel)(x, y, b, n);
      expect(w.levels).toEqual({ sync: [3, 0], async: [], background: [] });
      expect(w.tiers).toEqual([]); // neither runs a tiered program
      expectArray(b, a, { tol: EXACT }, "fast against optimized");
    } finally {
      w.restore();
    }
  });

  it("another cpu device shares the quick build and switches with it", async () => {
    const w = watch();
    try {
      const k = tack.kernel(SOURCE, { name: "tierShared" }) as TierKernel;
      const [x, y, n] = inputs(4);
      const a = new Float64Array(x.length).fill(NaN);
      k(x, y, a, n);
      const previous = tack.getDefaultDevice();
      tack.setDefaultDevice(tack.device("cpu", { numThreads: 1 }));
      try {
        const b = new Float64Array(x.length).fill(NaN);
        k(x, y, b, n);
        expect(w.levels).toEqual({ sync: [0], async: [], background: [3] });
        await k.whenOptimized();
        k(x, y, b, n);
        expect(w.tiers.slice(-1)).toEqual(["optimized"]);
        expectArray(b, a, { tol: EXACT });
      } finally {
        tack.setDefaultDevice(previous);
      }
    } finally {
      w.restore();
    }
  });

  it("refuses a tier that is not fast, optimized or auto, naming the kernel", () => {
    expect(() => tack.kernel(SOURCE, { tier: "turbo" as "auto" })).toThrow(/^Kernel 'tierK': the tier option is "fast", "optimized" or "auto", not 'turbo'/);
  });
});

describe("TieredProgram.rehearse", () => {
  /** A program that records its rehearsals and refuses to run (a rehearsal must never launch). */
  function stub(name: string, rehearsed: string[]): Program {
    return {
      artifact: name,
      launch: () => {
        throw new Error(`${name} launched`);
      },
      launchAsync: () => Promise.reject(new Error(`${name} launched`)),
      rehearse: () => void rehearsed.push(name),
    };
  }

  it("rehearses the tier a launch would run now: the quick build while the optimized one runs, then the optimized one, never launching", async () => {
    const rehearsed: string[] = [];
    let ready = false;
    const optimized = stub("optimized", rehearsed);
    let finish!: (p: Program) => void;
    const done = new Promise<Program>((r) => (finish = r));
    const tiered = new TieredProgram(stub("fast", rehearsed), { poll: () => (ready ? optimized : null), done }, () => {});
    await tiered.rehearse([]);
    expect(rehearsed).toEqual(["fast"]);
    expect(tiered.tier).toBe("fast");
    ready = true; // done, not yet settled: the rehearsal's poll (a launch's) finds it
    await tiered.rehearse([]);
    expect(rehearsed).toEqual(["fast", "optimized"]);
    expect(tiered.tier).toBe("optimized");
    finish(optimized);
    await tiered.settled;
    await tiered.rehearse([]);
    expect(rehearsed).toEqual(["fast", "optimized", "optimized"]);
  });
});
