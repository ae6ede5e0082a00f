/**
 * Observes what a device's backend makes ready and launches, through the Backend contract
 * (`buildVariant`, `buildVariantAsync`, `loadVariant` where the backend has it, and the launch
 * method of what they return), so a test that claims "reuses a variant", "prepare compiles" or
 * "launches nothing" counts it instead of inferring it from outputs. The runtime has no public
 * compile or launch counter; when it gets one (say `kernel.stats()`), these tests should read
 * that instead.
 */
import { vi } from "vitest";
import type * as tack from "../../runtime/index.js";

/**
 * The method a launch calls on a compiled variant: `launch(args, start, end)` of the Program
 * contract, or `run(start, end, args)` of the VariantBuild it replaces.
 */
const LAUNCH_METHODS = ["launch", "run"] as const;

export interface Observer {
  /** Variants of the kernel named `name` made ready: native compiles, sync and async, and loads of cached code. */
  builds(name: string): number;
  /** Launches that reached a variant of the kernel named `name`. */
  launches(name: string): number;
  restore(): void;
}

type Method = (...a: unknown[]) => unknown;

export function observe(backend: tack.Backend): Observer {
  const builds: string[] = [];
  const launches: string[] = [];
  const counted = (name: string, variant: unknown, isBuild = true): unknown => {
    if (isBuild) builds.push(name);
    const v = variant as Record<string, unknown>;
    const key = LAUNCH_METHODS.find((k) => typeof v[k] === "function");
    if (!key) throw new Error("test/backends/observe.ts: a compiled variant has no launch method it knows; update LAUNCH_METHODS");
    const launch = v[key] as Method;
    v[key] = function (this: unknown, ...a: unknown[]) {
      launches.push(name);
      return launch.apply(this, a);
    };
    // the Program contract's async launch (launchAsync runs it off the event loop)
    if (typeof v.launchAsync === "function") {
      const launchAsync = v.launchAsync as Method;
      v.launchAsync = function (this: unknown, ...a: unknown[]) {
        launches.push(name);
        return launchAsync.apply(this, a);
      };
    }
    return variant;
  };
  const b = backend as unknown as Record<string, Method>;
  const spies: { mockRestore(): void }[] = [];
  for (const method of ["buildVariant", "buildVariantAsync", "loadVariant"]) {
    const original = b[method];
    if (typeof original !== "function") continue;
    const spy = vi.spyOn(b, method).mockImplementation((...a: unknown[]) => {
      const made = original.apply(backend, a);
      const name = a[0] as string;
      return made instanceof Promise ? made.then((v) => counted(name, v)) : counted(name, made);
    });
    spies.push(spy);
  }
  // tier "auto": the optimized build of a variant already counted runs in the background
  // (Backend.startBuild) and takes its launches over; they are counted, the build is not a new variant
  if (typeof b.startBuild === "function") {
    const original = b.startBuild;
    spies.push(vi.spyOn(b, "startBuild").mockImplementation((...a: unknown[]) => {
      const build = original.apply(backend, a) as { poll(): unknown; done: Promise<unknown> };
      const name = a[0] as string;
      let program: unknown = null;
      const wrap = (p: unknown) => (program ??= counted(name, p, false));
      return {
        poll: () => {
          const p = build.poll();
          return p === null ? null : wrap(p);
        },
        done: build.done.then(wrap),
      };
    }));
  }
  const count = (xs: string[], name: string): number => xs.filter((x) => x === name).length;
  return {
    builds: (name) => count(builds, name),
    launches: (name) => count(launches, name),
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}
