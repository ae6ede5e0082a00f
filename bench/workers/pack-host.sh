#!/bin/bash
# Packs bench/workers' first-call and warm-start measurements for the GPU machine's 16-core host,
# which has no tsx: this checkout's dist/ and the .ts parents bundled with esbuild into plain .mjs
# over it, in one folder that mirrors the repo root, plus run.sh (session 9, compilerprep).
#
#   bench/workers/pack-host.sh DEST      # after `npm run build:ts` here
#
# On the host: node on PATH, and the static CPU shim at $TACK_SHIM or in one of the places run.sh
# looks (scripts/bench-gpu-host.sh's .device/cpu, gpu-pack.sh's .device/tack_cpu.node.xz). About
# 2.4 MB; about 60 s there. Then: bash DEST/run.sh > $OUT/workers.txt 2>&1 (or any one line of it,
# from DEST, with node on PATH and build/Release/tack_cpu.node in place).
set -euo pipefail
root=$(git rev-parse --show-toplevel)
cd "$root"
dest=${1:?DEST}
[[ -f dist/tack.js ]] || { echo "build dist/ first: npm run build:ts" >&2; exit 1; }
rm -rf "$dest"
mkdir -p "$dest/bench/workers" "$dest/wasm" "$dest/node_modules"
cp package.json "$dest/"
cp -r dist "$dest/"
cp wasm/tack-compiler.wasm "$dest/wasm/"
cp -rL node_modules/comlink "$dest/node_modules/"
cp bench/workers/first-call-child.mjs bench/workers/warm-start-child.mjs bench/workers/worker-start.mjs "$dest/bench/workers/"
# the parents (and first-call-again's child, which is itself) over dist/'s modules: one copy of
# the runtime, dist/runtime/ and dist/wasm/, which the bench's static imports are rewritten to
for b in first-call-again first-call warm-start; do
  npx esbuild "bench/workers/$b.ts" --bundle --platform=node --format=esm --log-level=warning \
    '--external:../../runtime/*' '--external:../../wasm/*' --external:esbuild --outfile="$dest/bench/workers/$b.mjs"
  sed -i -e 's|from "\.\./\.\./runtime/|from "../../dist/runtime/|g' -e 's|from "\.\./\.\./wasm/|from "../../dist/wasm/|g' "$dest/bench/workers/$b.mjs"
done
# first-call.ts --dist's kernels (it rewrites their Tack import to the package entry itself)
npx esbuild bench/workers/kernels.ts --bundle --platform=node --format=esm --log-level=warning \
  '--external:../../runtime/*' --outfile="$dest/bench/workers/kernels-dist.mjs"
cat > "$dest/run.sh" <<'RUN'
#!/bin/bash
# on the host: the static CPU shim into build/Release, then the measurements (about 60 s)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
mkdir -p build/Release
if [[ ! -f build/Release/tack_cpu.node ]]; then
  for s in "${TACK_SHIM:-}" ../cpu/build/Release/tack_cpu.node ../../build/Release/tack_cpu.node; do
    [[ -n $s && -f $s ]] && { cp "$s" build/Release/tack_cpu.node; break; }
  done
fi
if [[ ! -f build/Release/tack_cpu.node ]]; then
  for s in ../cpu/tack_cpu.node.xz ../tack_cpu.node.xz ./tack_cpu.node.xz; do
    [[ -f $s ]] && { xz -dc "$s" > build/Release/tack_cpu.node; break; }
  done
fi
[[ -f build/Release/tack_cpu.node ]] || { echo "no CPU shim: set TACK_SHIM" >&2; exit 1; }
echo "== $(date -u) node $(node --version) $(nproc) cores; $(lscpu | grep 'Model name' | sed 's/  */ /g')"
B=bench/workers
timeout 60 node $B/first-call-again.mjs 7 blackScholes
timeout 60 node $B/first-call.mjs 7 --dist --kernel=blackScholes
for r in 1 2; do timeout 60 node $B/warm-start.mjs 9 --dist; done
timeout 60 node $B/worker-start.mjs 9
echo "== done $(date -u)"
RUN
chmod +x "$dest/run.sh"
du -sh "$dest"
