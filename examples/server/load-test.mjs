// Load test of examples/server on loopback (issue 9, items 5 and 7): autocannon sends a mix of
// repeated kernels, new kernels (a new source per request) and bad ones — syntax and type
// errors, an out-of-bounds index, a runaway loop, oversized source and arrays — and reports
// throughput, latency percentiles and status codes. The server runs in its own process; the
// test fails if it crashes, answers a 5xx, answers a bad kernel with anything but a 4xx, or a
// good one with anything but a 200 and the outputs the same kernel computes in JS (each
// response is checked against the request that connection sent).
//
//   npm run build && node examples/server/load-test.mjs [seconds=20] [connections=8]
import autocannon from "autocannon";
import { spawn, execSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const seconds = Number(process.argv[2] ?? 20);
const connections = Number(process.argv[3] ?? 8);

const server = spawn(process.execPath, [fileURLToPath(new URL("./server.mjs", import.meta.url)), "0"], {
  stdio: ["ignore", "pipe", "inherit"],
  // launches run on libuv's pool, where async compiles also wait for their threads: more than 4
  env: { ...process.env, TACK_CACHE: process.env.TACK_CACHE ?? "off", UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? "16" },
});
let exited = null;
server.on("exit", (code, signal) => (exited = { code, signal }));
const url = await new Promise((resolve, reject) => {
  let out = "";
  server.stdout.on("data", (d) => {
    out += d;
    const m = /listening on (\S+)/.exec(out);
    if (m) resolve(m[1]);
  });
  server.on("exit", () => reject(new Error(`the server exited before listening:\n${out}`)));
});

const N = 1000;
const data = Array.from({ length: N }, (_, i) => ((i * 7919) % 1000) / 100 - 5);
/** The kernels' JS: `a * x[i] + y[i] * c.5` (f32, with a tolerance: the cpu device may fuse a multiply-add). */
const expected = (c, a) => data.map((x, i) => a * Math.fround(x) + Math.fround(data[i]) * Number(`${c}.5`));
const saxpy = (c) => `function saxpy${c}(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i] * ${c}.5;
}`;
const repeated = [0, 1, 2, 3, 4].map(saxpy);
const bad = [
  { kind: "syntax", source: "function broken(x: Float32Array) { for (const i of tack.range(x.length) x[i] = 1; }", args: [{ dtype: "f32", data: [1, 2] }] },
  { kind: "type", source: "function unknown(x: Float32Array) {\n  for (const i of tack.range(x.length)) x[i] = y;\n}", args: [{ dtype: "f32", data: [1, 2] }] },
  { kind: "bounds", source: "function oob(x: Float32Array, out: Float32Array) {\n  for (const i of tack.range(out.length)) out[i] = x[i + 5];\n}", args: [{ dtype: "f32", data: [1, 2, 3] }, { dtype: "f32", length: 3 }] },
  { kind: "runaway", source: "function spin(out: Float32Array) {\n  for (const i of tack.range(out.length)) { let s = 0; for (let j = 0; j < 1e15; j++) s += j; out[i] = s; }\n}", args: [{ dtype: "f32", length: 2 }] },
  { kind: "source size", source: `function big(x: Float32Array) {/*${"x".repeat(70_000)}*/}`, args: [] },
  { kind: "array size", source: saxpy(0), args: [{ dtype: "f32", length: 2_000_000 }, { dtype: "f32", length: 3 }, { dtype: "f32", length: 3 }, 1] },
];

let counter = 0;
const sent = { repeated: 0, fresh: 0, bad: 0 };
/** The request mix: 60% repeated kernels, 25% new ones, 15% bad ones; each with what its answer must be. */
function nextRequest() {
  const r = counter++ % 20;
  if (r < 12) {
    sent.repeated++;
    const c = r % repeated.length;
    return { kind: "repeated", want: expected(c, 1.5), body: { source: repeated[c], args: [{ dtype: "f32", data }, { dtype: "f32", data }, { dtype: "f32", length: N }, 1.5] } };
  }
  if (r < 17) {
    sent.fresh++;
    return { kind: "fresh", want: expected(1000 + counter, 0.5), body: { source: saxpy(1000 + counter), args: [{ dtype: "f32", data }, { dtype: "f32", data }, { dtype: "f32", length: N }, 0.5] } };
  }
  sent.bad++;
  const b = bad[counter % bad.length];
  return { kind: b.kind, want: null, body: { source: b.source, args: b.args } };
}

/** Status codes by kind of request, and the answers that were wrong (with what was sent). */
const answers = {};
const wrong = [];
function check(status, body, sentNow) {
  const byKind = (answers[sentNow.kind] ??= {});
  byKind[status] = (byKind[status] ?? 0) + 1;
  let why = null;
  if (sentNow.want === null) {
    if (status < 400 || status > 499) why = `a bad kernel (${sentNow.kind}) answered ${status}`;
  } else if (status !== 200) {
    why = `a good kernel answered ${status}`;
  } else {
    const got = JSON.parse(body).outputs?.["2"];
    const off = got?.length === N ? got.findIndex((v, i) => !(Math.abs(v - sentNow.want[i]) <= 1e-5 * Math.max(1, Math.abs(sentNow.want[i])))) : 0;
    if (off >= 0) why = `a good kernel's output ${off} is ${got?.[off]}, JS computes ${sentNow.want[off]}`;
  }
  if (why !== null && wrong.length < 5) wrong.push(`${why}: ${body.slice(0, 300)}`);
  else if (why !== null) wrong.push(why);
}

console.log(`load: ${execSync("uptime").toString().trim()}`);
const result = await autocannon({
  url: `${url}/run`,
  method: "POST",
  connections,
  duration: seconds,
  headers: { "content-type": "application/json" },
  // a connection sends one request at a time (no pipelining): its context holds what it sent
  requests: [{
    setupRequest: (req, context) => {
      context.sent = nextRequest();
      return { ...req, body: JSON.stringify(context.sent.body) };
    },
    onResponse: (status, body, context) => check(status, body, context.sent),
  }],
});

const health = await fetch(`${url}/health`).then((r) => r.json()).catch((e) => ({ error: String(e) }));
server.kill("SIGTERM");
await new Promise((r) => (exited ? r() : server.on("exit", r)));

const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]));
const l = result.latency;
console.log(`\n${seconds} s, ${connections} connections; sent ${JSON.stringify(sent)}`);
console.log(`throughput: ${result.requests.average.toFixed(0)} req/s (total ${result.requests.total})`);
console.log(`latency ms: p50 ${l.p50} · p90 ${l.p90} · p99 ${l.p99} · max ${l.max}`);
console.log(`status codes: ${JSON.stringify(codes)}; errors ${result.errors}, timeouts ${result.timeouts}`);
console.log(`by kind: ${JSON.stringify(answers)}`);
console.log(`server after the test: ${JSON.stringify(health)}`);
const fivexx = Object.entries(codes).filter(([k]) => k.startsWith("5")).reduce((s, [, v]) => s + v, 0);
const crashed = exited !== null && exited.signal !== "SIGTERM" && exited.code !== 0;
if (fivexx > 0 || result.errors > 0 || !health.ok || crashed || wrong.length > 0) {
  console.error(`FAILED: ${fivexx} 5xx, ${result.errors} errors, ${wrong.length} wrong answers, health ${JSON.stringify(health)}, server exit ${JSON.stringify(exited)}`);
  for (const w of wrong.slice(0, 5)) console.error(`  ${w}`);
  process.exitCode = 1;
}
