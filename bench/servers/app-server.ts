/** The real server on a given database, for load tests driven from another process. */
import "../../src/core/production-env.ts";
import pino from "pino";
import { createServer } from "../../src/server.ts";
import { openDb } from "../../src/core/db/client.ts";
import { resolveDbTarget } from "../../src/core/db/url.ts";
import { discoverModules } from "../../src/core/modules.ts";
import { settingsFromEnv } from "../../src/core/settings.ts";

const url = process.env.BENCH_DATABASE_URL!;
const handle = openDb(resolveDbTarget(url));
const server = await createServer({
  // B2B_MODULES ("" = none) and RESPONSE_CACHE are read as in production
  modules: await discoverModules(settingsFromEnv().modules),
  dbHandle: handle,
  logger: pino({ level: "silent" }),
  settings: { varDir: process.env.BENCH_VAR_DIR!, databaseUrl: url },
});
const running = await server.listen(0, "127.0.0.1");
process.send?.({ ready: true, url: running.url });
// a clean exit on request, so that `node --cpu-prof` writes its profile (bench/profile-listing.ts)
process.on("message", (m) => m === "exit" && process.exit(0));
