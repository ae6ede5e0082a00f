/**
 * CPU scaling (issue 12, item 5): Tack against gcc -O3 -march=native -fopenmp on 1, 2, 4, ...
 * threads up to the machine's CPUs, in one process, plus the time of one 2^16-element saxpy
 * launch against one OpenMP `parallel for` of the same size. Plain JS on dist/ (no tsx, no
 * node_modules), so it runs on a machine that has only Node.js and gcc: the GPU machine, with
 * the static CPU shim and a carried Node (scripts/bench-gpu-host.sh).
 *
 *   node bench/cpu/scaling.mjs [--threads 1,2,4,8,16] [--cases saxpy,mandelbrot,nbody,stencil] [--out DIR] [--prebuilt DIR] [--quick] [--reps N]
 *
 * Tack runs on the default cpu device, which runs parallel loops in SPMD vector lanes where the
 * compiler can and it pays (compiler/passes/spmd.ts, spmd-straight.ts), on
 * `tack.device("cpu", { spmd: false })`, the scalar build, and on `{ spmd: "always" }`, lanes
 * also for straight-line bodies the default leaves to LLVM's loop vectorizer, in the same
 * process, their timed launches interleaved: the SPMD table compares the three (and checks that
 * their outputs are bit-identical) and names each kernel's SPMD decision.
 *
 * Writes DIR/scaling.json and DIR/scaling.md (default bench/cpu/out/). The C references are
 * bench/cpu/c/*.c, built here (or taken from --prebuilt when gcc is missing); Tack runs the
 * same kernels as bench/cpu/kernels.ts on bit-identical inputs (c/common.h hash_value), and
 * each Tack output is compared with the C program's strided dump at the largest thread count.
 * Ratios are C time / Tack time (> 1: Tack is faster), medians of timed runs after warm-up.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as tack from "../../dist/runtime/index.js";
import { loadCpuShim } from "../../dist/runtime/backends/cpu-shim.js";

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const here = fileURLToPath(new URL("./", import.meta.url));
const outDir = option("--out") ?? join(here, "out");
const prebuilt = option("--prebuilt");
const quick = argv.includes("--quick");
const repsOption = option("--reps") === undefined ? undefined : Number(option("--reps")); // timed runs per case (a loaded machine wants more)
const only = option("--cases")?.split(",");
const nproc = availableParallelism();
const THREADS = (option("--threads") ?? "1,2,4,8,16,32,64").split(",").map(Number).filter((t) => t <= nproc);
if (!THREADS.includes(nproc) && !option("--threads")) THREADS.push(nproc);
mkdirSync(outDir, { recursive: true });
const log = (s) => process.stderr.write(s + "\n");
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : 0.5 * (s[m - 1] + s[m]);
};
const tryExec = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  } catch {
    return "";
  }
};

// ---- the kernels (test/corpus and bench/cpu/kernels.ts, as plain JS) ------------------------

function saxpy(x, y, out, a) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
}

function mandelbrot(out, width, height, maxIter) {
  const sx = 3.0 / width;
  const sy = 2.4 / height;
  for (const [py, px] of tack.grid(height, width)) {
    const cx = -2.2 + px * sx;
    const cy = -1.2 + py * sy;
    let x = 0.0;
    let y = 0.0;
    let n = 0;
    while (n < maxIter) {
      const xx = x * x;
      const yy = y * y;
      if (xx + yy > 4.0) break;
      y = 2.0 * x * y + cy;
      x = xx - yy + cx;
      n++;
    }
    out[py * width + px] = n;
  }
}

// The shared n-body kernel, test/util/nbody.ts, as plain JS (this .mjs cannot import TS);
// test/compiler/nbody-copies.test.ts checks that it compiles to the same code.
function nbody(pos, vel, acc, n, dt) {
  const eps = 0.01;
  function inverseCube(d2) {
    const inv = 1 / Math.sqrt(d2 + eps);
    return inv * inv * inv;
  }
  for (const i of tack.range(n)) {
    let ax = 0;
    let ay = 0;
    let az = 0;
    for (const j of tack.range(n)) {
      const dx = pos[3 * j] - pos[3 * i];
      const dy = pos[3 * j + 1] - pos[3 * i + 1];
      const dz = pos[3 * j + 2] - pos[3 * i + 2];
      const s = inverseCube(dx * dx + dy * dy + dz * dz);
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    acc[3 * i] = ax;
    acc[3 * i + 1] = ay;
    acc[3 * i + 2] = az;
    vel[3 * i] += ax * dt;
    vel[3 * i + 1] += ay * dt;
    vel[3 * i + 2] += az * dt;
  }
}

function stencil5(src, dst, h, w) {
  for (const [yi, xi] of tack.grid(h - 2, w - 2)) {
    const i = (yi + 1) * w + xi + 1;
    dst[i] = 0.2 * (src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
  }
}

/** c/common.h hash_value, bit for bit. */
function hashValue(i, seed) {
  let h = Math.imul((i + Math.imul(seed, 0x9e3779b9)) | 0, 2654435761 | 0) >>> 0;
  h = (h ^ (h >>> 15)) >>> 0;
  h = Math.imul(h, 2246822519 | 0) >>> 0;
  h = (h ^ (h >>> 13)) >>> 0;
  return (h >>> 8) / 16777216 - 0.5;
}
function hashed(n, seed) {
  const a = new Float32Array(n);
  for (let i = 0; i < n; i++) a[i] = hashValue(i, seed);
  return a;
}

