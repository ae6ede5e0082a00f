#!/bin/bash
# Packs launch-trace.ts for the 16-core host beside a pack of scripts/bench-gpu-host.sh:
# this checkout's dist/ (its wasm pool's options and trace), package.json, the compiler's
# Wasm and launch-trace.mjs (bundled, its runtime imports pointing at this dist/) into
# PACK/wasm16/. On the host it borrows the pack's node_modules (binaryen, comlink) and its
# static CPU shim (build/Release, copied in by the host command). About 2 MB.
#
#   bench/wasm/pack-launch-trace.sh PACK      # PACK: the folder bench-gpu-host.sh filled
set -euo pipefail
pack=${1:?usage: pack-launch-trace.sh PACK}
root=$(git rev-parse --show-toplevel)
cd "$root"
dest=$pack/wasm16
source scripts/bench-bundle.sh
bench_dist "$dest"
bench_bundle "$dest" wasm launch-trace
du -sh "$dest"
