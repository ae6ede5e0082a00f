// Builds everything a checkout needs, in order: the compiler (AssemblyScript → Wasm), the CPU
// shim (C++ against LLVM 14) and dist/ (TypeScript). Run by `npm install` (prepare) and CI.
//
// The CPU shim is the only native piece. Without LLVM 14's development files (or when its
// build fails) it is skipped with a message saying how to get it, so an install never fails
// for it: `tack.devices()` then lists the cpu device as unavailable with that reason, and
// kernels run on the wasm device, which needs nothing native. Set TACK_REQUIRE_SHIM=1 (CI
// does) to make a missing or failed shim build an error.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const require = process.env.TACK_REQUIRE_SHIM === "1";

function run(label, cmd, args, env = {}) {
  console.log(`build: ${label}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
}

if (!run("compiler (asc)", process.execPath, ["scripts/build-compiler.mjs"])) process.exit(1);

const llvm = process.env.TACK_LLVM_DIR ?? "/usr/lib/llvm-14";
if (!existsSync(`${llvm}/include/llvm/IR/Module.h`)) {
  const msg =
    `LLVM 14 development files not found in ${llvm}: the cpu shim is skipped, and Tack runs kernels on the wasm device. ` +
    "For the cpu device (LLVM JIT, the fastest): apt-get install llvm-14-dev g++, then npm run build:shim";
  if (require) {
    console.error(`build: ${msg}`);
    process.exit(1);
  }
  console.warn(`build: warning: ${msg}`);
} else {
  const args = ["node-gyp", "rebuild", "--nodedir=/usr", ...(process.env.TACK_LLVM_DIR ? ["--", `-Dllvm_dir=${llvm}`] : [])];
  if (!run("cpu shim (node-gyp)", "npx", args, { npm_config_nodedir: "/usr" })) {
    console.error(
      "build: the cpu shim failed to build (see above): Tack runs kernels on the wasm device. " +
        "For the cpu device, fix the error and run npm run build:shim",
    );
    if (require) process.exit(1);
  }
}

if (!run("dist (tsc)", "npx", ["tsc", "-p", "tsconfig.build.json"])) process.exit(1);
