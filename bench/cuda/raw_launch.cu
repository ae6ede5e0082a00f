// The raw reference for bench/cuda's host cost per warm launch: a loop of cuLaunchKernel
// calls with the same entry parameters Tack's launch passes (x, y, out, a, start, end,
// status), small n, on one stream; host time per call (the loop), then one synchronize.
// Driver API, like the shim. nvcc -O3 -arch=sm_90 raw_launch.cu -lcuda. Prints one JSON line.
#include <cuda.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

static const char* kSrc =
    "extern \"C\" __global__ void saxpy(const float* x, const float* y, float* out, float a, long long start, long long end, long long* st) {\n"
    "  long long i = start + (long long)blockIdx.x * blockDim.x + threadIdx.x; if (i >= end) return; out[i] = a * x[i] + y[i]; }\n";

int main() {
  cuInit(0);
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  CUcontext ctx;
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  CUstream stream;
  cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING);
  // the kernel comes as PTX from nvcc's own compile of the same source (see run.ts); here
  // it is loaded from saxpy_raw.ptx, written by the bench driver
  CUmodule mod;
  if (cuModuleLoad(&mod, "saxpy_raw.ptx") != CUDA_SUCCESS) { printf("{\"error\": \"no saxpy_raw.ptx\"}\n"); return 1; }
  CUfunction fn;
  cuModuleGetFunction(&fn, mod, "saxpy");
  const long long n = 1000;
  CUdeviceptr x, y, out, st;
  cuMemAlloc(&x, n * 4); cuMemAlloc(&y, n * 4); cuMemAlloc(&out, n * 4); cuMemAlloc(&st, 64);
  cuMemsetD8(st, 0, 64);
  float a = 2.0f;
  long long start = 0, end = n;
  void* params[] = {&x, &y, &out, &a, &start, &end, &st};
  const int kLaunches = 20000;
  std::vector<double> us;
  for (int r = 0; r < 7; ++r) {
    cuStreamSynchronize(stream);
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < kLaunches; ++i) cuLaunchKernel(fn, unsigned((n + 255) / 256), 1, 1, 256, 1, 1, 0, stream, params, nullptr);
    auto t1 = std::chrono::steady_clock::now();
    cuStreamSynchronize(stream);
    if (r >= 2) us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count() / kLaunches);
  }
  std::sort(us.begin(), us.end());
  printf("{\"rawLaunchUs\": %.3f}\n", us[us.size() / 2]);
  return 0;
}
