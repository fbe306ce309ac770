/**
 * npm run db:deploy                 apply pending migrations to DATABASE_URL (default SQLite under var/)
 * npm run db:migration -- <name>    create migrations for both providers from prisma/schema.prisma
 */
import { resolveDbTarget } from "../src/core/db/url.ts";
import { createMigration, deployMigrations } from "../src/core/db/migrate.ts";
import { writePostgresSchema } from "./derive-postgres-schema.ts";
import { extraMigrationSql } from "../prisma/extra-sql.ts";

const [cmd, name] = process.argv.slice(2);
if (cmd === "deploy") {
  const applied = await deployMigrations(resolveDbTarget());
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
} else if (cmd === "create" && name) {
  writePostgresSchema();
  const sqlite = resolveDbTarget("file:var/migration-scratch.db");
  // the engine connects even to diff two schema files; nothing is written to this database
  const pg = resolveDbTarget(process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres");
  const extra = extraMigrationSql(name);
  for (const [target, sql] of [
    [sqlite, extra.sqlite],
    [pg, extra.postgres],
  ] as const) {
    const dir = await createMigration(target, name, sql);
    console.log(dir ? `created ${dir}` : `${target.kind}: schema unchanged, nothing to create`);
  }
} else {
  console.error("usage: migrate.ts deploy | create <name>");
  process.exit(2);
}
process.exit(0);
