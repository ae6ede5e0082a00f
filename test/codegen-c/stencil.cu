// Tack kernel 'stencil' (cuda, generated; do not edit)

static __device__ __noinline__ void tack_fail(long long* s, int state, long long index, long long length) {
  if (atomicCAS((int*)s, 0, state) == 0) {
    s[0] = (long long)state;
    s[1] = index;
    s[3] = length;
  }
}

extern "C" __global__ void __launch_bounds__(256) tack_kernel_stencil(float* p0, float* p1, int v2, int v3, long long p0_len, long long p1_len, long long tack_start, long long tack_end, long long* tack_status) {
  const long long tack_base = tack_start + (long long)blockIdx.x * 1024 + (long long)threadIdx.x;
  if (tack_base >= tack_end) return;
  long long v5 = 0ll;
  long long v4 = 0ll;
  long long v6 = 0ll;
  #pragma unroll
  for (int tack_k = 0; tack_k < 4; tack_k++) {
    const long long tack_i = tack_base + (long long)tack_k * 256;
    if (tack_i >= tack_end) break;
    const long long t0 = ((long long)(v3));
    v4 = tack_i / t0;
    v5 = tack_i - v4 * t0;
    v6 = ((long long)((unsigned long long)((long long)((unsigned long long)v4 * (unsigned long long)((long long)(v3)))) + (unsigned long long)v5));
    if ((((v4 == 0ll) || (v5 == 0ll)) || (v4 == ((long long)(((int)((unsigned int)v2 - (unsigned int)1)))))) || (v5 == ((long long)(((int)((unsigned int)v3 - (unsigned int)1)))))) {
      if ((unsigned long long)v6 >= (unsigned long long)p0_len) { tack_fail(tack_status, 1, v6, p0_len); return; }
      const float t1 = p0[v6];
      if ((unsigned long long)v6 >= (unsigned long long)p1_len) { tack_fail(tack_status, 2, v6, p1_len); return; }
      p1[v6] = t1;
      continue;
    }
    const long long t2 = ((long long)((unsigned long long)v6 - (unsigned long long)1ll));
    if ((unsigned long long)t2 >= (unsigned long long)p0_len) { tack_fail(tack_status, 3, t2, p0_len); return; }
    const long long t3 = ((long long)((unsigned long long)v6 + (unsigned long long)1ll));
    if ((unsigned long long)t3 >= (unsigned long long)p0_len) { tack_fail(tack_status, 4, t3, p0_len); return; }
    const long long t4 = ((long long)((unsigned long long)v6 - (unsigned long long)((long long)(v3))));
    if ((unsigned long long)t4 >= (unsigned long long)p0_len) { tack_fail(tack_status, 5, t4, p0_len); return; }
    const long long t5 = ((long long)((unsigned long long)v6 + (unsigned long long)((long long)(v3))));
    if ((unsigned long long)t5 >= (unsigned long long)p0_len) { tack_fail(tack_status, 6, t5, p0_len); return; }
    const float t6 = __fmul_rn(0x1p-2f, (((p0[t2] + p0[t3]) + p0[t4]) + p0[t5]));
    if ((unsigned long long)v6 >= (unsigned long long)p1_len) { tack_fail(tack_status, 7, v6, p1_len); return; }
    p1[v6] = t6;
  }
}
