/**
 * Divergent control flow in the parallel loop: `if`/`else`, `while` and `for` loops whose trip
 * count differs per iteration, `break` and `continue` under per-iteration conditions. SPMD builds
 * run these with lane masks (compiler/codegen/wat/masked.ts, compiler/codegen/llvm/SPMD.md): an
 * inactive lane must keep its values, must not read past an array's end, and must not store.
 * Integer lanes keep the plain run exact; f32 work is steered by integer conditions only.
 */
import * as tack from "../../../runtime/index.js";
import { out, random, type Case, type Topic } from "../harness.js";

/** Per-iteration while/for trip counts with break and continue, and an if/else-if chain. */
const divergentLoops = tack.kernel(function divergentLoops(x: Int32Array, f: Float32Array, o1: Int32Array, o2: Int32Array, o3: Float32Array) {
  for (const i of tack.range(x.length)) {
    const v = x[i];
    let h = v;
    let k = 0;
    let s = 0;
    while (k < (v & 63)) {
      k++;
      h = (Math.imul(h, 1103515245) + 12345) | 0;
      if ((h & 7) == 3) continue;
      if (h < -2000000000) break;
      s = (s + (h >> 8)) | 0;
    }
    let r = 0;
    if (v > 0) {
      r = s ^ k;
    } else if (v < -1000) {
      r = (s - k) | 0;
    } else {
      r = k;
    }
    o1[i] = r;
    o2[i] = h;
    let a = f[i];
    for (let j = 0; j < (v & 15); j++) {
      if (((v >> j) & 3) == 0) break;
      if (((v >> j) & 3) == 1) continue;
      a = a * 1.5 + f[i];
    }
    o3[i] = a;
  }
});

/** A read that walks to the array's end: lanes that stopped there must not read x[x.length]. */
const runToEnd = tack.kernel(function runToEnd(x: Int32Array, o: Int32Array, len: Int32Array) {
  for (const i of tack.range(x.length)) {
    let s = 0;
    let j = i;
    while (j < x.length) {
      if (x[j] <= 0) break;
      s = (s + x[j]) | 0;
      j++;
    }
    o[i] = s;
    len[i] = j - i;
  }
});

/** A store only where a per-iteration condition holds: the other elements keep their contents. */
const maskedStore = tack.kernel(function maskedStore(x: Int32Array, f: Float32Array, o: Int32Array, g: Float32Array) {
  for (const i of tack.range(x.length)) {
    if (x[i] > 0) {
      o[i] = x[i] * 3;
    } else {
      g[i] = f[i] * 0.5;
    }
  }
});

const cases: Case[] = [
  {
    name: "while/for with per-iteration trip counts, break and continue, if/else-if",
    kernel: divergentLoops,
    args: (rng, n) => [random(rng, "i32", n, { min: -1e9, max: 1e9 }), random(rng, "f32", n, { min: -1, max: 1 }), out("i32", n), out("i32", n), out("f32", n)],
  },
  {
    name: "a loop that reads up to the array's end under a per-iteration condition (no lane reads past it)",
    kernel: runToEnd,
    // mostly positive: runs are long and the last iterations' runs end at x.length
    args: (rng, n) => [random(rng, "i32", n, { min: -12, max: 100 }), out("i32", n), out("i32", n)],
  },
  {
    name: "stores under a per-iteration if/else write only their own side's elements",
    kernel: maskedStore,
    args: (rng, n) => [random(rng, "i32", n, { min: -1000, max: 1000 }), random(rng, "f32", n), out("i32", n), out("f32", n)],
  },
];

export const maskedTopic: Topic = { name: "divergent control flow in the parallel loop", cases };
