// tack_opencl.node: the OpenCL shim (issue 10). Thin: it dlopen()s the ICD loader
// (libOpenCL.so.1, RTLD_LOCAL, so PoCL's LLVM never meets the CPU shim's), lists devices,
// and for one device keeps a context and one in-order queue on which buffers are written,
// filled and read and kernels built from source are launched. It knows nothing of kernels:
// runtime/backends/opencl*.ts decides what to launch and what a status buffer means.
//
// Handles are Napi::External objects with a type tag, so a handle of the wrong kind is a
// TypeError, never a bad cast. Buffers are released by their finalizer; OpenCL keeps a
// released buffer alive until the commands queued on it have run, so an array dropped while
// a queued launch uses it outlives that launch.

#include <dlfcn.h>
#include <napi.h>

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "cl.h"
#include "../napi-args.h"

namespace tack::cl {
namespace {

Api api;
std::string loadError;  // empty once loaded
bool loaded = false;

const char* errorName(cl_int e) {
  switch (e) {
    case -1: return "CL_DEVICE_NOT_FOUND";
    case -2: return "CL_DEVICE_NOT_AVAILABLE";
    case -3: return "CL_COMPILER_NOT_AVAILABLE";
    case -4: return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case -5: return "CL_OUT_OF_RESOURCES";
    case -6: return "CL_OUT_OF_HOST_MEMORY";
    case -11: return "CL_BUILD_PROGRAM_FAILURE";
    case -30: return "CL_INVALID_VALUE";
    case -33: return "CL_INVALID_DEVICE";
    case -34: return "CL_INVALID_CONTEXT";
    case -36: return "CL_INVALID_COMMAND_QUEUE";
    case -38: return "CL_INVALID_MEM_OBJECT";
    case -44: return "CL_INVALID_PROGRAM";
    case -45: return "CL_INVALID_PROGRAM_EXECUTABLE";
    case -46: return "CL_INVALID_KERNEL_NAME";
    case -48: return "CL_INVALID_KERNEL";
    case -49: return "CL_INVALID_ARG_INDEX";
    case -50: return "CL_INVALID_ARG_VALUE";
    case -51: return "CL_INVALID_ARG_SIZE";
    case -52: return "CL_INVALID_KERNEL_ARGS";
    case -54: return "CL_INVALID_WORK_GROUP_SIZE";
    case -55: return "CL_INVALID_WORK_ITEM_SIZE";
    case -61: return "CL_INVALID_BUFFER_SIZE";
    case -63: return "CL_INVALID_GLOBAL_WORK_SIZE";
    case -1001: return "CL_PLATFORM_NOT_FOUND_KHR";
    default: return nullptr;
  }
}

std::string describe(cl_int e) {
  const char* n = errorName(e);
  return n ? std::string(n) + " (" + std::to_string(e) + ")" : "OpenCL error " + std::to_string(e);
}

[[noreturn]] void fail(Napi::Env env, const std::string& what, cl_int e) {
  throw Napi::Error::New(env, "OpenCL: " + what + " failed: " + describe(e));
}

void check(Napi::Env env, cl_int e, const char* what) {
  if (e != CL_SUCCESS) fail(env, what, e);
}

bool load() {
  if (loaded) return true;
  if (!loadError.empty()) return false;
  // RTLD_LOCAL: the ICD loader and the driver it opens (PoCL links LLVM 15) must not put
  // their symbols in the global namespace beside the CPU shim's LLVM 14.
  void* lib = dlopen("libOpenCL.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) lib = dlopen("libOpenCL.so", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char* why = dlerror();
    loadError = std::string("libOpenCL.so.1 (the OpenCL ICD loader) could not be loaded: ") +
                (why ? why : "not found") +
                "; install an ICD loader and a driver (Debian: ocl-icd-libopencl1 and "
                "pocl-opencl-icd for the CPU, or the GPU vendor's OpenCL driver)";
    return false;
  }
#define TACK_CL_LOAD(name, ret, args)                                                  \
  api.name = reinterpret_cast<ret(*) args>(dlsym(lib, #name));                         \
  if (!api.name) {                                                                     \
    loadError = "libOpenCL.so.1 has no " #name " (an OpenCL 1.2 loader is required)"; \
    return false;                                                                      \
  }
  TACK_CL_FUNCTIONS(TACK_CL_LOAD)
#undef TACK_CL_LOAD
  loaded = true;
  return true;
}

void requireLoaded(Napi::Env env) {
  if (!load()) throw Napi::Error::New(env, loadError);
}

// ---- handles -----------------------------------------------------------------------------

struct Context {
  cl_device_id device = nullptr;
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;
  ~Context() {
    if (queue) {
      api.clFinish(queue);
      api.clReleaseCommandQueue(queue);
    }
    if (context) api.clReleaseContext(context);
  }
};

struct Buffer {
  std::shared_ptr<Context> ctx;  // the context outlives its buffers
  cl_mem mem = nullptr;
  size_t bytes = 0;
  ~Buffer() {
    if (mem) api.clReleaseMemObject(mem);
  }
};

struct Program {
  std::shared_ptr<Context> ctx;
  cl_program program = nullptr;
  ~Program() {
    if (program) api.clReleaseProgram(program);
  }
};

// A prepared launch of one kernel: which arguments are buffers and how many bytes each
// scalar has; JS writes scalars into `pack` (8-byte slot i for argument i).
struct Plan {
  std::shared_ptr<Program> program;
  cl_kernel kernel = nullptr;
  std::vector<int32_t> kinds;  // -1: a buffer; n > 0: a scalar of n bytes
  Napi::ObjectReference pack;
  uint8_t* packData = nullptr;
  ~Plan() {
    if (kernel) api.clReleaseKernel(kernel);
  }
};

template <typename T>
struct Tag;
template <>
struct Tag<std::shared_ptr<Context>> {
  static constexpr napi_type_tag value = {0x7461636b2d6f636cULL, 0x2d636f6e74657874ULL};
  static constexpr const char* name = "an OpenCL context";
};
template <>
struct Tag<Buffer> {
  static constexpr napi_type_tag value = {0x7461636b2d6f636cULL, 0x2d62756666657231ULL};
  static constexpr const char* name = "an OpenCL buffer";
};
template <>
struct Tag<std::shared_ptr<Program>> {
  static constexpr napi_type_tag value = {0x7461636b2d6f636cULL, 0x2d70726f6772616dULL};
  static constexpr const char* name = "an OpenCL program";
};
template <>
struct Tag<Plan> {
  static constexpr napi_type_tag value = {0x7461636b2d6f636cULL, 0x2d706c616e303031ULL};
  static constexpr const char* name = "an OpenCL launch plan";
};

// (shims/napi-args.h: the tagged externals and checked arguments both GPU shims use)
template <typename T>
Napi::Value wrap(Napi::Env env, T* p) {
  return napi_args::wrap<Tag>(env, p);
}

template <typename T>
T* unwrap(const Napi::Value& v, const char* fn, const char* arg) {
  return napi_args::unwrap<Tag, T>(v, fn, arg);
}

using napi_args::checkRange;
using napi_args::sizeArg;

struct Bytes {
  uint8_t* data;
  size_t size;
};

Bytes viewArg(const Napi::Value& v, const char* fn, const char* arg) {
  if (!v.IsTypedArray() && !v.IsDataView())
    throw Napi::TypeError::New(v.Env(), std::string(fn) + ": " + arg + " is not a TypedArray");
  if (v.IsDataView()) {
    auto dv = v.As<Napi::DataView>();
    return {static_cast<uint8_t*>(dv.Data()), dv.ByteLength()};
  }
  auto ta = v.As<Napi::TypedArray>();
  auto* base = static_cast<uint8_t*>(ta.ArrayBuffer().Data());
  return {base ? base + ta.ByteOffset() : nullptr, ta.ByteLength()};
}

std::string deviceString(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  if (api.clGetDeviceInfo(d, what, 0, nullptr, &n) != CL_SUCCESS || n == 0) return "";
  std::string s(n, '\0');
  api.clGetDeviceInfo(d, what, n, s.data(), nullptr);
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

template <typename T>
T deviceValue(cl_device_id d, cl_device_info what) {
  T v{};
  api.clGetDeviceInfo(d, what, sizeof v, &v, nullptr);
  return v;
}

std::string platformString(cl_platform_id p, cl_platform_info what) {
  size_t n = 0;
  if (api.clGetPlatformInfo(p, what, 0, nullptr, &n) != CL_SUCCESS || n == 0) return "";
  std::string s(n, '\0');
  api.clGetPlatformInfo(p, what, n, s.data(), nullptr);
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

// Every device of every platform, in the order `opencl:N` numbers them.
std::vector<std::pair<cl_platform_id, cl_device_id>> allDevices(Napi::Env env) {
  cl_uint np = 0;
  cl_int e = api.clGetPlatformIDs(0, nullptr, &np);
  if (e == CL_PLATFORM_NOT_FOUND_KHR || np == 0) return {};
  check(env, e, "clGetPlatformIDs");
  std::vector<cl_platform_id> platforms(np);
  check(env, api.clGetPlatformIDs(np, platforms.data(), nullptr), "clGetPlatformIDs");
  std::vector<std::pair<cl_platform_id, cl_device_id>> out;
  for (auto p : platforms) {
    cl_uint nd = 0;
    if (api.clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &nd) != CL_SUCCESS || nd == 0) continue;
    std::vector<cl_device_id> devs(nd);
    if (api.clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, nd, devs.data(), nullptr) != CL_SUCCESS) continue;
    for (auto d : devs) out.emplace_back(p, d);
  }
  return out;
}

// ---- exports -----------------------------------------------------------------------------

// loadError(): why the library cannot be used, or null.
Napi::Value LoadError(const Napi::CallbackInfo& info) {
  if (load()) return info.Env().Null();
  return Napi::String::New(info.Env(), loadError);
}

// devices(): [{ platform, name, vendor, version, driver, type, fp64, maxWorkGroupSize, ... }]
Napi::Value Devices(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  requireLoaded(env);
  auto devs = allDevices(env);
  Napi::Array list = Napi::Array::New(env, devs.size());
  for (size_t i = 0; i < devs.size(); ++i) {
    auto [p, d] = devs[i];
    Napi::Object o = Napi::Object::New(env);
    o.Set("platform", platformString(p, CL_PLATFORM_NAME));
    o.Set("platformVersion", platformString(p, CL_PLATFORM_VERSION));
    o.Set("name", deviceString(d, CL_DEVICE_NAME));
    o.Set("vendor", deviceString(d, CL_DEVICE_VENDOR));
    o.Set("version", deviceString(d, CL_DEVICE_VERSION));
    o.Set("driver", deviceString(d, CL_DRIVER_VERSION));
    auto type = deviceValue<cl_device_type>(d, CL_DEVICE_TYPE);
    o.Set("type", (type & CL_DEVICE_TYPE_GPU) ? "gpu" : (type & CL_DEVICE_TYPE_CPU) ? "cpu" : "other");
    o.Set("fp64", deviceValue<cl_ulong>(d, CL_DEVICE_DOUBLE_FP_CONFIG) != 0);
    o.Set("extensions", deviceString(d, CL_DEVICE_EXTENSIONS));
    o.Set("maxWorkGroupSize", double(deviceValue<size_t>(d, CL_DEVICE_MAX_WORK_GROUP_SIZE)));
    o.Set("computeUnits", double(deviceValue<cl_uint>(d, CL_DEVICE_MAX_COMPUTE_UNITS)));
    o.Set("globalMemSize", double(deviceValue<cl_ulong>(d, CL_DEVICE_GLOBAL_MEM_SIZE)));
    o.Set("maxAllocSize", double(deviceValue<cl_ulong>(d, CL_DEVICE_MAX_MEM_ALLOC_SIZE)));
    list.Set(uint32_t(i), o);
  }
  return list;
}

// open(index): a context and one in-order queue on device `index` of devices().
Napi::Value Open(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  requireLoaded(env);
  size_t index = sizeArg(info[0], "open", "index");
  auto devs = allDevices(env);
  if (index >= devs.size())
    throw Napi::RangeError::New(env, "OpenCL: there is no device " + std::to_string(index) + " (" +
                                         std::to_string(devs.size()) + " found)");
  auto ctx = std::make_shared<Context>();
  ctx->device = devs[index].second;
  cl_int e = CL_SUCCESS;
  ctx->context = api.clCreateContext(nullptr, 1, &ctx->device, nullptr, nullptr, &e);
  check(env, e, "clCreateContext");
  ctx->queue = api.clCreateCommandQueue(ctx->context, ctx->device, 0, &e);  // in order
  check(env, e, "clCreateCommandQueue");
  return wrap(env, new std::shared_ptr<Context>(ctx));
}

// alloc(ctx, bytes): a device buffer (at least 1 byte: OpenCL refuses empty ones).
Napi::Value Alloc(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "alloc", "ctx");
  size_t bytes = sizeArg(info[1], "alloc", "bytes");
  cl_int e = CL_SUCCESS;
  cl_mem mem = api.clCreateBuffer(ctx->context, CL_MEM_READ_WRITE, bytes ? bytes : 1, nullptr, &e);
  if (e != CL_SUCCESS) fail(env, "clCreateBuffer of " + std::to_string(bytes) + " bytes", e);
  auto* b = new Buffer{ctx, mem, bytes};
  return wrap(env, b);
}

void freeStaging(cl_event, cl_int, void* p) { std::free(p); }

// write(ctx, buf, byteOffset, view): queued after the work before it; the bytes are copied
// first, so the caller may change its array at once.
Napi::Value Write(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "write", "ctx");
  auto* b = unwrap<Buffer>(info[1], "write", "buffer");
  size_t offset = sizeArg(info[2], "write", "byteOffset");
  Bytes src = viewArg(info[3], "write", "source");
  checkRange(env, b, offset, src.size, "write");
  if (src.size == 0) return env.Undefined();
  void* staging = std::malloc(src.size);
  if (!staging) throw Napi::Error::New(env, "write: out of host memory");
  std::memcpy(staging, src.data, src.size);
  cl_event done = nullptr;
  cl_int e = api.clEnqueueWriteBuffer(ctx->queue, b->mem, CL_FALSE, offset, src.size, staging, 0, nullptr, &done);
  if (e != CL_SUCCESS) {
    std::free(staging);
    fail(env, "clEnqueueWriteBuffer", e);
  }
  if (api.clSetEventCallback(done, 0 /* CL_COMPLETE */, freeStaging, staging) != CL_SUCCESS) {
    api.clWaitForEvents(1, &done);
    std::free(staging);
  }
  api.clReleaseEvent(done);
  return env.Undefined();
}

// fill(ctx, buf, pattern, byteOffset, byteSize): the pattern repeated, queued in order.
Napi::Value Fill(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "fill", "ctx");
  auto* b = unwrap<Buffer>(info[1], "fill", "buffer");
  Bytes pattern = viewArg(info[2], "fill", "pattern");
  size_t offset = sizeArg(info[3], "fill", "byteOffset");
  size_t size = sizeArg(info[4], "fill", "byteSize");
  checkRange(env, b, offset, size, "fill");
  if (pattern.size == 0 || size % pattern.size != 0 || offset % pattern.size != 0)
    throw Napi::RangeError::New(env, "fill: the offset and size are not multiples of the pattern's size");
  if (size == 0) return env.Undefined();
  check(env, api.clEnqueueFillBuffer(ctx->queue, b->mem, pattern.data, pattern.size, offset, size, 0, nullptr, nullptr),
        "clEnqueueFillBuffer");
  return env.Undefined();
}

// read(ctx, buf, byteOffset, view): waits for the work queued before it, then copies.
Napi::Value Read(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "read", "ctx");
  auto* b = unwrap<Buffer>(info[1], "read", "buffer");
  size_t offset = sizeArg(info[2], "read", "byteOffset");
  Bytes dst = viewArg(info[3], "read", "destination");
  checkRange(env, b, offset, dst.size, "read");
  if (dst.size == 0) {
    check(env, api.clFinish(ctx->queue), "clFinish");
    return env.Undefined();
  }
  check(env, api.clEnqueueReadBuffer(ctx->queue, b->mem, CL_TRUE, offset, dst.size, dst.data, 0, nullptr, nullptr),
        "clEnqueueReadBuffer");
  return env.Undefined();
}

