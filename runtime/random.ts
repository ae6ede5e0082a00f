/**
 * The launch seed of kernels that call `Math.random()` (compiler/lower/random.ts): such a
 * kernel takes one hidden last parameter, a 64-bit seed, which every launch passes. Given as
 * `tack.kernel(fn, { seed })` (every launch) or `k.withLimits({ seed })` (those launches), the
 * same seed draws the same numbers on every backend; without one, each launch draws a fresh
 * seed, so two launches differ as two runs of plain JavaScript do.
 */
import { describeValue } from "./dtypes.js";
import { KernelRangeError } from "./errors.js";

/** The compiler's name of the hidden seed parameter (compiler/lower/random.ts SEED_PARAM). */
export const SEED_PARAM = "tack.seed";

/** A seed option checked: an integer in [0, 2^64) (a number or a bigint), as the i64 bigint the kernel takes. */
export function checkSeed(kernelName: string, seed: unknown): bigint | undefined {
  if (seed === undefined) return undefined;
  const ok = typeof seed === "bigint" ? seed >= 0n && seed < 2n ** 64n : Number.isSafeInteger(seed) && (seed as number) >= 0;
  if (!ok) {
    throw new KernelRangeError(`the seed option is an integer from 0 to 2^64 - 1 (a number or a bigint), not ${describeValue(seed)}`, { kernelName });
  }
  return BigInt.asIntN(64, BigInt(seed as number | bigint));
}

/** A fresh seed for a launch that was given none. */
export function freshSeed(): bigint {
  return crypto.getRandomValues(new BigInt64Array(1))[0];
}

/** Does the kernel source (or a scope function) spell Math.random? Only then is the compiler asked. */
export function mentionsRandom(source: string, scopeSources: readonly string[]): boolean {
  // most kernels never spell it: a substring test spares them the pattern (its first use in a
  // process costs a fresh process's first launch about 0.1 ms of V8 compiling it), and the
  // pattern is made only behind that test (V8 parses a pattern when it makes the RegExp)
  const mentions = (s: string): boolean => s.includes("random") && /\bMath\s*\.\s*random\b/.test(s);
  return mentions(source) || scopeSources.some(mentions);
}
