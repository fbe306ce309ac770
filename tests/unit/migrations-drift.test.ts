import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { pendingSchemaSql } from "../../src/core/db/migrate.ts";
import { resolveDbTarget } from "../../src/core/db/url.ts";
import { derivePostgresSchemaDir, readSchemaDir, POSTGRES_SCHEMA_DIR, SQLITE_SCHEMA_DIR } from "../../scripts/derive-postgres-schema.ts";

describe("prisma/schema/ and the migrations agree", () => {
  it("SQLite: replaying the migrations gives the schema (no pending SQL)", async () => {
    expect(await pendingSchemaSql(resolveDbTarget("file::memory:"))).toBe("");
  });

  it("the PostgreSQL schema is derived from the SQLite one", () => {
    expect(readSchemaDir(POSTGRES_SCHEMA_DIR)).toEqual(derivePostgresSchemaDir(readSchemaDir(SQLITE_SCHEMA_DIR)));
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)("PostgreSQL: the newest migration was made from the current schema", async () => {
    expect(await pendingSchemaSql(resolveDbTarget(process.env.TEST_DATABASE_URL))).toBe("");
  });

  it("every migration folder has both providers", () => {
    const names = (dir: string) =>
      fs
        .readdirSync(dir)
        .filter((d) => fs.statSync(`${dir}/${d}`).isDirectory())
        .map((d) => d.replace(/^\d+_/, ""));
    expect(names("prisma/postgres/migrations")).toEqual(names("prisma/migrations"));
  });
});