const CASES = [
  { label: "saxpy 2^26 f32", fn: saxpy, bin: "saxpy", cArgs: ["67108864"], reps: 10, out: 2, tol: 1e-6,
    args: () => [hashed(2 ** 26, 1), hashed(2 ** 26, 2), new Float32Array(2 ** 26), 1.5] },
  { label: "mandelbrot 2048x2048, 256 iter", fn: mandelbrot, bin: "mandelbrot", cArgs: ["2048", "2048", "256"], reps: 3, out: 0, mismatch: 0.01,
    args: () => [new Uint32Array(2048 * 2048), 2048, 2048, 256] },
  { label: "nbody 4096 f32", fn: nbody, bin: "nbody", cArgs: ["4096"], reps: 5, out: 2, normwise: 1e-4,
    args: () => [hashed(3 * 4096, 3), new Float32Array(3 * 4096), new Float32Array(3 * 4096), 4096, 0.001] },
  { label: "stencil 5-point 4096x4096 f32", fn: stencil5, bin: "stencil", cArgs: ["4096", "4096"], reps: 10, out: 1, tol: 1e-6,
    args: () => [hashed(4096 * 4096, 4), new Float32Array(4096 * 4096), 4096, 4096] },
];

// ---- C references ---------------------------------------------------------------------------

const cDir = join(outDir, "c");
mkdirSync(cDir, { recursive: true });
let cBuilt = "gcc -O3 -march=native -fopenmp";
for (const name of ["saxpy", "mandelbrot", "nbody", "stencil"]) {
  try {
    execFileSync("gcc", ["-O3", "-march=native", "-fopenmp", "-o", join(cDir, name), join(here, "c", `${name}.c`), "-lm"], { stdio: "inherit" });
  } catch (e) {
    if (!prebuilt) throw e;
    execFileSync("cp", [join(prebuilt, name), join(cDir, name)]);
    cBuilt = `prebuilt (${prebuilt}): gcc failed here`;
  }
}

