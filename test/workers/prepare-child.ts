// A fresh process for test/workers/compiler-prepare.test.ts: counts the process's Wasm compiles
// (WebAssembly.Module made synchronously, WebAssembly.compile started) from before Tack's
// import, waits until the compiler's module is there without any request having run, then
// compiles and runs a kernel through the synchronous path and compares it with its plain run.
// Started with --trace-wasm-compilation-times by the test, which counts V8's compiles of the
// compiler's functions. Prints `@@TACK_RESULT {json}`.
const counts = { syncModules: 0, asyncCompiles: 0 };
const wasm = globalThis.WebAssembly;
wasm.Module = new Proxy(wasm.Module, {
  construct(target, args, newTarget) {
    counts.syncModules++;
    return Reflect.construct(target, args, newTarget) as object;
  },
});
const compile = wasm.compile;
wasm.compile = (bytes: BufferSource) => {
  counts.asyncCompiles++;
  return compile(bytes);
};

// V8's flags, as a code cache's header holds them (runtime/code-cache.ts): the same after the
// compile ahead ended as before the import, if Tack put back the ones it set
const vm = await import("node:vm");
const flagsNow = () => Buffer.from(new vm.Script("0", { filename: "flags" }).createCachedData()).subarray(0, 24).toString("hex");
const flagsBefore = flagsNow();

// BREAK_WORKER: every worker this process starts throws at once (the compile ahead's failure)
if (process.env.BREAK_WORKER) {
  const { createRequire, syncBuiltinESMExports } = await import("node:module");
  const threads = createRequire(import.meta.url)("node:worker_threads") as typeof import("node:worker_threads");
  const Base = threads.Worker;
  threads.Worker = class extends Base {
    constructor(_source: string | URL, options?: import("node:worker_threads").WorkerOptions) {
      super(`throw new Error("broken on purpose")`, { ...options, eval: true });
    }
  } as typeof Base;
  syncBuiltinESMExports();
}

const tack = await import("../../runtime/index.js");
const host = await import("../../wasm/host.js");
const { distinctArgs } = await import("./kernels.js");

const afterImport = { ...counts, prepares: host.compilerPreparesStarted() };
const instancesBefore = host.compilerInstancesMade();
const deadline = Date.now() + 60_000;
// AT_ONCE: a script that requests at once, giving the background job no turn of the event loop;
// with WAIT_WORKER it first waits, synchronously (still no turn), until the worker that compiles
// the module ahead says it has made it
const workerBusy = () => ["not-started", "compiling"].includes(host.compilerModuleStats().worker ?? "");
while (process.env.AT_ONCE && process.env.WAIT_WORKER && workerBusy() && Date.now() < deadline) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
}
// (a worker's compile: until this thread has seen it end, with its module or without)
const waiting = () => {
  const s = host.compilerModuleStats();
  return s.preparedOn === "worker" ? !s.workerEnded : host.currentCompilerModule() === undefined;
};
while (!process.env.AT_ONCE && afterImport.prepares > 0 && waiting() && Date.now() < deadline) {
  await new Promise((r) => setTimeout(r, 10));
}
const prepared = host.currentCompilerModule();
const requestsBefore = host.compilerInstancesMade() - instancesBefore;

const k = tack.kernel(function prepared(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = (x[i] * 1.5 + y[i]) * a - 0.75;
}, { tier: "fast" });
const args = distinctArgs(13);
const ref = distinctArgs(13);
k.plain(...ref);
k(...args);
const wrong = args[2].filter((v, i) => !(Math.abs(v - ref[2][i]) <= 1e-5 * Math.max(1, Math.abs(ref[2][i])))).length;
console.log(`@@TACK_RESULT ${JSON.stringify({
  afterImport,
  requestsBefore,
  preparedBeforeRequest: prepared !== undefined,
  sameModule: prepared !== undefined && host.compilerModule() === prepared,
  after: counts,
  stats: host.compilerModuleStats(),
  flagsRestored: flagsNow() === flagsBefore,
  wrong,
  poisonedLeft: args[2].filter(Number.isNaN).length,
})}`);
