// What a JitModule and a Plan JS object carry natively, and how the addon recognizes them.
// Both are plain objects with a wrapped pointer and a type tag, so an object of the wrong
// kind (or another addon's wrapped object) is a TypeError, never a bad cast.
#pragma once

#include <node_api.h>

#include <memory>
#include <vector>

#include "jit.h"
#include "pool.h"

namespace tack {

struct ModuleHandle {
  std::shared_ptr<JitModule> module;
};

struct Plan {
  std::shared_ptr<JitModule> module;  // keeps the code alive while the plan lives
  ChunkFn fn = nullptr;
  uint32_t slotCount = 0;
  std::vector<uint32_t> arraySlots;
  int statusArray = -1;           // which of the arrays is the launch status block, if any
  napi_ref pack = nullptr;        // the ArrayBuffer JS writes scalars into
  std::vector<uint64_t> scratch;  // the slots a launch hands to the kernel
  PlanStats stats;                // only the JS thread touches it (launchAsync merges)
};

extern const napi_type_tag kModuleTag;
extern const napi_type_tag kPlanTag;

// The module behind a JitModule object, or null (no exception pending) if it isn't one.
ModuleHandle* unwrapModule(napi_env env, napi_value value);

napi_value CreatePlan(napi_env env, napi_callback_info info);
napi_value Launch(napi_env env, napi_callback_info info);
napi_value LaunchAsync(napi_env env, napi_callback_info info);
napi_value LaunchDetached(napi_env env, napi_callback_info info);
napi_value LaunchInfo(napi_env env, napi_callback_info info);

}  // namespace tack
