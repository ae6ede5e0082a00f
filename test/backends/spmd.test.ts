/**
 * SPMD vectorization (compiler/passes/spmd.ts, compiler/codegen/llvm/spmd.ts; issue 12 item 1):
 * every kernel case of test/backends/kernels/ runs on the cpu device's SPMD build and on its
 * scalar build (`spmd: false`) with the same fresh random inputs and poisoned outputs, and the
 * outputs must agree bit for bit (each lane computes exactly what the scalar code does). The
 * SPMD device is `spmd: "always"`, so straight-line bodies that the default build leaves to
 * LLVM's loop vectorizer (passes/spmd-straight.ts) run in lanes here too. The
 * pass's decisions are read from the IR's header line, which `inspect()` shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { hashSeed, materialize, Rng, SIZES, storage, type AnyKernel, type KernelCase } from "./harness.js";
import { TOPICS } from "./kernels/index.js";

const cpu = tack.devices().find((d) => d.type === "cpu" && d.available);

/** The IR header's decision: "spmd: yes (8 lanes)" or "spmd: no, <reason> (line l:c)". */
function decision(k: AnyKernel, args: unknown[], device: tack.Device): string {
  const code = (k as unknown as { inspect(a: unknown[], o: object): string }).inspect(args, { device });
  return /^; (spmd: .*)$/m.exec(code)?.[1] ?? "(no spmd line)";
}

/**
 * The first element whose bits differ (-1: none). NaNs agree with NaNs whatever their sign and
 * payload: LLVM does not keep them (x86 returns the first operand's NaN, and LLVM commutes
 * `fadd`), so neither build promises them, as JS does not.
 */
function firstDifference(a: unknown, b: unknown): number {
  const x = storage(a);
  const y = storage(b);
  if (!x || !y) return -1;
  if (x instanceof Float32Array || x instanceof Float64Array) {
    const w = x instanceof Float32Array ? 4 : 8;
    const bx = new Uint8Array(x.buffer, x.byteOffset, x.byteLength);
    const by = new Uint8Array(y.buffer, y.byteOffset, y.byteLength);
    for (let i = 0; i < x.length; i++) {
      if (Number.isNaN(x[i]) && Number.isNaN(y[i] as number)) continue;
      for (let k = 0; k < w; k++) if (bx[i * w + k] !== by[i * w + k]) return i;
    }
    return -1;
  }
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return i;
  return -1;
}

function run(k: AnyKernel, args: unknown[], device: tack.Device): string {
  tack.setDefaultDevice(device);
  try {
    (k as unknown as (...a: unknown[]) => void)(...args);
    tack.sync();
    return "";
  } catch (e) {
    return `threw: ${(e as Error).message}`;
  }
}

describe.runIf(cpu)("SPMD and scalar builds on the cpu device", () => {
  let before: tack.Device;
  let vector: tack.Device;
  let scalar: tack.Device;
  const vectorized: string[] = [];
  const scalarOnly: string[] = [];
  beforeAll(() => {
    before = tack.getDefaultDevice();
    vector = tack.device("cpu", { spmd: "always" });
    scalar = tack.device("cpu", { spmd: false });
  });
  afterAll(() => {
    tack.setDefaultDevice(before);
  });

  for (const topic of TOPICS) {
    for (const c of topic.cases) {
      if ("run" in c || c.bug || (c.atomics?.length ?? 0) > 0) continue;
      const kc = c as KernelCase;
      it(`${topic.name}: ${kc.name} gives bit-identical outputs`, async () => {
        await new Promise((resolve) => setImmediate(resolve));
        for (const n of kc.sizes ?? SIZES) {
          const seed = hashSeed(`${kc.label ?? kc.kernel.kernelName}/${n}`);
          const args = kc.args(new Rng(seed), n);
          // the first launches run the quick builds (LLVM O0); compare the optimized ones (the
          // tiers compute the same bits, test/backends/kernels/tiers.ts, so this loses nothing)
          const wa = run(kc.kernel, materialize(args), vector);
          const wb = run(kc.kernel, materialize(args), scalar);
          expect(wa, `${kc.kernel.kernelName} n=${n}: SPMD vs scalar outcome (quick builds)`).toBe(wb);
          await (kc.kernel as unknown as { whenOptimized(): Promise<void> }).whenOptimized();
          const a = materialize(args);
          const b = materialize(args);
          const ra = run(kc.kernel, a, vector);
          const rb = run(kc.kernel, b, scalar);
          expect(ra, `${kc.kernel.kernelName} n=${n}: SPMD vs scalar outcome`).toBe(rb);
          for (let i = 0; i < args.length; i++) {
            const at = firstDifference(a[i], b[i]);
            expect(at, `${kc.kernel.kernelName} n=${n} seed=${seed}: argument ${i + 1} differs first at element ${at}`).toBe(-1);
          }
          if (n === (kc.sizes ?? SIZES)[0]) {
            const d = decision(kc.kernel, materialize(args), vector);
            (d.startsWith("spmd: yes") ? vectorized : scalarOnly).push(`${kc.kernel.kernelName}: ${d}`);
            expect(decision(kc.kernel, materialize(args), scalar), "the scalar build plans nothing").toBe("(no spmd line)");
          }
        }
      });
    }
  }

  it("vectorizes a good share of the suite (the comparison above is not scalar against scalar)", () => {
    if (process.env.TACK_SPMD_LIST) console.log(`vectorized:\n${vectorized.join("\n")}\nscalar:\n${scalarOnly.join("\n")}`);
    expect(vectorized.length, `vectorized:\n${vectorized.join("\n")}\nscalar:\n${scalarOnly.join("\n")}`).toBeGreaterThanOrEqual(20);
  });
});
