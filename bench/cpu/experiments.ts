/**
 * Evidence for the fixes RESULTS.md suggests, measured without changing Tack itself:
 *   node --import tsx bench/cpu/experiments.ts [--quick]
 *
 *  A. Runtime unrolling. LLVM's O3 for -mcpu=znver3 runtime-unrolls the vectorized parallel
 *     loop 8x (Zen's scheduling model has a large LoopMicroOpBufferSize); Loop Strength
 *     Reduction then dominates codegen. Since commit 86264d9 the compiler marks its parallel loop
 *     `!llvm.loop !{!"llvm.loop.unroll.runtime.disable"}`; before, it did not. Both forms of the
 *     same IR (the marker removed, or added for an older compiler) go through the real shim
 *     (loadCpuShim().compile): compile times (A1), then run times of the compiled chunks through
 *     shim.launch with 2 threads, a plan made by hand (A2).
 *  A3. The shim's object code for saxpy and the stencil, linked into harness/same-process.c and
 *     run against gcc's loop on the same arrays (code quality without Node or the pool).
 *  (An experiment B, a copy of dist/ whose writtenDisjoint() cached the last call's arrays,
 *  measured 1.78 -> 1.09 µs for 8 Float32Arrays at 7dbbd8d; 86264d9 put such a cache into
 *  runtime/kernel.ts, so it was removed from here.)
 * Prints tables in Markdown.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as tack from "../../runtime/index.js";
import { loadCpuShim, type CpuShim, type TypedArray } from "../../runtime/backends/cpu-shim.js";
import type { CompileResult } from "../../runtime/request.js";
import { hashed, stencil5 } from "./kernels.js";

const quick = process.argv.includes("--quick");
const here = fileURLToPath(new URL("./", import.meta.url));
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const THREADS = availableParallelism();
const s = loadCpuShim();
if ("error" in s) throw new Error(s.error);
const shim: CpuShim = s;
const triple = shim.hostInfo().triple;
const now = () => Number(process.hrtime.bigint()) / 1e6;
const median = (xs: number[]) => {
  const a = [...xs].sort((x, y) => x - y);
  return a.length % 2 ? a[a.length >> 1] : 0.5 * (a[a.length / 2 - 1] + a[a.length / 2]);
};
const f2 = (x: number) => x.toFixed(2);
console.log(`load ${loadavg().map(f2).join(" ")}\n`);

// ---- A. runtime unrolling -------------------------------------------------------------------

const RUNTIME_DISABLE = '!9000 = distinct !{!9000, !9001}\n!9001 = !{!"llvm.loop.unroll.runtime.disable"}\n';
const LATCH = /^((?:loop|grid)\.latch\d+:\n(?: {2}.*\n)*? {2}br label %(?:loop\.head|grid\.col)\d+)(, !llvm\.loop !\d+)?$/gm;

/** The IR with and without the parallel loop's runtime-unroll marker, whichever the compiler emits. */
function bothForms(ir: string): { unrolled: string; notUnrolled: string; generated: "marked" | "unmarked" } {
  const latches = [...ir.matchAll(LATCH)];
  if (latches.length !== 1) throw new Error(`expected one parallel-loop back edge, found ${latches.length}`);
  if (latches[0][2]) {
    return { unrolled: ir.replace(LATCH, "$1"), notUnrolled: ir, generated: "marked" };
  }
  return { unrolled: ir, notUnrolled: ir.replace(LATCH, "$1, !llvm.loop !9000") + "\n" + RUNTIME_DISABLE, generated: "unmarked" };
}

const corpus = (name: string) => readFileSync(join(repoRoot, "test", "corpus", name + ".ts"), "utf8");
const kernels: { name: string; result: CompileResult }[] = [
  { name: "saxpy", result: tack.compile(corpus("saxpy"), { name: "saxpy", noalias: true, triple }) },
  { name: "mandelbrot", result: tack.compile(corpus("mandelbrot"), { name: "mandelbrot", noalias: true, triple }) },
  { name: "nbody", result: tack.compile(corpus("nbody"), { name: "nbody", noalias: true, triple }) },
  { name: "stencil (corpus)", result: tack.compile(corpus("stencil"), { name: "stencil", noalias: true, triple }) },
  { name: "stencil5 (bench)", result: tack.compile(stencil5, { signature: "f32[], f32[], i32, i32", noalias: true, triple }) },
];

const RUNS = quick ? 3 : 9;
console.log("### A1. Compile time through the shim: parallel loop runtime-unrolled (no marker) → marked `llvm.loop.unroll.runtime.disable`\n");
console.log(`(the compiler now emits the ${bothForms(kernels[0].result.code).generated} form)\n`);
console.log(`median of ${RUNS} compiles, alternating the two versions\n`);
console.log("| kernel | opt (ms) | codegen (ms) | shim total (ms) | object bytes | → opt | → codegen | → shim total | → object bytes |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const k of kernels) {
  const { unrolled, notUnrolled } = bothForms(k.result.code);
  shim.compile(unrolled, [k.result.abi.chunk]);
  shim.compile(notUnrolled, [k.result.abi.chunk]);
  const t: Record<string, { opt: number[]; cg: number[]; tot: number[]; bytes: number }> = {
    orig: { opt: [], cg: [], tot: [], bytes: 0 },
    patched: { opt: [], cg: [], tot: [], bytes: 0 },
  };
  for (let r = 0; r < RUNS; r++) {
    for (const [key, ir] of [["orig", unrolled], ["patched", notUnrolled]] as const) {
      const t0 = now();
      const m = shim.compile(ir, [k.result.abi.chunk]);
      t[key].tot.push(now() - t0);
      t[key].opt.push(m.timings.optMs);
      t[key].cg.push(m.timings.codegenMs);
      t[key].bytes = m.object.byteLength;
    }
  }
  const o = t.orig, p = t.patched;
  console.log(
    `| ${k.name} | ${f2(median(o.opt))} | ${f2(median(o.cg))} | ${f2(median(o.tot))} | ${o.bytes} | ${f2(median(p.opt))} | ${f2(median(p.cg))} | ${f2(median(p.tot))} | ${p.bytes} |`,
  );
}

