/**
 * Runaway kernels and time limits (issue 7, items 2 and 9), each in its own child process
 * (test/safety/child.ts): a launch that never stops fails its test at the child's time limit
 * instead of hanging the run.
 *
 * A launch with a 200 ms limit must end in KernelTimeoutError, measured in the child, within
 * BOUND_MS; the same kernel must then launch again normally. An AbortSignal already aborted
 * refuses a launch; one aborted while a launchAsync runs stops it.
 */
import { describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { imports, runScript } from "./child.js";
import type { ErrorInfo } from "./guest.js";

const cpu = tack.devices().some((d) => d.type === "cpu" && d.available);

/** How late a 200 ms limit may end a launch (polls, thread wake-ups, a loaded 2-core machine). */
const BOUND_MS = 3000;
/** The child's own limit: a launch the time limit does not stop is a hang, and fails here. */
const CHILD_MS = 12_000;

interface Timed {
  threw: boolean;
  error?: ErrorInfo;
  ms: number;
}

interface Result {
  first: Timed;
  again?: Timed;
  out?: number[];
  [extra: string]: unknown;
}

async function run(src: string, body: string): Promise<Result> {
  return runScript<Result>(`${imports()}
    const SRC = ${JSON.stringify(src)};
    /** Runs a launch (sync or async) and times it. */
    async function timed(f) {
      const t0 = performance.now();
      try {
        await f();
        return { threw: false, ms: performance.now() - t0 };
      } catch (e) {
        return { threw: true, error: errorInfo(e), ms: performance.now() - t0 };
      }
    }
    ${body}`, CHILD_MS);
}

function expectTimeout(t: Timed, kernel: string, limitMs = 200): void {
  expect(t.threw, "the launch must throw KernelTimeoutError").toBe(true);
  const e = t.error!;
  expect(e.ctor, e.stack).toBe("KernelTimeoutError");
  expect(e.name).toBe("KernelTimeoutError");
  expect(e.isKernelTimeoutError).toBe(true);
  expect(e.isKernelError).toBe(true);
  expect(e.kernelName).toBe(kernel);
  expect(e.message).toMatch(new RegExp(`^Kernel '${kernel}': the launch ran past its time limit`));
  expect(t.ms).toBeGreaterThanOrEqual(limitMs * 0.9);
  expect(t.ms, `a ${limitMs} ms limit ended the launch after ${Math.round(t.ms)} ms`).toBeLessThan(BOUND_MS);
}

function expectFine(t: Timed | undefined): void {
  expect(t?.threw, t?.error?.message).toBe(false);
}

const WHILE_TRUE = `function spin(out: Float32Array, stop: number) {
  for (const i of tack.range(out.length)) {
    let s = 0.5;
    while (true) {
      s += 1;
      if (s == stop) break;
    }
    out[i] = s;
  }
}`;

const HUGE_RANGE = `function huge(out: Float32Array) {
  for (const i of tack.range(1099511627776)) {
    out[i % out.length] += 1;
  }
}`;

const HUGE_RANGE_QUIET = `function quiet(out: Float32Array, n: number) {
  for (const i of tack.range(n)) {
    if (i == -5) out[0] = 1;
  }
}`;

const DEVICE_FN = `function dev(out: Float32Array, stop: number) {
  function settle(v: number) {
    let s = v;
    while (s != stop) s = s * 0.5 + 1;
    return s;
  }
  for (const i of tack.range(out.length)) {
    out[i] = settle(i);
  }
}`;

const INNER_RANGE = `function inner(out: Float32Array, m: number) {
  for (const i of tack.range(out.length)) {
    let s = 0;
    for (const j of tack.range(m)) {
      s += j & 1;
    }
    out[i] = s;
  }
}`;

const GRID = `function grid2(src: Float32Array, dst: Float32Array, h: tack.i32, w: tack.i32) {
  for (const [y, x] of tack.grid(h, w)) {
    const i = y * w + x;
    if (i < dst.length && i < src.length) dst[i] = src[i];
  }
}`;

describe.skipIf(!cpu)("runaway kernels end in KernelTimeoutError", () => {
  it("while (true) with { timeoutMs: 200 } on the kernel; then a normal launch", async () => {
    const r = await run(WHILE_TRUE, `
      const k = fromSource(SRC, { timeoutMs: 200 });
      const out = new Float32Array(64).fill(-7);
      const first = await timed(() => k(out, -1));
      const again = await timed(() => k(out, 10.5));
      report({ first, again, out: [...new Set(out)] });
    `);
    expectTimeout(r.first, "spin");
    expectFine(r.again);
    expect(r.out).toEqual([10.5]);
  });

  it("while (true) on every thread (a million iterations), then a normal launch", async () => {
    const r = await run(WHILE_TRUE, `
      const k = fromSource(SRC, { timeoutMs: 200 });
      const out = new Float32Array(1_000_000);
      const first = await timed(() => k(out, -1));
      const again = await timed(() => k(out, 3.5));
      report({ first, again, out: [...new Set(out)] });
    `);
    expectTimeout(r.first, "spin");
    expectFine(r.again);
    expect(r.out).toEqual([3.5]);
  });

  it("for (const i of tack.range(1099511627776)) with { timeoutMs: 200 }", async () => {
    const r = await run(HUGE_RANGE, `
      const k = fromSource(SRC, { timeoutMs: 200 });
      const out = new Float32Array(64);
      const first = await timed(() => k(out));
      report({ first });
    `);
    expectTimeout(r.first, "huge");
  });

  it("tack.range(n) with n = 2^40 and a body that does almost nothing, withLimits({ timeoutMs: 200 }); then n = 1000", async () => {
    const r = await run(HUGE_RANGE_QUIET, `
      const k = fromSource(SRC);
      const out = new Float32Array(4).fill(-7);
      const first = await timed(() => k.withLimits({ timeoutMs: 200 })(out, 2 ** 40));
      const again = await timed(() => k.withLimits({ timeoutMs: 200 })(out, 1000));
      report({ first, again, out: [...new Set(out)] });
    `);
    expectTimeout(r.first, "quiet");
    expectFine(r.again);
    expect(r.out).toEqual([-7]);
  });

  it("an inner range(m) loop with m = 2^40, withLimits({ timeoutMs: 200 }); then m = 10", async () => {
    const r = await run(INNER_RANGE, `
      const k = fromSource(SRC);
      const out = new Float32Array(8).fill(-7);
      const first = await timed(() => k.withLimits({ timeoutMs: 200 })(out, 2 ** 40));
      const again = await timed(() => k(out, 10));
      report({ first, again, out: [...new Set(out)] });
    `);
    expectTimeout(r.first, "inner");
    expectFine(r.again);
    expect(r.out).toEqual([5]);
  });

  it("a runaway loop inside a device function, withLimits({ timeoutMs: 200 }); then a normal launch", async () => {
    const r = await run(DEVICE_FN, `
      const k = fromSource(SRC);
      const out = new Float32Array(16).fill(-7);
      const first = await timed(() => k.withLimits({ timeoutMs: 200 })(out, -1));
      const again = await timed(() => k(out, 2));
      report({ first, again, out: [...new Set(out)] });
    `);
    expectTimeout(r.first, "dev");
    expectFine(r.again);
    expect(r.out).toEqual([2]);
  });

  it("launchAsync through withLimits({ timeoutMs: 200 }) rejects with KernelTimeoutError; then launchAsync resolves", async () => {
    const r = await run(WHILE_TRUE, `
      const k = fromSource(SRC);
      const out = new Float32Array(64).fill(-7);
      const first = await timed(() => k.withLimits({ timeoutMs: 200 }).launchAsync(out, -1));
      const again = await timed(() => k.launchAsync(out, 4.5));
      report({ first, again, out: [...new Set(out)] });
    `);
    expectTimeout(r.first, "spin");
    expectFine(r.again);
    expect(r.out).toEqual([4.5]);
  });

  it("a kernel's timeoutMs and a call's: the call's limit wins", async () => {
    const r = await run(WHILE_TRUE, `
      const k = fromSource(SRC, { timeoutMs: 60_000 });
      const out = new Float32Array(4);
      const first = await timed(() => k.withLimits({ timeoutMs: 200 })(out, -1));
      report({ first });
    `);
    expectTimeout(r.first, "spin");
  });
});

describe.skipIf(!cpu)("launch sizes", () => {
  it("a tack.grid(h, w) of more than 2^53 iterations is refused with a KernelRangeError naming the kernel", async () => {
    const r = await run(GRID, `
      const k = fromSource(SRC, { timeoutMs: 200 });
      const first = await timed(() => k(new Float32Array(16), new Float32Array(16), 2147483647, 2147483647));
      const again = await timed(() => k(new Float32Array(16), new Float32Array(16), 4, 4));
      report({ first, again });
    `);
    const e = r.first.error;
    expect(r.first.threw).toBe(true);
    expect(e?.ctor, e?.message).toBe("KernelRangeError");
    expect(e?.kernelName).toBe("grid2");
    expect(e?.message).toMatch(/^Kernel 'grid2': /);
    expectFine(r.again);
  });
});

describe.skipIf(!cpu)("AbortSignal", () => {
  it("an already-aborted signal rejects withLimits({ signal }).launchAsync(...) and launches nothing", async () => {
    const r = await run(WHILE_TRUE, `
      const k = fromSource(SRC);
      const out = new Float32Array(8).fill(-7);
      const ac = new AbortController();
      ac.abort(new Error("stop it"));
      const first = await timed(() => k.withLimits({ signal: ac.signal }).launchAsync(out, 1.5));
      const sync = await timed(() => k.withLimits({ signal: AbortSignal.abort() })(out, 1.5));
      const untouched = [...new Set(out)];
      const again = await timed(() => k.launchAsync(out, 1.5));
      report({ first, sync, untouched, again, out: [...new Set(out)] });
    `);
    expect(r.first.threw).toBe(true);
    expect(r.first.error!.message).toBe("stop it");
    const sync = r.sync as Timed;
    expect(sync.threw).toBe(true);
    expect(sync.error!.name).toBe("AbortError");
    expect(r.untouched).toEqual([-7]);
    expectFine(r.again);
    expect(r.out).toEqual([1.5]);
  });

  it("a signal aborted while a launchAsync runs stops it (not the 5 s time limit behind it)", async () => {
    const r = await run(WHILE_TRUE, `
      const k = fromSource(SRC);
      const out = new Float32Array(8).fill(-7);
      await k.prepare(out, -1);
      const signal = AbortSignal.timeout(200);
      const first = await timed(() => k.withLimits({ signal, timeoutMs: 5000 }).launchAsync(out, -1));
      report({ first, aborted: signal.aborted });
    `);
    const e = r.first.error;
    expect(r.first.threw).toBe(true);
    // the signal's reason, or the runtime's "cancelled" KernelError; not the time limit behind it
    expect(e?.ctor, e?.message).not.toBe("KernelTimeoutError");
    expect(r.first.ms, `aborted after 200 ms, the launch ended after ${Math.round(r.first.ms)} ms`).toBeLessThan(BOUND_MS);
  });
});

describe.skipIf(!cpu)("time-limit options", () => {
  it("refuses limits that are not positive numbers, naming the kernel", async () => {
    const r = await runScript<{ rows: { what: string; error?: ErrorInfo }[] }>(`${imports()}
      const SRC = ${JSON.stringify(WHILE_TRUE)};
      const rows = [];
      for (const [what, f] of [
        ["timeoutMs: -1", () => fromSource(SRC, { timeoutMs: -1 })],
        ["timeoutMs: 0", () => fromSource(SRC, { timeoutMs: 0 })],
        ["timeoutMs: NaN", () => fromSource(SRC, { timeoutMs: NaN })],
        ["timeoutMs: '200'", () => fromSource(SRC, { timeoutMs: "200" })],
        ["withLimits timeoutMs: Infinity", () => fromSource(SRC).withLimits({ timeoutMs: Infinity })],
        ["withLimits signal: {}", () => fromSource(SRC).withLimits({ signal: {} })],
      ]) rows.push({ what, ...runCase(f) });
      report({ rows });
    `, CHILD_MS);
    for (const row of r.rows) {
      const e = row.error;
      expect(e, `${row.what} must throw`).toBeDefined();
      expect(e!.ctor === "KernelRangeError" || e!.ctor === "KernelTypeError", `${row.what}: ${e!.ctor} ${e!.message}`).toBe(true);
      expect(e!.kernelName, row.what).toBe("spin");
    }
  });
});
