// Threading policy (DESIGN.md §4.5: "runs small ranges serially, decided by measurement").
//
// How many threads a launch uses (one: it runs on the calling thread) is decided from two
// measurements, never from a fixed iteration count:
//  - The pool's fan-out cost: when the pool starts it times empty jobs that wake and join
//    one worker and every worker, both while the workers still spin and after they were
//    parked on their futex. From these it models a fan-out to k helpers, s of them asleep,
//    as base + perHelper * k (the spinning figures) or, when any is asleep, the cold base
//    plus the cold per-helper cost of each sleeper: fanoutCostNs.
//  - Each plan's serial cost per iteration: the first launch of a plan runs a prefix of up
//    to kSampleIters iterations serially and times it, in doubling pieces that stop once
//    kSampleBudgetNs has passed so an expensive kernel isn't stuck on one thread. Every
//    kResampleEvery launches another serial sample is taken at a different place in the
//    range (a golden-ratio walk), so a plan whose inputs changed cost re-decides; a fan-out
//    that took far longer than the estimate predicted raises the estimate at once, and one
//    whose measured cost per iteration is well below it lowers it at once.
// The launch takes the thread count u that minimizes estimate / u + fanoutCost(u - 1), which
// is 1 (serial) when no fan-out pays for itself. Sleeping workers are priced cold only when
// launches are not coming back to back: in a stream (the previous launch ended within the
// workers' spin time) a wake is paid once and the next launches find them spinning, whereas
// pricing every launch cold made the stream run serially for good (nothing ever woke them:
// a 2^16 saxpy on 16 threads took its serial 10 us against OpenMP's 4). Its range is cut into about
// kChunksPerThread chunks per thread, never under kMinChunkNs of estimated work (a chunk
// claim is one atomic add). The chunks are dealt in one contiguous share per thread (the
// locality of OpenMP's static schedule: on 16 cores a 4096^2 stencil ran 2.5x slower with
// one shared counter, whose chunks land on a different thread each launch); a thread whose
// share is done steals from the next shares, so a slow iteration, a descheduled worker or
// one that wakes late just does less.
//
// Mechanics: one persistent pool per process, created on the first launch that may fan
// out, sized to the CPUs this process may run on and grown when a launch asks for more.
// Each worker has its own mailbox (a sequence number) and its own done word, each on a cache
// line of its own: a launch posts to the workers it uses with plain stores (lowest index
// first, so it finds the ones still spinning) and waits for their done words, so no line is
// written by more than one thread per launch. (A locked add per mailbox and one shared
// pending counter made an empty fan-out to 15 spinning workers cost 7 us on the 16-core
// host, more than OpenMP's whole 2^16-element saxpy.) Idle workers spin for kWorkerSpinNs
// (OpenMP runtimes spin 0.2-200 ms by default; a launch that finds its workers spinning
// starts in about a microsecond, one that must wake them pays tens; past
// kWorkerYieldAfterNs the spin yields between checks), then sleep on the mailbox with
// FUTEX_WAIT; the caller spins kCallerSpinNs for the last worker to finish, then sleeps on a
// wake word that finishing workers set. Fan-outs are serialized by one mutex (several Node
// worker threads may launch); serial launches take no lock. The pool is never torn down: its
// threads sleep until the process exits, which avoids joining threads from static destructors.

#include "pool.h"

