/**
 * A read of a disk-cache entry this thread stored, rehearsed just before the package entry makes
 * its V8 code cache (runtime/code-cache.ts), off the hot path. A process that compiled and stored
 * a variant (a cold compile) never ran the read half of a disk-cache hit, so the code cache it
 * made lacked those functions (the entry's header check, the hit's touch), and the next fresh
 * process (the first warm one) compiled them lazily inside its first launch (issue 9: 1.07 ms
 * there against 0.79 in the process after it, which had them; bench/workers/RESULTS.md, session
 * 10 atonce6). Read here through the hit path's own functions (DiskCache.readSync, quiet, and
 * its touch taken back) and parsed (parseVariant): nothing is counted as a hit, removed,
 * touched, scheduled, loaded, launched or kept. Loading the object is rehearsed when the device
 * is made (runtime/backends/cpu.ts rehearseLoad goes through loadArtifactBytes).
 */
import { diskCache } from "./disk-cache.js";
import { parseVariant } from "./variant-entry.js";

/** The disk-cache key ("obj") of the last variant this thread stored. */
let storedKey: string | null = null;

/** The variant cache's (runtime/variants.ts store): the key of a variant written to the disk cache. */
export function noteStoredVariant(key: string): void {
  storedKey = key;
}

/**
 * Reads and parses the entry of the last variant stored, if any; true if it was whole. Anything
 * unexpected skips it: it only makes a later process's first hit faster.
 */
export function rehearseDiskHit(): boolean {
  const key = storedKey;
  if (key === null) return false;
  try {
    return parseVariant(diskCache().rehearseReadSync("obj", key)) !== null;
  } catch {
    return false;
  }
}
