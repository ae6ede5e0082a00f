/**
 * Host side of the sandboxed compiler (wasm/tack-compiler.wasm, built from compiler/).
 *
 * The module is compiled once per process; each `CompilerInstance` is one instantiation with
 * its own memory. A trap (an internal compiler error) must never take the host down: the
 * instance that trapped is discarded, since AssemblyScript's shadow stack is not unwound and
 * a later call would fail, and the next request runs on a fresh instance (about 0.3 ms).
 *
 * Requests go in as UTF-16 bytes copied straight into memory and results come out through
 * TextDecoder('utf-16le'): no generated string glue on the hot path.
 *
 * The compiler is built with AssemblyScript's stub runtime: allocation is a bump pointer and
 * nothing is freed during a request; the next request takes all of it back (compiler/index.ts
 * reuseMemory), so an instance's memory stays at its largest request's. An instance whose
 * memory passes RECYCLE_BYTES (a very large kernel) is replaced after its request, which
 * costs one instantiation. (The incremental collector corrupted its heap under our
 * allocation pattern; see issue notes.)
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { setFlagsFromString } from "node:v8";
import {
  COMPILER_TIERING_BUDGET, FLAGS_SET, STATE_NAMES, V8_11_TIERING_BUDGET, WORKER_STATE, compilerWasmPath, eagerCompileApplies, laterTierUpApplies,
  compileAheadSetting, startCompileAhead, takeEarlyCompileAhead, type CompileAhead, type WorkerState,
} from "./compile-ahead.js";

// where the compiler is, and the V8 settings its module is made with: beside the compile ahead (wasm/compile-ahead.ts)
export { compilerWasmPath, laterTierUpApplies, V8_11_TIERING_BUDGET };

interface CompilerExports {
  memory: WebAssembly.Memory;
  alloc(units: number): number;
  compile(ptr: number, units: number): number;
  resultLength(): number;
  release(): void;
  version(): number;
}

let compiledModule: WebAssembly.Module | null = null;

/** Memory past which an instance is replaced (the stub runtime never frees). */
export const RECYCLE_BYTES = 64 * 1024 * 1024;

export function compilerModule(): WebAssembly.Module {
  if (!compiledModule) {
    // A compile started ahead (prepareCompilerModule) keeps its flags for this one. Started on
    // a worker (the usual case), this takes the module the worker has posted (no decode, no
    // compile: the same native module), or waits for its compile to end; if the worker has not
    // begun (or failed), this one compiles every function now and the worker's compile, if it
    // comes, shares this one's code (V8's native module cache). Started as a background job
    // instead (no worker could be made): if V8 has started the job, this waits for its Liftoff
    // code the same way; if not (the job waits for a turn of the event loop that a synchronous
    // caller has not given it), this one compiles every function now, on V8's threads beside
    // this one, where a lazy module would compile each function its first request reaches, one
    // at a time, inside the request (bench/workers/RESULTS.md, session 7). Only where
    // prepareCompilerModule runs, which is where there are cores for it (4 or more by default).
    const t0 = performance.now();
    const taken = ahead?.take() ?? { module: null, found: "none" as const };
    compiledModule = taken.module ?? compileWithLaterTierUp(readFileSync(compilerWasmPath()));
    firstModule = { found: taken.found, tookWorkers: taken.module !== null, ms: performance.now() - t0 };
    restoreEagerFlags();
  }
  return compiledModule;
}

let preparing: Promise<WebAssembly.Module | null> | null = null;
/** FLAGS_SET (1 while prepareCompilerModule's flags are set) and the worker's WORKER_STATE, shared with it. */
let prepareState: Int32Array | null = null;
/** The flags that put V8's back (the budget's only where it was changed). */
let restoreFlags: string[] = [];
let preparesStarted = 0;
let preparedOn: "worker" | "main" | null = null;
let ahead: CompileAhead | null = null;
let aheadEnded = false;
let startedEarly = false;
let firstModule: CompilerModuleStats["firstModule"] = null;

