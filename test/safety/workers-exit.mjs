// Workers that leave with native work in flight (issue 7, item 4): each worker queues
// compileAsync and launchAsync calls on libuv's pool and then goes away before they
// complete, by worker.terminate() from the parent or process.exit() inside the worker.
// The completions then run while the worker's environment is torn down; none of them may
// abort or crash the process. The parent keeps compiling and launching meanwhile, and
// checks its own results.
//
//   node test/safety/workers-exit.mjs           EXIT_ROUNDS (12) rounds of EXIT_WORKERS (4)
//   EXIT_MODE=main node test/safety/workers-exit.mjs
//       the main thread itself calls process.exit() with compiles and launches in flight
//
// The last stdout line is `@@TACK_RESULT {json}`; the exit code is 0 only if every round
// finished and every result the parent checked was right.

import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";

const SHIM_PATH = process.env.TACK_SHIM_PATH ??
  fileURLToPath(new URL("../../build/Release/tack_cpu.node", import.meta.url));
const RESULT_MARKER = "@@TACK_RESULT ";
const shim = createRequire(import.meta.url)(SHIM_PATH);

/** out[i] = x[i] * c + 0.25 repeated `reps` times (a launch that takes a while). */
function ir(tag) {
  return `
define void @tack_chunk_${tag}(i64* %slots, i64 %start, i64 %end) {
entry:
  %p0 = load i64, i64* %slots
  %x = inttoptr i64 %p0 to double*
  %p1 = getelementptr i64, i64* %slots, i64 1
  %s1 = load i64, i64* %p1
  %out = inttoptr i64 %s1 to double*
  %p2 = getelementptr i64, i64* %slots, i64 2
  %reps = load i64, i64* %p2
  %empty = icmp sge i64 %start, %end
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [ %start, %entry ], [ %next, %latch ]
  %px = getelementptr inbounds double, double* %x, i64 %i
  %v = load double, double* %px
  br label %inner
inner:
  %j = phi i64 [ 0, %loop ], [ %j1, %inner ]
  %acc = phi double [ %v, %loop ], [ %acc2, %inner ]
  %acc1 = fmul double %acc, 5.000000e-01
  %acc2 = fadd double %acc1, 2.500000e-01
  %j1 = add i64 %j, 1
  %more = icmp slt i64 %j1, %reps
  br i1 %more, label %inner, label %latch
latch:
  %po = getelementptr inbounds double, double* %out, i64 %i
  store double %acc2, double* %po
  %next = add nsw i64 %i, 1
  %done = icmp eq i64 %next, %end
  br i1 %done, label %exit, label %loop
exit:
  ret void
}`;
}

const C = 0.5; // exact in decimal: 5.00000000000000000e-1

function ref(v, reps) {
  let acc = v;
  for (let j = 0; j < reps; j++) acc = acc * C + 0.25;
  return acc;
}

/** Compiles, plans and starts launches; returns the launch promises (not awaited). */
function startWork(tag, count, n, reps) {
  const pending = [];
  for (let k = 0; k < count; k++) {
    pending.push(
      shim.compileAsync(ir(`${tag}_${k}`), [`tack_chunk_${tag}_${k}`]).then((m) => {
        const plan = shim.createPlan(m, 0, 3, [0, 1]);
        new BigInt64Array(plan.pack, 16, 1)[0] = BigInt(reps);
        const x = new Float64Array(n).map((_, i) => i / n);
        const out = new Float64Array(n).fill(NaN);
        return shim.launchAsync(plan, 2, 0, n, x, out).then(() => ({ x, out }));
      }),
    );
  }
  return pending;
}

if (!isMainThread) {
  const { mode, id } = workerData;
  const tag = `w${id}`;
  // Launch promises settle after the worker is gone; nobody may be left to observe them.
  startWork(tag, 2, 1 << 13, 100).forEach((p) => p.catch(() => {}));
  // A module compiled synchronously, launched asynchronously several times in a row.
  const m = shim.compile(ir(`${tag}_sync`), [`tack_chunk_${tag}_sync`], { optLevel: 1 });
  const plan = shim.createPlan(m, 0, 3, [0, 1]);
  new BigInt64Array(plan.pack, 16, 1)[0] = 100n;
  const x = new Float64Array(1 << 13), out = new Float64Array(1 << 13);
  for (let r = 0; r < 4; r++) shim.launchAsync(plan, 2, 0, x.length, x, out).catch(() => {});
  if (mode === "exit") setTimeout(() => process.exit(3), id % 3);
  else parentPort.postMessage("queued");
} else if (process.env.EXIT_MODE === "main") {
  // Leave the process with compiles and launches still running on the libuv pool.
  startWork("main", 4, 1 << 16, 300);
  setTimeout(() => {
    console.log(RESULT_MARKER + JSON.stringify({ mode: "main", exiting: true }));
    process.exit(0);
  }, Number(process.env.EXIT_DELAY_MS ?? 1));
} else {
  const rounds = Number(process.env.EXIT_ROUNDS ?? 12);
  const perRound = Number(process.env.EXIT_WORKERS ?? 4);
  const stats = { rounds: 0, terminated: 0, exited: 0, exitCodes: {}, parentChecked: 0, parentBad: 0 };
  for (let r = 0; r < rounds; r++) {
    const exits = [];
    for (let k = 0; k < perRound; k++) {
      const id = r * perRound + k;
      const mode = (r + k) % 2 ? "terminate" : "exit";
      const w = new Worker(new URL(import.meta.url), { workerData: { id, mode } });
      exits.push(new Promise((resolve) => w.on("exit", resolve)));
      w.on("error", () => {});
      if (mode === "terminate") {
        w.once("message", () => setTimeout(() => w.terminate(), id % 3));
        stats.terminated++;
      } else {
        stats.exited++;
      }
    }
    // The parent's own work shares the libuv pool with the dying workers'.
    const mine = await Promise.all(startWork(`p${r}`, 2, 4096, 50));
    for (const { x, out } of mine) {
      for (let i = 0; i < x.length; i++) if (!Object.is(out[i], ref(x[i], 50))) stats.parentBad++;
      stats.parentChecked += x.length;
    }
    for (const code of await Promise.all(exits)) stats.exitCodes[code] = (stats.exitCodes[code] ?? 0) + 1;
    stats.rounds++;
    if (typeof globalThis.gc === "function") globalThis.gc();
  }
  console.log(RESULT_MARKER + JSON.stringify(stats));
  process.exitCode = stats.rounds === rounds && stats.parentBad === 0 && stats.parentChecked > 0 ? 0 : 1;
}
