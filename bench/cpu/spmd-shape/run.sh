#!/bin/bash
# The harness's sweep (on the 16-core host: scripts/bench-gpu-host.sh packs it beside scaling.mjs):
# the stencil in cache on 1 thread and at 4096^2 on 1 and all threads, and saxpy, at destination
# offsets where the lanes' store-then-load order meets 4K aliasing (1-12 floats) and where not.
#   bench/cpu/spmd-shape/run.sh HARNESS_DIR [THREADS]
set -u
dir=$1
t=${2:-$(nproc)}
for off in 0 4 8 16 64; do
  "$dir/harness" stencil 64 4096 1 801 "$off"
  "$dir/harness" stencil 4096 4096 1 11 "$off"
  "$dir/harness" stencil 4096 4096 "$t" 41 "$off"
done
for off in 0 8; do
  "$dir/harness" saxpy 65536 1 201 20 "$off"
  "$dir/harness" saxpy 67108864 "$t" 21 1 "$off"
done
