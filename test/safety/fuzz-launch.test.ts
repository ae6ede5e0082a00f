/**
 * The launched fuzz (issue 7, item 9): mutated corpus kernels and random kernels, LAUNCHED
 * with random array lengths (0 to a few thousand, often shorter than the loop bound) and
 * random scalars, on the CPU, in batches inside child processes (fuzz-run.ts), with
 * `timeoutMs` on every kernel.
 *
 * Every case must end in success or a Kernel* error (KernelSyntaxError, KernelTypeError,
 * KernelRangeError, KernelTimeoutError, KernelError). A crash, a hang, any other error, a
 * launch that changed memory next to its arrays, one that ended long after its time limit,
 * or an out-of-bounds error without a location fails the test, printing the seed, the
 * kernel's source, its arguments and the command that runs the case again.
 *
 * TACK_LAUNCH_FUZZ_SEED and TACK_LAUNCH_FUZZ_CASES change the run (default: a fixed seed,
 * 10,000 cases); bench/safety/fuzz.ts runs 100,000.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { makeArgs, makeGroup, planBatch } from "./fuzz-gen.js";
import { formatFailure, runFuzz, summary } from "./fuzz-run.js";

const cpu = tack.devices().some((d) => d.type === "cpu" && d.available);
const SEED = Number(process.env.TACK_LAUNCH_FUZZ_SEED ?? 20260701);
const CASES = Number(process.env.TACK_LAUNCH_FUZZ_CASES ?? 10_000);

describe("the launched fuzz's generator", () => {
  it("is deterministic: a (seed, batch, group, launch) gives the same kernel and arguments", () => {
    for (const g of [0, 1, 7, 30]) {
      const a = makeGroup(SEED, 3, g);
      const b = makeGroup(SEED, 3, g);
      expect(a.source).toBe(b.source);
      expect(makeArgs(a, 2).describe).toBe(makeArgs(b, 2).describe);
    }
    const plan = planBatch(SEED, 0, 200);
    expect(plan.reduce((s, p) => s + p.launches, 0)).toBe(200);
  });

  it("draws from the corpus and from random kernels, mutated", () => {
    const origins = new Set<string>();
    let mutated = 0;
    for (let g = 0; g < 200; g++) {
      const k = makeGroup(SEED, 0, g);
      origins.add(k.origin.startsWith("corpus/") ? "corpus" : k.origin);
      if (k.mutations.length) mutated++;
    }
    expect([...origins].sort()).toEqual(["corpus", "random"]);
    expect(mutated).toBeGreaterThan(100);
  });
});

describe.skipIf(!cpu)("launched fuzz: every case ends in success or a Kernel* error", () => {
  it(`${CASES} cases, seed ${SEED}, in child processes`, async () => {
    const r = await runFuzz({ seed: SEED, cases: CASES, batchSize: 200, workers: 2, timeoutMs: 100, lateMs: 5000, batchLimitMs: 90_000 });
    console.log(`launched fuzz: ${summary(r)}`);
    const bad = r.failures;
    if (bad.length) {
      console.log(`launched fuzz failures (${bad.length}; the first 12):\n\n${bad.slice(0, 12).map(formatFailure).join("\n\n")}`);
    }
    if (r.ices.length) {
      console.log(`internal compiler errors (${r.ices.length}; the first 3):\n\n${r.ices.slice(0, 3).map(formatFailure).join("\n\n")}`);
    }
    expect(r.cases).toBe(CASES);
    // the fuzz reaches both ends: launches that run and launches stopped at an access
    expect(r.outcomes.ok ?? 0).toBeGreaterThan(CASES / 10);
    expect(r.outcomes["KernelRangeError:oob"] ?? 0).toBeGreaterThan(CASES / 10);
    expect({ crashes: r.crashes, hangs: r.hangs }).toEqual({ crashes: 0, hangs: 0 });
    expect(bad.map((f) => `${f.kind} at batch ${f.batch} case ${f.case}: ${f.detail.split("\n")[0]}`)).toEqual([]);
  }, 900_000);
});
