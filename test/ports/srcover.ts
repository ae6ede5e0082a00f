/**
 * Port of Porter-Duff "source over" on premultiplied RGBA, as Skia's `SkBlendMode::kSrcOver`
 * raster pipeline stage computes it (google/skia, `src/opts/SkRasterPipeline_opts.h`,
 * `srcover`: `d = s + d * (1 - sa)`): colors as vec4 values.
 */
import * as tack from "../../runtime/index.js";

export function srcover(src: Float32Array, dst: Float32Array) {
  for (const i of tack.range(Math.floor(src.length / 4))) {
    const s = [src[4 * i], src[4 * i + 1], src[4 * i + 2], src[4 * i + 3]];
    const d = [dst[4 * i], dst[4 * i + 1], dst[4 * i + 2], dst[4 * i + 3]];
    const r = tack.vec4.add(s, tack.vec4.scale(d, 1 - s[3]));
    dst[4 * i] = r[0];
    dst[4 * i + 1] = r[1];
    dst[4 * i + 2] = r[2];
    dst[4 * i + 3] = r[3];
  }
}
