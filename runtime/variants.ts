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
 * Each level first asks the disk cache (runtime/disk-cache.ts): a stored variant (its
 * front-half result and native artifact in one entry, so a hit reads one file) by the
 * backend's artifactKey(tier) and the request's text; else the front-half result alone by the
 * request's text (compiled for another CPU, say). A miss compiles through the compile service
 * (in-thread for the sync path, the worker pool for the async one) and stores what it made.
 * The async path shares work in flight: concurrent launchAsync calls of one signature wait on
 * one compile, and on one native build.
 *
 * Native builds are tiered (the kernel's `tier` option): "optimized" builds the best code
 * before the first launch; "fast" only a quick build; "auto" (the default, where the backend
 * supportsTiers) launches from the quick build while the optimized one runs in the
 * background, and switches when it is ready (runtime/tiered-program.ts). A stored optimized
 * artifact skips both.
 */
import type { Backend, NativeTier, Program, VariantOptions, VariantParams } from "./backend.js";
import { classOfSpec, signatureKey, type ArgClass } from "./classify.js";
import { getCompileService, paramsAnswer, type ParamsAnswer } from "./compile-service.js";
import { diskCache } from "./disk-cache.js";
import { noteStoredVariant } from "./disk-hit-rehearsal.js";
import { argumentCountError, KernelTypeError } from "./errors.js";
import { LaunchPlan } from "./launch.js";
import { requestText, type CompileRequest, type CompileResult, type ParamSpec, type ScopeEntry } from "./request.js";
import { PLAIN_QUERY_TARGET } from "./targets.js";
import { TieredProgram } from "./tiered-program.js";
import { encodeVariant, parseVariant, VARIANT_FORMAT } from "./variant-entry.js";
import { reportWarnings, storedWarningsValid } from "./warnings.js";

export type Tier = NativeTier | "auto";

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
  /** The request's text: the disk cache's key of the result, and part of the artifact's. */
  readonly key: string;
  /** The native compile's output (the optimized build's), once a backend has built the variant. */
  artifact: unknown;
  /** A stored artifact read with the result, until a backend loads it. */
  stored?: Uint8Array;
  /** While the optimized build runs (tier "auto"): the quick build's artifact and the first tiered program. */
  quick?: { artifact: unknown; leader: TieredProgram };
  /** One plan per backend; weak, since a device made with options lives while referenced. */
  readonly plans: WeakMap<Backend, LaunchPlan>;
  readonly pending: Map<Backend, Promise<LaunchPlan>>;
}

/** A front-half result and its key; with the native artifact when both came from the disk cache. */
interface Front {
  result: CompileResult;
  key: string;
  stored?: Uint8Array;
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

/** A stored front-half result, or null if the bytes are not one. */
function parseStored(bytes: Buffer | null): CompileResult | null {
  if (bytes === null) return null;
  try {
    const r = JSON.parse(bytes.toString("utf8")) as CompileResult;
    return typeof r === "object" && r !== null && typeof r.code === "string" && Array.isArray(r.params) && storedWarningsValid(r) ? r : null;
  } catch {
    return null;
  }
}

const encode = (result: CompileResult): Buffer => Buffer.from(JSON.stringify(result), "utf8");

/** Part of an index's key (see prefetch); and the most signatures an index lists. */
const INDEX_FORMAT = "signatures 1";
/** The compiler's diagnostic for a signature of the wrong length (compiler/diagnostics.ts SignatureCount). */
const SIGNATURE_COUNT = 2010;
const MAX_INDEXED = 4;

/** An index's signatures (each its classes' specs), or [] if the bytes are not an index. */
function parseIndex(bytes: Buffer | null): ArgClass[][] {
  if (bytes === null) return [];
  try {
    const list = JSON.parse(bytes.toString("utf8")) as unknown;
    if (!Array.isArray(list)) return [];
    const out: ArgClass[][] = [];
    for (const specs of list.slice(0, MAX_INDEXED)) {
      if (!Array.isArray(specs)) return [];
      const classes = specs.map(classOfSpec);
      if (classes.some((c) => c === undefined)) return [];
      out.push(classes as ArgClass[]);
    }
    return out;
  } catch {
    return [];
  }
}

const encodeIndex = (list: readonly (readonly ArgClass[])[]): Buffer => Buffer.from(JSON.stringify(list.map((cs) => cs.map((c) => c.spec))), "utf8");

/** A prefetch from the disk cache on one backend (see KernelVariants.prefetch). */
interface Prefetch {
  done: Promise<void>;
  settled: boolean;
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
    /** Which native builds a new variant gets (see above). */
    readonly tier: Tier = "auto",
    /** A kernel of several phases: the phase these variants run (runtime/phases.ts). */
    readonly phase = 0,
  ) {
    this.sources = [source, ...scope.filter((s) => s.kind === "function").map((s) => s.value)];
  }

