/**
 * The launched fuzz at bench size (issue 7, item 9): the generator of
 * test/safety/fuzz-launch.test.ts (mutated corpus kernels and random kernels, launched with
 * random lengths and scalars in child processes), 100,000 cases by default. Appends a results
 * line to bench/safety/FUZZ.md.
 *
 *   node --import tsx bench/safety/fuzz.ts [--cases N] [--seed S] [--workers W] [--timeout-ms T]
 *
 * Reproducing one case (the test prints this command with each failure):
 *
 *   node --import tsx bench/safety/fuzz.ts --seed S --batch B --from C --cases 1
 *
 * prints its kernel, arguments and outcome and writes nothing to FUZZ.md.
 */
import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";
import { formatFailure, runFuzz, summary } from "../../test/safety/fuzz-run.js";

function flag(name: string): string | undefined {
  const k = process.argv.indexOf(`--${name}`);
  return k >= 0 ? process.argv[k + 1] : undefined;
}

const cases = Number(flag("cases") ?? 100_000);
const seed = Number(flag("seed") ?? 20260701);
const workers = Number(flag("workers") ?? Math.max(1, cpus().length));
const timeoutMs = Number(flag("timeout-ms") ?? 100);
const onlyBatch = flag("batch") !== undefined ? Number(flag("batch")) : undefined;
const from = Number(flag("from") ?? 0);
const RESULTS = fileURLToPath(new URL("./FUZZ.md", import.meta.url));

if (onlyBatch !== undefined) {
  // reproduce: run the batch script in the foreground, so its protocol lines show the kernel
  const script = fileURLToPath(new URL("../../test/safety/fuzz-batch.ts", import.meta.url));
  const r = spawnSync(process.execPath, ["--import", "tsx", script, "--seed", String(seed), "--batch", String(onlyBatch),
    "--from", String(from), "--cases", String(from + cases), "--timeout-ms", String(timeoutMs)], { stdio: "inherit" });
  console.log(r.signal ? `the batch died with ${r.signal}` : `the batch exited with ${r.status}`);
  process.exit(r.status ?? 1);
}

const loadBefore = loadavg()[0];
let lastPrint = 0;
const report = await runFuzz({
  seed, cases, workers, timeoutMs, batchSize: 200, lateMs: 5000, batchLimitMs: 90_000,
  onProgress: (done, r) => {
    const now = performance.now();
    if (now - lastPrint < 10_000 && done < cases) return;
    lastPrint = now;
    console.log(`${done}/${cases} cases, ${r.crashes} crashes, ${r.hangs} hangs, ${r.failures.length} failures`);
  },
});

console.log(summary(report));
for (const f of report.failures.slice(0, 20)) console.log(`\n${formatFailure(f)}`);
if (report.ices.length) console.log(`\n${report.ices.length} internal compiler errors; the first:\n${formatFailure(report.ices[0])}`);

if (!existsSync(RESULTS)) {
  writeFileSync(RESULTS, [
    "# Launched fuzz (bench/safety/fuzz.ts)",
    "",
    "Mutated corpus kernels and random kernels, launched on the CPU with random array lengths and scalars",
    "in child processes, `timeoutMs: 100` on every kernel (test/safety/fuzz-gen.ts, fuzz-run.ts). A case",
    "passes when it ends in success or a Kernel* error with the memory around its arrays intact. One line",
    "per run, appended by the script.",
    "",
    "| date | commit | cases | crashes | hangs | other failures | outcomes | wall | cases/min | machine | seed | command |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    "",
  ].join("\n"));
}
const outcomes = Object.entries(report.outcomes).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(", ");
const failures = report.failures.filter((f) => f.kind !== "crash" && f.kind !== "hang");
const kinds = [...new Set(failures.map((f) => f.kind))].join(", ");
const command = `node --import tsx bench/safety/fuzz.ts --cases ${cases} --seed ${seed} --workers ${workers}`;
const commit = spawnSync("git", ["describe", "--always", "--dirty"], { encoding: "utf8" }).stdout?.trim() || "?";
appendFileSync(RESULTS, `| ${new Date().toISOString().slice(0, 10)} | ${commit} | ${report.cases} | ${report.crashes} | ${report.hangs} | ` +
  `${failures.length}${kinds ? ` (${kinds})` : ""} | ${outcomes} | ${(report.wallMs / 1000).toFixed(0)} s | ` +
  `${Math.round(report.cases / (report.wallMs / 60000))} | ${cpus().length} cores (load ${loadBefore.toFixed(1)} at start), ${workers} workers | ${seed} | \`${command}\` |\n`);
console.log(`appended to ${RESULTS}`);
process.exit(report.crashes + report.hangs + report.failures.length === 0 ? 0 : 1);
