// JITLink memory from a slab mapped and faulted in ahead (bench/workers/RESULTS.md, session 8
// jitslab). jitlink::InProcessMemoryManager maps a fresh slab for every module: one mmap, then
// a page fault (and the kernel zeroing a page) for each page the link writes, then an mprotect
// per segment; on a cache hit's load that was about a third of the JITLink time. Here one slab
// is mapped with MAP_POPULATE when the JIT is made (the device's warm-up, on a libuv thread),
// and each link gets a run of whole pages of it, so a load does no mmap and takes no
// first-touch faults.
//
// A link's segments (standard and finalize ones) lie contiguously in its one piece, as in
// InProcessMemoryManager, so every PC-relative reference between them stays in range (jit.cc's
// note on the small code model). W^X as there: the piece is written while read-write, then each
// segment gets its final protection (RX for code, R for constants) with mprotect before any of
// it runs; read-write segments need no call, since free pages are kept read-write. Pages
// freed (the module's JITDylib removed, a link abandoned) are made read-write again and zeroed
// (BasicLayout::apply leaves zero-fill blocks and padding to the memory being zero) before they
// go back to the free list, so that cost falls on the free, not on a later load. When no free
// run is long enough, the link maps memory of its own as InProcessMemoryManager would (never a
// failed link), and unmaps it when freed. One mutex guards the free list and the counters;
// compiles and loads come from several threads.

#include "slab.h"

#include "jit.h"

#include <llvm/ExecutionEngine/JITLink/JITLink.h>
#include <llvm/ExecutionEngine/JITLink/JITLinkMemoryManager.h>
#include <llvm/ExecutionEngine/Orc/Shared/AllocationActions.h>
#include <llvm/Support/Memory.h>
#include <llvm/Support/Process.h>

#include <sys/mman.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <map>
#include <mutex>
#include <system_error>
#include <vector>

namespace tack {

namespace {

using namespace llvm;
using namespace llvm::jitlink;

Error systemError(const char* what) {
  return make_error<StringError>(std::string(what) + ": " + std::strerror(errno),
                                 std::error_code(errno, std::generic_category()));
}

int toPosix(MemProt prot) {
  int flags = 0;
  if ((prot & MemProt::Read) != MemProt::None) flags |= PROT_READ;
  if ((prot & MemProt::Write) != MemProt::None) flags |= PROT_WRITE;
  if ((prot & MemProt::Exec) != MemProt::None) flags |= PROT_EXEC;
  return flags;
}

class SlabMemoryManager;

// One link's memory: a run of pages of the slab, or a mapping of its own.
struct Piece {
  char* base = nullptr;
  size_t size = 0;
  bool fresh = false;  // mapped for this link alone (the slab was full)
  std::vector<orc::shared::WrapperFunctionCall> deallocActions;
};

class SlabMemoryManager : public JITLinkMemoryManager {
 public:
  SlabMemoryManager(size_t pageSize, size_t slabBytes) : pageSize_(pageSize) {
    size_t size = alignTo(slabBytes, pageSize);
    int flags = MAP_PRIVATE | MAP_ANONYMOUS;
#ifdef MAP_POPULATE
    flags |= MAP_POPULATE;  // the kernel zeroes and maps every page now, in one call
#endif
    void* slab = size ? ::mmap(nullptr, size, PROT_READ | PROT_WRITE, flags, -1, 0) : MAP_FAILED;
    if (slab == MAP_FAILED) return;  // every link maps its own memory then
#ifndef MAP_POPULATE
    for (size_t i = 0; i < size; i += pageSize) static_cast<volatile char*>(slab)[i] = 0;
#endif
    slab_ = static_cast<char*>(slab);
    slabSize_ = size;
    free_[0] = size;
    info_.slabBytes = static_cast<double>(size);
  }

  // Never destroyed (the JIT that owns it isn't): no unmapping of the slab.

  void allocate(const JITLinkDylib*, LinkGraph& graph, OnAllocatedFunction onAllocated) override;
  using JITLinkMemoryManager::allocate;

