/**
 * Every diagnostic code of compiler/diagnostics.ts is reported somewhere in the compiler and has
 * its message row: a code nothing reports is a message no user can see (it goes stale unseen,
 * as SecondParallelLoop did once kernels could hold several parallel loops), so it is removed.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const compilerDir = new URL("../../compiler/", import.meta.url).pathname;

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(p));
    else if (e.name.endsWith(".ts")) out.push(p);
  }
  return out;
}

it("every DiagCode is reported by the compiler and has a message row", () => {
  const diag = readFileSync(join(compilerDir, "diagnostics.ts"), "utf8");
  const body = diag.slice(diag.indexOf("export const enum DiagCode {"));
  const codes = [...body.slice(0, body.indexOf("\n}")).matchAll(/^\s+([A-Z]\w*) = \d+,/gm)].map((m) => m[1]);
  expect(codes.length).toBeGreaterThan(40);
  const rest = sources(compilerDir).filter((p) => !p.endsWith("diagnostics.ts")).map((p) => readFileSync(p, "utf8")).join("\n");
  const unused = codes.filter((c) => !new RegExp(`DiagCode\\.${c}\\b`).test(rest));
  expect(unused, "codes nothing in compiler/ reports").toEqual([]);
  const noRow = codes.filter((c) => !diag.includes(`row(DiagCode.${c},`));
  expect(noRow, "codes without a message row").toEqual([]);
});
