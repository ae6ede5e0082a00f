#!/bin/bash
# Packs what bench/cpu/scaling.mjs needs on the GPU machine (16 quiet cores, no Node.js, no
# LLVM) into one folder that mirrors the repo root, then prints the device command.
#
#   scripts/bench-gpu-host.sh [DEST]     # DEST defaults to .device/cpu in this checkout
#
# A device call sends the checkout its session started in, so DEST must be a git-ignored
# folder of that checkout (its .git/info/exclude lists /.device/): from a helper's worktree,
# pass <session checkout>/.device/cpu. DEST gets package.json, dist/, wasm/, bench/cpu/
# {scaling.mjs,c/}, Node.js (node.xz), the static CPU shim (tack_cpu.node.xz) and static C
# references built here for Sapphire/Emerald Rapids (c/, used only if the machine has no
# gcc): about 46 MB of the 64 MiB that travels. Then:
#
#   run(command: <the line printed at the end>, carry: [".device"])
#
# Results come back under $OUT/scaling/ (scaling.md, scaling.json, scaling.log); commit them
# under bench/cpu/scaling/ and update bench/cpu/SCALING.md. Delete DEST afterwards.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
cd "$root"
dest=${1:-$root/.device/cpu}
npm run build:ts  # dist/ and its bundle (the package entry): tsc alone leaves the bundle stale
shim=build/Release/tack_cpu.node
if [[ ! -f $shim ]] || ldd "$shim" | grep -q libLLVM; then
  npx node-gyp rebuild --nodedir=/usr  # llvm_link=static is the default
fi
if ldd "$shim" | grep -q libLLVM; then echo "the shim is not the static build" >&2; exit 1; fi
rm -rf "$dest"
mkdir -p "$dest/bench/cpu" "$dest/wasm" "$dest/c"
cp package.json "$dest/"
cp -r dist "$dest/"
cp wasm/tack-compiler.wasm "$dest/wasm/"
cp bench/cpu/scaling.mjs bench/cpu/small-launch.mjs "$dest/bench/cpu/"
cp -r bench/cpu/c "$dest/bench/cpu/"
xz -T0 -6 -c "$(readlink -f "$(command -v node)")" > "$dest/node.xz"
xz -T0 -6 -c "$shim" > "$dest/tack_cpu.node.xz"
for c in saxpy mandelbrot nbody stencil; do
  gcc -O3 -march=sapphirerapids -fopenmp -static -o "$dest/c/$c" "bench/cpu/c/$c.c" -lm 2>/dev/null
done
# the SPMD shape harness (bench/cpu/spmd-shape): both builds' loops compiled here for the host's CPU
if command -v clang-14 > /dev/null; then
  bench/cpu/spmd-shape/build.sh "$dest/shape" icelake-client
  cp bench/cpu/spmd-shape/run.sh "$dest/shape/"
  rm -f "$dest/shape/"*.o
fi
# the runtime imports comlink (the compile pool): it travels beside dist/
mkdir -p "$dest/node_modules" && cp -rL node_modules/comlink "$dest/node_modules/"
# bench/wasm/run.ts as one plain-JS file over dist/ (no tsx there), and binaryen for the wasm
# device (its index.js, xz'd: 13.5 -> 1.5 MB); the same for the wasm device's probes
# (launch-cost: fan-out and join of the pool; threads-probe: each thread's CPU time and cores;
# stencil-floor: the stencil against a hand-written Wasm loop; pool-start: the workers' share of
# the first launches after a compile; nbody-tier-probe: issue 11's n-body A/B, driven by
# nbody-tier-ab.sh, copied beside it). On the host, after the line below:
#   xz -d node_modules/binaryen/index.js.xz && node bench/wasm/run.mjs --quick --threads 2 --out $OUT/wasm.md
mkdir -p "$dest/node_modules/binaryen"
source "$root/scripts/bench-bundle.sh"
bench_bundle "$dest" wasm run processes alias alone small-ranges launch-cost threads-probe stencil-floor pool-start nbody-tier-probe
cp bench/wasm/nbody-tier-ab.sh "$dest/bench/wasm/"
cp node_modules/binaryen/package.json "$dest/node_modules/binaryen/"
xz -T0 -6 -c node_modules/binaryen/index.js > "$dest/node_modules/binaryen/index.js.xz"
du -sh "$dest"
cat <<'CMD'
cd .device/cpu && xz -dc node.xz > /tmp/node && chmod +x /tmp/node c/* && export PATH=/tmp:$PATH && mkdir -p build/Release && xz -dc tack_cpu.node.xz > build/Release/tack_cpu.node && ldd build/Release/tack_cpu.node; node bench/cpu/scaling.mjs --out /tmp/s --prebuilt c > /tmp/scaling.log 2>&1; tail -40 /tmp/scaling.log; mkdir -p $OUT/scaling && cp /tmp/s/scaling.md /tmp/s/scaling.json /tmp/scaling.log $OUT/scaling/; [ -x shape/harness ] && bash shape/run.sh shape > $OUT/scaling/shape.log 2>&1; cat $OUT/scaling/shape.log
CMD
