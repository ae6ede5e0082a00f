/**
 * The warm launch's host cost of this checkout against other checkouts, in one process: each
 * checkout's runtime (and its own build/Release/tack_cuda.node) is imported side by side, each
 * launches saxpy5(x, y, out, 2.5, 1000) on device arrays of its own, and rounds of 20000 calls
 * of each rotate; reported are the median CPU µs per call and the median per-round ratio of
 * this checkout to each other one. In one process, the machine's load moves every row alike,
 * which separate processes on a loaded machine do not. On the stub driver (bench/cuda/stub) it
 * measures what Tack adds above cuLaunchKernel:
 *
 *   eval "$(bash bench/cuda/stub/build.sh)"; node --import tsx bench/cuda/launch-ab.ts /work/main [ROUNDS]
 *
 * A checkout given is a directory with runtime/ (the TypeScript sources, run through tsx) and
 * its build/Release; an older commit can be unpacked for it with
 * `git archive <commit> runtime workers | tar -x -C DIR` and links DIR/{build,wasm,node_modules,package.json}.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const others = process.argv.slice(2).filter((a) => !/^\d+$/.test(a));
const rounds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 30);
if (others.length === 0) throw new Error("usage: launch-ab.ts CHECKOUT... [ROUNDS]");
const roots: Record<string, string> = { this: new URL("../../runtime/index.js", import.meta.url).href };
for (const dir of others) roots[dir] = pathToFileURL(resolve(dir, "runtime/index.js")).href;

const CALLS = 20000;
const loops: Record<string, () => void> = {};
const devices: { synchronize(): void }[] = [];
for (const [name, url] of Object.entries(roots)) {
  const tack = await import(url);
  const device = tack.setDefaultDevice("cuda");
  devices.push(device);
  const saxpy5 = tack.kernel(function saxpy5(x: Float32Array, y: Float32Array, out: Float32Array, a: number, n: number) {
    for (const i of tack.range(n)) out[i] = a * x[i] + y[i];
  }, { name: "saxpy5" });
  const xs = tack.empty(16384, "f32", { device }).fill(1);
  const ys = tack.empty(16384, "f32", { device }).fill(2);
  const os = tack.empty(16384, "f32", { device });
  saxpy5(xs, ys, os, 2.5, 1000);
  loops[name] = () => {
    for (let i = 0; i < CALLS; i++) saxpy5(xs, ys, os, 2.5, 1000);
  };
}

/** CPU µs per call of one round (the process's CPU time: steadier than the clock on a loaded machine). */
function round(loop: () => void): number {
  for (const d of devices) d.synchronize();
  const t0 = process.cpuUsage();
  loop();
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / CALLS;
}

const names = Object.keys(loops);
const us: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
for (let r = 0; r < rounds + 3; r++) {
  for (let j = 0; j < names.length; j++) {
    const n = names[(r + j) % names.length];
    const t = round(loops[n]);
    if (r >= 3) us[n].push(t); // three warm-up rounds
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const r3 = (x: number) => Math.round(x * 1000) / 1000;
console.log(JSON.stringify({
  rounds,
  us: Object.fromEntries(names.map((n) => [n, r3(median(us[n]))])),
  thisOver: Object.fromEntries(others.map((o) => [o, r3(median(us.this.map((t, i) => t / us[o][i])))])),
}));
process.exit(0);
