/**
 * Kernels for the compile-pool and cache tests (and their child processes: no vitest here): many distinct small ones, and one whose front
 * half takes long enough (about 0.4 s here) to be caught mid-compile.
 */
import { Rng } from "../util/rng.js";

/** Kernel `k<j>`: distinct source per j (its own constants and operations). */
export function distinctSource(j: number): string {
  const ops = ["+", "-", "*"];
  return `function k${j}(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) {
    out[i] = (x[i] ${ops[j % 3]} ${j + 1}.5 * y[i]) * a + ${j % 7}.25;
  }
}`;
}

/** The source of a kernel with `n` statements in its loop body, for compiles that take a while. */
export function slowSource(n = 3000, name = "slow"): string {
  const body = Array.from({ length: n }, (_, j) => `    s = s * 0.5 + x[i] * ${j}.25;`).join("\n");
  return `function ${name}(x: Float32Array, out: Float32Array) {\n  for (const i of tack.range(out.length)) {\n    let s = 0;\n${body}\n    out[i] = s;\n  }\n}`;
}

/** Fresh random arguments for distinctSource's kernels; out poisoned. */
export function distinctArgs(seed: number, n = 257): [Float32Array, Float32Array, Float32Array, number] {
  const rng = new Rng(seed);
  const data = () => new Float32Array(n).map(() => (rng.u32() / 2 ** 32) * 20 - 10);
  return [data(), data(), new Float32Array(n).fill(NaN), (rng.u32() % 1000) / 100 + 0.5];
}

