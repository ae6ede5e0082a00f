// The driver of bench/workers/warm-start-ab.sh (copied as driver.mjs): this branch's package entry
// (mine/) against another build's (main/), alternating fresh processes; each run: a new cache
// dir, a cold child, a warm one, and again.   node driver.mjs RUNS MODE...   (MODE: cpu, cpu-idle, cuda, cuda-idle)
import { spawnSync, execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
const here = new URL(".", import.meta.url).pathname;
const runs = Number(process.argv[2]);
const modes = process.argv.slice(3);
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
function child(tree, mode, dir) {
  const cuda = mode.startsWith("cuda");
  const script = join(here, "mine", "bench", cuda ? "cuda" : "workers", "warm-start-child.mjs");
  const env = { ...process.env, TACK_CACHE_DIR: dir, TACK_CACHE: "on", BENCH_DIST_ROOT: join(here, tree), BENCH_IDLE_MS: mode.endsWith("idle") ? "300" : "", BENCH_DEVICE: cuda ? "cuda" : "" };
  const r = spawnSync(process.execPath, [script], { env, encoding: "utf8" });
  const line = r.stdout.split("\n").find((l) => l.startsWith("@@RESULT "));
  if (!line) throw new Error(`${tree} ${mode}: ${r.stdout}\n${r.stderr}`);
  return JSON.parse(line.slice(9));
}
console.log(`load: ${execSync("uptime").toString().trim()}; ${execSync("nproc").toString().trim()} cpus; node ${process.version}`);
for (const mode of modes) {
  const res = { mine: { cold: [], warm: [], again: [] }, main: { cold: [], warm: [], again: [] } };
  for (let i = 0; i < runs; i++) {
    for (const tree of i % 2 ? ["main", "mine"] : ["mine", "main"]) {
      const dir = mkdtempSync(join(tmpdir(), "tack-ab-"));
      try {
        for (const k of ["cold", "warm", "again"]) res[tree][k].push(child(tree, mode, dir));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  console.log(`\n${mode}: median of ${runs} fresh processes each, alternated (${mode.endsWith("idle") ? "300 ms idle before the first launch" : "first launch at once"})`);
  console.log("| tree | process | first launch (ms) | steady (ms) | beyond (ms) | first launch CPU (ms) | import (ms) | import CPU (ms) | device (ms) | code cache | hits |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const tree of ["main", "mine"]) for (const k of ["cold", "warm", "again"]) {
    const rs = res[tree][k]; const m = (f) => { const v = rs.map(f).filter((x) => typeof x === "number"); return v.length ? median(v) : NaN; };
    const first = m((r) => r.firstMs), steady = m((r) => r.steadyMs);
    console.log(`| ${tree} | ${k} | ${first.toFixed(3)} | ${steady.toFixed(3)} | ${(first - steady).toFixed(3)} | ${m((r) => r.firstCpuMs).toFixed(2)} | ${m((r) => r.importMs).toFixed(1)} | ${m((r) => r.importCpuMs).toFixed(1)} | ${m((r) => r.deviceMs).toFixed(1)} | ${[...new Set(rs.map((r) => r.code))].join(",")} | ${[...new Set(rs.map((r) => r.hits))].join(",")} |`);
  }
  console.log("beyond per run (warm, again):", JSON.stringify({ main: res.main.warm.map((r, i) => [+(r.firstMs - r.steadyMs).toFixed(3), +(res.main.again[i].firstMs - res.main.again[i].steadyMs).toFixed(3)]), mine: res.mine.warm.map((r, i) => [+(r.firstMs - r.steadyMs).toFixed(3), +(res.mine.again[i].firstMs - res.mine.again[i].steadyMs).toFixed(3)]) }));
}
