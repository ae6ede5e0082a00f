set -e
D=$PWD/.device; B=$D/bsfirst; cp $B/first-call-again.ts bench/workers/
mkdir -p /tmp/n && xz -dc $D/node.xz > /tmp/n/node && chmod +x /tmp/n/node
export PATH=/tmp/n:$PATH EXP=$B/exp
rm -rf node_modules && mkdir node_modules && tar -C node_modules -xJf $D/node_modules.tar.xz
mkdir -p build/Release && xz -dc $D/tack_cpu.node.xz > build/Release/tack_cpu.node
nproc; uptime; lscpu | grep "Model name"
for i in 1 2 3 4 5; do node $EXP/rep.mjs; WARM=1 node $EXP/rep.mjs; done 2>&1 | tee $OUT/rep.txt
for i in 1 2 3 4 5; do node $EXP/mod.mjs wasm/tack-compiler.wasm; done 2>&1 | tee $OUT/mod.txt
node --import tsx bench/workers/first-call-again.ts 7 2>&1 | tee $OUT/again.txt
node --import tsx bench/workers/first-call-pieces.ts 5 2>&1 | tee $OUT/pieces.txt
