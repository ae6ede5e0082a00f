/* 2-D 5-point stencil, interior only, f32:
 *   dst[y][x] = 0.2 * (src[y][x] + src[y][x-1] + src[y][x+1] + src[y-1][x] + src[y+1][x])
 * for 1 <= y < h-1, 1 <= x < w-1. Args: h w threads reps dump (dumps dst) */
#include "common.h"

static void stencil(const float* restrict src, float* restrict dst, int h, int w) {
#pragma omp parallel for schedule(static)
  for (int y = 1; y < h - 1; y++) {
    for (int x = 1; x < w - 1; x++) {
      const int64_t i = (int64_t)y * w + x;
      dst[i] = 0.2f * (src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
    }
  }
}

int main(int argc, char** argv) {
  if (argc < 6) { fprintf(stderr, "usage: stencil h w threads reps dump\n"); return 2; }
  int h = atoi(argv[1]), w = atoi(argv[2]);
  omp_set_num_threads(atoi(argv[3]));
  int reps = atoi(argv[4]);
  int64_t n = (int64_t)h * w;
  float* src = alloc_or_die(n * sizeof(float));
  float* dst = alloc_or_die(n * sizeof(float));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i++) {
    src[i] = hash_value((uint32_t)i, 4);
    dst[i] = 0.0f;
  }
  TIME_RUNS(reps, 3, stencil(src, dst, h, w));
  dump_sample(argv[5], dst, n, sizeof(float));
  return 0;
}
