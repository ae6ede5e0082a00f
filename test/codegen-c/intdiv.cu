// Tack kernel 'intdiv' (cuda, generated; do not edit)

static __device__ __noinline__ void tack_fail(long long* s, int state, long long index, long long length) {
  if (atomicCAS((int*)s, 0, state) == 0) {
    s[0] = (long long)state;
    s[1] = index;
    s[3] = length;
  }
}

static __device__ __forceinline__ int tack_idiv_i32(int a, int b) {
  if (b == 0) return 0;
  if (b == -1) return (int)((unsigned int)0 - (unsigned int)a);
  return a / b;
}

static __device__ __forceinline__ int tack_fdiv_i32(int a, int b) {
  if (b == 0) return 0;
  if (b == -1) return (int)((unsigned int)0 - (unsigned int)a);
  int q = a / b;
  if (a - q * b != 0 && ((a - q * b) ^ b) < 0) q = q - 1;
  return q;
}

static __device__ __forceinline__ int tack_irem_i32(int a, int b) {
  return (b == 0 || b == -1) ? 0 : a % b;
}

extern "C" __global__ void __launch_bounds__(256) tack_kernel_intdiv(int* p0, int* p1, int* p2, int* p3, int* p4, int* p5, float* p6, long long p0_len, long long p1_len, long long p2_len, long long p3_len, long long p4_len, long long p5_len, long long p6_len, long long tack_start, long long tack_end, long long* tack_status) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  long long v7 = 0ll;
  v7 = tack_i;
  const long long t0 = ((long long)((unsigned long long)tack_end - (unsigned long long)1));
  const bool tack_fast = (unsigned long long)tack_start < (unsigned long long)p0_len && (unsigned long long)t0 < (unsigned long long)p0_len && (unsigned long long)tack_start < (unsigned long long)p1_len && (unsigned long long)t0 < (unsigned long long)p1_len && (unsigned long long)tack_start < (unsigned long long)p2_len && (unsigned long long)t0 < (unsigned long long)p2_len && (unsigned long long)tack_start < (unsigned long long)p3_len && (unsigned long long)t0 < (unsigned long long)p3_len && (unsigned long long)tack_start < (unsigned long long)p4_len && (unsigned long long)t0 < (unsigned long long)p4_len && (unsigned long long)tack_start < (unsigned long long)p5_len && (unsigned long long)t0 < (unsigned long long)p5_len && (unsigned long long)tack_start < (unsigned long long)p6_len && (unsigned long long)t0 < (unsigned long long)p6_len;
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
    if ((unsigned long long)v7 >= (unsigned long long)p0_len) { tack_fail(tack_status, 1, v7, p0_len); return; }
    if ((unsigned long long)v7 >= (unsigned long long)p1_len) { tack_fail(tack_status, 2, v7, p1_len); return; }
    const int t1 = tack_idiv_i32(p0[v7], p1[v7]);
    if ((unsigned long long)v7 >= (unsigned long long)p2_len) { tack_fail(tack_status, 3, v7, p2_len); return; }
    p2[v7] = t1;
    if ((unsigned long long)v7 >= (unsigned long long)p0_len) { tack_fail(tack_status, 4, v7, p0_len); return; }
    if ((unsigned long long)v7 >= (unsigned long long)p1_len) { tack_fail(tack_status, 5, v7, p1_len); return; }
    const int t2 = tack_fdiv_i32(p0[v7], p1[v7]);
    if ((unsigned long long)v7 >= (unsigned long long)p3_len) { tack_fail(tack_status, 6, v7, p3_len); return; }
    p3[v7] = t2;
    if ((unsigned long long)v7 >= (unsigned long long)p0_len) { tack_fail(tack_status, 7, v7, p0_len); return; }
    if ((unsigned long long)v7 >= (unsigned long long)p1_len) { tack_fail(tack_status, 8, v7, p1_len); return; }
    const int t3 = (tack_idiv_i32(p0[v7], p1[v7]) | 0);
    if ((unsigned long long)v7 >= (unsigned long long)p4_len) { tack_fail(tack_status, 9, v7, p4_len); return; }
    p4[v7] = t3;
    if ((unsigned long long)v7 >= (unsigned long long)p0_len) { tack_fail(tack_status, 10, v7, p0_len); return; }
    if ((unsigned long long)v7 >= (unsigned long long)p1_len) { tack_fail(tack_status, 11, v7, p1_len); return; }
    const int t4 = tack_irem_i32(p0[v7], p1[v7]);
    if ((unsigned long long)v7 >= (unsigned long long)p5_len) { tack_fail(tack_status, 12, v7, p5_len); return; }
    p5[v7] = t4;
    if ((unsigned long long)v7 >= (unsigned long long)p0_len) { tack_fail(tack_status, 13, v7, p0_len); return; }
    if ((unsigned long long)v7 >= (unsigned long long)p1_len) { tack_fail(tack_status, 14, v7, p1_len); return; }
    int t5;
    if ((p1[v7] == 0)) {
      t5 = 1;
    } else {
      if ((unsigned long long)v7 >= (unsigned long long)p1_len) { tack_fail(tack_status, 15, v7, p1_len); return; }
      t5 = p1[v7];
    }
    const float t6 = (((float)(p0[v7])) / ((float)(t5)));
    if ((unsigned long long)v7 >= (unsigned long long)p6_len) { tack_fail(tack_status, 16, v7, p6_len); return; }
    p6[v7] = t6;
  }
}
