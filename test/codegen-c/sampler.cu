// Tack kernel 'sampler' (cuda, generated; do not edit)

static __device__ __noinline__ void tack_fail(long long* s, int state, long long index, long long length) {
  if (atomicCAS((int*)s, 0, state) == 0) {
    s[0] = (long long)state;
    s[1] = index;
    s[3] = length;
  }
}

static __device__ __forceinline__ float tack_tex3d(const float* t, long long w, long long h, long long dd, float u, float v, float s) {
  float un = (float)(w - 1);
  float ux = __fmul_rn(u, un);
  float uc = !(ux >= 0.0f) ? 0.0f : ux > un ? un : ux;
  float uf = floorf(uc);
  long long u0 = (long long)uf;
  long long u1 = u0 + 1 > w - 1 ? w - 1 : u0 + 1;
  float ut = uc - uf;
  float vn = (float)(h - 1);
  float vx = __fmul_rn(v, vn);
  float vc = !(vx >= 0.0f) ? 0.0f : vx > vn ? vn : vx;
  float vf = floorf(vc);
  long long v0 = (long long)vf;
  long long v1 = v0 + 1 > h - 1 ? h - 1 : v0 + 1;
  float vt = vc - vf;
  float sn = (float)(dd - 1);
  float sx = __fmul_rn(s, sn);
  float sc = !(sx >= 0.0f) ? 0.0f : sx > sn ? sn : sx;
  float sf = floorf(sc);
  long long s0 = (long long)sf;
  long long s1 = s0 + 1 > dd - 1 ? dd - 1 : s0 + 1;
  float st = sc - sf;
  float c0 = t[(s0 * h + v0) * w + u0];
  float c1 = t[(s0 * h + v0) * w + u1];
  float c2 = t[(s0 * h + v1) * w + u0];
  float c3 = t[(s0 * h + v1) * w + u1];
  float c4 = t[(s1 * h + v0) * w + u0];
  float c5 = t[(s1 * h + v0) * w + u1];
  float c6 = t[(s1 * h + v1) * w + u0];
  float c7 = t[(s1 * h + v1) * w + u1];
  float lu0 = c0 + __fmul_rn((c1 - c0), ut);
  float lu1 = c2 + __fmul_rn((c3 - c2), ut);
  float lu2 = c4 + __fmul_rn((c5 - c4), ut);
  float lu3 = c6 + __fmul_rn((c7 - c6), ut);
  float lv0 = lu0 + __fmul_rn((lu1 - lu0), vt);
  float lv1 = lu2 + __fmul_rn((lu3 - lu2), vt);
  return lv0 + __fmul_rn((lv1 - lv0), st);
}

extern "C" __global__ void __launch_bounds__(256) tack_kernel_sampler(float* p0, float* p1, int v2, long long p0_len, long long p1_len, long long tack_start, long long tack_end, long long* tack_status) {
  const long long tack_i = tack_start + (long long)blockIdx.x * 256 + (long long)threadIdx.x;
  if (tack_i >= tack_end) return;
  long long v3 = 0ll;
  float v4 = 0.0f;
  v3 = tack_i;
  const long long t0 = ((long long)((unsigned long long)tack_end - (unsigned long long)1));
  const bool tack_fast = (unsigned long long)tack_start < (unsigned long long)p1_len && (unsigned long long)t0 < (unsigned long long)p1_len;
  if (tack_fast) {
    v4 = (((float)(v3)) / ((float)(v2)));
    const float t2 = tack_tex3d(p0, 4ll, 4ll, 4ll, v4, __fmul_rn(v4, 0x1p-1f), (1.0f - v4));
    p1[v3] = t2;
  } else {
    v4 = (((float)(v3)) / ((float)(v2)));
    const float t1 = tack_tex3d(p0, 4ll, 4ll, 4ll, v4, __fmul_rn(v4, 0x1p-1f), (1.0f - v4));
    if ((unsigned long long)v3 >= (unsigned long long)p1_len) { tack_fail(tack_status, 1, v3, p1_len); return; }
    p1[v3] = t1;
  }
}
