/**
 * The first launch in a fresh process with a warm disk cache against a cold compile:
 *
 *   node --import tsx bench/workers/warm-start.ts [runs=7] [--dist] [--idle=MS]
 *
 * --dist: the children run warm-start-child.mjs in plain Node from the built dist/ (run
 * `npm run build:ts` first): no TypeScript loader, as a user's process runs; the package entry
 * the tree's package.json names (this tree's: the bundle and its code cache, runtime/code-cache.ts).
 * --idle=MS: the children wait MS between making the kernel and its first launch (a server's
 * start), which lets the background warm-ups (LLVM, the dispatch path) finish first.
 * --async (with --dist): every launch through launchAsync, awaited (a server's launches).
 * --root=DIR (with --dist): the children import DIR's dist/ (another checkout, built), so two
 * builds can be run interleaved: `... --dist --root=/work/main` then `... --dist`.
 * --device=TYPE: the children make TYPE (`wasm`, say) the default device instead of the default
 * one. --tier=TIER: the kernel's tier (default "optimized"; `auto` launches a warm hit's stored
 * optimized build all the same).
 *
 * --dist also runs a second warm process per run ("warm disk cache, again"): with the package
 * entry's code cache (runtime/code-cache.ts), the first warm process uses the code cache the cold
 * one made, and the second the one the first rewrote after its launch from the disk cache.
 *
 * Each child imports Tack, opens the device (the default: the CPU) and makes the kernel (tack.kernel opens the
 * cache), then times its first launch and a steady launch of the same arguments. "Beyond the
 * launch" is first − steady: what finding, reading and loading the cached variant cost.
 */
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tack from "../../runtime/index.js";
import { fresh, isChild, median, report } from "./spawn.js";

interface Run {
  firstMs: number;
  steadyMs: number;
  hits: number;
  /** --dist only: importing Tack, and making the default device (before the clock of the launch). */
  importMs?: number;
  deviceMs?: number;
  /** --dist only: the CPU time (all threads) of the first launch and of the import. */
  firstCpuMs?: number;
  importCpuMs?: number;
  /** --dist only: tack.cache.stats().code's status ("none" for a build without a code cache). */
  code?: string;
}

if (isChild) {
  if (process.env.BENCH_DEVICE) tack.setDefaultDevice(process.env.BENCH_DEVICE);
  else tack.getDefaultDevice();
  const saxpy = tack.kernel(function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
    for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
  }, { tier: (process.env.BENCH_TIER || "optimized") as "fast" | "optimized" | "auto" });
  const n = 4096;
  const x = new Float32Array(n).map((_, i) => i * 0.5), y = new Float32Array(n).fill(1.25), out = new Float32Array(n);
  if (process.env.BENCH_IDLE_MS) await new Promise((r) => setTimeout(r, Number(process.env.BENCH_IDLE_MS)));
  const t0 = performance.now();
  saxpy(x, y, out, 3);
  const firstMs = performance.now() - t0;
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    saxpy(x, y, out, 3);
    times.push(performance.now() - t);
  }
  if (out[7] !== 3 * 3.5 + 1.25) throw new Error(`wrong result ${out[7]}`);
  report({ firstMs, steadyMs: median(times), hits: tack.cache.stats().hits } satisfies Run);
} else {
  const runs = Number(process.argv[2] ?? 7);
  const dist = process.argv.includes("--dist");
  const idle = process.argv.find((a) => a.startsWith("--idle="))?.slice(7) ?? "";
  const root = process.argv.find((a) => a.startsWith("--root="))?.slice(7) ?? "";
  const async = dist && process.argv.includes("--async") ? "1" : "";
  const device = process.argv.find((a) => a.startsWith("--device="))?.slice(9) ?? "";
  const tier = process.argv.find((a) => a.startsWith("--tier="))?.slice(7) ?? "";
  const child = dist ? "warm-start-child.mjs" : "warm-start.ts";
  console.log(`load: ${execSync("uptime").toString().trim()}`);
  const cold: Run[] = [], warm: Run[] = [], again: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), "tack-bench-cache-"));
    try {
      const env = { TACK_CACHE_DIR: dir, TACK_CACHE: "on", BENCH_IDLE_MS: idle, BENCH_DIST_ROOT: root, BENCH_ASYNC: async, BENCH_DEVICE: device, BENCH_TIER: tier };
      cold.push(fresh<Run>(child, env));
      warm.push(fresh<Run>(child, env));
      if (dist) again.push(fresh<Run>(child, env));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if ([...warm, ...again].some((r) => r.hits !== 1)) throw new Error("a warm run missed the cache");
  const row = (what: string, rs: Run[]) => {
    const first = median(rs.map((r) => r.firstMs)), steady = median(rs.map((r) => r.steadyMs));
    const codes = [...new Set(rs.map((r) => r.code))].join(", ");
    const before = dist ? ` ${median(rs.map((r) => r.firstCpuMs!)).toFixed(2)} | ${median(rs.map((r) => r.importMs!)).toFixed(1)} | ${median(rs.map((r) => r.importCpuMs!)).toFixed(1)} | ${median(rs.map((r) => r.deviceMs!)).toFixed(1)} | ${codes} |` : "";
    console.log(`| ${what} | ${first.toFixed(3)} | ${steady.toFixed(3)} | ${(first - steady).toFixed(3)} |${before}`);
  };
  console.log(`median of ${runs} fresh processes each, ${dist ? `plain Node from ${root || "this checkout"}'s dist/` : "through tsx"}, device ${device || "default"}, tier ${tier || "optimized"}${async ? ", launchAsync" : ""}${idle ? `, ${idle} ms idle before the first launch` : ""}`);
  console.log(`| saxpy 4096 f32 | first launch (ms) | steady launch (ms) | beyond the launch (ms) |${dist ? " first launch CPU (ms) | import Tack (ms) | import CPU (ms) | make the device (ms) | code cache |" : ""}`);
  console.log(`|---|---|---|---|${dist ? "---|---|---|---|---|" : ""}`);
  row("cold compile (O3)", cold);
  row("warm disk cache", warm);
  if (dist) row("warm disk cache, again", again);
}
