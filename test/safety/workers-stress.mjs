// JIT stress under worker threads (issue 7, item 4): STRESS_WORKERS workers (8) each compile
// distinct small IR modules full of floating-point constants (so the code loads them from its
// constant pool, RIP-relative), launch them on random ranges, check every element exactly
// against the same arithmetic in JS, and drop them (GC collects; --expose-gc makes it run
// often) in a loop, for STRESS_SECONDS (20). Modules come from compile, compileAsync and
// loadObject (the disk-cache path), and run through launch and, where the shim has it,
// launchAsync; after each compile, STRESS_LOAD_BURST (8) more loads of its object code are
// launched and dropped, so modules are mapped and unmapped many times a second, with up to
// STRESS_LIVE (64) per worker alive at once, freed in random order. Code whose constants
// were mapped out of a 32-bit relocation's reach either crashes (SIGSEGV: the test sees the
// signal) or computes with a wrong constant (counted as `bad`).
//
// Before the JIT linked with JITLink, 4 of 6 runs of 20 s crashed here (RuntimeDyld mapped
// code and constants separately).
//
// Plain JS on the built addon, so it needs no TypeScript loader:
//   node --expose-gc test/safety/workers-stress.mjs
// The last stdout line is `@@TACK_RESULT {json}`; the exit code is 0 only if every worker
// finished and every checked element was right. TACK_SHIM_PATH runs another build of the
// shim (e.g. an older one, to see the test catch what it was written for).

import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { chunkModuleIR } from "../util/llvm-ir.mjs";

const SHIM_PATH = process.env.TACK_SHIM_PATH ??
  fileURLToPath(new URL("../../build/Release/tack_cpu.node", import.meta.url));
const RESULT_MARKER = "@@TACK_RESULT ";

if (isMainThread) await main();
else await work(workerData);

async function main() {
  const seconds = Number(process.env.STRESS_SECONDS ?? 20);
  const workers = Number(process.env.STRESS_WORKERS ?? 8);
  const seed = Number(process.env.STRESS_SEED ?? Date.now() % 1e9);
  const t0 = performance.now();
  const results = await Promise.all(
    Array.from({ length: workers }, (_, id) =>
      new Promise((resolve) => {
        const w = new Worker(new URL(import.meta.url), {
          workerData: { id, seed: seed + id * 7919, deadline: Date.now() + seconds * 1000, shim: SHIM_PATH },
        });
        let last;
        w.on("message", (m) => (last = m));
        w.on("error", (e) => (last = { id, error: String(e && e.stack || e) }));
        w.on("exit", (code) => resolve({ ...last, id, exitCode: code }));
      })),
  );
  const sum = (k) => results.reduce((s, r) => s + (r[k] ?? 0), 0);
  const failures = results.filter((r) => r.exitCode !== 0 || r.error || !r.done);
  const summary = {
    seconds,
    workers,
    seed,
    wallMs: Math.round(performance.now() - t0),
    modules: sum("modules"),
    launches: sum("launches"),
    checked: sum("checked"),
    bad: sum("bad"),
    firstBad: results.map((r) => r.firstBad).find(Boolean) ?? null,
    failures: failures.map((r) => ({ id: r.id, exitCode: r.exitCode, error: r.error })),
    gc: typeof globalThis.gc === "function",
  };
  console.log(RESULT_MARKER + JSON.stringify(summary));
  process.exitCode = failures.length === 0 && summary.bad === 0 && summary.checked > 0 ? 0 : 1;
}

// ---- worker ----------------------------------------------------------------------------

