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
    // test files share their worker process: importing the whole app once per file was most of the suite's time
    // (~2,000 s against ~230 s). So no app may keep its state in a module-level variable (each app owns its
    // caches and its company permission tree), and a test restores any process.env it changes.
    isolate: false,
  },
});