#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace tack {
namespace {

constexpr int64_t kSampleIters = 4096;
constexpr int64_t kSampleBudgetNs = 200000;
constexpr uint64_t kResampleEvery = 64;
// Uneven iterations (Mandelbrot rows) balance better with more chunks; below a few
// microseconds per chunk the claims themselves start to show.
constexpr double kMinChunkNs = 3000;
constexpr int64_t kChunksPerThread = 32;
constexpr int kMaxThreads = 256;
constexpr int64_t kWorkerSpinNs = 1000000;
// Past this much spinning a worker yields its CPU at each check, so on an oversubscribed
// machine the spin costs the threads that have work little.
constexpr int64_t kWorkerYieldAfterNs = 100000;
constexpr int64_t kCallerSpinNs = 50000;
// Launches starting within this long of the previous one's end form a stream: a worker woken
// now will still be spinning for the next (kWorkerSpinNs), so its wake is not priced cold.
constexpr int64_t kStreamGapNs = kWorkerSpinNs / 2;
// A fan-out slower than this multiple of its prediction means the estimate is stale.
constexpr double kUnderestimate = 4.0;
// A fan-out whose cost per iteration (wall time x threads / iterations, an upper bound: the
// fan-out's own cost is in it) is below the estimate by this factor shows the estimate too
// high: a serial sample slowed by preemption, or inputs that got cheaper. Lowered at once, a
// cheap plan stops fanning out before the next resample, kResampleEvery launches later.
constexpr double kOverestimate = 2.0;

static_assert(sizeof(std::atomic<uint32_t>) == sizeof(uint32_t) &&
                  std::atomic<uint32_t>::is_always_lock_free,
              "futex words must be plain 32-bit atomics");

int64_t nowNs() {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return int64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

inline void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#endif
}

void futexWait(std::atomic<uint32_t>* word, uint32_t expected) {
  syscall(SYS_futex, reinterpret_cast<uint32_t*>(word), FUTEX_WAIT_PRIVATE, expected,
          nullptr, nullptr, 0);
}

void futexWake(std::atomic<uint32_t>* word, int count) {
  syscall(SYS_futex, reinterpret_cast<uint32_t*>(word), FUTEX_WAKE_PRIVATE, count, nullptr,
          nullptr, 0);
}

// One participant's share of a job's chunks: claimed by its owner first, then by the others
// once theirs is done. Its word holds the job's generation (high 32 bits) and the next chunk
// (low 32): a word from an earlier job means the share is untouched, its next chunk its
// first. So the caller never writes the shares (16 lines that the last job left in other
// cores' caches), and whoever claims first starts it. Padded: every claim is a CAS on it.
struct alignas(64) Share {
  std::atomic<uint64_t> word{0};
};

// Logical iterations [0, total) map onto [a0, a1) then [b0, ...): the hole between them is
// a serial sample that already ran. The chunks are dealt in `parts` contiguous shares, one
// per participant (the caller is 0, worker i is i + 1), like OpenMP's static schedule, so a
// launch after launch over the same arrays finds each share in the cache of the thread that
// touched it last; a participant that finishes early steals from the next shares in turn.
struct Job {
  ChunkFn fn = nullptr;
  const uint64_t* slots = nullptr;
  int64_t a0 = 0, a1 = 0, b0 = 0, total = 0, chunk = 1, nchunks = 0;
  int parts = 1;
  uint32_t gen = 0;  // this job's tag in the shares' words; never 0 (see runLocked)
  Share shares[kMaxThreads];
  // Set by a caller that stopped spinning; then each worker that finishes sets callerWake.
  alignas(64) std::atomic<uint32_t> callerSleeping{0};
  std::atomic<uint32_t> callerWake{0};
};

void runLogical(const Job& j, int64_t lo, int64_t hi) {
  int64_t na = j.a1 - j.a0;
  if (lo < na) j.fn(j.slots, j.a0 + lo, j.a0 + std::min(hi, na));
  if (hi > na) j.fn(j.slots, j.b0 + (std::max(lo, na) - na), j.b0 + (hi - na));
}

void claimChunks(Job& j, int self) {
  const uint64_t tag = uint64_t(j.gen) << 32;
  for (int step = 0; step < j.parts; ++step) {
    int p = (self + step) % j.parts;
    Share& s = j.shares[p];
    const int64_t first = j.nchunks * p / j.parts, end = j.nchunks * (p + 1) / j.parts;
    // read first: once the shares are done, a claim would write every other thread's line
    // just to learn that
    uint64_t w = s.word.load(std::memory_order_relaxed);
    for (;;) {
      int64_t k = (w & ~0xffffffffull) == tag ? int64_t(w & 0xffffffffull) : first;
      if (k >= end) break;
      if (!s.word.compare_exchange_weak(w, tag | uint64_t(k + 1), std::memory_order_relaxed))
        continue;  // w now holds the word another thread left: retry from it
      runLogical(j, k * j.chunk, std::min(j.total, (k + 1) * j.chunk));
      w = s.word.load(std::memory_order_relaxed);
    }
  }
}

struct alignas(64) Worker {
  int index = 0;  // participant index - 1 in a job
  std::atomic<uint32_t> seq{0};  // written only by the (mutex-holding) caller
  std::atomic<uint32_t> sleeping{0};
  Job* job = nullptr;  // published by the release store of seq
  alignas(64) std::atomic<uint32_t> done{0};  // the last seq this worker finished
};

// Set while the pool measures its cold fan-out: idle workers stop spinning at once.
std::atomic<uint32_t> gPark{0};

uint32_t awaitMail(Worker& w, uint32_t seen) {
  int64_t t0 = nowNs();
  for (int i = 1;; ++i) {
    uint32_t s = w.seq.load(std::memory_order_acquire);
    if (s != seen) return s;
    cpuRelax();
    if ((i & 255) == 0) {
      int64_t spun = nowNs() - t0;
      if (spun > kWorkerSpinNs || gPark.load(std::memory_order_relaxed)) break;
      if (spun > kWorkerYieldAfterNs) sched_yield();
    }
  }
  for (;;) {
    // Dekker handshake with post(): either it sees sleeping == 1 and wakes us, or we see
    // its new seq here; FUTEX_WAIT rechecks the word atomically in the kernel.
    w.sleeping.store(1, std::memory_order_seq_cst);
    uint32_t s = w.seq.load(std::memory_order_seq_cst);
    if (s == seen) {
      futexWait(&w.seq, seen);
      s = w.seq.load(std::memory_order_acquire);
    }
    w.sleeping.store(0, std::memory_order_relaxed);
    if (s != seen) return s;
  }
}

void* workerMain(void* arg) {
  Worker& w = *static_cast<Worker*>(arg);
  uint32_t seen = 0;
  for (;;) {
    seen = awaitMail(w, seen);
    Job& j = *w.job;
    claimChunks(j, w.index + 1);
    w.done.store(seen, std::memory_order_seq_cst);
    // Dekker handshake with awaitHelpers: either it sees our done word or we see it asleep.
    // The job lives in the pool, not on the caller's stack, so touching it after the caller
    // returned is harmless (at worst a spurious wake of its next wait, which rechecks).
    if (j.callerSleeping.load(std::memory_order_seq_cst)) {
      j.callerWake.store(1, std::memory_order_seq_cst);
      futexWake(&j.callerWake, 1);
    }
  }
  return nullptr;
}

void emptyChunk(const uint64_t*, int64_t, int64_t) {}

int availableCpus() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0) return std::max(1, CPU_COUNT(&set));
  return std::max(1u, std::thread::hardware_concurrency());
}

