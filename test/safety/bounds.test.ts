/**
 * Hostile out-of-bounds accesses (issue 7, items 1 and 9), each launched in its own child
 * process (test/safety/child.ts), so a kernel that crashes the process fails its own test.
 *
 * For each case the child reports what the launch threw and whether the memory around the
 * arrays changed: the arrays a kernel could reach past are views of one ArrayBuffer with a
 * guard region before and after them (guest.ts `guarded`), filled with a byte pattern and
 * checked after the throw. Every case asserts the exact error class, the kernel's name, the
 * array's name, the index and the length in the message, and the `line:col` of the access
 * (kernels are given as source text, so positions are those of the text below).
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { imports, runScript } from "./child.js";
import type { ErrorInfo } from "./guest.js";

const cpu = tack.devices().some((d) => d.type === "cpu" && d.available);

/** 1-based line and column of the first occurrence of `snippet` in `text`. */
function at(text: string, snippet: string): { line: number; column: number } {
  const off = text.indexOf(snippet);
  if (off < 0) throw new Error(`test bug: '${snippet}' is not in the source`);
  const before = text.slice(0, off);
  const line = before.split("\n").length;
  return { line, column: off - (before.lastIndexOf("\n") + 1) + 1 };
}

interface Damage {
  changed: number;
  first: number[];
}

interface CaseResult {
  threw: boolean;
  error?: ErrorInfo;
  /** guest.ts `damage()` of every guarded array of the case, by name. */
  guards: Record<string, Damage>;
  [extra: string]: unknown;
}

interface Expected {
  /** The kernel's name (every kernel here is `k` unless said). */
  kernel?: string;
  array: string;
  index: string | number;
  /** The length the message must state. */
  length: number;
  /** The access's text, found in `where` (the kernel's source unless a scope function's). */
  access: string;
  where: string;
  /** The message says the access is in a scope function. */
  inScopeFunction?: boolean;
}

/** Runs a case's script in a child; `src` is bound to SRC there. */
async function launch(src: string, body: string, extra: Record<string, string> = {}): Promise<CaseResult> {
  const consts = Object.entries({ SRC: src, ...extra })
    .map(([k, v]) => `const ${k} = ${JSON.stringify(v)};\n`)
    .join("");
  return runScript<CaseResult>(`${imports()}${consts}${body}`, 30_000);
}

/** The assertions every out-of-bounds case makes. */
function expectOutOfBounds(r: CaseResult, want: Expected): void {
  const kernel = want.kernel ?? "k";
  expect(r.threw, "the launch must throw").toBe(true);
  const e = r.error!;
  expect(e.ctor, e.stack).toBe("KernelRangeError");
  expect(e.name).toBe("KernelRangeError");
  expect(e.isKernelRangeError).toBe(true);
  expect(e.isRangeError).toBe(true);
  expect(e.kernelName).toBe(kernel);
  expect(e.array, e.message).toBe(want.array);
  expect(e.index, e.message).toBe(String(want.index));
  const { line, column } = at(want.where, want.access);
  expect({ line: e.line, column: e.column }).toEqual({ line, column });
  expect(e.message.split("\n")[0]).toMatch(new RegExp(` at ${line}:${column}$`));
  expect(e.codeFrame ?? "").toContain(want.where.split("\n")[line - 1]);
  for (const [name, d] of Object.entries(r.guards)) {
    expect(d, `memory around '${name}' changed`).toEqual({ changed: 0, first: [] });
  }
  // last, so a message without the length fails here after everything else was checked
  const inFn = want.inScopeFunction ? " \\(in a scope function\\)" : "";
  const head = new RegExp(
    `^Kernel '${kernel}': index ${want.index} is out of bounds for '${want.array}' \\(length ${want.length}\\)${inFn}; `,
  );
  expect(e.message, "the message states the kernel, the index, the array and its length").toMatch(head);
}

// ---- kernels (source text: positions in messages are positions in these strings) -----------

const FAR_WRITE = `function k(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) {
    out[i + 1e9] = x[i];
  }
}`;

const PAST_32K = `function k(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) {
    out[i + 1024 + 8192] = x[i];
  }
}`;

const ONE_PAST = `function k(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(x.length)) {
    out[i + 1] = x[i];
  }
}`;

const STRIDED = `function k(out: Float32Array, s: tack.i32) {
  for (const i of tack.range(out.length)) {
    out[i * s] = 1;
  }
}`;

