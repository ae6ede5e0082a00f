/**
 * Arguments (issue 7, items 3 and 8): argument facts come from internal slots, never from
 * JS-visible properties; detached and shrunk buffers are refused at every launch (the fast
 * path included, and between a launchAsync compile and its run); tack.Array checks its data;
 * and every public call with bad arguments throws a typed error naming the kernel and the
 * argument, never an internal message.
 *
 * Each hostile case runs in its own child process (test/safety/child.ts), so one that crashes
 * the process fails its own test. The arrays a kernel could reach past are views of one
 * ArrayBuffer with guard regions before and after them (guest.ts `guarded`), checked after
 * the launch.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { checkStorage, storageLength } from "../../runtime/args.js";
import { imports, runScript } from "./child.js";
import type { ErrorInfo } from "./guest.js";

const cpu = tack.devices().some((d) => d.type === "cpu" && d.available);

interface Outcome {
  threw: boolean;
  error?: ErrorInfo;
  [extra: string]: unknown;
}

/** The kernels the hostile scripts launch, as source text (exact, whatever tsx does to functions). */
const KERNELS = `
const copy = tack.kernel("function copy(src, out) {\\n  for (const i of tack.range(out.length)) out[i] = src[i];\\n}");
const copyOff = tack.kernel("function copyOff(src, out) {\\n  for (const i of tack.range(out.length)) out[i] = src[i];\\n}", { checks: "off" });
const fill = tack.kernel("function fill(out, v) {\\n  for (const i of tack.range(out.length)) out[i] = v;\\n}");
`;

/** Runs a hostile case in a child: `body` ends by returning an object the parent checks (outcome() helps). */
async function hostile(body: string, timeoutMs = 60_000): Promise<Outcome> {
  const text = `${imports()}${KERNELS}
function outcome(fn) {
  try { fn(); return { threw: false }; } catch (e) { return { threw: true, error: errorInfo(e) }; }
}
async function outcomeAsync(fn) {
  try { await fn(); return { threw: false }; } catch (e) { return { threw: true, error: errorInfo(e) }; }
}
const result = await (async () => {
${body}
})();
report(result);
`;
  return runScript<Outcome>(text, timeoutMs);
}

function expectRefusal(o: Outcome, cls: "KernelRangeError" | "KernelTypeError", kernel: string, ...says: (string | RegExp)[]): ErrorInfo {
  expect(o.threw, JSON.stringify(o)).toBe(true);
  const e = o.error!;
  expect(e.ctor, e.message).toBe(cls);
  expect(e.kernelName).toBe(kernel);
  expect(e.message.startsWith(`Kernel '${kernel}': `), e.message).toBe(true);
  for (const s of says) expect(e.message).toMatch(s);
  return e;
}

