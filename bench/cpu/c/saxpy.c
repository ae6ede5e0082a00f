/* saxpy: out[i] = a * x[i] + y[i] over n f32 (memory bound). Args: n threads reps dump */
#include "common.h"

static void saxpy(const float* restrict x, const float* restrict y, float* restrict out, float a, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i++) out[i] = a * x[i] + y[i];
}

int main(int argc, char** argv) {
  if (argc < 5) { fprintf(stderr, "usage: saxpy n threads reps dump\n"); return 2; }
  int64_t n = atoll(argv[1]);
  omp_set_num_threads(atoi(argv[2]));
  int reps = atoi(argv[3]);
  float* x = alloc_or_die(n * sizeof(float));
  float* y = alloc_or_die(n * sizeof(float));
  float* out = alloc_or_die(n * sizeof(float));
  const float a = 1.5f;
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i++) {
    x[i] = hash_value((uint32_t)i, 1);
    y[i] = hash_value((uint32_t)i, 2);
    out[i] = 0.0f;
  }
  TIME_RUNS(reps, 3, saxpy(x, y, out, a, n));
  dump_sample(argv[4], out, n, sizeof(float));
  return 0;
}