  /**
   * The kernel's object parameters flattened (`query params`: the parameters as written and the
   * variant's, by path), once a call passed an object; arrays of vectors are then named by path.
   */
  flatParams: ParamsAnswer | null = null;

  /** The compile request of a variant. */
  request(backend: Backend, classes: readonly ArgClass[], options: VariantOptions): CompileRequest {
    // loops, not closures: fewer functions a fresh process's first launch runs (issue 9)
    const params: ParamSpec[] = [];
    const vectors: { key: string; width: number }[] = [];
    for (let i = 0; i < classes.length; i++) {
      const spec = classes[i].spec;
      params.push(spec);
      if (spec.kind === "array" && spec.vec !== undefined) vectors.push({ key: this.vectorKey(i), width: spec.vec });
    }
    const r: CompileRequest = {
      source: this.source,
      name: this.name,
      params,
      target: backend.targetDescriptor(options),
      scope: this.scope,
      checks: this.checks,
      ...(this.phase > 0 ? { phase: this.phase } : {}),
    };
    if (vectors.length > 0) r.vectors = vectors;
    return r;
  }

  /** Where the call passes the variant's parameter i: `#i`, or `#k.field` for a field of object parameter k. */
  private vectorKey(i: number): string {
    const flat = this.flatParams;
    if (flat === null || i >= flat.params.length) return `#${i}`;
    const parts = flat.params[i].split(".");
    return [`#${flat.names.indexOf(parts[0])}`, ...parts.slice(1)].join(".");
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
  private addEntry(backend: Backend, key: string, classes: readonly ArgClass[], options: VariantOptions, front: Front): Entry {
    const table = this.table(backend);
    const existing = table.get(key);
    if (existing !== undefined) {
      if (!existing.variants.has(options)) this.addVariant(existing, options, front);
      return existing;
    }
    const written: number[] = [];
    const arrays: number[] = [];
    const params = front.result.params;
    for (let i = 0; i < params.length; i++) {
      if (params[i].written) written.push(i);
      if (params[i].kind !== "scalar") arrays.push(i);
    }
    const entry: Entry = { classes, written, arrays, variants: new Map(), pending: new Map() };
    this.addVariant(entry, options, front);
    table.set(key, entry);
    return entry;
  }

  private addVariant(entry: Entry, options: VariantOptions, front: Front): Variant {
    const existing = entry.variants.get(options);
    if (existing !== undefined) return existing;
    const v: Variant = { result: front.result, key: front.key, artifact: undefined, stored: front.stored, plans: new WeakMap(), pending: new Map() };
    entry.variants.set(options, v);
    // compiled or read from the disk cache alike: a warm process says what the cold one said
    if (front.result.warnings !== undefined) reportWarnings(this.name, front.result); // no call for a kernel without any
    return v;
  }

  private addPlan(backend: Backend, variant: Variant, program: Program): LaunchPlan {
    const existing = variant.plans.get(backend);
    if (existing !== undefined) return existing;
    // a tiered program's artifact is the quick build's until it switches (it sets it then)
    if (!(program instanceof TieredProgram)) variant.artifact ??= program.artifact;
    const plan = new LaunchPlan(this.name, variant.result, program, this.sources);
    variant.plans.set(backend, plan);
    return plan;
  }

  /** The tier a backend builds this kernel's variants at. */
  private tierOn(backend: Backend): Tier {
    return backend.supportsTiers ? this.tier : "optimized";
  }

  // ---- the disk cache ------------------------------------------------------------------------

  /** The disk cache's key of a stored variant: the backend's artifactKey(tier) and the request's text. */
  private variantKey(backend: Backend, requestKey: string, tier: NativeTier): string | null {
    const k = backend.artifactKey(tier);
    return k === null ? null : `${k}\n${VARIANT_FORMAT}\n${requestKey}`;
  }

  /** The tiers whose stored builds a new variant may launch from, best first. */
  private storedTiers(backend: Backend): NativeTier[] {
    return this.tierOn(backend) === "fast" ? ["optimized", "fast"] : ["optimized"];
  }

  /** A stored variant of this request on this backend (result and artifact), or null. */
  private storedSync(backend: Backend, requestKey: string): { result: CompileResult; artifact: Uint8Array } | null {
    if (!diskCache().enabled) return null;
    const tiers = this.storedTiers(backend);
    for (let i = 0; i < tiers.length; i++) { // indexed: see classify.ts signatureKey
      const key = this.variantKey(backend, requestKey, tiers[i]);
      const hit = key === null ? null : parseVariant(diskCache().readSync("obj", key));
      if (hit !== null) return hit;
    }
    return null;
  }

  /** `quiet`: a prefetch's read (disk-cache.ts). */
  private async stored(backend: Backend, requestKey: string, quiet = false): Promise<{ result: CompileResult; artifact: Uint8Array } | null> {
    if (!diskCache().enabled) return null;
    for (const tier of this.storedTiers(backend)) {
      const key = this.variantKey(backend, requestKey, tier);
      const hit = key === null ? null : parseVariant(await diskCache().read("obj", key, quiet));
      if (hit !== null) return hit;
    }
    return null;
  }

  /** A program of the artifact read with the variant (once); null if there was none or it does not load. */
  private loadStored(backend: Backend, variant: Variant): Program | null {
    const bytes = variant.stored;
    if (bytes === undefined) return null;
    variant.stored = undefined;
    try {
      return backend.loadArtifactBytes(this.name, bytes, variant.result);
    } catch {
      return null; // written by an incompatible build that the key did not tell apart: rebuilt and replaced
    }
  }

  private store(backend: Backend, variant: Variant, tier: NativeTier, program: Program, async: boolean): void {
    if (!diskCache().enabled) return; // nothing to encode: the event loop's time during a compile storm
    const key = this.variantKey(backend, variant.key, tier);
    if (key === null) return;
    const bytes = backend.artifactBytes(program);
    if (bytes.length === 0) return; // the driver gave nothing worth keeping
    const entry = encodeVariant(variant.result, bytes);
    if (async) void diskCache().writeAsync("obj", key, entry);
    else diskCache().write("obj", key, entry);
    noteStoredVariant(key);
  }

  /** The quick build wrapped with the optimized one running in the background. */
  private tiered(backend: Backend, variant: Variant, fast: Program): TieredProgram {
    const program = new TieredProgram(fast, backend.startBuild(this.name, variant.result), (optimized) => {
      variant.artifact = optimized.artifact;
      variant.quick = undefined;
      this.store(backend, variant, "optimized", optimized, true);
    });
    variant.quick = { artifact: fast.artifact, leader: program };
    this.track(program);
    return program;
  }

  /**
   * Another backend with the same variantCacheKey (a CPU device with another thread count)
   * while the optimized build runs: the quick artifact loaded, switching when the leader does.
   */
  private follower(backend: Backend, variant: Variant, quick: { artifact: unknown; leader: TieredProgram }): TieredProgram {
    let optimized: Program | null = null;
    const load = (): Program => (optimized ??= backend.loadVariant(this.name, variant.artifact, variant.result));
    const program = new TieredProgram(backend.loadVariant(this.name, quick.artifact, variant.result), {
      poll: () => (quick.leader.refresh() ? load() : null),
      done: quick.leader.settled.then(() => {
        if (quick.leader.tier !== "optimized") throw quick.leader.optimizeError;
        return load();
      }),
    }, () => {});
    this.track(program);
    return program;
  }

  private track(program: TieredProgram): void {
    this.upgrading.add(program);
    void program.settled.then(() => this.upgrading.delete(program));
  }

  // ---- prefetch: a fresh process's first launch from the disk cache, ahead of the launch -----

  private readonly prefetches = new Map<string, Prefetch>();
  /** Per backend (variantCacheKey): the signatures its index lists, most recent first. */
  private readonly indexed = new Map<string, ArgClass[][]>();

  /** The disk cache's key of this kernel's index on a backend: everything of its requests but the classes. */
  private indexKey(backend: Backend): string {
    const request = this.request(backend, [], backend.likelyVariantOptions);
    return `${INDEX_FORMAT}\n${backend.variantCacheKey}\n${this.tierOn(backend)}\n${requestText(request)}`;
  }

  /** Whether this kernel keeps an index on `backend`: phase 0's variants only (tack.kernel prefetches those; the launch makes the other phases'). */
  private cachesOn(backend: Backend): boolean {
    return this.phase === 0 && diskCache().enabled && backend.artifactKey("optimized") !== null;
  }

  /**
   * Loads the variants this kernel last ran with on `backend` (its index in the disk cache)
   * from the disk cache, in the event loop's next turns: the index and the stored variants
   * read on libuv's pool, each object loaded, its plan made. tack.kernel() calls it for the
   * default device, so a process that makes its kernels and then waits (a server's start) has
   * the first launch's variant ready; a launch that comes first reads the cache itself, and
   * the prefetch then skips what the launch added. It never compiles: a miss stays a miss for
   * the launch to compile. Its reads count as hits only when a variant is added. The promise
   * (undefined where the kernel keeps no index) settles when it is done; tack.kernel() then
   * rehearses the launch path for the first plan it loaded (runtime/rehearsal.ts).
   */
  prefetch(backend: Backend): Promise<void> | undefined {
    const vk = backend.variantCacheKey;
    if (this.prefetches.has(vk) || !this.cachesOn(backend)) return undefined;
    const p: Prefetch = { done: Promise.resolve(), settled: false };
    p.done = new Promise<void>((r) => setImmediate(r))
      .then(() => this.loadIndexed(backend))
      .catch(() => {}) // a prefetch that fails leaves the launch to read or compile
      .finally(() => (p.settled = true));
    this.prefetches.set(vk, p);
    return p.done;
  }

  /**
   * The plans the prefetch loaded on `backend` (their classes, most recent first) that are
   * ready to launch: the signature's entry, its likely variant and that variant's plan all made.
   * A launch of these classes resolves without reading, compiling or loading anything.
   */
  prefetchedPlans(backend: Backend): { classes: readonly ArgClass[]; entry: Entry; plan: LaunchPlan }[] {
    const out: { classes: readonly ArgClass[]; entry: Entry; plan: LaunchPlan }[] = [];
    for (const classes of this.indexed.get(backend.variantCacheKey) ?? []) {
      const entry = this.table(backend).get(signatureKey(classes));
      const plan = entry?.variants.get(backend.likelyVariantOptions)?.plans.get(backend);
      if (entry !== undefined && plan !== undefined) out.push({ classes: entry.classes, entry, plan });
    }
    return out;
  }

  private async loadIndexed(backend: Backend): Promise<void> {
    const list = parseIndex(await diskCache().read("idx", this.indexKey(backend), true));
    const vk = backend.variantCacheKey;
    this.indexed.set(vk, [...(this.indexed.get(vk) ?? []), ...list.filter((cs) => !this.isIndexed(vk, cs))].slice(0, MAX_INDEXED));
    const options = backend.likelyVariantOptions;
    for (const classes of list) {
      const key = signatureKey(classes);
      if (this.table(backend).has(key)) continue;
      const requestKey = requestText(this.request(backend, classes, options));
      const stored = await this.stored(backend, requestKey, true);
      if (stored === null || this.table(backend).has(key)) continue; // evicted, or a launch added it meanwhile
      diskCache().countHit();
      const entry = this.addEntry(backend, key, classes, options, { result: stored.result, key: requestKey, stored: stored.artifact });
      const variant = entry.variants.get(options)!;
      if (variant.plans.has(backend)) continue;
      const program = this.loadStored(backend, variant);
      if (program !== null) this.addPlan(backend, variant, program); // else the launch builds it
    }
  }

  private isIndexed(vk: string, classes: readonly ArgClass[]): boolean {
    const key = signatureKey(classes);
    return (this.indexed.get(vk) ?? []).some((cs) => signatureKey(cs) === key);
  }

  /** Records a signature a launch compiled or read in this kernel's index (after the prefetch read it). */
  private noteSignature(backend: Backend, classes: readonly ArgClass[]): void {
    if (!this.cachesOn(backend)) return;
    const vk = backend.variantCacheKey;
    const after = this.prefetches.get(vk)?.done ?? Promise.resolve();
    void after.then(() => {
      if (this.isIndexed(vk, classes)) return;
      const list = [[...classes], ...(this.indexed.get(vk) ?? [])].slice(0, MAX_INDEXED);
      this.indexed.set(vk, list);
      return diskCache().writeAsync("idx", this.indexKey(backend), encodeIndex(list), true);
    });
  }

  // ---- the synchronous path ----------------------------------------------------------------

  private frontSync(backend: Backend, request: CompileRequest): Front {
    const key = requestText(request);
    const stored = this.storedSync(backend, key);
    if (stored !== null) return { result: stored.result, key, stored: stored.artifact };
    const hit = parseStored(diskCache().readSync("ir", key));
    if (hit !== null) return { result: hit, key };
    let result: CompileResult;
    try {
      result = getCompileService().compileSync(request);
    } catch (e) {
      throw this.inCallWords(e);
    }
    if (diskCache().enabled) diskCache().write("ir", key, encode(result));
    return { result, key };
  }

  /**
   * A variant's signature is the call's arguments, so the compiler's "the signature gives N"
   * (a count mismatch, code 2010, its counts carried as data) is said as what the user did:
   * the call passed N arguments, to the parameters as written (the compiler also counts host
   * loops' counters, which the call does not pass). Not where object parameters were
   * flattened (then the counts are of their fields) nor in later phases (the runtime passes
   * their counters).
   */
  private inCallWords(e: unknown): unknown {
    if (!(e instanceof KernelTypeError) || e.code !== SIGNATURE_COUNT || e.counts === undefined || this.flatParams !== null || this.phase > 0) return e;
    const written = paramsAnswer({ source: this.source, name: this.name, target: PLAIN_QUERY_TARGET, scope: this.scope }).names.length;
    return argumentCountError(written, e.counts.given, {
      kernelName: e.kernelName, line: e.line, column: e.column, codeFrame: e.codeFrame, code: e.code, cause: e,
    });
  }

  /** The signature's entry; a miss compiles the variant most calls take first. */
  entry(backend: Backend, classes: readonly ArgClass[]): Entry {
    const key = signatureKey(classes);
    const hit = this.table(backend).get(key);
    if (hit !== undefined) return hit;
    const options = backend.likelyVariantOptions;
    const front = this.frontSync(backend, this.request(backend, classes, options));
    this.refuseScalarObjects(front.result);
    const entry = this.addEntry(backend, key, classes, options, front);
    this.noteSignature(backend, classes);
    return entry;
  }

  /**
   * A kernel that reads `s.foo` takes an object for `s`; a call that passes a number there
   * (no object to flatten) would bind it to the field, so that `s.foo` read the number where
   * JS reads undefined. The variant's parameters then name a field (`s.foo`) while the call
   * flattened nothing. Hidden parameters (`tack.seed`, `tack.counter<k>`) are not fields.
   * Phase 0 only: later phases' variants see the flattened arguments of phase 0.
   */
  private refuseScalarObjects(result: CompileResult): void {
    if (this.flatParams !== null || this.phase > 0) return;
    for (const p of result.params) {
      if (!p.name.includes(".") || p.name.startsWith("tack.")) continue;
      const object = p.name.slice(0, p.name.indexOf("."));
      throw new KernelTypeError(
        `parameter '${object}' is read as an object (${p.name}), but the call passes ${p.kind === "scalar" ? "a number" : "an array"} for it; pass an object with the fields the kernel reads`,
        { kernelName: this.name },
      );
    }
  }

  variant(backend: Backend, entry: Entry, options: VariantOptions): Variant {
    const hit = entry.variants.get(options);
    if (hit !== undefined) return hit;
    return this.addVariant(entry, options, this.frontSync(backend, this.request(backend, entry.classes, options)));
  }

  plan(backend: Backend, variant: Variant): LaunchPlan {
    const hit = variant.plans.get(backend);
    if (hit !== undefined) return hit;
    if (variant.artifact !== undefined) return this.addPlan(backend, variant, backend.loadVariant(this.name, variant.artifact, variant.result));
    if (variant.quick !== undefined) return this.addPlan(backend, variant, this.follower(backend, variant, variant.quick));
    return this.addPlan(backend, variant, this.buildSync(backend, variant));
  }

  private buildSync(backend: Backend, variant: Variant): Program {
    const tier = this.tierOn(backend);
    const stored = this.loadStored(backend, variant);
    if (stored !== null) return stored;
    const program = backend.buildVariant(this.name, variant.result, tier === "optimized" ? "optimized" : "fast");
    if (tier === "auto") return this.tiered(backend, variant, program);
    this.store(backend, variant, tier, program, false);
    return program;
  }

  // ---- the asynchronous path (compile pool, native build off the event loop) --------------

  private async front(backend: Backend, request: CompileRequest): Promise<Front> {
    const key = requestText(request);
    const stored = await this.stored(backend, key);
    if (stored !== null) return { result: stored.result, key, stored: stored.artifact };
    const hit = parseStored(await diskCache().read("ir", key));
    if (hit !== null) return { result: hit, key };
    const result = await getCompileService().compile(request).catch((e: unknown) => {
      throw this.inCallWords(e);
    });
    if (diskCache().enabled) void diskCache().writeAsync("ir", key, encode(result));
    return { result, key };
  }

  entryAsync(backend: Backend, classes: readonly ArgClass[]): Promise<Entry> | Entry {
    const key = signatureKey(classes);
    const hit = this.table(backend).get(key);
    if (hit !== undefined) return hit;
    const prefetch = this.prefetches.get(backend.variantCacheKey);
    if (prefetch !== undefined && !prefetch.settled) return prefetch.done.then(() => this.entryAsync(backend, classes)); // it may bring this one
    return shared(this.pendingEntries, `${backend.variantCacheKey}\n${key}`, async () => {
      const options = backend.likelyVariantOptions;
      const front = await this.front(backend, this.request(backend, classes, options));
      this.refuseScalarObjects(front.result);
      const entry = this.addEntry(backend, key, classes, options, front);
      this.noteSignature(backend, classes);
      return entry;
    });
  }

  variantAsync(backend: Backend, entry: Entry, options: VariantOptions): Promise<Variant> | Variant {
    const hit = entry.variants.get(options);
    if (hit !== undefined) return hit;
    return shared(entry.pending, options, async () =>
      this.addVariant(entry, options, await this.front(backend, this.request(backend, entry.classes, options))));
  }

  planAsync(backend: Backend, variant: Variant): Promise<LaunchPlan> | LaunchPlan {
    const hit = variant.plans.get(backend);
    if (hit !== undefined) return hit;
    if (variant.artifact !== undefined || variant.quick !== undefined) return this.plan(backend, variant);
    return shared(variant.pending, backend, async () => this.addPlan(backend, variant, await this.build(backend, variant)));
  }

  private async build(backend: Backend, variant: Variant): Promise<Program> {
    const tier = this.tierOn(backend);
    const stored = this.loadStored(backend, variant);
    if (stored !== null) return stored;
    const program = await backend.buildVariantAsync(this.name, variant.result, tier === "optimized" ? "optimized" : "fast");
    if (tier === "auto") return this.tiered(backend, variant, program);
    this.store(backend, variant, tier, program, true);
    return program;
  }

  /** Tiered programs whose optimized build has not settled yet. */
  private readonly upgrading = new Set<TieredProgram>();

  /** Settles when every optimized build running in the background for this kernel has switched its program (or failed). */
  async whenOptimized(): Promise<void> {
    while (this.upgrading.size > 0) await Promise.all([...this.upgrading].map((p) => p.settled));
  }
}
