// Tack kernel 'mandelbrot' (opencl, generated; do not edit)
#pragma OPENCL FP_CONTRACT OFF

static __attribute__((noinline)) void tack_fail(__global long* s, int state, long index, long length) {
  if (atomic_cmpxchg((volatile __global int*)s, 0, state) == 0) {
    s[0] = (long)state;
    s[1] = index;
    s[3] = length;
  }
}

static __attribute__((noinline)) bool tack_poll(__global long* s) {
  if (*(volatile __global int*)s != 0) return true;
  return false;
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void tack_kernel_mandelbrot(__global uint* p0, int v1, int v2, int v3, long p0_len, long tack_start, long tack_end, __global long* tack_status) {
  const long tack_i = tack_start + (long)get_group_id(0) * (long)get_local_size(0) + (long)get_local_id(0);
  if (tack_i >= tack_end) return;
  long tack_budget = 65536;
  float v4 = 0.0f;
  float v5 = 0.0f;
  long v7 = 0L;
  long v6 = 0L;
  float v8 = 0.0f;
  float v9 = 0.0f;
  float v10 = 0.0f;
  float v11 = 0.0f;
  long v12 = 0L;
  float v13 = 0.0f;
  float v14 = 0.0f;
  v4 = (3.0f / ((float)(v1)));
  v5 = (0x1.333334p+1f / ((float)(v2)));
  const long t0 = ((long)(v1));
  v6 = tack_i / t0;
  v7 = tack_i - v6 * t0;
  v8 = ((-0x1.19999ap+1f) + (((float)(v7)) * v4));
  v9 = ((-0x1.333334p+0f) + (((float)(v6)) * v5));
  v10 = 0.0f;
  v11 = 0.0f;
  v12 = 0L;
  for (;;) {
    if (--tack_budget < 0) { tack_budget = 65536; if (tack_poll(tack_status)) return; }
    if (!(v12 < ((long)(v3)))) break;
    {
      v13 = (v10 * v10);
      v14 = (v11 * v11);
      if ((v13 + v14) > 4.0f) {
        break;
      }
      v11 = (((2.0f * v10) * v11) + v9);
      v10 = ((v13 - v14) + v8);
      v12 = ((long)((ulong)v12 + (ulong)1L));
    }
  }
  const long t1 = ((long)((ulong)((long)((ulong)v6 * (ulong)((long)(v1)))) + (ulong)v7));
  if ((ulong)t1 >= (ulong)p0_len) { tack_fail(tack_status, 1, t1, p0_len); return; }
  p0[t1] = ((uint)(v12));
}
