/**
 * What the package entry's loader (runtime/code-cache.ts, which runs the bundled runtime) and
 * the runtime tell each other; the loader reaches these through the bundle's internal exports
 * (runtime/bundle-entry.ts), which the package entry does not export.
 *
 * - the runtime says when the launch path has run (a plan resolved for a launch or its
 *   rehearsal): the JavaScript a fresh process's first launch compiles is then compiled, and
 *   a code cache made from here on holds it;
 * - the loader says what it did with the code cache, for `tack.cache.stats().code`.
 */

export interface CodeCacheStats {
  /**
   * "used": a code cache was found and V8 accepted it; "missing": none (or one for another
   * script, Node, V8, arch or flags); "rejected": one was found but was corrupt, truncated or
   * foreign, or V8 rejected it (each a miss, and rewritten); "off": TACK_CACHE=off.
   */
  status: "used" | "missing" | "rejected" | "off";
  /** The code cache's file (null when off). */
  file: string | null;
  /** Bytes of the code cache read (0 unless used). */
  bytes: number;
  /** Did this process write the code cache (after its launch path ran; see runtime/code-cache.ts)? */
  written: boolean;
}

let launchPathListener: (() => void) | null = null;
let stats: CodeCacheStats | null = null;

/** The loader's: call `f` once, in the event loop's check phase after the launch path first ran. */
export function onLaunchPathRan(f: () => void): void {
  launchPathListener = f;
}

/**
 * The runtime's: the launch path has run (called where a launch's plan is resolved, not per
 * launch). The listener runs after the launch, in the check phase (setImmediate is warm by then:
 * a disk-cache hit's touch uses it): the loader's code (dist/runtime/code-cache.js, an ES module
 * outside the bundle and its code cache) is compiled when it first runs, which inside a first
 * launch cost ~0.04 ms (bench/workers/RESULTS.md, session 10 atonce6).
 */
export function launchPathRan(): void {
  const f = launchPathListener;
  if (f === null) return;
  launchPathListener = null;
  setImmediate(f);
}

/** The loader's: the code cache's stats object (it updates `written` in place). */
export function setCodeCacheStats(s: CodeCacheStats): void {
  stats = s;
}

export function codeCacheStats(): CodeCacheStats | null {
  return stats === null ? null : { ...stats };
}
