// Tack kernel 'histogram' (opencl, generated; do not edit)
#pragma OPENCL FP_CONTRACT OFF

static __attribute__((noinline)) void tack_fail(__global long* s, int state, long index, long length) {
  if (atomic_cmpxchg((volatile __global int*)s, 0, state) == 0) {
    s[0] = (long)state;
    s[1] = index;
    s[3] = length;
  }
}

static inline long tack_f2i_f32(float x) {
  if (!(fabs(x) < as_float(0x7f800000))) return 0;
  if (x >= 0x1p+63f) return 9223372036854775807L;
  if (x <= (-0x1p+63f)) return (-9223372036854775807L - 1L);
  return (long)x;
}

static inline long tack_fidx_f32(float x) {
  return fabs(x) < as_float(0x7f800000) ? tack_f2i_f32(x) : -1;
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void tack_kernel_histogram(__global float* p0, __global int* p1, float v2, float v3, long p0_len, long p1_len, long tack_start, long tack_end, __global long* tack_status) {
  const long tack_i = tack_start + (long)get_group_id(0) * (long)get_local_size(0) + (long)get_local_id(0);
  if (tack_i >= tack_end) return;
  long v4 = 0L;
  float v5 = 0.0f;
  long v6 = 0L;
  float v7 = 0.0f;
  v4 = p1_len;
  v5 = (((float)(v4)) / (v3 - v2));
  v6 = tack_i;
  const long t0 = ((long)((ulong)tack_end - (ulong)1));
  const bool tack_fast = (ulong)tack_start < (ulong)p0_len && (ulong)t0 < (ulong)p0_len;
  if (tack_fast) {
    v7 = floor(((p0[v6] - v2) * v5));
    if (v7 < 0.0f) {
      v7 = 0.0f;
    }
    if (v7 >= ((float)(v4))) {
      v7 = ((float)(((long)((ulong)v4 - (ulong)1L))));
    }
    const long t2 = tack_fidx_f32(v7);
    if ((ulong)t2 >= (ulong)p1_len) { tack_fail(tack_status, 2, t2, p1_len); return; }
    atomic_add(&p1[t2], 1);
  } else {
    if ((ulong)v6 >= (ulong)p0_len) { tack_fail(tack_status, 1, v6, p0_len); return; }
    v7 = floor(((p0[v6] - v2) * v5));
    if (v7 < 0.0f) {
      v7 = 0.0f;
    }
    if (v7 >= ((float)(v4))) {
      v7 = ((float)(((long)((ulong)v4 - (ulong)1L))));
    }
    const long t1 = tack_fidx_f32(v7);
    if ((ulong)t1 >= (ulong)p1_len) { tack_fail(tack_status, 2, t1, p1_len); return; }
    atomic_add(&p1[t1], 1);
  }
}
