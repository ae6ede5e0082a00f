/**
 * The compiler's cold start in a fresh process (the front half of a first call), with and
 * without the tier-up budget wasm/host.ts gives the compiler's module: each child runs
 * `tack.compile` (the in-thread compiler, as a synchronous first launch does) on the
 * real-sized kernels of kernels.ts in turn, 100 requests, and reports the first request,
 * the time to 10 and to 100 requests, and the process's CPU time over them (V8's background
 * TurboFan compiles included). "base" children get V8's own budget back
 * (--wasm-tiering-budget=1800000, which wasm/host.ts leaves alone), interleaved:
 *
 *   node --import tsx bench/workers/compiler-cold.ts [runs=7]
 */
import { execSync } from "node:child_process";
import * as tack from "../../runtime/index.js";
import { realSized } from "./kernels.js";
import { fresh, isChild, median, report } from "./spawn.js";

interface Run {
  firstMs: number;
  to10Ms: number;
  to100Ms: number;
  cpuMs: number;
}

const SIGNATURES: Record<string, string> = {
  raymarch: "f32[], i32, i32, f64",
  sph: "f32[], f32[], f32[], f32[], f32[], f32[], f32[], i32, f64, f64",
  blackScholes: "f64[], f64[], f64[], f64[], f64[], f64, f64",
};

if (isChild) {
  const kernels = realSized().map((k) => ({ fn: k.fn, signature: SIGNATURES[k.name] }));
  const order = [2, 1, 0]; // Black-Scholes first, as the kernel whose first call misses the target by most
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r: Run = { firstMs: 0, to10Ms: 0, to100Ms: 0, cpuMs: 0 };
  for (let i = 0; i < 100; i++) {
    const k = kernels[order[i % 3]];
    tack.compile(k.fn, { signature: k.signature });
    const t = performance.now() - t0;
    if (i === 0) r.firstMs = t;
    if (i === 9) r.to10Ms = t;
    if (i === 99) r.to100Ms = t;
  }
  const c = process.cpuUsage(c0);
  r.cpuMs = (c.user + c.system) / 1000;
  report(r);
} else {
  const runs = Number(process.argv[2] ?? 7);
  const configs = [{ label: "V8's budget (--wasm-tiering-budget=1800000)", args: ["--wasm-tiering-budget=1800000"] }, { label: "the compiler's budget (wasm/host.ts)", args: [] }];
  console.log(`load: ${execSync("uptime").toString().trim()}`);
  const rs = configs.map(() => [] as Run[]);
  for (let i = 0; i < runs; i++) configs.forEach((c, j) => rs[j].push(fresh<Run>("compiler-cold.ts", { TACK_CACHE: "off", TACK_WARMUP: "off" }, c.args)));
  console.log(`median of ${runs} fresh processes each, interleaved; ms`);
  console.log("| compiler module | first request | 10 requests | 100 requests | process CPU over the 100 |");
  console.log("|---|---|---|---|---|");
  configs.forEach((c, j) => {
    const m = (f: (r: Run) => number) => median(rs[j].map(f)).toFixed(1);
    console.log(`| ${c.label} | ${m((r) => r.firstMs)} | ${m((r) => r.to10Ms)} | ${m((r) => r.to100Ms)} | ${m((r) => r.cpuMs)} |`);
  });
  console.log(`load after: ${execSync("uptime").toString().trim()}`);
}
