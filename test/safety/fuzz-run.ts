/**
 * Runs the launched fuzz (fuzz-gen.ts, fuzz-batch.ts) in child processes and gathers what
 * happened: used by test/safety/fuzz-launch.test.ts (10,000 cases) and bench/safety/fuzz.ts
 * (100,000).
 *
 * Batches of `batchSize` cases run in up to `workers` children at once, each child with a
 * wall-clock limit. A child that crashes (a signal, a nonzero exit) or hangs is a failure of
 * the case it was running (the last `@@L` line it printed); the batch then restarts after that
 * case, so one crash does not hide the rest of the batch.
 */
import { fileURLToPath } from "node:url";
import { ending, runChild } from "./child.js";

export interface FuzzOptions {
  seed: number;
  /** Total cases (launches); batches are `batchSize` cases each, the last one shorter. */
  cases: number;
  batchSize?: number;
  /** Children at once. */
  workers?: number;
  /** timeoutMs on every kernel. */
  timeoutMs?: number;
  /** A launch that ends more than this after its time limit is a failure ("late"). */
  lateMs?: number;
  /** A child's wall-clock limit. */
  batchLimitMs?: number;
  /** Called when a batch finishes, with the cases done so far. */
  onProgress?: (done: number, report: FuzzReport) => void;
  /** Run only this batch, from case `from` (for reproducing a failure). */
  onlyBatch?: number;
  from?: number;
}

export interface FuzzFailure {
  kind: string;
  seed: number;
  batch: number;
  /** The case within its batch (-1: not known). */
  case: number;
  group?: number;
  launch?: number;
  origin?: string;
  mutations?: string[];
  source?: string;
  args?: string;
  detail: string;
  /** The command that runs this case again. */
  repro: string;
}

export interface FuzzReport {
  seed: number;
  cases: number;
  /** Cases by outcome: ok, KernelRangeError:oob, KernelSyntaxError, ..., and crash/hang. */
  outcomes: Record<string, number>;
  /** Distinct kernels generated. */
  kernels: number;
  /** Kernels by where they came from (corpus/<name>, random). */
  origins: Record<string, number>;
  failures: FuzzFailure[];
  /** Internal compiler errors (KernelError, allowed, but worth a look). */
  ices: FuzzFailure[];
  crashes: number;
  hangs: number;
  /** Sum of the launches' wall times (with their compiles), and the slowest. */
  launchMs: number;
  slowestMs: number;
  /** The slowest case: how it ended, its kernel and arguments. */
  slowest?: { ms: number; kind: string; batch: number; case: number; origin?: string; args?: string; source?: string; msg?: string };
  wallMs: number;
  children: number;
}

const BATCH_SCRIPT = fileURLToPath(new URL("./fuzz-batch.ts", import.meta.url));

interface Group {
  g: number;
  first: number;
  launches: number;
  origin: string;
  mutations: string[];
  source: string;
}

