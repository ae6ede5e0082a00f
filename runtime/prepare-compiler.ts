/**
 * Imported first by runtime/index.ts, so that it runs as soon as Tack's modules evaluate: starts
 * compiling the compiler's Wasm module on V8's background threads (wasm/host.ts
 * prepareCompilerModule), to be ready by the process's first kernel request.
 *
 * V8's job decodes the module on a background thread and then needs this thread's task queue to
 * start compiling, which Node serves in turns of the event loop. A process that gives it a turn
 * before its first request (a server's start, an app reading its input) finds the compiler made;
 * a script that imports Tack and launches at once gives it none, and its first request makes the
 * module synchronously, still eagerly (wasm/host.ts compilerModule: V8 then shares the job's code
 * if it started). No top-level await gives the job turns during the import: the package entry is
 * one bundled script (scripts/build-bundle.mjs), and `require("tack")` needs an entry without one.
 *
 * Only where the compiler warm-up is wanted (workers/compiler-warm-up.ts: TACK_WARMUP, else 4
 * cores or more), for the warm-up's reason: the compile takes 40-55 ms of CPU on V8's threads,
 * which on a machine of two busy cores competed with the import and the device's start that a
 * process with a warm disk cache needs, and it needs no compiler.
 */
import { compilerWarmUpWanted } from "../workers/compiler-warm-up.js";
import { prepareCompilerModule } from "../wasm/host.js";

if (compilerWarmUpWanted()) prepareCompilerModule();
