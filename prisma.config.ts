import path from "node:path";
import { defineConfig } from "prisma/config";

// The Prisma CLI downloads a native schema engine on most commands; this machine (and many locked-down
// CIs) cannot reach its host. `prisma generate` only needs the variable to name an existing file;
// migrations run through the wasm engine in scripts/migrate.ts instead.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve("scripts/no-native-schema-engine.sh");

export default defineConfig({
  // a folder: Prisma's multi-file schema (the core's file and one per module)
  schema: process.env.PRISMA_SCHEMA ?? "prisma/schema",
  migrations: { path: "prisma/migrations" },
});
