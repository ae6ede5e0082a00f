set -e
D=$PWD/.device; B=$D/bsfirst
mkdir -p /tmp/n && xz -dc $D/node.xz > /tmp/n/node && chmod +x /tmp/n/node
export PATH=/tmp/n:$PATH EXP=$B/exp
rm -rf node_modules && mkdir node_modules && tar -C node_modules -xJf $D/node_modules.tar.xz
cp $B/first-call-again.ts bench/workers/
mkdir -p build/Release && xz -dc $B/tack_cpu.node.xz > build/Release/tack_cpu.node
lscpu | grep -i "thread\|core\|socket\|MHz\|Model name"
uptime
node --import tsx bench/workers/first-call-again.ts 7 blackScholes --ab="IDLE=200" 2>&1 | tee $OUT/idle-bs.txt
uptime
