// Tack kernel 'atomicminmax' (cuda, generated; do not edit)

static __device__ __noinline__ void tack_fail(long long* s, int state, long long index, long long length) {
  if (atomicCAS((int*)s, 0, state) == 0) {
    s[0] = (long long)state;
    s[1] = index;
    s[3] = length;
  }
}

static __device__ __forceinline__ float tack_min_f32(float a, float b) {
  if (a != a || b != b) return a + b; // NaN wins
  if (a == b) return __int_as_float((int)(__float_as_int(a) | __float_as_int(b)));
  return a < b ? a : b;
}

static __device__ __forceinline__ float tack_max_f32(float a, float b) {
  if (a != a || b != b) return a + b; // NaN wins
  if (a == b) return __int_as_float((int)(__float_as_int(a) & __float_as_int(b)));
  return a > b ? a : b;
}

static __device__ __forceinline__ float tack_atomic_max_f32(float* p, float v) {
  int* ip = (int*)p;
  int old = *(volatile int*)ip;
  for (;;) {
    int nv = __float_as_int(tack_max_f32(__int_as_float(old), v));
    if (nv == old) return __int_as_float(old);
    int seen = atomicCAS((int*)ip, old, nv);
    if (seen == old) return __int_as_float(old);
    old = seen;
  }
}

static __device__ __forceinline__ float tack_atomic_min_f32(float* p, float v) {
  int* ip = (int*)p;
  int old = *(volatile int*)ip;
  for (;;) {
    int nv = __float_as_int(tack_min_f32(__int_as_float(old), v));
    if (nv == old) return __int_as_float(old);
    int seen = atomicCAS((int*)ip, old, nv);
    if (seen == old) return __int_as_float(old);
    old = seen;
  }
}

extern "C" __global__ void __launch_bounds__(256) tack_kernel_atomicminmax(float* p0, float* p1, float* p2, unsigned int* p3, long long p0_len, long long p1_len, long long p2_len, long long p3_len, long long tack_start, long long tack_end, long long* tack_status) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  long long v4 = 0ll;
  v4 = tack_i;
  const long long t0 = ((long long)((unsigned long long)tack_end - (unsigned long long)1));
  const bool tack_fast = (unsigned long long)tack_start < (unsigned long long)p0_len && (unsigned long long)t0 < (unsigned long long)p0_len && (unsigned long long)0ll < (unsigned long long)p1_len && (unsigned long long)0ll < (unsigned long long)p2_len && (unsigned long long)0ll < (unsigned long long)p3_len;
  if (tack_fast) {
    tack_atomic_min_f32(&p1[0ll], p0[v4]);
    tack_atomic_max_f32(&p2[0ll], p0[v4]);
    if (p0[v4] > 0.0f) {
      atomicAdd(&p3[0ll], 1u);
    }
  } else {
    if ((unsigned long long)v4 >= (unsigned long long)p0_len) { tack_fail(tack_status, 1, v4, p0_len); return; }
    if ((unsigned long long)0ll >= (unsigned long long)p1_len) { tack_fail(tack_status, 2, 0ll, p1_len); return; }
    tack_atomic_min_f32(&p1[0ll], p0[v4]);
    if ((unsigned long long)v4 >= (unsigned long long)p0_len) { tack_fail(tack_status, 3, v4, p0_len); return; }
    if ((unsigned long long)0ll >= (unsigned long long)p2_len) { tack_fail(tack_status, 4, 0ll, p2_len); return; }
    tack_atomic_max_f32(&p2[0ll], p0[v4]);
    if ((unsigned long long)v4 >= (unsigned long long)p0_len) { tack_fail(tack_status, 5, v4, p0_len); return; }
    if (p0[v4] > 0.0f) {
      if ((unsigned long long)0ll >= (unsigned long long)p3_len) { tack_fail(tack_status, 6, 0ll, p3_len); return; }
      atomicAdd(&p3[0ll], 1u);
    }
  }
}
