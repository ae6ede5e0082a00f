// A fresh process for the warnings tests (issue 9 item 4): KERNEL=noEffect, a kernel that reads
// its arrays and writes none (the compiler warns), or KERNEL=clean, one that writes `out`. It
// launches the kernel twice, through the sync API or launchAsync (MODE) (the second launch finds the variant made) on fresh random inputs
// with `out` poisoned, against its plain run, and prints `@@TACK_RESULT {json}`: the TACK_KERNEL
// warnings the process saw (the 'warning' event), the compiler instances this thread made
// (wasm/host.ts: 0 on a disk-cache hit, when the front half never runs), the cache's hits and
// the compare.
import * as tack from "../../runtime/index.js";
import { compilerInstancesMade } from "../../wasm/host.js";
import { distinctArgs } from "../workers/kernels.js";

const seen: { code: string | undefined; message: string }[] = [];
process.on("warning", (w: Error & { code?: string }) => {
  if (w.code === "TACK_KERNEL") seen.push({ code: w.code, message: w.message });
});

const kernels = {
  noEffect: tack.kernel(function noEffect(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
    for (const i of tack.range(out.length)) {
      const t = (x[i] - 1.5 * y[i]) * a + 0.25; // computed, then dropped
      if (t > out.length) continue;
    }
  }, { tier: "optimized" }),
  clean: tack.kernel(function clean(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
    for (const i of tack.range(out.length)) out[i] = (x[i] - 1.5 * y[i]) * a + 0.25;
  }, { tier: "optimized" }),
};
const k = kernels[process.env.KERNEL as keyof typeof kernels];

let wrong = 0;
for (let run = 0; run < 2; run++) {
  const args = distinctArgs(7 + run); // out poisoned (NaN)
  const ref = distinctArgs(7 + run);
  k.plain(...ref);
  if (process.env.MODE === "async") await k.launchAsync(...args);
  else k(...args);
  for (let a = 0; a < 3; a++) wrong += args[a].filter((v, i) => !(Object.is(v, ref[a][i]) || Math.abs(v - ref[a][i]) <= 1e-5 * Math.max(1, Math.abs(ref[a][i])))).length;
}
await new Promise((r) => setImmediate(r)); // process.emitWarning delivers on the next tick
console.log(`@@TACK_RESULT ${JSON.stringify({ warnings: seen, instances: compilerInstancesMade(), hits: tack.cache.stats().hits, wrong })}`);
