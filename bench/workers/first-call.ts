/**
 * First-call latency of real-sized kernels (kernels.ts) with tier "auto" against "optimized",
 * each in a fresh process with the disk cache off, and the steady state after the switch:
 *
 *   node --import tsx bench/workers/first-call.ts [runs=3] [--ab="<node flags, NAME=value>"]
 *
 * The first call includes the front half and the native build of its tier; the steady state
 * is the median of 7 calls after whenOptimized().
 */
import { execSync } from "node:child_process";
import * as tack from "../../runtime/index.js";
import { realSized } from "./kernels.js";
import { abConfigs, abLine, fresh, isChild, median, report } from "./spawn.js";

interface Run {
  firstMs: number;
  steadyMs: number;
}

if (isChild) {
  const spec = realSized().find((k) => k.name === process.env.KERNEL)!;
  tack.getDefaultDevice();
  const k = tack.kernel(spec.fn, { tier: process.env.TIER as "auto" | "optimized" });
  const args = spec.args();
  const t0 = performance.now();
  (k as unknown as (...a: unknown[]) => void)(...args);
  const firstMs = performance.now() - t0;
  await k.whenOptimized();
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    (k as unknown as (...a: unknown[]) => void)(...args);
    times.push(performance.now() - t);
  }
  report({ firstMs, steadyMs: median(times) } satisfies Run);
} else {
  const runs = Number(process.argv[2] ?? 3);
  // --ab="<node flags, NAME=value settings>": the same children with these too ("base"), interleaved (spawn.ts abConfigs)
  const configs = abConfigs(process.argv);
  const ab = configs.length > 1;
  console.log(`load: ${execSync("uptime").toString().trim()}`);
  if (ab) console.log(abLine(configs));
  console.log("| kernel | first call, auto (ms) | first call, optimized (ms) | auto / optimized | steady auto (ms) | steady optimized (ms) |");
  console.log("|---|---|---|---|---|---|");
  for (const { name } of realSized()) {
    const rs = new Map<string, Run[]>();
    for (let i = 0; i < runs; i++) {
      for (const c of configs) {
        for (const tier of ["auto", "optimized"]) {
          const key = `${c.label}${tier}`;
          rs.set(key, [...(rs.get(key) ?? []), fresh<Run>("first-call.ts", { KERNEL: name, TIER: tier, TACK_CACHE: "off", ...c.env }, c.args)]);
        }
      }
    }
    for (const c of configs) {
      const of = (tier: string) => {
        const r = rs.get(`${c.label}${tier}`)!;
        return { first: median(r.map((x) => x.firstMs)), steady: median(r.map((x) => x.steadyMs)) };
      };
      const auto = of("auto"), opt = of("optimized");
      console.log(`| ${c.label}${name} | ${auto.first.toFixed(1)} | ${opt.first.toFixed(1)} | ${(auto.first / opt.first).toFixed(2)} | ${auto.steady.toFixed(2)} | ${opt.steady.toFixed(2)} |`);
    }
  }
  console.log(`load after: ${execSync("uptime").toString().trim()}`);
}
