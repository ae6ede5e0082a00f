/**
 * Wasm benchmark (issue 11, item 5): the CPU benchmark kernels (bench/cpu/kernels.ts) on the
 * `wasm` device, on the `cpu` device (LLVM) with the same thread count, and as the hand-written
 * plain-JS loop (one thread), in one run. `npm run bench:wasm` (node --import tsx
 * bench/wasm/run.ts). Writes its table at the head of bench/wasm/RESULTS.md, keeping the sessions
 * recorded below it (from the first `## ` heading on); `--out PATH` writes the table alone to PATH.
 *
 * Both devices get their arrays on the device (wasm: views of its shared memory; cpu: host
 * TypedArrays), so no launch copies. Both devices are warmed up alike (WARM_LAUNCHES launches and
 * WARM_MS of launching each: a new pool's threads join late), then each round times `perRound`
 * launches on each device, the devices taking turns going first, and each figure is the median
 * over rounds (the log gives each device's fastest and slowest round). Outputs are compared: wasm
 * against cpu (both f32) with the CPU bench's tolerances, and against the JS loop.
 *
 * Targets: compute-bound kernels wasm >= 0.7x cpu, memory-bound >= 0.9x, same threads.
 *
 * With --c, the CPU bench's C references (bench/cpu/c, gcc -O3 -march=native -fopenmp) run
 * with the same thread count too: the yardstick where the cpu device cannot load (the CPU
 * bench measures the cpu device at 0.91-1.23x of them).
 *
 * Turns: a round is one turn of `perRound` launches per device, and each launch is timed too, so
 * the log gives per kernel and device the mean of a turn's first launch and of its other launches
 * (a turn's first launch finds the other device's arrays in the caches and, on the wasm device,
 * workers that slept through the cpu device's turn). `--gap MS` idles MS milliseconds before each
 * device turn (Atomics.wait: no spinning, no CPU), so that every turn starts with both pools'
 * threads parked (the cpu pool's spin ~1 ms after its last job, the wasm pool's 0.1 ms) and the
 * alternation is symmetric; the gap is outside the timed turns, so the figures keep their meaning.
 * With --gap (0 included) the output also gets that first/other table.
 *
 * Same memory: with --same-memory the cpu device runs on the wasm device's arrays (zero-copy views
 * of the wasm memory, wrapped by tack.fromTypedArray), so both devices read and write the same
 * physical pages. On the 16-core host a memory-bound launch of ~1 ms moved 2-3x between processes
 * for the same gcc binary (bench/wasm/store-width.sh): where a process's pages landed weighs
 * more than the code, and with separate arrays each device draws its own placement.
 *
 * Residency: with arrays of their own, the two devices' working sets (saxpy 2^24: 2 x 192 MB) may
 * not both fit in the last-level cache, and the device whose arrays the cache holds when the
 * timed rounds begin keeps them there. `--wasm-warm-last` warms the wasm device up after the cpu
 * device instead of before it; on the 16-core host (L3 300 MB) that order decides saxpy 2^24 and
 * the stencil at 16 threads: 0.77-0.81x with the cpu device last, 0.99-1.06x with the wasm device
 * last (RESULTS.md head). For a figure that favours neither, run both orders over processes:
 * processes.ts `--alternate=--wasm-warm-last --pool-arms`.
 *
 * Flags: --threads N (default: all), --quick (fewer rounds for the compute-bound kernels), --only a,b, --c, --no-write,
 * --out PATH, --no-fma (the wasm device without relaxed SIMD's fused multiply-add: its
 * `fma: false`, the A/B of that), --gap MS (idle before each device turn; see Turns),
 * --same-memory (see Same memory), --wasm-warm-last (see Residency), --json PATH (the rows as JSON too: bench/wasm/processes.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { availableParallelism, cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import * as tack from "../../runtime/index.js";
import { cases, type Case, type Check } from "../cpu/kernels.js";
import { median } from "./cpu-time-rounds.js";

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const flag = (name: string) => argv.includes(name);
const THREADS = Number(option("--threads") ?? availableParallelism());
const quick = flag("--quick");
const only = option("--only")?.split(",");
const outPath = option("--out") ?? fileURLToPath(new URL("./RESULTS.md", import.meta.url));
const gapOption = option("--gap");
const GAP_MS = gapOption === undefined ? 0 : Number(gapOption);
const sameMemory = flag("--same-memory");
const wasmWarmsLast = flag("--wasm-warm-last");
if (!(GAP_MS >= 0)) throw new Error(`run.ts: --gap takes the idle time in ms before each device turn (a number >= 0), got "${gapOption}"`);
if (flag("--help")) {
  process.stdout.write("bench/wasm/run.ts [--threads N] [--quick] [--only a,b] [--c] [--no-write] [--out PATH] [--no-fma] [--gap MS] [--same-memory] [--wasm-warm-last] [--json PATH]\n" +
    "  --same-memory  the cpu device runs on the wasm device's arrays (the same pages for both)\n" +
    "  --wasm-warm-last  the wasm device warms up after the cpu device (default: before it)\n" +
    "  --gap MS  idle MS ms (Atomics.wait, no spinning) before each device turn, so both pools start it parked;\n" +
    "            adds the table of a turn's first launch against its others (--gap 0: the table, no idle)\n");
  process.exit(0);
}
/** Blocks this thread for `ms` without using a core (Node allows Atomics.wait on its main thread). */
const idleCell = new Int32Array(new SharedArrayBuffer(4));
const idle = (ms: number) => { if (ms > 0) Atomics.wait(idleCell, 0, 0, ms); };

