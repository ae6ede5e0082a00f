/**
 * Where the disk cache lives and whether it is on, from the environment: `TACK_CACHE_DIR`
 * (default `$XDG_CACHE_HOME/tack`, else `~/.cache/tack`), `TACK_CACHE=off`,
 * `TACK_CACHE_MAX_BYTES`. Read by the disk cache (runtime/disk-cache.ts) and by the package
 * entry's code cache (runtime/code-cache.ts), which runs before the rest of the runtime is loaded.
 */
import { homedir } from "node:os";
import { join } from "node:path";

export const DEFAULT_MAX_BYTES = 1024 ** 3;

export interface CacheSettings {
  dir: string;
  enabled: boolean;
  maxBytes: number;
  /** TACK_CACHE_MAX_BYTES as given where it is not a positive number (the default applies), else null. */
  badMaxBytes: string | null;
}

export function defaultCacheDir(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  return join(xdg && xdg.startsWith("/") ? xdg : join(homedir(), ".cache"), "tack");
}

export function cacheSettings(): CacheSettings {
  const off = /^(off|0|false|no)$/i.test(process.env.TACK_CACHE ?? "");
  const given = process.env.TACK_CACHE_MAX_BYTES ?? "";
  const max = Number(given);
  const valid = given.trim() !== "" && Number.isFinite(max) && max > 0;
  return {
    dir: process.env.TACK_CACHE_DIR || defaultCacheDir(),
    enabled: !off,
    maxBytes: valid ? max : DEFAULT_MAX_BYTES,
    badMaxBytes: valid || given === "" ? null : given,
  };
}
