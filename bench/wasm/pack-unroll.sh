#!/bin/bash
# Packs this checkout's wasm device (dist/, the compiler's Wasm) with bench/wasm's ab and run
# bundled over it into PACK/unroll/, beside a pack of scripts/bench-gpu-host.sh (session 9,
# unroll: the out-of-line vector loop four vectors a trip, saxpy on the 16-core host). On the
# host it borrows the pack's node_modules (binaryen, comlink) and its static CPU shim; ab.mjs
# compares this dist's wasm device with the pack's own (PACK/dist: the checkout
# bench-gpu-host.sh ran in, main). About 2 MB.
#
#   bench/wasm/pack-unroll.sh PACK      # PACK: the folder bench-gpu-host.sh filled
#   then, on the host, from PACK: bash unroll/run.sh > $OUT/unroll.txt 2>&1   (under 110 s: every step has a timeout)
set -euo pipefail
pack=${1:?usage: pack-unroll.sh PACK}
root=$(git rev-parse --show-toplevel)
cd "$root"
npm run build:ts > /dev/null
dest=$pack/unroll
rm -rf "$dest"
mkdir -p "$dest/bench/wasm" "$dest/wasm"
cp -r dist package.json "$dest/"
cp wasm/tack-compiler.wasm "$dest/wasm/"
for b in ab run; do
  npx esbuild "bench/wasm/$b.ts" --bundle --platform=node --format=esm --log-level=warning \
    --external:binaryen --external:tack '--external:../../runtime/*' --outfile="$dest/bench/wasm/$b.mjs"
  sed -i -e 's|"\.\./\.\./runtime/|"../../dist/runtime/|' -e 's|from "tack"|from "../../dist/runtime/index.js"|' "$dest/bench/wasm/$b.mjs"
done
cat > "$dest/run.sh" <<'RUN'
#!/bin/bash
# on the host, from the pack (node on PATH): saxpy's one-process A/B of this build's wasm device
# against the pack's (wall ms per launch, interleaved) at 16 threads over cache-resident to DRAM
# sizes and at 1 thread, then run.mjs's saxpy (wasm against the cpu device) at 16 threads for both
set -uo pipefail
pack=$(cd "$(dirname "$0")/.." && pwd)
cd "$pack"
[[ -f node_modules/binaryen/index.js ]] || xz -dk node_modules/binaryen/index.js.xz
mkdir -p build/Release
[[ -f build/Release/tack_cpu.node ]] || xz -dc tack_cpu.node.xz > build/Release/tack_cpu.node
ln -sfn "$pack/node_modules" unroll/node_modules
mkdir -p unroll/build && ln -sfn "$pack/build/Release" unroll/build/Release
echo "== $(date -u) node $(node --version) $(nproc) cores; $(lscpu | grep 'Model name' | sed 's/  */ /g'); load $(cat /proc/loadavg)"
U=unroll/bench/wasm
for t in 16 1; do
  for s in 20 22 24; do
    timeout 10 node $U/ab.mjs --base "$pack/dist/runtime/index.js" --only saxpy --threads $t --saxpy-log2n $s --rounds 201 --wall | tail -1
  done
done
echo "== run.mjs saxpy, 16 threads: this branch, then the pack's"
timeout 25 node $U/run.mjs --quick --threads 16 --only saxpy --no-write 2>&1 | grep -E 'threads:|saxpy'
timeout 25 node bench/wasm/run.mjs --quick --threads 16 --only saxpy --no-write 2>&1 | grep -E 'threads:|saxpy'
echo "== done $(date -u); load $(cat /proc/loadavg)"
RUN
chmod +x "$dest/run.sh" bench/wasm/pack-unroll.sh
du -sh "$dest"