// The waits that leave the event loop free: a marker event taken at the call (so later
// launches are not waited for), waited on in libuv's pool, and then an optional read.
class WaitWorker : public Napi::AsyncWorker {
 public:
  WaitWorker(Napi::Env env, std::shared_ptr<Context> ctx, cl_event marker)
      : Napi::AsyncWorker(env), deferred_(Napi::Promise::Deferred::New(env)), ctx_(std::move(ctx)), marker_(marker) {}
  ~WaitWorker() override {
    if (marker_) api.clReleaseEvent(marker_);
  }
  Napi::Promise promise() { return deferred_.Promise(); }
  // A read after the wait, into `view` (held until the worker completes).
  void readInto(Buffer* b, Napi::Value holder, size_t offset, Bytes dst) {
    buffer_ = b;
    holdBuffer_ = Napi::Persistent(holder.As<Napi::Object>());
    offset_ = offset;
    dst_ = dst;
  }
  void holdView(Napi::Value view) { holdView_ = Napi::Persistent(view.As<Napi::Object>()); }

  void Execute() override {
    cl_int e = api.clWaitForEvents(1, &marker_);
    if (e != CL_SUCCESS) {
      SetError("OpenCL: a queued command failed: " + describe(e));
      return;
    }
    if (buffer_ && dst_.size) {
      e = api.clEnqueueReadBuffer(ctx_->queue, buffer_->mem, CL_TRUE, offset_, dst_.size, dst_.data, 0, nullptr, nullptr);
      if (e != CL_SUCCESS) SetError("OpenCL: clEnqueueReadBuffer failed: " + describe(e));
    }
  }
  void OnOK() override { deferred_.Resolve(Env().Undefined()); }
  void OnError(const Napi::Error& err) override { deferred_.Reject(err.Value()); }

