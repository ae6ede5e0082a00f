# Sourced by the host pack scripts (scripts/bench-gpu-host.sh, bench/wasm/pack-*.sh): the GPU
# machine's host has Node.js but no tsx, so a bench travels as one plain-JS file over dist/.

# bench_bundle DEST DIR NAME...: bench/DIR/NAME.ts bundled into DEST/bench/DIR/NAME.mjs. The
# runtime stays outside the bundle: one copy of it, dist/runtime/, for the relative imports and
# for the corpus's "tack" (the package entry, dist/tack.js, is the bundled runtime: a second copy).
bench_bundle() {
  local dest=$1 dir=$2 name
  shift 2
  mkdir -p "$dest/bench/$dir"
  for name in "$@"; do
    npx esbuild "bench/$dir/$name.ts" --bundle --platform=node --format=esm --log-level=warning \
      --external:binaryen --external:tack '--external:../../runtime/*' --outfile="$dest/bench/$dir/$name.mjs"
    sed -i -e 's|"\.\./\.\./runtime/|"../../dist/runtime/|' -e 's|from "tack"|from "../../dist/runtime/index.js"|' "$dest/bench/$dir/$name.mjs"
  done
}

# bench_dist DEST: this checkout's runtime as a pack carries it: dist/ (built first), package.json
# and the compiler's Wasm, into DEST (emptied first).
bench_dist() {
  local dest=$1
  npm run build:ts > /dev/null
  rm -rf "$dest"
  mkdir -p "$dest/wasm"
  cp -r dist package.json "$dest/"
  cp wasm/tack-compiler.wasm "$dest/wasm/"
}
