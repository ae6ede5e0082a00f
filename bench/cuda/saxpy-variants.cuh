// Hand-edited copies of the generated saxpy (test/codegen-c/saxpy-noalias.cu, the code a launch
// on distinct arrays runs), each removing ONE difference from the hand-written reference, so
// that one H200 run attributes the gap between them (issue 10: 0.954x for the kernel alone).
// Included by saxpy.cu, which times them interleaved with the reference (bench/cuda/README.md).
//
// The differences, from the PTX of both (nvcc -O3 -arch=sm_90; bench/cuda/RESULTS.md):
//   1. mul.rn.f32 + add.f32 (JS rounds the product: no contraction) where the reference has one
//      fma.rn.f32                                                  -> tackFma
//   2. integer instructions per thread before the loads: the hoisted checks' test (start and
//      end - 1 below three lengths; until this session also both within +-2^31: tackOldTest),
//      evaluated by every thread
//                                                                  -> tackHostFast (the test's
//      answer passed in as a parameter)
//   3. ten parameters (three lengths, start, end, status) instead of five
//                                                                  -> tackSixParams (pointers,
//      a, start, end; no checks)
//   4. 64-bit index arithmetic (start + blockIdx * 256 + threadIdx, 64-bit compare with end)
//                                                                  -> tackIdx32
//   5. __launch_bounds__(256)                                      -> tackNoLaunchBounds
//   6. one element per thread, 2^20 blocks: the reference does the same, but the generated
//      code's longer prologue (2, 3) weighs more per element       -> tackX2, tackX4 (2 or 4
//      elements per thread, coalesced: thread t of a block takes t, t + 256, ...), tackGrid
//      (a grid-stride loop over 8 blocks per SM)
//   and, on the reference's side, handFmulRn (the reference with __fmul_rn + add: what JS
//   semantics cost there) and handStart (the reference with the 64-bit start offset and end).
// Every variant's output is compared bit for bit with tackNoalias's (tackFma may differ).

#define TACK_SAXPY_PARAMS                                                                                             \
  float *__restrict__ p0, float *__restrict__ p1, float *__restrict__ p2, float v3, long long p0_len, long long p1_len, \
      long long p2_len, long long tack_start, long long tack_end, long long *tack_status

// the generated test (hoisted checks) as the golden spells it
#define TACK_SAXPY_FAST                                                                                   \
  const long long t0 = ((long long)((unsigned long long)tack_end - (unsigned long long)1));              \
  const bool tack_fast = (unsigned long long)tack_start < (unsigned long long)p0_len &&                  \
                         (unsigned long long)t0 < (unsigned long long)p0_len &&                          \
                         (unsigned long long)tack_start < (unsigned long long)p1_len &&                  \
                         (unsigned long long)t0 < (unsigned long long)p1_len &&                          \
                         (unsigned long long)tack_start < (unsigned long long)p2_len &&                  \
                         (unsigned long long)t0 < (unsigned long long)p2_len;

// the test as the generator spelled it before this session (start and end - 1 also tested
// within +-2^31): tackOldTest, the golden of the last H200 runs
#define TACK_SAXPY_FAST_OLD                                                                                             \
  const long long t0 = ((long long)((unsigned long long)tack_end - (unsigned long long)1));                            \
  const bool tack_fast = tack_start >= (-2147483648ll) && tack_start <= 2147483647ll &&                                \
                         (unsigned long long)tack_start < (unsigned long long)p0_len && t0 >= (-2147483648ll) &&     \
                         t0 <= 2147483647ll && (unsigned long long)t0 < (unsigned long long)p0_len &&                 \
                         (unsigned long long)tack_start < (unsigned long long)p1_len &&                               \
                         (unsigned long long)t0 < (unsigned long long)p1_len &&                                       \
                         (unsigned long long)tack_start < (unsigned long long)p2_len &&                               \
                         (unsigned long long)t0 < (unsigned long long)p2_len;

// the checked copy (never taken in this bench: every length is n); kept so the code size and
// register use stay those of the generated kernel
#define TACK_SAXPY_CHECKED(v4)                                                                             \
  {                                                                                                        \
    if ((unsigned long long)v4 >= (unsigned long long)p0_len) { tack_fail_noalias(tack_status, 1, v4, p0_len); return; } \
    if ((unsigned long long)v4 >= (unsigned long long)p1_len) { tack_fail_noalias(tack_status, 2, v4, p1_len); return; } \
    const float t1 = (__fmul_rn(v3, p0[v4]) + p1[v4]);                                                     \
    if ((unsigned long long)v4 >= (unsigned long long)p2_len) { tack_fail_noalias(tack_status, 3, v4, p2_len); return; } \
    p2[v4] = t1;                                                                                           \
  }

