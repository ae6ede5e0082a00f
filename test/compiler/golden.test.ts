/**
 * Golden generated code for the corpus, per target: test/codegen/<kernel>.<ext>, one row of
 * GOLDEN_TARGETS per target (STYLE.md 13). Each file is the exact output of `tack.compile` for
 * that target; where a target has an offline checker (LLVM 14's verifier for llvm), the output
 * must pass it too. A missing golden fails; only
 *
 *   TACK_UPDATE_GOLDENS=1 npx vitest run test/compiler/golden.test.ts
 *
 * writes files. Review the diff like code.
 */
import { describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile, type CompileTarget } from "../../runtime/compile.js";
import { corpus, verifyIR } from "./corpus.js";

const goldenDir = fileURLToPath(new URL("../codegen/", import.meta.url));
const update = process.env.TACK_UPDATE_GOLDENS === "1";
const UPDATE_COMMAND = "TACK_UPDATE_GOLDENS=1 npx vitest run test/compiler/golden.test.ts";

interface GoldenTarget {
  target: CompileTarget;
  /** The golden files' extension, without the dot. */
  ext: string;
  /** An offline check of generated code: "" when it passes, else the checker's complaint. */
  verify?: (code: string) => string;
}

/** One row per target; "wat", "cuda", "opencl", ... are added here as their generators land. */
const GOLDEN_TARGETS: readonly GoldenTarget[] = [{ target: "llvm", ext: "ll", verify: verifyIR }];

const kernels = corpus();

for (const { target, ext, verify } of GOLDEN_TARGETS) describe(`golden ${target} code (.${ext})`, () => {
  for (const k of kernels) {
    it(`${k.name}.${ext} matches${verify ? " and verifies" : ""}`, () => {
      const { code } = compile(k.source, { name: k.name, target });
      if (verify) expect(verify(code), `${target} checker on ${k.name}`).toBe("");
      const path = `${goldenDir}${k.name}.${ext}`;
      if (update) writeFileSync(path, code);
      if (!existsSync(path)) {
        expect.fail(`test/codegen/${k.name}.${ext} is missing: create it with ${UPDATE_COMMAND}, then review it`);
      }
      expect(code, `test/codegen/${k.name}.${ext} differs; if the change is intended: ${UPDATE_COMMAND}`).toBe(readFileSync(path, "utf8"));
    });
  }

  it(`every .${ext} golden has a corpus kernel`, () => {
    const names = new Set(kernels.map((k) => k.name));
    const orphans = readdirSync(goldenDir).filter((f) => f.endsWith(`.${ext}`) && !names.has(f.slice(0, -(ext.length + 1))));
    expect(orphans, "goldens whose test/corpus/<kernel>.ts is gone: delete them").toEqual([]);
  });
});

describe("llvm", () => {
  it("the noalias variant marks array pointers and still verifies", () => {
    const k = kernels.find((c) => c.name === "saxpy")!;
    const { code } = compile(k.source, { name: k.name, noalias: true });
    expect(code).toMatch(/define internal void @tack_kernel_saxpy\(float\* noalias %p0, float\* noalias %p1, float\* noalias %p2, float %p3/);
    expect(verifyIR(code)).toBe("");
  });
});
