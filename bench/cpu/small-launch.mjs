/**
 * Where a small launch's time goes (issue 12: a 2^16-element saxpy launch ≤ 1.5x OpenMP's time).
 * For each thread count, the SPMD and the scalar build of saxpy run back to back in batches,
 * then the pool's own view of the plan is printed: how many launches ran serially or fanned
 * out, its estimate of the serial cost per iteration, and the fan-out it measured. A tiny
 * launch (16 elements, always serial) gives the dispatch cost alone.
 *
 *   node bench/cpu/small-launch.mjs [--threads 1,4,16] [--log2n 16] [--prebuilt DIR]
 *
 * Plain JS on dist/ (`npx tsc -p tsconfig.build.json`), so it runs on the GPU machine's host
 * beside scaling.mjs (scripts/bench-gpu-host.sh). OpenMP: bench/cpu/c/saxpy (built with gcc
 * here, or taken from --prebuilt).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as tack from "../../dist/runtime/index.js";
import { loadCpuShim } from "../../dist/runtime/backends/cpu-shim.js";
import { CpuProgram } from "../../dist/runtime/backends/cpu-program.js";

const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const nproc = availableParallelism();
const THREADS = (option("--threads") ?? `1,4,${nproc}`).split(",").map(Number);
const n = 2 ** Number(option("--log2n") ?? 16);
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const here = fileURLToPath(new URL("./", import.meta.url));

let cBin = option("--prebuilt") ? join(option("--prebuilt"), "saxpy") : "";
if (!cBin) {
  cBin = join(mkdtempSync(join(tmpdir(), "tack-small-")), "saxpy");
  execFileSync("gcc", ["-O3", "-march=native", "-fopenmp", "-o", cBin, join(here, "c/saxpy.c"), "-lm"]);
}

function saxpy(x, y, out, a) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
}
// the tiny launches get a plan of their own (another kernel), so they don't steer saxpy's
function saxpyTiny(x, y, out, a) {
  for (const i of tack.range(out.length)) out[i] = y[i] + a * x[i];
}
const random = (len) => new Float32Array(len).map(() => Math.random() * 2 - 1);

// the program each launch ran, so the pool's counters for it can be read afterwards
let lastProgram;
const launch = CpuProgram.prototype.launch;
CpuProgram.prototype.launch = function (...a) {
  lastProgram = this;
  return launch.apply(this, a);
};

const shim = loadCpuShim();
console.log(`load ${loadavg()[0].toFixed(2)}, ${nproc} CPUs, pool ${JSON.stringify(shim.poolInfo())}`);
console.log(`| threads | build | µs per launch (median of batches) | tiny launch µs | serial / parallel launches | ns per iteration (estimate) | OpenMP µs |`);
console.log(`|---:|---|---:|---:|---|---:|---:|`);
for (const t of THREADS) {
  const c = JSON.parse(execFileSync(cBin, [String(n), String(t), "2000", "-"], { encoding: "utf8" }).trim().split("\n").pop());
  for (const spmd of [true, false]) {
    const device = tack.device("cpu", { numThreads: t, spmd });
    tack.setDefaultDevice(device);
    const k = tack.kernel(saxpy, { tier: "optimized" }), kTiny = tack.kernel(saxpyTiny, { tier: "optimized" });
    const args = [random(n), random(n), new Float32Array(n), 1.5];
    const tiny = [random(16), random(16), new Float32Array(16), 1.5];
    await k.prepare(...args);
    await kTiny.prepare(...tiny);
    for (let i = 0; i < 300; i++) k(...args);
    const program = lastProgram;
    const batches = [], tinyBatches = [];
    for (let b = 0; b < 15; b++) {
      let t0 = performance.now();
      for (let i = 0; i < 200; i++) k(...args);
      batches.push(((performance.now() - t0) * 1000) / 200);
      t0 = performance.now();
      for (let i = 0; i < 200; i++) kTiny(...tiny);
      tinyBatches.push(((performance.now() - t0) * 1000) / 200);
    }
    const info = program.info();
    console.log(`| ${t} | ${spmd ? "SPMD" : "scalar"} | ${median(batches).toFixed(2)} | ${median(tinyBatches).toFixed(2)} | ${info.serialLaunches} / ${info.parallelLaunches} | ${info.nsPerIteration?.toFixed(3)} | ${(c.medianMs * 1000).toFixed(2)} |`);
  }
}
