// tack_cpu.node: the CPU shim's N-API surface. It compiles LLVM IR text it is given and runs
// the chunk wrappers it names (DESIGN.md §1 "Shims are thin"); it knows nothing of kernels.

#include <napi.h>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "async.h"
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
  args.options.quick = o.Get("quick").ToBoolean().Value();
  return args;
}

void finalizeModule(napi_env, void* data, void*) { delete static_cast<ModuleHandle*>(data); }

#define TACK_TRY(call)                       \
  do {                                       \
    napi_status status_ = (call);            \
    if (status_ != napi_ok) return status_;  \
  } while (0)

napi_status setDouble(napi_env env, napi_value obj, const char* key, double v) {
  napi_value value;
  TACK_TRY(napi_create_double(env, v, &value));
  return napi_set_named_property(env, obj, key, value);
}

// The JitModule object: { object, symbols, timings } wrapping a ModuleHandle. Raw napi calls
// with statuses, because compileAsync's completion makes it too, possibly while the
// environment is being torn down (async.h): a non-ok status, never an exception.
napi_status newModuleObject(napi_env env, const std::shared_ptr<JitModule>& module,
                            napi_value* result) {
  napi_value obj, symbols, timings, object;
  TACK_TRY(napi_create_object(env, &obj));
  TACK_TRY(napi_create_array_with_length(env, module->symbols.size(), &symbols));
  for (uint32_t i = 0; i < module->symbols.size(); ++i) {
    napi_value name;
    const std::string& s = module->symbols[i];
    TACK_TRY(napi_create_string_utf8(env, s.data(), s.size(), &name));
    TACK_TRY(napi_set_element(env, symbols, i, name));
  }
  TACK_TRY(napi_create_object(env, &timings));
  TACK_TRY(setDouble(env, timings, "parseMs", module->timings.parseMs));
  TACK_TRY(setDouble(env, timings, "optMs", module->timings.optMs));
  TACK_TRY(setDouble(env, timings, "codegenMs", module->timings.codegenMs));
  TACK_TRY(setDouble(env, timings, "jitMs", module->timings.jitMs));
  TACK_TRY(setDouble(env, timings, "newMachine", module->timings.newMachine));
  TACK_TRY(napi_create_buffer_copy(env, module->object.size(), module->object.data(), nullptr,
                                   &object));
  napi_property_descriptor props[] = {
      {"object", nullptr, nullptr, nullptr, nullptr, object, napi_enumerable, nullptr},
      {"symbols", nullptr, nullptr, nullptr, nullptr, symbols, napi_enumerable, nullptr},
      {"timings", nullptr, nullptr, nullptr, nullptr, timings, napi_enumerable, nullptr},
  };
  TACK_TRY(napi_define_properties(env, obj, 3, props));
  TACK_TRY(napi_type_tag_object(env, obj, &kModuleTag));
  auto* handle = new ModuleHandle{module};
  napi_status status = napi_wrap(env, obj, handle, finalizeModule, nullptr, nullptr);
  if (status != napi_ok) {
    delete handle;
    return status;
  }
  *result = obj;
  return napi_ok;
}

Napi::Object makeModuleObject(Napi::Env env, const std::shared_ptr<JitModule>& module) {
  napi_value obj;
  if (newModuleObject(env, module, &obj) != napi_ok) throw Napi::Error::New(env);
  return Napi::Object(env, obj);
}

Napi::Value Compile(const Napi::CallbackInfo& info) {
  CompileArgs args = readCompileArgs(info, "compile");
  JitResult result = compileIR(args.ir, args.symbols, args.options);
  if (!result.module) throw Napi::Error::New(info.Env(), result.error);
  return makeModuleObject(info.Env(), result.module);
}

// Async compiles run on threads of their own at a lower priority (nice +10), not on libuv's
// threads themselves: the event loop's thread then wins the cores whenever it has work, so a
// server's latency does not suffer while kernels compile (on a 2-core machine, four LLVM
// compiles at the loop's priority delayed its timers by 10-20 ms). A libuv thread hands the
// compile over and sleeps until it is done. The threads persist (one per concurrent compile,
// made on demand). Linux only lowers a thread's priority for that thread; elsewhere, or if
// refused, compiles run at the normal one.
class LowPriorityThreads {
 public:
  static LowPriorityThreads& get() {
    static auto* threads = new LowPriorityThreads();  // never destroyed: threads may be running at exit
    return *threads;
  }

  // Runs fn on one of the threads and returns when it has.
  void run(const std::function<void()>& fn) {
    Task task{&fn};
    std::unique_lock<std::mutex> lock(mutex_);
    queue_.push_back(&task);
    // every queued task gets a thread: an idle one, or a new one
    if (idle_ < static_cast<int>(queue_.size())) std::thread([this] { loop(); }).detach();
    else wake_.notify_one();
    finished_.wait(lock, [&] { return task.done; });
  }

