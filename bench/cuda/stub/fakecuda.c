// A stand-in for the CUDA driver (libcuda.so.1) and NVRTC (libnvrtc.so.13) for measuring the
// host side of a launch on a machine without a GPU (bench/cuda/launch-host.ts): every entry
// point the shim loads (shims/cuda/cuda.h) answers at once, "device memory" is host memory
// (copies and fills really copy and fill, so status reads see zeros), a launch does nothing.
// Not a test double for correctness: kernels never run. Build: bench/cuda/stub/build.sh.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
static int dummy;
static int launches;

CUresult cuInit(unsigned f) { return 0; }
CUresult cuDriverGetVersion(int* v) { *v = 13000; return 0; }
CUresult cuGetErrorName(CUresult e, const char** s) { *s = "CUDA_ERROR_STUB"; return 0; }
CUresult cuGetErrorString(CUresult e, const char** s) { *s = "stub driver"; return 0; }
CUresult cuDeviceGetCount(int* n) { *n = 1; return 0; }
CUresult cuDeviceGet(int* d, int i) { *d = i; return 0; }
CUresult cuDeviceGetName(char* s, int n, int d) { strncpy(s, "Stub GPU (no kernels run)", n); return 0; }
CUresult cuDeviceGetAttribute(int* v, int a, int d) {
  switch (a) {
    case 1: *v = 1024; break;        // max threads per block
    case 5: *v = 2147483647; break;  // max grid x
    case 16: *v = 132; break;        // multiprocessors
    case 75: *v = 9; break;          // compute capability major
    case 76: *v = 0; break;
    case 115: *v = 1; break;         // memory pools
    default: *v = 0;
  }
  return 0;
}
CUresult cuDeviceTotalMem_v2(size_t* b, int d) { *b = (size_t)1 << 34; return 0; }
CUresult cuDevicePrimaryCtxRetain(void** c, int d) { *c = &dummy; return 0; }
CUresult cuDevicePrimaryCtxRelease_v2(int d) { return 0; }
static void* current;
CUresult cuCtxGetCurrent(void** c) { *c = current; return 0; }
CUresult cuCtxSetCurrent(void* c) { current = c; return 0; }
CUresult cuCtxGetDevice(int* d) { *d = 0; return 0; }
CUresult cuStreamCreate(void** s, unsigned f) { *s = &dummy; return 0; }
CUresult cuStreamDestroy_v2(void* s) { return 0; }
CUresult cuStreamSynchronize(void* s) { return 0; }
CUresult cuDeviceGetDefaultMemPool(void** p, int d) { *p = &dummy; return 0; }
CUresult cuMemPoolSetAttribute(void* p, int a, void* v) { return 0; }
CUresult cuMemAllocAsync(CUdeviceptr* p, size_t n, void* s) { *p = (CUdeviceptr)calloc(1, n ? n : 1); return *p ? 0 : 2; }
CUresult cuMemFreeAsync(CUdeviceptr p, void* s) { free((void*)p); return 0; }
CUresult cuMemAlloc_v2(CUdeviceptr* p, size_t n) { return cuMemAllocAsync(p, n, 0); }
CUresult cuMemFree_v2(CUdeviceptr p) { free((void*)p); return 0; }
CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr d, const void* s, size_t n, void* st) { memcpy((void*)d, s, n); return 0; }
CUresult cuMemcpyDtoHAsync_v2(void* d, CUdeviceptr s, size_t n, void* st) { memcpy(d, (void*)s, n); return 0; }
CUresult cuMemcpyDtoH_v2(void* d, CUdeviceptr s, size_t n) { memcpy(d, (void*)s, n); return 0; }
CUresult cuMemcpyDtoDAsync_v2(CUdeviceptr d, CUdeviceptr s, size_t n, void* st) { memmove((void*)d, (void*)s, n); return 0; }
CUresult cuMemsetD8Async(CUdeviceptr p, unsigned char v, size_t n, void* s) { memset((void*)p, v, n); return 0; }
CUresult cuMemsetD16Async(CUdeviceptr p, unsigned short v, size_t n, void* s) {
  for (size_t i = 0; i < n; i++) ((unsigned short*)p)[i] = v;
  return 0;
}
CUresult cuMemsetD32Async(CUdeviceptr p, unsigned v, size_t n, void* s) {
  for (size_t i = 0; i < n; i++) ((unsigned*)p)[i] = v;
  return 0;
}
CUresult cuMemsetD2D32Async(CUdeviceptr p, size_t pitch, unsigned v, size_t w, size_t h, void* s) {
  for (size_t r = 0; r < h; r++)
    for (size_t i = 0; i < w; i++) ((unsigned*)(p + r * pitch))[i] = v;
  return 0;
}
CUresult cuModuleLoadData(void** m, const void* image) { *m = &dummy; return 0; }
CUresult cuModuleUnload(void* m) { return 0; }
CUresult cuModuleGetFunction(void** f, void* m, const char* name) { *f = &dummy; return 0; }
CUresult cuLaunchKernel(void* f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned shared,
                        void* s, void** params, void** extra) {
  launches++;
  return 0;
}
CUresult cuEventCreate(void** e, unsigned f) { *e = &dummy; return 0; }
CUresult cuEventRecord(void* e, void* s) { return 0; }
CUresult cuEventSynchronize(void* e) { return 0; }
CUresult cuEventDestroy_v2(void* e) { return 0; }
CUresult cuPointerGetAttribute(void* d, int a, CUdeviceptr p) { return 1; }

// ---- NVRTC -------------------------------------------------------------------------------
int nvrtcVersion(int* major, int* minor) { *major = 13; *minor = 0; return 0; }
const char* nvrtcGetErrorString(int e) { return "stub NVRTC"; }
int nvrtcGetNumSupportedArchs(int* n) { *n = 1; return 0; }
int nvrtcGetSupportedArchs(int* a) { a[0] = 90; return 0; }
int nvrtcCreateProgram(void** p, const char* src, const char* name, int n, const char* const* h, const char* const* i) { *p = &dummy; return 0; }
int nvrtcDestroyProgram(void** p) { return 0; }
int nvrtcCompileProgram(void* p, int n, const char* const* o) { return 0; }
int nvrtcGetProgramLogSize(void* p, size_t* n) { *n = 1; return 0; }
int nvrtcGetProgramLog(void* p, char* s) { s[0] = 0; return 0; }
int nvrtcGetPTXSize(void* p, size_t* n) { *n = 16; return 0; }
int nvrtcGetPTX(void* p, char* s) { memset(s, 0, 16); return 0; }
int nvrtcGetCUBINSize(void* p, size_t* n) { *n = 16; return 0; }
int nvrtcGetCUBIN(void* p, char* s) { memset(s, 0, 16); return 0; }
