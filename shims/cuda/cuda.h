// The few CUDA driver and NVRTC types, constants and entry points the shim uses, declared
// here so it builds on a machine with no CUDA toolkit: the C ABI is stable, and both libraries
// are dlopen()ed at run time (libcuda.so.1, libnvrtc.so.N), never linked.
#pragma once

#include <cstddef>
#include <cstdint>

namespace tack::cu {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st*;
using CUmodule = struct CUmod_st*;
using CUfunction = struct CUfunc_st*;
using CUstream = struct CUstream_st*;
using CUevent = struct CUevent_st*;
using CUmemoryPool = struct CUmemPoolHandle_st*;
using nvrtcResult = int;
using nvrtcProgram = struct _nvrtcProgram*;

constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_INVALID_VALUE = 1;
constexpr CUresult CUDA_ERROR_NO_DEVICE = 100;
constexpr int CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1;
constexpr int CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5;
constexpr int CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75;
constexpr int CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;
constexpr int CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED = 115;
constexpr int CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4;
constexpr unsigned CU_STREAM_NON_BLOCKING = 1;
constexpr unsigned CU_EVENT_BLOCKING_SYNC = 1;
constexpr unsigned CU_EVENT_DISABLE_TIMING = 2;
constexpr int CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2;
constexpr int CU_POINTER_ATTRIBUTE_IS_MANAGED = 8;
constexpr int CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9;
constexpr unsigned CU_MEMORYTYPE_HOST = 1;
constexpr unsigned CU_MEMORYTYPE_DEVICE = 2;
constexpr unsigned CU_MEMORYTYPE_UNIFIED = 4;

#define TACK_CU_FUNCTIONS(X)                                                                   \
  X(cuInit, "cuInit", CUresult, (unsigned))                                                    \
  X(cuDriverGetVersion, "cuDriverGetVersion", CUresult, (int*))                                \
  X(cuGetErrorName, "cuGetErrorName", CUresult, (CUresult, const char**))                      \
  X(cuGetErrorString, "cuGetErrorString", CUresult, (CUresult, const char**))                  \
  X(cuDeviceGetCount, "cuDeviceGetCount", CUresult, (int*))                                    \
  X(cuDeviceGet, "cuDeviceGet", CUresult, (CUdevice*, int))                                    \
  X(cuDeviceGetName, "cuDeviceGetName", CUresult, (char*, int, CUdevice))                      \
  X(cuDeviceGetAttribute, "cuDeviceGetAttribute", CUresult, (int*, int, CUdevice))             \
  X(cuDeviceTotalMem, "cuDeviceTotalMem_v2", CUresult, (size_t*, CUdevice))                    \
  X(cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", CUresult, (CUcontext*, CUdevice))    \
  X(cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2", CUresult, (CUdevice))          \
  X(cuCtxGetCurrent, "cuCtxGetCurrent", CUresult, (CUcontext*))                                \
  X(cuCtxSetCurrent, "cuCtxSetCurrent", CUresult, (CUcontext))                                 \
  X(cuCtxGetDevice, "cuCtxGetDevice", CUresult, (CUdevice*))                                   \
  X(cuStreamCreate, "cuStreamCreate", CUresult, (CUstream*, unsigned))                         \
  X(cuStreamDestroy, "cuStreamDestroy_v2", CUresult, (CUstream))                               \
  X(cuStreamSynchronize, "cuStreamSynchronize", CUresult, (CUstream))                          \
  X(cuDeviceGetDefaultMemPool, "cuDeviceGetDefaultMemPool", CUresult, (CUmemoryPool*, CUdevice)) \
  X(cuMemPoolSetAttribute, "cuMemPoolSetAttribute", CUresult, (CUmemoryPool, int, void*))     \
  X(cuMemAllocAsync, "cuMemAllocAsync", CUresult, (CUdeviceptr*, size_t, CUstream))            \
  X(cuMemFreeAsync, "cuMemFreeAsync", CUresult, (CUdeviceptr, CUstream))                       \
  X(cuMemAlloc, "cuMemAlloc_v2", CUresult, (CUdeviceptr*, size_t))                             \
  X(cuMemFree, "cuMemFree_v2", CUresult, (CUdeviceptr))                                        \
  X(cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2", CUresult, (CUdeviceptr, const void*, size_t, CUstream)) \
  X(cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2", CUresult, (void*, CUdeviceptr, size_t, CUstream)) \
  X(cuMemcpyDtoH, "cuMemcpyDtoH_v2", CUresult, (void*, CUdeviceptr, size_t))                   \
  X(cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2", CUresult, (CUdeviceptr, CUdeviceptr, size_t, CUstream)) \
  X(cuMemsetD8Async, "cuMemsetD8Async", CUresult, (CUdeviceptr, unsigned char, size_t, CUstream)) \
  X(cuMemsetD16Async, "cuMemsetD16Async", CUresult, (CUdeviceptr, unsigned short, size_t, CUstream)) \
  X(cuMemsetD32Async, "cuMemsetD32Async", CUresult, (CUdeviceptr, unsigned, size_t, CUstream)) \
  X(cuMemsetD2D32Async, "cuMemsetD2D32Async", CUresult,                                        \
    (CUdeviceptr, size_t, unsigned, size_t, size_t, CUstream))                                 \
  X(cuModuleLoadData, "cuModuleLoadData", CUresult, (CUmodule*, const void*))                  \
  X(cuModuleUnload, "cuModuleUnload", CUresult, (CUmodule))                                    \
  X(cuModuleGetFunction, "cuModuleGetFunction", CUresult, (CUfunction*, CUmodule, const char*)) \
  X(cuLaunchKernel, "cuLaunchKernel", CUresult,                                                \
    (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,         \
     CUstream, void**, void**))                                                                \
  X(cuEventCreate, "cuEventCreate", CUresult, (CUevent*, unsigned))                            \
  X(cuEventRecord, "cuEventRecord", CUresult, (CUevent, CUstream))                             \
  X(cuEventSynchronize, "cuEventSynchronize", CUresult, (CUevent))                             \
  X(cuEventDestroy, "cuEventDestroy_v2", CUresult, (CUevent))                                  \
  X(cuPointerGetAttribute, "cuPointerGetAttribute", CUresult, (void*, int, CUdeviceptr))

#define TACK_NVRTC_FUNCTIONS(X)                                                                \
  X(nvrtcVersion, "nvrtcVersion", nvrtcResult, (int*, int*))                                   \
  X(nvrtcGetErrorString, "nvrtcGetErrorString", const char*, (nvrtcResult))                    \
  X(nvrtcGetNumSupportedArchs, "nvrtcGetNumSupportedArchs", nvrtcResult, (int*))               \
  X(nvrtcGetSupportedArchs, "nvrtcGetSupportedArchs", nvrtcResult, (int*))                     \
  X(nvrtcCreateProgram, "nvrtcCreateProgram", nvrtcResult,                                     \
    (nvrtcProgram*, const char*, const char*, int, const char* const*, const char* const*))   \
  X(nvrtcDestroyProgram, "nvrtcDestroyProgram", nvrtcResult, (nvrtcProgram*))                  \
  X(nvrtcCompileProgram, "nvrtcCompileProgram", nvrtcResult, (nvrtcProgram, int, const char* const*)) \
  X(nvrtcGetProgramLogSize, "nvrtcGetProgramLogSize", nvrtcResult, (nvrtcProgram, size_t*))    \
  X(nvrtcGetProgramLog, "nvrtcGetProgramLog", nvrtcResult, (nvrtcProgram, char*))              \
  X(nvrtcGetPTXSize, "nvrtcGetPTXSize", nvrtcResult, (nvrtcProgram, size_t*))                  \
  X(nvrtcGetPTX, "nvrtcGetPTX", nvrtcResult, (nvrtcProgram, char*))                            \
  X(nvrtcGetCUBINSize, "nvrtcGetCUBINSize", nvrtcResult, (nvrtcProgram, size_t*))              \
  X(nvrtcGetCUBIN, "nvrtcGetCUBIN", nvrtcResult, (nvrtcProgram, char*))

struct Driver {
#define TACK_CU_FIELD(field, symbol, ret, args) ret(*field) args = nullptr;
  TACK_CU_FUNCTIONS(TACK_CU_FIELD)
};
struct Nvrtc {
  TACK_NVRTC_FUNCTIONS(TACK_CU_FIELD)
#undef TACK_CU_FIELD
};

}  // namespace tack::cu
