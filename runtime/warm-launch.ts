/**
 * The last launch's check, specialised (issue 10: the host cost of a warm launch). After each
 * launch that went through the full checks, the kernel keeps a small function made for that
 * launch's arguments: for each argument in order, straight-line, the check the general
 * last-launch test (kernel.ts sameAsLastLaunch) makes of it, then the plan's launch. Any
 * mismatch returns false and the call takes the general path, which checks everything again.
 *
 * What it accepts is a subset of what sameAsLastLaunch accepts:
 * - an object argument: the same object; unless its storage is fixed (a device tack.Array),
 *   its storage as long as at the last launch (a detached or shrunk buffer reads shorter);
 * - a primitive: the same value, or another primitive of the same class (`typeof` object is
 *   refused: an object is only ever accepted as the same object).
 *
 * The text depends only on the arguments' count and kinds (object with fixed storage, other
 * object, primitive): argument indexes are the only things spelled into it, never user text
 * or values, which the factory takes as parameters. Factories are kept by their text, so two
 * launches of the same shape share one (and V8's compiled code for it).
 */
import { storageLength } from "./args.js";
import { classify, type ArgClass } from "./classify.js";

/** A plan's launch for arguments a warm check passed (Plan.launchWarm). */
export interface WarmPlan {
  launchWarm(args: readonly unknown[]): void;
}

/** Runs the launch and returns true, or returns false (not launched) when the arguments are not the last launch's. */
export type WarmLaunch = (args: readonly unknown[]) => boolean;

type Factory = (
  plan: WarmPlan, classify: (a: unknown) => ArgClass | undefined, storageLength: (a: unknown) => number,
  values: readonly unknown[], lengths: readonly number[], classes: readonly ArgClass[],
) => WarmLaunch;

const factories = new Map<string, Factory>();

/** Where `lengths[i]` is this, the argument's storage is fixed (kernel.ts FIXED_STORAGE): identity alone. */
export function warmLaunch(
  plan: WarmPlan, args: readonly unknown[], classes: readonly ArgClass[], lengths: readonly number[], fixedStorage: number,
): WarmLaunch {
  const consts: string[] = [];
  const checks: string[] = [`if (args.length !== ${args.length}) return false;`, "let a;"];
  for (let i = 0; i < args.length; i++) {
    const v = args[i];
    consts.push(`const o${i} = values[${i}];`);
    checks.push(`a = args[${i}];`);
    if (typeof v === "object") {
      if (lengths[i] === fixedStorage) {
        checks.push(`if (a !== o${i}) return false;`);
      } else {
        consts.push(`const n${i} = lengths[${i}];`);
        checks.push(`if (a !== o${i} || storageLength(a) !== n${i}) return false;`);
      }
    } else {
      consts.push(`const c${i} = classes[${i}];`);
      checks.push(`if (a !== o${i} && (typeof a === "object" || classify(a) !== c${i})) return false;`);
    }
  }
  const text = `"use strict";\n${consts.join("\n")}\nreturn function warmLaunch(args) {\n${checks.join("\n")}\nplan.launchWarm(args);\nreturn true;\n};`;
  let factory = factories.get(text);
  if (factory === undefined) {
    factory = new Function("plan", "classify", "storageLength", "values", "lengths", "classes", text) as Factory;
    factories.set(text, factory);
  }
  return factory(plan, classify, storageLength, args, lengths, classes);
}
