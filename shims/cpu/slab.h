// JITLink memory for the CPU shim: page-aligned pieces of one slab mapped and faulted in ahead
// (slab.cc). Included only by jit.cc (it names LLVM types).
#pragma once

#include <cstddef>
#include <memory>

namespace llvm {
namespace jitlink {
class JITLinkMemoryManager;
}
}  // namespace llvm

namespace tack {

struct JitMemoryInfo;

// A memory manager whose slab of slabBytes (rounded to pages) is mapped and populated now.
std::unique_ptr<llvm::jitlink::JITLinkMemoryManager> makeSlabMemoryManager(size_t slabBytes);

// The counters of the one made (zeros before it is).
JitMemoryInfo slabMemoryInfo();

}  // namespace tack
