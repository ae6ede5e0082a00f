// Plans and launches: the dispatch fast path (DESIGN.md §4.1 and §4.5). Written against raw
// napi_* calls because launch() runs on every kernel call: node-addon-api's CallbackInfo
// allocates for more than six arguments and its Value wrappers add calls we don't need.

#include <uv.h>
#include <v8.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

#include "async.h"
#include "handles.h"

namespace tack {
namespace {

constexpr uint32_t kMaxSlots = 4096;
constexpr size_t kMaxArrays = 1024;
constexpr size_t kInlineArgs = 4 + 32;
constexpr int kMaxThreads = 256;
constexpr double kMaxIndex = 9007199254740991.0;  // Number.MAX_SAFE_INTEGER

constexpr int64_t kStateCancelled = -2;  // runtime/faults.ts STATE_CANCELLED

// Whether `env` may still run JavaScript: false once its worker is being torn down
// (worker.terminate(), process.exit()). Property access is one of the N-API calls that check.
bool canRunJs(napi_env env) {
  napi_handle_scope scope;
  if (napi_open_handle_scope(env, &scope) != napi_ok) return false;
  napi_value object, value;
  bool can = napi_create_object(env, &object) == napi_ok &&
             napi_get_named_property(env, object, "x", &value) == napi_ok;
  napi_close_handle_scope(env, scope);
  return can;
}

// Stops a launch whose environment is torn down while it runs. Node then waits for the
// launch's thread-pool work before it frees the environment, running the event loop
// meanwhile, so a kernel with no time limit would keep the worker (and a process.exit()
// that joins it) from ever ending. A prepare handle runs on every loop iteration, teardown's
// included, and before the loop blocks: when JS can no longer run, it writes "cancelled" into
// the launch's status block, and the kernel stops at its next poll. (Env cleanup hooks
// would run too late: Node runs them only after that wait.)
struct TeardownWatch {
  uv_prepare_t handle;
  napi_env env;
  int64_t* status;

