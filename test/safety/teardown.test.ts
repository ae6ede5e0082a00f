/**
 * Kernels that never stop, in threads that are told to (issue 7, item 2: "process exit and
 * worker.terminate() always settle"), and buffers transferred while a kernel runs on them
 * (item 3). Each case runs in its own child process (test/safety/child.ts), so a hang fails
 * its test at the child's limit instead of hanging the run.
 *
 * A worker's synchronous launch runs on libuv's pool while the worker waits in Atomics.wait
 * (runtime/backends/cpu-program.ts `detachedRunner`), which worker.terminate() interrupts; the
 * worker's teardown then cancels the kernel through its status block (shims/cpu/launch.cc
 * `TeardownWatch`). The cases observe the outcome: terminate() resolving, the process exiting
 * with the code it chose, the parent still launching afterwards.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { imports, runScript } from "./child.js";

const cpu = tack.devices().some((d) => d.type === "cpu" && d.available);

/** A kernel that never ends (no time limit is set anywhere in these scripts). */
const SPIN = `tack.kernel(function spin(out: Float32Array) {
  for (const i of tack.range(out.length)) {
    let x = 0;
    while (x >= 0) { x = (x + 1) % 7; }
    out[i] = x;
  }
})`;

/**
 * A script that is its own worker: the worker posts "started" and enters `workerBody`; the
 * main thread runs `mainBody` once the worker has started (with `worker` and `started` in scope).
 */
function selfWorker(workerBody: string, mainBody: string): string {
  return `${imports()}
import { Worker, isMainThread, parentPort } from "node:worker_threads";
/** A worker running this TypeScript module (a worker does not inherit the tsx loader). */
function tsWorker(url: string): Worker {
  const code = \`import("tsx/esm/api").then(({ register }) => { register(); return import(\${JSON.stringify(url)}); });\`;
  return new Worker(code, { eval: true });
}
if (isMainThread) {
  const worker = tsWorker(import.meta.url);
  worker.on("error", (e) => report({ workerError: String(e) }));
  await new Promise((resolve) => worker.once("message", resolve));
  await new Promise((resolve) => setTimeout(resolve, 300)); // the worker is inside its launch now
  ${mainBody}
} else {
  const spin = ${SPIN};
  const out = new Float32Array(64);
  parentPort!.postMessage("started");
  ${workerBody}
}
`;
}

/** The main thread's check that its own launches still run: saxpy against the plain run. */
const PARENT_STILL_LAUNCHES = `
  const saxpy = tack.kernel(function saxpy(x: Float32Array, out: Float32Array, a: number) {
    for (const i of tack.range(out.length)) out[i] = a * x[i] + 1;
  });
  const x = Float32Array.from({ length: 1000 }, () => Math.random());
  const out = new Float32Array(1000).fill(NaN), ref = new Float32Array(1000).fill(NaN);
  saxpy(x, out, 3);
  saxpy.plain(x, ref, 3);
  const parentOk = out.every((v, i) => v === ref[i]);
`;

describe.skipIf(!cpu)("kernels that never stop, in threads told to stop", () => {
  it("worker.terminate() settles while the worker is in a synchronous launch with no time limit", async () => {
    const r = await runScript<{ terminatedMs: number; exitCode: number; parentOk: boolean }>(selfWorker(
      `spin(out);`,
      `const t0 = performance.now();
      const exitCode = await worker.terminate();
      const terminatedMs = performance.now() - t0;
      ${PARENT_STILL_LAUNCHES}
      report({ terminatedMs, exitCode, parentOk });`,
    ), 30_000);
    expect(r.exitCode).toBe(1); // terminate()'s documented code for a worker it stopped
    expect(r.terminatedMs).toBeLessThan(10_000);
    expect(r.parentOk).toBe(true);
  });

  it("worker.terminate() settles while the worker awaits a launchAsync with no time limit", async () => {
    const r = await runScript<{ terminatedMs: number; parentOk: boolean }>(selfWorker(
      `await spin.launchAsync(out);`,
      `const t0 = performance.now();
      await worker.terminate();
      const terminatedMs = performance.now() - t0;
      ${PARENT_STILL_LAUNCHES}
      report({ terminatedMs, parentOk });`,
    ), 30_000);
    expect(r.terminatedMs).toBeLessThan(10_000);
    expect(r.parentOk).toBe(true);
  });

  it("process.exit() on the main thread ends the process while a worker is in a launch with no time limit", async () => {
    // report() first: the result line must be out before exit, which is what is being tested
    const r = await runScript<{ exiting: boolean }>(selfWorker(
      `spin(out);`,
      `report({ exiting: true });
      process.exit(0);`,
    ), 30_000);
    expect(r.exiting).toBe(true); // and runScript saw exit code 0 within its limit
  });

  it("a worker's synchronous launches compute what the plain run does, and report faults and time limits", async () => {
    const r = await runScript<{ same: boolean; rangeError: string; timeoutError: string; sameAfter: boolean }>(`${imports()}
import { Worker, isMainThread, parentPort } from "node:worker_threads";
/** A worker running this TypeScript module (a worker does not inherit the tsx loader). */
function tsWorker(url: string): Worker {
  const code = \`import("tsx/esm/api").then(({ register }) => { register(); return import(\${JSON.stringify(url)}); });\`;
  return new Worker(code, { eval: true });
}
if (isMainThread) {
  const worker = tsWorker(import.meta.url);
  worker.on("message", (m) => { report(m); void worker.terminate(); });
  worker.on("error", (e) => report({ workerError: String(e) }));
} else {
  const k = tack.kernel(function shift(x: Float64Array, out: Float64Array, d: number) {
    for (const i of tack.range(out.length)) out[i] = x[i + d] * 2 - x[i] / 3;
  });
  const spin = ${SPIN};
  const run = (d: number) => {
    const x = Float64Array.from({ length: 5000 }, () => Math.random() * 10);
    const out = new Float64Array(4000).fill(NaN), ref = new Float64Array(4000).fill(NaN);
    k(x, out, d);
    k.plain(x, ref, d);
    return out.every((v, i) => v === ref[i]);
  };
  const same = run(7);
  let rangeError = "", timeoutError = "";
  try { run(1001); } catch (e) { rangeError = (e as Error).name + ": " + (e as Error).message; }
  try { spin.withLimits({ timeoutMs: 200 })(new Float32Array(8)); } catch (e) { timeoutError = (e as Error).name; }
  parentPort!.postMessage({ same, rangeError, timeoutError, sameAfter: run(3) });
}
`, 30_000);
    expect(r.same).toBe(true);
    expect(r.rangeError).toMatch(/^KernelRangeError: .*'shift'.*index 5000 is out of bounds for 'x' \(length 5000\)/s);
    expect(r.timeoutError).toBe("KernelTimeoutError");
    expect(r.sameAfter).toBe(true);
  });
});

