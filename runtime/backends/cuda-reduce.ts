/**
 * f32 sum/min/max on CUDA (seeds: "Reductions"): two launches, no atomics, so the result does
 * not depend on scheduling. The first has every thread of a grid sized to the device walk the
 * array with 16-byte loads (accumulating sums in f64), then reduces its block to one partial;
 * the second reduces the partials in one block. min and max propagate NaN, as Math.min/max
 * do (the identity of min and max is the first element, so threads with nothing to
 * read change nothing). Compiled once per backend with NVRTC, as the kernels are.
 */
import type { TackArray } from "../array.js";
import { KernelError } from "../errors.js";
import type { CudaBackend } from "./cuda.js";
import { CUDA_BLOCK, NVRTC_OPTIONS, type CudaBuffer, type CuHandle } from "./cuda-shim.js";

/** The reduction kernels' CUDA C. */
const source = (): string => String.raw`
#define BLOCK ${CUDA_BLOCK}
__device__ __forceinline__ double comb_sum(double a, double b) { return a + b; }
__device__ __forceinline__ float comb_min(float a, float b) { return a != a ? a : b != b ? b : (b < a ? b : a); }
__device__ __forceinline__ float comb_max(float a, float b) { return a != a ? a : b != b ? b : (b > a ? b : a); }

#define REDUCE(NAME, T, INIT, COMB)                                                            \
extern "C" __global__ void __launch_bounds__(BLOCK) NAME##_partial(const float* __restrict__ x, long long n, T* __restrict__ out) { \
  __shared__ T s[BLOCK];                                                                       \
  T acc = INIT(x);                                                                             \
  long long tid = (long long)blockIdx.x * BLOCK + threadIdx.x;                                 \
  long long stride = (long long)gridDim.x * BLOCK;                                             \
  long long n4 = n >> 2;                                                                       \
  const float4* x4 = reinterpret_cast<const float4*>(x);                                       \
  for (long long i = tid; i < n4; i += stride) {                                               \
    float4 v = x4[i];                                                                          \
    acc = COMB(acc, (T)v.x); acc = COMB(acc, (T)v.y); acc = COMB(acc, (T)v.z); acc = COMB(acc, (T)v.w); \
  }                                                                                            \
  for (long long i = (n4 << 2) + tid; i < n; i += stride) acc = COMB(acc, (T)x[i]);            \
  s[threadIdx.x] = acc;                                                                        \
  __syncthreads();                                                                             \
  for (int w = BLOCK / 2; w > 0; w >>= 1) {                                                    \
    if (threadIdx.x < w) s[threadIdx.x] = COMB(s[threadIdx.x], s[threadIdx.x + w]);            \
    __syncthreads();                                                                           \
  }                                                                                            \
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];                                                \
}                                                                                              \
extern "C" __global__ void __launch_bounds__(1024) NAME##_final(const T* __restrict__ in, int count, T* __restrict__ out) { \
  __shared__ T s[1024];                                                                        \
  T acc = INIT(in);                                                                            \
  for (int i = threadIdx.x; i < count; i += 1024) acc = COMB(acc, in[i]);                      \
  s[threadIdx.x] = acc;                                                                        \
  __syncthreads();                                                                             \
  for (int w = 512; w > 0; w >>= 1) {                                                          \
    if (threadIdx.x < w) s[threadIdx.x] = COMB(s[threadIdx.x], s[threadIdx.x + w]);            \
    __syncthreads();                                                                           \
  }                                                                                            \
  if (threadIdx.x == 0) out[0] = s[0];                                                         \
}

#define ZERO(x) 0.0
#define FIRST(x) x[0]
REDUCE(tack_sum, double, ZERO, comb_sum)
REDUCE(tack_min, float, FIRST, comb_min)
REDUCE(tack_max, float, FIRST, comb_max)
`;

interface Reducer {
  partial: { plan: CuHandle<"plan">; pack: ArrayBuffer };
  final: { plan: CuHandle<"plan">; pack: ArrayBuffer };
}

interface Reducers {
  module: CuHandle<"module">;
  ops: Record<"sum" | "min" | "max", Reducer>;
  partials: CudaBuffer;
  result: CudaBuffer;
  blocks: number;
}

const cache = new WeakMap<CudaBackend, Reducers>();

function reducers(b: CudaBackend): Reducers {
  const hit = cache.get(b);
  if (hit) return hit;
  let module: CuHandle<"module">;
  try {
    const image = b.shim.compile(source(), "tack_reduce", NVRTC_OPTIONS, b.info.arch);
    module = b.shim.load(b.ctx, image.image);
  } catch (e) {
    throw new KernelError(`the CUDA reduction kernels could not be built: ${(e as Error).message}`, { kernelName: "reduce", cause: e });
  }
  const ops = {} as Record<"sum" | "min" | "max", Reducer>;
  for (const op of ["sum", "min", "max"] as const) {
    ops[op] = {
      partial: b.shim.createPlan(module, `tack_${op}_partial`, new Int32Array([-1, 8, -1])),
      final: b.shim.createPlan(module, `tack_${op}_final`, new Int32Array([-1, 4, -1])),
    };
  }
  // enough blocks to fill the device with 16-byte loads in flight, at most what one final block reduces
  const blocks = Math.min(1024, b.info.multiprocessors * 8);
  const r: Reducers = { module, ops, partials: b.allocBuffer(blocks * 8), result: b.allocBuffer(8), blocks };
  cache.set(b, r);
  return r;
}

/** f32 `op` of a non-empty array on the device; waits for the result. */
export function reduceF32(b: CudaBackend, a: TackArray, op: "sum" | "min" | "max"): number {
  const r = reducers(b);
  const n = a.size;
  const { partial, final } = r.ops[op];
  const blocks = Math.max(1, Math.min(r.blocks, Math.ceil(n / (CUDA_BLOCK * 4))));
  const i32 = new Int32Array(partial.pack);
  i32[2] = n % 4294967296;
  i32[3] = Math.floor(n / 4294967296);
  new Int32Array(final.pack)[2] = blocks;
  b.shim.launch(b.ctx, partial.plan, blocks, CUDA_BLOCK, (a.buffer as CudaBuffer).handle, r.partials.handle);
  b.shim.launch(b.ctx, final.plan, 1, 1024, r.partials.handle, r.result.handle);
  const out = new ArrayBuffer(8);
  b.readBuffer(r.result, new Uint8Array(out));
  b.reportFaults();
  return op === "sum" ? Math.fround(new Float64Array(out)[0]) : new Float32Array(out)[0];
}
