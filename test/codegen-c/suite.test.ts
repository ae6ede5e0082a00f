/**
 * Every kernel case of the device-neutral suite (test/backends/kernels) generated as CUDA C
 * and as OpenCL C, and compiled by the native toolchains with no GPU (DESIGN.md §7, issue 10
 * item 5): CUDA through `nvcc -ptx -arch=sm_90` and `ptxas`, OpenCL through clang
 * (`-x cl -target spir64`, OpenCL C 1.2 and 2.0), `llvm-spirv` and `spirv-val`, which is the
 * Level Zero path. Each case's signature comes from its own argument factory, as the harness
 * makes it; a case whose dtypes or atomics the target lacks is skipped with the reason.
 *
 * The kernels of one topic are compiled as one file (each kernel's `tack_` names renamed
 * apart), so a topic costs one run of each tool: nvcc takes about a second per run.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import * as tack from "../../runtime/index.js";
import { dtypesOf, hashSeed, Out, poisoned, Rng, SIZES, type KernelCase } from "../backends/harness.js";
import { TOPICS } from "../backends/kernels/index.js";
import type { DtypeName } from "../../runtime/dtypes.js";
import { OFFLINE_TARGETS } from "../../runtime/targets.js";
import { phaseCodes } from "../../runtime/phases.js";
import { offlineDevice, type GpuTarget } from "./offline.js";

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "tack-codegen-c-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Generated {
  name: string;
  code: string;
}

/** The code of every kernel case of a topic for `target`, and why the others were skipped. */
function generate(target: GpuTarget, cases: readonly unknown[], atomics?: readonly DtypeName[]): { kernels: Generated[]; skipped: string[] } {
  const device = offlineDevice(target, atomics);
  const b = device.backend;
  const kernels: Generated[] = [];
  const skipped: string[] = [];
  for (const c of cases as KernelCase[]) {
    if (!("kernel" in c)) {
      skipped.push(`${(c as { name: string }).name}: a contract case (launches on a device)`);
      continue;
    }
    const n = (c.sizes ?? SIZES)[0];
    const args = c.args(new Rng(hashSeed(`${c.label ?? c.kernel.kernelName}/${n}`)), n);
    const noDtype = dtypesOf(args).filter((d) => !b.supportedDtypes.has(d));
    const noAtomic = (c.atomics ?? []).filter((d) => !b.supportedAtomicDtypes.has(d));
    if (noDtype.length || noAtomic.length) {
      skipped.push(`${c.name}: ${target} has no ${noDtype.length ? noDtype.join(", ") : `atomics on ${noAtomic.join(", ")}`}`);
      continue;
    }
    // outputs as a run makes them: a TypedArray, or a shaped tack.Array (the classes are what matter)
    const real = args.map((a) => (a instanceof Out ? poisoned(a) : a));
    const inspect = (c.kernel as unknown as { inspect(a: unknown[], o: object): string }).inspect;
    // a kernel of several phases: each phase is a kernel of its own
    phaseCodes(inspect.call(c.kernel, real, { device })).forEach((code, p) => kernels.push({ name: p > 0 ? `${c.name} (phase ${p})` : c.name, code }));
  }
  return { kernels, skipped };
}

/** One translation unit: each kernel's `tack_` names (entry, helpers, locals) prefixed apart. */
function unit(kernels: Generated[]): string {
  return kernels.map((k, i) => `// case: ${k.name}\n${k.code.replaceAll("tack_", `tk${i}_`)}`).join("\n");
}