describe.skipIf(!cpu)("argument facts come from internal slots", () => {
  it("an own `length` getter on a TypedArray changes nothing: the launch uses the internal length", async () => {
    const o = await hostile(`
      const src = guarded(Float64Array, 4), out = guarded(Float64Array, 4);
      src.target.set([1, 2, 3, 4]);
      Object.defineProperty(src.target, "length", { get: () => 1_000_000 });
      Object.defineProperty(out.target, "length", { value: 1_000_000 });
      const r = outcome(() => copy(src.target, out.target));
      const r2 = outcome(() => copyOff(src.target, out.target));
      return { ...r, r2, out: Array.from(new Float64Array(out.buffer, 256 * 8, 4)), damage: [src.damage(), out.damage()] };
    `);
    expect(o.threw, JSON.stringify(o.error)).toBe(false);
    expect((o.r2 as Outcome).threw).toBe(false);
    expect(o.out).toEqual([1, 2, 3, 4]);
    expect(o.damage).toEqual([{ changed: 0, first: [] }, { changed: 0, first: [] }]);
  });

  it("a Uint8Array that says it is a Float64Array (Symbol.toStringTag, constructor, prototype) is a u8 array", async () => {
    const o = await hostile(`
      const src = guarded(Uint8Array, 8);
      Object.defineProperty(src.target, Symbol.toStringTag, { value: "Float64Array" });
      Object.defineProperty(src.target, "constructor", { value: Float64Array });
      const spoofed = guarded(Uint8Array, 8);
      Object.setPrototypeOf(spoofed.target, Float64Array.prototype);
      const out = guarded(Float64Array, 1000);
      const a = outcome(() => copy(src.target, out.target));
      const b = outcome(() => copy(spoofed.target, out.target));
      // the kernel read the u8 elements (8 of them) and stopped at the 9th
      return { a, b, head: Array.from(out.target.slice(0, 3)), damage: [src.damage(), spoofed.damage(), out.damage()] };
    `);
    for (const r of [o.a, o.b] as Outcome[]) {
      const e = expectRefusal(r, "KernelRangeError", "copy", /index 8 is out of bounds for 'src' \(length 8\)/);
      expect(e.line).toBe(2);
    }
    expect(o.damage).toEqual([{ changed: 0, first: [] }, { changed: 0, first: [] }, { changed: 0, first: [] }]);
  });

  it("a TypedArray whose prototype is tack.Array's is still a TypedArray; objects made from tack.Array.prototype are refused", async () => {
    const o = await hostile(`
      const src = guarded(Float64Array, 4);
      src.target.set([5, 6, 7, 8]);
      Object.setPrototypeOf(src.target, tack.Array.prototype);
      const out = new Float64Array(4);
      const a = outcome(() => copy(src.target, out));
      const fake = Object.create(tack.Array.prototype, {
        dtype: { value: "f64" }, shape: { value: [1 << 20] }, size: { value: 1 << 20 }, writable: { value: true },
        buffer: { value: { data: new Float64Array(4) } }, backend: { value: tack.getDefaultDevice().backend },
      });
      const b = outcome(() => copy(fake, new Float64Array(1 << 20)));
      const c = { fakeIsArray: fake instanceof tack.Array, typedIsArray: src.target instanceof tack.Array };
      return { a, b, c, out: Array.from(out), damage: src.damage() };
    `);
    expect((o.a as Outcome).threw, JSON.stringify(o.a)).toBe(false);
    expect(o.out).toEqual([5, 6, 7, 8]);
    expectRefusal(o.b as Outcome, "KernelTypeError", "copy", /argument 1 is an object/);
    expect(o.c).toEqual({ fakeIsArray: false, typedIsArray: false });
    expect(o.damage).toEqual({ changed: 0, first: [] });
  });

  it("replacing %TypedArray%.prototype's getters after load changes nothing a launch reads", async () => {
    const o = await hostile(`
      const src = guarded(Float32Array, 4), out = guarded(Float32Array, 4);
      const k = tack.kernel("function k(src, out) {\\n  for (const i of tack.range(out.length)) out[i] = src[i] + 1;\\n}");
      // compiled before the getters change (the compiler's host reads them too; a launch must not)
      k(new Float32Array(4), new Float32Array(4));
      const TA = Object.getPrototypeOf(Int8Array.prototype);
      const saved = ["length", Symbol.toStringTag, "byteLength"].map((key) => [key, Object.getOwnPropertyDescriptor(TA, key)]);
      Object.defineProperty(TA, "length", { get() { return 1 << 24; }, configurable: true });
      Object.defineProperty(TA, Symbol.toStringTag, { get() { return "Float64Array"; }, configurable: true });
      Object.defineProperty(TA, "byteLength", { get() { return 1 << 26; }, configurable: true });
      const r = outcome(() => { k(src.target, out.target); k(src.target, out.target); });
      for (const [key, d] of saved) Object.defineProperty(TA, key, d); // the guard check reads .length
      return { ...r, damage: [src.damage(), out.damage()], out: Array.from(new Float32Array(out.buffer, 256 * 4, 4)) };
    `);
    expect(o.threw, JSON.stringify(o.error)).toBe(false);
    expect(o.out).toEqual([1, 1, 1, 1]);
    expect(o.damage).toEqual([{ changed: 0, first: [] }, { changed: 0, first: [] }]);
  });

  it("a proxy of a TypedArray, a DataView and a forged dtype scalar are refused; no user code runs during a launch", async () => {
    const o = await hostile(`
      const buf = new ArrayBuffer(4096);
      const src = new Float64Array(buf);
      const a = outcome(() => copy(new Proxy(new Float64Array(4), {}), new Float64Array(4)));
      const b = outcome(() => copy(new DataView(buf), new Float64Array(4)));
      // a Scalar-looking object whose value getter detaches the array the launch reads
      const forged = Object.create(tack.Scalar.prototype, {
        dtype: { value: "f64" },
        value: { get() { structuredClone(buf, { transfer: [buf] }); return 1; } },
      });
      const k = tack.kernel("function k(src, out, v) {\\n  for (const i of tack.range(out.length)) out[i] = src[i] * v;\\n}");
      const c = outcome(() => k(src, new Float64Array(512), forged));
      const real = tack.f64(2);
      const d = outcome(() => { real.value = 1e300; });
      return { a, b, c, d, detached: buf.byteLength === 0, frozen: Object.isFrozen(real) };
    `);
    expectRefusal(o.a as Outcome, "KernelTypeError", "copy", /argument 1 is an object/);
    expectRefusal(o.b as Outcome, "KernelTypeError", "copy", /argument 1 is a DataView/);
    expectRefusal(o.c as Outcome, "KernelTypeError", "k", /argument 3 is an object \(Scalar\)/);
    expect(o.detached).toBe(false);
    expect((o.d as Outcome).threw).toBe(true);
    expect(o.frozen).toBe(true);
  });

  it("new tack.Array checks its data against its shape and dtype (an error, never an abort), and is frozen", async () => {
    const o = await hostile(`
      const backend = tack.getDefaultDevice().backend;
      const make = (...a) => outcome(() => new tack.Array(...a));
      const cases = {
        dtype: make(backend, { data: new Uint8Array(4) }, "f64", [4]),
        shape: make(backend, { data: new Float64Array(4) }, "f64", [1000]),
        shape2d: make(backend, { data: new Float32Array(6) }, "f32", [4, 4]),
        notTyped: make(backend, { data: { length: 1e9 } }, "f32", [4]),
        spoofedTag: make(backend, { data: Object.defineProperty(new Uint8Array(64), Symbol.toStringTag, { value: "Float64Array" }) }, "f64", [8]),
        clamped: make(backend, { data: new Uint8Array(4), clamped: true }, "u8", [4]),
        badDtype: make(backend, { data: new Float32Array(4) }, "f16", [4]),
        badShape: make(backend, { data: new Float32Array(4) }, "f32", [-4]),
        badBackend: make({ name: "cpu" }, { data: new Float32Array(4) }, "f32", [4]),
        noData: make(backend, {}, "f32", [4]),
        detached: make(backend, { data: (() => { const b = new ArrayBuffer(16); const t = new Float32Array(b); structuredClone(b, { transfer: [b] }); return t; })() }, "f32", [4]),
      };
      const a = tack.zeros(4, "f64");
      const writes = ["size", "shape", "dtype", "buffer"].map((p) => outcome(() => { a[p] = p === "size" ? 1e9 : null; }));
      const inner = outcome(() => { a.buffer.data = new Float64Array(1e6); });
      const out = new Float64Array(4);
      const launched = outcome(() => copy(a, out));
      return { cases, writes, inner, launched, size: a.size };
    `);
    const cases = o.cases as Record<string, Outcome>;
    const want: Record<string, [string, RegExp]> = {
      dtype: ["TypeError", /the data is a Uint8Array \(u8\), but the dtype is f64/],
      shape: ["RangeError", /shape \[1000\] holds 1000 elements but the Float64Array has 4/],
      shape2d: ["RangeError", /holds 16 elements but the Float32Array has 6/],
      notTyped: ["TypeError", /data is a TypedArray, not an object/],
      spoofedTag: ["TypeError", /the data is a Uint8Array \(u8\), but the dtype is f64/],
      clamped: ["TypeError", /clamped storage holds a Uint8ClampedArray, not a Uint8Array/],
      badDtype: ["TypeError", /"f16" is not a dtype/],
      badShape: ["RangeError", /not a nonnegative integer: -4/],
      badBackend: ["TypeError", /the first argument is a device's backend/],
      noData: ["TypeError", /hold their elements in buffer.data/],
      detached: ["RangeError", /detached/],
    };
    for (const [name, [cls, re]] of Object.entries(want)) {
      expect(cases[name].threw, name).toBe(true);
      expect(cases[name].error!.ctor, name).toBe(cls);
      expect(cases[name].error!.message, name).toMatch(re);
    }
    for (const w of o.writes as Outcome[]) expect(w.threw).toBe(true);
    expect((o.inner as Outcome).threw).toBe(true);
    expect((o.launched as Outcome).threw).toBe(false);
    expect(o.size).toBe(4);
  });
});

describe.skipIf(!cpu)("detached and shrunk buffers are refused at every launch", () => {
  it("tack.fromTypedArray, then the ArrayBuffer is transferred: every launch after it is refused", async () => {
    const o = await hostile(`
      const buf = new ArrayBuffer(8 * 1024);
      const a = tack.fromTypedArray(new Float64Array(buf));
      const out = new Float64Array(1024);
      const first = outcome(() => copy(a, out));
      const second = outcome(() => copy(a, out));
      structuredClone(buf, { transfer: [buf] });
      const third = outcome(() => copy(a, out));
      const fourth = outcome(() => copy(a, out));
      const off = outcome(() => copyOff(a, out));
      const asTransfer = typeof ArrayBuffer.prototype.transfer === "function"
        ? (() => { const b2 = new ArrayBuffer(64); const a2 = tack.fromTypedArray(new Float64Array(b2)); b2.transfer(); return outcome(() => copyOff(a2, new Float64Array(8))); })()
        : null;
      return { first, second, third, fourth, off, asTransfer };
    `);
    expect((o.first as Outcome).threw).toBe(false);
    expect((o.second as Outcome).threw).toBe(false);
    for (const r of [o.third, o.fourth] as Outcome[]) {
      expectRefusal(r, "KernelRangeError", "copy", /argument 1 \('src'\) is a tack\.Array of 1024 elements whose storage now holds 0/, /detached/);
    }
    expectRefusal(o.off as Outcome, "KernelRangeError", "copyOff", /argument 1 \('src'\)/, /detached/);
    if (o.asTransfer !== null) expectRefusal(o.asTransfer as Outcome, "KernelRangeError", "copyOff", /detached/);
  });

  it("a plain TypedArray detached after launches on the fast path is refused, with checks off too", async () => {
    const o = await hostile(`
      const buf = new ArrayBuffer(8 * 4096);
      const src = new Float64Array(buf);
      const out = new Float64Array(4096);
      for (let i = 0; i < 50; i++) copyOff(src, out); // warm: the last-launch fast path
      structuredClone(buf, { transfer: [buf] });
      const a = outcome(() => copyOff(src, out));
      const b = outcome(() => copyOff(src, out));
      const outBuf = out.buffer;
      const fresh = new Float64Array(4096);
      for (let i = 0; i < 50; i++) copy(fresh, out);
      structuredClone(outBuf, { transfer: [outBuf] });
      const c = outcome(() => copy(fresh, out));
      return { a, b, c };
    `);
    expectRefusal(o.a as Outcome, "KernelRangeError", "copyOff", /argument 1 \('src'\) is a Float64Array whose memory is gone: its ArrayBuffer was detached/);
    expectRefusal(o.b as Outcome, "KernelRangeError", "copyOff", /detached/);
    expectRefusal(o.c as Outcome, "KernelRangeError", "copy", /argument 2 \('out'\)/, /detached/);
  });

  it("a buffer transferred while launchAsync compiles is refused before the run", async () => {
    const o = await hostile(`
      const k = tack.kernel("function k(src, out) {\\n  for (const i of tack.range(out.length)) out[i] = src[i] * 2;\\n}", { checks: "off" });
      const buf = new ArrayBuffer(8 * 4096);
      const a = tack.fromTypedArray(new Float64Array(buf));
      const out = new Float64Array(4096);
      const p = outcomeAsync(() => k.launchAsync(a, out));
      structuredClone(buf, { transfer: [buf] });
      const first = await p;
      // a plain TypedArray, transferred while the second signature compiles
      const k2 = tack.kernel("function k2(src, out) {\\n  for (const i of tack.range(out.length)) out[i] = src[i] + 1;\\n}", { checks: "off" });
      const buf2 = new ArrayBuffer(4 * 4096);
      const src2 = new Float32Array(buf2);
      const p2 = outcomeAsync(() => k2.launchAsync(src2, new Float32Array(4096)));
      structuredClone(buf2, { transfer: [buf2] });
      const second = await p2;
      return { first, second };
    `);
    expectRefusal(o.first as Outcome, "KernelRangeError", "k", /argument 1 \('src'\)/, /detached/);
    expectRefusal(o.second as Outcome, "KernelRangeError", "k2", /argument 1 \('src'\)/, /detached/);
  });

  it("resizable ArrayBuffers: a shrunk tack.Array and an out-of-bounds view are refused; length-tracking views launch with their length", async () => {
    const o = await hostile(`
      const rab = new ArrayBuffer(8 * 1024, { maxByteLength: 8 * 4096 });
      const a = tack.fromTypedArray(new Float64Array(rab));
      const out = new Float64Array(1024);
      const before = outcome(() => copyOff(a, out));
      rab.resize(8 * 16);
      const shrunk = outcome(() => copyOff(a, out));
      rab.resize(8 * 4096); // grown again: longer than the array, which is fine
      const grown = outcome(() => copyOff(a, out));

      const rab2 = new ArrayBuffer(8 * 1024, { maxByteLength: 8 * 4096 });
      const fixed = new Float64Array(rab2, 8 * 512, 512);
      const o2 = new Float64Array(512);
      for (let i = 0; i < 20; i++) copyOff(fixed, o2);
      rab2.resize(8 * 100);
      const oob = outcome(() => copyOff(fixed, o2));

      const rab3 = new ArrayBuffer(8 * 1024, { maxByteLength: 8 * 4096 });
      const tracking = new Float64Array(rab3);
      tracking.fill(3);
      const o3 = new Float64Array(1024);
      for (let i = 0; i < 20; i++) copy(tracking, o3);
      rab3.resize(8 * 10);
      const trackShrunk = outcome(() => copy(tracking, o3));
      const trackAgain = outcome(() => copy(tracking, new Float64Array(10)));
      const trackedTack = tack.fromTypedArray(new Float64Array(rab3));
      rab3.resize(8 * 5);
      const trackedTackShrunk = outcome(() => copyOff(trackedTack, new Float64Array(10)));
      return { before, shrunk, grown, oob, trackShrunk, trackAgain, trackedTackShrunk };
    `);
    expect((o.before as Outcome).threw).toBe(false);
    expectRefusal(o.shrunk as Outcome, "KernelRangeError", "copyOff", /argument 1 \('src'\) is a tack\.Array of 1024 elements whose storage now holds 16/, /shrunk/);
    expect((o.grown as Outcome).threw).toBe(false);
    expectRefusal(o.oob as Outcome, "KernelRangeError", "copyOff", /argument 1 \('src'\) is a Float64Array whose memory is gone/, /outside its resizable ArrayBuffer/);
    // the kernel sees the view's new length: reading past it is the bounds check's refusal
    expectRefusal(o.trackShrunk as Outcome, "KernelRangeError", "copy", /index 10 is out of bounds for 'src' \(length 10\)/);
    expect((o.trackAgain as Outcome).threw).toBe(false);
    expectRefusal(o.trackedTackShrunk as Outcome, "KernelRangeError", "copyOff", /tack\.Array of 10 elements whose storage now holds 5/);
  });

  it("a texture whose storage was transferred is refused", async () => {
    const o = await hostile(`
      const k = tack.kernel("function k(t, out) {\\n  for (const i of tack.range(out.length)) out[i] = t.sample(0.5, 0.5, 0.5);\\n}", { checks: "off" });
      const tex = tack.texture3d(tack.ones(8, "f32"), [2, 2, 2]);
      const out = new Float32Array(4);
      const first = outcome(() => k(tex, out));
      const storage = tex.storage.toTypedArray();
      structuredClone(storage.buffer, { transfer: [storage.buffer] });
      const second = outcome(() => k(tex, out));
      return { first, second, v: out[0] };
    `);
    expect((o.first as Outcome).threw, JSON.stringify(o.first)).toBe(false);
    expect(o.v).toBe(1);
    expectRefusal(o.second as Outcome, "KernelRangeError", "k", /argument 1 \('t'\) is a texture of 8 elements whose storage now holds 0/);
  });
});

describe("the last-launch fast path", () => {
  it("records for each argument what its check reads next time, so an unchanged launch stays on it", () => {
    const args = [new Float32Array(4), tack.zeros(3, "f64"), tack.f64(0.5), 3, true, 7n, tack.zeros([2, 2], "i32")];
    const recorded = checkStorage("k", args);
    expect(recorded).toEqual(args.map((a) => (typeof a === "object" ? storageLength(a) : 0)));
    // an empty array records -1: it always takes the checked path (a detached buffer also reads 0)
    expect(checkStorage("k", [new Float32Array(0)])).toEqual([-1]);
    expect(storageLength(new Float32Array(0))).toBe(0);
  });
});

describe.skipIf(!cpu)("launch limits", () => {
  it("more arrays than the CPU takes are refused before anything compiles; so is an array of rank 9", async () => {
    const o = await hostile(`
      const n = 1024;
      const params = Array.from({ length: n }, (_, i) => "a" + i);
      const k = tack.kernel("function many(" + params.join(", ") + ") {\\n  for (const i of tack.range(a0.length)) a0[i] = a1[i];\\n}");
      const arrays = params.map(() => new Float32Array(4));
      const many = outcome(() => k(...arrays));
      const few = outcome(() => copy(...Array.from({ length: 1100 }, () => new Float32Array(4))));
      const deep = outcome(() => copy(tack.zeros([1, 1, 1, 1, 1, 1, 1, 1, 2]), new Float32Array(2)));
      const slots = outcome(() => k(...params.slice(0, 1000).map(() => tack.zeros([1, 1, 1, 1]))));
      return { many, few, deep, slots };
    `);
    expectRefusal(o.many as Outcome, "KernelRangeError", "many", /at most 1023 array arguments; this call passes 1024/);
    expectRefusal(o.few as Outcome, "KernelRangeError", "copy", /at most 1023 array arguments; this call passes 1100/);
    expectRefusal(o.deep as Outcome, "KernelRangeError", "copy", /argument 1 is an array of rank 9; kernels take arrays of rank 1 to 8/);
    expectRefusal(o.slots as Outcome, "KernelRangeError", "many", /at most 4096 argument slots .*; this call needs 6001/);
  });
});

// ---- every public call with bad arguments: a typed error naming the kernel and the argument ----

interface BadCall {
  name: string;
  /** Script text run in the child (fixtures: k, src, x, out, f, scale, backend). */
  code: string;
  cls: "KernelTypeError" | "KernelRangeError" | "TypeError" | "RangeError";
  /** The kernel the message names (`Kernel 'k': ...`); absent for non-kernel APIs. */
  kernel?: string;
  says: RegExp;
}

const SRC = "function k(x, out, a) {\n  for (const i of tack.range(out.length)) out[i] = a * x[i];\n}";

const BAD_CALLS: BadCall[] = [
  // launches
  { name: "too few arguments", code: "k(x, out)", cls: "KernelTypeError", kernel: "k", says: /takes 3 parameter\(s\) but the call passes 2 argument\(s\) at 1:1/ },
  { name: "too many arguments", code: "k(x, out, 1, 2)", cls: "KernelTypeError", kernel: "k", says: /takes 3 parameter\(s\) but the call passes 4 argument\(s\) at 1:1/ },
  { name: "too few arguments to a kernel that calls Math.random (its seed is passed last)", code: "tack.kernel(function r(x, out) { for (const i of tack.range(out.length)) out[i] = x[i] + Math.random(); })(x)", cls: "KernelTypeError", kernel: "r", says: /takes 2 parameter\(s\) but the call passes 1 argument\(s\)/ },
  { name: "too many arguments to a kernel that calls Math.random", code: "await tack.kernel(function r(x, out) { for (const i of tack.range(out.length)) out[i] = x[i] + Math.random(); }).launchAsync(x, out, 3)", cls: "KernelTypeError", kernel: "r", says: /takes 2 parameter\(s\) but the call passes 3 argument\(s\)/ },
  { name: "too few arguments to a kernel with a host loop (its counter is a hidden parameter)", code: "tack.kernel(function st(a, b, steps) { for (let t = 0; t < steps; t++) { for (const i of tack.range(a.length)) b[i] = a[i]; for (const i of tack.range(a.length)) a[i] = b[i]; } })(x, out)", cls: "KernelTypeError", kernel: "st", says: /takes 3 parameter\(s\) but the call passes 2 argument\(s\) at 1:1/ },
  { name: "a number where the kernel reads an object's field", code: "tack.kernel(function ob(s, out) { for (const i of tack.range(out.length)) out[i] = s.foo + 1; })(3, out)", cls: "KernelTypeError", kernel: "ob", says: /parameter 's' is read as an object \(s\.foo\), but the call passes a number for it/ },
  { name: "launchAsync with an array where the kernel reads an object's field", code: "await tack.kernel(function ob(s, out) { for (const i of tack.range(out.length)) out[i] = s.foo[i] + 1; }).launchAsync(x, out)", cls: "KernelTypeError", kernel: "ob", says: /parameter 's' is read as an object \(s\.foo\), but the call passes an array for it/ },
  { name: "one argument too many to a kernel with a host loop (the compiler would type its hidden counter with it)", code: "tack.kernel(function st(a, b, steps) { for (let t = 0; t < steps; t++) { for (const i of tack.range(a.length)) b[i] = a[i]; for (const i of tack.range(a.length)) a[i] = b[i]; } })(x, out, 2, 7)", cls: "KernelTypeError", kernel: "st", says: /takes 3 parameter\(s\) but the call passes 4 argument\(s\)/ },
  { name: "an array too many to launchAsync of a kernel with a host loop", code: "await tack.kernel(function st(a, b, steps) { for (let t = 0; t < steps; t++) { for (const i of tack.range(a.length)) b[i] = a[i]; for (const i of tack.range(a.length)) a[i] = b[i]; } }).launchAsync(x, out, 2, x)", cls: "KernelTypeError", kernel: "st", says: /takes 3 parameter\(s\) but the call passes 4 argument\(s\)/ },
  { name: "one argument too many to a kernel with a host loop that calls Math.random", code: "tack.kernel(function sr(a, b, steps) { for (let t = 0; t < steps; t++) { for (const i of tack.range(a.length)) b[i] = a[i] * Math.random(); for (const i of tack.range(a.length)) a[i] = b[i]; } })(x, out, 2, 7)", cls: "KernelTypeError", kernel: "sr", says: /takes 3 parameter\(s\) but the call passes 4 argument\(s\)/ },
  { name: "an argument too many after an object argument (its fields are taken by name)", code: "tack.kernel(function ob(p, n) { for (const i of tack.range(n)) p.out[i] = p.x[i]; })({ x, out }, 4, 9)", cls: "KernelTypeError", kernel: "ob", says: /takes 2 parameter\(s\) but the call passes 3 argument\(s\)/ },
  { name: "launchAsync with too few arguments", code: "await k.launchAsync(x, out)", cls: "KernelTypeError", kernel: "k", says: /takes 3 parameter\(s\) but the call passes 2 argument\(s\) at 1:1/ },
  { name: "a string argument", code: "k(x, out, '2')", cls: "KernelTypeError", kernel: "k", says: /argument 3 is a string/ },
  { name: "null argument", code: "k(null, out, 2)", cls: "KernelTypeError", kernel: "k", says: /argument 1 is null/ },
  { name: "a plain Array", code: "k([1, 2], out, 2)", cls: "KernelTypeError", kernel: "k", says: /argument 1 is a plain Array/ },
  { name: "an object", code: "k({ length: 4 }, out, 2)", cls: "KernelTypeError", kernel: "k", says: /argument 1 is an object/ },
  { name: "a symbol", code: "k(x, out, Symbol('s'))", cls: "KernelTypeError", kernel: "k", says: /argument 3 is a symbol/ },
  { name: "a DataView", code: "k(new DataView(new ArrayBuffer(8)), out, 2)", cls: "KernelTypeError", kernel: "k", says: /argument 1 is a DataView/ },
  { name: "1024 arrays", code: "k(...Array.from({ length: 1024 }, () => new Float32Array(1)))", cls: "KernelRangeError", kernel: "k", says: /at most 1023 array arguments/ },
  { name: "a read-only array written", code: "k(x, tack.fromTypedArray(new Float32Array(4), { writable: false }), 2)", cls: "KernelRangeError", kernel: "k", says: /parameter 'out' may be written/ },
  { name: "launchAsync with a bad argument", code: "await k.launchAsync(x, out, 'no')", cls: "KernelTypeError", kernel: "k", says: /argument 3 is a string/ },
  { name: "prepare with a bad argument", code: "await k.prepare(x, undefined, 2)", cls: "KernelTypeError", kernel: "k", says: /argument 2 is undefined/ },
  { name: "inspect with arguments that are not an array", code: "k.inspect(5)", cls: "KernelTypeError", kernel: "k", says: /takes the arguments as an array/ },
  { name: "tack.inspect with arguments that are not an array", code: "tack.inspect(k, 'x')", cls: "KernelTypeError", kernel: "k", says: /arguments as an array/ },
  { name: "withLimits(null)", code: "k.withLimits(null)", cls: "KernelTypeError", kernel: "k", says: /withLimits\(\) takes an object/ },
  { name: "withLimits with a negative timeout", code: "k.withLimits({ timeoutMs: -1 })", cls: "KernelRangeError", kernel: "k", says: /timeoutMs is a positive number/ },
  { name: "withLimits with a misspelt limit", code: "k.withLimits({ timeout: 100 })", cls: "KernelRangeError", kernel: "k", says: /withLimits\(\) has no option 'timeout'; its options are timeoutMs, signal, seed/ },
  { name: "withLimits with a signal that is not one", code: "k.withLimits({ signal: {} })", cls: "KernelTypeError", kernel: "k", says: /AbortSignal/ },
  // tack.kernel options
  { name: "kernel options that are a string", code: "tack.kernel(SRC, 'fast')", cls: "KernelTypeError", kernel: "k", says: /options are an object/ },
  { name: "kernel options null", code: "tack.kernel(SRC, null)", cls: "KernelTypeError", kernel: "k", says: /options are an object/ },
  { name: "kernel option misspelt", code: "tack.kernel(SRC, { teir: 'fast' })", cls: "KernelRangeError", kernel: "k", says: /tack\.kernel\(\) has no option 'teir'; its options are name, scope, checks, timeoutMs, tier, seed/ },
  { name: "name that is a number", code: "tack.kernel(SRC, { name: 5 })", cls: "KernelTypeError", kernel: "k", says: /the name option is a string, not 5/ },
  { name: "name that is empty", code: "tack.kernel(SRC, { name: '' })", cls: "KernelRangeError", kernel: "k", says: /the name option '' is not a JS identifier/ },
  { name: "name with a space", code: "tack.kernel(SRC, { name: 'my kernel' })", cls: "KernelRangeError", kernel: "k", says: /the name option 'my kernel' is not a JS identifier/ },
  { name: "scope that is an array", code: "tack.kernel(SRC, { scope: [1, 2] })", cls: "KernelTypeError", kernel: "k", says: /the scope option is an object of names/ },
  { name: "scope that is a number", code: "tack.kernel(SRC, { scope: 5 })", cls: "KernelTypeError", kernel: "k", says: /the scope option is an object of names/ },
  { name: "scope value null", code: "tack.kernel(SRC, { scope: { N: null } })", cls: "KernelTypeError", kernel: "k", says: /scope entry 'N' is null/ },
  { name: "scope value an object", code: "tack.kernel(SRC, { scope: { N: { v: 1 } } })", cls: "KernelTypeError", kernel: "k", says: /scope entry 'N' is an object/ },
  { name: "scope value a symbol", code: "tack.kernel(SRC, { scope: { N: Symbol() } })", cls: "KernelTypeError", kernel: "k", says: /scope entry 'N' is a symbol/ },
  { name: "scope value an empty TypedArray (a TypedArray is a constant table)", code: "tack.kernel(SRC, { scope: { T: new Float32Array(0) } })", cls: "KernelRangeError", kernel: "k", says: /scope table 'T' has 0 elements; a table has 1 to 65536/ },
  { name: "scope name not an identifier", code: "tack.kernel(SRC, { scope: { 'a-b': 1 } })", cls: "KernelRangeError", kernel: "k", says: /scope name 'a-b' is not a JS identifier/ },
  { name: "checks that is a boolean", code: "tack.kernel(SRC, { checks: false })", cls: "KernelTypeError", kernel: "k", says: /the checks option is "on" or "off", not false/ },
  { name: "checks that is a string", code: "tack.kernel(SRC, { checks: 'no' })", cls: "KernelTypeError", kernel: "k", says: /not 'no'/ },
  { name: "timeoutMs that is a string", code: "tack.kernel(SRC, { timeoutMs: '100' })", cls: "KernelTypeError", kernel: "k", says: /the timeoutMs option is a number of milliseconds, not "100"/ },
  { name: "timeoutMs that is negative", code: "tack.kernel(SRC, { timeoutMs: -5 })", cls: "KernelRangeError", kernel: "k", says: /timeoutMs is a positive number/ },
  { name: "kernel of a number", code: "tack.kernel(42)", cls: "TypeError", says: /tack\.kernel\(\) takes a function or its source text, not 42/ },
  // tack.compile
  { name: "compile of a number", code: "tack.compile(42)", cls: "TypeError", says: /tack\.compile\(\) takes a function or its source text, not 42/ },
  { name: "compile options null", code: "tack.compile(SRC, null)", cls: "KernelTypeError", kernel: "k", says: /options are an object/ },
  { name: "signature that is a number", code: "tack.compile(SRC, { signature: 5 })", cls: "KernelTypeError", kernel: "k", says: /the signature option is a string .* or an array of strings, not 5/ },
  { name: "signature that is an object", code: "tack.compile(SRC, { signature: {} })", cls: "KernelTypeError", kernel: "k", says: /the signature option is a string/ },
  { name: "signature entries that are numbers", code: "tack.compile(SRC, { signature: [1, 2, 3] })", cls: "KernelTypeError", kernel: "k", says: /signature entry 1 is 1, not a string/ },
  { name: "signature entry of rank 9", code: "tack.compile(SRC, { signature: ['f32' + '[]'.repeat(9), 'f32[]', 'f32'] })", cls: "KernelRangeError", kernel: "k", says: /has rank 9/ },
  { name: "signature texture too large", code: "tack.compile(SRC, { signature: 'texture(99999, 99999, 99999), f32[], f32' })", cls: "KernelRangeError", kernel: "k", says: /texture extents/ },
  { name: "compile name that is a number", code: "tack.compile(SRC, { name: 5, signature: 'f32[], f32[], f32' })", cls: "KernelTypeError", kernel: "k", says: /the name option is a string, not 5/ },
  { name: "compile noalias that is a string", code: "tack.compile(SRC, { noalias: 'yes', signature: 'f32[], f32[], f32' })", cls: "KernelTypeError", kernel: "k", says: /the noalias option is a boolean, not "yes"/ },
  { name: "compile triple that is a number", code: "tack.compile(SRC, { triple: 5, signature: 'f32[], f32[], f32' })", cls: "KernelTypeError", kernel: "k", says: /the triple option is a string, not 5/ },
  { name: "compile triple with a space", code: "tack.compile(SRC, { triple: 'x86 64', signature: 'f32[], f32[], f32' })", cls: "KernelRangeError", kernel: "k", says: /the triple option 'x86 64' is not a target triple/ },
  { name: "compile target that is a number", code: "tack.compile(SRC, { target: 1 })", cls: "KernelTypeError", kernel: "k", says: /the target option is a string, not 1/ },
  { name: "compile unknown target", code: "tack.compile(SRC, { target: 'tpu' })", cls: "KernelRangeError", kernel: "k", says: /unknown target 'tpu'/ },
  { name: "compile unknown option", code: "tack.compile(SRC, { signatures: 'f32[]' })", cls: "KernelRangeError", kernel: "k", says: /no option 'signatures'; its options are target, signature/ },
  { name: "compileAsync bad signature", code: "await tack.compileAsync(SRC, { signature: null })", cls: "KernelTypeError", kernel: "k", says: /the signature option is a string/ },
  // non-kernel APIs
  { name: "device numThreads that is a string", code: "tack.device('cpu', { numThreads: '2' })", cls: "TypeError", says: /numThreads option is a number, not the string "2"/ },
  { name: "device options that are a string", code: "tack.device('cpu', 'fast')", cls: "TypeError", says: /options are an object/ },
  { name: "device spec that is a number", code: "tack.device(5)", cls: "TypeError", says: /a device spec is a string/ },
  { name: "zeros with a string shape", code: "tack.zeros('4')", cls: "TypeError", says: /an array shape is a number or an array of numbers/ },
  { name: "array with a misspelt option", code: "tack.array([1, 2], { dtyp: 'f64' })", cls: "RangeError", says: /array\(\) has no option 'dtyp'; its options are device, dtype, shape/ },
  { name: "array of vectors with a misspelt option", code: "tack.array([[1, 2, 3]], { dtype: tack.vec3f, shap: [1] })", cls: "RangeError", says: /array\(\) has no option 'shap'; its options are device, dtype, shape/ },
  { name: "empty with a misspelt option", code: "tack.empty(4, 'f32', { devcie: 'cpu' })", cls: "RangeError", says: /empty\(\) has no option 'devcie'; its options are device$/ },
  { name: "zeros with a misspelt option", code: "tack.zeros(4, 'f32', { dtype: 'f64' })", cls: "RangeError", says: /zeros\(\) has no option 'dtype'; its options are device$/ },
  { name: "ones with a misspelt option", code: "tack.ones(4, 'f32', { Device: 'cpu' })", cls: "RangeError", says: /ones\(\) has no option 'Device'; its options are device$/ },
  { name: "full with a misspelt option", code: "tack.full(4, 2, 'f32', { shape: [2, 2] })", cls: "RangeError", says: /full\(\) has no option 'shape'; its options are device$/ },
  { name: "fromTypedArray with a misspelt option", code: "tack.fromTypedArray(new Float32Array(4), { readonly: true })", cls: "RangeError", says: /fromTypedArray\(\) has no option 'readonly'; its options are device, shape, writable, vec/ },
  { name: "arrayFromPtr with a misspelt option", code: "tack.arrayFromPtr(0n, 'f32', 4, { writeable: true })", cls: "RangeError", says: /arrayFromPtr\(\) has no option 'writeable'; its options are device, writable/ },
  { name: "memorySpace with a misspelt option", code: "tack.memorySpace(0n, { devices: 'cpu' })", cls: "RangeError", says: /memorySpace\(\) has no option 'devices'; its options are device$/ },
  { name: "array of a number", code: "tack.array(5)", cls: "TypeError", says: /array\(\) takes a TypedArray or an array of numbers, not 5/ },
  { name: "fromTypedArray of a DataView", code: "tack.fromTypedArray(new DataView(new ArrayBuffer(8)))", cls: "TypeError", says: /fromTypedArray\(\) takes a TypedArray/ },
  { name: "copyFrom a number", code: "tack.zeros(2).copyFrom(5)", cls: "TypeError", says: /copyFrom\(\): the source is a TypedArray or an array of numbers, not 5/ },
  { name: "a dtype scalar of a string", code: "tack.f32('1')", cls: "TypeError", says: /a f32 scalar takes a number, a bigint or a boolean, not string/ },
];

/** Wording of internals that must never reach a user. */
const INTERNAL = /is not iterable|is not a function|Cannot read propert|Cannot convert|createPlan|launch:|malformed compile request|internal compiler error|\[object Object\]|\bsig\b|\.join|undefined \(reading/;

describe("every public call with bad arguments throws a typed error naming the kernel and the argument", () => {
  const results = (async () => {
    const cases = BAD_CALLS.map((c) => `[${JSON.stringify(c.name)}, async () => { ${c.code}; }]`).join(",\n");
    return runScript<Record<string, Outcome>>(`${imports()}
const SRC = ${JSON.stringify(SRC)};
const k = tack.kernel(SRC);
const x = new Float32Array(4), out = new Float32Array(4);
const cases = [${cases}];
const results = {};
for (const [name, fn] of cases) {
  try { await fn(); results[name] = { threw: false }; } catch (e) { results[name] = { threw: true, error: errorInfo(e) }; }
}
report(results);
`, 120_000);
  })();
  // a crash of the child would reject every case below, not the test run
  results.catch(() => {});

  it("has at least 25 cases", () => {
    expect(BAD_CALLS.length).toBeGreaterThanOrEqual(25);
  });

  for (const c of BAD_CALLS) {
    it(c.name, async () => {
      const o = (await results)[c.name];
      expect(o.threw, `${c.code} was accepted`).toBe(true);
      const e = o.error!;
      expect(e.ctor, e.message).toBe(c.cls);
      expect(e.message).toMatch(c.says);
      expect(e.message).not.toMatch(INTERNAL);
      if (c.kernel !== undefined) {
        expect(e.kernelName).toBe(c.kernel);
        expect(e.message.startsWith(`Kernel '${c.kernel}': `), e.message).toBe(true);
      }
    });
  }
});
