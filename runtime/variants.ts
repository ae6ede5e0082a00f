/**
 * A kernel's compiled variants (DESIGN.md §4, §6). Three levels, each made once:
 *
 *   entry    one signature (the argument classes) on one variantCacheKey: the target and the
 *            backend's cacheTarget(), so CPU devices that differ only in their thread count
 *            share every compile;
 *   variant  one set of per-call VariantOptions of the entry (the CPU: noalias or not): the
 *            front half's result and, once a backend has built it, the native artifact;
 *   plan     the variant loaded on one backend, ready to launch.
 *
 * The front half runs through the compile service. The async path shares work in flight:
 * concurrent launchAsync calls of one signature wait on one compile, and on one native build.
 */
import type { Backend, Program, VariantOptions, VariantParams } from "./backend.js";
import { signatureKey, type ArgClass } from "./classify.js";
import { getCompileService } from "./compile-service.js";
import { LaunchPlan } from "./launch.js";
import type { CompileRequest, CompileResult, ScopeEntry } from "./request.js";

export interface Entry extends VariantParams {
  readonly classes: readonly ArgClass[];
  readonly written: number[];
  readonly arrays: number[];
  readonly variants: Map<VariantOptions, Variant>;
  /** Variants being compiled by the async path. */
  readonly pending: Map<VariantOptions, Promise<Variant>>;
}

export interface Variant {
  readonly result: CompileResult;
  /** The native compile's output, once a backend has built the variant. */
  artifact: unknown;
  /** One plan per backend; weak, since a device made with options lives while referenced. */
  readonly plans: WeakMap<Backend, LaunchPlan>;
  readonly pending: Map<Backend, Promise<LaunchPlan>>;
}

/** Work in flight, shared by every caller that asks for the same key until it settles. */
function shared<K, V>(inFlight: Map<K, Promise<V>>, key: K, make: () => Promise<V>): Promise<V> {
  let p = inFlight.get(key);
  if (p === undefined) {
    p = make().finally(() => inFlight.delete(key));
    inFlight.set(key, p);
  }
  return p;
}

export class KernelVariants {
  private readonly byTarget = new Map<string, Map<string, Entry>>();
  private readonly pendingEntries = new Map<string, Promise<Entry>>();

  /** The kernel's source and its scope functions', as compile results' source indices count them. */
  readonly sources: readonly string[];

  constructor(
    readonly name: string,
    readonly source: string,
    readonly scope: ScopeEntry[],
    /** Bounds checks in the generated code (the kernel's `checks` option). */
    readonly checks = true,
  ) {
    this.sources = [source, ...scope.filter((s) => s.kind === "function").map((s) => s.value)];
  }

  /** The compile request of a variant. */
  request(backend: Backend, classes: readonly ArgClass[], options: VariantOptions): CompileRequest {
    return {
      source: this.source,
      name: this.name,
      params: classes.map((c) => c.spec),
      target: backend.targetDescriptor(options),
      scope: this.scope,
      checks: this.checks,
    };
  }

  private table(backend: Backend): Map<string, Entry> {
    const key = backend.variantCacheKey;
    let t = this.byTarget.get(key);
    if (t === undefined) {
      t = new Map();
      this.byTarget.set(key, t);
    }
    return t;
  }

  /** Records a compiled signature; a signature another path recorded meanwhile wins. */
  private addEntry(backend: Backend, key: string, classes: readonly ArgClass[], options: VariantOptions, result: CompileResult): Entry {
    const table = this.table(backend);
    const existing = table.get(key);
    if (existing !== undefined) {
      if (!existing.variants.has(options)) this.addVariant(existing, options, result);
      return existing;
    }
    const written: number[] = [];
    const arrays: number[] = [];
    result.params.forEach((p, i) => {
      if (p.written) written.push(i);
      if (p.kind !== "scalar") arrays.push(i);
    });
    const entry: Entry = { classes, written, arrays, variants: new Map(), pending: new Map() };
    this.addVariant(entry, options, result);
    table.set(key, entry);
    return entry;
  }

  private addVariant(entry: Entry, options: VariantOptions, result: CompileResult): Variant {
    const existing = entry.variants.get(options);
    if (existing !== undefined) return existing;
    const v: Variant = { result, artifact: undefined, plans: new WeakMap(), pending: new Map() };
    entry.variants.set(options, v);
    return v;
  }

  private addPlan(backend: Backend, variant: Variant, program: Program): LaunchPlan {
    const existing = variant.plans.get(backend);
    if (existing !== undefined) return existing;
    variant.artifact ??= program.artifact;
    const plan = new LaunchPlan(this.name, variant.result, program, this.sources);
    variant.plans.set(backend, plan);
    return plan;
  }

  // ---- the synchronous path ----------------------------------------------------------------

  /** The signature's entry; a miss compiles the variant most calls take first. */
  entry(backend: Backend, classes: readonly ArgClass[]): Entry {
    const key = signatureKey(classes);
    const hit = this.table(backend).get(key);
    if (hit !== undefined) return hit;
    const options = backend.likelyVariantOptions;
    const result = getCompileService().compileSync(this.request(backend, classes, options));
    return this.addEntry(backend, key, classes, options, result);
  }

  variant(backend: Backend, entry: Entry, options: VariantOptions): Variant {
    const hit = entry.variants.get(options);
    if (hit !== undefined) return hit;
    return this.addVariant(entry, options, getCompileService().compileSync(this.request(backend, entry.classes, options)));
  }

  plan(backend: Backend, variant: Variant): LaunchPlan {
    const hit = variant.plans.get(backend);
    if (hit !== undefined) return hit;
    const program = variant.artifact === undefined
      ? backend.buildVariant(this.name, variant.result)
      : backend.loadVariant(this.name, variant.artifact, variant.result);
    return this.addPlan(backend, variant, program);
  }

  // ---- the asynchronous path (compile service's compile(), native build off the event loop) --

  entryAsync(backend: Backend, classes: readonly ArgClass[]): Promise<Entry> | Entry {
    const key = signatureKey(classes);
    const hit = this.table(backend).get(key);
    if (hit !== undefined) return hit;
    return shared(this.pendingEntries, `${backend.variantCacheKey}\n${key}`, async () => {
      const options = backend.likelyVariantOptions;
      const result = await getCompileService().compile(this.request(backend, classes, options));
      return this.addEntry(backend, key, classes, options, result);
    });
  }

  variantAsync(backend: Backend, entry: Entry, options: VariantOptions): Promise<Variant> | Variant {
    const hit = entry.variants.get(options);
    if (hit !== undefined) return hit;
    return shared(entry.pending, options, async () => {
      const result = await getCompileService().compile(this.request(backend, entry.classes, options));
      return this.addVariant(entry, options, result);
    });
  }

  planAsync(backend: Backend, variant: Variant): Promise<LaunchPlan> | LaunchPlan {
    const hit = variant.plans.get(backend);
    if (hit !== undefined) return hit;
    if (variant.artifact !== undefined) return this.plan(backend, variant);
    return shared(variant.pending, backend, async () =>
      this.addPlan(backend, variant, await backend.buildVariantAsync(this.name, variant.result)));
  }
}
