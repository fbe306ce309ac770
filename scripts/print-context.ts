/** The schema as installed with every module present under src/modules (no database is queried). */
import { buildSchema } from "../src/graphql/schema.ts";
import { discoverModules, ModuleRegistry } from "../src/core/modules.ts";
import { openDb } from "../src/core/db/client.ts";
import { resolveDbTarget } from "../src/core/db/url.ts";
import type { App } from "../src/core/app.ts";

export async function allModules() {
  return new ModuleRegistry({} as App, await discoverModules(null));
}

export async function buildSchemaForPrint() {
  const handle = openDb(resolveDbTarget("file::memory:"));
  const schema = buildSchema(handle.db, (await allModules()).installed);
  return { schema, close: () => handle.close() };
}
