/**
 * Golden LLVM IR for the corpus (test/codegen/<kernel>.ll), each module accepted by LLVM 14's
 * verifier. `TACK_UPDATE_GOLDENS=1 npx vitest run test/compiler/golden.test.ts` rewrites them;
 * review the diff like code.
 */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile } from "../../runtime/compile.js";
import { corpus, verifyIR } from "./corpus.js";

const goldenDir = fileURLToPath(new URL("../codegen/", import.meta.url));
const update = process.env.TACK_UPDATE_GOLDENS === "1";

describe("golden LLVM IR", () => {
  for (const k of corpus()) {
    it(`${k.name}.ll matches and verifies`, () => {
      const { code } = compile(k.source, { name: k.name });
      expect(verifyIR(code)).toBe("");
      const path = `${goldenDir}${k.name}.ll`;
      if (update || !existsSync(path)) writeFileSync(path, code);
      expect(code).toBe(readFileSync(path, "utf8"));
    });
  }

  it("the noalias variant marks array pointers and still verifies", () => {
    const k = corpus().find((c) => c.name === "saxpy")!;
    const { code } = compile(k.source, { name: k.name, noalias: true });
    expect(code).toMatch(/define internal void @tack_kernel_saxpy\(float\* noalias %p0, float\* noalias %p1, float\* noalias %p2, float %p3/);
    expect(verifyIR(code)).toBe("");
  });
});
