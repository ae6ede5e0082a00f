/**
 * Loading a GPU shim (build/Release/tack_<name>.node). A missing or unloadable shim, or a
 * driver the shim cannot open, is returned as `{ error }`, never thrown, so the device can
 * report it as the reason it is unavailable (DESIGN.md §5).
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { nativeDisabledReason } from "./native.js";

/** What every GPU shim exports first: why its driver cannot be used, or null. */
export interface ShimBase {
  loadError(): string | null;
}

const loaded = new Map<string, unknown>();

/**
 * A GPU shim's devices, or why there are none: the shim's own `{ error }`, the message of a
 * devices() that throws, or `none` when it lists no device.
 */
export function gpuDevices<D>(shim: { devices(): D[] } | { error: string }, none: string): D[] | { error: string } {
  if ("error" in shim) return shim;
  try {
    const list = shim.devices();
    return list.length ? list : { error: none };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

export function loadGpuShim<T extends ShimBase>(name: "opencl" | "cuda"): T | { error: string } {
  const hit = loaded.get(name);
  if (hit !== undefined) return hit as T | { error: string };
  const result = load<T>(name);
  loaded.set(name, result);
  return result;
}

function load<T extends ShimBase>(name: string): T | { error: string } {
  const disabled = nativeDisabledReason();
  if (disabled !== null) return { error: disabled };
  // from runtime/backends/ in the sources and dist/runtime/backends/ once built
  const paths = [`../../build/Release/tack_${name}.node`, `../../../build/Release/tack_${name}.node`].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const path = paths.find((p) => existsSync(p));
  if (path === undefined) {
    return { error: `the ${name} shim is not built (build/Release/tack_${name}.node is missing; run \`npm run build:shim\`)` };
  }
  let shim: T;
  try {
    shim = createRequire(import.meta.url)(path) as T;
  } catch (e) {
    return { error: `the ${name} shim ${path} could not be loaded: ${e instanceof Error ? e.message : String(e)}; rebuild it with \`npm run build:shim\`` };
  }
  const why = shim.loadError();
  return why === null ? shim : { error: why };
}