const FAR_READ = `function k(x: Float32Array, out: Float32Array, off: tack.i32) {
  for (const i of tack.range(out.length)) {
    out[i] = x[i + off];
  }
}`;

const NEGATIVE = `function k(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) {
    out[i - 1] = x[i];
  }
}`;

const NEGATIVE_READ = `function k(x: Float32Array, out: Float32Array, d: tack.i32) {
  for (const i of tack.range(out.length)) {
    out[i] = x[i - d];
  }
}`;

/** Local arrays: `t` is indexed out of bounds (by a literal or a scalar), `u` is its neighbour. */
const LOCAL_READ = (idx: string) => `function k(out: Float32Array) {
  for (const i of tack.range(out.length)) {
    const u = tack.localArray(tack.f32, 4);
    const t = tack.localArray(tack.f32, 4);
    for (const j of tack.range(4)) {
      u[j] = 5;
      t[j] = 7;
    }
    out[i] = t[${idx}] + u[0];
  }
}`;

const LOCAL_WRITE = `function k(out: Float32Array, s: tack.i32) {
  for (const i of tack.range(out.length)) {
    const u = tack.localArray(tack.f32, 4);
    const t = tack.localArray(tack.f32, 4);
    const w = tack.localArray(tack.f32, 4);
    for (const j of tack.range(4)) {
      u[j] = 5;
      t[j] = 7;
      w[j] = 5;
    }
    t[s] = 99;
    out[i] = u[0] + u[1] + u[2] + u[3] + w[0] + w[1] + w[2] + w[3];
  }
}`;

const ATOMIC = `function k(idx: Int32Array, bins: Int32Array) {
  for (const i of tack.range(idx.length)) {
    Atomics.add(bins, idx[i], 1);
  }
}`;

const EMPTY = `function k(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) {
    out[i] = x[0];
  }
}`;

/** README's saxpy, word for word. */
const SAXPY = `function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) {
    out[i] = a * x[i] + y[i];
  }
}`;

/** The same as a TypeScript module, the form of test/corpus/*.ts. */
const SAXPY_MODULE = `import * as tack from "tack";

export function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: tack.f32) {
  for (const i of tack.range(out.length)) {
    out[i] = a * x[i] + y[i];
  }
}
`;

/** Module-level constants before the kernel, as in test/corpus/horner.ts. */
const HORNER_MODULE = `import * as tack from "tack";

const C0 = 1.5;
const C1 = -0.25;

export function horner(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) {
    const v = x[i];
    out[i] = C0 + v * C1;
  }
}
`;

const GATHER = `function k(src: Float32Array, idx: Int32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) {
    out[i] = src[idx[i]];
  }
}`;

const SCATTER = `function k(src: Float32Array, idx: Int32Array, out: Float32Array) {
  for (const i of tack.range(src.length)) {
    out[idx[i]] = src[i];
  }
}`;

const DEVICE_FN = `function k(x: Float32Array, out: Float32Array) {
  function get(a: Float32Array, j: number) {
    return a[j + 1];
  }
  for (const i of tack.range(out.length)) {
    out[i] = get(x, i);
  }
}`;

const DEVICE_FN_WRITE = `function k(x: Float32Array, out: Float32Array) {
  function put(a: Float32Array, j: number, v: number) {
    a[j * 2] = v;
  }
  for (const i of tack.range(x.length)) {
    put(out, i, x[i]);
  }
}`;

const SCOPE_FN_TEXT = `function f(a, j) {
  return a[j + 1];
}`;

const SCOPE_FN_KERNEL = `function k(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) {
    out[i] = f(x, i);
  }
}`;

const INNER = `function k(x: Float32Array, out: Float32Array, m: tack.i32) {
  for (const i of tack.range(out.length)) {
    let s = 0;
    for (const j of tack.range(m)) {
      s += x[i * m + j];
    }
    out[i] = s;
  }
}`;

const GRID = `function k(src: Float32Array, out: Float32Array, h: tack.i32, w: tack.i32) {
  for (const [y, x] of tack.grid(h, w)) {
    out[y * w + x + 1] = src[y * w + x];
  }
}`;

const NAN_INDEX = `function k(x: Float32Array, out: Float32Array, s: number) {
  for (const i of tack.range(out.length)) {
    out[i] = x[i * s];
  }
}`;