export async function runFuzz(o: FuzzOptions): Promise<FuzzReport> {
  const batchSize = o.batchSize ?? 200;
  const workers = o.workers ?? 2;
  const timeoutMs = o.timeoutMs ?? 100;
  const lateMs = o.lateMs ?? 5000;
  const batchLimitMs = o.batchLimitMs ?? 120_000;
  const t0 = performance.now();
  const report: FuzzReport = {
    seed: o.seed, cases: 0, outcomes: {}, kernels: 0, origins: {}, failures: [], ices: [], crashes: 0, hangs: 0,
    launchMs: 0, slowestMs: 0, wallMs: 0, children: 0,
  };
  const batches: { batch: number; cases: number; from: number }[] = [];
  if (o.onlyBatch !== undefined) {
    batches.push({ batch: o.onlyBatch, cases: (o.from ?? 0) + o.cases, from: o.from ?? 0 });
  } else {
    for (let b = 0, left = o.cases; left > 0; b++, left -= batchSize) batches.push({ batch: b, cases: Math.min(batchSize, left), from: 0 });
  }

  const repro = (batch: number, c: number): string =>
    `node --import tsx bench/safety/fuzz.ts --seed ${o.seed} --batch ${batch} --from ${Math.max(0, c)} --cases 1 --timeout-ms ${timeoutMs}`;

  async function runBatch(batch: number, cases: number, startFrom: number): Promise<void> {
    let from = startFrom;
    while (from < cases) {
      const groups = new Map<number, Group>();
      let group: Group | undefined;
      let current: { c: number; g: number; l: number; args: string } | undefined;
      let ended = -1;
      const fail = (kind: string, c: number, detail: string, soft = false): void => {
        const g = current && current.c === c ? groups.get(current.g) : group;
        const f: FuzzFailure = {
          kind, seed: o.seed, batch, case: c, group: g?.g, launch: current?.c === c ? current.l : undefined,
          origin: g?.origin, mutations: g?.mutations, source: g?.source, args: current?.c === c ? current.args : undefined,
          detail, repro: repro(batch, c),
        };
        (soft ? report.ices : report.failures).push(f);
      };
      const r = await runChild({
        file: BATCH_SCRIPT,
        args: ["--seed", String(o.seed), "--batch", String(batch), "--cases", String(cases), "--from", String(from),
          "--timeout-ms", String(timeoutMs), "--late-ms", String(lateMs)],
        timeoutMs: batchLimitMs,
        onLine: (line) => {
          const sp = line.indexOf(" ");
          const tag = line.slice(0, sp);
          if (!tag.startsWith("@@") || tag === "@@TACK_RESULT") return;
          const v = JSON.parse(line.slice(sp + 1));
          if (tag === "@@G") {
            group = v;
            groups.set(v.g, v);
            report.kernels++;
            report.origins[v.origin] = (report.origins[v.origin] ?? 0) + 1;
          } else if (tag === "@@L") {
            current = v;
          } else if (tag === "@@O") {
            ended = v.c;
            report.cases++;
            report.outcomes[v.kind] = (report.outcomes[v.kind] ?? 0) + 1;
            report.launchMs += v.ms;
            if (v.ms > report.slowestMs) {
              const g = current ? groups.get(current.g) : undefined;
              report.slowest = { ms: v.ms, kind: v.kind, batch, case: v.c, origin: g?.origin, args: current?.args, source: g?.source, msg: v.msg };
            }
            report.slowestMs = Math.max(report.slowestMs, v.ms);
          } else if (tag === "@@F") {
            fail(v.kind, v.c, v.detail ?? "", v.soft === true);
          }
        },
      });
      report.children++;
      const clean = !r.timedOut && r.signal === null && r.code === 0 && r.result !== undefined;
      if (clean) return;
      // the case that was running when the child died (or the one after the last that ended)
      const c = current && current.c > ended ? current.c : ended + 1;
      const kind = r.timedOut ? "hang" : "crash";
      if (kind === "hang") report.hangs++;
      else report.crashes++;
      report.cases++;
      report.outcomes[kind] = (report.outcomes[kind] ?? 0) + 1;
      fail(kind, c, `child process ${ending(r)}${current && current.c === c ? " during this launch" : " outside a launch (compile or setup)"}\n` +
        `--- stderr (tail) ---\n${r.stderr.slice(-3000)}`);
      from = Math.max(c + 1, from + 1);
    }
  }

  // a small pool of children
  let next = 0;
  async function worker(): Promise<void> {
    while (next < batches.length) {
      const b = batches[next++];
      await runBatch(b.batch, b.cases, b.from);
      o.onProgress?.(report.cases, report);
    }
  }
  await Promise.all(Array.from({ length: Math.min(workers, batches.length) }, worker));
  report.wallMs = performance.now() - t0;
  return report;
}

/** A failure as text: what happened, the case's coordinates, its arguments and source, the repro command. */
export function formatFailure(f: FuzzFailure): string {
  return [
    `[${f.kind}] seed ${f.seed}, batch ${f.batch}, case ${f.case}` +
      (f.group !== undefined ? ` (group ${f.group}, launch ${f.launch ?? "?"})` : "") +
      (f.origin ? `, kernel from ${f.origin}${f.mutations?.length ? ` mutated by ${f.mutations.join(", ")}` : ""}` : ""),
    f.args ? `arguments: ${f.args}` : "",
    f.detail,
    f.source ? `--- kernel source ---\n${f.source}` : "",
    `reproduce: ${f.repro}`,
  ].filter(Boolean).join("\n");
}

/** One line of statistics. */
export function summary(r: FuzzReport): string {
  const perMin = r.cases / (r.wallMs / 60000);
  const outcomes = Object.entries(r.outcomes).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(", ");
  return `${r.cases} cases (${r.kernels} kernels) in ${(r.wallMs / 1000).toFixed(1)} s (${Math.round(perMin)} cases/min, ${r.children} children): ` +
    `${outcomes}; ${r.crashes} crashes, ${r.hangs} hangs, ${r.failures.length} failures, ${r.ices.length} internal compiler errors; slowest launch ${r.slowestMs} ms`;
}
