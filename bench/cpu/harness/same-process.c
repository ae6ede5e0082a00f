/* Tack's compiled code against the C reference in one process (bench/cpu/experiments.ts):
 * the object file the shim produced for a kernel (JitModule.object, written to disk) is linked
 * here and its chunk entry called on the same arrays as the C loop, alternating, so machine
 * noise, array placement and the thread pool are taken out and only the code differs.
 * Each thread runs one contiguous piece of the range (as omp schedule(static)).
 *   KIND 0: saxpy 2^24 (chunk symbol renamed to tack_chunk); KIND 1: stencil5 4096x4096.
 * Args: threads reps. Prints one JSON line: medians and minimums in ms. */
#include "../c/common.h"

void tack_chunk(const uint64_t* slots, int64_t start, int64_t end);

static void run_tack(const uint64_t* slots, int64_t total) {
#pragma omp parallel
  {
    int t = omp_get_thread_num(), T = omp_get_num_threads();
    tack_chunk(slots, total * t / T, total * (t + 1) / T);
  }
}

static double med(double* x, int n) {
  qsort(x, n, sizeof(double), cmp_double);
  return n % 2 ? x[n / 2] : 0.5 * (x[n / 2 - 1] + x[n / 2]);
}

#if KIND == 0
static void c_ref(const float* restrict x, const float* restrict y, float* restrict out, float a, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i++) out[i] = a * x[i] + y[i];
}
#else
static void c_ref(const float* restrict src, float* restrict dst, int h, int w) {
#pragma omp parallel for schedule(static)
  for (int y = 1; y < h - 1; y++)
    for (int x = 1; x < w - 1; x++) {
      const int64_t i = (int64_t)y * w + x;
      dst[i] = 0.2f * (src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
    }
}
#endif

int main(int argc, char** argv) {
  if (argc < 3) { fprintf(stderr, "usage: same-process threads reps\n"); return 2; }
  omp_set_num_threads(atoi(argv[1]));
  int reps = atoi(argv[2]);
#if KIND == 0
  const int64_t n = (int64_t)1 << 24, total = n;
  float* x = alloc_or_die(n * 4);
  float* y = alloc_or_die(n * 4);
  float* out = alloc_or_die(n * 4);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i++) { x[i] = hash_value((uint32_t)i, 1); y[i] = hash_value((uint32_t)i, 2); out[i] = 0; }
  const float a = 1.5f;
  uint32_t abits;
  memcpy(&abits, &a, 4);
  /* slots: x, y, out, a (f32 in the low word), then the three hidden lengths */
  const uint64_t slots[7] = {(uint64_t)x, (uint64_t)y, (uint64_t)out, abits, (uint64_t)n, (uint64_t)n, (uint64_t)n};
#define C_CALL c_ref(x, y, out, a, n)
#else
  const int h = 4096, w = 4096;
  const int64_t n = (int64_t)h * w, total = (int64_t)(h - 2) * (w - 2);
  float* src = alloc_or_die(n * 4);
  float* dst = alloc_or_die(n * 4);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i++) { src[i] = hash_value((uint32_t)i, 4); dst[i] = 0; }
  /* slots: src, dst, h, w, then the two hidden lengths */
  const uint64_t slots[6] = {(uint64_t)src, (uint64_t)dst, (uint64_t)h, (uint64_t)w, (uint64_t)n, (uint64_t)n};
#define C_CALL c_ref(src, dst, h, w)
#endif
  double* tc = alloc_or_die(sizeof(double) * reps);
  double* tt = alloc_or_die(sizeof(double) * reps);
  double minC = 1e30, minT = 1e30;
  for (int r = -3; r < reps; r++) {
    double t0 = now_ms();
    C_CALL;
    double t1 = now_ms();
    run_tack(slots, total);
    double t2 = now_ms();
    if (r < 0) continue;
    tc[r] = t1 - t0;
    tt[r] = t2 - t1;
    if (tc[r] < minC) minC = tc[r];
    if (tt[r] < minT) minT = tt[r];
  }
  printf("{\"cMs\":%.4f,\"tackMs\":%.4f,\"cMinMs\":%.4f,\"tackMinMs\":%.4f}\n", med(tc, reps), med(tt, reps), minC, minT);
  return 0;
}
