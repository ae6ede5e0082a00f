/**
 * `tack bench`: a device comparison on this machine, about a minute long (`--quick`: a few
 * seconds). Each built-in kernel (cli/bench-kernels.ts) runs as plain JavaScript and on every
 * available device (`tack.devices()`), timed by tinybench; the table gives each time and its
 * ratio to plain JS, and checks each device's output against the plain run's. Compiles happen
 * in an untimed first launch, so the times are of warm launches (a launch on a device that
 * queues work includes its synchronize).
 */
import { availableParallelism, cpus } from "node:os";
import { device as deviceOf, devices, type Device } from "../runtime/devices.js";
import { array as toDevice, empty } from "../runtime/factories.js";
import { TackArray } from "../runtime/array.js";
import { dtypeOfTypedArray, type TypedArray } from "../runtime/dtypes.js";
import { HELP_OPTION, type Command, type Io, type Values } from "./command.js";
import { benchCases, compare, type BenchCase } from "./bench-kernels.js";
import { CliError } from "./errors.js";

export const benchCommand: Command = {
  name: "bench",
  brief: "compare the devices with plain JS on built-in kernels (about a minute)",
  summary: "Compares the available devices with plain JavaScript on built-in kernels (saxpy, Mandelbrot, a 5-point stencil): about a minute.",
  positionals: [],
  options: {
    quick: { type: "boolean", short: "q", help: "small sizes and short runs: a few seconds (a smoke test, not a measurement)" },
    device: { type: "string", short: "d", value: "TYPE", help: "only this device type (and plain JS), such as cpu" },
    help: HELP_OPTION,
  },
  details: () => "Times are per launch (median of the samples), after an untimed first launch that compiles.\n" +
    "A machine under load gives noisy ratios: close other work first.",
  run: runBench,
};

interface Row {
  kernel: string;
  size: string;
  device: string;
  ms: number;
  rme: number;
  check: string;
}

/** The bench's timing library, loaded when a bench runs (it is a development dependency). */
async function loadTinybench(): Promise<typeof import("tinybench")> {
  try {
    return await import("tinybench");
  } catch {
    throw new CliError("tack bench needs the tinybench package, which is not installed here", undefined, "Install it next to tack: npm install tinybench");
  }
}

function hostArgs(c: BenchCase): unknown[] {
  return c.args.map((a) => (ArrayBuffer.isView(a) ? (a as TypedArray).slice() : a));
}

function deviceArgs(c: BenchCase, d: Device): unknown[] {
  return c.args.map((a, i) => {
    if (!ArrayBuffer.isView(a)) return a;
    const ta = a as TypedArray;
    return i === c.out ? empty(ta.length, dtypeOfTypedArray(ta)!, { device: d }) : toDevice(ta, { device: d });
  });
}

async function runBench(_positionals: string[], values: Values, io: Io): Promise<number> {
  const quick = values.quick === true;
  const only = values.device as string | undefined;
  const known = devices();
  if (only !== undefined) {
    const info = known.find((d) => d.type === only);
    if (!info) throw new CliError(`unknown device type '${only}'`, undefined, `device types: ${known.map((d) => d.type).join(", ")}`);
    if (!info.available) throw new CliError(`the ${only} device is not available here: ${info.reason ?? ""}`);
  }
  const targets = known.filter((d) => d.available && (only === undefined || d.type === only)).map((d) => deviceOf(d.type));
  const { Bench } = await loadTinybench();
  const cases = benchCases(quick);
  const tasks = cases.length * (targets.length + 1);
  // the whole run's budget, shared by the tasks (warm-up and checks come on top)
  const taskMs = quick ? 100 : Math.max(500, Math.floor(50_000 / tasks));
  const cores = availableParallelism();
  const shown = (d: Device) => (d.backend.numThreads > 0 ? `${d.label} (${threads(d.backend.numThreads)})` : d.label);
  io.out(`tack bench${quick ? " --quick" : ""}: ${cases.length} kernels on ${targets.map(shown).join(", ") || "no device"} and plain JS (1 thread); ` +
    `${cores} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"})\n`);
  const rows: Row[] = [];
  for (const c of cases) {
    const bench = new Bench({ time: taskMs, iterations: quick ? 2 : 5, warmupIterations: 1, warmupTime: 0 });
    const want = hostArgs(c);
    c.kernel.plain(...want);
    const checks = new Map<string, string>();
    // arguments made once, as each device's are: a copy inside the timed call would be timed too
    const plainArgs = hostArgs(c);
    bench.add("plain JS", () => c.kernel.plain(...plainArgs));
    checks.set("plain JS", "reference");
    for (const d of targets) {
      const args = deviceArgs(c, d);
      c.kernel(...(args as unknown[])); // compiles; not timed
      d.synchronize();
      checks.set(d.type, compare((args[c.out] as TackArray).toTypedArray() as TypedArray, want[c.out] as TypedArray, c.check));
      bench.add(d.type, () => {
        c.kernel(...(args as unknown[]));
        d.synchronize();
      });
    }
    await bench.run();
    for (const t of bench.tasks) {
      const r = t.result;
      if (r.state !== "completed") {
        const why = r.state === "errored" ? r.error.message : r.state;
        rows.push({ kernel: c.name, size: c.size, device: t.name, ms: NaN, rme: NaN, check: `failed: ${why}` });
        continue;
      }
      rows.push({ kernel: c.name, size: c.size, device: t.name, ms: r.latency.p50, rme: r.latency.rme, check: checks.get(t.name) ?? "" });
    }
  }
  io.out(table(rows));
  const failed = rows.some((r) => r.check !== "ok" && r.check !== "reference");
  return failed ? 1 : 0;
}

function threads(n: number): string {
  return n === 1 ? "1 thread" : `${n} threads`;
}

function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return "-";
  return ms >= 100 ? `${ms.toFixed(0)} ms` : ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`;
}

function table(rows: Row[]): string {
  const plain = new Map(rows.filter((r) => r.device === "plain JS").map((r) => [r.kernel, r.ms]));
  const cells = rows.map((r) => {
    const base = plain.get(r.kernel) ?? NaN;
    const ratio = Number.isFinite(base) && Number.isFinite(r.ms) && r.ms > 0 ? `${(base / r.ms).toFixed(r.device === "plain JS" ? 2 : 1)}x` : "-";
    return [r.kernel, r.size, r.device, formatMs(r.ms), Number.isFinite(r.rme) ? `±${r.rme.toFixed(1)}%` : "-", ratio, r.check];
  });
  const head = ["kernel", "size", "device", "time/launch", "rme", "vs plain JS", "output"];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((s, i) => (i === c.length - 1 ? s : s.padEnd(widths[i]))).join("  ").trimEnd();
  return `${[line(head), ...cells.map(line)].join("\n")}\n`;
}
