// A fresh process for the compiler warm-up tests (TACK_WARMUP from the test): makes the default
// device (and, with SECOND=1, another CPU device of the same target), waits until the warm-up
// has answered what it was sent, then compiles and runs a kernel (distinctSource) and compares
// it with its plain run. Prints `@@TACK_RESULT {json}`: the warm-up's counters, whether this
// thread's compiler module is the one the warm-up handed over, and the compare's result.
import * as tack from "../../runtime/index.js";
import { compilerWarmUpStats } from "../../workers/compiler-warm-up.js";
import { compilerModule, currentCompilerModule } from "../../wasm/host.js";
import { distinctArgs } from "./kernels.js";

tack.getDefaultDevice();
if (process.env.SECOND === "1") tack.device("cpu", { numThreads: 1 });
const deadline = Date.now() + 60_000;
const answered = () => {
  const s = compilerWarmUpStats();
  return s.started === 0 || (s.ran === s.sent && s.adopted) || Date.now() > deadline;
};
while (!answered()) await new Promise((r) => setTimeout(r, 20));
const adoptedBefore = currentCompilerModule();

const k = tack.kernel(function plainRef(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = (x[i] * 3.5 * y[i]) * a + 2.25;
});
const args = distinctArgs(11);
const ref = distinctArgs(11);
k.plain(...ref);
k(...args);
const wrong = args[2].filter((v, i) => !(Math.abs(v - ref[2][i]) <= 1e-5 * Math.max(1, Math.abs(ref[2][i])))).length;
console.log(`@@TACK_RESULT ${JSON.stringify({
  ...compilerWarmUpStats(),
  sameModule: adoptedBefore !== undefined && compilerModule() === adoptedBefore,
  wrong,
  poisonedLeft: args[2].filter(Number.isNaN).length,
})}`);
