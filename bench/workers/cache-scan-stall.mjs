// The event loop during a process's first asynchronous disk-cache write on a large cache
// (session 10, audit9): that write sizes the directory (and, past the limit, evicts). Two
// builds of Tack in alternating fresh processes, each writing one entry through
// DiskCache.writeAsync into one shared cache of N entries while a 1 ms interval measures the
// loop's longest gap. Reported: medians over the runs of that longest gap and of the write's
// time (CPU time of the process too, where the wall time is at the mercy of the load), and the
// longest gap of the same idle loop over 300 ms before (the machine's own share).
//
//   node bench/workers/cache-scan-stall.mjs [A=/work/main/dist] [B=./dist] [entries=20000] [runs=5]
import { execFileSync, execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [a = "/work/main/dist", b = "./dist", entriesArg = "20000", runsArg = "5"] = process.argv.slice(2);
const entries = Number(entriesArg), runs = Number(runsArg);

if (process.env.STALL_CHILD) {
  const { DiskCache } = await import(pathToFileURL(join(process.env.STALL_CHILD, "runtime/disk-cache.js")).href);
  const c = new DiskCache(process.env.STALL_DIR, true, 1024 ** 4);
  await c.read("obj", "open"); // the directory and the compiler's hash, as a process's first launch would
  let last = performance.now(), worst = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 1);
  await new Promise((r) => setTimeout(r, 20));
  // the machine's own contribution: the longest gap of the idle loop over 300 ms
  worst = 0;
  await new Promise((r) => setTimeout(r, 300));
  const idle = worst;
  worst = 0;
  const cpu0 = process.cpuUsage(), t0 = performance.now();
  last = t0;
  await c.writeAsync("obj", `fresh-${process.pid}`, Buffer.alloc(8000, 1));
  const ms = performance.now() - t0, cpu = process.cpuUsage(cpu0);
  await new Promise((r) => setTimeout(r, 5));
  clearInterval(tick);
  console.log(JSON.stringify({ worst, idle, ms, cpuMs: (cpu.user + cpu.system) / 1000 }));
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), "tack-stall-"));
try {
  const { DiskCache } = await import(pathToFileURL(join(resolve(b), "runtime/disk-cache.js")).href);
  const writer = new DiskCache(dir, true, 1024 ** 4);
  for (let i = 0; i < entries; i++) writer.write("obj", `k${i}`, Buffer.alloc(8000, i & 255));
  const median = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
  const results = { A: [], B: [] };
  console.log(`load before: ${execSync("uptime").toString().trim()}`);
  for (let r = 0; r < runs; r++) {
    for (const [name, dist] of r % 2 === 0 ? [["A", a], ["B", b]] : [["B", b], ["A", a]]) {
      const out = execFileSync(process.execPath, [process.argv[1]], { env: { ...process.env, STALL_CHILD: resolve(dist), STALL_DIR: dir } }).toString();
      results[name].push(JSON.parse(out));
    }
  }
  console.log(`load after: ${execSync("uptime").toString().trim()}`);
  for (const [name, dist] of [["A", a], ["B", b]]) {
    const rs = results[name];
    const f = (k) => median(rs.map((x) => x[k])).toFixed(1);
    console.log(`${name} ${dist}: ${entries} entries, ${runs} runs: longest loop gap median ${f("worst")} ms (all ${rs.map((x) => x.worst.toFixed(0)).join(", ")}; idle loop's ${f("idle")} ms), write ${f("ms")} ms, process CPU ${f("cpuMs")} ms`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
