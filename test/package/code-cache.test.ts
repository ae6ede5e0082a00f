/**
 * The package entry's V8 code cache (runtime/code-cache.ts): fresh processes import the built
 * package entry (dist/tack.js, `npm run build:ts`), each with its own disk cache directory.
 * Whether V8 compiled the runtime's functions again is read from V8's own function-event log
 * (--log-function-events): a function compiled lazily logs `parse-function`, one taken from a
 * code cache does not.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readCodeCache, writeCodeCache } from "../../runtime/code-cache.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const entry = join(root, "dist", "tack.js");
const bundle = join(root, "dist", "tack.cjs");

// a kernel (no a*b+c, which the cpu device may fuse) launched from the cache, compared with the same function run as plain JS on random
// inputs (the output poisoned first); prints the code cache's stats
const CHILD = `
const tack = await import(${JSON.stringify(entry)});
let beforeExits = 0;
process.on("beforeExit", () => beforeExits++);
// CHILD_V8_FLAG: a V8 flag set at run time, as a program might
if (process.env.CHILD_V8_FLAG) (await import("node:v8")).setFlagsFromString(process.env.CHILD_V8_FLAG);
function sumScale(x, y, out, a) { for (const i of tack.range(out.length)) out[i] = (x[i] + y[i]) * a; }
const k = tack.kernel(sumScale);
const n = 1000, x = new Float64Array(n).map(() => Math.random() - 0.5), y = new Float64Array(n).map(() => Math.random() * 4);
const a = Math.random() * 3 + 0.5, out = new Float64Array(n).fill(NaN), want = new Float64Array(n).fill(NaN);
// the first launch's window, as V8's function-event log shows it: these two are compiled lazily at their calls
function firstLaunchStarts() {}
function firstLaunchEnded() {}
// CHILD_ASYNC=1: through launchAsync (the compile pool's workers, comlink)
firstLaunchStarts();
if (process.env.CHILD_ASYNC === "1") await k.launchAsync(x, y, out, a); else k(x, y, out, a);
firstLaunchEnded();
for (let i = 0; i < n; i++) want[i] = (x[i] + y[i]) * a;
const ok = out.every((v, i) => Object.is(v, want[i]));
const device = tack.getDefaultDevice().type;
process.on("exit", () => console.log("@@" + JSON.stringify({ ok, device, hits: tack.cache.stats().hits, code: tack.cache.stats().code, beforeExits })));
`;

const LOG_FLAGS = ["--log-function-events", "--logfile=v8.log", "--no-logfile-per-isolate"];

interface Result {
  ok: boolean;
  device: string;
  hits: number;
  /** Times the process emitted 'beforeExit' (where the code cache is written, if not before). */
  beforeExits: number;
  code: { status: string; file: string | null; bytes: number; written: boolean } | null;
}