/** What RESULTS.md records below its head table (every session's notes): a run replaces the table only. */
function sessionsBelow(path: string): string {
  if (!existsSync(path)) return "";
  const old = readFileSync(path, "utf8");
  const at = old.search(/^## /m);
  return at < 0 ? "" : old.slice(at);
}
const log = (s: string) => process.stderr.write(s + "\n");
/** Warm-up per device before the timed rounds (see the loop). */
const WARM_LAUNCHES = 3;
const WARM_MS = 500;
const withC = flag("--c");
const cDir = fileURLToPath(new URL("../cpu/c/", import.meta.url));
const cOut = fileURLToPath(new URL("./out/", import.meta.url));

/** The C reference's median ms over `reps` timed runs (it times its own loop), or NaN. */
function runC(c: Case, reps: number): number {
  if (!withC) return NaN;
  const bin = join(cOut, c.cBin);
  mkdirSync(cOut, { recursive: true });
  execFileSync("gcc", ["-O3", "-march=native", "-fopenmp", "-o", bin, join(cDir, `${c.cBin}.c`), "-lm"]);
  const out = execFileSync(bin, [...c.cArgs, String(THREADS), String(reps), join(cOut, `${c.cBin}.dump`)], { encoding: "utf8" });
  return (JSON.parse(out.trim().split("\n").pop()!) as { medianMs: number }).medianMs;
}

/** Which bound each case is judged by, and its target ratio wasm / cpu. */
function kindOf(c: Case): { bound: "memory" | "compute"; target: number } {
  return /saxpy|stencil/.test(c.label) ? { bound: "memory", target: 0.9 } : { bound: "compute", target: 0.7 };
}

type Numeric = Float32Array | Uint32Array;

function compare(check: Check, a: Numeric, b: Numeric): { ok: boolean; text: string } {
  const n = b.length;
  if (check.kind === "mismatch") {
    let bad = 0;
    for (let k = 0; k < n; k++) if (a[k] !== b[k]) bad++;
    return { ok: bad / n <= check.maxFraction, text: `${((100 * bad) / n).toFixed(3)}% differ` };
  }
  if (check.kind === "normwise") {
    let err = 0, scale = 0;
    for (let k = 0; k < n; k++) {
      err = Math.max(err, Math.abs(a[k] - b[k]));
      scale = Math.max(scale, Math.abs(b[k]));
    }
    const rel = err / (scale || 1);
    return { ok: Number.isFinite(rel) && rel <= check.tol, text: `max err ${rel.toExponential(1)} of max` };
  }
  let worst = 0, ok = true;
  for (let k = 0; k < n; k++) {
    const d = Math.abs(a[k] - b[k]);
    if (!(d <= check.atol + check.rtol * Math.abs(b[k]))) ok = false;
    worst = Math.max(worst, d);
  }
  return { ok, text: `max abs err ${worst.toExponential(1)}` };
}


/** The case's arguments on a device: every TypedArray copied into an array of that device. */
function onDevice(args: unknown[], d: tack.Device): unknown[] {
  return args.map((a) => (ArrayBuffer.isView(a) ? tack.array(a as Float32Array, { device: d }) : a));
}

/** The wasm arguments' arrays wrapped for the cpu device without a copy: the same memory. */
function onCpuSharing(wasmArgs: unknown[], d: tack.Device): unknown[] {
  return wasmArgs.map((a) => (a instanceof tack.Array ? tack.fromTypedArray(a.toTypedArray(), { device: d }) : a));
}

function outputOf(args: unknown[], c: Case): Numeric {
  const o = args[c.out];
  return (o instanceof tack.Array ? o.toTypedArray() : o) as Numeric;
}

interface FirstRest { first: number; rest: number }
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
/** Each turn's launches (wall ms each) split into the turns' first launches and the rest, as means. */
function firstRest(turns: number[][]): FirstRest {
  return { first: mean(turns.map((t) => t[0])), rest: mean(turns.flatMap((t) => t.slice(1))) };
}

interface Row {
  c: Case;
  wasm: number;
  cpu: number;
  cRef: number;
  js: number;
  /** Process CPU time per launch (every thread's, ms), median over rounds: less swayed by other processes than wall time. */
  wasmCpuTime: number;
  cpuCpuTime: number;
  /** Mean wall ms of a turn's first launch and of its other launches, per device (NaN: no cpu device). */
  turns: { wasm: FirstRest; cpu: FirstRest };
  vsCpu: { ok: boolean; text: string };
  vsJs: { ok: boolean; text: string };
}

const cpuUnavailable = tack.devices().find((d) => d.type === "cpu")?.reason;
const cpu = cpuUnavailable ? null : tack.device("cpu", { numThreads: THREADS });
const noFma = flag("--no-fma");
const wasm = tack.device("wasm", { numThreads: THREADS, ...(noFma ? { fma: false } : {}) });
// A launch runs on the default device when that can address its arrays (DESIGN.md §2), and
// every cpu device shares host memory: without this the cpu column ran on the default device,
// with all the machine's threads, whatever --threads said (wasm arrays go to the wasm device).
if (cpu) tack.setDefaultDevice(cpu);
// the wasm backend's own answer (its fma: the option where this V8 compiles relaxed SIMD)
const fmaNote = (wasm.backend as unknown as { fma: boolean }).fma ? "on" : noFma ? "off (--no-fma)" : "off (this V8 has no relaxed SIMD)";
log(`threads: ${THREADS} of ${availableParallelism()}; load ${loadavg()[0].toFixed(2)}; wasm fma ${fmaNote}${cpu ? "" : `; cpu unavailable: ${cpuUnavailable}`}`);

const rows: Row[] = [];
for (const c of cases.filter((k) => !only || only.some((o) => k.label.includes(o)))) {
  const k = tack.kernel(c.fn as (...a: never[]) => void, { tier: "optimized" }); // steady state: no quick-build launches
  const call = k as unknown as (...a: unknown[]) => void;
  const wArgs = onDevice(c.args(), wasm);
  const cArgs = !cpu ? null : sameMemory ? onCpuSharing(wArgs, cpu) : onDevice(c.args(), cpu);
  call(...wArgs); // compile + first launch
  if (cArgs) call(...cArgs);
  /** Each device's arguments, wall ms per launch by round, CPU ms per launch by round, each round's launches' wall ms: wasm first. */
  type Timed = [args: unknown[], times: number[], cpuTimes: number[], launches: number[][]];
  const devices: Timed[] = [[wArgs, [], [], []], ...(cArgs ? [[cArgs, [], [], []] as Timed] : [])];
  // Warm-up, the same for both devices, interleaved: at least WARM_LAUNCHES launches and
  // WARM_MS of launching each. A new pool's threads join late (the wasm pool's workers boot
  // isolates of their own: 60-350 ms on the 2-core VM, while the calling thread takes every
  // chunk alone), and a device's first launches over fresh arrays pay their page faults; the
  // wasm code itself is TurboFan from its first launch (wasm-compile.ts compileModule). The cpu
  // device warms up last unless --wasm-warm-last (see Residency).
  for (const [args] of wasmWarmsLast ? [...devices].reverse() : devices) {
    const t0 = performance.now();
    for (let i = 0; i < WARM_LAUNCHES || performance.now() - t0 < WARM_MS; i++) call(...args);
  }
  // --quick cuts the compute-bound kernels' rounds (a Mandelbrot launch is ~0.3 s on one
  // thread); the memory-bound ones are cheap and judged against 0.9x, so they keep theirs.
  const rounds = quick && kindOf(c).bound === "compute" ? Math.max(3, c.rounds >> 2) : c.rounds;
  for (let r = 0; r < rounds; r++) {
    // the devices take turns going first: neither always follows the other's traffic
    for (const [args, times, cpuTimes, launches] of r % 2 === 0 ? devices : [...devices].reverse()) {
      idle(GAP_MS);
      const u0 = process.cpuUsage();
      const t0 = performance.now();
      // each launch's end stamped too (a performance.now() each, ~0.1 µs): the turn's first against the rest
      const ends: number[] = [];
      for (let i = 0; i < c.perRound; i++) {
        call(...args);
        ends.push(performance.now());
      }
      times.push((ends[ends.length - 1] - t0) / c.perRound);
      launches.push(ends.map((e, i) => e - (i ? ends[i - 1] : t0)));
      const u = process.cpuUsage(u0);
      cpuTimes.push((u.user + u.system) / 1000 / c.perRound);
    }
  }
  const [, wTimes, wCpu] = devices[0];
  const cTimes: number[] = devices[1]?.[1] ?? [];
  const cCpu: number[] = devices[1]?.[2] ?? [];
  // fresh outputs for the comparison: one launch each from the initial arguments
  const wCheck = onDevice(c.args(), wasm);
  call(...wCheck);
  const jsArgs = c.args();
  const jsTimes: number[] = [];
  for (let r = 0; r < (quick ? 1 : c.plainRuns); r++) {
    const a = r === 0 ? jsArgs : c.args();
    const t0 = performance.now();
    c.js(a);
    jsTimes.push(performance.now() - t0);
  }
  let vsCpu = { ok: true, text: "(no cpu)" };
  if (cpu) {
    const cCheck = onDevice(c.args(), cpu);
    call(...cCheck);
    vsCpu = compare(c.checkC, outputOf(wCheck, c), outputOf(cCheck, c));
  }
  const row: Row = {
    turns: { wasm: firstRest(devices[0][3]), cpu: devices[1] ? firstRest(devices[1][3]) : { first: NaN, rest: NaN } },
    c, wasm: median(wTimes), cpu: cTimes.length ? median(cTimes) : NaN, js: median(jsTimes),
    wasmCpuTime: median(wCpu), cpuCpuTime: cCpu.length ? median(cCpu) : NaN,
    cRef: runC(c, Math.max(5, rounds)),
    vsCpu, vsJs: compare(c.checkJs, outputOf(wCheck, c), outputOf(jsArgs, c)),
  };
  rows.push(row);
  const spread = (xs: number[]) => (xs.length ? `${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)}` : "-");
  log(`${c.label}: ${rounds} rounds of ${c.perRound}, rounds' wall ms wasm ${spread(wTimes)}, cpu ${spread(cTimes)}; CPU ms wasm ${spread(wCpu)}, cpu ${spread(cCpu)}`);
  log(`${c.label}: wasm ${row.wasm.toFixed(2)} ms, cpu ${row.cpu.toFixed(2)} ms, js ${row.js.toFixed(1)} ms; ` +
    `wasm/cpu speed ${(row.cpu / row.wasm).toFixed(2)}x (CPU time ${row.wasmCpuTime.toFixed(2)} / ${row.cpuCpuTime.toFixed(2)} ms: ${(row.cpuCpuTime / row.wasmCpuTime).toFixed(2)}x)${withC ? `, C ${row.cRef.toFixed(2)} ms, wasm/C speed ${(row.cRef / row.wasm).toFixed(2)}x` : ""}; vs cpu ${row.vsCpu.text}, vs js ${row.vsJs.text}`);
  const t = row.turns;
  log(`${c.label}: turns${GAP_MS ? ` after a ${GAP_MS} ms gap` : ""}, mean ms of the first launch / the other ${c.perRound - 1}: ` +
    `wasm ${t.wasm.first.toFixed(3)} / ${t.wasm.rest.toFixed(3)}, cpu ${t.cpu.first.toFixed(3)} / ${t.cpu.rest.toFixed(3)}; ` +
    `wasm/cpu speed first ${(t.cpu.first / t.wasm.first).toFixed(2)}x, others ${(t.cpu.rest / t.wasm.rest).toFixed(2)}x`);
}

const cpuModel = cpus()[0]?.model ?? "unknown CPU";
const lines = [
  "# Wasm benchmark",
  "",
  `\`npm run bench:wasm${argv.length ? ` -- ${argv.join(" ")}` : ""}\` on ${cpuModel}, Node ${process.version}, ` +
    `**${THREADS} threads** for both devices (the calling thread included; ${availableParallelism()} available), wasm fma ${fmaNote}, ` +
    `${sameMemory ? "the cpu device on the wasm device's arrays (--same-memory), " : ""}load average ${loadavg().map((l) => l.toFixed(2)).join(" ")} at the end.`,
  "",
  "Median ms per launch (warm, arrays on the device); JS: the hand-written loop, one thread. " +
    "Speed: cpu ms / wasm ms (1.00 = as fast as the LLVM CPU backend); vs C: the gcc reference's ms / wasm ms " +
    "(judged against the target where the cpu device is unavailable). CPU-time speed: the same ratio of the " +
    "process's CPU time per launch (all threads; spinning counts): on a machine shared with other work it moves " +
    "less than wall time, which a preempted thread stretches.",
  "",
  "| kernel | bound | wasm ms | cpu ms | C ms | JS ms | wasm speed vs cpu | wasm speed vs C | target | CPU-time speed vs cpu | wasm vs cpu output | wasm vs JS output |",
  "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|",
  ...rows.map((r) => {
    const { bound, target } = kindOf(r.c);
    const speed = r.cpu / r.wasm;
    const vsC = r.cRef / r.wasm;
    const judged = Number.isFinite(speed) ? speed : vsC;
    const met = Number.isFinite(judged) ? (judged >= target ? "met" : "**missed**") : "-";
    return `| ${r.c.label} | ${bound} | ${r.wasm.toFixed(2)} | ${r.cpu.toFixed(2)} | ${r.cRef.toFixed(2)} | ${r.js.toFixed(1)} | ` +
      `${speed.toFixed(2)}x | ${vsC.toFixed(2)}x | ≥ ${target}x (${met}) | ${(r.cpuCpuTime / r.wasmCpuTime).toFixed(2)}x | ${r.vsCpu.ok ? "ok" : "**FAIL**"} ${r.vsCpu.text} | ${r.vsJs.ok ? "ok" : "**FAIL**"} ${r.vsJs.text} |`;
  }),
  "",
  ...(gapOption === undefined ? [] : [
    `Turns (--gap ${GAP_MS}: ${GAP_MS ? `${GAP_MS} ms idle, Atomics.wait,` : "no idle"} before each device turn): mean wall ms of a turn's first launch and of its other launches, ` +
      "over all rounds; speed: cpu ms / wasm ms.",
    "",
    "| kernel | launches a turn | wasm first | wasm others | cpu first | cpu others | speed first | speed others |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(({ c, turns: { wasm: w, cpu: k } }) =>
      `| ${c.label} | ${c.perRound} | ${w.first.toFixed(3)} | ${w.rest.toFixed(3)} | ${k.first.toFixed(3)} | ${k.rest.toFixed(3)} | ` +
      `${(k.first / w.first).toFixed(2)}x | ${(k.rest / w.rest).toFixed(2)}x |`),
    "",
  ]),
];
const text = lines.join("\n");
process.stdout.write(text + "\n");
const jsonPath = option("--json");
if (jsonPath !== undefined) {
  writeFileSync(jsonPath, JSON.stringify(rows.map((r) => ({
    label: r.c.label, ...kindOf(r.c), threads: THREADS, wasmMs: r.wasm, cpuMs: r.cpu, cMs: r.cRef, speed: r.cpu / r.wasm,
    turns: r.turns,
  }))) + "\n");
}
if (!flag("--no-write")) writeFileSync(outPath, option("--out") === undefined ? text + "\n" + sessionsBelow(outPath) : text);
await (wasm.backend as unknown as { dispose(): Promise<void> }).dispose();
