/**
 * The disk cache (DESIGN.md §6, seeds' "The Disk Cache"): compiled work kept across processes.
 *
 *   .ir   a compile request's result (the front half: parsing, passes, code generation), keyed
 *         by the request's text, which names everything the result depends on: the source and
 *         scope, the signature, the target descriptor (triple, noalias, checks);
 *   .obj  a variant: its front-half result and its native artifact in one entry (a hit reads
 *         one file), keyed by its .ir key, the backend's artifactKey() and the tier (see
 *         runtime/variants.ts): CPU object code (CPU name and features, LLVM version, compile options), a
 *         CUDA CUBIN or PTX (the device's architecture, the driver's and NVRTC's versions, the
 *         NVRTC options), an OpenCL program binary (platform, device and driver, and their
 *         versions). A GPU hit skips the front half and NVRTC or the driver's source build.
 *   .idx  a kernel's index on one backend: the argument classes it last ran with, which
 *         tack.kernel() prefetches (runtime/variants.ts); bookkeeping, not counted as an entry.
 *
 * Entries live in `<dir>/v1-<compiler hash>/`, so another build of the compiler never reads
 * them; file names are the SHA-256 of the key. An entry is a header line, then the payload; the
 * header repeats the key's hash, the compiler's hash, the payload's length and its SHA-256, and
 * anything that does not match (a truncated write, a flipped bit, another program's file) is a
 * miss, and the file is removed. Writes go to a temp file renamed into place (atomic on POSIX),
 * so concurrent processes never see half an entry; the last rename wins, and both were equal.
 * A hit touches the file's mtime; past the size limit the least recently used entries go.
 * The size counts the package entry's V8 code caches too (`<dir>/code/`, runtime/code-cache.ts,
 * ~250 KB each), which eviction removes like entries, by the time they were written (a use does
 * not touch them; one in use by this process is in memory already, and a later process
 * writes it again); one is written only where it fits in the limit beside the rest
 * (roomForCodeCache), evicting entries for it.
 *
 * `TACK_CACHE_DIR` (default `$XDG_CACHE_HOME/tack`, else `~/.cache/tack`), `TACK_CACHE=off`,
 * `TACK_CACHE_MAX_BYTES` (default 1 GiB). Nothing here throws at a caller: a cache that can't
 * be read or written is a cache that misses. The first such problem is one process warning
 * (a silent cache that never hits looks like a slow machine) and `stats().problem`; a
 * directory that can't be made is not tried again in the process.
 */
import * as crypto from "node:crypto";
import { createHash, randomBytes } from "node:crypto";
import {
  readdirSync, readFileSync, renameSync, rmSync, stat as statCallback,
  statSync, unlink as unlinkCallback, unlinkSync, utimes, utimesSync, writeFileSync,
} from "node:fs";
import { readdir, readFile, rename, unlink, utimes as utimesAsync, writeFile } from "node:fs/promises";
import { join, sep } from "node:path";
import { compilerWasmPath } from "../wasm/host.js";
import { cacheSettings, DEFAULT_MAX_BYTES } from "./cache-settings.js";
import { makeDirs } from "./make-dirs.js";
import { codeCacheStats, type CodeCacheStats } from "./loader-link.js";

export { defaultCacheDir } from "./cache-settings.js";

/** `idx`: a kernel's index, the signatures it last ran with (runtime/variants.ts prefetches them). */
export type EntryKind = "ir" | "obj" | "idx";

const FORMAT = "v1";
const MAGIC = "tack-cache 1";
/** An entry's file name: the SHA-256 of its key and its kind. */
const ENTRY_NAME = /^[0-9a-f]{64}\.(ir|obj|idx)$/;
/** Stats and unlinks the asynchronous scan and eviction keep in flight at once. */
const SCAN_BATCH = 32;

interface CacheFile {
  path: string;
  size: number;
  mtimeMs: number;
  /** A code cache (`<dir>/code/`), not an entry. */
  code?: true;
}

/** The package entry's code caches' directory (runtime/code-cache.ts writes it). */
export const CODE_DIR = "code";

