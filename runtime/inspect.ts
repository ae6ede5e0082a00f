/**
 * `tack.inspect(kernel, args, { device, target })`: the generated source a launch with these
 * arguments would compile, after the same checks dispatch runs (DESIGN.md §2).
 */
import type { VariantOptions } from "./backend.js";
import { device as deviceOf, getDefaultDevice, type Device } from "./devices.js";
import type { Kernel } from "./kernel.js";
import { KernelTypeError } from "./errors.js";
import { isTargetName, TARGET_NAMES, type TargetName } from "./targets.js";

export function inspect(
  k: Kernel<never[]>,
  args: readonly unknown[],
  options: { device?: Device | string; target?: TargetName; variant?: VariantOptions } = {},
): string {
  const inspectOf = typeof k === "function" ? (k as unknown as { inspect?: unknown }).inspect : undefined;
  if (typeof inspectOf !== "function") throw new TypeError("inspect() takes a kernel made by tack.kernel() first");
  const kernelName = String((k as unknown as { kernelName?: unknown }).kernelName);
  if (!Array.isArray(args)) throw new KernelTypeError("inspect() takes the kernel's arguments as an array", { kernelName });
  if (typeof options !== "object" || options === null) throw new KernelTypeError("inspect()'s options are an object ({ device, target })", { kernelName });
  const d = options.device === undefined ? undefined : deviceOf(options.device);
  if (options.target !== undefined) {
    if (!isTargetName(options.target)) {
      throw new RangeError(`inspect(): unknown target '${String(options.target)}'; targets: ${TARGET_NAMES.join(", ")}`);
    }
    const backend = (d ?? getDefaultDevice()).backend;
    if (backend.target !== options.target) {
      throw new RangeError(`inspect(): the ${backend.label} device generates ${backend.target}, not ${options.target}; pass a device of that target, or use tack.compile() for offline code`);
    }
  }
  return (k as unknown as { inspect(a: readonly unknown[], o: object): string }).inspect(args, { device: d, variant: options.variant });
}
