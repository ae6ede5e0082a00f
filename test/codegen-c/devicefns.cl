// Tack kernel 'devicefns' (opencl, generated; do not edit)
#pragma OPENCL FP_CONTRACT OFF

static __attribute__((noinline)) void tack_fail(__global long* s, int state, long index, long length) {
  if (atomic_cmpxchg((volatile __global int*)s, 0, state) == 0) {
    s[0] = (long)state;
    s[1] = index;
    s[3] = length;
  }
}

static __attribute__((noinline)) bool tack_poll(__global long* s) {
  if (*(volatile __global int*)s != 0) return true;
  return false;
}

static inline long tack_irem_i64(long a, long b) {
  return (b == 0 || b == -1) ? 0 : a % b;
}

static inline long tack_fn_clampIndex_0(long v0, __global float* a1, long a1_len, __global long* tack_status, long* tack_budget);
static inline float tack_fn_square_0(float v0, __global long* tack_status, long* tack_budget);
static inline float tack_fn_sumTo_0(__global float* a0, long a0_len, long v1, int v2, __global long* tack_status, long* tack_budget);

static inline long tack_fn_clampIndex_0(long v0, __global float* a1, long a1_len, __global long* tack_status, long* tack_budget) {
  return ((v0 < 0L) ? 0L : ((v0 >= a1_len) ? ((long)((ulong)a1_len - (ulong)1L)) : v0));
  return 0L;
}

static inline float tack_fn_square_0(float v0, __global long* tack_status, long* tack_budget) {
  return (v0 * v0);
  return 0.0f;
}

static inline float tack_fn_sumTo_0(__global float* a0, long a0_len, long v1, int v2, __global long* tack_status, long* tack_budget) {
  float v3 = 0.0f;
  long v4 = 0L;
  v3 = 0.0f;
  const long t0 = ((long)(v2));
  for (v4 = 0; v4 < t0;) {
    const long tack_stop0 = (ulong)t0 - (ulong)v4 > 1024 ? v4 + 1024 : t0;
    if (((*tack_budget) -= tack_stop0 - v4) < 0) { (*tack_budget) = 65536; if (tack_poll(tack_status)) { *tack_budget = 0; return 0.0f; } }
    for (; v4 < tack_stop0; v4 = (long)((ulong)v4 + (ulong)1)) {
      const long t1 = tack_irem_i64(((long)((ulong)v1 + (ulong)v4)), a0_len);
      if ((ulong)t1 >= (ulong)a0_len) { tack_fail(tack_status, 1, t1, a0_len); { *tack_budget = 0; return 0.0f; } }
      v3 = (v3 + a0[t1]);
    }
  }
  return v3;
  return 0.0f;
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void tack_kernel_devicefns(__global float* p0, __global float* p1, int v2, long p0_len, long p1_len, long tack_start, long tack_end, __global long* tack_status) {
  const long tack_i = tack_start + (long)get_group_id(0) * (long)get_local_size(0) + (long)get_local_id(0);
  if (tack_i >= tack_end) return;
  long tack_budget = 65536;
  long v3 = 0L;
  v3 = tack_i;
  const long t0 = ((long)((ulong)tack_end - (ulong)1));
  const bool tack_fast = (ulong)tack_start < (ulong)p0_len && (ulong)t0 < (ulong)p0_len;
  if (tack_fast) {
    const long t5 = tack_fn_clampIndex_0(v3, p1, p1_len, tack_status, &tack_budget);
    const float t6 = tack_fn_square_0(p0[v3], tack_status, &tack_budget);
    const float t7 = tack_fn_sumTo_0(p0, p0_len, v3, v2, tack_status, &tack_budget);
    const float t8 = (t6 + t7);
    if ((ulong)t5 >= (ulong)p1_len) { tack_fail(tack_status, 3, t5, p1_len); return; }
    p1[t5] = t8;
  } else {
    const long t1 = tack_fn_clampIndex_0(v3, p1, p1_len, tack_status, &tack_budget);
    if ((ulong)v3 >= (ulong)p0_len) { tack_fail(tack_status, 2, v3, p0_len); return; }
    const float t2 = tack_fn_square_0(p0[v3], tack_status, &tack_budget);
    const float t3 = tack_fn_sumTo_0(p0, p0_len, v3, v2, tack_status, &tack_budget);
    const float t4 = (t2 + t3);
    if ((ulong)t1 >= (ulong)p1_len) { tack_fail(tack_status, 3, t1, p1_len); return; }
    p1[t1] = t4;
  }
}
