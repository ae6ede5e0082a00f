// Tack kernel 'blocktotals' (opencl, generated; do not edit)
#pragma OPENCL FP_CONTRACT OFF

static __attribute__((noinline)) void tack_fail(__global long* s, int state, long index, long length) {
  if (atomic_cmpxchg((volatile __global int*)s, 0, state) == 0) {
    s[0] = (long)state;
    s[1] = index;
    s[3] = length;
  }
}

static inline long tack_fdiv_i64(long a, long b) {
  if (b == 0) return 0;
  if (b == -1) return (long)((ulong)0 - (ulong)a);
  long q = a / b;
  if (a - q * b != 0 && ((a - q * b) ^ b) < 0) q = q - 1;
  return q;
}

static inline int tack_irem_i32(int a, int b) {
  return (b == 0 || b == -1) ? 0 : a % b;
}

static inline float tack_blocksum_f32(__local float* r, float v) {
  int i = (int)get_local_id(0);
  r[i] = v;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  for (int k = 128; k > 0; k = k >> 1) {
    if (i < k) r[i] = r[i] + r[i + k];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
  float x = r[0];
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  return x;
}

static inline int tack_blockmax_i32(__local int* r, int v) {
  int i = (int)get_local_id(0);
  r[i] = v;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  for (int k = 128; k > 0; k = k >> 1) {
    if (i < k) r[i] = r[i] > r[i + k] ? r[i] : r[i + k];
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
  int x = r[0];
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  return x;
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void tack_kernel_blocktotals(__global float* p0, __global float* p1, __global int* p2, long p0_len, long p1_len, long p2_len, long tack_start, long tack_end, __global long* tack_status) {
  __local float a4[256];
  __local float tack_red_f32[256];
  __local int tack_red_i32[256];
  const long tack_i = tack_start + (long)get_group_id(0) * (long)get_local_size(0) + (long)get_local_id(0);
  long v3 = 0L;
  int v5 = 0;
  float v6 = 0.0f;
  int v7 = 0;
  v3 = tack_i;
  for (int k = (int)get_local_id(0); k < 256; k += 256) a4[k] = 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  v5 = ((int)get_local_id(0));
  const long t0 = ((long)(v5));
  const bool t1 = (ulong)v3 < (ulong)p0_len;
  if (!t1) tack_fail(tack_status, 1, v3, p0_len);
  const float t2 = (t1 ? p0[v3] : 0.0f);
  const float t3 = (t2 * 2.0f);
  const bool t4 = (ulong)t0 < (ulong)256;
  if (!t4) tack_fail(tack_status, 2, t0, 256);
  if (t4) a4[t0] = t3;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  const long t5 = ((long)(tack_irem_i32(((int)((uint)v5 + (uint)1)), 256)));
  const bool t6 = (ulong)t5 < (ulong)256;
  if (!t6) tack_fail(tack_status, 3, t5, 256);
  const float t7 = (t6 ? a4[t5] : 0.0f);
  const float t8 = tack_blocksum_f32(tack_red_f32, t7);
  v6 = t8;
  const bool t9 = (ulong)v3 < (ulong)p2_len;
  if (!t9) tack_fail(tack_status, 4, v3, p2_len);
  const int t10 = (t9 ? p2[v3] : 0);
  const int t11 = tack_blockmax_i32(tack_red_i32, t10);
  v7 = t11;
  if (v5 == 0) {
    const long t12 = tack_fdiv_i64(v3, 256L);
    const bool t13 = (ulong)t12 < (ulong)p1_len;
    if (!t13) tack_fail(tack_status, 5, t12, p1_len);
    if (t13) p1[t12] = v6;
    const bool t14 = (ulong)v3 < (ulong)p2_len;
    if (!t14) tack_fail(tack_status, 6, v3, p2_len);
    if (t14) p2[v3] = v7;
  }
}
