// The disk cache on the GPU backends (issue 9 item 4, issue 10 item 6): a variant's driver
// binary (an OpenCL program binary, a CUDA CUBIN or PTX) is stored beside its front-half
// result, so a hit in a fresh process runs neither the front half nor the driver's build from
// source (NVRTC, clBuildProgram on source): both counted in the child, not inferred. A damaged
// binary entry is a miss that rebuilds, never a crash. OpenCL runs on PoCL here; CUDA where a
// GPU is present; a device that is not available is skipped with its reason.

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { runChild } from "./run-child.js";

interface GpuChildResult {
  front: number;
  builds: number;
  loads: number;
  wrong: number;
  cache: { hits: number; misses: number; writes: number; rejected: number; entries: number };
}

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), "tack-gpu-cache-test-"));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function objFiles(dir: string): string[] {
  const v = readdirSync(dir).find((n) => n.startsWith("v1-"))!;
  return readdirSync(join(dir, v)).filter((n) => n.endsWith(".obj")).map((n) => join(dir, v, n));
}

const run = (env: Record<string, string>) => runChild<GpuChildResult>(env, 180_000, "gpu-child.ts");

describe.each(["opencl", "cuda"])("%s", (type) => {
  const info = tack.devices().find((d) => d.type === type)!;
  if (!info.available) {
    it(`is skipped: ${type} is not available here`, (ctx) => ctx.skip(`${type}: ${info.reason}`));
    return;
  }

  // A source build loads its module too on CUDA (NVRTC's image goes through the same load as a
  // stored one); OpenCL's clBuildProgram on source is one call, counted as a build only.
  const buildLoads = type === "cuda" ? 2 : 0;

  it("a hit in a fresh process runs neither the front half nor the driver's build, sync and async", async () => {
    const dir = tempDir();
    const cold = await run({ TACK_CACHE_DIR: dir, DEVICE: type, KERNELS: "2" });
    expect(cold).toMatchObject({ front: 2, builds: 2, loads: buildLoads, wrong: 0 });
    expect(objFiles(dir)).toHaveLength(2);
    const warm = await run({ TACK_CACHE_DIR: dir, DEVICE: type, KERNELS: "2" });
    expect(warm).toMatchObject({ front: 0, builds: 0, loads: 2, wrong: 0 });
    expect(warm.cache).toMatchObject({ hits: 2, misses: 0 }); // one entry per kernel: its result and binary
    const warmAsync = await run({ TACK_CACHE_DIR: dir, DEVICE: type, KERNELS: "2", MODE: "async" });
    expect(warmAsync).toMatchObject({ front: 0, builds: 0, loads: 2, wrong: 0 });
  });

  it("a damaged binary entry is a miss that rebuilds from source, never a crash", async () => {
    const dir = tempDir();
    await run({ TACK_CACHE_DIR: dir, DEVICE: type, KERNELS: "2" });
    const [a, b] = objFiles(dir);
    const bytes = readFileSync(a);
    bytes[bytes.length >> 1] ^= 0xff;
    writeFileSync(a, bytes);
    writeFileSync(b, readFileSync(b).subarray(0, 200));
    const r = await run({ TACK_CACHE_DIR: dir, DEVICE: type, KERNELS: "2" });
    expect(r).toMatchObject({ front: 0, builds: 2, loads: buildLoads, wrong: 0 });
    expect(r.cache.rejected).toBe(2);
    const again = await run({ TACK_CACHE_DIR: dir, DEVICE: type, KERNELS: "2" });
    expect(again).toMatchObject({ front: 0, builds: 0, loads: 2, wrong: 0 });
  });
});
