/**
 * The first launches after a kernel's first compile on a wasm device of T threads (issue 11,
 * "the wasm pool's first ~300 ms runs on the calling thread alone"): until the pool's workers
 * have booted their isolates, the calling thread takes every chunk. Each run is a fresh
 * process (TACK_CACHE=off, so the kernel compiles): a 2^22 saxpy compiled and launched once,
 * then launched back to back for --ms. It prints the first call's time, the share of the
 * chunks the workers ran (the rest ran on the calling thread; counted by wrapping the pool's
 * runSync) in the first call and in windows of time after it, and the median ms per launch
 * in each window (wall time: on a loaded machine the share is the steadier figure). With --base, processes of another checkout's runtime
 * (its runtime/index.ts) alternate with this one's. Bundled for the 16-core host by
 * scripts/bench-gpu-host.sh (there: node bench/wasm/pool-start.mjs --threads 16).
 *
 *   node --import tsx bench/wasm/pool-start.ts [--threads 2] [--runs 5] [--ms 1000] [--base /work/main]
 */
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";

const { values } = parseArgs({
  options: {
    threads: { type: "string", default: "2" },
    runs: { type: "string", default: "5" },
    ms: { type: "string", default: "1000" },
    base: { type: "string" },
    child: { type: "string" },
  },
});
const WINDOWS = [0, 50, 100, 200, 400, 700].filter((w) => w < Number(values.ms));

if (values.child !== undefined) {
  // this checkout's runtime through literal paths (the bundled bench, scripts/bench-gpu-host.sh,
  // points them at dist/runtime/), another's through its sources (tsx)
  const own = values.child === "";
  const tack = own ? await import("../../runtime/index.js") : ((await import(`${values.child}/runtime/index.ts`)) as typeof import("../../runtime/index.js"));
  // the calling thread's chunks: runSync's run callback is its own (the workers run theirs)
  const { WasmPool } = own
    ? await import("../../runtime/backends/wasm-pool.js")
    : ((await import(`${values.child}/runtime/backends/wasm-pool.ts`)) as typeof import("../../runtime/backends/wasm-pool.js"));
  let mine = 0, all = 0;
  const runSync = WasmPool.prototype.runSync;
  WasmPool.prototype.runSync = function (this: InstanceType<typeof WasmPool>, p, job, run) {
    all += job.chunks;
    return runSync.call(this, p, job, (s: number, a: number, b: number) => (mine++, run(s, a, b)));
  };
  const share = () => {
    const s = all ? 1 - mine / all : NaN;
    mine = all = 0;
    return s;
  };
  const wasm = tack.device("wasm", { numThreads: Number(values.threads) });
  const n = 1 << 22;
  const x = tack.array(Float32Array.from({ length: n }, (_, i) => (i % 7) * 0.5), { device: wasm });
  const y = tack.array(Float32Array.from({ length: n }, (_, i) => (i % 5) * 0.25), { device: wasm });
  const out = tack.zeros(n, "f32", { device: wasm });
  const k = tack.kernel(function saxpyStart(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
    for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
  }, { tier: "optimized" }) as unknown as (...a: unknown[]) => void;
  let t0 = performance.now();
  k(x, y, out, 1.5);
  const first = performance.now() - t0;
  const firstShare = share();
  const launches: [number, number, number][] = []; // [ms after the first call, ms, workers' share]
  const start = performance.now();
  while (performance.now() - start < Number(values.ms)) {
    t0 = performance.now();
    k(x, y, out, 1.5);
    launches.push([t0 - start, performance.now() - t0, share()]);
  }
  const med = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[xs.length >> 1] : NaN);
  const inWindow = WINDOWS.map((w, i) => launches.filter(([at]) => at >= w && at < (WINDOWS[i + 1] ?? Infinity)));
  const windows = inWindow.map((l) => med(l.map(([, ms]) => ms)));
  const shares = inWindow.map((l) => l.reduce((a, [, , s]) => a + s, 0) / l.length);
  console.log(JSON.stringify({ first, firstShare, windows, shares }));
  await (wasm.backend as unknown as { dispose(): Promise<void> }).dispose();
  process.exit(0);
}

const self = fileURLToPath(import.meta.url);
const roots: [string, string][] = [["this", ""], ...(values.base ? [["base", values.base] as [string, string]] : [])];
console.log(`wasm pool start: ${values.threads} threads, 2^22 saxpy, ${values.runs} processes each, load ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
console.log("");
const span = (i: number) => `${WINDOWS[i]}-${WINDOWS[i + 1] ?? values.ms}`;
console.log("Workers' share of the chunks (first call; then windows of ms after it), ms per launch in the same windows.");
console.log("");
console.log(`| runtime | first call ms | share first | ${WINDOWS.map((_, i) => `share ${span(i)}`).join(" | ")} | ${WINDOWS.map((_, i) => `ms ${span(i)}`).join(" | ")} |`);
console.log(`|---|---:|---:|${WINDOWS.map(() => "---:").join("|")}|${WINDOWS.map(() => "---:").join("|")}|`);
for (let r = 0; r < Number(values.runs); r++) {
  for (const [name, root] of roots) {
    const out = execFileSync(process.execPath, [...process.execArgv, self, "--child", root, "--threads", values.threads, "--ms", values.ms], {
      encoding: "utf8",
      env: { ...process.env, TACK_CACHE: "off" },
      stdio: ["ignore", "pipe", "ignore"],
    });
    const { first, firstShare, windows, shares } = JSON.parse(out.trim().split("\n").pop()!) as { first: number; firstShare: number | null; windows: (number | null)[]; shares: (number | null)[] };
    // a window without a launch (one launch took longer) is null in the JSON
    const pct = (s: number | null) => (s === null ? "-" : `${(100 * s).toFixed(0)}%`);
    console.log(`| ${name} | ${first.toFixed(0)} | ${pct(firstShare)} | ${shares.map(pct).join(" | ")} | ${windows.map((m) => (m === null ? "-" : m.toFixed(2))).join(" | ")} |`);
  }
}
