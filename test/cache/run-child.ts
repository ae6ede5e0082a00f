/** Runs test/cache/child.ts (or another script here) in a fresh process and reads its result line. */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface ChildResult {
  front: number;
  llvm: number;
  loads: number;
  pool: number;
  wrong: number;
  cache: { hits: number; misses: number; writes: number; rejected: number; entries: number };
}

const MARKER = "@@TACK_RESULT ";

/** `nodeArgs`: flags for the child's node (a V8 setting of its own). */
export function runChild<T = ChildResult>(env: Record<string, string>, timeoutMs = 120_000, script = "child.ts", nodeArgs: readonly string[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const path = fileURLToPath(new URL(`./${script}`, import.meta.url));
    const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", path], {
      env: { ...process.env, TACK_CACHE: "on", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const line = output.split("\n").find((l) => l.startsWith(MARKER));
      if (code !== 0 || !line) reject(new Error(`child ${signal ?? `exit ${code}`}\n${output.slice(-3000)}`));
      else resolve(JSON.parse(line.slice(MARKER.length)) as T);
    });
  });
}
