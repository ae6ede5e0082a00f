// tack_cpu.node: the CPU shim's N-API surface. It compiles LLVM IR text it is given and runs
// the chunk wrappers it names (DESIGN.md §1 "Shims are thin"); it knows nothing of kernels.

#include <napi.h>

#include <string>
#include <vector>

#include "handles.h"

namespace tack {

const napi_type_tag kModuleTag = {0x7461636b2d637075ULL, 0x2d6d6f64756c6531ULL};

ModuleHandle* unwrapModule(napi_env env, napi_value value) {
  bool isModule = false;
  if (napi_check_object_type_tag(env, value, &kModuleTag, &isModule) != napi_ok || !isModule)
    return nullptr;
  void* handle = nullptr;
  napi_unwrap(env, value, &handle);
  return static_cast<ModuleHandle*>(handle);
}

namespace {

std::vector<std::string> readSymbols(const Napi::Value& value, const char* fn) {
  if (!value.IsArray())
    throw Napi::TypeError::New(value.Env(), std::string(fn) + ": symbols must be an array of strings");
  Napi::Array list = value.As<Napi::Array>();
  std::vector<std::string> symbols;
  for (uint32_t i = 0; i < list.Length(); ++i) {
    Napi::Value item = list.Get(i);
    if (!item.IsString())
      throw Napi::TypeError::New(value.Env(), std::string(fn) + ": symbols[" +
                                                  std::to_string(i) + "] is not a string");
    symbols.push_back(item.As<Napi::String>().Utf8Value());
  }
  return symbols;
}

struct CompileArgs {
  std::string ir;
  std::vector<std::string> symbols;
  CompileOptions options;
};

CompileArgs readCompileArgs(const Napi::CallbackInfo& info, const char* fn) {
  Napi::Env env = info.Env();
  if (!info[0].IsString())
    throw Napi::TypeError::New(env, std::string(fn) + ": irText must be a string");
  CompileArgs args;
  args.ir = info[0].As<Napi::String>().Utf8Value();
  args.symbols = readSymbols(info[1], fn);
  Napi::Value opts = info[2];
  if (opts.IsUndefined() || opts.IsNull()) return args;
  if (!opts.IsObject()) throw Napi::TypeError::New(env, std::string(fn) + ": options must be an object");
  Napi::Object o = opts.As<Napi::Object>();
  Napi::Value level = o.Get("optLevel");
  if (!level.IsUndefined()) {
    double v = level.IsNumber() ? level.As<Napi::Number>().DoubleValue() : -1;
    if (v != 0 && v != 1 && v != 2 && v != 3)
      throw Napi::RangeError::New(env, std::string(fn) + ": optLevel must be 0, 1, 2 or 3");
    args.options.optLevel = int(v);
  }
  args.options.verify = !o.Get("noVerify").ToBoolean().Value();
  return args;
}

void finalizeModule(napi_env, void* data, void*) { delete static_cast<ModuleHandle*>(data); }

Napi::Object makeModuleObject(Napi::Env env, std::shared_ptr<JitModule> module) {
  Napi::Object obj = Napi::Object::New(env);
  Napi::Array symbols = Napi::Array::New(env, module->symbols.size());
  for (uint32_t i = 0; i < module->symbols.size(); ++i) symbols.Set(i, module->symbols[i]);
  Napi::Object timings = Napi::Object::New(env);
  timings.Set("parseMs", module->timings.parseMs);
  timings.Set("optMs", module->timings.optMs);
  timings.Set("codegenMs", module->timings.codegenMs);
  timings.Set("jitMs", module->timings.jitMs);
  auto object = Napi::Buffer<char>::Copy(env, module->object.data(), module->object.size());
  obj.DefineProperties({
      Napi::PropertyDescriptor::Value("object", object, napi_enumerable),
      Napi::PropertyDescriptor::Value("symbols", symbols, napi_enumerable),
      Napi::PropertyDescriptor::Value("timings", timings, napi_enumerable),
  });
  NAPI_THROW_IF_FAILED(env, napi_type_tag_object(env, obj, &kModuleTag), obj);
  auto* handle = new ModuleHandle{std::move(module)};
  napi_status status = napi_wrap(env, obj, handle, finalizeModule, nullptr, nullptr);
  if (status != napi_ok) {
    delete handle;
    NAPI_THROW_IF_FAILED(env, status, obj);
  }
  return obj;
}

Napi::Value Compile(const Napi::CallbackInfo& info) {
  CompileArgs args = readCompileArgs(info, "compile");
  JitResult result = compileIR(args.ir, args.symbols, args.options);
  if (!result.module) throw Napi::Error::New(info.Env(), result.error);
  return makeModuleObject(info.Env(), std::move(result.module));
}

class CompileWorker : public Napi::AsyncWorker {
 public:
  CompileWorker(Napi::Env env, CompileArgs args)
      : Napi::AsyncWorker(env, "tack:compile"),
        deferred_(Napi::Promise::Deferred::New(env)),
        args_(std::move(args)) {}

