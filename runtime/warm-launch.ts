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
 * or values, which the factory takes as parameters. Factories are kept by that shape, so two
 * launches of the same shape share one (and V8's compiled code for it).
 */
import { storageLength } from "./args.js";
import { classify, type ArgClass } from "./classify.js";

/** A plan's launch for arguments a warm check passed (Plan.launchWarm), or its launch() where its program has no warm path. */
export interface WarmPlan {
  readonly warmProgram: boolean;
  launchWarm(args: readonly unknown[]): void;
  launch(args: readonly unknown[], deadline?: bigint): void;
}

/** Runs the launch and returns true, or returns false (not launched) when the arguments are not the last launch's. */
export type WarmLaunch = (args: readonly unknown[]) => boolean;

type Factory = (
  plan: WarmPlan, classify: (a: unknown) => ArgClass | undefined, storageLength: (a: unknown) => number,
  values: readonly unknown[], lengths: readonly number[], classes: readonly ArgClass[], stored: readonly number[],
) => WarmLaunch;

const factories = new Map<string, Factory>();

/**
 * Where `lengths[i]` is `fixedStorage`, the argument's storage is fixed (kernel.ts
 * FIXED_STORAGE): identity alone. The storage lengths are read in one loop after the
 * straight-line checks: storageLength inlined at one site, where a site per argument would
 * spend V8's inlining budget on copies of it (8 host arrays: 7% slower, bench/cpu/dispatch-ab.mjs).
 */
export function warmLaunch(
  plan: WarmPlan, args: readonly unknown[], classes: readonly ArgClass[], lengths: readonly number[], fixedStorage: number,
): WarmLaunch {
  // the shape: a letter per argument (f: fixed storage, s: stored, p: primitive), then the
  // launch; the general path makes one of these per launch, so a known shape costs a short
  // key and a closure, and only a new one builds text
  let key = plan.warmProgram ? "w" : "l";
  const stored: number[] = [];
  for (let i = 0; i < args.length; i++) {
    if (typeof args[i] !== "object") key += "p";
    else if (lengths[i] === fixedStorage) key += "f";
    else {
      key += "s";
      stored.push(i);
    }
  }
  let factory = factories.get(key);
  if (factory === undefined) {
    factory = new Function("plan", "classify", "storageLength", "values", "lengths", "classes", "stored", factoryText(key)) as Factory;
    factories.set(key, factory);
  }
  return factory(plan, classify, storageLength, args, lengths, classes, stored);
}

/** The factory's body for a shape key (warmLaunch): argument indexes and counts are all it spells. */
function factoryText(key: string): string {
  const n = key.length - 1;
  const consts: string[] = [];
  const checks: string[] = [`if (args.length !== ${n}) return false;`, "let a;"];
  let stored = 0;
  for (let i = 0; i < n; i++) {
    consts.push(`const o${i} = values[${i}];`);
    if (key[i + 1] !== "p") {
      checks.push(`if (args[${i}] !== o${i}) return false;`);
      if (key[i + 1] === "s") stored++;
    } else {
      consts.push(`const c${i} = classes[${i}];`);
      checks.push(`a = args[${i}];`);
      checks.push(`if (a !== o${i} && (typeof a === "object" || classify(a) !== c${i})) return false;`);
    }
  }
  if (stored > 0) {
    checks.push(`for (let k = 0; k < ${stored}; k++) { const i = stored[k]; if (storageLength(args[i]) !== lengths[i]) return false; }`);
  }
  // a program with no warm path (the CPU's, Wasm's) is launched as the general path would: one layer less
  const launch = key[0] === "w" ? "plan.launchWarm(args);" : "plan.launch(args, 0n);";
  return `"use strict";\n${consts.join("\n")}\nreturn function warmLaunch(args) {\n${checks.join("\n")}\n${launch}\nreturn true;\n};`;
}
