// The compiler's Wasm module is made with a larger V8 tier-up budget (wasm/host.ts,
// compileWithLaterTierUp), so a fresh process's first front half runs on Liftoff without
// TurboFan recompiling the compiler's functions beside it; the budget is V8's default again for
// every other module. Observed in a fresh process through V8's own trace of each wasm
// function it compiles (--trace-wasm-compilation-times: the tier, the module's address and
// the function's index), not through timings.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

interface Run {
  result: { wrong: number; poisonedLeft: number; applies: boolean; total: number };
  /** TurboFan compiles of the compiler's functions (the module with the most functions compiled). */
  compilerTurbofan: number;
  /** TurboFan compiles in any other module (the child's own one-function module). */
  otherTurbofan: number;
}

const LINE = /^Compiled function (0x[0-9a-f]+)#(\d+) using (Liftoff|TurboFan)/;

function child(nodeArgs: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const path = fileURLToPath(new URL("./tier-up-child.ts", import.meta.url));
    const p = spawn(process.execPath, [...nodeArgs, "--trace-wasm-compilation-times", "--import", "tsx", path], {
      // no warm-up worker (it would make the module first, on a machine of 4 cores or more), no
      // cache hit, the default device (the CPU where its shim is built)
      env: { ...process.env, TACK_CACHE: "off", TACK_WARMUP: "off", TACK_DEVICE: "", NODE_OPTIONS: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    p.stdout.on("data", (d: Buffer) => (out += d.toString()));
    p.stderr.on("data", (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => p.kill("SIGKILL"), 120_000);
    p.on("close", (code) => {
      clearTimeout(timer);
      const lines = out.split("\n");
      const marker = lines.find((l) => l.startsWith("@@TACK_RESULT "));
      if (code !== 0 || !marker) return reject(new Error(`child exit ${code}\n${out.slice(-3000)}`));
      const byModule = new Map<string, { compiled: number; turbofan: number }>();
      for (const l of lines) {
        const m = LINE.exec(l);
        if (!m) continue;
        const e = byModule.get(m[1]) ?? { compiled: 0, turbofan: 0 };
        e.compiled++;
        if (m[3] === "TurboFan") e.turbofan++;
        byModule.set(m[1], e);
      }
      const modules = [...byModule.values()].sort((a, b) => b.compiled - a.compiled);
      if (modules.length < 2) return reject(new Error(`expected the compiler's module and the child's in V8's trace\n${out.slice(-3000)}`));
      resolve({
        result: JSON.parse(marker.slice("@@TACK_RESULT ".length)),
        compilerTurbofan: modules[0].turbofan,
        otherTurbofan: modules.slice(1).reduce((s, m) => s + m.turbofan, 0),
      });
    });
  });
}

describe.skipIf(!process.versions.v8.startsWith("11."))("the compiler's Wasm tier-up (V8 11)", () => {
  it("the first real-sized kernel's front half recompiles none of the compiler's functions with TurboFan; another module still tiers up at V8's default budget", async () => {
    const r = await child([]);
    expect(r.result.applies).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.result.poisonedLeft).toBe(0);
    expect(r.compilerTurbofan).toBe(0);
    expect(r.otherTurbofan).toBeGreaterThan(0);
  });

  it("a process given its own --wasm-tiering-budget keeps it for the compiler too (there, V8's default budget tiers the same request up)", async () => {
    const r = await child(["--wasm-tiering-budget=1800000"]);
    expect(r.result.applies).toBe(false);
    expect(r.result.wrong).toBe(0);
    expect(r.compilerTurbofan).toBeGreaterThan(0);
    expect(r.otherTurbofan).toBeGreaterThan(0);
  });
});