/** Temp files older than this were left by a process that died mid-write. */
const STALE_TEMP_MS = 60 * 60 * 1000;

export interface CacheStats {
  /** The cache's directory (entries of this compiler are in a subdirectory of it). */
  dir: string;
  enabled: boolean;
  hits: number;
  misses: number;
  writes: number;
  /** Entries found corrupt, truncated or foreign (each was a miss and was removed). */
  rejected: number;
  evictions: number;
  /** Entries of this compiler's version on disk; their bytes with the code caches' (`code/`), which the size limit covers too. */
  entries: number;
  bytes: number;
  maxBytes: number;
  /** The first error that kept the cache from working (its directory or a write), or null. */
  problem: string | null;
  /**
   * The V8 code cache of Tack's own JavaScript (runtime/code-cache.ts): whether this process
   * found and used one; null where Tack was not loaded through the package entry (dist/tack.js).
   */
  code: CodeCacheStats | null;
}

/**
 * One-shot `crypto.hash` (Node 20.12) where there is one: a hit hashes its key and its payload
 * on the first launch's path, and the streaming Hash object costs more to make than to run.
 */
const oneShot = (crypto as { hash?: (algorithm: string, data: string | Uint8Array) => string }).hash;

function sha256(data: string | Uint8Array): string {
  return oneShot !== undefined ? oneShot("sha256", data) : createHash("sha256").update(data).digest("hex");
}

/**
 * The compiler's own hash: the SHA-256 of tack-compiler.wasm, remembered in the cache directory
 * by the file's path, size, mtime and inode, so a process does not hash a megabyte to start.
 */
function compilerHash(base: string): string {
  const path = compilerWasmPath();
  const st = statSync(path);
  const id = `${path} ${st.size} ${st.mtimeMs} ${st.ino}`;
  const memo = join(base, "compiler-hash");
  try {
    const [memoId, hash] = readFileSync(memo, "utf8").split("\n");
    if (memoId === id && /^[0-9a-f]{64}$/.test(hash)) return hash;
  } catch {
    // no memo yet
  }
  const hash = sha256(readFileSync(path));
  try {
    atomicWrite(memo, Buffer.from(`${id}\n${hash}\n`));
  } catch {
    // a directory this process can read but not write still serves its entries
  }
  return hash;
}

function atomicWrite(path: string, data: Uint8Array): void {
  const tmp = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    writeFileSync(tmp, data, { mode: 0o644 });
    renameSync(tmp, path);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      // never written
    }
    throw e;
  }
}

export class DiskCache {
  readonly enabled: boolean;
  private hashOfCompiler: string | null = null;
  private versionDir: string | null = null;
  private counts = { hits: 0, misses: 0, writes: 0, rejected: 0, evictions: 0 };
  /** Bytes this process believes the directory holds (scanned at the first write). */
  private knownBytes = -1;
  /** Why the directory can't be used (then every access misses at once), else null. */
  private unusable: string | null = null;
  private problem: string | null = null;
  /** Hits whose use (the file's mtime, which eviction reads) is not recorded yet. */
  private readonly touches = new Set<string>();
  /** The immediate that records them. */
  private touchesDue: NodeJS.Immediate | undefined;

  /**
   * Records a hit's use after the caller's turn, so a first launch from the cache neither
   * waits for it nor pays for its first use in the process; eviction records them first.
   */
  private touchLater(path: string): void {
    if (this.touches.size === 0) {
      this.touchesDue = setImmediate(() => {
        const now = new Date();
        for (const p of this.touches) utimes(p, now, now, () => {});
        this.touches.clear();
      });
    }
    this.touches.add(path);
  }

  private touchNow(): void {
    const now = new Date();
    for (const p of this.touches) {
      try {
        utimesSync(p, now, now);
      } catch {
        // removed meanwhile
      }
    }
    this.touches.clear();
  }

  constructor(readonly dir: string, enabled: boolean, readonly maxBytes = DEFAULT_MAX_BYTES) {
    this.enabled = enabled;
  }

