/**
 * The wasm device's native compile: binaryen parses the generated WAT, optimizes it at O3 and
 * emits the binary (DESIGN.md §5). binaryen is a large ES module (about a second to load), so
 * it runs in one compile worker thread, loaded once, never on the calling thread:
 *
 * - `compileWatAsync` posts the text and awaits the answer (the event loop stays free);
 * - `compileWat` (synchronous launches compile on first call) posts the same request, blocks on
 *   an Atomics flag the worker raises when it answered, then takes the answer off the port
 *   with `receiveMessageOnPort`.
 *
 * The worker is unref'd: an idle one never keeps the process alive.
 */
import { createRequire } from "node:module";
import { setFlagsFromString } from "node:v8";
import { pathToFileURL } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import { laterTierUpApplies, V8_11_TIERING_BUDGET } from "../../wasm/host.js";

/**
 * V8's tier-up budget for binaryen's own module, set while it is compiled (wasm/host.ts's
 * compileWithLaterTierUp does the same for Tack's compiler). With V8 11's default (1.8 MB of
 * executed code a function) the first kernel's compile makes ~180 of binaryen's functions hot,
 * some of them 100-200 KB of Wasm, and TurboFan recompiles them on V8's background threads for
 * seconds of CPU after the compile has answered: beside the kernel's first launches (on two
 * cores the first 20 took 3-6x their steady time; 1-2x with this budget) and the next kernels'
 * compiles. With this budget about one function tiers up in the first compile, and binaryen on
 * Liftoff compiled 12 kernels in sequence in less time and CPU than with the default or with
 * 50M/200M (bench/wasm/RESULTS.md, session 7). The price: once V8 has tiered binaryen up
 * (seconds later), the default's binaryen compiles a later kernel about twice as fast; here a
 * function is recompiled only once it has run this much. Only where compileWithLaterTierUp
 * applies (Node on V8 11, no budget of the process's own). The flag is the process's: a module
 * another thread compiles in the same moment gets this budget too.
 */
const BINARYEN_TIERING_BUDGET = 1_000_000_000;

function binaryenTiering(): { budget: number; restore: number } | null {
  return laterTierUpApplies() ? { budget: BINARYEN_TIERING_BUDGET, restore: V8_11_TIERING_BUDGET } : null;
}

/**
 * The features the generated code uses (compiler/codegen/wat/ABI.md). RelaxedSIMD only where the
 * request said `fma 1` (its multiply-adds; relaxedSimd() below): binaryen introduces none itself.
 */