/** A plan for a compiled variant with its scalars and lengths packed once. */
function planFor(result: CompileResult, ir: string, args: unknown[]) {
  const mod = shim.compile(ir, [result.abi.chunk]);
  const arraySlots = result.params.flatMap((p, i) => (p.kind === "scalar" ? [] : [i]));
  const plan = shim.createPlan(mod, 0, result.abi.slots.length, arraySlots);
  const i32 = new Int32Array(plan.pack);
  const f32 = new Float32Array(plan.pack);
  const i64 = new BigInt64Array(plan.pack);
  result.abi.slots.forEach((sl, k) => {
    const a = args[sl.param];
    if (sl.dim !== undefined) i64[k] = BigInt((a as TypedArray).length);
    else if (result.params[sl.param].kind === "scalar") {
      if (result.params[sl.param].dtype === "f32") f32[2 * k] = a as number;
      else i32[2 * k] = a as number;
    }
  });
  const arrays = arraySlots.map((i) => args[i] as TypedArray);
  return { mod, plan, run: (end: number) => shim.launch(plan, THREADS, 0, end, ...arrays) };
}

console.log(`\n### A2. Run time of the two versions (shim.launch, ${THREADS} threads, same inputs)\n`);
console.log("| kernel | runtime-unrolled (ms, median) | not runtime-unrolled (ms, median) | outputs identical |");
console.log("|---|---:|---:|---|");
const N = 2 ** 24, H = 4096, W = 4096;
const runCases = [
  { name: "saxpy 2^24", k: kernels[0], args: () => [hashed(N, 1), hashed(N, 2), new Float32Array(N), 1.5], end: N, out: 2 },
  { name: "saxpy 2^26", k: kernels[0], args: () => [hashed(4 * N, 1), hashed(4 * N, 2), new Float32Array(4 * N), 1.5], end: 4 * N, out: 2 },
  { name: "stencil5 4096²", k: kernels[4], args: () => [hashed(H * W, 4), new Float32Array(H * W), H, W], end: (H - 2) * (W - 2), out: 1 },
];
const REPS = quick ? 5 : 15;
for (const c of runCases) {
  const argsA = c.args(), argsB = c.args();
  const forms = bothForms(c.k.result.code);
  const a = planFor(c.k.result, forms.unrolled, argsA);
  const b = planFor(c.k.result, forms.notUnrolled, argsB);
  for (let i = 0; i < 3; i++) {
    a.run(c.end);
    b.run(c.end);
  }
  const ta: number[] = [], tb: number[] = [];
  for (let i = 0; i < REPS; i++) {
    let t0 = now();
    a.run(c.end);
    ta.push(now() - t0);
    t0 = now();
    b.run(c.end);
    tb.push(now() - t0);
  }
  const oa = argsA[c.out] as Float32Array, ob = argsB[c.out] as Float32Array;
  const same = oa.length === ob.length && oa.every((v, i) => Object.is(v, ob[i]));
  console.log(`| ${c.name} | ${f2(median(ta))} | ${f2(median(tb))} | ${same ? "yes" : "**no**"} |`);
}

// ---- A3. the shim's object code against C in one process ------------------------------------

console.log(`\n### A3. Tack's object code (the shim's JitModule.object) linked into a C harness, against the C loop on the same arrays\n`);
console.log("harness/same-process.c: alternating C / Tack calls, contiguous halves per thread (no Node, no Tack pool), median of 21\n");
console.log("| kernel | threads | C (ms) | Tack code (ms) | C / Tack | on minimums |");
console.log("|---|---:|---:|---:|---:|---:|");
{
  const hdir = join(here, "out", "harness");
  mkdirSync(hdir, { recursive: true });
  const expectSlots = (r: CompileResult, want: string) => {
    const got = r.abi.slots.map((sl) => (sl.dim !== undefined ? `len${sl.param}` : `p${sl.param}`)).join(",");
    if (got !== want) throw new Error(`${r.kernel}: slot layout ${got}, the harness expects ${want}`);
  };
  for (const [kind, k, layout] of [[0, kernels[0], "p0,p1,p2,p3,len0,len1,len2"], [1, kernels[4], "p0,p1,p2,p3,len0,len1"]] as const) {
    expectSlots(k.result, layout);
    const mod = shim.compile(k.result.code, [k.result.abi.chunk]);
    const obj = join(hdir, `${k.result.kernel}.o`);
    writeFileSync(obj, mod.object);
    execFileSync("objcopy", [`--redefine-sym`, `${k.result.abi.chunk}=tack_chunk`, obj]);
    const bin = join(hdir, k.result.kernel);
    execFileSync("gcc", ["-O3", "-march=native", "-fopenmp", `-DKIND=${kind}`, join(here, "harness", "same-process.c"), obj, "-o", bin]);
    for (const threads of [1, THREADS]) {
      const r = JSON.parse(execFileSync(bin, [String(threads), quick ? "7" : "21"], { encoding: "utf8" }).trim()) as {
        cMs: number; tackMs: number; cMinMs: number; tackMinMs: number;
      };
      console.log(`| ${k.name} | ${threads} | ${f2(r.cMs)} | ${f2(r.tackMs)} | ${f2(r.cMs / r.tackMs)} | ${f2(r.cMinMs / r.tackMinMs)} |`);
    }
  }
}

console.log(`\nload ${loadavg().map(f2).join(" ")}`);
