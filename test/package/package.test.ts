/**
 * The package as users get it: `import * as tack from "tack"` resolves through package.json
 * `exports` to dist/tack.js (built by `npm run build:ts`), from plain Node and from TypeScript, and
 * `tack.kernel` is typed so a kernel's call signature follows its function's parameters.
 */
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("the tack package", () => {
  it("is built: dist/ has the runtime and its type declarations", () => {
    expect(existsSync(`${root}dist/runtime/index.js`)).toBe(true);
    expect(existsSync(`${root}dist/runtime/index.d.ts`)).toBe(true);
  });

  it("imports as 'tack' from plain Node and runs a kernel", () => {
    mkdirSync(`${root}tmp`, { recursive: true });
    const script = `${root}tmp/package-import.mjs`;
    writeFileSync(
      script,
      `import * as tack from "tack";
const k = tack.kernel(function twice(x, out) { for (const i of tack.range(x.length)) out[i] = 2 * x[i]; });
const x = new Float64Array([1.5, -2, 3]); const out = new Float64Array(3).fill(NaN);
k(x, out);
console.log(JSON.stringify(Array.from(out)));`,
    );
    const r = spawnSync(process.execPath, [script], { cwd: root, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.stdout.trim()).toBe("[3,-4,6]");
  });

  it("type-checks kernel calls against the kernel's parameters", () => {
    const r = spawnSync(
      "npx",
      ["tsc", "--noEmit", "--strict", "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2022", "--types", "node", "test/package/usage.ts"],
      { cwd: root, encoding: "utf8" },
    );
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
