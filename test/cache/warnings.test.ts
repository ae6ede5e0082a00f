// Compiler warnings across processes (issue 9 item 4, DESIGN.md §6): a cold compile reports a
// kernel's warnings through Node's warning channel, and a fresh process that reads the variant
// from the disk cache (no compiler instance made: the front half never ran) reports the same
// ones; a variant already made reports nothing again, and a kernel without the problem none.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runChild } from "./run-child.js";

interface WarningRun {
  warnings: { code: string; message: string }[];
  instances: number;
  hits: number;
  wrong: number;
}

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), "tack-warnings-test-"));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const NO_EFFECT = {
  code: "TACK_KERNEL",
  // the kernel's name in its source: `function noEffect(` (line 1, column 10)
  message: "Kernel 'noEffect': it writes no array and uses no atomic, so a launch has no visible effect; write its results to an array parameter at 1:10",
};

describe("compiler warnings", () => {
  it("a cold compile reports the warning once (two launches), and a warm disk-cache hit in a fresh process reports it again", async () => {
    const dir = tempDir();
    const cold = await runChild<WarningRun>({ TACK_CACHE_DIR: dir, KERNEL: "noEffect" }, 120_000, "warning-child.ts");
    expect(cold).toMatchObject({ hits: 0, wrong: 0 });
    expect(cold.instances).toBeGreaterThan(0);
    expect(cold.warnings).toEqual([NO_EFFECT]);
    const warm = await runChild<WarningRun>({ TACK_CACHE_DIR: dir, KERNEL: "noEffect" }, 120_000, "warning-child.ts");
    expect(warm).toEqual({ warnings: [NO_EFFECT], instances: 0, hits: 1, wrong: 0 });
  });

  it("the same through launchAsync (the compile pool cold, the async disk read warm)", async () => {
    const dir = tempDir();
    const cold = await runChild<WarningRun>({ TACK_CACHE_DIR: dir, KERNEL: "noEffect", MODE: "async" }, 120_000, "warning-child.ts");
    expect(cold).toMatchObject({ warnings: [NO_EFFECT], hits: 0, wrong: 0 });
    const warm = await runChild<WarningRun>({ TACK_CACHE_DIR: dir, KERNEL: "noEffect", MODE: "async" }, 120_000, "warning-child.ts");
    expect(warm).toEqual({ warnings: [NO_EFFECT], instances: 0, hits: 1, wrong: 0 });
  });

  it("a kernel that writes an array reports none, cold or warm", async () => {
    const dir = tempDir();
    const cold = await runChild<WarningRun>({ TACK_CACHE_DIR: dir, KERNEL: "clean" }, 120_000, "warning-child.ts");
    expect(cold).toMatchObject({ warnings: [], hits: 0, wrong: 0 });
    expect(cold.instances).toBeGreaterThan(0);
    const warm = await runChild<WarningRun>({ TACK_CACHE_DIR: dir, KERNEL: "clean" }, 120_000, "warning-child.ts");
    expect(warm).toEqual({ warnings: [], instances: 0, hits: 1, wrong: 0 });
  });
});
