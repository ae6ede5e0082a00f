// Tack kernel 'sampler' (opencl, generated; do not edit)
#pragma OPENCL FP_CONTRACT OFF

static __attribute__((noinline)) void tack_fail(__global long* s, int state, long index, long length) {
  if (atomic_cmpxchg((volatile __global int*)s, 0, state) == 0) {
    s[0] = (long)state;
    s[1] = index;
    s[3] = length;
  }
}

static inline float tack_tex3d(__global const float* t, long w, long h, long dd, float u, float v, float s) {
  float un = (float)(w - 1);
  float ux = (u * un);
  float uc = !(ux >= 0.0f) ? 0.0f : ux > un ? un : ux;
  float uf = floor(uc);
  long u0 = (long)uf;
  long u1 = u0 + 1 > w - 1 ? w - 1 : u0 + 1;
  float ut = uc - uf;
  float vn = (float)(h - 1);
  float vx = (v * vn);
  float vc = !(vx >= 0.0f) ? 0.0f : vx > vn ? vn : vx;
  float vf = floor(vc);
  long v0 = (long)vf;
  long v1 = v0 + 1 > h - 1 ? h - 1 : v0 + 1;
  float vt = vc - vf;
  float sn = (float)(dd - 1);
  float sx = (s * sn);
  float sc = !(sx >= 0.0f) ? 0.0f : sx > sn ? sn : sx;
  float sf = floor(sc);
  long s0 = (long)sf;
  long s1 = s0 + 1 > dd - 1 ? dd - 1 : s0 + 1;
  float st = sc - sf;
  float c0 = t[(s0 * h + v0) * w + u0];
  float c1 = t[(s0 * h + v0) * w + u1];
  float c2 = t[(s0 * h + v1) * w + u0];
  float c3 = t[(s0 * h + v1) * w + u1];
  float c4 = t[(s1 * h + v0) * w + u0];
  float c5 = t[(s1 * h + v0) * w + u1];
  float c6 = t[(s1 * h + v1) * w + u0];
  float c7 = t[(s1 * h + v1) * w + u1];
  float lu0 = c0 + ((c1 - c0) * ut);
  float lu1 = c2 + ((c3 - c2) * ut);
  float lu2 = c4 + ((c5 - c4) * ut);
  float lu3 = c6 + ((c7 - c6) * ut);
  float lv0 = lu0 + ((lu1 - lu0) * vt);
  float lv1 = lu2 + ((lu3 - lu2) * vt);
  return lv0 + ((lv1 - lv0) * st);
}

__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void tack_kernel_sampler(__global float* p0, __global float* p1, int v2, long p0_len, long p1_len, long tack_start, long tack_end, __global long* tack_status) {
  const long tack_i = tack_start + (long)get_group_id(0) * (long)get_local_size(0) + (long)get_local_id(0);
  if (tack_i >= tack_end) return;
  long v3 = 0L;
  float v4 = 0.0f;
  v3 = tack_i;
  const long t0 = ((long)((ulong)tack_end - (ulong)1));
  const bool tack_fast = (ulong)tack_start < (ulong)p1_len && (ulong)t0 < (ulong)p1_len;
  if (tack_fast) {
    v4 = (((float)(v3)) / ((float)(v2)));
    const float t2 = tack_tex3d(p0, 4L, 4L, 4L, v4, (v4 * 0x1p-1f), (1.0f - v4));
    p1[v3] = t2;
  } else {
    v4 = (((float)(v3)) / ((float)(v2)));
    const float t1 = tack_tex3d(p0, 4L, 4L, 4L, v4, (v4 * 0x1p-1f), (1.0f - v4));
    if ((ulong)v3 >= (ulong)p1_len) { tack_fail(tack_status, 1, v3, p1_len); return; }
    p1[v3] = t1;
  }
}