 private:
  Napi::Promise::Deferred deferred_;
  std::shared_ptr<Context> ctx_;
  cl_event marker_;
  Buffer* buffer_ = nullptr;
  Napi::ObjectReference holdBuffer_, holdView_;
  size_t offset_ = 0;
  Bytes dst_{nullptr, 0};
};

cl_event marker(Napi::Env env, const std::shared_ptr<Context>& ctx) {
  cl_event ev = nullptr;
  check(env, api.clEnqueueMarkerWithWaitList(ctx->queue, 0, nullptr, &ev), "clEnqueueMarkerWithWaitList");
  check(env, api.clFlush(ctx->queue), "clFlush");
  return ev;
}

// finish(ctx): waits for everything queued.
Napi::Value Finish(const Napi::CallbackInfo& info) {
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "finish", "ctx");
  check(info.Env(), api.clFinish(ctx->queue), "clFinish");
  return info.Env().Undefined();
}

// finishAsync(ctx): a promise for the work queued so far.
Napi::Value FinishAsync(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "finishAsync", "ctx");
  auto* w = new WaitWorker(env, ctx, marker(env, ctx));
  auto p = w->promise();
  w->Queue();
  return p;
}

// readAsync(ctx, buf, byteOffset, view): a promise; the copy waits in libuv's pool.
Napi::Value ReadAsync(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "readAsync", "ctx");
  auto* b = unwrap<Buffer>(info[1], "readAsync", "buffer");
  size_t offset = sizeArg(info[2], "readAsync", "byteOffset");
  Bytes dst = viewArg(info[3], "readAsync", "destination");
  checkRange(env, b, offset, dst.size, "readAsync");
  auto* w = new WaitWorker(env, ctx, marker(env, ctx));
  w->readInto(b, info[1], offset, dst);
  w->holdView(info[3]);
  auto p = w->promise();
  w->Queue();
  return p;
}

