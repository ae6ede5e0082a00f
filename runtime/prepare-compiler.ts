/**
 * Imported first by runtime/index.ts, so that it runs as soon as Tack's modules evaluate: starts
 * compiling the compiler's Wasm module ahead, on a worker thread (wasm/host.ts
 * prepareCompilerModule, wasm/compile-ahead.ts), to be ready by the process's first kernel request.
 *
 * A worker, because the alternative, `WebAssembly.compile` on this thread, decodes the module on
 * a background thread and then needs this thread's task queue to start compiling, which Node
 * serves in turns of the event loop: a script that imports Tack and launches at once gives it
 * none, and its first request made the module synchronously (~7 ms of Black-Scholes' ~24 ms
 * first call on the 16-core host). No top-level await gives the job turns during the import:
 * the package entry is one bundled script (scripts/build-bundle.mjs), and `require("tack")`
 * needs an entry without one. The worker compiles on its own thread and event loop meanwhile;
 * the first request takes its module, or waits for the rest of its compile
 * (bench/workers/RESULTS.md, session 9). `TACK_COMPILE_AHEAD=main` keeps the job on this thread
 * (for A/B measurements; also the path where no worker can be made).
 *
 * Only where the compiler warm-up is wanted (workers/compiler-warm-up.ts: TACK_WARMUP, else 4
 * cores or more), for the warm-up's reason: the compile takes 40-55 ms of CPU on V8's threads,
 * which on a machine of two busy cores competed with the import and the device's start that a
 * process with a warm disk cache needs, and it needs no compiler.
 */
import { compilerWarmUpWanted } from "../workers/compiler-warm-up.js";
import { prepareCompilerModule } from "../wasm/host.js";

if (compilerWarmUpWanted()) prepareCompilerModule();
