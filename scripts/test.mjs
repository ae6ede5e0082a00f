// `npm test`: runs the vitest suite and ends with one line `N passed, N failed` (and skipped),
// which CI reads. Extra arguments go to vitest (`npm test -- test/compiler`).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("tmp", { recursive: true });
const out = "tmp/vitest-results.json";
rmSync(out, { force: true });
const r = spawnSync(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...process.argv.slice(2)],
  { stdio: "inherit" },
);
let passed = 0, failed = 0, skipped = 0;
try {
  const res = JSON.parse(readFileSync(out, "utf8"));
  passed = res.numPassedTests;
  failed = res.numFailedTests + (res.numRuntimeErrorTestSuites ?? 0);
  skipped = res.numPendingTests + res.numTodoTests;
  for (const s of res.testResults) if (s.status === "failed" && s.assertionResults.length === 0) failed++;
} catch (e) {
  console.error(`test: no results from vitest (${e.message})`);
  failed = Math.max(failed, 1);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(r.status === 0 && failed === 0 ? 0 : 1);
