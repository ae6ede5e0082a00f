import * as tack from "tack";

export function mandelbrot(out: Uint32Array, width: tack.i32, height: tack.i32, maxIter: tack.i32) {
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
}
