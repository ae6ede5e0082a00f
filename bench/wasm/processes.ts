/**
 * bench/wasm/run.ts in N fresh processes, one after another, and each kernel's wasm/cpu speed
 * summarized over them: the median, the quartiles and how many processes met the target.
 *
 *   node --import tsx bench/wasm/processes.ts --runs 8 [--out PATH] [--alternate=FLAG] -- --quick --threads 16 --only saxpy,stencil
 *
 * `--alternate=FLAG` (e.g. `--alternate=--same-memory`): every second process gets FLAG too, and each kernel
 * has a row per arm, so that two ways of running compare over processes taken in turn (the
 * machine drifts between processes).
 *
 * Everything after `--` goes to run.ts (`--no-write` and `--json` are added). Why: on the GPU
 * machine's 16-core host a memory-bound launch of ~1 ms moves 2-3x between processes of the same
 * code (gcc's saxpy binary: 0.79 / 1.27 / 2.11 ms in three processes; run.ts's wasm/cpu speed for
 * saxpy 2^24 0.76-1.40 over seven processes of one build, session 10), so one process's ratio is
 * a draw and the figure worth stating is the distribution over processes. Where the bundled
 * run.mjs sits beside this file (the host pack), that is what runs.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const split = process.argv.indexOf("--");
const ours = split < 0 ? process.argv.slice(2) : process.argv.slice(2, split);
const theirs = split < 0 ? [] : process.argv.slice(split + 1);
const { values } = parseArgs({
  args: ours,
  options: { runs: { type: "string", default: "6" }, out: { type: "string" }, alternate: { type: "string" }, help: { type: "boolean" } },
});
if (values.help) {
  process.stdout.write("bench/wasm/processes.ts [--runs N] [--out PATH] [--alternate=FLAG] -- RUN.TS FLAGS\n");
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`processes.ts: --runs takes a positive whole number, got "${values.runs}"`);

interface Row { label: string; bound: string; target: number; threads: number; wasmMs: number; cpuMs: number; speed: number }

const bundled = fileURLToPath(new URL("./run.mjs", import.meta.url));
const script = existsSync(bundled) ? bundled : fileURLToPath(new URL("./run.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "tack-processes-"));
const byKernel = new Map<string, Row[]>();
try {
  for (let i = 0; i < runs; i++) {
    const json = join(dir, `run-${i}.json`);
    const arm = values.alternate && i % 2 === 1 ? [values.alternate] : [];
    const r = spawnSync(process.execPath, [...process.execArgv, script, ...theirs, ...arm, "--no-write", "--json", json], { encoding: "utf8" });
    if (r.status !== 0 || !existsSync(json)) {
      process.stderr.write(r.stdout + r.stderr);
      throw new Error(`processes.ts: run ${i + 1} of ${runs} failed (exit ${r.status}, signal ${r.signal}); its output is above`);
    }
    const rows = JSON.parse(readFileSync(json, "utf8")) as Row[];
    for (const row of rows) {
      const key = arm.length ? `${row.label} (${arm[0]})` : row.label;
      byKernel.set(key, [...(byKernel.get(key) ?? []), row]);
    }
    process.stderr.write(`run ${i + 1}/${runs}${arm.length ? ` (${arm[0]})` : ""}: ${rows.map((x) => `${x.label} ${x.speed.toFixed(2)}x`).join(", ")}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** The q-quantile of xs by linear interpolation between order statistics. */
function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (at - lo);
}

const lines = [
  `# Wasm benchmark over ${runs} processes`,
  "",
  `\`bench/wasm/processes.ts --runs ${runs}${values.alternate ? ` --alternate=${values.alternate}` : ""} -- ${theirs.join(" ")}\`: each process is one run.ts (its median over rounds); ` +
    "speed is cpu ms / wasm ms; the figure is the median over processes, with the quartiles and every process's value.",
  "",
  "| kernel | threads | median speed | quartiles | met in | target | median wasm ms | median cpu ms | each process |",
  "|---|---:|---:|---|---:|---:|---:|---:|---|",
  ...[...byKernel].sort(([a], [b]) => a.localeCompare(b)).map(([label, rows]) => {
    const speeds = rows.map((r) => r.speed);
    const { target, threads } = rows[0];
    const med = quantile(speeds, 0.5);
    return `| ${label} | ${threads} | ${med.toFixed(2)}x (${med >= target ? "met" : "**missed**"}) | ` +
      `${quantile(speeds, 0.25).toFixed(2)}-${quantile(speeds, 0.75).toFixed(2)} | ${speeds.filter((s) => s >= target).length} of ${rows.length} | ` +
      `≥ ${target}x | ${quantile(rows.map((r) => r.wasmMs), 0.5).toFixed(2)} | ${quantile(rows.map((r) => r.cpuMs), 0.5).toFixed(2)} | ` +
      `${speeds.map((s) => s.toFixed(2)).join(", ")} |`;
  }),
  "",
];
process.stdout.write(lines.join("\n"));
if (values.out) writeFileSync(values.out, lines.join("\n"));
