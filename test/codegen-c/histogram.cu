// Tack kernel 'histogram' (cuda, generated; do not edit)

static __device__ __noinline__ void tack_fail(long long* s, int state, long long index, long long length) {
  if (atomicCAS((int*)s, 0, state) == 0) {
    s[0] = (long long)state;
    s[1] = index;
    s[3] = length;
  }
}

static __device__ __forceinline__ long long tack_f2i_f32(float x) {
  if (!(fabsf(x) < __int_as_float(0x7f800000))) return 0;
  if (x >= 0x1p+63f) return 9223372036854775807ll;
  if (x <= (-0x1p+63f)) return (-9223372036854775807ll - 1ll);
  return (long long)x;
}

static __device__ __forceinline__ long long tack_fidx_f32(float x) {
  return fabsf(x) < __int_as_float(0x7f800000) ? tack_f2i_f32(x) : -1;
}

extern "C" __global__ void __launch_bounds__(256) tack_kernel_histogram(float* p0, int* p1, float v2, float v3, long long p0_len, long long p1_len, long long tack_start, long long tack_end, long long* tack_status) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  long long v4 = 0ll;
  float v5 = 0.0f;
  long long v6 = 0ll;
  float v7 = 0.0f;
  v4 = p1_len;
  v5 = (((float)(v4)) / (v3 - v2));
  v6 = tack_i;
  const long long t0 = ((long long)((unsigned long long)tack_end - (unsigned long long)1));
  const bool tack_fast = (unsigned long long)tack_start < (unsigned long long)p0_len && (unsigned long long)t0 < (unsigned long long)p0_len;
  if (tack_fast) {
    v7 = floorf(__fmul_rn((p0[v6] - v2), v5));
    if (v7 < 0.0f) {
      v7 = 0.0f;
    }
    if (v7 >= ((float)(v4))) {
      v7 = ((float)(((long long)((unsigned long long)v4 - (unsigned long long)1ll))));
    }
    const long long t2 = tack_fidx_f32(v7);
    if ((unsigned long long)t2 >= (unsigned long long)p1_len) { tack_fail(tack_status, 2, t2, p1_len); return; }
    atomicAdd(&p1[t2], 1);
  } else {
    if ((unsigned long long)v6 >= (unsigned long long)p0_len) { tack_fail(tack_status, 1, v6, p0_len); return; }
    v7 = floorf(__fmul_rn((p0[v6] - v2), v5));
    if (v7 < 0.0f) {
      v7 = 0.0f;
    }
    if (v7 >= ((float)(v4))) {
      v7 = ((float)(((long long)((unsigned long long)v4 - (unsigned long long)1ll))));
    }
    const long long t1 = tack_fidx_f32(v7);
    if ((unsigned long long)t1 >= (unsigned long long)p1_len) { tack_fail(tack_status, 2, t1, p1_len); return; }
    atomicAdd(&p1[t1], 1);
  }
}
