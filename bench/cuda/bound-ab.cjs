/**
 * The plan's bound launch() (the N-API floor of the warm launch path) of two builds of the CUDA
 * shim in one process, in alternating rounds of 10^6 calls: median CPU µs per call of each and
 * the median per-round ratio B / A. Each shim opens the device, loads an image and launches a
 * one-buffer plan; on the stub driver (bench/cuda/stub) the image is never read and a launch
 * does nothing, so this is the N-API call and the shim's checks alone:
 *
 *   eval "$(bash bench/cuda/stub/build.sh)"; node bench/cuda/bound-ab.cjs /work/main/build/Release/tack_cuda.node build/Release/tack_cuda.node
 *
 * (Two copies of one file load as one module: copy one of them elsewhere first.) On a GPU the
 * image must be real: this script is for the stub.
 */
const { resolve } = require("node:path");

const paths = process.argv.slice(2, 4);
if (paths.length !== 2) throw new Error("usage: bound-ab.cjs SHIM_A SHIM_B");
const launches = paths.map((p) => {
  const s = require(resolve(p));
  const { ctx } = s.open(0);
  const mod = s.load(ctx, new Uint8Array([1, 2, 3, 4]));
  const { pack, launch } = s.createPlan(mod, "k", new Int32Array([-1, 4]));
  const ptr = s.pointer(s.alloc(ctx, 64));
  const w = new Uint32Array(pack);
  w[0] = Number(ptr & 0xffffffffn);
  w[1] = Number(ptr >> 32n);
  w[4] = 1; // grid
  w[5] = 256; // block
  launch();
  return launch;
});
const N = 1e6;
const us = [[], []];
for (let r = 0; r < 22; r++) {
  for (const k of r % 2 ? [0, 1] : [1, 0]) {
    const f = launches[k];
    const t0 = process.cpuUsage();
    for (let i = 0; i < N; i++) f();
    const t = process.cpuUsage(t0);
    if (r >= 2) us[k].push((t.user + t.system) / N);
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const r4 = (x) => Math.round(x * 1e4) / 1e4;
console.log(JSON.stringify({ a: r4(median(us[0])), b: r4(median(us[1])), bOverA: r4(median(us[1].map((v, i) => v / us[0][i]))) }));
