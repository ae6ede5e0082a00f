/**
 * @fileoverview Typed loader for the CPU shim (build/Release/tack_cpu.node, from
 * shims/cpu/). The shim compiles LLVM IR text to host code through LLVM 14's ORC JIT and runs
 * `tack_chunk_<name>(const uint64_t* slots, int64_t start, int64_t end)` wrappers on its
 * thread pool. A missing or unloadable shim is returned as `{ error }`, never thrown, so the
 * CPU device can report it as the reason it is unavailable (DESIGN.md §5).
 */

import { existsSync } from "node:fs";
import { constants } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import type { TypedArray } from "../dtypes.js";
import { nativeDisabledReason } from "./native.js";

export type { TypedArray };

export interface CompileOptions {
  /** LLVM optimization level; 3 (the default) runs the new pass manager's O3 pipeline. */
  optLevel?: 0 | 1 | 2 | 3;
  /**
   * The quick tier's pipeline instead of optLevel's (SROA, EarlyCSE, SimplifyCFG; no
   * inlining), then codegen at optLevel. Computes the same results as any other level.
   */
  quick?: boolean;
  /** Skip llvm::verifyModule. Only for IR already known to be valid. */
  noVerify?: boolean;
}

export interface JitTimings {
  parseMs: number;
  optMs: number;
  codegenMs: number;
  jitMs: number;
  /** 1 where the compile made an LLVM TargetMachine, 0 where it took one an earlier compile (any thread) gave back. */
  newMachine: number;
}

declare const jitModuleBrand: unique symbol;
declare const planBrand: unique symbol;

/** Compiled code kept alive by the shim for as long as this object (or a plan on it) lives. */
export interface JitModule {
  readonly [jitModuleBrand]: true;
  /** The object file, for the disk cache; `loadObject` turns it back into a module. */
  readonly object: Uint8Array;
  readonly symbols: readonly string[];
  readonly timings: JitTimings;
}

declare const ticketBrand: unique symbol;

/** A compile running on libuv's pool (compileBackground). */
export interface CompileTicket {
  readonly [ticketBrand]: true;
  /** Settles as compileAsync's promise does. */
  readonly promise: Promise<JitModule>;
}

/** A prepared launch of one chunk wrapper. */
export interface Plan {
  readonly [planBrand]: true;
  /** `slotCount` 8-byte slots that the shim copies at every launch: scalars go here. */
  readonly pack: ArrayBuffer;
  readonly slotCount: number;
}

export interface LaunchInfo {
  serialLaunches: number;
  parallelLaunches: number;
  /** The pool's current estimate of serial ns per iteration; negative before a sample. */
  nsPerIteration: number;
  fanoutNs: number;
}

export interface PoolInfo {
  /** Workers plus the calling thread. */
  threads: number;
  /** Wake + join of every worker with an empty job, workers asleep. */
  fanoutNs: number;
  /** The same with the workers still spinning. */
  fanoutWarmNs: number;
}

/** Where loaded modules' code lives (shims/cpu/slab.cc); counts are since the process began. */
export interface JitMemoryInfo {
  /** The slab mapped and faulted in when the JIT was made (0 if that mapping failed). */
  slabBytes: number;
  /** Of it, in modules loaded and not yet freed. */
  slabUsedBytes: number;
  /** The highest end offset any module's piece has had. */
  slabPeakBytes: number;
  /** Links served from the slab. */
  slabAllocs: number;
  /** Links that mapped memory of their own because the slab was full. */
  freshMappings: number;
  /** Of those, not yet freed. */
  freshLive: number;
}

export interface HostInfo {
  triple: string;
  cpu: string;
  features: string;
  llvmVersion: string;
}