function runC(bin, cArgs, threads, reps, dump = "-") {
  const out = execFileSync(join(cDir, bin), [...cArgs, String(threads), String(reps), dump], { encoding: "utf8", maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split("\n").pop());
}

// ---- runs -----------------------------------------------------------------------------------

const shim = loadCpuShim();
if ("error" in shim) throw new Error(shim.error);
const machine = {
  nproc,
  cpu: cpus()[0]?.model ?? "?",
  llvmCpu: shim.hostInfo().cpu,
  node: process.version,
  gcc: tryExec("gcc", ["--version"]).split("\n")[0] || "(no gcc)",
  cBuilt,
  load: loadavg()[0],
  date: new Date().toISOString(),
  pool: shim.poolInfo(),
};
log(`machine: ${JSON.stringify(machine)}`);

const devices = new Map(THREADS.map((t) => [t, tack.device("cpu", { numThreads: t })]));
const scalarDevices = new Map(THREADS.map((t) => [t, tack.device("cpu", { numThreads: t, spmd: false })]));
const alwaysDevices = new Map(THREADS.map((t) => [t, tack.device("cpu", { numThreads: t, spmd: "always" })]));
const results = [];

/**
 * Times `reps` launches on each of `builds` (devices) after warm-up, interleaved launch by launch
 * in a rotating order, so a change of machine load (or of the cache's state) is shared by all;
 * returns the times per build, and whether every build's output is bit-identical to the first
 * one's (one launch each after the timed ones; the first build's output stays in args).
 */
async function timeBuilds(k, args, builds, reps, out) {
  for (const d of builds) {
    tack.setDefaultDevice(d);
    await k.prepare(...args);
    k(...args); // the first launch samples the serial cost per iteration
    k(...args);
  }
  const ms = builds.map(() => []);
  for (let r = 0; r < reps; r++) {
    for (let j = 0; j < builds.length; j++) {
      const b = (r + j) % builds.length;
      tack.setDefaultDevice(builds[b]);
      const t0 = nowMs();
      k(...args);
      ms[b].push(nowMs() - t0);
    }
  }
  let same = true;
  let first = null;
  for (const b of [...builds.slice(1), builds[0]]) {
    tack.setDefaultDevice(b);
    k(...args);
    if (first === null) first = args[out].slice();
    else if (!sameBits(args[out], first)) same = false;
  }
  return { ms, same };
}

/** The same bits (NaNs agree with NaNs: LLVM does not keep their payloads). */
function sameBits(a, b) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !(Number.isNaN(a[i]) && Number.isNaN(b[i]))) return false;
  return true;
}

for (const c of CASES.filter((c) => !only || only.includes(c.bin))) {
  const k = tack.kernel(c.fn, { tier: "optimized" }); // steady state: no quick-build launches
  const args = c.args();
  const reps = repsOption ?? (quick ? Math.min(3, c.reps) : c.reps);
  const header = /^; (spmd: .*)$/m.exec(k.inspect(args, { device: devices.get(THREADS[0]) }))?.[1] ?? "spmd: (no plan)";
  const row = { label: c.label, threads: {}, spmd: header.replace(/^spmd: /, "").replace(/kernel '[^']*' stays scalar: /, "scalar: "), bitIdentical: true };
  for (const t of THREADS) {
    const { ms, same } = await timeBuilds(k, args, [devices.get(t), scalarDevices.get(t), alwaysDevices.get(t)], reps, c.out);
    const [tackMs, scalarMs, alwaysMs] = ms;
    if (!same) row.bitIdentical = false;
    const last = t === THREADS[THREADS.length - 1];
    const dump = join(outDir, `${c.bin}.sample.bin`);
    const cRun = runC(c.bin, c.cArgs, t, reps, last ? dump : "-");
    row.threads[t] = {
      tackMs: median(tackMs), tackMin: Math.min(...tackMs), scalarMs: median(scalarMs), scalarMin: Math.min(...scalarMs),
      alwaysMs: median(alwaysMs), alwaysMin: Math.min(...alwaysMs), cMs: cRun.medianMs, cMin: cRun.minMs,
    };
    if (last) row.check = compare(c, args[c.out], dump);
    const r = row.threads[t];
    log(`${c.label} ${t} threads: min ms: tack ${r.tackMin.toFixed(2)}, scalar build ${r.scalarMin.toFixed(2)}, lanes always ${r.alwaysMin.toFixed(2)}, C ${r.cMin.toFixed(2)}`);
    log(`${c.label} ${t} threads: tack ${median(tackMs).toFixed(2)} ms (scalar build ${median(scalarMs).toFixed(2)} ms, lanes always ${median(alwaysMs).toFixed(2)} ms), C ${cRun.medianMs.toFixed(2)} ms, C/Tack ${(cRun.medianMs / median(tackMs)).toFixed(2)}`);
  }
  results.push(row);
}

/** Tack's output against the C program's strided dump (c/common.h dump_sample). */
function compare(c, out, dump) {
  const bytes = readFileSync(dump);
  const ref = out instanceof Uint32Array ? new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4) : new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
  const stride = Math.max(1, Math.floor(out.length / 2 ** 20));
  let bad = 0, worst = 0, scale = 0;
  for (let k = 0; k < ref.length; k++) {
    const a = out[k * stride], b = ref[k];
    const d = Math.abs(a - b);
    worst = Math.max(worst, d);
    scale = Math.max(scale, Math.abs(b));
    if (c.tol !== undefined && !(d <= c.tol + c.tol * Math.abs(b))) bad++;
    if (c.mismatch !== undefined && a !== b) bad++;
  }
  if (c.mismatch !== undefined) return { ok: bad / ref.length <= c.mismatch, text: `${((100 * bad) / ref.length).toFixed(3)}% differ` };
  if (c.normwise !== undefined) return { ok: worst <= c.normwise * scale, text: `max err ${(worst / scale).toExponential(1)} of max` };
  return { ok: bad === 0, text: `max abs err ${worst.toExponential(1)}` };
}

