// The compile pool (issue 9, item 1): worker threads with their own compiler instances behind
// the async API. A worker killed mid-compile, a request past its time limit and a compiler
// trap each fail that one request, with the kernel's name; the others and the main thread go
// on, and the next request gets a fresh worker. Every result is compared with the plain run.

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { getPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { Compiler } from "../../wasm/host.js";
import * as tack from "../../runtime/index.js";
import { requestText } from "../../runtime/request.js";
import { LLVM_TARGET } from "../../runtime/targets.js";
import { CompilePool, defaultPoolSize, PoolFailure } from "../../workers/compile-pool.js";
import { checkDistinct } from "./check.js";
import { distinctArgs, distinctSource, slowSource } from "./kernels.js";

type K = tack.Kernel<[Float32Array, Float32Array, Float32Array, number]>;

const pools: CompilePool[] = [];
function pool(options: ConstructorParameters<typeof CompilePool>[0]): CompilePool {
  const p = new CompilePool(options);
  pools.push(p);
  return p;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
afterAll(async () => {
  await tack.compilePool.close();
  tack.compilePool.configure({});
});

/** Resolves once `p` has a request running on a worker. */
async function busy(p: CompilePool): Promise<void> {
  while (p.stats().busy === 0) await new Promise((r) => setTimeout(r, 5));
}

/** The service's pool once it has started (the async path reads the disk cache first). */
async function activePool(): Promise<CompilePool> {
  while (tack.compilePool.active === null) await new Promise((r) => setTimeout(r, 5));
  return tack.compilePool.active;
}

const F32: { kind: "array"; dtype: string; rank: number } = { kind: "array", dtype: "f32", rank: 1 };
/** Request text for slowSource's kernels (two arrays) or, `distinct`, distinctSource's. */
const text = (source: string, distinct = source.includes("a: number")) =>
  requestText({ source, target: LLVM_TARGET, params: distinct ? [F32, F32, F32, { kind: "number" }] : [F32, F32] });

describe("the compile pool", () => {
  it.runIf(existsSync("/proc/self/task"))("its workers run at the process's nice value plus the pool's niceness (at most 19)", async () => {
    const base = getPriority(0); // this thread's, which a worker thread inherits
    const p = pool({ size: 1, niceness: 5 });
    expect(JSON.parse(await p.run(text(distinctSource(3)))).ok).toBe(true);
    // field 19 of each thread's stat is its nice value (fields 3 on follow the command's ") ")
    const nices = readdirSync("/proc/self/task").map((t) => Number(readFileSync(`/proc/self/task/${t}/stat`, "utf8").split(") ")[1].split(" ")[16]));
    expect(nices).toContain(Math.min(19, base + 5));
  });

  it("defaults to cores - 1 workers, at least 1, and refuses a bad size, limit or niceness, or an option it does not have", () => {
    expect(new CompilePool().size).toBe(defaultPoolSize());
    expect(defaultPoolSize()).toBeGreaterThanOrEqual(1);
    expect(() => new CompilePool({ size: 0 })).toThrow(/size is an integer from 1 to 256, not 0/);
    expect(() => new CompilePool({ timeoutMs: -1 })).toThrow(/timeoutMs is a positive number/);
    expect(() => new CompilePool({ niceness: 40 })).toThrow(/niceness is an integer from 0 to 19/);
    expect(() => tack.compilePool.configure({ size: 1.5 })).toThrow(/size is an integer/);
    // a misspelt option would silently keep the default (a 20 s limit where 5 s was meant)
    expect(() => tack.compilePool.configure({ timeout: 5000 } as never)).toThrow(/^The compile pool has no option 'timeout'; its options are size, timeoutMs, niceness$/);
    expect(() => tack.compilePool.configure(null as never)).toThrow(/^The compile pool's options are an object \(\{ size, timeoutMs, niceness \}\), not null$/);
  });

  it("launchAsync and prepare compile on the pool's workers, never on the calling thread's compiler", async () => {
    tack.compilePool.configure({ size: 2 });
    const inThread = vi.spyOn(Compiler.prototype, "compile"); // this thread's compiler; workers have their own
    const before = tack.compilePool.stats();
    expect(before.workers).toBe(0); // workers start with the first request, not before
    const kernels = Array.from({ length: 6 }, (_, j) => tack.kernel(distinctSource(j)) as K);
    // the references: a kernel given as text runs plain as this thread's compiler's JavaScript of it
    for (const k of kernels) k.plain(...distinctArgs(0, 1));
    inThread.mockClear();
    await Promise.all(kernels.map((k, j) => checkDistinct(k, 100 + j, (args) => (j % 2 ? k.launchAsync(...args) : k.prepare(...args).then(() => k.launchAsync(...args))))));
    const after = tack.compilePool.stats();
    expect(after.completed).toBe(6);
    // six requests at once on a pool of two: both workers started and served
    expect(after.workersStarted).toBe(2);
    expect(after.busy).toBe(0);
    expect(inThread).not.toHaveBeenCalled();
    inThread.mockRestore();
  });

  it("tack.compileAsync answers what tack.compile does, from a worker", async () => {
    tack.compilePool.configure({ size: 1 });
    const source = distinctSource(3);
    const [a, b] = [await tack.compileAsync(source, { signature: "f32[], f32[], f32[], f32" }), tack.compile(source, { signature: "f32[], f32[], f32[], f32" })];
    expect(a.code).toBe(b.code);
    expect(tack.compilePool.stats().completed).toBe(1);
  });

  it("a bad kernel rejects with its located error, and the worker goes on", async () => {
    tack.compilePool.configure({ size: 1 });
    const bad = tack.kernel("function bad(x: Float32Array) {\n  for (const i of tack.range(x.length)) x[i] = y;\n}");
    const err = await bad.launchAsync(new Float32Array(4)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tack.KernelSyntaxError);
    expect(String((err as Error).message)).toMatch(/Kernel 'bad': unknown name 'y'.* at 2:48/);
    expect((err as tack.KernelSyntaxError).line).toBe(2);
    await checkDistinct(tack.kernel(distinctSource(7)) as K, 7, (args) => (tack.kernel(distinctSource(7)) as K).launchAsync(...args));
    expect(tack.compilePool.stats().workersStarted).toBe(1);
  });

  it("a worker killed mid-compile fails only its request; the next request gets a new worker", async () => {
    const p = pool({ size: 2 });
    const slow = p.run(text(slowSource(3000)));
    await busy(p);
    const victim = p.workers[0];
    const small = p.run(text(distinctSource(1))); // on the other worker
    await victim.terminate();
    const err = await slow.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PoolFailure);
    expect((err as PoolFailure).reason).toBe("worker-exit");
    expect((err as Error).message).toMatch(/the compile worker exited \(code 1\)/);
    expect(JSON.parse(await small).ok).toBe(true);
    expect(JSON.parse(await p.run(text(distinctSource(2)))).ok).toBe(true);
    expect(p.stats().workerExits).toBe(1);
    expect(p.workers).not.toContain(victim);
  });

  it("through the service, a killed worker is the kernel's KernelError, naming it", async () => {
    tack.compilePool.configure({ size: 1 });
    const k = tack.kernel(slowSource(3000, "slowKernel"));
    const launch = k.launchAsync(new Float32Array(8), new Float32Array(8));
    const p = await activePool();
    await busy(p);
    await p.workers[0].terminate();
    const err = await launch.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tack.KernelError);
    expect((err as Error).message).toMatch(/^Kernel 'slowKernel': internal compiler error: the compile worker exited \(code 1\) while compiling this kernel; no other compile was affected/);
    // the failed attempt was not kept: the kernel's next compile is a new request
    const before = tack.compilePool.stats().completed;
    tack.compilePool.configure({ size: 1, timeoutMs: 1 });
    await expect(k.prepare(new Float32Array(8), new Float32Array(8))).rejects.toThrow(/compiling took longer than 1 ms/);
    tack.compilePool.configure({ size: 1 });
    await checkDistinct(tack.kernel(distinctSource(9)) as K, 9, (args) => (tack.kernel(distinctSource(9)) as K).launchAsync(...args));
    expect(tack.compilePool.stats().completed).toBe(1);
    expect(before).toBe(0);
  });

  it("a request past its time limit terminates its worker and rejects with KernelTimeoutError", async () => {
    tack.compilePool.configure({ size: 1, timeoutMs: 30 });
    const k = tack.kernel(slowSource(3000, "tooSlow"));
    const err = await k.prepare(new Float32Array(8), new Float32Array(8)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(tack.KernelTimeoutError);
    expect((err as Error).message).toMatch(/^Kernel 'tooSlow': compiling took longer than 30 ms, the compile pool's time limit; the worker was stopped and replaced\. Split the kernel, or raise the limit/);
    const stats = tack.compilePool.stats();
    expect(stats.timeouts).toBe(1);
    // a small kernel then compiles on a fresh worker
    tack.compilePool.configure({ size: 1 });
    await checkDistinct(tack.kernel(distinctSource(4)) as K, 4, (args) => (tack.kernel(distinctSource(4)) as K).launchAsync(...args));
  });

  it("a compiler trap is that request's internal compiler error; the worker serves the next", async () => {
    const p = pool({ size: 1 });
    const trapped = await p.run(text(distinctSource(5)).replace(/^tack 1\n/, "tack 1\ntrap 1\n")).catch((e: unknown) => e);
    expect((trapped as PoolFailure).reason).toBe("trap");
    expect(JSON.parse(await p.run(text(distinctSource(5)))).ok).toBe(true);
    expect(p.stats().workersStarted).toBe(1);
  });

  it("close() rejects queued requests; a closed pool refuses new ones", async () => {
    const p = pool({ size: 1 });
    const settled = [p.run(text(slowSource(500))), p.run(text(distinctSource(1)))].map((r) => r.catch((e: unknown) => e));
    await p.close();
    for (const r of settled) expect(((await r) as PoolFailure).reason).toBe("closed");
    expect(((await p.run(text(distinctSource(1))).catch((e: unknown) => e)) as PoolFailure).reason).toBe("closed");
  });

  it("configure() while requests run lets them finish on the old pool, then stops its workers", async () => {
    tack.compilePool.configure({ size: 1 });
    const running = tack.compileAsync(slowSource(3000, "drained"), { signature: "f32[], f32[]" });
    const old = await activePool();
    await busy(old);
    tack.compilePool.configure({ size: 2 });
    expect((await running).kernel).toBe("drained"); // finished on the old pool, not rejected
    expect(old.stats()).toMatchObject({ completed: 1, workers: 0 });
    expect(tack.compilePool.active).toBeNull(); // the next request starts the new one
  });

  it("a process that compiled through the pool exits by itself (no process.exit())", () => {
    const script = fileURLToPath(new URL("./exit-child.ts", import.meta.url));
    const r = spawnSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8", timeout: 60_000, env: { ...process.env, TACK_CACHE: "off" } });
    expect(r.error, String(r.error)).toBeUndefined();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/launched 3 kernels on 2 workers/);
  });
});