 private:
  struct Task {
    const std::function<void()>* fn;
    bool done = false;
  };

  void loop() {
#ifdef __linux__
    // +10 relative to the nice value this thread inherited (the process's), so compiles yield
    // to the event loop in a process started with `nice` too, not only in one at nice 0
    const auto tid = static_cast<id_t>(syscall(SYS_gettid));
    errno = 0;
    int base = getpriority(PRIO_PROCESS, tid);
    if (base == -1 && errno != 0) base = 0;
    setpriority(PRIO_PROCESS, tid, std::min(19, base + 10));
#endif
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      ++idle_;
      wake_.wait(lock, [&] { return !queue_.empty(); });
      --idle_;
      Task* task = queue_.front();
      queue_.pop_front();
      lock.unlock();
      (*task->fn)();
      lock.lock();
      task->done = true;
      finished_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_, finished_;
  std::deque<Task*> queue_;
  int idle_ = 0;
};

JitResult compileLowPriority(const CompileArgs& args) {
  JitResult result;
  LowPriorityThreads::get().run([&] { result = compileIR(args.ir, args.symbols, args.options); });
  return result;
}

// compileAsync: parse, optimize, codegen and link on a libuv thread.
class CompileJob : public AsyncJob {
 public:
  explicit CompileJob(CompileArgs args) : args_(std::move(args)) {}

 protected:
  void run() override { result_ = compileLowPriority(args_); }

  napi_status settle(napi_env env, napi_value* value, bool* rejected) override {
    if (!result_.module) {
      *rejected = true;
      return makeError(env, result_.error, value);
    }
    // If the object can't be made (teardown), result_ frees the code with the job.
    return newModuleObject(env, result_.module, value);
  }

 private:
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
  napi_value promise =
      AsyncJob::start(env, std::make_unique<CompileJob>(std::move(args)), "tack:compile");
  if (!promise) throw Napi::Error::New(env);
  return Napi::Value(env, promise);
}

// compileBackground: the same work as compileAsync, plus a ticket whose state the JS thread
// can poll synchronously (pollCompile), so a program running a quick build switches to the
// optimized one at its next launch even when the event loop has not turned (a synchronous
// script's launch loop). The promise settles as compileAsync's does.
struct BackgroundState {
  std::atomic<bool> done{false};
  JitResult result;  // written by the job before `done`, read only after it
};

const napi_type_tag kTicketTag = {0x7461636b2d637075ULL, 0x2d7469636b657431ULL};

struct TicketHandle {
  std::shared_ptr<BackgroundState> state;
};

class BackgroundJob : public AsyncJob {
 public:
  BackgroundJob(CompileArgs args, std::shared_ptr<BackgroundState> state)
      : args_(std::move(args)), state_(std::move(state)) {}

 protected:
  void run() override {
    state_->result = compileLowPriority(args_);
    state_->done.store(true, std::memory_order_release);
  }

  napi_status settle(napi_env env, napi_value* value, bool* rejected) override {
    if (!state_->result.module) {
      *rejected = true;
      return makeError(env, state_->result.error, value);
    }
    return newModuleObject(env, state_->result.module, value);
  }