export interface CpuShim {
  compile(irText: string, symbols: readonly string[], options?: CompileOptions): JitModule;
  compileAsync(
    irText: string,
    symbols: readonly string[],
    options?: CompileOptions,
  ): Promise<JitModule>;
  /**
   * compileAsync's work with a ticket that `pollCompile` reads synchronously: undefined while
   * it runs, then the module (its error thrown), so a quick build's program can switch to this
   * one at its next launch without waiting for the event loop.
   */
  compileBackground(irText: string, symbols: readonly string[], options?: CompileOptions): CompileTicket;
  pollCompile(ticket: CompileTicket): JitModule | undefined;
  loadObject(object: Uint8Array | ArrayBuffer, symbols: readonly string[]): JitModule;
  /**
   * Compiles and loads a tiny module on a low-priority thread, the first call in a process
   * only (later calls return undefined), so the first kernel loaded from the disk cache does
   * not pay for LLVM's and JITLink's first use.
   */
  warmUp(): Promise<void> | undefined;
  /**
   * A small object and its symbol for `loadObject`, which the CPU device loads on the thread
   * that makes it, so that the thread's first load of a cached kernel does not run that path
   * for the first time there (shims/cpu/jit.h); null on hosts other than x86-64 ELF.
   */
  rehearsalObject(): { object: Uint8Array; symbols: readonly string[] } | null;
  createPlan(
    module: JitModule,
    symbolIndex: number,
    slotCount: number,
    arraySlots: readonly number[],
    /** Which of the launch's arrays is the status block, so a worker's teardown can cancel it. */
    statusArray?: number,
  ): Plan;
  /** Runs [start, end) on up to `threads` threads and returns when it is done. */
  launch(plan: Plan, threads: number, start: number, end: number, ...arrays: TypedArray[]): void;
  /**
   * The same launch on libuv's thread pool, so the event loop stays free while the kernel
   * runs; resolves when every iteration has run. The scalars are read from `plan.pack` at
   * the call, and the plan and the arrays are held until it completes. Bad arguments reject.
   * A launch in flight when its worker exits is cancelled through its status block (it stops
   * at the kernel's next poll) and dropped; it never aborts the process. The arrays' memory
   * is held until the kernel is done, even if JS transfers their buffers meanwhile.
   */
  launchAsync(
    plan: Plan,
    threads: number,
    start: number,
    end: number,
    ...arrays: TypedArray[]
  ): Promise<void>;
  /**
   * launchAsync for a thread that then blocks in Atomics.wait until `done[0]` becomes 1 (or
   * 2: the launch failed natively, and the promise says why). A worker's synchronous launches
   * run so, because worker.terminate() interrupts Atomics.wait and then the worker's teardown
   * cancels the launch through its status block; a launch on the JS thread itself could not
   * be stopped from outside.
   */
  launchDetached(
    plan: Plan,
    threads: number,
    start: number,
    end: number,
    done: Int32Array,
    ...arrays: TypedArray[]
  ): Promise<void>;
  launchInfo(plan: Plan): LaunchInfo;
  poolInfo(): PoolInfo;
  hostInfo(): HostInfo;
  jitMemoryInfo(): JitMemoryInfo;
}

export const CPU_SHIM_BUILD_COMMAND = "npm run build:shim";

// From runtime/backends/ in the sources and dist/runtime/backends/ once built.
const CANDIDATES = ["../../build/Release/tack_cpu.node", "../../../build/Release/tack_cpu.node"];

let cached: CpuShim | { error: string } | undefined;

/** Loads the shim once per thread; later calls return the same result. */
export function loadCpuShim(): CpuShim | { error: string } {
  cached ??= load();
  return cached;
}

/** The package root: the directory that holds package.json above this file. */
function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json")) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function load(): CpuShim | { error: string } {
  const disabled = nativeDisabledReason();
  if (disabled !== null) return { error: `The CPU shim is not loaded: ${disabled}.` };
  const paths = CANDIDATES.map((p) => fileURLToPath(new URL(p, import.meta.url)));
  const path = paths.find((p) => existsSync(p));
  if (path === undefined) {
    const root = packageRoot();
    return {
      error:
        `The CPU shim is not built: ${join(root, "build", "Release", "tack_cpu.node")} is missing. ` +
        `Build it with \`${CPU_SHIM_BUILD_COMMAND}\` in ${root} (node-gyp rebuild --nodedir=/usr; ` +
        `needs g++ and LLVM 14 in /usr/lib/llvm-14).`,
    };
  }
  try {
    // bound now (RTLD_NOW), not lazily: the shim's imports (libc, libstdc++, N-API) resolved as
    // it loads (the device's making), not each at its first call, which for createPlan's and
    // a launch's N-API calls is a fresh process's first launch (issue 9)
    const module = { exports: {} };
    process.dlopen(module, path, constants.dlopen?.RTLD_NOW); // (POSIX only: elsewhere the default)
    return module.exports as CpuShim;
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return {
      error:
        `The CPU shim ${path} could not be loaded: ${why}. ` +
        `Rebuild it with \`${CPU_SHIM_BUILD_COMMAND}\`.`,
    };
  }
}
