/**
 * Stand-in arguments for a rehearsal of the launch path (runtime/kernel.ts rehearse): after
 * tack.kernel()'s prefetch has loaded a stored variant and before the kernel's first launch,
 * the launch path's JavaScript runs once for the signature the kernel last ran with, stopping
 * before the native launch. A fresh process otherwise pays V8's first run of that path (each
 * function parsed and compiled at its first call, about 1.5 ms on the CPU) in its first launch,
 * after the variant itself is ready.
 *
 * The stand-ins are of the signature's exact classes and hold nothing: empty TypedArrays and
 * zero scalars. Classes with no storage-free stand-in (arrays of rank above 1, arrays of
 * vectors, textures: a tack.Array would allocate on the device) give none, and the rehearsal
 * is skipped.
 */
import { classify, type ArgClass } from "./classify.js";
import { Scalar, TYPED_ARRAY_OF, type DtypeName } from "./dtypes.js";

function standIn(c: ArgClass): unknown {
  const spec = c.spec;
  switch (spec.kind) {
    case "array":
      if (spec.rank !== 1 || spec.vec !== undefined) return undefined;
      return spec.clamped === true ? new Uint8ClampedArray(0) : new TYPED_ARRAY_OF[spec.dtype as DtypeName](0);
    case "number":
      return 0.5;
    case "scalar":
      if (spec.dtype === "bool") return false;
      if (spec.dtype === "i32") return 0;
      if (spec.dtype === "i64") return 0n;
      return new Scalar(spec.dtype as DtypeName, 0);
    default:
      return undefined;
  }
}

/** Arguments of exactly these classes that hold no data, or null if some class has none. */
export function standInArgs(classes: readonly ArgClass[]): unknown[] | null {
  const args: unknown[] = [];
  for (const c of classes) {
    const a = standIn(c);
    if (a === undefined || classify(a) !== c) return null;
    args.push(a);
  }
  return args;
}
