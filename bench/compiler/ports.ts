/**
 * Front half against back half of the compiler on real-sized kernels (issue 8: "front half of a
 * ray marcher or SPH step ≤ 2 ms"). Run with `node --import tsx bench/compiler/ports.ts`.
 *
 * For each port in test/ports (the module text alone is the request, as `tack.compile(source,
 * { target })` sends it) and each target, times on a warm instance of wasm/tack-compiler.wasm:
 *   - front: the same request with `query front`, which stops after legalize (parse, checks,
 *     lowering, inference, passes: the IR the generators consume) and answers a few bytes;
 *   - full: the whole request (front + generator + result JSON), read back as the host does;
 *   - gen = full − front (medians), the generator's share.
 * The compiler has no clock: the host times the calls. Medians over interleaved rounds; the
 * instance is recycled outside the timed region when its memory passes RECYCLE_BYTES, as the
 * host does. Also prints each result's code size and the request's memory growth.
 *
 * Flags: --quick (fewer rounds), --ports a,b,c (default: the set below), --targets llvm,wat,
 * --wasm PATH (another build of the compiler, e.g. the one before a change; it must know
 * `query front`).
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { CompilerInstance, compilerModule, compilerWasmPath, RECYCLE_BYTES } from "../../wasm/host.js";
import { requestText } from "../../runtime/request.js";
import { OFFLINE_TARGETS } from "../../runtime/targets.js";

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const quick = argv.includes("--quick");
const PORTS = (option("--ports") ?? "sdfmarch,sphdensity,demforces,massspring,raysphere,julia,blackscholes").split(",");
const TARGETS = (option("--targets") ?? "llvm,wat,cuda,opencl").split(",") as (keyof typeof OFFLINE_TARGETS)[];
const WARMUP = quick ? 5 : 20;
const ROUNDS = quick ? 10 : 40;
const PER_ROUND = 3;

const portsDir = fileURLToPath(new URL("../../test/ports/", import.meta.url));
const now = () => process.hrtime.bigint();

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

interface Case {
  port: string;
  target: string;
  full: string;
  front: string;
  fullMs: number[];
  frontMs: number[];
  codeChars: number;
}

const wasmPath = option("--wasm") ?? compilerWasmPath();
const module = option("--wasm") ? new WebAssembly.Module(readFileSync(wasmPath)) : compilerModule();
let inst = new CompilerInstance(module);
function fresh() {
  if (inst.memoryBytes() > RECYCLE_BYTES) inst = new CompilerInstance(module);
}

const cases: Case[] = [];
for (const port of PORTS) {
  const source = readFileSync(`${portsDir}${port}.ts`, "utf8");
  for (const target of TARGETS) {
    const full = requestText({ source, name: undefined, params: undefined, target: OFFLINE_TARGETS[target], scope: [] });
    const front = full.replace(/^tack 1\n/, "tack 1\nquery front\n");
    const r = JSON.parse(inst.compile(full));
    if (!r.ok) throw new Error(`${port} on ${target}: ${JSON.stringify(r.diagnostics)}`);
    const f = JSON.parse(inst.compile(front));
    if (!f.ok || typeof f.front !== "number") throw new Error(`${port} on ${target}: query front answered ${JSON.stringify(f)}`);
    cases.push({ port, target, full, front, fullMs: [], frontMs: [], codeChars: r.code.length });
  }
}

function timeOne(text: string): number {
  fresh();
  const t0 = now();
  JSON.parse(inst.compile(text));
  return Number(now() - t0) / 1e6;
}

const load0 = loadavg();
for (let i = 0; i < WARMUP; i++) for (const c of cases) timeOne(c.full), timeOne(c.front);
for (let r = 0; r < ROUNDS; r++) {
  for (const c of cases) {
    // each run starts with an untimed call: a request zeroes the memory its predecessor used
    // (compiler/index.ts reuseMemory), which a full request after a front one should not pay
    timeOne(c.front);
    for (let k = 0; k < PER_ROUND; k++) c.frontMs.push(timeOne(c.front));
    timeOne(c.full);
    for (let k = 0; k < PER_ROUND; k++) c.fullMs.push(timeOne(c.full));
  }
}
const load1 = loadavg();

const bytes = readFileSync(wasmPath).length;
console.log(`${option("--wasm") ?? "wasm/tack-compiler.wasm"} ${bytes} bytes; ${ROUNDS}x${PER_ROUND} samples per cell after ${WARMUP} warm-up rounds;` +
  ` load ${load0.map((x) => x.toFixed(2)).join(" ")} before, ${load1.map((x) => x.toFixed(2)).join(" ")} after`);
console.log("");
console.log("| port | chars | front ms: targets' medians, lowest–highest (min) | " + TARGETS.map((t) => `${t} gen ms (code KB)`).join(" | ") + " |");
console.log("|---|---|---|" + TARGETS.map(() => "---|").join(""));
for (const port of PORTS) {
  const row = cases.filter((c) => c.port === port);
  const fronts = row.map((c) => median(c.frontMs));
  const frontMin = Math.min(...row.map((c) => Math.min(...c.frontMs)));
  const chars = readFileSync(`${portsDir}${port}.ts`, "utf8").length;
  const cells = row.map((c, i) => `${(median(c.fullMs) - fronts[i]).toFixed(2)} (${(c.codeChars / 1024).toFixed(0)})`);
  // the front half differs a little per target (legalize); show the range over targets
  const lo = Math.min(...fronts), hi = Math.max(...fronts);
  console.log(`| ${port} | ${chars} | ${lo.toFixed(2)}${hi - lo >= 0.01 ? "–" + hi.toFixed(2) : ""} (${frontMin.toFixed(2)}) | ${cells.join(" | ")} |`);
}
