/**
 * Which of a first call's pieces are first-use costs of the process (issue 9's auto ≤ 1/3 of
 * optimized): in each fresh process (disk cache off) a real-sized kernel's first call, then the
 * first call of a copy of the same kernel under another name (same source, so the same amount of
 * compiler, LLVM and launch work, none of it the process's first), then a steady call:
 *
 *   node --import tsx bench/workers/first-call-again.ts [runs=5] [kernel=blackScholes] [--ab="<node flags, NAME=value>"]
 *
 * --base=<checkout>: an A/B of two builds (a shim, say): "base" children run this script in that
 * checkout (copy the script there if it lacks it), alternated with this checkout's.
 *
 * IDLE=<ms> in the environment: each child idles that long after making the device (its
 * warm-up and the pool's start then done before the first call; Atomics.wait, no event loop).
 *
 * module: the compiler's Wasm module made by the first request (wasm/host.ts compilerModule;
 * 0 where the import's background compile had it ready); front: the rest of the front half
 * (the request and the JS around it); build: the native build (the shim's parse / passes /
 * codegen / link); run: the rest of the call (the launch). Medians of runs, ms.
 */
import { execSync, spawnSync } from "node:child_process";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import * as tack from "../../runtime/index.js";
import { loadCpuShim } from "../../runtime/backends/cpu-shim.js";
import { spyFrontAndBuild, type BuildPieces } from "./build-spies.js";
import { compilerModule } from "../../wasm/host.js";
import { realSized } from "./kernels.js";
import { abConfigs, abLine, fresh, isChild, median, report } from "./spawn.js";

interface Call extends BuildPieces {
  callMs: number;
  moduleMs: number;
  /** of the run: the shim's launch calls (the kernel on the pool), createPlan, compileBackground (tier auto's O3 start) */
  launchMs: number;
  planMs: number;
  backgroundMs: number;
}
interface Run {
  first: Call;
  again: Call;
  steadyMs: number;
}

const zero = (): Call => ({ callMs: 0, moduleMs: 0, frontMs: 0, buildMs: 0, parseMs: 0, optMs: 0, codegenMs: 0, jitMs: 0, launchMs: 0, planMs: 0, backgroundMs: 0 });

