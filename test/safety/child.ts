/**
 * Runs a script in a child `node --import tsx` process with a time limit (issue 7, item 9):
 * a hostile kernel that crashes the process (a signal, an abort, a nonzero exit) or hangs
 * fails the one test that spawned it, never the test run.
 *
 * A script reports through one JSON line on stdout, prefixed with RESULT_MARKER (the
 * child-side helper `report()` in guest.ts prints it). Everything else on stdout and stderr
 * is captured and shown when the run was not clean.
 *
 *   const r = await runChild({ text: `${imports()}\nreport({ ok: 1 });`, timeoutMs: 10_000 });
 *   const value = resultOf(r); // throws a descriptive Error unless it exited 0 with a result
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The prefix of the result line a child script prints (once, as its last result). */
export const RESULT_MARKER = "@@TACK_RESULT ";

/** The repository root (this file is test/safety/child.ts). */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** File URLs a script text imports from (a script written to a temp directory cannot use relative paths). */
export const RUNTIME_URL = pathToFileURL(join(REPO_ROOT, "runtime/index.ts")).href;
export const GUEST_URL = pathToFileURL(join(REPO_ROOT, "test/safety/guest.ts")).href;

/** The import lines most scripts start with: `tack` (the runtime) and the guest helpers. */
export function imports(): string {
  return `import * as tack from ${JSON.stringify(RUNTIME_URL)};\n` +
    `import { report, guarded, errorInfo, fromSource, runCase } from ${JSON.stringify(GUEST_URL)};\n`;
}

export interface ChildOptions {
  /** The script's TypeScript text (written to a temporary .mts file: ESM wherever it lies), or ... */
  text?: string;
  /** ... a script file to run. */
  file?: string;
  /** Arguments after the script's path. */
  args?: string[];
  /** Wall-clock limit; past it the child is killed (SIGKILL) and the run counts as hung. */
  timeoutMs: number;
  /** Extra environment variables. */
  env?: Record<string, string>;
  /** Called with each complete stdout line as it arrives (progress markers of a long batch). */
  onLine?: (line: string) => void;
}

export interface ChildRun {
  /** Exit code, or null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Killed at the time limit. */
  timedOut: boolean;
  stdout: string;
  stderr: string;
  /** The parsed result line (the last one printed), or undefined. */
  result: unknown;
  /** Wall time of the child, from spawn to exit. */
  wallMs: number;
  /** The script that ran (a file path; for text, the text itself is in `text`). */
  script: string;
  text?: string;
}

const MAX_CAPTURE = 4 * 1024 * 1024;

/** Spawns the child and resolves when it has exited (or was killed at the limit); never rejects for a crash. */
export function runChild(o: ChildOptions): Promise<ChildRun> {
  let dir: string | undefined;
  let script = o.file;
  if (o.text !== undefined) {
    dir = mkdtempSync(join(tmpdir(), "tack-safety-"));
    script = join(dir, "script.mts");
    writeFileSync(script, o.text);
  }
  if (script === undefined) throw new Error("runChild: give `text` or `file`");
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script!, ...(o.args ?? [])], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...o.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let pending = "";
    let timedOut = false;
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (d: string) => {
      if (stdout.length < MAX_CAPTURE) stdout += d;
      if (o.onLine) {
        pending += d;
        let nl: number;
        while ((nl = pending.indexOf("\n")) >= 0) {
          o.onLine(pending.slice(0, nl));
          pending = pending.slice(nl + 1);
        }
      }
    });
    child.stderr.on("data", (d: string) => {
      if (stderr.length < MAX_CAPTURE) stderr += d;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, o.timeoutMs);
    child.on("error", (e) => {
      stderr += `\n(spawn failed: ${e.message})`;
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (o.onLine && pending) o.onLine(pending);
      if (dir) rmSync(dir, { recursive: true, force: true });
      resolve({
        code,
        signal,
        timedOut,
        stdout,
        stderr,
        result: parseResult(stdout),
        wallMs: performance.now() - t0,
        script: script!,
        text: o.text,
      });
    });
  });
}

/** The last RESULT_MARKER line's JSON, or undefined. */
export function parseResult(stdout: string): unknown {
  const lines = stdout.split("\n");
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i];
    if (line.startsWith(RESULT_MARKER)) {
      try {
        return JSON.parse(line.slice(RESULT_MARKER.length));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** How a run ended, in words: "exit 0", "signal SIGSEGV", "hung (killed after 10000 ms)". */
export function ending(r: ChildRun): string {
  if (r.timedOut) return `hung (killed after the ${Math.round(r.wallMs)} ms limit)`;
  if (r.signal) return `signal ${r.signal}`;
  return `exit ${r.code}`;
}

function tail(s: string, n = 4000): string {
  return s.length > n ? `...${s.slice(-n)}` : s;
}

/** A report of a run for a failure message: how it ended, its output, and the script. */
export function describeRun(r: ChildRun): string {
  return [
    `child process ${ending(r)} after ${Math.round(r.wallMs)} ms`,
    `--- stderr ---\n${tail(r.stderr)}`,
    `--- stdout ---\n${tail(r.stdout)}`,
    r.text !== undefined ? `--- script ---\n${r.text}` : `--- script --- ${r.script}`,
  ].join("\n");
}

/** The run's result, or an Error naming how it crashed or hung (with its output and script). */
export function resultOf<T = Record<string, unknown>>(r: ChildRun): T {
  if (r.timedOut || r.signal !== null || r.code !== 0 || r.result === undefined) {
    const why = r.result === undefined && r.code === 0 && !r.timedOut ? " without a result line" : "";
    throw new Error(`${describeRun(r)}${why ? `\n(the child exited 0${why})` : ""}`);
  }
  return r.result as T;
}

/** Runs a script text and returns its result; a crash, a hang or a missing result throws. */
export async function runScript<T = Record<string, unknown>>(text: string, timeoutMs = 20_000): Promise<T> {
  return resultOf<T>(await runChild({ text, timeoutMs }));
}