// One 2^16-element saxpy launch, back to back: Tack (dispatch included) vs one OpenMP parallel for.
const small = [];
{
  const n = 2 ** 16;
  const k = tack.kernel(saxpy, { tier: "optimized" });
  const args = [hashed(n, 1), hashed(n, 2), new Float32Array(n), 1.5];
  for (const t of THREADS) {
    // the SPMD build (the default) and the scalar build, batches interleaved
    const builds = [devices.get(t), scalarDevices.get(t)];
    for (const d of builds) {
      tack.setDefaultDevice(d);
      await k.prepare(...args);
      for (let i = 0; i < 200; i++) k(...args);
    }
    const batches = [[], []];
    for (let b = 0; b < (quick ? 5 : 21); b++) {
      for (let v = 0; v < 2; v++) {
        tack.setDefaultDevice(builds[v]);
        const t0 = nowMs();
        for (let i = 0; i < 100; i++) k(...args);
        batches[v].push(((nowMs() - t0) * 1000) / 100);
      }
    }
    const cRun = runC("saxpy", [String(n)], t, quick ? 200 : 2000);
    small.push({ threads: t, tackUs: median(batches[0]), scalarUs: median(batches[1]), cUs: cRun.medianMs * 1000 });
    log(`saxpy 2^16 launch, ${t} threads: tack ${median(batches[0]).toFixed(2)} us (scalar build ${median(batches[1]).toFixed(2)} us), OpenMP ${(cRun.medianMs * 1000).toFixed(2)} us`);
  }
}

// ---- report ---------------------------------------------------------------------------------

const fmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
const lines = [];
lines.push(`# CPU scaling: Tack vs gcc -O3 -march=native -fopenmp`, "");
lines.push(`Generated by \`node bench/cpu/scaling.mjs${argv.length ? " " + argv.join(" ") : ""}\` on ${machine.date}.`, "");
lines.push(`**Machine:** ${machine.nproc} CPUs, ${machine.cpu} (LLVM host CPU \`${machine.llvmCpu}\`); Node ${machine.node}; ${machine.gcc} (C: ${machine.cBuilt}); 1-minute load at start ${machine.load.toFixed(2)}. ` +
  `Pool: ${machine.pool.threads} threads, fan-out to all ${(machine.pool.fanoutWarmNs / 1000).toFixed(1)} µs spinning, ${(machine.pool.fanoutNs / 1000).toFixed(1)} µs asleep.`, "");
