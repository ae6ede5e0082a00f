// The hand-written reference for bench/cuda: saxpy over 2^28 f32 (nvcc -O3 -arch=sm_90),
// timed as bench/cuda/run.ts times Tack's: host clock around launch + synchronize, median
// of 20 after 3 warm-ups. Prints one JSON line.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

__global__ void saxpy(const float* __restrict__ x, const float* __restrict__ y, float* __restrict__ out, float a, long long n) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a * x[i] + y[i];
}

int main() {
  const long long n = 1LL << 28;
  float *x, *y, *out;
  cudaMalloc(&x, n * 4);
  cudaMalloc(&y, n * 4);
  cudaMalloc(&out, n * 4);
  cudaMemset(x, 0, n * 4);
  cudaMemset(y, 0, n * 4);
  std::vector<double> ms;
  for (int r = 0; r < 23; ++r) {
    cudaDeviceSynchronize();
    auto t0 = std::chrono::steady_clock::now();
    saxpy<<<(n + 255) / 256, 256>>>(x, y, out, 2.0f, n);
    cudaDeviceSynchronize();
    auto t1 = std::chrono::steady_clock::now();
    if (r >= 3) ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  double med = ms[ms.size() / 2];
  printf("{\"saxpyMs\": %.4f, \"saxpyTBs\": %.3f, \"error\": \"%s\"}\n", med, 3.0 * 4 * n / (med * 1e-3) / 1e12,
         cudaGetErrorString(cudaGetLastError()));
  return 0;
}
