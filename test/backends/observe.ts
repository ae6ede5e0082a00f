/**
 * Observes what a device's backend compiles and launches, through the Backend contract
 * (`buildVariant`, `buildVariantAsync`, and the returned build's `run`), so a test that claims
 * "reuses a variant", "prepare compiles" or "launches nothing" counts it instead of inferring
 * it from outputs. The runtime has no public compile or launch counter; when it gets one
 * (say `kernel.stats()`), these tests should read that instead.
 */
import { vi } from "vitest";
import type * as tack from "../../runtime/index.js";

type Build = ReturnType<tack.Backend["buildVariant"]>;

export interface Observer {
  /** Native compiles (sync and async) of the kernel named `name`. */
  builds(name: string): number;
  /** Launches that reached a compiled variant of the kernel named `name`. */
  launches(name: string): number;
  restore(): void;
}

export function observe(backend: tack.Backend): Observer {
  const builds: string[] = [];
  const launches: string[] = [];
  const counted = (name: string, build: Build): Build => {
    builds.push(name);
    const run = (build as { run?: unknown }).run;
    if (typeof run !== "function") {
      throw new Error("test/backends/observe.ts: a variant build has no run() any more; count launches where the Backend contract now launches");
    }
    (build as { run: (...a: unknown[]) => unknown }).run = function (this: unknown, ...a: unknown[]) {
      launches.push(name);
      return run.apply(this, a);
    };
    return build;
  };
  const sync = backend.buildVariant;
  const async = backend.buildVariantAsync;
  const s1 = vi.spyOn(backend, "buildVariant").mockImplementation((name, result) => counted(name, sync.call(backend, name, result)));
  const s2 = vi
    .spyOn(backend, "buildVariantAsync")
    .mockImplementation(async (name, result) => counted(name, await async.call(backend, name, result)));
  const count = (xs: string[], name: string): number => xs.filter((x) => x === name).length;
  return {
    builds: (name) => count(builds, name),
    launches: (name) => count(launches, name),
    restore: () => {
      s1.mockRestore();
      s2.mockRestore();
    },
  };
}
