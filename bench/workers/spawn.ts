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

/** One side of an A/B: node flags and environment settings for the children. */
export interface AbConfig {
  label: string;
  args: string[];
  env: Record<string, string>;
}

/**
 * `--ab="<node flags and NAME=value settings>"` in argv: a "base" side with those, interleaved
 * with "this" side (no flags, the parent's environment), e.g. --ab="--wasm-tiering-budget=1800000"
 * or --ab="TACK_WARMUP=off"; without it, one side.
 */
export function abConfigs(argv: readonly string[]): AbConfig[] {
  const ab = argv.find((a) => a.startsWith("--ab="));
  if (!ab) return [{ label: "", args: [], env: {} }];
  const words = ab.slice(5).split(/\s+/).filter(Boolean);
  const setting = /^([A-Z_][A-Z0-9_]*)=(.*)$/;
  const env = Object.fromEntries(words.flatMap((w) => (setting.test(w) ? [w.match(setting)!.slice(1, 3)] : [])));
  return [{ label: "base ", args: words.filter((w) => !setting.test(w)), env }, { label: "this ", args: [], env: {} }];
}

/** The A/B's description line. */
export function abLine(configs: readonly AbConfig[]): string {
  const base = configs[0];
  return `base: ${Object.entries(base.env).map(([k, v]) => `${k}=${v} `).join("")}node ${base.args.join(" ")}; this: no flags`;
}
