set -e
D=$PWD/.device; B=$D/bsfirst
mkdir -p /tmp/n && xz -dc $D/node.xz > /tmp/n/node && chmod +x /tmp/n/node
export PATH=/tmp/n:$PATH EXP=$B/exp
rm -rf node_modules && mkdir node_modules && tar -C node_modules -xJf $D/node_modules.tar.xz
cp $B/first-call-again.ts bench/workers/
mkdir -p build/Release && xz -dc $B/tack_cpu.node.xz > build/Release/tack_cpu.node
rm -rf /tmp/base && mkdir /tmp/base && cp -r bench runtime wasm workers compiler package.json tsconfig.json /tmp/base/ && ln -s $PWD/node_modules /tmp/base/node_modules
mkdir -p /tmp/base/build/Release && xz -dc $D/tack_cpu.node.xz > /tmp/base/build/Release/tack_cpu.node
cmp -s build/Release/tack_cpu.node /tmp/base/build/Release/tack_cpu.node && echo "SAME SHIM?!"
uptime
for i in 1 2 3 4 5; do for m in cold warm mainq; do MODE=$m node $EXP/rep2.mjs; done; done 2>&1 | sort -s -k1,1 | tee $OUT/rep2-this.txt
node $B/ab.mjs /tmp/base $PWD ${RUNS:-11} blackScholes 2>&1 | tee $OUT/ab-bs.txt
node $B/ab.mjs /tmp/base $PWD 5 sph 2>&1 | tee $OUT/ab-sph.txt
node $B/ab.mjs /tmp/base $PWD 5 raymarch 2>&1 | tee $OUT/ab-raymarch.txt
uptime