class Pool {
 public:
  Pool() {
    std::lock_guard<std::mutex> lock(mutex_);
    workers_.reserve(kMaxThreads);  // never reallocates: asleep() reads it unlocked
    grow(std::min(availableCpus(), kMaxThreads) - 1);
    measureFanout();
  }

  PoolInfo info() {
    std::lock_guard<std::mutex> lock(mutex_);
    return {int(workers_.size()) + 1, fanoutNs_, fanoutWarmNs_};
  }

  int workerCount() const { return workerCount_.load(std::memory_order_acquire); }

  // A launch that asks for more threads than the pool has grows it (numThreads above the
  // CPU count is the caller's choice).
  void ensureWorkers(int count) {
    if (workerCount() >= std::min(count, kMaxThreads - 1)) return;
    std::lock_guard<std::mutex> lock(mutex_);
    grow(std::min(count, kMaxThreads - 1));
  }

  // Whether worker i is asleep on its futex now (a racy read: it only steers the policy).
  bool asleep(int i) const { return workers_[i]->sleeping.load(std::memory_order_relaxed) != 0; }

  // The modelled cost of fanning out to `helpers` workers of which `sleepers` are asleep.
  double fanoutCostNs(int helpers, int sleepers) const {
    if (helpers <= 0) return 0;
    if (sleepers > 0) return coldBaseNs_ + coldPerNs_ * sleepers + warmPerNs_ * (helpers - sleepers);
    return warmBaseNs_ + warmPerNs_ * helpers;
  }

