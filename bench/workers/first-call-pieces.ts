/**
 * What a real-sized kernel's first call spends its time on, per tier (issue 9's auto ≤ 1/3 of
 * optimized target): each kernel and tier in a fresh process, the disk cache off, median of runs:
 *
 *   node --import tsx bench/workers/first-call-pieces.ts [runs=3] [--ab="<node flags, NAME=value>"]
 *
 * front: the front half (the Wasm compiler's first use in the process: parsing, passes, code
 * generation), the same for both tiers; build: the native build of the tier (LLVM's parse,
 * passes and codegen, and the JIT link, from the shim's own timings); run: the rest of the
 * first call, which is the launch itself on that build.
 */
import { execSync } from "node:child_process";
import * as tack from "../../runtime/index.js";
import { spyFrontAndBuild, type BuildPieces } from "./build-spies.js";
import { realSized } from "./kernels.js";
import { abConfigs, abLine, fresh, isChild, median, report } from "./spawn.js";

interface Run extends BuildPieces {
  firstMs: number;
}

if (isChild) {
  const spec = realSized().find((k) => k.name === process.env.KERNEL)!;
  const r: Run = { firstMs: 0, frontMs: 0, buildMs: 0, parseMs: 0, optMs: 0, codegenMs: 0, jitMs: 0 };
  spyFrontAndBuild(() => r);
  tack.getDefaultDevice();
  const k = tack.kernel(spec.fn, { tier: process.env.TIER as "auto" | "optimized" });
  const args = spec.args();
  const t0 = performance.now();
  (k as unknown as (...a: unknown[]) => void)(...args);
  r.firstMs = performance.now() - t0;
  report(r);
  process.exit(0); // not waiting for the background O3 build
} else {
  const runs = Number(process.argv[2] ?? 3);
  // --ab="<node flags, NAME=value settings>": the same children with these too ("base"), interleaved (spawn.ts abConfigs)
  const configs = abConfigs(process.argv);
  const ab = configs.length > 1;
  console.log(`load: ${execSync("uptime").toString().trim()}`);
  if (ab) console.log(abLine(configs));
  console.log(`median of ${runs} fresh processes; ms`);
  console.log("| kernel | tier | first call | front half | native build (parse / passes / codegen / link) | run on it (rest) |");
  console.log("|---|---|---|---|---|---|");
  for (const { name } of realSized()) {
    const rs = new Map<string, Run[]>();
    for (let i = 0; i < runs; i++) {
      for (const c of configs) {
        for (const tier of ["auto", "optimized"]) {
          const key = `${c.label}${tier}`;
          rs.set(key, [...(rs.get(key) ?? []), fresh<Run>("first-call-pieces.ts", { KERNEL: name, TIER: tier, TACK_CACHE: "off", ...c.env }, c.args)]);
        }
      }
    }
    for (const c of configs) {
      for (const tier of ["auto", "optimized"]) {
        const r = rs.get(`${c.label}${tier}`)!;
        const m = (f: (r: Run) => number) => median(r.map(f)).toFixed(1);
        console.log(`| ${c.label}${name} | ${tier} | ${m((r) => r.firstMs)} | ${m((r) => r.frontMs)} | ${m((r) => r.buildMs)} (${m((r) => r.parseMs)} / ${m((r) => r.optMs)} / ${m((r) => r.codegenMs)} / ${m((r) => r.jitMs)}) | ${m((r) => r.firstMs - r.frontMs - r.buildMs)} |`);
      }
    }
  }
  console.log(`load after: ${execSync("uptime").toString().trim()}`);
}