  void deallocate(std::vector<FinalizedAlloc> allocs, OnDeallocatedFunction onDone) override {
    Error err = Error::success();
    for (FinalizedAlloc& alloc : allocs) {
      auto* piece = alloc.release().toPtr<Piece*>();
      if (Error e = orc::shared::runDeallocActions(piece->deallocActions))
        err = joinErrors(std::move(err), std::move(e));
      if (Error e = release(piece->base, piece->size, piece->fresh))
        err = joinErrors(std::move(err), std::move(e));
      delete piece;
    }
    onDone(std::move(err));
  }
  using JITLinkMemoryManager::deallocate;

  // Pages [base, base + size) back: of the slab, made read-write and zeroed for the next link;
  // a fresh mapping, unmapped.
  Error release(char* base, size_t size, bool fresh) {
    if (size == 0) return Error::success();
    if (fresh) {
      {
        std::lock_guard<std::mutex> lock(mutex_);
        info_.freshLive -= 1;
      }
      if (::munmap(base, size) != 0) return systemError("cannot unmap JIT memory");
      return Error::success();
    }
    if (::mprotect(base, size, PROT_READ | PROT_WRITE) != 0) {
      // Left out of the free list: pages that can't be written again are never handed out.
      return systemError("cannot make freed JIT memory writable");
    }
    std::memset(base, 0, size);
    std::lock_guard<std::mutex> lock(mutex_);
    size_t offset = static_cast<size_t>(base - slab_);
    auto next = free_.emplace(offset, size).first;
    // coalesce with the following run, then with the preceding one
    auto after = std::next(next);
    if (after != free_.end() && offset + size == after->first) {
      next->second += after->second;
      free_.erase(after);
    }
    if (next != free_.begin()) {
      auto before = std::prev(next);
      if (before->first + before->second == offset) {
        before->second += next->second;
        free_.erase(next);
      }
    }
    info_.slabUsedBytes -= static_cast<double>(size);
    return Error::success();
  }

  JitMemoryInfo info() {
    std::lock_guard<std::mutex> lock(mutex_);
    return info_;
  }

  size_t pageSize() const { return pageSize_; }

  // size bytes (whole pages) of the slab, first fit, or a fresh mapping if no run is long
  // enough. Null only if the fresh mapping fails.
  char* take(size_t size, bool& fresh) {
    fresh = false;
    if (size == 0) {  // a graph with no segments: nothing to map (mmap refuses 0 bytes)
      static char none;
      return &none;
    }
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (auto it = free_.begin(); it != free_.end(); ++it) {
        if (it->second < size) continue;
        size_t offset = it->first, left = it->second - size;
        free_.erase(it);
        if (left) free_.emplace(offset + size, left);
        info_.slabUsedBytes += static_cast<double>(size);
        info_.slabAllocs += 1;
        if (static_cast<double>(offset + size) > info_.slabPeakBytes)
          info_.slabPeakBytes = static_cast<double>(offset + size);
        return slab_ + offset;
      }
      info_.freshMappings += 1;
      info_.freshLive += 1;
    }
    fresh = true;
    void* mem =
        ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mem != MAP_FAILED) return static_cast<char*>(mem);
    std::lock_guard<std::mutex> lock(mutex_);
    info_.freshLive -= 1;
    return nullptr;
  }

 private:
  size_t pageSize_;
  char* slab_ = nullptr;
  size_t slabSize_ = 0;
  std::mutex mutex_;
  std::map<size_t, size_t> free_;  // offset in the slab → length of a free run (bytes)
  JitMemoryInfo info_;
};

class SlabInFlightAlloc : public JITLinkMemoryManager::InFlightAlloc {
 public:
  SlabInFlightAlloc(SlabMemoryManager& memory, LinkGraph& graph, BasicLayout layout, char* base,
                    size_t standardSize, size_t finalizeSize, bool fresh)
      : memory_(memory),
        graph_(graph),
        layout_(std::move(layout)),
        base_(base),
        standardSize_(standardSize),
        finalizeSize_(finalizeSize),
        fresh_(fresh) {}

  // Neither finalized nor abandoned (JITLink abandons on its error paths; this is a safety net).
  ~SlabInFlightAlloc() override {
    if (base_) consumeError(memory_.release(base_, standardSize_ + finalizeSize_, fresh_));
  }

