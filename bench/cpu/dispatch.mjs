/**
 * Warm dispatch overhead, measured on the built package (dist/, plain Node, no tsx: tsx's
 * transformed classes add 1-2 µs per call). Run by bench/cpu/run.ts as a child process:
 *   node bench/cpu/dispatch.mjs [threads] [--quick] [--only NAME]
 * prints one JSON line. --only measures one variant (run.ts gives each its own process, so each
 * runs with the type feedback a program using only that kind of argument would have). The kernel takes 8 arrays (7 read, 1 written) and runs 16 elements,
 * so the time is the launch path: signature check (inline cache), disjointness check,
 * packing, the native call, and the shim's serial-or-fan-out decision.
 */
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
// TACK_BENCH_DIST: another build of dist/ (an older or patched copy, to compare against).
const dist = process.env.TACK_BENCH_DIST
  ? pathToFileURL(resolve(process.env.TACK_BENCH_DIST) + "/").href
  : new URL("../../dist/", import.meta.url).href;
const tack = await import(new URL("runtime/index.js", dist).href);
const { loadCpuShim } = await import(new URL("runtime/backends/cpu-shim.js", dist).href);

const threads = Number(process.argv[2] ?? availableParallelism());
const quick = process.argv.includes("--quick");
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
tack.setDefaultDevice(tack.device("cpu", { numThreads: threads }));

const N = 16;
const WARMUP = quick ? 20_000 : 100_000;
const BATCHES = quick ? 11 : 25;
const PER_BATCH = quick ? 10_000 : 20_000;

const k8 = tack.kernel(function dispatch8(a, b, c, d, e, f, g, out) {
  for (const i of tack.range(out.length)) {
    out[i] = a[i] + b[i] + c[i] + d[i] + e[i] + f[i] + g[i];
  }
});
const k1 = tack.kernel(function dispatch1(out, v) {
  for (const i of tack.range(out.length)) {
    out[i] = v;
  }
});

function typed() {
  return Array.from({ length: 8 }, (_, j) => Float32Array.from({ length: N }, (_, i) => i + j));
}
function tackArrays() {
  return typed().map((t) => tack.array(t));
}

function quantile(sorted, q) {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos), hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** µs per call: median, p10 and p90 over batches of PER_BATCH calls. */
function measure(call) {
  for (let i = 0; i < WARMUP; i++) call();
  const perCall = [];
  for (let b = 0; b < BATCHES; b++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < PER_BATCH; i++) call();
    perCall.push(Number(process.hrtime.bigint() - t0) / 1e3 / PER_BATCH);
  }
  perCall.sort((x, y) => x - y);
  return { medianUs: quantile(perCall, 0.5), p10Us: quantile(perCall, 0.1), p90Us: quantile(perCall, 0.9) };
}

const t = typed();
const [ta, tb, tc, td, te, tf, tg, tout] = t;
const A = tackArrays();
const [aa, ab, ac, ad, ae, af, ag, aout] = A;
const o1 = new Float32Array(N);

// A baseline: the same loop as a plain JS function, to show what is dispatch and what is work.
function jsLoop(a, b, c, d, e, f, g, out) {
  for (let i = 0; i < out.length; i++) out[i] = a[i] + b[i] + c[i] + d[i] + e[i] + f[i] + g[i];
}

// The native part alone: the same variant's chunk through the shim's launch call, with a
// plan made by hand (lengths packed once), so the JS dispatch cost is the difference.
const shim = loadCpuShim();
const compiled = tack.compile(k8.source, {
  signature: Array(8).fill("f32[]"),
  noalias: true,
  triple: shim.hostInfo().triple,
});
const mod = shim.compile(compiled.code, [compiled.abi.chunk]);
const arraySlots = compiled.params.map((p, i) => (p.kind === "scalar" ? -1 : i)).filter((i) => i >= 0);
// the launch's status block (runtime/faults.ts) goes in its slot like one more array
arraySlots.push(compiled.abi.slots.findIndex((s) => s.status === true));
const status = new BigInt64Array(4);
const plan = shim.createPlan(mod, 0, compiled.abi.slots.length, arraySlots);
const pack = new BigInt64Array(plan.pack);
compiled.abi.slots.forEach((s, i) => {
  if (s.dim !== undefined) pack[i] = BigInt(N);
});
const L = shim.launch;

const variants = {
  float32Array8: () => k8(ta, tb, tc, td, te, tf, tg, tout),
  tackArray8: () => k8(aa, ab, ac, ad, ae, af, ag, aout),
  float32Array1: () => k1(o1, 2.5),
  shimLaunch8: () => L(plan, threads, 0, N, ta, tb, tc, td, te, tf, tg, tout, status),
  plainJsLoop8: () => jsLoop(ta, tb, tc, td, te, tf, tg, tout),
};
if (only !== undefined && !(only in variants)) throw new Error(`--only ${only}: one of ${Object.keys(variants).join(", ")}`);
const results = { threads, elements: N };
for (const [name, call] of Object.entries(variants)) {
  if (only === undefined || only === name) results[name] = measure(call);
}
// The output check below needs every kernel to have run: the others once, after the timing.
for (const [name, call] of Object.entries(variants)) if (!(name in results)) call();

// The kernel ran: every output element is the sum of its seven inputs.
const want = (i) => 7 * i + 21;
for (const out of [tout, aout.toTypedArray()]) {
  for (let i = 0; i < N; i++) {
    if (out[i] !== want(i)) throw new Error(`dispatch8 wrote ${out[i]} at ${i}, want ${want(i)}`);
  }
}
if (o1[3] !== 2.5) throw new Error("dispatch1 did not run");
process.stdout.write(JSON.stringify(results) + "\n");
