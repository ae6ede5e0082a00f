#!/bin/bash
# Packs this checkout's wasm device (dist/, the compiler's Wasm) with bench/wasm's ab bundled over
# it into PACK/unroll/, beside a pack of scripts/bench-gpu-host.sh (sessions 9 and 11, unroll and
# unroll2: the out-of-line vector loop four vectors a trip, saxpy's and the stencil's). On the
# host it borrows the pack's node_modules (binaryen, comlink) and its static CPU shim; ab.mjs
# compares this dist's wasm device with the pack's own (PACK/dist: the checkout bench-gpu-host.sh
# ran in, main). About 2 MB.
#
#   bench/wasm/pack-unroll.sh PACK      # PACK: the folder bench-gpu-host.sh filled
#   then, on the host, from PACK: bash unroll/run.sh $OUT/unroll   (under 240 s: a time budget
#   and a timeout on every process; everything it writes is under that folder)
set -euo pipefail
pack=${1:?usage: pack-unroll.sh PACK}
root=$(git rev-parse --show-toplevel)
cd "$root"
dest=$pack/unroll
source scripts/bench-bundle.sh
bench_dist "$dest"
bench_bundle "$dest" wasm ab
echo "$(git rev-parse --short HEAD) $(git log -1 --format=%s | cut -c1-100)" > "$dest/COMMIT"
cat > "$dest/run.sh" <<'RUN'
#!/bin/bash
# On the host, from the pack (node on PATH): bash unroll/run.sh OUTDIR. This build's wasm device
# against the pack's (main), ab.mjs --wall (wall ms per launch, both builds in one process, turns
# interleaved) at 16 threads: saxpy 2^24, saxpy 2^26, stencil 4096², one fresh process at a time,
# the configurations in turn and each process's first turn alternating (--base-first), so that
# neither build always follows the other; a 16-thread process's ratio is a draw (bench/wasm/
# RESULTS.md, session 10), so the medians over processes are what to read (summary.txt). Then
# 1 thread, two processes each, if time is left. Stops starting processes after 200 s.
set -uo pipefail
out=${1:?usage: run.sh OUTDIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
pack=$(cd "$(dirname "$0")/.." && pwd)
cd "$pack"
[[ -f node_modules/binaryen/index.js ]] || xz -dk node_modules/binaryen/index.js.xz
mkdir -p build/Release
[[ -f build/Release/tack_cpu.node ]] || xz -dc tack_cpu.node.xz > build/Release/tack_cpu.node
ln -sfn "$pack/node_modules" unroll/node_modules
mkdir -p unroll/build && ln -sfn "$pack/build/Release" unroll/build/Release
log=$out/ab.txt
{
  echo "== $(date -u) node $(node --version) $(nproc) cores; $(lscpu | grep 'Model name' | sed 's/  */ /g'); load $(cat /proc/loadavg)"
  echo "== this build: $(cat unroll/COMMIT)"
} | tee "$log"
one() { # threads order config...
  local t=$1 bf=$2
  shift 2
  (( SECONDS > 200 )) && return
  local line
  line=$(timeout 30 node unroll/bench/wasm/ab.mjs --base "$pack/dist/runtime/index.js" --threads "$t" --wall $bf "$@" 2>&1 | tail -1)
  echo "t=$t $* ${bf:---this-first} :: $line" | tee -a "$log"
}
for p in 1 2 3 4 5 6 7 8; do
  bf=""; (( p % 2 == 0 )) && bf=--base-first
  one 16 "$bf" --only saxpy --saxpy-log2n 24 --rounds 101
  one 16 "$bf" --only saxpy --saxpy-log2n 26 --rounds 41
  one 16 "$bf" --only stencil --stencil-n 4096 --rounds 101
done
for bf in "" --base-first; do
  one 1 "$bf" --only saxpy --saxpy-log2n 24 --rounds 21
  one 1 "$bf" --only stencil --stencil-n 4096 --rounds 21
done
echo "== done $(date -u) after ${SECONDS}s; load $(cat /proc/loadavg)" | tee -a "$log"
# the median over processes of each configuration's speedup (main's median / this build's)
node -e '
const lines = require("fs").readFileSync(process.argv[1], "utf8").split("\n").filter((l) => l.includes(" :: |"));
const by = new Map();
for (const l of lines) {
  const key = l.split(" :: ")[0].replace(/ --(this|base)-first$/, "");
  const m = l.match(/\| ([\d.]+)x \| (.*) \|$/);
  if (!m) continue;
  if (!by.has(key)) by.set(key, { r: [], bits: new Set() });
  by.get(key).r.push(Number(m[1]));
  by.get(key).bits.add(m[2]);
}
for (const [k, v] of by) {
  const s = [...v.r].sort((a, b) => a - b);
  console.log(`${k}: median speedup ${s[s.length >> 1].toFixed(2)}x over ${s.length} processes (${v.r.join(", ")}); outputs: ${[...v.bits].join(", ")}`);
}' "$log" | tee "$out/summary.txt"
RUN
chmod +x "$dest/run.sh" bench/wasm/pack-unroll.sh
du -sh "$dest"
