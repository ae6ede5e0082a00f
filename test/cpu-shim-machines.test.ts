// The CPU shim's TargetMachine pool (shims/cpu/jit.cc MachinePool): compiles on any thread share
// the machines of a level, one compile at a time on each, so the main thread's first quick build
// uses the machine the warm-up made on another thread (whose first use, its subtarget, is most
// of what a machine costs). Observed through each compile's timings.newMachine, in fresh
// processes (test/util/machines-child.mjs); every module also runs saxpy on fresh random inputs
// against the JS loop.

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SHIM_PATH = fileURLToPath(new URL("../build/Release/tack_cpu.node", import.meta.url));
const CHILD = fileURLToPath(new URL("./util/machines-child.mjs", import.meta.url));

function child(mode: string): { newMachine: number[]; mismatch: number[] } {
  const r = spawnSync(process.execPath, [CHILD], { env: { ...process.env, SHIM_PATH, MODE: mode }, encoding: "utf8", timeout: 60_000 });
  if (r.status !== 0) throw new Error(`machines-child ${mode} failed (${r.signal ?? r.status}):\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split("\n").at(-1)!);
}

describe("cpu shim TargetMachine pool", () => {
  it("makes a machine at a process's first compile of a level and reuses it for the next", () => {
    const r = child("cold");
    expect(r.newMachine).toEqual([1, 0]);
    expect(r.mismatch).toEqual([-1, -1]);
  });

  it("gives the main thread's first quick build the machine the warm-up made on another thread", () => {
    const r = child("warm-up");
    expect(r.newMachine).toEqual([0]);
    expect(r.mismatch).toEqual([-1]);
  });

  it("gives compiles running at once a machine each, and a later compile one of theirs", () => {
    const r = child("concurrent");
    const made = r.newMachine.slice(0, 3).reduce((a, b) => a + b, 0);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(made).toBeLessThanOrEqual(3);
    expect(r.newMachine[3]).toBe(0);
    expect(r.mismatch).toEqual([-1, -1, -1, -1]);
  });
});
