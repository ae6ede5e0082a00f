// A fresh process for test/workers/compiler-tier-up.test.ts, started with
// --trace-wasm-compilation-times (V8 prints a line for each wasm function it compiles, with the
// tier and the module): compiles and runs one real-sized kernel through the synchronous path
// (the in-thread compiler, its first request in the process) and compares it with its plain
// run; then runs a wasm module of the test's own whose one function is hot enough for V8's
// default budget to tier it up, but not for the compiler's, and waits for the background
// compile. Prints `@@TACK_RESULT {json}`.
import * as tack from "../../runtime/index.js";
import { laterTierUpApplies } from "../../wasm/host.js";
import { Rng } from "../util/rng.js";
import { runHotModule } from "../util/wasm-trace.js";

function pricer(price: Float64Array, strike: Float64Array, years: Float64Array, call: Float64Array, rate: number, vol: number) {
  function cnd(d: number) {
    const k = 1 / (1 + 0.2316419 * Math.abs(d));
    const w = 1 - 0.3989422804014327 * Math.exp(-0.5 * d * d) * (k * (0.31938153 + k * (-0.356563782 + k * (1.781477937 + k * (-1.821255978 + k * 1.330274429)))));
    return d < 0 ? 1 - w : w;
  }
  for (const i of tack.range(call.length)) {
    const s = price[i], x = strike[i], t = years[i];
    const sq = vol * Math.sqrt(t);
    const d1 = (Math.log(s / x) + (rate + 0.5 * vol * vol) * t) / sq;
    let c = s * cnd(d1) - x * Math.exp(-rate * t) * cnd(d1 - sq);
    let sigma = 0.3;
    for (let it = 0; it < 4; it++) {
      const sq2 = sigma * Math.sqrt(t);
      const e1 = (Math.log(s / x) + (rate + 0.5 * sigma * sigma) * t) / sq2;
      const vega = s * Math.sqrt(t) * 0.3989422804014327 * Math.exp(-0.5 * e1 * e1);
      if (vega < 1e-9) break;
      sigma = Math.min(Math.max(sigma - (s * cnd(e1) - x * Math.exp(-rate * t) * cnd(e1 - sq2) - c) / vega, 0.01), 3);
    }
    call[i] = c + 1e-9 * sigma;
  }
}

const rng = new Rng(9061);
const n = 4099;
const uniform = (lo: number, hi: number) => Float64Array.from({ length: n }, () => lo + ((hi - lo) * rng.u32()) / 2 ** 32);
const price = uniform(10, 100), strike = uniform(10, 100), years = uniform(0.1, 3);
const call = new Float64Array(n).fill(NaN), ref = new Float64Array(n).fill(NaN);
const k = tack.kernel(pricer, { tier: "fast" }); // the quick build: this test is about the front half
k(price, strike, years, call, 0.02, 0.3);
k.plain(price, strike, years, ref, 0.02, 0.3);
const wrong = call.filter((v, i) => !(Math.abs(v - ref[i]) <= 1e-9 * Math.max(1, Math.abs(ref[i])))).length;

const total = await runHotModule(500); // V8's background TurboFan compiles
console.log(`@@TACK_RESULT ${JSON.stringify({ wrong, poisonedLeft: call.filter(Number.isNaN).length, applies: laterTierUpApplies(), total })}`);