std::string buildLog(cl_program prog, cl_device_id dev) {
  size_t n = 0;
  api.clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
  std::string log(n, '\0');
  if (n) api.clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, n, log.data(), nullptr);
  while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
  return log;
}

// Builds a program; on failure returns the message (with the build log) and no program.
cl_program buildProgram(const std::shared_ptr<Context>& ctx, const std::string& source, const std::string& options,
                        std::string& error) {
  const char* text = source.c_str();
  size_t len = source.size();
  cl_int e = CL_SUCCESS;
  cl_program prog = api.clCreateProgramWithSource(ctx->context, 1, &text, &len, &e);
  if (e != CL_SUCCESS) {
    error = "OpenCL: clCreateProgramWithSource failed: " + describe(e);
    return nullptr;
  }
  e = api.clBuildProgram(prog, 1, &ctx->device, options.c_str(), nullptr, nullptr);
  if (e != CL_SUCCESS) {
    std::string log = buildLog(prog, ctx->device);
    error = "OpenCL could not build the kernel (" + describe(e) + ")" + (log.empty() ? "" : ":\n" + log);
    api.clReleaseProgram(prog);
    return nullptr;
  }
  return prog;
}

// The same from a binary clGetProgramInfo gave for this device (the disk cache keeps it, so a
// hit in a fresh process skips the driver's front half). A binary the driver refuses is an
// error, which the caller treats as a cache miss.
cl_program buildFromBinary(const std::shared_ptr<Context>& ctx, const Bytes& binary, const std::string& options,
                           std::string& error) {
  const unsigned char* data = binary.data;
  size_t len = binary.size;
  cl_int status = CL_SUCCESS, e = CL_SUCCESS;
  cl_program prog = api.clCreateProgramWithBinary(ctx->context, 1, &ctx->device, &len, &data, &status, &e);
  if (e != CL_SUCCESS || status != CL_SUCCESS) {
    error = "OpenCL: clCreateProgramWithBinary failed: " + describe(e != CL_SUCCESS ? e : status);
    if (prog) api.clReleaseProgram(prog);
    return nullptr;
  }
  e = api.clBuildProgram(prog, 1, &ctx->device, options.c_str(), nullptr, nullptr);
  if (e != CL_SUCCESS) {
    std::string log = buildLog(prog, ctx->device);
    error = "OpenCL could not build the kernel from its binary (" + describe(e) + ")" + (log.empty() ? "" : ":\n" + log);
    api.clReleaseProgram(prog);
    return nullptr;
  }
  return prog;
}

