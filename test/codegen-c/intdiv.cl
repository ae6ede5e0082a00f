// Tack kernel 'intdiv' (opencl, generated; do not edit)
#pragma OPENCL FP_CONTRACT OFF

static __attribute__((noinline)) void tack_fail(__global long* s, int state, long index, long length) {
  if (atomic_cmpxchg((volatile __global int*)s, 0, state) == 0) {
    s[0] = (long)state;
    s[1] = index;
    s[3] = length;
  }
}

static inline int tack_idiv_i32(int a, int b) {
  if (b == 0) return 0;
  if (b == -1) return (int)((uint)0 - (uint)a);
  return a / b;
}

static inline int tack_fdiv_i32(int a, int b) {
  if (b == 0) return 0;
  if (b == -1) return (int)((uint)0 - (uint)a);
  int q = a / b;
  if (a - q * b != 0 && ((a - q * b) ^ b) < 0) q = q - 1;
  return q;
}

static inline int tack_irem_i32(int a, int b) {
  return (b == 0 || b == -1) ? 0 : a % b;
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void tack_kernel_intdiv(__global int* p0, __global int* p1, __global int* p2, __global int* p3, __global int* p4, __global int* p5, __global float* p6, long p0_len, long p1_len, long p2_len, long p3_len, long p4_len, long p5_len, long p6_len, long tack_start, long tack_end, __global long* tack_status) {
  const long tack_i = tack_start + (long)get_group_id(0) * (long)get_local_size(0) + (long)get_local_id(0);
  if (tack_i >= tack_end) return;
  long v7 = 0L;
  v7 = tack_i;
  const long t0 = ((long)((ulong)tack_end - (ulong)1));
  const bool tack_fast = (ulong)tack_start < (ulong)p0_len && (ulong)t0 < (ulong)p0_len && (ulong)tack_start < (ulong)p1_len && (ulong)t0 < (ulong)p1_len && (ulong)tack_start < (ulong)p2_len && (ulong)t0 < (ulong)p2_len && (ulong)tack_start < (ulong)p3_len && (ulong)t0 < (ulong)p3_len && (ulong)tack_start < (ulong)p4_len && (ulong)t0 < (ulong)p4_len && (ulong)tack_start < (ulong)p5_len && (ulong)t0 < (ulong)p5_len && (ulong)tack_start < (ulong)p6_len && (ulong)t0 < (ulong)p6_len;
  if (tack_fast) {
    const int t7 = tack_idiv_i32(p0[v7], p1[v7]);
    p2[v7] = t7;
    const int t8 = tack_fdiv_i32(p0[v7], p1[v7]);
    p3[v7] = t8;
    const int t9 = (tack_idiv_i32(p0[v7], p1[v7]) | 0);
    p4[v7] = t9;
    const int t10 = tack_irem_i32(p0[v7], p1[v7]);
    p5[v7] = t10;
    const float t11 = (((float)(p0[v7])) / ((float)(((p1[v7] == 0) ? 1 : p1[v7]))));
    p6[v7] = t11;
  } else {
    if ((ulong)v7 >= (ulong)p0_len) { tack_fail(tack_status, 1, v7, p0_len); return; }
    if ((ulong)v7 >= (ulong)p1_len) { tack_fail(tack_status, 2, v7, p1_len); return; }
    const int t1 = tack_idiv_i32(p0[v7], p1[v7]);
    if ((ulong)v7 >= (ulong)p2_len) { tack_fail(tack_status, 3, v7, p2_len); return; }
    p2[v7] = t1;
    if ((ulong)v7 >= (ulong)p0_len) { tack_fail(tack_status, 4, v7, p0_len); return; }
    if ((ulong)v7 >= (ulong)p1_len) { tack_fail(tack_status, 5, v7, p1_len); return; }
    const int t2 = tack_fdiv_i32(p0[v7], p1[v7]);
    if ((ulong)v7 >= (ulong)p3_len) { tack_fail(tack_status, 6, v7, p3_len); return; }
    p3[v7] = t2;
    if ((ulong)v7 >= (ulong)p0_len) { tack_fail(tack_status, 7, v7, p0_len); return; }
    if ((ulong)v7 >= (ulong)p1_len) { tack_fail(tack_status, 8, v7, p1_len); return; }
    const int t3 = (tack_idiv_i32(p0[v7], p1[v7]) | 0);
    if ((ulong)v7 >= (ulong)p4_len) { tack_fail(tack_status, 9, v7, p4_len); return; }
    p4[v7] = t3;
    if ((ulong)v7 >= (ulong)p0_len) { tack_fail(tack_status, 10, v7, p0_len); return; }
    if ((ulong)v7 >= (ulong)p1_len) { tack_fail(tack_status, 11, v7, p1_len); return; }
    const int t4 = tack_irem_i32(p0[v7], p1[v7]);
    if ((ulong)v7 >= (ulong)p5_len) { tack_fail(tack_status, 12, v7, p5_len); return; }
    p5[v7] = t4;
    if ((ulong)v7 >= (ulong)p0_len) { tack_fail(tack_status, 13, v7, p0_len); return; }
    if ((ulong)v7 >= (ulong)p1_len) { tack_fail(tack_status, 14, v7, p1_len); return; }
    int t5;
    if ((p1[v7] == 0)) {
      t5 = 1;
    } else {
      if ((ulong)v7 >= (ulong)p1_len) { tack_fail(tack_status, 15, v7, p1_len); return; }
      t5 = p1[v7];
    }
    const float t6 = (((float)(p0[v7])) / ((float)(t5)));
    if ((ulong)v7 >= (ulong)p6_len) { tack_fail(tack_status, 16, v7, p6_len); return; }
    p6[v7] = t6;
  }
}
