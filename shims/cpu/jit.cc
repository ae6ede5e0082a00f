// IR text → O3 for the host CPU → object code in memory → ORC LLJIT (DESIGN.md §1, §5 "cpu").
//
// One LLJIT serves the whole process; each module gets its own JITDylib, which links against
// the JIT's main JITDylib, where the process's symbols (libm, libc) resolve. Removing the
// JITDylib when the module dies frees its code. Every compile has its own LLVMContext, so
// compiles from several threads (libuv's pool, Node workers) run concurrently; the shared
// pieces are the JIT's ExecutionSession, which locks itself, the pool of TargetMachines (one
// compile at a time on each; MachinePool), and state made once under a function-local static.
//
// Linking is JITLink's (orc::ObjectLinkingLayer with slab.cc's memory manager, which hands
// out pieces of a slab mapped ahead as jitlink::InProcessMemoryManager hands out fresh
// mappings), not RuntimeDyld's. Code is compiled for the small code model: it reaches its constant pool
// (.rodata.cst*) and its GOT through 32-bit PC-relative displacements. RuntimeDyld's
// SectionMemoryManager maps code and read-only data with separate mmaps, and with several
// threads mapping and unmapping (Node workers, Wasm memories reserving gigabytes) the two
// landed more than 2 GB apart; RuntimeDyld truncates the relocation silently in a release
// build, so a kernel loaded its constants from 4 GB away (a crash, or a wrong constant).
// JITLink's memory managers place all of a module's segments in one contiguous piece, so every
// PC-relative reference stays inside it. Calls to process symbols (sinf, clock_gettime) go
// through a stub and GOT entry that JITLink builds in the same slab, so they reach any
// address. The small code model stays: the large one costs kernels an extra register and
// a 64-bit move per constant.
//
// JITLink registers no unwind tables here (no EHFrameRegistrationPlugin): nothing unwinds
// through a kernel (it calls only libm and libc, which don't throw), and registering every
// module with libgcc's unwinder would slow every C++ exception thrown in the process.

#include "jit.h"

#include "slab.h"

#include <llvm/ADT/SmallVector.h>
#include <llvm/ADT/StringMap.h>
#include <llvm/ADT/Triple.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/Config/llvm-config.h>
#include <llvm/ExecutionEngine/JITLink/JITLinkMemoryManager.h>
#include <llvm/ExecutionEngine/Orc/ExecutionUtils.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ObjectLinkingLayer.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/MC/SubtargetFeature.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Transforms/Scalar/EarlyCSE.h>
#include <llvm/Transforms/Scalar/SROA.h>
#include <llvm/Transforms/Scalar/SimplifyCFG.h>
#include <llvm/Support/DynamicLibrary.h>
#include <llvm/Support/Host.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Target/TargetOptions.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <memory>
#include <mutex>
#include <vector>

