/**
 * The compiler test corpus: kernels in test/corpus/*.ts, each a TypeScript module exporting one
 * kernel with annotated parameters (so the module text alone is an offline compile request).
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import type { CompileResult } from "../../runtime/request.js";

export const corpusDir = fileURLToPath(new URL("../corpus/", import.meta.url));

export interface CorpusKernel {
  /** File stem, also the exported function's name. */
  name: string;
  file: string;
  source: string;
}

export function corpus(): CorpusKernel[] {
  return readdirSync(corpusDir)
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .map((f) => ({ name: f.slice(0, -3), file: join(corpusDir, f), source: readFileSync(join(corpusDir, f), "utf8") }));
}

/** The signature a compile result was specialized on, in tack.compile's string form. */
export function signatureOf(r: CompileResult): string[] {
  return r.params.map((p) => (p.kind === "array" ? p.dtype + "[]".repeat(p.rank) : p.dtype));
}

/** LLVM 14's verifier on a module: "" when valid, else its complaint. */
export function verifyIR(code: string): string {
  const r = spawnSync("opt-14", ["-verify", "-disable-output"], { input: code, encoding: "utf8" });
  if (r.error) throw new Error(`opt-14 is needed to verify generated IR (apt-get install llvm-14): ${r.error.message}`);
  return r.status === 0 ? "" : r.stderr;
}
