// LLVM side of the CPU shim: IR text in, object code and function addresses out. Kept free
// of LLVM and N-API headers so the addon's other files build quickly and stay decoupled.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tack {

struct CompileOptions {
  int optLevel = 3;
  bool verify = true;
  // The quick tier's pipeline instead of optLevel's: registers for locals (SROA), redundancy
  // and branch cleanup, no inlining, then codegen at optLevel (0: FastISel, fast regalloc).
  bool quick = false;
};

struct Timings {
  double parseMs = 0, optMs = 0, codegenMs = 0, jitMs = 0;
  // 1 where this compile made a TargetMachine, 0 where it took one from the pool (jit.cc)
  double newMachine = 0;
};

// Object code loaded into the process-wide JIT. Destroying it removes its JITDylib and frees
// the code, so no function address taken from it may be called afterwards.
class JitModule {
 public:
  ~JitModule();
  JitModule(const JitModule&) = delete;
  JitModule& operator=(const JitModule&) = delete;

  std::vector<std::string> symbols;
  std::vector<uint64_t> addresses;  // parallel to symbols
  std::string object;               // the object file, for the disk cache
  Timings timings;

 private:
  friend struct JitAccess;
  JitModule() = default;
  void* dylib_ = nullptr;  // llvm::orc::JITDylib*
};

struct JitResult {
  std::shared_ptr<JitModule> module;  // null on failure
  std::string error;
};

// Parse, verify, optimize for the host CPU, emit an object file and load it. Thread-safe.
JitResult compileIR(const std::string& ir, const std::vector<std::string>& symbols,
                    const CompileOptions& options);

// Load object code kept from compileIR (running neither the optimizer nor codegen).
JitResult loadObject(const char* data, size_t size, const std::vector<std::string>& symbols);

// A small object (rehearsal-object.inc, one function tack_rehearsal) that the CPU device loads
// through loadObject on the thread that makes it, so that the thread's first load of a cached
// kernel does not run that path (N-API, JITLink, ORC) for the first time there: a warm
// disk-cache hit's first launch, made at once (issue 9). False on hosts other than x86-64 ELF
// (the object is x86-64's).
bool rehearsalObject(const char** data, size_t* size);

struct HostInfo {
  std::string triple, cpu, features, llvmVersion;
};

const HostInfo& hostInfo();

// Where loaded modules' code and data live (slab.cc): pieces of one slab mapped and faulted in
// when the JIT is made (the device's warm-up), and fresh mappings once the slab is full.
struct JitMemoryInfo {
  double slabBytes = 0;       // the slab's size (0: not made, or its mapping failed)
  double slabUsedBytes = 0;   // in pieces handed out and not yet freed
  double slabPeakBytes = 0;   // the highest end offset any piece has had
  double slabAllocs = 0;      // links served from the slab, ever
  double freshMappings = 0;   // links that mapped memory of their own (the slab was full), ever
  double freshLive = 0;       // of those, not yet freed
};

// Makes the JIT (and so the slab) if it isn't made yet.
JitMemoryInfo jitMemoryInfo();

}  // namespace tack
