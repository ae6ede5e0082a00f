// The hand-written reference for bench/cuda: saxpy over 2^28 f32 (nvcc -O3 -arch=sm_90),
// timed as bench/cuda/run.ts times Tack's: host clock around launch + synchronize, median
// of 20 after 3 warm-ups. Prints one JSON line.
//
// Then the same timing of the generated code itself (the goldens test/codegen-c/saxpy.cu and
// saxpy-noalias.cu, included, so this measures whatever the generator emits now) and of a
// hand-written kernel without __restrict__, to attribute a gap between Tack and the
// reference (issue 10): the bounds checks, the restrict pointers (ld.global.nc), and the
// 2^26-item slices the runtime used to queue. One more JSON line.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

__global__ void saxpy(const float* __restrict__ x, const float* __restrict__ y, float* __restrict__ out, float a, long long n) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a * x[i] + y[i];
}

__global__ void saxpyAliased(const float* x, const float* y, float* out, float a, long long n) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a * x[i] + y[i];
}

#define tack_fail tack_fail_checked
#define tack_kernel_saxpy tack_saxpy_checked
#include "../../test/codegen-c/saxpy.cu"
#undef tack_fail
#undef tack_kernel_saxpy
#define tack_fail tack_fail_noalias
#define tack_kernel_saxpy tack_saxpy_noalias
#include "../../test/codegen-c/saxpy-noalias.cu"
#undef tack_fail
#undef tack_kernel_saxpy

template <typename F>
double medianMs(F launch) {
  std::vector<double> ms;
  for (int r = 0; r < 23; ++r) {
    cudaDeviceSynchronize();
    auto t0 = std::chrono::steady_clock::now();
    launch();
    cudaDeviceSynchronize();
    auto t1 = std::chrono::steady_clock::now();
    if (r >= 3) ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

int main() {
  const long long n = 1LL << 28;
  float *x, *y, *out;
  long long* status;
  cudaMalloc(&x, n * 4);
  cudaMalloc(&y, n * 4);
  cudaMalloc(&out, n * 4);
  cudaMalloc(&status, 64);
  cudaMemset(x, 0, n * 4);
  cudaMemset(y, 0, n * 4);
  cudaMemset(status, 0, 64);
  const unsigned blocks = unsigned((n + 255) / 256);
  double med = medianMs([&] { saxpy<<<blocks, 256>>>(x, y, out, 2.0f, n); });
  printf("{\"saxpyMs\": %.4f, \"saxpyTBs\": %.3f, \"error\": \"%s\"}\n", med, 3.0 * 4 * n / (med * 1e-3) / 1e12,
         cudaGetErrorString(cudaGetLastError()));
  double aliased = medianMs([&] { saxpyAliased<<<blocks, 256>>>(x, y, out, 2.0f, n); });
  double checked = medianMs([&] { tack_saxpy_checked<<<blocks, 256>>>(x, y, out, 2.0f, n, n, n, 0, n, status); });
  double noalias = medianMs([&] { tack_saxpy_noalias<<<blocks, 256>>>(x, y, out, 2.0f, n, n, n, 0, n, status); });
  const long long slice = 1LL << 26;
  double sliced = medianMs([&] {
    for (long long s = 0; s < n; s += slice) tack_saxpy_checked<<<unsigned(slice / 256), 256>>>(x, y, out, 2.0f, n, n, n, s, s + slice, status);
  });
  long long fault = 0;
  cudaMemcpy(&fault, status, 8, cudaMemcpyDeviceToHost);
  printf("{\"saxpyVariantsMs\": {\"hand\": %.4f, \"handNoRestrict\": %.4f, \"tackChecked\": %.4f, \"tackNoalias\": %.4f, "
         "\"tackChecked4Slices\": %.4f}, \"status\": %lld, \"error\": \"%s\"}\n",
         med, aliased, checked, noalias, sliced, fault, cudaGetErrorString(cudaGetLastError()));
  return 0;
}