extern "C" __global__ void __launch_bounds__(256) tackFma(TACK_SAXPY_PARAMS) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  const long long v4 = tack_i;
  TACK_SAXPY_FAST
  if (tack_fast) {
    p2[v4] = __fmaf_rn(v3, p0[v4], p1[v4]);
  } else TACK_SAXPY_CHECKED(v4)
}

extern "C" __global__ void __launch_bounds__(256) tackOldTest(TACK_SAXPY_PARAMS) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  const long long v4 = tack_i;
  TACK_SAXPY_FAST_OLD
  if (tack_fast) {
    p2[v4] = (__fmul_rn(v3, p0[v4]) + p1[v4]);
  } else TACK_SAXPY_CHECKED(v4)
}

extern "C" __global__ void __launch_bounds__(256) tackHostFast(TACK_SAXPY_PARAMS, bool tack_fast) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  const long long v4 = tack_i;
  if (tack_fast) {
    p2[v4] = (__fmul_rn(v3, p0[v4]) + p1[v4]);
  } else TACK_SAXPY_CHECKED(v4)
}

extern "C" __global__ void __launch_bounds__(256) tackSixParams(float *__restrict__ p0, float *__restrict__ p1, float *__restrict__ p2, float v3,
                                                                long long tack_start, long long tack_end) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  p2[tack_i] = (__fmul_rn(v3, p0[tack_i]) + p1[tack_i]);
}

extern "C" __global__ void __launch_bounds__(256) tackIdx32(TACK_SAXPY_PARAMS) {
  // what a 32-bit variant chosen at launch (start, end and every length below 2^31) would run
  const int tack_i = (int)tack_start + (int)blockIdx.x * 256 + (int)threadIdx.x;
  if (tack_i >= (int)tack_end) return;
  const int v4 = tack_i;
  TACK_SAXPY_FAST
  if (tack_fast) {
    p2[v4] = (__fmul_rn(v3, p0[v4]) + p1[v4]);
  } else TACK_SAXPY_CHECKED(v4)
}

extern "C" __global__ void tackNoLaunchBounds(TACK_SAXPY_PARAMS) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  const long long v4 = tack_i;
  TACK_SAXPY_FAST
  if (tack_fast) {
    p2[v4] = (__fmul_rn(v3, p0[v4]) + p1[v4]);
  } else TACK_SAXPY_CHECKED(v4)
}

// K elements per thread: block b covers [start + b*256*K, start + (b+1)*256*K), thread t its
// elements t, t + 256, ... (each warp's accesses stay contiguous)
template <int K>
__global__ void __launch_bounds__(256) tackPerThread(TACK_SAXPY_PARAMS) {
  const long long base = tack_start + (long long)blockIdx.x * (256 * K) + (long long)threadIdx.x;
  if (base >= tack_end) return;
  TACK_SAXPY_FAST
  if (tack_fast) {
#pragma unroll
    for (int k = 0; k < K; ++k) {
      const long long v4 = base + k * 256;
      if (v4 < tack_end) p2[v4] = (__fmul_rn(v3, p0[v4]) + p1[v4]);
    }
  } else {
    for (int k = 0; k < K; ++k) {
      const long long v4 = base + k * 256;
      if (v4 < tack_end) TACK_SAXPY_CHECKED(v4)
    }
  }
}

extern "C" __global__ void __launch_bounds__(256) tackGrid(TACK_SAXPY_PARAMS) {
  TACK_SAXPY_FAST
  const long long stride = (long long)gridDim.x * 256;
  for (long long v4 = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x; v4 < tack_end; v4 += stride) {
    if (tack_fast) {
      p2[v4] = (__fmul_rn(v3, p0[v4]) + p1[v4]);
    } else TACK_SAXPY_CHECKED(v4)
  }
}

__global__ void handFmulRn(const float *__restrict__ x, const float *__restrict__ y, float *__restrict__ out, float a, long long n) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __fmul_rn(a, x[i]) + y[i];
}

__global__ void handStart(const float *__restrict__ x, const float *__restrict__ y, float *__restrict__ out, float a, long long start,
                          long long end) {
  long long i = start + (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < end) out[i] = a * x[i] + y[i];
}

/** Distinct, non-zero inputs (x in [-1, 1), y in [-4, 4)), so outputs can be compared bit for bit. */
__global__ void fillInputs(float *x, float *y, long long n) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned h = (unsigned)i * 2654435761u;
  h ^= h >> 15;
  h *= 2246822519u;
  h ^= h >> 13;
  x[i] = (float)(h >> 8) / 8388608.0f - 1.0f;
  y[i] = (float)((h * 3266489917u) >> 8) / 2097152.0f - 4.0f;
}

__global__ void countDiffs(const unsigned *a, const unsigned *b, long long n, unsigned long long *count) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && a[i] != b[i]) atomicAdd(count, 1ull);
}
