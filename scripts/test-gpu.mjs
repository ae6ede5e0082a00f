// `npm run test:gpu`: the GPU suite from a built checkout — test/gpu (the GPU backends with
// hand-written kernels) and the device-neutral kernel suite on every available GPU device
// (cuda, opencl), each skipped with its reason where unavailable. On a machine without the
// CPU shim (the GPU machine has no LLVM 14) the default device is the first GPU found.
// scripts/gpu-run.sh runs the same on the GPU machine, with no npm there.
import { spawnSync } from "node:child_process";

const env = { ...process.env };
const r = spawnSync(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "test/gpu", "test/backends/kernels.test.ts", "-t", "^(cuda|opencl)|on '(cuda|opencl)'", ...process.argv.slice(2)],
  { stdio: "inherit", env },
);
process.exit(r.status ?? 1);