  /**
   * Opens the cache ahead of its first read: the directory, the compiler's hash and the hash
   * function's own start-up (OpenSSL's, about 10 ms once per process), so a kernel's first
   * launch from the cache pays none of it. tack.kernel() calls it.
   */
  prepare(): void {
    this.entries();
  }

  /** This compiler's entry directory, made on first use; null (a disabled cache) if it can't be. */
  private entries(): string | null {
    if (!this.enabled || this.unusable !== null) return null;
    if (this.versionDir !== null) return this.versionDir;
    try {
      makeDirs(this.dir);
      sha256(""); // the hash's start-up, here rather than at a first launch
      this.hashOfCompiler = compilerHash(this.dir);
      const d = join(this.dir, `${FORMAT}-${this.hashOfCompiler.slice(0, 16)}`);
      makeDirs(d);
      this.versionDir = d;
    } catch (e) {
      this.unusable = reason(e);
      this.report(`can't use ${this.dir}`, this.unusable);
      return null;
    }
    return this.versionDir;
  }

  /** The cache's first problem, as one process warning and stats().problem. */
  private report(what: string, why: string): void {
    if (this.problem !== null) return;
    this.problem = why;
    process.emitWarning(
      `Tack's disk cache ${what}: ${why}; compiles are not cached. Point TACK_CACHE_DIR at a writable directory, or set TACK_CACHE=off`,
      { code: "TACK_CACHE" },
    );
  }

  /** A read that found no usable directory: a miss where the cache is on but broken. */
  private missUnusable(quiet: boolean): null {
    if (this.unusable !== null && !quiet) this.counts.misses++;
    return null;
  }

  /** The file of a key, with the hash its header must name. */
  private file(kind: EntryKind, key: string): { path: string; keyHash: string } | null {
    const d = this.entries();
    if (d === null) return null;
    const keyHash = sha256(`${kind}\n${key}`);
    // d is join()'s already (normalized): a hit's path needs no second normalize
    return { path: `${d}${sep}${keyHash}.${kind}`, keyHash };
  }

  private header(keyHash: string, payload: Uint8Array): string {
    return `${MAGIC} ${keyHash} ${this.hashOfCompiler} ${payload.length} ${sha256(payload)}\n`;
  }

  /** The payload if `data` is a whole, intact entry for this key; null otherwise. */
  private payloadOf(data: Buffer, keyHash: string): Buffer | null {
    const nl = data.indexOf(10);
    if (nl < 0 || nl > 512) return null;
    const [magic, version, hash, compiler, length, digest, ...rest] = data.subarray(0, nl).toString("latin1").split(" ");
    if (`${magic} ${version}` !== MAGIC || hash !== keyHash || compiler !== this.hashOfCompiler || rest.length > 0) return null;
    const payload = data.subarray(nl + 1);
    if (String(payload.length) !== length || sha256(payload) !== digest) return null;
    return payload;
  }

  /** `quiet`: a speculative read (a prefetch) counts nothing and leaves a bad entry for the real read to reject. */
  private verdict(path: string, keyHash: string, data: Buffer | null, quiet = false): Buffer | null {
    if (data === null) {
      if (!quiet) this.counts.misses++;
      return null;
    }
    const payload = this.payloadOf(data, keyHash);
    if (quiet) return payload;
    if (payload === null) {
      this.counts.misses++;
      this.counts.rejected++;
      try {
        unlinkSync(path);
      } catch {
        // another process removed or replaced it
      }
      return null;
    }
    this.counts.hits++;
    return payload;
  }

  /**
   * readSync's path for a rehearsal (runtime/disk-hit-rehearsal.ts): quiet (counts nothing,
   * removes nothing: see verdict), and the touch it schedules taken back, so that nothing is
   * left to run (it may run in 'beforeExit', which a scheduled immediate would emit again).
   */
  rehearseReadSync(kind: EntryKind, key: string): Buffer | null {
    const idle = this.touches.size === 0;
    const payload = this.readSync(kind, key, true);
    if (idle && this.touches.size > 0) {
      clearImmediate(this.touchesDue);
      this.touches.clear();
    }
    return payload;
  }