let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "tack-code-cache-"));
  writeFileSync(join(work, "child.mjs"), CHILD);
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** A fresh process (flags first), in `work` (where v8.log goes); its result line. */
function fresh(env: Record<string, string>, flags: string[] = []): Result {
  const r = spawnSync(process.execPath, [...flags, "child.mjs"], { cwd: work, encoding: "utf8", env: { ...process.env, ...env } });
  expect(r.stderr).toBe("");
  const line = r.stdout.split("\n").find((l) => l.startsWith("@@"));
  if (line === undefined) throw new Error(`no result:\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(line.slice(2)) as Result;
}

/**
 * Functions of the bundled runtime that the last logged process compiled lazily (parse-function
 * events); `firstLaunch`: only those inside the child's first launch (between its markers), of
 * the bundle and of the package entry's loader (dist/runtime/code-cache.js, outside the bundle).
 */
function lazilyCompiled(firstLaunch = false): string[] {
  let lines = readFileSync(join(work, "v8.log"), "utf8").split("\n");
  const idsOf = (file: string) => lines.filter((l) => l.startsWith("script-details,") && l.includes(file)).map((l) => l.split(",")[1]);
  const ids = new Set(idsOf("dist/tack.cjs"));
  expect(ids.size).toBe(1);
  if (firstLaunch) {
    const loader = idsOf("dist/runtime/code-cache.js");
    expect(loader).toHaveLength(1);
    ids.add(loader[0]);
    const at = (name: string) => lines.findIndex((l) => l.startsWith("function,parse-function,") && l.endsWith(`,${name}`));
    const start = at("firstLaunchStarts"), end = at("firstLaunchEnded");
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    lines = lines.slice(start, end);
  }
  return lines.filter((l) => l.startsWith("function,parse-function,") && ids.has(l.split(",")[2])).map((l) => l.split(",").slice(7).join(","));
}

function cacheDir(name: string): string {
  return join(work, name);
}

describe("the package entry's code cache", () => {
  it("is built: dist/tack.js and dist/tack.cjs", () => {
    expect(existsSync(entry)).toBe(true);
    expect(existsSync(bundle)).toBe(true);
  });

  it("exports exactly the names dist/runtime/index.js exports", () => {
    writeFileSync(
      join(work, "names.mjs"),
      `const a = Object.keys(await import(${JSON.stringify(entry)})).sort();
const b = Object.keys(await import(${JSON.stringify(join(root, "dist", "runtime", "index.js"))})).sort();
console.log(JSON.stringify([a, b]));`,
    );
    const r = spawnSync(process.execPath, ["names.mjs"], { cwd: work, encoding: "utf8", env: { ...process.env, TACK_CACHE: "off" } });
    expect(r.stderr).toBe("");
    const [a, b] = JSON.parse(r.stdout) as string[][];
    expect(a.length).toBeGreaterThan(50);
    expect(a).toEqual(b);
  });

  for (const native of ["1", "0"]) {
    it(`runs launchAsync (the compile pool) on the ${native === "1" ? "wasm device (no native shims)" : "default device"}, and the code cache with it`, () => {
      const env = { TACK_CACHE_DIR: cacheDir(`async-${native}`), TACK_CACHE: "on", CHILD_ASYNC: "1", TACK_DISABLE_NATIVE: native };
      const cold = fresh(env);
      expect(cold).toMatchObject({ ok: true, code: { status: "missing", written: true } });
      if (native === "1") expect(cold.device).toBe("wasm");
      expect(fresh(env)).toMatchObject({ ok: true, hits: 1, code: { status: "used" } });
    }, 60_000);
  }

  it("is written and used where Tack sets V8 flags for a while as it loads (the compiler's eager compile, TACK_WARMUP=on, default on 4+ cores)", () => {
    const env = { TACK_CACHE_DIR: cacheDir("warm-up"), TACK_CACHE: "on", TACK_WARMUP: "on" };
    expect(fresh(env)).toMatchObject({ ok: true, code: { status: "missing", written: true } });
    expect(fresh(env)).toMatchObject({ ok: true, hits: 1, code: { status: "used" } });
  }, 60_000);

  it("is made after the launch path ran, then used: a fresh process compiles none of the runtime's functions lazily", () => {
    const env = { TACK_CACHE_DIR: cacheDir("used"), TACK_CACHE: "on" };
    // the cold compile makes it; the first launch from the disk cache remakes it (a path it lacked)
    const cold = fresh(env, LOG_FLAGS);
    expect(cold.ok).toBe(true);
    expect(cold.code).toMatchObject({ status: "missing", written: true });
    const warm = fresh(env, LOG_FLAGS);
    expect(warm).toMatchObject({ ok: true, hits: 1, code: { status: "used", written: true } });
    const again = fresh(env, LOG_FLAGS);
    expect(again).toMatchObject({ ok: true, hits: 1, code: { status: "used", written: false } });
    expect(again.code!.bytes).toBeGreaterThan(10_000);
    const withCache = lazilyCompiled();
    // the same process without the code cache: V8 compiles the launch path (and the rest) lazily
    rmSync(again.code!.file!);
    const without = fresh(env, LOG_FLAGS);
    expect(without).toMatchObject({ ok: true, hits: 1, code: { status: "missing", written: true } });
    const lazily = lazilyCompiled();
    expect(lazily.length).toBeGreaterThan(50);
    expect(withCache).toEqual([]);
  }, 120_000);

  it("made by a cold compile, holds the disk-cache hit's read (rehearsed at its making): the next process's first launch compiles none of the runtime's functions lazily", () => {
    const env = { TACK_CACHE_DIR: cacheDir("first-warm"), TACK_CACHE: "on" };
    // hits as counted at its exit, after the code cache (and the rehearsal) was made: none;
    // and one 'beforeExit' (the rehearsal, run there, left nothing scheduled)
    const cold = fresh(env, LOG_FLAGS);
    expect(cold).toMatchObject({ ok: true, hits: 0, beforeExits: 1, code: { status: "missing", written: true } });
    // it ran no hit, yet compiled a hit's read, after its launch (the rehearsal of its entry's
    // read when the code cache is made), and its load (the device's load rehearsal: here the
    // first launch makes the device)
    expect(lazilyCompiled()).toEqual(expect.arrayContaining(["payloadOf", "touchLater", "loadArtifactBytes"]));
    for (const f of ["payloadOf", "touchLater"]) expect(lazilyCompiled(true)).not.toContain(f);
    // the first process after it: its first launch (a disk-cache hit) compiles nothing
    const warm = fresh(env, LOG_FLAGS);
    expect(warm).toMatchObject({ ok: true, hits: 1, code: { status: "used", written: true } });
    expect(lazilyCompiled(true)).toEqual([]);
    // the same process without a code cache: the window sees the hit path compiled lazily
    rmSync(warm.code!.file!);
    expect(fresh(env, LOG_FLAGS)).toMatchObject({ ok: true, hits: 1, code: { status: "missing" } });
    expect(lazilyCompiled(true)).toEqual(expect.arrayContaining(["payloadOf", "touchLater"]));
  }, 60_000);

  for (const [what, spoil] of [
    ["corrupt", (b: Buffer) => { b[b.length - 100] ^= 0xff; return b; }],
    ["truncated", (b: Buffer) => b.subarray(0, b.length >> 1)],
    ["foreign", () => Buffer.from("not a code cache\n".repeat(100))],
  ] as const) {
    it(`treats a ${what} code cache as a miss, works, and rewrites it`, () => {
      const env = { TACK_CACHE_DIR: cacheDir(what), TACK_CACHE: "on" };
      fresh(env);
      const made = fresh(env);
      expect(made.code!.status).toBe("used");
      const file = made.code!.file!;
      writeFileSync(file, spoil(readFileSync(file)));
      const spoilt = fresh(env);
      expect(spoilt).toMatchObject({ ok: true, hits: 1, code: { status: "rejected", bytes: 0, written: true } });
      expect(fresh(env)).toMatchObject({ ok: true, hits: 1, code: { status: "used", written: false } });
    }, 60_000);
  }

  it("treats a code cache V8 rejects (made under other V8 flags) as a miss, and rewrites it", () => {
    const env = { TACK_CACHE_DIR: cacheDir("flags"), TACK_CACHE: "on" };
    fresh(env);
    const made = fresh(env);
    expect(made.code!.status).toBe("used");
    // V8's data of another flag set under this one's name and key: Tack's header and checksum
    // match, V8's flag hash does not
    fresh(env, ["--max-lazy"]);
    const other = fresh(env, ["--max-lazy"]);
    expect(other.code!.status).toBe("used");
    expect(other.code!.file).not.toBe(made.code!.file);
    const key = basename(made.code!.file!, ".v8");
    const theirs = readCodeCache(other.code!.file!, basename(other.code!.file!, ".v8"));
    if (theirs === null || theirs === "bad") throw new Error("no code cache under the other flags");
    writeCodeCache(dirname(made.code!.file!), made.code!.file!, key, 3, theirs.data);
    expect(readCodeCache(made.code!.file!, key)).toMatchObject({ coverage: 3 });
    expect(fresh(env)).toMatchObject({ ok: true, hits: 1, code: { status: "rejected", written: true } });
    expect(fresh(env)).toMatchObject({ ok: true, hits: 1, code: { status: "used", written: false } });
  }, 60_000);

  it("writes none once V8's flags were changed at run time (a fresh process would reject it)", () => {
    const dir = cacheDir("v8-flag");
    // --no-liftoff also turns dynamic tiering off, which --liftoff does not undo
    const r = fresh({ TACK_CACHE_DIR: dir, TACK_CACHE: "on", CHILD_V8_FLAG: "--no-liftoff" });
    expect(r).toMatchObject({ ok: true, code: { status: "missing", written: false } });
    expect(existsSync(join(dir, "code")) ? readdirSync(join(dir, "code")) : []).toEqual([]);
    // the same process without the flag writes one
    expect(fresh({ TACK_CACHE_DIR: dir, TACK_CACHE: "on" })).toMatchObject({ ok: true, code: { status: "missing", written: true } });
  });

  it.runIf((process.features as { require_module?: boolean }).require_module === true)(
    "loads from CommonJS too (require, where Node can require ES modules): the entry has no top-level await",
    () => {
      writeFileSync(join(work, "require.cjs"), `const tack = require(${JSON.stringify(entry)}); console.log(JSON.stringify([typeof tack.kernel, tack.cache.stats().code.status]));`);
      const r = spawnSync(process.execPath, ["require.cjs"], { cwd: work, encoding: "utf8", env: { ...process.env, TACK_CACHE: "off" } });
      expect(r.stderr).toBe("");
      expect(JSON.parse(r.stdout)).toEqual(["function", "off"]);
    },
  );

  it("with a bundle that is not the entry's (dist/ rebuilt by tsc alone, say), warns and loads dist/runtime/ without it", () => {
    // a copy of the entry and its runtime whose bundle is older than dist/runtime/index.js
    const copy = join(work, "stale");
    cpSync(join(root, "dist"), join(copy, "dist"), { recursive: true });
    symlinkSync(join(root, "wasm"), join(copy, "wasm"));
    symlinkSync(join(root, "build"), join(copy, "build"));
    symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(copy, "dist", "tack.cjs"), old, old);
    writeFileSync(join(work, "stale.mjs"), CHILD.replace(JSON.stringify(entry), JSON.stringify(join(copy, "dist", "tack.js"))));
    const r = spawnSync(process.execPath, ["stale.mjs"], { cwd: work, encoding: "utf8", env: { ...process.env, TACK_CACHE: "off" } });
    expect(r.stderr).toContain("is older than");
    expect(r.stderr).toContain("npm run build:ts");
    const line = r.stdout.split("\n").find((l) => l.startsWith("@@"));
    expect(JSON.parse(line!.slice(2))).toMatchObject({ ok: true, code: null });
  });

  it("is removed by tack.cache.clear() with the rest of the cache", () => {
    const dir = cacheDir("clear");
    const env = { TACK_CACHE_DIR: dir, TACK_CACHE: "on" };
    fresh(env);
    expect(readdirSync(join(dir, "code")).filter((f) => f.endsWith(".v8"))).toHaveLength(1);
    writeFileSync(join(work, "clear.mjs"), `(await import(${JSON.stringify(entry)})).cache.clear();`);
    const r = spawnSync(process.execPath, ["clear.mjs"], { cwd: work, encoding: "utf8", env: { ...process.env, ...env } });
    expect(r.stderr).toBe("");
    expect(existsSync(join(dir, "code"))).toBe(false);
  });

  it("writes nothing with TACK_CACHE=off", () => {
    const dir = cacheDir("off");
    const r = fresh({ TACK_CACHE_DIR: dir, TACK_CACHE: "off" });
    expect(r).toMatchObject({ ok: true, code: { status: "off", file: null, written: false } });
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});