namespace tack {

struct JitAccess {
  static std::shared_ptr<JitModule> make() { return std::shared_ptr<JitModule>(new JitModule()); }
  static void*& dylib(JitModule& m) { return m.dylib_; }
};

namespace {

using namespace llvm;

// Errors ORC reports outside a lookup's result (e.g. an unresolved external while linking),
// caught on the thread that did the lookup, which is where materialization runs here.
thread_local std::string tlsJitErrors;

struct Process {
  HostInfo host;
  const Target* target = nullptr;
  std::unique_ptr<orc::LLJIT> jit;
  std::string error;  // why the JIT could not be made
  std::atomic<uint64_t> nextDylib{0};
};

std::string hostFeatureString() {
  StringMap<bool> map;
  sys::getHostCPUFeatures(map);
  // StringMap's order varies; cache keys need a stable string.
  std::vector<std::string> names;
  for (auto& entry : map) names.push_back(entry.getKey().str());
  std::sort(names.begin(), names.end());
  SubtargetFeatures features;
  for (auto& name : names) features.AddFeature(name, map.lookup(name));
  return features.getString();
}

// The slab the JIT's links take their pages from, mapped and faulted in when the JIT is made.
// A small kernel's module takes 2-3 pages (code, constants, GOT), so about a hundred modules
// fit; beyond that a link maps memory of its own (slab.cc).
constexpr size_t kSlabBytes = 1 << 20;

Process& process() {
  static Process* p = [] {
    auto* p = new Process();  // never destroyed: code may still run at exit
    InitializeNativeTarget();
    InitializeNativeTargetAsmPrinter();
    InitializeNativeTargetAsmParser();
    sys::DynamicLibrary::LoadLibraryPermanently(nullptr);
    // Node links libm, but an embedder might not; kernels call sinf, pow, fmod...
    sys::DynamicLibrary::LoadLibraryPermanently("libm.so.6");
    p->host.triple = sys::getProcessTriple();
    p->host.cpu = sys::getHostCPUName().str();
    p->host.features = hostFeatureString();
    p->host.llvmVersion = LLVM_VERSION_STRING;
    std::string err;
    p->target = TargetRegistry::lookupTarget(p->host.triple, err);
    if (!p->target) {
      p->error = "no LLVM target for " + p->host.triple + ": " + err;
      return p;
    }
    auto jit =
        orc::LLJITBuilder()
            .setObjectLinkingLayerCreator(
                [](orc::ExecutionSession& es,
                   const Triple&) -> Expected<std::unique_ptr<orc::ObjectLayer>> {
                  // One piece per module for all its segments: see the note at the top.
                  return std::make_unique<orc::ObjectLinkingLayer>(
                      es, makeSlabMemoryManager(kSlabBytes));
                })
            .create();
    if (!jit) {
      p->error = "cannot create the LLVM JIT: " + toString(jit.takeError());
      return p;
    }
    p->jit = std::move(*jit);
    p->jit->getExecutionSession().setErrorReporter(
        [](Error e) { tlsJitErrors += toString(std::move(e)) + "\n"; });
    auto gen = orc::DynamicLibrarySearchGenerator::GetForCurrentProcess(
        p->jit->getDataLayout().getGlobalPrefix());
    if (!gen) {
      p->error = "cannot search the process for symbols: " + toString(gen.takeError());
      p->jit.reset();
      return p;
    }
    p->jit->getMainJITDylib().addGenerator(std::move(*gen));
    return p;
  }();
  return *p;
}

double msSince(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

JitResult fail(std::string message) {
  while (!message.empty() && std::isspace(static_cast<unsigned char>(message.back())))
    message.pop_back();
  return {nullptr, std::move(message)};
}

std::string parseError(const SMDiagnostic& d) {
  std::string s = "LLVM IR parse error at " + std::to_string(d.getLineNo()) + ":" +
                  std::to_string(d.getColumnNo() + 1) + ": " + d.getMessage().str();
  if (!d.getLineContents().empty()) {
    s += "\n" + d.getLineContents().str() + "\n";
    s += std::string(std::max(d.getColumnNo(), 0), ' ') + "^";
  }
  return s;
}

// TargetMachines, per optimization level, shared by the process's threads: a compile takes one
// from the pool (or makes one) and gives it back when its object file is written, so each is
// used by one thread at a time (a TargetMachine isn't thread-safe). Most of what one costs is
// not createTargetMachine but its first function (the subtarget it builds then: lowering
// tables, register and instruction info; ~1 ms of passes and ~1 ms of codegen on a 16-core
// Xeon). Per thread, as they were, the main thread's first quick build (a synchronous first
// call) paid that although the warm-up (addon.cc) had just made and used a level-0 machine on
// another thread; pooled, it takes that one (bench/workers/RESULTS.md, session 8 bsfirst).
class MachinePool {
 public:
  std::unique_ptr<TargetMachine> take(int optLevel, bool& made, std::string& error) {
    made = false;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      auto& free = free_[optLevel];
      if (!free.empty()) {
        std::unique_ptr<TargetMachine> tm = std::move(free.back());
        free.pop_back();
        return tm;
      }
    }
    static const CodeGenOpt::Level levels[] = {CodeGenOpt::None, CodeGenOpt::Less,
                                               CodeGenOpt::Default, CodeGenOpt::Aggressive};
    Process& p = process();
    TargetOptions options;  // no fast-math: IEEE semantics, fusion only of llvm.fmuladd
    std::unique_ptr<TargetMachine> tm(
        p.target->createTargetMachine(p.host.triple, p.host.cpu, p.host.features, options,
                                      Reloc::PIC_, CodeModel::Small, levels[optLevel]));
    if (!tm) error = "cannot create a TargetMachine for " + p.host.triple;
    made = tm != nullptr;
    return tm;
  }

  void give(int optLevel, std::unique_ptr<TargetMachine> tm) {
    std::lock_guard<std::mutex> lock(mutex_);
    free_[optLevel].push_back(std::move(tm));
  }

 private:
  std::mutex mutex_;
  std::vector<std::unique_ptr<TargetMachine>> free_[4];  // at most one per concurrent compile
};

MachinePool& machines() {
  static auto* pool = new MachinePool();  // never destroyed, like the JIT
  return *pool;
}

// A machine taken for one compile, given back when the compile's scope ends (any return).
class MachineLease {
 public:
  MachineLease(int optLevel, bool& made, std::string& error)
      : optLevel_(optLevel), tm_(machines().take(optLevel, made, error)) {}
  ~MachineLease() {
    if (tm_) machines().give(optLevel_, std::move(tm_));
  }
  MachineLease(const MachineLease&) = delete;
  MachineLease& operator=(const MachineLease&) = delete;
  TargetMachine* get() const { return tm_.get(); }

