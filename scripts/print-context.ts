/** The schema as installed with every module present under src/modules (no database is queried). */
import { buildSchema } from "../src/graphql/schema.ts";
import { discoverModules, installDomains, ModuleRegistry } from "../src/core/modules.ts";
import { commerceDomains } from "../src/app.ts";
import { openDb } from "../src/core/db/client.ts";
import { resolveDbTarget } from "../src/core/db/url.ts";
import type { App } from "../src/core/kernel.ts";

export async function allModules() {
  return new ModuleRegistry({} as App, await discoverModules(null));
}

/** the commerce domains as listed by the composition root */
export function allDomains() {
  return installDomains({} as App, commerceDomains);
}

export async function buildSchemaForPrint() {
  const handle = openDb(resolveDbTarget("file::memory:"));
  const schema = buildSchema(handle.db, allDomains(), (await allModules()).installed);
  return { schema, close: () => handle.close() };
}
