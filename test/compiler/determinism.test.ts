/**
 * The compiler is a pure function (DESIGN.md §1): the same request gives the same bytes on two
 * instances, in two fresh processes, and after an instance has been recycled (past
 * RECYCLE_BYTES of memory, or after a trap).
 *
 * Requests: every corpus kernel; each again with `noalias`; each corpus kernel that reads module
 * constants with them passed in `scope` (as a bundled kernel gets them); and kernels whose
 * device functions and constants come from `scope`. What is compared is the compiler's raw
 * result text, metadata included, for successes and refusals alike.
 */
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { LLVM_TARGET } from "../../runtime/compile.js";
import { requestText, scopeEntries, type CompileRequest } from "../../runtime/request.js";
import { Compiler, RECYCLE_BYTES } from "../../wasm/host.js";
import { corpus } from "./corpus.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Module-level numeric constants of a corpus file, as `scope` would carry them. */
function moduleConstants(source: string): Record<string, number> {
  const scope: Record<string, number> = {};
  for (const m of source.matchAll(/^const ([A-Za-z_$][\w$]*) = (-?[\d.e+-]+);$/gm)) scope[m[1]] = Number(m[2]);
  return scope;
}

function requests(): { label: string; text: string }[] {
  const out: { label: string; text: string }[] = [];
  const add = (label: string, r: CompileRequest) => out.push({ label, text: requestText(r) });
  for (const k of corpus()) {
    add(k.name, { source: k.source, name: k.name, target: LLVM_TARGET });
    add(`${k.name} noalias`, { source: k.source, name: k.name, target: { ...LLVM_TARGET, noalias: true } });
    const consts = moduleConstants(k.source);
    if (Object.keys(consts).length > 0) {
      add(`${k.name} scope`, { source: k.source, name: k.name, target: LLVM_TARGET, scope: scopeEntries(k.name, consts) });
    }
  }
  const scoped = `function scoped(x: Float32Array, out: Float32Array, n: i32) {
  for (const i of range(n)) {
    out[i] = ENABLED ? shade(x[i]) * GAIN + OFFSET : x[i] + Number(BIG & 1n);
  }
}`;
  const scope = {
    GAIN: 1.5,
    OFFSET: 3,
    BIG: 2n ** 40n + 1n,
    ENABLED: true,
    shade: "function shade(v) {\n  return clamp(v * v, 0, LIMIT);\n}",
    clamp: (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v),
    LIMIT: 255,
  };
  add("scope functions and constants", { source: scoped.replace(" + Number(BIG & 1n)", " + f32(BIG & 1n)"), target: LLVM_TARGET, scope: scopeEntries("scoped", scope) });
  add("scope functions, noalias", {
    source: scoped.replace(" + Number(BIG & 1n)", ""), target: { ...LLVM_TARGET, noalias: true }, scope: scopeEntries("scoped", scope),
  });
  add("a refusal", { source: scoped, target: LLVM_TARGET, scope: scopeEntries("scoped", scope) });
  add("a refusal in a scope function", {
    source: scoped.replace(" + Number(BIG & 1n)", ""), target: LLVM_TARGET,
    scope: scopeEntries("scoped", { ...scope, shade: "function shade(v) {\n  return v + missing;\n}" }),
  });
  return out;
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

function runAll(c: Compiler, texts: string[]): string[] {
  return texts.map((t) => c.compile(t));
}

/** Runs the requests in a fresh Node process (through tsx) and returns each result's sha256, then the hash of all. */
function hashesInFreshProcess(texts: string[]): string[] {
  const host = pathToFileURL(`${root}wasm/host.ts`).href;
  const script = `
    import { createHash } from "node:crypto";
    import { Compiler } from ${JSON.stringify(host)};
    const texts = JSON.parse(await new Promise((ok) => { let s = ""; process.stdin.on("data", (d) => s += d); process.stdin.on("end", () => ok(s)); }));
    const c = new Compiler();
    const all = createHash("sha256");
    const each = texts.map((t) => { const out = c.compile(t); all.update(out); return createHash("sha256").update(out).digest("hex"); });
    process.stdout.write(JSON.stringify([...each, all.digest("hex")]));
  `;
  const r = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    input: JSON.stringify(texts),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`child process failed (${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as string[];
}

describe("deterministic output", () => {
  const reqs = requests();
  const texts = reqs.map((r) => r.text);

  it("covers every corpus kernel, noalias variants and scope variants", () => {
    expect(reqs.length).toBeGreaterThanOrEqual(2 * corpus().length + 2);
    expect(reqs.some((r) => r.label.endsWith(" scope"))).toBe(true);
  });

  const reference = runAll(new Compiler(), texts);

  it("the requests give successes and refusals, and variants differ from their base", () => {
    const ok = reference.filter((o) => o.startsWith("{\"ok\":true")).length;
    expect(ok).toBeGreaterThanOrEqual(2 * corpus().length);
    expect(reference.filter((o) => o.startsWith("{\"ok\":false")).length).toBeGreaterThanOrEqual(2);
    const saxpy = reqs.findIndex((r) => r.label === "saxpy");
    expect(reference[saxpy + 1]).not.toBe(reference[saxpy]); // noalias changes the code
  });

  it("(a) two Compiler instances give byte-identical results", () => {
    const a = new Compiler();
    const b = new Compiler();
    // interleaved, so that each instance has a different history when it answers
    for (let i = 0; i < texts.length; i++) {
      const j = texts.length - 1 - i;
      expect(a.compile(texts[i]), reqs[i].label).toBe(reference[i]);
      expect(b.compile(texts[j]), reqs[j].label).toBe(reference[j]);
    }
  });

  it("(a') one instance gives the same bytes when a request is repeated after others", () => {
    const c = new Compiler();
    const first = runAll(c, texts);
    const again = runAll(c, [...texts].reverse()).reverse();
    expect(again).toEqual(first);
    expect(first).toEqual(reference);
  });

  it("(b) two fresh Node processes give byte-identical results (sha256)", () => {
    const here = [...reference.map(sha256), sha256(reference.join(""))];
    const p1 = hashesInFreshProcess(texts);
    const p2 = hashesInFreshProcess(texts);
    expect(p1).toEqual(p2);
    expect(p1).toEqual(here);
  }, 60_000);

  it("(c) results are the same after the instance was recycled past its memory limit", () => {
    // a limit every request passes, so each runs on a fresh instance (RECYCLE_BYTES itself is
    // only passed by a very large kernel)
    const c = new Compiler(undefined, 0);
    const before = runAll(c, texts);
    expect(c.instancesMade).toBe(texts.length);
    const after = runAll(c, texts);
    expect(after).toEqual(before);
    expect(after).toEqual(reference);
  });

  it("(c'') each request takes back the previous one's memory: an instance stops growing", () => {
    const c = new Compiler();
    const first = runAll(c, texts);
    const size = c.memoryBytes();
    // the stub runtime never frees, so without reuse these would need hundreds of MiB
    for (let pass = 0; pass < 10; pass++) expect(runAll(c, pass % 2 ? [...texts].reverse() : texts).length).toBe(texts.length);
    expect(c.memoryBytes()).toBe(size);
    expect(size).toBeLessThan(RECYCLE_BYTES);
    expect(c.instancesMade).toBe(1);
    expect(first).toEqual(reference);
  });

  it("(c') results are the same after the instance was discarded for a trap", () => {
    const c = new Compiler();
    const before = runAll(c, texts.slice(0, 10));
    expect(() => c.compile(texts[0].replace("tack 1\n", "tack 1\ntrap 1\n"))).toThrow();
    const after = runAll(c, texts.slice(0, 10));
    expect(c.instancesMade).toBe(2);
    expect(after).toEqual(before);
  });
});
