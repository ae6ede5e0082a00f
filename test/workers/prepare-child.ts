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

// V8's flags, as a code cache's header holds them (runtime/code-cache.ts): the same at the end as
// before the import, if Tack put back the ones it set for the background compile
const vm = await import("node:vm");
const flagsNow = () => Buffer.from(new vm.Script("0", { filename: "flags" }).createCachedData()).subarray(0, 24).toString("hex");
const flagsBefore = flagsNow();

const tack = await import("../../runtime/index.js");
const host = await import("../../wasm/host.js");
const { distinctArgs } = await import("./kernels.js");

const afterImport = { ...counts, prepares: host.compilerPreparesStarted() };
const instancesBefore = host.compilerInstancesMade();
const deadline = Date.now() + 60_000;
// AT_ONCE: a script that requests at once, giving the background job no turn of the event loop
while (!process.env.AT_ONCE && host.currentCompilerModule() === undefined && afterImport.prepares > 0 && Date.now() < deadline) {
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
  flagsRestored: flagsNow() === flagsBefore,
  wrong,
  poisonedLeft: args[2].filter(Number.isNaN).length,
})}`);
