// tack_cuda.node: the CUDA shim (issue 10). Thin: it dlopen()s the driver (libcuda.so.1) and
// NVRTC at run time, adopts the calling thread's current context or retains the device's
// primary one, and keeps one stream per context on which allocations (cuMemAllocAsync from
// the default pool, release threshold raised), host-to-device copies, fills and launches are
// queued in program order; device-to-host copies wait. NVRTC compiles CUDA C to a CUBIN for
// the device's exact architecture (PTX for the newest one it knows when it does not know the
// device's). It knows nothing of kernels: runtime/backends/cuda*.ts decides what to launch.
//
// Handles are Napi::External objects with a type tag. A buffer's finalizer frees it with
// cuMemFreeAsync on the stream, after the work queued so far: an array dropped while a
// queued launch uses it outlives that launch.

#include <dirent.h>
#include <dlfcn.h>
#include <napi.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "cuda.h"
#include "../napi-args.h"

namespace tack::cu {
namespace {

Driver cu;
Nvrtc rtc;
std::string driverError, nvrtcError, nvrtcPath;
bool driverLoaded = false, nvrtcLoaded = false;

std::string describe(CUresult e) {
  const char* name = nullptr;
  const char* text = nullptr;
  if (cu.cuGetErrorName) cu.cuGetErrorName(e, &name);
  if (cu.cuGetErrorString) cu.cuGetErrorString(e, &text);
  std::string s = name ? name : "CUDA error " + std::to_string(e);
  if (text) s += std::string(" (") + text + ")";
  return s;
}

[[noreturn]] void fail(Napi::Env env, const std::string& what, CUresult e) {
  throw Napi::Error::New(env, "CUDA: " + what + " failed: " + describe(e));
}

void check(Napi::Env env, CUresult e, const char* what) {
  if (e != CUDA_SUCCESS) fail(env, what, e);
}

bool loadDriver() {
  if (driverLoaded) return true;
  if (!driverError.empty()) return false;
  void* lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char* why = dlerror();
    driverError = std::string("libcuda.so.1 (the NVIDIA driver) could not be loaded: ") + (why ? why : "not found") +
                  "; the cuda device needs an NVIDIA GPU and its driver";
    return false;
  }
#define TACK_CU_LOAD(field, symbol, ret, args)                                         \
  cu.field = reinterpret_cast<ret(*) args>(dlsym(lib, symbol));                        \
  if (!cu.field) {                                                                     \
    driverError = "libcuda.so.1 has no " symbol " (the driver is older than CUDA 11.2)"; \
    return false;                                                                      \
  }
  TACK_CU_FUNCTIONS(TACK_CU_LOAD)
#undef TACK_CU_LOAD
  CUresult e = cu.cuInit(0);
  if (e != CUDA_SUCCESS) {
    driverError = "cuInit failed: " + describe(e);
    return false;
  }
  driverLoaded = true;
  return true;
}

// Directories where NVRTC may live, in the order searched.
std::vector<std::string> nvrtcDirs() {
  std::vector<std::string> dirs;
  for (const char* var : {"CUDA_PATH", "CUDA_HOME"}) {
    const char* root = std::getenv(var);
    if (root && *root) {
      dirs.push_back(std::string(root) + "/lib64");
      dirs.push_back(std::string(root) + "/targets/x86_64-linux/lib");
    }
  }
  std::vector<std::string> versions;
  if (DIR* d = opendir("/usr/local")) {
    while (dirent* ent = readdir(d))
      if (std::strncmp(ent->d_name, "cuda", 4) == 0) versions.push_back(ent->d_name);
    closedir(d);
  }
  // "cuda" (the current link) first, then versioned installs newest first
  std::sort(versions.begin(), versions.end(), [](const std::string& a, const std::string& b) {
    if (a == "cuda" || b == "cuda") return a == "cuda" && b != "cuda";
    return a > b;
  });
  for (auto& v : versions) {
    dirs.push_back("/usr/local/" + v + "/lib64");
    dirs.push_back("/usr/local/" + v + "/targets/x86_64-linux/lib");
  }
  return dirs;
}

// libnvrtc.so.N files in `dir`, highest N first (then the unversioned name).
std::vector<std::string> nvrtcFiles(const std::string& dir) {
  std::vector<std::pair<int, std::string>> found;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* ent = readdir(d)) {
      std::string n = ent->d_name;
      if (n.rfind("libnvrtc.so", 0) != 0) continue;
      if (n == "libnvrtc.so") found.emplace_back(-1, n);
      else if (n.size() > 12 && n[11] == '.') found.emplace_back(std::atoi(n.c_str() + 12), n);
    }
    closedir(d);
  }
  std::sort(found.begin(), found.end(), [](auto& a, auto& b) { return a.first != b.first ? a.first > b.first : a.second < b.second; });
  std::vector<std::string> out;
  for (auto& f : found) out.push_back(dir + "/" + f.second);
  return out;
}

