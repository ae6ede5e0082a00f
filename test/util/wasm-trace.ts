/**
 * A fresh Node process (a child script run through tsx) with V8's trace of every Wasm function
 * it compiles (--trace-wasm-compilation-times: the module's address, the function's index and
 * the tier), for tests that observe which of a module's functions V8 compiled, and how, rather
 * than timing them. The child prints `@@TACK_RESULT {json}`.
 *
 * V8 prints its trace with C's stdio on the child's stdout: into a pipe, which Node makes
 * non-blocking, a full pipe loses lines, so the child writes to a file.
 */
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What V8 compiled of one module. */
export interface TracedModule {
  /** Compiles of its functions (a function compiled on Liftoff, then TurboFan, counts twice). */
  compiled: number;
  turbofan: number;
  /** Distinct functions compiled with Liftoff. */
  liftoffFunctions: number;
  /** The highest function index compiled. */
  maxIndex: number;
}

const LINE = /^Compiled function (0x[0-9a-f]+)#(\d+) using (Liftoff|TurboFan)/;

/**
 * Runs `childPath` with `nodeArgs` and the trace, in `env` (added to this process's, with
 * NODE_OPTIONS cleared); its result and the modules V8 compiled functions of, the one with the
 * most compiles first.
 */
export function traceWasmChild<R>(childPath: string, nodeArgs: string[], env: Record<string, string>): Promise<{ result: R; modules: TracedModule[] }> {
  const dir = mkdtempSync(join(tmpdir(), "tack-wasm-trace-"));
  const file = join(dir, "out.txt");
  const fd = openSync(file, "w");
  return new Promise<{ result: R; modules: TracedModule[] }>((resolve, reject) => {
    const p = spawn(process.execPath, [...nodeArgs, "--trace-wasm-compilation-times", "--import", "tsx", childPath], {
      env: { ...process.env, NODE_OPTIONS: "", ...env },
      stdio: ["ignore", fd, fd],
    });
    const timer = setTimeout(() => p.kill("SIGKILL"), 120_000);
    p.on("close", (code) => {
      clearTimeout(timer);
      const out = readFileSync(file, "utf8");
      const marker = /@@TACK_RESULT (\{.*\})/.exec(out);
      if (code !== 0 || !marker) return reject(new Error(`child exit ${code}\n${out.slice(-3000)}`));
      const byModule = new Map<string, TracedModule & { liftoff: Set<string> }>();
      for (const l of out.split("\n")) {
        const m = LINE.exec(l);
        if (!m) continue;
        const e = byModule.get(m[1]) ?? { compiled: 0, turbofan: 0, liftoffFunctions: 0, maxIndex: 0, liftoff: new Set<string>() };
        e.compiled++;
        e.maxIndex = Math.max(e.maxIndex, Number(m[2]));
        if (m[3] === "TurboFan") e.turbofan++;
        else e.liftoff.add(m[2]);
        byModule.set(m[1], e);
      }
      const modules = [...byModule.values()]
        .map(({ liftoff, ...e }) => ({ ...e, liftoffFunctions: liftoff.size }))
        .sort((a, b) => b.compiled - a.compiled);
      resolve({ result: JSON.parse(marker[1]) as R, modules });
    });
  }).finally(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });
}

// (func (param i32) (result i32) (local i32) loop: local1 += param0; param0 -= 1; br_if) exported as "sum"
const HOT_MODULE = "AGFzbQEAAAABBgFgAX8BfwMCAQAHBwEDc3VtAAAKGwEZAQF/A0AgASAAaiEBIABBAWsiAA0ACyABCw==";

/**
 * For a traced child: a one-function module of its own, run until about 8 MB of its code has
 * executed (past V8 11's default tier-up budget of 1.8 MB, short of the 50 MB Tack gives the
 * compiler), then `waitMs` for V8's background TurboFan compile. The module's sum, so its work
 * is used.
 */
export async function runHotModule(waitMs: number): Promise<number> {
  const sum = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(HOT_MODULE, "base64"))).exports.sum as (n: number) => number;
  let total = 0;
  for (let i = 0; i < 8; i++) total += sum(100_000);
  await new Promise((r) => setTimeout(r, waitMs));
  return total;
}
