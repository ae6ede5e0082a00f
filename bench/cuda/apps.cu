// The raw anchors of bench/cuda/apps.ts: the same three algorithms hand-written in CUDA C
// (nvcc -O3 -arch=sm_90), one thread per output as Tack launches them, no shared-memory
// tiling (the algorithm compared is Tack's, not cuBLAS's). Products are __fmul_rn like
// Tack's (no contraction into the sums), sizes as in apps.ts. Timed as apps.ts times Tack:
// host clock around launch + synchronize, median after warm-ups. One JSON line per kernel.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

__global__ void matmul(const float* __restrict__ a, const float* __restrict__ b, float* __restrict__ c, int n, int k, int m) {
  long long t = (long long)blockIdx.x * 256 + threadIdx.x;
  if (t >= (long long)n * m) return;
  int i = int(t / m), j = int(t % m);
  float acc = 0.f;
  for (int p = 0; p < k; ++p) acc = acc + __fmul_rn(a[(long long)i * k + p], b[(long long)p * m + j]);
  c[t] = acc;
}

__global__ void stencil5(const float* __restrict__ src, float* __restrict__ dst, int h, int w) {
  long long t = (long long)blockIdx.x * 256 + threadIdx.x;
  long long iw = w - 2;
  if (t >= (long long)(h - 2) * iw) return;
  long long y = t / iw, x = t % iw;
  long long i = (y + 1) * w + x + 1;
  dst[i] = __fmul_rn(0.2f, src[i] + src[i - 1] + src[i + 1] + src[i - w] + src[i + w]);
}

__global__ void nbody(const float* __restrict__ pos, float* __restrict__ vel, float* __restrict__ acc, int n, float dt) {
  long long i = (long long)blockIdx.x * 256 + threadIdx.x;
  if (i >= n) return;
  float ax = 0.f, ay = 0.f, az = 0.f;
  for (int j = 0; j < n; ++j) {
    float dx = pos[3 * j] - pos[3 * i], dy = pos[3 * j + 1] - pos[3 * i + 1], dz = pos[3 * j + 2] - pos[3 * i + 2];
    float inv = 1.0f / sqrtf(__fmul_rn(dx, dx) + __fmul_rn(dy, dy) + __fmul_rn(dz, dz) + 0.01f);
    float s = __fmul_rn(__fmul_rn(inv, inv), inv);
    ax = ax + __fmul_rn(dx, s);
    ay = ay + __fmul_rn(dy, s);
    az = az + __fmul_rn(dz, s);
  }
  acc[3 * i] = ax;
  acc[3 * i + 1] = ay;
  acc[3 * i + 2] = az;
  vel[3 * i] += __fmul_rn(ax, dt);
  vel[3 * i + 1] += __fmul_rn(ay, dt);
  vel[3 * i + 2] += __fmul_rn(az, dt);
}

template <typename F>
double medianMs(F launch, int warm, int reps) {
  std::vector<double> ms;
  for (int r = 0; r < warm + reps; ++r) {
    cudaDeviceSynchronize();
    auto t0 = std::chrono::steady_clock::now();
    launch();
    cudaDeviceSynchronize();
    auto t1 = std::chrono::steady_clock::now();
    if (r >= warm) ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

float* deviceArray(long long n, float scale) {
  std::vector<float> h(n);
  for (long long i = 0; i < n; ++i) h[i] = scale * float((i * 2654435761LL) % 1000) / 1000.f - 0.5f;
  float* d;
  cudaMalloc(&d, n * 4);
  cudaMemcpy(d, h.data(), n * 4, cudaMemcpyHostToDevice);
  return d;
}

unsigned blocks(long long items) { return unsigned((items + 255) / 256); }

int main() {
  const int MM = 2048, ST = 8192, NB = 16384;
  float *a = deviceArray(1LL * MM * MM, 1), *b = deviceArray(1LL * MM * MM, 0.5f), *c = deviceArray(1LL * MM * MM, 0);
  double mm = medianMs([&] { matmul<<<blocks(1LL * MM * MM), 256>>>(a, b, c, MM, MM, MM); }, 2, 10);
  printf("{\"app\": \"matmul %dx%d f32\", \"rawCudaMs\": %.4f, \"rawRate\": %.1f, \"unit\": \"GFLOP/s\"}\n", MM, MM, mm,
         2.0 * MM * MM * MM / (mm * 1e-3) / 1e9);
  float *src = deviceArray(1LL * ST * ST, 1), *dst = deviceArray(1LL * ST * ST, 0);
  double st = medianMs([&] { stencil5<<<blocks(1LL * (ST - 2) * (ST - 2)), 256>>>(src, dst, ST, ST); }, 3, 20);
  printf("{\"app\": \"stencil 5-point %dx%d f32, interior\", \"rawCudaMs\": %.4f, \"rawRate\": %.1f, \"unit\": \"GB/s\"}\n", ST, ST,
         st, 8.0 * (ST - 2) * (ST - 2) / (st * 1e-3) / 1e9);
  float *pos = deviceArray(3LL * NB, 1), *vel = deviceArray(3LL * NB, 0), *acc = deviceArray(3LL * NB, 0);
  double nb = medianMs([&] { nbody<<<blocks(NB), 256>>>(pos, vel, acc, NB, 0.001f); }, 2, 10);
  printf("{\"app\": \"nbody %d bodies f32 (all pairs)\", \"rawCudaMs\": %.4f, \"rawRate\": %.1f, \"unit\": \"GFLOP/s\", \"error\": \"%s\"}\n",
         NB, nb, 20.0 * NB * NB / (nb * 1e-3) / 1e9, cudaGetErrorString(cudaGetLastError()));
  return 0;
}
