// Type-level test of the public API (checked by test/package/package.test.ts with tsc).
// Lines marked @ts-expect-error must fail to type-check; everything else must pass.
import * as tack from "tack";

const saxpy = tack.kernel(function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) {
    out[i] = a * x[i] + y[i];
  }
});

const x = tack.array<"f32">(new Float32Array([1, 2, 3]));
const y = tack.ones(3, tack.f32);
const out = tack.empty(3, tack.f32);
saxpy(x, y, out, 2);
saxpy(new Float32Array(3), y, out, tack.f32(0.5));
const back: Float32Array = out.toTypedArray();
void back;

// @ts-expect-error an i32 array where the kernel takes Float32Array
saxpy(tack.zeros(3, tack.i32), y, out, 2);
// @ts-expect-error a string where the kernel takes a number
saxpy(x, y, out, "2");
// @ts-expect-error too few arguments
saxpy(x, y, out);

const h: tack.i64 = 5n;
const f: tack.f32 = 1.5;
void h;
void f;
const d: tack.Device = tack.getDefaultDevice();
void d;
const err: SyntaxError = new tack.KernelSyntaxError("x", { kernelName: "k" });
void err;
