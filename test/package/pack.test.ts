/**
 * The package outside this checkout (issue 6, item 9): `npm pack` gives a tarball that installs
 * into an empty project and runs saxpy there from plain `node`, matching the plain-JS loop. A
 * tarball install runs no `prepare`, so the tarball carries everything built: dist/, the
 * compiler's wasm and the prebuilt CPU shim; without the shim, tack.devices() says why.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
let dir = "";
let app = "";
let packed: { filename: string; files: { path: string }[] };

function run(cmd: string, args: string[], options: SpawnSyncOptions): string {
  const r = spawnSync(cmd, args, { encoding: "utf8", ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return String(r.stdout);
}

/** The newest mtime of the TypeScript that dist/ is built from. */
function newestSource(): number {
  let newest = 0;
  for (const top of ["runtime", "workers", "wasm", "cli"]) {
    for (const f of readdirSync(join(root, top), { recursive: true }) as string[]) {
      if (f.endsWith(".ts")) newest = Math.max(newest, statSync(join(root, top, f)).mtimeMs);
    }
  }
  return newest;
}

const SAXPY = `import * as tack from "tack";
const saxpy = tack.kernel(function saxpy(x, y, out, a) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
});
const n = 100_003;
const x = Float32Array.from({ length: n }, (_, i) => Math.sin(i) * 100);
const y = Float32Array.from({ length: n }, (_, i) => Math.cos(i) * 10);
const out = new Float32Array(n).fill(NaN);
saxpy(x, y, out, 1.5);
const want = new Float32Array(n);
for (let i = 0; i < n; i++) want[i] = 1.5 * x[i] + y[i];
let bad = 0;
for (let i = 0; i < n; i++) if (Math.abs(out[i] - want[i]) > 1e-4 * Math.max(1, Math.abs(want[i]))) bad++;
console.log(JSON.stringify({ device: tack.getDefaultDevice().type, bad, first: Array.from(out.slice(0, 3)) }));
`;

const SAXPY_KERNEL = `import * as tack from "tack";
export function saxpy(x: Float32Array, y: Float32Array, out: Float32Array, a: number) {
  for (const i of tack.range(out.length)) out[i] = a * x[i] + y[i];
}
`;

const DEVICES = `import * as tack from "tack";
console.log(JSON.stringify(tack.devices().find((d) => d.type === "cpu")));
`;

describe("the packed tarball", () => {
  beforeAll(() => {
    // what `prepare` builds for a git install (the tarball takes dist/ as it is), rebuilt only
    // when a source is newer than it: while dist/ is rebuilt in place, the package entry of
    // the other test files' fresh processes finds its bundle older than dist/runtime/ for a
    // moment (runtime/code-cache.ts then warns and loads dist/runtime/ without the code cache)
    const bundle = join(root, "dist", "tack.cjs");
    if (!existsSync(bundle) || newestSource() > statSync(bundle).mtimeMs) run("npm", ["run", "build:ts"], { cwd: root });
    dir = mkdtempSync(join(tmpdir(), "tack-pack-"));
    const out = run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", dir], { cwd: root });
    packed = JSON.parse(out)[0];
    app = join(dir, "app");
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "tack-pack-test", private: true, type: "module" }));
  }, 120_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("holds what a fresh install needs, and no sources or tests it doesn't", () => {
    const files = packed.files.map((f) => f.path);
    for (const f of ["package.json", "dist/tack.js", "dist/tack.cjs", "dist/runtime/code-cache.js", "dist/runtime/index.js", "dist/runtime/index.d.ts", "dist/wasm/host.js", "wasm/tack-compiler.wasm", "build/Release/tack_cpu.node", "scripts/install-shim.mjs", "bin/tack.mjs", "dist/cli/main.js"]) {
      expect(files).toContain(f);
    }
    expect(files.filter((f) => /^(test|compiler|bench|node_modules)\//.test(f))).toEqual([]);
  });

  // binding.gyp's default llvm_link=static: the one .node runs where LLVM is not installed
  it.runIf(process.platform === "linux")("ships a CPU shim that needs no LLVM at run time and exports only Node-API's entry points", () => {
    const shim = join(root, "build", "Release", "tack_cpu.node");
    const needed = run("ldd", [shim], {});
    expect(needed).not.toMatch(/libLLVM|libz3|libxml2|libtinfo|libedit|libffi/);
    expect(needed).toMatch(/libc\.so\.6/);
    const exported = run("nm", ["-D", "--defined-only", shim], {}).trim().split("\n").map((l) => l.split(" ").pop());
    expect(exported.sort()).toEqual(["napi_register_module_v1", "node_api_module_get_api_version_v1"]);
  });

  it("installs into an empty project and runs saxpy from plain node, as the plain-JS loop computes it", () => {
    run("npm", ["install", join(dir, packed.filename), "--no-audit", "--no-fund", "--prefer-offline"], { cwd: app, timeout: 180_000 });
    writeFileSync(join(app, "saxpy.mjs"), SAXPY);
    const out = JSON.parse(run(process.execPath, ["saxpy.mjs"], { cwd: app }));
    expect(out).toMatchObject({ device: "cpu", bad: 0 });
    expect(out.first.every(Number.isFinite)).toBe(true);
  }, 240_000);

  it("`npx tack` runs from the installed tarball: --version, compile of a kernel file, devices", () => {
    writeFileSync(join(app, "saxpy.ts"), SAXPY_KERNEL);
    const bin = join(app, "node_modules", ".bin", "tack");
    expect(run(bin, ["--version"], { cwd: app })).toMatch(/^tack \d+\.\d+\.\d+ \(tack-compiler /);
    // --no: the local bin, never a registry look-up
    const ir = run("npx", ["--no", "tack", "compile", "saxpy.ts", "--kernel", "saxpy"], { cwd: app, timeout: 60_000 });
    expect(ir).toContain("define internal void @tack_kernel_saxpy(float* %p0");
    expect(run("npx", ["--no", "tack", "devices"], { cwd: app, timeout: 60_000 })).toMatch(/^cpu +available \*/m);
  }, 120_000);

  it("without the prebuilt shim, tack.devices() says the cpu device is unavailable and why", () => {
    const shim = join(app, "node_modules", "tack", "build", "Release", "tack_cpu.node");
    renameSync(shim, `${shim}.away`);
    try {
      writeFileSync(join(app, "devices.mjs"), DEVICES);
      const cpu = JSON.parse(run(process.execPath, ["devices.mjs"], { cwd: app }));
      expect(cpu.available).toBe(false);
      expect(cpu.reason).toContain(`The CPU shim is not built: ${shim} is missing`);
      expect(cpu.reason).toContain("npm run build:shim");
    } finally {
      renameSync(`${shim}.away`, shim);
    }
  });
});
