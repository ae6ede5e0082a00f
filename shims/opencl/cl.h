// The few OpenCL 1.2 types, constants and entry points the shim uses, declared here so it
// builds with no OpenCL headers installed: the C ABI is stable, and the library is dlopen()ed
// at run time (libOpenCL.so.1, the ICD loader), never linked.
#pragma once

#include <cstddef>
#include <cstdint>

namespace tack::cl {

using cl_int = int32_t;
using cl_uint = uint32_t;
using cl_ulong = uint64_t;
using cl_bitfield = cl_ulong;
using cl_device_type = cl_bitfield;
using cl_mem_flags = cl_bitfield;
using cl_command_queue_properties = cl_bitfield;
using cl_platform_info = cl_uint;
using cl_device_info = cl_uint;
using cl_program_build_info = cl_uint;
using cl_program_info = cl_uint;
using cl_context_properties = intptr_t;
using cl_platform_id = struct _cl_platform_id*;
using cl_device_id = struct _cl_device_id*;
using cl_context = struct _cl_context*;
using cl_command_queue = struct _cl_command_queue*;
using cl_mem = struct _cl_mem*;
using cl_program = struct _cl_program*;
using cl_kernel = struct _cl_kernel*;
using cl_event = struct _cl_event*;

constexpr cl_int CL_SUCCESS = 0;
constexpr cl_int CL_DEVICE_NOT_FOUND = -1;
constexpr cl_int CL_BUILD_PROGRAM_FAILURE = -11;
constexpr cl_int CL_PLATFORM_NOT_FOUND_KHR = -1001;
constexpr cl_uint CL_FALSE = 0;
constexpr cl_uint CL_TRUE = 1;
constexpr cl_device_type CL_DEVICE_TYPE_CPU = 1 << 1;
constexpr cl_device_type CL_DEVICE_TYPE_GPU = 1 << 2;
constexpr cl_device_type CL_DEVICE_TYPE_ALL = 0xFFFFFFFF;
constexpr cl_mem_flags CL_MEM_READ_WRITE = 1 << 0;
constexpr cl_platform_info CL_PLATFORM_VERSION = 0x0901;
constexpr cl_platform_info CL_PLATFORM_NAME = 0x0902;
constexpr cl_device_info CL_DEVICE_TYPE = 0x1000;
constexpr cl_device_info CL_DEVICE_MAX_WORK_GROUP_SIZE = 0x1004;
constexpr cl_device_info CL_DEVICE_MAX_MEM_ALLOC_SIZE = 0x1010;
constexpr cl_device_info CL_DEVICE_GLOBAL_MEM_SIZE = 0x101F;
constexpr cl_device_info CL_DEVICE_NAME = 0x102B;
constexpr cl_device_info CL_DEVICE_VENDOR = 0x102C;
constexpr cl_device_info CL_DRIVER_VERSION = 0x102D;
constexpr cl_device_info CL_DEVICE_VERSION = 0x102F;
constexpr cl_device_info CL_DEVICE_EXTENSIONS = 0x1030;
constexpr cl_device_info CL_DEVICE_DOUBLE_FP_CONFIG = 0x1032;
constexpr cl_device_info CL_DEVICE_MAX_COMPUTE_UNITS = 0x1002;
constexpr cl_program_build_info CL_PROGRAM_BUILD_LOG = 0x1183;
constexpr cl_program_info CL_PROGRAM_BINARY_SIZES = 0x1165;
constexpr cl_program_info CL_PROGRAM_BINARIES = 0x1166;

// Every function the shim calls, as a table of pointers filled by dlsym().
#define TACK_CL_FUNCTIONS(X)                                                                  \
  X(clGetPlatformIDs, cl_int, (cl_uint, cl_platform_id*, cl_uint*))                           \
  X(clGetPlatformInfo, cl_int, (cl_platform_id, cl_platform_info, size_t, void*, size_t*))    \
  X(clGetDeviceIDs, cl_int, (cl_platform_id, cl_device_type, cl_uint, cl_device_id*, cl_uint*)) \
  X(clGetDeviceInfo, cl_int, (cl_device_id, cl_device_info, size_t, void*, size_t*))          \
  X(clCreateContext, cl_context,                                                              \
    (const cl_context_properties*, cl_uint, const cl_device_id*,                              \
     void (*)(const char*, const void*, size_t, void*), void*, cl_int*))                      \
  X(clReleaseContext, cl_int, (cl_context))                                                   \
  X(clCreateCommandQueue, cl_command_queue,                                                   \
    (cl_context, cl_device_id, cl_command_queue_properties, cl_int*))                         \
  X(clReleaseCommandQueue, cl_int, (cl_command_queue))                                        \
  X(clCreateBuffer, cl_mem, (cl_context, cl_mem_flags, size_t, void*, cl_int*))               \
  X(clReleaseMemObject, cl_int, (cl_mem))                                                     \
  X(clEnqueueWriteBuffer, cl_int,                                                             \
    (cl_command_queue, cl_mem, cl_uint, size_t, size_t, const void*, cl_uint,                 \
     const cl_event*, cl_event*))                                                             \
  X(clEnqueueReadBuffer, cl_int,                                                              \
    (cl_command_queue, cl_mem, cl_uint, size_t, size_t, void*, cl_uint, const cl_event*,      \
     cl_event*))                                                                              \
  X(clEnqueueFillBuffer, cl_int,                                                              \
    (cl_command_queue, cl_mem, const void*, size_t, size_t, size_t, cl_uint,                  \
     const cl_event*, cl_event*))                                                             \
  X(clCreateProgramWithSource, cl_program,                                                    \
    (cl_context, cl_uint, const char**, const size_t*, cl_int*))                              \
  X(clCreateProgramWithBinary, cl_program,                                                    \
    (cl_context, cl_uint, const cl_device_id*, const size_t*, const unsigned char**,          \
     cl_int*, cl_int*))                                                                       \
  X(clGetProgramInfo, cl_int, (cl_program, cl_program_info, size_t, void*, size_t*))          \
  X(clBuildProgram, cl_int,                                                                   \
    (cl_program, cl_uint, const cl_device_id*, const char*,                                   \
     void (*)(cl_program, void*), void*))                                                     \
  X(clGetProgramBuildInfo, cl_int,                                                            \
    (cl_program, cl_device_id, cl_program_build_info, size_t, void*, size_t*))                \
  X(clReleaseProgram, cl_int, (cl_program))                                                   \
  X(clCreateKernel, cl_kernel, (cl_program, const char*, cl_int*))                            \
  X(clReleaseKernel, cl_int, (cl_kernel))                                                     \
  X(clSetKernelArg, cl_int, (cl_kernel, cl_uint, size_t, const void*))                        \
  X(clEnqueueNDRangeKernel, cl_int,                                                           \
    (cl_command_queue, cl_kernel, cl_uint, const size_t*, const size_t*, const size_t*,       \
     cl_uint, const cl_event*, cl_event*))                                                    \
  X(clEnqueueMarkerWithWaitList, cl_int, (cl_command_queue, cl_uint, const cl_event*, cl_event*)) \
  X(clWaitForEvents, cl_int, (cl_uint, const cl_event*))                                      \
  X(clSetEventCallback, cl_int, (cl_event, cl_int, void (*)(cl_event, cl_int, void*), void*)) \
  X(clReleaseEvent, cl_int, (cl_event))                                                       \
  X(clFlush, cl_int, (cl_command_queue))                                                      \
  X(clFinish, cl_int, (cl_command_queue))

struct Api {
#define TACK_CL_FIELD(name, ret, args) ret(*name) args = nullptr;
  TACK_CL_FUNCTIONS(TACK_CL_FIELD)
#undef TACK_CL_FIELD
};

}  // namespace tack::cl
