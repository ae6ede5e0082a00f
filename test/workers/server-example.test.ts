// examples/server (issue 9, item 5) as its README comment describes it: a posted kernel runs
// and its outputs come back; a bad kernel, a runaway launch, a compile past the limit and
// oversized sources and arrays are each a 4xx with the located message, and the server goes
// on. The server is the package's (it imports "tack": dist/, `npm run build:ts`), driven with
// fastify's inject() in a child process, which must also exit by itself after close().

import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, runScript } from "../safety/child.js";
import { slowSource } from "./kernels.js";

interface Answer {
  status: number;
  body: { error?: string; message?: string; line?: number; column?: number; outputs?: Record<string, number[]> };
}
interface Results {
  good: Answer;
  expected: number[];
  healthAfter: { ok: boolean };
  [name: string]: unknown;
}

const SERVER_URL = pathToFileURL(join(REPO_ROOT, "examples/server/server.mjs")).href;
const TACK_URL = pathToFileURL(join(REPO_ROOT, "dist/tack.js")).href;

const SAXPY = "function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {\n  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];\n}";

const script = `
import { buildServer, LIMITS } from ${JSON.stringify(SERVER_URL)};
import * as tack from ${JSON.stringify(TACK_URL)};
import { report } from ${JSON.stringify(pathToFileURL(join(REPO_ROOT, "test/safety/guest.ts")).href)};

const post = async (app, source, args) => {
  const r = await app.inject({ method: "POST", url: "/run", payload: { source, args } });
  return { status: r.statusCode, body: r.json(), retryAfter: r.headers["retry-after"] };
};
const SAXPY = ${JSON.stringify(SAXPY)};
const results = {};
let app = buildServer();
// fresh random inputs, nonzero: the server's outputs start zeroed, so an unwritten one shows
const n = 1000;
const x = Array.from({ length: n }, () => Math.fround(Math.random() * 20 - 10));
const y = Array.from({ length: n }, () => Math.fround(Math.random() * 20 + 1));
const a = Math.fround(Math.random() * 3 + 0.5);
results.good = await post(app, SAXPY, [{ dtype: "f32", data: x }, { dtype: "f32", data: y }, { dtype: "f32", length: n }, a]);
const out = new Float32Array(n);
tack.kernel(SAXPY).plain(Float32Array.from(x), Float32Array.from(y), out, a);
results.expected = Array.from(out);
results.syntax = await post(app, "function broken(x: Float32Array) {\\n  for (const i of tack.range(x.length)) x[i] = zz;\\n}", [{ dtype: "f32", length: 2 }]);
results.bounds = await post(app, "function oob(x: Float32Array, out: Float32Array) {\\n  for (const i of tack.range(out.length)) out[i] = x[i + 5];\\n}", [{ dtype: "f32", data: [1, 2, 3] }, { dtype: "f32", length: 3 }]);
results.runaway = await post(app, "function spin(out: Float32Array) {\\n  for (const i of tack.range(out.length)) { let s = 0; for (let j = 0; j < 1e15; j++) s += j; out[i] = s; }\\n}", [{ dtype: "f32", length: 2 }]);
results.source = await post(app, "function big(x: Float32Array) {/*" + "x".repeat(LIMITS.sourceChars) + "*/}", []);
results.array = await post(app, SAXPY, [{ dtype: "f32", length: LIMITS.arrayElements + 1 }, { dtype: "f32", length: 3 }, { dtype: "f32", length: 3 }, 1]);
const most = Array.from({ length: Math.floor(LIMITS.totalElements / LIMITS.arrayElements) + 1 }, () => ({ dtype: "f32", length: LIMITS.arrayElements }));
results.total = await post(app, SAXPY, most);
results.both = await post(app, SAXPY, [{ dtype: "f32", data: [1], length: 1 }, { dtype: "f32", length: 1 }, { dtype: "f32", length: 1 }, 1]);
results.dtype = await post(app, SAXPY, [{ dtype: "f16", length: 1 }, { dtype: "f32", length: 1 }, { dtype: "f32", length: 1 }, 1]);
results.healthAfter = (await app.inject({ method: "GET", url: "/health" })).json();
await app.close();
// a compile past the pool's limit (the limit made small for the test)
app = buildServer({ pool: { timeoutMs: 10 } });
results.slowCompile = await post(app, ${JSON.stringify(slowSource(1500, "tooSlow"))}, [{ dtype: "f32", length: 2 }, { dtype: "f32", length: 2 }]);
results.poolAfterSlow = tack.compilePool.stats();
// the limit back to the server's own (a small compile could pass 10 ms on a loaded machine)
tack.compilePool.configure({ timeoutMs: LIMITS.compileMs });
results.afterSlow = await post(app, SAXPY.replace("+ y[i]", "- y[i]"), [{ dtype: "f32", data: [1] }, { dtype: "f32", data: [3] }, { dtype: "f32", length: 1 }, 2]);
await app.close();
// the compile queue: one worker, room for one request waiting for a compile. Each run's slow
// kernels are new sources (NONCE), so no cache holds them compiled
const nonce = Math.random().toString(36).slice(2, 8);
const slowArgs = [{ dtype: "f32", data: [Math.random(), Math.random()] }, { dtype: "f32", length: 2 }];
const small = [{ dtype: "f32", data: [1] }, { dtype: "f32", data: [3] }, { dtype: "f32", length: 1 }, 2];
app = buildServer({ pool: { size: 1 }, limits: { compileQueue: 1, compileWaitMs: 60_000 } });
results.warmBefore = await post(app, SAXPY, small);
const firstP = post(app, ${JSON.stringify(slowSource(1500, "first_NONCE"))}.replace("NONCE", nonce), slowArgs);
for (let i = 0; i < 4000 && tack.compilePool.stats().busy === 0; i++) await new Promise((r) => setTimeout(r, 5));
results.full = await post(app, ${JSON.stringify(slowSource(1500, "second_NONCE"))}.replace("NONCE", nonce), slowArgs);
results.warmDuring = await post(app, SAXPY, small);
results.busyDuring = tack.compilePool.stats().busy;
results.first = await firstP;
await app.close();
// a wait limit shorter than the compile: a 503 at once, the compile goes on, and the retry finds it
app = buildServer({ pool: { size: 1 }, limits: { compileWaitMs: 20 } });
const WAITED = ${JSON.stringify(slowSource(1500, "waited_NONCE"))}.replace("NONCE", nonce);
results.late = await post(app, WAITED, slowArgs);
// retried until it runs: each retry waits 20 ms on the same compile (and its LLVM build)
results.retries = 0;
do {
  await new Promise((r) => setTimeout(r, 50));
  results.retry = await post(app, WAITED, slowArgs);
  results.retries++;
} while (results.retry.status === 503 && results.retries < 1200);
results.poolAfterRetry = tack.compilePool.stats();
await app.close();
report(results);
`;

