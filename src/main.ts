/** npm start: apply pending migrations, seed an empty database with the demo store, serve. */
import "./core/production-env.ts";
import { settingsFromEnv } from "./core/settings.ts";
import { resolveDbTarget } from "./core/db/url.ts";
import { deployMigrations } from "./core/db/migrate.ts";
import { withStartupLock } from "./core/db/startup-lock.ts";
import { discoverModules } from "./core/modules.ts";
import { createServer } from "./server.ts";
import { openDb } from "./core/db/client.ts";
import { seedDemo } from "../prisma/seed-demo.ts";

const settings = settingsFromEnv();
const target = resolveDbTarget(settings.databaseUrl);
const handle = openDb(target);
// one instance at a time migrates and bootstraps an empty database; the others wait (bounded)
await withStartupLock(target, async () => {
const applied = await deployMigrations(target);
if (applied.length) console.log(`applied migrations: ${applied.join(", ")}`);

if ((await handle.db.store.count()) === 0) {
  console.log("empty database: seeding the demo store");
  const creds = await seedDemo(handle.db, { products: 300 });
  console.log(`admin login: ${creds.admin.username} / ${creds.admin.password}`);
  console.log(`API user (HTTP Basic): ${creds.apiUser.username} / ${creds.apiUser.password}`);
  for (const c of creds.customers) console.log(`customer (${c.group}, ${c.status}): ${c.email} / ${c.password}`);
}
});
const server = await createServer({ settings, modules: await discoverModules(settings.modules), dbHandle: handle });
const running = await server.listen();
console.log(`B2B trade API on ${running.url}  (GraphiQL: ${running.url}/graphql, OpenAPI: ${running.url}/api/rest/v2/openapi.json)`);

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
