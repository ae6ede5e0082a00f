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
 * `--script alone` runs bench/wasm/alone.ts instead (each device alone on arrays of its own; its
 * order alternates with `--alternate=--cpu-first`). `--pool-arms` adds a row per kernel over the
 * processes of both arms together, and after the table each kernel's two arm medians and their
 * geometric mean: with `--alternate=--wasm-warm-last` (run.ts's Residency) each arm favours one
 * device, and the pooled median falls between the two clusters.
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
  options: {
    runs: { type: "string", default: "6" }, out: { type: "string" }, alternate: { type: "string" },
    script: { type: "string", default: "run" }, "pool-arms": { type: "boolean" }, help: { type: "boolean" },
  },
});
if (values.help) {
  process.stdout.write("bench/wasm/processes.ts [--runs N] [--out PATH] [--alternate=FLAG] [--pool-arms] [--script run|alone] -- SCRIPT FLAGS\n");
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`processes.ts: --runs takes a positive whole number, got "${values.runs}"`);

interface FirstRest { first: number; rest: number }
interface Row {
  label: string; bound: string; target: number; threads: number; wasmMs: number; cpuMs: number; speed: number;
  /** Mean wall ms of a turn's first launch and of its others, per device (run.ts's Turns). */
  turns?: { wasm: FirstRest; cpu: FirstRest };
}

if (!["run", "alone"].includes(values.script!)) throw new Error(`processes.ts: --script takes run or alone, got "${values.script}"`);
const bundled = fileURLToPath(new URL(`./${values.script}.mjs`, import.meta.url));
const script = existsSync(bundled) ? bundled : fileURLToPath(new URL(`./${values.script}.ts`, import.meta.url));
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
      const keys = [arm.length ? `${row.label} (${arm[0]})` : row.label, ...(values["pool-arms"] ? [`${row.label} (both arms)`] : [])];
      for (const key of keys) byKernel.set(key, [...(byKernel.get(key) ?? []), row]);
    }
    process.stderr.write(`run ${i + 1}/${runs}${arm.length ? ` (${arm[0]})` : ""}: ${rows.map((x) => `${x.label} ${x.speed.toFixed(2)}x${x.turns ? ` (turns: wasm ${x.turns.wasm.first.toFixed(2)} / ${x.turns.wasm.rest.toFixed(2)} ms, cpu ${x.turns.cpu.first.toFixed(2)} / ${x.turns.cpu.rest.toFixed(2)})` : ""}`).join(", ")}\n`);
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

/** The median over processes of a turn's first launch's speed and its other launches' ("-" without turns: alone.ts). */
function turnSpeeds(rows: Row[]): string {
  const turns = rows.flatMap((r) => (r.turns ? [r.turns] : []));
  if (!turns.length) return "-";
  const speed = (pick: (t: FirstRest) => number) => quantile(turns.map((t) => pick(t.cpu) / pick(t.wasm)), 0.5).toFixed(2);
  return `${speed((t) => t.first)}x / ${speed((t) => t.rest)}x`;
}

const lines = [
  `# Wasm benchmark over ${runs} processes`,
  "",
  `\`bench/wasm/processes.ts --runs ${runs}${values.alternate ? ` --alternate=${values.alternate}` : ""}${values["pool-arms"] ? " --pool-arms" : ""}` +
    `${values.script === "run" ? "" : ` --script ${values.script}`} -- ${theirs.join(" ")}\`: each process is one ${values.script}.ts (its median over rounds); ` +
    "speed is cpu ms / wasm ms; the figure is the median over processes, with the quartiles and every process's value.",
  "",
  "| kernel | threads | median speed | quartiles | met in | target | median wasm ms | median cpu ms | median speed, a turn's first / other launches | each process |",
  "|---|---:|---:|---|---:|---:|---:|---:|---:|---|",
  ...[...byKernel].sort(([a], [b]) => a.localeCompare(b)).map(([label, rows]) => {
    const speeds = rows.map((r) => r.speed);
    const { target, threads } = rows[0];
    const med = quantile(speeds, 0.5);
    return `| ${label} | ${threads} | ${med.toFixed(2)}x (${med >= target ? "met" : "**missed**"}) | ` +
      `${quantile(speeds, 0.25).toFixed(2)}-${quantile(speeds, 0.75).toFixed(2)} | ${speeds.filter((s) => s >= target).length} of ${rows.length} | ` +
      `≥ ${target}x | ${quantile(rows.map((r) => r.wasmMs), 0.5).toFixed(2)} | ${quantile(rows.map((r) => r.cpuMs), 0.5).toFixed(2)} | ` +
      `${turnSpeeds(rows)} | ` +
      `${speeds.map((s) => s.toFixed(2)).join(", ")} |`;
  }),
  "",
];
// Two arms that favour one device each (the warm-up orders) pool into two clusters whose median
// falls between them: the geometric mean of the arms' medians is the figure that favours neither.
if (values["pool-arms"] && values.alternate) {
  const labels = [...new Set([...byKernel.values()].flatMap((rows) => rows.map((r) => r.label)))].sort();
  lines.push("Both arms: the geometric mean of the two arms' medians.", "");
  for (const label of labels) {
    const arms = [byKernel.get(label), byKernel.get(`${label} (${values.alternate})`)];
    if (!arms[0] || !arms[1]) continue;
    const [a, b] = arms.map((rows) => quantile(rows!.map((r) => r.speed), 0.5));
    lines.push(`- ${label}: ${a.toFixed(2)}x and ${b.toFixed(2)}x, geometric mean ${Math.sqrt(a * b).toFixed(2)}x`);
  }
  lines.push("");
}
process.stdout.write(lines.join("\n"));
if (values.out) writeFileSync(values.out, lines.join("\n"));