lines.push("Each cell: Tack ms / C ms (**C time / Tack time**; > 1 means Tack is faster). Medians of timed runs after warm-up; Tack times are `kernel(...)` calls (dispatch included), C times its own loop.", "");
lines.push(`| kernel | ${THREADS.map((t) => `${t} thread${t > 1 ? "s" : ""}`).join(" | ")} | output vs C |`);
lines.push(`|---|${THREADS.map(() => "---:").join("|")}|---|`);
for (const r of results) {
  const cells = THREADS.map((t) => {
    const x = r.threads[t];
    return `${fmt(x.tackMs)} / ${fmt(x.cMs)} (**${(x.cMs / x.tackMs).toFixed(2)}**)`;
  });
  lines.push(`| ${r.label} | ${cells.join(" | ")} | ${r.check.ok ? "ok" : "MISMATCH"} (${r.check.text}) |`);
}
lines.push("", "The default build (SPMD where it pays) against the scalar build (`tack.device(\"cpu\", { spmd: false })`) and against lanes always (`{ spmd: \"always\" }`: lanes for straight-line bodies too), same process, same arguments, launches interleaved:", "");
lines.push(`| kernel | SPMD decision (default build) | ${THREADS.map((t) => `${t} thread${t > 1 ? "s" : ""}: scalar / default / always ms (**scalar/default**, **scalar/always**; C / default)`).join(" | ")} | outputs |`);
lines.push(`|---|---|${THREADS.map(() => "---:").join("|")}|---|`);
for (const r of results) {
  const cells = THREADS.map((t) => {
    const x = r.threads[t];
    return `${fmt(x.scalarMs)} / ${fmt(x.tackMs)} / ${fmt(x.alwaysMs)} (**${(x.scalarMs / x.tackMs).toFixed(2)}×**, **${(x.scalarMs / x.alwaysMs).toFixed(2)}×**; ${(x.cMs / x.tackMs).toFixed(2)})`;
  });
  lines.push(`| ${r.label} | ${r.spmd} | ${cells.join(" | ")} | ${r.bitIdentical ? "bit-identical" : "DIFFER"} |`);
}
lines.push("", "Scaling curve (speedup over the same implementation on 1 thread):", "");
lines.push(`| kernel | ${THREADS.map((t) => `${t}`).join(" | ")} |`);
lines.push(`|---|${THREADS.map(() => "---:").join("|")}|`);
for (const r of results) {
  const t1 = r.threads[THREADS[0]];
  lines.push(`| ${r.label}: Tack | ${THREADS.map((t) => (t1.tackMs / r.threads[t].tackMs).toFixed(2) + "×").join(" | ")} |`);
  lines.push(`| ${r.label}: C | ${THREADS.map((t) => (t1.cMs / r.threads[t].cMs).toFixed(2) + "×").join(" | ")} |`);
}
lines.push("", "One 2^16-element saxpy launch (back to back; Tack: median per call over batches of 100 calls, dispatch included; OpenMP: median of 2000 `parallel for` loops):", "");
lines.push(`| threads | Tack µs | Tack scalar build µs | OpenMP µs | Tack / OpenMP (target ≤ 1.5) |`);
lines.push(`|---:|---:|---:|---:|---:|`);
for (const s of small) lines.push(`| ${s.threads} | ${s.tackUs.toFixed(2)} | ${s.scalarUs.toFixed(2)} | ${s.cUs.toFixed(2)} | ${(s.tackUs / s.cUs).toFixed(2)} |`);
writeFileSync(join(outDir, "scaling.md"), lines.join("\n") + "\n");
writeFileSync(join(outDir, "scaling.json"), JSON.stringify({ machine, threads: THREADS, results, small }, null, 1));
log(lines.join("\n"));
