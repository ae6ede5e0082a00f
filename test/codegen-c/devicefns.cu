// Tack kernel 'devicefns' (cuda, generated; do not edit)

static __device__ __noinline__ void tack_fail(long long* s, int state, long long index, long long length) {
  if (atomicCAS((int*)s, 0, state) == 0) {
    s[0] = (long long)state;
    s[1] = index;
    s[3] = length;
  }
}

static __device__ __noinline__ bool tack_poll(long long* s) {
  if (*(volatile int*)s != 0) return true;
  long long limit = ((volatile long long*)s)[2];
  if (limit != 0) {
    unsigned long long now;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
    unsigned long long t0 = atomicCAS((unsigned long long*)(s + 4), 0ull, now);
    if (t0 == 0ull) t0 = now;
    if (now - t0 >= (unsigned long long)limit) {
      tack_fail(s, -1, 0, 0);
      return true;
    }
  }
  return false;
}

static __device__ __forceinline__ long long tack_irem_i64(long long a, long long b) {
  return (b == 0 || b == -1) ? 0 : a % b;
}

static __device__ __forceinline__ long long tack_fn_clampIndex_0(long long v0, float* a1, long long a1_len, long long* tack_status, long long* tack_budget);
static __device__ __forceinline__ float tack_fn_square_0(float v0, long long* tack_status, long long* tack_budget);
static __device__ __forceinline__ float tack_fn_sumTo_0(float* a0, long long a0_len, long long v1, int v2, long long* tack_status, long long* tack_budget);

static __device__ __forceinline__ long long tack_fn_clampIndex_0(long long v0, float* a1, long long a1_len, long long* tack_status, long long* tack_budget) {
  return ((v0 < 0ll) ? 0ll : ((v0 >= a1_len) ? ((long long)((unsigned long long)a1_len - (unsigned long long)1ll)) : v0));
  return 0ll;
}

static __device__ __forceinline__ float tack_fn_square_0(float v0, long long* tack_status, long long* tack_budget) {
  return __fmul_rn(v0, v0);
  return 0.0f;
}

static __device__ __forceinline__ float tack_fn_sumTo_0(float* a0, long long a0_len, long long v1, int v2, long long* tack_status, long long* tack_budget) {
  float v3 = 0.0f;
  long long v4 = 0ll;
  v3 = 0.0f;
  const long long t0 = ((long long)(v2));
  for (v4 = 0; v4 < t0;) {
    const long long tack_stop0 = (unsigned long long)t0 - (unsigned long long)v4 > 1024 ? v4 + 1024 : t0;
    if (((*tack_budget) -= tack_stop0 - v4) < 0) { (*tack_budget) = 65536; if (tack_poll(tack_status)) { *tack_budget = 0; return 0.0f; } }
    for (; v4 < tack_stop0; v4 = (long long)((unsigned long long)v4 + (unsigned long long)1)) {
      const long long t1 = tack_irem_i64(((long long)((unsigned long long)v1 + (unsigned long long)v4)), a0_len);
      if ((unsigned long long)t1 >= (unsigned long long)a0_len) { tack_fail(tack_status, 1, t1, a0_len); { *tack_budget = 0; return 0.0f; } }
      v3 = (v3 + a0[t1]);
    }
  }
  return v3;
  return 0.0f;
}

extern "C" __global__ void __launch_bounds__(256) tack_kernel_devicefns(float* p0, float* p1, int v2, long long p0_len, long long p1_len, long long tack_start, long long tack_end, long long* tack_status) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  long long tack_budget = 65536;
  long long v3 = 0ll;
  v3 = tack_i;
  const long long t0 = ((long long)((unsigned long long)tack_end - (unsigned long long)1));
  const bool tack_fast = (unsigned long long)tack_start < (unsigned long long)p0_len && (unsigned long long)t0 < (unsigned long long)p0_len;
  if (tack_fast) {
    const long long t5 = tack_fn_clampIndex_0(v3, p1, p1_len, tack_status, &tack_budget);
    const float t6 = tack_fn_square_0(p0[v3], tack_status, &tack_budget);
    const float t7 = tack_fn_sumTo_0(p0, p0_len, v3, v2, tack_status, &tack_budget);
    const float t8 = (t6 + t7);
    if ((unsigned long long)t5 >= (unsigned long long)p1_len) { tack_fail(tack_status, 3, t5, p1_len); return; }
    p1[t5] = t8;
  } else {
    const long long t1 = tack_fn_clampIndex_0(v3, p1, p1_len, tack_status, &tack_budget);
    if ((unsigned long long)v3 >= (unsigned long long)p0_len) { tack_fail(tack_status, 2, v3, p0_len); return; }
    const float t2 = tack_fn_square_0(p0[v3], tack_status, &tack_budget);
    const float t3 = tack_fn_sumTo_0(p0, p0_len, v3, v2, tack_status, &tack_budget);
    const float t4 = (t2 + t3);
    if ((unsigned long long)t1 >= (unsigned long long)p1_len) { tack_fail(tack_status, 3, t1, p1_len); return; }
    p1[t1] = t4;
  }
}