const NAN_STORE = `function k(x: Float32Array, out: Float32Array, s: number) {
  for (const i of tack.range(x.length)) {
    out[i * s] = x[i];
  }
}`;

const GUARDED_ACCESS = `function k(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length)) {
    if (i + 1 < x.length) out[i] = x[i + 1];
  }
}`;

describe.skipIf(!cpu)("out-of-bounds accesses end in KernelRangeError, memory around the arrays intact", () => {
  it("a write far past the end: out[i + 1e9]", async () => {
    const r = await launch(FAR_WRITE, `
      const g = guarded(Float32Array, 100);
      const x = new Float32Array(100).fill(1);
      const k = fromSource(SRC);
      report({ ...runCase(() => k(x, g.target)), guards: { out: g.damage() } });
    `);
    expectOutOfBounds(r, { array: "out", index: 1e9, length: 100, access: "out[i + 1e9]", where: FAR_WRITE });
  });

  it("a write 32 KB past a 4 KB array (a tack.Array over a view), 8 KB of guards before it and 64 KB after", async () => {
    const r = await launch(PAST_32K, `
      const g = guarded(Float32Array, 1024, 2048, 16384);
      const x = new Float32Array(1024).fill(1);
      const k = fromSource(SRC);
      report({ ...runCase(() => k(x, tack.fromTypedArray(g.target))), guards: { out: g.damage() } });
    `);
    expectOutOfBounds(r, { array: "out", index: 9216, length: 1024, access: "out[i + 1024 + 8192]", where: PAST_32K });
  });

  it("a strided write that leaves a 4 KB array part way (out[i * 9])", async () => {
    const r = await launch(STRIDED, `
      const g = guarded(Float32Array, 1024, 256, 16384);
      const k = fromSource(SRC);
      const res = runCase(() => k(g.target, 9));
      report({ ...res, guards: { out: g.damage() } });
    `);
    // the first i with 9 i >= 1024 is 114
    expectOutOfBounds(r, { array: "out", index: 1026, length: 1024, access: "out[i * s]", where: STRIDED });
  });

  it("a read of another allocation's data 105 KB past the end returns none of it", async () => {
    const r = await launch(FAR_READ, `
      // x (4 KB) and, 105 KB further on, "another allocation" full of secrets, in one buffer
      const g = guarded(Float32Array, 1024, 256, 32768);
      g.target.fill(3);
      g.after.fill(1234.5);
      const secrets = new Uint8Array(g.buffer).slice();
      const out = new Float32Array(1024).fill(-7);
      const k = fromSource(SRC);
      const res = runCase(() => k(g.target, out, 26880));
      const seen = [...new Set(out)];
      const unchanged = new Uint8Array(g.buffer).every((b, i) => b === secrets[i]);
      report({ ...res, guards: {}, seen, unchanged });
    `);
    expectOutOfBounds(r, { array: "x", index: 26880, length: 1024, access: "x[i + off]", where: FAR_READ });
    expect(r.unchanged).toBe(true);
    // every element is either untouched (-7) or got the 0 an out-of-bounds load reads; never 1234.5
    for (const v of r.seen as number[]) expect([-7, 0]).toContain(v);
  });

  it("a negative index: out[i - 1] (a tack.Array)", async () => {
    const r = await launch(NEGATIVE, `
      const g = guarded(Float32Array, 100);
      const x = new Float32Array(100).fill(2);
      const k = fromSource(SRC);
      report({ ...runCase(() => k(x, tack.fromTypedArray(g.target))), guards: { out: g.damage() } });
    `);
    expectOutOfBounds(r, { array: "out", index: -1, length: 100, access: "out[i - 1]", where: NEGATIVE });
  });

  it("a negative read: x[i - d] reads nothing before the array", async () => {
    const r = await launch(NEGATIVE_READ, `
      const g = guarded(Float32Array, 100);
      g.before.fill(1234.5);
      g.target.fill(2);
      const out = new Float32Array(100).fill(-7);
      const k = fromSource(SRC);
      const res = runCase(() => k(g.target, out, 3));
      report({ ...res, guards: {}, seen: [...new Set(out)] });
    `);
    expectOutOfBounds(r, { array: "x", index: -3, length: 100, access: "x[i - d]", where: NEGATIVE_READ });
    for (const v of r.seen as number[]) expect([-7, 0, 2]).toContain(v);
  });

  for (const idx of ["4", "-1"]) {
    it(`a read past a localArray: t[${idx}] of tack.localArray(tack.f32, 4)`, async () => {
      const src = LOCAL_READ(idx);
      const r = await launch(src, `
        const g = guarded(Float32Array, 64);
        g.target.fill(-7);
        const k = fromSource(SRC);
        const res = runCase(() => k(g.target));
        report({ ...res, guards: { out: g.damage() }, seen: [...new Set(g.target)] });
      `);
      expectOutOfBounds(r, { array: "t", index: idx, length: 4, access: `t[${idx}]`, where: src });
      // an out-of-bounds load reads 0, never the neighbouring local array's 5 or a stack word
      for (const v of r.seen as number[]) expect([-7, 5]).toContain(v);
    });
  }

  for (const s of [4, -1]) {
    it(`a write past a localArray: t[s] = 99 with s = ${s}, its neighbours intact`, async () => {
      const r = await launch(LOCAL_WRITE, `
        const g = guarded(Float32Array, 64);
        g.target.fill(-7);
        const k = fromSource(SRC);
        const res = runCase(() => k(g.target, ${s}));
        report({ ...res, guards: { out: g.damage() }, seen: [...new Set(g.target)] });
      `);
      expectOutOfBounds(r, { array: "t", index: s, length: 4, access: "t[s] = 99", where: LOCAL_WRITE });
      // u and w sum to 40 unless the store reached them
      for (const v of r.seen as number[]) expect([-7, 40]).toContain(v);
    });
  }

  it("an Atomics.add at an out-of-range index", async () => {
    const r = await launch(ATOMIC, `
      const g = guarded(Int32Array, 10);
      const idx = Int32Array.from({ length: 40 }, (_, i) => i % 10);
      idx[25] = 13;
      const k = fromSource(SRC);
      report({ ...runCase(() => k(idx, g.target)), guards: { bins: g.damage() } });
    `);
    expectOutOfBounds(r, { array: "bins", index: 13, length: 10, access: "Atomics.add(bins, idx[i], 1)", where: ATOMIC });
  });

  it("an Atomics.add at a negative index", async () => {
    const r = await launch(ATOMIC, `
      const g = guarded(Int32Array, 10);
      const idx = Int32Array.from({ length: 40 }, (_, i) => i % 10);
      idx[7] = -2;
      const k = fromSource(SRC);
      report({ ...runCase(() => k(idx, tack.fromTypedArray(g.target))), guards: { bins: g.damage() } });
    `);
    expectOutOfBounds(r, { array: "bins", index: -2, length: 10, access: "Atomics.add(bins, idx[i], 1)", where: ATOMIC });
  });

  it("x[0] of an empty array", async () => {
    const r = await launch(EMPTY, `
      const g = guarded(Float32Array, 0);
      const out = new Float32Array(8).fill(-7);
      const k = fromSource(SRC);
      const res = runCase(() => k(g.target, out));
      report({ ...res, guards: { x: g.damage() }, seen: [...new Set(out)] });
    `);
    expectOutOfBounds(r, { array: "x", index: 0, length: 0, access: "x[0]", where: EMPTY });
    for (const v of r.seen as number[]) expect([-7, 0]).toContain(v);
  });

  it("README's saxpy with x shorter than out", async () => {
    const r = await launch(SAXPY, `
      const g = guarded(Float32Array, 3);
      g.target.set([1, 2, 3]);
      const x = tack.fromTypedArray(g.target);
      const y = tack.ones(5, tack.f32), out = tack.empty(5, tack.f32);
      const saxpy = fromSource(SRC);
      report({ ...runCase(() => saxpy(x, y, out, 2)), guards: { x: g.damage() } });
    `);
    expectOutOfBounds(r, { kernel: "saxpy", array: "x", index: 3, length: 3, access: "x[i]", where: SAXPY });
  });

  it("README's saxpy as module text (an import line first, as in test/corpus) names the kernel 'saxpy'", async () => {
    const r = await launch(SAXPY_MODULE, `
      const g = guarded(Float32Array, 3);
      g.target.set([1, 2, 3]);
      const saxpy = fromSource(SRC);
      report({ ...runCase(() => saxpy(g.target, new Float32Array(5), new Float32Array(5), 2)), guards: { x: g.damage() } });
    `);
    expectOutOfBounds(r, { kernel: "saxpy", array: "x", index: 3, length: 3, access: "x[i]", where: SAXPY_MODULE });
  });

  it("a module with constants before its kernel (test/corpus/horner.ts's form) names the kernel 'horner'", async () => {
    const r = await launch(HORNER_MODULE, `
      const g = guarded(Float32Array, 3);
      const k = fromSource(SRC);
      report({ ...runCase(() => k(g.target, new Float32Array(5))), guards: { x: g.damage() } });
    `);
    expectOutOfBounds(r, { kernel: "horner", array: "x", index: 3, length: 3, access: "x[i]", where: HORNER_MODULE });
  });

  it("a gather through an index array: src[idx[i]] with one bad index", async () => {
    const r = await launch(GATHER, `
      const g = guarded(Float32Array, 50);
      g.target.fill(1);
      g.after.fill(1234.5);
      const idx = Int32Array.from({ length: 100 }, (_, i) => (i * 7) % 50);
      idx[37] = 1050;
      const out = new Float32Array(100).fill(-7);
      const k = fromSource(SRC);
      const res = runCase(() => k(g.target, idx, out));
      report({ ...res, guards: { src: { changed: 0, first: [] } }, seen: [...new Set(out)] });
    `);
    expectOutOfBounds(r, { array: "src", index: 1050, length: 50, access: "src[idx[i]]", where: GATHER });
    for (const v of r.seen as number[]) expect([-7, 0, 1]).toContain(v);
  });

  it("a scatter through an index array: out[idx[i]] with one bad index", async () => {
    const r = await launch(SCATTER, `
      const g = guarded(Float32Array, 50);
      const idx = Int32Array.from({ length: 50 }, (_, i) => 49 - i);
      idx[20] = -1000;
      const k = fromSource(SRC);
      const res = runCase(() => k(new Float32Array(50).fill(3), idx, g.target));
      report({ ...res, guards: { out: g.damage() } });
    `);
    expectOutOfBounds(r, { array: "out", index: -1000, length: 50, access: "out[idx[i]]", where: SCATTER });
  });

  it("a read in a device function declared in the kernel's body", async () => {
    const r = await launch(DEVICE_FN, `
      const g = guarded(Float32Array, 10);
      g.target.fill(1);
      g.after.fill(1234.5);
      const out = new Float32Array(10).fill(-7);
      const k = fromSource(SRC);
      const res = runCase(() => k(g.target, out));
      report({ ...res, guards: {}, seen: [...new Set(out)] });
    `);
    for (const v of r.seen as number[]) expect([-7, 0, 1]).toContain(v);
    expectOutOfBounds(r, { array: "a", index: 10, length: 10, access: "a[j + 1]", where: DEVICE_FN });
  });

  it("a write in a device function declared in the kernel's body", async () => {
    const r = await launch(DEVICE_FN_WRITE, `
      const g = guarded(Float32Array, 10);
      const k = fromSource(SRC);
      const res = runCase(() => k(new Float32Array(10).fill(1), g.target));
      report({ ...res, guards: { out: g.damage() } });
    `);
    // i = 5 writes a[10]
    expectOutOfBounds(r, { array: "a", index: 10, length: 10, access: "a[j * 2] = v", where: DEVICE_FN_WRITE });
  });

  it("a read in a scope function ({ scope: { f } })", async () => {
    const r = await launch(SCOPE_FN_KERNEL, `
      const f = (0, eval)("(" + FN + ")");
      const g = guarded(Float32Array, 10);
      g.target.fill(1);
      g.after.fill(1234.5);
      const out = new Float32Array(10).fill(-7);
      const k = fromSource(SRC, { scope: { f } });
      const res = runCase(() => k(g.target, out));
      report({ ...res, guards: {}, seen: [...new Set(out)] });
    `, { FN: SCOPE_FN_TEXT });
    for (const v of r.seen as number[]) expect([-7, 0, 1]).toContain(v);
    expectOutOfBounds(r, {
      array: "a", index: 10, length: 10, access: "a[j + 1]", where: SCOPE_FN_TEXT, inScopeFunction: true,
    });
  });

  it("an inner range loop that walks off the end", async () => {
    const r = await launch(INNER, `
      // 64 rows of 16, one element short: the last row's last j reads x[1023]
      const g = guarded(Float32Array, 64 * 16 - 1);
      g.target.fill(1);
      const out = new Float32Array(64).fill(-7);
      const k = fromSource(SRC);
      const res = runCase(() => k(g.target, out, 16));
      report({ ...res, guards: { x: g.damage() }, seen: [...new Set(out)] });
    `);
    expectOutOfBounds(r, { array: "x", index: 1023, length: 1023, access: "x[i * m + j]", where: INNER });
    for (const v of r.seen as number[]) expect([-7, 16, 15]).toContain(v);
  });

  it("a 2-D tack.grid(h, w) kernel writing out[y * w + x + 1]", async () => {
    const r = await launch(GRID, `
      const g = guarded(Float32Array, 20 * 30);
      const src = new Float32Array(20 * 30).fill(1);
      const k = fromSource(SRC);
      report({ ...runCase(() => k(src, g.target, 20, 30)), guards: { out: g.damage() } });
    `);
    expectOutOfBounds(r, { array: "out", index: 600, length: 600, access: "out[y * w + x + 1]", where: GRID });
  });

  it("a NaN index in a read (SEMANTICS.md: NaN becomes -1, no element)", async () => {
    const r = await launch(NAN_INDEX, `
      const g = guarded(Float32Array, 10);
      g.target.fill(1);
      g.before.fill(1234.5);
      const out = new Float32Array(10).fill(-7);
      const k = fromSource(SRC);
      const res = runCase(() => k(g.target, out, NaN));
      report({ ...res, guards: {}, seen: [...new Set(out)] });
    `);
    expectOutOfBounds(r, { array: "x", index: -1, length: 10, access: "x[i * s]", where: NAN_INDEX });
    for (const v of r.seen as number[]) expect([-7, 0]).toContain(v);
  });

  it("a NaN index in a write", async () => {
    const r = await launch(NAN_STORE, `
      const g = guarded(Float32Array, 10);
      const k = fromSource(SRC);
      report({ ...runCase(() => k(new Float32Array(10).fill(1), g.target, NaN)), guards: { out: g.damage() } });
    `);
    expectOutOfBounds(r, { array: "out", index: -1, length: 10, access: "out[i * s]", where: NAN_STORE });
  });

  it("a parallel launch (a million iterations on every thread): a write one past the end at the last iteration", async () => {
    const r = await launch(ONE_PAST, `
      const n = 1_000_000;
      const g = guarded(Float32Array, n, 4096, 4096);
      const x = new Float32Array(n).fill(2);
      const k = fromSource(SRC);
      report({ ...runCase(() => k(x, tack.fromTypedArray(g.target))), guards: { out: g.damage() } });
    `);
    expectOutOfBounds(r, { array: "out", index: 1_000_000, length: 1_000_000, access: "out[i + 1]", where: ONE_PAST });
  });

  it("a parallel gather: one bad index among a million", async () => {
    const r = await launch(GATHER, `
      const n = 1_000_000;
      const g = guarded(Float32Array, 5000, 4096, 4096);
      g.target.fill(1);
      const idx = Int32Array.from({ length: n }, (_, i) => (i * 7919) % 5000);
      idx[876_543] = 5000 + 77;
      const out = new Float32Array(n).fill(-7);
      const k = fromSource(SRC);
      const res = runCase(() => k(g.target, idx, out));
      report({ ...res, guards: { src: g.damage() }, seen: [...new Set(out)] });
    `);
    expectOutOfBounds(r, { array: "src", index: 5077, length: 5000, access: "src[idx[i]]", where: GATHER });
    for (const v of r.seen as number[]) expect([-7, 0, 1]).toContain(v);
  });

  it("a guarded access (if (i + 1 < x.length) out[i] = x[i + 1]) does not throw and matches k.plain", async () => {
    const r = await launch(GUARDED_ACCESS, `
      const rows = [];
      const k = fromSource(SRC);
      for (const [nx, nout] of [[100, 100], [100, 150], [1, 8], [0, 5], [5000, 5000]]) {
        const g = guarded(Float32Array, nout);
        const x = Float32Array.from({ length: nx }, (_, i) => i * 0.5 + 1);
        g.target.fill(-7);
        const want = new Float32Array(nout).fill(-7);
        const res = runCase(() => k(x, g.target));
        k.plain(x, want);
        rows.push({ nx, nout, ...res, same: g.target.every((v, i) => Object.is(v, want[i])), damage: g.damage() });
      }
      report({ rows, guards: {} });
    `);
    for (const row of r.rows as (CaseResult & { nx: number; nout: number; same: boolean; damage: Damage })[]) {
      const label = `x length ${row.nx}, out length ${row.nout}`;
      expect(row.threw, `${label}: ${row.error?.message}`).toBe(false);
      expect(row.same, label).toBe(true);
      expect(row.damage, label).toEqual({ changed: 0, first: [] });
    }
  });
});