  Napi::Promise Promise() { return deferred_.Promise(); }

  void Execute() override {
    result_ = compileIR(args_.ir, args_.symbols, args_.options);
    if (!result_.module) SetError(result_.error);
  }

  void OnOK() override {
    Napi::Env env = Env();
    try {
      deferred_.Resolve(makeModuleObject(env, std::move(result_.module)));
    } catch (const Napi::Error& e) {
      deferred_.Reject(e.Value());
    }
  }

  void OnError(const Napi::Error& e) override { deferred_.Reject(e.Value()); }

 private:
  Napi::Promise::Deferred deferred_;
  CompileArgs args_;
  JitResult result_;
};

Napi::Value CompileAsync(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  CompileArgs args;
  try {
    args = readCompileArgs(info, "compileAsync");
  } catch (const Napi::Error& e) {
    auto deferred = Napi::Promise::Deferred::New(env);
    deferred.Reject(e.Value());
    return deferred.Promise();
  }
  auto* worker = new CompileWorker(env, std::move(args));  // deletes itself when done
  Napi::Promise promise = worker->Promise();
  worker->Queue();
  return promise;
}

Napi::Value LoadObject(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const char* data;
  size_t size;
  if (info[0].IsTypedArray()) {
    auto view = info[0].As<Napi::TypedArray>();
    data = static_cast<const char*>(view.ArrayBuffer().Data()) + view.ByteOffset();
    size = view.ByteLength();
  } else if (info[0].IsArrayBuffer()) {
    auto buffer = info[0].As<Napi::ArrayBuffer>();
    data = static_cast<const char*>(buffer.Data());
    size = buffer.ByteLength();
  } else {
    throw Napi::TypeError::New(env, "loadObject: object must be a Uint8Array or ArrayBuffer");
  }
  std::vector<std::string> symbols = readSymbols(info[1], "loadObject");
  JitResult result = tack::loadObject(data, size, symbols);
  if (!result.module) throw Napi::Error::New(env, result.error);
  return makeModuleObject(env, std::move(result.module));
}

Napi::Value HostInfoJs(const Napi::CallbackInfo& info) {
  const HostInfo& host = hostInfo();
  Napi::Object obj = Napi::Object::New(info.Env());
  obj.Set("triple", host.triple);
  obj.Set("cpu", host.cpu);
  obj.Set("features", host.features);
  obj.Set("llvmVersion", host.llvmVersion);
  return obj;
}

Napi::Value PoolInfoJs(const Napi::CallbackInfo& info) {
  PoolInfo pool = poolInfo();
  Napi::Object obj = Napi::Object::New(info.Env());
  obj.Set("threads", pool.threads);
  obj.Set("fanoutNs", pool.fanoutNs);
  obj.Set("fanoutWarmNs", pool.fanoutWarmNs);
  return obj;
}

void exportRaw(Napi::Env env, Napi::Object exports, const char* name, napi_callback cb) {
  napi_value fn;
  NAPI_THROW_IF_FAILED_VOID(env, napi_create_function(env, name, NAPI_AUTO_LENGTH, cb, nullptr, &fn));
  exports.Set(name, Napi::Value(env, fn));
}

}  // namespace
}  // namespace tack

// NODE_API_MODULE pastes the name into an identifier, so it can't be qualified.
static Napi::Object InitTackCpu(Napi::Env env, Napi::Object exports) {
  using namespace tack;
  exports.Set("compile", Napi::Function::New(env, Compile, "compile"));
  exports.Set("compileAsync", Napi::Function::New(env, CompileAsync, "compileAsync"));
  exports.Set("loadObject", Napi::Function::New(env, LoadObject, "loadObject"));
  exports.Set("hostInfo", Napi::Function::New(env, HostInfoJs, "hostInfo"));
  exports.Set("poolInfo", Napi::Function::New(env, PoolInfoJs, "poolInfo"));
  exportRaw(env, exports, "createPlan", CreatePlan);
  exportRaw(env, exports, "launch", Launch);
  exportRaw(env, exports, "launchInfo", LaunchInfo);
  return exports;
}

NODE_API_MODULE(tack_cpu, InitTackCpu)
