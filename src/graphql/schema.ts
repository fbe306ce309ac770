/** Assembles the schema: the core domains, then every installed module's additions. */
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import type { Db } from "../core/db/client.ts";
import type { InstalledModule } from "../core/modules.ts";
import { createBuilder } from "./builder.ts";
import { registerErrorTypes } from "./errors.ts";
import { registerCatalogSchema } from "../catalog/schema.ts";
import { registerContentSchema } from "../content/schema.ts";
import { registerStoreSchema } from "../store/schema.ts";
import { registerStorefrontSyncSchema } from "../core/storefront-sync.ts";
import { coreDomains } from "./domains.ts";

export function buildSchema(db: Db, modules: InstalledModule[]): GraphQLSchema {
  const builder = createBuilder(db);
  registerErrorTypes(builder);
  registerStoreSchema(builder);
  registerStorefrontSyncSchema(builder);
  const types = registerCatalogSchema(builder);
  registerContentSchema(builder);
  for (const register of coreDomains) register(builder);
  for (const m of modules) m.definition.schema?.(builder, m, types);
  return builder.toSchema({ sortSchema: true });
}

export const printSdl = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));
