// The raw reference for bench/cuda's host cost per warm launch: a loop of cuLaunchKernel
// calls with exactly the entry parameters Tack's launch of the same generated kernel passes,
// on one non-blocking stream; host time per call, then one synchronize. Driver API, like the
// shim. Usage: raw_launch <ptx> <entry> <blocks> <param>... where a param is "buf" (a device
// buffer of 64 KiB, zeroed) or "<bytes>:<integer or float value>" ("4f:2.5", "8i:1000").
// nvcc -O3 -arch=sm_90 raw_launch.cu -lcuda. Prints one JSON line: rawLaunchUs (20000 launches
// back to back: the queue fills, so this can be the GPU's rate, ~3.9 µs a tiny launch on the
// H200, rather than the host's) and rawLaunchChunkUs (200 launches timed, then an untimed
// synchronize, 100 times: the host's cost alone), each the median of 5 repetitions.
#include <cuda.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char** argv) {
  if (argc < 4) return 2;
  cuInit(0);
  CUdevice dev;
  cuDeviceGet(&dev, 0);
  CUcontext ctx;
  cuDevicePrimaryCtxRetain(&ctx, dev);
  cuCtxSetCurrent(ctx);
  CUstream stream;
  cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING);
  CUmodule mod;
  if (cuModuleLoad(&mod, argv[1]) != CUDA_SUCCESS) { printf("{\"error\": \"cuModuleLoad %s\"}\n", argv[1]); return 1; }
  CUfunction fn;
  if (cuModuleGetFunction(&fn, mod, argv[2]) != CUDA_SUCCESS) { printf("{\"error\": \"no %s\"}\n", argv[2]); return 1; }
  unsigned blocks = unsigned(atoi(argv[3]));
  int np = argc - 4;
  std::vector<uint64_t> values(np);
  std::vector<void*> params(np);
  for (int i = 0; i < np; ++i) {
    const char* p = argv[4 + i];
    if (!strcmp(p, "buf")) {
      CUdeviceptr b;
      cuMemAlloc(&b, 65536);
      cuMemsetD8(b, 0, 65536);
      values[i] = b;
    } else {
      int bytes = atoi(p);
      char kind = p[strlen(p) - strlen(strchr(p, ':')) - 1];
      const char* v = strchr(p, ':') + 1;
      if (kind == 'f' && bytes == 4) { float f = float(atof(v)); memcpy(&values[i], &f, 4); }
      else if (kind == 'f') { double d = atof(v); memcpy(&values[i], &d, 8); }
      else { long long x = atoll(v); memcpy(&values[i], &x, 8); }
    }
    params[i] = &values[i];
  }
  const int kLaunches = 20000;
  std::vector<double> us;
  for (int r = 0; r < 7; ++r) {
    cuStreamSynchronize(stream);
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < kLaunches; ++i) cuLaunchKernel(fn, blocks, 1, 1, 256, 1, 1, 0, stream, params.data(), nullptr);
    auto t1 = std::chrono::steady_clock::now();
    CUresult e = cuStreamSynchronize(stream);
    if (e != CUDA_SUCCESS) { printf("{\"error\": \"launch failed %d\"}\n", int(e)); return 1; }
    if (r >= 2) us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count() / kLaunches);
  }
  std::sort(us.begin(), us.end());
  std::vector<double> chunkUs;
  for (int r = 0; r < 7; ++r) {
    double total = 0;
    for (int c = 0; c < kLaunches / 200; ++c) {
      cuStreamSynchronize(stream);
      auto t0 = std::chrono::steady_clock::now();
      for (int i = 0; i < 200; ++i) cuLaunchKernel(fn, blocks, 1, 1, 256, 1, 1, 0, stream, params.data(), nullptr);
      total += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
    }
    if (r >= 2) chunkUs.push_back(total / kLaunches);
  }
  std::sort(chunkUs.begin(), chunkUs.end());
  printf("{\"rawLaunchUs\": %.3f, \"rawLaunchChunkUs\": %.3f}\n", us[us.size() / 2], chunkUs[chunkUs.size() / 2]);
  return 0;
}
