import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    pool: "forks",
    // the disk cache stays off in tests unless the environment asks for it (test/cache turns it on in temp directories)
    env: { TACK_CACHE: process.env.TACK_CACHE ?? "off" },
  },
});
