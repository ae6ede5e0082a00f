/**
 * The hand-written Wasm stencil loop that stencil-floor.ts and launch-trace.ts run beside the
 * wasm device's (row pointers, one i32 byte offset per row stepping 16; the kernel's operation
 * order, so the same bits), the same as a pool chunk over rows (`tack_chunk`), and a `memory.copy`
 * of n bytes (launch-trace's bandwidth floor).
 */
/** stencil(src, dst, h, w): the interior, 4 outputs a step, the last (w - 2) % 4 of a row scalar. */
export const FLOOR_WAT = `(module (import "env" "memory" (memory 1 65536 shared))
  (func $stencil (export "stencil") (param $src i32) (param $dst i32) (param $h i32) (param $w i32)
    (local $y i32) (local $row i32) (local $p i32) (local $up i32) (local $dn i32) (local $q i32)
    (local $o i32) (local $vend i32) (local $end i32) (local $k v128)
    (local.set $k (f32x4.splat (f32.const 0.2)))
    (local.set $row (i32.shl (local.get $w) (i32.const 2)))
    (local.set $end (i32.shl (i32.sub (local.get $w) (i32.const 2)) (i32.const 2)))
    (local.set $vend (i32.and (local.get $end) (i32.const -16)))
    (local.set $y (i32.const 1))
    (block $ydone (loop $yl
      (br_if $ydone (i32.ge_u (local.get $y) (i32.sub (local.get $h) (i32.const 1))))
      ;; p: src + 4 * (y * w), the row's element 0 (element x + 1 is at offset 4 + 4x)
      (local.set $p (i32.add (local.get $src) (i32.mul (local.get $y) (local.get $row))))
      (local.set $up (i32.sub (local.get $p) (local.get $row)))
      (local.set $dn (i32.add (local.get $p) (local.get $row)))
      (local.set $q (i32.add (local.get $dst) (i32.mul (local.get $y) (local.get $row))))
      (local.set $o (i32.const 0))
      (block $vdone (loop $vl
        (br_if $vdone (i32.ge_u (local.get $o) (local.get $vend)))
        (v128.store offset=4 (i32.add (local.get $q) (local.get $o))
          (f32x4.mul (local.get $k)
            (f32x4.add
              (f32x4.add
                (f32x4.add
                  (f32x4.add
                    (v128.load offset=4 (i32.add (local.get $p) (local.get $o)))
                    (v128.load (i32.add (local.get $p) (local.get $o))))
                  (v128.load offset=8 (i32.add (local.get $p) (local.get $o))))
                (v128.load offset=4 (i32.add (local.get $up) (local.get $o))))
              (v128.load offset=4 (i32.add (local.get $dn) (local.get $o))))))
        (local.set $o (i32.add (local.get $o) (i32.const 16)))
        (br $vl)))
      (block $sdone (loop $sl
        (br_if $sdone (i32.ge_u (local.get $o) (local.get $end)))
        (f32.store offset=4 (i32.add (local.get $q) (local.get $o))
          (f32.mul (f32.const 0.2)
            (f32.add
              (f32.add
                (f32.add
                  (f32.add
                    (f32.load offset=4 (i32.add (local.get $p) (local.get $o)))
                    (f32.load (i32.add (local.get $p) (local.get $o))))
                  (f32.load offset=8 (i32.add (local.get $p) (local.get $o))))
                (f32.load offset=4 (i32.add (local.get $up) (local.get $o))))
              (f32.load offset=4 (i32.add (local.get $dn) (local.get $o))))))
        (local.set $o (i32.add (local.get $o) (i32.const 4)))
        (br $sl)))
      (local.set $y (i32.add (local.get $y) (i32.const 1)))
      (br $yl))))
;; the pool's chunk ABI (compiler/codegen/wat/ABI.md) over interior rows [start, end) (0: row 1),
  ;; with the slots holding src, dst and w (i32 each): the loop above inside the wasm pool
  (func (export "tack_chunk") (param $slots i32) (param $start f64) (param $end f64) (param $stack i32)
    (local $y0 i32) (local $w i32) (local $off i32)
    (local.set $y0 (i32.trunc_f64_u (local.get $start)))
    (local.set $w (i32.load offset=8 (local.get $slots)))
    (local.set $off (i32.mul (local.get $y0) (i32.shl (local.get $w) (i32.const 2))))
    (call $stencil
      (i32.add (i32.load (local.get $slots)) (local.get $off))
      (i32.add (i32.load offset=4 (local.get $slots)) (local.get $off))
      (i32.add (i32.sub (i32.trunc_f64_u (local.get $end)) (local.get $y0)) (i32.const 2))
      (local.get $w)))
  (func (export "copy") (param $dst i32) (param $src i32) (param $n i32)
    (memory.copy (local.get $dst) (local.get $src) (local.get $n))))`;

