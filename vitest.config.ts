import { defineConfig } from "vitest/config";

// real scrypt at a test cost (2^14), for the template database (global setup) and every test file: the
// suite hashes hundreds of passwords. The default (2^17) is asserted by the item 7 test and used by every
// process the tests start as a user would.
process.env.NODE_ENV ??= "test";
process.env.PASSWORD_SCRYPT_LOG_N ??= "14";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts", "dsl/**/*.test.ts", "src/**/*.test.ts"],
    globalSetup: ["tests/helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
