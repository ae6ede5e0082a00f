#!/usr/bin/env node
// The `tack` command (`npx tack ...`): runs the CLI built into dist/cli (cli/*.ts). A checkout
// builds dist/ on `npm install`; the package tarball carries it.
import { existsSync } from "node:fs";

const entry = new URL("../dist/cli/main.js", import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write("tack: error: the CLI is not built (dist/cli/main.js is missing); run `npm run build` in the tack package\n");
  process.exitCode = 1;
} else {
  // a reader that stops early (`tack compile ... | head`) is not an error
  process.stdout.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw e;
  });
  const { main } = await import(entry.href);
  process.exitCode = await main(process.argv.slice(2));
}