bool loadNvrtc() {
  if (nvrtcLoaded) return true;
  if (!nvrtcError.empty()) return false;
  std::vector<std::string> tried;
  void* lib = nullptr;
  for (auto& dir : nvrtcDirs()) {
    tried.push_back(dir);
    for (auto& f : nvrtcFiles(dir)) {
      lib = dlopen(f.c_str(), RTLD_NOW | RTLD_LOCAL);
      if (lib) {
        nvrtcPath = f;
        break;
      }
    }
    if (lib) break;
  }
  if (!lib) {
    for (const char* n : {"libnvrtc.so.13", "libnvrtc.so.12", "libnvrtc.so"}) {
      lib = dlopen(n, RTLD_NOW | RTLD_LOCAL);
      if (lib) {
        nvrtcPath = n;
        break;
      }
    }
  }
  if (!lib) {
    std::string dirs;
    for (auto& t : tried) dirs += (dirs.empty() ? "" : ", ") + t;
    nvrtcError = "NVRTC (libnvrtc.so) was not found in " + (dirs.empty() ? std::string("no CUDA directory") : dirs) +
                 " nor on the library path; install the CUDA toolkit's NVRTC (cuda-nvrtc) or set CUDA_PATH";
    return false;
  }
#define TACK_NVRTC_LOAD(field, symbol, ret, args)                  \
  rtc.field = reinterpret_cast<ret(*) args>(dlsym(lib, symbol));   \
  if (!rtc.field) {                                                \
    nvrtcError = nvrtcPath + " has no " symbol;                    \
    return false;                                                  \
  }
  TACK_NVRTC_FUNCTIONS(TACK_NVRTC_LOAD)
#undef TACK_NVRTC_LOAD
  nvrtcLoaded = true;
  return true;
}

void requireDriver(Napi::Env env) {
  if (!loadDriver()) throw Napi::Error::New(env, driverError);
}

// ---- handles -----------------------------------------------------------------------------

struct Context {
  CUdevice device = 0;
  CUcontext ctx = nullptr;
  CUstream stream = nullptr;
  // Device addresses of this context's live Buffer handles (allocated or wrapped), with a
  // count (one address may be wrapped twice): launchPacked accepts only these.
  std::unordered_map<CUdeviceptr, uint32_t> live;
  // Buffer handles destroyed so far: an address found live when this was n is still live
  // while it is n (launch checks cache their lookups against it).
  uint64_t frees = 0;
  bool ownsPrimary = false;  // retained here (else adopted from the caller)
  bool pools = false;        // cuMemAllocAsync available
  unsigned maxGridX = 0;
  int arch = 0;  // 10 * major + minor
  // Makes the context current on this thread if it is not (cheap: a thread-local read).
  void bind() const {
    CUcontext cur = nullptr;
    cu.cuCtxGetCurrent(&cur);
    if (cur != ctx) cu.cuCtxSetCurrent(ctx);
  }
  ~Context() {
    bind();
    if (stream) {
      cu.cuStreamSynchronize(stream);
      cu.cuStreamDestroy(stream);
    }
    if (ownsPrimary) cu.cuDevicePrimaryCtxRelease(device);
  }
};
using ContextRef = std::shared_ptr<Context>;

struct Buffer {
  ContextRef ctx;
  CUdeviceptr ptr = 0;
  size_t bytes = 0;
  bool owned = true;  // false for wrapped pointers (arrayFromPtr): never freed here
  Buffer(ContextRef c, CUdeviceptr p, size_t n, bool o) : ctx(std::move(c)), ptr(p), bytes(n), owned(o) {
    if (ptr) ++ctx->live[ptr];
  }
  ~Buffer() {
    if (ptr) {
      ++ctx->frees;
      auto it = ctx->live.find(ptr);
      if (it != ctx->live.end() && --it->second == 0) ctx->live.erase(it);
    }
    if (!owned || !ptr) return;
    ctx->bind();
    if (ctx->pools) cu.cuMemFreeAsync(ptr, ctx->stream);
    else {
      cu.cuStreamSynchronize(ctx->stream);
      cu.cuMemFree(ptr);
    }
  }
};

struct Module {
  ContextRef ctx;
  CUmodule mod = nullptr;
  ~Module() {
    ctx->bind();
    cu.cuStreamSynchronize(ctx->stream);  // no queued launch may outlive its code
    cu.cuModuleUnload(mod);
  }
};
using ModuleRef = std::shared_ptr<Module>;

// A prepared launch of one kernel: JS writes scalar i at pack byte 8 * i; a launch writes
// buffer pointers into their slots, and cuLaunchKernel copies every value at the call.
struct Plan {
  ModuleRef module;
  CUfunction fn = nullptr;
  std::vector<int32_t> kinds;  // -1: a buffer; n > 0: a scalar of n bytes
  std::vector<size_t> bufferSlots;  // the i with kinds[i] == -1
  std::vector<void*> params;   // &pack[8 * i]
  Napi::ObjectReference pack;
  uint8_t* packData = nullptr;
  // The buffer-slot addresses the last packed launch found live, and the context's `frees`
  // then: while it is unchanged, those addresses need no lookup again.
  std::vector<CUdeviceptr> checked;
  uint64_t checkedFrees = UINT64_MAX;
};

