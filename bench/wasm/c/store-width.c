/* Issue 11, 16 threads: the memory-bound kernels with 128-, 256- and 512-bit loads and stores
 * (SSE/AVX intrinsics; Wasm SIMD has 128), taking turns in ONE process on the SAME arrays, so
 * that where the pages landed (which moved a gcc binary's ~1 ms launch 2-3x between processes
 * on the 16-core host) weighs on all three alike. OpenMP static schedule, as the C references.
 *
 *   store-width KERNEL THREADS ROUNDS     KERNEL: saxpy24 | saxpy26 | stencil
 * prints one JSON line: each variant's median ms per launch (median over rounds of 5 launches).
 * Build: gcc -O3 -march=sapphirerapids -fopenmp (bench/wasm/store-width.sh pack). */
#include <immintrin.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int cmp(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

static double median(double* v, int n) {
  qsort(v, n, sizeof(double), cmp);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* out = a*x + y; n a multiple of 16 */
static void saxpy128(const float* x, const float* y, float* out, float a, int64_t n) {
  const __m128 va = _mm_set1_ps(a);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i += 4) _mm_storeu_ps(out + i, _mm_fmadd_ps(va, _mm_loadu_ps(x + i), _mm_loadu_ps(y + i)));
}
static void saxpy256(const float* x, const float* y, float* out, float a, int64_t n) {
  const __m256 va = _mm256_set1_ps(a);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i += 8) _mm256_storeu_ps(out + i, _mm256_fmadd_ps(va, _mm256_loadu_ps(x + i), _mm256_loadu_ps(y + i)));
}
#ifdef __AVX512F__ /* absent in a build for a CPU without it (a check run on the VM) */
static void saxpy512(const float* x, const float* y, float* out, float a, int64_t n) {
  const __m512 va = _mm512_set1_ps(a);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i += 16) _mm512_storeu_ps(out + i, _mm512_fmadd_ps(va, _mm512_loadu_ps(x + i), _mm512_loadu_ps(y + i)));
}
#endif

/* the 5-point interior stencil; w - 2 a multiple of 16 is not needed: a scalar tail per row */
#define STENCIL(NAME, W, T, LOAD, STORE, ADD, MUL, SET1)                                       \
  static void NAME(const float* src, float* dst, int h, int w) {                                \
    const T k = SET1(0.2f);                                                                     \
    _Pragma("omp parallel for schedule(static)") for (int y = 1; y < h - 1; y++) {              \
      const float* s = src + (int64_t)y * w;                                                    \
      float* d = dst + (int64_t)y * w;                                                          \
      int x = 1;                                                                                \
      for (; x + W <= w - 1; x += W) {                                                          \
        T c = ADD(ADD(LOAD(s + x), LOAD(s + x - 1)), ADD(LOAD(s + x + 1), LOAD(s + x - w)));    \
        STORE(d + x, MUL(k, ADD(c, LOAD(s + x + w))));                                          \
      }                                                                                         \
      for (; x < w - 1; x++) d[x] = 0.2f * (s[x] + s[x - 1] + s[x + 1] + s[x - w] + s[x + w]); \
    }                                                                                           \
  }
STENCIL(stencil128, 4, __m128, _mm_loadu_ps, _mm_storeu_ps, _mm_add_ps, _mm_mul_ps, _mm_set1_ps)
STENCIL(stencil256, 8, __m256, _mm256_loadu_ps, _mm256_storeu_ps, _mm256_add_ps, _mm256_mul_ps, _mm256_set1_ps)
#ifdef __AVX512F__
STENCIL(stencil512, 16, __m512, _mm512_loadu_ps, _mm512_storeu_ps, _mm512_add_ps, _mm512_mul_ps, _mm512_set1_ps)
#else
#define saxpy512 NULL
#define stencil512 NULL
#endif

/* 128 bits, four vectors a trip: is the 128-bit loop's cost its instruction count (then this
 * one gains on stencil128) or the width of what it moves (then it does not)? */
static void saxpy128u4(const float* x, const float* y, float* out, float a, int64_t n) {
  const __m128 va = _mm_set1_ps(a);
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; i += 16)
    for (int u = 0; u < 16; u += 4) _mm_storeu_ps(out + i + u, _mm_fmadd_ps(va, _mm_loadu_ps(x + i + u), _mm_loadu_ps(y + i + u)));
}
static void stencil128u4(const float* src, float* dst, int h, int w) {
  const __m128 k = _mm_set1_ps(0.2f);
#pragma omp parallel for schedule(static)
  for (int y = 1; y < h - 1; y++) {
    const float* s = src + (int64_t)y * w;
    float* d = dst + (int64_t)y * w;
    int x = 1;
    for (; x + 16 <= w - 1; x += 16)
      for (int u = 0; u < 16; u += 4) {
        const float* q = s + x + u;
        __m128 c = _mm_add_ps(_mm_add_ps(_mm_loadu_ps(q), _mm_loadu_ps(q - 1)), _mm_add_ps(_mm_loadu_ps(q + 1), _mm_loadu_ps(q - w)));
        _mm_storeu_ps(d + x + u, _mm_mul_ps(k, _mm_add_ps(c, _mm_loadu_ps(q + w))));
      }
    for (; x < w - 1; x++) d[x] = 0.2f * (s[x] + s[x - 1] + s[x + 1] + s[x - w] + s[x + w]);
  }
}
/* the wasm device's shape (vecfn.ts carried groups): the row's vectors loaded once, the
 * neighbours x-1 and x+1 made by palignr from two of them; three loads a vector, four a trip */
