/* Shared helpers for Tack's hand-written C references (bench/cpu/run.ts builds and runs them).
 *
 * Every program takes: <size args...> <threads> <reps> <dump path or "-">, sets
 * omp_set_num_threads(threads), fills its inputs with the same hash the runner uses (so the
 * inputs are bit-identical to Tack's), first-touches every array in parallel, warms up, times
 * `reps` runs of its kernel loop and prints one JSON line: {"medianMs":..,"minMs":..,"runs":[..]}.
 * With a dump path it writes a strided sample of the output (at most 2^20 elements, stride
 * given by sample_stride) for the runner to compare against Tack's output. */
#ifndef TACK_BENCH_COMMON_H
#define TACK_BENCH_COMMON_H
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The runner's input generator, bit for bit: a multiplicative hash of (i, seed) mapped to
 * [-0.5, 0.5) with 24 bits, exactly representable in f32. */
static inline float hash_value(uint32_t i, uint32_t seed) {
  uint32_t h = (i + seed * 0x9E3779B9u) * 2654435761u;
  h ^= h >> 15;
  h *= 2246822519u;
  h ^= h >> 13;
  return (float)((double)(h >> 8) / 16777216.0 - 0.5);
}

static inline double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp_double(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

static inline int64_t sample_stride(int64_t n) {
  int64_t s = n >> 20;
  return s < 1 ? 1 : s;
}

/* Writes elements 0, stride, 2*stride, ... of an array of `n` elements of `size` bytes. */
static void dump_sample(const char* path, const void* data, int64_t n, size_t size) {
  if (strcmp(path, "-") == 0) return;
  FILE* f = fopen(path, "wb");
  if (!f) { perror(path); exit(1); }
  int64_t stride = sample_stride(n);
  for (int64_t i = 0; i < n; i += stride) fwrite((const char*)data + i * size, size, 1, f);
  fclose(f);
}

static void* alloc_or_die(size_t bytes) {
  void* p = malloc(bytes);
  if (!p) { fprintf(stderr, "out of memory (%zu bytes)\n", bytes); exit(1); }
  return p;
}

static void report(double* runs, int reps) {
  double* s = alloc_or_die(sizeof(double) * reps);
  memcpy(s, runs, sizeof(double) * reps);
  qsort(s, reps, sizeof(double), cmp_double);
  double med = reps % 2 ? s[reps / 2] : 0.5 * (s[reps / 2 - 1] + s[reps / 2]);
  printf("{\"medianMs\":%.6f,\"minMs\":%.6f,\"runs\":[", med, s[0]);
  for (int i = 0; i < reps; i++) printf("%s%.6f", i ? "," : "", runs[i]);
  printf("]}\n");
  free(s);
}

/* Runs the statement(s) `warm` times untimed, then `reps` times timed. */
#define TIME_RUNS(reps, warm, ...)                                   \
  do {                                                               \
    double* runs_ = alloc_or_die(sizeof(double) * (reps));           \
    for (int w_ = 0; w_ < (warm); w_++) { __VA_ARGS__; }                    \
    for (int r_ = 0; r_ < (reps); r_++) {                            \
      double t0_ = now_ms();                                         \
      __VA_ARGS__;                                                   \
      runs_[r_] = now_ms() - t0_;                                    \
    }                                                                \
    report(runs_, (reps));                                           \
    free(runs_);                                                     \
  } while (0)

#endif
