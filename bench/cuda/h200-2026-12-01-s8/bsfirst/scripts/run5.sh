set -e
D=$PWD/.device; B=$D/bsfirst
mkdir -p /tmp/n && xz -dc $D/node.xz > /tmp/n/node && chmod +x /tmp/n/node
export PATH=/tmp/n:$PATH EXP=$B/exp
mkdir -p build/Release && xz -dc $B/tack_cpu.node.xz > build/Release/tack_cpu.node
uptime
for i in 1 2 3 4 5 6 7; do for m in warm wasmwarm wasmlate; do MODE=$m node $EXP/rep2.mjs; done; done 2>&1 | sort -s -k1,1 | tee $OUT/rep2-wasm.txt
