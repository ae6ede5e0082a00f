/** Runs this directory's scripts in fresh processes and reads their one JSON result line. */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const MARKER = "@@RESULT ";

/**
 * A .mjs script runs in plain Node (it imports the built dist/), a .ts one through tsx.
 * `nodeArgs`: flags for the child's node (an A/B of a V8 setting, say).
 */
export function fresh<T>(script: string, env: Record<string, string>, nodeArgs: readonly string[] = []): T {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const r = spawnSync(process.execPath, [...nodeArgs, ...(script.endsWith(".mjs") ? [path] : ["--import", "tsx", path])], { env: { ...process.env, ...env, BENCH_CHILD: "1" }, encoding: "utf8", timeout: 300_000 });
  const line = (r.stdout ?? "").split("\n").find((l) => l.startsWith(MARKER));
  if (r.status !== 0 || !line) throw new Error(`${script} failed (${r.signal ?? r.status}):\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(line.slice(MARKER.length)) as T;
}

export function report(result: unknown): void {
  console.log(MARKER + JSON.stringify(result));
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export const isChild = process.env.BENCH_CHILD === "1";
