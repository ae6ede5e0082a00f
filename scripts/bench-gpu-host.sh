#!/bin/bash
# Prepares what bench/cpu/scaling.mjs needs on the GPU machine (16 quiet cores, no Node.js,
# no LLVM) under .device/ (git-ignored), then prints the device command. Run from the root:
#
#   scripts/bench-gpu-host.sh            # builds dist/ and the static shim if missing, packs
#
# Carried: .device/ (Node.js as node.xz, the static CPU shim as tack_cpu.node.xz, static C
# references built here for Sapphire/Emerald Rapids in case the machine has no gcc), dist/ and
# wasm/tack-compiler.wasm: about 35 MB of the 64 MiB that travels. The run call:
#
#   run(command: <the line printed at the end>, carry: [".device", "dist", "wasm/tack-compiler.wasm"])
#
# Results come back under $OUT/scaling/ (scaling.md, scaling.json); commit them as
# bench/cpu/SCALING.md with the command.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
cd "$root"
mkdir -p .device/c
[[ -f dist/runtime/index.js ]] || npx tsc -p tsconfig.build.json
shim=build/Release/tack_cpu.node
if [[ ! -f $shim ]] || ldd "$shim" | grep -q libLLVM; then
  npx node-gyp rebuild --nodedir=/usr  # llvm_link=static is the default
fi
if ldd "$shim" | grep -q libLLVM; then echo "the shim is not the static build" >&2; exit 1; fi
node_bin=$(readlink -f "$(command -v node)")
[[ -f .device/node.xz && .device/node.xz -nt $node_bin ]] || xz -T0 -6 -c "$node_bin" > .device/node.xz
xz -T0 -6 -c "$shim" > .device/tack_cpu.node.xz
for c in saxpy mandelbrot nbody stencil; do
  gcc -O3 -march=sapphirerapids -fopenmp -static -o ".device/c/$c" "bench/cpu/c/$c.c" -lm
done
du -sh .device dist wasm/tack-compiler.wasm
cat <<'CMD'
xz -dc .device/node.xz > /tmp/node && chmod +x /tmp/node && export PATH=/tmp:$PATH && mkdir -p build/Release && xz -dc .device/tack_cpu.node.xz > build/Release/tack_cpu.node && ldd build/Release/tack_cpu.node && nproc && (gcc --version | head -1 || true) && node bench/cpu/scaling.mjs --out $OUT/scaling --prebuilt .device/c 2>&1 | tail -80
CMD
