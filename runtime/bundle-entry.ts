/**
 * The entry of the bundled runtime (dist/tack.cjs, scripts/build-bundle.mjs): the package's
 * exports (runtime/index.ts), and the loader's link to the runtime under names the package
 * entry (dist/tack.js) does not export.
 */
export * from "./index.js";
export { onLaunchPathRan as __onLaunchPathRan, setCodeCacheStats as __setCodeCacheStats } from "./loader-link.js";
export { rehearseDiskHit as __rehearseDiskHit } from "./disk-hit-rehearsal.js";
