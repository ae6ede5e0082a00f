/**
 * Golden CUDA C and OpenCL C for representative kernels (STYLE.md 13): test/codegen-c/<kernel>.cu
 * and .cl are the exact output of `tack.compile` for each target — saxpy, mandelbrot, a histogram
 * (integer atomics), float atomic min/max (compare-and-swap), a grid stencil, device functions,
 * integer division helpers, a work-group kernel (shared tile, barrier, block reductions) and
 * software texture sampling; and saxpy's noalias variant (restrict pointers), which launches take
 * when no written array overlaps another argument.
 * Every golden also compiles (one nvcc run and one clang run over all of them). A missing golden
 * fails; only
 *
 *   TACK_UPDATE_GOLDENS=1 npx vitest run test/codegen-c/golden.test.ts
 *
 * writes files. Review the diff like code. The same request gives the same bytes (determinism).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { compile } from "../../runtime/compile.js";

const here = fileURLToPath(new URL("./", import.meta.url));
const corpusDir = fileURLToPath(new URL("../corpus/", import.meta.url));
const update = process.env.TACK_UPDATE_GOLDENS === "1";
const UPDATE_COMMAND = "TACK_UPDATE_GOLDENS=1 npx vitest run test/codegen-c/golden.test.ts";

const KERNELS: { name: string; file: string; signature?: string; noalias?: boolean }[] = [
  ...["saxpy", "mandelbrot", "histogram", "atomicminmax", "stencil", "devicefns", "intdiv"].map((name) => ({ name, file: `${corpusDir}${name}.ts` })),
  { name: "blocktotals", file: `${here}kernels/blocktotals.ts` },
  { name: "sampler", file: `${here}kernels/sampler.ts`, signature: "texture(4, 4, 4), f32[], i32" },
  { name: "saxpy-noalias", file: `${corpusDir}saxpy.ts`, noalias: true },
];
const TARGETS = [
  { target: "cuda", ext: "cu" },
  { target: "opencl", ext: "cl" },
] as const;

const dir = mkdtempSync(join(tmpdir(), "tack-golden-c-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

for (const { target, ext } of TARGETS) {
  describe(`golden ${target} code (.${ext})`, () => {
    for (const k of KERNELS) {
      it(`${k.name}.${ext} matches, and the same request gives the same bytes`, () => {
        const source = readFileSync(k.file, "utf8");
        const options = { name: k.name.replace("-noalias", ""), target, signature: k.signature, noalias: k.noalias };
        const first = compile(source, options);
        const again = compile(source, options);
        expect(again.code).toBe(first.code);
        expect(JSON.stringify(again.abi)).toBe(JSON.stringify(first.abi));
        const path = `${here}${k.name}.${ext}`;
        if (update) writeFileSync(path, first.code);
        if (!existsSync(path)) expect.fail(`test/codegen-c/${k.name}.${ext} is missing: create it with ${UPDATE_COMMAND}, then review it`);
        expect(first.code, `test/codegen-c/${k.name}.${ext} differs; if the change is intended: ${UPDATE_COMMAND}`).toBe(readFileSync(path, "utf8"));
      });
    }
  });
}

describe("the goldens compile", () => {
  const all = (ext: string) => KERNELS.map((k, i) => readFileSync(`${here}${k.name}.${ext}`, "utf8").replaceAll("tack_", `tk${i}_`)).join("\n");
  it("with nvcc -ptx -arch=sm_90", () => {
    writeFileSync(join(dir, "all.cu"), all("cu"));
    execFileSync("nvcc", ["-ptx", "-arch=sm_90", "-o", join(dir, "all.ptx"), join(dir, "all.cu")], { stdio: "pipe" });
  }, 60_000);
  it("with clang -x cl -cl-std=CL1.2 -target spir64", () => {
    writeFileSync(join(dir, "all.cl"), all("cl"));
    execFileSync("clang-14", ["-x", "cl", "-cl-std=CL1.2", "-O0", "-target", "spir64", "-Xclang", "-finclude-default-header",
      "-emit-llvm", "-c", "-o", join(dir, "all.bc"), join(dir, "all.cl")], { stdio: "pipe" });
  });
});

describe("the ABI (compiler/codegen/c/ABI.md)", () => {
  it("lists arrays, scalars by value, lengths, the range and the status buffer, in parameter order", () => {
    const r = compile(readFileSync(`${corpusDir}saxpy.ts`, "utf8"), { name: "saxpy", target: "cuda" });
    expect(r.abi).toMatchObject({
      kind: "gpu-kernel", dialect: "cuda", entry: "tack_kernel_saxpy", blockSize: 256, fullGroups: false,
      params: [
        { role: "array", param: 0, dtype: "f32" }, { role: "array", param: 1, dtype: "f32" }, { role: "array", param: 2, dtype: "f32" },
        { role: "scalar", param: 3, dtype: "f32" },
        { role: "length", param: 0, dim: -1 }, { role: "length", param: 1, dim: -1 }, { role: "length", param: 2, dim: -1 },
        { role: "range-start" }, { role: "range-end" }, { role: "status" },
      ],
      buildOptions: ["--ftz=false", "--prec-div=true", "--prec-sqrt=true", "--fmad=true"],
    });
    expect(r.code).toContain("__fmul_rn(");
  });

  it("marks work-group kernels fullGroups and names OpenCL's extensions", () => {
    const wg = compile(readFileSync(`${here}kernels/blocktotals.ts`, "utf8"), { name: "blocktotals", target: "opencl" });
    expect(wg.abi).toMatchObject({ kind: "gpu-kernel", dialect: "opencl", fullGroups: true, requires: [] });
    const f64 = compile(readFileSync(`${corpusDir}daxpy.ts`, "utf8"), { name: "daxpy", target: "opencl" });
    expect(f64.abi).toMatchObject({ requires: ["cl_khr_fp64"] });
    expect(f64.code).toContain("#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    const tex = compile(readFileSync(`${here}kernels/sampler.ts`, "utf8"), { name: "sampler", target: "cuda", signature: "texture(4, 4, 4), f32[], i32" });
    // the texture's private f32 copy, then its length like any array's (the extents are in the code)
    expect((tex.abi as unknown as { params: unknown[] }).params.slice(0, 4)).toEqual([
      { role: "texture", param: 0, dtype: "f32" }, { role: "array", param: 1, dtype: "f32" }, { role: "scalar", param: 2, dtype: "i32" },
      { role: "length", param: 0, dim: -1 },
    ]);
  });

  it("refuses what a dialect cannot spell with the kernel's name, the construct and line:col", () => {
    const src = `function fnShared(x: Float32Array) {
  function f(i: number) { const s = tack.shared(tack.f32, 256); s[0] = i; return s[0]; }
  for (const i of tack.range(x.length)) { x[i] = f(i); }
}`;
    expect(() => compile(src, { target: "opencl" })).toThrow(/Kernel 'fnShared': shared\(\) inside a device function cannot be expressed in opencl.*2:/s);
    expect(compile(src, { target: "cuda" }).code).toContain("__shared__ float");
  });
});
