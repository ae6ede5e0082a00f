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
  return { status: r.statusCode, body: r.json() };
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
  });

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
});