// buildBinary(ctx, binary, options): a program from binary(program)'s bytes.
Napi::Value BuildBinary(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "buildBinary", "ctx");
  Bytes binary = viewArg(info[1], "buildBinary", "binary");
  if (!info[2].IsString()) throw Napi::TypeError::New(env, "buildBinary: options is a string");
  if (binary.size == 0) throw Napi::Error::New(env, "OpenCL: buildBinary: the binary is empty");
  std::string error;
  cl_program prog = buildFromBinary(ctx, binary, info[2].As<Napi::String>(), error);
  if (!prog) throw Napi::Error::New(env, error);
  return wrap(env, new std::shared_ptr<Program>(new Program{ctx, prog}));
}

// binary(program): the program's binary for its device (CL_PROGRAM_BINARIES), a Uint8Array;
// empty where the driver gives none.
Napi::Value Binary(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& prog = *unwrap<std::shared_ptr<Program>>(info[0], "binary", "program");
  size_t size = 0;
  check(env, api.clGetProgramInfo(prog->program, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, nullptr), "clGetProgramInfo");
  auto out = Napi::Uint8Array::New(env, size);
  if (size == 0) return out;
  unsigned char* data = out.Data();
  check(env, api.clGetProgramInfo(prog->program, CL_PROGRAM_BINARIES, sizeof data, &data, nullptr), "clGetProgramInfo");
  return out;
}