describe.skipIf(!cpu)('checks: "off" gives the same results as checks on for in-bounds launches', () => {
  /** Each kernel with in-bounds arguments: [source, scope function text or "", argument builder]. */
  const cases: Record<string, [string, string, string]> = {
    saxpy: [SAXPY, "", "(n) => [rnd(n), rnd(n), new Float32Array(n), 1.5]"],
    gather: [GATHER, "", "(n) => [rnd(n), Int32Array.from({ length: n }, (_, i) => (i * 7919) % n), new Float32Array(n)]"],
    scatter: [SCATTER, "", "(n) => [rnd(n), Int32Array.from({ length: n }, (_, i) => n - 1 - i), new Float32Array(n)]"],
    strided: [STRIDED, "", "(n) => [new Float32Array(n), 1]"],
    offsets: [FAR_READ, "", "(n) => [rnd(n + 5), new Float32Array(n), 5]"],
    negative: [NEGATIVE_READ, "", "(n) => [rnd(n), new Float32Array(n), 0]"],
    localRead: [LOCAL_READ("3"), "", "(n) => [new Float32Array(n)]"],
    localWrite: [LOCAL_WRITE, "", "(n) => [new Float32Array(n), 2]"],
    atomic: [ATOMIC, "", "(n) => [Int32Array.from({ length: n }, (_, i) => (i * 31) % 17), new Int32Array(17)]"],
    deviceFn: [DEVICE_FN, "", "(n) => [rnd(n + 1), new Float32Array(n)]"],
    deviceFnWrite: [DEVICE_FN_WRITE, "", "(n) => [rnd(n), new Float32Array(2 * n)]"],
    scopeFn: [SCOPE_FN_KERNEL, SCOPE_FN_TEXT, "(n) => [rnd(n + 1), new Float32Array(n)]"],
    inner: [INNER, "", "(n) => [rnd(n * 7), new Float32Array(n), 7]"],
    grid: [GRID, "", "(n) => [rnd(n * 3), new Float32Array(n * 3 + 1), n, 3]"],
    guarded: [GUARDED_ACCESS, "", "(n) => [rnd(n), new Float32Array(n)]"],
  };

  it("every kernel above, at lengths 1, 100 and 20000", async () => {
    const r = await runScript<{ rows: { name: string; n: number; same: boolean; error?: string }[] }>(`${imports()}
      import { Rng } from ${JSON.stringify(new URL("../util/rng.ts", import.meta.url).href)};
      const rng = new Rng(7);
      const rnd = (n) => Float32Array.from({ length: n }, () => rng.uniform(-4, 4));
      const cases = { ${Object.entries(cases)
        .map(([name, [src, fn, args]]) => `${name}: [${JSON.stringify(src)}, ${JSON.stringify(fn)}, ${args}]`)
        .join(",\n")} };
      const rows = [];
      for (const [name, [src, fnText, build]] of Object.entries(cases)) {
        const scope = fnText ? { f: (0, eval)("(" + fnText + ")") } : undefined;
        const on = fromSource(src, { scope });
        const off = fromSource(src, { scope, checks: "off" });
        for (const n of [1, 100, 20000]) {
          const a = build(n);
          const b = a.map((v) => (ArrayBuffer.isView(v) ? v.slice() : v));
          try {
            on(...a);
            off(...b);
            const same = a.every((v, i) => !ArrayBuffer.isView(v) || v.every((e, j) => Object.is(e, b[i][j])));
            rows.push({ name, n, same });
          } catch (e) {
            rows.push({ name, n, same: false, error: String(e && e.message) });
          }
        }
      }
      report({ rows });
    `, 60_000);
    const bad = r.rows.filter((row) => !row.same);
    expect(bad).toEqual([]);
    expect(r.rows.length).toBe(Object.keys(cases).length * 3);
  });
});
