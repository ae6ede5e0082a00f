/**
 * The ports corpus (issue 8, item 9): kernels ported from public projects of the field, each
 * file naming its source. Every port
 *  (1) compiles as written: its module text alone is the offline compile request (annotations
 *      give the signature), and LLVM 14's verifier accepts the IR;
 *  (2) runs on the CPU against its own plain run on seeded random inputs (outputs poisoned),
 *      through test/backends/harness.ts.
 * A port without a row in ARGS below fails, naming itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { check, out, outVec, random, type CheckOptions, type Rng } from "../backends/harness.js";
import { verifyIR } from "../compiler/corpus.js";
import { rangeRandom } from "../backends/kernels/philox.js";

const dir = fileURLToPath(new URL("./", import.meta.url));
const ports = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).sort().map((f) => f.slice(0, -3));

const W = 40, H = 24;
const f32 = (rng: Rng, n: number, min = -1, max = 1) => random(rng, "f32", n, { min, max });
/** n random vec3f in [min, max) as an array of vectors. */
const vec3 = (rng: Rng, n: number, min: number, max: number) => tack.fromTypedArray(f32(rng, 3 * n, min, max) as Float32Array, { vec: 3 });

/** A port that calls Math.random: the plain run draws other numbers, so it runs seeded and checks itself. */
type Seeded = (k: tack.Kernel<never>) => void;

/** montecarlopi against the plain-JS reference of Tack's generator (test/backends/kernels/philox.ts). */
function montecarloSeeded(k: tack.Kernel<never>): void {
  const n = 300, iterations = 64, seed = 31337n;
  const o = new Float32Array(n).fill(NaN);
  (k.withLimits({ seed }) as unknown as (...a: unknown[]) => void)(o, iterations);
  tack.sync();
  const want = Float32Array.from(o, (_, tid) => {
    let inside = 0;
    for (let i = 0; i < iterations; i++) {
      const x = rangeRandom(seed, tid, 2 * i), y = rangeRandom(seed, tid, 2 * i + 1);
      if (x ** 2 + y ** 2 <= 1.0) inside += 1;
    }
    return (4.0 * inside) / iterations;
  });
  expect(Array.from(o)).toEqual(Array.from(want));
  const mean = o.reduce((a, v) => a + v, 0) / n;
  expect(Math.abs(mean - Math.PI)).toBeLessThan(0.1);
}

