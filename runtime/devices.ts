/**
 * Devices (DESIGN.md §2): `tack.device(spec, options)`, `tack.devices()`, the default device
 * (`cpu` when its shim loads, else `wasm`; `TACK_DEVICE` names another). A device made
 * without options lives for the process; one made with options lives while it is referenced.
 * A missing driver or toolchain is an error at `tack.device(...)` that says what is missing,
 * and `tack.devices()` lists the device as unavailable with that reason.
 */
import type { Backend } from "./backend.js";
import { BACKENDS, DEVICE_TYPES, type BackendEntry, type DeviceType } from "./backends/index.js";
import { cancelIdleCompilerWarmUp, startCompilerWarmUp, warmCompiler } from "../workers/compiler-warm-up.js";
import { rehearseStoredHit } from "./hit-rehearsal.js";
import { warmUpRequests } from "./warm-up-requests.js";

export { DEVICE_TYPES, type DeviceType };

export interface DeviceOptions {
  /** cpu: threads a launch may use (the calling thread included). */
  numThreads?: number;
  /** cpu: run parallel loops in vector lanes where the compiler can and it pays (default true; false: the scalar build; "always": lanes also where LLVM's loop vectorizer does as well). */
  spmd?: boolean | "always";
  /** wasm: let `a * b + c` fuse through relaxed SIMD where SEMANTICS.md lets the cpu device's (default true where V8 has relaxed SIMD; false: never). */
  fma?: boolean;
}

export class Device {
  constructor(
    readonly type: DeviceType,
    readonly index: number,
    readonly backend: Backend,
    readonly options: Readonly<DeviceOptions>,
  ) {
    backend.device = this;
  }

  get label(): string {
    return this.backend.label;
  }

  /** What the device is and how it runs (threads, code generator, vectors): `tack devices` prints it. */
  get details(): string {
    return this.backend.details;
  }

  /** Waits for every launch queued on this device so far. */
  synchronize(): void {
    this.backend.synchronize();
  }

  toString(): string {
    const opts = Object.keys(this.options).length ? ` ${JSON.stringify(this.options)}` : "";
    return `tack.device("${this.type}:${this.index}")${opts}`;
  }
}

export interface DeviceInfo {
  type: DeviceType;
  available: boolean;
  /** Present when available. */
  label?: string;
  /** Present when available: what the device is and how it runs (its threads, code generator, vectors). */
  details?: string;
  /** Why the device cannot be used here, and what to do about it. */
  reason?: string;
  isDefault: boolean;
}

function entryOf(type: DeviceType): BackendEntry {
  return BACKENDS.find((b) => b.type === type)!;
}

function parseSpec(spec: string): { entry: BackendEntry; index: number } {
  const m = /^([a-z_]+)(?::(\d{1,6}))?$/.exec(spec.trim());
  const entry = m ? BACKENDS.find((b) => b.type === m[1]) : undefined;
  if (!m || !entry) {
    const shown = JSON.stringify(spec.length > 40 ? `${spec.slice(0, 40)}…` : spec);
    throw new RangeError(`Unknown device ${shown}. Devices: ${DEVICE_TYPES.join(", ")} (optionally ':N', as in "cuda:1")`);
  }
  return { entry, index: m[2] === undefined ? 0 : Number(m[2]) };
}

/** The type of each device option's value. */
const OPTION_TYPES: Record<string, string> = { numThreads: "number", spmd: "boolean", fma: "boolean" };
/** Option values of another type that an option accepts as well. */
const OPTION_WORDS: Record<string, readonly unknown[]> = { spmd: ["always"] };

function describeOption(v: unknown): string {
  if (v === null) return "null";
  if (typeof v === "string") return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  if (Array.isArray(v)) return "an Array";
  return typeof v === "object" || typeof v === "function" || typeof v === "symbol" ? `a ${typeof v}` : `${typeof v} ${String(v)}`;
}

const registry = new Map<string, Device>();
let defaultDevice: Device | null = null;

