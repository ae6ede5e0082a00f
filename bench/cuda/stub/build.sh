#!/bin/bash
# Builds the stand-in driver and NVRTC (fakecuda.c) into tmp/fakecuda/ (lib/libcuda.so.1 and
# lib64/libnvrtc.so.13), then prints the environment that makes the CUDA shim load them:
#   eval "$(bash bench/cuda/stub/build.sh)"; node --import tsx bench/cuda/launch-host.ts
set -euo pipefail
root=$(git rev-parse --show-toplevel)
out=$root/tmp/fakecuda
mkdir -p "$out/lib" "$out/lib64"
gcc -O2 -shared -fPIC -o "$out/lib/libcuda.so.1" "$root/bench/cuda/stub/fakecuda.c"
cp "$out/lib/libcuda.so.1" "$out/lib64/libnvrtc.so.13"
echo "export LD_LIBRARY_PATH=$out/lib CUDA_PATH=$out"