  static TeardownWatch* start(napi_env env, int64_t* status) {
    uv_loop_t* loop = nullptr;
    if (napi_get_uv_event_loop(env, &loop) != napi_ok || !loop) return nullptr;
    auto* watch = new TeardownWatch{{}, env, status};
    uv_prepare_init(loop, &watch->handle);
    watch->handle.data = watch;
    uv_prepare_start(&watch->handle, [](uv_prepare_t* h) {
      auto* w = static_cast<TeardownWatch*>(h->data);
      if (canRunJs(w->env)) return;
      int64_t expected = 0;
      __atomic_compare_exchange_n(w->status, &expected, kStateCancelled, false,
                                  __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    });
    uv_unref(reinterpret_cast<uv_handle_t*>(&watch->handle));  // never keeps a loop alive
    return watch;
  }

  // On the loop's thread; the close callback frees it in the same loop iteration.
  void stop() {
    uv_prepare_stop(&handle);
    uv_close(reinterpret_cast<uv_handle_t*>(&handle),
             [](uv_handle_t* h) { delete static_cast<TeardownWatch*>(h->data); });
  }
};

// The memory behind a TypedArray, held by the job that runs on it: if JS transfers or
// detaches the buffer while the kernel runs, the memory moves to its new owner but is not
// freed before the kernel is done with it. (napi_value is a v8::Local<v8::Value> in Node:
// node's own v8impl::V8LocalValueFromJsValue makes the same conversion.)
std::shared_ptr<v8::BackingStore> backingStoreOf(napi_value value) {
  v8::Local<v8::Value> local;
  static_assert(sizeof(local) == sizeof(value), "napi_value is a v8::Local");
  std::memcpy(static_cast<void*>(&local), &value, sizeof(value));
  if (local.IsEmpty() || !local->IsArrayBufferView()) return nullptr;
  return local.As<v8::ArrayBufferView>()->Buffer()->GetBackingStore();
}

napi_value throwType(napi_env env, const std::string& message) {
  napi_throw_type_error(env, nullptr, message.c_str());
  return nullptr;
}

napi_value throwRange(napi_env env, const std::string& message) {
  napi_throw_range_error(env, nullptr, message.c_str());
  return nullptr;
}

// A number that is an integer; false for anything else (no exception pending).
bool getInteger(napi_env env, napi_value value, double& out) {
  if (napi_get_value_double(env, value, &out) != napi_ok) return false;
  return std::isfinite(out) && std::floor(out) == out;
}

Plan* unwrapPlan(napi_env env, napi_value value) {
  bool isPlan = false;
  if (napi_check_object_type_tag(env, value, &kPlanTag, &isPlan) != napi_ok || !isPlan)
    return nullptr;
  void* plan = nullptr;
  napi_unwrap(env, value, &plan);
  return static_cast<Plan*>(plan);
}

void finalizePlan(napi_env env, void* data, void*) {
  auto* plan = static_cast<Plan*>(data);
  if (plan->pack) napi_delete_reference(env, plan->pack);
  delete plan;
}

bool readArraySlots(napi_env env, napi_value list, uint32_t slotCount, Plan& plan) {
  bool isArray = false;
  uint32_t length = 0;
  if (napi_is_array(env, list, &isArray) != napi_ok || !isArray) {
    throwType(env, "createPlan: arraySlots must be an array of slot indexes");
    return false;
  }
  napi_get_array_length(env, list, &length);
  if (length > kMaxArrays) {
    throwRange(env, "createPlan: at most " + std::to_string(kMaxArrays) + " array arguments");
    return false;
  }
  std::vector<bool> taken(slotCount, false);
  for (uint32_t i = 0; i < length; ++i) {
    napi_value item;
    double slot;
    napi_get_element(env, list, i, &item);
    if (!getInteger(env, item, slot) || slot < 0 || slot >= slotCount || taken[size_t(slot)]) {
      throwRange(env, "createPlan: arraySlots[" + std::to_string(i) +
                          "] must be a distinct integer slot in [0, " +
                          std::to_string(slotCount) + ")");
      return false;
    }
    taken[size_t(slot)] = true;
    plan.arraySlots.push_back(uint32_t(slot));
  }
  return true;
}

napi_value makePlanObject(napi_env env, Plan* plan, napi_value pack) {
  napi_value obj, slotCount;
  napi_create_object(env, &obj);
  napi_create_uint32(env, plan->slotCount, &slotCount);
  // Read-only so the pack JS writes into is always the one the plan reads.
  napi_property_descriptor props[] = {
      {"pack", nullptr, nullptr, nullptr, nullptr, pack, napi_enumerable, nullptr},
      {"slotCount", nullptr, nullptr, nullptr, nullptr, slotCount, napi_enumerable, nullptr},
  };
  napi_define_properties(env, obj, 2, props);
  napi_type_tag_object(env, obj, &kPlanTag);
  if (napi_wrap(env, obj, plan, finalizePlan, nullptr, nullptr) != napi_ok) {
    finalizePlan(env, plan, nullptr);
    return nullptr;
  }
  return obj;
}

struct LaunchArgs {
  Plan* plan = nullptr;
  uint64_t* slots = nullptr;  // plan->slotCount of them, filled in
  int threads = 1;
  int64_t start = 0, end = 0;
};

// Checks the arguments of launch/launchAsync (`fn` names it in messages) and fills the
// slots: the plan's scratch, or `own` (resized) when given. False with a JS exception
// pending if an argument is wrong.
bool readLaunch(napi_env env, napi_value* argv, size_t argc, const char* fn, LaunchArgs& out,
                std::vector<uint64_t>* own) {
  // Messages are only built on the error paths: launch() is the dispatch fast path.
  auto type = [&](const std::string& message) { return throwType(env, fn + message), false; };
  auto range = [&](const std::string& message) { return throwRange(env, fn + message), false; };
  Plan* plan = unwrapPlan(env, argv[0]);
  if (!plan) return type(": the first argument must be a plan from createPlan");
  double threads, start, end;
  if (!getInteger(env, argv[1], threads) || threads < 1)
    return range(": threads must be an integer >= 1");
  if (!getInteger(env, argv[2], start) || !getInteger(env, argv[3], end) || start < 0 ||
      end > kMaxIndex)
    return range(": start and end must be integers in [0, 2^53)");
  if (start > end)
    return range(": start (" + std::to_string(int64_t(start)) + ") is after end (" +
                 std::to_string(int64_t(end)) + ")");
  size_t arrays = argc - 4;
  if (arrays != plan->arraySlots.size())
    return type(": the plan takes " + std::to_string(plan->arraySlots.size()) +
                " arrays, got " + std::to_string(arrays));

  if (own) own->assign(plan->slotCount, 0);
  uint64_t* slots = own ? own->data() : plan->scratch.data();
  if (plan->slotCount) {
    // The pack is re-read every launch: JS may have detached (transferred) it.
    napi_value pack;
    void* data = nullptr;
    size_t bytes = 0;
    napi_get_reference_value(env, plan->pack, &pack);
    if (!pack || napi_get_arraybuffer_info(env, pack, &data, &bytes) != napi_ok || !data ||
        bytes < plan->slotCount * sizeof(uint64_t)) {
      std::string message = fn + std::string(": plan.pack was detached; create a new plan");
      napi_throw_error(env, nullptr, message.c_str());
      return false;
    }
    std::memcpy(slots, data, plan->slotCount * sizeof(uint64_t));
  }
  for (size_t i = 0; i < arrays; ++i) {
    void* data = nullptr;
    // data already includes the view's byteOffset.
    if (napi_get_typedarray_info(env, argv[4 + i], nullptr, nullptr, &data, nullptr,
                                 nullptr) != napi_ok)
      return type(": argument " + std::to_string(4 + i) + " (array " + std::to_string(i) +
                  ") is not a TypedArray");
    slots[plan->arraySlots[i]] = reinterpret_cast<uint64_t>(data);
  }
  out.plan = plan;
  out.slots = slots;
  out.threads = int(std::fmin(threads, kMaxThreads));
  out.start = int64_t(start);
  out.end = int64_t(end);
  return true;
}

// The launch itself, once the arguments are in argv.
napi_value launchWith(napi_env env, napi_value* argv, size_t argc) {
  LaunchArgs a;
  if (!readLaunch(env, argv, argc, "launch", a, nullptr)) return nullptr;
  runLaunch(a.plan->fn, a.slots, a.start, a.end, a.threads, a.plan->stats);
  return nullptr;
}

// launchAsync: the same launch on a libuv thread. The job owns what the kernel reads: its
// own copy of the slots, the module (so the code outlives a collected plan), and references
// to the plan and every array, so none of them is collected and their backing stores stay
// alive until the completion. The policy's statistics are a copy, merged back into the
// plan on the JS thread when the launch completes, so a launch racing on the same plan
// never writes them from two threads.
class LaunchJob : public AsyncJob {
 public:
  std::vector<uint64_t> slots;
  std::shared_ptr<JitModule> module;
  ChunkFn fn = nullptr;
  int threads = 1;
  int64_t start = 0, end = 0;
  Plan* plan = nullptr;  // alive while planRef is
  PlanStats stats, before;
  napi_ref planRef = nullptr;
  std::vector<napi_ref> arrayRefs;
  std::vector<std::shared_ptr<v8::BackingStore>> stores;
  TeardownWatch* watch = nullptr;
  // launchDetached: the word set to 1 (2 if the launch failed natively) when run() is done;
  // the JS thread waits on it with Atomics.wait. Its buffer is one of `stores`.
  int32_t* done = nullptr;

