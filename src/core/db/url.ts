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

/** the embedded default: data.db in VAR_DIR when that is set (npm start keeps a whole demo in one folder) */
const embeddedUrl = () => (process.env.VAR_DIR ? `file:${path.join(path.resolve(projectRoot(), process.env.VAR_DIR), "data.db")}` : DEFAULT_SQLITE_URL);

export function resolveDbTarget(databaseUrl = process.env.DATABASE_URL || embeddedUrl()): DbTarget {
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
