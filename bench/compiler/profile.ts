/**
 * Where the compiler's time goes: builds a copy of the release compiler that keeps its function
 * names (asc -O3 --debug, into bench/compiler/out/, leaving wasm/ alone), runs the corpus on it
 * under `node --cpu-prof`, and prints the time split over the compiler's phases and the hottest
 * functions. Run with `node --import tsx bench/compiler/profile.ts [--seconds 8] [--kernel NAME]`.
 *
 * The split is of the main thread's samples: the wasm compile (compiler/index/compileText and its
 * phases), the host's glue around it (copy in, UTF-16 decode) and JSON.parse of the result.
 * `--port NAME [--target T] [--front]` profiles one port of test/ports instead of the corpus
 * (`--front`: its `query front` request, the front half alone); `--split FN,FN` adds splits.
 * Function names come from the wasm name section; binaryen merges identical functions, so a
 * generic helper (Array#push) may show under one of its instantiations' names.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CompilerInstance, RECYCLE_BYTES } from "../../wasm/host.js";
import { requestText } from "../../runtime/request.js";
import { LLVM_TARGET } from "../../runtime/compile.js";
import { OFFLINE_TARGETS } from "../../runtime/targets.js";
import { corpus } from "../../test/compiler/corpus.js";

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const thisFile = fileURLToPath(import.meta.url);
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const outDir = fileURLToPath(new URL("./out/", import.meta.url));
const namedWasm = outDir + "tack-compiler.names.wasm";
const profDir = outDir + "prof/";

// ---- child: the loop being profiled ---------------------------------------------------------

if (argv.includes("--child")) {
  const module = new WebAssembly.Module(readFileSync(namedWasm));
  const only = option("--kernel");
  const port = option("--port");
  const kernels = port ? [] : corpus().filter((k) => !only || k.name === only);
  if (kernels.length === 0 && !port) throw new Error(`no corpus kernel '${only}'`);
  const texts = kernels.map((k) =>
    requestText({ source: k.source, name: k.name, target: { ...LLVM_TARGET, noalias: false }, scope: [] }),
  );
  if (port) {
    const source = readFileSync(`${repoRoot}test/ports/${port}.ts`, "utf8");
    const target = OFFLINE_TARGETS[(option("--target") ?? "llvm") as keyof typeof OFFLINE_TARGETS];
    const text = requestText({ source, name: undefined, params: undefined, target, scope: [] });
    texts.push(argv.includes("--front") ? text.replace(/^tack 1\n/, "tack 1\nquery front\n") : text);
  }
  let inst = new CompilerInstance(module);
  const step = (t: string) => {
    JSON.parse(inst.compile(t));
    if (inst.memoryBytes() > RECYCLE_BYTES) inst = new CompilerInstance(module);
  };
  for (let i = 0; i < 100; i++) for (const t of texts) step(t);
  const end = Date.now() + Number(option("--seconds") ?? 8) * 1000;
  let n = 0;
  const t0 = process.hrtime.bigint();
  while (Date.now() < end) for (const t of texts) step(t), n++;
  console.log(`${n} requests, mean ${(Number(process.hrtime.bigint() - t0) / 1e6 / n).toFixed(3)} ms`);
  process.exit(0);
}

// ---- build the named copy -------------------------------------------------------------------

mkdirSync(outDir, { recursive: true });
// --no-build: reuse the named copy of the last run (when only the profiled requests changed)
if (!argv.includes("--no-build")) {
  const { main } = await import("assemblyscript/asc");
  const { error, stderr } = await main(
    ["compiler/index.ts", "--runtime", "stub", "-O3", "--debug", "--outFile", namedWasm],
    {},
  );
  if (error) throw new Error(`asc failed: ${stderr.toString()}`);
}

// ---- profile --------------------------------------------------------------------------------

rmSync(profDir, { recursive: true, force: true });
const passThrough = ["--seconds", "--kernel", "--port", "--target"].flatMap((f) => (option(f) ? [f, option(f)!] : []));
if (argv.includes("--front")) passThrough.push("--front");
const r = spawnSync(
  process.execPath,
  ["--cpu-prof", `--cpu-prof-dir=${profDir}`, "--cpu-prof-interval", "100", "--import", "tsx", thisFile, "--child", ...passThrough],
  { cwd: repoRoot, encoding: "utf8" },
);
if (r.status !== 0) throw new Error(`profiled run failed: ${r.stderr}`);
process.stdout.write(r.stdout);

// tsx's loader runs on a worker thread with its own profile; the main thread's is the largest
const file = readdirSync(profDir)
  .filter((f) => f.endsWith(".cpuprofile"))
  .map((f) => profDir + f)
  .sort((a, b) => statSync(b).size - statSync(a).size)[0];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const prof = JSON.parse(readFileSync(file, "utf8")) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const selfTime = new Map<number, number>();
let total = 0;
prof.samples.forEach((id, i) => {
  const d = prof.timeDeltas[i] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + d);
  total += d;
});
const inclusive = new Map<number, number>();
function incl(n: ProfileNode): number {
  let v = inclusive.get(n.id);
  if (v === undefined) {
    v = (selfTime.get(n.id) ?? 0) + (n.children ?? []).reduce((a, c) => a + incl(byId.get(c)!), 0);
    inclusive.set(n.id, v);
  }
  return v;
}
const nameOf = (n: ProfileNode) => n.callFrame.functionName || `(anonymous ${n.callFrame.url.split("/").pop()})`;
const pct = (v: number, of: number) => ((100 * v) / of).toFixed(1).padStart(5) + "%";

/** Time in `fn` (outermost calls only) and how it splits over its direct callees. */
function split(fn: string, top = 14) {
  const parts = new Map<string, number>();
  let sum = 0;
  const visit = (n: ProfileNode, inside: boolean) => {
    const here = nameOf(n) === fn;
    if (here && !inside) {
      sum += incl(n);
      parts.set("(self)", (parts.get("(self)") ?? 0) + (selfTime.get(n.id) ?? 0));
      for (const c of n.children ?? []) {
        const cn = byId.get(c)!;
        parts.set(nameOf(cn), (parts.get(nameOf(cn)) ?? 0) + incl(cn));
      }
    }
    for (const c of n.children ?? []) visit(byId.get(c)!, inside || here);
  };
  visit(prof.nodes[0], false);
  console.log(`\n${fn}: ${pct(sum, total)} of all samples; of which`);
  for (const [k, v] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    if (v > 0) console.log(`  ${pct(v, sum)}  ${k}`);
  }
}

console.log(`profile: ${file} (${(total / 1e6).toFixed(1)} s sampled)`);
split("compile"); // CompilerInstance.compile: the wasm call and the host's glue
split("compiler/index/compileText");
split("compiler/index/specialize");
split("compiler/index/success");
for (const fn of (option("--split") ?? "").split(",").filter((f) => f)) split(fn);

const self = new Map<string, number>();
for (const n of prof.nodes) self.set(nameOf(n), (self.get(nameOf(n)) ?? 0) + (selfTime.get(n.id) ?? 0));
console.log("\nhottest functions (self time, all samples):");
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${pct(v, total)}  ${k}`);
