#!/bin/bash
# Issue 11, 16 threads: is the memory-bound gap the width of the loads and stores (Wasm SIMD has
# 128 bits; the cpu device's LLVM uses 256: icelake-client, prefer-vector-width 256)?
#
#   bench/wasm/store-width.sh pack DIR          # here: static binaries for Sapphire/Emerald Rapids
#   bash DIR/store-width.sh run [PROCESSES]     # on the host (no gcc needed), ~2 min
#
# `run` starts PROCESSES fresh processes per kernel at 16 threads (fewer at 2 and 1) of
# c/store-width.c, where 128-, 256- and 512-bit versions take turns on the same arrays, and
# prints their JSON lines; then each gcc reference binary (bench/cpu/c, gcc's own vectors at
# 128/256/512 bits and x86-64-v2 SSE) in three processes at 16 threads: that spread, between
# processes of one binary, is what a single run of the wasm bench is up against.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [[ ${1:-} == pack ]]; then
  dest=${2:?usage: store-width.sh pack DIR}
  root=$(git rev-parse --show-toplevel)
  mkdir -p "$dest"
  gcc -O3 -march=${MARCH:-sapphirerapids} -fopenmp -static -o "$dest/store-width" "$root/bench/wasm/c/store-width.c" 2>/dev/null
  for w in 128 256 512; do
    gcc -O3 -march=${MARCH:-sapphirerapids} -mprefer-vector-width=$w -fopenmp -static \
      -o "$dest/saxpy-w$w" "$root/bench/cpu/c/saxpy.c" -lm 2>/dev/null
  done
  gcc -O3 -march=x86-64-v2 -fopenmp -static -o "$dest/saxpy-sse" "$root/bench/cpu/c/saxpy.c" -lm 2>/dev/null
  cp "$0" "$dest/store-width.sh"
  exit 0
fi
[[ ${1:-} == run ]] || { echo "usage: store-width.sh pack DIR | run [PROCESSES]" >&2; exit 2; }
procs=${2:-5}
cd "$here"
echo "== $(date -u) $(nproc) cores; $(lscpu | grep 'Model name' | sed 's/  */ /g'); load $(cat /proc/loadavg)"
for t in 16 2 1; do
  p=$procs; [[ $t != 16 ]] && p=1
  for r in $(seq "$p"); do
    for k in saxpy24 saxpy26 stencil; do ./store-width $k $t 9 || echo "{\"kernel\":\"$k\",\"threads\":$t,\"failed\":true}"; done
  done
done
echo "== gcc's saxpy 2^24 binaries, 16 threads, 3 processes each (median ms of 20 launches)"
for r in 1 2 3; do
  for w in w128 w256 w512 sse; do
    echo "saxpy-$w $(./saxpy-$w 16777216 16 20 /dev/null | sed 's/.*"medianMs":\([0-9.]*\).*/\1/')"
  done
done