  /** `quiet`: a rehearsal's read (rehearseReadSync). */
  readSync(kind: EntryKind, key: string, quiet = false): Buffer | null {
    const f = this.file(kind, key);
    if (f === null) return this.missUnusable(quiet);
    let data: Buffer | null = null;
    try {
      data = readFileSync(f.path);
    } catch {
      data = null;
    }
    const payload = this.verdict(f.path, f.keyHash, data, quiet);
    if (payload !== null) this.touchLater(f.path);
    return payload;
  }

  /** The same, reading on libuv's pool; `quiet`: a speculative read (see verdict). */
  async read(kind: EntryKind, key: string, quiet = false): Promise<Buffer | null> {
    const f = this.file(kind, key);
    if (f === null) return this.missUnusable(quiet);
    let data: Buffer | null = null;
    try {
      data = await readFile(f.path);
    } catch {
      data = null;
    }
    const payload = this.verdict(f.path, f.keyHash, data, quiet);
    if (payload !== null) this.touchLater(f.path);
    return payload;
  }

  /** Stores an entry (best effort: a full disk or a read-only directory only costs the entry). */
  write(kind: EntryKind, key: string, payload: Uint8Array): void {
    const f = this.file(kind, key);
    if (f === null) return;
    const entry = Buffer.concat([Buffer.from(this.header(f.keyHash, payload), "latin1"), payload]);
    try {
      atomicWrite(f.path, entry);
    } catch (e) {
      this.report(`can't write to ${this.dir}`, reason(e));
      return;
    }
    this.counts.writes++;
    if (this.knownBytes < 0) this.knownBytes = this.scan().bytes;
    else this.knownBytes += entry.length;
    if (this.knownBytes > this.maxBytes) this.evict();
  }

  /** A prefetched entry the caller used: a hit, as if read then. */
  countHit(): void {
    this.counts.hits++;
  }

