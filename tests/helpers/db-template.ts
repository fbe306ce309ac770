/**
 * One migrated, seeded database per test run (the template); each test file gets its own copy:
 * a file copy for SQLite, CREATE DATABASE ... TEMPLATE for PostgreSQL (when TEST_DATABASE_URL is set).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { resolveDbTarget } from "../../src/core/db/url.ts";
import { deployMigrations } from "../../src/core/db/migrate.ts";
import { openDb } from "../../src/core/db/client.ts";
import { seedDemo } from "../../prisma/seed-demo.ts";

export const TEST_ADMIN_PASSWORD = "admin-password-1";
export const TEST_API_PASSWORD = "api-user-secret-1";
export const TEST_PRODUCTS = 250;
export const TEST_CUSTOMER_PASSWORD = "customer-password-1";

export interface TemplateInfo {
  kind: "sqlite" | "postgres";
  /** SQLite: template file; PostgreSQL: server URL (database part replaced per copy) */
  location: string;
  templateName?: string;
}

function withDatabase(url: string, db: string) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export async function buildTemplate(): Promise<TemplateInfo> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const templateName = `b2b_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const target = resolveDbTarget(withDatabase(pgUrl, templateName));
    await deployMigrations(target);
    const h = openDb(target);
    await seedDemo(h.db, {
      products: TEST_PRODUCTS,
      adminPassword: TEST_ADMIN_PASSWORD,
      apiUserPassword: TEST_API_PASSWORD,
      customerPassword: TEST_CUSTOMER_PASSWORD,
    });
    await h.close();
    // pools that outlive their clients would block CREATE DATABASE ... TEMPLATE
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [templateName]);
    await c.end();
    return { kind: "postgres", location: pgUrl, templateName };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-tpl-"));
  const file = path.join(dir, "template.db");
  const target = resolveDbTarget(`file:${file}`);
  await deployMigrations(target);
  const h = openDb(target);
  // a rollback journal, not WAL: the copies take the main file alone, so everything must be in it
  await h.db.$queryRawUnsafe("PRAGMA journal_mode = DELETE");
  await seedDemo(h.db, {
    products: TEST_PRODUCTS,
    adminPassword: TEST_ADMIN_PASSWORD,
    apiUserPassword: TEST_API_PASSWORD,
    customerPassword: TEST_CUSTOMER_PASSWORD,
  });
  await h.close();
  if (fs.existsSync(`${file}-wal`)) throw new Error("the template database was left in WAL mode");
  return { kind: "sqlite", location: file };
}

/** a fresh database for one test file; returns its URL and a drop function */
export async function copyTemplate(t: TemplateInfo): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `b2b_t_${randomBytes(5).toString("hex")}`;
  if (t.kind === "postgres") {
    const admin = new pg.Client({ connectionString: t.location });
    await admin.connect();
    // two files copying the template at the same moment collide ("being accessed by other users"): retry
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${t.templateName}`);
        break;
      } catch (e) {
        if (attempt >= 50 || !/being accessed by other users/.test(String(e))) throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    return {
      url: withDatabase(t.location, name),
      drop: async () => {
        const c = new pg.Client({ connectionString: t.location });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-db-"));
  const file = path.join(dir, `${name}.db`);
  fs.copyFileSync(t.location, file);
  return { url: `file:${file}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function dropTemplate(t: TemplateInfo) {
  if (t.kind === "postgres") {
    const c = new pg.Client({ connectionString: t.location });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${t.templateName} WITH (FORCE)`);
    await c.end();
  } else fs.rmSync(path.dirname(t.location), { recursive: true, force: true });
}