function create(entry: BackendEntry, index: number, options: DeviceOptions): Device {
  // the compiler's warm-up starts first: it runs on another core while the device loads its shim
  startCompilerWarmUp();
  let backend: Backend;
  try {
    const reason = entry.unavailableReason();
    if (reason) throw new Error(`The '${entry.type}' device is not available: ${reason}`);
    backend = entry.create(index, options);
  } catch (e) {
    cancelIdleCompilerWarmUp();
    throw e;
  }
  warmCompiler(backend.target, warmUpRequests(backend));
  // what a first launch from the disk cache runs that needs no kernel (hit-rehearsal.ts)
  rehearseStoredHit();
  cancelIdleCompilerWarmUp(); // a target warmed before: nothing was sent
  return new Device(entry.type, index, backend, options);
}

/** A device by spec ("cpu", "cuda:1", ...), with options for a device of its own. */
export function device(spec: string | Device, options?: DeviceOptions): Device {
  if (spec instanceof Device) return spec;
  if (typeof spec !== "string") throw new TypeError(`a device spec is a string such as "cpu", not ${typeof spec}`);
  const { entry, index } = parseSpec(spec);
  if (options !== undefined && options !== null && (typeof options !== "object" || Array.isArray(options))) {
    throw new TypeError(`The '${entry.type}' device's options are an object, not ${describeOption(options)}`);
  }
  const opts = options ?? {};
  const unknown = Object.keys(opts).filter((k) => !entry.options.includes(k));
  if (unknown.length) {
    const accepted = entry.options.length ? entry.options.join(", ") : "none";
    throw new RangeError(`The '${entry.type}' device does not accept the option(s) ${unknown.join(", ")}. Accepted: ${accepted}.`);
  }
  for (const [k, v] of Object.entries(opts)) {
    if (v !== undefined && OPTION_TYPES[k] !== undefined && typeof v !== OPTION_TYPES[k] && !(OPTION_WORDS[k] ?? []).includes(v)) {
      const words = (OPTION_WORDS[k] ?? []).map((w) => ` or ${JSON.stringify(w)}`).join("");
      throw new TypeError(`The '${entry.type}' device's ${k} option is a ${OPTION_TYPES[k]}${words}, not ${describeOption(v)}`);
    }
  }
  if (Object.keys(opts).length) return create(entry, index, opts);
  const key = `${entry.type}:${index}`;
  let d = registry.get(key);
  if (!d) {
    d = create(entry, index, {});
    registry.set(key, d);
  }
  return d;
}

/** What is available here and, for what is not, why. */
export function devices(): DeviceInfo[] {
  let def: DeviceType | null = null;
  try {
    def = getDefaultDevice().type;
  } catch {
    def = null;
  }
  return BACKENDS.map(({ type, unavailableReason }) => {
    const reason = unavailableReason();
    if (reason) return { type, available: false, reason, isDefault: false };
    const d = device(type);
    return { type, available: true, label: d.label, details: d.details, isDefault: type === def };
  });
}

export function setDefaultDevice(spec: string | Device, options?: DeviceOptions): Device {
  defaultDevice = device(spec, options);
  return defaultDevice;
}

/** The default device if one was chosen or made already; null otherwise (nothing is made). */
export function currentDefaultDevice(): Device | null {
  return defaultDevice;
}

export function getDefaultDevice(): Device {
  if (defaultDevice) return defaultDevice;
  startCompilerWarmUp(); // before the availability checks, which load the shims
  try {
    return chooseDefaultDevice();
  } finally {
    cancelIdleCompilerWarmUp(); // no device made here (it was made before, or none is available)
  }
}

function chooseDefaultDevice(): Device {
  const env = process.env.TACK_DEVICE;
  if (env) {
    defaultDevice = device(env);
    return defaultDevice;
  }
  const reasons: string[] = [];
  for (const type of ["cpu", "wasm"] as const) {
    const reason = entryOf(type).unavailableReason();
    if (!reason) {
      defaultDevice = device(type);
      return defaultDevice;
    }
    reasons.push(`${type}: ${reason}`);
  }
  throw new Error(`No device is available for Tack: ${reasons.join("; ")}`);
}

/** Waits for every device's queued launches. */
export function sync(): void {
  for (const d of registry.values()) d.synchronize();
}

/** The same, leaving the event loop free while devices work (the waits run off the main thread). */
export async function syncAsync(): Promise<void> {
  await Promise.all([...registry.values()].map((d) => d.backend.synchronizeAsync()));
}
