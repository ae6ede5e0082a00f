// Load test of examples/server on loopback (issue 9, items 5 and 7): autocannon sends a mix of
// repeated kernels, new kernels (a new source per request) and bad ones — syntax and type
// errors, an out-of-bounds index, a runaway loop, oversized source and arrays — and reports
// throughput, latency percentiles and status codes. The server runs in its own process; the
// test fails if it crashes, answers a 5xx, or answers a bad kernel with anything but a 4xx.
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
/** The request mix: 60% repeated kernels, 25% new ones, 15% bad ones. */
function nextBody() {
  const r = counter++ % 20;
  if (r < 12) {
    sent.repeated++;
    return { source: repeated[r % repeated.length], args: [{ dtype: "f32", data }, { dtype: "f32", data }, { dtype: "f32", length: N }, 1.5] };
  }
  if (r < 17) {
    sent.fresh++;
    return { source: saxpy(1000 + counter), args: [{ dtype: "f32", data }, { dtype: "f32", data }, { dtype: "f32", length: N }, 0.5] };
  }
  sent.bad++;
  const b = bad[counter % bad.length];
  return { source: b.source, args: b.args };
}

console.log(`load: ${execSync("uptime").toString().trim()}`);
const result = await autocannon({
  url: `${url}/run`,
  method: "POST",
  connections,
  duration: seconds,
  headers: { "content-type": "application/json" },
  requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(nextBody()) }) }],
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
console.log(`server after the test: ${JSON.stringify(health)}`);
const fivexx = Object.entries(codes).filter(([k]) => k.startsWith("5")).reduce((s, [, v]) => s + v, 0);
const crashed = exited !== null && exited.signal !== "SIGTERM" && exited.code !== 0;
if (fivexx > 0 || result.errors > 0 || !health.ok || crashed) {
  console.error(`FAILED: ${fivexx} 5xx, ${result.errors} errors, health ${JSON.stringify(health)}, server exit ${JSON.stringify(exited)}`);
  process.exitCode = 1;
}
