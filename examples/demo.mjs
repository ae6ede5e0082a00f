// Tack's demo (`npm start`): three kernels on the default device, each timed against the same
// function run as plain JavaScript. Writes the Mandelbrot image to examples/out/mandelbrot.png.
import * as tack from "tack";
import { mkdirSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";

const dev = tack.getDefaultDevice();
console.log(`Tack demo on ${dev.label} (${dev})\n`);

/** Median wall time of `fn` over `reps` runs, in milliseconds. */
function time(fn, reps = 5) {
  const t = [];
  for (let i = 0; i < reps; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    t.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  t.sort((a, b) => a - b);
  return t[reps >> 1];
}

function report(name, compiledMs, plainMs, firstMs, check) {
  const speedup = (plainMs / compiledMs).toFixed(1);
  console.log(
    `${name.padEnd(12)} tack ${compiledMs.toFixed(2).padStart(8)} ms   plain JS ${plainMs.toFixed(2).padStart(8)} ms   ` +
      `${speedup.padStart(5)}x   (first call with compile ${firstMs.toFixed(0)} ms)   ${check}`,
  );
}

// 1. saxpy over 2^24 floats
const saxpy = tack.kernel(function saxpy(x, y, out, a) {
  for (const i of tack.range(out.length)) {
    out[i] = a * x[i] + y[i];
  }
});
{
  const n = 1 << 24;
  const x = tack.array(Float32Array.from({ length: n }, (_, i) => (i % 1000) / 1000));
  const y = tack.full(n, 1, tack.f32);
  const out = tack.empty(n, tack.f32);
  const expect = new Float32Array(n);
  const firstMs = time(() => saxpy(x, y, out, 2.5), 1);
  await saxpy.whenOptimized(); // the first call ran a quick build while O3 compiled behind it
  const ms = time(() => saxpy(x, y, out, 2.5));
  const xs = x.toTypedArray(), ys = y.toTypedArray();
  const plainMs = time(() => saxpy.plain(xs, ys, expect, 2.5), 3);
  const got = out.toTypedArray();
  let maxErr = 0;
  for (let i = 0; i < n; i++) maxErr = Math.max(maxErr, Math.abs(got[i] - expect[i]));
  report("saxpy 2^24", ms, plainMs, firstMs, `max |diff| ${maxErr.toExponential(1)}`);
}

// 2. Mandelbrot, a 2-D grid
const mandelbrot = tack.kernel(function mandelbrot(out, width, height, maxIter) {
  const sx = 3.0 / width;
  const sy = 2.4 / height;
  for (const [py, px] of tack.grid(height, width)) {
    const cx = -2.2 + px * sx;
    const cy = -1.2 + py * sy;
    let x = 0.0;
    let y = 0.0;
    let n = 0;
    while (n < maxIter) {
      const xx = x * x;
      const yy = y * y;
      if (xx + yy > 4.0) break;
      y = 2.0 * x * y + cy;
      x = xx - yy + cx;
      n++;
    }
    out[py * width + px] = n;
  }
});
{
  const w = 1200, h = 960, maxIter = 256;
  const out = tack.empty([h, w], tack.u32);
  const firstMs = time(() => mandelbrot(out, w, h, maxIter), 1);
  await mandelbrot.whenOptimized();
  const ms = time(() => mandelbrot(out, w, h, maxIter));
  const expect = new Uint32Array(w * h);
  const plainMs = time(() => mandelbrot.plain(expect, w, h, maxIter), 1);
  const got = out.toTypedArray();
  let differ = 0;
  for (let i = 0; i < got.length; i++) if (got[i] !== expect[i]) differ++;
  // f32 arithmetic in the kernel against f64 in plain JS: a few boundary pixels may differ
  report("mandelbrot", ms, plainMs, firstMs, `${differ} of ${got.length} pixels differ (f32 vs f64 at the set's edge)`);
  const png = new PNG({ width: w, height: h });
  for (let i = 0; i < w * h; i++) {
    // inside the set black; outside a fire palette by escape time
    const t = got[i] >= maxIter ? 0 : 3 * 255 * Math.sqrt(got[i] / maxIter);
    png.data[4 * i] = Math.min(255, t);
    png.data[4 * i + 1] = Math.min(255, Math.max(0, t - 255));
    png.data[4 * i + 2] = Math.min(255, Math.max(0, t - 510));
    png.data[4 * i + 3] = 255;
  }
  mkdirSync(new URL("./out/", import.meta.url), { recursive: true });
  const file = new URL("./out/mandelbrot.png", import.meta.url);
  writeFileSync(file, PNG.sync.write(png));
  console.log(`${"".padEnd(12)} wrote ${file.pathname}`);
}

// 3. A reduction: a 256-bin histogram of 2^23 samples with atomic adds, then host sums
const histogram = tack.kernel(function histogram(values, bins, lo, hi) {
  const nb = bins.length;
  const scale = nb / (hi - lo);
  for (const i of tack.range(values.length)) {
    let b = Math.floor((values[i] - lo) * scale);
    if (b < 0) b = 0;
    if (b >= nb) b = nb - 1;
    Atomics.add(bins, b, 1);
  }
});
{
  const n = 1 << 23;
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296);
  // a sum of uniforms: roughly normal samples
  const values = tack.array(Float32Array.from({ length: n }, () => rand() + rand() + rand() + rand() - 2));
  const bins = tack.zeros(256, tack.i32);
  const run = () => {
    bins.fill(0);
    histogram(values, bins, -2, 2);
  };
  const firstMs = time(run, 1);
  await histogram.whenOptimized();
  const ms = time(run);
  const expect = new Int32Array(256);
  const vs = values.toTypedArray();
  const plainMs = time(() => {
    expect.fill(0);
    histogram.plain(vs, expect, -2, 2);
  }, 3);
  const got = bins.toTypedArray();
  let same = true;
  for (let i = 0; i < 256; i++) same &&= got[i] === expect[i];
  report("histogram", ms, plainMs, firstMs, `${bins.sum()} samples counted, ${same ? "bins match" : "BINS DIFFER"}`);
  const peak = got.indexOf(bins.max());
  console.log(`${"".padEnd(12)} mean bin ${bins.mean().toFixed(0)}, peak bin ${peak} of 256 (the samples' mode is near 0)`);
}
