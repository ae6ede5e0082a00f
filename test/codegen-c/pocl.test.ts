/**
 * The work-group primitives, executed where an OpenCL device is available (PoCL in CI): a
 * shared tile, a barrier, threadId and block reductions, which the plain run cannot define
 * (they exist only in groups), checked against hand-computed results.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";

const opencl = tack.devices().find((d) => d.type === "opencl" && d.available);

const blockTotals = tack.kernel(function blockTotals(x: Float32Array, totals: Float32Array, peaks: Int32Array) {
  for (const i of tack.range(x.length)) {
    const tile = tack.shared(tack.f32, 256);
    const t = tack.threadId();
    tile[t] = x[i] * 2;
    tack.barrier();
    const s = tack.blockSum(tile[(t + 1) % 256]);
    const m = tack.blockMax(peaks[i]);
    if (t == 0) {
      totals[Math.floor(i / 256)] = s;
      peaks[i] = m;
    }
  }
});

describe.skipIf(!opencl)("work-group primitives on OpenCL", () => {
  it("sum a shared tile and take a block maximum per group of 256", () => {
    const before = tack.getDefaultDevice();
    tack.setDefaultDevice("opencl");
    try {
      const groups = 3;
      const n = 256 * groups;
      const x = new Float32Array(n).map((_, i) => ((i * 7) % 13) - 6);
      const peaks = new Int32Array(n).map((_, i) => ((i * 31) % 97) - 40);
      const totals = new Float32Array(groups).fill(NaN);
      const peaksIn = peaks.slice();
      blockTotals(x, totals, peaks);
      tack.sync();
      for (let g = 0; g < groups; g++) {
        let sum = 0;
        let max = -Infinity;
        for (let k = 0; k < 256; k++) {
          sum += x[g * 256 + k] * 2;
          max = Math.max(max, peaksIn[g * 256 + k]);
        }
        expect(totals[g]).toBe(sum);
        expect(peaks[g * 256]).toBe(max);
        expect(peaks[g * 256 + 1]).toBe(peaksIn[g * 256 + 1]);
      }
    } finally {
      tack.setDefaultDevice(before);
    }
  });

  it("report an out-of-bounds access without leaving the group at its barriers (no hang)", () => {
    const before = tack.getDefaultDevice();
    tack.setDefaultDevice("opencl");
    try {
      const n = 256 * 3;
      const run = () => {
        blockTotals(new Float32Array(n).fill(1), new Float32Array(2), new Int32Array(n));
        tack.sync();
      };
      expect(run).toThrow(/Kernel 'blockTotals2?': index 2 is out of bounds for 'totals' \(length 2\)/);
    } finally {
      tack.setDefaultDevice(before);
    }
  });
});
