/**
 * Tack: numeric kernels written as TypeScript/JavaScript functions, compiled for the CPU
 * (LLVM JIT) and run on all its cores. The public API of DESIGN.md §2.
 *
 *   import * as tack from "tack";
 *   const saxpy = tack.kernel(function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
 *     for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
 *   });
 */
// first: the compiler's module compiles in the background while the rest evaluates
import "./prepare-compiler.js";
export { kernel, type Kernel, type KernelOptions, type LaunchLimits, type KernelArg, type KernelArgs } from "./kernel.js";
export { compile, compileAsync, type CompileOptions, type CompileTarget, type Signature } from "./compile.js";
export { compilePool } from "./compile-service.js";
export { cacheApi as cache, type CacheStats } from "./disk-cache.js";
export type { CompilePoolOptions, CompilePoolStats } from "../workers/compile-pool.js";
export type { CompileResult, ParamInfo, SlotInfo, BoundProgram } from "./request.js";
export { range, grid, localArray, shared, barrier, threadId, blockSum, blockMin, blockMax } from "./intrinsics.js";
export {
  device, devices, getDefaultDevice, setDefaultDevice, sync, syncAsync, Device, DEVICE_TYPES,
  type DeviceInfo, type DeviceOptions, type DeviceType,
} from "./devices.js";
export { TackArray as Array, type Shape } from "./array.js";
export { empty, zeros, ones, full, array, fromTypedArray, copyto, arrayFromPtr, memorySpace, type ArrayOptions } from "./factories.js";
export { inspect } from "./inspect.js";
export { wasmMemory, wasmFree } from "./backends/wasm.js";
export { vec2, vec3, vec4, vec2f, vec3f, vec4f, vec2i, vec3i, vec4i, vec2d, vec3d, vec4d, type Vec, type VecType, type VecElement } from "./vectors.js";
export { texture3d, Texture3D } from "./texture.js";
export {
  Scalar, DTYPE_NAMES, i8, u8, i16, u16, i32, u32, i64, u64, f32, f64,
  type Dtype, type DtypeName, type DtypeLike, type TypedArray,
} from "./dtypes.js";
export { KernelSyntaxError, KernelTypeError, KernelRangeError, KernelError, KernelTimeoutError } from "./errors.js";
export { Backend, type Program, type VariantOptions } from "./backend.js";
export { TARGET_NAMES, type TargetName } from "./targets.js";

/** Kernel-parameter types for annotations: `a: tack.f32`, `n: tack.i32`, `h: tack.i64`. */
export type i8 = number;
export type u8 = number;
export type i16 = number;
export type u16 = number;
export type i32 = number;
export type u32 = number;
export type i64 = bigint;
export type u64 = bigint;
export type f32 = number;
export type f64 = number;
