// Child of test/cpu-shim-machines.test.ts: a fresh process (its TargetMachine pool empty) that
// compiles saxpy as MODE says, runs every module on fresh random inputs against the JS loop,
// and prints one JSON line: each compile's timings.newMachine and the first mismatch (-1: none).
import { createRequire } from "node:module";
import { chunkModuleIR } from "./llvm-ir.mjs";

const shim = createRequire(import.meta.url)(process.env.SHIM_PATH);
const SAXPY = chunkModuleIR(
  "saxpy",
  ["float* %x", "float* %y", "float* %out", "float %a"],
  `  %px = getelementptr inbounds float, float* %x, i64 %i
  %vx = load float, float* %px
  %py = getelementptr inbounds float, float* %y, i64 %i
  %vy = load float, float* %py
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  %po = getelementptr inbounds float, float* %out, i64 %i
  store float %s, float* %po`,
);
const SYMBOLS = ["tack_chunk_saxpy"];
const QUICK = { optLevel: 0, quick: true };

/** The module's saxpy on fresh random inputs (outputs poisoned) against the JS loop: first mismatch or -1. */
function check(module) {
  const n = 4099;
  const x = Float32Array.from({ length: n }, () => Math.random() * 200 - 100);
  const y = Float32Array.from({ length: n }, () => Math.random() * 200 - 100);
  const out = new Float32Array(n).fill(NaN);
  const a = Math.fround(0.5 + Math.random() * 3);
  const plan = shim.createPlan(module, 0, 4, [0, 1, 2]);
  new Float32Array(plan.pack, 3 * 8, 1)[0] = a;
  shim.launch(plan, 2, 0, n, x, y, out);
  for (let i = 0; i < n; i++) if (!Object.is(out[i], Math.fround(Math.fround(a * x[i]) + y[i]))) return i;
  return -1;
}

const modules = [];
const mode = process.env.MODE;
if (mode === "cold") {
  modules.push(shim.compile(SAXPY, SYMBOLS, QUICK), shim.compile(SAXPY, SYMBOLS, QUICK));
} else if (mode === "warm-up") {
  await shim.warmUp(); // makes and uses a level-0 machine on another thread
  modules.push(shim.compile(SAXPY, SYMBOLS, QUICK));
} else if (mode === "concurrent") {
  modules.push(...(await Promise.all([0, 1, 2].map(() => shim.compileAsync(SAXPY, SYMBOLS, { optLevel: 2 })))));
  modules.push(shim.compile(SAXPY, SYMBOLS, { optLevel: 2 }));
} else {
  throw new Error(`MODE ${mode}?`);
}
console.log(JSON.stringify({ newMachine: modules.map((m) => m.timings.newMachine), mismatch: modules.map(check) }));
process.exit(0); // the pool's workers
