// A process that imports Tack and ends (a CLI that never compiles): its whole life, start to
// exit, with the compiler's module compiled ahead on a worker (wasm/compile-ahead.ts,
// TACK_COMPILE_AHEAD=worker: started by the package entry; =worker-late: where the runtime
// evaluates) against on the main thread's event loop (the default) and plain Node, in plain
// Node from the package entry (dist/tack.js, built), alternated fresh processes:
//
//   node bench/workers/exit-time.mjs [runs=9]
//
// TACK_WARMUP comes from the environment (on by default with 4+ cores). Also the same process
// kept alive 50 ms by a timer (the worker's compile done by then, or not).
import { spawnSync, execSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

const runs = Number(process.argv[2] ?? 9);
const entry = pathToFileURL(fileURLToPath(new URL("../../dist/tack.js", import.meta.url))).href;
const sides = {
  "plain node": { code: "", env: {} },
  "import, main thread": { code: `await import(${JSON.stringify(entry)});`, env: {} },
  "import, worker": { code: `await import(${JSON.stringify(entry)});`, env: { TACK_COMPILE_AHEAD: "worker" } },
  "import, worker started late": { code: `await import(${JSON.stringify(entry)});`, env: { TACK_COMPILE_AHEAD: "worker-late" } },
  "import + 50 ms timer, main thread": { code: `await import(${JSON.stringify(entry)}); setTimeout(() => {}, 50);`, env: {} },
  "import + 50 ms timer, worker": { code: `await import(${JSON.stringify(entry)}); setTimeout(() => {}, 50);`, env: { TACK_COMPILE_AHEAD: "worker" } },
};
const times = Object.fromEntries(Object.keys(sides).map((k) => [k, []]));
console.log(`load: ${execSync("uptime").toString().trim()}; TACK_WARMUP=${process.env.TACK_WARMUP ?? "(default)"}`);
for (let i = 0; i < runs; i++) {
  for (const [name, s] of Object.entries(sides)) {
    const t = performance.now();
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", s.code], { env: { ...process.env, ...s.env, TACK_CACHE: "off" }, stdio: "inherit" });
    if (r.status !== 0) throw new Error(`${name}: exit ${r.status}`);
    times[name].push(performance.now() - t);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`median of ${runs} fresh processes, start to exit (ms):`);
for (const [name, xs] of Object.entries(times)) console.log(`| ${name} | ${median(xs).toFixed(1)} | min ${Math.min(...xs).toFixed(1)} |`);
console.log(`load after: ${execSync("uptime").toString().trim()}`);
