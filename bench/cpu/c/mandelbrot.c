/* Mandelbrot, the corpus form (test/corpus/mandelbrot.ts) in f32: escape counts of a
 * width x height grid, maxIter iterations. Rows are scheduled dynamically (the work per row
 * varies). Args: width height maxIter threads reps dump */
#include "common.h"

static void mandelbrot(uint32_t* restrict out, int width, int height, int maxIter) {
  const float sx = 3.0f / (float)width;
  const float sy = 2.4f / (float)height;
#pragma omp parallel for schedule(dynamic, 1)
  for (int py = 0; py < height; py++) {
    const float cy = -1.2f + (float)py * sy;
    for (int px = 0; px < width; px++) {
      const float cx = -2.2f + (float)px * sx;
      float x = 0.0f, y = 0.0f;
      int n = 0;
      while (n < maxIter) {
        const float xx = x * x;
        const float yy = y * y;
        if (xx + yy > 4.0f) break;
        y = 2.0f * x * y + cy;
        x = xx - yy + cx;
        n++;
      }
      out[(int64_t)py * width + px] = (uint32_t)n;
    }
  }
}

int main(int argc, char** argv) {
  if (argc < 7) { fprintf(stderr, "usage: mandelbrot width height maxIter threads reps dump\n"); return 2; }
  int width = atoi(argv[1]), height = atoi(argv[2]), maxIter = atoi(argv[3]);
  omp_set_num_threads(atoi(argv[4]));
  int reps = atoi(argv[5]);
  int64_t n = (int64_t)width * height;
  uint32_t* out = alloc_or_die(n * sizeof(uint32_t));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i++) out[i] = 0;
  TIME_RUNS(reps, 1, mandelbrot(out, width, height, maxIter));
  dump_sample(argv[6], out, n, sizeof(uint32_t));
  return 0;
}