template <typename T>
struct Tag;
template <>
struct Tag<ContextRef> {
  static constexpr napi_type_tag value = {0x7461636b2d637564ULL, 0x612d636f6e746578ULL};
  static constexpr const char* name = "a CUDA context";
};
template <>
struct Tag<Buffer> {
  static constexpr napi_type_tag value = {0x7461636b2d637564ULL, 0x612d627566666572ULL};
  static constexpr const char* name = "a CUDA buffer";
};
template <>
struct Tag<ModuleRef> {
  static constexpr napi_type_tag value = {0x7461636b2d637564ULL, 0x612d6d6f64756c65ULL};
  static constexpr const char* name = "a CUDA module";
};
template <>
struct Tag<Plan> {
  static constexpr napi_type_tag value = {0x7461636b2d637564ULL, 0x612d706c616e3031ULL};
  static constexpr const char* name = "a CUDA launch plan";
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

CUdeviceptr ptrArg(const Napi::Value& v, const char* fn) {
  if (!v.IsBigInt()) throw Napi::TypeError::New(v.Env(), std::string(fn) + ": the pointer is a bigint");
  bool lossless = false;
  uint64_t p = v.As<Napi::BigInt>().Uint64Value(&lossless);
  if (!lossless) throw Napi::RangeError::New(v.Env(), std::string(fn) + ": the pointer is not a 64-bit address");
  return p;
}

struct Bytes {
  uint8_t* data;
  size_t size;
};

Bytes viewArg(const Napi::Value& v, const char* fn, const char* arg) {
  if (!v.IsTypedArray()) throw Napi::TypeError::New(v.Env(), std::string(fn) + ": " + arg + " is not a TypedArray");
  auto ta = v.As<Napi::TypedArray>();
  auto* base = static_cast<uint8_t*>(ta.ArrayBuffer().Data());
  return {base ? base + ta.ByteOffset() : nullptr, ta.ByteLength()};
}

int attribute(CUdevice d, int which) {
  int v = 0;
  cu.cuDeviceGetAttribute(&v, which, d);
  return v;
}

// ---- exports -----------------------------------------------------------------------------

// loadError(): why the driver cannot be used, or null.
Napi::Value LoadError(const Napi::CallbackInfo& info) {
  if (loadDriver()) return info.Env().Null();
  return Napi::String::New(info.Env(), driverError);
}

// nvrtcInfo(): { path, version: [major, minor], archs } or { error }.
Napi::Value NvrtcInfo(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  Napi::Object o = Napi::Object::New(env);
  if (!loadNvrtc()) {
    o.Set("error", nvrtcError);
    return o;
  }
  int major = 0, minor = 0, n = 0;
  rtc.nvrtcVersion(&major, &minor);
  rtc.nvrtcGetNumSupportedArchs(&n);
  std::vector<int> archs(std::max(n, 0));
  if (n > 0) rtc.nvrtcGetSupportedArchs(archs.data());
  Napi::Array a = Napi::Array::New(env, archs.size());
  for (size_t i = 0; i < archs.size(); ++i) a.Set(uint32_t(i), archs[i]);
  Napi::Array v = Napi::Array::New(env, 2);
  v.Set(0u, major);
  v.Set(1u, minor);
  o.Set("path", nvrtcPath);
  o.Set("version", v);
  o.Set("archs", a);
  return o;
}

// devices(): [{ name, arch, multiprocessors, maxGridX, maxThreadsPerBlock, totalMem, pools }]
Napi::Value Devices(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  requireDriver(env);
  int n = 0;
  CUresult e = cu.cuDeviceGetCount(&n);
  if (e == CUDA_ERROR_NO_DEVICE) n = 0;
  else check(env, e, "cuDeviceGetCount");
  int version = 0;
  cu.cuDriverGetVersion(&version);
  Napi::Array list = Napi::Array::New(env, n);
  for (int i = 0; i < n; ++i) {
    CUdevice d;
    check(env, cu.cuDeviceGet(&d, i), "cuDeviceGet");
    char name[256] = {0};
    cu.cuDeviceGetName(name, sizeof name - 1, d);
    size_t mem = 0;
    cu.cuDeviceTotalMem(&mem, d);
    Napi::Object o = Napi::Object::New(env);
    o.Set("name", name);
    o.Set("arch", 10 * attribute(d, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) +
                      attribute(d, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR));
    o.Set("multiprocessors", attribute(d, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT));
    o.Set("maxGridX", double(unsigned(attribute(d, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X))));
    o.Set("maxThreadsPerBlock", attribute(d, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK));
    o.Set("totalMem", double(mem));
    o.Set("pools", attribute(d, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED) != 0);
    o.Set("driverVersion", version);
    list.Set(uint32_t(i), o);
  }
  return list;
}

// open(ordinal): the context (the current one if it is this device's, else the primary one,
// retained), its stream, and the default memory pool with its release threshold raised.
Napi::Value Open(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  requireDriver(env);
  int ordinal = int(sizeArg(info[0], "open", "ordinal"));
  int n = 0;
  cu.cuDeviceGetCount(&n);
  if (ordinal >= n)
    throw Napi::RangeError::New(env, "CUDA: there is no device " + std::to_string(ordinal) + " (" + std::to_string(n) + " found)");
  auto ctx = std::make_shared<Context>();
  check(env, cu.cuDeviceGet(&ctx->device, ordinal), "cuDeviceGet");
  CUcontext cur = nullptr;
  CUdevice curDevice = -1;
  if (cu.cuCtxGetCurrent(&cur) == CUDA_SUCCESS && cur && cu.cuCtxGetDevice(&curDevice) == CUDA_SUCCESS &&
      curDevice == ctx->device) {
    ctx->ctx = cur;  // an embedding application's context: adopt it
  } else {
    check(env, cu.cuDevicePrimaryCtxRetain(&ctx->ctx, ctx->device), "cuDevicePrimaryCtxRetain");
    ctx->ownsPrimary = true;
    check(env, cu.cuCtxSetCurrent(ctx->ctx), "cuCtxSetCurrent");
  }
  check(env, cu.cuStreamCreate(&ctx->stream, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  ctx->maxGridX = unsigned(attribute(ctx->device, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X));
  ctx->arch = 10 * attribute(ctx->device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) +
              attribute(ctx->device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
  ctx->pools = attribute(ctx->device, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED) != 0;
  if (ctx->pools) {
    CUmemoryPool pool = nullptr;
    if (cu.cuDeviceGetDefaultMemPool(&pool, ctx->device) == CUDA_SUCCESS) {
      uint64_t threshold = UINT64_MAX;  // keep freed memory for the next allocation
      cu.cuMemPoolSetAttribute(pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &threshold);
    } else {
      ctx->pools = false;
    }
  }
  Napi::Object out = Napi::Object::New(env);
  out.Set("ctx", wrap(env, new ContextRef(ctx)));
  out.Set("adopted", !ctx->ownsPrimary);
  return out;
}

// alloc(ctx, bytes): stream-ordered device memory (none for 0 bytes).
Napi::Value Alloc(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<ContextRef>(info[0], "alloc", "ctx");
  size_t bytes = sizeArg(info[1], "alloc", "bytes");
  CUdeviceptr p = 0;
  if (bytes) {
    ctx->bind();
    CUresult e = ctx->pools ? cu.cuMemAllocAsync(&p, bytes, ctx->stream) : cu.cuMemAlloc(&p, bytes);
    if (e != CUDA_SUCCESS) fail(env, "allocating " + std::to_string(bytes) + " bytes", e);
  }
  return wrap(env, new Buffer{ctx, p, bytes, true});
}

// wrapPointer(ctx, ptr, bytes): memory another library owns; never freed here.
Napi::Value WrapPointer(const Napi::CallbackInfo& info) {
  auto& ctx = *unwrap<ContextRef>(info[0], "wrapPointer", "ctx");
  CUdeviceptr p = ptrArg(info[1], "wrapPointer");
  size_t bytes = sizeArg(info[2], "wrapPointer", "bytes");
  return wrap(info.Env(), new Buffer{ctx, p, bytes, false});
}

// pointer(buf): the device address, as a bigint.
Napi::Value Pointer(const Napi::CallbackInfo& info) {
  auto* b = unwrap<Buffer>(info[0], "pointer", "buffer");
  return Napi::BigInt::New(info.Env(), uint64_t(b->ptr));
}

// memorySpace(ctx, ptr): "cuda", "cuda_pinned", "cuda_managed", or "cpu" for an address the
// driver does not know.
Napi::Value MemorySpace(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<ContextRef>(info[0], "memorySpace", "ctx");
  CUdeviceptr p = ptrArg(info[1], "memorySpace");
  ctx->bind();
  unsigned type = 0;
  if (cu.cuPointerGetAttribute(&type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, p) != CUDA_SUCCESS) return Napi::String::New(env, "cpu");
  int managed = 0;
  cu.cuPointerGetAttribute(&managed, CU_POINTER_ATTRIBUTE_IS_MANAGED, p);
  if (managed || type == CU_MEMORYTYPE_UNIFIED) return Napi::String::New(env, "cuda_managed");
  if (type == CU_MEMORYTYPE_HOST) return Napi::String::New(env, "cuda_pinned");
  if (type == CU_MEMORYTYPE_DEVICE) return Napi::String::New(env, "cuda");
  return Napi::String::New(env, "cpu");
}

// write(ctx, buf, byteOffset, view): queued in order; the driver stages pageable memory
// before it returns, so the caller may change its array at once.
Napi::Value Write(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<ContextRef>(info[0], "write", "ctx");
  auto* b = unwrap<Buffer>(info[1], "write", "buffer");
  size_t offset = sizeArg(info[2], "write", "byteOffset");
  Bytes src = viewArg(info[3], "write", "source");
  checkRange(env, b, offset, src.size, "write");
  if (!src.size) return env.Undefined();
  ctx->bind();
  check(env, cu.cuMemcpyHtoDAsync(b->ptr + offset, src.data, src.size, ctx->stream), "cuMemcpyHtoDAsync");
  return env.Undefined();
}

// copy(ctx, dst, dstOffset, src, srcOffset, bytes): device to device, queued.
Napi::Value Copy(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<ContextRef>(info[0], "copy", "ctx");
  auto* d = unwrap<Buffer>(info[1], "copy", "dst");
  size_t dOff = sizeArg(info[2], "copy", "dstOffset");
  auto* s = unwrap<Buffer>(info[3], "copy", "src");
  size_t sOff = sizeArg(info[4], "copy", "srcOffset");
  size_t n = sizeArg(info[5], "copy", "bytes");
  checkRange(env, d, dOff, n, "copy");
  checkRange(env, s, sOff, n, "copy");
  if (!n) return env.Undefined();
  ctx->bind();
  check(env, cu.cuMemcpyDtoDAsync(d->ptr + dOff, s->ptr + sOff, n, ctx->stream), "cuMemcpyDtoDAsync");
  return env.Undefined();
}

// fill(ctx, buf, pattern, byteOffset, byteSize): the 1-, 2-, 4- or 8-byte pattern repeated.
Napi::Value Fill(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<ContextRef>(info[0], "fill", "ctx");
  auto* b = unwrap<Buffer>(info[1], "fill", "buffer");
  Bytes pat = viewArg(info[2], "fill", "pattern");
  size_t offset = sizeArg(info[3], "fill", "byteOffset");
  size_t size = sizeArg(info[4], "fill", "byteSize");
  checkRange(env, b, offset, size, "fill");
  size_t w = pat.size;
  if ((w != 1 && w != 2 && w != 4 && w != 8) || size % w || offset % w)
    throw Napi::RangeError::New(env, "fill: the pattern has 1, 2, 4 or 8 bytes and divides the offset and size");
  if (!size) return env.Undefined();
  ctx->bind();
  CUdeviceptr p = b->ptr + offset;
  size_t n = size / w;
  CUresult e;
  if (w == 1) e = cu.cuMemsetD8Async(p, pat.data[0], n, ctx->stream);
  else if (w == 2) e = cu.cuMemsetD16Async(p, *reinterpret_cast<uint16_t*>(pat.data), n, ctx->stream);
  else if (w == 4) e = cu.cuMemsetD32Async(p, *reinterpret_cast<uint32_t*>(pat.data), n, ctx->stream);
  else {
    // 8 bytes: two strided 32-bit fills, the low words and then the high ones
    uint32_t lo, hi;
    std::memcpy(&lo, pat.data, 4);
    std::memcpy(&hi, pat.data + 4, 4);
    e = cu.cuMemsetD2D32Async(p, 8, lo, 1, n, ctx->stream);
    if (e == CUDA_SUCCESS) e = cu.cuMemsetD2D32Async(p + 4, 8, hi, 1, n, ctx->stream);
  }
  check(env, e, "cuMemset");
  return env.Undefined();
}

// read(ctx, buf, byteOffset, view): waits for the work queued before it, then copies; a
// queued launch's driver error surfaces here.
Napi::Value Read(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<ContextRef>(info[0], "read", "ctx");
  auto* b = unwrap<Buffer>(info[1], "read", "buffer");
  size_t offset = sizeArg(info[2], "read", "byteOffset");
  Bytes dst = viewArg(info[3], "read", "destination");
  checkRange(env, b, offset, dst.size, "read");
  ctx->bind();
  if (dst.size) check(env, cu.cuMemcpyDtoHAsync(dst.data, b->ptr + offset, dst.size, ctx->stream), "a queued launch or cuMemcpyDtoHAsync");
  check(env, cu.cuStreamSynchronize(ctx->stream), "a queued launch (cuStreamSynchronize)");
  return env.Undefined();
}

// sync(ctx): waits for everything queued.
Napi::Value Sync(const Napi::CallbackInfo& info) {
  auto& ctx = *unwrap<ContextRef>(info[0], "sync", "ctx");
  ctx->bind();
  check(info.Env(), cu.cuStreamSynchronize(ctx->stream), "a queued launch (cuStreamSynchronize)");
  return info.Env().Undefined();
}

// The waits that leave the event loop free: an event recorded at the call (later launches
// are not waited for), synchronized in libuv's pool, then an optional copy to the host.
class WaitWorker : public Napi::AsyncWorker {
 public:
  WaitWorker(Napi::Env env, ContextRef ctx)
      : Napi::AsyncWorker(env), deferred_(Napi::Promise::Deferred::New(env)), ctx_(std::move(ctx)) {
    ctx_->bind();
    check(env, cu.cuEventCreate(&event_, CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING), "cuEventCreate");
    CUresult e = cu.cuEventRecord(event_, ctx_->stream);
    if (e != CUDA_SUCCESS) {
      cu.cuEventDestroy(event_);
      event_ = nullptr;
      fail(env, "cuEventRecord", e);
    }
  }
  ~WaitWorker() override {
    if (event_) cu.cuEventDestroy(event_);
  }
  Napi::Promise promise() { return deferred_.Promise(); }
  void readInto(Napi::Value buffer, Buffer* b, size_t offset, Napi::Value view, Bytes dst) {
    holdBuffer_ = Napi::Persistent(buffer.As<Napi::Object>());
    holdView_ = Napi::Persistent(view.As<Napi::Object>());
    src_ = b->ptr + offset;
    dst_ = dst;
  }
  void Execute() override {
    cu.cuCtxSetCurrent(ctx_->ctx);
    CUresult e = cu.cuEventSynchronize(event_);
    if (e != CUDA_SUCCESS) {
      SetError("CUDA: a queued launch failed: " + describe(e));
      return;
    }
    if (dst_.size) {
      e = cu.cuMemcpyDtoH(dst_.data, src_, dst_.size);
      if (e != CUDA_SUCCESS) SetError("CUDA: cuMemcpyDtoH failed: " + describe(e));
    }
  }
  void OnOK() override { deferred_.Resolve(Env().Undefined()); }
  void OnError(const Napi::Error& err) override { deferred_.Reject(err.Value()); }

 private:
  Napi::Promise::Deferred deferred_;
  ContextRef ctx_;
  CUevent event_ = nullptr;
  Napi::ObjectReference holdBuffer_, holdView_;
  CUdeviceptr src_ = 0;
  Bytes dst_{nullptr, 0};
};

Napi::Value SyncAsync(const Napi::CallbackInfo& info) {
  auto& ctx = *unwrap<ContextRef>(info[0], "syncAsync", "ctx");
  auto* w = new WaitWorker(info.Env(), ctx);
  auto p = w->promise();
  w->Queue();
  return p;
}

Napi::Value ReadAsync(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<ContextRef>(info[0], "readAsync", "ctx");
  auto* b = unwrap<Buffer>(info[1], "readAsync", "buffer");
  size_t offset = sizeArg(info[2], "readAsync", "byteOffset");
  Bytes dst = viewArg(info[3], "readAsync", "destination");
  checkRange(env, b, offset, dst.size, "readAsync");
  auto* w = new WaitWorker(env, ctx);
  w->readInto(info[1], b, offset, info[3], dst);
  auto p = w->promise();
  w->Queue();
  return p;
}

struct CompileOutput {
  std::vector<char> image;
  bool cubin = false;
  std::string log;
  std::string error;
  double ms = 0;
};

// NVRTC: a CUBIN for sm_<arch> when NVRTC knows the architecture, else PTX for the newest
// one it knows (the driver JIT-compiles it at load). The options are the caller's.
CompileOutput compileSource(const std::string& source, const std::string& name, const std::vector<std::string>& options, int arch) {
  CompileOutput out;
  auto t0 = std::chrono::steady_clock::now();
  int n = 0;
  rtc.nvrtcGetNumSupportedArchs(&n);
  std::vector<int> archs(std::max(n, 0));
  if (n > 0) rtc.nvrtcGetSupportedArchs(archs.data());
  bool known = std::find(archs.begin(), archs.end(), arch) != archs.end();
  int target = known || archs.empty() ? arch : *std::max_element(archs.begin(), archs.end());
  out.cubin = known;
  std::vector<std::string> opts = options;
  opts.push_back(std::string("--gpu-architecture=") + (known ? "sm_" : "compute_") + std::to_string(target));
  std::vector<const char*> argv;
  for (auto& o : opts) argv.push_back(o.c_str());
  nvrtcProgram prog = nullptr;
  nvrtcResult r = rtc.nvrtcCreateProgram(&prog, source.c_str(), (name + ".cu").c_str(), 0, nullptr, nullptr);
  if (r != 0) {
    out.error = std::string("NVRTC could not create the program: ") + rtc.nvrtcGetErrorString(r);
    return out;
  }
  r = rtc.nvrtcCompileProgram(prog, int(argv.size()), argv.data());
  size_t logSize = 0;
  rtc.nvrtcGetProgramLogSize(prog, &logSize);
  if (logSize > 1) {
    out.log.resize(logSize);
    rtc.nvrtcGetProgramLog(prog, out.log.data());
    while (!out.log.empty() && (out.log.back() == '\0' || out.log.back() == '\n')) out.log.pop_back();
  }
  if (r != 0) {
    out.error = std::string("NVRTC could not compile the kernel (") + rtc.nvrtcGetErrorString(r) + ")" +
                (out.log.empty() ? "" : ":\n" + out.log);
  } else {
    size_t size = 0;
    if (out.cubin) {
      rtc.nvrtcGetCUBINSize(prog, &size);
      out.image.resize(size);
      rtc.nvrtcGetCUBIN(prog, out.image.data());
    } else {
      rtc.nvrtcGetPTXSize(prog, &size);  // includes the terminating NUL cuModuleLoadData needs
      out.image.resize(size);
      rtc.nvrtcGetPTX(prog, out.image.data());
    }
  }
  rtc.nvrtcDestroyProgram(&prog);
  out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return out;
}

struct CompileArgs {
  std::string source, name;
  std::vector<std::string> options;
  int arch = 0;
};

CompileArgs readCompileArgs(const Napi::CallbackInfo& info, const char* fn) {
  Napi::Env env = info.Env();
  if (!loadNvrtc()) throw Napi::Error::New(env, nvrtcError);
  if (!info[0].IsString() || !info[1].IsString() || !info[2].IsArray() || !info[3].IsNumber())
    throw Napi::TypeError::New(env, std::string(fn) + "(source, name, options, arch): strings, an array of strings and a number");
  CompileArgs a;
  a.source = info[0].As<Napi::String>();
  a.name = info[1].As<Napi::String>();
  auto list = info[2].As<Napi::Array>();
  for (uint32_t i = 0; i < list.Length(); ++i) a.options.push_back(list.Get(i).ToString());
  a.arch = info[3].As<Napi::Number>().Int32Value();
  return a;
}

Napi::Value compileResult(Napi::Env env, CompileOutput& out) {
  if (!out.error.empty()) throw Napi::Error::New(env, out.error);
  Napi::Object o = Napi::Object::New(env);
  auto image = Napi::Uint8Array::New(env, out.image.size());
  std::memcpy(image.Data(), out.image.data(), out.image.size());
  o.Set("image", image);
  o.Set("kind", out.cubin ? "cubin" : "ptx");
  o.Set("log", out.log);
  o.Set("ms", out.ms);
  return o;
}

// compile(source, name, options, arch): { image, kind: "cubin" | "ptx", log, ms }; an Error
// with NVRTC's log when it does not compile.
Napi::Value Compile(const Napi::CallbackInfo& info) {
  CompileArgs a = readCompileArgs(info, "compile");
  CompileOutput out = compileSource(a.source, a.name, a.options, a.arch);
  return compileResult(info.Env(), out);
}

class CompileWorker : public Napi::AsyncWorker {
 public:
  CompileWorker(Napi::Env env, CompileArgs args)
      : Napi::AsyncWorker(env), deferred_(Napi::Promise::Deferred::New(env)), args_(std::move(args)) {}
  Napi::Promise promise() { return deferred_.Promise(); }
  void Execute() override { out_ = compileSource(args_.source, args_.name, args_.options, args_.arch); }
  void OnOK() override {
    Napi::Env env = Env();
    if (!out_.error.empty()) {
      deferred_.Reject(Napi::Error::New(env, out_.error).Value());
      return;
    }
    deferred_.Resolve(compileResult(env, out_));
  }
  void OnError(const Napi::Error& err) override { deferred_.Reject(err.Value()); }

 private:
  Napi::Promise::Deferred deferred_;
  CompileArgs args_;
  CompileOutput out_;
};

Napi::Value CompileAsync(const Napi::CallbackInfo& info) {
  auto* w = new CompileWorker(info.Env(), readCompileArgs(info, "compileAsync"));
  auto p = w->promise();
  w->Queue();
  return p;
}

// load(ctx, image): a module from a CUBIN or NUL-terminated PTX.
Napi::Value Load(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<ContextRef>(info[0], "load", "ctx");
  Bytes image = viewArg(info[1], "load", "image");
  if (!image.size) throw Napi::RangeError::New(env, "load: the image is empty");
  ctx->bind();
  CUmodule mod = nullptr;
  check(env, cu.cuModuleLoadData(&mod, image.data), "cuModuleLoadData");
  return wrap(env, new ModuleRef(new Module{ctx, mod}));
}

// launchPacked(plan): launch() with everything in the plan's pack, for the hot path (one
// argument to read, no handle per buffer): JS has written each scalar, each buffer slot's
// device address (pointer() of a live buffer) and, at byte 8 * kinds.length, the grid and
// block as two uint32. The same checks as launch(): the grid and block in range, and every
// buffer slot the address of a live buffer of the plan's context (an address freed or never
// allocated here is refused, never launched). An address the plan's last launch found live is
// not looked up again while no buffer of the context has been destroyed since.
Napi::Value launchPackedPlan(Napi::Env env, Plan* plan) {
  const ContextRef& ctx = plan->module->ctx;
  uint32_t dims[2];
  std::memcpy(dims, plan->packData + 8 * plan->kinds.size(), sizeof dims);
  const uint32_t grid = dims[0], block = dims[1];
  if (grid > ctx->maxGridX)
    throw Napi::RangeError::New(env, "launchPacked: " + std::to_string(grid) + " blocks are more than the device's grid limit of " +
                                         std::to_string(ctx->maxGridX));
  if (block == 0 || block > 1024) throw Napi::RangeError::New(env, "launchPacked: the block size is 1 to 1024");
  const bool unchanged = plan->checkedFrees == ctx->frees;
  plan->checkedFrees = UINT64_MAX;  // until every slot below has passed
  for (size_t j = 0; j < plan->bufferSlots.size(); ++j) {
    CUdeviceptr p;
    std::memcpy(&p, plan->packData + 8 * plan->bufferSlots[j], sizeof p);
    if (unchanged && p == plan->checked[j]) continue;
    if (p != 0 && ctx->live.find(p) == ctx->live.end())  // 0: an empty array's (never accessed)
      throw Napi::RangeError::New(env, "launchPacked: parameter " + std::to_string(plan->bufferSlots[j]) +
                                           " is not the address of a live buffer of this context");
    plan->checked[j] = p;
  }
  plan->checkedFrees = ctx->frees;
  if (grid == 0) return env.Undefined();
  ctx->bind();
  check(env, cu.cuLaunchKernel(plan->fn, grid, 1, 1, block, 1, 1, 0, ctx->stream, plan->params.data(), nullptr), "cuLaunchKernel");
  return env.Undefined();
}

Napi::Value LaunchPacked(const Napi::CallbackInfo& info) {
  return launchPackedPlan(info.Env(), unwrap<Plan>(info[0], "launchPacked", "plan"));
}

// The plan's own launch function (createPlan's `launch`): launchPacked(plan) with the plan
// bound at creation, so a call reads no argument and checks no handle's type tag. The
// function holds the plan's handle (a read-only property), so the plan outlives it.
// A plain N-API callback, not node-addon-api's wrapper: that one builds a CallbackInfo (a
// napi_get_cb_info copying up to six arguments) before the call; this asks only for the data.
napi_value LaunchBound(napi_env env, napi_callback_info info) {
  void* data = nullptr;
  size_t argc = 0;
  if (napi_get_cb_info(env, info, &argc, nullptr, nullptr, &data) != napi_ok) return nullptr;
  try {
    launchPackedPlan(Napi::Env(env), static_cast<Plan*>(data));
  } catch (const Napi::Error& e) {
    e.ThrowAsJavaScriptException();
  }
  return nullptr;
}

// createPlan(module, kernelName, kinds): { plan, pack, launch }; kinds[i] is -1 for a buffer
// argument, else the scalar's byte size (JS writes it at pack byte 8 * i). The pack has 8
// more bytes for launchPacked's grid and block; `launch()` is launchPacked(plan).
Napi::Value CreatePlan(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& mod = *unwrap<ModuleRef>(info[0], "createPlan", "module");
  if (!info[1].IsString()) throw Napi::TypeError::New(env, "createPlan: kernelName is a string");
  if (!info[2].IsTypedArray() || info[2].As<Napi::TypedArray>().TypedArrayType() != napi_int32_array)
    throw Napi::TypeError::New(env, "createPlan: kinds is an Int32Array");
  std::string name = info[1].As<Napi::String>();
  auto kinds = info[2].As<Napi::Int32Array>();
  auto plan = std::make_unique<Plan>();
  plan->module = mod;
  for (size_t i = 0; i < kinds.ElementLength(); ++i) {
    int32_t k = kinds[i];
    if (k != -1 && k != 1 && k != 2 && k != 4 && k != 8)
      throw Napi::RangeError::New(env, "createPlan: kinds[" + std::to_string(i) + "] is not -1, 1, 2, 4 or 8");
    plan->kinds.push_back(k);
  }
  mod->ctx->bind();
  check(env, cu.cuModuleGetFunction(&plan->fn, mod->mod, name.c_str()), ("cuModuleGetFunction('" + name + "')").c_str());
  for (size_t i = 0; i < plan->kinds.size(); ++i)
    if (plan->kinds[i] < 0) plan->bufferSlots.push_back(i);
  plan->checked.assign(plan->bufferSlots.size(), 0);
  // the slots, then launchPacked's grid and block (two uint32 at byte 8 * kinds.length)
  auto pack = Napi::ArrayBuffer::New(env, 8 * plan->kinds.size() + 8);
  plan->packData = static_cast<uint8_t*>(pack.Data());
  plan->pack = Napi::Persistent(pack.As<Napi::Object>());
  for (size_t i = 0; i < plan->kinds.size(); ++i) plan->params.push_back(plan->packData + 8 * i);
  Plan* raw = plan.get();
  Napi::Value handle = wrap(env, plan.release());
  napi_value launchFn = nullptr;
  if (napi_create_function(env, "launch", NAPI_AUTO_LENGTH, LaunchBound, raw, &launchFn) != napi_ok)
    throw Napi::Error::New(env, "createPlan: could not create the plan's launch function");
  Napi::Function launch(env, launchFn);
  launch.DefineProperty(Napi::PropertyDescriptor::Value("plan", handle, napi_default));  // read-only, fixed
  Napi::Object out = Napi::Object::New(env);
  out.Set("pack", pack);
  out.Set("plan", handle);
  out.Set("launch", launch);
  return out;
}

// launch(ctx, plan, gridX, blockX, ...buffers): queued on the context's stream; returns at
// once. The buffers fill the plan's buffer arguments in order. More blocks than the
// device's grid limit is a RangeError (the runtime checks first, with the kernel's name).
Napi::Value Launch(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto& ctx = *unwrap<ContextRef>(info[0], "launch", "ctx");
  auto* plan = unwrap<Plan>(info[1], "launch", "plan");
  size_t grid = sizeArg(info[2], "launch", "gridX");
  size_t block = sizeArg(info[3], "launch", "blockX");
  if (grid > ctx->maxGridX)
    throw Napi::RangeError::New(env, "launch: " + std::to_string(grid) + " blocks are more than the device's grid limit of " +
                                         std::to_string(ctx->maxGridX));
  if (block == 0 || block > 1024) throw Napi::RangeError::New(env, "launch: blockX is 1 to 1024");
  size_t next = 4;
  for (size_t i = 0; i < plan->kinds.size(); ++i) {
    if (plan->kinds[i] >= 0) continue;
    if (next >= info.Length()) throw Napi::TypeError::New(env, "launch: too few buffers for the plan");
    auto* b = unwrap<Buffer>(info[next++], "launch", "a buffer argument");
    std::memcpy(plan->packData + 8 * i, &b->ptr, sizeof(CUdeviceptr));
  }
  if (grid == 0) return env.Undefined();
  ctx->bind();
  check(env, cu.cuLaunchKernel(plan->fn, unsigned(grid), 1, 1, unsigned(block), 1, 1, 0, ctx->stream, plan->params.data(), nullptr),
        "cuLaunchKernel");
  return env.Undefined();
}

// rawLaunchLoop(plan, count): `count` bare cuLaunchKernel calls with the plan's pack as the
// last launchPacked left it (no checks, the context bound once), timed by the caller: the raw
// anchor of bench/cuda's host cost per warm launch, in the same process, context, stream and
// kernel as Tack's launches, so rounds of both can alternate (raw_launch.cu is the same loop in
// a process of its own). `bindEach` (optional, default false): the context bound before every
// launch, as launchPacked does (ctx->bind(): cuCtxGetCurrent, and cuCtxSetCurrent only if
// another context is current), so the two loops' difference is what that check costs.
// Returns the first error's code, or 0.
Napi::Value RawLaunchLoop(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  auto* plan = unwrap<Plan>(info[0], "rawLaunchLoop", "plan");
  const size_t count = sizeArg(info[1], "rawLaunchLoop", "count");
  const bool bindEach = info.Length() > 2 && info[2].ToBoolean().Value();
  const ContextRef& ctx = plan->module->ctx;
  uint32_t dims[2];
  std::memcpy(dims, plan->packData + 8 * plan->kinds.size(), sizeof dims);
  if (dims[0] == 0 || dims[0] > ctx->maxGridX || dims[1] == 0 || dims[1] > 1024)
    throw Napi::RangeError::New(env, "rawLaunchLoop: launch the plan once first (its grid and block are not set)");
  ctx->bind();
  CUresult first = CUDA_SUCCESS;
  for (size_t i = 0; i < count; ++i) {
    if (bindEach) ctx->bind();
    CUresult r = cu.cuLaunchKernel(plan->fn, dims[0], 1, 1, dims[1], 1, 1, 0, ctx->stream, plan->params.data(), nullptr);
    if (r != CUDA_SUCCESS && first == CUDA_SUCCESS) first = r;
  }
  return Napi::Number::New(env, double(first));
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("loadError", Napi::Function::New(env, LoadError, "loadError"));
  exports.Set("nvrtcInfo", Napi::Function::New(env, NvrtcInfo, "nvrtcInfo"));
  exports.Set("devices", Napi::Function::New(env, Devices, "devices"));
  exports.Set("open", Napi::Function::New(env, Open, "open"));
  exports.Set("alloc", Napi::Function::New(env, Alloc, "alloc"));
  exports.Set("wrapPointer", Napi::Function::New(env, WrapPointer, "wrapPointer"));
  exports.Set("pointer", Napi::Function::New(env, Pointer, "pointer"));
  exports.Set("memorySpace", Napi::Function::New(env, MemorySpace, "memorySpace"));
  exports.Set("write", Napi::Function::New(env, Write, "write"));
  exports.Set("copy", Napi::Function::New(env, Copy, "copy"));
  exports.Set("fill", Napi::Function::New(env, Fill, "fill"));
  exports.Set("read", Napi::Function::New(env, Read, "read"));
  exports.Set("readAsync", Napi::Function::New(env, ReadAsync, "readAsync"));
  exports.Set("sync", Napi::Function::New(env, Sync, "sync"));
  exports.Set("syncAsync", Napi::Function::New(env, SyncAsync, "syncAsync"));
  exports.Set("compile", Napi::Function::New(env, Compile, "compile"));
  exports.Set("compileAsync", Napi::Function::New(env, CompileAsync, "compileAsync"));
  exports.Set("load", Napi::Function::New(env, Load, "load"));
  exports.Set("createPlan", Napi::Function::New(env, CreatePlan, "createPlan"));
  exports.Set("launch", Napi::Function::New(env, Launch, "launch"));
  exports.Set("launchPacked", Napi::Function::New(env, LaunchPacked, "launchPacked"));
  exports.Set("rawLaunchLoop", Napi::Function::New(env, RawLaunchLoop, "rawLaunchLoop"));
  return exports;
}

}  // namespace
}  // namespace tack::cu

static Napi::Object InitAddon(Napi::Env env, Napi::Object exports) { return tack::cu::Init(env, exports); }

NODE_API_MODULE(tack_cuda, InitAddon)
