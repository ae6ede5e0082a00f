/**
 * Port of Marsaglia's xorshift32 ("Xorshift RNGs", J. Stat. Software 8(14), 2003, the
 * `xor32` generator with shifts 13, 17, 5): `rounds` steps from a per-element seed.
 */
import * as tack from "../../runtime/index.js";

export function xorshift(seeds: Uint32Array, out: Uint32Array, rounds: tack.i32) {
  for (const i of tack.range(out.length)) {
    let x = seeds[i] | 1;
    for (let r = 0; r < rounds; r++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
    }
    out[i] = x;
  }
}
