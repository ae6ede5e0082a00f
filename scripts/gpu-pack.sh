#!/bin/bash
# Assembles .device/ for a run on the GPU machine (no Node.js, no registry there; see
# /work/shared/device/README.md): Node.js, the GPU shims, the CPU shim (xz; bench/cuda/apps.ts
# runs the CPU backend beside CUDA; it must be the static-LLVM build), the compiler's Wasm and
# a tarball of only the node_modules the GPU suite and bench/cuda need (vitest, tsx and what
# they load).
# Run from the project root after `npm run build`; then run scripts/gpu-run.sh there with
# carry [".device", "wasm/tack-compiler.wasm"].
set -euo pipefail
root=$(git rev-parse --show-toplevel)
cd "$root"
mkdir -p .device
exclude="$(git rev-parse --git-common-dir)/info/exclude"
grep -qxF '/.device/' "$exclude" 2>/dev/null || echo '/.device/' >> "$exclude"
node_bin=$(readlink -f "$(command -v node)")
[[ -f .device/node.xz && .device/node.xz -nt $node_bin ]] || xz -T0 -6 -c "$node_bin" > .device/node.xz
cp build/Release/tack_cuda.node build/Release/tack_opencl.node .device/
if ldd build/Release/tack_cpu.node | grep -q libLLVM; then echo "build/Release/tack_cpu.node links LLVM dynamically; rebuild it static (npm run build:shim)" >&2; exit 1; fi
[[ -f .device/tack_cpu.node.xz && .device/tack_cpu.node.xz -nt build/Release/tack_cpu.node ]] || xz -T0 -6 -c build/Release/tack_cpu.node > .device/tack_cpu.node.xz
modules=$(readlink -f node_modules)
node -e '
  const fs = require("fs"), path = require("path");
  const root = process.argv[1], seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !fs.existsSync(path.join(root, name, "package.json"))) return;
    seen.add(name);
    const pj = JSON.parse(fs.readFileSync(path.join(root, name, "package.json"), "utf8"));
    for (const d of Object.keys({ ...pj.dependencies, ...pj.optionalDependencies, ...pj.peerDependencies })) visit(d);
  };
  ["vitest", "tsx", "comlink"].forEach(visit);
  fs.writeFileSync(".device/modules.txt", [...seen].join("\n") + "\n");
' "$modules"
tar -C "$modules" -cf - -T .device/modules.txt | xz -T0 -6 > .device/node_modules.tar.xz
du -sh .device/*
