/**
 * With TACK_COMPILE_AHEAD=worker, the package entry (dist/tack.js, `npm run build:ts`) starts
 * the worker that compiles the compiler's Wasm module ahead before it reads, compiles and runs the bundled runtime
 * (wasm/compile-ahead.ts startCompileAheadEarly), and the runtime takes it over. Observed in
 * fresh plain-Node processes: the compile ahead on the global (early, taken over, the worker's
 * state), the Wasm modules the main thread made (counted from before the import), and a kernel
 * compiled and run right after, against the same function run as plain JS on random inputs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const entry = join(fileURLToPath(new URL("../../", import.meta.url)), "dist", "tack.js");

// WAIT: after the import, wait synchronously (no turn of the event loop) until the worker says
// it has made the module; then a request at once
const CHILD = `
const vm = await import("node:vm");
// V8's flags, as a code cache's header holds them: the same after the request as before the import if Tack put back what it set
const flagsNow = () => Buffer.from(new vm.Script("0", { filename: "flags" }).createCachedData()).subarray(0, 24).toString("hex");
const flagsBefore = flagsNow();
const counts = { syncModules: 0, asyncCompiles: 0 };
WebAssembly.Module = new Proxy(WebAssembly.Module, { construct(t, a, n) { counts.syncModules++; return Reflect.construct(t, a, n); } });
const compile = WebAssembly.compile;
WebAssembly.compile = (b) => { counts.asyncCompiles++; return compile(b); };
const tack = await import(${JSON.stringify(entry)});
const ahead = globalThis[Symbol.for("tack.compileAheadEarly")];
const states = ["not-started", "compiling", "compiled", "failed"];
const deadline = Date.now() + 60000;
if (process.env.WAIT) while (ahead && Atomics.load(ahead.shared, 1) < 2 && Date.now() < deadline) Atomics.wait(ahead.shared, 1, Atomics.load(ahead.shared, 1), 5);
const before = ahead ? states[Atomics.load(ahead.shared, 1)] : null;
function sumScale(x, y, out, a) { for (const i of tack.range(out.length)) out[i] = (x[i] + y[i]) * a; }
const k = tack.kernel(sumScale, { tier: "fast" });
const n = 1000, x = new Float64Array(n).map(() => Math.random() - 0.5), y = new Float64Array(n).map(() => Math.random() * 4);
const a = Math.random() * 3 + 0.5, out = new Float64Array(n).fill(NaN), want = new Float64Array(n).fill(NaN);
k(x, y, out, a);
for (let i = 0; i < n; i++) want[i] = (x[i] + y[i]) * a;
const ok = out.every((v, i) => Object.is(v, want[i]));
console.log("@@" + JSON.stringify({ ok, early: ahead?.early ?? null, taken: ahead?.taken ?? null, before, flagsRestored: flagsNow() === flagsBefore, ...counts }));
`;

interface Result {
  ok: boolean;
  early: boolean | null;
  taken: boolean | null;
  before: string | null;
  syncModules: number;
  asyncCompiles: number;
  flagsRestored: boolean;
}

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "tack-compile-ahead-"));
  writeFileSync(join(work, "child.mjs"), CHILD);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function fresh(env: Record<string, string>): Result {
  const r = spawnSync(process.execPath, ["child.mjs"], { cwd: work, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "", TACK_CACHE: "off", TACK_DEVICE: "", ...env } });
  const line = r.stdout.split("\n").find((l) => l.startsWith("@@"));
  if (r.status !== 0 || !line) throw new Error(`child exit ${r.status}\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(line.slice(2)) as Result;
}

describe("the compiler's module compiled ahead, started by the package entry", () => {
  it("the entry starts the worker, the runtime takes it over, and a request made at once after its compile takes its module: the main thread makes none", () => {
    const r = fresh({ TACK_WARMUP: "on", TACK_COMPILE_AHEAD: "worker", WAIT: "1" });
    expect(r).toMatchObject({ early: true, taken: true, before: "compiled", syncModules: 0, asyncCompiles: 0, flagsRestored: true });
    expect(r.ok).toBe(true);
  });

  it("a request made at once, whatever the worker has done by then, compiles and runs", () => {
    const r = fresh({ TACK_WARMUP: "on", TACK_COMPILE_AHEAD: "worker" });
    expect(r).toMatchObject({ early: true, taken: true, asyncCompiles: 0 });
    expect(r.syncModules).toBeLessThanOrEqual(1);
    expect(r.flagsRestored).toBe(true);
    expect(r.ok).toBe(true);
  });

  it("TACK_COMPILE_AHEAD=worker-late: the entry starts none (the runtime starts it as it evaluates: no job on the main thread)", () => {
    const r = fresh({ TACK_WARMUP: "on", TACK_COMPILE_AHEAD: "worker-late" });
    expect(r).toMatchObject({ early: null, asyncCompiles: 0 });
    expect(r.ok).toBe(true);
  });

  it("by default: no worker; the job on the main thread's event loop, given no turn, and the request makes the module itself", () => {
    const r = fresh({ TACK_WARMUP: "on" });
    expect(r).toMatchObject({ early: null, asyncCompiles: 1, syncModules: 1, flagsRestored: true });
    expect(r.ok).toBe(true);
  });

  it("TACK_WARMUP=off: no worker from the entry either", () => {
    const r = fresh({ TACK_WARMUP: "off" });
    expect(r).toMatchObject({ early: null, asyncCompiles: 0, syncModules: 1 });
    expect(r.ok).toBe(true);
  });
});
