/** Local arrays (`tack.localArray`): zeroed at each declaration, sorted in place, wrapping stores. */
import * as tack from "../../../runtime/index.js";
import { out, random, type Case, type Topic } from "../harness.js";

const scratch = tack.kernel(function scratch(x: Float32Array, o: Float32Array, o2: Int32Array) {
  for (const i of tack.range(o.length)) {
    const t = tack.localArray(tack.f32, 16);
    const n = i % 16;
    for (const j of tack.range(n)) t[j] = x[(i + j) % x.length];
    let s = 0;
    for (const j of tack.range(16)) s += t[j] * (j + 1); // entries not written this iteration are zero
    o[i] = s;
    let c = 0;
    for (const r of tack.range(3)) {
      const h = tack.localArray(tack.i32, 8); // declared in an inner loop: zero at each declaration
      h[(i + r) % 8] += r + 1;
      h[(i * 3) % 8] += 1;
      for (const j of tack.range(8)) c = c * 2 + h[j];
    }
    o2[i] = c;
  }
});

const median5 = tack.kernel(function median5(x: Float64Array, o: Float64Array, u: Uint8Array) {
  for (const i of tack.range(o.length)) {
    const w = tack.localArray(tack.f64, 5);
    for (const j of tack.range(5)) {
      let k = i + j - 2;
      if (k < 0) k = 0;
      if (k >= x.length) k = x.length - 1;
      w[j] = x[k];
    }
    for (const a of tack.range(1, 5)) {
      const v = w[a];
      let b = a - 1;
      while (b >= 0 && w[b] > v) {
        w[b + 1] = w[b];
        b--;
      }
      w[b + 1] = v;
    }
    o[i] = w[2];
    const bytes = tack.localArray(tack.u8, 4);
    bytes[0] = 250;
    bytes[1] = bytes[0] + 10; // wraps to 4 in a u8
    bytes[2] = -1;
    u[i] = bytes[1] + bytes[2] + bytes[3];
  }
});

const cases: Case[] = [
  {
    name: "localArray is zero at each declaration, across parallel iterations and inner-loop iterations",
    kernel: scratch,
    args: (rng, n) => [random(rng, "f32", n), out("f32", n), out("i32", n)],
    scale: 100,
  },
  {
    name: "localArray of f64 sorted in place (median of 5) and u8 scratch that wraps on store",
    kernel: median5,
    args: (rng, n) => [random(rng, "f64", n), out("f64", n), out("u8", n)],
  },
];

export const arraysTopic: Topic = { name: "local arrays", cases };
