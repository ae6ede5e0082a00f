/**
 * Issue 11: why wasm n-body on one thread ran 10.6 ms in a Node started with `--no-liftoff` and
 * 11.5-16 ms without it on the 16-core host (RESULTS.md, session 8). One process is one sample:
 * the driver (nbody-tier-ab.sh) starts it under each variant of V8 flags, cache state and CPU
 * pinning in turn. It launches n-body 4096 (one thread) on the wasm device and, where the CPU
 * shim loads, on the cpu device in the same rounds (the anchor; the devices take turns going
 * first), and prints one line per process:
 *  - the rounds' main-thread CPU ms per launch (/proc/thread-self/schedstat: the launch runs on
 *    the calling thread with one thread) for each device, and their median;
 *  - every other thread's CPU time during the timed rounds, by name (V8's background compile
 *    and GC threads, the pool's and the compile worker's threads): work beside the kernel;
 *  - the CPU the main thread was on after each round (ms@cpu), the disk cache's hits (a miss loads binaryen and
 *    compiles in this process), and the address of n-body's pos array mod 4096.
 *
 *   node --import tsx bench/wasm/nbody-tier-probe.ts [--rounds 8] [--launches 10] [--settle 0] [--pad 0] [--no-cpu]
 *
 * --settle MS sleeps after the warm-up (background tier-up finishes); --pad BYTES allocates that
 * much of the wasm heap before n-body's arrays (moves their placement).
 */
import { readdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import * as tack from "../../runtime/index.js";
import { cases } from "../cpu/kernels.js";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "8" },
    launches: { type: "string", default: "10" },
    settle: { type: "string", default: "0" },
    pad: { type: "string", default: "0" },
    "no-cpu": { type: "boolean", default: false },
  },
});
const ROUNDS = Number(values.rounds);
const LAUNCHES = Number(values.launches);

function threadCpu(): Map<string, { name: string; ms: number; cpu: number }> {
  const out = new Map<string, { name: string; ms: number; cpu: number }>();
  for (const t of readdirSync("/proc/self/task")) {
    try {
      const ms = Number(readFileSync(`/proc/self/task/${t}/schedstat`, "utf8").split(" ")[0]) / 1e6;
      const name = readFileSync(`/proc/self/task/${t}/comm`, "utf8").trim();
      const stat = readFileSync(`/proc/self/task/${t}/stat`, "utf8");
      const cpu = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[36]);
      out.set(t, { name, ms, cpu });
    } catch {
      // the thread ended
    }
  }
  return out;
}

const mainTid = String(process.pid);
const mainMs = () => Number(readFileSync(`/proc/thread-self/schedstat`, "utf8").split(" ")[0]) / 1e6;
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const c = cases.find((k) => k.label.startsWith("nbody"))!;
const wasm = tack.device("wasm", { numThreads: 1 });
const cpuUnavailable = values["no-cpu"] ? "--no-cpu" : tack.devices().find((d) => d.type === "cpu")?.reason;
const cpu = cpuUnavailable ? null : tack.device("cpu", { numThreads: 1 });
if (cpu) tack.setDefaultDevice(cpu);
const pad = Number(values.pad) > 0 ? tack.array(new Uint8Array(Number(values.pad)), { device: wasm }) : null;
const k = tack.kernel(c.fn as (...a: never[]) => void, { tier: "optimized" }) as unknown as (...a: unknown[]) => void;
const fresh = c.args();
const onDevice = (d: tack.Device) => fresh.map((a) => (ArrayBuffer.isView(a) ? tack.array(a as Float32Array, { device: d }) : a));
/** Each device: its arguments, the rounds' ms per launch, the CPU the main thread was on after each round. */
const sides: [string, unknown[], number[], number[]][] = [["wasm", onDevice(wasm), [], []]];
if (cpu) sides.push(["cpu", onDevice(cpu), [], []]);
for (const [, args] of sides) for (let i = 0; i < 5; i++) k(...args);
if (Number(values.settle) > 0) await sleep(Number(values.settle));

const before = threadCpu();
for (let r = 0; r < ROUNDS; r++) {
  for (const [, args, times, where] of r % 2 === 0 ? sides : [...sides].reverse()) {
    const t0 = mainMs();
    for (let i = 0; i < LAUNCHES; i++) k(...args);
    times.push((mainMs() - t0) / LAUNCHES);
    where.push(threadCpu().get(mainTid)?.cpu ?? -1);
  }
}
const after = threadCpu();
const others: string[] = [];
for (const [tid, t] of after) {
  const ms = t.ms - (before.get(tid)?.ms ?? 0);
  if (tid !== mainTid && ms >= 1) others.push(`${t.name}:${ms.toFixed(0)}`);
}
const pos = sides[0][1][0] as tack.Array;
const posView = pos.toTypedArray() as Float32Array;
const flags = process.execArgv.filter((a) => !a.startsWith("--import") && a !== "tsx").join(" ") || "(none)";
const fmt = (a: number[], where: number[]) => `${median(a).toFixed(2)} [${a.map((x, i) => `${x.toFixed(1)}@${where[i]}`).join(" ")}]`;
console.log(
  `flags ${flags} cache ${process.env.TACK_CACHE ?? "on"} pad ${values.pad} settle ${values.settle}: ` +
    sides.map(([name, , t, where]) => `${name} ${fmt(t, where)}`).join(", ") +
    (sides.length > 1 ? `; wasm/cpu ${(median(sides[1][2]) / median(sides[0][2])).toFixed(2)}` : "") +
    `; pos at ${posView.byteOffset % 4096} mod 4096` +
    `; disk cache hits ${tack.cache.stats().hits}; other threads' CPU ms in the rounds: ${others.join(" ") || "none"}`,
);
process.exit(0);
