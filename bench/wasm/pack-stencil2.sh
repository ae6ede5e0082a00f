#!/bin/bash
# Packs this checkout's wasm device (dist/, the compiler's Wasm) with bench/wasm's stencil-floor,
# ab and run bundled over it into PACK/stencil2/, beside a pack of scripts/bench-gpu-host.sh
# (session 9, stencil2: the stencil's loop shapes on the 16-core host). On the host it borrows the
# pack's node_modules (binaryen, comlink) and its static CPU shim; ab.mjs compares this dist's
# wasm device with the pack's own (PACK/dist: the checkout bench-gpu-host.sh ran in). About 2 MB.
#
#   bench/wasm/pack-stencil2.sh PACK      # PACK: the folder bench-gpu-host.sh filled
#   then, on the host, from PACK: bash stencil2/run.sh > $OUT/stencil2.txt 2>&1   (about 80 s)
set -euo pipefail
pack=${1:?usage: pack-stencil2.sh PACK}
root=$(git rev-parse --show-toplevel)
cd "$root"
dest=$pack/stencil2
source scripts/bench-bundle.sh
bench_dist "$dest"
bench_bundle "$dest" wasm stencil-floor ab run
cat > "$dest/run.sh" <<'RUN'
#!/bin/bash
# on the host, from the pack (node on PATH; binaryen's index.js unpacked by the pack's own line,
# else here): the stencil's loop shapes on one thread, this build's wasm device against the
# pack's, and run.mjs's stencil at 1, 2 and 16 threads for both
set -uo pipefail
pack=$(cd "$(dirname "$0")/.." && pwd)
cd "$pack"
[[ -f node_modules/binaryen/index.js ]] || xz -dk node_modules/binaryen/index.js.xz
mkdir -p build/Release
[[ -f build/Release/tack_cpu.node ]] || xz -dc tack_cpu.node.xz > build/Release/tack_cpu.node
ln -sfn "$pack/node_modules" stencil2/node_modules
mkdir -p stencil2/build && ln -sfn "$pack/build/Release" stencil2/build/Release
echo "== $(date -u) node $(node --version) $(nproc) cores; $(lscpu | grep 'Model name' | sed 's/  */ /g'); load $(cat /proc/loadavg)"
S=stencil2/bench/wasm
for r in 1 2; do timeout 60 node $S/stencil-floor.mjs --rounds 27 --variants 2,4,s1,s2,s4; done
timeout 60 node $S/ab.mjs --base "$pack/dist/runtime/index.js" --rounds 21 --only stencil,saxpy
for t in 1 2 16; do
  echo "== threads $t: this branch, then the pack's"
  timeout 60 node $S/run.mjs --quick --threads $t --only stencil --no-write
  timeout 60 node bench/wasm/run.mjs --quick --threads $t --only stencil --no-write
done
echo "== done $(date -u); load $(cat /proc/loadavg)"
RUN
chmod +x "$dest/run.sh" bench/wasm/pack-stencil2.sh
du -sh "$dest"
