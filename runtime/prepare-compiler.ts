/**
 * Imported first by runtime/index.ts, so that it runs as soon as Tack's modules evaluate: starts
 * compiling the compiler's Wasm module on V8's background threads (wasm/host.ts
 * prepareCompilerModule), to be ready by the process's first kernel request.
 *
 * V8's job decodes the module on a background thread and then needs this thread's task queue to
 * start compiling, which Node serves in turns of the event loop. A script that imports Tack and
 * launches at once gives it none: Tack's modules and the script evaluate in one synchronous pass,
 * and the first request then compiled the module itself. So this module waits a few turns (a
 * top-level await): Tack's other modules, which do not import it, evaluate first while the module
 * decodes; then the turns start the compile, and only then do index.ts and the importer
 * evaluate. The turns themselves are idle ones (setImmediate), well under a millisecond; the
 * compile runs beside the importer's own work. One turn was not enough in 3 of 3 runs on the
 * 2-core VM under load (the job's task came later), 3 or more in 11 of 12
 * (bench/workers/RESULTS.md, session 7).
 *
 * Only where the compiler warm-up is wanted (workers/compiler-warm-up.ts: TACK_WARMUP, else 4
 * cores or more), for the warm-up's reason: the compile takes 40-55 ms of CPU on V8's threads,
 * which on a machine of two busy cores competed with the import and the device's start that a
 * process with a warm disk cache needs, and it needs no compiler.
 */
import { compilerWarmUpWanted } from "../workers/compiler-warm-up.js";
import { compilerPreparesStarted, prepareCompilerModule } from "../wasm/host.js";

/** Idle turns of the event loop given to the compile's start (see above). */
const START_TURNS = 4;

if (compilerWarmUpWanted()) prepareCompilerModule();
if (compilerPreparesStarted() > 0) {
  for (let i = 0; i < START_TURNS; i++) await new Promise((resolve) => setImmediate(resolve));
}
