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
npm run build:ts > /dev/null
dest=$pack/wasm16
rm -rf "$dest"
mkdir -p "$dest/bench/wasm" "$dest/wasm"
cp -r dist package.json "$dest/"
cp wasm/tack-compiler.wasm "$dest/wasm/"
npx esbuild bench/wasm/launch-trace.ts --bundle --platform=node --format=esm --log-level=warning \
  --external:binaryen --external:tack '--external:../../runtime/*' --outfile="$dest/bench/wasm/launch-trace.mjs"
sed -i -e 's|"\.\./\.\./runtime/|"../../dist/runtime/|' -e 's|from "tack"|from "../../dist/runtime/index.js"|' "$dest/bench/wasm/launch-trace.mjs"
du -sh "$dest"
