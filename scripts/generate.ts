/**
 * npm run generate: Prisma clients (SQLite + PostgreSQL), printed SDL, codegen typed documents, OpenAPI.
 * `--prisma-only` (postinstall) stops after the clients.
 */
import { execFileSync } from "node:child_process";
import { writePostgresSchema, POSTGRES_SCHEMA_DIR, SQLITE_SCHEMA_DIR } from "./derive-postgres-schema.ts";

const prismaOnly = process.argv.includes("--prisma-only");
writePostgresSchema();
const prisma = (schema: string) =>
  execFileSync(process.execPath, ["node_modules/prisma/build/index.js", "generate", "--no-hints", "--schema", schema], {
    stdio: ["ignore", "ignore", "inherit"],
  });
prisma(SQLITE_SCHEMA_DIR);
prisma(POSTGRES_SCHEMA_DIR);
console.log("generated Prisma clients (sqlite, postgres)");

if (!prismaOnly) {
  const tsx = ["--import", "tsx"];
  execFileSync(process.execPath, [...tsx, "scripts/write-sdl.ts"], { stdio: "inherit" });
  execFileSync(process.execPath, ["node_modules/@graphql-codegen/cli/cjs/bin.js", "--config", "codegen.ts", "--silent"], { stdio: "inherit" });
  console.log("generated typed documents (src/generated/rest, src/modules/*/generated, admin/src/generated)");
  execFileSync(process.execPath, [...tsx, "scripts/write-openapi.ts"], { stdio: "inherit" });
  execFileSync(process.execPath, [...tsx, "scripts/write-diagrams.ts"], { stdio: "inherit" });
}
process.exit(0);
