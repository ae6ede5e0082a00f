#!/bin/bash
# Packs bench/workers/jit-load.mjs with two builds' CPU shims and this Node.js for the GPU
# machine's quiet host (no Node.js there), into DEST (a git-ignored folder of the checkout the
# device call sends, e.g. <session checkout>/.device/jitslab): about 42 MB.
#
#   bench/workers/jit-load-pack.sh DEST A_ROOT [B_ROOT]   # B_ROOT defaults to this checkout
#
# Then: run(command: "bash DEST_REL/run.sh 60 > $OUT/jit-load.txt 2>&1; cat $OUT/jit-load.txt",
# carry: [DEST_REL]) with DEST_REL relative to the repo root; run.sh ROUNDS [IDLE_MS].
set -euo pipefail
dest=$1
a=$2
b=${3:-$(git rev-parse --show-toplevel)}
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$dest"
mkdir -p "$dest"
xz -T0 -c "$a/build/Release/tack_cpu.node" > "$dest/a.node.xz"
xz -T0 -c "$b/build/Release/tack_cpu.node" > "$dest/b.node.xz"
xz -T0 -c "$(command -v node)" > "$dest/node.xz"
# one file: the bench with what it imports from the checkout (test/util/llvm-ir.mjs) bundled in
"$here/../../node_modules/.bin/esbuild" "$here/jit-load.mjs" --bundle --platform=node --format=esm \
  --log-level=warning --outfile="$dest/jit-load.mjs"
cat > "$dest/run.sh" <<'RUN'
#!/bin/bash
set -euo pipefail
d=$(cd "$(dirname "$0")" && pwd)
t=$(mktemp -d)
mkdir -p "$t/a/build/Release" "$t/b/build/Release"
xz -dc "$d/node.xz" > "$t/node" && chmod +x "$t/node"
xz -dc "$d/a.node.xz" > "$t/a/build/Release/tack_cpu.node"
xz -dc "$d/b.node.xz" > "$t/b/build/Release/tack_cpu.node"
echo "host: $(nproc) CPUs, $(uptime)"
"$t/node" "$d/jit-load.mjs" "${1:-60}" --a="$t/a" --b="$t/b" --idle="${2:-0}"
"$t/node" "$d/jit-load.mjs" "${1:-60}" --a="$t/a" --b="$t/b" --idle=300
echo "after: $(uptime)"
RUN
chmod +x "$dest/run.sh"
du -sh "$dest"
