/** npm start: apply pending migrations, bootstrap an empty database (src/bootstrap.ts), serve. Every log line is JSON. */
import "./core/production-env.ts";
import pino from "pino";
import { settingsFromEnv } from "./core/settings.ts";
import { resolveDbTarget } from "./core/db/url.ts";
import { deployMigrations } from "./core/db/migrate.ts";
import { withStartupLock } from "./core/db/startup-lock.ts";
import { discoverModules } from "./core/modules.ts";
import { createServer } from "./server.ts";
import { openDb } from "./core/db/client.ts";
import { bootstrapDatabase } from "./bootstrap.ts";

const settings = settingsFromEnv();
const logger = pino({ level: settings.logLevel, base: { service: "b2b-trade" } });
process.on("uncaughtException", (err) => {
  logger.fatal({ err }, "uncaught exception");
  process.exit(1);
});
process.on("unhandledRejection", (err) => logger.error({ err }, "unhandled promise rejection"));

try {
  const target = resolveDbTarget(settings.databaseUrl);
  const handle = openDb(target);
  // one instance at a time migrates and bootstraps an empty database; the others wait (bounded)
  const boot = await withStartupLock(
    target,
    async () => {
      const applied = await deployMigrations(target);
      if (applied.length) logger.info({ migrations: applied }, "applied migrations");
      return bootstrapDatabase(handle, settings, logger);
    },
    { onWait: (message) => logger.info(message) },
  );
  if (boot.demo) {
    // the demo's credentials, once, for whoever started it (the embedded default or SEED_DEMO=1)
    const { admin, apiUser, customers } = boot.demo;
    logger.info({ admin, apiUser, customers }, "demo credentials (POST /api/rest/v2/auth/admin-token as admin; HTTP Basic as the API user)");
  }
  const server = await createServer({ settings, modules: await discoverModules(settings.modules), dbHandle: handle, logger });
  const running = await server.listen();
  logger.info({ url: running.url, graphiql: `${running.url}/graphql`, openapi: `${running.url}/api/rest/v2/openapi.json` }, "B2B trade API listening");

  let stopping = false;
  const stop = async () => {
    // a second signal (Ctrl-C reaches the whole process group, and npm start forwards it too) changes nothing
    if (stopping) return;
    stopping = true;
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (err) {
  logger.fatal({ err: err instanceof Error ? { message: err.message } : err }, "could not start");
  process.exit(1);
}