// build(ctx, source, options): a program; an Error with the build log if it does not build.
Napi::Value Build(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "build", "ctx");
  if (!info[1].IsString() || !info[2].IsString()) throw Napi::TypeError::New(env, "build: source and options are strings");
  std::string error;
  cl_program prog = buildProgram(ctx, info[1].As<Napi::String>(), info[2].As<Napi::String>(), error);
  if (!prog) throw Napi::Error::New(env, error);
  return wrap(env, new std::shared_ptr<Program>(new Program{ctx, prog}));
}

class BuildWorker : public Napi::AsyncWorker {
 public:
  BuildWorker(Napi::Env env, std::shared_ptr<Context> ctx, std::string source, std::string options)
      : Napi::AsyncWorker(env), deferred_(Napi::Promise::Deferred::New(env)), ctx_(std::move(ctx)),
        source_(std::move(source)), options_(std::move(options)) {}
  Napi::Promise promise() { return deferred_.Promise(); }
  void Execute() override {
    std::string error;
    prog_ = buildProgram(ctx_, source_, options_, error);
    if (!prog_) SetError(error);
  }
  void OnOK() override {
    deferred_.Resolve(wrap(Env(), new std::shared_ptr<Program>(new Program{ctx_, prog_})));
  }
  void OnError(const Napi::Error& err) override { deferred_.Reject(err.Value()); }

