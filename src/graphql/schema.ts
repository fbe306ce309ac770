/** Assembles the schema: the commerce domains (in dependency order), then every installed module's additions. */
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";
import type { Db } from "../core/db/client.ts";
import type { CoreTypeRefs, InstalledDomain, InstalledModule } from "../core/modules.ts";
import { createBuilder } from "../core/schema-builder.ts";
import { registerErrorTypes } from "./errors.ts";

export function buildSchema(db: Db, domains: InstalledDomain[], modules: InstalledModule[]): GraphQLSchema {
  const builder = createBuilder(db);
  registerErrorTypes(builder);
  const types = {} as CoreTypeRefs;
  for (const d of domains) Object.assign(types, d.definition.schema?.(builder, d, types) ?? {});
  for (const m of modules) m.definition.schema?.(builder, m, types);
  return builder.toSchema({ sortSchema: true });
}

export const printSdl = (schema: GraphQLSchema) => printSchema(lexicographicSortSchema(schema));
