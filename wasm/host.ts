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
import { readFileSync, existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { setFlagsFromString } from "node:v8";

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

/** Finds the built compiler beside this file (source checkout) or at the package root (dist/). */
export function compilerWasmPath(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "tack-compiler.wasm"), join(here, "..", "..", "wasm", "tack-compiler.wasm")];
  for (const c of candidates) if (existsSync(c)) return c;
  throw new Error(
    `Tack's compiler is not built: none of ${candidates.join(", ")} exists. Run \`npm run build:compiler\`.`,
  );
}

export function compilerModule(): WebAssembly.Module {
  if (!compiledModule) {
    // A background compile still under way (prepareCompilerModule) keeps its flags for this one:
    // if V8 has started the background job, this compile waits for its Liftoff code and shares
    // it; if not (the job waits for a turn of the event loop that a synchronous caller has not
    // given it), this one compiles every function now, on V8's threads beside this one, where a
    // lazy module would compile each function its first request reaches, one at a time, inside
    // the request (bench/workers/RESULTS.md, session 7). Only where prepareCompilerModule runs,
    // which is where there are cores for it (4 or more by default).
    compiledModule = compileWithLaterTierUp(readFileSync(compilerWasmPath()));
    restoreEagerFlags();
  }
  return compiledModule;
}

let preparing: Promise<WebAssembly.Module | null> | null = null;
/** The flags prepareCompilerModule set and has not put back yet. */
let eagerFlagsSet: { budget: boolean } | null = null;
let preparesStarted = 0;

/**
 * Starts compiling the compiler's module in the background, every function with Liftoff (not
 * lazily at its first call), so that the process's first request finds the compiler ready.
 * Called as Tack's modules evaluate (runtime/prepare-compiler.ts).
 *
 * Why: Node 20's V8 compiles Wasm lazily, so a fresh process's first request made the module
 * (4-17 ms on the calling thread) and then compiled each compiler function it reached (150-380
 * of 803) with Liftoff, one at a time, inside the request (12-66 ms against 2-8 on compiled
 * code): most of a real-sized kernel's first front half (bench/workers/RESULTS.md, session 7).
 * `WebAssembly.compile` compiles on V8's background threads, and with lazy compilation off for
 * this module it compiles all its functions there, in parallel, while the main thread goes on
 * evaluating modules and making the device.
 *
 * V8 reads its flags when the job, its module decoded on a background thread, reaches this
 * thread's task queue to create the module's code: a later turn of the event loop, not the
 * call. So the flags stay set until the job settles or a synchronous request needs the module
 * first (compilerModule puts them back before its own compile), and runtime/prepare-compiler.ts
 * gives the job that turn during Tack's import. Another module compiled by the process in that
 * window is compiled eagerly too (and with the compiler's tier-up budget): correct, only
 * earlier. Only in Node (which lets flags change after start) and where the process was given
 * no lazy-compilation or Liftoff flag of its own, which this would override.
 */
export function prepareCompilerModule(): void {
  if (compiledModule !== null || preparing !== null || !eagerCompileApplies()) return;
  let bytes: Buffer;
  try {
    bytes = readFileSync(compilerWasmPath());
  } catch {
    return; // not built: the first request says so
  }
  const budget = laterTierUpApplies();
  setFlagsFromString("--no-wasm-lazy-compilation");
  if (budget) setFlagsFromString(`--wasm-tiering-budget=${COMPILER_TIERING_BUDGET}`);
  eagerFlagsSet = { budget };
  preparesStarted++;
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
 * Background compiles prepareCompilerModule started in this thread: 1 where the compiler's
 * module is compiled eagerly (the warm-up worker then has nothing left to do), else 0.
 */
export function compilerPreparesStarted(): number {
  return preparesStarted;
}

function restoreEagerFlags(): void {
  if (eagerFlagsSet === null) return;
  setFlagsFromString("--wasm-lazy-compilation");
  if (eagerFlagsSet.budget) setFlagsFromString(`--wasm-tiering-budget=${V8_11_TIERING_BUDGET}`);
  eagerFlagsSet = null;
}

/** Whether prepareCompilerModule may set V8's lazy-compilation flag in this process (see there). */
function eagerCompileApplies(): boolean {
  if (process.release.name !== "node" || "electron" in process.versions) return false;
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  return !given.some((a) => /^--(no-)?(wasm[-_]lazy[-_]compilation|liftoff)/.test(a));
}

/**
 * V8's tier-up budget for the compiler's module: about 28 times V8 11's default, and the
 * default that is put back as soon as the module is made.
 *
 * Why: V8 11 (Node 20) runs the compiler's functions on Liftoff and recompiles a function
 * with TurboFan, on background threads, once it has executed about 1.8 MB of its code. The
 * first real-sized kernel's request crosses that for 7-15 functions, so the first call of a
 * fresh process shares the cores with tens of ms of TurboFan compiles of code that runs only a
 * few milliseconds (on two cores: the first front half 1.5-2x slower, and with the CPU
 * backend's quick tier the launch that follows too). With this budget the first requests
 * stay on Liftoff, which runs this compiler nearly as fast; later ones still tier up (the
 * budget a function gets back after its first tier-up check is V8's own). Measured in
 * bench/workers/RESULTS.md (session 6): 100 requests in a fresh process also took less
 * time and CPU than with V8's default.
 *
 * V8 reads the flag when it makes a module's code (its budgets are per module), so other
 * modules of the process keep V8's default. Only in Node, where that default is known (V8 11)
 * and the process was not given a budget of its own (--wasm-tiering-budget in execArgv or
 * NODE_OPTIONS); newer V8 starts with a larger default (13 MB) and needs none of this.
 */
const COMPILER_TIERING_BUDGET = 50_000_000;
export const V8_11_TIERING_BUDGET = 1_800_000;

/** Whether compileWithLaterTierUp changes the budget in this process (see above). */
export function laterTierUpApplies(): boolean {
  // Node itself (it turns V8's flag freezing off, so setFlagsFromString works after start; an
  // embedder that keeps it on would abort), on V8 11
  if (process.release.name !== "node" || "electron" in process.versions || !process.versions.v8.startsWith("11.")) return false;
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  return !given.some((a) => /^--wasm[-_]tiering[-_]budget(=|$)/.test(a));
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
