/**
 * One batch of the launched fuzz, run in a child process by fuzz-run.ts:
 *
 *   node --import tsx test/safety/fuzz-batch.ts --seed S --batch B --cases N [--from C]
 *        [--timeout-ms T] [--late-ms L]
 *
 * runs cases [C, N) of batch B (fuzz-gen.ts plans them: groups of one kernel and its
 * launches). Every kernel gets `{ timeoutMs: T }`. Each case ends in an outcome; anything but
 * success or a Kernel* error is a failure, and so is a launch that changed a guard byte
 * around its arrays, one that ended more than L ms after its time limit, or an out-of-bounds
 * error without a location.
 *
 * Protocol (stdout lines, parsed by fuzz-run.ts as they arrive, so a crash or hang is
 * attributed to the case that was running):
 *   @@G {g, first, launches, origin, mutations, source}   a group starts
 *   @@L {c, g, l, args}                                    case c is about to launch
 *   @@O {c, kind, ms, msg}                                 case c ended in `kind` (msg: the error's first line)
 *   @@F {c, kind, detail}                                  case c failed (besides its @@O)
 *   @@TACK_RESULT {done}                                   the batch finished
 */
import * as tack from "../../runtime/index.js";
import { damagedGuard, fillGuards, makeArgs, makeGroup, planBatch, type LaunchArgs } from "./fuzz-gen.js";
import { RESULT_MARKER } from "./child.js";

function flag(name: string, def: number): number {
  const k = process.argv.indexOf(`--${name}`);
  return k >= 0 ? Number(process.argv[k + 1]) : def;
}

const seed = flag("seed", 1);
const batch = flag("batch", 0);
const cases = flag("cases", 200);
const from = flag("from", 0);
const timeoutMs = flag("timeout-ms", 100);
const lateMs = flag("late-ms", 5000);

function line(tag: string, value: unknown): void {
  process.stdout.write(`${tag} ${JSON.stringify(value)}\n`);
}

/** The outcome of a thrown value: a Kernel* class (refined), or "other". */
function outcomeOf(e: unknown): { kind: string; ok: boolean; detail?: string } {
  if (e instanceof tack.KernelTimeoutError) return { kind: "KernelTimeoutError", ok: true };
  const isKernel = e instanceof tack.KernelSyntaxError || e instanceof tack.KernelTypeError ||
    e instanceof tack.KernelRangeError || e instanceof tack.KernelError;
  if (!isKernel) {
    const err = e as Error;
    return { kind: "non-kernel-error", ok: false, detail: `${err?.constructor?.name}: ${err?.message ?? String(e)}\n${err?.stack ?? ""}` };
  }
  const k = e as Error & { kernelName?: unknown; line?: number; column?: number };
  if (typeof k.kernelName !== "string" || !k.message.startsWith(`Kernel '${k.kernelName}'`)) {
    return { kind: "no-kernel-name", ok: false, detail: `${k.name}: ${k.message}` };
  }
  if (e instanceof tack.KernelRangeError && / is out of bounds for '/.test(k.message)) {
    if (k.line === undefined || k.column === undefined) {
      return { kind: "oob-without-location", ok: false, detail: k.message };
    }
    return { kind: "KernelRangeError:oob", ok: true };
  }
  if (e instanceof tack.KernelError && /internal compiler error/.test(k.message)) {
    return { kind: "KernelError:ice", ok: true, detail: k.message };
  }
  return { kind: k.name, ok: true };
}

function wrapArgs(l: LaunchArgs): unknown[] {
  if (!l.wrap) return l.args;
  try {
    return l.args.map((a) => (ArrayBuffer.isView(a) ? tack.fromTypedArray(a as Float32Array) : a));
  } catch {
    return l.args;
  }
}

async function main(): Promise<void> {
  let done = 0;
  for (const plan of planBatch(seed, batch, cases)) {
    if (plan.first + plan.launches <= from) continue;
    const g = makeGroup(seed, batch, plan.group);
    line("@@G", { g: plan.group, first: plan.first, launches: plan.launches, origin: g.origin, mutations: g.mutations, source: g.source });
    let k: tack.Kernel | null = null;
    let made: unknown = null;
    try {
      k = tack.kernel(g.source, { timeoutMs }) as tack.Kernel;
    } catch (e) {
      made = e;
    }
    for (let l = 0; l < plan.launches; l++) {
      const c = plan.first + l;
      if (c < from) continue;
      const la = makeArgs(g, l);
      fillGuards(la);
      line("@@L", { c, g: plan.group, l, args: la.describe });
      const args = wrapArgs(la);
      const t0 = performance.now();
      let out: { kind: string; ok: boolean; detail?: string };
      let msg: string | undefined;
      try {
        if (made !== null) throw made;
        if (la.mode === "call") k!(...args);
        else if (la.mode === "withLimits") k!.withLimits({ timeoutMs })(...args);
        else await k!.withLimits({ timeoutMs }).launchAsync(...args);
        out = { kind: "ok", ok: true };
      } catch (e) {
        out = outcomeOf(e);
        msg = String((e as Error)?.message ?? e).split("\n")[0].slice(0, 240);
      }
      const ms = performance.now() - t0;
      line("@@O", { c, kind: out.kind, ms: Math.round(ms), msg });
      if (!out.ok) line("@@F", { c, kind: out.kind, detail: out.detail });
      else if (out.kind === "KernelError:ice") line("@@F", { c, kind: "ice", detail: out.detail, soft: true });
      if (ms > timeoutMs + lateMs) {
        line("@@F", { c, kind: "late", detail: `the launch (with its compile) took ${Math.round(ms)} ms with timeoutMs ${timeoutMs}` });
      }
      const bad = damagedGuard(la);
      if (bad >= 0) line("@@F", { c, kind: "guard-damage", detail: `guard byte ${bad} of the launch's buffer changed (${out.kind})` });
      done++;
    }
  }
  process.stdout.write(`${RESULT_MARKER}${JSON.stringify({ done })}\n`);
}

await main();
