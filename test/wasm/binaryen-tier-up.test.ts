// binaryen's own Wasm module is made with a larger V8 tier-up budget (runtime/backends/
// wasm-compile.ts, BINARYEN_TIERING_BUDGET), so the first kernel's compile does not leave
// TurboFan recompiling binaryen's functions on V8's background threads beside the kernel's
// first launches; the budget is V8's default again for every other module. Observed in a fresh
// process through V8's own trace of each wasm function it compiles
// (--trace-wasm-compilation-times: the tier, the module's address and the function's index),
// as test/workers/compiler-tier-up.test.ts observes the compiler's module.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

interface Run {
  result: { wrong: number; applies: boolean; total: number };
  /** TurboFan compiles of binaryen's functions (the module with the most functions compiled). */
  binaryenTurbofan: number;
  /** TurboFan compiles in the child's own one-function module. */
  ownTurbofan: number;
}

const LINE = /^Compiled function (0x[0-9a-f]+)#(\d+) using (Liftoff|TurboFan)/;

function child(nodeArgs: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const path = fileURLToPath(new URL("./binaryen-tier-up-child.ts", import.meta.url));
    const p = spawn(process.execPath, [...nodeArgs, "--trace-wasm-compilation-times", "--import", "tsx", path], {
      // no cache hit (binaryen must compile), no compiler warm-up worker
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
      const byModule = new Map<string, { compiled: number; turbofan: number; maxIndex: number }>();
      for (const l of lines) {
        const m = LINE.exec(l);
        if (!m) continue;
        const e = byModule.get(m[1]) ?? { compiled: 0, turbofan: 0, maxIndex: 0 };
        e.compiled++;
        e.maxIndex = Math.max(e.maxIndex, Number(m[2]));
        if (m[3] === "TurboFan") e.turbofan++;
        byModule.set(m[1], e);
      }
      const modules = [...byModule.values()].sort((a, b) => b.compiled - a.compiled);
      // the child's own module: one function (index 0) that started on Liftoff (kernels' modules are compiled with TurboFan only)
      const own = modules.filter((m) => m.maxIndex === 0 && m.compiled > m.turbofan);
      if (modules.length < 2) return reject(new Error(`expected binaryen's module and others in V8's trace\n${out.slice(-3000)}`));
      resolve({
        result: JSON.parse(marker.slice("@@TACK_RESULT ".length)),
        binaryenTurbofan: modules[0].turbofan,
        ownTurbofan: own.reduce((s, m) => s + m.turbofan, 0),
      });
    });
  });
}

describe.skipIf(!process.versions.v8.startsWith("11."))("binaryen's Wasm tier-up (V8 11)", () => {
  it("a first kernel compile and 20 launches recompile at most a few of binaryen's functions with TurboFan (V8's default: ~180); another module still tiers up at V8's default budget", async () => {
    const r = await child([]);
    expect(r.result.applies).toBe(true);
    expect(r.result.wrong).toBe(0);
    expect(r.binaryenTurbofan).toBeLessThanOrEqual(5); // 1 seen
    expect(r.ownTurbofan).toBeGreaterThan(0);
  });

  it("a process given its own --wasm-tiering-budget keeps it for binaryen too (there, V8's default budget tiers binaryen up)", async () => {
    const r = await child(["--wasm-tiering-budget=1800000"]);
    expect(r.result.applies).toBe(false);
    expect(r.result.wrong).toBe(0);
    expect(r.binaryenTurbofan).toBeGreaterThan(100);
    expect(r.ownTurbofan).toBeGreaterThan(0);
  });
});
