// The hand-written reference for bench/cuda: saxpy over 2^28 f32 (nvcc -O3 -arch=sm_90),
// timed as bench/cuda/run.ts times Tack's: host clock around launch + synchronize, median
// of 20 after 3 warm-ups. Prints one JSON line.
//
// Then the same timing of the generated code itself (the goldens test/codegen-c/saxpy.cu and
// saxpy-noalias.cu, included, so this measures whatever the generator emits now) and of a
// hand-written kernel without __restrict__, to attribute a gap between Tack and the
// reference (issue 10): the bounds checks, the restrict pointers (ld.global.nc), and the
// 2^26-item slices the runtime used to queue. One more JSON line.
//
// Then saxpyAttribution: the generated kernel, the reference and hand-edited variants that each
// remove one difference between them (saxpy-variants.cuh), timed interleaved (every round
// times each once, CUDA events around the launch; median of 30 rounds after 3), with each
// output compared bit for bit with the generated kernel's on hashed non-zero inputs.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
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
#include "saxpy-variants.cuh"

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

struct Variant {
  const char* name;
  std::function<void()> launch;
  std::vector<float> ms;
  unsigned long long diffs;
};

/** The saxpyAttribution line (see the head of this file). */
void attribute(float* x, float* y, float* out, long long* status, long long n) {
  float* want;
  unsigned long long* count;
  cudaMalloc(&want, n * 4);
  cudaMalloc(&count, 8);
  const unsigned threads = 256, blocks = unsigned((n + 255) / 256), genBlocks = unsigned((n + 1023) / 1024);  // generated: 4 per thread
  fillInputs<<<blocks, threads>>>(x, y, n);
  int sms = 0;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  const float a = 1.7f;
  std::vector<Variant> v = {
    {"hand", [&] { saxpy<<<blocks, 256>>>(x, y, out, a, n); }},
    {"tackNoalias", [&] { tack_saxpy_noalias<<<genBlocks, 256>>>(x, y, out, a, n, n, n, 0, n, status); }},
    {"tackFma", [&] { tackFma<<<blocks, 256>>>(x, y, out, a, n, n, n, 0, n, status); }},
    {"tackOldTest", [&] { tackOldTest<<<blocks, 256>>>(x, y, out, a, n, n, n, 0, n, status); }},
    {"tackHostFast", [&] { tackHostFast<<<blocks, 256>>>(x, y, out, a, n, n, n, 0, n, status, true); }},
    {"tackSixParams", [&] { tackSixParams<<<blocks, 256>>>(x, y, out, a, 0, n); }},
    {"tackIdx32", [&] { tackIdx32<<<blocks, 256>>>(x, y, out, a, n, n, n, 0, n, status); }},
    {"tackNoLaunchBounds", [&] { tackNoLaunchBounds<<<blocks, 256>>>(x, y, out, a, n, n, n, 0, n, status); }},
    {"tackX2", [&] { tackPerThread<2><<<unsigned((n + 511) / 512), 256>>>(x, y, out, a, n, n, n, 0, n, status); }},
    {"tackX4", [&] { tackPerThread<4><<<unsigned((n + 1023) / 1024), 256>>>(x, y, out, a, n, n, n, 0, n, status); }},
    {"tackGrid8PerSM", [&] { tackGrid<<<unsigned(sms * 8), 256>>>(x, y, out, a, n, n, n, 0, n, status); }},
    {"tackGrid32PerSM", [&] { tackGrid<<<unsigned(sms * 32), 256>>>(x, y, out, a, n, n, n, 0, n, status); }},
    {"handFmulRn", [&] { handFmulRn<<<blocks, 256>>>(x, y, out, a, n); }},
    {"handStart", [&] { handStart<<<blocks, 256>>>(x, y, out, a, 0, n); }},
  };
  // the expected bits: the generated kernel's
  tack_saxpy_noalias<<<genBlocks, 256>>>(x, y, want, a, n, n, n, 0, n, status);
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  for (auto& k : v) {
    cudaMemset(out, 0xff, n * 4);
    cudaMemset(count, 0, 8);
    k.launch();
    countDiffs<<<blocks, 256>>>((const unsigned*)out, (const unsigned*)want, n, count);
    cudaMemcpy(&k.diffs, count, 8, cudaMemcpyDeviceToHost);
  }
  for (int r = 0; r < 33; ++r) {
    for (auto& k : v) {
      cudaDeviceSynchronize();
      cudaEventRecord(e0);
      k.launch();
      cudaEventRecord(e1);
      cudaEventSynchronize(e1);
      float ms = 0;
      cudaEventElapsedTime(&ms, e0, e1);
      if (r >= 3) k.ms.push_back(ms);
    }
  }
  printf("{\"saxpyAttribution\": {");
  for (size_t i = 0; i < v.size(); ++i) {
    std::sort(v[i].ms.begin(), v[i].ms.end());
    const double med = v[i].ms[v[i].ms.size() / 2];
    printf("%s\"%s\": {\"ms\": %.4f, \"TBs\": %.3f, \"diffBits\": %llu}", i ? ", " : "", v[i].name, med, 3.0 * 4 * n / (med * 1e-3) / 1e12,
           v[i].diffs);
  }
  long long fault = 0;
  cudaMemcpy(&fault, status, 8, cudaMemcpyDeviceToHost);
  printf("}, \"sms\": %d, \"status\": %lld, \"error\": \"%s\"}\n", sms, fault, cudaGetErrorString(cudaGetLastError()));
  cudaFree(want);
  cudaFree(count);
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
  const unsigned blocks = unsigned((n + 255) / 256), genBlocks = unsigned((n + 1023) / 1024);
  double med = medianMs([&] { saxpy<<<blocks, 256>>>(x, y, out, 2.0f, n); });
  printf("{\"saxpyMs\": %.4f, \"saxpyTBs\": %.3f, \"error\": \"%s\"}\n", med, 3.0 * 4 * n / (med * 1e-3) / 1e12,
         cudaGetErrorString(cudaGetLastError()));
  double aliased = medianMs([&] { saxpyAliased<<<blocks, 256>>>(x, y, out, 2.0f, n); });
  double checked = medianMs([&] { tack_saxpy_checked<<<genBlocks, 256>>>(x, y, out, 2.0f, n, n, n, 0, n, status); });
  double noalias = medianMs([&] { tack_saxpy_noalias<<<genBlocks, 256>>>(x, y, out, 2.0f, n, n, n, 0, n, status); });
  const long long slice = 1LL << 26;
  double sliced = medianMs([&] {
    for (long long s = 0; s < n; s += slice) tack_saxpy_checked<<<unsigned(slice / 1024), 256>>>(x, y, out, 2.0f, n, n, n, s, s + slice, status);
  });
  long long fault = 0;
  cudaMemcpy(&fault, status, 8, cudaMemcpyDeviceToHost);
  printf("{\"saxpyVariantsMs\": {\"hand\": %.4f, \"handNoRestrict\": %.4f, \"tackChecked\": %.4f, \"tackNoalias\": %.4f, "
         "\"tackChecked4Slices\": %.4f}, \"status\": %lld, \"error\": \"%s\"}\n",
         med, aliased, checked, noalias, sliced, fault, cudaGetErrorString(cudaGetLastError()));
  attribute(x, y, out, status, n);
  return 0;
}
