#!/bin/bash
# Packs an A/B of the first launch from a warm disk cache (issues 9 and 10) for the GPU machine
# (16 quiet cores, an H200, no Node.js): this checkout's package entry (mine/) against another
# built checkout's (main/), each run a fresh cache directory and three fresh processes (cold,
# warm, again), alternated, on the cpu device and on cuda, at once and after 300 ms idle.
#
#   bench/workers/warm-start-ab.sh DEST [OTHER=/work/main]
#
# DEST must be a git-ignored folder of the checkout that device runs send (the session's:
# <session checkout>/.device/codecache). Needs `npm run build` here and in OTHER, and OTHER's
# .device/node.xz and .device/tack_cpu.node.xz (scripts/gpu-pack.sh). About 36 MB. Then:
#
#   run(command: "bash .device/codecache/run.sh 9 cpu cpu-idle cuda cuda-idle > $OUT/ab.txt 2>&1; tail -60 $OUT/ab.txt",
#       carry: [".device/codecache"])
#
# Locally (no GPU): `bash DEST/run.sh 3 cpu` after linking build/Release and wasm/ into
# DEST/{mine,main} as run.sh does.
set -euo pipefail
root=$(git rev-parse --show-toplevel)
dest=${1:?DEST}
other=${2:-/work/main}
rm -rf "$dest"
mkdir -p "$dest/mine/bench/workers" "$dest/mine/bench/cuda" "$dest/mine/node_modules" "$dest/main/node_modules"
cp "$other/.device/node.xz" "$other/.device/tack_cpu.node.xz" "$root/build/Release/tack_cuda.node" "$root/wasm/tack-compiler.wasm" "$dest/"
# -p keeps the bundle newer than dist/runtime/ (else the package entry refuses it: no code cache)
cp "$root/package.json" "$dest/mine/" && cp -rp "$root/dist" "$dest/mine/"
cp "$root/bench/workers/warm-start-child.mjs" "$dest/mine/bench/workers/" && cp "$root/bench/cuda/warm-start-child.mjs" "$dest/mine/bench/cuda/"
cp "$other/package.json" "$dest/main/" && cp -rp "$other/dist" "$dest/main/"
# main's dist imports comlink (this checkout's bundle holds it)
cp -rL "$root/node_modules/comlink" "$dest/main/node_modules/" && cp -rL "$root/node_modules/comlink" "$dest/mine/node_modules/"
cp "$root/bench/workers/warm-start-ab.mjs" "$dest/driver.mjs"
cat > "$dest/run.sh" <<'RUN'
#!/bin/bash
# on the device machine: node, the shims and the compiler into both trees, then the A/B
set -euo pipefail
cd "$(dirname "$0")"
xz -dc node.xz > /tmp/node && chmod +x /tmp/node
xz -dc tack_cpu.node.xz > /tmp/tack_cpu.node
for t in mine main; do
  mkdir -p $t/build/Release $t/wasm
  cp /tmp/tack_cpu.node tack_cuda.node $t/build/Release/
  cp tack-compiler.wasm $t/wasm/
done
/tmp/node driver.mjs "$@"
RUN
du -sh "$dest"