 private:
  Napi::Promise::Deferred deferred_;
  std::shared_ptr<Context> ctx_;
  std::string source_, options_;
  cl_program prog_ = nullptr;
};

// buildAsync(ctx, source, options): the same in libuv's pool.
Napi::Value BuildAsync(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "buildAsync", "ctx");
  if (!info[1].IsString() || !info[2].IsString()) throw Napi::TypeError::New(env, "buildAsync: source and options are strings");
  auto* w = new BuildWorker(env, ctx, info[1].As<Napi::String>(), info[2].As<Napi::String>());
  auto p = w->promise();
  w->Queue();
  return p;
}

// createPlan(program, kernelName, kinds): { plan, pack }; kinds[i] is -1 for a buffer
// argument, else the scalar's byte size (JS writes it at pack byte 8 * i).
Napi::Value CreatePlan(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& prog = *unwrap<std::shared_ptr<Program>>(info[0], "createPlan", "program");
  if (!info[1].IsString()) throw Napi::TypeError::New(env, "createPlan: kernelName is a string");
  if (!info[2].IsTypedArray() || info[2].As<Napi::TypedArray>().TypedArrayType() != napi_int32_array)
    throw Napi::TypeError::New(env, "createPlan: kinds is an Int32Array");
  std::string name = info[1].As<Napi::String>();
  auto kindsArr = info[2].As<Napi::Int32Array>();
  auto plan = std::make_unique<Plan>();
  plan->program = prog;
  for (size_t i = 0; i < kindsArr.ElementLength(); ++i) {
    int32_t k = kindsArr[i];
    if (k != -1 && k != 1 && k != 2 && k != 4 && k != 8)
      throw Napi::RangeError::New(env, "createPlan: kinds[" + std::to_string(i) + "] is not -1, 1, 2, 4 or 8");
    plan->kinds.push_back(k);
  }
  cl_int e = CL_SUCCESS;
  plan->kernel = api.clCreateKernel(prog->program, name.c_str(), &e);
  if (e != CL_SUCCESS) fail(env, "clCreateKernel('" + name + "')", e);
  auto pack = Napi::ArrayBuffer::New(env, std::max<size_t>(8, 8 * plan->kinds.size()));
  plan->packData = static_cast<uint8_t*>(pack.Data());
  plan->pack = Napi::Persistent(pack.As<Napi::Object>());
  Napi::Object out = Napi::Object::New(env);
  out.Set("pack", pack);
  out.Set("plan", wrap(env, plan.release()));
  return out;
}

