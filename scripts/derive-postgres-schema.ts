/**
 * prisma/postgres/schema/ is derived from prisma/schema/ (Prisma's multi-file schema: the core's file and
 * one per module): same models, other provider and client output.
 */
import fs from "node:fs";
import path from "node:path";

export const SQLITE_SCHEMA_DIR = "prisma/schema";
export const POSTGRES_SCHEMA_DIR = "prisma/postgres/schema";
/** the folder before the schema was split per module (removed when found) */
const LEGACY_POSTGRES_SCHEMA = "prisma/postgres/schema.prisma";

const GENERATED = "// GENERATED from prisma/schema/ by `npm run generate`: do not edit.\n";

/** the file that holds the generators and the datasource */
export function derivePostgresSchema(sqliteSchema: string): string {
  const out = sqliteSchema
    .replace(/^\/\/ Source schema[^\n]*\n(\/\/[^\n]*\n)*/m, GENERATED)
    .replace(/generator pothos \{[^}]*\}\n\n/, "")
    .replace(/output\s+= "\.\.\/\.\.\/src\/generated\/prisma"/, 'output       = "../../../src/generated/prisma-pg"')
    .replace(/provider = "sqlite"/, 'provider = "postgresql"');
  if (out === sqliteSchema) throw new Error("derivePostgresSchema: nothing replaced");
  return out;
}

/** every file of a schema folder, sorted by name: [name, content] */
export function readSchemaDir(dir: string): [string, string][] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".prisma"))
    .sort()
    .map((f) => [f, fs.readFileSync(path.join(dir, f), "utf8")]);
}

/**
 * Amounts (`Decimal` fields) are `numeric(20,4)` on PostgreSQL, Magento's decimal(20,4): four decimals for unit
 * prices of B2B price lists, rounded to the currency's minor unit where the money module rounds (docs/architecture.md#money).
 * SQLite has no native type attributes; Prisma keeps its DECIMAL columns exact to the 15 digits a REAL holds.
 */
export const decimalColumns = (content: string) => content.replace(/^(\s+\w+\s+Decimal\??)(?=\s|$)/gm, "$1 @db.Decimal(20, 4)");

/** the PostgreSQL folder's files for the SQLite folder's files */
export function derivePostgresSchemaDir(files: [string, string][]): [string, string][] {
  return files.map(([name, content]) => [name, decimalColumns(/^datasource\s/m.test(content) ? derivePostgresSchema(content) : GENERATED + content)]);
}

export function writePostgresSchema(): boolean {
  const next = derivePostgresSchemaDir(readSchemaDir(SQLITE_SCHEMA_DIR));
  fs.mkdirSync(POSTGRES_SCHEMA_DIR, { recursive: true });
  let changed = false;
  fs.rmSync(LEGACY_POSTGRES_SCHEMA, { force: true });
  const wanted = new Set(next.map(([n]) => n));
  for (const f of fs.readdirSync(POSTGRES_SCHEMA_DIR)) {
    if (f.endsWith(".prisma") && !wanted.has(f)) {
      fs.rmSync(path.join(POSTGRES_SCHEMA_DIR, f));
      changed = true;
    }
  }
  for (const [name, content] of next) {
    const file = path.join(POSTGRES_SCHEMA_DIR, name);
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === content) continue;
    fs.writeFileSync(file, content);
    changed = true;
  }
  return changed;
}
