// Tack kernel 'atomicminmax' (opencl, generated; do not edit)
#pragma OPENCL FP_CONTRACT OFF

static __attribute__((noinline)) void tack_fail(__global long* s, int state, long index, long length) {
  if (atomic_cmpxchg((volatile __global int*)s, 0, state) == 0) {
    s[0] = (long)state;
    s[1] = index;
    s[3] = length;
  }
}

static inline float tack_min_f32(float a, float b) {
  if (a != a || b != b) return a + b; // NaN wins
  if (a == b) return as_float((int)(as_int(a) | as_int(b)));
  return a < b ? a : b;
}

static inline float tack_max_f32(float a, float b) {
  if (a != a || b != b) return a + b; // NaN wins
  if (a == b) return as_float((int)(as_int(a) & as_int(b)));
  return a > b ? a : b;
}

static inline float tack_atomic_max_f32(__global float* p, float v) {
  __global int* ip = (__global int*)p;
  int old = *(volatile __global int*)ip;
  for (;;) {
    int nv = as_int(tack_max_f32(as_float(old), v));
    if (nv == old) return as_float(old);
    int seen = atomic_cmpxchg((volatile __global int*)ip, old, nv);
    if (seen == old) return as_float(old);
    old = seen;
  }
}

static inline float tack_atomic_min_f32(__global float* p, float v) {
  __global int* ip = (__global int*)p;
  int old = *(volatile __global int*)ip;
  for (;;) {
    int nv = as_int(tack_min_f32(as_float(old), v));
    if (nv == old) return as_float(old);
    int seen = atomic_cmpxchg((volatile __global int*)ip, old, nv);
    if (seen == old) return as_float(old);
    old = seen;
  }
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void tack_kernel_atomicminmax(__global float* p0, __global float* p1, __global float* p2, __global uint* p3, long p0_len, long p1_len, long p2_len, long p3_len, long tack_start, long tack_end, __global long* tack_status) {
  const long tack_i = tack_start + (long)get_group_id(0) * (long)get_local_size(0) + (long)get_local_id(0);
  if (tack_i >= tack_end) return;
  long v4 = 0L;
  v4 = tack_i;
  const long t0 = ((long)((ulong)tack_end - (ulong)1));
  const bool tack_fast = (ulong)tack_start < (ulong)p0_len && (ulong)t0 < (ulong)p0_len && (ulong)0L < (ulong)p1_len && (ulong)0L < (ulong)p2_len && (ulong)0L < (ulong)p3_len;
  if (tack_fast) {
    tack_atomic_min_f32(&p1[0L], p0[v4]);
    tack_atomic_max_f32(&p2[0L], p0[v4]);
    if (p0[v4] > 0.0f) {
      atomic_add(&p3[0L], 1u);
    }
  } else {
    if ((ulong)v4 >= (ulong)p0_len) { tack_fail(tack_status, 1, v4, p0_len); return; }
    if ((ulong)0L >= (ulong)p1_len) { tack_fail(tack_status, 2, 0L, p1_len); return; }
    tack_atomic_min_f32(&p1[0L], p0[v4]);
    if ((ulong)v4 >= (ulong)p0_len) { tack_fail(tack_status, 3, v4, p0_len); return; }
    if ((ulong)0L >= (ulong)p2_len) { tack_fail(tack_status, 4, 0L, p2_len); return; }
    tack_atomic_max_f32(&p2[0L], p0[v4]);
    if ((ulong)v4 >= (ulong)p0_len) { tack_fail(tack_status, 5, v4, p0_len); return; }
    if (p0[v4] > 0.0f) {
      if ((ulong)0L >= (ulong)p3_len) { tack_fail(tack_status, 6, 0L, p3_len); return; }
      atomic_add(&p3[0L], 1u);
    }
  }
}