/**
 * Starts compiling the compiler's module ahead, every function with Liftoff (not lazily at its
 * first call), so that the process's first request finds the compiler ready. Called as Tack's
 * modules evaluate (runtime/prepare-compiler.ts).
 *
 * Why: Node 20's V8 compiles Wasm lazily, so a fresh process's first request made the module
 * (4-17 ms on the calling thread) and then compiled each compiler function it reached (150-380
 * of 803) with Liftoff, one at a time, inside the request (12-66 ms against 2-8 on compiled
 * code): most of a real-sized kernel's first front half (bench/workers/RESULTS.md, session 7).
 * With lazy compilation off for this module, V8 compiles all its functions on its background
 * threads, in parallel, while the main thread goes on evaluating modules and making the device.
 *
 * Where (wasm/compile-ahead.ts compileAheadSetting): by default `WebAssembly.compile` on this
 * thread, whose job (its module decoded on a background thread) needs this thread's task queue
 * to create the module's code, and V8 reads its flags then: a later turn of the event loop, not
 * the call, so a process that requests at once compiles the module itself (synchronously, every
 * function: compilerModule). With TACK_COMPILE_AHEAD=worker, on a worker thread
 * (wasm/compile-ahead.ts), which compiles at once: the package entry starts it before it loads
 * the bundled runtime (runtime/code-cache.ts), and this takes it over and sets the flags its
 * compile waits for (from the sources, or with =worker-late, this starts it); a request made at
 * once then takes its module, or waits for the rest of its compile. Not the default: on the
 * 16-core host the worker's own start outlasted an at-once script's import (session 9).
 *
 * The flags are process-wide and stay set until the compile ahead has made the module or a
 * synchronous request has made it first (compilerModule), whichever is first (prepareState's
 * FLAGS_SET, taken once by either thread). Another module compiled by the process in that
 * window is compiled eagerly too (and with the compiler's tier-up budget): correct, only
 * earlier. Only in Node (which lets flags change after start) and where the process was given
 * no lazy-compilation or Liftoff flag of its own, which this would override.
 */
export function prepareCompilerModule(): void {
  if (compiledModule !== null || preparing !== null) return;
  let started = takeEarlyCompileAhead();
  if (started === null) {
    if (!eagerCompileApplies()) return;
    let path: string;
    try {
      path = compilerWasmPath();
    } catch {
      return; // not built: the first request says so
    }
    started = startCompileAhead(path, compileAheadSetting() !== "main");
  }
  prepareState = started.shared;
  restoreFlags = started.restore;
  ahead = started.ahead;
  startedEarly = started.early;
  preparesStarted++;
  if (ahead !== null) {
    preparedOn = "worker";
    preparing = ahead.module.then((m) => {
      aheadEnded = true;
      restoreEagerFlags(); // the worker's failure before it put them back
      if (m !== null) compiledModule ??= m;
      return compiledModule;
    });
    return;
  }
  preparedOn = "main";
  let bytes: Buffer;
  try {
    bytes = readFileSync(started.path);
  } catch {
    restoreEagerFlags();
    return; // unreadable: the first request says so
  }
  preparing = WebAssembly.compile(bytes as Uint8Array<ArrayBuffer>).then(
    (m) => {
      restoreEagerFlags();
      compiledModule ??= m;
      return compiledModule;
    },
    () => {
      restoreEagerFlags();
      return null; // a broken file: the synchronous path reports it
    },
  );
}

/**
 * Compiles prepareCompilerModule started in this thread: 1 where the compiler's module is
 * compiled eagerly ahead (the warm-up worker then has nothing left to do), else 0.
 */
export function compilerPreparesStarted(): number {
  return preparesStarted;
}

export interface CompilerModuleStats {
  /** Where prepareCompilerModule compiles the module ahead: a worker, this thread's event loop, or nowhere. */
  preparedOn: "worker" | "main" | null;
  /** The worker's state now (null without one). */
  worker: WorkerState | null;
  /** Whether the package entry started the worker, before the bundled runtime ran (wasm/compile-ahead.ts startCompileAheadEarly). */
  startedEarly: boolean;
  /** Whether this thread has seen the worker's end (its module, or its failure) at a turn of its event loop. */
  workerEnded: boolean;
  /**
   * This thread's synchronous making of the module (compilerModule), null if it had the module
   * without one (adopted from the compile ahead at a turn of the event loop, or not asked yet):
   * the worker's state as it began ("none": no worker), whether it took the worker's module
   * (compiled: posted; compiling: waited for), and how long it took.
   */
  firstModule: { found: WorkerState | "none"; tookWorkers: boolean; ms: number } | null;
}

/** How this thread's compiler module came about (tests observe that an at-once request took the worker's). */
export function compilerModuleStats(): CompilerModuleStats {
  const w = preparedOn === "worker" && prepareState !== null ? STATE_NAMES[Atomics.load(prepareState, WORKER_STATE)] : null;
  return { preparedOn, startedEarly, worker: w, workerEnded: aheadEnded, firstModule };
}

function restoreEagerFlags(): void {
  if (prepareState === null || Atomics.compareExchange(prepareState, FLAGS_SET, 1, 0) !== 1) return;
  for (const flags of restoreFlags) setFlagsFromString(flags);
}

/** The compiler's module, its functions' TurboFan tier-up deferred (see COMPILER_TIERING_BUDGET). */
export function compileWithLaterTierUp(bytes: BufferSource): WebAssembly.Module {
  if (!laterTierUpApplies()) return new WebAssembly.Module(bytes);
  setFlagsFromString(`--wasm-tiering-budget=${COMPILER_TIERING_BUDGET}`);
  try {
    return new WebAssembly.Module(bytes);
  } finally {
    setFlagsFromString(`--wasm-tiering-budget=${V8_11_TIERING_BUDGET}`);
  }
}

/** The compiled compiler if this thread has one yet (the warm-up hands it to its worker). */
export function currentCompilerModule(): WebAssembly.Module | undefined {
  return compiledModule ?? undefined;
}