static void stencil128c4(const float* src, float* dst, int h, int w) {
  const __m128 k = _mm_set1_ps(0.2f);
#pragma omp parallel for schedule(static)
  for (int y = 1; y < h - 1; y++) {
    const float* s = src + (int64_t)y * w;
    float* d = dst + (int64_t)y * w;
    int x = 1;
    __m128i a = _mm_castps_si128(_mm_loadu_ps(s + x - 1));
    for (; x + 17 <= w - 1; x += 16)
      for (int u = 0; u < 16; u += 4) {
        __m128i b = _mm_castps_si128(_mm_loadu_ps(s + x + u + 3));
        __m128 mid = _mm_castsi128_ps(_mm_alignr_epi8(b, a, 4)), right = _mm_castsi128_ps(_mm_alignr_epi8(b, a, 8));
        __m128 c = _mm_add_ps(_mm_add_ps(_mm_add_ps(mid, _mm_castsi128_ps(a)), right), _mm_loadu_ps(s + x + u - w));
        _mm_storeu_ps(d + x + u, _mm_mul_ps(k, _mm_add_ps(c, _mm_loadu_ps(s + x + u + w))));
        a = b;
      }
    for (; x < w - 1; x++) d[x] = 0.2f * (s[x] + s[x - 1] + s[x + 1] + s[x - w] + s[x + w]);
  }
}

int main(int argc, char** argv) {
  if (argc < 4) { fprintf(stderr, "usage: store-width saxpy24|saxpy26|stencil THREADS ROUNDS [OUT_SHIFT_BYTES]\n"); return 2; }
  /* the output starts this many bytes (a multiple of 4) past a page-aligned block: its page
   * offset against the inputs' (4K aliasing between the output's stores and the inputs' loads) */
  const long shift = argc > 4 ? atol(argv[4]) : 0;
  const char* kernel = argv[1];
  omp_set_num_threads(atoi(argv[2]));
  int rounds = atoi(argv[3]);
  int stencil = strcmp(kernel, "stencil") == 0;
  int64_t n = stencil ? 4096 * 4096 : strcmp(kernel, "saxpy26") == 0 ? 1 << 26 : 1 << 24;
  float *x = aligned_alloc(4096, n * 4), *y = aligned_alloc(4096, n * 4), *outBlock = aligned_alloc(4096, n * 4 + 8192);
  float* out = outBlock + shift / 4;
  if (!x || !y || !outBlock) { fprintf(stderr, "out of memory\n"); return 1; }
  /* filled by the calling thread alone, as the runtimes' arrays are (no first-touch spread) */
  for (int64_t i = 0; i < n; i++) { x[i] = (float)(i % 1000) / 1000.0f; y[i] = (float)(i % 777); out[i] = 0; }
  /* the variants that take turns: 128, 256, 512 bits (512 only where the CPU has it), then the
   * 128-bit loop four vectors a trip, and for the stencil the wasm device's carried shape */
  typedef void (*saxpy_fn)(const float*, const float*, float*, float, int64_t);
  typedef void (*stencil_fn)(const float*, float*, int, int);
  const char* names[] = {"w128", "w256", "w512", "w128u4", "w128c4"};
  saxpy_fn sx[] = {saxpy128, saxpy256, saxpy512, saxpy128u4, NULL};
  stencil_fn st[] = {stencil128, stencil256, stencil512, stencil128u4, stencil128c4};
  int use[5], nv = 0;
  for (int v = 0; v < 5; v++)
    if ((v != 2 || __builtin_cpu_supports("avx512f")) && (stencil ? st[v] != NULL : sx[v] != NULL)) use[nv++] = v;
  double* t[5];
  for (int v = 0; v < 5; v++) t[v] = malloc(sizeof(double) * rounds);
  for (int r = -1; r < rounds; r++) { /* round -1: warm-up */
    for (int k = 0; k < nv; k++) {
      int v = use[(k + r + nv) % nv]; /* each variant goes first in turn */
      double t0 = now_ms();
      for (int l = 0; l < 5; l++) {
        if (stencil) st[v](x, out, 4096, 4096);
        else sx[v](x, y, out, 1.5f, n);
      }
      if (r >= 0) t[v][r] = (now_ms() - t0) / 5;
    }
  }
  double m[5] = {0};
  for (int k = 0; k < nv; k++) m[use[k]] = median(t[use[k]], rounds);
  printf("{\"kernel\":\"%s\",\"threads\":%s,\"outShift\":%ld", kernel, argv[2], shift);
  for (int k = 0; k < nv; k++) printf(",\"%s\":%.4f", names[use[k]], m[use[k]]);
  printf(",\"speed128vs256\":%.3f,\"speed128u4vs256\":%.3f", m[1] / m[0], m[1] / m[3]);
  if (stencil) printf(",\"speed128c4vs256\":%.3f", m[1] / m[4]);
  printf(",\"check\":%g}\n", (double)out[n / 2 + 7]);
  return 0;
}
