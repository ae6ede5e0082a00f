/**
 * The CPU backend: LLVM IR from the compiler, JIT-compiled by the CPU shim (LLVM 14 O3 +
 * ORC), run on the shim's thread pool (seeds: "CPU — LLVM"). Arrays are TypedArrays in the
 * process heap, so a launch passes their memory directly and returns after the range ran.
 */
import { TackArray, type Shape, shapeSize } from "../array.js";
import { Backend } from "../backend.js";
import { DTYPE_NAMES, TYPED_ARRAY_OF, type DtypeName, type TypedArray } from "../dtypes.js";
import type { CompileResult, TargetDescriptor } from "../request.js";
import { loadCpuShim, type CpuShim, type JitModule, type Plan } from "./cpu-shim.js";
import { KernelError } from "../errors.js";
import { dataOf, type VariantBuild } from "../launch.js";

export interface CpuDeviceOptions {
  /** Threads a launch may use (the calling thread included); default: all available. */
  numThreads?: number;
}

export class CpuBackend extends Backend {
  readonly name = "cpu";
  readonly displayName = "CPU";
  readonly supportedDtypes: ReadonlySet<DtypeName> = new Set(DTYPE_NAMES);
  readonly supportsDeviceReductions = false;
  readonly supportsWorkgroups = false;
  readonly codegenTarget = "llvm" as const;
  readonly deviceOptions = ["numThreads"] as const;
  readonly shim: CpuShim;
  readonly numThreads: number;
  private readonly triple: string;

  constructor(options: CpuDeviceOptions = {}) {
    super();
    const shim = loadCpuShim();
    if ("error" in shim) throw new Error(shim.error);
    this.shim = shim;
    const available = shim.poolInfo().threads;
    const n = options.numThreads ?? available;
    if (!Number.isInteger(n) || n < 1 || n > 256) {
      throw new RangeError(`The 'cpu' device's numThreads must be an integer from 1 to 256, not ${String(n)}`);
    }
    this.numThreads = n;
    this.triple = shim.hostInfo().triple;
  }

  /** CPU devices share host memory whatever their thread counts. */
  override get memoryDomain(): string {
    return "cpu:0";
  }

  targetDescriptor(noalias: boolean): TargetDescriptor {
    return {
      target: "llvm",
      label: this.label,
      dtypes: [...this.supportedDtypes],
      atomics: [...this.supportedAtomicDtypes],
      workgroups: this.supportsWorkgroups,
      triple: this.triple,
      noalias,
    };
  }

  override cacheTarget(): string {
    const h = this.shim.hostInfo();
    return `cpu llvm-${h.llvmVersion} ${h.triple} ${h.cpu} ${h.features}`;
  }

  allocateArray<D extends DtypeName>(dtype: D, shape: Shape): TackArray<D> {
    const data = new TYPED_ARRAY_OF[dtype](shapeSize(shape));
    return new TackArray(this, { data }, dtype, shape);
  }

  wrapTypedArray<D extends DtypeName>(data: TypedArray, dtype: D, shape: Shape): TackArray<D> {
    return new TackArray(this, { data }, dtype, shape);
  }

  readArray(a: TackArray): TypedArray {
    return a.buffer.data!;
  }

  writeArray(a: TackArray, src: ArrayLike<number | bigint>): void {
    const data = a.buffer.data!;
    if (data instanceof BigInt64Array || data instanceof BigUint64Array) {
      for (let i = 0; i < src.length; i++) {
        const v = src[i];
        data[i] = typeof v === "bigint" ? v : BigInt(Math.trunc(v));
      }
    } else {
      (data as Float64Array).set(src as ArrayLike<number>);
    }
  }

  fillArray(a: TackArray, value: number | bigint): void {
    (a.buffer.data as Float64Array).fill(value as number);
  }

  setElement(a: TackArray, index: number, value: number | bigint): void {
    (a.buffer.data as Float64Array)[index] = value as number;
  }

  /** Native compile of a variant: LLVM O3 and the JIT, then a launch plan. */
  buildVariant(kernelName: string, result: CompileResult): VariantBuild {
    let mod: JitModule;
    try {
      mod = this.shim.compile(result.code, [result.abi.chunk]);
    } catch (e) {
      throw new KernelError(`LLVM could not compile the generated code: ${(e as Error).message}`, { kernelName, cause: e });
    }
    return this.planFor(mod, result);
  }

  async buildVariantAsync(kernelName: string, result: CompileResult): Promise<VariantBuild> {
    let mod: JitModule;
    try {
      mod = await this.shim.compileAsync(result.code, [result.abi.chunk]);
    } catch (e) {
      throw new KernelError(`LLVM could not compile the generated code: ${(e as Error).message}`, { kernelName, cause: e });
    }
    return this.planFor(mod, result);
  }

  private planFor(mod: JitModule, result: CompileResult): VariantBuild {
    const arraySlots: number[] = [];
    result.params.forEach((p, i) => {
      if (p.kind !== "scalar") arraySlots.push(i);
    });
    const plan: Plan = this.shim.createPlan(mod, 0, result.abi.slots.length, arraySlots);
    const shim = this.shim;
    return {
      module: mod,
      pack: plan.pack,
      run: cpuRunner(shim, plan, this.numThreads, arraySlots),
      info: () => shim.launchInfo(plan),
    };
  }
}

/**
 * The launch call for a plan, with the array arguments taken straight from the call's
 * arguments: fixed arities avoid building an array and spreading it on every launch.
 */
function cpuRunner(shim: CpuShim, plan: Plan, t: number, idx: number[]): (s: number, e: number, args: readonly unknown[]) => void {
  const L = shim.launch;
  const [a, b, c, d, e, f, g, h] = idx;
  switch (idx.length) {
    case 0: return (s, n) => L(plan, t, s, n);
    case 1: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]));
    case 2: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]));
    case 3: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]));
    case 4: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), dataOf(x[d]));
    case 5: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), dataOf(x[d]), dataOf(x[e]));
    case 6: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), dataOf(x[d]), dataOf(x[e]), dataOf(x[f]));
    case 7: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), dataOf(x[d]), dataOf(x[e]), dataOf(x[f]), dataOf(x[g]));
    case 8: return (s, n, x) => L(plan, t, s, n, dataOf(x[a]), dataOf(x[b]), dataOf(x[c]), dataOf(x[d]), dataOf(x[e]), dataOf(x[f]), dataOf(x[g]), dataOf(x[h]));
    default: return (s, n, x) => L(plan, t, s, n, ...idx.map((i) => dataOf(x[i])));
  }
}

export function cpuUnavailableReason(): string | null {
  const shim = loadCpuShim();
  return "error" in shim ? shim.error : null;
}
