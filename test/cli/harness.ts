/**
 * Runs the `tack` command as users do: `node bin/tack.mjs ...` in a child process, over a
 * build of this checkout's sources laid out as the package is (bin/, dist/, wasm/, build/).
 * The build goes to a private directory (tsc --outDir), so tests never race another test that
 * rebuilds dist/ (test/package) and always run the current sources. Children run
 * asynchronously: a test worker blocked in spawnSync for long misses vitest's own messages.
 */
import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));
export const fixtures = join(root, "test", "cli", "fixtures");

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

let pkg = "";

/** A child process to its end: its exit status and output (never rejects). */
function child(file: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number }): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { ...options, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === "number" ? error.code : null) : 0;
      resolve({ status, stdout, stderr });
    });
  });
}

/** Builds the package layout once per test file; returns its directory. */
export async function buildCli(): Promise<string> {
  if (pkg) return pkg;
  const dir = mkdtempSync(join(tmpdir(), "tack-cli-"));
  const tsc = await child(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", join(root, "tsconfig.build.json"), "--outDir", join(dir, "dist")], {});
  if (tsc.status !== 0) throw new Error(`tsc failed:\n${tsc.stdout}\n${tsc.stderr}`);
  mkdirSync(join(dir, "bin"));
  copyFileSync(join(root, "bin", "tack.mjs"), join(dir, "bin", "tack.mjs"));
  copyFileSync(join(root, "package.json"), join(dir, "package.json"));
  for (const d of ["wasm", "build", "node_modules"]) symlinkSync(join(root, d), join(dir, d));
  pkg = dir;
  return dir;
}

export function removeCli(): void {
  if (pkg) rmSync(pkg, { recursive: true, force: true });
  pkg = "";
}

/** `node bin/tack.mjs ...args` in `cwd` (default: the fixtures, so paths in messages are short). */
export function tack(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {}): Promise<Run> {
  if (!pkg) throw new Error("buildCli() first (in beforeAll)");
  return child(process.execPath, [join(pkg, "bin", "tack.mjs"), ...args], {
    cwd: options.cwd ?? fixtures,
    env: { ...process.env, TACK_DEBUG: "", ...options.env },
    timeout: options.timeout ?? 60_000,
  });
}
