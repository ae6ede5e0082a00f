// Builds everything a checkout needs, in order: the compiler (AssemblyScript → Wasm), the
// native shims (the CPU's against LLVM 14, the GPU drivers' against nothing) and dist/
// (TypeScript, and its bundle for the package entry). Run by `npm install` (prepare) and CI.
//
// Without LLVM 14's development files (or when its build fails) the CPU shim is skipped with a
// message saying how to get it, so an install never fails for it: `tack.devices()` then lists
// the cpu device as unavailable with that reason, and kernels run on the wasm device, which
// needs nothing native. Set TACK_REQUIRE_SHIM=1 (CI does) to make a missing or failed CPU shim
// build an error. The GPU shims are built alongside and never fail the install.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const require = process.env.TACK_REQUIRE_SHIM === "1";

function run(label, cmd, args, env = {}) {
  console.log(`build: ${label}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
}

if (!run("compiler (asc)", process.execPath, ["scripts/build-compiler.mjs"])) process.exit(1);

// Native shims, one node-gyp build: the CPU shim when LLVM 14 is here, and the GPU shims
// (tack_opencl, tack_cuda), which link no driver (they dlopen it at run time) and so build
// wherever g++ does. A failed GPU shim build never fails the install: it is retried without
// them, and the GPU devices then say their shim is not built.
const llvm = process.env.TACK_LLVM_DIR ?? "/usr/lib/llvm-14";
const haveLlvm = existsSync(`${llvm}/include/llvm/IR/Module.h`);
if (!haveLlvm) {
  const msg =
    `LLVM 14 development files not found in ${llvm}: the cpu shim is skipped, and Tack runs kernels on the wasm device. ` +
    "For the cpu device (LLVM JIT, the fastest): apt-get install llvm-14-dev g++, then npm run build:shim";
  if (require) {
    console.error(`build: ${msg}`);
    process.exit(1);
  }
  console.warn(`build: warning: ${msg}`);
}
const gyp = (defines) => ["node-gyp", "rebuild", "--nodedir=/usr", "--", ...defines];
const defines = [...(process.env.TACK_LLVM_DIR ? [`-Dllvm_dir=${llvm}`] : []), ...(haveLlvm ? [] : ["-Dtack_cpu=0"])];
if (!run(haveLlvm ? "cpu and gpu shims (node-gyp)" : "gpu shims (node-gyp)", "npx", gyp(defines), { npm_config_nodedir: "/usr" })) {
  console.warn("build: warning: the native shims failed to build (see above); the GPU shims are skipped and the cpu shim is built alone");
  if (!haveLlvm || !run("cpu shim alone (node-gyp)", "npx", ["node-gyp", "configure", "--nodedir=/usr", "--", ...defines], { npm_config_nodedir: "/usr" }) ||
      !run("cpu shim alone (make)", "make", ["-C", "build", "tack_cpu"])) {
    console.error(
      "build: the cpu shim failed to build (see above): Tack runs kernels on the wasm device. " +
        "For the cpu device, fix the error and run npm run build:shim",
    );
    if (require) process.exit(1);
  }
}

if (!run("dist (tsc)", "npx", ["tsc", "-p", "tsconfig.build.json"])) process.exit(1);
// the package entry: the main thread's runtime as one script, loaded through a V8 code cache
if (!run("dist/tack.js (esbuild)", process.execPath, ["scripts/build-bundle.mjs"])) process.exit(1);