  void release(napi_env env) noexcept override {
    if (watch) watch->stop();
    watch = nullptr;
    if (planRef) napi_delete_reference(env, planRef);
    for (napi_ref ref : arrayRefs) napi_delete_reference(env, ref);
    planRef = nullptr;
    arrayRefs.clear();
    stores.clear();
  }

 protected:
  void run() override {
    int32_t outcome = 2;
    struct Signal {  // set even if runLaunch throws
      int32_t* word;
      int32_t* value;
      ~Signal() {
        if (word) __atomic_store_n(word, *value, __ATOMIC_SEQ_CST);
      }
    } signal{done, &outcome};
    runLaunch(fn, slots.data(), start, end, threads, stats);
    outcome = 1;
  }

  napi_status settle(napi_env env, napi_value* value, bool* rejected) override {
    PlanStats& s = plan->stats;
    s.serialLaunches += stats.serialLaunches - before.serialLaunches;
    s.parallelLaunches += stats.parallelLaunches - before.parallelLaunches;
    if (stats.samples != before.samples) {  // this launch measured: its estimate is newest
      s.nsPerIter = stats.nsPerIter;
      s.samples = std::max(s.samples, stats.samples);
      s.launchesSinceSample = stats.launchesSinceSample;
    } else {
      s.launchesSinceSample += stats.launchesSinceSample - before.launchesSinceSample;
      if (stats.nsPerIter != before.nsPerIter) s.nsPerIter = stats.nsPerIter;  // found stale
    }
    return napi_get_undefined(env, value);
  }
};

// `done` (launchDetached): the Int32Array whose first word run() sets, else null.
napi_value launchAsyncWith(napi_env env, napi_value* argv, size_t argc, napi_value done,
                           const char* fn) {
  auto job = std::make_unique<LaunchJob>();
  LaunchArgs a;
  if (!readLaunch(env, argv, argc, fn, a, &job->slots)) return AsyncJob::rejectPending(env);
  if (done) {
    napi_typedarray_type type;
    size_t length = 0;
    void* data = nullptr;
    if (napi_get_typedarray_info(env, done, &type, &length, &data, nullptr, nullptr) !=
            napi_ok ||
        type != napi_int32_array || length < 1 || !data) {
      throwType(env, std::string(fn) + ": done must be an Int32Array of at least one element");
      return AsyncJob::rejectPending(env);
    }
    job->done = static_cast<int32_t*>(data);
    job->stores.push_back(backingStoreOf(done));
  }
  job->module = a.plan->module;
  job->fn = a.plan->fn;
  job->threads = a.threads;
  job->start = a.start;
  job->end = a.end;
  job->plan = a.plan;
  job->stats = job->before = a.plan->stats;
  job->arrayRefs.reserve(argc - 4);
  job->stores.reserve(argc - 4 + 1);
  bool held = napi_create_reference(env, argv[0], 1, &job->planRef) == napi_ok;
  for (size_t i = 4; held && i < argc; ++i) {
    napi_ref ref;
    held = napi_create_reference(env, argv[i], 1, &ref) == napi_ok;
    if (held) job->arrayRefs.push_back(ref);
    job->stores.push_back(backingStoreOf(argv[i]));
  }
  if (!held) {
    job->release(env);  // start() was never called
    napi_value error;
    if (makeError(env, std::string(fn) + ": cannot hold its arguments", &error) == napi_ok)
      napi_throw(env, error);
    return AsyncJob::rejectPending(env);
  }
  if (a.plan->statusArray >= 0)
    job->watch = TeardownWatch::start(
        env, reinterpret_cast<int64_t*>(job->slots[a.plan->arraySlots[size_t(a.plan->statusArray)]]));
  return AsyncJob::start(env, std::move(job), "tack:launch");
}

}  // namespace

const napi_type_tag kPlanTag = {0x7461636b2d637075ULL, 0x2d706c616e2d7631ULL};

// createPlan(module, symbolIndex, slotCount, arraySlots[, statusArray])
// statusArray: which of the launch's arrays is the status block (runtime/faults.ts).
napi_value CreatePlan(napi_env env, napi_callback_info info) {
  size_t argc = 5;
  napi_value argv[5];
  napi_get_cb_info(env, info, &argc, argv, nullptr, nullptr);
  if (argc < 4) return throwType(env, "createPlan(module, symbolIndex, slotCount, arraySlots)");
  ModuleHandle* handle = unwrapModule(env, argv[0]);
  if (!handle) return throwType(env, "createPlan: the first argument must be a JitModule");
  const auto& addresses = handle->module->addresses;
  double index, slotCount;
  if (!getInteger(env, argv[1], index) || index < 0 || index >= double(addresses.size()))
    return throwRange(env, "createPlan: symbolIndex must be an integer in [0, " +
                               std::to_string(addresses.size()) + ")");
  if (!getInteger(env, argv[2], slotCount) || slotCount < 0 || slotCount > kMaxSlots)
    return throwRange(env, "createPlan: slotCount must be an integer in [0, " +
                               std::to_string(kMaxSlots) + "]");

  auto plan = std::make_unique<Plan>();
  plan->module = handle->module;
  plan->fn = reinterpret_cast<ChunkFn>(addresses[size_t(index)]);
  plan->slotCount = uint32_t(slotCount);
  plan->scratch.assign(plan->slotCount, 0);
  if (!readArraySlots(env, argv[3], plan->slotCount, *plan)) return nullptr;
  napi_valuetype statusType = napi_undefined;
  if (argc > 4) napi_typeof(env, argv[4], &statusType);
  if (statusType != napi_undefined) {
    double statusArray;
    if (!getInteger(env, argv[4], statusArray) || statusArray < 0 ||
        statusArray >= double(plan->arraySlots.size()))
      return throwRange(env, "createPlan: statusArray must be an index into arraySlots");
    plan->statusArray = int(statusArray);
  }

  napi_value pack;
  void* data;
  if (napi_create_arraybuffer(env, plan->slotCount * sizeof(uint64_t), &data, &pack) != napi_ok)
    return nullptr;
  std::memset(data, 0, plan->slotCount * sizeof(uint64_t));
  napi_create_reference(env, pack, 1, &plan->pack);
  return makePlanObject(env, plan.release(), pack);
}

// launch(plan, threads, start, end, ...arrays)
napi_value Launch(napi_env env, napi_callback_info info) {
  size_t argc = kInlineArgs;
  napi_value argv[kInlineArgs];
  napi_get_cb_info(env, info, &argc, argv, nullptr, nullptr);
  if (argc < 4) return throwType(env, "launch(plan, threads, start, end, ...arrays)");
  if (argc <= kInlineArgs) return launchWith(env, argv, argc);
  if (argc > 4 + kMaxArrays) return throwType(env, "launch: too many arrays");
  std::vector<napi_value> all(argc);
  napi_get_cb_info(env, info, &argc, all.data(), nullptr, nullptr);
  return launchWith(env, all.data(), argc);
}

// launchAsync(plan, threads, start, end, ...arrays) -> Promise<void>; bad arguments reject.
napi_value LaunchAsync(napi_env env, napi_callback_info info) {
  try {
    size_t argc = kInlineArgs;
    napi_value argv[kInlineArgs];
    napi_get_cb_info(env, info, &argc, argv, nullptr, nullptr);
    if (argc < 4) {
      throwType(env, "launchAsync(plan, threads, start, end, ...arrays)");
      return AsyncJob::rejectPending(env);
    }
    if (argc <= kInlineArgs) return launchAsyncWith(env, argv, argc, nullptr, "launchAsync");
    if (argc > 4 + kMaxArrays) {
      throwType(env, "launchAsync: too many arrays");
      return AsyncJob::rejectPending(env);
    }
    std::vector<napi_value> all(argc);
    napi_get_cb_info(env, info, &argc, all.data(), nullptr, nullptr);
    return launchAsyncWith(env, all.data(), argc, nullptr, "launchAsync");
  } catch (...) {  // std::bad_alloc: nothing may propagate into N-API
    napi_throw_error(env, nullptr, "launchAsync: out of memory");
    return nullptr;
  }
}

// launchDetached(plan, threads, start, end, done, ...arrays) -> Promise<void>: launchAsync
// for a JS thread that blocks until the launch is done, waiting on `done` (set to 1, or 2 if
// the launch failed natively) with Atomics.wait. A worker's synchronous launches take this
// path because Atomics.wait is what worker.terminate() can interrupt; a launch running on
// the JS thread itself could never be stopped from outside. The promise reports native
// failures once the event loop runs again.
napi_value LaunchDetached(napi_env env, napi_callback_info info) {
  try {
    size_t argc = 4 + 1 + kMaxArrays + 1;
    std::vector<napi_value> all(argc);
    napi_get_cb_info(env, info, &argc, all.data(), nullptr, nullptr);
    if (argc < 5 || argc > 4 + 1 + kMaxArrays) {
      throwType(env, "launchDetached(plan, threads, start, end, done, ...arrays)");
      return AsyncJob::rejectPending(env);
    }
    napi_value done = all[4];
    all.erase(all.begin() + 4);
    return launchAsyncWith(env, all.data(), argc - 1, done, "launchDetached");
  } catch (...) {
    napi_throw_error(env, nullptr, "launchDetached: out of memory");
    return nullptr;
  }
}

// launchInfo(plan) -> { serialLaunches, parallelLaunches, nsPerIteration, fanoutNs }
napi_value LaunchInfo(napi_env env, napi_callback_info info) {
  size_t argc = 1;
  napi_value arg;
  napi_get_cb_info(env, info, &argc, &arg, nullptr, nullptr);
  Plan* plan = argc ? unwrapPlan(env, arg) : nullptr;
  if (!plan) return throwType(env, "launchInfo: the argument must be a plan from createPlan");
  napi_value obj, serial, parallel, perIter, fanout;
  napi_create_object(env, &obj);
  napi_create_double(env, double(plan->stats.serialLaunches), &serial);
  napi_create_double(env, double(plan->stats.parallelLaunches), &parallel);
  napi_create_double(env, plan->stats.nsPerIter, &perIter);
  napi_create_double(env, poolInfo().fanoutNs, &fanout);
  napi_set_named_property(env, obj, "serialLaunches", serial);
  napi_set_named_property(env, obj, "parallelLaunches", parallel);
  napi_set_named_property(env, obj, "nsPerIteration", perIter);
  napi_set_named_property(env, obj, "fanoutNs", fanout);
  return obj;
}

}  // namespace tack