  // Returns the time the fan-out took, not counting the wait for another launch's turn.
  double run(ChunkFn fn, const uint64_t* slots, int64_t a0, int64_t a1, int64_t b0,
             int64_t total, int64_t chunk, int threads) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (threads - 1 > int(workers_.size())) grow(threads - 1);
    int64_t t0 = nowNs();
    runLocked(fn, slots, a0, a1, b0, total, chunk, threads);
    return double(nowNs() - t0);
  }

 private:
  void grow(int count) {
    // Workers never take signals meant for Node's threads.
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 8u << 20);  // kernels may keep local arrays on the stack
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    while (int(workers_.size()) < count) {
      auto w = std::make_unique<Worker>();
      w->index = int(workers_.size());
      pthread_t tid;
      if (pthread_create(&tid, &attr, workerMain, w.get()) != 0) break;  // fewer threads
      workers_.push_back(std::move(w));
      workerCount_.store(int(workers_.size()), std::memory_order_release);
    }
    pthread_attr_destroy(&attr);
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
  }

  void runLocked(ChunkFn fn, const uint64_t* slots, int64_t a0, int64_t a1, int64_t b0,
                 int64_t total, int64_t chunk, int threads) {
    int helpers = std::min(threads - 1, int(workers_.size()));
    Job& j = job_;
    j.fn = fn;
    j.slots = slots;
    j.a0 = a0;
    j.a1 = a1;
    j.b0 = b0;
    j.total = total;
    j.chunk = chunk;
    j.nchunks = (total + chunk - 1) / chunk;
    j.parts = helpers + 1;
    // A new tag makes every share's word stale, that is, untouched. When the 32-bit tag wraps
    // (after 4 billion fan-outs) the shares are cleared to tag 0, which no job uses, so a word
    // left 2^32 jobs ago cannot pass for this job's.
    if (++j.gen == 0) {
      for (Share& sh : j.shares) sh.word.store(0, std::memory_order_relaxed);
      j.gen = 1;
    }
    // Plain stores (only this thread writes a mailbox), so posting to many workers doesn't
    // wait for each line in turn as a locked add would; one fence orders them before the
    // reads of the sleeping flags (the Dekker handshake with awaitMail).
    for (int i = 0; i < helpers; ++i) {
      Worker& w = *workers_[i];
      w.job = &j;
      w.seq.store(w.seq.load(std::memory_order_relaxed) + 1, std::memory_order_release);
    }
    std::atomic_thread_fence(std::memory_order_seq_cst);
    for (int i = 0; i < helpers; ++i) {
      Worker& w = *workers_[i];
      if (w.sleeping.load(std::memory_order_relaxed)) futexWake(&w.seq, 1);
    }
    claimChunks(j, 0);
    awaitHelpers(j, helpers);
  }

  // Whether workers [from, helpers) finished the job posted last; `from` advances past the
  // ones that did, so each done word is read until it flips and then no more.
  bool helpersDone(int& from, int helpers, std::memory_order order) const {
    for (; from < helpers; ++from) {
      const Worker& w = *workers_[from];
      if (w.done.load(order) != w.seq.load(std::memory_order_relaxed)) return false;
    }
    return true;
  }

  void awaitHelpers(Job& j, int helpers) {
    int64_t t0 = nowNs();
    int from = 0;
    for (int i = 1; !helpersDone(from, helpers, std::memory_order_acquire); ++i) {
      cpuRelax();
      if ((i & 255) == 0 && nowNs() - t0 > kCallerSpinNs) {
        j.callerSleeping.store(1, std::memory_order_seq_cst);
        for (;;) {
          j.callerWake.store(0, std::memory_order_seq_cst);
          if (helpersDone(from, helpers, std::memory_order_seq_cst)) break;
          futexWait(&j.callerWake, 0);
        }
        j.callerSleeping.store(0, std::memory_order_relaxed);
        return;
      }
    }
  }

  bool allAsleep() const {
    for (auto& w : workers_)
      if (!w->sleeping.load(std::memory_order_seq_cst)) return false;
    return true;
  }

  double timeEmptyFanout(int threads) {
    int64_t t0 = nowNs();
    runLocked(emptyChunk, nullptr, 0, threads, threads, threads, 1, threads);
    return double(nowNs() - t0);
  }

  static double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  }

  // Median fan-out to `threads` threads, the workers spinning (warm) or parked (cold).
  double sampleFanout(int threads, bool cold, int reps) {
    std::vector<double> t;
    for (int i = 0; i < reps; ++i) {
      if (cold) {
        gPark.store(1, std::memory_order_relaxed);
        int64_t deadline = nowNs() + 50000000;  // 50 ms: a descheduled worker parks late
        while (!allAsleep() && nowNs() < deadline) usleep(20);
        gPark.store(0, std::memory_order_relaxed);
      }
      t.push_back(timeEmptyFanout(threads));
    }
    return median(t);
  }

  void measureFanout() {
    if (workers_.empty()) return;  // one CPU: every launch is serial
    int all = int(workers_.size()) + 1;
    timeEmptyFanout(all);  // first touch of each worker's stack and mailbox
    double warm1 = sampleFanout(2, false, 21), warmAll = sampleFanout(all, false, 21);
    double cold1 = sampleFanout(2, true, 7), coldAll = sampleFanout(all, true, 7);
    // two points of each line: one helper and all of them
    int h = all - 1;
    warmPerNs_ = h > 1 ? std::max(0.0, (warmAll - warm1) / (h - 1)) : warm1 / 2;
    warmBaseNs_ = std::max(0.0, warm1 - warmPerNs_);
    coldPerNs_ = h > 1 ? std::max(0.0, (coldAll - cold1) / (h - 1)) : cold1 / 2;
    coldBaseNs_ = std::max(0.0, cold1 - coldPerNs_);
    fanoutWarmNs_ = warmAll;
    fanoutNs_ = std::max(coldAll, fanoutWarmNs_);
  }

  std::mutex mutex_;
  std::vector<std::unique_ptr<Worker>> workers_;
  std::atomic<int> workerCount_{0};
  Job job_;
  double fanoutNs_ = 0;      // all workers, asleep
  double fanoutWarmNs_ = 0;  // all workers, spinning
  double warmBaseNs_ = 0, warmPerNs_ = 0, coldBaseNs_ = 0, coldPerNs_ = 0;
};

