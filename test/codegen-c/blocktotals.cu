// Tack kernel 'blocktotals' (cuda, generated; do not edit)

static __device__ __noinline__ void tack_fail(long long* s, int state, long long index, long long length) {
  if (atomicCAS((int*)s, 0, state) == 0) {
    s[0] = (long long)state;
    s[1] = index;
    s[3] = length;
  }
}

static __device__ __forceinline__ long long tack_fdiv_i64(long long a, long long b) {
  if (b == 0) return 0;
  if (b == -1) return (long long)((unsigned long long)0 - (unsigned long long)a);
  long long q = a / b;
  if (a - q * b != 0 && ((a - q * b) ^ b) < 0) q = q - 1;
  return q;
}

static __device__ __forceinline__ int tack_irem_i32(int a, int b) {
  return (b == 0 || b == -1) ? 0 : a % b;
}

static __device__ __forceinline__ float tack_blocksum_f32(float* r, float v) {
  int i = (int)threadIdx.x;
  r[i] = v;
  __syncthreads();
  for (int k = 128; k > 0; k = k >> 1) {
    if (i < k) r[i] = r[i] + r[i + k];
    __syncthreads();
  }
  float x = r[0];
  __syncthreads();
  return x;
}

static __device__ __forceinline__ int tack_blockmax_i32(int* r, int v) {
  int i = (int)threadIdx.x;
  r[i] = v;
  __syncthreads();
  for (int k = 128; k > 0; k = k >> 1) {
    if (i < k) r[i] = r[i] > r[i + k] ? r[i] : r[i + k];
    __syncthreads();
  }
  int x = r[0];
  __syncthreads();
  return x;
}

extern "C" __global__ void __launch_bounds__(256) tack_kernel_blocktotals(float* p0, float* p1, int* p2, long long p0_len, long long p1_len, long long p2_len, long long tack_start, long long tack_end, long long* tack_status) {
  __shared__ float a4[256];
  __shared__ float tack_red_f32[256];
  __shared__ int tack_red_i32[256];
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  long long v3 = 0ll;
  int v5 = 0;
  float v6 = 0.0f;
  int v7 = 0;
  v3 = tack_i;
  for (int k = (int)threadIdx.x; k < 256; k += 256) a4[k] = 0.0f;
  __syncthreads();
  v5 = ((int)threadIdx.x);
  const long long t0 = ((long long)(v5));
  const bool t1 = (unsigned long long)v3 < (unsigned long long)p0_len;
  if (!t1) tack_fail(tack_status, 1, v3, p0_len);
  const float t2 = (t1 ? p0[v3] : 0.0f);
  const float t3 = __fmul_rn(t2, 2.0f);
  const bool t4 = (unsigned long long)t0 < (unsigned long long)256;
  if (!t4) tack_fail(tack_status, 2, t0, 256);
  if (t4) a4[t0] = t3;
  __syncthreads();
  const long long t5 = ((long long)(tack_irem_i32(((int)((unsigned int)v5 + (unsigned int)1)), 256)));
  const bool t6 = (unsigned long long)t5 < (unsigned long long)256;
  if (!t6) tack_fail(tack_status, 3, t5, 256);
  const float t7 = (t6 ? a4[t5] : 0.0f);
  const float t8 = tack_blocksum_f32(tack_red_f32, t7);
  v6 = t8;
  const bool t9 = (unsigned long long)v3 < (unsigned long long)p2_len;
  if (!t9) tack_fail(tack_status, 4, v3, p2_len);
  const int t10 = (t9 ? p2[v3] : 0);
  const int t11 = tack_blockmax_i32(tack_red_i32, t10);
  v7 = t11;
  if (v5 == 0) {
    const long long t12 = tack_fdiv_i64(v3, 256ll);
    const bool t13 = (unsigned long long)t12 < (unsigned long long)p1_len;
    if (!t13) tack_fail(tack_status, 5, t12, p1_len);
    if (t13) p1[t12] = v6;
    const bool t14 = (unsigned long long)v3 < (unsigned long long)p2_len;
    if (!t14) tack_fail(tack_status, 6, v3, p2_len);
    if (t14) p2[v3] = v7;
  }
}
