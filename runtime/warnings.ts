/**
 * The compiler's warnings (compiler/index.ts warningsJson), told to the kernel's author through
 * Node's warning channel, `process.emitWarning` with the code TACK_KERNEL: printed to stderr
 * once by default, observable with `process.on("warning")`, silenced with --no-warnings.
 * runtime/variants.ts reports a variant's warnings when it makes the variant, whether its
 * result was compiled or read from the disk cache (which stores them with the result), so a
 * warm process says what a cold one said (DESIGN.md §6); a variant already made says nothing.
 */
import type { CompileResult, KernelWarning } from "./request.js";

/** The `code` of every warning Tack emits for a kernel. */
export const KERNEL_WARNING_CODE = "TACK_KERNEL";

/** A warning without its place: `Kernel 'k': ...` (the CLI puts the file's `file:line:col` before it). */
export function warningHead(kernelName: string, w: KernelWarning): string {
  return `Kernel '${kernelName}': ${w.message}`;
}

/** A warning in the project's form: `Kernel 'k': ... at line:col` (the line and column in the kernel's source, as errors say them). */
export function warningText(kernelName: string, w: KernelWarning): string {
  return `${warningHead(kernelName, w)} at ${w.line}:${w.column}`;
}

/** Emits each of a result's warnings (nothing, and no allocation, for a result without any). */
export function reportWarnings(kernelName: string, result: CompileResult): void {
  const list = result.warnings;
  if (list === undefined) return;
  for (let i = 0; i < list.length; i++) process.emitWarning(warningText(kernelName, list[i]), { code: KERNEL_WARNING_CODE });
}

/**
 * Whether a stored result's `warnings` are as readResult writes them (absent, or a list of
 * located messages): a stored result that is not is a miss (runtime/variant-entry.ts), never
 * a throw in reportWarnings. Absent (nearly every kernel) costs one comparison.
 */
export function storedWarningsValid(result: object): boolean {
  const list = (result as { warnings?: unknown }).warnings;
  if (list === undefined) return true;
  return Array.isArray(list) && list.every((w: unknown) => typeof w === "object" && w !== null &&
    typeof (w as KernelWarning).code === "number" && typeof (w as KernelWarning).message === "string" &&
    Number.isInteger((w as KernelWarning).line) && Number.isInteger((w as KernelWarning).column));
}
