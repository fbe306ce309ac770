import path from "node:path";

export type DbKind = "sqlite" | "postgres";

export interface DbTarget {
  kind: DbKind;
  /** libsql URL (file:...) or postgres connection string */
  url: string;
  /** folder of migrations for this provider */
  migrationsDir: string;
  /** the provider's schema folder (Prisma's multi-file schema: the core's file and one per module) */
  schemaPath: string;
}

export const DEFAULT_SQLITE_URL = "file:var/data.db";

export function resolveDbTarget(databaseUrl = process.env.DATABASE_URL ?? DEFAULT_SQLITE_URL): DbTarget {
  const root = projectRoot();
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return {
      kind: "postgres",
      url: databaseUrl,
      migrationsDir: path.join(root, "prisma/postgres/migrations"),
      schemaPath: path.join(root, "prisma/postgres/schema"),
    };
  }
  const url = databaseUrl.startsWith("file:") ? databaseUrl : `file:${databaseUrl}`;
  return {
    kind: "sqlite",
    url,
    migrationsDir: path.join(root, "prisma/migrations"),
    schemaPath: path.join(root, "prisma/schema"),
  };
}

export function projectRoot(): string {
  return path.resolve(import.meta.dirname, "../../..");
}
