// A fresh process for the warm-hit tests: one kernel given as a function (its plain run needs
// no compiler), run once against its plain run. Prints `@@TACK_RESULT {json}`: compiler
// instances this thread made (wasm/host.ts counts them), the cache's hits and the compare.
import * as tack from "../../runtime/index.js";
import { compilerInstancesMade } from "../../wasm/host.js";
import { distinctArgs } from "../workers/kernels.js";

tack.getDefaultDevice();
const k = tack.kernel(function hitRef(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = (x[i] - 1.5 * y[i]) * a + 0.25;
}, { tier: "optimized" });
const args = distinctArgs(5);
const ref = distinctArgs(5);
k.plain(...ref);
const before = compilerInstancesMade();
k(...args);
const wrong = args[2].filter((v, i) => !(Math.abs(v - ref[2][i]) <= 1e-5 * Math.max(1, Math.abs(ref[2][i])))).length;
console.log(`@@TACK_RESULT ${JSON.stringify({ before, instances: compilerInstancesMade() - before, hits: tack.cache.stats().hits, wrong })}`);