  /** The same, writing on libuv's pool (the async API's path); `quiet`: not counted (an index). */
  async writeAsync(kind: EntryKind, key: string, payload: Uint8Array, quiet = false): Promise<void> {
    const f = this.file(kind, key);
    if (f === null) return;
    const entry = Buffer.concat([Buffer.from(this.header(f.keyHash, payload), "latin1"), payload]);
    const tmp = `${f.path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(tmp, entry, { mode: 0o644 });
      await rename(tmp, f.path);
    } catch (e) {
      await unlink(tmp).catch(() => {});
      this.report(`can't write to ${this.dir}`, reason(e));
      return;
    }
    if (!quiet) this.counts.writes++;
    // the directory is sized and evicted through libuv here: a synchronous scan of a large
    // cache held the event loop for 0.35-0.5 s at 20,000 entries (bench/workers/RESULTS.md)
    if (this.knownBytes < 0) {
      this.sizing ??= this.scanAsync().then((found) => {
        if (this.knownBytes < 0) this.knownBytes = found.bytes;
        this.sizing = null;
      });
      await this.sizing;
    } else {
      this.knownBytes += entry.length;
    }
    if (this.knownBytes > this.maxBytes) {
      this.evicting ??= this.evictAsync().finally(() => {
        this.evicting = null;
      });
      await this.evicting;
    }
  }

  /** The asynchronous path's directory sizing and eviction in progress, shared by concurrent writes. */
  private sizing: Promise<void> | null = null;
  private evicting: Promise<void> | null = null;

  /** Every entry file of this compiler's version with its size and mtime; removes stale temp files. */
  private scan(): Tally {
    const d = this.entries();
    const tally: Tally = { bytes: 0, files: [] };
    if (d === null) return tally;
    let names: string[] = [];
    try {
      names = readdirSync(d);
    } catch {
      return tally;
    }
    const now = Date.now();
    for (const name of names) {
      const path = join(d, name);
      try {
        tallyEntry(tally, name, path, statSync(path), now, unlinkSync);
      } catch {
        // removed by another process meanwhile
      }
    }
    return this.withCodeFiles(tally);
  }

  /** A scan's tally with the code caches' files added. */
  private withCodeFiles(tally: Tally): Tally {
    for (const f of this.codeFiles()) {
      tally.files.push(f);
      tally.bytes += f.size;
    }
    return tally;
  }

  /** The code caches' files (and their temp files: they take room too); a handful, read synchronously on either path. */
  private codeFiles(): CacheFile[] {
    const d = join(this.dir, CODE_DIR);
    const files: CacheFile[] = [];
    let names: string[] = [];
    try {
      names = readdirSync(d);
    } catch {
      return files; // none written yet
    }
    for (const name of names) {
      const path = join(d, name);
      try {
        const st = statSync(path);
        if (st.isFile()) files.push({ path, size: st.size, mtimeMs: st.mtimeMs, code: true });
      } catch {
        // removed meanwhile
      }
    }
    return files;
  }

  /** scan() through libuv: the event loop runs between the directory's stats. */
  private async scanAsync(): Promise<Tally> {
    const d = this.entries();
    const tally: Tally = { bytes: 0, files: [] };
    if (d === null) return tally;
    let names: string[] = [];
    try {
      names = await readdir(d);
    } catch {
      return tally;
    }
    const now = Date.now();
    // SCAN_BATCH stats in flight (all at once would queue them on libuv's pool ahead of
    // launches), with callbacks: a promise per stat cost about 3 times the CPU of statSync
    await new Promise<void>((done) => {
      let next = 0, running = 0;
      const more = (): void => {
        while (running < SCAN_BATCH && next < names.length) {
          const name = names[next++];
          const path = `${d}${sep}${name}`;
          running++;
          statCallback(path, (e, st) => {
            running--;
            if (e === null) tallyEntry(tally, name, path, st, now, (stale) => unlinkCallback(stale, () => {}));
            // else removed by another process meanwhile
            if (running === 0 && next >= names.length) done();
            else more();
          });
        }
        if (running === 0 && next >= names.length) done();
      };
      more();
    });
    return this.withCodeFiles(tally);
  }

  /** The entries to remove, least recently used first, until the cache holds 90% of its limit. */
  private victims(bytes: number, files: CacheFile[]): { gone: CacheFile[]; left: number } {
    let total = bytes;
    files.sort((a, b) => a.mtimeMs - b.mtimeMs);
    const gone: CacheFile[] = [];
    for (const f of files) {
      if (total <= this.maxBytes * 0.9) break;
      gone.push(f);
      total -= f.size;
    }
    return { gone, left: total };
  }

  /** Removes the least recently used entries until the cache holds 90% of its limit. */
  private evict(): void {
    this.touchNow();
    const { bytes, files } = this.scan();
    const { gone, left } = this.victims(bytes, files);
    this.removeSync(gone);
    this.knownBytes = left;
  }

  /** Unlinks eviction's victims, counting each removed. */
  private removeSync(gone: readonly CacheFile[]): void {
    for (const f of gone) {
      try {
        unlinkSync(f.path);
        this.counts.evictions++;
      } catch {
        // already gone
      }
    }
  }

  /** evict() through libuv. */
  private async evictAsync(): Promise<void> {
    const now = new Date();
    const touched = [...this.touches];
    this.touches.clear();
    await Promise.all(touched.map((p) => utimesAsync(p, now, now).catch(() => {})));
    const { bytes, files } = await this.scanAsync();
    const { gone, left } = this.victims(bytes, files);
    for (let i = 0; i < gone.length; i += SCAN_BATCH) {
      await Promise.all(gone.slice(i, i + SCAN_BATCH).map((f) => unlink(f.path).then(() => void this.counts.evictions++, () => {})));
    }
    this.knownBytes = left;
  }

  /**
   * Room for a code cache of `bytes` at `file` (replacing the one there): the least recently
   * used entries and other code caches go until the cache holds it within 90% of its limit,
   * where the rest would pass the limit. False, with the one at `file` removed, where it is
   * larger than the limit itself (then it is not written). Called once per process at most,
   * when a code cache is written (after the first launch, never during one).
   */
  roomForCodeCache(bytes: number, file: string): boolean {
    if (this.entries() === null) return false;
    if (bytes > this.maxBytes) {
      try {
        unlinkSync(file);
      } catch {
        // none there
      }
      return false;
    }
    let old = 0;
    try {
      old = statSync(file).size;
    } catch {
      // none there yet
    }
    if (this.knownBytes < 0) this.knownBytes = this.scan().bytes;
    this.knownBytes += bytes - old;
    if (this.knownBytes <= this.maxBytes) return true;
    this.touchNow();
    const { bytes: total, files } = this.scan();
    const { gone, left } = this.victims(total - old + bytes, files.filter((f) => f.path !== file));
    this.removeSync(gone);
    this.knownBytes = left;
    return true;
  }

  stats(): CacheStats {
    const { bytes, files } = this.enabled ? this.scan() : { bytes: 0, files: [] };
    // indexes are bookkeeping, code caches the runtime's own: neither is an entry
    const entries = files.filter((f) => !f.path.endsWith(".idx") && f.code !== true).length;
    return { dir: this.dir, enabled: this.enabled, ...this.counts, entries, bytes, maxBytes: this.maxBytes, problem: this.problem, code: codeCacheStats() };
  }

  /** Removes every entry Tack wrote under the directory, of every compiler version, and the code caches. */
  clear(): void {
    let names: string[] = [];
    try {
      names = readdirSync(this.dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (/^v\d+-[0-9a-f]{16}$/.test(name) || name === "compiler-hash" || name === "code") rmSync(join(this.dir, name), { recursive: true, force: true });
    }
    this.versionDir = null;
    this.knownBytes = -1;
  }
}