 private:
  CompileArgs args_;
  std::shared_ptr<BackgroundState> state_;
};

void finalizeTicket(napi_env, void* data, void*) { delete static_cast<TicketHandle*>(data); }

Napi::Value CompileBackground(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  CompileArgs args = readCompileArgs(info, "compileBackground");
  auto state = std::make_shared<BackgroundState>();
  napi_value promise =
      AsyncJob::start(env, std::make_unique<BackgroundJob>(std::move(args), state), "tack:compile");
  if (!promise) throw Napi::Error::New(env);
  Napi::Object ticket = Napi::Object::New(env);
  ticket.Set("promise", Napi::Value(env, promise));
  NAPI_THROW_IF_FAILED(env, napi_type_tag_object(env, ticket, &kTicketTag), Napi::Value());
  auto* handle = new TicketHandle{state};
  napi_status status = napi_wrap(env, ticket, handle, finalizeTicket, nullptr, nullptr);
  if (status != napi_ok) {
    delete handle;
    NAPI_THROW_IF_FAILED(env, status, Napi::Value());
  }
  return ticket;
}

// pollCompile(ticket): undefined while the compile runs, then its JitModule; throws its error.
Napi::Value PollCompile(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  bool isTicket = false;
  if (!info[0].IsObject() ||
      napi_check_object_type_tag(env, info[0], &kTicketTag, &isTicket) != napi_ok || !isTicket)
    throw Napi::TypeError::New(env, "pollCompile: not a ticket from compileBackground");
  void* data = nullptr;
  napi_unwrap(env, info[0], &data);
  auto& state = static_cast<TicketHandle*>(data)->state;
  if (!state->done.load(std::memory_order_acquire)) return env.Undefined();
  if (!state->result.module) throw Napi::Error::New(env, state->result.error);
  return makeModuleObject(env, state->result.module);
}

// warmUp(): compiles and loads a tiny module on a libuv thread, once per process, so the first
// cached kernel a process loads does not pay for LLVM's and JITLink's first use (their code
// paged in from the shared library, one-time setup: about 5 ms); then starts the thread pool. The CPU device
// calls it when it is made; the promise resolves when it is done (or failed: nothing to report).
class WarmUpJob : public AsyncJob {
 protected:
  void run() override {
    CompileArgs args;
    args.ir =
        "define double @tack_warm_up(double %x) {\n"
        "  %y = call double @llvm.fmuladd.f64(double %x, double 2.0, double 1.0)\n"
        "  %z = call double @sin(double %y)\n"
        "  ret double %z\n}\n"
        "declare double @llvm.fmuladd.f64(double, double, double)\n"
        "declare double @sin(double)\n";
    args.symbols = {"tack_warm_up"};
    args.options.optLevel = 0;
    // at the normal priority: a launch that needs the JIT meanwhile waits for this (its lock),
    // so a starved low-priority thread would delay it
    JitResult compiled = compileIR(args.ir, args.symbols, args.options);
    if (compiled.module) {
      const std::string& object = compiled.module->object;
      loadObject(object.data(), object.size(), args.symbols);  // the path a cache hit takes
    }
    // then the thread pool: its workers started and its fan-out cost measured (about 10 ms,
    // mostly waiting for workers to park), which the device no longer does when it is made;
    // a launch that fans out meanwhile waits for it (pool() is a function-local static)
    poolInfo();
  }

  napi_status settle(napi_env env, napi_value* value, bool*) override {
    return napi_get_undefined(env, value);
  }
};

Napi::Value WarmUp(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  static std::atomic<bool> started{false};
  if (started.exchange(true)) return env.Undefined();  // once per process
  napi_value promise = AsyncJob::start(env, std::make_unique<WarmUpJob>(), "tack:warm-up");
  if (!promise) throw Napi::Error::New(env);
  return Napi::Value(env, promise);
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
  return makeModuleObject(env, result.module);
}

// rehearsalObject(): { object, symbols } for loadObject (jit.h), or null on this host.
Napi::Value RehearsalObject(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  const char* data;
  size_t size;
  if (!rehearsalObject(&data, &size)) return env.Null();
  Napi::Object obj = Napi::Object::New(env);
  obj.Set("object", Napi::Buffer<char>::Copy(env, data, size));
  Napi::Array symbols = Napi::Array::New(env, 1);
  symbols.Set(uint32_t(0), Napi::String::New(env, "tack_rehearsal"));
  obj.Set("symbols", symbols);
  return obj;
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

Napi::Value JitMemoryInfoJs(const Napi::CallbackInfo& info) {
  JitMemoryInfo memory = jitMemoryInfo();
  Napi::Object obj = Napi::Object::New(info.Env());
  obj.Set("slabBytes", memory.slabBytes);
  obj.Set("slabUsedBytes", memory.slabUsedBytes);
  obj.Set("slabPeakBytes", memory.slabPeakBytes);
  obj.Set("slabAllocs", memory.slabAllocs);
  obj.Set("freshMappings", memory.freshMappings);
  obj.Set("freshLive", memory.freshLive);
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
  exports.Set("compileBackground", Napi::Function::New(env, CompileBackground, "compileBackground"));
  exports.Set("pollCompile", Napi::Function::New(env, PollCompile, "pollCompile"));
  exports.Set("loadObject", Napi::Function::New(env, LoadObject, "loadObject"));
  exports.Set("warmUp", Napi::Function::New(env, WarmUp, "warmUp"));
  exports.Set("rehearsalObject", Napi::Function::New(env, RehearsalObject, "rehearsalObject"));
  exports.Set("hostInfo", Napi::Function::New(env, HostInfoJs, "hostInfo"));
  exports.Set("poolInfo", Napi::Function::New(env, PoolInfoJs, "poolInfo"));
  exports.Set("jitMemoryInfo", Napi::Function::New(env, JitMemoryInfoJs, "jitMemoryInfo"));
  exportRaw(env, exports, "createPlan", CreatePlan);
  exportRaw(env, exports, "launch", Launch);
  exportRaw(env, exports, "launchAsync", LaunchAsync);
  exportRaw(env, exports, "launchDetached", LaunchDetached);
  exportRaw(env, exports, "launchInfo", LaunchInfo);
  return exports;
}

NODE_API_MODULE(tack_cpu, InitTackCpu)
