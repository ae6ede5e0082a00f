/**
 * `tack.inspect(kernel, args, { device, target })`: the generated source a launch with these
 * arguments would compile, after the same checks dispatch runs (DESIGN.md §2).
 */
import { device as deviceOf, type Device } from "./devices.js";
import type { Kernel } from "./kernel.js";

export function inspect(
  k: Kernel<never[]>,
  args: readonly unknown[],
  options: { device?: Device | string; target?: "llvm"; noalias?: boolean } = {},
): string {
  if (options.target !== undefined && options.target !== "llvm") {
    throw new RangeError(`inspect(): unknown target '${options.target}'; targets: llvm`);
  }
  const d = options.device === undefined ? undefined : deviceOf(options.device);
  return (k as unknown as { inspect(a: readonly unknown[], o: object): string }).inspect(args, { device: d, noalias: options.noalias });
}
