// `npm install` of the packed tarball (package.json "install"). The tarball carries the CPU
// shim prebuilt (build/Release/tack_cpu.node, LLVM 14 linked in statically, so it needs only
// glibc >= 2.36 and libstdc++: binding.gyp). When that file loads here there is nothing to do.
// Otherwise (another OS or CPU, an older glibc) the shim is built from the shipped sources with
// node-gyp if LLVM 14's development files are present; if not, the install still succeeds and
// `tack.devices()` lists the cpu device as unavailable with the reason (the wasm device runs
// kernels without it). In a git checkout this does nothing: `prepare` (scripts/build.mjs)
// builds everything there.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const shim = "build/Release/tack_cpu.node";

function loads() {
  if (!existsSync(shim)) return false;
  const r = spawnSync(process.execPath, ["-e", `require(${JSON.stringify(`./${shim}`)})`], { encoding: "utf8" });
  if (r.status !== 0) console.warn(`tack: the prebuilt CPU shim does not load here:\n${r.stderr.trim().split("\n").slice(0, 3).join("\n")}`);
  return r.status === 0;
}

if (existsSync("compiler") || existsSync(".git")) process.exit(0);
if (loads()) process.exit(0);

const llvm = process.env.TACK_LLVM_DIR ?? "/usr/lib/llvm-14";
if (!existsSync(`${llvm}/include/llvm/IR/Module.h`)) {
  console.warn(`tack: LLVM 14 development files not found in ${llvm}, so the CPU shim cannot be built; ` +
    "the cpu device will be unavailable (install llvm-14-dev and run `npx node-gyp rebuild` in this package, or use the wasm device)");
  process.exit(0);
}
console.log("tack: building the CPU shim from source (node-gyp)");
const args = ["node-gyp", "rebuild", ...(process.env.TACK_LLVM_DIR ? ["--", `-Dllvm_dir=${llvm}`] : [])];
const r = spawnSync("npx", args, { stdio: "inherit" });
if (r.status !== 0) console.warn("tack: the CPU shim failed to build (see above); the cpu device will be unavailable");
