// Tack kernel 'saxpy' (cuda, generated; do not edit)

static __device__ __noinline__ void tack_fail(long long* s, int state, long long index, long long length) {
  if (atomicCAS((int*)s, 0, state) == 0) {
    s[0] = (long long)state;
    s[1] = index;
    s[3] = length;
  }
}

extern "C" __global__ void __launch_bounds__(256) tack_kernel_saxpy(float* p0, float* p1, float* p2, float v3, long long p0_len, long long p1_len, long long p2_len, long long tack_start, long long tack_end, long long* tack_status) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  long long v4 = 0ll;
  v4 = tack_i;
  const long long t0 = ((long long)((unsigned long long)tack_end - (unsigned long long)1));
  const bool tack_fast = (unsigned long long)tack_start < (unsigned long long)p0_len && (unsigned long long)t0 < (unsigned long long)p0_len && (unsigned long long)tack_start < (unsigned long long)p1_len && (unsigned long long)t0 < (unsigned long long)p1_len && (unsigned long long)tack_start < (unsigned long long)p2_len && (unsigned long long)t0 < (unsigned long long)p2_len;
  if (tack_fast) {
    const float t2 = (__fmul_rn(v3, p0[v4]) + p1[v4]);
    p2[v4] = t2;
  } else {
    if ((unsigned long long)v4 >= (unsigned long long)p0_len) { tack_fail(tack_status, 1, v4, p0_len); return; }
    if ((unsigned long long)v4 >= (unsigned long long)p1_len) { tack_fail(tack_status, 2, v4, p1_len); return; }
    const float t1 = (__fmul_rn(v3, p0[v4]) + p1[v4]);
    if ((unsigned long long)v4 >= (unsigned long long)p2_len) { tack_fail(tack_status, 3, v4, p2_len); return; }
    p2[v4] = t1;
  }
}
