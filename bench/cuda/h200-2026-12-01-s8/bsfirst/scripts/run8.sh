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
for r in 1 2; do
  (cd /tmp/base && echo "== base (main's shim) round $r" && node --import tsx bench/workers/first-call.ts 5) 2>&1 | tee -a $OUT/first-call.txt
  echo "== this (pooled TargetMachines) round $r" | tee -a $OUT/first-call.txt
  node --import tsx bench/workers/first-call.ts 5 2>&1 | tee -a $OUT/first-call.txt
done
uptime
