/* Times the scalar build's and the lanes' (spmd: "always") stencil and saxpy loops, and session
 * 5's lanes (an 8-lane loop unrolled 4 times: *_unrolled_s5.ll), as LLVM compiled them from
 * Tack's IR (dump.mjs, build.sh), in one process, interleaved rep by rep,
 * on T OpenMP threads that each run one contiguous share of the range (the pool's static
 * shares), with the destination at a chosen distance from the source's page offset. Separates
 * the code's shape from everything else a launch does (dispatch, pool, sampling).
 *   harness stencil H W T REPS DST_OFFSET_FLOATS | harness saxpy N T REPS INNER DST_OFFSET_FLOATS
 * Prints medians and minima in ms, and scalar/lanes, scalar/unrolled (> 1: the lanes are faster). */
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef void Stencil(float*, float*, int32_t, int32_t, int64_t, int64_t, int64_t*, int64_t, int64_t);
typedef void Saxpy(float*, float*, float*, float, int64_t, int64_t, int64_t, int64_t*, int64_t, int64_t);
extern Stencil stencil_scalar, stencil_lanes, stencil_unrolled;
extern Saxpy saxpy_scalar, saxpy_lanes, saxpy_unrolled;
static Stencil* const stencils[3] = {stencil_scalar, stencil_lanes, stencil_unrolled};
static Saxpy* const saxpys[3] = {saxpy_scalar, saxpy_lanes, saxpy_unrolled};

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}
static int cmp(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}
/* page-aligned + 16 bytes (a large calloc'd typed array's offset), plus `extra` floats */
static float* alloc_at(int64_t n, int extra) {
  char* p = aligned_alloc(4096, (size_t)(n + 4096) * 4);
  if (!p) { fprintf(stderr, "out of memory\n"); exit(1); }
  float* f = (float*)(p + 16) + extra;
  for (int64_t i = 0; i < n; i++) f[i] = (float)((i * 2654435761u) % 1000) / 1000.0f - 0.5f;
  return f;
}

int main(int argc, char** argv) {
  if (argc < 7) { fprintf(stderr, "usage: see harness.c\n"); return 2; }
  int is_stencil = strcmp(argv[1], "stencil") == 0;
  int64_t h = 0, w = 0, n;
  int t, reps, inner, off;
  if (is_stencil) {
    h = atoll(argv[2]), w = atoll(argv[3]), t = atoi(argv[4]), reps = atoi(argv[5]), off = atoi(argv[6]), inner = 1;
    n = h * w;
  } else {
    n = atoll(argv[2]), t = atoi(argv[3]), reps = atoi(argv[4]), inner = atoi(argv[5]), off = atoi(argv[6]);
  }
  if (reps > 10000) reps = 10000;
  omp_set_num_threads(t);
  float* x = alloc_at(n, 0);
  float* y = alloc_at(n, 0);
  float* out = alloc_at(n, off);
  int64_t total = is_stencil ? (h - 2) * (w - 2) : n;
  static double ms[3][10000];
  for (int r = -3; r < reps; r++) {
    for (int j = 0; j < 3; j++) {
      int b = (r + j + 3) % 3;
      double t0 = now_ms();
      for (int k = 0; k < inner; k++) {
#pragma omp parallel
        {
          int64_t status[4] = {0};
          int id = omp_get_thread_num(), nt = omp_get_num_threads();
          int64_t lo = total * id / nt, hi = total * (id + 1) / nt;
          if (is_stencil) stencils[b](x, out, (int32_t)h, (int32_t)w, n, n, status, lo, hi);
          else saxpys[b](x, y, out, 1.5f, n, n, n, status, lo, hi);
        }
      }
      if (r >= 0) ms[b][r] = (now_ms() - t0) / inner;
    }
  }
  double med[3], mn[3];
  for (int b = 0; b < 3; b++) {
    qsort(ms[b], reps, sizeof(double), cmp);
    med[b] = ms[b][reps / 2];
    mn[b] = ms[b][0];
  }
  char size[64];
  if (is_stencil) snprintf(size, sizeof size, "%lldx%lld", (long long)h, (long long)w);
  else snprintf(size, sizeof size, "n=%lld", (long long)n);
  printf("%s %s, %d threads, dst offset %d floats: scalar %.4f ms (min %.4f), lanes %.4f (%.4f), s5 unrolled %.4f (%.4f); "
         "scalar/lanes %.3f (min %.3f), scalar/unrolled %.3f (min %.3f)\n",
         argv[1], size, t, off, med[0], mn[0], med[1], mn[1], med[2], mn[2], med[0] / med[1], mn[0] / mn[1], med[0] / med[2], mn[0] / mn[2]);
  return 0;
}