describe("examples/server", () => {
  const results = runScript<Results>(script, 120_000);
  results.catch(() => {});

  it("runs a posted kernel and answers the outputs the same kernel computes as plain JS", async () => {
    const r = await results;
    expect(r.good.status, JSON.stringify(r.good.body)).toBe(200);
    const got = r.good.body.outputs!["2"];
    expect(got).toHaveLength(r.expected.length);
    // the cpu device may fuse a * x + y (one rounding, SEMANTICS.md): within an ulp of f32
    got.forEach((v, i) => expect(Math.abs(v - r.expected[i])).toBeLessThanOrEqual(Math.abs(r.expected[i]) * 2 ** -23));
    expect(r.healthAfter.ok).toBe(true);
  }, 120_000); // the script's limit: this test waits for all of it

  it("a kernel that does not compile, or reads out of bounds, is a 400 with the kernel's located message", async () => {
    const r = await results;
    const syntax = r.syntax as Answer;
    expect(syntax).toMatchObject({ status: 400, body: { error: "KernelSyntaxError", line: 2, column: 48 } });
    expect(syntax.body.message).toMatch(/^Kernel 'broken': unknown name 'zz'.* at 2:48\n/);
    const bounds = r.bounds as Answer;
    expect(bounds).toMatchObject({ status: 400, body: { error: "KernelRangeError", line: 2 } });
    expect(bounds.body.message).toMatch(/^Kernel 'oob': index 5 is out of bounds for 'x' \(length 3\).* at 2:\d+\n/);
  });

  it("a launch past its time limit, and a compile past the pool's, are a 422 KernelTimeoutError naming the kernel; the next request runs", async () => {
    const r = await results;
    const runaway = r.runaway as Answer;
    expect(runaway).toMatchObject({ status: 422, body: { error: "KernelTimeoutError" } });
    expect(runaway.body.message).toMatch(/^Kernel 'spin': the launch ran past its time limit/);
    const slow = r.slowCompile as Answer;
    expect(slow).toMatchObject({ status: 422, body: { error: "KernelTimeoutError" } });
    expect(slow.body.message).toMatch(/^Kernel 'tooSlow': compiling took longer than 10 ms/);
    expect(r.poolAfterSlow).toMatchObject({ timeouts: 1, workers: 0 }); // its worker was stopped
    expect(r.afterSlow).toMatchObject({ status: 200, body: { outputs: { 2: [-1] } } });
  });

  it("a source, an array or all the arrays over the limits, and malformed arguments, are a 400 saying which", async () => {
    const r = await results;
    expect(r.source).toMatchObject({ status: 400, body: { message: expect.stringMatching(/body\/source must NOT have more than 65536 characters/) } });
    expect(r.array).toMatchObject({ status: 400, body: { message: expect.stringMatching(/body\/args\/0\/length must be <= 1048576/) } });
    expect(r.total).toMatchObject({ status: 400, body: { error: "BadRequest", message: "the arrays hold more than 4194304 elements in all" } });
    expect(r.both).toMatchObject({ status: 400, body: { error: "BadRequest", message: "argument 1: give an array its data or its length, not both or neither" } });
    expect(r.dtype).toMatchObject({ status: 400, body: { message: expect.stringMatching(/body\/args\/0\/dtype must be equal to one of the allowed values/) } });
  });

  it("past LIMITS.compileQueue requests waiting for a compile, a new kernel is a 503 CompileQueueFull with Retry-After; a compiled kernel still runs", async () => {
    const r = await results;
    expect(r.warmBefore).toMatchObject({ status: 200, body: { outputs: { 2: [5] } } });
    const full = r.full as Answer & { retryAfter?: string };
    expect(full).toMatchObject({ status: 503, retryAfter: "60", body: { error: "CompileQueueFull" } });
    expect(full.body.message).toMatch(/^Kernel 'second_\w+': 1 requests wait for a compile, the most the server queues \(LIMITS\.compileQueue = 1\); retry after 60 s$/);
    // the first compile was still running when the compiled kernel's request got through
    expect(r.busyDuring).toBe(1);
    expect(r.warmDuring).toMatchObject({ status: 200, body: { outputs: { 2: [5] } } });
    expect(r.first).toMatchObject({ status: 200 });
  });

  it("a request whose compile takes past LIMITS.compileWaitMs is a 503 CompileWaitTooLong; the compile goes on and the retry runs", async () => {
    const r = await results;
    const late = r.late as Answer & { retryAfter?: string };
    expect(late).toMatchObject({ status: 503, retryAfter: "1", body: { error: "CompileWaitTooLong" } });
    expect(late.body.message).toMatch(/^Kernel 'waited_\w+': its compile did not finish within 20 ms of the request \(LIMITS\.compileWaitMs\); it goes on: retry after 1 s$/);
    // the retries found the compile the first request started: the pool compiled the kernel once
    expect(r.retry).toMatchObject({ status: 200 });
    expect(r.poolAfterRetry).toMatchObject({ completed: 1, timeouts: 0 });
    expect((r.retry as Answer).body.outputs!["1"]).toHaveLength(2);
  });
});
