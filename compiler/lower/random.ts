/**
 * @fileoverview `Math.random()` in a kernel (issue 8, item 8): a counter-based generator,
 * Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC 2011; the
 * constants of Random123's philox.h), so every iteration draws its own numbers without state
 * shared between threads, and every backend draws the same ones.
 *
 * A call is a call of the device function below, written in the kernel language itself and
 * lowered like any other, so every generator sees only integer operations (it is never run as
 * JavaScript: `>>>` on a 64-bit value is Tack's logical shift, which JS's BigInts lack). Its counter is
 * (index word 0, index word 1, call number, index word 2) and its key the launch's 64-bit
 * seed (low, high): for `range` the words are the index's low and high 32 bits and 0; for
 * `grid` the innermost, middle and outermost index (0 where there is none). The call number
 * counts the `Math.random()` calls this iteration has made before, in execution order, device
 * functions included: it lives in a one-element u32 scratch array made (zeroed) at the start
 * of each iteration, which device functions receive as a captured array. The result takes 27
 * bits of the first output word and 26 of the second, `(a * 2^26 + b) / 2^53`: a double in
 * [0, 1) with 53 random bits, as V8's Math.random gives.
 */

/** The generator, in the kernel language (parsed once per kernel that calls Math.random). */
export const RANDOM_SOURCE = `function random(seed, w0, w1, w2, calls) {
  const n = calls[0];
  calls[0] = n + 1;
  let c0 = tack.u32(w0), c1 = tack.u32(w1), c2 = tack.u32(n), c3 = tack.u32(w2);
  let k0 = tack.u32(seed), k1 = tack.u32(tack.u64(seed) >>> 32n);
  for (const r of tack.range(10)) {
    const p0 = tack.u64(c0) * 0xD2511F53n;
    const p1 = tack.u64(c2) * 0xCD9E8D57n;
    c0 = tack.u32(tack.u32(p1 >>> 32n) ^ c1 ^ k0);
    c2 = tack.u32(tack.u32(p0 >>> 32n) ^ c3 ^ k1);
    c1 = tack.u32(p1);
    c3 = tack.u32(p0);
    k0 = tack.u32(k0 + 0x9E3779B9);
    k1 = tack.u32(k1 + 0xBB67AE85);
  }
  return (tack.f64(c0 >>> 5) * 67108864 + tack.f64(c1 >>> 6)) / 9007199254740992;
}`;

/** The hidden kernel parameter that carries the launch's seed (a name no JS parameter can have). */
export const SEED_PARAM = "tack.seed";
