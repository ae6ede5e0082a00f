/**
 * A plain-JS Philox4x32-10 (Salmon et al., SC 2011; Random123's philox.h), the reference for
 * the generator Tack compiles `Math.random()` into (compiler/lower/random.ts), written
 * independently of it: BigInt products, 32-bit words as numbers.
 */

const M0 = 0xd2511f53n, M1 = 0xcd9e8d57n, W0 = 0x9e3779b9, W1 = 0xbb67ae85;

/** Philox4x32-10 of a 4-word counter under a 2-word key: 4 words. */
export function philox4x32(ctr: readonly number[], key: readonly number[]): number[] {
  let [c0, c1, c2, c3] = ctr;
  let [k0, k1] = key;
  for (let r = 0; r < 10; r++) {
    const p0 = M0 * BigInt(c0), p1 = M1 * BigInt(c2);
    const hi0 = Number(p0 >> 32n), lo0 = Number(p0 & 0xffffffffn);
    const hi1 = Number(p1 >> 32n), lo1 = Number(p1 & 0xffffffffn);
    [c0, c1, c2, c3] = [(hi1 ^ c1 ^ k0) >>> 0, lo1, (hi0 ^ c3 ^ k1) >>> 0, lo0];
    k0 = (k0 + W0) >>> 0;
    k1 = (k1 + W1) >>> 0;
  }
  return [c0, c1, c2, c3];
}

/**
 * What the `call`-th Math.random() of an iteration gives under `seed`: the counter is (index
 * word 0, index word 1, call, index word 2), the key the seed's low and high words, and the
 * double takes 27 + 26 bits of the first two output words.
 */
export function kernelRandom(seed: bigint, w0: number, w1: number, w2: number, call: number): number {
  const s = BigInt.asUintN(64, seed);
  const [a, b] = philox4x32([w0 >>> 0, w1 >>> 0, call >>> 0, w2 >>> 0], [Number(s & 0xffffffffn), Number(s >> 32n)]);
  return ((a >>> 5) * 67108864 + (b >>> 6)) / 9007199254740992;
}

/** For a range(n) kernel: the index's low and high words. */
export function rangeRandom(seed: bigint, i: number, call: number): number {
  return kernelRandom(seed, i % 2 ** 32, Math.floor(i / 2 ** 32), 0, call);
}
