// BS quick compile in a fresh process after a given preparation (MODE): how much of the first
// quick build is first use of the quick pipeline / the thread's TargetMachine
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
const require = createRequire(import.meta.url);
const shim = require(process.env.SHIM ?? process.cwd() + "/build/Release/tack_cpu.node");
const E = process.env.EXP;
const ir = readFileSync(`${E}/blackScholes.ll`, "utf8");
const warm = readFileSync(`${E}/warm.ll`, "utf8");
const mode = process.env.MODE;
if (mode === "wasmwarm" || mode === "wasmlate") {
  const { setFlagsFromString } = await import("node:v8");
  setFlagsFromString("--no-wasm-lazy-compilation");
  globalThis.keep = new WebAssembly.Module(readFileSync(process.cwd() + "/wasm/tack-compiler.wasm"));
  setFlagsFromString("--wasm-lazy-compilation");
  if (mode === "wasmlate") await new Promise((r) => setTimeout(r, 300));
}
if (mode !== "cold") await shim.warmUp();
if (mode === "wasmlate") await new Promise((r) => setTimeout(r, 300));
if (mode === "mainq") shim.compile(warm, ["tack_warm_up"], { optLevel: 0, quick: true });
if (mode === "main0") shim.compile(warm, ["tack_warm_up"], { optLevel: 0 });
if (mode === "asyncq") await shim.compileAsync(warm, ["tack_warm_up"], { optLevel: 0, quick: true });
const rows = [];
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const m = shim.compile(ir, ["tack_chunk_blackScholes"], { optLevel: 0, quick: true });
  const ms = performance.now() - t;
  const ti = m.timings;
  rows.push(`${ms.toFixed(2)} (${ti.parseMs.toFixed(2)}/${ti.optMs.toFixed(2)}/${ti.codegenMs.toFixed(2)})`);
}
console.log(mode.padEnd(6), rows.join("  "));