/** Arguments of each port for `n` (outputs poisoned by the harness), and comparison options. */
const ARGS: Record<string, { args: (rng: Rng, n: number) => unknown[]; o?: CheckOptions; scope?: string[]; seeded?: Seeded }> = {
  montecarlopi: { args: (_rng, n) => [out("f32", n), 64], seeded: montecarloSeeded },
  julia: { args: () => [out("f32", W * H), W, H, 0.7], o: { sizes: [1] } },
  raysphere: { args: () => [out("f32", W * H * 3), W, H], o: { sizes: [1] } },
  sdfmarch: { args: () => [out("f32", W * H), W, H, 0.4], o: { sizes: [1], scale: 10 } },
  palette: { args: (rng, n) => [f32(rng, n, 0, 1), out("f32", 3 * n)] },
  transformquat: { args: (rng, n) => [f32(rng, 3 * n), out("f32", 3 * n), 0.5, 0.5, 0.5, 0.5] },
  transformmat4: { args: (rng, n) => [f32(rng, 3 * n), out("f32", 3 * n)], scope: ["M"] },
  perlin: { args: (rng, n) => [f32(rng, n, -20, 20), f32(rng, n, -20, 20), out("f32", n)], o: { scale: 10 }, scope: ["P"] },
  crc32nibble: { args: (rng, n) => [random(rng, "u8", 8 * n), out("u32", n)], scope: ["CRC_NIBBLE"] },
  histogram256: { args: (rng, n) => [random(rng, "u8", n), random(rng, "u32", 256, { min: 0, max: 1000 })] },
  streamcompact: {
    // the order of the kept elements is the threads'; with one positive element it is fixed
    args: (rng, n) => {
      const src = f32(rng, n, -1, 0);
      src[n >> 1] = 0.5;
      return [src, out("f32", 1), new Int32Array(1)];
    },
  },
  blackscholes: {
    args: (rng, n) => [f32(rng, n, 5, 30), f32(rng, n, 1, 100), f32(rng, n, 0.25, 10), out("f32", n), out("f32", n), 0.02, 0.3],
    o: { scale: 100 },
  },
  sobel: { args: (rng) => [f32(rng, W * H), out("f32", W * H), W, H], o: { sizes: [1], scale: 10 } },
  wave1d: { args: (rng, n) => [f32(rng, n), f32(rng, n), out("f32", n), 0.2, 0.99] },
  jacobi2d: { args: (rng) => [random(rng, "f64", 32 * 32), out("f64", 32 * 32), 32], o: { sizes: [1] } },
  gemm: {
    args: (rng) => [random(rng, "f64", 12 * 9), random(rng, "f64", 9 * 10), random(rng, "f64", 12 * 10), 12, 10, 9, 1.5, 0.5],
    o: { sizes: [1], scale: 10 },
  },
  kmeansassign: {
    args: (rng, n) => [f32(rng, 4 * n), f32(rng, 4 * 5), random(rng, "i32", n, { min: 0, max: 4 }), new Int32Array(1), 4, 5],
  },
  nearest: { args: (rng, n) => [f32(rng, n, -90, 90), f32(rng, n, -180, 180), out("f32", n), 30.5, -12.25], o: { scale: 100 } },
  xorshift: { args: (rng, n) => [random(rng, "u32", n), out("u32", n), 7] },
  hsl2rgb: { args: (rng, n) => [f32(rng, 3 * n, 0, 1), out("f32", 3 * n)] },
  sphdensity: {
    args: (rng, n) => [f32(rng, n), f32(rng, n), f32(rng, n), out("f32", n), 0.5, 0.01],
    o: { sizes: [1, 7, 500], scale: 1e4 },
  },
  bilinear: { args: (rng) => [f32(rng, 17 * 11), 17, 11, out("f32", W * H), W, H], o: { sizes: [1] } },
  demforces: {
    // particles in a 1.2-wide box with radius 0.1: many contacts, some with the ground
    args: (rng, n) => [vec3(rng, n, 0, 1.2), vec3(rng, n, -1, 1), outVec("f32", n, 3), 0.1, 1e3, 10, 1, 0.5],
    o: { sizes: [1, 7, 300], scale: 1e3 },
  },
  srcover: { args: (rng, n) => [f32(rng, 4 * n, 0, 1), f32(rng, 4 * n, 0, 1)] },
  massspring: {
    // springs between particles closer than 0.15 (rest length 0.1), as the example connects them
    args: (rng, n) => {
      const x = f32(rng, 2 * n, 0.3, 0.7);
      const rest = new Float32Array(n * n);
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) if (i !== j && Math.hypot(x[2 * i] - x[2 * j], x[2 * i + 1] - x[2 * j + 1]) < 0.15) rest[i * n + j] = 0.1;
      }
      return [x, f32(rng, 2 * n, -0.1, 0.1), out("f32", 2 * n), random(rng, "i32", n, { min: 0, max: 1 }), rest, 3, 100, 10, 1, 1e-3];
    },
    o: { sizes: [1, 7, 300], scale: 1000 },
  },
};

describe("ports of public kernels", () => {
  it("has at least 20 ports, each with its source named", () => {
    expect(ports.length).toBeGreaterThanOrEqual(20);
    for (const p of ports) expect(readFileSync(`${dir}${p}.ts`, "utf8"), p).toMatch(/^\/\*\*\n \* Port of /);
  });

  for (const name of ports) {
    describe(name, () => {
      const source = readFileSync(`${dir}${name}.ts`, "utf8");
      it("compiles as written (module text with annotations), and the IR verifies", () => {
        const r = tack.compile(source, { target: "llvm" });
        expect(r.kernel).toBe(name);
        expect(verifyIR(r.code)).toBe("");
      });
      it("runs on the CPU like its plain run", async () => {
        const setup = ARGS[name];
        expect(setup, `no arguments for port '${name}': add a row to ARGS`).toBeDefined();
        const mod = (await import(`./${name}.js`)) as Record<string, unknown>;
        // a function kernel sees module-level constants (tables) through `scope`, as README says
        const scope = Object.fromEntries((setup.scope ?? []).map((s) => [s, mod[s]]));
        const k = tack.kernel(mod[name] as (...a: never[]) => void, { scope });
        if (setup.seeded) setup.seeded(k as never);
        else check(k as never, setup.args, { sizes: [1, 7, 1000], ...setup.o });
      });
    });
  }
});
