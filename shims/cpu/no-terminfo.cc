// Stand-ins for the four terminfo functions LLVM's Support library calls to ask whether a
// terminal takes colour (llvm::sys::Process::FileDescriptorHasColors). The static build links
// LLVM from its archives; the system's libtinfo.a is not position-independent, so it cannot go
// into a shared object, and linking libtinfo.so would make the prebuilt .node depend on it.
// The JIT never prints to a terminal: "no terminfo" (setupterm fails) is the right answer.
// Only in llvm_link=static builds (binding.gyp); hidden like everything else in the shim.

extern "C" {
struct term;

int setupterm(const char*, int, int* errret) {
  if (errret) *errret = -1;  // "the terminfo database could not be found"
  return -1;                 // ERR: LLVM then reports no colours
}
int tigetnum(const char*) { return -2; }  // "not a numeric capability"
struct term* set_curterm(struct term*) { return nullptr; }
int del_curterm(struct term*) { return -1; }
}
