/* n-body accelerations, the corpus form (test/corpus/nbody.ts) in f32: all pairs, softened
 * 1/sqrt(d2 + eps)^3, positions as xyz triples; writes acc and adds acc * dt to vel.
 * Args: n threads reps dump (dumps acc) */
#include <math.h>
#include "common.h"

static inline float inverse_cube(float d2) {
  const float inv = 1.0f / sqrtf(d2 + 0.01f);
  return inv * inv * inv;
}

static void nbody(const float* restrict pos, float* restrict vel, float* restrict acc, int n, float dt) {
#pragma omp parallel for schedule(static)
  for (int i = 0; i < n; i++) {
    const float xi = pos[3 * i], yi = pos[3 * i + 1], zi = pos[3 * i + 2];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int j = 0; j < n; j++) {
      const float dx = pos[3 * j] - xi;
      const float dy = pos[3 * j + 1] - yi;
      const float dz = pos[3 * j + 2] - zi;
      const float s = inverse_cube(dx * dx + dy * dy + dz * dz);
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    acc[3 * i] = ax;
    acc[3 * i + 1] = ay;
    acc[3 * i + 2] = az;
    vel[3 * i] += ax * dt;
    vel[3 * i + 1] += ay * dt;
    vel[3 * i + 2] += az * dt;
  }
}

int main(int argc, char** argv) {
  if (argc < 5) { fprintf(stderr, "usage: nbody n threads reps dump\n"); return 2; }
  int n = atoi(argv[1]);
  omp_set_num_threads(atoi(argv[2]));
  int reps = atoi(argv[3]);
  float* pos = alloc_or_die(3 * (size_t)n * sizeof(float));
  float* vel = alloc_or_die(3 * (size_t)n * sizeof(float));
  float* acc = alloc_or_die(3 * (size_t)n * sizeof(float));
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < 3 * (int64_t)n; i++) {
    pos[i] = hash_value((uint32_t)i, 3);
    vel[i] = 0.0f;
    acc[i] = 0.0f;
  }
  TIME_RUNS(reps, 1, nbody(pos, vel, acc, n, 0.001f));
  dump_sample(argv[4], acc, 3 * (int64_t)n, sizeof(float));
  return 0;
}