const FEATURES = ["Atomics", "SIMD128", "BulkMemory", "BulkMemoryOpt", "MutableGlobals", "SignExt", "NontrappingFPToInt", "RelaxedSIMD"];

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { setFlagsFromString } = require("node:v8");
const { port, flag, url, features, tiering } = workerData;
const done = new Int32Array(flag);
let binaryen;
// binaryen's module made under a larger tier-up budget (see BINARYEN_TIERING_BUDGET): binaryen
// instantiates its embedded bytes with WebAssembly.instantiate while it is imported, so that
// call compiles them here, synchronously, with the budget set for the compile alone
async function loadBinaryen() {
  if (tiering === null) return (await import(url)).default;
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = (source, imports) => {
    if (source instanceof WebAssembly.Module) return instantiate(source, imports);
    let module;
    setFlagsFromString("--wasm-tiering-budget=" + tiering.budget);
    try {
      module = new WebAssembly.Module(source);
    } finally {
      setFlagsFromString("--wasm-tiering-budget=" + tiering.restore);
    }
    return instantiate(module, imports).then((instance) => ({ module, instance }));
  };
  try {
    return (await import(url)).default;
  } finally {
    WebAssembly.instantiate = instantiate;
  }
}
async function compile(text, optimize) {
  binaryen ??= await loadBinaryen();
  const mod = binaryen.parseText(text);
  try {
    let f = 0;
    for (const name of features) {
      if (typeof binaryen.Features[name] !== "number") throw new Error("binaryen has no feature " + name);
      f |= binaryen.Features[name];
    }
    mod.setFeatures(f);
    if (!mod.validate()) throw new Error("the generated module does not validate");
    if (optimize) {
      binaryen.setOptimizeLevel(3);
      binaryen.setShrinkLevel(0);
      mod.optimize();
    }
    return mod.emitBinary();
  } finally {
    mod.dispose();
  }
}
port.on("message", async ({ id, text, optimize }) => {
  let answer;
  try {
    const binary = await compile(text, optimize);
    answer = { id, binary };
  } catch (e) {
    answer = { id, error: String(e && e.message || e) };
  }
  port.postMessage(answer, answer.binary ? [answer.binary.buffer] : []);
  Atomics.add(done, 0, 1);
  Atomics.notify(done, 0);
});
`;

interface Answer {
  id: number;
  binary?: Uint8Array<ArrayBuffer>;
  error?: string;
}

class CompileWorker {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  /** Raised (incremented) by the worker after each answer: what a blocking compile waits on. */
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (b: Uint8Array<ArrayBuffer>) => void; reject: (e: Error) => void }>();
  /** Answers taken off the port by a blocking compile that belong to an async one. */
  private listening = false;

  constructor() {
    const { port1, port2 } = new MessageChannel();
    const url = pathToFileURL(createRequire(import.meta.url).resolve("binaryen")).href;
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { port: port2, flag: this.flag.buffer, url, features: FEATURES, tiering: binaryenTiering() },
      transferList: [port2],
    });
    this.worker.unref();
    this.port = port1;
    this.port.on("message", (a: Answer) => this.settle(a));
    this.port.unref();
    this.worker.on("error", (e) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
      if (worker === this) worker = undefined;
    });
  }

  private settle(a: Answer): void {
    const p = this.pending.get(a.id);
    if (!p) return;
    this.pending.delete(a.id);
    if (a.binary) p.resolve(a.binary);
    else p.reject(new Error(a.error ?? "no answer"));
    if (this.pending.size === 0 && this.listening) {
      this.listening = false;
      this.port.unref();
    }
  }

  compileAsync(text: string, optimize: boolean): Promise<Uint8Array<ArrayBuffer>> {
    const id = this.nextId++;
    const promise = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // the port keeps the process alive while an answer is awaited, not longer
    if (!this.listening) {
      this.listening = true;
      this.port.ref();
    }
    this.port.postMessage({ id, text, optimize });
    return promise;
  }

  compileSync(text: string, optimize: boolean): Uint8Array<ArrayBuffer> {
    const id = this.nextId++;
    this.port.postMessage({ id, text, optimize });
    for (;;) {
      const seen = Atomics.load(this.flag, 0);
      let m = receiveMessageOnPort(this.port);
      while (m !== undefined) {
        const a = m.message as Answer;
        if (a.id === id) {
          if (a.binary) return a.binary;
          throw new Error(a.error ?? "no answer");
        }
        this.settle(a); // an async compile's answer that arrived first
        m = receiveMessageOnPort(this.port);
      }
      // the worker may die (out of memory): wake up now and then to notice
      if (Atomics.wait(this.flag, 0, seen, 60_000) === "timed-out" && worker !== this) {
        throw new Error("the wasm compile worker stopped");
      }
    }
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

let worker: CompileWorker | undefined;

function compileWorker(): CompileWorker {
  worker ??= new CompileWorker();
  return worker;
}

/** binaryen: WAT text → validated, O3-optimized Wasm binary, blocking the caller. */
export function compileWat(text: string, options: { optimize?: boolean } = {}): Uint8Array<ArrayBuffer> {
  return compileWorker().compileSync(text, options.optimize !== false);
}

/** The same off the calling thread. */
export function compileWatAsync(text: string, options: { optimize?: boolean } = {}): Promise<Uint8Array<ArrayBuffer>> {
  return compileWorker().compileAsync(text, options.optimize !== false);
}

/** Stops the compile worker (tests; a later compile starts a new one). */
export async function stopCompileWorker(): Promise<void> {
  const w = worker;
  worker = undefined;
  await w?.terminate();
}

/**
 * Compiles a kernel's binary with V8's optimizing tier (TurboFan), eagerly. V8 starts Wasm on
 * its baseline tier (Liftoff, lazily per function) and tiers a function up only after a budget
 * of executed code (`--wasm-tiering-budget`), in the background: a launch calls its chunk
 * function a few dozen times, for a long time each, so a kernel ran on Liftoff for about 20
 * launches (a 2^24 saxpy at 45-50 ms of CPU time on one thread, 21-25 ms with TurboFan).
 * `--no-liftoff --no-wasm-lazy-compilation` around this compile makes every function TurboFan
 * code before the first call; the pool's workers instantiate the same module and share that
 * code (test/wasm/tiering.test.ts asks V8, `%IsTurboFanFunction`, on both sides). Compiling
 * optimized code up front is a few milliseconds for a kernel. The flags are switched for this
 * compile only (the sandboxed compiler's large module keeps lazy Liftoff, which starts much
 * faster), unless the process was started with them.
 */
export function compileModule(binary: Uint8Array<ArrayBuffer>): WebAssembly.Module {
  setFlagsFromString("--no-liftoff");
  setFlagsFromString("--no-wasm-lazy-compilation");
  const relaxed = relaxedSimd() === "flag";
  if (relaxed) setFlagsFromString(RELAXED_FLAG);
  try {
    return new WebAssembly.Module(binary);
  } finally {
    if (!process.execArgv.includes("--no-liftoff")) setFlagsFromString("--liftoff");
    // --no-liftoff turned dynamic tiering off too (a V8 implication), which --liftoff does not
    // undo: left off, every later module's tiering changed, and V8's flag hash with it (code
    // caches made after it were rejected by fresh processes; runtime/code-cache.ts)
    if (!process.execArgv.includes("--no-wasm-dynamic-tiering")) setFlagsFromString("--wasm-dynamic-tiering");
    if (!process.execArgv.includes("--no-wasm-lazy-compilation")) setFlagsFromString("--wasm-lazy-compilation");
    if (relaxed) setFlagsFromString("--no-experimental-wasm-relaxed-simd");
  }
}

const RELAXED_FLAG = "--experimental-wasm-relaxed-simd";

/** `(func (param v128 v128 v128) (result v128) (f32x4.relaxed_madd (local.get 0) (local.get 1) (local.get 2)))`. */
const RELAXED_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x01, 0x60, 0x03, 0x7b, 0x7b, 0x7b, 0x01, 0x7b, 0x03, 0x02,
  0x01, 0x00, 0x0a, 0x0d, 0x01, 0x0b, 0x00, 0x20, 0x00, 0x20, 0x01, 0x20, 0x02, 0xfd, 0x85, 0x02, 0x0b,
]);

let relaxed: "native" | "flag" | "none" | undefined;

/**
 * Whether this process's V8 compiles relaxed SIMD (the wasm device's fused multiply-add), decided
 * once by validating a one-instruction module: "native" where V8 ships it (V8 11.4+), "flag"
 * where it is behind `--experimental-wasm-relaxed-simd` (Node 20's V8 11.3), "none" otherwise.
 * V8 reads the feature flags when it validates a module (`new WebAssembly.Module`) and keeps them
 * with the module's code, so compileModule switches the flag on for our kernels' compiles only,
 * as it does the tiering flags; instances in the pool's workers run the code compiled here.
 */
export function relaxedSimd(): "native" | "flag" | "none" {
  if (relaxed !== undefined) return relaxed;
  relaxed = "none";
  if (WebAssembly.validate(RELAXED_PROBE)) relaxed = "native";
  else if (!process.execArgv.includes(RELAXED_FLAG)) {
    setFlagsFromString(RELAXED_FLAG);
    try {
      if (WebAssembly.validate(RELAXED_PROBE)) relaxed = "flag";
    } finally {
      setFlagsFromString("--no-experimental-wasm-relaxed-simd");
    }
  }
  return relaxed;
}
