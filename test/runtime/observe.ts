/**
 * Counts what dispatch does, through the seams the runtime has for it: compiles through the
 * compile service (setCompileService wraps it), native builds and loads through the backend's
 * contract methods, and launches through the CPU program's shim counters. Tests of "reuses a
 * variant", "prepare compiles", "launches nothing" count instead of inferring from outputs.
 */
import { vi } from "vitest";
import type { Backend } from "../../runtime/backend.js";
import { getCompileService, setCompileService } from "../../runtime/compile-service.js";
import type { CompileRequest } from "../../runtime/request.js";

export interface Compiles {
  /** Requests that reached the compiler, sync and async, for the kernel named `name`. */
  of(name: string): CompileRequest[];
  sync(name: string): number;
  async(name: string): number;
  restore(): void;
}

export function countCompiles(): Compiles {
  const inner = getCompileService();
  const seen: { request: CompileRequest; async: boolean }[] = [];
  setCompileService({
    compileSync(request) {
      seen.push({ request, async: false });
      return inner.compileSync(request);
    },
    compile(request) {
      seen.push({ request, async: true });
      return inner.compile(request);
    },
  });
  const of = (name: string) => seen.filter((s) => s.request.name === name);
  return {
    of: (name) => of(name).map((s) => s.request),
    sync: (name) => of(name).filter((s) => !s.async).length,
    async: (name) => of(name).filter((s) => s.async).length,
    restore: () => {
      setCompileService(inner);
    },
  };
}

export interface Builds {
  /** Native compiles (buildVariant, buildVariantAsync) of the kernel named `name`. */
  builds(name: string): number;
  /** Programs made from another backend's artifact (loadVariant). */
  loads(name: string): number;
  /** The programs made so far for `name`, in order. */
  programs(name: string): unknown[];
  restore(): void;
}

export function countBuilds(backend: Backend): Builds {
  const built: { name: string; program: unknown; loaded: boolean }[] = [];
  const sync = backend.buildVariant;
  const async = backend.buildVariantAsync;
  const load = backend.loadVariant;
  const spies = [
    vi.spyOn(backend, "buildVariant").mockImplementation((name, result) => {
      const program = sync.call(backend, name, result);
      built.push({ name, program, loaded: false });
      return program;
    }),
    vi.spyOn(backend, "buildVariantAsync").mockImplementation(async (name, result) => {
      const program = await async.call(backend, name, result);
      built.push({ name, program, loaded: false });
      return program;
    }),
    vi.spyOn(backend, "loadVariant").mockImplementation((name, artifact, result) => {
      const program = load.call(backend, name, artifact, result);
      built.push({ name, program, loaded: true });
      return program;
    }),
  ];
  const of = (name: string) => built.filter((b) => b.name === name);
  return {
    builds: (name) => of(name).filter((b) => !b.loaded).length,
    loads: (name) => of(name).filter((b) => b.loaded).length,
    programs: (name) => of(name).map((b) => b.program),
    restore: () => spies.forEach((s) => s.mockRestore()),
  };
}
