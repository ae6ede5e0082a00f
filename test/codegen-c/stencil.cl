// Tack kernel 'stencil' (opencl, generated; do not edit)
#pragma OPENCL FP_CONTRACT OFF

static __attribute__((noinline)) void tack_fail(__global long* s, int state, long index, long length) {
  if (atomic_cmpxchg((volatile __global int*)s, 0, state) == 0) {
    s[0] = (long)state;
    s[1] = index;
    s[3] = length;
  }
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void tack_kernel_stencil(__global float* p0, __global float* p1, int v2, int v3, long p0_len, long p1_len, long tack_start, long tack_end, __global long* tack_status) {
  const long tack_base = tack_start + (long)get_group_id(0) * ((long)get_local_size(0) * 4) + (long)get_local_id(0);
  if (tack_base >= tack_end) return;
  long v5 = 0L;
  long v4 = 0L;
  long v6 = 0L;
  #pragma unroll
  for (int tack_k = 0; tack_k < 4; tack_k++) {
    const long tack_i = tack_base + (long)tack_k * (long)get_local_size(0);
    if (tack_i >= tack_end) break;
    const long t0 = ((long)(v3));
    v4 = tack_i / t0;
    v5 = tack_i - v4 * t0;
    v6 = ((long)((ulong)((long)((ulong)v4 * (ulong)((long)(v3)))) + (ulong)v5));
    if ((((v4 == 0L) || (v5 == 0L)) || (v4 == ((long)(((int)((uint)v2 - (uint)1)))))) || (v5 == ((long)(((int)((uint)v3 - (uint)1)))))) {
      if ((ulong)v6 >= (ulong)p0_len) { tack_fail(tack_status, 1, v6, p0_len); return; }
      const float t1 = p0[v6];
      if ((ulong)v6 >= (ulong)p1_len) { tack_fail(tack_status, 2, v6, p1_len); return; }
      p1[v6] = t1;
      continue;
    }
    const long t2 = ((long)((ulong)v6 - (ulong)1L));
    if ((ulong)t2 >= (ulong)p0_len) { tack_fail(tack_status, 3, t2, p0_len); return; }
    const long t3 = ((long)((ulong)v6 + (ulong)1L));
    if ((ulong)t3 >= (ulong)p0_len) { tack_fail(tack_status, 4, t3, p0_len); return; }
    const long t4 = ((long)((ulong)v6 - (ulong)((long)(v3))));
    if ((ulong)t4 >= (ulong)p0_len) { tack_fail(tack_status, 5, t4, p0_len); return; }
    const long t5 = ((long)((ulong)v6 + (ulong)((long)(v3))));
    if ((ulong)t5 >= (ulong)p0_len) { tack_fail(tack_status, 6, t5, p0_len); return; }
    const float t6 = (0x1p-2f * (((p0[t2] + p0[t3]) + p0[t4]) + p0[t5]));
    if ((ulong)v6 >= (ulong)p1_len) { tack_fail(tack_status, 7, v6, p1_len); return; }
    p1[v6] = t6;
  }
}
