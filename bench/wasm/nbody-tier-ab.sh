#!/bin/bash
# Issue 11's A/B on the 16-core host: n-body on one thread (nbody-tier-probe) in a fresh process
# per sample, the variants taking turns, REPS rounds of all of them. Each variant differs from
# the default in one thing: V8 flags, the disk cache (off: binaryen loads and compiles in the
# process, and V8 tiers it up in the background), a settle, the arrays' placement, or the CPU
# the process is pinned to (taskset: whether the speed follows the CPU, not the flags).
#
#   bench/wasm/nbody-tier-ab.sh [REPS]            # here: node --import tsx ...probe.ts
#   PROBE=bench/wasm/nbody-tier-probe.mjs bench/wasm/nbody-tier-ab.sh 5   # packed host
set -uo pipefail
reps=${1:-5}
probe=${PROBE:-bench/wasm/nbody-tier-probe.ts}
loader=()
[[ $probe == *.ts ]] && loader=(--import tsx)
pin=()
command -v taskset > /dev/null && pin=(taskset -c)
last=$(($(nproc) - 1))
low=$((last >= 2 ? 2 : 0))
variants=(
  "|"
  "|--no-liftoff"
  "|--no-wasm-dynamic-tiering"
  "|--wasm-tiering-budget=1000000000"
  "|--single-threaded"
  "off|"
  "off|--no-liftoff"
  "|@--settle 3000"
  "|@--pad 64"
  "|--no-liftoff@--pad 64"
)
if ((${#pin[@]})); then
  variants+=("pin$low|" "pin$low|--no-liftoff" "pin$last|" "pin$last|--no-liftoff")
fi
# The kernel's machine code in both modes (--print-wasm-code): every code object V8 made for a
# function with vsqrtps (n-body's loop), its tier, start address and a hash of its instructions
# without addresses. The same hash and tier in both modes: the flag does not change the code.
for flags in "" "--no-liftoff"; do
  # shellcheck disable=SC2086
  # to a file: V8 prints with C stdio, and Node makes a stdout pipe non-blocking (lost output)
  node $flags --print-wasm-code "${loader[@]}" "$probe" --no-cpu --rounds 1 > /tmp/nbody-tier-code.txt 2> /dev/null
  awk -v mode="${flags:-default}" '
    /^--- WebAssembly code ---/ { body = ""; head = ""; start = ""; inblock = 1; next }
    /^--- End code ---/ {
      if (inblock && body ~ /sqrtps/) {
        cmd = "md5sum"; printf "%s", body | cmd; close(cmd)
        print "  ^ " mode ":" head ", first instruction at " start
      }
      inblock = 0; next
    }
    inblock && /^(name|compiler):/ { head = head " " $0 }
    inblock && /^0x/ { if (start == "") start = $1; $1 = ""; gsub(/0x[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]+/, ""); body = body $0 "\n" }' /tmp/nbody-tier-code.txt
done
rm -f /tmp/nbody-tier-code.txt
# the cores: hyperthread siblings share a divider (n-body's loop is sqrt/div-bound), and clocks
command -v lscpu > /dev/null && lscpu | grep -E "^(Model name|Thread|Core|Socket|CPU max MHz|CPU MHz)" | sed 's/^/# /'
grep -m3 "MHz" /proc/cpuinfo | sed 's/^/# /'
echo "# $(date -u +%H:%M) $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg), node $(node --version), probe $probe"
for ((r = 1; r <= reps; r++)); do
  for v in "${variants[@]}"; do
    mode=${v%%|*}
    rest=${v#*|}
    flags=${rest%%@*}
    args=""
    [[ $rest == *@* ]] && args=${rest#*@}
    env=()
    pre=()
    [[ $mode == off ]] && env=(TACK_CACHE=off)
    [[ $mode == pin* ]] && pre=("${pin[@]}" "${mode#pin}")
    # shellcheck disable=SC2086 # flags and args are word lists
    line=$(env "${env[@]}" "${pre[@]}" node $flags "${loader[@]}" "$probe" $args 2>&1 | tail -1)
    echo "r$r ${mode:-on} load $(cut -d' ' -f1 /proc/loadavg) | $line"
  done
done
