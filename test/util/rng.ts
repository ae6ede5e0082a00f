/**
 * The seeded random numbers every test draws its inputs from, so a failure reproduces from the
 * seed printed with it (DESIGN.md §7: fresh random inputs, never zeros).
 */

/** xoshiro128** (32-bit state words), seeded through splitmix32: fast, reproducible. */
export class Rng {
  private s: Uint32Array;
  constructor(readonly seed: number) {
    this.s = new Uint32Array(4);
    let z = seed >>> 0;
    for (let k = 0; k < 4; k++) {
      z = (z + 0x9e3779b9) >>> 0;
      let t = z;
      t = Math.imul(t ^ (t >>> 16), 0x85ebca6b) >>> 0;
      t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35) >>> 0;
      this.s[k] = (t ^ (t >>> 16)) >>> 0;
    }
    if ((this.s[0] | this.s[1] | this.s[2] | this.s[3]) === 0) this.s[0] = 1;
  }
  /** A uniform 32-bit unsigned integer. */
  u32(): number {
    const s = this.s;
    const r = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return r;
  }
  /** Uniform in [0, 1) with 53 random bits. */
  float(): number {
    return ((this.u32() >>> 5) * 67108864 + (this.u32() >>> 6)) / 9007199254740992;
  }
  /** Uniform in [lo, hi). */
  uniform(lo: number, hi: number): number {
    return lo + (hi - lo) * this.float();
  }
  /** A uniform integer in [lo, hi] (inclusive; |lo|, |hi| < 2^53). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }
  /** A uniform 64-bit pattern as a signed bigint. */
  i64(): bigint {
    return BigInt.asIntN(64, (BigInt(this.u32()) << 32n) | BigInt(this.u32()));
  }
  /** A bigint uniform in [lo, hi]. */
  bigint(lo: bigint, hi: bigint): bigint {
    const span = hi - lo + 1n;
    const r = BigInt.asUintN(64, this.i64()) * (BigInt.asUintN(64, this.i64()) + 1n);
    return lo + (r % span);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.u32() % xs.length];
  }
  chance(p: number): boolean {
    return this.float() < p;
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/** FNV-1a of a string: the per-test seed, so a failure reproduces from the test's name. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
