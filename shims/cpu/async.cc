// See async.h: thread-pool work whose completion is safe while its environment is torn down.

#include "async.h"

#include <exception>

namespace tack {
namespace {

// Clears a pending JS exception and returns it, or null if there is none.
napi_value takePending(napi_env env) {
  bool pending = false;
  napi_value error = nullptr;
  if (napi_is_exception_pending(env, &pending) == napi_ok && pending)
    napi_get_and_clear_last_exception(env, &error);
  return error;
}

}  // namespace

napi_status makeError(napi_env env, const std::string& message, napi_value* error) {
  napi_value text;
  napi_status status = napi_create_string_utf8(env, message.data(), message.size(), &text);
  if (status != napi_ok) return status;
  return napi_create_error(env, nullptr, text, error);
}

napi_value AsyncJob::start(napi_env env, std::unique_ptr<AsyncJob> job, const char* name) {
  napi_value promise, resource;
  if (napi_create_promise(env, &job->deferred_, &promise) != napi_ok) {
    job->release(env);
    return nullptr;
  }
  if (napi_create_string_utf8(env, name, NAPI_AUTO_LENGTH, &resource) == napi_ok &&
      napi_create_async_work(env, nullptr, resource, execute, complete, job.get(),
                             &job->work_) == napi_ok) {
    if (napi_queue_async_work(env, job->work_) == napi_ok) {
      job.release();  // complete() deletes it
      return promise;
    }
    napi_delete_async_work(env, job->work_);
  }
  napi_value error = takePending(env);
  if (error || makeError(env, std::string(name) + ": cannot queue work on the thread pool",
                         &error) == napi_ok)
    napi_reject_deferred(env, job->deferred_, error);
  job->release(env);
  return promise;
}

napi_value AsyncJob::rejectPending(napi_env env) {
  napi_value error = takePending(env);
  if (!error) return nullptr;
  napi_deferred deferred;
  napi_value promise;
  if (napi_create_promise(env, &deferred, &promise) != napi_ok) {
    napi_throw(env, error);
    return nullptr;
  }
  napi_reject_deferred(env, deferred, error);
  return promise;
}

void AsyncJob::execute(napi_env, void* data) {
  auto* job = static_cast<AsyncJob*>(data);
  // An exception escaping into libuv's thread would end the process.
  try {
    job->run();
  } catch (const std::exception& e) {
    try {
      job->runError_ = e.what();
    } catch (...) {
    }
  } catch (...) {
    try {
      job->runError_ = "unknown native error";
    } catch (...) {
    }
  }
}

void AsyncJob::complete(napi_env env, napi_status status, void* data) {
  std::unique_ptr<AsyncJob> job(static_cast<AsyncJob*>(data));
  try {
    napi_value value = nullptr;
    bool rejected = false;
    napi_status made;
    if (status == napi_cancelled) {
      rejected = true;
      made = makeError(env, "the work was cancelled before it ran", &value);
    } else if (!job->runError_.empty()) {
      rejected = true;
      made = makeError(env, job->runError_, &value);
    } else {
      made = job->settle(env, &value, &rejected);
    }
    if (made != napi_ok || !value) {
      // settle() left an exception (e.g. out of memory): reject with it. During teardown
      // nothing can be made, and nobody is left to see the promise: drop the result.
      rejected = true;
      value = takePending(env);
    }
    if (value) {
      if (rejected)
        napi_reject_deferred(env, job->deferred_, value);
      else
        napi_resolve_deferred(env, job->deferred_, value);
    }
  } catch (...) {
    // Nothing may propagate into Node's C frames.
  }
  // An exception left pending here would be reported as an uncaught fatal exception.
  takePending(env);
  job->release(env);
  napi_delete_async_work(env, job->work_);
}

}  // namespace tack
