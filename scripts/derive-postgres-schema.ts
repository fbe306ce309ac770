/** prisma/postgres/schema.prisma is derived from prisma/schema.prisma: same models, other provider and client. */
import fs from "node:fs";

export function derivePostgresSchema(sqliteSchema: string): string {
  const out = sqliteSchema
    .replace(/^\/\/ Source schema[^\n]*\n(\/\/[^\n]*\n)*/m, "// GENERATED from prisma/schema.prisma by `npm run generate`: do not edit.\n")
    .replace(/generator pothos \{[^}]*\}\n\n/, "")
    .replace(/output\s+= "\.\.\/src\/generated\/prisma"/, 'output       = "../../src/generated/prisma-pg"')
    .replace(/provider = "sqlite"/, 'provider = "postgresql"');
  if (out === sqliteSchema) throw new Error("derivePostgresSchema: nothing replaced");
  return out;
}

export const POSTGRES_SCHEMA_PATH = "prisma/postgres/schema.prisma";

export function writePostgresSchema(): boolean {
  const next = derivePostgresSchema(fs.readFileSync("prisma/schema.prisma", "utf8"));
  const prev = fs.existsSync(POSTGRES_SCHEMA_PATH) ? fs.readFileSync(POSTGRES_SCHEMA_PATH, "utf8") : "";
  if (prev === next) return false;
  fs.mkdirSync("prisma/postgres", { recursive: true });
  fs.writeFileSync(POSTGRES_SCHEMA_PATH, next);
  return true;
}
