# Native addons. tack_cpu is the CPU shim: it links LLVM 14 for the ORC JIT and owns the thread
# pool (DESIGN.md §1); tack_opencl and tack_cuda are the GPU shims (they link no driver).
# Build: npm run build:shim (node-gyp, --nodedir=/usr so it uses the installed Node headers
# instead of downloading them).
#
# llvm_link=static (the default) links only the LLVM components the shim uses, from LLVM's
# static archives (libLLVM*.a), plus zlib and terminfo statically: the .node then needs nothing
# but glibc (>= the build machine's), libstdc++ and libgcc_s, so one prebuilt file runs on any
# x86-64 Linux without LLVM installed (terminfo: see shims/cpu/no-terminfo.cc). --exclude-libs,ALL and -fvisibility=hidden keep LLVM's
# symbols out of the dynamic symbol table, so another addon (or PoCL's LLVM 15) in the same
# process cannot bind to ours or we to theirs. The only export is napi_register_module_v1.
# llvm_link=shared links libLLVM-14.so instead (a faster link, a 250 KB .node that needs LLVM
# 14 installed at run time):  node-gyp rebuild --nodedir=/usr -- -Dllvm_link=shared
# Another LLVM 14 install: node-gyp rebuild --nodedir=/usr -- -Dllvm_dir=/path/to/llvm-14
{
  "variables": {
    "llvm_dir%": "/usr/lib/llvm-14",
    "llvm_link%": "static",
    # 0 without LLVM 14: the GPU shims still build (scripts/build.mjs passes -Dtack_cpu=0)
    "tack_cpu%": 1,
  },
  "conditions": [["tack_cpu==1", {"targets": [
    {
      "target_name": "tack_cpu",
      "sources": [
        "shims/cpu/addon.cc",
        "shims/cpu/async.cc",
        "shims/cpu/launch.cc",
        "shims/cpu/jit.cc",
        "shims/cpu/pool.cc",
        "shims/cpu/slab.cc",
      ],
      "include_dirs": [
        "<!(node -p \"require('node-addon-api').include_dir\")",
      ],
      "defines": ["NAPI_VERSION=8", "NAPI_CPP_EXCEPTIONS", "NODE_API_SWALLOW_UNTHROWABLE_EXCEPTIONS"],
      # LLVM 14 is built with RTTI; node-addon-api reports errors as C++ exceptions.
      "cflags!": ["-fno-exceptions"],
      "cflags_cc!": ["-fno-exceptions", "-fno-rtti", "-std=gnu++14", "-std=gnu++20"],
      "cflags_cc": [
        "-std=gnu++17",
        "-fexceptions",
        "-fvisibility=hidden",
        "-fvisibility-inlines-hidden",
        "-isystem", "<(llvm_dir)/include",  # system: its headers' warnings aren't ours
        "-Wall",
        "-Wno-unused-parameter",
      ],
      "conditions": [
        ["llvm_link=='static'", {
          "sources": ["shims/cpu/no-terminfo.cc"],
          "libraries": [
            "-L<(llvm_dir)/lib",
            # The components jit.cc uses (llvm-config --link-static --libs orcjit native passes
            # irreader asmparser), in llvm-config's dependency order.
            "<!@(<(llvm_dir)/bin/llvm-config --link-static --libs orcjit native passes irreader asmparser)",
            "-Wl,--exclude-libs,ALL",
            "-Wl,--gc-sections",
            "-Wl,-Bstatic", "-lz", "-Wl,-Bdynamic",
            "-ldl", "-lrt", "-lm",
            "-pthread",
          ],
          "ldflags": [
            "-s",  # strip: LLVM's symbol names would add tens of MB to the .node
            "-Wl,--version-script=<(module_root_dir)/shims/cpu/exports.map",
          ],
        }, {
          "libraries": [
            "-L<(llvm_dir)/lib",
            "-lLLVM-14",
            "-Wl,-rpath,<(llvm_dir)/lib",
            "-pthread",
          ],
        }],
      ],
    },
  ]}]],
  "targets": [
    # The GPU shims link no driver and no LLVM: each dlopen()s its driver at run time, so they
    # build anywhere (no CUDA toolkit, no OpenCL headers) and a missing driver is a clear
    # runtime error, never a failed install (issue 10).
    {
      "target_name": "tack_opencl",
      "sources": ["shims/opencl/addon.cc"],
      "include_dirs": ["<!(node -p \"require('node-addon-api').include_dir\")"],
      "defines": ["NAPI_VERSION=8", "NAPI_CPP_EXCEPTIONS", "NODE_API_SWALLOW_UNTHROWABLE_EXCEPTIONS"],
      "cflags!": ["-fno-exceptions"],
      "cflags_cc!": ["-fno-exceptions", "-std=gnu++14", "-std=gnu++20"],
      "cflags_cc": ["-std=gnu++17", "-fexceptions", "-Wall", "-Wno-unused-parameter"],
      "libraries": ["-ldl"],
    },
    {
      "target_name": "tack_cuda",
      "sources": ["shims/cuda/addon.cc"],
      "include_dirs": ["<!(node -p \"require('node-addon-api').include_dir\")"],
      "defines": ["NAPI_VERSION=8", "NAPI_CPP_EXCEPTIONS", "NODE_API_SWALLOW_UNTHROWABLE_EXCEPTIONS"],
      "cflags!": ["-fno-exceptions"],
      "cflags_cc!": ["-fno-exceptions", "-std=gnu++14", "-std=gnu++20"],
      "cflags_cc": ["-std=gnu++17", "-fexceptions", "-Wall", "-Wno-unused-parameter"],
      "libraries": ["-ldl", "-pthread"],
    }
  ]
}
