// The disk cache (issue 9, items 4 and 6): entries in temp directories (removed after each
// test), corrupt, truncated and foreign files a miss and never a crash, LRU eviction, and in
// fresh processes: a warm hit that skips the front half and LLVM (counted in the child, not
// inferred), a cache damaged between runs, and two processes racing on one directory.

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, utimesSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DiskCache, diskCacheFromEnvironment } from "../../runtime/disk-cache.js";
import { runChild } from "./run-child.js";

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), "tack-cache-test-"));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The entry files of the one compiler version directory under `dir`. */
function entryFiles(dir: string, ext?: string): string[] {
  const versions = readdirSync(dir).filter((n) => /^v1-/.test(n));
  expect(versions).toHaveLength(1);
  const d = join(dir, versions[0]);
  return readdirSync(d).filter((n) => !ext || n.endsWith(`.${ext}`)).map((n) => join(d, n));
}

const bytes = (s: string) => Buffer.from(s, "utf8");

describe("DiskCache", () => {
  it("reads back what it wrote, sync and async, and misses other keys and kinds", async () => {
    const c = new DiskCache(tempDir(), true);
    c.write("ir", "key one", bytes("payload one"));
    await c.writeAsync("obj", "key two", bytes("payload two"));
    expect(c.readSync("ir", "key one")?.toString()).toBe("payload one");
    expect((await c.read("obj", "key two"))?.toString()).toBe("payload two");
    expect(c.readSync("obj", "key one")).toBeNull();
    expect(c.readSync("ir", "key three")).toBeNull();
    expect(c.stats()).toMatchObject({ hits: 2, misses: 2, writes: 2, entries: 2, rejected: 0 });
  });

  it("a flipped byte, a truncated entry, a foreign file and an empty file are misses, and are removed", async () => {
    const dir = tempDir();
    const c = new DiskCache(dir, true);
    const keys = ["flipped", "truncated", "foreign", "empty"];
    for (const k of keys) c.write("obj", k, bytes(`the object code of ${k} `.repeat(20)));
    const files = entryFiles(dir, "obj");
    const fileOf = new Map<string, string>();
    for (const k of keys) {
      const f = files.find((p) => readFileSync(p).includes(`the object code of ${k}`))!;
      fileOf.set(k, f);
    }
    const flipped = readFileSync(fileOf.get("flipped")!);
    flipped[flipped.length - 5] ^= 0x20;
    writeFileSync(fileOf.get("flipped")!, flipped);
    truncateSync(fileOf.get("truncated")!, 100);
    writeFileSync(fileOf.get("foreign")!, "\x7fELF not an entry at all\n");
    writeFileSync(fileOf.get("empty")!, "");
    expect(c.readSync("obj", "flipped")).toBeNull();
    expect(await c.read("obj", "truncated")).toBeNull();
    expect(c.readSync("obj", "foreign")).toBeNull();
    expect(c.readSync("obj", "empty")).toBeNull();
    expect(c.stats()).toMatchObject({ rejected: 4, hits: 0, entries: 0 });
    // a rewrite makes it whole again
    c.write("obj", "flipped", bytes("again"));
    expect(c.readSync("obj", "flipped")?.toString()).toBe("again");
  });

  it("a rehearsal's read reads a whole entry, and counts, removes and touches nothing (its touch taken back)", async () => {
    const dir = tempDir();
    const c = new DiskCache(dir, true);
    c.write("obj", "whole", bytes("the object code ".repeat(20)));
    c.write("obj", "damaged", bytes("other object code ".repeat(20)));
    const [whole, damaged] = ["the object code", "other object code"].map((t) => entryFiles(dir, "obj").find((p) => readFileSync(p).includes(t))!);
    const old = new Date(Date.now() - 3600_000);
    utimesSync(whole, old, old);
    truncateSync(damaged, 100);
    const before = c.stats();
    expect(c.rehearseReadSync("obj", "whole")?.toString()).toBe("the object code ".repeat(20));
    expect(c.rehearseReadSync("obj", "damaged")).toBeNull();
    expect(c.rehearseReadSync("obj", "absent")).toBeNull();
    expect(c.stats()).toMatchObject({ hits: before.hits, misses: before.misses, rejected: 0, entries: 2 });
    await new Promise((r) => setTimeout(r, 20)); // a hit's touch would have run by then
    expect(Math.abs(statSync(whole).mtimeMs - old.getTime())).toBeLessThan(1);
    // a real hit touches it; the real read of the damaged one rejects and removes it
    expect(c.readSync("obj", "whole")).not.toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(statSync(whole).mtimeMs).toBeGreaterThan(old.getTime() + 1000);
    expect(c.readSync("obj", "damaged")).toBeNull();
    expect(c.stats()).toMatchObject({ rejected: 1, entries: 1 });
  });

  it("evicts the least recently used entries past its size limit; a hit counts as a use", () => {
    const dir = tempDir();
    const c = new DiskCache(dir, true, 4500); // four entries of about 1.1 KB fit, five don't
    const payload = Buffer.alloc(900, 7);
    for (let i = 0; i < 4; i++) c.write("obj", `k${i}`, payload);
    // make the ages explicit (mtime granularity): k0 oldest ... k3 newest
    const pathOf = (key: string) => (c as unknown as { file(kind: string, key: string): { path: string } }).file("obj", key).path;
    [40, 30, 20, 10].forEach((s, i) => {
      const t = new Date(Date.now() - s * 1000);
      utimesSync(pathOf(`k${i}`), t, t);
    });
    c.readSync("obj", "k0"); // k0 is now the most recently used
    c.write("obj", "k4", payload); // 5 * ~1 KB > 4000: down to 90% of the limit
    expect(c.readSync("obj", "k0")).not.toBeNull();
    expect(c.readSync("obj", "k1")).toBeNull();
    expect(c.readSync("obj", "k4")).not.toBeNull();
    expect(c.stats().evictions).toBeGreaterThanOrEqual(1);
    expect(c.stats().bytes).toBeLessThanOrEqual(4500);
  });

  it("clear() removes every entry; a disabled cache neither reads nor writes", () => {
    const dir = tempDir();
    const c = new DiskCache(dir, true);
    c.write("ir", "k", bytes("v"));
    c.clear();
    expect(readdirSync(dir)).toEqual([]);
    expect(c.readSync("ir", "k")).toBeNull();
    const offDir = join(dir, "off");
    const off = new DiskCache(offDir, false);
    off.write("ir", "k", bytes("v"));
    expect(off.readSync("ir", "k")).toBeNull();
    expect(readdirSync(dir)).not.toContain("off");
  });

  it("a directory it can't use (a file in its place or above it) is one warning that says why, a miss per read, and stats() says so", async () => {
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    try {
      const dir = tempDir();
      writeFileSync(join(dir, "file"), "");
      for (const where of [join(dir, "file"), join(dir, "file", "below")]) {
        warn.mockClear();
        const c = new DiskCache(where, true);
        expect(() => c.write("ir", "k", bytes("v"))).not.toThrow();
        expect(c.readSync("ir", "k")).toBeNull();
        expect(await c.read("ir", "k")).toBeNull();
        await c.writeAsync("obj", "k", bytes("v"));
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0][0])).toMatch(/^Tack's disk cache can't use (\S+): (EEXIST|ENOTDIR)\b.*; compiles are not cached\. Point TACK_CACHE_DIR at a writable directory, or set TACK_CACHE=off/);
        expect(String(warn.mock.calls[0][0])).toContain(where);
        expect(c.stats()).toMatchObject({ enabled: true, misses: 2, writes: 0, entries: 0 });
        expect(c.stats().problem).toMatch(/^(EEXIST|ENOTDIR)\b/);
      }
    } finally {
      warn.mockRestore();
    }
  });

  it("TACK_CACHE_MAX_BYTES is the size limit; a value that is not a number of bytes is a warning naming it, and the default applies", () => {
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    const saved = { max: process.env.TACK_CACHE_MAX_BYTES, on: process.env.TACK_CACHE };
    try {
      delete process.env.TACK_CACHE; // the suite's own setting may turn the cache off
      process.env.TACK_CACHE_MAX_BYTES = "5000";
      expect(diskCacheFromEnvironment().maxBytes).toBe(5000);
      expect(warn).not.toHaveBeenCalled();
      process.env.TACK_CACHE_MAX_BYTES = "10M";
      expect(diskCacheFromEnvironment().maxBytes).toBe(1024 ** 3);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/^TACK_CACHE_MAX_BYTES is a positive number of bytes \(such as 536870912\), not '10M'; the disk cache keeps its default limit of 1073741824 bytes$/);
    } finally {
      for (const [name, value] of [["TACK_CACHE_MAX_BYTES", saved.max], ["TACK_CACHE", saved.on]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      warn.mockRestore();
    }
  });

  it("an entry it can't write is one warning and stats() says so; the other entries go on", () => {
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    try {
      const dir = tempDir();
      const c = new DiskCache(dir, true);
      c.write("ir", "a", bytes("a"));
      // the entry's name taken by a directory that is not empty: the rename into place fails
      const taken = join(entryFiles(dir)[0].replace(/[^/]+$/, ""), `${createHash("sha256").update("ir\nk").digest("hex")}.ir`);
      mkdirSync(join(taken, "inside"), { recursive: true });
      c.write("ir", "k", bytes("v"));
      c.write("ir", "k", bytes("v"));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/^Tack's disk cache can't write to \S+: (EISDIR|ENOTEMPTY|EEXIST)\b.*; compiles are not cached\./);
      c.write("ir", "b", bytes("b"));
      expect(c.readSync("ir", "b")?.toString()).toBe("b");
      expect(c.stats()).toMatchObject({ writes: 2 });
      expect(c.stats().problem).toMatch(/^(EISDIR|ENOTEMPTY|EEXIST)\b/);
    } finally {
      warn.mockRestore();
    }
  });

  it("a directory that can be read but not written serves its entries (the compiler-hash memo is best effort)", () => {
    const dir = tempDir();
    const c = new DiskCache(dir, true);
    c.write("ir", "k", bytes("v"));
    // another process's build at the same path: the memo no longer matches and can't be rewritten
    const memo = join(dir, "compiler-hash");
    writeFileSync(memo, "another build\n" + "0".repeat(64) + "\n");
    const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => {});
    try {
      rmSync(memo);
      mkdirSync(memo);
      const reader = new DiskCache(dir, true);
      expect(reader.readSync("ir", "k")?.toString()).toBe("v");
      expect(reader.stats()).toMatchObject({ hits: 1, problem: null });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

type Hit = { before: number; instances: number; reads: number; hits: number; rehearsals: number; early: { empty: number; ran: number }; poolLoads?: number; decodes: number; wrong: number };

describe("the disk cache across processes", () => {
  it("a hit in a fresh process runs neither the front half nor LLVM, sync and async", async () => {
    const dir = tempDir();
    const cold = await runChild({ TACK_CACHE_DIR: dir, KERNELS: "3" });
    expect(cold).toMatchObject({ front: 3, llvm: 3, loads: 0, wrong: 0 });
    const warm = await runChild({ TACK_CACHE_DIR: dir, KERNELS: "3" });
    expect(warm).toMatchObject({ front: 0, llvm: 0, pool: 0, loads: 3, wrong: 0 });
    expect(warm.cache).toMatchObject({ hits: 3, misses: 0 }); // one entry per kernel: its result and object code
    const warmAsync = await runChild({ TACK_CACHE_DIR: dir, KERNELS: "3", MODE: "async" });
    expect(warmAsync).toMatchObject({ front: 0, llvm: 0, pool: 0, loads: 3, wrong: 0 });
  });

  it("a hit in a fresh process makes no compiler instance (the compiler's Wasm is never instantiated) and decodes no stored IR text", async () => {
    const dir = tempDir();
    const cold = await runChild<Hit>({ TACK_CACHE_DIR: dir }, 120_000, "hit-child.ts");
    expect(cold).toMatchObject({ before: 0, hits: 0, wrong: 0 });
    expect(cold.instances).toBeGreaterThan(0);
    const warm = await runChild<Hit>({ TACK_CACHE_DIR: dir }, 120_000, "hit-child.ts");
    expect(warm).toEqual({ before: 0, instances: 0, reads: 1, hits: 1, rehearsals: 0, early: { empty: 0, ran: 0 }, decodes: 0, wrong: 0 }); // one read: the stored variant
  });

  it("a kernel made before a wait launches from the variant tack.kernel() prefetched: the launch reads nothing, and its path was rehearsed without running the kernel", async () => {
    const dir = tempDir();
    const cold = await runChild<Hit>({ TACK_CACHE_DIR: dir }, 120_000, "hit-child.ts");
    expect(cold).toMatchObject({ hits: 0, wrong: 0 }); // it writes the kernel's index
    const warm = await runChild<Hit>({ TACK_CACHE_DIR: dir, WAIT: "1" }, 120_000, "hit-child.ts");
    expect(warm).toEqual({ before: 0, instances: 0, reads: 0, hits: 1, rehearsals: 1, early: { empty: 2, ran: 0 }, decodes: 0, wrong: 0 }); // the sync and the async path rehearsed
    const noWait = await runChild<Hit>({ TACK_CACHE_DIR: dir }, 120_000, "hit-child.ts");
    expect(noWait).toMatchObject({ instances: 0, hits: 1, rehearsals: 0, wrong: 0 }); // the launch came first: its own read, one hit, no rehearsal
    expect(noWait.reads).toBeGreaterThan(0);
  });

  it("on the wasm device too: the prefetched binary launches without a read, its path rehearsed without running a chunk, its pool started", async () => {
    const dir = tempDir();
    const cold = await runChild<Hit>({ TACK_CACHE_DIR: dir, DEVICE: "wasm" }, 120_000, "hit-child.ts");
    expect(cold).toMatchObject({ hits: 0, rehearsals: 0, wrong: 0 });
    expect(cold.early).toEqual({ empty: 0, ran: 0 });
    const warm = await runChild<Hit>({ TACK_CACHE_DIR: dir, DEVICE: "wasm", WAIT: "1" }, 120_000, "hit-child.ts");
    // the sync path rehearsed, and the pool started with the program (the child's device has 2 threads)
    expect(warm).toEqual({ before: 0, instances: 0, reads: 0, hits: 1, rehearsals: 1, early: { empty: 1, ran: 0 }, poolLoads: 1, decodes: 0, wrong: 0 });
  });

  it.runIf(existsSync("/proc/self"))("a TACK_CACHE_DIR where mkdir answers ENOENT under an existing directory (/proc) is a cache that misses, not a hang", async () => {
    // Node's recursive mkdirSync loops forever there; the child would be killed at 60 s
    const r = await runChild({ TACK_CACHE_DIR: "/proc/tack-cache-test/deeper", KERNELS: "1" }, 60_000);
    expect(r).toMatchObject({ front: 1, llvm: 1, wrong: 0 });
    expect(r.cache).toMatchObject({ hits: 0, writes: 0 });
  });

  it("entries damaged between runs are recompiled, never a crash", async () => {
    const dir = tempDir();
    await runChild({ TACK_CACHE_DIR: dir, KERNELS: "2" });
    const [ir0, ir1] = entryFiles(dir, "ir");
    const [obj0, obj1] = entryFiles(dir, "obj");
    truncateSync(ir0, 10);
    writeFileSync(ir1, readFileSync(ir1).subarray(0, -1));
    const o = readFileSync(obj0);
    o[o.length >> 1] ^= 0xff; // inside the object code: the checksum catches it before LLVM sees it
    writeFileSync(obj0, o);
    writeFileSync(obj1, Buffer.alloc(4096, 0xcc));
    const r = await runChild({ TACK_CACHE_DIR: dir, KERNELS: "2" });
    expect(r).toMatchObject({ front: 2, llvm: 2, wrong: 0 });
    expect(r.cache.rejected).toBe(4);
    const again = await runChild({ TACK_CACHE_DIR: dir, KERNELS: "2" });
    expect(again).toMatchObject({ front: 0, llvm: 0, loads: 2, wrong: 0 });
  });

  it("two processes racing on one directory both succeed, and leave whole entries", async () => {
    const dir = tempDir();
    const [a, b] = await Promise.all([
      runChild({ TACK_CACHE_DIR: dir, KERNELS: "12", MODE: "async" }),
      runChild({ TACK_CACHE_DIR: dir, KERNELS: "12", FIRST: "6" }),
    ]);
    expect(a.wrong + b.wrong).toBe(0);
    expect(readdirSync(join(dir, readdirSync(dir).find((n) => n.startsWith("v1-"))!)).filter((n) => n.endsWith(".tmp"))).toEqual([]);
    const third = await runChild({ TACK_CACHE_DIR: dir, KERNELS: "18" });
    expect(third).toMatchObject({ front: 0, llvm: 0, loads: 18, wrong: 0 });
    expect(third.cache.rejected).toBe(0);
  });
});
