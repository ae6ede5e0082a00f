// Tack kernel 'saxpy' (opencl, generated; do not edit)
#pragma OPENCL FP_CONTRACT OFF

static __attribute__((noinline)) void tack_fail(__global long* s, int state, long index, long length) {
  if (atomic_cmpxchg((volatile __global int*)s, 0, state) == 0) {
    s[0] = (long)state;
    s[1] = index;
    s[3] = length;
  }
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void tack_kernel_saxpy(__global float* restrict p0, __global float* restrict p1, __global float* restrict p2, float v3, long p0_len, long p1_len, long p2_len, long tack_start, long tack_end, __global long* tack_status) {
  const long tack_i = tack_start + (long)get_group_id(0) * (long)get_local_size(0) + (long)get_local_id(0);
  if (tack_i >= tack_end) return;
  long v4 = 0L;
  v4 = tack_i;
  const long t0 = ((long)((ulong)tack_end - (ulong)1));
  const bool tack_fast = (ulong)tack_start < (ulong)p0_len && (ulong)t0 < (ulong)p0_len && (ulong)tack_start < (ulong)p1_len && (ulong)t0 < (ulong)p1_len && (ulong)tack_start < (ulong)p2_len && (ulong)t0 < (ulong)p2_len;
  if (tack_fast) {
    const float t2 = ((v3 * p0[v4]) + p1[v4]);
    p2[v4] = t2;
  } else {
    if ((ulong)v4 >= (ulong)p0_len) { tack_fail(tack_status, 1, v4, p0_len); return; }
    if ((ulong)v4 >= (ulong)p1_len) { tack_fail(tack_status, 2, v4, p1_len); return; }
    const float t1 = ((v3 * p0[v4]) + p1[v4]);
    if ((ulong)v4 >= (ulong)p2_len) { tack_fail(tack_status, 3, v4, p2_len); return; }
    p2[v4] = t1;
  }
}
