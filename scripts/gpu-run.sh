#!/bin/bash
# One run on the GPU machine (an H200 with CUDA 13, no Node.js; see scripts/gpu-pack.sh,
# which assembles .device/ here first). Runs the GPU suite (test/gpu and the device-neutral
# kernel suite on cuda, the GPU disk cache in fresh processes), then bench/cuda, and writes every output under $OUT:
#   test-gpu.txt, kernels-cuda.txt, bench.json, bench-raw.txt, saxpy.sass
# About 3 minutes of wall time when everything passes (the tests ~1.5, the benches ~1.5).
# The lead's call: run({ command: "bash scripts/gpu-run.sh", carry: [".device", "wasm/tack-compiler.wasm"] }).
set -uo pipefail
OUT=${OUT:-/tmp/tack-gpu-out}
mkdir -p "$OUT"
xz -dc .device/node.xz > /tmp/node && chmod +x /tmp/node
export PATH=/tmp:/usr/local/cuda/bin:$PATH
rm -rf node_modules && mkdir node_modules && xz -dc .device/node_modules.tar.xz | tar -C node_modules -xf -
mkdir -p build/Release && cp .device/tack_cuda.node .device/tack_opencl.node build/Release/
[[ -f .device/tack_cpu.node.xz ]] && xz -dc .device/tack_cpu.node.xz > build/Release/tack_cpu.node
export TACK_DEVICE=cuda
{
  echo "== $(date -u) $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader) node $(node --version)"
  node --import tsx -e 'import("./runtime/index.js").then((t) => console.log(JSON.stringify(t.devices())))'
} > "$OUT/devices.txt" 2>&1
VITEST="node node_modules/vitest/vitest.mjs run"
# TACK_GPU_RUN=bench skips the suites (the benches alone take about a minute and a half)
if [[ ${TACK_GPU_RUN:-all} != bench ]]; then
  # (test/runtime/random.test.ts stays out: it runs on every device, and binaryen, which the wasm
  # device needs, is too big to travel; the kernel suite below checks Math.random on cuda against
  # the plain-JS Philox reference)
  timeout 240 $VITEST test/gpu test/cache/gpu-disk-cache.test.ts > "$OUT/test-gpu.txt" 2>&1; echo "exit $?" >> "$OUT/test-gpu.txt"
  timeout 200 $VITEST test/backends/kernels.test.ts -t "on 'cuda'" > "$OUT/kernels-cuda.txt" 2>&1; echo "exit $?" >> "$OUT/kernels-cuda.txt"
fi
{
  timeout 180 node --import tsx bench/cuda/run.ts
  timeout 150 node --import tsx bench/cuda/apps.ts
  timeout 60 node --import tsx bench/cuda/launch-host.ts
  # cold means cold: the disk cache would make the second and third runs warm hits
  for i in 1 2 3; do TACK_CACHE=off timeout 60 node --import tsx bench/cuda/cold.ts; done
  # TACK_GPU_LEAN=1 leaves out what earlier runs settled (session 7): the cold compile without
  # the compiler's warm-up, and the warm start through the sources (tsx, no code cache), which
  # no user's process loads
  if [[ ${TACK_GPU_LEAN:-0} != 1 ]]; then
    # the same without the compiler's warm-up (the eager compile at import, wasm/host.ts), to see what it gives
    for i in 1 2 3; do TACK_WARMUP=off TACK_CACHE=off timeout 60 node --import tsx bench/cuda/cold.ts; done
    timeout 120 node --import tsx bench/cuda/warm-start.ts 5
    # a server's start: the kernel made, then 300 ms before its first call (tack.kernel's prefetch)
    timeout 120 node --import tsx bench/cuda/warm-start.ts 5 cuda --idle=300
  fi
  # the same through the package entry (dist/, carried): what a user's process loads, with the code cache
  if [[ -f dist/tack.js ]]; then
    timeout 120 node --import tsx bench/cuda/warm-start.ts 5 cuda --dist
    timeout 120 node --import tsx bench/cuda/warm-start.ts 5 cuda --dist --idle=300
  fi
  cd bench/cuda
  nvcc -O3 -arch=sm_90 -o /tmp/saxpy saxpy.cu && /tmp/saxpy
  # the SASS of the reference, the generated saxpy and its variants (bench/cuda/RESULTS.md)
  if command -v cuobjdump > /dev/null; then
    nvcc -cubin -O3 -arch=sm_90 -o /tmp/saxpy.cubin saxpy.cu && cuobjdump -sass /tmp/saxpy.cubin > "$OUT/saxpy.sass" 2>&1
  else echo "no cuobjdump: no SASS"; fi
  nvcc -ptx -arch=sm_90 -o /tmp/tack_saxpy5.ptx /tmp/tack_saxpy5.cu && nvcc -O3 -arch=sm_90 -o /tmp/raw_launch raw_launch.cu -lcuda &&
    /tmp/raw_launch /tmp/tack_saxpy5.ptx $(cat /tmp/tack_saxpy5.args)
  timeout 120 python3 cupy_sum.py
  nvcc -O3 -arch=sm_90 -o /tmp/apps apps.cu && /tmp/apps
  cd ../..
} > "$OUT/bench-raw.txt" 2>&1
grep '^{' "$OUT/bench-raw.txt" > "$OUT/bench.json"
tail -5 "$OUT/test-gpu.txt" "$OUT/kernels-cuda.txt" 2>/dev/null; cat "$OUT/devices.txt" "$OUT/bench-raw.txt"