/** An fs error as its code and message (`ENOTDIR: not a directory, mkdir '...'`). */
/** What a scan of the entry directory adds up: the entry files and their bytes. */
interface Tally {
  bytes: number;
  files: CacheFile[];
}

/**
 * One file of the entry directory as a scan counts it, on either path: a temp file older than
 * STALE_TEMP_MS is removed (a writer that died), an entry file counted, anything else skipped.
 */
function tallyEntry(tally: Tally, name: string, path: string, st: { size: number; mtimeMs: number }, now: number, remove: (path: string) => void): void {
  if (name.endsWith(".tmp")) {
    if (now - st.mtimeMs > STALE_TEMP_MS) remove(path);
    return;
  }
  if (!ENTRY_NAME.test(name)) return;
  tally.files.push({ path, size: st.size, mtimeMs: st.mtimeMs });
  tally.bytes += st.size;
}

function reason(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The cache the environment describes; a size limit that is not a number is a warning, not a silent default. */
export function diskCacheFromEnvironment(): DiskCache {
  const { dir, enabled, maxBytes, badMaxBytes } = cacheSettings();
  if (enabled && badMaxBytes !== null) {
    process.emitWarning(
      `TACK_CACHE_MAX_BYTES is a positive number of bytes (such as 536870912), not '${badMaxBytes}'; the disk cache keeps its default limit of ${DEFAULT_MAX_BYTES} bytes`,
      { code: "TACK_CACHE" },
    );
  }
  return new DiskCache(dir, enabled, maxBytes);
}

let cache: DiskCache | null = null;

/** The process's disk cache, set up from the environment at first use. */
export function diskCache(): DiskCache {
  cache ??= diskCacheFromEnvironment();
  return cache;
}

/** Replaces the process's disk cache (tests point it at a temp directory); returns the previous one. */
export function setDiskCache(next: DiskCache): DiskCache {
  const previous = diskCache();
  cache = next;
  return previous;
}

/** The package entry's loader asks before it writes a code cache (runtime/code-cache.ts, through the bundle's internal exports). */
export function roomForCodeCache(bytes: number, file: string): boolean {
  return diskCache().roomForCodeCache(bytes, file);
}

/** `tack.cache`: the disk cache's directory, counters and `clear()`. */
export const cacheApi = {
  get dir(): string {
    return diskCache().dir;
  },
  get enabled(): boolean {
    return diskCache().enabled;
  },
  stats(): CacheStats {
    return diskCache().stats();
  },
  clear(): void {
    diskCache().clear();
  },
};