/**
 * Takes a module compiled by another thread (workers/compiler-warm-up.ts) as this thread's, if
 * it has none yet; true if it did. Its code is what that thread has compiled so far.
 */
export function adoptCompilerModule(module: WebAssembly.Module): boolean {
  if (compiledModule !== null || !(module instanceof WebAssembly.Module)) return false;
  compiledModule = module;
  return true;
}

let compilingModule: Promise<WebAssembly.Module> | null = null;

/**
 * The same, read and compiled off the calling thread (V8 compiles in the background), for the
 * compile pool: a synchronous compile of the module would hold the event loop for tens of ms.
 */
export function compilerModuleAsync(): Promise<WebAssembly.Module> {
  if (compiledModule) return Promise.resolve(compiledModule);
  compilingModule ??= (preparing ?? Promise.resolve(null))
    .then((m) => m ?? readFile(compilerWasmPath()).then((bytes) => WebAssembly.compile(bytes)))
    .then((m) => (compiledModule ??= m));
  return compilingModule;
}

/** Thrown for a trap inside the compiler; the runtime turns it into `internal compiler error`. */
export class CompilerTrap extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CompilerTrap";
  }
}

const decoder = new TextDecoder("utf-16le");

function readString(memory: WebAssembly.Memory, ptr: number, units: number): string {
  return decoder.decode(new Uint8Array(memory.buffer, ptr, units * 2));
}

let instancesMade = 0;

/** Compiler instances made in this thread so far (tests observe that a cache hit made none). */
export function compilerInstancesMade(): number {
  return instancesMade;
}

/** One instantiation of the compiler. Not reentrant; use one per thread. */
export class CompilerInstance {
  private readonly exports: CompilerExports;
  private abortMessage = "";

  constructor(module: WebAssembly.Module = compilerModule()) {
    let memory: WebAssembly.Memory | null = null;
    const imports = {
      env: {
        abort: (msg: number, file: number, line: number, col: number) => {
          const text = (p: number) => {
            if (!p || !memory) return "";
            const len = new Uint32Array(memory.buffer, p - 4, 1)[0] >>> 1;
            return readString(memory, p, len);
          };
          this.abortMessage = `${text(msg)} at ${text(file)}:${line}:${col}`;
          throw new CompilerTrap(this.abortMessage);
        },
      },
    };
    const instance = new WebAssembly.Instance(module, imports);
    instancesMade++;
    this.exports = instance.exports as unknown as CompilerExports;
    memory = this.exports.memory;
  }

  /** The compiler's version string (part of every cache key). */
  version(): string {
    const p = this.exports.version();
    const len = new Uint32Array(this.exports.memory.buffer, p - 4, 1)[0] >>> 1;
    return readString(this.exports.memory, p, len);
  }

  /** Bytes of linear memory in use (it only grows). */
  memoryBytes(): number {
    return this.exports.memory.buffer.byteLength;
  }

  /** Runs one request; throws CompilerTrap if the compiler trapped. */
  compile(request: string): string {
    const ex = this.exports;
    try {
      const units = request.length;
      const ptr = ex.alloc(units);
      const bytes = Buffer.from(request, "utf16le");
      new Uint8Array(ex.memory.buffer, ptr, bytes.length).set(bytes);
      const out = ex.compile(ptr, units);
      const text = readString(ex.memory, out, ex.resultLength());
      ex.release();
      return text;
    } catch (e) {
      if (e instanceof CompilerTrap) throw e;
      const detail = e instanceof Error ? e.message : String(e);
      throw new CompilerTrap(this.abortMessage || detail, { cause: e });
    }
  }
}

/**
 * A compiler that survives traps: it replaces its instance after any trap, so the next
 * request runs on a fresh one.
 */
export class Compiler {
  private instance: CompilerInstance | null = null;
  /** Instances made so far (for tests of trap recovery). */
  instancesMade = 0;

  /**
   * `module`: the compiled compiler, when another thread already compiled it (the compile pool's
   * workers). `recycleBytes`: the memory past which the instance is replaced (tests lower it).
   */
  constructor(
    private readonly module?: WebAssembly.Module,
    private readonly recycleBytes = RECYCLE_BYTES,
  ) {}

  private current(): CompilerInstance {
    if (!this.instance) {
      this.instance = new CompilerInstance(this.module);
      this.instancesMade++;
    }
    return this.instance;
  }

  version(): string {
    return this.current().version();
  }

  /** Bytes of linear memory of the current instance (0 before the first request or after a recycle). */
  memoryBytes(): number {
    return this.instance ? this.instance.memoryBytes() : 0;
  }

  compile(request: string): string {
    const inst = this.current();
    try {
      const out = inst.compile(request);
      if (inst.memoryBytes() > this.recycleBytes) this.instance = null;
      return out;
    } catch (e) {
      this.instance = null;
      throw e;
    }
  }
}
