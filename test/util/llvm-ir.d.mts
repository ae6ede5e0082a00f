// Types for llvm-ir.mjs (plain JS, so child processes and benches import it without a loader).

/** tack_kernel_<name>(params..., start, end): a loop over [start, end) around `body` (sees %i). */
export function kernelIR(name: string, params: readonly string[], body: string, decls?: string): string;
/** tack_chunk_<name>(slots, start, end): one 8-byte slot per parameter type, then the kernel call. */
export function chunkIR(name: string, types: readonly string[]): string;
/** tack_kernel_<name> and its tack_chunk_<name>; `params` as "type [attributes] %name". */
export function chunkModuleIR(name: string, params: readonly string[], body: string, decls?: string): string;
