import * as tack from "tack";

export function loops(x: Int32Array, out: Int32Array) {
  for (const i of tack.range(out.length)) {
    let v = x[i];
    let steps = 0;
    while (v != 1 && steps < 500) {
      if (v % 2 == 0) {
        v = v / 2 | 0;
      } else {
        v = 3 * v + 1;
      }
      steps++;
    }
    let k = 0;
    do {
      k += 3;
      if (k % 5 == 0) continue;
      if (k > 40) break;
    } while (k < 50);
    let t = 0;
    for (let j = 0; j < 10; j += 2) t += j;
    out[i] = steps + k + t;
  }
}
