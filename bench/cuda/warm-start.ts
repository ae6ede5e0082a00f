/**
 * The first launch in a fresh process from a warm disk cache on CUDA (issue 10 target: ≤ 2 ms),
 * against a cold compile (the same as bench/cuda/cold.ts) in the same run:
 *
 *   node --import tsx bench/cuda/warm-start.ts [runs=5] [device=cuda] [--idle=MS] [--dist [--root=DIR]]
 *
 * Each run uses a new cache directory: a cold child (front half, NVRTC to a CUBIN, stored),
 * then a warm child (both read back from the cache, cuModuleLoadData of the stored CUBIN). In
 * each child the device is made and the arrays are on it first (context creation is not the
 * compile's); the clock runs from the first call of the kernel to its first result on the host,
 * and the same for a steady call, so "beyond the launch" = first − steady. Also runs on
 * `opencl` (PoCL here) to check the script: `... warm-start.ts 3 opencl`.
 *
 * --idle=MS: each child waits MS between making the kernel and its first call (a server's
 * start): tack.kernel()'s prefetch then has the stored variant loaded (runtime/variants.ts).
 * Each child is warm-start-child.mjs, run on the sources through tsx; --dist: in plain Node from
 * the package entry instead (as a user's process does; with the package entry's code cache, runtime/code-cache.ts), and a second warm
 * child per run ("again": it uses the code cache the first warm child rewrote); --root=DIR:
 * another built checkout's entry, for an A/B (`... --dist --root=/work/main`, then `... --dist`).
 * Here, without a GPU, `eval "$(bash bench/cuda/stub/build.sh)"` runs it on the stand-in
 * driver (it measures only the host's side; no result is checked there).
 */
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fresh, median } from "../workers/spawn.js";

interface Run {
  firstMs: number;
  steadyMs: number;
  hits: number;
  /** --dist only: importing Tack, and tack.cache.stats().code's status ("none": no code cache). */
  importMs?: number;
  code?: string;
}

const positional = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const runs = Number(positional[0] ?? 5);
const type = positional[1] ?? "cuda";
const idle = process.argv.find((a) => a.startsWith("--idle="))?.slice(7) ?? "";
console.log(`load: ${execSync("uptime").toString().trim()}`);
const dist = process.argv.includes("--dist");
const root = process.argv.find((a) => a.startsWith("--root="))?.slice(7) ?? "";
// one child script: the package entry in plain Node (--dist), or the sources through tsx
const child = "../cuda/warm-start-child.mjs";
const childArgs = dist ? [] : ["--import", "tsx"];
const cold: Run[] = [], warm: Run[] = [], again: Run[] = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), "tack-bench-cache-"));
  const env = { TACK_CACHE_DIR: dir, TACK_CACHE: "on", BENCH_DEVICE: type, BENCH_IDLE_MS: idle, BENCH_DIST_ROOT: root, BENCH_SOURCES: dist ? "" : "1" };
  try {
    cold.push(fresh<Run>(child, env, childArgs));
    warm.push(fresh<Run>(child, env, childArgs));
    if (dist) again.push(fresh<Run>(child, env, childArgs));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if ([...warm, ...again].some((r) => r.hits !== 1)) throw new Error(`a warm run missed the cache: ${JSON.stringify(warm)}`);
const row = (what: string, rs: Run[]) => {
  const first = median(rs.map((r) => r.firstMs)), steady = median(rs.map((r) => r.steadyMs));
  const more = dist ? ` ${median(rs.map((r) => r.importMs!)).toFixed(1)} | ${[...new Set(rs.map((r) => r.code))].join(", ")} |` : "";
  console.log(`| ${what} | ${first.toFixed(3)} | ${steady.toFixed(3)} | ${(first - steady).toFixed(3)} |${more}`);
  return { first, steady };
};
console.log(`${type}: median of ${runs} fresh processes each${dist ? `, plain Node from ${root || "this checkout"}'s package entry` : ", through tsx"}${idle ? `, ${idle} ms idle between tack.kernel() and the first call` : ""}`);
console.log(`| saxpy 1000 f32 on ${type} | first launch + read (ms) | steady launch + read (ms) | beyond the launch (ms) |${dist ? " import Tack (ms) | code cache |" : ""}`);
console.log(`|---|---|---|---|${dist ? "---|---|" : ""}`);
const c = row("cold compile", cold);
const w = row("warm disk cache", warm);
const a = dist ? row("warm disk cache, again", again) : null;
console.log(JSON.stringify({ bench: "warm-start", device: type, idleMs: Number(idle) || 0, coldFirstMs: c.first, warmFirstMs: w.first, ...(a ? { againFirstMs: a.first } : {}), steadyMs: w.steady, dist, runs }));
