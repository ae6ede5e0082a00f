/**
 * Writes the LLVM IR of the stencil and saxpy kernels of bench/cpu/scaling.mjs as the scalar
 * build (`spmd: false`) and as lanes (`spmd: "always"`) make them, with each kernel function
 * made external under its own name, for harness.c (see build.sh). Plain JS on dist/.
 *
 *   node bench/cpu/spmd-shape/dump.mjs DIR
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as tack from "../../../dist/runtime/index.js";

function stencil5(src, dst, h, w) {
  for (const [yi, xi] of tack.grid(h - 2, w - 2)) {
    const i = (yi + 1) * w + xi + 1;
    dst[i] = 0.2 * (src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
  }
}
function saxpy(x, y, out, a) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
}

const dir = process.argv[2];
mkdirSync(dir, { recursive: true });
const f32 = () => new Float32Array(64);
const cases = [["stencil", stencil5, [f32(), f32(), 8, 8]], ["saxpy", saxpy, [f32(), f32(), f32(), 1.5]]];
const builds = [["scalar", { spmd: false }], ["lanes", { spmd: "always" }]];
for (const [name, fn, args] of cases) {
  const k = tack.kernel(fn);
  for (const [build, options] of builds) {
    const ir = k.inspect(args, { device: tack.device("cpu", options) });
    // the kernel function (internal) and the chunk entry get names of their own
    const renamed = ir
      .replace(/define internal void @tack_kernel_\w+/, `define void @${name}_${build}`)
      .replace(/call void @tack_kernel_\w+\(/g, `call void @${name}_${build}(`)
      .replace(/@tack_chunk_\w+/g, `@${name}_${build}_chunk`);
    writeFileSync(join(dir, `${name}_${build}.ll`), renamed);
    process.stderr.write(`${name} ${build}: ${/^; (spmd: .*)$/m.exec(ir)?.[1] ?? "(no spmd line)"}\n`);
  }
}
