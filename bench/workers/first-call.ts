/**
 * First-call latency of real-sized kernels (kernels.ts) with tier "auto" against "optimized",
 * each in a fresh process with the disk cache off, and the steady state after the switch:
 *
 *   node --import tsx bench/workers/first-call.ts [runs=3] [--ab="<node flags, NAME=value>"] [--dist] [--kernel=NAME]
 *
 * --dist: the children run in plain Node from the package entry (dist/tack.js, built), as a
 * user's process does, each with a disk cache of its own that holds no kernel but the V8 code
 * cache of Tack's JavaScript that an earlier process made (one that ran another kernel,
 * saxpy, with tier auto): Tack has run on this machine before, the kernel is new. Without it,
 * the children run the sources through tsx, with the disk cache off (no code cache).
 *
 * The first call includes the front half and the native build of its tier; the steady state
 * is the median of 7 calls after whenOptimized().
 */
import { execSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
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
  const dist = process.argv.includes("--dist");
  const scratch = dist ? mkdtempSync(join(tmpdir(), "tack-first-call-")) : "";
  const distEnv = dist ? await distSetup(scratch) : null;
  // --ab="<node flags, NAME=value settings>": the same children with these too ("base"), interleaved (spawn.ts abConfigs)
  const configs = abConfigs(process.argv);
  const ab = configs.length > 1;
  console.log(`load: ${execSync("uptime").toString().trim()}`);
  if (ab) console.log(abLine(configs));
  console.log("| kernel | first call, auto (ms) | first call, optimized (ms) | auto / optimized | steady auto (ms) | steady optimized (ms) |");
  console.log("|---|---|---|---|---|---|");
  const only = process.argv.find((a) => a.startsWith("--kernel="))?.slice(9);
  for (const { name } of realSized().filter((k) => only === undefined || k.name === only)) {
    const rs = new Map<string, Run[]>();
    for (let i = 0; i < runs; i++) {
      for (const c of configs) {
        for (const tier of ["auto", "optimized"]) {
          const key = `${c.label}${tier}`;
          rs.set(key, [...(rs.get(key) ?? []), distEnv === null
            ? fresh<Run>("first-call.ts", { KERNEL: name, TIER: tier, TACK_CACHE: "off", ...c.env }, c.args)
            : distChild(distEnv, { KERNEL: name, TIER: tier, ...c.env }, c.args)]);
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
  if (dist) rmSync(scratch, { recursive: true, force: true });
}

/** --dist: kernels.ts as one ES module importing the package entry (see the header). */
async function distSetup(scratch: string): Promise<{ scratch: string; kernels: string; entry: string; primed: Map<string, string>; runs: number }> {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const entry = pathToFileURL(join(root, "dist", "tack.js")).href;
  const kernels = join(scratch, "kernels.mjs");
  // esbuild comes with tsx (or, bundled for a machine without it, kernels-dist.mjs beside this
  // file: bench/workers/pack-host.sh); the kernels' Tack import is rewritten to the entry's URL
  const prebuilt = fileURLToPath(new URL("./kernels-dist.mjs", import.meta.url));
  const out = existsSync(prebuilt) ? readFileSync(prebuilt, "utf8") : (await import("esbuild")).buildSync({ entryPoints: [join(root, "bench/workers/kernels.ts")], bundle: true, format: "esm", platform: "node", external: ["../../runtime/*"], write: false }).outputFiles[0].text;
  writeFileSync(kernels, out.replaceAll('"../../runtime/index.js"', JSON.stringify(entry)));
  writeFileSync(join(scratch, "prime.mjs"), `const tack = await import(${JSON.stringify(entry)});
const k = tack.kernel(function saxpy(x, y, out, a) { for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i]; }, { tier: "auto" });
const x = new Float32Array(4096).fill(1.5), y = new Float32Array(4096).fill(0.25), out = new Float32Array(4096);
k(x, y, out, 2); await k.whenOptimized(); k(x, y, out, 2);
console.log("@@RESULT " + JSON.stringify({ code: tack.cache.stats().code }));`);
  console.log("--dist: the package entry; each child's disk cache holds no kernel, only the code cache made by an earlier process that ran saxpy (same node flags)");
  return { scratch, kernels, entry, primed: new Map<string, string>(), runs: 0 };
}

/**
 * One --dist child: its own disk cache directory, a copy of the code cache a process with the
 * same node flags made (V8 keys a code cache by its flags), primed on first use.
 */
function distChild(d: Awaited<ReturnType<typeof distSetup>>, env: Record<string, string>, nodeArgs: readonly string[]): Run {
  const flags = nodeArgs.join(" ");
  let primed = d.primed.get(flags);
  if (primed === undefined) {
    primed = join(d.scratch, `primed-${d.primed.size}`);
    fresh(join(d.scratch, "prime.mjs"), { TACK_CACHE_DIR: primed, TACK_CACHE: "on" }, nodeArgs);
    d.primed.set(flags, primed);
  }
  const dir = join(d.scratch, `run-${d.runs++}`);
  cpSync(join(primed, "code"), join(dir, "code"), { recursive: true });
  try {
    const r = fresh<Run & { code: string }>("first-call-child.mjs", { ...env, BENCH_KERNELS: d.kernels, BENCH_ENTRY: d.entry, TACK_CACHE_DIR: dir, TACK_CACHE: "on" }, nodeArgs);
    if (r.code !== "used") throw new Error(`a --dist child did not use the code cache (${r.code})`);
    return r;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
