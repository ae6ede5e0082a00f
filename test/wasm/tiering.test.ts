/**
 * The wasm device's kernels run V8's optimizing tier (TurboFan) from their first launch:
 * `compileModule` compiles the module eagerly with TurboFan (runtime/backends/wasm-compile.ts),
 * and the pool's workers, which instantiate the same module, share its code. Without it V8
 * starts on Liftoff (about half the speed on a memory-bound loop) and tiers up only after a
 * budget of executed code, many launches later.
 *
 * What is observed is V8's own answer (`%IsTurboFanFunction`), not a time.
 */
import { setFlagsFromString } from "node:v8";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { compileModule, compileWat, stopCompileWorker } from "../../runtime/backends/wasm-compile.js";

setFlagsFromString("--allow-natives-syntax");
// parsed after the flag is set, so V8's test intrinsics are allowed (the flag is process-wide: workers too)
// eslint-disable-next-line no-new-func
const tierOf = new Function("f", "return %IsTurboFanFunction(f) ? 'turbofan' : %IsLiftoffFunction(f) ? 'liftoff' : 'none'") as
  (f: unknown) => string;

/**
 * A loop that one long call would tier up. Each test compiles its own constant: V8 caches
 * compiled modules by their bytes, and the same bytes would share one module's code.
 */
const wat = (k: number) => `(module
  (func (export "f") (param $n i32) (result f32) (local $i i32) (local $s f32)
    (block $b (loop $l
      (br_if $b (i32.ge_u (local.get $i) (local.get $n)))
      (local.set $s (f32.add (f32.mul (local.get $s) (f32.const ${k})) (f32.convert_i32_u (local.get $i))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $l)))
    (local.get $s)))`;

const exported = (m: WebAssembly.Module) => (new WebAssembly.Instance(m).exports as { f: (n: number) => number }).f;

/** The tier of the module's function in a fresh worker it is posted to, before and after one call there. */
function tierInWorker(m: WebAssembly.Module): Promise<string[]> {
  const w = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const tierOf = new Function("f", "return %IsTurboFanFunction(f) ? 'turbofan' : %IsLiftoffFunction(f) ? 'liftoff' : 'none'");
     const f = new WebAssembly.Instance(workerData).exports.f;
     const before = tierOf(f);
     f(10);
     parentPort.postMessage([before, tierOf(f)]);`,
    { eval: true, workerData: m },
  );
  return new Promise<string[]>((resolve, reject) => {
    w.once("message", (t: string[]) => {
      resolve(t);
      void w.terminate();
    });
    w.once("error", reject);
  });
}

afterAll(() => stopCompileWorker());

describe("the wasm device's kernel code tier", () => {
  it("is TurboFan before the first call, on the compiling thread and in a worker the module is posted to", async () => {
    const m = compileModule(compileWat(wat(0.5), { optimize: false }));
    expect(tierOf(exported(m))).toBe("turbofan");
    expect(await tierInWorker(m)).toEqual(["turbofan", "turbofan"]);
  });

  it("is not TurboFan for the same bytes compiled the default way (what compileModule changes)", async () => {
    const m = new WebAssembly.Module(compileWat(wat(0.25), { optimize: false }));
    // nothing compiled before the first call (lazy); that call runs Liftoff code (V8 may tier it up
    // soon after, in the background, so what follows the call is not asserted)
    expect(tierOf(exported(m))).toBe("none");
    expect((await tierInWorker(m))[0]).toBe("none");
  });

  it("leaves later default compiles lazy (the flags are switched for the kernel's compile only)", () => {
    compileModule(compileWat(wat(0.125), { optimize: false }));
    const m = new WebAssembly.Module(compileWat(wat(0.0625), { optimize: false }));
    expect(tierOf(exported(m))).toBe("none");
  });
});
