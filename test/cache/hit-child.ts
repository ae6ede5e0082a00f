// A fresh process for the warm-hit tests: one kernel given as a function (its plain run needs
// no compiler), run once against its plain run. With WAIT=1 the kernel is made, then the
// process waits (until the cache counts a hit, at most 30 s) before the launch: tack.kernel's
// prefetch has loaded the variant by then. Prints `@@TACK_RESULT {json}`: compiler instances
// this thread made (wasm/host.ts counts them), the disk reads the launch itself made, the
// cache's hits and the compare.
import * as tack from "../../runtime/index.js";
import { diskCache } from "../../runtime/disk-cache.js";
import { compilerInstancesMade } from "../../wasm/host.js";
import { distinctArgs } from "../workers/kernels.js";

tack.getDefaultDevice();
const k = tack.kernel(function hitRef(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = (x[i] - 1.5 * y[i]) * a + 0.25;
}, { tier: "optimized" });
const args = distinctArgs(5);
const ref = distinctArgs(5);
k.plain(...ref);
if (process.env.WAIT === "1") {
  const deadline = Date.now() + 30_000;
  while (tack.cache.stats().hits === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}
const cache = diskCache();
let reads = 0;
const readSync = cache.readSync.bind(cache);
cache.readSync = (...a: Parameters<typeof readSync>) => {
  reads++;
  return readSync(...a);
};
const before = compilerInstancesMade();
k(...args);
const wrong = args[2].filter((v, i) => !(Math.abs(v - ref[2][i]) <= 1e-5 * Math.max(1, Math.abs(ref[2][i])))).length;
console.log(`@@TACK_RESULT ${JSON.stringify({ before, instances: compilerInstancesMade() - before, reads, hits: tack.cache.stats().hits, wrong })}`);
