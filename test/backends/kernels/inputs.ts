/**
 * Input generators and special values the kernel cases share. Inputs stay clear of the
 * documented differences of DESIGN.md §3: float values beyond ±2^63 stored to integers, i32
 * products beyond 2^53, bigint mixed with number, and integer overflow that a float output
 * would expose (the device wraps; plain JS does not).
 */
import { FLOAT_SPECIALS, INT_RANGE, isBig, isFloat, random, type Rng } from "../harness.js";
import type { DtypeName, TypedArray } from "../../../runtime/index.js";

export const fr = Math.fround;
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

/** Float specials that a store to an integer dtype handles as TypedArrays do (all below 2^63). */
export const FLOAT_TO_INT_SPECIALS = [
  ...FLOAT_SPECIALS, -0.9, 0.9, 127.5, 128, -129, 255.7, 256, 257.3, -1, -255.5, 32767.9, 32768, 65535.9, 65536, -32769,
  2147483647.5, 2147483648, -2147483648.7, -2147483649, 4294967295.2, 4294967296.5, -4294967297, 3e9, -3e9, 1e15 + 0.5,
  1e18, -1e18, 9e18, -9e18, 1.5e-300,
];
/** More specials for float outputs: overflow to ±Infinity in f32, subnormals, underflow. */
export const FLOAT_TO_FLOAT_SPECIALS = [...FLOAT_TO_INT_SPECIALS, 1e39, -1e39, 3.4028235677973366e38, 1e-40, -1e-45, 1e-46, 1e300];

export const BIG_SPECIALS = [0n, 1n, -1n, 2n ** 63n - 1n, -(2n ** 63n), 2n ** 64n - 1n, 2n ** 32n, 2n ** 53n + 1n, -(2n ** 31n)];

/** Inputs of a dtype with its specials: full range for integers, [-1000, 1000] plus specials for floats. */
export function inputs(rng: Rng, d: DtypeName, n: number, toInt: boolean): TypedArray {
  if (isBig(d)) {
    return random(rng, d, n, { specials: BIG_SPECIALS.map((v) => (d === "u64" ? BigInt.asUintN(64, v) : BigInt.asIntN(64, v))) });
  }
  if (isFloat(d)) return random(rng, d, n, { min: -1000, max: 1000, specials: toInt ? FLOAT_TO_INT_SPECIALS : FLOAT_TO_FLOAT_SPECIALS, specialRate: 0.3 });
  const [lo, hi] = INT_RANGE[d];
  return random(rng, d, n, { specials: [lo, hi, 0, -1, 1, lo + 1, hi - 1].filter((v) => v >= lo && v <= hi), specialRate: 0.1 });
}
