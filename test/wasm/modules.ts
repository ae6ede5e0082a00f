/**
 * Hand-written modules of the "wasm-chunk" ABI (compiler/codegen/wat/ABI.md), so the wasm
 * device's host side (memory, pool, watchdog, staging, faults) is tested on its own, whatever
 * the WAT generator emits. Each comes as a CompileResult the backend builds like a generated one.
 */
import type { CompileResult, ParamInfo, SlotInfo } from "../../runtime/request.js";

const param = (name: string, kind: "array" | "scalar", dtype: string, written = false): ParamInfo => ({
  name, kind, dtype, rank: kind === "array" ? 1 : 0, written, atomic: false,
});

function result(name: string, code: string, params: ParamInfo[], slots: SlotInfo[], extents: (number | string)[], stack = 0, imports: string[] = []): CompileResult {
  return {
    kernel: name, target: "wat", entry: name, floatContext: "f32", params,
    abi: { kind: "wasm-chunk", chunk: "tack_chunk", slots, sites: [{ array: "out", param: 2, size: -1, source: 0, start: 0, end: 3 }], stack, imports } as never,
    loop: { grid: false, start: [0], extents: [extents] }, features: [], code,
  };
}

/**
 * saxpy(x, y, out, a): out[i] = a * x[i] + y[i] over [start, end), with the ABI's bounds check
 * on `out` (site 0: compare-exchange the state, record index and length, leave) and the
 * chunk-entry poll. Slots: x y out a | len x, len y, len out | status.
 */
export function saxpy(): CompileResult {
  const code = `(module
  (import "env" "memory" (memory 1 65536 shared))
  (func (export "tack_chunk") (param $slots i32) (param $start f64) (param $end f64) (param $stack i32)
    (local $i i64) (local $e i64) (local $x i32) (local $y i32) (local $o i32) (local $a f32) (local $n i64) (local $st i32) (local $k i32)
    (local.set $st (i32.load offset=56 (local.get $slots)))
    (if (i64.ne (i64.atomic.load (local.get $st)) (i64.const 0)) (then (return)))
    (local.set $x (i32.load (local.get $slots)))
    (local.set $y (i32.load offset=8 (local.get $slots)))
    (local.set $o (i32.load offset=16 (local.get $slots)))
    (local.set $a (f32.load offset=24 (local.get $slots)))
    (local.set $n (i64.load offset=48 (local.get $slots)))
    (local.set $i (i64.trunc_f64_s (local.get $start)))
    (local.set $e (i64.trunc_f64_s (local.get $end)))
    (block $done (loop $l
      (br_if $done (i64.ge_s (local.get $i) (local.get $e)))
      (if (i64.ge_u (local.get $i) (local.get $n)) (then
        (if (i64.eqz (i64.atomic.rmw.cmpxchg (local.get $st) (i64.const 0) (i64.const 1))) (then
          (i64.store offset=8 (local.get $st) (local.get $i))
          (i64.store offset=24 (local.get $st) (local.get $n))))
        (return)))
      (local.set $k (i32.shl (i32.wrap_i64 (local.get $i)) (i32.const 2)))
      (f32.store (i32.add (local.get $o) (local.get $k))
        (f32.add (f32.mul (local.get $a) (f32.load (i32.add (local.get $x) (local.get $k))))
                 (f32.load (i32.add (local.get $y) (local.get $k)))))
      (local.set $i (i64.add (local.get $i) (i64.const 1)))
      (br $l)))))`;
  return result("saxpy", code,
    [param("x", "array", "f32"), param("y", "array", "f32"), param("out", "array", "f32", true), param("a", "scalar", "f32")],
    [{ param: 0 }, { param: 1 }, { param: 2 }, { param: 3 }, { param: 0, dim: -1 }, { param: 1, dim: -1 }, { param: 2, dim: -1 }, { status: true, param: -1 }],
    ["l2"]);
}

/** spin(out): never ends; polls the status every 4096 iterations as generated loops do. */
export function spin(): CompileResult {
  const code = `(module
  (import "env" "memory" (memory 1 65536 shared))
  (func (export "tack_chunk") (param $slots i32) (param $start f64) (param $end f64) (param $stack i32)
    (local $st i32) (local $k i32)
    (local.set $st (i32.load offset=16 (local.get $slots)))
    (loop $l
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (if (i32.eqz (i32.and (local.get $k) (i32.const 4095))) (then
        (if (i64.ne (i64.atomic.load (local.get $st)) (i64.const 0)) (then (return)))))
      (br $l))))`;
  return result("spin", code, [param("out", "array", "f32", true)],
    [{ param: 0 }, { param: 0, dim: -1 }, { status: true, param: -1 }], ["l0"]);
}

/**
 * stacked(out: Int32Array): for each i, writes i into this thread's stack, burns a few thousand
 * iterations re-reading it, then stores what it reads back: another thread sharing the stack
 * would overwrite it. Also calls the imported Math.sin once per i: out2[i] = sin(i).
 */
export function stacked(): CompileResult {
  const code = `(module
  (import "env" "memory" (memory 1 65536 shared))
  (import "env" "Math_sin" (func $sin (param f64) (result f64)))
  (func (export "tack_chunk") (param $slots i32) (param $start f64) (param $end f64) (param $stack i32)
    (local $i i32) (local $e i32) (local $o i32) (local $o2 i32) (local $j i32) (local $v i32)
    (local.set $o (i32.load (local.get $slots)))
    (local.set $o2 (i32.load offset=8 (local.get $slots)))
    (local.set $i (i32.trunc_f64_s (local.get $start)))
    (local.set $e (i32.trunc_f64_s (local.get $end)))
    (block $done (loop $l
      (br_if $done (i32.ge_s (local.get $i) (local.get $e)))
      (i32.atomic.store offset=32 (local.get $stack) (local.get $i))
      (local.set $j (i32.const 0))
      (local.set $v (local.get $i))
      (block $b (loop $w
        (br_if $b (i32.ge_s (local.get $j) (i32.const 2000)))
        (local.set $v (i32.atomic.load offset=32 (local.get $stack)))
        (br_if $b (i32.ne (local.get $v) (local.get $i)))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $w)))
      (i32.store (i32.add (local.get $o) (i32.shl (local.get $i) (i32.const 2))) (local.get $v))
      (f64.store (i32.add (local.get $o2) (i32.shl (local.get $i) (i32.const 3))) (call $sin (f64.convert_i32_s (local.get $i))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l)))))`;
  return result("stacked", code, [param("out", "array", "i32", true), param("out2", "array", "f64", true)],
    [{ param: 0 }, { param: 1 }, { param: 0, dim: -1 }, { param: 1, dim: -1 }, { status: true, param: -1 }], ["l0"], 64, ["sin"]);
}

/** trap(out): iteration `start` of every chunk past the first traps (`unreachable`), as an access outside the memory would. */
export function trap(): CompileResult {
  const code = `(module
  (import "env" "memory" (memory 1 65536 shared))
  (func (export "tack_chunk") (param $slots i32) (param $start f64) (param $end f64) (param $stack i32)
    (if (f64.gt (local.get $start) (f64.const 0)) (then (unreachable)))))`;
  return result("trap", code, [param("out", "array", "f32", true)],
    [{ param: 0 }, { param: 0, dim: -1 }, { status: true, param: -1 }], ["l0"]);
}