 private:
  int optLevel_;
  std::unique_ptr<TargetMachine> tm_;
};

// The quick tier (a new variant's first build, while O3 runs in the background): what makes
// code generation cheap and the code not absurd. SROA turns the front end's allocas into
// registers, EarlyCSE and SimplifyCFG shrink what codegen sees; device functions stay calls
// (inlining them multiplied the code FastISel had to select). No pass here changes a
// floating-point result: there is no fast-math anywhere, so both tiers compute the same bits.
void optimizeQuick(Module& m, TargetMachine* tm) {
  LoopAnalysisManager lam;
  FunctionAnalysisManager fam;
  CGSCCAnalysisManager cgam;
  ModuleAnalysisManager mam;
  PassBuilder pb(tm);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  FunctionPassManager fpm;
  fpm.addPass(SROAPass());
  fpm.addPass(EarlyCSEPass(/*UseMemorySSA=*/false));
  fpm.addPass(SimplifyCFGPass());
  ModulePassManager mpm;
  mpm.addPass(createModuleToFunctionPassAdaptor(std::move(fpm)));
  mpm.run(m, mam);
}

void optimize(Module& m, TargetMachine* tm, int optLevel) {
  static const OptimizationLevel levels[] = {OptimizationLevel::O0, OptimizationLevel::O1,
                                             OptimizationLevel::O2, OptimizationLevel::O3};
  PipelineTuningOptions tuning;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  tuning.LoopUnrolling = true;
  tuning.LoopInterleaving = true;
  // Declared in this order so they are destroyed in the reverse one (the proxies point up).
  LoopAnalysisManager lam;
  FunctionAnalysisManager fam;
  CGSCCAnalysisManager cgam;
  ModuleAnalysisManager mam;
  PassBuilder pb(tm, tuning);
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  ModulePassManager mpm = optLevel == 0
                              ? pb.buildO0DefaultPipeline(OptimizationLevel::O0)
                              : pb.buildPerModuleDefaultPipeline(levels[optLevel]);
  mpm.run(m, mam);
}

JitResult load(std::shared_ptr<JitModule> mod, const std::vector<std::string>& symbols) {
  Process& p = process();
  if (!p.jit) return fail(p.error);
  auto t0 = std::chrono::steady_clock::now();
  auto& es = p.jit->getExecutionSession();
  orc::JITDylib& jd =
      es.createBareJITDylib("tack.module." + std::to_string(p.nextDylib.fetch_add(1)));
  jd.addToLinkOrder(p.jit->getMainJITDylib());
  JitAccess::dylib(*mod) = &jd;  // from here the module's destructor removes it
  tlsJitErrors.clear();
  if (Error e = p.jit->addObjectFile(
          jd, MemoryBuffer::getMemBufferCopy(mod->object, "tack-module-object")))
    return fail("cannot load the object code: " + toString(std::move(e)));
  for (const std::string& name : symbols) {
    auto sym = p.jit->lookup(jd, name);
    if (!sym) {
      std::string why = toString(sym.takeError());
      if (!tlsJitErrors.empty() && why.find(tlsJitErrors) == std::string::npos)
        why += "\n" + tlsJitErrors;
      return fail("cannot find symbol '" + name + "' in the compiled module: " + why);
    }
    mod->symbols.push_back(name);
    mod->addresses.push_back(sym->getAddress());
  }
  mod->timings.jitMs = msSince(t0);
  return {std::move(mod), ""};
}

}  // namespace

JitModule::~JitModule() {
  if (!dylib_) return;
  Process& p = process();
  if (Error e = p.jit->getExecutionSession().removeJITDylib(*static_cast<orc::JITDylib*>(dylib_)))
    consumeError(std::move(e));  // nothing useful to do with it in a finalizer
}

JitResult compileIR(const std::string& ir, const std::vector<std::string>& symbols,
                    const CompileOptions& options) {
  Process& p = process();
  if (!p.jit) return fail(p.error);
  if (options.optLevel < 0 || options.optLevel > 3) return fail("optLevel must be 0, 1, 2 or 3");
  auto mod = JitAccess::make();

  auto t0 = std::chrono::steady_clock::now();
  LLVMContext ctx;
  SMDiagnostic diag;
  std::unique_ptr<Module> m = parseAssemblyString(ir, diag, ctx);
  if (!m) return fail(parseError(diag));
  if (options.verify) {
    std::string text;
    raw_string_ostream os(text);
    if (verifyModule(*m, &os)) return fail("LLVM IR verification failed:\n" + os.str());
  }
  mod->timings.parseMs = msSince(t0);

  t0 = std::chrono::steady_clock::now();
  std::string error;
  // declared before the codegen pass manager below, so given back after it is gone
  bool made = false;
  MachineLease lease(options.optLevel, made, error);
  TargetMachine* tm = lease.get();
  if (!tm) return fail(error);
  mod->timings.newMachine = made ? 1 : 0;
  // The compiler targets the host; its IR may still carry another layout (or none).
  m->setTargetTriple(p.host.triple);
  m->setDataLayout(tm->createDataLayout());
  if (options.quick)
    optimizeQuick(*m, tm);
  else
    optimize(*m, tm, options.optLevel);
  mod->timings.optMs = msSince(t0);

  t0 = std::chrono::steady_clock::now();
  SmallVector<char, 0> buffer;
  raw_svector_ostream os(buffer);
  legacy::PassManager codegen;
  if (tm->addPassesToEmitFile(codegen, os, nullptr, CGFT_ObjectFile))
    return fail("the host TargetMachine cannot emit object files");
  codegen.run(*m);
  mod->object.assign(buffer.begin(), buffer.end());
  mod->timings.codegenMs = msSince(t0);

  return load(std::move(mod), symbols);
}

JitResult loadObject(const char* data, size_t size, const std::vector<std::string>& symbols) {
  auto mod = JitAccess::make();
  mod->object.assign(data, size);
  return load(std::move(mod), symbols);
}

// rehearsal-object.mjs's object (x86-64 ELF), with its one symbol tack_rehearsal.
const unsigned char kRehearsalObject[] = {
#include "rehearsal-object.inc"
};

bool rehearsalObject(const char** data, size_t* size) {
  Triple triple(hostInfo().triple);
  if (triple.getArch() != Triple::x86_64 || !triple.isOSBinFormatELF()) return false;
  *data = reinterpret_cast<const char*>(kRehearsalObject);
  *size = sizeof kRehearsalObject;
  return true;
}

const HostInfo& hostInfo() { return process().host; }

JitMemoryInfo jitMemoryInfo() {
  process();
  return slabMemoryInfo();
}

}  // namespace tack
