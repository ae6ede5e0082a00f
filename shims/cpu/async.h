// Work on libuv's thread pool that settles a promise (compileAsync, launchAsync), written
// against raw napi_* calls so that no C++ exception can reach N-API.
//
// The completion runs on the JS thread once the work is done, and also while a worker's
// environment is being torn down (worker.terminate(), process.exit() in a worker): Node
// waits for outstanding thread-pool work before it frees the environment, and then calls
// every completion with JavaScript no longer allowed. In that state napi calls that could
// run JS (resolving a promise, creating most values) return an error status. A completion
// therefore never throws and never treats a failed napi call as fatal: it settles the
// promise if it can and otherwise drops the result, and it always releases what it holds.
// (node-addon-api's AsyncWorker turned that failed status into a Napi::Error, rethrew it
// and ended in std::terminate for the whole process.)
#pragma once

#include <node_api.h>

#include <memory>
#include <string>

namespace tack {

class AsyncJob {
 public:
  virtual ~AsyncJob() = default;

  // Queues the job and returns its promise; the job then owns itself until its completion.
  // On failure returns null with a JS exception pending (the job is destroyed).
  static napi_value start(napi_env env, std::unique_ptr<AsyncJob> job, const char* name);

  // A rejected promise for an error already pending in `env` (argument checks of an async
  // call reject instead of throwing). Returns null if there is none or it can't be made.
  static napi_value rejectPending(napi_env env);

 protected:
  // On a libuv thread. Must not touch napi_env or JS values.
  virtual void run() = 0;
  // On the JS thread after run(): the value to resolve with, or (*rejected = true) the
  // error to reject with. A non-ok status means the environment can't make values now.
  virtual napi_status settle(napi_env env, napi_value* value, bool* rejected) = 0;
  // Always called last on the JS thread, teardown included: delete references. Never throws.
  virtual void release(napi_env env) noexcept {}

  // Set by run() when it fails in a way settle() should report.
  std::string runError_;

 private:
  static void execute(napi_env env, void* data);
  static void complete(napi_env env, napi_status status, void* data);

  napi_async_work work_ = nullptr;
  napi_deferred deferred_ = nullptr;
};

// An Error with this message, or a non-ok status.
napi_status makeError(napi_env env, const std::string& message, napi_value* error);

}  // namespace tack
