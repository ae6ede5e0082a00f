#!/bin/bash
# Packs an A/B of the at-once first launch from a warm disk cache (issue 9) for the GPU
# machine's quiet host, to run beside scripts/bench-gpu-host.sh's pack (which brings node, the
# static CPU shim and wasm/): this checkout's dist in mine/, OTHER's in main/, and the benches
# (at-once-pieces-ab.mjs, warm-start-ab's driver), and this checkout's CPU shim where it is not
# OTHER's. About 3 MB (11 MB with the shim).
#
#   bench/workers/at-once-ab-pack.sh DEST [OTHER=/work/main]
#
# On the host, with node on PATH, from the folder that holds DEST and the shim
# (build/Release/tack_cpu.node, or tack_cpu.node.xz) and wasm/tack-compiler.wasm:
#
#   bash DEST/run-atonce.sh . 30 20 > $OUT/atonce.txt 2>&1
#
# run-atonce.sh ROOT PIECES RUNS: at-once-pieces-ab.mjs, PIECES alternated fresh processes per
# arm (main, mine, and both again under --no-sparkplug: V8's batch compile lands in or out of
# the window by lottery, bench/workers/RESULTS.md session 8 firstjs), then warm-start-ab's
# driver, RUNS runs on the cpu device at once. About 60-80 s on the host.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
dest=${1:?DEST}
other=${2:-/work/main}
rm -rf "$dest"
mkdir -p "$dest/mine/bench/workers" "$dest/mine/bench/cuda" "$dest/mine/node_modules" "$dest/main/node_modules"
# -p keeps each bundle newer than its dist/runtime/ (else the package entry refuses it: no code cache)
cp "$root/package.json" "$dest/mine/" && cp -rp "$root/dist" "$dest/mine/"
cp "$other/package.json" "$dest/main/" && cp -rp "$other/dist" "$dest/main/"
cp -rL "$root/node_modules/comlink" "$dest/mine/node_modules/" && cp -rL "$root/node_modules/comlink" "$dest/main/node_modules/"
cp "$root/bench/workers/at-once-pieces.mjs" "$root/bench/workers/at-once-pieces-ab.mjs" "$root/bench/workers/warm-start-child.mjs" "$dest/mine/bench/workers/"
cp "$root/bench/cuda/warm-start-child.mjs" "$dest/mine/bench/cuda/"
cp "$root/bench/workers/warm-start-ab.mjs" "$dest/driver.mjs"
# a shim of this checkout's own (its C++ changed: another binary than OTHER's) goes with mine/,
# compressed (the static shim is about 35 MB, 8 MB as xz); OTHER's comes from bench-gpu-host.sh's pack
if ! cmp -s "$root/build/Release/tack_cpu.node" "$other/build/Release/tack_cpu.node"; then
  xz -T2 -c "$root/build/Release/tack_cpu.node" > "$dest/mine-tack_cpu.node.xz"
fi
cat > "$dest/run-atonce.sh" <<'RUN'
#!/bin/bash
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "${1:-.}" && pwd)
shim=$src/build/Release/tack_cpu.node
if [[ ! -f $shim ]]; then shim=$here/tack_cpu.node; xz -dc "$src/tack_cpu.node.xz" > "$shim"; fi
for t in mine main; do
  mkdir -p "$here/$t/build/Release" "$here/$t/wasm"
  cp "$shim" "$here/$t/build/Release/tack_cpu.node"
  cp "$src/wasm/tack-compiler.wasm" "$here/$t/wasm/"
done
if [[ -f $here/mine-tack_cpu.node.xz ]]; then xz -dc "$here/mine-tack_cpu.node.xz" > "$here/mine/build/Release/tack_cpu.node"; fi
cd "$here"
echo "load: $(uptime); $(nproc) cpus; node $(node --version)"
node mine/bench/workers/at-once-pieces-ab.mjs "${2:-30}" main=main mine=mine "mainNS=main,--no-sparkplug" "mineNS=mine,--no-sparkplug"
echo "load: $(uptime)"
node driver.mjs "${3:-20}" cpu
RUN
du -sh "$dest"
