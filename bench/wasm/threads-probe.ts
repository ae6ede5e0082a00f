/**
 * Where a wasm launch's time goes, thread by thread (Linux only: it reads /proc and /sys).
 * For n-body 4096 and the 4096² stencil on the wasm device with T threads, after the
 * background compiles settled (V8 tiers binaryen up on its platform threads for seconds after
 * the first compile), it runs launches and prints:
 *  - wall and process CPU time per launch;
 *  - each busy thread's CPU time per launch (/proc/self/task/<tid>/schedstat) and its wait
 *    for a CPU (run-queue delay): a worker that takes a fair share shows about the caller's;
 *  - the CPUs each busy thread was last seen on after a launch, and the physical cores those
 *    are (/sys/devices/system/cpu/cpuN/topology): two busy threads on one core's hyperthreads
 *    share its divider and its caches.
 *
 *   node --import tsx bench/wasm/threads-probe.ts [--threads 1,2,4] [--only nbody,stencil] [--launches 40] [--settle 5000]
 */
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import * as tack from "../../runtime/index.js";
import { cases } from "../cpu/kernels.js";

const { values } = parseArgs({
  options: {
    threads: { type: "string", default: "1,2" },
    only: { type: "string", default: "nbody,stencil" },
    launches: { type: "string", default: "40" },
    settle: { type: "string", default: "5000" },
  },
});
const LAUNCHES = Number(values.launches);

interface Task {
  cpuMs: number;
  delayMs: number;
  processor: number;
}

function tasks(): Map<string, Task> {
  const out = new Map<string, Task>();
  for (const t of readdirSync("/proc/self/task")) {
    try {
      const [run, delay] = readFileSync(`/proc/self/task/${t}/schedstat`, "utf8").split(" ").map(Number);
      const stat = readFileSync(`/proc/self/task/${t}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(t, { cpuMs: run / 1e6, delayMs: delay / 1e6, processor: Number(fields[36]) });
    } catch {
      // the thread ended
    }
  }
  return out;
}

function coreOf(cpu: number): string {
  try {
    const dir = `/sys/devices/system/cpu/cpu${cpu}/topology`;
    return `${readFileSync(`${dir}/physical_package_id`, "utf8").trim()}/${readFileSync(`${dir}/core_id`, "utf8").trim()}`;
  } catch {
    return "?";
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
console.log(`threads probe: Node ${process.version}, ${availableParallelism()} CPUs, load ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
let siblings = "?";
try {
  siblings = readFileSync("/sys/devices/system/cpu/cpu0/topology/thread_siblings_list", "utf8").trim();
} catch {
  // not Linux
}
console.log(`cpu0's hyperthread siblings: ${siblings}`);

for (const c of cases.filter((k) => values.only.split(",").some((o) => k.label.includes(o)))) {
  for (const T of values.threads.split(",").map(Number)) {
    const d = tack.device("wasm", { numThreads: T });
    const k = tack.kernel(c.fn as (...a: never[]) => void, { tier: "optimized" }) as unknown as (...a: unknown[]) => void;
    const args = c.args().map((a) => (ArrayBuffer.isView(a) ? tack.array(a as Float32Array, { device: d }) : a));
    k(...args);
    k(...args);
    await sleep(Number(values.settle));
    const seen = new Map<string, Set<number>>();
    const t0 = tasks();
    const u0 = process.cpuUsage();
    const w0 = performance.now();
    for (let i = 0; i < LAUNCHES; i++) {
      k(...args);
      for (const [tid, t] of tasks()) {
        if (!seen.has(tid)) seen.set(tid, new Set());
        seen.get(tid)!.add(t.processor);
      }
    }
    const wall = (performance.now() - w0) / LAUNCHES;
    const u = process.cpuUsage(u0);
    const t1 = tasks();
    console.log(`\n${c.label}, ${T} threads: wall ${wall.toFixed(2)} ms per launch, process CPU ${((u.user + u.system) / 1000 / LAUNCHES).toFixed(2)} ms per launch`);
    for (const [tid, t] of t1) {
      const b = t0.get(tid) ?? { cpuMs: 0, delayMs: 0, processor: -1 };
      const cpu = (t.cpuMs - b.cpuMs) / LAUNCHES;
      if (cpu < 0.05 * wall) continue;
      const cpus = [...(seen.get(tid) ?? [])].sort((x, y) => x - y);
      console.log(`  thread ${tid}: CPU ${cpu.toFixed(2)} ms per launch, waited for a CPU ${((t.delayMs - b.delayMs) / LAUNCHES).toFixed(2)} ms; ran on CPUs ${cpus.join(",")} (package/core ${[...new Set(cpus.map(coreOf))].join(" ")})`);
    }
    await (d.backend as unknown as { dispose(): Promise<void> }).dispose();
  }
}
