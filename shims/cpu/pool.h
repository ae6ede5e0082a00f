// The CPU backend's thread pool and its serial-or-parallel policy. Nothing here knows N-API
// or LLVM: a launch is a chunk wrapper, its argument slots and a range (DESIGN.md §4.5).
#pragma once

#include <cstdint>

namespace tack {

// void tack_chunk_<name>(const uint64_t* slots, int64_t start, int64_t end)
using ChunkFn = void (*)(const uint64_t* slots, int64_t start, int64_t end);

// What the policy has learned about one plan. Owned by the plan and only touched by the
// thread that launches it (a plan belongs to one JS realm), so no atomics.
struct PlanStats {
  double nsPerIter = -1;          // serial cost estimate; < 0 until the first sample
  uint64_t serialLaunches = 0;
  uint64_t parallelLaunches = 0;
  uint64_t launchesSinceSample = 0;
  uint64_t samples = 0;           // also picks where in the range the next sample lands
};

struct PoolInfo {
  int threads;                    // workers + the calling thread
  double fanoutNs;                // wake + join of all workers with an empty job, asleep
  double fanoutWarmNs;            // the same while the workers are still spinning
};

// Runs fn over [start, end) on up to `threads` threads (the caller included) and returns
// when every iteration has run. Safe to call from several threads at once.
void runLaunch(ChunkFn fn, const uint64_t* slots, int64_t start, int64_t end, int threads,
               PlanStats& stats);

// Starts the pool (measuring its fan-out cost) if it isn't running yet.
PoolInfo poolInfo();

}  // namespace tack