/**
 * Loop shapes tried against FLOOR_WAT's (session 9, stencil2), each `stencil(src, dst, h, w)` as
 * above with the same operation order (so the same bits): `unroll` output vectors per loop
 * iteration (one offset step, independent loads), and `shuffle`: the row's centre and right
 * neighbours built from two aligned loads (elements x..x+3 and x+4..x+7, the first carried from
 * the previous vector) by `i8x16.shuffle` (V8: palignr) instead of three unaligned loads.
 */
export function variantWat(unroll: number, shuffle: boolean): string {
  const vec = (j: number): string => {
    const at = (ptr: string, off: number) => `(v128.load offset=${off} (i32.add (local.get ${ptr}) (local.get $o)))`;
    const c = 16 * j;
    const lines: string[] = [];
    let ctr: string, left: string, right: string;
    if (shuffle) {
      lines.push(`(local.set $b ${at("$p", c + 16)})`);
      ctr = "(i8x16.shuffle 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 (local.get $a) (local.get $b))";
      right = "(i8x16.shuffle 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 (local.get $a) (local.get $b))";
      left = "(local.get $a)";
    } else {
      ctr = at("$p", c + 4);
      left = at("$p", c);
      right = at("$p", c + 8);
    }
    lines.push(`(v128.store offset=${c + 4} (i32.add (local.get $q) (local.get $o))
          (f32x4.mul (local.get $k) (f32x4.add (f32x4.add (f32x4.add (f32x4.add ${ctr} ${left}) ${right})
            ${at("$up", c + 4)}) ${at("$dn", c + 4)})))`);
    if (shuffle) lines.push("(local.set $a (local.get $b))");
    return lines.join("\n        ");
  };
  const body: string[] = [];
  for (let j = 0; j < unroll; j++) body.push(vec(j));
  return `(module (import "env" "memory" (memory 1 65536 shared))
  (func $stencil (export "stencil") (param $src i32) (param $dst i32) (param $h i32) (param $w i32)
    (local $y i32) (local $row i32) (local $p i32) (local $up i32) (local $dn i32) (local $q i32)
    (local $o i32) (local $vend i32) (local $end i32) (local $k v128) (local $a v128) (local $b v128)
    (local.set $k (f32x4.splat (f32.const 0.2)))
    (local.set $row (i32.shl (local.get $w) (i32.const 2)))
    (local.set $end (i32.shl (i32.sub (local.get $w) (i32.const 2)) (i32.const 2)))
    (local.set $vend (i32.and (local.get $end) (i32.const ${-16 * unroll})))
    (local.set $y (i32.const 1))
    (block $ydone (loop $yl
      (br_if $ydone (i32.ge_u (local.get $y) (i32.sub (local.get $h) (i32.const 1))))
      (local.set $p (i32.add (local.get $src) (i32.mul (local.get $y) (local.get $row))))
      (local.set $up (i32.sub (local.get $p) (local.get $row)))
      (local.set $dn (i32.add (local.get $p) (local.get $row)))
      (local.set $q (i32.add (local.get $dst) (i32.mul (local.get $y) (local.get $row))))
      (local.set $o (i32.const 0))
      ${shuffle ? "(local.set $a (v128.load (local.get $p)))" : ""}
      (block $vdone (loop $vl
        (br_if $vdone (i32.ge_u (local.get $o) (local.get $vend)))
        ${body.join("\n        ")}
        (local.set $o (i32.add (local.get $o) (i32.const ${16 * unroll})))
        (br $vl)))
      (block $sdone (loop $sl
        (br_if $sdone (i32.ge_u (local.get $o) (local.get $end)))
        (f32.store offset=4 (i32.add (local.get $q) (local.get $o))
          (f32.mul (f32.const 0.2) (f32.add (f32.add (f32.add (f32.add
            (f32.load offset=4 (i32.add (local.get $p) (local.get $o)))
            (f32.load (i32.add (local.get $p) (local.get $o))))
            (f32.load offset=8 (i32.add (local.get $p) (local.get $o))))
            (f32.load offset=4 (i32.add (local.get $up) (local.get $o))))
            (f32.load offset=4 (i32.add (local.get $dn) (local.get $o))))))
        (local.set $o (i32.add (local.get $o) (i32.const 4)))
        (br $sl)))
      (local.set $y (i32.add (local.get $y) (i32.const 1)))
      (br $yl))))
)`;
}
