/**
 * The targets as the CLI shows them: every name runtime/targets.ts knows, which of them this
 * build of the compiler generates (its own answer to `query intrinsics`, so a generator that
 * lands needs no change here), and the file extension each one's code is written with.
 */
import { Compiler } from "../wasm/host.js";
import { DEFAULT_TARGET, TARGET_NAMES, type TargetName } from "../runtime/targets.js";

export { DEFAULT_TARGET, TARGET_NAMES, type TargetName };

/** The extension of each target's code (a new target fails to type-check until it has one). */
export const TARGET_EXTENSIONS: Readonly<Record<TargetName, string>> = {
  llvm: "ll",
  wat: "wat",
  cuda: "cu",
  hip: "hip",
  opencl: "cl",
  msl: "metal",
};

let generated: string[] | null = null;

/** The targets the compiler has a generator for (the compiler's TARGETS). */
export function generatedTargets(): string[] {
  if (!generated) {
    const answer = JSON.parse(new Compiler().compile("tack 1\nquery intrinsics\n")) as { targets?: unknown };
    generated = Array.isArray(answer.targets) ? answer.targets.map(String) : [];
  }
  return generated;
}

/** "llvm (default), wat, cuda, ...; this build generates llvm". */
export function targetsLine(): string {
  const names = TARGET_NAMES.map((t) => (t === DEFAULT_TARGET ? `${t} (default)` : t)).join(", ");
  let built: string;
  try {
    built = generatedTargets().join(", ") || "none";
  } catch {
    built = "unknown (the compiler is not built)";
  }
  return `${names}; this build generates: ${built}`;
}