if (isChild) {
  const spec = realSized().find((k) => k.name === (process.env.KERNEL ?? "blackScholes"))!;
  let cur = zero();
  spyFrontAndBuild(() => cur);
  // the shim's calls inside the run, timed where the runtime calls them (it reads them off the shim object)
  const shim = loadCpuShim() as unknown as Record<string, (...a: unknown[]) => unknown>;
  for (const [name, key] of [["launch", "launchMs"], ["createPlan", "planMs"], ["compileBackground", "backgroundMs"]] as const) {
    const f = shim[name];
    shim[name] = (...a: unknown[]) => {
      const t = performance.now();
      try {
        return f(...a);
      } finally {
        cur[key] += performance.now() - t;
      }
    };
  }
  const tier = (process.env.TIER ?? "auto") as "auto" | "optimized";
  tack.getDefaultDevice();
  // IDLE=ms: the process idles that long first (the device's warm-up and the pool's start done)
  if (process.env.IDLE) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(process.env.IDLE));
  // the same source under another name: a new kernel, nothing of it cached in the process
  const copy = new Function("tack", `return ${spec.fn.toString().replace(/^function (\w+)/, "function $1Again")}`)(tack) as (...a: never[]) => void;
  const k1 = tack.kernel(spec.fn, { tier }) as unknown as (...a: unknown[]) => void;
  const k2 = tack.kernel(copy, { tier }) as unknown as (...a: unknown[]) => void;
  const args = spec.args();
  const call = (k: (...a: unknown[]) => void, withModule: boolean): Call => {
    cur = zero();
    const t0 = performance.now();
    if (withModule) compilerModule(); // what the first request would do first
    cur.moduleMs = performance.now() - t0;
    k(...args);
    cur.callMs = performance.now() - t0;
    return cur;
  };
  // named, so that a CPU profile (--cpu-prof) tells the two calls apart
  const firstCall = () => call(k1, true);
  const againCall = () => call(k2, false);
  const first = firstCall();
  const again = againCall();
  cur = zero(); // the steady call's shim calls counted apart
  const t = performance.now();
  k1(...args);
  report({ first, again, steadyMs: performance.now() - t } satisfies Run);
  process.exit(0); // not waiting for the background O3 builds
} else {
  const runs = Number(process.argv[2] ?? 5);
  // this file's name: first-call-again.ts, or .mjs bundled over dist/ (bench/workers/pack-host.sh)
  const self = basename(fileURLToPath(import.meta.url));
  const kernel = process.argv[3] && !process.argv[3].startsWith("--") ? process.argv[3] : "blackScholes";
  const baseDir = process.argv.find((a) => a.startsWith("--base="))?.slice(7);
  const configs = baseDir ? [{ label: "base ", args: [], env: {} }, { label: "this ", args: [], env: {} }] : abConfigs(process.argv);
  // a child of this script in another checkout (--base), as spawn.ts fresh() runs one here
  const inBase = (env: Record<string, string>): Run => {
    const r = spawnSync(process.execPath, ["--import", "tsx", "bench/workers/first-call-again.ts"], { cwd: baseDir, env: { ...process.env, ...env, BENCH_CHILD: "1" }, encoding: "utf8" });
    const line = (r.stdout ?? "").split("\n").find((l) => l.startsWith("@@RESULT "));
    if (r.status !== 0 || !line) throw new Error(`first-call-again.ts in ${baseDir} failed (${r.signal ?? r.status}):\n${r.stdout}\n${r.stderr}`);
    return JSON.parse(line.slice(9)) as Run;
  };
  console.log(`load: ${execSync("uptime").toString().trim()}`);
  if (baseDir) console.log(`base: the checkout ${baseDir}; this: ${fileURLToPath(new URL("../..", import.meta.url))}`);
  else if (configs.length > 1) console.log(abLine(configs));
  console.log(`${kernel}, median of ${runs} fresh processes; ms`);
  console.log("| tier | call | whole | module | front | build (parse / passes / codegen / link) | run (rest) | of it: launch / plan / O3 start | steady |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  const all = new Map<string, Run[]>();
  for (const tier of ["auto", "optimized"]) {
    const rs = new Map<string, Run[]>();
    for (let i = 0; i < runs; i++) {
      for (const c of configs) {
        const env = { KERNEL: kernel, TIER: tier, TACK_CACHE: "off", ...c.env };
        rs.set(c.label, [...(rs.get(c.label) ?? []), baseDir && c.label === "base " ? inBase(env) : fresh<Run>(self, env, c.args)]);
      }
    }
    for (const c of configs) {
      const r = rs.get(c.label)!;
      all.set(`${c.label}${tier}`, r);
      for (const which of ["first", "again"] as const) {
        const m = (f: (x: Call) => number) => median(r.map((x) => f(x[which]))).toFixed(1);
        const rest = (x: Call) => x.callMs - x.moduleMs - x.frontMs - x.buildMs;
        console.log(`| ${c.label}${tier} | ${which} | ${m((x) => x.callMs)} | ${m((x) => x.moduleMs)} | ${m((x) => x.frontMs)} | ${m((x) => x.buildMs)} (${m((x) => x.parseMs)} / ${m((x) => x.optMs)} / ${m((x) => x.codegenMs)} / ${m((x) => x.jitMs)}) | ${m(rest)} | ${m((x) => x.launchMs)} / ${m((x) => x.planMs)} / ${m((x) => x.backgroundMs)} | ${which === "first" ? median(r.map((x) => x.steadyMs)).toFixed(2) : ""} |`);
      }
    }
  }
  for (const c of configs) {
    const m = (tier: string) => median(all.get(`${c.label}${tier}`)!.map((x) => x.first.callMs));
    console.log(`${c.label}first call auto / optimized: ${m("auto").toFixed(1)} / ${m("optimized").toFixed(1)} = ${(m("auto") / m("optimized")).toFixed(3)}`);
  }
  console.log(`load after: ${execSync("uptime").toString().trim()}`);
}
