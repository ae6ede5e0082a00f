/**
 * @fileoverview Sem.TexSoftware in WebAssembly: trilinear interpolation over a W×H×D f32
 * array at normalized coordinates, clamped to the edges, texel centers at 0 and 1
 * (runtime/texture.ts is the plain-JS definition; the LLVM generator's helper is the same
 * arithmetic in the same order).
 */

export function texSampleHelper(): string {
  const lines = new Array<string>();
  lines.push("  (func $tack_tex3d (param $d i32) (param $w i64) (param $h i64) (param $dd i64) (param $u f32) (param $v f32) (param $s f32) (result f32)");
  const axes: string[] = ["u", "v", "s"];
  const exts: string[] = ["w", "h", "dd"];
  for (let i = 0; i < 3; i++) {
    const a = axes[i];
    lines.push("    (local $" + a + "_n1 i64) (local $" + a + "_n1f f32) (local $" + a + "_c f32) (local $" + a + "_f f32)");
    lines.push("    (local $" + a + "_t f32) (local $" + a + "_i0 i64) (local $" + a + "_i1 i64)");
  }
  for (let c = 0; c < 8; c++) lines.push("    (local $c" + c.toString() + " f32)");
  for (let c = 0; c < 4; c++) lines.push("    (local $lu" + c.toString() + " f32)");
  lines.push("    (local $lv0 f32) (local $lv1 f32)");
  for (let i = 0; i < 3; i++) {
    const a = axes[i];
    const p = "$" + a + "_";
    lines.push("    (local.set " + p + "n1 (i64.sub (local.get $" + exts[i] + ") (i64.const 1)))");
    lines.push("    (local.set " + p + "n1f (f32.convert_i64_s (local.get " + p + "n1)))");
    // x = a * (n - 1), clamped to [0, n - 1]
    lines.push("    (local.set " + p + "c (f32.mul (local.get $" + a + ") (local.get " + p + "n1f)))");
    lines.push("    (local.set " + p + "c (select (f32.const 0) (local.get " + p + "c) (f32.lt (local.get " + p + "c) (f32.const 0))))");
    lines.push("    (local.set " + p + "c (select (local.get " + p + "n1f) (local.get " + p + "c) (f32.gt (local.get " + p + "c) (local.get " + p + "n1f))))");
    lines.push("    (local.set " + p + "f (f32.floor (local.get " + p + "c)))");
    lines.push("    (local.set " + p + "i0 (i64.trunc_sat_f32_s (local.get " + p + "f)))");
    lines.push("    (local.set " + p + "t (f32.sub (local.get " + p + "c) (local.get " + p + "f)))");
    lines.push("    (local.set " + p + "i1 (i64.add (local.get " + p + "i0) (i64.const 1)))");
    lines.push("    (local.set " + p + "i1 (select (local.get " + p + "n1) (local.get " + p + "i1) (i64.gt_s (local.get " + p + "i1) (local.get " + p + "n1))))");
  }
  // the 8 corners: index (s * h + v) * w + u
  for (let c = 0; c < 8; c++) {
    const iu = (c & 1) != 0 ? "$u_i1" : "$u_i0";
    const iv = (c & 2) != 0 ? "$v_i1" : "$v_i0";
    const is = (c & 4) != 0 ? "$s_i1" : "$s_i0";
    const idx = "(i64.add (i64.mul (i64.add (i64.mul (local.get " + is + ") (local.get $h)) (local.get " + iv + ")) (local.get $w)) (local.get " + iu + "))";
    lines.push("    (local.set $c" + c.toString() + " (f32.load (i32.add (local.get $d) (i32.shl (i32.wrap_i64 " + idx + ") (i32.const 2)))))");
  }
  // lerp along u, then v, then s
  for (let c = 0; c < 4; c++) {
    const a = "(local.get $c" + (c * 2).toString() + ")";
    const b = "(local.get $c" + (c * 2 + 1).toString() + ")";
    lines.push("    (local.set $lu" + c.toString() + " (f32.add " + a + " (f32.mul (f32.sub " + b + " " + a + ") (local.get $u_t))))");
  }
  for (let c = 0; c < 2; c++) {
    const a = "(local.get $lu" + (c * 2).toString() + ")";
    const b = "(local.get $lu" + (c * 2 + 1).toString() + ")";
    lines.push("    (local.set $lv" + c.toString() + " (f32.add " + a + " (f32.mul (f32.sub " + b + " " + a + ") (local.get $v_t))))");
  }
  lines.push("    (f32.add (local.get $lv0) (f32.mul (f32.sub (local.get $lv1) (local.get $lv0)) (local.get $s_t))))");
  return lines.join("\n");
}
