// The compiler's warm-up (workers/compiler-warm-up.ts), each case in a fresh process (the
// warm-up runs once per process and target): what it ran, counted in the child.
import { describe, expect, it } from "vitest";
import { runChild } from "../cache/run-child.js";

interface WarmUpResult {
  started: number;
  sent: number;
  ran: number;
  adopted: boolean;
  sameModule: boolean;
  wrong: number;
  poisonedLeft: number;
}

// --wasm-lazy-compilation: the process keeps the compiler's module lazy, which is where the warm-up
// runs (Tack's import compiles it eagerly otherwise: test/workers/compiler-prepare.test.ts)
const child = (env: Record<string, string>) =>
  runChild<WarmUpResult>({ TACK_CACHE: "off", ...env }, 120_000, "../workers/warm-up-child.ts", ["--wasm-lazy-compilation"]);

describe("compiler warm-up", () => {
  it("making a device runs the warm-up's requests on a worker, and this thread compiles on the module it handed over", async () => {
    const r = await child({ TACK_WARMUP: "on" });
    expect(r.started).toBe(1);
    expect(r.sent).toBe(2);
    expect(r.ran).toBe(2);
    expect(r.adopted).toBe(true);
    expect(r.sameModule).toBe(true);
    expect(r.poisonedLeft).toBe(0);
    expect(r.wrong).toBe(0);
  });

  it("a second device of the same target starts no second warm-up", async () => {
    const r = await child({ TACK_WARMUP: "on", SECOND: "1" });
    expect(r.started).toBe(1);
    expect(r.sent).toBe(2);
    expect(r.wrong).toBe(0);
  });

  it("where Tack's import compiles the module eagerly (no lazy-compilation flag given), the warm-up starts no worker", async () => {
    const r = await runChild<WarmUpResult>({ TACK_CACHE: "off", TACK_WARMUP: "on" }, 120_000, "../workers/warm-up-child.ts");
    expect(r.started).toBe(0);
    expect(r.sent).toBe(0);
    expect(r.adopted).toBe(false);
    expect(r.poisonedLeft).toBe(0);
    expect(r.wrong).toBe(0);
  });

  it("TACK_WARMUP=off starts none, and compiles still run", async () => {
    const r = await child({ TACK_WARMUP: "off" });
    expect(r.started).toBe(0);
    expect(r.sent).toBe(0);
    expect(r.adopted).toBe(false);
    expect(r.poisonedLeft).toBe(0);
    expect(r.wrong).toBe(0);
  });
});
