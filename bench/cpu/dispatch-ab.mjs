/**
 * dispatch.mjs's rows (8 Float32Arrays, 8 tack.Arrays, 1 Float32Array and a scalar; 16
 * elements), and two Float32Arrays in turn (`alternating1`: every call misses the last-launch
 * caches), for this checkout's dist/ against other builds of dist/, in one process: each
 * build's runtime is imported side by side (dist/ finds the CPU shim at ../build/Release),
 * rounds of 20000 calls of every row rotate, and the median CPU µs per call and the median
 * per-round ratio this / other are printed. One thread by default (the launch path alone, no
 * pool hand-off), so the machine's load moves every row alike:
 *
 *   node bench/cpu/dispatch-ab.mjs /work/main/dist [ROUNDS] [--threads N]
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const argv = process.argv.slice(2);
const at = argv.indexOf("--threads");
const threads = at >= 0 ? Number(argv[at + 1]) : 1;
const rest = argv.filter((_, i) => at < 0 || (i !== at && i !== at + 1));
const others = rest.filter((a) => !/^\d+$/.test(a));
const rounds = Number(rest.find((a) => /^\d+$/.test(a)) ?? 20);
if (others.length === 0) throw new Error("usage: dispatch-ab.mjs DIST... [ROUNDS] [--threads N]");
const dists = { this: new URL("../../dist/", import.meta.url).href };
for (const d of others) dists[d] = pathToFileURL(resolve(d) + "/").href;

const N = 16;
const CALLS = 20000;
const rows = {};
for (const [name, dist] of Object.entries(dists)) {
  const tack = await import(new URL("runtime/index.js", dist).href);
  tack.setDefaultDevice(tack.device("cpu", { numThreads: threads }));
  const k8 = tack.kernel(function dispatch8(a, b, c, d, e, f, g, out) {
    for (const i of tack.range(out.length)) out[i] = a[i] + b[i] + c[i] + d[i] + e[i] + f[i] + g[i];
  });
  const k1 = tack.kernel(function dispatch1(out, v) {
    for (const i of tack.range(out.length)) out[i] = v;
  });
  const t = Array.from({ length: 8 }, (_, j) => Float32Array.from({ length: N }, (_, i) => i + j));
  const A = t.map((x) => tack.array(Float32Array.from(x)));
  const o1 = new Float32Array(N);
  const o2 = new Float32Array(N);
  rows[`${name}|float32Array8`] = () => { for (let i = 0; i < CALLS; i++) k8(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]); };
  rows[`${name}|tackArray8`] = () => { for (let i = 0; i < CALLS; i++) k8(A[0], A[1], A[2], A[3], A[4], A[5], A[6], A[7]); };
  rows[`${name}|float32Array1`] = () => { for (let i = 0; i < CALLS; i++) k1(o1, 2.5); };
  // two arrays in turn: every call misses the last-launch caches and takes the general path
  rows[`${name}|alternating1`] = () => { for (let i = 0; i < CALLS; i += 2) { k1(o1, 2.5); k1(o2, 2.5); } };
  // the kernels ran: every output element is the sum of its seven inputs
  rows[`${name}|float32Array8`]();
  rows[`${name}|tackArray8`]();
  rows[`${name}|float32Array1`]();
  rows[`${name}|alternating1`]();
  const got = A[7].toTypedArray();
  for (let i = 0; i < N; i++) {
    if (t[7][i] !== 7 * i + 21 || got[i] !== 7 * i + 21 || o1[i] !== 2.5 || o2[i] !== 2.5) throw new Error(`${name}: a kernel did not compute its outputs`);
  }
}
const names = Object.keys(rows);
const us = Object.fromEntries(names.map((n) => [n, []]));
for (let r = 0; r < rounds + 2; r++) {
  for (let j = 0; j < names.length; j++) {
    const n = names[(r + j) % names.length];
    const t0 = process.cpuUsage();
    rows[n]();
    const t = process.cpuUsage(t0);
    if (r >= 2) us[n].push((t.user + t.system) / CALLS);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const r3 = (x) => Math.round(x * 1000) / 1000;
const out = { threads, rounds };
for (const row of ["float32Array8", "tackArray8", "float32Array1", "alternating1"]) {
  const mine = us[`this|${row}`];
  out[row] = { this: r3(median(mine)) };
  for (const o of others) {
    const theirs = us[`${o}|${row}`];
    out[row][o] = r3(median(theirs));
    out[row][`this/${o}`] = r3(median(mine.map((v, i) => v / theirs[i])));
  }
}
console.log(JSON.stringify(out));
process.exit(0);
