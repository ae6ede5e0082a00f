// A fresh process for the GPU disk-cache tests: runs KERNELS distinctSource kernels on DEVICE
// ("opencl" or "cuda") through the sync API or launchAsync (MODE), compares each with its plain
// run, and prints `@@TACK_RESULT {json}` with what ran: front-half compiles, driver builds from
// source (OpenCL clBuildProgram / NVRTC), loads of a stored binary, and the cache's counters.
import * as tack from "../../runtime/index.js";
import type { CudaBackend } from "../../runtime/backends/cuda.js";
import { Compiler } from "../../wasm/host.js";
import { distinctArgs, distinctSource } from "../workers/kernels.js";

const count = Number(process.env.KERNELS ?? 1);
const mode = process.env.MODE ?? "sync";
const type = process.env.DEVICE ?? "opencl";

const device = tack.setDefaultDevice(type);
const kernels = Array.from({ length: count }, (_, j) => tack.kernel(distinctSource(j)));
const refs = kernels.map((k, j) => {
  const args = distinctArgs(j);
  k.plain(...args);
  return args[2];
});

const counts = { front: 0, builds: 0, loads: 0 };
const frontCompile = Compiler.prototype.compile;
Compiler.prototype.compile = function (text: string) {
  counts.front++;
  return frontCompile.call(this, text);
};
/** Replaces a shim function by one that counts its calls. */
function counted(shim: object, names: string[], key: "builds" | "loads"): void {
  const s = shim as Record<string, (...a: unknown[]) => unknown>;
  for (const name of names) {
    const f = s[name];
    s[name] = (...a: unknown[]) => {
      counts[key]++;
      return f(...a);
    };
  }
}
if (type === "cuda") {
  const shim = (device.backend as CudaBackend).shim;
  counted(shim, ["compile", "compileAsync"], "builds");
  counted(shim, ["load"], "loads");
} else {
  const shim = (device.backend as unknown as { shim: object }).shim;
  counted(shim, ["build", "buildAsync"], "builds");
  counted(shim, ["buildBinary"], "loads");
}

let wrong = 0;
await Promise.all(kernels.map(async (k, j) => {
  const args = distinctArgs(j);
  if (mode === "async") await k.launchAsync(...args);
  else k(...args);
  // f32 arithmetic against the plain run's f64 (rounded once at the store): harness.ts's f32 tolerance
  if (args[2].some((v, i) => !(Math.abs(v - refs[j][i]) <= 1e-5 * Math.max(1, Math.abs(refs[j][i]))))) wrong++;
}));
console.log(`@@TACK_RESULT ${JSON.stringify({ ...counts, wrong, cache: tack.cache.stats() })}`);
