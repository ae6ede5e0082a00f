/**
 * One cold compile of the corpus saxpy as the first compile of a fresh process (run by
 * bench/cpu/run.ts): pays the Wasm compiler's lazy compilation and instantiation and the
 * shim's TargetMachine creation, which the in-process medians don't. Prints one JSON line.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as tack from "../../runtime/index.js";
import { loadCpuShim } from "../../runtime/backends/cpu-shim.js";

const shim = loadCpuShim();
if ("error" in shim) throw new Error(shim.error);
const triple = shim.hostInfo().triple;
const source = readFileSync(fileURLToPath(new URL("../../test/corpus/saxpy.ts", import.meta.url)), "utf8");
const now = () => Number(process.hrtime.bigint()) / 1e6;
const t0 = now();
const r = tack.compile(source, { name: "saxpy", noalias: true, triple });
const t1 = now();
const mod = shim.compile(r.code, [r.abi.chunk]);
const t2 = now();
const { parseMs, optMs, codegenMs, jitMs } = mod.timings;
process.stdout.write(
  JSON.stringify({ front: t1 - t0, parse: parseMs, opt: optMs, codegen: codegenMs, jit: jitMs, total: t2 - t0, wall: t2 - t1 }) + "\n",
);
