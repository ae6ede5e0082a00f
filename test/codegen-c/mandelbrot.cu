// Tack kernel 'mandelbrot' (cuda, generated; do not edit)

static __device__ __noinline__ void tack_fail(long long* s, int state, long long index, long long length) {
  if (atomicCAS((int*)s, 0, state) == 0) {
    s[0] = (long long)state;
    s[1] = index;
    s[3] = length;
  }
}

static __device__ __noinline__ bool tack_poll(long long* s) {
  if (*(volatile int*)s != 0) return true;
  long long limit = ((volatile long long*)s)[2];
  if (limit != 0) {
    unsigned long long now;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
    unsigned long long t0 = atomicCAS((unsigned long long*)(s + 4), 0ull, now);
    if (t0 == 0ull) t0 = now;
    if (now - t0 >= (unsigned long long)limit) {
      tack_fail(s, -1, 0, 0);
      return true;
    }
  }
  return false;
}

extern "C" __global__ void __launch_bounds__(256) tack_kernel_mandelbrot(unsigned int* p0, int v1, int v2, int v3, long long p0_len, long long tack_start, long long tack_end, long long* tack_status) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  long long tack_budget = 65536;
  float v4 = 0.0f;
  float v5 = 0.0f;
  long long v7 = 0ll;
  long long v6 = 0ll;
  float v8 = 0.0f;
  float v9 = 0.0f;
  float v10 = 0.0f;
  float v11 = 0.0f;
  long long v12 = 0ll;
  float v13 = 0.0f;
  float v14 = 0.0f;
  v4 = (3.0f / ((float)(v1)));
  v5 = (0x1.333334p+1f / ((float)(v2)));
  const long long t0 = ((long long)(v1));
  v6 = tack_i / t0;
  v7 = tack_i - v6 * t0;
  v8 = ((-0x1.19999ap+1f) + __fmul_rn(((float)(v7)), v4));
  v9 = ((-0x1.333334p+0f) + __fmul_rn(((float)(v6)), v5));
  v10 = 0.0f;
  v11 = 0.0f;
  v12 = 0ll;
  for (;;) {
    if (--tack_budget < 0) { tack_budget = 65536; if (tack_poll(tack_status)) return; }
    if (!(v12 < ((long long)(v3)))) break;
    {
      v13 = __fmul_rn(v10, v10);
      v14 = __fmul_rn(v11, v11);
      if ((v13 + v14) > 4.0f) {
        break;
      }
      v11 = (__fmul_rn(__fmul_rn(2.0f, v10), v11) + v9);
      v10 = ((v13 - v14) + v8);
      v12 = ((long long)((unsigned long long)v12 + (unsigned long long)1ll));
    }
  }
  const long long t1 = ((long long)((unsigned long long)((long long)((unsigned long long)v6 * (unsigned long long)((long long)(v1)))) + (unsigned long long)v7));
  if ((unsigned long long)t1 >= (unsigned long long)p0_len) { tack_fail(tack_status, 1, t1, p0_len); return; }
  p0[t1] = ((unsigned int)(v12));
}
