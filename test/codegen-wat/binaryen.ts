/**
 * binaryen's parser and validator over generated WAT, with the features the wasm device
 * enables (runtime/backends/wasm-compile.ts; compiler/codegen/wat/ABI.md).
 */
import binaryen from "binaryen";

/** The features the wasm device parses generated code with (runtime/backends/wasm-compile.ts; ABI.md). */
const FEATURE_NAMES = ["Atomics", "SIMD128", "BulkMemory", "BulkMemoryOpt", "MutableGlobals", "SignExt", "NontrappingFPToInt", "RelaxedSIMD"] as const;
const FEATURES = FEATURE_NAMES.reduce((f, name) => f | (binaryen.Features as unknown as Record<string, number>)[name], 0);

/** "" when binaryen parses and validates the text, else what went wrong. */
export function validateWat(code: string): string {
  let mod: binaryen.Module | undefined;
  try {
    mod = binaryen.parseText(code);
    mod.setFeatures(FEATURES);
    return mod.validate() ? "" : "binaryen: the module does not validate";
  } catch (e) {
    return `binaryen: ${(e as Error).message}`;
  } finally {
    mod?.dispose();
  }
}

