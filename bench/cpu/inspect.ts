/**
 * Reproduces what the shim compiles for each bench kernel, for reading (RESULTS.md, Analysis):
 *   node --import tsx bench/cpu/inspect.ts
 * writes under bench/cpu/out/asm/:
 *   <kernel>.ll        the IR a launch compiles (kernel.inspect with the launch's arguments: noalias variant)
 *   <kernel>.opt.ll    opt-14 -O3 -mcpu=<host>      (the shim runs the same O3 pipeline for the host CPU)
 *   <kernel>.s         llc-14 -O3 -mcpu=<host> of the optimized IR
 *   <kernel>.gcc.s     gcc -O3 -march=native -fopenmp -S of c/<kernel>.c (and .gcc-nofma.s with -ffp-contract=off)
 * and prints, per kernel, how long opt and llc take (with -time-passes output in <kernel>.llc-time.txt).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as tack from "../../runtime/index.js";
import { loadCpuShim } from "../../runtime/backends/cpu-shim.js";
import { cases } from "./kernels.js";

const here = fileURLToPath(new URL("./", import.meta.url));
const dir = join(here, "out", "asm");
mkdirSync(dir, { recursive: true });
const shim = loadCpuShim();
if ("error" in shim) throw new Error(shim.error);
const cpu = shim.hostInfo().cpu;

const seen = new Set<string>();
for (const c of cases) {
  if (seen.has(c.cBin)) continue; // saxpy 2^24 and 2^26 compile to the same code
  seen.add(c.cBin);
  const base = join(dir, c.cBin);
  const k = tack.kernel(c.fn as (...a: never[]) => void);
  const ir = k.inspect(c.args() as never);
  writeFileSync(base + ".ll", ir);
  const t0 = Date.now();
  execFileSync("opt-14", ["-O3", `-mcpu=${cpu}`, "-S", base + ".ll", "-o", base + ".opt.ll"]);
  const t1 = Date.now();
  const llc = spawnSync("llc-14", ["-O3", `-mcpu=${cpu}`, "-time-passes", base + ".opt.ll", "-o", base + ".s"], { encoding: "utf8" });
  const t2 = Date.now();
  writeFileSync(base + ".llc-time.txt", llc.stderr);
  const src = join(here, "c", c.cBin + ".c");
  execFileSync("gcc", ["-O3", "-march=native", "-fopenmp", "-S", src, "-o", base + ".gcc.s"]);
  execFileSync("gcc", ["-O3", "-march=native", "-fopenmp", "-ffp-contract=off", "-S", src, "-o", base + ".gcc-nofma.s"]);
  const lines = (f: string) => execFileSync("wc", ["-l", f], { encoding: "utf8" }).trim().split(" ")[0];
  console.log(`${c.cBin}: opt ${t1 - t0} ms, llc ${t2 - t1} ms; ${lines(base + ".s")} asm lines (gcc ${lines(base + ".gcc.s")})`);
}
