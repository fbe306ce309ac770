/**
 * Databases as the previous release left them, for the tests of a migration: the migrations folder cut before the
 * migration under test (what that release shipped), and a scratch SQLite file or PostgreSQL database to apply it
 * to. `cleanUp()` in the test file's afterAll removes what was made.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DbTarget, resolveDbTarget } from "../../src/core/db/url.ts";

export function migrationScratch(prefix: string) {
  const cleanups: (() => Promise<void>)[] = [];
  const tempDir = (kind: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-${kind}-`));
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  return {
    /** the migrations of `target` up to, not including, the one named `*_<migration>`, and that one with those after it */
    previousRelease(target: DbTarget, migration: string): { old: DbTarget; upgrade: string[] } {
      const all = fs.readdirSync(target.migrationsDir).sort();
      const at = all.findIndex((f) => f.endsWith(`_${migration}`));
      if (at < 1) throw new Error(`no migration *_${migration} after the first in ${target.migrationsDir}`);
      const dir = tempDir("migrations");
      for (const f of all.slice(0, at)) fs.cpSync(path.join(target.migrationsDir, f), path.join(dir, f), { recursive: true });
      if (all.includes("migration_lock.toml")) fs.cpSync(path.join(target.migrationsDir, "migration_lock.toml"), path.join(dir, "migration_lock.toml"));
      const upgrade = all.slice(at).filter((f) => fs.statSync(path.join(target.migrationsDir, f)).isDirectory());
      return { old: { ...target, migrationsDir: dir }, upgrade };
    },
    /** an empty SQLite database file */
    sqlite(): DbTarget {
      return resolveDbTarget(`file:${path.join(tempDir("db"), "old.db")}`);
    },
    /** an empty PostgreSQL database beside TEST_DATABASE_URL's */
    async postgres(): Promise<DbTarget> {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `${prefix.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      });
      const u = new URL(base);
      u.pathname = `/${name}`;
      return resolveDbTarget(u.toString());
    },
    async cleanUp() {
      for (const c of cleanups.reverse()) await c();
    },
  };
}
