/**
 * Imported first by runtime/index.ts, so that it runs as soon as Tack's modules evaluate: starts
 * compiling the compiler's Wasm module on V8's background threads (wasm/host.ts
 * prepareCompilerModule), ready by the process's first kernel request.
 */
import { prepareCompilerModule } from "../wasm/host.js";

prepareCompilerModule();