describe.skipIf(!cpu)("buffers transferred while a kernel runs on them", () => {
  it("transferring and dropping an array's buffer during launchAsync neither crashes nor frees the memory under the kernel", async () => {
    const r = await runScript<{ settled: string[]; rounds: number; movedSame: boolean }>(`${imports()}
const fill = tack.kernel(function fill(out: Float64Array, reps: number) {
  for (const i of tack.range(out.length)) {
    let acc = i;
    for (let j = 0; j < reps; j++) acc = acc * 0.5 + 0.25;
    out[i] = acc;
  }
});
const n = 1 << 20, reps = 400;
const ref = new Float64Array(n);
fill.plain(ref, reps);
fill(new Float64Array(8), 1); // compiled: each launchAsync below starts at once
const settled: string[] = [];
let movedSame = true, rounds = 0;
for (; rounds < 6; rounds++) {
  const out = new Float64Array(n).fill(NaN);
  const p = fill.launchAsync(out, reps);
  await new Promise((resolve) => setTimeout(resolve, 60)); // the kernel is running now
  // move the buffer away while the kernel writes it; every other round drop it and allocate
  // so that the collector frees what it can
  const moved = new Float64Array(structuredClone(out.buffer, { transfer: [out.buffer] }));
  if (rounds % 2 === 1) for (let k = 0; k < 64; k++) new Float64Array(n).fill(k);
  settled.push(await p.then(() => "resolved", (e) => "rejected: " + (e as Error).message));
  if (rounds % 2 === 0) movedSame &&= moved.every((v, i) => v === ref[i]);
}
report({ settled, rounds, movedSame });
`, 60_000);
    expect(r.rounds).toBe(6);
    expect(r.settled).toEqual(Array(6).fill("resolved"));
    expect(r.movedSame).toBe(true); // the kernel's writes landed in the memory that moved
  });

  it("launchAsync refuses a view of a resizable ArrayBuffer, which could shrink under the kernel; a synchronous call takes it", async () => {
    const r = await runScript<{ asyncError: string; syncSame: boolean; shrunkThenSync: string }>(`${imports()}
const k = tack.kernel(function twice(x: Float64Array, out: Float64Array) {
  for (const i of tack.range(out.length)) out[i] = x[i] * 2;
});
const n = 1 << 16;
const ab = new ArrayBuffer(n * 8, { maxByteLength: n * 8 });
const view = new Float64Array(ab, 0, n); // not named like the kernel's parameter: tsx would rename that one
const x = Float64Array.from({ length: n }, () => Math.random());
const asyncError = await k.launchAsync(x, view).then(() => "resolved", (e) => (e as Error).name + ": " + (e as Error).message);
view.fill(NaN);
k(x, view);
const syncSame = view.every((v, i) => v === x[i] * 2);
ab.resize(8);
let shrunkThenSync = "";
try { k(x, view); } catch (e) { shrunkThenSync = (e as Error).name; }
report({ asyncError, syncSame, shrunkThenSync });
`);
    expect(r.asyncError).toMatch(/^KernelRangeError: Kernel 'twice': argument 2 \('out'\) is a view of a resizable ArrayBuffer.*launchAsync/);
    expect(r.syncSame).toBe(true);
    expect(r.shrunkThenSync).toBe("KernelRangeError");
  });
});