// launch(ctx, plan, globalSize, localSize, ...buffers): queued; returns at once. The buffers
// fill the plan's buffer arguments in order; globalSize is a multiple of localSize.
Napi::Value Launch(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<std::shared_ptr<Context>>(info[0], "launch", "ctx");
  auto* plan = unwrap<Plan>(info[1], "launch", "plan");
  size_t global = sizeArg(info[2], "launch", "globalSize");
  size_t local = sizeArg(info[3], "launch", "localSize");
  if (local == 0 || global % local != 0)
    throw Napi::RangeError::New(env, "launch: globalSize is not a multiple of a nonzero localSize");
  size_t next = 4;
  for (size_t i = 0; i < plan->kinds.size(); ++i) {
    int32_t k = plan->kinds[i];
    cl_int e;
    if (k < 0) {
      if (next >= info.Length()) throw Napi::TypeError::New(env, "launch: too few buffers for the plan");
      auto* b = unwrap<Buffer>(info[next++], "launch", "a buffer argument");
      e = api.clSetKernelArg(plan->kernel, cl_uint(i), sizeof(cl_mem), &b->mem);
    } else {
      e = api.clSetKernelArg(plan->kernel, cl_uint(i), size_t(k), plan->packData + 8 * i);
    }
    if (e != CL_SUCCESS) fail(env, "clSetKernelArg(" + std::to_string(i) + ")", e);
  }
  if (global == 0) return env.Undefined();
  check(env, api.clEnqueueNDRangeKernel(ctx->queue, plan->kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr),
        "clEnqueueNDRangeKernel");
  return env.Undefined();
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("loadError", Napi::Function::New(env, LoadError, "loadError"));
  exports.Set("devices", Napi::Function::New(env, Devices, "devices"));
  exports.Set("open", Napi::Function::New(env, Open, "open"));
  exports.Set("alloc", Napi::Function::New(env, Alloc, "alloc"));
  exports.Set("write", Napi::Function::New(env, Write, "write"));
  exports.Set("fill", Napi::Function::New(env, Fill, "fill"));
  exports.Set("read", Napi::Function::New(env, Read, "read"));
  exports.Set("readAsync", Napi::Function::New(env, ReadAsync, "readAsync"));
  exports.Set("finish", Napi::Function::New(env, Finish, "finish"));
  exports.Set("finishAsync", Napi::Function::New(env, FinishAsync, "finishAsync"));
  exports.Set("build", Napi::Function::New(env, Build, "build"));
  exports.Set("buildAsync", Napi::Function::New(env, BuildAsync, "buildAsync"));
  exports.Set("buildBinary", Napi::Function::New(env, BuildBinary, "buildBinary"));
  exports.Set("binary", Napi::Function::New(env, Binary, "binary"));
  exports.Set("createPlan", Napi::Function::New(env, CreatePlan, "createPlan"));
  exports.Set("launch", Napi::Function::New(env, Launch, "launch"));
  return exports;
}

}  // namespace
}  // namespace tack::cl

static Napi::Object InitAddon(Napi::Env env, Napi::Object exports) { return tack::cl::Init(env, exports); }

NODE_API_MODULE(tack_opencl, InitAddon)
