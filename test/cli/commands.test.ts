/**
 * `tack inspect`, `tack devices`, `tack bench --quick`, `--help` of the tool and of every
 * command, and `--version`, each as a child process (issue 11, item 4).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tack from "../../runtime/index.js";
import { COMMANDS } from "../../cli/main.js";
import { benchCommand } from "../../cli/bench-command.js";
import { generatedTargets } from "../../cli/targets.js";
import { buildCli, fixtures, removeCli, root, tack as run } from "./harness.js";

beforeAll(async () => {
  await buildCli();
}, 180_000);

afterAll(() => removeCli());

/** kernels.ts plus a kernel `half` that does not compile (line 27:30), in a temp file removed after `fn`. */
async function withBrokenKernel(fn: (file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "tack-inspect-"));
  try {
    const file = join(dir, "some-broken.ts");
    writeFileSync(file, `${readFileSync(join(fixtures, "kernels.ts"), "utf8")}
export function half(x: Float32Array, out: Float32Array) {
  for (const i of tack.range(out.length / 2)) out[i] = x[i];
}
`);
    await fn(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("tack inspect", () => {
  it("shows a kernel's phase schedule, and --phase K reports phase K", async () => {
    const [p0, p1] = await Promise.all([run(["inspect", "phases.ts"]), run(["inspect", "phases.ts", "--phase", "1"])]);
    expect(p0.status).toBe(0);
    expect(p0.stdout).toContain("phases        3, launched 0, for 0..steps { 1, 2 } (below: phase 0)");
    expect(p1.stdout).toContain("phases        3, launched 0, for 0..steps { 1, 2 } (below: phase 1)");
    expect(p1.stdout).toContain("entry tack_kernel_step__phase1");
    expect(p1.stdout).toMatch(/hoisted +y +phases\.ts:8:36 +y\[i\] = x\[i\] \* 2/);
  });

  it("reports each kernel's signature, float context, loop, features and bounds decisions, as the compiler made them", async () => {
    const r = await run(["inspect", "kernels.ts"]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const blocks = r.stdout.split("\n\n");
    expect(blocks.map((b) => b.split(/\s+/)[0])).toEqual(["saxpy", "scale", "gather"]);
    expect(blocks[0]).toContain("saxpy  kernels.ts:10:17");
    expect(blocks[0]).toContain("parameters    x: f32[] (read), y: f32[] (read), out: f32[] (written), a: f32");
    expect(blocks[0]).toContain("float context f32");
    expect(blocks[0]).toContain("parallel loop range(out.length)");
    expect(blocks[1]).toContain("float context f64");
    // gather: the indirect read is checked where it runs; the affine ones are hoisted
    const src = readFileSync(join(fixtures, "kernels.ts"), "utf8");
    const compiled = tack.compile(src, { name: "gather" });
    const hoisted = compiled.accesses.filter((a) => a.check === "hoisted").length;
    const checked = compiled.accesses.filter((a) => a.check === "checked").length;
    expect([hoisted, checked]).toEqual([2, 1]);
    expect(blocks[2]).toContain(`bounds checks 3 accesses: ${hoisted} hoisted, ${checked} checked`);
    expect(blocks[2]).toMatch(/checked +src +kernels\.ts:22:14 +src\[idx\[i\]\]/);
    expect(blocks[2]).toMatch(/hoisted +idx +kernels\.ts:22:18 +idx\[i\]/);
    expect(blocks[2]).toContain("parallel loop range(n)");
  });

  it("reports every kernel it can: one that does not compile is its located error on stderr, exit code 1", async () => {
    await withBrokenKernel(async (file) => {
      const r = await run(["inspect", file]);
      expect(r.status).toBe(1);
      expect(r.stdout.split("\n\n").map((b) => b.split(/\s+/)[0])).toEqual(["saxpy", "scale", "gather"]);
      expect(r.stderr).toMatch(/some-broken\.ts:27:30: KernelTypeError: Kernel 'half': range\(\)\/grid\(\) bounds must be integers/);
      expect(r.stderr).toMatch(/^> 27 \| /m);
    });
  });

  it("--json gives the compile results without their code, one per kernel", async () => {
    const r = await run(["inspect", "kernels.ts", "--kernel", "scale", "--json"]);
    expect(r.status).toBe(0);
    const data = JSON.parse(r.stdout) as Record<string, unknown>[];
    const { code, ...want } = tack.compile(readFileSync(join(fixtures, "kernels.ts"), "utf8"), { name: "scale" });
    expect(data).toEqual([{ ...want, at: "kernels.ts:16:43", codeBytes: Buffer.byteLength(code) }]);
  });

  it("--json carries a kernel that does not compile as its located error, among the others, and exits 1", async () => {
    await withBrokenKernel(async (file) => {
      const [all, one] = await Promise.all([run(["inspect", file, "--json"]), run(["inspect", file, "--json", "--kernel", "half"])]);
      expect(all.status).toBe(1);
      const data = JSON.parse(all.stdout) as { kernel: string; at: string; error?: Record<string, unknown> }[];
      expect(data.map((d) => d.kernel)).toEqual(["saxpy", "scale", "gather", "half"]);
      expect(data.slice(0, 3).every((d) => d.error === undefined)).toBe(true);
      const error = {
        file,
        line: 27,
        column: 30,
        name: "KernelTypeError",
        message: expect.stringMatching(/^Kernel 'half': range\(\)\/grid\(\) bounds must be integers/) as unknown,
        code: expect.any(Number) as unknown,
      };
      expect(data[3]).toEqual({ kernel: "half", at: `${file}:26:17`, error });
      expect(all.stderr).toMatch(/some-broken\.ts:27:30: KernelTypeError: Kernel 'half'/);
      // a single kernel too: the JSON names it, stderr says it, exit code 1
      expect(one.status).toBe(1);
      expect(JSON.parse(one.stdout)).toEqual([data[3]]);
      expect(one.stderr).toMatch(/some-broken\.ts:27:30: KernelTypeError/);
    });
  });

  it("--json prints a JSON document on stdout when the file as a whole fails: the error located where it has a place, exit code 1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tack-inspect-"));
    try {
      const comment = join(dir, "open-comment.ts");
      writeFileSync(comment, "export const a = 1;\n/* never closed\n");
      const cases: [string[], Record<string, unknown>][] = [
        [["no-such-file.ts"], { file: "no-such-file.ts", name: "error", message: "no such file: no-such-file.ts" }],
        [["."], { file: ".", name: "error", message: expect.stringMatching(/^\. is a directory/) as unknown }],
        [[comment], { file: comment, line: 2, column: 1, name: "KernelSyntaxError", message: "unterminated comment", code: 1003 }],
        [["helpers-only.ts"], { file: "helpers-only.ts", name: "error", message: expect.stringMatching(/^helpers-only\.ts declares no kernel/) as unknown, hint: expect.stringMatching(/square/) as unknown }],
        [["kernels.ts", "-k", "twice"], { file: "kernels.ts", line: 6, column: 10, name: "error", message: expect.stringMatching(/^'twice' is a function of kernels\.ts but not a kernel/) as unknown, hint: "the file's kernels: saxpy, scale, gather" }],
        [["kernels.ts", "-k", "nope"], { file: "kernels.ts", name: "error", message: "kernels.ts declares no kernel 'nope'", hint: "its kernels: saxpy, scale, gather" }],
        [["kernels.ts", "-s", "f32[]"], { file: "kernels.ts", name: "error", message: expect.stringMatching(/^--signature gives one kernel's types/) as unknown, hint: "Pass --kernel NAME with it." }],
        [["kernels.ts", "-t", "ptx"], { file: "kernels.ts", name: "error", message: "unknown target 'ptx'", hint: expect.stringMatching(/^targets: llvm/) as unknown }],
      ];
      const runs = await Promise.all(cases.map(([args]) => run(["inspect", ...args, "--json"])));
      cases.forEach(([args, error], i) => {
        const r = runs[i];
        expect({ args, status: r.status }).toEqual({ args, status: 1 });
        const data = JSON.parse(r.stdout) as { error: { message: string } };
        expect({ args, data }).toEqual({ args, data: { file: error.file, error } });
        // stderr says it too, as the text report does
        expect(r.stderr).toContain(data.error.message);
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("--phase on a file of several kernels asks for --kernel once, instead of refusing each kernel's phase", async () => {
    const [several, one] = await Promise.all([run(["inspect", "kernels.ts", "--phase", "1"]), run(["inspect", "phases.ts", "--phase", "1"])]);
    expect(several.status).toBe(1);
    expect(several.stderr).toMatch(/--phase picks a phase of one kernel, but kernels\.ts declares 3 kernels/);
    expect(several.stderr).toContain("Pass --kernel NAME with it.");
    // once, not per kernel: the file's kernels are not compiled
    expect(several.stderr.match(/--phase/g)).toHaveLength(1);
    expect(several.stderr).not.toMatch(/has one phase/);
    expect(one.status).toBe(0);
  });

  it("refuses what compile refuses, located", async () => {
    const r = await run(["inspect", "type-error.ts"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^type-error\.ts:4:30: KernelTypeError: Kernel 'half'/);
    expect(r.stderr).toMatch(/^> 4 \| /m);
  });
});

describe("tack devices", () => {
  it("lists every device type of the backend table: the available ones with their details, the others with why", async () => {
    const r = await run(["devices"]);
    expect(r.status).toBe(0);
    const rows = r.stdout.split("\n").slice(1, 1 + tack.DEVICE_TYPES.length);
    const infos = tack.devices();
    expect(infos.map((d) => d.type)).toEqual([...tack.DEVICE_TYPES]);
    for (const [i, d] of infos.entries()) {
      expect(rows[i].startsWith(d.type)).toBe(true);
      const details = (d.details ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); // "OpenCL (device)" is text, not a pattern
      if (d.available) expect(rows[i]).toMatch(new RegExp(`available${d.isDefault ? " \\*" : ""} +${details}$`));
      else expect(rows[i]).toContain(`unavailable  ${d.reason}`);
    }
    const n = infos.filter((d) => d.available).length;
    expect(r.stdout).toContain(`${n} of ${infos.length} device types available here`);
  });

  it("--json is tack.devices()", async () => {
    const r = await run(["devices", "--json"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(tack.devices());
  });

  it("a device named by TACK_DEVICE that is unavailable: not the default, still listed with its reason", async () => {
    const r = await run(["devices"], { env: { TACK_DEVICE: "cuda" } });
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain("*  ");
    expect(r.stdout).toMatch(/^cuda +unavailable/m);
  });

  it("with no default device (TACK_DEVICE names an unavailable or unknown one), says why, as a launch would", async () => {
    const cuda = tack.devices().find((d) => d.type === "cuda")!;
    const runs = await Promise.all([run(["devices"], { env: { TACK_DEVICE: "cuda" } }), run(["devices"], { env: { TACK_DEVICE: "tpu" } })]);
    if (!cuda.available) {
      expect(runs[0].stdout).toContain(`no default device: The 'cuda' device is not available: ${cuda.reason} (TACK_DEVICE=cuda; unset it for the cpu or wasm device)\n`);
    }
    expect(runs[1].status).toBe(0);
    expect(runs[1].stdout).toMatch(/no default device: Unknown device "tpu"\. Devices: cpu, wasm, .* \(TACK_DEVICE=tpu; unset it for the cpu or wasm device\)\n$/);
  });
});

describe("tack bench", () => {
  it("--quick runs every built-in kernel as plain JS and on every available device, each device's output checked", async () => {
    const r = await run(["bench", "--quick"], { timeout: 120_000 });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split("\n");
    expect(lines[1]).toMatch(/^kernel +size +device +time\/launch +rme +vs plain JS +output$/);
    const available = tack.devices().filter((d) => d.available).map((d) => d.type);
    // the thread count of each host device, and of plain JS
    for (const type of available.filter((t) => t === "cpu" || t === "wasm")) {
      const d = tack.device(type);
      expect(d.backend.numThreads).toBeGreaterThan(0);
      expect(lines[0]).toContain(`${d.label} (${d.backend.numThreads} thread${d.backend.numThreads > 1 ? "s" : ""})`);
    }
    expect(lines[0]).toContain("and plain JS (1 thread);");
    for (const k of ["saxpy", "mandelbrot", "stencil"]) {
      const rows = lines.filter((l) => l.startsWith(`${k} `));
      expect(rows.map((l) => l.split(/ {2,}/)[2])).toEqual(["plain JS", ...available]);
      expect(rows[0]).toMatch(/1\.00x +reference$/);
      for (const row of rows.slice(1)) expect(row).toMatch(/\d+(\.\d+)?x +ok$/);
    }
  }, 120_000);

  it("times plain JS on arguments made once, as the devices' are: the timed launches copy no input", async () => {
    // the quick sizes: saxpy's and the stencil's arrays have 2^16 elements, Mandelbrot's 128 * 96
    const sizes = new Set([1 << 16, 128 * 96]);
    const copies = { n: 0 };
    const slice = Float32Array.prototype.slice;
    const spies = [Float32Array, Uint32Array].map((T) =>
      vi.spyOn(T.prototype as { slice: typeof slice }, "slice").mockImplementation(function (this: Float32Array, ...a: [number?, number?]) {
        if (sizes.has(this.length)) copies.n++;
        return slice.apply(this, a);
      }),
    );
    let text = "";
    try {
      const status = await benchCommand.run([], { quick: true, device: "wasm" }, { out: (t) => (text += t), err: (t) => (text += t) });
      expect(status).toBe(0);
    } finally {
      for (const s of spies) s.mockRestore();
    }
    expect(text).toMatch(/^saxpy .* plain JS /m);
    // six input and output arrays in all: each copied for the reference run and once for the timed ones
    expect(copies.n).toBe(12);
  }, 120_000);

  it("--device of a type that is unavailable or unknown is refused", async () => {
    const unavailable = tack.devices().find((d) => !d.available);
    if (unavailable) {
      const r = await run(["bench", "--quick", "--device", unavailable.type]);
      expect(r.status).toBe(1);
      expect(r.stderr).toBe(`tack: error: the ${unavailable.type} device is not available here: ${unavailable.reason}\n`);
    }
    const unknown = await run(["bench", "--device", "tpu"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe(`tack: error: unknown device type 'tpu'\ndevice types: ${tack.DEVICE_TYPES.join(", ")}\n`);
  });
});

describe("help and version", () => {
  it("tack --help lists every command; tack alone prints it to stderr and exits 1", async () => {
    for (const flag of ["--help", "-h", "help"]) {
      const r = await run([flag]);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^Usage: tack COMMAND \[options\]/);
      for (const c of COMMANDS) expect(r.stdout).toMatch(new RegExp(`^  ${c.name}\\b.* ${c.brief.replace(/[()]/g, "\\$&")}$`, "m"));
    }
    const bare = await run([]);
    expect(bare.status).toBe(1);
    expect(bare.stdout).toBe("");
    expect(bare.stderr).toMatch(/^Usage: tack COMMAND/);
  });

  it("every command has --help and -h with its usage, every option, and exit 0", async () => {
    const runs = await Promise.all(COMMANDS.flatMap((c) => [run([c.name, "--help"]), run([c.name, "-h"]), run(["help", c.name])]));
    COMMANDS.forEach((c, i) => {
      for (const r of runs.slice(3 * i, 3 * i + 3)) {
        expect(r.status).toBe(0);
        expect(r.stdout.startsWith(`Usage: tack ${c.name}`)).toBe(true);
        for (const [name, o] of Object.entries(c.options)) {
          expect(r.stdout).toContain(`--${name}`);
          if (o.short) expect(r.stdout).toContain(`-${o.short}, --${name}`);
        }
      }
    });
    const compile = runs[0].stdout;
    // the targets come from the tables: every target name, and what this build generates
    for (const t of tack.TARGET_NAMES) expect(compile).toContain(t);
    expect(compile).toContain(`this build generates: ${generatedTargets().join(", ")}`);
    expect(compile).toContain('--signature "f32[], f32[], f32[], f32"');
  });

  it("--version gives package.json's version and the compiler's", async () => {
    const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
    for (const flag of ["--version", "-v"]) {
      const r = await run([flag]);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^tack ${version.replace(/\./g, "\\.")} \\(tack-compiler \\S+\\)\\n$`));
    }
  });

  it("an argument after --version or help COMMAND is refused, not ignored; --help COMMAND is the command's help", async () => {
    const [version, help, flagHelp] = await Promise.all([run(["--version", "extra"]), run(["help", "compile", "extra"]), run(["--help", "inspect"])]);
    expect(version).toEqual({ status: 1, stdout: "", stderr: "tack: error: unexpected argument 'extra'\nUsage: tack --version\n" });
    expect(help).toEqual({ status: 1, stdout: "", stderr: "tack: error: unexpected argument 'extra'\nUsage: tack help COMMAND\n" });
    expect(flagHelp.status).toBe(0);
    expect(flagHelp.stdout.startsWith("Usage: tack inspect FILE")).toBe(true);
  });
});