/** xorshift32: reproducible per worker from STRESS_SEED. */
function rngFrom(seed) {
  let s = (seed >>> 0) || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

/** An LLVM IR literal for a float or double: the double's bits in hex (exact). */
function hexLiteral(v) {
  const b = new DataView(new ArrayBuffer(8));
  b.setFloat64(0, v);
  return "0x" + b.getBigUint64(0).toString(16).toUpperCase().padStart(16, "0");
}

/**
 * One module, tag `t`, with constants c[0..3] (f32) and d[0..3] (f64):
 *   outf[i] = (xf[i] * c0 + c1) * c2 - c3      (f32, each step rounded, as Math.fround)
 *   outd[i] = (xd[i] * d0 + d1) / d2 + d3      (f64)
 * plus a select against a constant threshold, so integer-to-float conversions and compares
 * against pool constants appear too.
 */
function moduleIR(t, c, d) {
  const F = (v) => hexLiteral(v);
  return chunkModuleIR(
    t,
    ["float* noalias %xf", "float* noalias %outf", "double* noalias %xd", "double* noalias %outd"],
    `  %pxf = getelementptr inbounds float, float* %xf, i64 %i
  %vxf = load float, float* %pxf
  %f1 = fmul float %vxf, ${F(c[0])}
  %f2 = fadd float %f1, ${F(c[1])}
  %f3 = fmul float %f2, ${F(c[2])}
  %f4 = fsub float %f3, ${F(c[3])}
  %pof = getelementptr inbounds float, float* %outf, i64 %i
  store float %f4, float* %pof
  %pxd = getelementptr inbounds double, double* %xd, i64 %i
  %vxd = load double, double* %pxd
  %d1 = fmul double %vxd, ${F(d[0])}
  %d2 = fadd double %d1, ${F(d[1])}
  %d3 = fdiv double %d2, ${F(d[2])}
  %d4 = fadd double %d3, ${F(d[3])}
  %big = fcmp ogt double %d4, ${F(d[3] + 1000)}
  %fi = sitofp i64 %i to double
  %d5 = select i1 %big, double %fi, double %d4
  %pod = getelementptr inbounds double, double* %outd, i64 %i
  store double %d5, double* %pod`,
  );
}

function refF32(x, c) {
  const f = Math.fround;
  return f(f(f(f(x * c[0]) + c[1]) * c[2]) - c[3]);
}

function refF64(x, d, i) {
  const v = (x * d[0] + d[1]) / d[2] + d[3];
  return v > d[3] + 1000 ? i : v;
}

async function work({ id, seed, deadline, shim: shimPath }) {
  const shim = createRequire(import.meta.url)(shimPath);
  const rand = rngFrom(seed);
  const hasLaunchAsync = typeof shim.launchAsync === "function";
  const stats = { id, modules: 0, launches: 0, checked: 0, bad: 0, firstBad: null, done: false };
  const churn = process.env.STRESS_WASM_CHURN !== "0";
  const burst = Number(process.env.STRESS_LOAD_BURST ?? 8);
  const wasmMemories = new Array(6);
  const maxLive = Number(process.env.STRESS_LIVE ?? 64);
  const live = []; // modules that stay alive a while, so lifetimes overlap and holes appear
  let k = 0;

  /** Launches plan on n random elements and checks every output exactly. */
  async function run(plan, n, threads, async, c, d, name) {
    const xf = new Float32Array(n), xd = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      xf[i] = rand() * 20 - 10;
      xd[i] = rand() * 2e3 - 1e3;
    }
    const outf = new Float32Array(n).fill(NaN), outd = new Float64Array(n).fill(NaN);
    if (async) await shim.launchAsync(plan, threads, 0, n, xf, outf, xd, outd);
    else shim.launch(plan, threads, 0, n, xf, outf, xd, outd);
    stats.launches++;
    for (let i = 0; i < n; i++) {
      const wf = refF32(xf[i], c), wd = refF64(xd[i], d, i);
      if (!Object.is(outf[i], wf) || !Object.is(outd[i], wd)) {
        stats.bad++;
        stats.firstBad ??= { module: name, i, x: [xf[i], xd[i]], got: [outf[i], outd[i]], want: [wf, wd], c, d };
      }
    }
    stats.checked += n;
  }

  while (Date.now() < deadline) {
    k++;
    const t = `w${id}_${k}`;
    // Distinct constants per module: no two modules share their constant pool's contents.
    const c = [1 + rand(), rand() * 8 - 4, 0.5 + rand(), rand() * 100].map(Math.fround);
    const d = [1 + rand(), rand() * 1e3, 0.25 + rand() * 4, rand() * 1e-3 - 5e-4];
    const ir = moduleIR(t, c, d);
    // What a worker hosting the Wasm compiler does to the address space: each Wasm memory
    // reserves gigabytes (its guard region), and GC frees them, so the JIT's mappings land
    // between holes far apart. RTDyld mapped code and constants separately.
    if (churn) wasmMemories[k % wasmMemories.length] = new WebAssembly.Memory({ initial: 1 + (k % 17) });
    const sym = [`tack_chunk_${t}`];
    let module;
    switch (k % 3) {
      case 0:
        module = shim.compile(ir, sym, { optLevel: k % 2 ? 3 : 1 });
        break;
      case 1:
        module = await shim.compileAsync(ir, sym);
        break;
      default: {
        const m = shim.compile(ir, sym);
        // The disk-cache path: object code copied into a fresh buffer, loaded again.
        module = shim.loadObject(new Uint8Array(m.object), sym);
      }
    }
    stats.modules++;
    const plan = shim.createPlan(module, 0, 4, [0, 1, 2, 3]);
    for (let r = 0; r < 3; r++) {
      const threads = 1 + (r & 1);
      await run(plan, 1 + Math.floor(rand() * 3000), threads, hasLaunchAsync && (k + r) % 2 === 1, c, d, t);
    }
    // Loading is cheap next to compiling: a burst of loads of the same object code, each
    // launched once; some stay alive a while, the rest are dropped at once.
    for (let b = 0; b < burst; b++) {
      const copy = shim.loadObject(module.object, sym);
      stats.modules++;
      if (churn) wasmMemories[(k + b) % wasmMemories.length] = new WebAssembly.Memory({ initial: 1 + b });
      if (b % 3 === 0) live.push(copy);
      await run(shim.createPlan(copy, 0, 4, [0, 1, 2, 3]), 1 + Math.floor(rand() * 256), 1, false, c, d, `${t} (load ${b})`);
    }
    live.push(module);
    while (live.length > maxLive) live.splice(Math.floor(rand() * live.length), 1);
    if (k % 4 === 0) {
      if (typeof globalThis.gc === "function") globalThis.gc();
      parentPort.postMessage(stats);
    }
  }
  live.length = 0;
  if (typeof globalThis.gc === "function") globalThis.gc();
  stats.done = true;
  parentPort.postMessage(stats);
}
