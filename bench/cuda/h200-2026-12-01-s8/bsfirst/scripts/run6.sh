set -e
D=$PWD/.device; B=$D/bsfirst
mkdir -p /tmp/n && xz -dc $D/node.xz > /tmp/n/node && chmod +x /tmp/n/node
export PATH=/tmp/n:$PATH EXP=$B/exp
rm -rf node_modules && mkdir node_modules && tar -C node_modules -xJf $D/node_modules.tar.xz
cp $B/first-call-again.ts bench/workers/
mkdir -p build/Release && xz -dc $B/tack_cpu.node.xz > build/Release/tack_cpu.node
rm -rf /tmp/base && mkdir /tmp/base && cp -r bench runtime wasm workers compiler package.json tsconfig.json /tmp/base/ && ln -s $PWD/node_modules /tmp/base/node_modules
mkdir -p /tmp/base/build/Release && xz -dc $D/tack_cpu.node.xz > /tmp/base/build/Release/tack_cpu.node
uptime
node --import tsx bench/workers/first-call-again.ts ${RUNS:-9} blackScholes --base=/tmp/base 2>&1 | tee $OUT/ab-bs.txt
uptime