  void finalize(OnFinalizedFunction onFinalized) override {
    // On failure the memory goes back at once (the destructor), the link fails.
    if (Error e = protect()) return onFinalized(std::move(e));
    auto deallocActions = orc::shared::runFinalizeActions(graph_.allocActions());
    if (!deallocActions) return onFinalized(deallocActions.takeError());
    // The finalize segments (needed only while finalizing) go back now. A fresh mapping keeps
    // them until it is unmapped whole.
    if (finalizeSize_ && !fresh_) {
      if (Error e = memory_.release(base_ + standardSize_, finalizeSize_, false))
        return onFinalized(std::move(e));
    }
    auto* piece = new Piece();
    piece->base = base_;
    piece->size = fresh_ ? standardSize_ + finalizeSize_ : standardSize_;
    piece->fresh = fresh_;
    piece->deallocActions = std::move(*deallocActions);
    base_ = nullptr;  // the piece owns the memory now
    onFinalized(JITLinkMemoryManager::FinalizedAlloc(orc::ExecutorAddr::fromPtr(piece)));
  }

  void abandon(OnAbandonedFunction onAbandoned) override {
    char* base = base_;
    base_ = nullptr;
    onAbandoned(memory_.release(base, standardSize_ + finalizeSize_, fresh_));
  }

 private:
  // Every segment its final protection; read-write ones already have it.
  Error protect() {
    for (auto& entry : layout_.segments()) {
      const AllocGroup& group = entry.first;
      auto& segment = entry.second;
      int prot = toPosix(group.getMemProt());
      if (prot == (PROT_READ | PROT_WRITE)) continue;
      size_t size = alignTo(segment.ContentSize + segment.ZeroFillSize, memory_.pageSize());
      if (::mprotect(segment.WorkingMem, size, prot) != 0)
        return systemError("cannot protect JIT memory");
      if (prot & PROT_EXEC) sys::Memory::InvalidateInstructionCache(segment.WorkingMem, size);
    }
    return Error::success();
  }

  SlabMemoryManager& memory_;
  LinkGraph& graph_;
  BasicLayout layout_;
  char* base_;
  size_t standardSize_, finalizeSize_;
  bool fresh_;
};

void SlabMemoryManager::allocate(const JITLinkDylib*, LinkGraph& graph,
                                 OnAllocatedFunction onAllocated) {
  BasicLayout layout(graph);
  auto sizes = layout.getContiguousPageBasedLayoutSizes(pageSize_);
  if (!sizes) return onAllocated(sizes.takeError());
  size_t standardSize = static_cast<size_t>(sizes->StandardSegs);
  size_t finalizeSize = static_cast<size_t>(sizes->FinalizeSegs);
  bool fresh = false;
  char* base = take(standardSize + finalizeSize, fresh);
  if (!base) return onAllocated(systemError("cannot map JIT memory"));
  // Standard segments first, then finalize ones, each segment on whole pages.
  char* nextStandard = base;
  char* nextFinalize = base + standardSize;
  for (auto& entry : layout.segments()) {
    auto& segment = entry.second;
    char*& next = entry.first.getMemDeallocPolicy() == MemDeallocPolicy::Standard ? nextStandard
                                                                                 : nextFinalize;
    segment.WorkingMem = next;
    segment.Addr = orc::ExecutorAddr::fromPtr(next);
    next += alignTo(segment.ContentSize + segment.ZeroFillSize, pageSize_);
  }
  if (Error e = layout.apply()) {
    consumeError(release(base, standardSize + finalizeSize, fresh));
    return onAllocated(std::move(e));
  }
  onAllocated(std::make_unique<SlabInFlightAlloc>(*this, graph, std::move(layout), base,
                                                  standardSize, finalizeSize, fresh));
}

std::atomic<SlabMemoryManager*> made{nullptr};

}  // namespace

std::unique_ptr<JITLinkMemoryManager> makeSlabMemoryManager(size_t slabBytes) {
  auto pageSize = sys::Process::getPageSize();
  size_t page = pageSize ? static_cast<size_t>(*pageSize) : 4096;
  if (!pageSize) consumeError(pageSize.takeError());
  auto memory = std::make_unique<SlabMemoryManager>(page, slabBytes);
  made.store(memory.get(), std::memory_order_release);
  return memory;
}

JitMemoryInfo slabMemoryInfo() {
  SlabMemoryManager* memory = made.load(std::memory_order_acquire);
  return memory ? memory->info() : JitMemoryInfo();
}

}  // namespace tack
