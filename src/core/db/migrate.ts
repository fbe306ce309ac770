/**
 * Offline migrations through Prisma's wasm schema engine (the CLI wants a native binary it downloads).
 * Writes the same `_prisma_migrations` table and `migrations/<ts>_<name>/migration.sql` layout as the CLI.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory, type SqlDriverAdapter } from "@prisma/driver-adapter-utils";
import { adapterFactory } from "./adapter.ts";
import type { DbTarget } from "./url.ts";

/** Tables created by raw SQL in migrations (full-text indexes) that the Prisma schema cannot describe. */
export const EXTERNAL_TABLES = [
  "product_search",
  "product_search_data",
  "product_search_idx",
  "product_search_content",
  "product_search_docsize",
  "product_search_config",
];
const filtersFor = (target: DbTarget) => ({
  externalTables: target.kind === "postgres" ? EXTERNAL_TABLES.map((t) => `public.${t}`) : EXTERNAL_TABLES,
  externalEnums: [] as string[],
});

type Engine = {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diff(input: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
};

let bgModule: Promise<{ SchemaEngine: { new: (o: unknown, log: (m: string) => void, a: object) => Promise<Engine> } }> | undefined;

function loadEngineModule() {
  bgModule ??= (async () => {
    const require = createRequire(import.meta.url);
    const pkgDir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
    (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message: (m: string) => {
        throw new Error(m);
      },
    };
    const bg = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmModule = new WebAssembly.Module(fs.readFileSync(path.join(pkgDir, "schema_engine_bg.wasm")));
    const instance = new WebAssembly.Instance(wasmModule, { "./schema_engine_bg.js": bg as unknown as WebAssembly.ModuleImports });
    (bg as unknown as { __wbg_set_wasm(x: unknown): void }).__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
    return bg as never;
  })();
  return bgModule;
}

/** SQLite shadow replays send whole migration files as one statement: route those to executeScript. */
function scriptAwareShadow(factory: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  const wrap = (a: SqlDriverAdapter): SqlDriverAdapter =>
    new Proxy(a, {
      get(target, prop, receiver) {
        if (prop === "executeRaw") {
          return (q: { sql: string; args: unknown[] }) =>
            q.args.length === 0 && q.sql.includes(";") ? target.executeScript(q.sql).then(() => 0) : target.executeRaw(q as never);
        }
        const v = Reflect.get(target, prop, receiver);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
  return new Proxy(factory, {
    get(target, prop, receiver) {
      if (prop === "connectToShadowDb") return async () => wrap(await target.connectToShadowDb());
      const v = Reflect.get(target, prop, receiver);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
}

export function readMigrations(dir: string) {
  const dirs = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(dir, "migration_lock.toml");
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: { path: "migration.sql", content: { tag: "ok", value: fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8") } },
    })),
  };
}

/** every file of the provider's schema folder (the core's and one per module), sorted by name */
export function schemaFiles(target: DbTarget): { path: string; content: string }[] {
  return fs
    .readdirSync(target.schemaPath)
    .filter((f) => f.endsWith(".prisma"))
    .sort()
    .map((f) => ({ path: path.join(target.schemaPath, f), content: fs.readFileSync(path.join(target.schemaPath, f), "utf8") }));
}

async function withEngine<T>(target: DbTarget, fn: (e: Engine) => Promise<T>): Promise<T> {
  const { SchemaEngine } = await loadEngineModule();
  const factory = target.kind === "sqlite" ? scriptAwareShadow(adapterFactory(target)) : adapterFactory(target);
  const logs: string[] = [];
  const datamodels = schemaFiles(target).map((f) => [f.path, f.content]);
  const engine = await SchemaEngine.new({ datamodels }, (m: string) => logs.push(m), bindMigrationAwareSqlAdapterFactory(factory));
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await (factory as unknown as { dispose?: () => Promise<void> }).dispose?.();
  }
}

/** Applies pending migrations; returns the names applied. */
export function deployMigrations(target: DbTarget): Promise<string[]> {
  return withEngine(
    target,
    async (e) => (await e.applyMigrations({ migrationsList: readMigrations(target.migrationsDir), filters: filtersFor(target) })).appliedMigrationNames,
  );
}

/**
 * SQL that turns the migrations folder into the schema file; empty when they agree.
 * SQLite replays the migrations on a shadow database. PostgreSQL diffs from the schema the newest
 * migration was made from (kept beside it), because its shadow database would reuse the real one.
 */
export async function pendingSchemaSql(target: DbTarget): Promise<string> {
  const current = { files: schemaFiles(target) };
  return withEngine(target, async (e) => {
    let from: unknown;
    const migrations = readMigrations(target.migrationsDir);
    if (target.kind === "sqlite") from = migrations.migrationDirectories.length ? { tag: "migrations", ...migrations } : { tag: "empty" };
    else {
      const snapshot = path.join(target.migrationsDir, "schema.snapshot.prisma");
      from = fs.existsSync(snapshot) ? { tag: "schemaDatamodel", files: [{ path: snapshot, content: fs.readFileSync(snapshot, "utf8") }] } : { tag: "empty" };
    }
    const res = await e.diff({ from, to: { tag: "schemaDatamodel", ...current }, script: true, exitCode: null, filters: filtersFor(target) });
    const sql = (res.stdout ?? "").trim();
    return /^--\s*This is an empty migration\.?$/m.test(sql) || sql === "" ? "" : sql;
  });
}

/** Writes prisma/.../migrations/<timestamp>_<name>/migration.sql when the schema moved; returns its folder or null. */
export async function createMigration(target: DbTarget, name: string, extraSql = ""): Promise<string | null> {
  const sql = await pendingSchemaSql(target);
  if (!sql && !extraSql) return null;
  const ts = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(target.migrationsDir, `${ts}_${name.replace(/[^a-z0-9_]+/gi, "_")}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), `${[sql, extraSql].filter(Boolean).join("\n\n")}\n`);
  const lock = path.join(target.migrationsDir, "migration_lock.toml");
  if (!fs.existsSync(lock)) {
    fs.writeFileSync(
      lock,
      `# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "${target.kind === "postgres" ? "postgresql" : "sqlite"}"\n`,
    );
  }
  // the schema this migration was made from, as one file (the engine reads it like the folder)
  if (target.kind === "postgres")
    fs.writeFileSync(
      path.join(target.migrationsDir, "schema.snapshot.prisma"),
      schemaFiles(target)
        .map((f) => f.content)
        .join("\n"),
    );
  return dir;
}
