// Child of test/cpu-shim-machines.test.ts: a fresh process (its TargetMachine pool empty) that
// compiles saxpy as MODE says, runs every module on fresh random inputs against the JS loop,
// and prints one JSON line: each compile's timings.newMachine and the first mismatch (-1: none).
import { createRequire } from "node:module";

const shim = createRequire(import.meta.url)(process.env.SHIM_PATH);
const SAXPY = `
define void @tack_kernel_saxpy(float* %x, float* %y, float* %out, float %a, i64 %start, i64 %end) {
entry:
  %empty = icmp sge i64 %start, %end
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [ %start, %entry ], [ %next, %loop ]
  %px = getelementptr inbounds float, float* %x, i64 %i
  %vx = load float, float* %px
  %py = getelementptr inbounds float, float* %y, i64 %i
  %vy = load float, float* %py
  %m = fmul float %a, %vx
  %s = fadd float %m, %vy
  %po = getelementptr inbounds float, float* %out, i64 %i
  store float %s, float* %po
  %next = add nsw i64 %i, 1
  %done = icmp eq i64 %next, %end
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
define void @tack_chunk_saxpy(i64* %slots, i64 %start, i64 %end) {
entry:
  %p0 = getelementptr i64, i64* %slots, i64 0
  %s0 = load i64, i64* %p0
  %a0 = inttoptr i64 %s0 to float*
  %p1 = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %p1
  %a1 = inttoptr i64 %s1 to float*
  %p2 = getelementptr i64, i64* %slots, i64 2
  %s2 = load i64, i64* %p2
  %a2 = inttoptr i64 %s2 to float*
  %p3 = getelementptr i64, i64* %slots, i64 3
  %s3 = load i64, i64* %p3
  %t3 = trunc i64 %s3 to i32
  %a3 = bitcast i32 %t3 to float
  call void @tack_kernel_saxpy(float* %a0, float* %a1, float* %a2, float %a3, i64 %start, i64 %end)
  ret void
}
`;
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