Pool& pool() {
  static Pool* p = new Pool();  // never destroyed: see the note at the top
  return *p;
}

// When the last launch that could fan out ended (any plan, any thread): see kStreamGapNs.
std::atomic<int64_t> gLastLaunchEndNs{0};

// Offset in [0, room] of the n-th serial sample: 0 first, then a golden-ratio walk.
int64_t sampleOffset(uint64_t n, int64_t room) {
  if (n == 0 || room <= 0) return 0;
  double frac = std::fmod(double(n) * 0.6180339887498949, 1.0);
  return std::min(room, int64_t(frac * double(room)));
}

}  // namespace

void runLaunch(ChunkFn fn, const uint64_t* slots, int64_t start, int64_t end, int threads,
               PlanStats& stats) {
  int64_t count = end - start;
  if (count <= 0) return;
  threads = std::min(threads, kMaxThreads);
  if (threads <= 1 || count == 1) {
    fn(slots, start, end);
    ++stats.serialLaunches;
    return;
  }

  struct MarkEnd {
    ~MarkEnd() { gLastLaunchEndNs.store(nowNs(), std::memory_order_relaxed); }
  } markEnd;
  bool stream = nowNs() - gLastLaunchEndNs.load(std::memory_order_relaxed) < kStreamGapNs;

  // Remaining work after an optional sample: [a0, a1) and [b0, end).
  int64_t a0 = start, a1 = end, b0 = end;
  ++stats.launchesSinceSample;
  if (stats.nsPerIter < 0 || stats.launchesSinceSample >= kResampleEvery) {
    int64_t n = std::min(count, kSampleIters);
    int64_t s0 = start + sampleOffset(stats.samples, count - n);
    int64_t done = 0, elapsed = 0, t0 = nowNs();
    for (int64_t piece = 16; done < n && elapsed < kSampleBudgetNs; piece *= 2) {
      int64_t m = std::min(piece, n - done);
      fn(slots, s0 + done, s0 + done + m);
      done += m;
      elapsed = nowNs() - t0;
    }
    stats.nsPerIter = std::max<double>(double(elapsed), 1.0) / double(done);
    ++stats.samples;
    stats.launchesSinceSample = 0;
    a1 = s0;
    b0 = s0 + done;
  }
  int64_t rest = (a1 - a0) + (end - b0);
  if (rest == 0) {
    ++stats.serialLaunches;
    return;
  }

  Pool& p = pool();
  p.ensureWorkers(threads - 1);
  double estimate = stats.nsPerIter * double(rest);
  // No more threads than chunks of kMinChunkNs; then the count with the least modelled time.
  double minChunkIters = std::ceil(kMinChunkNs / stats.nsPerIter);
  int most = int(std::min<double>({double(threads), double(p.workerCount() + 1), std::ceil(double(rest) / minChunkIters)}));
  int use = 1;
  double best = estimate, bestFanout = 0;
  for (int u = 2, sleepers = 0; u <= most; ++u) {
    if (!stream && p.asleep(u - 2)) ++sleepers;
    double fanout = p.fanoutCostNs(u - 1, sleepers);
    double t = estimate / u + fanout;
    if (t < best) best = t, use = u, bestFanout = fanout;
  }
  int64_t chunk = std::max<int64_t>(1, rest / (int64_t(use) * kChunksPerThread));
  chunk = std::max(chunk, int64_t(minChunkIters));
  if (use < 2) {
    if (a1 > a0) fn(slots, a0, a1);
    if (end > b0) fn(slots, b0, end);
    ++stats.serialLaunches;
    return;
  }

  // The serial cost per iteration this fan-out shows: its time less the modelled fan-out
  // (without that, on a small launch the fan-out itself, times the threads, read as work:
  // the estimate climbed and the next launches fanned out wider still), kept at least half
  // the wall time so a stale fan-out model cannot zero it.
  double wall = p.run(fn, slots, a0, a1, b0, rest, chunk, use);
  double perIter = std::max(wall - bestFanout, 0.5 * wall) * use / double(rest);
  if (perIter > kUnderestimate * stats.nsPerIter || perIter * kOverestimate < stats.nsPerIter)
    stats.nsPerIter = perIter;
  ++stats.parallelLaunches;
}

PoolInfo poolInfo() { return pool().info(); }

}  // namespace tack
