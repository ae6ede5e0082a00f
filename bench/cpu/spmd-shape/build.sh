#!/bin/bash
# Builds bench/cpu/spmd-shape/harness (static: it travels to the GPU host, which has no LLVM):
# Tack's IR of both builds (dump.mjs) through clang-14 -O3 for CPU (default: the 16-core
# host's, as LLVM 14 names it), linked with harness.c.
#   bench/cpu/spmd-shape/build.sh OUTDIR [CPU]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$1
cpu=${2:-icelake-client}
mkdir -p "$out"
node "$here/dump.mjs" "$out"
objs=()
cp "$here"/*_unrolled_s5.ll "$out/"
for f in "$out"/*.ll; do
  clang-14 -O3 -march="$cpu" -c "$f" -o "${f%.ll}.o"
  objs+=("${f%.ll}.o")
done
gcc -O2 -fopenmp -static -o "$out/harness" "$here/harness.c" "${objs[@]}"
echo "built $out/harness for $cpu"
