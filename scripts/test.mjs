// `npm test`: runs the vitest suite and ends with one line `N passed, N failed` (and skipped),
// which CI reads. Extra arguments go to vitest (`npm test -- test/compiler`).
//
// Without extra arguments the suite runs a second, short time with every native shim
// disabled (TACK_DISABLE_NATIVE=1), as on a machine where none was built: the device-neutral
// kernel suite, the API tests and the wasm device's own, on the wasm device as the default.
// Both runs are summed into the one line.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

const NO_NATIVE_TESTS = ["test/backends/kernels.test.ts", "test/runtime/api.test.ts", "test/wasm"];

mkdirSync("tmp", { recursive: true });

function vitest(label, args, env = {}) {
  const out = `tmp/vitest-results${label ? `-${label}` : ""}.json`;
  rmSync(out, { force: true });
  const r = spawnSync(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...args],
    { stdio: "inherit", env: { ...process.env, ...env } },
  );
  let passed = 0, failed = 0, skipped = 0;
  try {
    const res = JSON.parse(readFileSync(out, "utf8"));
    passed = res.numPassedTests;
    failed = res.numFailedTests + (res.numRuntimeErrorTestSuites ?? 0);
    skipped = res.numPendingTests + res.numTodoTests;
    for (const s of res.testResults) if (s.status === "failed" && s.assertionResults.length === 0) failed++;
  } catch (e) {
    console.error(`test: no results from vitest${label ? ` (${label})` : ""} (${e.message})`);
    failed = Math.max(failed, 1);
  }
  return { ok: r.status === 0 && failed === 0, passed, failed, skipped };
}

/**
 * Files whose tests time the machine itself (the CPU pool's fan-out calibration): run after the
 * rest, alone, since other test files running beside them move the timings they size their work
 * from (test/cpu-shim.test.ts "a stream of launches ..." failed all three tries in a full run
 * and passes alone).
 */
const ALONE = ["test/cpu-shim.test.ts"];

const extra = process.argv.slice(2);
const runs = extra.length === 0 ? [vitest("", ALONE.map((f) => `--exclude=${f}`)), vitest("alone", ALONE)] : [vitest("", extra)];
if (extra.length === 0) {
  console.log("test: once more with native shims disabled (TACK_DISABLE_NATIVE=1): the wasm device as the default");
  runs.push(vitest("no-native", NO_NATIVE_TESTS, { TACK_DISABLE_NATIVE: "1" }));
}
const sum = (k) => runs.reduce((s, r) => s + r[k], 0);
console.log(`${sum("passed")} passed, ${sum("failed")} failed, ${sum("skipped")} skipped`);
process.exit(runs.every((r) => r.ok) ? 0 : 1);