async function tool(cmd: string, args: string[]): Promise<string> {
  try {
    const r = await run(cmd, args, { maxBuffer: 1 << 24 });
    return r.stdout + r.stderr;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${cmd} ${args.join(" ")} failed:\n${(err.stderr || err.stdout || err.message).slice(0, 4000)}`);
  }
}

/**
 * Warnings the toolchains print for generated code are failures too (conversions, unreferenced
 * labels), except nvcc's #550-D "variable was set but never used": scalarized vectors can leave a
 * component that is written and never read, which is dead code for ptxas, not a defect.
 */
const HARMLESS = /#550-D|warnings can be suppressed/;

function noWarnings(out: string, what: string): void {
  const lines = out.split("\n").filter((l) => /warning/i.test(l) && !HARMLESS.test(l));
  expect(lines, `${what} warned`).toEqual([]);
}

const slug = (s: string) => s.replace(/[^A-Za-z0-9]+/g, "-");
let cudaKernels = 0;
let openclKernels = 0;

describe("every suite kernel as CUDA C: nvcc -ptx -arch=sm_90, then ptxas", () => {
  for (const topic of TOPICS) {
    it(topic.name, async (ctx) => {
      const { kernels, skipped } = generate("cuda", topic.cases);
      if (skipped.length) ctx.task.meta = { skipped } as never;
      if (kernels.length === 0) ctx.skip(`no kernel case compiles for CUDA: ${skipped.join("; ")}`);
      const base = join(dir, `${slug(topic.name)}-cuda`);
      writeFileSync(`${base}.cu`, unit(kernels));
      noWarnings(await tool("nvcc", ["-ptx", "-arch=sm_90", "-o", `${base}.ptx`, `${base}.cu`]), `nvcc on ${topic.name}`);
      noWarnings(await tool("ptxas", ["-arch=sm_90", "-o", `${base}.cubin`, `${base}.ptx`]), `ptxas on ${topic.name}`);
      cudaKernels += kernels.filter((k) => !/ \(phase \d+\)$/.test(k.name)).length;
    }, 120_000);
  }
});

describe("every suite kernel as OpenCL C: clang -x cl (CL1.2, CL2.0) -target spir64, llvm-spirv, spirv-val", () => {
  for (const topic of TOPICS) {
    it(topic.name, async (ctx) => {
      const { kernels, skipped } = generate("opencl", topic.cases);
      if (kernels.length === 0) ctx.skip(`no kernel case compiles for OpenCL: ${skipped.join("; ")}`);
      const base = join(dir, `${slug(topic.name)}-opencl`);
      writeFileSync(`${base}.cl`, unit(kernels));
      // -O0, as OpenCL front ends make SPIR-V (the driver optimizes it): at -O2 clang 14 emits
      // `freeze` and lifetime markers, which llvm-spirv 14 cannot translate or misplaces
      const clang = ["-x", "cl", "-O0", "-target", "spir64", "-Xclang", "-finclude-default-header", "-emit-llvm", "-c"];
      noWarnings(await tool("clang-14", [...clang, "-cl-std=CL1.2", "-o", `${base}.bc`, `${base}.cl`]), `clang CL1.2 on ${topic.name}`);
      noWarnings(await tool("clang-14", [...clang, "-cl-std=CL2.0", "-o", `${base}-20.bc`, `${base}.cl`]), `clang CL2.0 on ${topic.name}`);
      // and optimized, as a driver's compiler sees it (warnings that need analysis show up here)
      noWarnings(await tool("clang-14", [...clang.filter((a) => a !== "-O0"), "-O2", "-cl-std=CL1.2", "-o", `${base}-o2.bc`, `${base}.cl`]), `clang -O2 on ${topic.name}`);
      await tool("llvm-spirv-14", [`${base}.bc`, "-o", `${base}.spv`]);
      await tool("spirv-val", [`${base}.spv`]);
      openclKernels += kernels.filter((k) => !/ \(phase \d+\)$/.test(k.name)).length;
    }, 60_000);
  }
});

describe("64-bit atomics in OpenCL C, for a device with cl_khr_int64_base_atomics and _extended_atomics", () => {
  it("compiles every atomics case", async () => {
    const topic = TOPICS.find((t) => t.name === "atomics")!;
    const { kernels, skipped } = generate("opencl", topic.cases, ["i32", "u32", "i64", "u64", "f32", "f64"]);
    expect(skipped.filter((s) => / has no atomics on (i32|u32|i64|u64|f32|f64)\b/.test(s))).toEqual([]);
    expect(kernels.some((k) => k.code.includes("atom_add(") && k.code.includes("cl_khr_int64_base_atomics"))).toBe(true);
    const base = join(dir, "atomics-int64-opencl");
    writeFileSync(`${base}.cl`, unit(kernels));
    await tool("clang-14", ["-x", "cl", "-O0", "-target", "spir64", "-Xclang", "-finclude-default-header", "-emit-llvm", "-c", "-cl-std=CL1.2", "-o", `${base}.bc`, `${base}.cl`]);
    await tool("llvm-spirv-14", [`${base}.bc`, "-o", `${base}.spv`]);
    await tool("spirv-val", [`${base}.spv`]);
  });
});

describe("the offline compile covered the suite", () => {
  it("compiled every kernel case whose atomics the target has", () => {
    const cases = TOPICS.flatMap((t) => t.cases).filter((c): c is KernelCase => "kernel" in c);
    expect(cases.length).toBeGreaterThan(200);
    const within = (atomics: readonly string[]) => cases.filter((c) => (c.atomics ?? []).every((d) => atomics.includes(d))).length;
    expect(cudaKernels).toBe(within(OFFLINE_TARGETS.cuda.atomics));
    expect(openclKernels).toBe(within(OFFLINE_TARGETS.opencl.atomics));
  });
});
