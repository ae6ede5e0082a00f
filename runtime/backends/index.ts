/**
 * The one table of backends (STYLE.md C, DESIGN.md §5): each device type, the options
 * `tack.device()` accepts for it, why it is unavailable here (null when it is available) and
 * how to make its backend. runtime/devices.ts loops over it; adding a backend is one row.
 */
import type { Backend } from "../backend.js";
import type { DeviceOptions } from "../devices.js";
import { CPU_DEVICE_OPTIONS, CpuBackend, cpuUnavailableReason } from "./cpu.js";
import { CudaBackend, cudaUnavailableReason } from "./cuda.js";
import { OpenClBackend, openclUnavailableReason } from "./opencl.js";
import { WASM_DEVICE_OPTIONS, WasmBackend, wasmUnavailableReason } from "./wasm.js";

export type DeviceType = "cpu" | "wasm" | "cuda" | "hip" | "level_zero" | "opencl" | "metal";

export interface BackendEntry {
  readonly type: DeviceType;
  /** Options `tack.device(type, options)` accepts; any other is refused. */
  readonly options: readonly string[];
  /** Why the device can't be used here and what to do about it; null when it can. */
  unavailableReason(): string | null;
  /** The backend of device `type:index`, made once the device is known to be available. */
  create(index: number, options: DeviceOptions): Backend;
}

function createCpu(index: number, options: DeviceOptions): Backend {
  if (index !== 0) throw new RangeError(`There is one cpu device ('cpu' or 'cpu:0'), not 'cpu:${index}'`);
  return new CpuBackend(options);
}

function createWasm(index: number, options: DeviceOptions): Backend {
  if (index !== 0) throw new RangeError(`There is one wasm device ('wasm' or 'wasm:0'), not 'wasm:${index}'`);
  return new WasmBackend(options);
}

/** A device type whose generator and shim are still to come. */
function planned(type: DeviceType): BackendEntry {
  const reason = `the ${type} backend is not implemented in this version of Tack (the cpu, wasm, cuda and opencl backends are); its code generator and shim are planned`;
  return {
    type,
    options: [],
    unavailableReason: () => reason,
    create: () => {
      throw new Error(`The '${type}' device is not available: ${reason}`);
    },
  };
}

export const BACKENDS: readonly BackendEntry[] = [
  { type: "cpu", options: CPU_DEVICE_OPTIONS, unavailableReason: cpuUnavailableReason, create: createCpu },
  { type: "wasm", options: WASM_DEVICE_OPTIONS, unavailableReason: wasmUnavailableReason, create: createWasm },
  { type: "cuda", options: [], unavailableReason: cudaUnavailableReason, create: (index) => new CudaBackend(index) },
  planned("hip"),
  planned("level_zero"),
  { type: "opencl", options: [], unavailableReason: openclUnavailableReason, create: (index) => new OpenClBackend(index) },
  planned("metal"),
];

export const DEVICE_TYPES: readonly DeviceType[] = BACKENDS.map((b) => b.type);
