// The disk cache on the async API's path (issue 9: a server never waits): the first write of
// a process sizes the directory, and a write past the limit evicts, both through libuv, never
// with synchronous readdir/stat/unlink calls on the event loop, which on a cache of 20,000
// entries held it for 0.35-0.5 s (bench/workers/RESULTS.md). node:fs is wrapped to count them.

import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DiskCache } from "../../runtime/disk-cache.js";

const sync = vi.hoisted(() => ({ calls: [] as string[], counting: false }));
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const counted = <F extends (...a: never[]) => unknown>(name: string, f: F): F =>
    ((...a: Parameters<F>) => {
      if (sync.counting) sync.calls.push(`${name} ${String(a[0])}`);
      return f(...a);
    }) as F;
  const wrapped = {
    ...fs,
    readdirSync: counted("readdirSync", fs.readdirSync),
    statSync: counted("statSync", fs.statSync),
    unlinkSync: counted("unlinkSync", fs.unlinkSync),
    utimesSync: counted("utimesSync", fs.utimesSync),
  };
  return { ...wrapped, default: wrapped };
});

const dirs: string[] = [];
afterEach(() => {
  sync.counting = false;
  sync.calls.length = 0;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A cache directory holding `n` entries of `size` bytes' payload, written by another DiskCache. */
function filled(n: number, size: number): string {
  const dir = mkdtempSync(join(tmpdir(), "tack-cache-async-"));
  dirs.push(dir);
  const writer = new DiskCache(dir, true);
  for (let i = 0; i < n; i++) writer.write("obj", `k${i}`, Buffer.alloc(size, i));
  return dir;
}

/** The synchronous calls made on the cache's entries (the compiler's file and its memo are not entries). */
const entryCalls = () => sync.calls.filter((c) => /\/v1-[0-9a-f]{16}/.test(c));

describe("the disk cache's asynchronous writes", () => {
  it("size the directory at a process's first write through libuv, not with synchronous readdir/stat", async () => {
    const dir = filled(50, 100);
    const c = new DiskCache(dir, true, 1e9);
    await c.read("obj", "k0"); // opens the cache (its directory and the compiler's hash)
    sync.counting = true;
    await c.writeAsync("obj", "fresh", Buffer.alloc(100));
    await c.writeAsync("obj", "fresh2", Buffer.alloc(100));
    sync.counting = false;
    expect(entryCalls()).toEqual([]);
    expect(c.stats()).toMatchObject({ entries: 52, writes: 2, evictions: 0 });
  });

  it("evict the least recently used entries past the limit through libuv too", async () => {
    const dir = filled(50, 1000); // about 51 KB with the headers
    const c = new DiskCache(dir, true, 30_000);
    expect((await c.read("obj", "k49"))?.length).toBe(1000); // the most recently used one
    sync.counting = true;
    await c.writeAsync("obj", "fresh", Buffer.alloc(1000));
    sync.counting = false;
    expect(entryCalls()).toEqual([]);
    const s = c.stats();
    expect(s.bytes).toBeLessThanOrEqual(30_000 * 0.9);
    expect(s.evictions).toBeGreaterThanOrEqual(20);
    expect((await c.read("obj", "fresh"))?.length).toBe(1000);
    expect((await c.read("obj", "k49"))?.length).toBe(1000);
    expect(await c.read("obj", "k0")).toBeNull(); // the least recently used went first
  });
});

describe("a scan of the entry directory, on either path", () => {
  /** `dir`'s entry directory with a temp file two hours old (a writer that died), a fresh one, and a stray file. */
  function withTemps(dir: string): { stale: string; fresh: string; stray: string } {
    const entries = join(dir, readdirSync(dir).find((n) => n.startsWith("v1-"))!);
    const [stale, fresh, stray] = ["dead.tmp", "live.tmp", "notes.txt"].map((n) => join(entries, n));
    for (const f of [stale, fresh, stray]) writeFileSync(f, "x".repeat(50));
    const twoHoursAgo = (Date.now() - 2 * 3600_000) / 1000;
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    return { stale, fresh, stray };
  }

  it("removes temp files over an hour old, keeps fresh ones, and counts neither them nor stray files as entries (sync)", () => {
    const dir = filled(3, 100);
    const { stale, fresh, stray } = withTemps(dir);
    const c = new DiskCache(dir, true, 1e9);
    c.write("obj", "sized", Buffer.alloc(100)); // the first write sizes the directory: scan()
    expect({ stale: existsSync(stale), fresh: existsSync(fresh), stray: existsSync(stray) }).toEqual({ stale: false, fresh: true, stray: true });
    expect(c.stats()).toMatchObject({ entries: 4 });
  });

  it("does the same through libuv on the async path (no synchronous unlink)", async () => {
    const dir = filled(3, 100);
    const { stale, fresh, stray } = withTemps(dir);
    const c = new DiskCache(dir, true, 1e9);
    await c.read("obj", "k0"); // opens the cache
    sync.counting = true;
    await c.writeAsync("obj", "sized", Buffer.alloc(100)); // sizes the directory: scanAsync()
    await vi.waitFor(() => expect(existsSync(stale)).toBe(false)); // its unlink is not awaited
    sync.counting = false;
    expect(entryCalls()).toEqual([]);
    expect({ fresh: existsSync(fresh), stray: existsSync(stray) }).toEqual({ fresh: true, stray: true });
    expect(c.stats()).toMatchObject({ entries: 4 });
  });
});
